import XCTest
@testable import InputModel

final class PenNormalizerTests: XCTestCase {
    typealias P = PenNormalizer
    /// Apple Pencil's `maximumPossibleForce` as shipping iPads report it (UIKit prints 4.166…;
    /// Apple documents no number): written here, not read from the settings under test.
    private let maxForce = 4.166_666_666_666_667

    private func drive(_ d: DeviceDescription = TP.pen()) -> Drive<P> { Drive(P(description: d)) }

    func testStartEmitsPencilDevice() {
        let run = drive()
        XCTAssertEqual(run.log.map(\.payload),
                       [.device(DeviceChange(phase: .connected, role: .pencil, name: "Test Pen", hardwareKeyboard: false))])
    }

    func testHoverContactLiftProximityOutSequence() {
        var run = drive()
        let proxIn = run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200), TP.abs(ABS.DISTANCE, 63))
        XCTAssertEqual(proxIn.summary, ["hover began"])
        XCTAssertEqual(proxIn.hovers[0].source, .pencil)
        XCTAssertEqual(proxIn.hovers[0].x, 100, accuracy: 1e-9)
        XCTAssertEqual(proxIn.hovers[0].zOffset ?? -1, 1, accuracy: 1e-9)
        let near = run.frame(0.01, TP.abs(ABS.X, 110), TP.abs(ABS.DISTANCE, 21))
        XCTAssertEqual(near.summary, ["hover changed"])
        XCTAssertEqual(near.hovers[0].zOffset ?? -1, 1.0 / 3, accuracy: 1e-9)
        let down = run.frame(0.02, TP.key(BTN.TOUCH, 1), TP.abs(ABS.DISTANCE, 0), TP.abs(ABS.PRESSURE, 1023))
        XCTAssertEqual(down.summary, ["hover ended", "began 1"])
        let t = down.touches[0]
        XCTAssertEqual(t.touchType, .pencil)
        XCTAssertEqual(t.tool, .pen)
        XCTAssertEqual(t.x, 110, accuracy: 1e-9)
        XCTAssertEqual(t.force, 1023.0 / 2047 * maxForce, accuracy: 1e-9)
        XCTAssertEqual(t.maximumPossibleForce, maxForce, accuracy: 1e-12)
        XCTAssertEqual(run.frame(0.03, TP.abs(ABS.Y, 220)).summary, ["moved 1"])
        let lift = run.frame(0.04, TP.key(BTN.TOUCH, 0), TP.abs(ABS.PRESSURE, 0), TP.abs(ABS.DISTANCE, 5))
        XCTAssertEqual(lift.summary, ["ended 1", "hover began"])
        XCTAssertEqual(run.frame(0.05, TP.key(BTN.TOOL_PEN, 0)).summary, ["hover ended"])
        XCTAssertEqual(run.normalizer.state, .outOfProximity)
    }

    func testProximityOutReportsTheLastPositionNotZeroedAxes() {
        // The wacom driver resets every axis to 0 in the proximity-out frame.
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200), TP.abs(ABS.DISTANCE, 30))
        let out = run.frame(0.01, TP.xy(0, 0), TP.abs(ABS.DISTANCE, 0), TP.key(BTN.TOOL_PEN, 0))
        XCTAssertEqual(out.summary, ["hover ended"])
        XCTAssertEqual(out.hovers[0].x, 100, accuracy: 1e-9)
        XCTAssertEqual(out.hovers[0].y, 200, accuracy: 1e-9)
        XCTAssertEqual(out.hovers[0].zOffset ?? 0, 30.0 / 63, accuracy: 1e-9)
        // Lifted straight out of proximity while touching: the touch ends where it was.
        run.frame(0.02, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.TOUCH, 1), TP.xy(300, 400))
        let lift = run.frame(0.03, TP.xy(0, 0), TP.key(BTN.TOUCH, 0), TP.key(BTN.TOOL_PEN, 0))
        XCTAssertEqual(lift.summary, ["ended 1"])
        XCTAssertEqual(lift.touches[0].x, 300, accuracy: 1e-9)
    }

    func testHoverWithoutChangeEmitsNothing() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200))
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.X, 100)).summary, [])
        XCTAssertEqual(run.frame(0.02, TP.abs(ABS.TILT_X, 10)).summary, ["hover changed"], "tilt is part of the hover")
    }

    func testDirectContactWithoutHover() {
        var run = drive()
        XCTAssertEqual(run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.TOUCH, 1), TP.xy(10, 10)).summary, ["began 1"])
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.TOOL_PEN, 0), TP.key(BTN.TOUCH, 0)).summary, ["ended 1"])
    }

    func testForcedProximityOutFiftyMillisecondsAfterTheLastEvent() {
        var run = drive()
        run.frame(0.1, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200))
        XCTAssertTrue(run.advance(to: 0.1499).isEmpty)
        let fired = run.advance(to: 0.2)
        XCTAssertEqual(fired.count, 1)
        XCTAssertEqual(fired.first?.0 ?? 0, 0.15, accuracy: 1e-9, "stamped at last event + 50 ms, not at advance time")
        XCTAssertEqual(fired.map(\.1).summary, ["hover ended"])
        XCTAssertEqual(run.normalizer.state, .outOfProximity)
        XCTAssertTrue(run.normalizer.forcedOut)
        XCTAssertTrue(run.advance(to: 0.5).isEmpty, "fires once")
        // BTN_TOOL_PEN was never released: the next event brings the pen back.
        XCTAssertEqual(run.frame(0.6, TP.abs(ABS.X, 300)).summary, ["hover began"])
    }

    func testForcedProximityOutExactlyAtTheTimeout() {
        var run = drive()
        run.frame(0.1, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200))
        XCTAssertEqual(run.advance(to: 0.15).map(\.1).summary, ["hover ended"])
    }

    func testTimerRunsFromTheLastEventNotTheFirst() {
        var run = drive()
        run.frame(0.1, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200))
        run.frame(0.14, TP.abs(ABS.X, 101))
        XCTAssertTrue(run.advance(to: 0.18).isEmpty)
        XCTAssertEqual(run.advance(to: 0.19).first?.0 ?? 0, 0.19, accuracy: 1e-9)
    }

    /// A pen held still in range sends reports that carry only its tool's serial (the kernel
    /// drops unchanged axis values, never an MSC event): libinput counts every frame, so the
    /// hover stays while they come 40 ms apart, and ends 50 ms after the last one. A pad's
    /// serial (0xffffffff, the wacom driver's) on the same device keeps nothing in range.
    func testAStillPensSerialReportsKeepItInRange() {
        var run = drive()
        run.frame(0.1, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200))
        for k in 1...5 {
            let t = 0.1 + Double(k) * 0.04
            XCTAssertEqual(run.frame(t, TP.serial(0x0A11_CE55)).summary, [], "a still pen at \(t)")
        }
        XCTAssertEqual(run.normalizer.state, .hovering)
        XCTAssertTrue(run.advance(to: 0.3 + 0.0499).isEmpty)
        let fired = run.advance(to: 0.4)
        XCTAssertEqual(fired.map(\.1).summary, ["hover ended"])
        XCTAssertEqual(fired.first?.0 ?? 0, 0.35, accuracy: 1e-9)

        var pad = drive()
        pad.frame(0.1, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200))
        pad.frame(0.14, TP.serial(-1))
        XCTAssertEqual(pad.advance(to: 0.2).first?.0 ?? 0, 0.15, accuracy: 1e-9, "a pad's serial is not the pen's")
    }

    func testForcedProximityOutThroughFrames() {
        // Frames drive the timer (advance before apply): a gap > 50 ms ends the hover first.
        var run = drive()
        run.frame(0.1, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200))
        XCTAssertEqual(run.frame(0.3, TP.abs(ABS.X, 150)).summary, ["hover ended", "hover began"])
        XCTAssertEqual(run.log.map(\.t).suffix(2).first ?? 0, 0.15, accuracy: 1e-9)
    }

    func testNoForcedProximityOutWhileTouchingOrButtonHeld() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.TOUCH, 1), TP.xy(100, 200))
        XCTAssertTrue(run.advance(to: 1).isEmpty, "touching")
        run.frame(1, TP.key(BTN.TOUCH, 0), TP.key(BTN.STYLUS, 1))
        XCTAssertTrue(run.advance(to: 2).isEmpty, "barrel button held")
        run.frame(2, TP.key(BTN.STYLUS, 0))
        XCTAssertEqual(run.advance(to: 3).map(\.1).summary, ["hover ended"])
    }

    func testNoForcedProximityOutWhenOutOfProximity() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(100, 200))
        run.frame(0.01, TP.key(BTN.TOOL_PEN, 0))
        XCTAssertTrue(run.advance(to: 1).isEmpty)
    }

    func testDeviceWithoutToolKeysIsInProximityWhileItSendsEvents() {
        var d = TP.pen(rubber: false)
        d.codes[EV.KEY]?.remove(BTN.TOOL_PEN)
        var run = drive(d)
        XCTAssertEqual(run.frame(0, TP.xy(10, 10)).summary, ["hover began"])
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.TOUCH, 1)).summary, ["hover ended", "began 1"])
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.TOUCH, 0)).summary, ["ended 1", "hover began"])
        XCTAssertEqual(run.advance(to: 0.1).map(\.1).summary, ["hover ended"])
    }

    func testEraserFromRubberTool() {
        var run = drive()
        let out = run.frame(0, TP.key(BTN.TOOL_RUBBER, 1), TP.key(BTN.TOUCH, 1), TP.xy(10, 10))
        XCTAssertEqual(out.touches.first?.tool, .eraser)
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.X, 20)).touches.first?.tool, .eraser)
    }

    func testRubberAndPenInOneFrameIsAnEraserForTheWholeStroke() {
        var run = drive()
        let out = run.frame(0, TP.key(BTN.TOOL_RUBBER, 1), TP.key(BTN.TOUCH, 1), TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        XCTAssertEqual(out.touches.first?.tool, .eraser)
        // The rubber key goes away mid-stroke: the tool stays fixed until the lift.
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.TOOL_RUBBER, 0), TP.abs(ABS.X, 20)).touches.first?.tool, .eraser)
        run.frame(0.02, TP.key(BTN.TOUCH, 0))
        XCTAssertEqual(run.frame(0.03, TP.key(BTN.TOUCH, 1)).touches.first?.tool, .pen)
    }

    func testBarrelButtonsWhileHovering() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.STYLUS, 1)).summary, ["pencil tap"])
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.STYLUS, 2)).summary, [], "autorepeat is not a press")
        XCTAssertEqual(run.frame(0.03, TP.key(BTN.STYLUS, 0)).summary, [])
        XCTAssertEqual(run.frame(0.04, TP.key(BTN.STYLUS2, 1)).summary, ["pencil squeeze"])
        XCTAssertEqual(run.frame(0.05, TP.key(BTN.STYLUS2, 0)).summary, [])
    }

    func testBarrelButtonWhileTouching() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.TOUCH, 1), TP.xy(10, 10))
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.STYLUS, 1), TP.abs(ABS.X, 12)).summary, ["moved 1", "pencil tap"])
    }

    func testButtonReleasedAfterProximityOutKernel6() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.STYLUS, 1), TP.xy(10, 10))
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.TOOL_PEN, 0)).summary, ["hover ended"])
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.STYLUS, 0)).summary, [])
        XCTAssertEqual(run.frame(0.03, TP.key(BTN.TOOL_PEN, 1)).summary, ["hover began"])
    }

    func testContactFromPressureWhenNoBtnTouch() {
        var run = drive(TP.pen(btnTouch: false))
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        // 2047 range: 5 % = 102.35, 1 % = 20.47.
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.PRESSURE, 100)).summary, [], "below 5 %: still hovering")
        XCTAssertEqual(run.frame(0.02, TP.abs(ABS.PRESSURE, 103)).summary, ["hover ended", "began 1"])
        XCTAssertEqual(run.frame(0.03, TP.abs(ABS.PRESSURE, 30)).summary, ["moved 1"], "above 1 %: still touching")
        XCTAssertEqual(run.frame(0.04, TP.abs(ABS.PRESSURE, 20)).summary, ["ended 1", "hover began"])
    }

    func testPressureWithoutBtnTouchIsAHoverWhenTheDeviceHasBtnTouch() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.PRESSURE, 500)).summary, [], "BTN_TOUCH decides")
        XCTAssertEqual(run.normalizer.state, .hovering)
    }

    func testAltitudeAndAzimuthFromTilt() {
        var run = drive()
        let t = run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.TOUCH, 1), TP.xy(10, 10), TP.abs(ABS.TILT_Y, 45)).touches[0]
        XCTAssertEqual(t.azimuth ?? -1, Double.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(t.altitude ?? -1, Double.pi / 2 - 45.0 / 57, accuracy: 1e-9)
        let moved = run.frame(0.01, TP.abs(ABS.TILT_X, -45), TP.abs(ABS.TILT_Y, 0)).touches[0]
        XCTAssertEqual(moved.phase, .moved)
        XCTAssertEqual(moved.azimuth ?? -1, Double.pi, accuracy: 1e-9)
    }

    func testNoTiltAndNoPressureAxes() {
        var d = TP.pen(tilt: nil)
        d.codes[EV.ABS]?.remove(ABS.PRESSURE)
        var run = drive(d)
        let t = run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.TOUCH, 1), TP.xy(10, 10)).touches[0]
        XCTAssertEqual(t.altitude, Double.pi / 2)
        XCTAssertEqual(t.azimuth, 0)
        XCTAssertEqual(t.force, 0)
        XCTAssertEqual(t.maximumPossibleForce, 0)
    }

    func testIndirectTabletMapsOntoTheWholeScreen() {
        // Wacom Intuos5 M: X 0…44704, Y 0…27940.
        var d = TP.pen(direct: false)
        d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: 44704, resolution: 200)
        d.absinfo[ABS.Y] = AbsInfo(minimum: 0, maximum: 27940, resolution: 200)
        var run = drive(d)
        let h = run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(22352, 27940)).hovers[0]
        XCTAssertEqual(h.x, 683, accuracy: 1e-9)
        XCTAssertEqual(h.y, 1024, accuracy: 1e-9)
    }

    func testDistanceNormalizedToZOffset() {
        var run = drive()
        XCTAssertEqual(run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.abs(ABS.DISTANCE, 0)).hovers.first?.zOffset, 0)
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.DISTANCE, 63)).hovers.first?.zOffset, 1)
        var noDistance = drive(TP.pen(distanceMax: nil))
        XCTAssertEqual(noDistance.frame(0, TP.key(BTN.TOOL_PEN, 1)).hovers.first?.zOffset, 0)
    }

    /// A live device's held buttons (libevdev's state) are where the pen starts: a pen already
    /// touching is a touch from its first motion, a barrel button already held is no new press.
    func testTheDescriptionsHeldButtonsAreTheStartingState() {
        var d = TP.pen()
        d.buttonsDown = [BTN.TOOL_PEN, BTN.TOUCH, BTN.STYLUS]
        var run = drive(d)
        let first = run.frame(0, TP.abs(ABS.X, 120), TP.abs(ABS.PRESSURE, 800))
        XCTAssertEqual(first.summary, ["began 1"])
        XCTAssertEqual(first.touches[0].touchType, .pencil)
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.STYLUS, 0)).summary, [], "the held barrel button's release is no action")
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.TOUCH, 0)).summary, ["ended 1", "hover began"])
        // An eraser already in range is the eraser when it touches.
        var e = TP.pen()
        e.buttonsDown = [BTN.TOOL_RUBBER]
        var eraser = drive(e)
        XCTAssertEqual(eraser.frame(0, TP.xy(10, 10)).summary, ["hover began"])
        XCTAssertEqual(eraser.frame(0.01, TP.key(BTN.TOUCH, 1)).touches.first?.tool, .eraser)
    }

    /// A live device's axis values (libevdev's state, each absinfo's `value`) are where the pen
    /// starts: a pen in range whose first frame says no axis hovers, or touches, exactly as one
    /// whose first frame says those values. (The fixture's axes span the default screen's
    /// points one to one.)
    func testTheDescriptionsAxisValuesAreTheStartingState() {
        let values: [(UInt16, Int32)] = [(ABS.X, 683), (ABS.Y, 256), (ABS.PRESSURE, 2047), (ABS.DISTANCE, 63),
                                         (ABS.TILT_X, 30), (ABS.TILT_Y, -20)]
        for held in [[BTN.TOOL_PEN], [BTN.TOOL_PEN, BTN.TOUCH]] {
            var d = TP.pen()
            d.buttonsDown = Set(held)
            var fromState = d
            for (code, v) in values { fromState.absinfo[code]?.value = v }
            var started = drive(fromState)
            var told = drive(d)
            let first = started.frame(0, TP.timestamp)
            let expected = told.frame(0, values.flatMap { TP.abs($0.0, $0.1) })
            XCTAssertEqual(first.summary, expected.summary, "\(held)")
            XCTAssertEqual(first.summary.count, 1, "\(first.summary)")
            XCTAssertEqual(first.hovers, expected.hovers)
            XCTAssertEqual(first.touches, expected.touches)
        }
        var d = TP.pen()
        d.absinfo[ABS.X]?.value = 683
        d.absinfo[ABS.Y]?.value = 256
        d.buttonsDown = [BTN.TOOL_PEN]
        var run = drive(d)
        let hover = run.frame(0, TP.timestamp).hovers.first
        XCTAssertEqual(hover?.x ?? -1, 683, accuracy: 1e-9)
        XCTAssertEqual(hover?.y ?? -1, 256, accuracy: 1e-9)
    }

    /// A description made by hand without X and Y ranges: the pen's values are taken over
    /// 0…32767 (`PenNormalizer.Calibration`), so 0 is the screen's top left corner and 32767
    /// its bottom right.
    func testAPenWithoutAxisRangesMapsZeroTo32767OntoTheScreen() {
        var d = TP.pen()
        d.absinfo[ABS.X] = nil
        d.absinfo[ABS.Y] = nil
        let screen = ScreenModel.default
        var run = drive(d)
        let corner = run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(0, 0)).hovers.first
        XCTAssertEqual(corner?.x, 0)
        XCTAssertEqual(corner?.y, 0)
        let far = run.frame(0.01, TP.xy(32767, 32767)).hovers.first
        XCTAssertEqual(far?.x ?? -1, screen.width, accuracy: 1e-9)
        XCTAssertEqual(far?.y ?? -1, screen.height, accuracy: 1e-9)
    }

    /// The proximity timer (`penProximityTimeout`, 50 ms, libinput's proximity-timer plugin)
    /// counts from the pen's last frame of its own, which a frame of one tool key or of
    /// BTN_TOUCH alone is; a barrel button held (from the description's held buttons too) holds
    /// it off; a key's autorepeat (value 2) is no frame of the pen's.
    func testWhatCountsAsThePensOwnFrameForTheProximityTimer() {
        func endedAt(_ run: Drive<P>) -> [Double] {
            run.log.compactMap { if case .hover(let h) = $0.payload, h.phase == .ended { return $0.t } else { return nil } }
        }
        // A tool key alone.
        var tool = drive()
        tool.frame(0, TP.key(BTN.TOOL_PEN, 1))
        tool.advance(to: 1)
        XCTAssertEqual(endedAt(tool), [0.05])
        // BTN_TOUCH alone, lifting at 0.2: the hover ends at the contact (0.01), hovers again
        // from the lift and is out at 0.25.
        var touch = drive()
        touch.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        touch.frame(0.01, TP.key(BTN.TOUCH, 1))
        touch.frame(0.2, TP.key(BTN.TOUCH, 0))
        touch.advance(to: 1)
        XCTAssertEqual(endedAt(touch), [0.01, 0.25])
        // An autorepeat at 0.04 is not the pen's: out at 0.05.
        var repeated = drive()
        repeated.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        repeated.frame(0.04, TP.key(BTN.TOOL_PEN, 2))
        repeated.advance(to: 1)
        XCTAssertEqual(endedAt(repeated), [0.05])
        // A barrel button the description says is held: never out while it is.
        var d = TP.pen()
        d.buttonsDown = [BTN.TOOL_PEN, BTN.STYLUS]
        var held = drive(d)
        held.frame(0, TP.xy(10, 10))
        held.advance(to: 1)
        XCTAssertEqual(endedAt(held), [])
        held.frame(1, TP.key(BTN.STYLUS, 0))
        held.advance(to: 2)
        XCTAssertEqual(endedAt(held), [1.05])
    }

    /// A caller that applies a frame without `advance(to:)` first still gets the proximity
    /// timeout that was due, before the frame's own events.
    func testApplyWithoutAdvanceFiresTheDueTimeoutFirst() {
        var n = P(description: TP.pen())
        _ = n.start(at: 0)
        _ = n.apply(RawFrame(device: 0, time: 0, events: TP.key(BTN.TOOL_PEN, 1) + TP.xy(10, 10)), at: 0)
        let later = n.apply(RawFrame(device: 0, time: 1_000_000, events: TP.xy(20, 10)), at: Timestamp(seconds: 1))
        XCTAssertEqual(later.summary, ["hover ended", "hover began"])
    }

    /// The tilt converted once is reused only for the same tilt on both axes: a run of tilts
    /// that share one axis's value, swap them, or take the value of another axis (X stands at
    /// 20 throughout) gives each frame the angles a pen given that tilt first gives.
    func testEachTiltGivesItsOwnAnglesWhateverCameBefore() {
        let tilts: [(Int32, Int32)] = [(0, 20), (20, 20), (20, 0), (0, 0), (0, 20), (20, 0), (20, 20)]
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(20, 10))
        for (i, (x, y)) in tilts.enumerated() {
            let t = 0.01 * Double(i + 1)
            let hover = run.frame(t, TP.abs(ABS.TILT_X, x), TP.abs(ABS.TILT_Y, y)).hovers.first
            var fresh = drive()
            let expected = fresh.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(20, 10), TP.abs(ABS.TILT_X, x), TP.abs(ABS.TILT_Y, y)).hovers.first
            XCTAssertNotNil(hover, "tilt \(x), \(y)")
            XCTAssertEqual(hover?.altitude, expected?.altitude, "tilt \(x), \(y)")
            XCTAssertEqual(hover?.azimuth, expected?.azimuth, "tilt \(x), \(y)")
        }
    }

    /// A hover or a touch that leaves proximity in a frame that zeroes every axis (the wacom
    /// driver's proximity-out frame) ends where it last was; a frame that changes nothing the
    /// stream carries gives no event.
    func testLeavingProximityReportsTheLastValuesAndNothingUnchangedIsRepeated() {
        var hover = drive()
        hover.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        XCTAssertEqual(hover.frame(0.01, TP.xy(30, 10)).summary, ["hover changed"])
        XCTAssertEqual(hover.frame(0.02, TP.serial(5)).summary, [], "the same place again")
        let out = hover.frame(0.03, TP.key(BTN.TOOL_PEN, 0), TP.xy(0, 0))
        XCTAssertEqual(out.summary, ["hover ended"])
        XCTAssertEqual(out.hovers.first?.x, 30)

        var touch = drive()
        touch.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        touch.frame(0.01, TP.key(BTN.TOUCH, 1), TP.abs(ABS.PRESSURE, 500))
        XCTAssertEqual(touch.frame(0.02, TP.xy(40, 10)).summary, ["moved 1"])
        XCTAssertEqual(touch.frame(0.03, TP.serial(5)).summary, [], "the same place and force again")
        let lifted = touch.frame(0.04, TP.key(BTN.TOOL_PEN, 0), TP.key(BTN.TOUCH, 0), TP.xy(0, 0), TP.abs(ABS.PRESSURE, 0))
        XCTAssertEqual(lifted.summary, ["ended 1"])
        XCTAssertEqual(lifted.touches.first?.x, 40)
    }

    /// Each BTN_TOOL_* code (linux/input-event-codes.h: 0x140 pen … 0x147 lens, 0x145 being the
    /// finger, no pen tool) is its tool and back; with several down, the eraser wins, then the
    /// first stylus in declaration order.
    func testToolKeysAndTheToolWhenSeveralAreDown() {
        let codes: [(UInt16, P.Tool)] = [(0x140, .pen), (0x141, .eraser), (0x142, .brush), (0x143, .pencil),
                                        (0x144, .airbrush), (0x146, .mouse), (0x147, .lens)]
        for (code, tool) in codes {
            XCTAssertEqual(P.Tool(key: code), tool, "\(code)")
            XCTAssertEqual(tool.key, code, "\(tool)")
        }
        XCTAssertNil(P.Tool(key: 0x145), "BTN_TOOL_FINGER")
        XCTAssertEqual(Set(P.Tool.allCases), Set(codes.map(\.1)))
        XCTAssertEqual(P.Tool.current(P.Tool.pen.bit | P.Tool.eraser.bit), .eraser)
        XCTAssertEqual(P.Tool.current(P.Tool.pencil.bit | P.Tool.pen.bit | P.Tool.airbrush.bit), .pen)
        XCTAssertEqual(P.Tool.current(P.Tool.airbrush.bit | P.Tool.brush.bit), .brush)
        XCTAssertNil(P.Tool.current(P.Tool.mouse.bit | P.Tool.lens.bit))
        XCTAssertEqual(P.Tool.brush.pencilTool, .pen)
    }

    func testAPuckInRangeGivesNoPencilEvents() {
        var d = TP.pen()
        d.enable(type: EV.KEY, code: BTN.TOOL_MOUSE)
        var run = drive(d)
        XCTAssertEqual(run.frame(0, TP.key(BTN.TOOL_MOUSE, 1), TP.xy(10, 10)).summary, [])
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.TOUCH, 1)).summary, [])
        XCTAssertTrue(run.advance(to: 1).isEmpty)
    }

    func testResyncCancelsTheTouchAndBeginsAnew() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.TOUCH, 1), TP.xy(10, 10))
        let out = run.frame(0.02, TP.abs(ABS.X, 30), resync: true)
        XCTAssertEqual(out.summary, ["cancelled 1", "resync", "began 2"])
        XCTAssertEqual(out.touches[1].x, 30, accuracy: 1e-9)
    }

    func testResyncWhileHoveringEndsAndBeginsTheHover() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.TOOL_PEN, 0), resync: true).summary, ["hover ended", "resync"])
    }

    func testFinishCancelsTouchAndEndsHover() {
        var touching = drive()
        touching.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.key(BTN.TOUCH, 1), TP.xy(10, 10))
        XCTAssertEqual(touching.finish(0.1).summary, ["cancelled 1"])
        var hovering = drive()
        hovering.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        XCTAssertEqual(hovering.finish(0.01).summary, ["hover ended"])
    }

    func testTouchIDsIncreasePerStroke() {
        var run = drive()
        run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10))
        var ids: [Int] = []
        for i in 0..<3 {
            ids += run.frame(0.01 + Double(i) * 0.02, TP.key(BTN.TOUCH, 1)).touches.map(\.id)
            run.frame(0.02 + Double(i) * 0.02, TP.key(BTN.TOUCH, 0))
        }
        XCTAssertEqual(ids, [1, 2, 3])
    }
}

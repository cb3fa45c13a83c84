import XCTest
@testable import InputModel

final class TouchscreenNormalizerTests: XCTestCase {
    typealias N = TouchscreenNormalizer

    private func drive(_ d: DeviceDescription = TP.touchscreen()) -> Drive<N> { Drive(N(description: d)) }

    func testStartEmitsDeviceConnected() {
        let run = drive()
        XCTAssertEqual(run.log.map(\.payload), [.device(DeviceChange(phase: .connected, role: .touchscreen,
                                                                     name: "Test Touchscreen", hardwareKeyboard: false))])
    }

    func testProtocolDetection() {
        XCTAssertEqual(N.TouchProtocol.detect(TP.touchscreen()), .multitouchB)
        XCTAssertEqual(N.TouchProtocol.detect(TP.protocolA()), .multitouchA)
        XCTAssertEqual(N.TouchProtocol.detect(TP.singleTouch()), .singleTouch)
        var fakeMT = TP.touchscreen()
        fakeMT.enable(type: EV.ABS, code: ABS.RESERVED)
        XCTAssertEqual(N.TouchProtocol.detect(fakeMT), .singleTouch)
    }

    func testTapBeganMovedEnded() {
        var run = drive()
        let down = run.frame(0.0, TP.id(40), TP.mt(100, 200), TP.abs(ABS.MT_PRESSURE, 51))
        XCTAssertEqual(down.summary, ["began 1"])
        let t = down.touches[0]
        XCTAssertEqual(t.x, 100, accuracy: 1e-9)
        XCTAssertEqual(t.y, 200, accuracy: 1e-9)
        XCTAssertEqual(t.touchType, .direct)
        // A finger has no force on an iPad (no 3D Touch); the raw pressure is kept apart.
        XCTAssertEqual(t.force, 0)
        XCTAssertEqual(t.maximumPossibleForce, 0)
        XCTAssertEqual(t.pressure ?? -1, 0.2, accuracy: 1e-9)
        XCTAssertNil(t.altitude)
        XCTAssertEqual(run.frame(0.005, TP.abs(ABS.MT_PRESSURE, 80)).summary, [], "a pressure change alone is no event")
        let move = run.frame(0.01, TP.abs(ABS.MT_POSITION_X, 110))
        XCTAssertEqual(move.summary, ["moved 1"])
        XCTAssertEqual(move.touches[0].pressure ?? -1, 80.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(move.touches[0].x, 110, accuracy: 1e-9)
        XCTAssertEqual(move.touches[0].y, 200, accuracy: 1e-9)
        let up = run.frame(0.02, TP.id(-1))
        XCTAssertEqual(up.summary, ["ended 1"])
        XCTAssertEqual(up.touches[0].x, 110, accuracy: 1e-9)
    }

    /// A finger has no force on an iPad: a change of its pressure alone delivers nothing (UIKit
    /// sends force changes through touchesMoved, and a finger's force never changes).
    func testAFingersPressureChangeAloneIsNoEvent() {
        var run = drive()
        run.frame(0, TP.id(1), TP.mt(10, 10), TP.abs(ABS.MT_PRESSURE, 10))
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.MT_PRESSURE, 20)).summary, [])
    }

    func testStationaryTouchesReportedWithChangedOnes() {
        var run = drive()
        XCTAssertEqual(run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.slot(1), TP.id(2), TP.mt(500, 500)).summary,
                       ["began 1", "began 2"])
        XCTAssertEqual(run.frame(0.01, TP.slot(0), TP.mt(120, 100)).summary, ["moved 1", "stationary 2"])
        XCTAssertEqual(run.frame(0.02, TP.slot(1), TP.abs(ABS.MT_POSITION_Y, 520)).summary, ["stationary 1", "moved 2"])
        // A frame with no touch change is no event at all.
        XCTAssertEqual(run.frame(0.03, TP.timestamp).summary, [])
        // A finger lifting: the other is stationary in that event.
        XCTAssertEqual(run.frame(0.04, TP.id(-1)).summary, ["ended 2", "stationary 1"])
    }

    /// Touches that end in one frame end in the order they began (their ids), not in slot order:
    /// the stream is the same whatever slots the kernel picked (docs/interfaces.md, "The unified stream").
    func testTwoTouchesEndingTogetherEndInTheOrderTheyBegan() {
        var run = drive()
        XCTAssertEqual(run.frame(0, TP.slot(1), TP.id(5), TP.mt(500, 500)).summary, ["began 1"])
        XCTAssertEqual(run.frame(0.01, TP.slot(0), TP.id(6), TP.mt(100, 100)).summary, ["began 2", "stationary 1"])
        XCTAssertEqual(run.frame(0.02, TP.slot(0), TP.id(-1), TP.slot(1), TP.id(-1)).summary, ["ended 1", "ended 2"])
    }

    func testSlotReuseBeginsAtRetainedPosition() {
        var run = drive()
        run.frame(0, TP.id(1), TP.mt(300, 400))
        XCTAssertEqual(run.frame(0.01, TP.id(-1)).summary, ["ended 1"])
        // New tracking id, no axes re-sent: the kernel only sends deltas.
        let again = run.frame(0.5, TP.id(2))
        XCTAssertEqual(again.summary, ["began 2"])
        XCTAssertEqual(again.touches[0].x, 300, accuracy: 1e-9)
        XCTAssertEqual(again.touches[0].y, 400, accuracy: 1e-9)
    }

    func testTrackingIDChangeInOneFrameEndsAndBegins() {
        var run = drive()
        run.frame(0, TP.id(1), TP.mt(300, 400))
        let out = run.frame(0.01, TP.id(-1), TP.id(2), TP.mt(600, 700))
        XCTAssertEqual(out.summary, ["ended 1", "began 2"])
        XCTAssertEqual(out.touches[0].x, 300, accuracy: 1e-9)
        XCTAssertEqual(out.touches[1].x, 600, accuracy: 1e-9)
    }

    func testGarbageAxesAfterReleaseDoNotMoveTheEndedTouch() {
        var run = drive()
        run.frame(0, TP.id(1), TP.mt(300, 400))
        let out = run.frame(0.01, TP.id(-1), TP.mt(0, 0))
        XCTAssertEqual(out.summary, ["ended 1"])
        XCTAssertEqual(out.touches[0].x, 300, accuracy: 1e-9)
    }

    /// Slots start with the description's axis values (the state when the recording started): a
    /// contact whose first frame gives only its tracking id is where, as large and as pressed as
    /// those values say (diameter 20 units: 10 pt; pressure 128 of 255); with a distance above 0
    /// it hovers until the distance comes to 0.
    func testSlotsStartAtTheDescriptionsValues() {
        var d = TP.touchscreen()
        d.absinfo[ABS.MT_POSITION_X]?.value = 300
        d.absinfo[ABS.MT_POSITION_Y]?.value = 400
        d.absinfo[ABS.MT_TOUCH_MAJOR]?.value = 20
        d.absinfo[ABS.MT_PRESSURE]?.value = 128
        var run = drive(d)
        let t = run.frame(0, TP.id(1)).touches
        XCTAssertEqual(t.map { [$0.x, $0.y, $0.majorRadius] }, [[300, 400, 10]])
        XCTAssertEqual(t.first?.pressure ?? -1, 128.0 / 255, accuracy: 1e-9)

        var far = TP.touchscreen(distance: true)
        far.absinfo[ABS.MT_DISTANCE]?.value = 1
        var hovering = drive(far)
        XCTAssertEqual(hovering.frame(0, TP.id(1)).summary, [])
        XCTAssertEqual(hovering.frame(0.01, TP.abs(ABS.MT_DISTANCE, 0)).summary, ["began 1"])
    }

    func testRecordingStartsInSlot3() {
        var run = drive(TP.touchscreen(initialSlot: 3))
        // No ABS_MT_SLOT: the events target slot 3.
        XCTAssertEqual(run.frame(0, TP.id(7), TP.mt(100, 100)).summary, ["began 1"])
        XCTAssertEqual(run.frame(0.01, TP.slot(0), TP.id(8), TP.mt(200, 200)).summary, ["began 2", "stationary 1"])
        // Releasing slot 3 ends the first touch; slot 0 keeps the second.
        XCTAssertEqual(run.frame(0.02, TP.slot(3), TP.id(-1)).summary, ["ended 1", "stationary 2"])
        XCTAssertEqual(run.frame(0.03, TP.slot(0), TP.id(-1)).summary, ["ended 2"])
    }

    func testOutOfRangeSlotIsIgnoredUntilAValidSlot() {
        var run = drive(TP.touchscreen(slots: 2))
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100))
        // Slot 5 does not exist: its events must not touch slot 0 or create a contact.
        XCTAssertEqual(run.frame(0.01, TP.slot(5), TP.id(9), TP.mt(900, 900)).summary, [])
        XCTAssertEqual(run.frame(0.02, TP.mt(800, 800)).summary, [], "still no valid slot selected")
        let back = run.frame(0.03, TP.slot(1), TP.id(2), TP.mt(500, 500))
        XCTAssertEqual(back.summary, ["stationary 1", "began 2"])
        XCTAssertEqual(back.touches[0].x, 100, accuracy: 1e-9)
    }

    func testPalmCancelsOnlyThatTouchAndStaysCancelled() {
        var run = drive()
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.slot(1), TP.id(2), TP.mt(500, 500))
        XCTAssertEqual(run.frame(0.01, TP.tool(MT_TOOL.PALM)).summary, ["stationary 1", "cancelled 2"])
        XCTAssertEqual(run.frame(0.02, TP.mt(520, 520)).summary, [], "a palm moving reports nothing")
        XCTAssertEqual(run.frame(0.03, TP.tool(MT_TOOL.FINGER), TP.mt(530, 530)).summary, [],
                       "back to finger: still cancelled until a new tracking id")
        XCTAssertEqual(run.frame(0.04, TP.slot(0), TP.mt(110, 100)).summary, ["moved 1"])
        XCTAssertEqual(run.frame(0.05, TP.slot(1), TP.id(-1)).summary, [], "the cancelled touch does not end again")
        XCTAssertEqual(run.frame(0.06, TP.id(3)).summary, ["stationary 1", "began 3"])
    }

    /// A touch that turns into a palm in the frame another touch ends: the one ends, the other is
    /// cancelled (libinput `evdev-fallback.c`), and the palm then reports nothing.
    func testAPalmInTheFrameAnotherTouchEnds() {
        var run = drive()
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.slot(1), TP.id(2), TP.mt(500, 500))
        XCTAssertEqual(run.frame(0.01, TP.slot(0), TP.id(-1), TP.slot(1), TP.tool(MT_TOOL.PALM)).summary, ["ended 1", "cancelled 2"])
        XCTAssertEqual(run.frame(0.02, TP.mt(520, 520)).summary, [])
    }

    /// Touches with a contact size: the one that stands still is stationary while the other
    /// moves, and a stationary touch reports its contact as it is now (its pressure too, which
    /// alone moves nothing).
    func testAStationaryTouchWithASizeReportsItsContactAsItIsNow() {
        var run = drive()
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.abs(ABS.MT_TOUCH_MAJOR, 20), TP.abs(ABS.MT_PRESSURE, 100),
                  TP.slot(1), TP.id(2), TP.mt(500, 500), TP.abs(ABS.MT_TOUCH_MAJOR, 20), TP.abs(ABS.MT_PRESSURE, 100))
        let out = run.frame(0.01, TP.slot(0), TP.abs(ABS.MT_PRESSURE, 200), TP.slot(1), TP.mt(520, 500))
        XCTAssertEqual(out.summary, ["stationary 1", "moved 2"])
        XCTAssertEqual(out.touches.first?.pressure ?? -1, 200.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(out.touches.first?.majorRadius ?? -1, 10, accuracy: 1e-9)
    }

    /// A touch that turns into a palm while a new contact arrives as a palm (never reported):
    /// the cancel is the frame's one change, and it is delivered.
    func testAPalmCancelIsDeliveredWhenItIsTheFramesOnlyChange() {
        var run = drive()
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100))
        XCTAssertEqual(run.frame(0.01, TP.tool(MT_TOOL.PALM), TP.slot(1), TP.id(2), TP.tool(MT_TOOL.PALM), TP.mt(500, 500)).summary,
                       ["cancelled 1"])
    }

    func testAllPalmsCancelEveryTouch() {
        var run = drive()
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.slot(1), TP.id(2), TP.mt(500, 500))
        XCTAssertEqual(run.frame(0.01, TP.slot(0), TP.tool(MT_TOOL.PALM), TP.slot(1), TP.tool(MT_TOOL.PALM)).summary,
                       ["cancelled 1", "cancelled 2"])
    }

    func testTouchStartingAsPalmIsNeverReported() {
        var run = drive()
        XCTAssertEqual(run.frame(0, TP.id(1), TP.tool(MT_TOOL.PALM), TP.mt(100, 100)).summary, [])
        XCTAssertEqual(run.frame(0.01, TP.mt(200, 200)).summary, [])
        XCTAssertEqual(run.frame(0.02, TP.tool(MT_TOOL.FINGER), TP.mt(210, 200)).summary, [])
        XCTAssertEqual(run.frame(0.03, TP.id(-1)).summary, [])
        XCTAssertEqual(run.finish(0.04).summary, [])
    }

    func testStalePalmToolTypeIsRetainedAcrossTrackingIDs() {
        // Chromium TrackingIdShouldNotResetCancelByPalm: the kernel sends only deltas,
        // so a new tracking id without a TOOL_TYPE keeps MT_TOOL_PALM.
        var run = drive()
        run.frame(0, TP.id(1), TP.tool(MT_TOOL.PALM), TP.mt(100, 100))
        run.frame(0.01, TP.id(-1))
        XCTAssertEqual(run.frame(0.02, TP.id(2)).summary, [])
        run.frame(0.03, TP.id(-1))
        XCTAssertEqual(run.frame(0.04, TP.id(3), TP.tool(MT_TOOL.FINGER)).summary, ["began 1"])
    }

    func testPenContactIsAPencilTouch() {
        var run = drive()
        let out = run.frame(0, TP.id(1), TP.tool(MT_TOOL.PEN), TP.mt(100, 100), TP.abs(ABS.MT_PRESSURE, 255))
        let t = out.touches[0]
        XCTAssertEqual(t.touchType, .pencil)
        XCTAssertEqual(t.tool, .pen)
        // Full pressure is Apple Pencil's maximumPossibleForce, 4.166… as shipping iPads report it.
        XCTAssertEqual(t.force, 4.1667, accuracy: 1e-4)
        XCTAssertEqual(t.maximumPossibleForce, 4.1667, accuracy: 1e-4)
        XCTAssertEqual(t.altitude ?? 0, Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(t.azimuth, 0)
    }

    func testMajorRadiusInPoints() {
        var run = drive()
        // Ranges equal the screen in points: 1 unit = 1 pt; diameter 20 → radius 10 pt.
        XCTAssertEqual(run.frame(0, TP.id(1), TP.mt(100, 100), TP.abs(ABS.MT_TOUCH_MAJOR, 20)).touches[0].majorRadius,
                       10, accuracy: 1e-9)
        // Half the screen's units per point: radius halves too.
        var d = TP.touchscreen()
        d.absinfo[ABS.MT_POSITION_X] = AbsInfo(minimum: 0, maximum: 2 * TP.width)
        var run2 = drive(d)
        XCTAssertEqual(run2.frame(0, TP.id(1), TP.mt(100, 100), TP.abs(ABS.MT_TOUCH_MAJOR, 20)).touches[0].majorRadius,
                       5, accuracy: 1e-9)
    }

    func testMajorRadiusUsesResolutionsWhenBothKnown() {
        // X: 10 units/mm; TOUCH_MAJOR: 5 units/mm → 8 major units = 1.6 mm = 16 X units.
        let mapper = CoordinateMapper(x: AbsInfo(minimum: 0, maximum: 1366, resolution: 10),
                                      y: AbsInfo(minimum: 0, maximum: 1024, resolution: 10), screen: .default)
        let g = N.ContactGeometry(mapper: mapper, majorAxis: AbsInfo(minimum: 0, maximum: 255, resolution: 5),
                                  pressureAxis: nil, settings: NormalizerSettings())
        XCTAssertEqual(g.majorRadius(8), 8, accuracy: 1e-9)
        XCTAssertEqual(g.majorRadius(nil), 0)
        // X without a resolution: the major axis is read in X units as it is (the conversion
        // needs both), 8 units → 4 units of radius → 4 pt on this 1-unit-per-point screen.
        let bare = CoordinateMapper(x: AbsInfo(minimum: 0, maximum: 1366), y: AbsInfo(minimum: 0, maximum: 1024), screen: .default)
        let h = N.ContactGeometry(mapper: bare, majorAxis: AbsInfo(minimum: 0, maximum: 255, resolution: 5),
                                  pressureAxis: nil, settings: NormalizerSettings())
        XCTAssertEqual(h.majorRadius(8), 4, accuracy: 1e-9)
        // The conversion is to X units: Y's resolution neither enters it nor stands in for X's.
        let tallY = CoordinateMapper(x: AbsInfo(minimum: 0, maximum: 1366, resolution: 10),
                                     y: AbsInfo(minimum: 0, maximum: 1024, resolution: 20), screen: .default)
        XCTAssertEqual(N.ContactGeometry(mapper: tallY, majorAxis: AbsInfo(minimum: 0, maximum: 255, resolution: 5),
                                         pressureAxis: nil, settings: NormalizerSettings()).majorRadius(8), 8, accuracy: 1e-9)
        let onlyY = CoordinateMapper(x: AbsInfo(minimum: 0, maximum: 1366),
                                     y: AbsInfo(minimum: 0, maximum: 1024, resolution: 20), screen: .default)
        XCTAssertEqual(N.ContactGeometry(mapper: onlyY, majorAxis: AbsInfo(minimum: 0, maximum: 255, resolution: 5),
                                         pressureAxis: nil, settings: NormalizerSettings()).majorRadius(8), 4, accuracy: 1e-9)
    }

    /// A touchscreen described without position ranges is taken over 0…32767 on both axes, as a
    /// tablet without ranges is: its far corner is the screen's.
    func testAScreenWithoutRangesIsTakenOverZeroTo32767() {
        var d = TP.touchscreen()
        for code in [ABS.X, ABS.Y, ABS.MT_POSITION_X, ABS.MT_POSITION_Y] { d.absinfo[code] = nil }
        var run = drive(d)
        XCTAssertEqual(run.frame(0, TP.id(1), TP.mt(32767, 32767)).touches.map { [$0.x, $0.y] }, [[1366, 1024]])
        XCTAssertEqual(run.frame(0.01, TP.mt(0, 0)).touches.map { [$0.x, $0.y] }, [[0, 0]])
    }

    func testNoPressureAxisGivesZeroForce() {
        var run = drive(TP.touchscreen(pressure: false, major: false))
        let t = run.frame(0, TP.id(1), TP.mt(100, 100)).touches[0]
        XCTAssertEqual(t.force, 0)
        XCTAssertEqual(t.maximumPossibleForce, 0)
        XCTAssertEqual(t.majorRadius, 0)
    }

    func testPressureAboveMaximumClampsToMaximumForce() {
        var run = drive()
        let t = run.frame(0, TP.id(1), TP.mt(100, 100), TP.abs(ABS.MT_PRESSURE, 400)).touches[0]
        XCTAssertEqual(t.force, t.maximumPossibleForce, accuracy: 1e-9)
    }

    func testResyncCancelsThenBeginsAnew() {
        var run = drive()
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.slot(1), TP.id(2), TP.mt(500, 500))
        // After SYN_DROPPED the frame holds the deltas: slot 0 moved, slot 1 lifted.
        let out = run.frame(0.05, TP.slot(0), TP.mt(150, 100), TP.slot(1), TP.id(-1), resync: true)
        XCTAssertEqual(out.summary, ["cancelled 1", "cancelled 2", "resync", "began 3"])
        XCTAssertEqual(out.touches[2].x, 150, accuracy: 1e-9)
        XCTAssertEqual(run.frame(0.06, TP.slot(0), TP.mt(160, 100)).summary, ["moved 3"])
    }

    func testResyncEventCanBeLeftToThePipeline() {
        var n = N(description: TP.touchscreen())
        n.emitsResyncEvent = false
        var run = Drive(n)
        run.frame(0, TP.id(1), TP.mt(100, 100))
        XCTAssertEqual(run.frame(0.05, resync: true).summary, ["cancelled 1", "began 2"])
    }

    func testResyncWithoutChangesReBeginsAtSamePosition() {
        var run = drive()
        run.frame(0, TP.id(1), TP.mt(100, 100))
        let out = run.frame(0.05, resync: true)
        XCTAssertEqual(out.summary, ["cancelled 1", "resync", "began 2"])
        XCTAssertEqual(out.touches[1].x, 100, accuracy: 1e-9)
    }

    func testPalmCancelledTouchStaysCancelledAcrossResync() {
        var run = drive()
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.slot(1), TP.id(2), TP.mt(500, 500))
        run.frame(0.01, TP.tool(MT_TOOL.PALM))
        run.frame(0.02, TP.tool(MT_TOOL.FINGER))
        // Same tracking id after the resync: still the cancelled palm, not a new touch.
        XCTAssertEqual(run.frame(0.05, resync: true).summary, ["cancelled 1", "resync", "began 3"])
        XCTAssertEqual(run.frame(0.06, TP.slot(1), TP.id(9)).summary, ["stationary 3", "began 4"])
    }

    func testFinishCancelsActiveTouches() {
        var run = drive()
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.slot(1), TP.id(2), TP.mt(500, 500))
        run.frame(0.01, TP.slot(1), TP.id(-1))
        XCTAssertEqual(run.finish(0.02).summary, ["cancelled 1"])
        XCTAssertEqual(run.normalizer.tracker.activeTouches, [])
    }

    func testMoreContactsThanSlotsExposesFingerCount() {
        var d = TP.touchscreen(slots: 2)
        for k in [BTN.TOOL_FINGER, BTN.TOOL_DOUBLETAP, BTN.TOOL_TRIPLETAP] { d.enable(type: EV.KEY, code: k) }
        var run = drive(d)
        run.frame(0, TP.slot(0), TP.id(1), TP.mt(100, 100), TP.slot(1), TP.id(2), TP.mt(500, 500),
                  TP.key(BTN.TOOL_DOUBLETAP, 1))
        XCTAssertEqual(run.normalizer.fingerCount, 2)
        XCTAssertEqual(run.normalizer.untrackedFingerCount, 0)
        let third = run.frame(0.01, TP.key(BTN.TOOL_DOUBLETAP, 0), TP.key(BTN.TOOL_TRIPLETAP, 1))
        XCTAssertEqual(third.summary, [], "no fake touch is invented")
        XCTAssertEqual(run.normalizer.fingerCount, 3)
        XCTAssertEqual(run.normalizer.untrackedFingerCount, 1)
        run.frame(0.02, TP.key(BTN.TOOL_TRIPLETAP, 0), TP.key(BTN.TOOL_DOUBLETAP, 1))
        XCTAssertEqual(run.normalizer.fingerCount, 2)
        // Two counts down at once (a kernel slip: one BTN_TOOL_* at a time): the larger, so that
        // no finger the device reports goes uncounted.
        run.frame(0.03, TP.key(BTN.TOOL_TRIPLETAP, 1))
        XCTAssertEqual(run.normalizer.fingerCount, 3)
    }

    func testHoveringContactIsNotATouch() {
        // hid-multitouch: ABS_MT_DISTANCE 1 = in range, not touching.
        var run = drive(TP.touchscreen(distance: true))
        XCTAssertEqual(run.frame(0, TP.id(1), TP.mt(100, 100), TP.abs(ABS.MT_DISTANCE, 1)).summary, [])
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.MT_DISTANCE, 0)).summary, ["began 1"])
        XCTAssertEqual(run.frame(0.02, TP.abs(ABS.MT_DISTANCE, 1)).summary, ["ended 1"])
        XCTAssertEqual(run.frame(0.03, TP.id(-1)).summary, [])
    }

    func testIDsAreUniqueAcrossTouches() {
        var run = drive()
        var ids: [Int] = []
        for i in 0..<5 {
            ids += run.frame(Double(i) * 0.1, TP.id(Int32(i)), TP.mt(100, 100)).touches.map(\.id)
            run.frame(Double(i) * 0.1 + 0.05, TP.id(-1))
        }
        XCTAssertEqual(ids, [1, 2, 3, 4, 5])
    }

    // MARK: protocol A

    func testProtocolATwoFingersKeepStableIDs() {
        var run = drive(TP.protocolA())
        let down = run.frame(0, TP.mt(100, 100), TP.mtReport, TP.mt(800, 600), TP.mtReport)
        XCTAssertEqual(down.summary, ["began 1", "began 2"])
        // Contacts come back in the other order, both moved a little.
        let moved = run.frame(0.01, TP.mt(805, 610), TP.mtReport, TP.mt(110, 100), TP.mtReport)
        XCTAssertEqual(moved.summary, ["moved 2", "moved 1"])
        XCTAssertEqual(moved.touches[0].x, 805, accuracy: 1e-9)
        XCTAssertEqual(moved.touches[1].x, 110, accuracy: 1e-9)
        // Back in the first order: nearest neighbour still follows each finger.
        let near = run.frame(0.02, TP.mt(120, 100), TP.mtReport, TP.mt(800, 600), TP.mtReport)
        XCTAssertEqual(near.summary, ["moved 1", "moved 2"])
        // One finger lifts: only the remaining contact is re-sent.
        XCTAssertEqual(run.frame(0.03, TP.mt(801, 600), TP.mtReport).summary, ["ended 1", "moved 2"])
        // Empty frame: a lone SYN_MT_REPORT = all up.
        XCTAssertEqual(run.frame(0.04, TP.mtReport).summary, ["ended 2"])
    }

    func testProtocolAUnchangedContactsAreNoEvent() {
        var run = drive(TP.protocolA())
        run.frame(0, TP.mt(100, 100), TP.mtReport)
        XCTAssertEqual(run.frame(0.01, TP.mt(100, 100), TP.mtReport).summary, [])
        XCTAssertEqual(run.frame(0.02, TP.timestamp).summary, [], "no contact data: contacts kept")
        XCTAssertEqual(run.frame(0.03).summary, ["ended 1"], "an empty frame means all up")
    }

    func testProtocolALastMTReportOmittedWithBtnTouch() {
        var run = drive(TP.protocolA(btnTouch: true))
        let down = run.frame(0, TP.key(BTN.TOUCH, 1), TP.mt(100, 100))
        XCTAssertEqual(down.summary, ["began 1"])
        XCTAssertEqual(run.frame(0.01, TP.mt(100, 100), TP.mtReport, TP.mt(600, 600)).summary, ["stationary 1", "began 2"])
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.TOUCH, 0)).summary, ["ended 1", "ended 2"])
    }

    func testProtocolAUsesTrackingIDsWhenPresent() {
        var run = drive(TP.protocolA())
        run.frame(0, TP.id(5), TP.mt(100, 100), TP.mtReport, TP.id(6), TP.mt(200, 100), TP.mtReport)
        // The contacts swap positions: tracking ids win over proximity.
        let out = run.frame(0.01, TP.id(5), TP.mt(200, 100), TP.mtReport, TP.id(6), TP.mt(100, 100), TP.mtReport)
        XCTAssertEqual(out.summary, ["moved 1", "moved 2"])
        XCTAssertEqual(out.touches[0].x, 200, accuracy: 1e-9)
    }

    func testProtocolAPalmCancels() {
        var run = drive(TP.protocolA())
        run.frame(0, TP.mt(100, 100), TP.mtReport, TP.mt(800, 600), TP.mtReport)
        XCTAssertEqual(run.frame(0.01, TP.mt(100, 100), TP.mtReport, TP.tool(MT_TOOL.PALM), TP.mt(800, 600), TP.mtReport).summary,
                       ["stationary 1", "cancelled 2"])
        XCTAssertEqual(run.frame(0.02, TP.mt(100, 100), TP.mtReport, TP.mt(800, 600), TP.mtReport).summary, [])
    }

    /// A protocol-A device with contact size, pressure and distance: TOUCH_MAJOR gives the
    /// radius (diameter 20 units at 1 unit a point: 10 pt), PRESSURE the pressure (128 of 255); a
    /// contact with a distance above 0 hovers, and one with a negative tracking id is none (kernel
    /// multi-touch-protocol.rst): neither is a touch.
    func testProtocolAContactsCarrySizeAndPressureAndHoveringOnesAreNone() {
        var d = TP.protocolA()
        for (code, max) in [(ABS.MT_TOUCH_MAJOR, Int32(255)), (ABS.MT_PRESSURE, 255), (ABS.MT_DISTANCE, 1),
                            (ABS.MT_TRACKING_ID, 65535)] {
            d.enable(type: EV.ABS, code: code); d.absinfo[code] = AbsInfo(minimum: 0, maximum: max)
        }
        var run = drive(d)
        let down = run.frame(0, TP.mt(100, 100), TP.abs(ABS.MT_TOUCH_MAJOR, 20), TP.abs(ABS.MT_PRESSURE, 128), TP.mtReport,
                             TP.mt(500, 500), TP.abs(ABS.MT_DISTANCE, 1), TP.mtReport,
                             TP.id(-1), TP.mt(900, 500), TP.mtReport)
        XCTAssertEqual(down.summary, ["began 1"])
        XCTAssertEqual(down.touches[0].majorRadius, 10, accuracy: 1e-9)
        XCTAssertEqual(down.touches[0].pressure ?? -1, 128.0 / 255, accuracy: 1e-9)
    }

    /// With BTN_TOUCH the last SYN_MT_REPORT may be left out, and a frame of contact data alone
    /// (BTN_TOUCH unchanged, so not re-sent) moves the contact; BTN_TOUCH 0 means all up even in a
    /// frame that still reports a contact.
    func testProtocolAContactDataAloneMovesAndBtnTouchZeroLiftsAll() {
        var run = drive(TP.protocolA(btnTouch: true))
        XCTAssertEqual(run.frame(0, TP.key(BTN.TOUCH, 1), TP.mt(100, 100)).summary, ["began 1"])
        let moved = run.frame(0.01, TP.mt(120, 100))
        XCTAssertEqual(moved.summary, ["moved 1"])
        XCTAssertEqual(moved.touches.first?.x ?? 0, 120, accuracy: 1e-9)
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.TOUCH, 0), TP.mt(120, 100), TP.mtReport).summary, ["ended 1"])
    }

    /// An event of an ABS code past ABS_MAX is none of the ABS_MT_* axes: a frame of only that
    /// carries no contact data and keeps the contacts.
    func testProtocolAAnAbsCodePastTheLastIsNoContactData() {
        var run = drive(TP.protocolA())
        run.frame(0, TP.mt(100, 100), TP.mtReport)
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.MAX + 1, 5)).summary, [])
        XCTAssertEqual(run.frame(0.02, TP.mt(110, 100), TP.mtReport).summary, ["moved 1"])
    }

    /// Two contacts of one frame with the same tracking id (a malformed recording) are two
    /// contacts: the first keeps the id's touch, the second begins its own.
    func testProtocolATwoContactsWithOneTrackingIDAreTwoTouches() {
        var run = drive(TP.protocolA())
        run.frame(0, TP.id(5), TP.mt(100, 100), TP.mtReport)
        let out = run.frame(0.01, TP.id(5), TP.mt(110, 100), TP.mtReport, TP.id(5), TP.mt(600, 600), TP.mtReport)
        XCTAssertEqual(out.summary, ["moved 1", "began 2"])
    }

    /// Anonymous contacts follow the nearest previous contact by the distance in both axes (the
    /// globally closest pair first, Android's `assignPointerIds`): two fingers one above the other
    /// re-sent bottom first, each 20 units from where it was, keep their touches.
    func testProtocolANearestNeighbourMeasuresBothAxes() {
        var run = drive(TP.protocolA())
        XCTAssertEqual(run.frame(0, TP.mt(100, 100), TP.mtReport, TP.mt(100, 500), TP.mtReport).summary, ["began 1", "began 2"])
        let out = run.frame(0.01, TP.mt(100, 480), TP.mtReport, TP.mt(100, 120), TP.mtReport)
        XCTAssertEqual(out.summary, ["moved 2", "moved 1"])
        XCTAssertEqual(out.touches.map(\.y), [480, 120])
    }

    /// Nearest neighbour compares x with x and y with y: two fingers at (100, 500) and (500, 100),
    /// each re-sent 10 units away along its other axis, keep their touches.
    func testProtocolANearestNeighbourComparesLikeAxes() {
        var run = drive(TP.protocolA())
        run.frame(0, TP.mt(100, 500), TP.mtReport, TP.mt(500, 100), TP.mtReport)
        let out = run.frame(0.01, TP.mt(110, 500), TP.mtReport, TP.mt(500, 110), TP.mtReport)
        XCTAssertEqual(out.summary, ["moved 1", "moved 2"])
    }

    // MARK: single touch

    /// A single-touch screen without BTN_TOUCH touches while ABS_PRESSURE is above 0 (Android's
    /// rule for such devices, docs/sources.md "Android and Chromium"): 1 touches, 0 lifts.
    func testASingleTouchScreenWithoutBtnTouchTouchesWhilePressureIsAboveZero() {
        var d = DeviceDescription(name: "Pressure Screen", properties: [INPUT_PROP.DIRECT])
        for (code, max) in [(ABS.X, Int32(1000)), (ABS.Y, 1000), (ABS.PRESSURE, 255)] {
            d.enable(type: EV.ABS, code: code); d.absinfo[code] = AbsInfo(minimum: 0, maximum: max)
        }
        var run = drive(d)
        XCTAssertEqual(run.frame(0, TP.xy(50, 60), TP.abs(ABS.PRESSURE, 0)).summary, [], "pressure 0 hovers")
        XCTAssertEqual(run.frame(0.01, TP.abs(ABS.PRESSURE, 1)).summary, ["began 1"])
        XCTAssertEqual(run.frame(0.02, TP.abs(ABS.PRESSURE, 0)).summary, ["ended 1"])
    }

    /// With neither BTN_TOUCH nor a pressure axis, BTN_LEFT is the contact (Chromium's rule for old
    /// single-touch screens); a BTN_TOUCH the device does not declare is no contact, as the
    /// kernel's input core drops an event of a code its device lacks.
    func testASingleTouchScreenWithOnlyBtnLeftTouchesWhileItIsDown() {
        var d = DeviceDescription(name: "Button Screen", properties: [INPUT_PROP.DIRECT])
        d.enable(type: EV.KEY, code: BTN.LEFT)
        for code in [ABS.X, ABS.Y] { d.enable(type: EV.ABS, code: code); d.absinfo[code] = AbsInfo(minimum: 0, maximum: 1000) }
        var run = drive(d)
        XCTAssertEqual(run.frame(0, TP.key(BTN.TOUCH, 1), TP.xy(50, 60)).summary, [], "BTN_TOUCH is not this device's")
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.LEFT, 1)).summary, ["began 1"])
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.LEFT, 0)).summary, ["ended 1"])
    }

    /// A single-touch screen that touches by pressure starts from the description's state (a
    /// live device's, libevdev's): pressed already, its first frame continues the touch.
    func testASingleTouchScreenStartsFromTheDescriptionsPressure() {
        var d = DeviceDescription(name: "Pressure Screen", properties: [INPUT_PROP.DIRECT])
        for (code, max) in [(ABS.X, Int32(1000)), (ABS.Y, 1000), (ABS.PRESSURE, 255)] {
            d.enable(type: EV.ABS, code: code); d.absinfo[code] = AbsInfo(minimum: 0, maximum: max)
        }
        d.absinfo[ABS.PRESSURE]?.value = 50
        var run = drive(d)
        XCTAssertEqual(run.frame(0, TP.abs(ABS.X, 70)).summary, ["began 1"])
    }

    func testSingleTouch() {
        var run = drive(TP.singleTouch())
        XCTAssertEqual(run.frame(0, TP.key(BTN.TOUCH, 1), TP.xy(50, 60)).summary, ["began 1"])
        let moved = run.frame(0.01, TP.abs(ABS.Y, 70))
        XCTAssertEqual(moved.summary, ["moved 1"])
        XCTAssertEqual(moved.touches[0].y, 70, accuracy: 1e-9)
        XCTAssertEqual(run.frame(0.02, TP.key(BTN.TOUCH, 0)).summary, ["ended 1"])
        let again = run.frame(0.5, TP.key(BTN.TOUCH, 1))
        XCTAssertEqual(again.summary, ["began 2"])
        XCTAssertEqual(again.touches[0].x, 50, accuracy: 1e-9)
    }
}

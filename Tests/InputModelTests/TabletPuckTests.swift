import XCTest
@testable import InputModel
import EvdevBridge

/// A tablet's puck (Wacom mouse, lens cursor) is the pointer: frame by frame, and on the Intuos4
/// lens-cursor recordings (Traces/real, evemu-devices, MIT).
final class TabletPuckTests: XCTestCase {
    private func puckTablet() -> DeviceDescription {
        var d = TP.pen(direct: false)
        for key in [BTN.TOOL_MOUSE, BTN.TOOL_LENS, BTN.LEFT, BTN.RIGHT, BTN.MIDDLE, BTN.SIDE] { d.enable(type: EV.KEY, code: key) }
        d.enable(type: EV.REL, code: REL.WHEEL)
        return d
    }

    private func rel(_ code: UInt16, _ value: Int32) -> [InputEvent] {
        [InputEvent(time: 0, type: EV.REL, code: code, value: value)]
    }

    func testAPuckTabletGetsAPenAndAPointerNormalizer() {
        let made = StandardNormalizers.make(device: 0, description: puckTablet(), screen: .default, settings: NormalizerSettings())
        XCTAssertTrue(made.contains { $0 is PenNormalizer })
        XCTAssertTrue(made.contains { $0 is TabletPuckNormalizer })
        let penOnly = StandardNormalizers.make(device: 0, description: TP.pen(), screen: .default, settings: NormalizerSettings())
        XCTAssertFalse(penOnly.contains { $0 is TabletPuckNormalizer })
    }

    func testPositionButtonsWheelAndLeavingRange() {
        var run = Drive(TabletPuckNormalizer(description: puckTablet()))
        XCTAssertEqual(run.log.map(\.payload).summary, ["device connected"])
        // A pen in range moves nothing.
        XCTAssertEqual(run.frame(0, TP.key(BTN.TOOL_PEN, 1), TP.xy(10, 10)).summary, [])
        XCTAssertEqual(run.frame(0.01, TP.key(BTN.TOOL_PEN, 0), TP.xy(0, 0)).summary, [])
        // The lens enters range: the pointer appears where it is (absolute, the whole screen).
        let enter = run.frame(0.1, TP.key(BTN.TOOL_LENS, 1), TP.xy(300, 400))
        XCTAssertEqual(enter.summary, ["hover began"])
        XCTAssertEqual(enter.hovers[0].source, .pointer)
        XCTAssertEqual(enter.hovers[0].x, 300, accuracy: 1e-9)
        XCTAssertEqual(enter.hovers[0].y, 400, accuracy: 1e-9)
        XCTAssertEqual(run.frame(0.11, TP.abs(ABS.X, 310)).summary, ["hover changed"])
        // Left button: a primary indirectPointer touch that drags.
        let press = run.frame(0.2, TP.key(BTN.LEFT, 1))
        XCTAssertEqual(press.summary, ["hover ended", "began \(TabletPuckNormalizer.firstTouchID)"])
        XCTAssertEqual(press.touches[0].touchType, .indirectPointer)
        XCTAssertEqual(press.touches[0].buttons, .primary)
        let drag = run.frame(0.21, TP.xy(500, 400))
        XCTAssertEqual(drag.touches.map(\.phase), [.moved])
        XCTAssertEqual(drag.touches[0].x, 500, accuracy: 1e-9)
        XCTAssertEqual(run.frame(0.3, TP.key(BTN.LEFT, 0)).summary, ["ended \(TabletPuckNormalizer.firstTouchID)", "hover began"])
        // Right button: secondary; side button: nothing.
        XCTAssertEqual(run.frame(0.4, TP.key(BTN.RIGHT, 1)).touches.first?.buttons, .secondary)
        run.frame(0.45, TP.key(BTN.RIGHT, 0))
        XCTAssertEqual(run.frame(0.5, TP.key(BTN.SIDE, 1)).summary, [])
        run.frame(0.55, TP.key(BTN.SIDE, 0))
        // The wheel scrolls as a mouse wheel; its end fires from event time.
        let wheel = run.frame(0.6, rel(REL.WHEEL, 1))
        guard case .scroll(let s)? = wheel.first else { return XCTFail("no scroll: \(wheel)") }
        XCTAssertEqual(s.scrollType, .discrete)
        XCTAssertEqual(s.phase, .began)
        XCTAssertEqual(run.advance(to: 1).count, 1)
        // Leaving range with the button held: the driver zeroes the axes in that frame; the touch
        // ends where the lens was, not at (0, 0), and no hover begins again (the pointer is gone).
        run.frame(1.1, TP.key(BTN.LEFT, 1))
        let leave = run.frame(1.2, TP.xy(0, 0), TP.key(BTN.LEFT, 0), TP.key(BTN.TOOL_LENS, 0))
        XCTAssertEqual(leave.summary.map { $0.hasPrefix("ended") ? "ended" : $0 }, ["ended"])
        XCTAssertEqual(leave.touches[0].x, 500, accuracy: 1e-9)
        // Back in range, hovering, then out: the hover ends.
        XCTAssertEqual(run.frame(1.25, TP.key(BTN.TOOL_LENS, 1), TP.xy(600, 500)).summary, ["hover began"])
        let away = run.frame(1.27, TP.xy(0, 0), TP.key(BTN.TOOL_LENS, 0))
        XCTAssertEqual(away.summary, ["hover ended"])
        XCTAssertEqual(away.hovers[0].x, 600, accuracy: 1e-9)
        XCTAssertEqual(run.frame(1.3, TP.xy(20, 20), rel(REL.WHEEL, 1)).summary, [], "out of range: nothing")
        XCTAssertEqual(run.finish(2).summary, [])
    }

    /// A puck that leaves range ends its wheel scroll where the pointer was, and forgets the
    /// buttons it held: back in range, a press of the same button presses.
    func testLeavingRangeEndsTheScrollThereAndForgetsTheButtons() {
        var run = Drive(TabletPuckNormalizer(description: puckTablet()))
        run.frame(0, TP.key(BTN.TOOL_LENS, 1), TP.xy(300, 700))
        run.frame(0.01, rel(REL.WHEEL, 1))
        run.frame(0.02, TP.key(BTN.LEFT, 1))
        let leave = run.frame(0.05, TP.xy(0, 0), TP.key(BTN.TOOL_LENS, 0))
        let ended = leave.compactMap { if case .scroll(let s) = $0 { return s } else { return nil } }
        XCTAssertEqual(ended.map(\.phase), [.ended])
        XCTAssertEqual(ended.first?.x ?? -1, 300, accuracy: 1e-9)
        XCTAssertEqual(ended.first?.y ?? -1, 700, accuracy: 1e-9)
        run.frame(0.5, TP.key(BTN.TOOL_LENS, 1), TP.xy(400, 700))
        let press = run.frame(0.6, TP.key(BTN.LEFT, 1))
        XCTAssertEqual(press.touches.map(\.phase), [.began])
    }

    /// The puck announces a pointer with the tablet's name; Y alone moves it as X alone does;
    /// it reaches the screen's right part (past the screen's height) unclamped; a tablet
    /// description without X and Y ranges is taken over 0…32767.
    func testAnnouncementOneAxisMovesAndATabletWithoutRanges() {
        var run = Drive(TabletPuckNormalizer(description: puckTablet()))
        XCTAssertEqual(run.log.map(\.payload), [.device(DeviceChange(phase: .connected, role: .pointer, name: "Test Pen",
                                                                       hardwareKeyboard: false))])
        run.frame(0, TP.key(BTN.TOOL_LENS, 1), TP.xy(300, 400))
        let down = run.frame(0.01, TP.abs(ABS.Y, 450))
        XCTAssertEqual(down.hovers.map { [$0.x, $0.y] }, [[300, 450]])
        let right = run.frame(0.02, TP.abs(ABS.X, 1300))
        XCTAssertEqual(right.hovers.map { [$0.x, $0.y] }, [[1300, 450]])

        var bare = puckTablet()
        bare.absinfo[ABS.X] = nil
        bare.absinfo[ABS.Y] = nil
        var unranged = Drive(TabletPuckNormalizer(description: bare))
        let corner = unranged.frame(0, TP.key(BTN.TOOL_LENS, 1), TP.xy(0, 0)).hovers.first
        XCTAssertEqual(corner.map { [$0.x, $0.y] }, [0, 0])
        let far = unranged.frame(0.01, TP.xy(32767, 32767)).hovers.first
        XCTAssertEqual(far.map { [$0.x, $0.y] }, [ScreenModel.default.width, ScreenModel.default.height])
    }

    /// A position past the axis's range (the kernel does not clamp ABS values to their absinfo)
    /// holds the pointer at the screen's edge: the bottom-right corner beyond the maximum, the
    /// top-left below the minimum.
    func testAPositionPastTheRangeStopsAtTheScreensEdge() {
        var run = Drive(TabletPuckNormalizer(description: puckTablet()))
        run.frame(0, TP.key(BTN.TOOL_LENS, 1), TP.xy(300, 400))
        let past = run.frame(0.01, TP.xy(2000, 1500)).hovers.first
        XCTAssertEqual(past.map { [$0.x, $0.y] }, [1366, 1024])
        let before = run.frame(0.02, TP.xy(-50, -60)).hovers.first
        XCTAssertEqual(before.map { [$0.x, $0.y] }, [0, 0])
    }

    /// Every puck frame starts as a mouse's does: a held button is cancelled by a dropped frame
    /// (then the resync), and a wheel scroll's end that was due comes before the frame's own
    /// events for a caller that did not advance first.
    func testAPuckFrameStartsWithTheResyncAndTheTimersDue() {
        var run = Drive(TabletPuckNormalizer(description: puckTablet()))
        run.frame(0, TP.key(BTN.TOOL_LENS, 1), TP.xy(300, 400))
        run.frame(0.01, TP.key(BTN.LEFT, 1))
        XCTAssertEqual(run.frame(0.02, TP.xy(310, 400), resync: true).summary.map { $0.hasPrefix("cancelled") ? "cancelled" : $0 },
                       ["cancelled", "resync", "hover began"])
        var n = TabletPuckNormalizer(description: puckTablet())
        _ = n.start(at: .zero)
        _ = n.apply(RawFrame(device: 0, time: 0, events: TP.key(BTN.TOOL_LENS, 1) + TP.xy(300, 400) + rel(REL.WHEEL, 1)), at: .zero)
        let later = n.apply(RawFrame(device: 0, time: 1_000_000, events: TP.xy(320, 400)), at: Timestamp(seconds: 1))
        XCTAssertEqual(payloadKinds(later), ["scroll.ended", "hover.changed"])
    }

    // MARK: The Intuos4 lens-cursor recordings

    func normalize(_ name: String) throws -> [UnifiedEvent] {
        let real = RealTraceNormalizationTests.real
        var reader = try TraceFile.open(path: real.appendingPathComponent("tablets/Wacom Intuos4 8x13.\(name).events").path,
                                        descriptionPath: real.appendingPathComponent("tablets/Wacom Intuos4 8x13.desc").path)
        var out: [UnifiedEvent] = []
        try NormalizationPipeline.run(&reader, factory: StandardNormalizers.make) { out.append($0) }
        return out
    }

    private func touches(_ events: [UnifiedEvent]) -> [Touch] {
        events.compactMap { if case .touch(let t) = $0.payload { return t } else { return nil } }
    }

    private func hovers(_ events: [UnifiedEvent]) -> [Hover] {
        events.compactMap { if case .hover(let h) = $0.payload { return h } else { return nil } }
    }

    func testLensClicksArePointerClicks() throws {
        let events = try normalize("lens-cursor-click")
        let t = touches(events)
        XCTAssertTrue(t.allSatisfy { $0.touchType == .indirectPointer }, "a puck is never a Pencil")
        let began = t.filter { $0.phase == .began }
        // The recording: BTN_LEFT 9 presses, BTN_RIGHT 8, BTN_MIDDLE 5 (BTN_SIDE and BTN_EXTRA 5 each, no iPad meaning).
        XCTAssertEqual(began.filter { $0.buttons == .primary }.count, 9)
        XCTAssertEqual(began.filter { $0.buttons == .secondary }.count, 8)
        XCTAssertEqual(began.filter { $0.buttons == .tertiary }.count, 5)
        XCTAssertEqual(t.filter { $0.phase == .ended }.count, began.count)
        XCTAssertEqual(t.filter { $0.phase == .cancelled }.count, 0)
        // The lens rests at the centre of the tablet: the pointer stays near the screen's centre.
        let screen = ScreenModel.default
        for touch in began {
            XCTAssertEqual(touch.x, screen.width / 2, accuracy: 100)
            XCTAssertEqual(touch.y, screen.height / 2, accuracy: 100)
        }
        let h = hovers(events)
        XCTAssertTrue(h.allSatisfy { $0.source == .pointer })
        XCTAssertEqual(h.last?.phase, .ended, "leaving range ends the hover")
        XCTAssertGreaterThan(h.last?.x ?? 0, 100, "not at the zeroed proximity-out position")
    }

    func testLensDragMovesAPressedPointerAcrossTheScreen() throws {
        let t = touches(try normalize("lens-cursor-drag"))
        let primary = t.filter { $0.buttons == .primary }
        XCTAssertEqual(primary.filter { $0.phase == .began }.count, 1)
        guard let first = primary.first, let last = primary.last else { return XCTFail("no drag") }
        XCTAssertEqual(last.phase, .ended)
        XCTAssertGreaterThan(last.x - first.x, 683, "left-centre to right-centre: over half the 1366-pt screen")
        XCTAssertLessThan(abs(last.y - first.y), 100)
    }

    func testLensMoveHoversToEveryCorner() throws {
        let events = try normalize("lens-cursor-move")
        let h = hovers(events).filter { $0.phase != .ended }
        XCTAssertFalse(h.isEmpty)
        let screen = ScreenModel.default
        // Top-left, bottom-left, top-right: the pointer reaches each third of the screen.
        XCTAssertLessThan(h.map(\.x).min() ?? .infinity, screen.width / 3)
        XCTAssertGreaterThan(h.map(\.x).max() ?? 0, screen.width * 2 / 3)
        XCTAssertLessThan(h.map(\.y).min() ?? .infinity, screen.height / 3)
        XCTAssertGreaterThan(h.map(\.y).max() ?? 0, screen.height * 2 / 3)
        XCTAssertFalse(touches(events).contains { $0.touchType == .pencil })
    }
}

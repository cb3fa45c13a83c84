import XCTest
@testable import EvdevBridge
import InputModel

/// What the real-kernel tests' judge says and decides beyond a match: the frames it reads, each
/// difference's words and counts, the removal frame in a capture cut short, trailing autorepeat,
/// and each kind of state difference.
final class CaptureComparisonReportTests: XCTestCase {
    func ev(_ t: Int64, _ type: UInt16, _ code: UInt16, _ v: Int32) -> InputEvent { InputEvent(time: t, type: type, code: code, value: v) }
    func syn(_ t: Int64, _ v: Int32 = 0) -> InputEvent { ev(t, EV.SYN, SYN.REPORT, v) }

    /// Frames: the events before each SYN_REPORT with its value and time; a trailing partial
    /// frame is left out. A triple reads as the code's name and the value.
    func testFramesAndTriples() {
        let frames = CaptureComparison.frames([ev(1, EV.ABS, ABS.Y, 5), ev(1, EV.KEY, BTN.TOUCH, 1), syn(2, 1),
                                               syn(3), ev(4, EV.ABS, ABS.X, 9)])
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[0].events.map(\.description), ["ABS_Y 5", "BTN_TOUCH 1"])
        XCTAssertEqual(frames[0].events.map(\.code), [ABS.Y, BTN.TOUCH])
        XCTAssertEqual(frames[0].synValue, 1)
        XCTAssertEqual(frames[0].time, 2)
        XCTAssertEqual(frames[1].events, [])
        XCTAssertEqual(frames[1].time, 3)
    }

    /// Each difference, word for word: a frame that differs (both sides, `(empty)` for an empty
    /// one), a frame out of time (relative to each stream's first frame), extra and missing frames
    /// with their counts.
    func testEachDifferenceSaysWhatAndHowMany() {
        let expected = [ev(100, EV.ABS, ABS.X, 1), syn(100), ev(200, EV.ABS, ABS.X, 2), syn(200)]
        let differs = CaptureComparison.compare(expected: expected,
                                                actual: [ev(900, EV.ABS, ABS.X, 1), syn(900), syn(1000, 1)])
        XCTAssertEqual(differs.differences, [
            "frame 1 differs:\n  expected (t=200 µs, SYN_REPORT 0): ABS_X 2\n  captured (t=1000 µs, SYN_REPORT 1): (empty)",
        ])
        XCTAssertEqual(differs.matchedFrames, 1)

        let late = CaptureComparison.compare(expected: expected,
                                             actual: [ev(5_000, EV.ABS, ABS.X, 1), syn(5_000), ev(5_000 + 60_100, EV.ABS, ABS.X, 2), syn(5_000 + 60_100)])
        XCTAssertEqual(late.differences, ["frame 1: captured at +60100 µs, played at +100 µs (deviation 60000 µs > 50000 µs)"])
        XCTAssertEqual(late.maxTimeDeviation, 60_000)

        let five = (1...5).flatMap { [ev(Int64($0) * 100, EV.ABS, ABS.X, Int32($0)), syn(Int64($0) * 100)] }
        let extra = CaptureComparison.compare(expected: Array(five.prefix(4)), actual: five)
        XCTAssertEqual(extra.differences, ["3 extra captured frame(s), first:\n  captured (t=300 µs, SYN_REPORT 0): ABS_X 3"])
        XCTAssertEqual(extra.expectedFrames, 2)
        XCTAssertEqual(extra.actualFrames, 5)
        let missing = CaptureComparison.compare(expected: five, actual: Array(five.prefix(2)))
        XCTAssertEqual(missing.differences, ["4 frame(s) missing from the capture, first:\n  expected (t=200 µs, SYN_REPORT 0): ABS_X 2"])
    }

    /// A device removed while it played: the capture stops early and ends with the kernel's
    /// release of the keys still down. With `prefix` that last frame is not a difference when it
    /// is only key-ups with SYN_REPORT 1; anything else there still is.
    func testTheRemovalFrameOfACaptureCutShort() {
        let expected = [ev(0, EV.KEY, BTN.TOUCH, 1), syn(0), ev(10, EV.ABS, ABS.X, 4), syn(10),
                        ev(20, EV.ABS, ABS.X, 5), syn(20), ev(30, EV.KEY, BTN.TOUCH, 0), syn(30)]
        var options = CaptureComparison.Options()
        options.prefix = true
        let removal = [ev(0, EV.KEY, BTN.TOUCH, 1), syn(0), ev(10, EV.ABS, ABS.X, 4), syn(10), ev(15, EV.KEY, BTN.TOUCH, 0), syn(15, 1)]
        let r = CaptureComparison.compare(expected: expected, actual: removal, options: options)
        XCTAssertTrue(r.ok, r.differences.joined(separator: "\n"))
        XCTAssertEqual(r.matchedFrames, 2)
        XCTAssertEqual(r.actualFrames, 2, "the removal frame is not counted")
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: removal).ok, "without prefix it is")
        // The same last frame with SYN_REPORT 0, or with anything but key-ups, is a difference.
        var plain = removal; plain[plain.count - 1] = syn(15)
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: plain, options: options).ok)
        var moved = removal; moved[moved.count - 2] = ev(15, EV.ABS, ABS.X, 9)
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: moved, options: options).ok)
        // A first frame like a removal frame is not taken for one: only the last is.
        let early = [ev(0, EV.KEY, BTN.TOUCH, 0), syn(0, 1), ev(10, EV.ABS, ABS.X, 4), syn(10)]
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: early, options: options).ok)
    }

    /// Trailing autorepeat frames: SYN_REPORT 1 after key repeats, MSC events of any code beside
    /// them allowed. A key's release with SYN_REPORT 1 is no repeat, whatever its code (KEY_3's
    /// code, 4, is MSC_SCAN's too).
    func testTrailingAutorepeatFrames() {
        let keys: [InputEvent] = [ev(1000, EV.KEY, 46, 1), syn(1000)]
        var options = CaptureComparison.Options()
        options.trailingAutorepeat = true
        let serial = keys + [ev(251_000, EV.MSC, MSC.SERIAL, 9), ev(251_000, EV.KEY, 46, 2), syn(251_000, 1)]
        XCTAssertTrue(CaptureComparison.compare(expected: keys, actual: serial, options: options).ok)
        let key3 = keys + [ev(251_000, EV.KEY, 4, 0), syn(251_000, 1)]
        XCTAssertFalse(CaptureComparison.compare(expected: keys, actual: key3, options: options).ok)
        let mscOnly = keys + [ev(251_000, EV.MSC, MSC.SCAN, 9), syn(251_000, 1)]
        XCTAssertFalse(CaptureComparison.compare(expected: keys, actual: mscOnly, options: options).ok, "no key in it")
    }

    /// The removal frame is stripped only when it is a whole frame of key-ups ending in
    /// SYN_REPORT 1 after another frame, or alone.
    func testStrippingTheRemovalFrame() {
        let ups = [ev(9, EV.KEY, BTN.TOUCH, 0), ev(9, EV.KEY, BTN.LEFT, 0), syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(ups), [], "the whole stream is the removal")
        let frame = [ev(0, EV.ABS, ABS.X, 1), syn(0)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(frame + ups), frame)
        let mixed = [ev(0, EV.ABS, ABS.X, 1), ev(9, EV.KEY, BTN.TOUCH, 0), syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(mixed), mixed, "an axis in the frame: not a removal")
        let lone = frame + [syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(lone), lone, "no key-up at all")
        let down = frame + [ev(9, EV.KEY, BTN.TOUCH, 1), syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(down), down)
    }

    /// The expected stream of a removed device ends with its removal frame, stamped with the
    /// time of the last event played (not of the last one delivered).
    func testTheExpectedRemovalFrameIsAtTheLastPlayedEvent() {
        var d = DeviceDescription(name: "pad")
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: 100)
        let played = [ev(10, EV.KEY, BTN.TOUCH, 1), syn(10), ev(50, EV.ABS, ABS.X, 0), syn(50)] // ABS_X 0: no change
        let out = CaptureComparison.expected(played: played, device: d, removedAtEnd: true)
        XCTAssertEqual(out, [ev(10, EV.KEY, BTN.TOUCH, 1), syn(10), ev(50, EV.KEY, BTN.TOUCH, 0), syn(50, 1)])
    }

    /// Each kind of state difference in words, with both sides: keys down, an axis, a slot's
    /// contact, a slot's value, the switches; a slot listed on one side only counts too.
    func testStateDifferences() {
        var e = KernelInputModel.State(), a = KernelInputModel.State()
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: e, actual: a), [])
        e.keys = [BTN.TOUCH, BTN.LEFT]; a.keys = [BTN.LEFT]
        e.abs = [ABS.X: 5, ABS.Y: 7]; a.abs = [ABS.X: 5, ABS.PRESSURE: 3]
        e.switches = [0]; a.switches = [1]
        e.leds = [1]; a.leds = [1]
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: e, actual: a), [
            "keys down: expected [\"BTN_LEFT\", \"BTN_TOUCH\"], captured [\"BTN_LEFT\"]",
            "ABS_Y: expected 7, captured -",
            "ABS_PRESSURE: expected -, captured 3",
            "switches on: expected [0], captured [1]",
        ])
        // Slots: no tracking id listed is no contact; a contact on one side; values of a contact.
        var se = KernelInputModel.State(), sa = KernelInputModel.State()
        se.slots = [[ABS.MT_TRACKING_ID: -1], [:], [ABS.MT_TRACKING_ID: 4, ABS.MT_POSITION_X: 10, ABS.MT_POSITION_Y: 3],
                    [ABS.MT_TRACKING_ID: 8]]
        sa.slots = [[:], [ABS.MT_TRACKING_ID: 6], [ABS.MT_TRACKING_ID: 5, ABS.MT_POSITION_X: 11, ABS.MT_POSITION_Y: 3]]
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: se, actual: sa), [
            "slot 1: expected no contact, captured a contact (tracking id 6)",
            "slot 2 ABS_MT_POSITION_X: expected 10, captured 11",
            "slot 3: expected a contact, captured no contact",
        ])
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: sa, actual: se), [
            "slot 1: expected a contact, captured no contact",
            "slot 2 ABS_MT_POSITION_X: expected 11, captured 10",
            "slot 3: expected no contact, captured a contact (tracking id 8)",
        ])
    }

    /// The state a capture leaves, folded as a reader does: a resync frame's deltas applied.
    func testFinalStateOfACapture() {
        var d = DeviceDescription(name: "pad")
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: 100)
        d.enable(type: EV.SW, code: 0)
        let captured = [ev(0, EV.ABS, ABS.X, 10), ev(0, EV.KEY, BTN.TOUCH, 1), ev(0, EV.SW, 0, 1), syn(0),
                        ev(5, EV.ABS, ABS.X, 20), syn(5)]
        let (state, resyncs) = CaptureComparison.finalState(of: captured, device: d)
        XCTAssertEqual(resyncs, 0)
        XCTAssertEqual(state.abs[ABS.X], 20)
        XCTAssertEqual(state.keys, [BTN.TOUCH])
        XCTAssertEqual(state.switches, [0])
    }
}

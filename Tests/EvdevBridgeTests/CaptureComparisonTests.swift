import XCTest
import EvdevBridge
import InputModel

/// The check the real-kernel tests rely on: it must fail when one event is dropped or altered.
final class CaptureComparisonTests: XCTestCase {
    func ev(_ t: Int64, _ type: UInt16, _ code: UInt16, _ v: Int32) -> InputEvent { InputEvent(time: t, type: type, code: code, value: v) }
    func syn(_ t: Int64, _ v: Int32 = 0) -> InputEvent { ev(t, EV.SYN, SYN.REPORT, v) }

    /// A single-touch tablet with a pen button.
    var device: DeviceDescription {
        var d = DeviceDescription(name: "test tablet")
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: 1000)
        d.enable(type: EV.ABS, code: ABS.Y); d.absinfo[ABS.Y] = AbsInfo(minimum: 0, maximum: 1000)
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        return d
    }

    var played: [InputEvent] {
        [ev(1000, EV.ABS, ABS.X, 10), ev(1000, EV.ABS, ABS.Y, 20), ev(1000, EV.KEY, BTN.TOUCH, 1), syn(1000),
         ev(9000, EV.ABS, ABS.X, 11), syn(9000),
         ev(17000, EV.KEY, BTN.TOUCH, 0), syn(17000)]
    }

    /// The same frames shifted to another clock, a little late.
    func captured(_ events: [InputEvent]) -> [InputEvent] { events.map { var e = $0; e.time += 5_000_000 + 300; return e } }

    func testIdenticalCaptureMatches() {
        let expected = CaptureComparison.expected(played: played, device: device, removedAtEnd: false)
        XCTAssertEqual(expected, played, "no value repeats and no key is released twice: the kernel passes every event")
        let r = CaptureComparison.compare(expected: expected, actual: captured(expected))
        XCTAssertTrue(r.ok, r.differences.joined(separator: "\n"))
        XCTAssertEqual(r.matchedFrames, 3)
    }

    func testDroppedEventFails() {
        let expected = CaptureComparison.expected(played: played, device: device, removedAtEnd: false)
        var actual = captured(expected)
        actual.remove(at: 1) // ABS_Y of the first frame
        let r = CaptureComparison.compare(expected: expected, actual: actual)
        XCTAssertFalse(r.ok)
        XCTAssertTrue(r.differences[0].contains("frame 0 differs"), r.differences.joined())
    }

    func testAlteredValueFails() {
        let expected = CaptureComparison.expected(played: played, device: device, removedAtEnd: false)
        var actual = captured(expected)
        actual[4].value = 12 // ABS_X 11 → 12
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: actual).ok)
    }

    func testDroppedFrameFails() {
        let expected = CaptureComparison.expected(played: played, device: device, removedAtEnd: false)
        let actual = Array(captured(expected).dropLast(2))
        let r = CaptureComparison.compare(expected: expected, actual: actual)
        XCTAssertFalse(r.ok)
        var prefix = CaptureComparison.Options(); prefix.prefix = true
        XCTAssertTrue(CaptureComparison.compare(expected: expected, actual: actual, options: prefix).ok)
    }

    func testLateFrameFails() {
        let expected = CaptureComparison.expected(played: played, device: device, removedAtEnd: false)
        var actual = captured(expected)
        actual[5].time += 80_000; actual[4].time += 80_000 // second frame 80 ms late
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: actual).ok)
    }

    func testKernelModelDropsWhatTheKernelDrops() {
        let stream = [ev(0, EV.ABS, ABS.X, 5), syn(0),
                      ev(1, EV.ABS, ABS.X, 5), syn(1),            // same value: the whole frame vanishes
                      ev(2, EV.KEY, BTN.TOUCH, 0), syn(2),        // release of a key not down
                      ev(3, EV.REL, REL.X, 3), syn(3),            // a type the device lacks
                      ev(4, EV.KEY, BTN.TOUCH, 1), syn(4)]
        let out = CaptureComparison.expected(played: stream, device: device, removedAtEnd: true)
        XCTAssertEqual(out.map { [Int($0.type), Int($0.code), Int($0.value)] },
                       [[3, 0, 5], [0, 0, 0], [1, 330, 1], [0, 0, 0], [1, 330, 0], [0, 0, 1]])
    }

    func testMTSlotIsEmittedOnlyOnChange() {
        var d = DeviceDescription(name: "mt")
        d.enable(type: EV.ABS, code: ABS.MT_SLOT); d.absinfo[ABS.MT_SLOT] = AbsInfo(minimum: 0, maximum: 4)
        d.enable(type: EV.ABS, code: ABS.MT_TRACKING_ID); d.absinfo[ABS.MT_TRACKING_ID] = AbsInfo(minimum: 0, maximum: 65535)
        d.enable(type: EV.ABS, code: ABS.MT_POSITION_X); d.absinfo[ABS.MT_POSITION_X] = AbsInfo(minimum: 0, maximum: 100)
        let stream = [ev(0, EV.ABS, ABS.MT_SLOT, 0), ev(0, EV.ABS, ABS.MT_TRACKING_ID, 7), syn(0),
                      ev(1, EV.ABS, ABS.MT_SLOT, 1), ev(1, EV.ABS, ABS.MT_POSITION_X, 0), syn(1), // value unchanged: nothing
                      ev(2, EV.ABS, ABS.MT_SLOT, 1), ev(2, EV.ABS, ABS.MT_TRACKING_ID, 8), syn(2)]
        let out = CaptureComparison.expected(played: stream, device: d, removedAtEnd: false)
        XCTAssertEqual(out.map { [Int($0.code), Int($0.value)] },
                       [[0x39, 7], [0, 0], [0x2f, 1], [0x39, 8], [0, 0]])
    }

    func testResyncedCaptureGivesTheFinalState() {
        // Frames lost to an overflow; the resync frame carries the state deltas.
        let capturedEvents = [ev(0, EV.ABS, ABS.X, 10), ev(0, EV.KEY, BTN.TOUCH, 1), syn(0),
                              ev(5, EV.SYN, SYN.DROPPED, 0), syn(5),
                              ev(5, EV.ABS, ABS.X, 99), ev(5, EV.KEY, BTN.TOUCH, 0), syn(5),
                              ev(6, EV.KEY, BTN.TOUCH, 1), ev(6, EV.KEY, BTN.TOUCH, 0), syn(6, 1)] // removal-like tail
        var model = KernelInputModel(description: device)
        for e in [ev(0, EV.ABS, ABS.X, 10), ev(0, EV.KEY, BTN.TOUCH, 1), syn(0),
                  ev(3, EV.ABS, ABS.X, 99), syn(3), ev(4, EV.KEY, BTN.TOUCH, 0), syn(4)] { _ = model.inject(e) }
        let fold = CaptureComparison.finalState(of: Array(capturedEvents.prefix(8)), device: device)
        XCTAssertEqual(fold.resyncs, 1)
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: model.state, actual: fold.state), [])
        // Without the resync frame, the touch stays stuck and the check says so.
        let stuck = CaptureComparison.finalState(of: Array(capturedEvents.prefix(3)), device: device)
        XCTAssertFalse(CaptureComparison.stateDifferences(expected: model.state, actual: stuck.state).isEmpty)
    }

    func testRemovalFrameIsStripped() {
        let events = [ev(0, EV.KEY, BTN.TOUCH, 1), syn(0), ev(9, EV.KEY, BTN.TOUCH, 0), syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(events), Array(events.prefix(2)))
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(Array(events.prefix(2))), Array(events.prefix(2)))
    }

    /// Two readers of a keyboard whose recording ends with a key held: the kernel's autorepeat
    /// frames after the last common frame depend on when each reader stopped (a Logitech K400
    /// recording ends with Ctrl-C down). Only with `trailingAutorepeat`, and only repeats.
    func testTrailingAutorepeatOfTwoReadersIsNotADifference() {
        let keys: [InputEvent] = [ev(1000, EV.MSC, MSC.SCAN, 458758), ev(1000, EV.KEY, 46, 1), syn(1000)]
        let repeated = keys + [ev(251_000, EV.KEY, 46, 2), syn(251_000, 1), ev(284_000, EV.KEY, 46, 2), syn(284_000, 1)]
        var options = CaptureComparison.Options()
        XCTAssertFalse(CaptureComparison.compare(expected: keys, actual: repeated, options: options).ok)
        options.trailingAutorepeat = true
        XCTAssertTrue(CaptureComparison.compare(expected: keys, actual: repeated, options: options).ok)
        XCTAssertTrue(CaptureComparison.compare(expected: repeated, actual: keys, options: options).ok)
        // Anything else after the common frames still counts: a key release is no repeat.
        let released = keys + [ev(300_000, EV.KEY, 46, 0), syn(300_000)]
        XCTAssertFalse(CaptureComparison.compare(expected: keys, actual: released, options: options).ok)
        // And a repeat where a played frame should be is a difference.
        let wrong = [ev(1000, EV.KEY, 46, 2), syn(1000, 1)]
        XCTAssertFalse(CaptureComparison.compare(expected: keys, actual: wrong, options: options).ok)
    }
}

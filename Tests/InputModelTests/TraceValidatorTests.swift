import XCTest
@testable import InputModel

/// `TraceValidator` rule by rule (the kernel's rules, docs/sources.md "Event codes"): a trace that
/// keeps them has no violation, and a trace that breaks one is flagged at the event that breaks
/// it, with that rule, and nothing else.
final class TraceValidatorTests: XCTestCase {
    /// A protocol-B touchscreen with BTN_TOUCH, BTN_TOOL_FINGER and BTN_TOOL_DOUBLETAP, X and slots in 0…1000.
    let device: DeviceDescription = {
        var d = DeviceDescription(name: "Validated", properties: [INPUT_PROP.DIRECT])
        for k in [BTN.TOUCH, BTN.TOOL_FINGER, BTN.TOOL_DOUBLETAP] { d.enable(type: EV.KEY, code: k) }
        for (c, info) in [(ABS.X, AbsInfo(minimum: 0, maximum: 1000)), (ABS.MT_SLOT, AbsInfo(minimum: 0, maximum: 1)),
                          (ABS.MT_POSITION_X, AbsInfo(minimum: 0, maximum: 1000)),
                          (ABS.MT_TRACKING_ID, AbsInfo(minimum: 0, maximum: 65535))] {
            d.enable(type: EV.ABS, code: c)
            d.absinfo[c] = info
        }
        return d
    }()

    func ev(_ t: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: t, type: type, code: code, value: value)
    }
    func syn(_ t: Int64, _ value: Int32 = 0) -> InputEvent { ev(t, EV.SYN, SYN.REPORT, value) }

    /// A touch that begins, moves and ends by the rules: no violation (a tracking id of -1, far
    /// outside the id range, releases the slot).
    let valid: [InputEvent] = [
        InputEvent(time: 0, type: EV.ABS, code: ABS.MT_TRACKING_ID, value: 7),
        InputEvent(time: 0, type: EV.ABS, code: ABS.MT_POSITION_X, value: 10),
        InputEvent(time: 0, type: EV.KEY, code: BTN.TOUCH, value: 1),
        InputEvent(time: 0, type: EV.SYN, code: SYN.REPORT, value: 0),
        InputEvent(time: 10, type: EV.ABS, code: ABS.MT_POSITION_X, value: 20),
        InputEvent(time: 10, type: EV.SYN, code: SYN.REPORT, value: 0),
        InputEvent(time: 20, type: EV.ABS, code: ABS.MT_TRACKING_ID, value: -1),
        InputEvent(time: 20, type: EV.KEY, code: BTN.TOUCH, value: 0),
        InputEvent(time: 20, type: EV.SYN, code: SYN.REPORT, value: 0),
    ]

    func testATraceThatKeepsTheRulesHasNoViolation() {
        XCTAssertEqual(TraceValidator.validate(valid, against: device), [])
    }

    /// Each rule broken once: the violation's index, event and rule.
    func testEachBrokenRuleIsFlaggedAtItsEvent() {
        let cases: [(String, [InputEvent], Int, String)] = [
            ("time back", [ev(10, EV.ABS, ABS.X, 1), syn(10), ev(5, EV.ABS, ABS.X, 2), syn(10)], 2, "time goes backwards"),
            ("SYN_REPORT value", [ev(0, EV.ABS, ABS.X, 1), syn(0, 2)], 1, "SYN_REPORT value must be 0 or 1"),
            ("two finger counts", [ev(0, EV.KEY, BTN.TOOL_FINGER, 1), ev(0, EV.KEY, BTN.TOOL_DOUBLETAP, 1), syn(0)], 2,
             "more than one BTN_TOOL finger count set in a frame"),
            ("unsupported", [ev(0, EV.ABS, ABS.Y, 1), syn(0)], 0, "ABS_Y is not supported by the device"),
            ("above the range", [ev(0, EV.ABS, ABS.X, 1001), syn(0)], 0, "value outside 0…1000"),
            ("below the range", [ev(0, EV.ABS, ABS.MT_POSITION_X, -1), syn(0)], 0, "value outside 0…1000"),
            ("tracking id", [ev(0, EV.ABS, ABS.MT_TRACKING_ID, -2), syn(0)], 0, "tracking id below -1"),
            ("id not released", [ev(0, EV.ABS, ABS.MT_TRACKING_ID, 3), syn(0), ev(1, EV.ABS, ABS.MT_TRACKING_ID, 4), syn(1)], 2,
             "slot 0 gets a new tracking id without releasing 3"),
            ("release", [ev(0, EV.KEY, BTN.TOUCH, 0), syn(0)], 0, "release of a key that is not down"),
            ("repeat", [ev(0, EV.KEY, BTN.TOUCH, 2), syn(0)], 0, "repeat of a key that is not down"),
            ("key value", [ev(0, EV.KEY, BTN.TOUCH, 3), syn(0)], 0, "key value must be 0, 1 or 2"),
            ("no SYN_REPORT", [ev(0, EV.ABS, ABS.X, 1), syn(0), ev(5, EV.ABS, ABS.X, 2),
                               ev(5, EV.SYN, SYN.MT_REPORT, 0)], 4, "the last frame has no SYN_REPORT"),
        ]
        for (name, events, index, rule) in cases {
            let v = TraceValidator.validate(events, against: device)
            XCTAssertEqual(v.map(\.rule), [rule], name)
            XCTAssertEqual(v.map(\.index), [index], name)
            if index < events.count { XCTAssertEqual(v.first?.event, events[index], name) }
        }
    }

    /// The tracking ids are per slot (ABS_MT_SLOT selects it, from the description's current slot
    /// on): a second slot's id while the first is held is no violation.
    func testTrackingIDsArePerSlot() {
        var d = device
        d.absinfo[ABS.MT_SLOT]?.value = 1
        let events = [ev(0, EV.ABS, ABS.MT_TRACKING_ID, 3), ev(0, EV.ABS, ABS.MT_SLOT, 0), ev(0, EV.ABS, ABS.MT_TRACKING_ID, 4),
                      syn(0), ev(1, EV.ABS, ABS.MT_SLOT, 1), ev(1, EV.ABS, ABS.MT_TRACKING_ID, 5), syn(1)]
        XCTAssertEqual(TraceValidator.validate(events, against: d).map(\.description),
                       ["event 5 (0.000001 ABS_MT_TRACKING_ID 5): slot 1 gets a new tracking id without releasing 3"])
    }

    /// An event's time as a kernel `struct timeval` prints it: seconds, then six digits of
    /// microseconds that never go negative (a time before 0 counts down from the second below).
    func testEventTimesPrintAsTimevals() {
        XCTAssertEqual(ev(1_000_042, EV.ABS, ABS.X, 5).description, "1.000042 ABS_X 5")
        for (time, seconds, micro) in [(Int64(-1), Int64(-1), Int64(999_999)), (-1_000_000, -1, 0), (-1_000_001, -2, 999_999),
                                       (0, 0, 0), (999_999, 0, 999_999)] {
            let e = ev(time, EV.SYN, SYN.REPORT, 0)
            XCTAssertEqual([e.seconds, e.microseconds], [seconds, micro], "\(time)")
        }
    }
}

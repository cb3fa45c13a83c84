import XCTest
@testable import TraceFormats
import InputModel

/// The comment after each libinput record row, as libinput record writes it (`print_evdev_event`
/// in tools/libinput-record.c): `++++` around SYN_MT_REPORT, `----` around SYN_REPORT with the
/// milliseconds since the device's previous one (`%+ldms`), and for an ABS axis its value with
/// the change since that axis last stood (`%6d (%+d)`): per slot for the slotted MT axes
/// (ABS_MT_TOUCH_MAJOR…ABS_MT_POSITION_Y, ABS_MT_PRESSURE…ABS_MT_TOOL_Y), from the description's
/// value for the others, none for ABS_MT_SLOT and ABS_MT_TRACKING_ID.
final class LibinputRowCommentTests: XCTestCase {
    private func rows(_ device: DeviceDescription, _ events: [InputEvent]) throws -> [String] {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let w = try LibinputRecordWriter(path: dir + "/r.yml", devices: [device])
        for e in events { try w.write(DeviceEvent(device: 0, event: e)) }
        try w.finish()
        return try TraceTestSupport.read(dir + "/r.yml").split(separator: "\n").map(String.init).filter { $0.hasPrefix("    - [") }
    }

    private func abs(_ t: Int64, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: t, type: EV.ABS, code: code, value: value)
    }

    private func syn(_ t: Int64, _ code: UInt16 = SYN.REPORT, value: Int32 = 0) -> InputEvent {
        InputEvent(time: t, type: EV.SYN, code: code, value: value)
    }

    func testASlottedDevicesCommentsCountPerSlot() throws {
        var screen = DeviceDescription(name: "Screen", codes: [EV.KEY: [BTN.TOUCH]])
        screen.codes[EV.ABS] = [ABS.X, ABS.MT_SLOT, ABS.MT_TRACKING_ID, ABS.MT_POSITION_X, ABS.MT_POSITION_Y, ABS.MT_TOOL_Y]
        screen.absinfo = [ABS.X: AbsInfo(value: 100, minimum: 0, maximum: 4095), ABS.MT_SLOT: AbsInfo(minimum: 0, maximum: 1),
                          ABS.MT_TRACKING_ID: AbsInfo(minimum: 0, maximum: 65535),
                          ABS.MT_POSITION_X: AbsInfo(minimum: 0, maximum: 4095), ABS.MT_POSITION_Y: AbsInfo(minimum: 0, maximum: 4095),
                          ABS.MT_TOOL_Y: AbsInfo(minimum: 0, maximum: 4095)]
        let events = [
            abs(0, ABS.MT_SLOT, 0), abs(0, ABS.MT_TRACKING_ID, 5), abs(0, ABS.MT_POSITION_X, 300), abs(0, ABS.MT_POSITION_Y, 400),
            abs(0, ABS.MT_TOOL_Y, 7), abs(0, ABS.X, 250), InputEvent(time: 0, type: EV.KEY, code: BTN.TOUCH, value: 1),
            syn(0, SYN.MT_REPORT), syn(0),
            abs(12_500, ABS.MT_SLOT, 1), abs(12_500, ABS.MT_POSITION_X, 50), abs(12_500, ABS.MT_POSITION_Y, 60),
            abs(12_500, ABS.MT_TOOL_Y, 9), abs(12_500, ABS.MT_SLOT, 0), abs(12_500, ABS.MT_POSITION_X, 280),
            abs(12_500, ABS.MT_TOOL_Y, 7), abs(12_500, ABS.X, 250), syn(12_500),
            syn(30_000, value: 1),
        ]
        XCTAssertEqual(try rows(screen, events), [
            "    - [  0,      0,   3,  47,       0] # EV_ABS / ABS_MT_SLOT               0",
            "    - [  0,      0,   3,  57,       5] # EV_ABS / ABS_MT_TRACKING_ID        5",
            "    - [  0,      0,   3,  53,     300] # EV_ABS / ABS_MT_POSITION_X       300 (+300)",
            "    - [  0,      0,   3,  54,     400] # EV_ABS / ABS_MT_POSITION_Y       400 (+400)",
            "    - [  0,      0,   3,  61,       7] # EV_ABS / ABS_MT_TOOL_Y             7 (+7)",
            "    - [  0,      0,   3,   0,     250] # EV_ABS / ABS_X                   250 (+150)",
            "    - [  0,      0,   1, 330,       1] # EV_KEY / BTN_TOUCH                 1",
            "    - [  0,      0,   0,   2,       0] # ++++++++++++ SYN_MT_REPORT (0) ++++++++++",
            "    - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms",
            "    - [  0,  12500,   3,  47,       1] # EV_ABS / ABS_MT_SLOT               1",
            "    - [  0,  12500,   3,  53,      50] # EV_ABS / ABS_MT_POSITION_X        50 (+50)",
            "    - [  0,  12500,   3,  54,      60] # EV_ABS / ABS_MT_POSITION_Y        60 (+60)",
            "    - [  0,  12500,   3,  61,       9] # EV_ABS / ABS_MT_TOOL_Y             9 (+9)",
            "    - [  0,  12500,   3,  47,       0] # EV_ABS / ABS_MT_SLOT               0",
            "    - [  0,  12500,   3,  53,     280] # EV_ABS / ABS_MT_POSITION_X       280 (-20)",
            "    - [  0,  12500,   3,  61,       7] # EV_ABS / ABS_MT_TOOL_Y             7 (+0)",
            "    - [  0,  12500,   3,   0,     250] # EV_ABS / ABS_X                   250 (+0)",
            "    - [  0,  12500,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms",
            "    - [  0,  30000,   0,   0,       1] # ------------ SYN_REPORT (1) ---------- +18ms",
        ])
    }

    /// Without slots an MT axis changes against its own last value, as any other axis.
    func testADeviceWithoutSlotsCountsMTAxesAsAnyOther() throws {
        let pad = DeviceDescription(name: "Protocol A", codes: [EV.ABS: [ABS.MT_POSITION_X]],
                                    absinfo: [ABS.MT_POSITION_X: AbsInfo(value: 10, minimum: 0, maximum: 4095)])
        XCTAssertEqual(try rows(pad, [abs(0, ABS.MT_POSITION_X, 30), syn(0), abs(1_000_000, ABS.MT_POSITION_X, 25), syn(1_000_000)]), [
            "    - [  0,      0,   3,  53,      30] # EV_ABS / ABS_MT_POSITION_X        30 (+20)",
            "    - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms",
            "    - [  1,      0,   3,  53,      25] # EV_ABS / ABS_MT_POSITION_X        25 (-5)",
            "    - [  1,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +1000ms",
        ])
    }
}

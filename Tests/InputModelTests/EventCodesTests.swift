import XCTest
@testable import InputModel
import EvdevBridge

final class EventCodesTests: XCTestCase {
    func testNamesBothWays() {
        XCTAssertEqual(EventCodes.codeName(type: EV.ABS, code: ABS.MT_SLOT), "ABS_MT_SLOT")
        XCTAssertEqual(EventCodes.code(named: "ABS_MT_SLOT", type: EV.ABS), ABS.MT_SLOT)
        XCTAssertEqual(EventCodes.codeName(type: EV.KEY, code: BTN.LEFT), "BTN_LEFT")
        XCTAssertEqual(EventCodes.code(named: "BTN_MOUSE", type: EV.KEY), BTN.LEFT)
        XCTAssertEqual(EventCodes.typeName(EV.ABS), "EV_ABS")
    }

    /// ABS_MT_TOOL_TYPE's values by name, as linux/input.h defines them (MT_TOOL_FINGER 0x00,
    /// PEN 0x01, PALM 0x02, DIAL 0x0a, MAX 0x0f); none for a value between them or outside 0…65535.
    func testMultitouchToolNames() {
        let named: [Int32: String] = [0: "MT_TOOL_FINGER", 1: "MT_TOOL_PEN", 2: "MT_TOOL_PALM", 0xa: "MT_TOOL_DIAL",
                                      0xf: "MT_TOOL_MAX"]
        for (value, name) in named { XCTAssertEqual(EventCodes.mtToolName(value), name) }
        for value: Int32 in [-1, 3, 0x10, 65536, .max, .min] { XCTAssertNil(EventCodes.mtToolName(value), "\(value)") }
    }

    /// A code without a name reads as its type's name and the code in hex; a type without a name
    /// as `EV_` and its number.
    func testDescribeNamesWhatItCan() {
        XCTAssertEqual(EventCodes.describe(type: EV.ABS, code: ABS.MT_SLOT), "ABS_MT_SLOT")
        XCTAssertEqual(EventCodes.describe(type: EV.ABS, code: 0x3e), "EV_ABS/0x3e")
        XCTAssertEqual(EventCodes.describe(type: 0x1e, code: 0x5), "EV_30/0x5")
    }
}

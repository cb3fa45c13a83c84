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
}

import XCTest
@testable import TraceFormats
import InputModel

/// The comment block's facts belong to the code named before them, inside its type's block: a
/// new type, or the properties list, ends what the last code could claim.
final class SupportedEventsCommentsTests: XCTestCase {
    private func read(_ lines: [String]) -> SupportedEventsComments {
        var c = SupportedEventsComments()
        for l in lines { c.consume(l) }
        return c
    }

    func testAStateAfterANewTypeLineBelongsToNoCode() {
        let c = read(["# Event type 17 (EV_LED)", "#   Event code 1 (LED_CAPSL)", "# Event type 5 (EV_SW)", "#       State 1"])
        XCTAssertEqual(c.leds, [:])
        XCTAssertEqual(c.switches, [:], "the switch block named no code yet")
    }

    func testNothingAfterThePropertiesBelongsToTheLastCode() {
        let c = read(["# Event type 3 (EV_ABS)", "#   Event code 0 (ABS_X)", "#       Value      12",
                      "# Properties:", "#       Value      99", "#       State 1"])
        XCTAssertEqual(c.absValues, [ABS.X: 12])
        XCTAssertEqual(c.leds, [:])
        XCTAssertEqual(c.switches, [:])
    }

    func testStatesGoToTheirTypeAndZeroIsOff() {
        let c = read(["# Event type 17 (EV_LED)", "#   Event code 1 (LED_CAPSL)", "#       State 1",
                      "#   Event code 2 (LED_SCROLLL)", "#       State 0",
                      "# Event type 5 (EV_SW)", "#   Event code 5 (SW_DOCK)", "#       State 1"])
        XCTAssertEqual(c.leds, [1: 1])
        XCTAssertEqual(c.switches, [5: 1])
    }
}

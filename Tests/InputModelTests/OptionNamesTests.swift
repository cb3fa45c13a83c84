import XCTest
@testable import InputModel

/// The option sets that mirror UIKit's: their raw values as UIKit defines them and their names,
/// one per member set, in declaration order (what the JSONL and text outputs print).
final class OptionNamesTests: XCTestCase {
    /// `UIEvent.ButtonMask`: `.primary` 1 << 0, `.secondary` 1 << 1, `button(3)` 1 << 2.
    func testPointerButtons() {
        XCTAssertEqual([PointerButtons.primary, .secondary, .tertiary].map(\.rawValue), [1, 2, 4])
        XCTAssertEqual(PointerButtons.primary.names, ["primary"])
        XCTAssertEqual(PointerButtons.secondary.names, ["secondary"])
        XCTAssertEqual(PointerButtons.tertiary.names, ["tertiary"])
        XCTAssertEqual(PointerButtons([.tertiary, .primary]).names, ["primary", "tertiary"])
        XCTAssertEqual(PointerButtons().names, [])
    }

    /// `UIKeyModifierFlags`: alphaShift 1 << 16, shift 1 << 17, control 1 << 18, alternate 1 << 19,
    /// command 1 << 20, numericPad 1 << 21.
    func testKeyModifiers() {
        let all: [(KeyModifiers, Int, String)] = [(.alphaShift, 16, "alphaShift"), (.shift, 17, "shift"), (.control, 18, "control"),
                                                  (.alternate, 19, "alternate"), (.command, 20, "command"),
                                                  (.numericPad, 21, "numericPad")]
        for (m, bit, name) in all {
            XCTAssertEqual(m.rawValue, 1 << bit, name)
            XCTAssertEqual(m.names, [name])
        }
        XCTAssertEqual(KeyModifiers([.command, .shift]).names, ["shift", "command"])
        XCTAssertEqual(KeyModifiers(all.map(\.0)).names, all.map(\.2))
    }
}

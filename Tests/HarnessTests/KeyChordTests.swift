import XCTest
import InputModel
@testable import Harness

/// A script's key chord as the key codes a keyboard sends (docs/scenarios.md › Keys: "the keys
/// pressed in order, released in reverse"): the modifiers in press order Globe, Control, Option,
/// Command, Shift, then the key; the codes are linux/input-event-codes.h's.
final class KeyChordTests: XCTestCase {
    func testEveryModifierInItsPressOrderThenTheKey() throws {
        let chord = try XCTUnwrap(KeyChord("shift+cmd+opt+ctrl+globe+z"))
        // KEY_FN 0x1d0, KEY_LEFTCTRL 29, KEY_LEFTALT 56, KEY_LEFTMETA 125, KEY_LEFTSHIFT 42; KEY_Z 44.
        XCTAssertEqual(chord.modifiers, [0x1d0, 29, 56, 125, 42])
        XCTAssertEqual(chord.key, 44)
    }

    func testEachModifierAloneIsItsLeftKey() throws {
        let alone: [(String, UInt16)] = [("ctrl", 29), ("control", 29), ("alt", 56), ("opt", 56), ("option", 56),
                                         ("cmd", 125), ("command", 125), ("shift", 42), ("globe", 0x1d0), ("fn", 0x1d0)]
        for (name, code) in alone {
            let chord = try XCTUnwrap(KeyChord(name), name)
            XCTAssertEqual(chord.modifiers, [code], name)
            XCTAssertNil(chord.key, name)
            let withKey = try XCTUnwrap(KeyChord(name + "+a"), name)
            XCTAssertEqual(withKey.modifiers, [code], name)
            XCTAssertEqual(withKey.key, 30, name) // KEY_A
        }
    }
}

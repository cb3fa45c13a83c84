import XCTest
@testable import InputModel

/// Every page-7 key the kernel reports, by its name in `input-event-codes.h`, against the usage
/// of the same key in the USB HID Usage Tables (Keyboard/Keypad page), whose numbers
/// `UIKeyboardHIDUsage` takes: `keyboardA` 0x04, `keyboardReturnOrEnter` 0x28,
/// `keyboardF13` 0x68, `keyboardLANG1` 0x90, `keyboardLeftGUI` 0xE3…
final class HIDUsageTests: XCTestCase {
    static let pairs: [(String, Int)] = {
        var p: [(String, Int)] = []
        for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".enumerated() { p.append(("KEY_\(c)", 0x04 + i)) }   // keyboardA…Z
        for d in 1...9 { p.append(("KEY_\(d)", 0x1E + d - 1)) }                                         // keyboard1…9
        p.append(("KEY_0", 0x27))
        p += [("KEY_ENTER", 0x28), ("KEY_ESC", 0x29), ("KEY_BACKSPACE", 0x2A), ("KEY_TAB", 0x2B), ("KEY_SPACE", 0x2C),
              ("KEY_MINUS", 0x2D), ("KEY_EQUAL", 0x2E), ("KEY_LEFTBRACE", 0x2F), ("KEY_RIGHTBRACE", 0x30),
              ("KEY_BACKSLASH", 0x31), ("KEY_SEMICOLON", 0x33), ("KEY_APOSTROPHE", 0x34), ("KEY_GRAVE", 0x35),
              ("KEY_COMMA", 0x36), ("KEY_DOT", 0x37), ("KEY_SLASH", 0x38), ("KEY_CAPSLOCK", 0x39)]
        for f in 1...12 { p.append(("KEY_F\(f)", 0x3A + f - 1)) }                                       // keyboardF1…F12
        p += [("KEY_SYSRQ", 0x46), ("KEY_SCROLLLOCK", 0x47), ("KEY_PAUSE", 0x48), ("KEY_INSERT", 0x49),
              ("KEY_HOME", 0x4A), ("KEY_PAGEUP", 0x4B), ("KEY_DELETE", 0x4C), ("KEY_END", 0x4D), ("KEY_PAGEDOWN", 0x4E),
              ("KEY_RIGHT", 0x4F), ("KEY_LEFT", 0x50), ("KEY_DOWN", 0x51), ("KEY_UP", 0x52),
              ("KEY_NUMLOCK", 0x53), ("KEY_KPSLASH", 0x54), ("KEY_KPASTERISK", 0x55), ("KEY_KPMINUS", 0x56),
              ("KEY_KPPLUS", 0x57), ("KEY_KPENTER", 0x58)]
        for k in 1...9 { p.append(("KEY_KP\(k)", 0x59 + k - 1)) }                                       // keypad1…9
        p += [("KEY_KP0", 0x62), ("KEY_KPDOT", 0x63), ("KEY_102ND", 0x64), ("KEY_COMPOSE", 0x65), ("KEY_POWER", 0x66),
              ("KEY_KPEQUAL", 0x67)]
        for f in 13...24 { p.append(("KEY_F\(f)", 0x68 + f - 13)) }                                     // keyboardF13…F24
        p += [("KEY_OPEN", 0x74), ("KEY_HELP", 0x75), ("KEY_PROPS", 0x76), ("KEY_FRONT", 0x77), ("KEY_STOP", 0x78),
              ("KEY_AGAIN", 0x79), ("KEY_UNDO", 0x7A), ("KEY_CUT", 0x7B), ("KEY_COPY", 0x7C), ("KEY_PASTE", 0x7D),
              ("KEY_FIND", 0x7E), ("KEY_MUTE", 0x7F), ("KEY_VOLUMEUP", 0x80), ("KEY_VOLUMEDOWN", 0x81),
              ("KEY_KPCOMMA", 0x85),
              ("KEY_RO", 0x87), ("KEY_KATAKANAHIRAGANA", 0x88), ("KEY_YEN", 0x89), ("KEY_HENKAN", 0x8A),  // International1…
              ("KEY_MUHENKAN", 0x8B), ("KEY_KPJPCOMMA", 0x8C),
              ("KEY_HANGEUL", 0x90), ("KEY_HANJA", 0x91), ("KEY_KATAKANA", 0x92), ("KEY_HIRAGANA", 0x93),     // LANG1…5
              ("KEY_ZENKAKUHANKAKU", 0x94),
              ("KEY_KPLEFTPAREN", 0xB6), ("KEY_KPRIGHTPAREN", 0xB7),
              ("KEY_LEFTCTRL", 0xE0), ("KEY_LEFTSHIFT", 0xE1), ("KEY_LEFTALT", 0xE2), ("KEY_LEFTMETA", 0xE3),
              ("KEY_RIGHTCTRL", 0xE4), ("KEY_RIGHTSHIFT", 0xE5), ("KEY_RIGHTALT", 0xE6), ("KEY_RIGHTMETA", 0xE7)]
        return p
    }()

    func testEveryPageSevenKeyHasItsUsage() throws {
        for (name, usage) in Self.pairs {
            let code = try XCTUnwrap(EventCodes.code(named: name, type: EV.KEY), name)
            XCTAssertEqual(HIDUsage.usage(forKey: code), usage, name)
            XCTAssertEqual(HIDUsage.key(forUsage: usage), code, name)
        }
        // Those and Globe (KEY_FN) are all: no other key has a usage.
        XCTAssertEqual(HIDUsage.usageForKey.count, Self.pairs.count + 1)
        // Usages that give a key already named give it too (the kernel's hid_keyboard: ISO # 0x32 the
        // backslash; 0x9C Clear and 0xD8 Keypad Clear the Delete key); every other usage of the page, none.
        let named = Dictionary(uniqueKeysWithValues: Self.pairs.map { ($0.1, $0.0) })
        let also = [0x32: "KEY_BACKSLASH", 0x9C: "KEY_DELETE", 0xD8: "KEY_DELETE"]
        for usage in 0..<0xE8 {
            let expected = (named[usage] ?? also[usage]).flatMap { EventCodes.code(named: $0, type: EV.KEY) }
            XCTAssertEqual(HIDUsage.key(forUsage: usage), expected, String(usage, radix: 16))
        }
    }

    /// The HID Usage Tables' modifier keys are 0xE0 (LeftControl) through 0xE7 (RightGUI), both
    /// ends included, and Apple's Globe key (`UIKeyboardHIDUsage` 0xFF0003) is one too; the
    /// usages on either side of the block are not.
    func testTheModifiersAreE0ThroughE7AndTheGlobe() {
        for usage in 0xE0...0xE7 { XCTAssertTrue(HIDUsage.isModifier(usage), String(usage, radix: 16)) }
        XCTAssertTrue(HIDUsage.isModifier(0xFF0003))
        XCTAssertFalse(HIDUsage.isModifier(0xDF))
        XCTAssertFalse(HIDUsage.isModifier(0xE8))
    }

    /// The key names a chord is written with include `f1`…`f12` (`cmd+f5`): the HID Usage Tables'
    /// Keyboard F1 (0x3A) through Keyboard F12 (0x45).
    func testFunctionKeyNamesAreTheirUsages() {
        XCTAssertEqual(HIDUsage.named["f1"], 0x3A)
        XCTAssertEqual(HIDUsage.named["f5"], 0x3E)
        XCTAssertEqual(HIDUsage.named["f12"], 0x45)
        XCTAssertNil(HIDUsage.named["f13"])
    }

    /// A chord names a key by any of its spellings and is written with its first
    /// (docs/scenarios.md, `key`): `return` (or `enter`) is Keyboard Return (0x28), `escape`
    /// (`esc`) Keyboard Escape (0x29), `backspace` (`delete`) Keyboard Delete (Backspace) (0x2A),
    /// per the HID Usage Tables; a key of one spelling is written with it.
    func testAKeyIsWrittenWithItsFirstSpelling() {
        for (spellings, usage) in [(["return", "enter"], 0x28), (["escape", "esc"], 0x29), (["backspace", "delete"], 0x2A),
                                   (["tab"], 0x2B), (["forwarddelete"], 0x4C), (["z"], 0x1D), (["0"], 0x27)] {
            for s in spellings { XCTAssertEqual(HIDUsage.usage(named: s), usage, s) }
            XCTAssertEqual(HIDUsage.name(of: usage), spellings[0])
        }
    }

    /// A key code past the last the table maps (KEY_MAX is 0x2ff) has no usage, rather than a
    /// trap: the kernel may report codes no keyboard page holds.
    func testACodePastTheTableHasNoUsage() {
        XCTAssertNil(HIDUsage.usage(forKey: 0x2ff))
        XCTAssertNil(HIDUsage.usage(forKey: UInt16.max))
        XCTAssertEqual(HIDUsage.usage(forKey: 30), 0x04, "KEY_A is Keyboard a and A")
    }

    /// The keypad block: Keypad Num Lock (0x53) through Keypad . (0x63), both ends, then Keypad =
    /// (0x67), Keypad Comma (0x85) and Keypad ( ) (0xB6, 0xB7), per the HID Usage Tables; the
    /// usages beside them are not the keypad's.
    func testTheKeypadUsages() {
        for usage in [0x53, 0x54, 0x62, 0x63, 0x67, 0x85, 0xB6, 0xB7] { XCTAssertTrue(HIDUsage.isKeypad(usage), String(usage, radix: 16)) }
        for usage in [0x52, 0x64, 0x66, 0x68, 0x84, 0xB5] { XCTAssertFalse(HIDUsage.isKeypad(usage), String(usage, radix: 16)) }
    }
}

/// Linux key codes → USB HID usages of the Keyboard/Keypad page (0x07), the values of `UIKeyboardHIDUsage`.
///
/// Source: the kernel's `hid_keyboard[256]` in `drivers/hid/hid-input.c`, which
/// maps the other way (index = HID usage, value = Linux key code). It is copied
/// here for usages 0x00…0xE7 (page 7 ends with the modifiers at 0xE0…0xE7; the
/// kernel's entries above are media keys, not page-7 usages) and inverted with
/// the rule **the lowest usage wins** where several usages share a key code
/// (0x31 and 0x32 both give KEY_BACKSLASH: 0x31 is the US key; 0x4C, 0x9C and 0xD8 all
/// give KEY_DELETE: 0x4C is Delete Forward).
///
/// Notable entries: KEY_LEFTMETA (125) → 227 Left GUI, which iPadOS reports as
/// Command; KEY_RIGHTMETA → 231; KEY_COMPOSE (the PC "menu" key) → 0x65 Application;
/// KEY_102ND → 0x64 (the ISO key left of Z).
///
/// **Globe / Fn:** KEY_FN (0x1D0) has no page-7 usage: Apple keyboards send it on
/// the vendor page 0xFF as usage 0x03 (`globe`, 0xFF0003), and most PC keyboards handle Fn
/// in firmware and send nothing. When a keyboard does report KEY_FN it becomes a `key`
/// event with usage 0xFF0003, so Globe shortcuts (Globe-A, Globe-H…) reach the
/// interaction machine; it carries no modifier flag (UIKit has none for Globe). Media keys (KEY_PLAYPAUSE…) are on
/// the Consumer page and produce none either; mute and volume are page-7
/// usages (0x7F…0x81) and do.
public enum HIDUsage {
    /// `hid_keyboard[0x00…0xE7]`: index = HID usage, value = Linux key code, 0 = none.
    static let kernelHIDKeyboard: [UInt16] = [
        0, 0, 0, 0, 30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38,
        50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44, 2, 3,
        4, 5, 6, 7, 8, 9, 10, 11, 28, 1, 14, 15, 57, 12, 13, 26,
        27, 43, 43, 39, 40, 41, 51, 52, 53, 58, 59, 60, 61, 62, 63, 64,
        65, 66, 67, 68, 87, 88, 99, 70, 119, 110, 102, 104, 111, 107, 109, 106,
        105, 108, 103, 69, 98, 55, 74, 78, 96, 79, 80, 81, 75, 76, 77, 71,
        72, 73, 82, 83, 86, 127, 116, 117, 183, 184, 185, 186, 187, 188, 189, 190,
        191, 192, 193, 194, 134, 138, 130, 132, 128, 129, 131, 137, 133, 135, 136, 113,
        115, 114, 0, 0, 0, 121, 0, 89, 93, 124, 92, 94, 95, 0, 0, 0,
        122, 123, 90, 91, 85, 0, 0, 0, 0, 0, 0, 0, 111, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 179, 180, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 111, 0, 0, 0, 0, 0, 0, 0,
        29, 42, 56, 125, 97, 54, 100, 126,
    ]

    /// The Globe (Fn) key: Apple vendor page 0xFF, usage 0x03.
    public static let globe = 0xFF0003
    /// KEY_FN.
    public static let keyFn: UInt16 = 0x1d0

    /// Linux key code → HID usage (lowest usage wins).
    public static let usageForKey: [UInt16: Int] = {
        var map: [UInt16: Int] = [keyFn: globe]
        for (usage, code) in kernelHIDKeyboard.enumerated() where code != 0 && map[code] == nil {
            map[code] = usage
        }
        return map
    }()

    /// HID usage → the Linux key code the kernel reports for it (nil when none).
    public static func key(forUsage usage: Int) -> UInt16? {
        if usage == globe { return keyFn }
        guard usage >= 0, usage < kernelHIDKeyboard.count, kernelHIDKeyboard[usage] != 0 else { return nil }
        return kernelHIDKeyboard[usage]
    }

    /// `usageForKey` as an array indexed by key code (−1 = none): the normalizer looks a usage up
    /// for every key event, and an array index costs a fraction of hashing the code.
    static let usageByCode: [Int32] = {
        var table = [Int32](repeating: -1, count: Int(usageForKey.keys.max() ?? 0) + 1)
        for (code, usage) in usageForKey { table[Int(code)] = Int32(usage) }
        return table
    }()

    /// The HID usage for a Linux key code, nil when the key has no page-7 usage.
    public static func usage(forKey code: UInt16) -> Int? {
        let table = usageByCode
        guard Int(code) < table.count else { return nil }
        let usage = table[Int(code)]
        return usage < 0 ? nil : Int(usage)
    }

    // Named usages the normalizer reasons about (UIKeyboardHIDUsage).
    public static let keyboardCapsLock = 0x39
    public static let keypadNumLock = 0x53
    public static let leftControl = 0xE0, leftShift = 0xE1, leftAlt = 0xE2, leftGUI = 0xE3
    public static let rightControl = 0xE4, rightShift = 0xE5, rightAlt = 0xE6, rightGUI = 0xE7

    /// Keypad usages: Num Lock and the keypad 0x53…0x63, Keypad = 0x67, Keypad
    /// comma 0x85, Keypad ( ) 0xB6/0xB7. Their key events carry `numericPad`.
    public static func isKeypad(_ usage: Int) -> Bool {
        (0x53...0x63).contains(usage) || usage == 0x67 || usage == 0x85 || usage == 0xB6 || usage == 0xB7
    }

    /// The modifier flag a modifier usage holds down.
    public static func modifier(for usage: Int) -> KeyModifiers? {
        switch usage {
        case leftControl, rightControl: return .control
        case leftShift, rightShift: return .shift
        case leftAlt, rightAlt: return .alternate
        case leftGUI, rightGUI: return .command
        default: return nil
        }
    }
}

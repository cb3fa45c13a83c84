import InputModel

/// libinput record's key-code obfuscation (`obfuscate_keycode()` in tools/libinput-record.c).
///
/// For data protection a capture hides what was typed: every alphanumeric key
/// (KEY_ESC < code < KEY_CAPSLOCK, and the keypad KEY_KP7 … KEY_KPDOT) becomes
/// KEY_A, except ESC, TAB, ENTER and LEFTCTRL, and every MSC_SCAN value becomes
/// 30 (KEY_A's scancode). `convert` does not apply it (conversion is lossless);
/// capture does unless keycodes are explicitly shown.
public enum KeyObfuscation {
    /// The value every MSC_SCAN becomes.
    public static let obfuscatedScanCode: Int32 = 30
    /// Keys inside the obfuscated ranges that stay visible.
    static let keptKeys: Set<UInt16> = [KEY.ESC, KEY.TAB, KEY.ENTER, KEY.LEFTCTRL]

    /// Whether a key code is hidden.
    public static func hides(key code: UInt16) -> Bool {
        if keptKeys.contains(code) { return false }
        return (code > KEY.ESC && code < KEY.CAPSLOCK) || (code >= KEY.KP7 && code <= KEY.KPDOT)
    }

    /// The event as a capture writes it, and whether it was changed.
    public static func obfuscate(_ event: InputEvent) -> (event: InputEvent, obfuscated: Bool) {
        var e = event
        switch event.type {
        case EV.KEY where hides(key: event.code):
            e.code = KEY.A
            return (e, true)
        case EV.MSC where event.code == MSC.SCAN:
            e.value = obfuscatedScanCode
            return (e, true)
        default:
            return (e, false)
        }
    }
}

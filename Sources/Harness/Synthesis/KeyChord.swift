import InputModel

/// A key chord as scripts and scenes spell it: `cmd+shift+z`, `ctrl+click`-style modifiers
/// joined with `+`, the key last. Names are case-insensitive.
public struct KeyChord: Hashable, Sendable {
    /// Linux key codes of the modifiers, in press order.
    public var modifiers: [UInt16]
    /// Linux key code of the main key (nil for a modifier-only chord such as `cmd`).
    public var key: UInt16?

    public init?(_ text: String) {
        let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, !parts.contains("") else { return nil }
        var mods: [UInt16] = []
        var key: UInt16?
        for (i, p) in parts.enumerated() {
            if let m = KeyChord.modifierCodes[p] {
                if i == parts.count - 1 && parts.count == 1 { mods.append(m); continue }
                if i == parts.count - 1 { key = m; continue }
                mods.append(m)
            } else if i == parts.count - 1, let k = KeyChord.keyCode(p) {
                key = k
            } else {
                return nil
            }
        }
        modifiers = mods
        self.key = key
    }

    /// Modifier names → left-hand key codes (Command is the Meta/GUI key, Globe is KEY_FN).
    public static let modifierCodes: [String: UInt16] = [
        "cmd": KEY.LEFTMETA, "command": KEY.LEFTMETA, "meta": KEY.LEFTMETA,
        "shift": KEY.LEFTSHIFT,
        "ctrl": KEY.LEFTCTRL, "control": KEY.LEFTCTRL,
        "alt": KEY.LEFTALT, "opt": KEY.LEFTALT, "option": KEY.LEFTALT,
        "globe": KEY.FN, "fn": KEY.FN,
    ]

    static let namedKeys: [String: String] = [
        "return": "KEY_ENTER", "enter": "KEY_ENTER", "esc": "KEY_ESC", "escape": "KEY_ESC",
        "delete": "KEY_BACKSPACE", "backspace": "KEY_BACKSPACE", "forwarddelete": "KEY_DELETE",
        "tab": "KEY_TAB", "space": "KEY_SPACE", "left": "KEY_LEFT", "right": "KEY_RIGHT", "up": "KEY_UP",
        "down": "KEY_DOWN", "home": "KEY_HOME", "end": "KEY_END", "pageup": "KEY_PAGEUP", "pagedown": "KEY_PAGEDOWN",
        "`": "KEY_GRAVE", "-": "KEY_MINUS", "=": "KEY_EQUAL", "[": "KEY_LEFTBRACE", "]": "KEY_RIGHTBRACE",
        "\\": "KEY_BACKSLASH", ";": "KEY_SEMICOLON", "'": "KEY_APOSTROPHE", ",": "KEY_COMMA", ".": "KEY_DOT",
        "/": "KEY_SLASH", "capslock": "KEY_CAPSLOCK",
    ]

    /// A key name (`z`, `3`, `f5`, `return`, `left`, `,` …) → Linux key code.
    public static func keyCode(_ name: String) -> UInt16? {
        if let n = namedKeys[name] { return EventCodes.code(named: n, type: EV.KEY) }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return EventCodes.code(named: "KEY_" + name.uppercased(), type: EV.KEY)
    }
}

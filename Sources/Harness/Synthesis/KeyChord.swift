import InputModel

/// A key chord as scripts spell it (`cmd+shift+z`, `globe+h`, or a lone modifier such as `cmd`),
/// as the Linux key codes a keyboard sends: modifiers first, in press order, then the key.
/// Spelling and key names are the scene's (`KeyCombo`), so scripts and scenes agree.
public struct KeyChord: Hashable, Sendable {
    /// Linux key codes of the modifiers, in press order (Globe, Control, Option, Command, Shift).
    public var modifiers: [UInt16]
    /// Linux key code of the main key (nil for a modifier-only chord such as `cmd`).
    public var key: UInt16?

    public init?(_ text: String) {
        if let lone = KeyChord.modifierCodes[text.lowercased()] {
            modifiers = [lone]
            key = nil
            return
        }
        guard let combo = KeyCombo(text), let key = HIDUsage.key(forUsage: combo.usage) else { return nil }
        var mods: [UInt16] = []
        if combo.globe { mods.append(HIDUsage.keyFn) }
        if combo.modifiers.contains(.control) { mods.append(KEY.LEFTCTRL) }
        if combo.modifiers.contains(.alternate) { mods.append(KEY.LEFTALT) }
        if combo.modifiers.contains(.command) { mods.append(KEY.LEFTMETA) }
        if combo.modifiers.contains(.shift) { mods.append(KEY.LEFTSHIFT) }
        modifiers = mods
        self.key = key
    }

    /// Modifier names → left-hand key codes (Command is the Meta/GUI key, Globe is KEY_FN).
    public static let modifierCodes: [String: UInt16] = [
        "cmd": KEY.LEFTMETA, "command": KEY.LEFTMETA,
        "shift": KEY.LEFTSHIFT,
        "ctrl": KEY.LEFTCTRL, "control": KEY.LEFTCTRL,
        "alt": KEY.LEFTALT, "opt": KEY.LEFTALT, "option": KEY.LEFTALT,
        "globe": HIDUsage.keyFn, "fn": HIDUsage.keyFn,
    ]
}

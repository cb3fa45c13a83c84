import InputModel

/// A key with its modifiers, spelled `cmd+shift+z` (modifier order: globe, ctrl, alt, cmd, shift).
public struct KeyCombo: Hashable, Sendable, CustomStringConvertible {
    /// Only shift, control, alternate and command take part in matching.
    public var modifiers: KeyModifiers
    public var globe: Bool
    /// HID usage of the non-modifier key.
    public var usage: Int

    public static let matchedModifiers: KeyModifiers = [.shift, .control, .alternate, .command]

    public init(usage: Int, modifiers: KeyModifiers = [], globe: Bool = false) {
        self.usage = usage
        self.modifiers = modifiers.intersection(KeyCombo.matchedModifiers)
        self.globe = globe
    }

    /// Parses `cmd+shift+z`, `ctrl+cmd+space`, `globe+a`, `cmd++` is not supported (use `cmd+=`).
    public init?(_ text: String) {
        let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let keyName = parts.last, !keyName.isEmpty else { return nil }
        var mods: KeyModifiers = []
        var globe = false
        for p in parts.dropLast() {
            switch p {
            case "cmd", "command": mods.insert(.command)
            case "shift": mods.insert(.shift)
            case "alt", "opt", "option": mods.insert(.alternate)
            case "ctrl", "control": mods.insert(.control)
            case "globe", "fn": globe = true
            default: return nil
            }
        }
        guard let usage = HIDUsage.usage(named: keyName), usage != HIDUsage.globe else { return nil }
        self.init(usage: usage, modifiers: mods, globe: globe)
    }

    public var description: String {
        var parts: [String] = []
        if globe { parts.append("globe") }
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alternate) { parts.append("alt") }
        if modifiers.contains(.command) { parts.append("cmd") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(HIDUsage.name(of: usage))
        return parts.joined(separator: "+")
    }
}

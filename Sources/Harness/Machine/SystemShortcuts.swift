import InputModel

/// Key combinations the system consumes; the app never sees them (docs/sources.md, "Keyboard"; iPadOS
/// design guidelines › Keyboard › Never override system shortcuts). Apple's complete list is not
/// established: this is the documented subset plus every Globe-key combination. Overridable.
public struct SystemShortcuts: Hashable, Sendable {
    public var reserved: Set<KeyCombo>
    /// Every Globe+key combination belongs to the system (iPadOS 15 Globe shortcuts).
    public var allGlobeCombos: Bool

    public init(reserved: Set<KeyCombo>, allGlobeCombos: Bool = true) {
        self.reserved = reserved
        self.allGlobeCombos = allGlobeCombos
    }

    public static let `default` = SystemShortcuts(reserved: Set([
        "cmd+tab", "cmd+shift+tab", "cmd+`", "cmd+h", "cmd+space", "cmd+shift+3", "cmd+shift+4",
        "cmd+alt+d", "globe+a", "globe+c", "globe+n", "globe+q", "globe+h", "globe+`",
    ].compactMap(KeyCombo.init)))

    public func isReserved(_ combo: KeyCombo) -> Bool {
        (allGlobeCombos && combo.globe) || reserved.contains(combo)
    }
}

import InputModel

/// `UIPencilPreferredAction` (docs/sources.md, "Apple Pencil").
public enum PencilPreferredAction: String, CaseIterable, Sendable, Codable {
    case ignore, switchEraser, switchPrevious, showColorPalette, showInkAttributes, showContextualPalette, runSystemShortcut
}

/// The user's Settings that change how input is interpreted; defaults are iPadOS's.
public struct UserSettings: Hashable, Sendable {
    /// Trackpad → Tap to Click (Settings > General > Trackpad). Default off, as on iPadOS and macOS;
    /// the same default as `NormalizerSettings.tapToClick`.
    public var tapToClick: Bool
    /// Trackpad → Two-Finger Secondary Click. Default on.
    public var twoFingerSecondaryClick: Bool
    /// Trackpad → Natural Scrolling. Default on.
    public var naturalScrolling: Bool
    /// Apple Pencil double-tap (`UIPencilInteraction.preferredTapAction`); default switchEraser.
    public var pencilPreferredTapAction: PencilPreferredAction
    /// Pencil Pro squeeze (`preferredSqueezeAction`); default showContextualPalette.
    public var pencilPreferredSqueezeAction: PencilPreferredAction
    /// "Only Draw with Apple Pencil" (`prefersPencilOnlyDrawing`); default off.
    public var onlyDrawWithApplePencil: Bool
    /// Show a hover preview of the tool (`prefersHoverToolPreview`); default on.
    public var pencilHoverPreview: Bool
    /// A hardware keyboard is attached when the stream starts.
    public var hardwareKeyboardAttached: Bool

    public init(tapToClick: Bool = false, twoFingerSecondaryClick: Bool = true, naturalScrolling: Bool = true,
                pencilPreferredTapAction: PencilPreferredAction = .switchEraser,
                pencilPreferredSqueezeAction: PencilPreferredAction = .showContextualPalette,
                onlyDrawWithApplePencil: Bool = false, pencilHoverPreview: Bool = true,
                hardwareKeyboardAttached: Bool = false) {
        self.tapToClick = tapToClick
        self.twoFingerSecondaryClick = twoFingerSecondaryClick
        self.naturalScrolling = naturalScrolling
        self.pencilPreferredTapAction = pencilPreferredTapAction
        self.pencilPreferredSqueezeAction = pencilPreferredSqueezeAction
        self.onlyDrawWithApplePencil = onlyDrawWithApplePencil
        self.pencilHoverPreview = pencilHoverPreview
        self.hardwareKeyboardAttached = hardwareKeyboardAttached
    }

    public static let `default` = UserSettings()

    /// The settings the normalizers read (trackpad clicks and scrolling).
    public var normalizerSettings: NormalizerSettings {
        var n = NormalizerSettings()
        n.tapToClick = tapToClick
        n.twoFingerSecondaryClick = twoFingerSecondaryClick
        n.naturalScrolling = naturalScrolling
        return n
    }
}

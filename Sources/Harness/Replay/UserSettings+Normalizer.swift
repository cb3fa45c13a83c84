import InputModel

extension UserSettings {
    /// The part of the user's settings the normalizers read (trackpad settings); the rest of
    /// `NormalizerSettings` keeps its documented defaults.
    public var normalizerSettings: NormalizerSettings {
        var n = NormalizerSettings()
        n.tapToClick = tapToClick
        n.twoFingerSecondaryClick = twoFingerSecondaryClick
        n.naturalScrolling = naturalScrolling
        return n
    }
}

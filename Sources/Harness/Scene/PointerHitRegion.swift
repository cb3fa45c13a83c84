/// A control's pointer hit region: its frame padded all round, where the pointer attaches to it
/// (magnetism). In the scene layer because the layout indexes the hit regions (`SnapIndex`); the
/// machine's `InteractionConstants.pointerHitRegionPadding` defaults to this padding.
public enum PointerHitRegion {
    /// pt. HIG › Pointing devices: about 12 pt of padding around an element with a bezel, and bar
    /// buttons (whose frames already reach past their glyphs) take the same. The 24 pt the HIG
    /// gives around a borderless element is measured from its visible content, which a scene's
    /// frames do not show.
    public static let padding: Double = 12
}

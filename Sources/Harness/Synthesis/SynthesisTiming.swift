import InputModel

/// The pauses the synthesizer puts into a scenario: chosen values, each inside the
/// iPadOS threshold it must not cross (a tap's finger stays down well under 0.75 s, a step after a
/// tap starts after the 0.35 s multi-tap interval).
enum SynthesisTiming {
    /// After a step, before the next begins.
    static let stepSettle: TimeSpan = 0.1
    /// After a tap or a click: longer than the 0.35 s multi-tap interval, so the next step is not
    /// taken for another tap.
    static let tapSettle: TimeSpan = 0.4
    /// Between the presses of a chord's keys (modifiers first), and between their releases.
    static let keyGap: TimeSpan = 0.02
    /// How long a chord's key is held.
    static let keyHold: TimeSpan = 0.06
    /// Between the pointer arriving and the step's action, and after a move.
    static let pointerSettle: TimeSpan = 0.05
    /// How long a click's button is held.
    static let clickHold: TimeSpan = 0.07
    /// The pen's approach to a stroke and its leaving, in hover.
    static let penApproach: TimeSpan = 0.1
    /// After a stroke: its approach, its leaving and a settle.
    static let strokeSettle: TimeSpan = 0.3
    /// A barrel press while hovering: the hover, the press and the release in it, the whole step.
    static let barrelHover: TimeSpan = 0.15
    static let barrelPress: TimeSpan = 0.04
    static let barrelRelease: TimeSpan = 0.09
    static let barrelStep: TimeSpan = 0.25
    /// A clickpad's button follows its finger frame by a millisecond (a frame of its own).
    static let clickpadButtonDelay: TimeSpan = 0.001
}

/// Where the synthesizer puts a step's fingers and the pen, in points and fractions of a range.
enum SynthesisGeometry {
    /// Between the fingers of a multi-finger tap, side by side to the right of the target.
    static let tapFingerSpacing = 30.0
    /// Between the fingers of a multi-finger swipe, centred on the path.
    static let swipeFingerSpacing = 60.0
    /// The pen's height (0 touching … 1 out of range) while it approaches and leaves a stroke.
    static let penApproachHeight = 0.3
    /// The pen's height during a barrel press.
    static let barrelHeight = 0.5
    /// mm: how high over the glass Apple Pencil is still in hover range, a script's `mm` height
    /// over the pen's whole ABS_DISTANCE range (Apple: hover is detected up to 12 mm above the
    /// display, iPad Pro (M2) and later).
    static let pencilHoverRange = 12.0
}

import InputModel

/// Every timing and distance the interaction machine uses, in one place, each with its unit and
/// source (docs/sources.md; tags: DOC documented, RE decompiled, OBS observed, assumption). All are overridable:
/// `var c = InteractionConstants(); c.longPressDuration = 0.6`.
public struct InteractionConstants: Hashable, Sendable {
    // MARK: Touch
    /// s. Maximum interval between successive taps. RE, UITapRecognizer.
    public var multiTapInterval: TimeSpan = 0.35
    /// pt. Tap allowable movement from the start centroid; also the multi-tap radius. RE.
    public var tapSlop: Double = 45
    /// s. Maximum single-tap duration. RE, maximumSingleTapDuration.
    public var maximumTapDuration: TimeSpan = 0.75
    /// s. UILongPressGestureRecognizer.minimumPressDuration. DOC.
    public var longPressDuration: TimeSpan = 0.5
    /// pt. UILongPressGestureRecognizer.allowableMovement. DOC.
    public var longPressSlop: Double = 10
    /// pt. Pan start hysteresis, subtracted from the translation. RE.
    public var panHysteresis: Double = 10
    /// pt. Pinch begins after this change in finger distance. RE.
    public var pinchHysteresis: Double = 8
    /// degrees. Two fingers' rotation begins once they have turned this far, plus
    /// `rotationHysteresisSpreadGain` × √(min(|Δd| / d₀, 1)) as their distance changes from d₀;
    /// the rotation reported is the turn less it. RE, _UIRotationGestureRecognizerDriver.
    public var rotationHysteresis: Double = 5
    /// degrees. See `rotationHysteresis`. RE, _UIRotationGestureRecognizerDriver.
    public var rotationHysteresisSpreadGain: Double = 5

    // MARK: Context menu and drag
    /// s. Context-menu click-down duration on iPad (touch). RE, _UILongPressClickInteractionDriver.
    public var contextMenuHoldDuration: TimeSpan = 0.325
    /// pt. Context-menu allowable movement (touch). RE.
    public var contextMenuSlop: Double = 10
    /// s. Drag lift delay, touch and pointer. RE, _UIDragInteractionDefaultLiftDelay.
    public var dragLiftDelay: TimeSpan = 0.325
    /// pt. Movement that fails a touch lift before the delay; after the lift, the movement that
    /// begins the drag session (released before it, the lift cancels). RE.
    public var dragLiftSlop: Double = 10
    /// pt. A pointer drag starts as soon as it moves this far; also the pointer lift/menu slop. RE.
    public var pointerDragThreshold: Double = 3
    /// touches. This many active touches cancel a drag start. RE.
    public var dragCancelTouchCount: Int = 3

    // MARK: Spring loading
    /// s. Time in `possible` before `activating`. RE, possibleStateDuration.
    public var springLoadPossibleDuration: TimeSpan = 0.8
    /// s. Time in `activating` before `activated`. RE.
    public var springLoadActivatingDuration: TimeSpan = 0.4
    /// pt/s. Moving at this speed or faster resets spring loading. RE, _UISpringLoadedHysteresisBehavior.
    public var springLoadMaximumSpeed: Double = 20
    /// s. With no touch event for this long (and for 3 of the input's report periods) a drag is
    /// still, speed 0: UIKit samples the velocity on the display link and judges it after ≥ 4
    /// samples (4 frames at 60 Hz), and touch devices send nothing while a finger rests.
    /// RE, _UISpringLoadedHysteresisBehavior.
    public var springLoadStillInterval = TimeSpan(seconds: 4.0 / 60.0)

    // MARK: Autoscroll
    /// pt. Edge hot zone inside a scroll view. RE, _UIAutoScrollAssistant (iPad).
    public var autoscrollEdgeZone: Double = 50
    /// s. Dwell before autoscroll starts. RE.
    public var autoscrollDwell: TimeSpan = 0.75
    /// pt. The dwell tolerates this much movement. RE.
    public var autoscrollDwellSlop: Double = 20
    /// pt. Moving this far after autoscroll started stops it. RE.
    public var autoscrollStopDistance: Double = 40

    // MARK: Pointer
    /// pt. How far a control's pointer hit region extends beyond its frame (magnetism); the
    /// default is `PointerHitRegion.padding` (HIG › Pointing devices).
    public var pointerHitRegionPadding: Double = PointerHitRegion.padding

    // MARK: Keyboard
    /// s. Command held this long shows the shortcut overlay. RE, UIKeyShortcutHUDService.
    public var shortcutOverlayDelay: TimeSpan = 0.9
    /// pt. An arrow key scrolls a scroll view this far (`allowsKeyboardScrolling`). UIKit documents
    /// no distance; WebKit's keyboard scrolling of a UIScrollView on iOS steps a line by 40 pt
    /// (WKKeyboardScrollViewAnimator, `defaultLineScrollHeight`).
    public var keyboardScrollLine: Double = 40
    /// Page Up and Page Down scroll this fraction of the scroll view's height (WebKit's
    /// `defaultPageScrollFraction`, as `keyboardScrollLine`).
    public var keyboardScrollPage: Double = 0.8

    // MARK: Pencil
    /// s. Finger touches on a canvas within this time of pencil contact or hover are palm
    /// rejected. Assumption (iPad behaviour; no constant published).
    public var palmRejectionWindow: TimeSpan = 0.5
    /// Force of an average touch (`UITouch.force` 1.0). HDR.
    public var averageForce: Double = 1.0

    // MARK: System gestures (not published; assumptions)
    /// pt. Bottom-edge swipes must start this close to the screen's bottom edge. Assumption.
    public var bottomEdgeZone: Double = 20
    /// pt. Upward travel that makes a bottom-edge swipe go home. Assumption.
    public var bottomEdgeSwipeDistance: Double = 60
    /// pt. Top-edge swipes (Notification Center, Control Center) start this close to the top.
    /// Assumption, as `bottomEdgeZone`.
    public var topEdgeZone: Double = 20
    /// pt. Downward travel that makes a top-edge swipe open its center. Assumption, as
    /// `bottomEdgeSwipeDistance`.
    public var topEdgeSwipeDistance: Double = 60
    /// pt. A top-edge swipe this close to the right edge opens Control Center; elsewhere,
    /// Notification Center (iPad User Guide: Control Center from the top-right corner,
    /// Notification Center from the top). Assumption: the status bar's right part, its icons.
    public var controlCenterCornerWidth: Double = 160
    /// s. A finger in a system edge's zone reaches the app this long after it landed if its swipe
    /// is still undecided (UIKit holds touches near the screen's edges for a moment; the system
    /// can still take the swipe after). Assumption: no public number; short beside the 0.325 s
    /// of a context menu's hold.
    public var edgeTouchDelay: TimeSpan = 0.1
    /// s. After a first swipe from an edge the app defers, a second swipe from it within this
    /// long is the system's (the system shows its indicator after the first). Assumption.
    public var deferredEdgeRepeatWindow: TimeSpan = 3
    /// pt. Travel of the centroid of three (editing) or four or more (multitasking) fingers that
    /// the system claims as a swipe. Assumption.
    public var multiFingerSwipeDistance: Double = 80
    /// Ratio of finger spread that the system claims as a four/five-finger pinch (home). Assumption.
    public var multiFingerPinchRatio: Double = 0.7
    /// fingers. Touchscreen gestures with this many fingers belong to the system. DOC (iPad gestures).
    public var systemGestureFingers: Int = 4
    /// fingers. Three fingers swiping left undo, right redo: iPadOS's editing gestures. DOC (iPad
    /// User Guide, "Undo and redo").
    public var editingGestureFingers: Int = 3

    public init() {}

    public static let `default` = InteractionConstants()
}

import InputModel

/// Which device a recognized gesture came from (outcome field `input`).
public enum InputKind: String, Sendable {
    case touch, pointer, pencil, keyboard
}

/// Touches are recognized in two independent slots: fingers and Pencil on the touchscreen, and
/// the pointer (mouse or trackpad clicks, `indirectPointer` touches).
enum GestureSlot: Int, Sendable, CaseIterable {
    case direct, pointer
}

/// What a tracked touch is doing.
enum TouchRole: Hashable, Sendable {
    /// Part of its slot's gesture.
    case gesture
    /// Drawing on a canvas (node index).
    case stroke(Int)
    /// A second finger during a drag, possibly tapping an item to add (hit node at touch-down).
    case addTap(Int?)
    /// Palm-rejected, taken by the system, or extra to a gesture that ignores it.
    case ignored
}

struct TrackedTouch: Sendable {
    var id: Int
    var type: TouchType
    var start: Point
    var startT: Double
    var location: Point
    var lastT: Double
    var role: TouchRole
}

/// A single touch deciding between tap, hold (context menu, drag lift, long press) and pan.
struct Press: Sendable {
    var touchId: Int
    var input: InputKind
    var start: Point
    var startT: Double
    var hit: Int?
    /// Nearest interactive element (tap and long-press target).
    var target: Int?
    var liftTarget: Int?
    var menuTarget: Int?
    var scrollTarget: Int?
    var modifiers: KeyModifiers
    var tapCount: Int
    var firstTapLocation: Point
    var extra: Set<Int> = []
    var maxDistance: Double = 0
    var tapFailed = false
    var liftFailed = false
    var menuFailed = false
    var longPressFailed = false
}

/// A hold was recognized (context menu open or long press); waiting for lift or a drag hand-off.
struct Held: Sendable {
    var touchId: Int
    var input: InputKind
    var firedAt: Point
    /// Context menu shown on a draggable element: moving on turns it into a drag.
    var dragCandidate: Int?
}

struct Pan: Sendable {
    var touchId: Int
    var scrollView: Int
    var start: Point
    /// The hysteresis vector removed from the translation.
    var hysteresis: Point
}

struct MultiTouch: Sendable {
    var ids: [Int]
    var element: Int?
    var startDistance: Double
    var pinchBase: Double?
}

/// The explicit state of one gesture slot.
enum GestureState: Sendable {
    case idle
    case press(Press)
    case held(Held)
    case panning(Pan)
    case multi(MultiTouch)
    case dragging(touchId: Int)
    /// Touches of this slot are ignored until they all lift.
    case consumed
}

struct TapRecord: Sendable {
    var input: InputKind
    var endT: Double
    var firstLocation: Point
    var count: Int
}

/// `UISpringLoadedInteractionEffectState`.
public enum SpringLoadState: String, Sendable {
    case inactive, possible, activating, activated
}

struct SpringTrack: Sendable {
    var element: Int
    var state: SpringLoadState
    var since: Double
}

struct AutoscrollTrack: Sendable {
    var scrollView: Int
    var anchor: Point
    var anchorT: Double
    var active: Bool
    var edge: String
}

/// An active drag session (`UIDragSession`).
struct DragSession: Sendable {
    var slot: GestureSlot
    var touchId: Int
    var input: InputKind
    var origin: Int
    var sourceApp: Int
    var items: [String]
    var types: [String]
    var location: Point
    var lastT: Double
    /// Seconds between the last two location updates (the input's report period while moving).
    var lastGap: Double = 0
    var dropTarget: Int?
    var dropAccepted = false
    var spring: SpringTrack?
    var autoscroll: AutoscrollTrack?
}

struct DropRecord: Sendable {
    var target: String
    var items: [String]
    var operation: String
}

struct PointerState: Sendable {
    var location: Point?
    var hovered: Int?
    var snapped: Int?
}


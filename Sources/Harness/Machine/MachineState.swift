import InputModel

extension TouchType {
    /// The slot whose gesture a touch of this type joins.
    var gestureSlot: GestureSlot { self == .indirectPointer ? .pointer : .direct }

    /// The input a gesture by a touch of this type reports.
    var inputKind: InputKind {
        switch self {
        case .direct: return .touch
        case .pencil: return .pencil
        case .indirectPointer: return .pointer
        }
    }
}

/// Touches are recognized in two independent slots: fingers and Pencil on the touchscreen, and
/// the pointer (mouse or trackpad clicks, `indirectPointer` touches).
enum GestureSlot: Int, Sendable, CaseIterable {
    case direct, pointer
}

/// A single touch deciding between tap, hold (context menu, drag lift, long press) and pan.
struct Press: Sendable {
    var touchId: Int
    var input: InputKind
    var start: Point
    var startT: Timestamp
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
    /// What the press can no longer become: moving past a slop, or another finger joining,
    /// rules an outcome out for good.
    var ruledOut: Outcomes = []

    /// What a press may end as.
    struct Outcomes: OptionSet, Sendable {
        let rawValue: UInt8
        static let tap = Outcomes(rawValue: 1 << 0)
        static let lift = Outcomes(rawValue: 1 << 1)
        static let contextMenu = Outcomes(rawValue: 1 << 2)
        static let longPress = Outcomes(rawValue: 1 << 3)
    }

    /// Whether the press may still end as `o`.
    @inline(__always)
    func mayBecome(_ o: Outcomes) -> Bool { !ruledOut.contains(o) }
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
    /// The scroll view the fingers are on (one with somewhere to scroll): two fingers' centroid
    /// pans it, as a scroll view's pan takes any number of touches (more are the system's).
    var scrollView: Int? = nil
    /// Where the fingers' centroid began.
    var startCentroid: Point = .zero
    /// The pan of the centroid, once it moved past `panHysteresis`; ended when a finger lifts.
    var pan: Pan? = nil
    /// The two-finger pan or pinch ended (one of its fingers lifted, or a third landed): neither
    /// begins again until every finger lifts.
    var twoFingerGesturesOver = false

    /// Where the fingers are, on average: what their pan follows.
    func centroid(_ touches: LiveTouches) -> Point { ids.compactMap { touches[$0]?.location }.centroid }
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
    var endT: Timestamp
    var firstLocation: Point
    var count: Int
}


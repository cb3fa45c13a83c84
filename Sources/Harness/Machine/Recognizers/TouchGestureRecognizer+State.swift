import InputModel

// The touch gestures' states (`TouchGestureRecognizer`): one `GestureState` per slot, stored by
// `GestureSlots`, and what a press, a hold, a pan and a pinch carry.

/// The explicit state of one gesture slot (docs/interaction-machine.md, "Touches: press, hold,
/// pan").
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

/// A single touch deciding between tap, hold (context menu, drag lift, long press) and pan.
struct Press: Sendable {
    var touchId: Int
    var input: InputKind
    var start: ScreenPoint
    var startT: Timestamp
    var hit: Int?
    /// Nearest interactive element (tap and long-press target).
    var target: Int?
    var liftTarget: Int?
    var menuTarget: Int?
    /// The scroll views its pan can move, by axis: a pan begins along the axis it moved most.
    var scrollTargets: ScrollTargets
    var modifiers: KeyModifiers
    var tapCount: Int
    var firstTapLocation: ScreenPoint
    /// The fingers that joined it, in the order they landed (the pair a pinch measures is the
    /// first two down: no order that a hash seed could change).
    var extra: [Int] = []
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
    var firedAt: ScreenPoint
    /// Context menu shown on a draggable element: moving on turns it into a drag.
    var dragCandidate: Int?
}

struct Pan: Hashable, Sendable {
    var touchId: Int
    var scrollView: Int
    var start: ScreenPoint
    /// The hysteresis vector removed from the translation.
    var hysteresis: ScreenPoint

    /// The pan that begins as a touch (or the fingers' centre) moves from `start` to `p`: once
    /// past `h` along an axis one of `targets` scrolls (the one along the larger component), with
    /// the hysteresis taken off along the direction moved; nil before. A press's, two fingers'
    /// and a finger beside a drag's pans all begin so.
    static func beginning(touchId: Int, from start: ScreenPoint, to p: ScreenPoint, in targets: ScrollTargets, hysteresis h: Double) -> Pan? {
        let v = p - start
        let dist = p.distance(to: start)
        guard dist > h, let scroll = targets.along(v) else { return nil }
        return Pan(touchId: touchId, scrollView: scroll, start: start, hysteresis: ScreenPoint(x: v.x / dist * h, y: v.y / dist * h))
    }
}

struct MultiTouch: Sendable {
    var ids: [Int]
    var element: Int?
    var startDistance: Double
    /// The finger distance the scale is measured from, once the fingers spread or closed past
    /// `pinchHysteresis` (UIPinchGestureRecognizer began); nil before.
    var pinchBase: Double?
    /// The pinch's last reported scale: what it ends with. A pinch lasts until both its fingers
    /// have lifted (UIPinchGestureRecognizer: "The gesture ends when both fingers lift from the
    /// view"); with one lifted it holds this scale.
    var pinchScale: Double = 1
    /// The direction from the first finger to the second at the last move, radians, clockwise
    /// on screen.
    var lastAngle: Double = 0
    /// How far the two fingers have turned since they landed, radians, clockwise, unwrapped: a
    /// turn past half a circle goes on counting (UIRotationGestureRecognizer's rotation count).
    var turned: Double = 0
    /// The part of `turned` the rotation's hysteresis took, once the fingers turned past it
    /// (UIRotationGestureRecognizer began); nil before.
    var rotationOffset: Double?
    /// The rotation: the turn less the hysteresis once UIRotationGestureRecognizer began, else 0.
    /// The turn changes only while both fingers are down and the transform reports each change,
    /// so this is also the rotation last reported, what the pinch ends with.
    var rotation: Double { rotationOffset.map { turned - $0 } ?? 0 }

    /// The two-finger transform has begun: UIPinchGestureRecognizer or UIRotationGestureRecognizer
    /// recognized, whichever came first. Its outcome is the pinch, carrying scale and rotation.
    var transforming: Bool { pinchBase != nil || rotationOffset != nil }

    /// The transform's outcome when the system or a third finger cancels it: scale 1, rotation 0.
    func cancelledTransform(at t: Timestamp, _ world: MachineWorld) -> Outcome {
        world.outcome(t, element, .pinch(scale: 1, phase: .cancelled, input: .touch, rotation: 0))
    }

    /// The transform is over: neither recognizer has begun.
    mutating func endTransform() {
        pinchBase = nil
        rotationOffset = nil
    }
    /// The scroll views around the fingers, by axis: two fingers' centroid pans the one along its
    /// movement, as a scroll view's pan takes any number of touches (more are the system's).
    var scrollTargets = ScrollTargets()
    /// Where the fingers' centroid began.
    var startCentroid: ScreenPoint = .zero
    /// The pan of the centroid, once it moved past `panHysteresis`; a finger lifting leaves it
    /// to the fingers left, and it ends as the last lifts (or is cancelled with a finger).
    var pan: Pan? = nil
    /// The two-finger gestures are over (one of the fingers lifted, or a third landed): the pan
    /// has ended, a pinch holds its scale or was cancelled, and neither begins again until every
    /// finger lifts.
    var twoFingerGesturesOver = false

    /// Where the fingers are, on average: what their pan follows.
    func centroid(_ touches: LiveTouches) -> ScreenPoint { ids.compactMap { touches[$0]?.location }.centroid }
}

struct TapRecord: Sendable {
    var input: InputKind
    var endT: Timestamp
    var firstLocation: ScreenPoint
    var count: Int
}

/// The distances (pt) past which a moving press gives something up or starts a drag or a pan:
/// the `InteractionConstants` `Press.moved` reads. Why: passing the constants copied all of
/// them (256 bytes) on every touch move.
struct PressSlops {
    var pointerDrag, dragLift, contextMenu, longPress, panHysteresis: Double

    init(_ c: InteractionConstants) {
        pointerDrag = c.pointerDragThreshold
        dragLift = c.dragLiftSlop
        contextMenu = c.contextMenuSlop
        longPress = c.longPressSlop
        panHysteresis = c.panHysteresis
    }
}

/// What a press becomes when its touch moves (`Press.moved`).
enum PressMove {
    /// Still a press.
    case stays
    /// A pointer press on a draggable element went past the drag threshold: the drag lifts now.
    case drag(origin: Int)
    /// A finger press, or a pointer press off any draggable item, in a scroll view went past the
    /// pan hysteresis: the pan begins.
    case pan(Pan)
}

extension Press {
    /// The press's touch moved to `p`: what it has ruled out by moving so far (hold, lift,
    /// menu), and whether a pointer drag or a pan starts.
    @inline(__always)
    mutating func moved(to p: ScreenPoint, _ c: PressSlops) -> PressMove {
        let dist = p.distance(to: start)
        // The tap reads the farthest the touch went at its lift (`maxDistance` against `tapSlop`).
        maxDistance = max(maxDistance, dist)
        if input == .pointer {
            if let lift = liftTarget, mayBecome(.lift), dist >= c.pointerDrag { return .drag(origin: lift) }
            if dist > c.pointerDrag { ruledOut.formUnion([.contextMenu, .lift]) }
            if dist > c.longPress { ruledOut.insert(.longPress) }
            // A click-drag pans the scroll view under the pointer: UIScrollView's pan recognizer
            // takes every touch type (UIGestureRecognizer.allowedTouchTypes, UIKit docs).
            if let pan = Pan.beginning(touchId: touchId, from: start, to: p, in: scrollTargets, hysteresis: c.panHysteresis) { return .pan(pan) }
            return .stays
        }
        if dist > c.dragLift { ruledOut.insert(.lift) }
        if dist > c.contextMenu { ruledOut.insert(.contextMenu) }
        if dist > c.longPress { ruledOut.insert(.longPress) }
        if extra.isEmpty, let pan = Pan.beginning(touchId: touchId, from: start, to: p, in: scrollTargets, hysteresis: c.panHysteresis) {
            return .pan(pan)
        }
        return .stays
    }
}

/// The case of a `GestureState`, without its payload.
enum GestureKind: Sendable {
    case idle, press, held, panning, multi, dragging, consumed

    init(_ state: GestureState) {
        switch state {
        case .idle: self = .idle
        case .press: self = .press
        case .held: self = .held
        case .panning: self = .panning
        case .multi: self = .multi
        case .dragging: self = .dragging
        case .consumed: self = .consumed
        }
    }
}

/// What of a press decides when its hold fires (`TouchGestureRecognizer`, `holdDue`), without the
/// constants: the press's start, its touch count and which holds are still possible.
struct PressHold: Sendable {
    var startT: Timestamp
    /// The press's touch and the extra touches that joined it.
    var touchCount: Int
    /// A context menu target the press has not moved too far for.
    var menu: Bool
    /// A drag-lift target the press has not moved too far for.
    var lift: Bool
    /// A press alone on an interactive target, still within the long-press slop: a finger's, a
    /// pencil's or a click's (a click is an `indirectPointer` touch from press to release, and
    /// gesture recognizers take every touch type: `UIGestureRecognizer.allowedTouchTypes`).
    var longPress: Bool

    @inline(__always)
    init(_ pr: Press) {
        startT = pr.startT
        touchCount = pr.extra.count + 1
        menu = pr.menuTarget != nil && pr.mayBecome(.contextMenu)
        lift = pr.liftTarget != nil && pr.mayBecome(.lift)
        longPress = pr.extra.isEmpty && pr.target != nil && pr.mayBecome(.longPress)
    }

    /// When the hold fires under `c`: the context menu, else the drag lift, else the long press;
    /// nil when none can (too many touches cancel a drag start, and the holds with it).
    func deadline(_ c: InteractionConstants) -> Timestamp? {
        if touchCount >= c.dragCancelTouchCount { return nil }
        if menu { return startT + c.contextMenuHoldDuration }
        if lift { return startT + c.dragLiftDelay }
        if longPress { return startT + c.longPressDuration }
        return nil
    }
}

import InputModel

/// The state of both gesture slots, by `GestureSlot`. Each slot's state is
/// stored split: its case (`GestureKind`, a plain value), its press when it presses, and its
/// other states. The per-event paths read the case and the press in place, never the whole
/// state: whether a slot is idle, when its press fires its hold (`hold`), and a move updates
/// the press in place (`movePress`).
///
/// Why: reading a slot's `GestureState` copies it (176 bytes, a retain and a release through
/// its value witnesses), and a store copies it back. `nextTimer` runs on every event and needs
/// the hold deadlines, and a touch move would copy its press out and store it back
/// (Benchmarks/notes.md, "Hot paths"). Pointer moves only ask whether the pointer slot is idle. The deadline
/// itself is computed from the current `constants` when asked, so it follows constants changed
/// mid-press.
struct GestureSlots: Sendable {
    /// Each slot's state when it is not pressing (`.idle`, unused, while it presses).
    private var direct: GestureState = .idle
    private var pointer: GestureState = .idle
    /// Each slot's press, meaningful while the slot presses (`kinds`), `Press.unused` otherwise.
    /// Not optionals: reading or updating an optional's payload copies it, through the generic
    /// value witnesses (Benchmarks/notes.md, "Hot paths").
    private var directPress = Press.unused
    private var pointerPress = Press.unused
    private var kinds: (direct: GestureKind, pointer: GestureKind) = (.idle, .idle)

    subscript(_ slot: GestureSlot) -> GestureState {
        get {
            switch slot {
            case .direct: return kinds.direct == .press ? .press(directPress) : direct
            case .pointer: return kinds.pointer == .press ? .press(pointerPress) : pointer
            }
        }
        set {
            let kind = GestureKind(newValue)
            switch slot {
            case .direct:
                if case let .press(p) = newValue {
                    directPress = p
                    direct = .idle
                } else {
                    if kinds.direct == .press { directPress = .unused }
                    direct = newValue
                }
                kinds.direct = kind
            case .pointer:
                if case let .press(p) = newValue {
                    pointerPress = p
                    pointer = .idle
                } else {
                    if kinds.pointer == .press { pointerPress = .unused }
                    pointer = newValue
                }
                kinds.pointer = kind
            }
        }
    }

    /// Which case the slot's state is in, without copying the state.
    func kind(_ slot: GestureSlot) -> GestureKind { slot == .direct ? kinds.direct : kinds.pointer }

    /// Whether either slot presses (so a hold may be pending).
    var pressing: Bool { kinds.direct == .press || kinds.pointer == .press }

    /// What decides when the slot's press fires its hold, read from the press in place; nil
    /// when the slot is not pressing.
    @inline(__always)
    func hold(_ slot: GestureSlot) -> PressHold? {
        if slot == .direct { return kinds.direct == .press ? PressHold(directPress) : nil }
        return kinds.pointer == .press ? PressHold(pointerPress) : nil
    }

    /// Moves the slot's press in place when its touch `touchId` moved to `p` (`Press.moved`):
    /// what the press becomes; nil when the slot is not pressing with that touch.
    @inline(__always)
    mutating func movePress(_ slot: GestureSlot, touchId: Int, to p: Point, _ c: PressSlops) -> PressMove? {
        if slot == .direct {
            guard kinds.direct == .press, directPress.touchId == touchId else { return nil }
            return directPress.moved(to: p, c)
        }
        guard kinds.pointer == .press, pointerPress.touchId == touchId else { return nil }
        return pointerPress.moved(to: p, c)
    }
}

/// The distances (pt) past which a moving press gives something up or starts a drag or a pan:
/// the `InteractionConstants` `Press.moved` reads. Why: passing the constants copied all of
/// them (256 bytes) on every touch move.
struct PressSlops {
    var tap, pointerDrag, dragLift, contextMenu, longPress, panHysteresis: Double

    init(_ c: InteractionConstants) {
        tap = c.tapSlop
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
    /// The press a slot that is not pressing keeps in its place (`GestureSlots`).
    static let unused = Press(touchId: -1, input: .touch, start: .zero, startT: 0, hit: nil, target: nil, liftTarget: nil,
                              menuTarget: nil, scrollTarget: nil, modifiers: [], tapCount: 0, firstTapLocation: .zero)

    /// The press's touch moved to `p`: what it has ruled out by moving so far (tap, hold, lift,
    /// menu), and whether a pointer drag or a pan starts.
    @inline(__always)
    mutating func moved(to p: Point, _ c: PressSlops) -> PressMove {
        let dist = p.distance(to: start)
        maxDistance = max(maxDistance, dist)
        if dist > c.tap { ruledOut.insert(.tap) }
        if input == .pointer {
            if let lift = liftTarget, mayBecome(.lift), dist >= c.pointerDrag { return .drag(origin: lift) }
            if dist > c.pointerDrag { ruledOut.formUnion([.contextMenu, .lift]) }
            if dist > c.longPress { ruledOut.insert(.longPress) }
            // A click-drag pans the scroll view under the pointer: UIScrollView's pan recognizer
            // takes every touch type (UIGestureRecognizer.allowedTouchTypes, UIKit docs).
            if let scroll = scrollTarget, dist > c.panHysteresis { return .pan(pan(to: p, scroll, dist, c)) }
            return .stays
        }
        if dist > c.dragLift { ruledOut.insert(.lift) }
        if dist > c.contextMenu { ruledOut.insert(.contextMenu) }
        if dist > c.longPress { ruledOut.insert(.longPress) }
        if let scroll = scrollTarget, extra.isEmpty, dist > c.panHysteresis { return .pan(pan(to: p, scroll, dist, c)) }
        return .stays
    }

    /// The pan of `scroll` that begins with the touch at `p`, `dist` from the start: the
    /// hysteresis is taken off along the direction moved.
    private func pan(to p: Point, _ scroll: Int, _ dist: Double, _ c: PressSlops) -> Pan {
        let v = p - start
        let h = Point(x: v.x / dist * c.panHysteresis, y: v.y / dist * c.panHysteresis)
        return Pan(touchId: touchId, scrollView: scroll, start: start, hysteresis: h)
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

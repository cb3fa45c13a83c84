/// The state of both gesture slots, indexed by `GestureSlot.rawValue`, with what the per-event
/// paths ask of them kept beside as plain values, derived from the state on every store: when
/// each slot's press fires its hold (`PressHold`) and which case each slot is in (`GestureKind`).
///
/// Why: reading a slot's `GestureState` copies it (176 bytes, a retain and a release through
/// its value witnesses). `nextTimer` runs on every event and needs the hold deadlines: they were
/// kept in step by a `didSet` on a `[GestureState]` that re-read both slots on every store, 640
/// instructions a store, and a touch move stores its press (40 % of `touchMoved`, callgrind,
/// replay benchmark). Pointer moves only ask whether the pointer slot is idle. The deadline
/// itself is computed from the current `constants` when asked, so it follows constants changed
/// mid-press.
struct GestureSlots: Sendable {
    private var direct: GestureState = .idle
    private var pointer: GestureState = .idle
    private(set) var holds: (direct: PressHold?, pointer: PressHold?) = (nil, nil)
    private var kinds: (direct: GestureKind, pointer: GestureKind) = (.idle, .idle)

    subscript(_ slot: Int) -> GestureState {
        get { slot == GestureSlot.direct.rawValue ? direct : pointer }
        set {
            let hold: PressHold?
            if case let .press(p) = newValue { hold = PressHold(p) } else { hold = nil }
            let kind = GestureKind(newValue)
            if slot == GestureSlot.direct.rawValue {
                direct = newValue
                holds.direct = hold
                kinds.direct = kind
            } else {
                precondition(slot == GestureSlot.pointer.rawValue, "gesture slot \(slot)")
                pointer = newValue
                holds.pointer = hold
                kinds.pointer = kind
            }
        }
    }

    /// Which case the slot's state is in, without copying the state.
    func kind(_ slot: GestureSlot) -> GestureKind { slot == .direct ? kinds.direct : kinds.pointer }
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

/// What of a press decides when its hold fires (`InteractionMachine.firePress`), without the
/// constants: the press's start, its touch count and which holds are still possible.
struct PressHold: Sendable {
    var startT: Double
    /// The press's touch and the extra touches that joined it.
    var touchCount: Int
    /// A context menu target the press has not moved too far for.
    var menu: Bool
    /// A drag-lift target the press has not moved too far for.
    var lift: Bool
    /// A finger or pencil press alone on an interactive target, still within the long-press slop.
    var longPress: Bool

    init(_ pr: Press) {
        startT = pr.startT
        touchCount = pr.extra.count + 1
        menu = pr.menuTarget != nil && !pr.menuFailed
        lift = pr.liftTarget != nil && !pr.liftFailed
        longPress = pr.input != .pointer && pr.extra.isEmpty && pr.target != nil && !pr.longPressFailed
    }

    /// When the hold fires under `c`: the context menu, else the drag lift, else the long press;
    /// nil when none can (too many touches cancel a drag start, and the holds with it).
    func deadline(_ c: InteractionConstants) -> Double? {
        if touchCount >= c.dragCancelTouchCount { return nil }
        if menu { return startT + c.contextMenuHoldDuration }
        if lift { return startT + c.dragLiftDelay }
        if longPress { return startT + c.longPressDuration }
        return nil
    }
}

import InputModel

/// The state of both gesture slots, by `GestureSlot`: `state(_:)` reads one, `enter(_:in:)`
/// changes it, `modifyPress(_:_:)` changes a press in place. Each slot's state is stored split:
/// its case (`GestureKind`, a plain value), its press when it presses, and its other states.
/// The per-event paths read the case and the press in place, never the whole state: whether a
/// slot is idle, when its press fires its hold (`hold`), and a move updates the press in place.
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
    /// Each slot's press, read only while the slot presses (`kinds`); what is left of its last
    /// press otherwise. Not optionals: reading or updating an optional's payload copies it,
    /// through the generic value witnesses (Benchmarks/notes.md, "Hot paths").
    private var directPress = GestureSlots.vacant
    private var pointerPress = GestureSlots.vacant
    private var kinds: (direct: GestureKind, pointer: GestureKind) = (.idle, .idle)

    /// What a press field holds before the slot's first press; never read (a slot reads its
    /// press only while it presses).
    private static let vacant = Press(touchId: 0, input: .touch, start: .zero, startT: .zero, hit: nil, target: nil, liftTarget: nil,
                                      menuTarget: nil, scrollTargets: ScrollTargets(), modifiers: [], tapCount: 1, firstTapLocation: .zero)

    /// The slot's state (a copy: the per-event paths ask `kind`, `hold` and `modifyPress`).
    func state(_ slot: GestureSlot) -> GestureState {
        switch slot {
        case .direct: return kinds.direct == .press ? .press(directPress) : direct
        case .pointer: return kinds.pointer == .press ? .press(pointerPress) : pointer
        }
    }

    /// The slot enters `state`.
    mutating func enter(_ state: GestureState, in slot: GestureSlot) {
        let kind = GestureKind(state)
        switch (slot, state) {
        case let (.direct, .press(p)):
            directPress = p
            direct = .idle
        case (.direct, _):
            direct = state
        case let (.pointer, .press(p)):
            pointerPress = p
            pointer = .idle
        case (.pointer, _):
            pointer = state
        }
        if slot == .direct { kinds.direct = kind } else { kinds.pointer = kind }
    }

    /// Changes the slot's press in place (`body`'s answer); nil, and nothing changed, when the
    /// slot is not pressing.
    @inline(__always)
    mutating func modifyPress<R>(_ slot: GestureSlot, _ body: (inout Press) -> R) -> R? {
        if slot == .direct { return kinds.direct == .press ? body(&directPress) : nil }
        return kinds.pointer == .press ? body(&pointerPress) : nil
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
}

import InputModel

/// The reference iPadOS interaction state machine: a deterministic fold of the unified stream
/// over a scene in an environment. Timers fire from event time only (`advance(to:)`), never the
/// wall clock, so the same stream always yields the same outcomes.
public struct InteractionMachine: Sendable {
    /// What the recognizers share: the scene, its layout, the constants and the reserved
    /// shortcuts (`context.world`), the keys held, the touches and their roles, the selection,
    /// and the outcomes of the event being applied.
    var context: RecognizerContext
    public var scene: Scene { context.world.scene }
    public var environment: HarnessEnvironment { context.world.environment }
    public var constants: InteractionConstants {
        get { context.world.constants }
        set { context.world.constants = newValue }
    }
    public var systemShortcuts: SystemShortcuts {
        get { context.world.systemShortcuts }
        set { context.world.systemShortcuts = newValue }
    }
    public var layout: ResolvedScene { context.world.layout }
    /// Event time of the last event or advance.
    public private(set) var now: Timestamp?

    /// Each touch's role: where its moves and its lift go.
    var router = TouchRouter()
    /// The touch gestures of both slots (press, hold, pan, pinch).
    var gestures = TouchGestureRecognizer()
    var drag = DragRecognizer()
    var pointer = PointerRecognizer()
    var pencil = PencilRecognizer()
    var keyboard: KeyboardRecognizer
    var system = SystemGestureRecognizer()
    /// A scroll view coasting after a finger's fling.
    var fling = TouchFling()
    /// The context menu on screen, if one is.
    var menu = ContextMenuPresentation()

    public init(scene: Scene, environment: HarnessEnvironment = HarnessEnvironment(),
                constants: InteractionConstants = .default, systemShortcuts: SystemShortcuts = .default) {
        self.init(scene: scene, environment: environment, layout: ResolvedScene(scene: scene, environment: environment),
                  constants: constants, systemShortcuts: systemShortcuts)
    }

    /// A machine over a layout already resolved for this scene, in an environment that may differ
    /// from `environment` in its user settings only: no layout reads them (the conformance probes
    /// run hundreds of machines per environment, each resolving the layout again otherwise;
    /// Benchmarks/notes.md, "Hot paths").
    init(scene: Scene, environment: HarnessEnvironment, layout: ResolvedScene,
         constants: InteractionConstants = .default, systemShortcuts: SystemShortcuts = .default) {
        assert(layout.environment.screen == environment.screen && layout.environment.multitasking == environment.multitasking,
               "a layout resolved for another window")
        keyboard = KeyboardRecognizer(hardware: environment.settings.hardwareKeyboardAttached)
        let world = MachineWorld(scene: scene, environment: environment, constants: constants, systemShortcuts: systemShortcuts, layout: layout)
        context = RecognizerContext(world: world, keys: keyboard.held)
    }

    // MARK: Observable state

    public var isDragging: Bool { drag.owner != nil }
    /// The items of every drag session in flight, first lifted first.
    public var dragItems: [String] { drag.sessions.flatMap(\.items) }
    public var selection: [String] { context.selection.items }
    public var focusedElement: String? { keyboard.focus.item.map { context.world.layout.id($0) } }
    public var focusedGroup: String? { keyboard.focus.group }
    public var hardwareKeyboardConnected: Bool { keyboard.hardware }
    public var isShortcutOverlayShown: Bool { keyboard.overlay == .shown }
    /// The element whose context menu is shown, if one is.
    public var shownContextMenu: String? {
        if case let .shown(element) = menu.state { return context.world.layout.id(element) }
        return nil
    }

    // MARK: Tracing

    /// Whether each recognizer's transitions are recorded (`takeTransitions()`), as libinput's
    /// debug log records its tap state machine's: off by default, and then nothing is recorded.
    public var tracesTransitions: Bool {
        get { context.trace.isRecording }
        set { context.trace.isRecording = newValue }
    }

    /// The transitions recorded since tracing began or they were last taken, in order.
    public mutating func takeTransitions() -> [TransitionRecord] {
        let records = context.trace.records
        context.trace.records = []
        return records
    }

    // MARK: The fold

    /// Fires due timers, then applies the event. Returns the outcomes in order.
    public mutating func apply(_ event: UnifiedEvent) -> [Outcome] {
        var outcomes: [Outcome] = []
        apply(event, into: &outcomes)
        return outcomes
    }

    /// Fires due timers, then applies the event, appending the outcomes in order to `outcomes`
    /// (what `apply(_:)` returns, without a fresh array per event: a caller that reuses one
    /// buffer allocates nothing for the many events that say nothing).
    public mutating func apply(_ event: UnifiedEvent, into outcomes: inout [Outcome]) {
        // The recognizers append to `context.outcomes`; lend it the caller's buffer for the
        // duration of the event.
        swap(&context.outcomes, &outcomes)
        defer { swap(&context.outcomes, &outcomes) }
        fireTimers(upTo: event.t)
        let t = max(event.t, now ?? event.t)
        now = t
        switch event.payload {
        case let .touch(touch): handleTouch(touch, at: t)
        case let .hover(hover): handleHover(hover, at: t)
        case let .scroll(scroll): pointer.step(.scroll(scroll), at: t, &context)
        case let .transform(transform): pointer.step(.transform(transform), at: t, &context)
        case let .key(key): applyKeyboard(.key(key), at: t)
        case let .pencil(p): pencil.step(.interaction(p), at: t, &context)
        case let .device(d): applyKeyboard(.device(d, device: event.device), at: t)
        case .resync: cancelAllTouches(at: t)
        case let .systemGesture(g): applySystem(.stream(g), at: t)
        }
    }

    /// Fires every timer due at or before `t` (long press, lift, spring loading, autoscroll,
    /// the Command-hold overlay).
    public mutating func advance(to t: Timestamp) -> [Outcome] {
        var outcomes: [Outcome] = []
        advance(to: t, into: &outcomes)
        return outcomes
    }

    /// `advance(to:)`, appending the outcomes to `outcomes`.
    public mutating func advance(to t: Timestamp, into outcomes: inout [Outcome]) {
        swap(&context.outcomes, &outcomes)
        defer { swap(&context.outcomes, &outcomes) }
        fireTimers(upTo: t)
        if now.map({ t > $0 }) ?? true { now = t }
    }

    /// Time goes on without input (the stream has ended): fires every pending timer in order
    /// (a long press, a drag's lift, spring loading, autoscroll, the Command-hold overlay) until
    /// none is pending, for at most `NormalizationPipeline.settleLimit` past `now`. `now` is
    /// then the last timer's time.
    public mutating func settle(into outcomes: inout [Outcome]) {
        guard let start = now else { return }
        let limit = start + NormalizationPipeline.settleLimit
        while let due = nextTimerDue(), due <= limit {
            advance(to: due, into: &outcomes)
            if nextTimerDue() == due { return }  // a timer that does not move on
        }
    }

    /// Applies every event, then advances to `end` when given.
    public mutating func run<S: Sequence>(_ events: S, until end: Timestamp? = nil) -> [Outcome]
    where S.Element == UnifiedEvent {
        var all: [Outcome] = []
        for e in events { apply(e, into: &all) }
        if let end { advance(to: end, into: &all) }
        return all
    }

    /// Re-lays the scene out for another environment; active gestures are cancelled.
    public mutating func setEnvironment(_ env: HarnessEnvironment) -> [Outcome] {
        var outcomes: [Outcome] = []
        swap(&context.outcomes, &outcomes)
        defer { swap(&context.outcomes, &outcomes) }
        let t = now ?? .zero
        if now != nil {
            cancelAllTouches(at: t)
            menu.step(.dismiss(.relayout), at: t, &context)
        }
        context.world.relayout(in: env)
        pointer.step(.layoutChanged, at: t, &context)
        pencil.step(.layoutChanged, at: t, &context)
        keyboard.step(.layoutChanged, at: t, &context)
        context.selection.layoutChanged()
        return context.outcomes
    }

    // MARK: Arbitration

    /// The keyboard's turn; a Command-Z it did not give to a shortcut undoes the last drop, a
    /// Shift-Command-Z redoes it.
    mutating func applyKeyboard(_ input: KeyboardRecognizer.Input, at t: Timestamp) {
        if case let .key(k) = input, k.phase == .down, drag.owner != nil, KeyboardRecognizer.isCancel(usage: k.usage, modifiers: k.modifiers) {
            // Escape or Command-period cancels the drags in flight and goes no further; the
            // fingers or button that dragged do nothing more until they lift.
            let owners = drag.owners
            drag.step(.cancelAll, at: t, &context)
            for owner in owners {
                applyTouchGesture(.dragEnded(owner.slot, touchId: owner.touchId), at: t)
                router.step(.ignore(id: owner.touchId), at: t, &context)
            }
            return
        }
        if case let .key(k) = input, k.phase == .down, menu.isShown, KeyboardRecognizer.isCancel(usage: k.usage, modifiers: k.modifiers) {
            // Escape or Command-period dismisses the shown menu and goes no further (HIG › Keyboards).
            menu.step(.dismiss(.cancelKey), at: t, &context)
            return
        }
        let held = context.keys.modifiers
        if case let .edit(command)? = keyboard.step(input, at: t, &context) {
            drag.step(.edit(command), at: t, &context)
        }
        if drag.owner != nil, context.keys.modifiers != held { drag.step(.modifiersChanged, at: t, &context) }
    }

    /// A press lifted `origin`: the drag session begins and owns the press's touch; its slot
    /// takes no other gesture until the drag ends.
    mutating func startDrag(origin: Int, slot: GestureSlot, touchId: Int, input: InputKind, at p: ScreenPoint, time t: Timestamp) {
        drag.step(.lift(origin: origin, slot: slot, touchId: touchId, input: input, at: p), at: t, &context)
        applyTouchGesture(.dragBegan(slot, touchId: touchId), at: t)
    }

    /// The system gestures' turn; when the system takes the touches, every app gesture is
    /// cancelled and the fingers stay tracked until they lift.
    mutating func applySystem(_ input: SystemGestureRecognizer.Input, at t: Timestamp) {
        switch system.step(input, at: t, &context) {
        case .cancelAppTouches?:
            cancelAllTouches(at: t, keepTracking: true)
            menu.step(.dismiss(.system), at: t, &context)
        case let .edit(command)?:
            cancelAllTouches(at: t, keepTracking: true)
            menu.step(.dismiss(.system), at: t, &context)
            drag.step(.edit(command), at: t, &context)
        case let .releaseToApp(id)?:
            releaseHeldTouch(id, at: t)
        case nil:
            break
        }
    }

    // MARK: Timers

    enum Timer {
        case press(GestureSlot)
        case spring
        case autoscroll
        case overlay
        /// A finger held in a system edge's zone reaches the app (`SystemGestureRecognizer.releaseDue`).
        case edgeRelease
        /// A flung scroll view's next coasting tick (`TouchFling`).
        case fling
        /// A finger held beside a drag lifts a second session (`TouchRouter.besideDragHold`).
        case besideDragHold
    }

    // Inlined: called from the mutating `fireTimers` on every event, a call copies the whole
    // machine (1 240 bytes) to lend it to this method (Benchmarks/notes.md, "Hot paths"). `mutating`, though it
    // changes nothing, to call `dragTimers`.
    @inline(__always)
    mutating func nextTimer() -> (Timestamp, Timer)? {
        var best: (Timestamp, Timer)?
        func consider(_ t: Timestamp?, _ timer: Timer) {
            guard let t else { return }
            if best == nil || t < best!.0 { best = (t, timer) }
        }
        // From the press's hold, not the press: `nextTimer` runs on every event, and reading a
        // slot's `GestureState` copies it (176 bytes); see `GestureSlots`.
        consider(gestures.holdDeadline(.direct, context.world.constants), .press(.direct))
        consider(gestures.holdDeadline(.pointer, context.world.constants), .press(.pointer))
        // Only during a drag: binding `drag` on every event copied the session (184 bytes).
        if drag.owner != nil {
            let d = dragTimers()
            consider(d.spring, .spring)
            consider(d.autoscroll, .autoscroll)
            consider(besideDragHold()?.due, .besideDragHold)
        }
        consider(keyboard.overlayDue, .overlay)
        consider(system.releaseDue(context.world.constants), .edgeRelease)
        consider(fling.nextTick, .fling)
        return best
    }

    /// The drag's pending timers (`DragRecognizer.timers`). Not inlined, and `mutating` to
    /// borrow the machine in place: inlined into `nextTimer`, copies of the session (184 bytes)
    /// and of the constants (256 bytes) were made on every event with any timer pending.
    @inline(never)
    mutating func dragTimers() -> (spring: Timestamp?, autoscroll: Timestamp?) {
        drag.timers(context.world.constants)
    }

    /// The finger beside a drag whose hold lifts a second session first (`TouchRouter.besideDragHold`).
    @inline(never)
    mutating func besideDragHold() -> (id: Int, item: Int, due: Timestamp)? {
        TouchRouter.besideDragHold(context.touches, drag.sessions, context.world)
    }

    /// When the earliest pending timer is due (a hold, a spring load, an autoscroll, the
    /// shortcut overlay): a live capture sleeps until then.
    public mutating func nextTimerDue() -> Timestamp? {
        mayHaveTimers ? nextTimer()?.0 : nil
    }

    /// Whether any timer may be pending: a press that may hold, a drag, the overlay scheduled.
    var mayHaveTimers: Bool {
        if gestures.pressing || drag.owner != nil { return true }
        return keyboard.overlayDue != nil || system.holdsATouch || fling.nextTick != nil
    }

    mutating func fireTimers(upTo t: Timestamp) {
        // Most events find none: return before `nextTimer` loads all it weighs (Benchmarks/notes.md, "Hot paths").
        guard mayHaveTimers else { return }
        var guardCount = 0
        while let (due, timer) = nextTimer(), due <= t {
            guardCount += 1
            if guardCount > 10_000 { break }
            switch timer {
            case let .press(slot): applyTouchGesture(.holdDue(slot), at: due)
            case .spring: drag.step(.springDue, at: due, &context)
            case .autoscroll: drag.step(.autoscrollDue, at: due, &context)
            case .overlay: applyKeyboard(.overlayDue, at: due)
            case .edgeRelease: applySystem(.releaseDue, at: due)
            case .fling:
                fling.step(.tickDue, at: due, &context)
            case .besideDragHold:
                // Its own session: the finger's slot stays the first drag's.
                guard let hold = besideDragHold(), let finger = context.touches[hold.id] else { break }
                router.step(.besideDragLifted(id: hold.id), at: due, &context)
                drag.step(.lift(origin: hold.item, slot: .direct, touchId: hold.id, input: .touch, at: finger.location), at: due, &context)
            }
        }
    }
}

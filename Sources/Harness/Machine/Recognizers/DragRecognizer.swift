import InputModel

/// A drag and drop session (`UIDragInteraction`, `UIDropInteraction`): the lift, items added by
/// tapping, destination feedback, spring loading (`UISpringLoadedInteraction`), autoscroll at a
/// scroll view's edge, the drop and its undo. docs/interaction-machine.md, "Drag session".
struct DragRecognizer: Recognizer, Sendable {
    enum Input {
        /// A press lifted `origin` (its hold fired, or a pointer moved past the drag threshold).
        case lift(origin: Int, slot: GestureSlot, touchId: Int, input: InputKind, at: ScreenPoint)
        /// A dragging touch (its slot and id) moved.
        case move(GestureSlot, touchId: Int, ScreenPoint)
        /// Another finger tapped, on `hit`: a draggable item there may join the session.
        case addTap(hit: Int?)
        /// A dragging touch lifted.
        case drop(GestureSlot, touchId: Int)
        /// A dragging touch was cancelled.
        case cancel(GestureSlot, touchId: Int)
        /// Every session ends cancelled: the system took the touches, or Escape or Command-period.
        case cancelAll
        /// Spring loading's timer came due (`timers`).
        case springDue
        /// The autoscroll dwell came due (`timers`).
        case autoscrollDue
        /// Undo (Command-Z, the three-finger swipe left) or redo (Shift-Command-Z, the swipe
        /// right): the last drop the scene registered is undone, the last undone done again.
        case edit(EditCommand)
        /// The modifier keys held changed (`context.keys`): the session changed, and the
        /// destination under it is asked again.
        case modifiersChanged
    }

    enum State: Sendable {
        case idle
        /// The sessions in flight, in the order they were lifted, each its own touch's: several
        /// can run at once (UIKit › Drag and drop: a person can "even start another drag
        /// activity" while one is in progress).
        case dragging([DragSession])
    }

    private(set) var state: State = .idle {
        didSet {
            if case let .dragging(list) = state { owners = list.map { ($0.slot, $0.touchId) } } else { owners = [] }
        }
    }
    /// Each session's slot and touch, kept in step with `state`. Why: the touch and timer paths
    /// ask on every event whether there is a drag and whose touch it is, and reading `state`
    /// copies the sessions (184 bytes each) (Benchmarks/notes.md, "Hot paths").
    private(set) var owners: [(slot: GestureSlot, touchId: Int)] = []
    /// The first session's slot and touch, while any drags.
    var owner: (slot: GestureSlot, touchId: Int)? { owners.first }
    /// Drops the scene registered with its undo manager, last on top.
    private(set) var undoStack: [DropRecord] = []
    /// Drops undone, the last on top: redo takes them back; a new registered drop clears them
    /// (as `UndoManager` clears its redo stack when an undo is registered).
    private(set) var redoStack: [DropRecord] = []

    var traceState: String { owners.isEmpty ? "idle" : "dragging" }

    /// The sessions in flight, first lifted first.
    var sessions: [DragSession] {
        if case let .dragging(list) = state { return list }
        return []
    }

    /// Whether `touchId` of `slot` is a dragging touch.
    @inline(__always)
    func isDragging(_ slot: GestureSlot, _ touchId: Int) -> Bool {
        owners.contains { $0.slot == slot && $0.touchId == touchId }
    }

    /// Changes the session of `slot`'s touch `touchId` in place; false when there is none.
    @discardableResult
    private mutating func modify(_ slot: GestureSlot, _ touchId: Int, _ body: (inout DragSession) -> Void) -> Bool {
        guard case var .dragging(list) = state, let k = list.firstIndex(where: { $0.slot == slot && $0.touchId == touchId }) else { return false }
        body(&list[k])
        state = .dragging(list)
        return true
    }

    /// Removes and returns the session of `slot`'s touch `touchId`.
    private mutating func end(_ slot: GestureSlot, _ touchId: Int) -> DragSession? {
        guard case var .dragging(list) = state, let k = list.firstIndex(where: { $0.slot == slot && $0.touchId == touchId }) else { return nil }
        let d = list.remove(at: k)
        state = list.isEmpty ? .idle : .dragging(list)
        return d
    }

    /// The lift carries the selection (`context.selection`) when the item is in it; the keys held
    /// (`context.keys`) choose a drop's operation.
    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Never? {
        switch input {
        case let .lift(origin, slot, touchId, kind, p):
            let layout = context.world.layout
            let originElement = layout.nodes[origin].element
            var items = [originElement.id]
            let selection = context.selection.items
            if originElement.draggable?.multiSelect == true, selection.contains(originElement.id) {
                items = selection.filter { layout.node($0)?.element.draggable != nil }
            }
            let types = items.flatMap { layout.node($0)?.element.draggable?.types ?? [] }
            context.outcomes.append(context.world.outcome(t, origin, .dragLift(items: items)))
            // A pointer lifts only once it has moved; a touch lifts held still, and its session
            // begins when the lifted items move.
            var d = DragSession(slot: slot, touchId: touchId, input: kind, origin: origin, sourceApp: layout.nodes[origin].app,
                                items: items, types: Self.unique(types), location: p, lastT: t,
                                liftedAt: p, moved: kind == .pointer)
            Self.move(&d, to: p, at: t, context.world, context.keys, &context.outcomes)
            state = .dragging(sessions + [d])
        case let .move(slot, touchId, p):
            let world = context.world, keys = context.keys
            var out: [Outcome] = []
            modify(slot, touchId) { Self.move(&$0, to: p, at: t, world, keys, &out) }
            context.outcomes += out
        case let .addTap(hit):
            addItem(hit: hit, at: t, context.world, context.keys, &context.outcomes)
        case let .drop(slot, touchId):
            guard let d = end(slot, touchId) else {
                unexpected(input, at: t, &context)
                return nil
            }
            Self.endSpring(d, at: t, context.world, &context.outcomes)
            // Released where it was lifted, never moved: no drag session began, and the lift
            // animates back (UIDragInteraction; HIG › Drag and drop).
            guard d.moved, let target = d.dropTarget, d.dropAccepted else {
                context.outcomes.append(context.world.outcome(t, d.origin, .dragCancelled(items: d.items)))
                return nil
            }
            let op = Self.dropOperation(d, target: target, context.world, context.keys)
            context.outcomes.append(context.world.outcome(t, target, .drop(target: context.world.layout.id(target), operation: op, items: d.items)))
            if context.world.layout.nodes[target].element.undo ?? context.world.scene.undo {
                undoStack.append(DropRecord(target: context.world.layout.id(target), items: d.items, operation: op))
                redoStack.removeAll()
            }
        case let .cancel(slot, touchId):
            guard let d = end(slot, touchId) else {
                unexpected(input, at: t, &context)
                return nil
            }
            Self.endSpring(d, at: t, context.world, &context.outcomes)
            context.outcomes.append(context.world.outcome(t, d.origin, .dragCancelled(items: d.items)))
        case .cancelAll:
            for d in sessions {
                Self.endSpring(d, at: t, context.world, &context.outcomes)
                context.outcomes.append(context.world.outcome(t, d.origin, .dragCancelled(items: d.items)))
            }
            state = .idle
        case .springDue:
            // Each session whose spring-loading step is due now.
            guard case var .dragging(list) = state else { return nil }
            let c = context.world.constants
            for k in list.indices where list[k].pendingTimers(c).spring.map({ $0 <= t }) == true {
                Self.fireSpring(&list[k], at: t, context.world, &context.outcomes)
            }
            state = .dragging(list)
        case .autoscrollDue:
            guard case var .dragging(list) = state else { return nil }
            let c = context.world.constants
            for k in list.indices where list[k].pendingTimers(c).autoscroll.map({ $0 <= t }) == true {
                guard var a = list[k].autoscroll else { continue }
                a.active = true
                list[k].autoscroll = a
                context.outcomes.append(context.world.outcome(t, a.scrollView, .autoscroll(edge: a.edge)))
            }
            state = .dragging(list)
        case let .edit(command):
            switch command {
            case .undo: undoLastDrop(at: t, &context.outcomes)
            case .redo: redoLastUndo(at: t, &context.outcomes)
            }
        case .modifiersChanged:
            guard case var .dragging(list) = state else { return nil }
            for k in list.indices { Self.reask(&list[k], at: t, context.world, context.keys, &context.outcomes) }
            state = .dragging(list)
        }
        return nil
    }

    /// The destination under the session is asked for its proposal again, as UIKit asks
    /// `dropInteraction(_:sessionDidUpdate:)` "when the touch point moves into or within the view,
    /// or when drag items are added while the touch point is within the view" (and when the keys
    /// held change the operation): a new answer is reported (`dropTargetEntered` with the
    /// operation once it accepts, again when the operation changes), and an unchanged one is not.
    static func reask(_ d: inout DragSession, at t: Timestamp, _ world: MachineWorld, _ keys: HeldKeys, _ out: inout [Outcome]) {
        guard let target = d.dropTarget, let dest = world.layout.nodes[target].element.dropDestination else { return }
        // A destination that accepted the session goes on accepting it: its types only grow
        // (`addItem`), and what a destination accepts is fixed.
        guard dest.accepts(types: d.types) else { return }
        let op = dropOperation(d, target: target, world, keys)
        guard !d.dropAccepted || d.proposal != op else { return }
        d.dropAccepted = true
        d.proposal = op
        out.append(world.outcome(t, target, .dropTargetEntered(operation: op)))
    }

    /// Command-Z: the last drop the scene registered is undone (`undo`); nothing when there is none.
    private mutating func undoLastDrop(at t: Timestamp, _ out: inout [Outcome]) {
        guard let r = undoStack.popLast() else { return }
        redoStack.append(r)
        out.append(Outcome(t: t, element: r.target, .undo(items: r.items, operation: r.operation)))
    }

    /// Shift-Command-Z or the three-finger swipe right: the last drop undone is done again
    /// (`redo`); nothing when there is none.
    private mutating func redoLastUndo(at t: Timestamp, _ out: inout [Outcome]) {
        guard let r = redoStack.popLast() else { return }
        undoStack.append(r)
        out.append(Outcome(t: t, element: r.target, .redo(items: r.items, operation: r.operation)))
    }

    /// When the drags' timers fire under `c`: the earliest spring-loading step and autoscroll
    /// dwell of any session, nil when not pending or not dragging.
    func timers(_ c: InteractionConstants) -> (spring: Timestamp?, autoscroll: Timestamp?) {
        guard case let .dragging(list) = state else { return (nil, nil) }
        var spring: Timestamp?, autoscroll: Timestamp?
        for d in list {
            let p = d.pendingTimers(c)
            if let s = p.spring, spring.map({ s < $0 }) ?? true { spring = s }
            if let a = p.autoscroll, autoscroll.map({ a < $0 }) ?? true { autoscroll = a }
        }
        return (spring, autoscroll)
    }

    static func unique(_ a: [String]) -> [String] {
        var seen = Set<String>()
        return a.filter { seen.insert($0).inserted }
    }

    /// Another finger tapped during the drag: a draggable item under it joins the session when
    /// both it and the origin allow several items and it is from the same app. With more than one
    /// session in flight it joins none: which one it would join is the app delegate's to say
    /// (`dragInteraction(_:sessionForAddingItems:withTouchAt:)`: "the session used to add drag
    /// items may not be apparent to the user"), and a scene declares no such choice.
    private mutating func addItem(hit: Int?, at t: Timestamp, _ world: MachineWorld, _ keys: HeldKeys, _ out: inout [Outcome]) {
        let layout = world.layout
        guard case let .dragging(list) = state, list.count == 1, var d = list.first,
              let item = layout.ancestorOrSelf(hit, where: { $0.draggable != nil }) else { return }
        let e = layout.nodes[item].element
        guard layout.nodes[item].app == d.sourceApp, layout.nodes[d.origin].element.draggable?.multiSelect == true,
              e.draggable?.multiSelect == true, !d.items.contains(e.id) else { return }
        d.items.append(e.id)
        d.types = Self.unique(d.types + (e.draggable?.types ?? []))
        out.append(world.outcome(t, item, .dragItemAdded(items: d.items)))
        Self.reask(&d, at: t, world, keys, &out)
        state = .dragging([d])
    }

    /// Session `d`'s touch is at `p`: destination feedback, spring loading and autoscroll follow it.
    private static func move(_ d: inout DragSession, to p: ScreenPoint, at t: Timestamp, _ world: MachineWorld, _ keys: HeldKeys,
                             _ out: inout [Outcome]) {
        let layout = world.layout
        let c = world.constants
        let speed: Double? = t > d.lastT ? p.distance(to: d.location) / (t - d.lastT).seconds : nil
        if t > d.lastT { d.lastGap = t - d.lastT }
        if !d.moved && p.distance(to: d.liftedAt) > c.dragLiftSlop { d.moved = true }
        d.location = p
        d.lastT = t
        let hit = world.hitTest(p, hardwareKeyboard: keys.hardwareKeyboard)
        let items = Set(d.items)
        let notItem: (SceneElement) -> Bool = { !items.contains($0.id) }

        // Destination feedback.
        let target = layout.ancestorOrSelf(hit, where: { $0.dropDestination != nil && notItem($0) })
        if target != d.dropTarget {
            if let old = d.dropTarget, d.dropAccepted { out.append(world.outcome(t, old, .dropTargetExited)) }
            d.dropTarget = target
            d.dropAccepted = false
            if let target, let dest = layout.nodes[target].element.dropDestination {
                if dest.accepts(types: d.types) {
                    Self.reask(&d, at: t, world, keys, &out)
                } else {
                    out.append(world.outcome(t, target, .dropForbidden))
                }
            }
        } else {
            Self.reask(&d, at: t, world, keys, &out)
        }

        // Spring loading: entering resets; fast movement resets; slow dwell advances by timers.
        let spring = layout.ancestorOrSelf(hit, where: { $0.springLoaded != nil && notItem($0) })
        if spring != d.spring?.element {
            if let old = d.spring, old.state == .possible || old.state == .activating {
                out.append(world.outcome(t, old.element, .springLoad(state: .inactive, action: nil)))
            }
            d.spring = spring.map { SpringTrack(element: $0, state: .inactive, since: t) }
        }
        if var s = d.spring, s.state != .activated {
            if let v = speed, v >= c.springLoadMaximumSpeed {
                if s.state != .inactive { out.append(world.outcome(t, s.element, .springLoad(state: .inactive, action: nil))) }
                s.state = .inactive  // its `since` is read again only once it is possible, which sets it
            } else if s.state == .inactive {
                s.state = .possible
                s.since = t
                out.append(world.outcome(t, s.element, .springLoad(state: .possible, action: nil)))
            }
            d.spring = s
        }

        // Autoscroll: a dwell in a scroll view's edge zone.
        if let scroll = layout.ancestorOrSelf(hit, where: { $0.role == .scrollView }), let f = layout.nodes[scroll].frame,
           let edge = Self.edgeZone(p, in: f, c) {
            if var a = d.autoscroll, a.scrollView == scroll {
                let moved = p.distance(to: a.anchor)
                if a.active {
                    if moved > c.autoscrollStopDistance { a = AutoscrollTrack(scrollView: scroll, anchor: p, anchorT: t, active: false, edge: edge) }
                } else if moved > c.autoscrollDwellSlop {
                    a.anchor = p
                    a.anchorT = t
                }
                a.edge = edge
                d.autoscroll = a
            } else {
                d.autoscroll = AutoscrollTrack(scrollView: scroll, anchor: p, anchorT: t, active: false, edge: edge)
            }
        } else {
            d.autoscroll = nil
        }
    }

    /// The edge whose hot zone holds `p`, if any (nearest edge wins).
    static func edgeZone(_ p: ScreenPoint, in f: ScreenRect, _ c: InteractionConstants) -> AutoscrollEdge? {
        guard f.contains(p) else { return nil }
        let z = c.autoscrollEdgeZone
        let distances: [(AutoscrollEdge, Double)] = [(.top, p.y - f.minY), (.bottom, f.maxY - p.y), (.left, p.x - f.minX), (.right, f.maxX - p.x)]
        guard let nearest = distances.min(by: { $0.1 < $1.1 }), nearest.1 < z else { return nil }
        return nearest.0
    }

    /// Move within the source app's own container (automatic), else what the destination says;
    /// Option copies where the destination allows it; another app always copies.
    static func dropOperation(_ d: DragSession, target: Int, _ world: MachineWorld, _ keys: HeldKeys) -> DropOperation {
        let layout = world.layout
        let node = layout.nodes[target]
        guard node.app == d.sourceApp, let dest = node.element.dropDestination else { return .copy }
        if dest.optionCopies, keys.modifiers.contains(.alternate) { return .copy }
        switch dest.policy {
        case .move: return .move
        case .copy: return .copy
        case .automatic:
            let container = layout.ancestorOrSelf(layout.nodes[d.origin].parent, where: { $0.dropDestination != nil })
            return container == target ? .move : .copy
        }
    }

    private static func fireSpring(_ d: inout DragSession, at t: Timestamp, _ world: MachineWorld, _ out: inout [Outcome]) {
        guard var s = d.spring else { return }
        switch s.state {
        case .inactive:
            // No event since the drag last moved: the finger is still, so the speed is 0.
            s.state = .possible
            out.append(world.outcome(t, s.element, .springLoad(state: .possible, action: nil)))
        case .possible:
            s.state = .activating
            out.append(world.outcome(t, s.element, .springLoad(state: .activating, action: nil)))
        case .activating:
            s.state = .activated
            let action = world.layout.nodes[s.element].element.springLoaded?.action
            out.append(world.outcome(t, s.element, .springLoad(state: .activated, action: action)))
        default: return
        }
        s.since = t
        d.spring = s
    }

    private static func endSpring(_ d: DragSession, at t: Timestamp, _ world: MachineWorld, _ out: inout [Outcome]) {
        if let s = d.spring, s.state == .possible || s.state == .activating {
            out.append(world.outcome(t, s.element, .springLoad(state: .inactive, action: nil)))
        }
    }
}

extension DragSession {
    /// When the drag's timers fire under `c`: spring loading's next step and the autoscroll
    /// dwell, nil when not pending.
    func pendingTimers(_ c: InteractionConstants) -> (spring: Timestamp?, autoscroll: Timestamp?) {
        var spring: Timestamp?
        if let s = self.spring {
            switch s.state {
            // Over a spring-loaded element but judged too fast: still from the last event on → speed 0.
            // Silence is judged against the input's own report period: two reports missed (3 periods).
            case .inactive: spring = lastT + max(c.springLoadStillInterval, 3 * lastGap)
            case .possible: spring = s.since + c.springLoadPossibleDuration
            case .activating: spring = s.since + c.springLoadActivatingDuration
            default: break
            }
        }
        var autoscroll: Timestamp?
        if let a = self.autoscroll, !a.active { autoscroll = a.anchorT + c.autoscrollDwell }
        return (spring, autoscroll)
    }
}

/// `UISpringLoadedInteractionEffectState`.
public enum SpringLoadState: String, Sendable {
    case inactive, possible, activating, activated
}

struct SpringTrack: Sendable {
    var element: Int
    var state: SpringLoadState
    var since: Timestamp
}

struct AutoscrollTrack: Sendable {
    var scrollView: Int
    var anchor: ScreenPoint
    var anchorT: Timestamp
    var active: Bool
    var edge: AutoscrollEdge
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
    var location: ScreenPoint
    var lastT: Timestamp
    /// Where the items were lifted.
    var liftedAt: ScreenPoint
    /// The lifted items have moved past `dragLiftSlop` from where they were lifted (a pointer's
    /// lift has, by then): only then does a drop end the drag in a drop.
    var moved: Bool
    /// Seconds between the last two location updates (the input's report period while moving).
    var lastGap: TimeSpan = .zero
    var dropTarget: Int?
    var dropAccepted = false
    /// The operation the destination last proposed (`UIDropProposal`); read only while
    /// `dropAccepted`, and set whenever that becomes true.
    var proposal: DropOperation?
    var spring: SpringTrack?
    var autoscroll: AutoscrollTrack?
}

/// The undo manager's two commands: Command-Z or three fingers left, Shift-Command-Z or three
/// fingers right.
enum EditCommand: Sendable, Equatable {
    case undo, redo

    /// The system gesture that performs it.
    var systemGesture: SystemGestureKind { self == .undo ? .undo : .redo }
}

struct DropRecord: Sendable {
    var target: String
    var items: [String]
    var operation: DropOperation
}

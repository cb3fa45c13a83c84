import InputModel

/// Touch routing: the role of each touch the machine tracks (`TouchRole`), which decides where
/// its moves and its lift go — its slot's gesture, a canvas's stroke, a second finger's tap
/// during a drag, the system holding it in an edge's zone, or nowhere. The router keeps the
/// touches (`context.touches`, which the system and the gestures read) and their roles, and
/// draws the strokes; the coordinator hands each touch on as its request says.
/// docs/interaction-machine.md, "Touch routing".
struct TouchRouter: Recognizer, Sendable {
    /// What the other concerns say about a touch that begins, gathered by the coordinator: no
    /// recognizer reads another's state.
    struct Facts: Sendable {
        /// A context menu was shown: it takes the touch (and is dismissed).
        var menuShown = false
        /// The drag session's slot and touch, while one drags.
        var dragOwner: (slot: GestureSlot, touchId: Int)?
        /// The touch's slot's gesture state.
        var slotKind: GestureKind = .idle
        /// The Pencil is near (`PencilRecognizer.isPalmRejected`): a finger on a canvas is a palm.
        var palmRejected = false
    }

    enum Input {
        /// A touch began over `hit`.
        case began(Touch, ScreenPoint, hit: Int?, Facts)
        /// The system holds finger `id` in an edge's zone until its swipe fails.
        case systemHolds(id: Int, hit: Int?)
        /// The system's swipe of the held finger `id` failed: the app gets it.
        case systemReleases(id: Int)
        /// Tracked touch `id` moved to `p` (before the system sees the move).
        case moved(id: Int, to: ScreenPoint)
        /// The system has seen the move: the touch goes where its role says. `wasHeld`: the
        /// system held it before the move (a release just now delivered it where it is).
        case routeMove(Touch, wasHeld: Bool)
        /// A tracked touch lifted, or was cancelled, at `p`.
        case ended(Touch, ScreenPoint, cancelled: Bool)
        /// The lift or cancel of touch `id` has gone everywhere it goes: it is no longer tracked.
        case forget(id: Int)
        /// A gesture or a cancel key gave up touch `id`: it is ignored until it lifts.
        case ignore(id: Int)
        /// The system took every touch: strokes are cancelled, and with `keepTracking` every
        /// touch stays, ignored, until it lifts.
        case systemTakes(keepTracking: Bool)
        /// Every touch is gone without ending (a resync, a relayout): none is tracked.
        case touchesLost
        /// The finger beside the drag `id` lifted an item: it is a drag session's touch now.
        case besideDragLifted(id: Int)
    }

    /// Where the coordinator hands the touch on.
    enum Request {
        /// The system sees the touch begin; nothing else does.
        case system
        /// The touch is its slot's gesture. `systemFirst`: a finger, which the system sees first
        /// and may hold (`SystemGestureRecognizer`).
        case gesture(systemFirst: Bool)
        /// A touch moved from `previous`: the system sees the move next, then the router routes
        /// it (`routeMove`). `wasHeld`: the system held it.
        case tracked(previous: ScreenPoint, wasHeld: Bool)
        /// A gesture touch moved: to the drag session when it owns the touch, else its gesture.
        case gestureMoved
        /// The system held the touch and its swipe failed: the app's gesture gets it now.
        case release(Release)
        /// A gesture touch lifted or was cancelled; `releasedFirst`: the system held it until
        /// now, and the gesture gets it first.
        case gestureEnded(releasedFirst: Release?)
        /// A finger beside the drag tapped over `hit`: a draggable item there is the session's to
        /// add, anything else takes the tap as it would without the drag.
        case tapBesideDrag(hit: Int?)
        /// A second finger landed on the canvas a finger draws on: that finger's stroke was
        /// cancelled, and the finger (`joined`, as the gesture gets it: began where it began,
        /// moved to where it is) and this touch are the slot's gesture, the canvas's two-finger
        /// pan. The system sees this touch first, as any finger's.
        case strokeBecomesGesture(joined: Release)
    }

    /// A touch the system held, as the app's gesture gets it when the system lets go: began where
    /// it began (over `hit`) and moved to where it is (UIKit delays touches near the screen's
    /// edges so). Its fields, not the touches: a request is returned on every touch event, and
    /// two `Touch` values in it would be copied each time (Benchmarks/notes.md, "Hot paths").
    struct Release: Sendable {
        var id: Int
        var type: TouchType
        var start: ScreenPoint
        var location: ScreenPoint
        var hit: Int?

        /// The touch beginning where it began.
        var began: Touch { Touch(phase: .began, id: id, touchType: type, x: start.x, y: start.y) }
        /// The touch moving to where it is, nil when it has not moved.
        var moved: Touch? { location == start ? nil : Touch(phase: .moved, id: id, touchType: type, x: location.x, y: location.y) }
    }

    /// The router's state is the touches' roles, one per touch: a trace names the role of the
    /// touch an input concerns (`traceState(for:_:)`).
    var traceState: String { "" }

    /// The role of the touch `input` concerns ("[*]" when none is tracked), or every tracked
    /// touch's in order of id for an input about all of them.
    func traceState(for input: Input, _ context: RecognizerContext) -> String {
        let touches = context.touches
        func role(_ id: Int) -> String { touches.role(of: id).map(Self.name) ?? "[*]" }
        switch input {
        case let .began(touch, _, _, _), let .routeMove(touch, _), let .ended(touch, _, _):
            return role(touch.id)
        case let .moved(id, _), let .systemHolds(id, _), let .systemReleases(id), let .forget(id), let .ignore(id),
             let .besideDragLifted(id):
            return role(id)
        case .systemTakes, .touchesLost:
            return touches.sortedIDs().map(role).joined(separator: ", ")
        }
    }

    /// The finger beside the drag whose hold lifts a second drag session first, and when: held
    /// still (within `dragLiftSlop`) on an item a touch can drag that no session carries, for
    /// `dragLiftDelay` (UIKit › Drag and drop: a person can "even start another drag activity").
    static func besideDragHold(_ touches: LiveTouches, _ sessions: [DragSession], _ world: MachineWorld) -> (id: Int, item: Int, due: Timestamp)? {
        // Asked on every event of a drag: most have no finger beside it, so look before sorting.
        let still: (TrackedTouch) -> Bool = { if case .besideDrag = $0.role { return !$0.movedPastLiftSlop } else { return false } }
        guard touches.contains(where: still) else { return nil }
        var best: (id: Int, item: Int, due: Timestamp)?
        let carried = Set(sessions.flatMap(\.items))
        for id in touches.sortedIDs(where: still) {
            guard let tracked = touches[id], case let .besideDrag(hit) = tracked.role,
                  let item = world.layout.ancestorOrSelf(hit, where: { $0.draggable?.accepts(.touch) == true }),
                  !carried.contains(world.layout.id(item)) else { continue }
            let due = tracked.startT + world.constants.dragLiftDelay
            if best.map({ due < $0.due }) ?? true { best = (id, item, due) }
        }
        return best
    }

    /// A role's name in the diagram.
    static func name(_ role: TouchRole) -> String {
        switch role {
        case .gesture: return "gesture"
        case .stroke: return "stroke"
        case .besideDrag: return "besideDrag"
        case .besideDragPan: return "besideDragPan"
        case .ignored: return "ignored"
        case .edgeHeld: return "edgeHeld"
        }
    }

    // Inlined, the moves only: a touch move is most touch events, and inlined into the
    // coordinator the request it builds folds away (out of line, ≈ 7 % of the replay benchmark;
    // Benchmarks/notes.md, "Hot paths").
    @inline(__always)
    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        switch input {
        case let .moved(id, p): return moved(id, to: p, at: t, &context)
        case let .routeMove(touch, wasHeld): return routeMove(touch, wasHeld: wasHeld, at: t, &context)
        default: return route(input, at: t, &context)
        }
    }

    @inline(__always)
    private func moved(_ id: Int, to p: ScreenPoint, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        guard let was = context.touches.move(id, to: p, at: t) else {
            unexpected(.moved(id: id, to: p), at: t, &context)
            return nil
        }
        if case .edgeHeld = was.role { return .tracked(previous: was.from, wasHeld: true) }
        return .tracked(previous: was.from, wasHeld: false)
    }

    @inline(__always)
    private func routeMove(_ touch: Touch, wasHeld: Bool, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        guard let role = context.touches.role(of: touch.id) else { return nil }  // a system gesture may have taken it
        switch role {
        case .gesture:
            // Released to the app just now: the release put it where it is already.
            return wasHeld ? nil : .gestureMoved
        case let .stroke(canvas):
            if touch.phase == .moved { context.outcomes.append(Self.stroke(touch, canvas: canvas, phase: .moved, at: t, context.world)) }
            return nil
        case let .besideDrag(hit):
            besideDragMoved(touch, hit: hit, at: t, &context)
            return nil
        case let .besideDragPan(pan):
            context.outcomes.append(TouchGestureRecognizer.panOutcome(pan, at: ScreenPoint(x: touch.x, y: touch.y), phase: .changed, t, context.world))
            return nil
        case .ignored, .edgeHeld:
            return nil
        }
    }

    /// A finger beside the drag moved: past `panHysteresis` along an axis a scroll view under it
    /// scrolls, it pans that scroll view (a pan of its own, as it would without the drag).
    private func besideDragMoved(_ touch: Touch, hit: Int?, at t: Timestamp, _ context: inout RecognizerContext) {
        guard let tracked = context.touches[touch.id] else { return }
        let p = ScreenPoint(x: touch.x, y: touch.y)
        let c = context.world.constants
        if p.distance(to: tracked.start) > c.dragLiftSlop { context.touches[touch.id]?.movedPastLiftSlop = true }
        guard let pan = Pan.beginning(touchId: touch.id, from: tracked.start, to: p, in: context.world.layout.scrollViews(around: hit),
                                      hysteresis: c.panHysteresis) else { return }
        context.touches[touch.id]?.role = .besideDragPan(pan)
        context.outcomes.append(TouchGestureRecognizer.panOutcome(pan, at: p, phase: .began, t, context.world))
    }

    /// Every input but a move's (out of line: they are few).
    @inline(never)
    private mutating func route(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        switch input {
        case let .moved(id, p):
            return moved(id, to: p, at: t, &context)
        case let .routeMove(touch, wasHeld):
            return routeMove(touch, wasHeld: wasHeld, at: t, &context)
        case let .began(touch, p, hit, facts):
            let role = Self.role(of: touch, hit: hit, facts, at: t, context.world) ?? .gesture
            if case let .stroke(canvas) = role, touch.touchType == .direct, context.world.layout.scrolls(canvas),
               let joined = context.touches.sortedIDs().first(where: { context.touches[$0]?.role == .stroke(canvas) && context.touches[$0]?.type == .direct }),
               let finger = context.touches[joined] {
                // PKCanvasView: "Users scroll around the canvas using a two-finger pan gesture":
                // on a canvas whose drawable area overflows, a second finger makes the first
                // finger's stroke the two fingers' pan. Where nothing scrolls, every finger draws.
                let cancel = Touch(phase: .cancelled, id: joined, touchType: finger.type, x: finger.location.x, y: finger.location.y)
                context.outcomes.append(Self.stroke(cancel, canvas: canvas, phase: .cancelled, at: t, context.world))
                context.touches[joined]?.role = .gesture
                context.touches[touch.id] = TrackedTouch(id: touch.id, type: touch.touchType, start: p, startT: t, location: p, lastT: t, role: .gesture)
                let began = context.world.hitTest(finger.start, hardwareKeyboard: context.keys.hardwareKeyboard)
                return .strokeBecomesGesture(joined: Release(id: joined, type: finger.type, start: finger.start, location: finger.location, hit: began))
            }
            context.touches[touch.id] = TrackedTouch(id: touch.id, type: touch.touchType, start: p, startT: t, location: p, lastT: t, role: role)
            switch role {
            case .gesture:
                return .gesture(systemFirst: touch.touchType.gestureSlot == .direct)
            case let .stroke(canvas):
                context.outcomes.append(Self.stroke(touch, canvas: canvas, phase: .began, at: t, context.world))
                // The system's gestures are fingers': a Pencil's stroke is the canvas's alone.
                return touch.touchType == .pencil ? nil : .system
            case .besideDrag, .besideDragPan, .ignored, .edgeHeld:
                return .system
            }
        case let .systemHolds(id, hit):
            guard context.touches.role(of: id) == .gesture else {
                unexpected(input, at: t, &context)
                return nil
            }
            context.touches[id]?.role = .edgeHeld(hit)
            return nil
        case let .systemReleases(id):
            guard let released = release(id, &context.touches) else {
                unexpected(input, at: t, &context)
                return nil
            }
            return .release(released)
        case let .ended(touch, p, cancelled):
            guard let tracked = context.touches[touch.id] else {
                unexpected(input, at: t, &context)
                return nil
            }
            switch tracked.role {
            case .edgeHeld where !cancelled:
                // Lifted before its swipe: the system's gesture failed, the app gets the whole
                // touch: its landing and its moves up to the last, then its end at `p` as any
                // touch's (a lift is no move: it begins no pan).
                return .gestureEnded(releasedFirst: release(touch.id, &context.touches))
            case .ignored, .edgeHeld:
                return nil
            case let .besideDrag(hit):
                let c = context.world.constants
                guard !cancelled, p.distance(to: tracked.start) <= c.tapSlop, t - tracked.startT <= c.maximumTapDuration else { return nil }
                return .tapBesideDrag(hit: hit)
            case let .besideDragPan(pan):
                context.outcomes.append(TouchGestureRecognizer.panOutcome(pan, at: p, phase: cancelled ? .cancelled : .ended, t, context.world))
                return nil
            case let .stroke(canvas):
                context.outcomes.append(Self.stroke(touch, canvas: canvas, phase: cancelled ? .cancelled : .ended, at: t, context.world))
                return nil
            case .gesture:
                return .gestureEnded(releasedFirst: nil)
            }
        case let .forget(id):
            context.touches[id] = nil
            return nil
        case let .ignore(id):
            context.touches[id]?.role = .ignored
            return nil
        case let .systemTakes(keepTracking):
            for id in context.touches.sortedIDs() {
                guard let tracked = context.touches[id], case let .stroke(canvas) = tracked.role else { continue }
                let touch = Touch(phase: .cancelled, id: id, touchType: tracked.type, x: tracked.location.x, y: tracked.location.y)
                context.outcomes.append(Self.stroke(touch, canvas: canvas, phase: .cancelled, at: t, context.world))
            }
            if keepTracking { context.touches.setAllRoles(.ignored) }
            return nil
        case .touchesLost:
            context.touches.removeAll()
            return nil
        case let .besideDragLifted(id):
            guard case .besideDrag? = context.touches.role(of: id) else {
                unexpected(input, at: t, &context)
                return nil
            }
            context.touches[id]?.role = .gesture
            return nil
        }
    }

    /// The role of a touch that begins, in the order the diagram draws; nil for its slot's
    /// gesture (or the system's, which decides next).
    static func role(of touch: Touch, hit: Int?, _ facts: Facts, at t: Timestamp, _ world: MachineWorld) -> TouchRole? {
        if facts.menuShown { return .ignored }
        let slot = touch.touchType.gestureSlot
        if slot == .direct, let d = facts.dragOwner, d.touchId != touch.id || d.slot != .direct { return .besideDrag(hit) }
        if facts.slotKind == .consumed { return .ignored }
        guard slot == .direct, let canvas = world.layout.ancestorOrSelf(hit, where: { $0.canvas != nil }) else { return nil }
        if touch.touchType == .pencil { return .stroke(canvas) }
        if facts.palmRejected { return .ignored }
        let caps = world.layout.nodes[canvas].element.canvas ?? CanvasCapabilities()
        if caps.fingerDraws(world.environment.settings), facts.slotKind == .idle { return .stroke(canvas) }
        return nil
    }

    /// The held touch `id` becomes its gesture's: how to replay it, nil when it is not held.
    private func release(_ id: Int, _ touches: inout LiveTouches) -> Release? {
        guard let tracked = touches[id], case let .edgeHeld(hit) = tracked.role else { return nil }
        touches[id]?.role = .gesture
        return Release(id: id, type: tracked.type, start: tracked.start, location: tracked.location, hit: hit)
    }

    /// The `stroke` outcome of `touch` (a Pencil's, or a finger's where fingers draw) on `canvas`.
    static func stroke(_ touch: Touch, canvas: Int, phase: TouchPhase, at t: Timestamp, _ world: MachineWorld) -> Outcome {
        let c = world.constants
        let caps = world.layout.nodes[canvas].element.canvas ?? CanvasCapabilities()
        let altitude = touch.altitude ?? Double.pi / 2
        let azimuth = touch.azimuth ?? 0
        // Force counts when the touch reports a maximum (a Pencil, a 3D Touch finger), or when a
        // Pencil reports force without one (a stream built by hand).
        let forceCounts = touch.maximumPossibleForce > 0 || (touch.touchType == .pencil && touch.force > 0)
        let width = PencilRecognizer.strokeWidth(canvas: caps, force: touch.force, forceCounts: forceCounts, altitude: altitude, c)
        return world.outcome(t, canvas, .stroke(Outcome.Stroke(phase: phase, force: touch.force, altitude: altitude, azimuth: azimuth,
                                                               width: width, input: touch.touchType.inputKind, tool: touch.tool)))
    }
}

/// What a tracked touch is doing: its state in touch routing.
enum TouchRole: Hashable, Sendable {
    /// Part of its slot's gesture.
    case gesture
    /// Drawing on a canvas (node index).
    case stroke(Int)
    /// A finger while a drag session owns another touch (hit node at touch-down): "the source and
    /// destination apps continue to run normally and support user interaction" (UIKit › Drag
    /// and drop). A tap adds a draggable item to the session, or is the tap it would be.
    case besideDrag(Int?)
    /// A finger beside the drag that pans a scroll view.
    case besideDragPan(Pan)
    /// Palm-rejected, taken by the system, or extra to a gesture that ignores it.
    case ignored
    /// A lone finger in a system edge's zone, held from the app until the system's swipe fails
    /// (hit node at touch-down): then the app gets it, from where it began.
    case edgeHeld(Int?)
}

/// A touch the machine tracks: where it began and is, and its role.
struct TrackedTouch: Sendable {
    var id: Int
    var type: TouchType
    var start: ScreenPoint
    var startT: Timestamp
    var location: ScreenPoint
    var lastT: Timestamp
    var role: TouchRole
    /// A finger beside a drag moved past `dragLiftSlop` from where it began: it lifts no item.
    var movedPastLiftSlop = false
}

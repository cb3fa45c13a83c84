import InputModel

/// Touches: which concern each one belongs to — the drag session's touch, a second finger's tap
/// during a drag, a stroke on a canvas, a palm, the system, or its slot's gesture
/// (`TouchGestureRecognizer`) — and the cancellation when the system takes them all.
extension InteractionMachine {
    mutating func handleTouch(_ touch: Touch, at t: Timestamp) {
        let p = Point(x: touch.x, y: touch.y)
        switch touch.phase {
        case .began:
            if context.touches[touch.id] != nil { touchMoved(touch, p, at: t) } else { touchBegan(touch, p, at: t) }
        case .moved, .stationary:
            touchMoved(touch, p, at: t)
        case .ended:
            touchEnded(touch, p, at: t, cancelled: false)
        case .cancelled:
            touchEnded(touch, p, at: t, cancelled: true)
        }
    }

    /// The touch gestures' turn; a lift they ask for starts the drag session.
    mutating func applyTouchGesture(_ input: TouchGestureRecognizer.Input, at t: Timestamp) {
        switch gestures.step(input, at: t, &context) {
        case let .lift(origin, slot, touchId, kind, p)?:
            // Dragging the item a held menu shows: the menu gives way to the drag.
            menu.step(.dismiss(.drag), at: t, &context)
            startDrag(origin: origin, slot: slot, touchId: touchId, input: kind, at: p, time: t)
        case let .showMenu(element)?:
            menu.step(.show(element: element), at: t, &context)
        case nil:
            break
        }
    }

    // MARK: Began

    /// A touch begins: its role is chosen in the order docs/interaction-machine.md, "Touch
    /// routing", draws.
    mutating func touchBegan(_ touch: Touch, _ p: Point, at t: Timestamp) {
        applyKeyboard(.touchBegan, at: t)  // any touch cancels a scheduled overlay
        if menu.isShown {
            // The shown menu takes the touch (outside it or on an item): it goes, and the app's
            // views get nothing of this touch until it lifts.
            menu.step(.dismiss(.touch), at: t, &context)
            begin(touch, p, at: t, as: .ignored)
            return
        }
        let slot = touch.touchType.gestureSlot
        if slot == .direct { fling.step(.fingerDown, at: t, &context) }  // a finger on the glass stops the coasting
        if touch.touchType == .pencil { pencil.step(.contactBegan(id: touch.id, p), at: t, &context) }
        let hit = slot == .pointer ? (pointer.target.snapped ?? hitTest(p)) : hitTest(p)
        if let role = roleAtBeginning(touch, slot: slot, hit: hit, at: t) {
            begin(touch, p, at: t, as: role)
            return
        }
        context.touches[touch.id] = TrackedTouch(id: touch.id, type: touch.touchType, start: p, startT: t, location: p, lastT: t, role: .gesture)
        if slot == .direct {
            // The system first: a finger in a system edge's zone is its own until its swipe fails.
            applySystem(.touchBegan(touch, p), at: t)
            if system.holdsFromApp(touch.id) {
                context.touches[touch.id]?.role = .edgeHeld(hit)
                return
            }
        }
        applyTouchGesture(.began(touch, p, hit: hit), at: t)
    }

    /// The role of a touch that begins outside its slot's gesture, nil for the gesture's (or the
    /// system's, which decides next): a second finger during a drag, a consumed slot, a canvas's
    /// stroke or palm.
    private mutating func roleAtBeginning(_ touch: Touch, slot: GestureSlot, hit: Int?, at t: Timestamp) -> TouchRole? {
        if slot == .direct, let d = drag.owner, d.touchId != touch.id || d.slot != .direct { return .addTap(hit) }
        if gestures.slots.kind(slot) == .consumed { return .ignored }
        guard slot == .direct, let canvas = context.world.layout.ancestorOrSelf(hit, where: { $0.canvas != nil }) else { return nil }
        if touch.touchType == .pencil { return .stroke(canvas) }
        if pencil.isPalmRejected(at: t, context.world.constants) { return .ignored }
        let caps = context.world.layout.nodes[canvas].element.canvas ?? CanvasCapabilities()
        if caps.fingerDraws(context.world.environment.settings), gestures.slots.kind(slot) == .idle { return .stroke(canvas) }
        return nil
    }

    /// A touch begins in `role`, not its slot's gesture: it is tracked, a stroke begins, and the
    /// system sees it (but a Pencil's stroke: the system's gestures are fingers').
    private mutating func begin(_ touch: Touch, _ p: Point, at t: Timestamp, as role: TouchRole) {
        context.touches[touch.id] = TrackedTouch(id: touch.id, type: touch.touchType, start: p, startT: t, location: p, lastT: t, role: role)
        if case let .stroke(canvas) = role {
            context.outcomes.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: .began, at: t, context.world))
            if touch.touchType == .pencil { return }
        }
        applySystem(.touchBegan(touch, p), at: t)
    }

    /// The system's edge swipe of touch `id` failed: the app gets the touch, began where it
    /// began and moved to where it is (UIKit delays touches near the screen's edges the same way).
    mutating func releaseHeldTouch(_ id: Int, at t: Timestamp) {
        guard let tracked = context.touches[id], case let .edgeHeld(hit) = tracked.role else { return }
        context.touches[id]?.role = .gesture
        let began = Touch(phase: .began, id: id, touchType: tracked.type, x: tracked.start.x, y: tracked.start.y)
        applyTouchGesture(.began(began, tracked.start, hit: hit), at: t)
        if tracked.location != tracked.start {
            let moved = Touch(phase: .moved, id: id, touchType: tracked.type, x: tracked.location.x, y: tracked.location.y)
            applyTouchGesture(.moved(moved, tracked.location), at: t)
        }
    }

    // MARK: Moved

    mutating func touchMoved(_ touch: Touch, _ p: Point, at t: Timestamp) {
        let previous = context.touches[touch.id]?.location
        guard context.touches.move(touch.id, to: p, at: t) else { return }
        if touch.touchType == .pencil { pencil.step(.contactMoved(p), at: t, &context) }
        let wasHeld: Bool
        if case .edgeHeld? = context.touches.role(of: touch.id) { wasHeld = true } else { wasHeld = false }
        applySystem(.touchesMoved, at: t)
        guard let role = context.touches.role(of: touch.id) else { return }  // a system gesture may have taken it
        if wasHeld, role == .gesture { return }  // released to the app just now, already where it is
        switch role {
        case .ignored, .addTap, .edgeHeld: return
        case let .stroke(canvas):
            if touch.phase == .moved { context.outcomes.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: .moved, at: t, context.world)) }
            return
        case .gesture: break
        }
        if drag.isDragging(touch.touchType.gestureSlot, touch.id) {
            drag.step(.move(p), at: t, &context)
            return
        }
        applyTouchGesture(.moved(touch, p), at: t)
        if let previous, let view = panningScrollView(touch) {
            fling.step(.moved(dx: p.x - previous.x, dy: p.y - previous.y, scrollView: view), at: t, &context)
        }
    }

    /// The scroll view a finger pans, when the direct slot pans with it.
    func panningScrollView(_ touch: Touch) -> Int? {
        guard touch.touchType == .direct, gestures.slots.kind(.direct) == .panning,
              case let .panning(pan) = gestures.slots[GestureSlot.direct], pan.touchId == touch.id else { return nil }
        return pan.scrollView
    }

    // MARK: Ended

    mutating func touchEnded(_ touch: Touch, _ p: Point, at t: Timestamp, cancelled: Bool) {
        guard var tracked = context.touches[touch.id] else { return }
        tracked.location = p
        context.touches[touch.id] = tracked
        if touch.touchType == .pencil { pencil.step(.contactEnded(id: touch.id, p), at: t, &context) }
        if case .edgeHeld = tracked.role, !cancelled {
            // Lifted before its swipe: the system's gesture failed, the app gets the whole touch.
            releaseHeldTouch(touch.id, at: t)
            tracked.role = .gesture
        }
        defer {
            context.touches[touch.id] = nil
            applySystem(.touchEnded(id: touch.id), at: t)
            applyTouchGesture(.released(touch.touchType.gestureSlot), at: t)
        }
        switch tracked.role {
        case .ignored, .edgeHeld: return
        case let .addTap(hit):
            if !cancelled, p.distance(to: tracked.start) <= context.world.constants.tapSlop, t - tracked.startT <= context.world.constants.maximumTapDuration {
                drag.step(.addTap(hit: hit), at: t, &context)
            }
            return
        case let .stroke(canvas):
            context.outcomes.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: cancelled ? .cancelled : .ended, at: t, context.world))
            return
        case .gesture: break
        }
        let slot = touch.touchType.gestureSlot
        if drag.isDragging(slot, touch.id) {
            drag.step(cancelled ? .cancel : .drop, at: t, &context)
            applyTouchGesture(.dragEnded(slot, touchId: touch.id), at: t)
            return
        }
        let flung = !cancelled && panningScrollView(touch) != nil
        applyTouchGesture(.ended(touch, p, cancelled: cancelled), at: t)
        if flung { fling.step(.released(at: p), at: t, &context) }
    }

    // MARK: Cancellation

    /// The system took the touches (system gesture, resync): every app gesture is cancelled.
    mutating func cancelAllTouches(at t: Timestamp, keepTracking: Bool = false) {
        for id in context.touches.sortedIDs() {
            guard let tracked = context.touches[id] else { continue }
            if case let .stroke(canvas) = tracked.role {
                let touch = Touch(phase: .cancelled, id: id, touchType: tracked.type, x: tracked.location.x, y: tracked.location.y)
                context.outcomes.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: .cancelled, at: t, context.world))
            }
        }
        if drag.owner != nil { drag.step(.cancel, at: t, &context) }
        applyTouchGesture(.cancelAll(keepTracking: keepTracking), at: t)
        if !keepTracking {
            pencil.step(.touchesLost, at: t, &context)
            system.step(.touchesLost, at: t, &context)
        }
    }
}

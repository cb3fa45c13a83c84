import InputModel

/// Touches handed on as the router (`TouchRouter`) says: to the drag session, a second finger's
/// tap during a drag, a stroke on a canvas, nowhere (a palm), the system, or the slot's gesture
/// (`TouchGestureRecognizer`); and the cancellation when the system takes them all.
extension InteractionMachine {
    mutating func handleTouch(_ touch: Touch, at t: Timestamp) {
        let p = ScreenPoint(x: touch.x, y: touch.y)
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
            pointer.step(.menuShown, at: t, &context)
        case let .ignoreTouch(id)?:
            router.step(.ignore(id: id), at: t, &context)
        case nil:
            break
        }
    }

    // MARK: Began

    /// A touch begins: the router gives it its role (docs/interaction-machine.md, "Touch
    /// routing"), and the system and its slot's gesture see it as the role says.
    mutating func touchBegan(_ touch: Touch, _ p: ScreenPoint, at t: Timestamp) {
        applyKeyboard(.touchBegan, at: t)  // any touch cancels a scheduled overlay
        var facts = TouchRouter.Facts()
        let slot = touch.touchType.gestureSlot
        let hit: Int?
        if menu.isShown {
            // The shown menu takes the touch (outside it or on an item): it goes, and the app's
            // views get nothing of this touch until it lifts.
            menu.step(.dismiss(.touch), at: t, &context)
            facts.menuShown = true
            hit = nil
        } else {
            if slot == .direct { fling.step(.fingerDown, at: t, &context) }  // a finger on the glass stops the coasting
            if touch.touchType == .pencil { pencil.step(.contactBegan(id: touch.id, p), at: t, &context) }
            hit = slot == .pointer ? (pointer.target.snapped ?? hitTest(p)) : hitTest(p)
            facts.dragOwner = drag.owner
            facts.slotKind = gestures.kind(slot)
            facts.palmRejected = pencil.isPalmRejected(at: t, context.world.constants)
        }
        switch router.step(.began(touch, p, hit: hit, facts), at: t, &context) {
        case .system?:
            applySystem(.touchBegan(touch, p), at: t)
        case let .strokeBecomesGesture(joined)?:
            releaseToGesture(joined, at: t)
            fingerBegan(touch, p, hit: hit, at: t)
        case let .gesture(systemFirst)?:
            if systemFirst {
                fingerBegan(touch, p, hit: hit, at: t)
            } else {
                applyTouchGesture(.began(touch, p, hit: hit), at: t)
            }
        default:
            break
        }
    }

    /// A finger that is its slot's gesture: the system sees it first, and a finger in a system
    /// edge's zone is the system's until its swipe fails; else the gesture gets it.
    private mutating func fingerBegan(_ touch: Touch, _ p: ScreenPoint, hit: Int?, at t: Timestamp) {
        applySystem(.touchBegan(touch, p), at: t)
        if system.holdsFromApp(touch.id) {
            router.step(.systemHolds(id: touch.id, hit: hit), at: t, &context)
            return
        }
        applyTouchGesture(.began(touch, p, hit: hit), at: t)
    }

    /// The system's edge swipe of touch `id` failed: the app gets the touch.
    mutating func releaseHeldTouch(_ id: Int, at t: Timestamp) {
        if case let .release(held)? = router.step(.systemReleases(id: id), at: t, &context) { releaseToGesture(held, at: t) }
    }

    /// A touch the system held reaches its gesture: began where it began, moved to where it is.
    private mutating func releaseToGesture(_ r: TouchRouter.Release, at t: Timestamp) {
        applyTouchGesture(.began(r.began, r.start, hit: r.hit), at: t)
        if let moved = r.moved { applyTouchGesture(.moved(moved, r.location), at: t) }
    }

    // MARK: Moved

    mutating func touchMoved(_ touch: Touch, _ p: ScreenPoint, at t: Timestamp) {
        guard case let .tracked(previous, wasHeld)? = router.step(.moved(id: touch.id, to: p), at: t, &context) else { return }
        if touch.touchType == .pencil { pencil.step(.contactMoved(p), at: t, &context) }
        applySystem(.touchesMoved, at: t)
        guard case .gestureMoved? = router.step(.routeMove(touch, wasHeld: wasHeld), at: t, &context) else { return }
        if drag.isDragging(touch.touchType.gestureSlot, touch.id) {
            drag.step(.move(touch.touchType.gestureSlot, touchId: touch.id, p), at: t, &context)
            return
        }
        applyTouchGesture(.moved(touch, p), at: t)
        if let view = panningScrollView(touch) {
            fling.step(.moved(dx: p.x - previous.x, dy: p.y - previous.y, scrollView: view), at: t, &context)
        }
    }

    /// The scroll view a finger pans, when the direct slot pans with it.
    func panningScrollView(_ touch: Touch) -> Int? {
        touch.touchType == .direct ? gestures.scrollViewPanned(by: touch.id) : nil
    }

    // MARK: Ended

    mutating func touchEnded(_ touch: Touch, _ p: ScreenPoint, at t: Timestamp, cancelled: Bool) {
        guard context.touches[touch.id] != nil else {
            router.step(.ended(touch, p, cancelled: cancelled), at: t, &context)  // traced as unexpected
            return
        }
        if touch.touchType == .pencil { pencil.step(.contactEnded(id: touch.id, p), at: t, &context) }
        let request = router.step(.ended(touch, p, cancelled: cancelled), at: t, &context)
        defer {
            router.step(.forget(id: touch.id), at: t, &context)
            applySystem(.touchEnded(id: touch.id), at: t)
            applyTouchGesture(.released(touch.touchType.gestureSlot), at: t)
        }
        switch request {
        case let .tapBesideDrag(hit)?:
            // A draggable item is the session's to add (UIDragInteraction's tap to add items);
            // anything else takes the tap as it would without the drag.
            let layout = context.world.layout
            if layout.ancestorOrSelf(hit, where: { $0.draggable != nil }) != nil {
                drag.step(.addTap(hit: hit), at: t, &context)
            } else {
                let element = TouchGestureRecognizer.tapElement(hit: hit, layout)
                context.outcomes.append(TouchGestureRecognizer.tap(element, count: 1, input: .touch, at: t, context.world, &context.selection))
            }
        case let .gestureEnded(releasedFirst)?:
            if let held = releasedFirst { releaseToGesture(held, at: t) }
            let slot = touch.touchType.gestureSlot
            if drag.isDragging(slot, touch.id) {
                drag.step(cancelled ? .cancel(slot, touchId: touch.id) : .drop(slot, touchId: touch.id), at: t, &context)
                applyTouchGesture(.dragEnded(slot, touchId: touch.id), at: t)
                return
            }
            let flung = !cancelled && panningScrollView(touch) != nil
            applyTouchGesture(.ended(touch, p, cancelled: cancelled), at: t)
            if flung { fling.step(.released, at: t, &context) }
        default:
            break
        }
    }

    // MARK: Cancellation

    /// The system took the touches (system gesture, resync): every app gesture is cancelled.
    mutating func cancelAllTouches(at t: Timestamp, keepTracking: Bool = false) {
        router.step(.systemTakes(keepTracking: keepTracking), at: t, &context)
        if drag.owner != nil { drag.step(.cancelAll, at: t, &context) }
        applyTouchGesture(.cancelAll(keepTracking: keepTracking), at: t)
        if !keepTracking {
            router.step(.touchesLost, at: t, &context)
            pencil.step(.touchesLost, at: t, &context)
            system.step(.touchesLost, at: t, &context)
        }
    }
}

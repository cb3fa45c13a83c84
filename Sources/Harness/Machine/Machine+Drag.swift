import InputModel

/// Drag and drop: lift, adding items, destination feedback, spring loading, autoscroll, drop, undo.
extension InteractionMachine {
    mutating func startDrag(origin: Int, slot: GestureSlot, touchId: Int, input: InputKind, at p: Point, time t: Double) {
        let originElement = world.layout.nodes[origin].element
        let originId = originElement.id
        var items = [originId]
        if originElement.draggable?.multiSelect == true, selected.items.contains(originId) {
            items = selected.items.filter { world.layout.node($0)?.element.draggable != nil }
        }
        let types = items.flatMap { world.layout.node($0)?.element.draggable?.types ?? [] }
        emit(t, .dragLift, origin, [.init("items", .strings(items)), .init("count", .int(items.count))])
        drag = DragSession(slot: slot, touchId: touchId, input: input, origin: origin, sourceApp: world.layout.nodes[origin].app,
                           items: items, types: Self.unique(types), location: p, lastT: t)
        gestures[slot.rawValue] = .dragging(touchId: touchId)
        updateDragLocation(p, at: t)
    }

    static func unique(_ a: [String]) -> [String] {
        var seen = Set<String>()
        return a.filter { seen.insert($0).inserted }
    }

    /// Another finger tapped during the drag: a draggable item under it joins the session.
    mutating func addItemByTap(hit: Int?, at t: Double) {
        guard var d = drag, let item = world.layout.ancestorOrSelf(hit, where: { $0.draggable != nil }) else { return }
        let e = world.layout.nodes[item].element
        guard world.layout.nodes[item].app == d.sourceApp, world.layout.nodes[d.origin].element.draggable?.multiSelect == true,
              e.draggable?.multiSelect == true, !d.items.contains(e.id) else { return }
        d.items.append(e.id)
        d.types = Self.unique(d.types + (e.draggable?.types ?? []))
        drag = d
        emit(t, .dragItemAdded, item, [.init("items", .strings(d.items)), .init("count", .int(d.items.count))])
    }

    mutating func updateDragLocation(_ p: Point, at t: Double) {
        guard var d = drag else { return }
        let speed: Double? = t > d.lastT ? p.distance(to: d.location) / (t - d.lastT) : nil
        if t > d.lastT { d.lastGap = t - d.lastT }
        d.location = p
        d.lastT = t
        let hit = hitTest(p)
        let items = Set(d.items)
        let notItem: (SceneElement) -> Bool = { !items.contains($0.id) }

        // Destination feedback.
        let target = world.layout.ancestorOrSelf(hit, where: { $0.dropDestination != nil && notItem($0) })
        if target != d.dropTarget {
            if let old = d.dropTarget, d.dropAccepted { emit(t, .dropTargetExited, old) }
            d.dropTarget = target
            d.dropAccepted = false
            if let target, let dest = world.layout.nodes[target].element.dropDestination {
                if dest.accepts(types: d.types) {
                    d.dropAccepted = true
                    emit(t, .dropTargetEntered, target, [.init("operation", .string(dropOperation(d, target: target)))])
                } else {
                    emit(t, .dropForbidden, target)
                }
            }
        }

        // Spring loading: entering resets; fast movement resets; slow dwell advances by timers.
        let spring = world.layout.ancestorOrSelf(hit, where: { $0.springLoaded != nil && notItem($0) })
        if spring != d.spring?.element {
            if let old = d.spring, old.state == .possible || old.state == .activating {
                emit(t, .springLoad, old.element, [.init("state", .string("inactive"))])
            }
            d.spring = spring.map { SpringTrack(element: $0, state: .inactive, since: t) }
        }
        if var s = d.spring, s.state != .activated {
            if let v = speed, v >= world.constants.springLoadMaximumSpeed {
                if s.state != .inactive { emit(t, .springLoad, s.element, [.init("state", .string("inactive"))]) }
                s.state = .inactive
                s.since = t
            } else if s.state == .inactive {
                s.state = .possible
                s.since = t
                emit(t, .springLoad, s.element, [.init("state", .string("possible"))])
            }
            d.spring = s
        }

        // Autoscroll: a dwell in a scroll view's edge zone.
        if let scroll = world.layout.ancestorOrSelf(hit, where: { $0.role == .scrollView }), let f = world.layout.nodes[scroll].frame,
           let edge = edgeZone(p, in: f) {
            if var a = d.autoscroll, a.scrollView == scroll {
                let moved = p.distance(to: a.anchor)
                if a.active {
                    if moved > world.constants.autoscrollStopDistance { a = AutoscrollTrack(scrollView: scroll, anchor: p, anchorT: t, active: false, edge: edge) }
                } else if moved > world.constants.autoscrollDwellSlop {
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
        drag = d
    }

    /// The edge whose hot zone holds `p`, if any (nearest edge wins).
    func edgeZone(_ p: Point, in f: Rect) -> String? {
        guard f.contains(p) else { return nil }
        let z = world.constants.autoscrollEdgeZone
        let distances = [("top", p.y - f.minY), ("bottom", f.maxY - p.y), ("left", p.x - f.minX), ("right", f.maxX - p.x)]
        guard let nearest = distances.min(by: { $0.1 < $1.1 }), nearest.1 < z else { return nil }
        return nearest.0
    }

    func dropOperation(_ d: DragSession, target: Int) -> String {
        let node = world.layout.nodes[target]
        guard node.app == d.sourceApp, let dest = node.element.dropDestination else { return "copy" }
        if dest.optionCopies, keyboard.modifiers.contains(.alternate) { return "copy" }
        switch dest.policy {
        case .move: return "move"
        case .copy: return "copy"
        case .automatic:
            let container = world.layout.ancestorOrSelf(world.layout.nodes[d.origin].parent, where: { $0.dropDestination != nil })
            return container == target ? "move" : "copy"
        }
    }

    mutating func fireSpring(at t: Double) {
        guard var d = drag, var s = d.spring else { return }
        switch s.state {
        case .inactive:
            // No event since the drag last moved: the finger is still, so the speed is 0.
            s.state = .possible
            emit(t, .springLoad, s.element, [.init("state", .string("possible"))])
        case .possible:
            s.state = .activating
            emit(t, .springLoad, s.element, [.init("state", .string("activating"))])
        case .activating:
            s.state = .activated
            var fields: [Outcome.Field] = [.init("state", .string("activated"))]
            if let action = world.layout.nodes[s.element].element.springLoaded?.action { fields.append(.init("action", .string(action))) }
            emit(t, .springLoad, s.element, fields)
        default: return
        }
        s.since = t
        d.spring = s
        drag = d
    }

    mutating func fireAutoscroll(at t: Double) {
        guard var d = drag, var a = d.autoscroll, !a.active else { return }
        a.active = true
        d.autoscroll = a
        drag = d
        emit(t, .autoscroll, a.scrollView, [.init("edge", .string(a.edge))])
    }

    mutating func endSpring(_ d: DragSession, at t: Double) {
        if let s = d.spring, s.state == .possible || s.state == .activating {
            emit(t, .springLoad, s.element, [.init("state", .string("inactive"))])
        }
    }

    mutating func performDrop(at t: Double) {
        guard let d = drag else { return }
        endSpring(d, at: t)
        drag = nil
        guard let target = d.dropTarget, d.dropAccepted else {
            emit(t, .dragCancelled, d.origin, [.init("items", .strings(d.items))])
            return
        }
        let op = dropOperation(d, target: target)
        emit(t, .drop, target, [.init("target", .string(world.layout.id(target))), .init("operation", .string(op)), .init("items", .strings(d.items))])
        if world.layout.nodes[target].element.undo ?? world.scene.undo {
            undoStack.append(DropRecord(target: world.layout.id(target), items: d.items, operation: op))
        }
    }

    mutating func cancelDrag(at t: Double) {
        guard let d = drag else { return }
        endSpring(d, at: t)
        drag = nil
        emit(t, .dragCancelled, d.origin, [.init("items", .strings(d.items))])
    }

    /// Cmd-Z after a drop the scene registered with its undo manager.
    mutating func undoLastDrop(at t: Double) -> Bool {
        guard let r = undoStack.popLast() else { return false }
        out.append(Outcome(t: t, .undo, element: r.target, [.init("items", .strings(r.items)), .init("operation", .string(r.operation))]))
        return true
    }
}

extension DragSession {
    /// When the drag's timers fire under `c`: spring loading's next step and the autoscroll
    /// dwell, nil when not pending.
    func pendingTimers(_ c: InteractionConstants) -> (spring: Double?, autoscroll: Double?) {
        var spring: Double?
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
        var autoscroll: Double?
        if let a = self.autoscroll, !a.active { autoscroll = a.anchorT + c.autoscrollDwell }
        return (spring, autoscroll)
    }
}

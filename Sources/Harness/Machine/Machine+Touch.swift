import InputModel

/// Touch: tap (with count), long press, context-menu hold, drag lift, pan, pinch.
extension InteractionMachine {
    mutating func handleTouch(_ touch: Touch, at t: Double) {
        let p = Point(x: touch.x, y: touch.y)
        switch touch.phase {
        case .began:
            if touches[touch.id] != nil { touchMoved(touch, p, at: t) } else { touchBegan(touch, p, at: t) }
        case .moved, .stationary:
            touchMoved(touch, p, at: t)
        case .ended:
            touchEnded(touch, p, at: t, cancelled: false)
        case .cancelled:
            touchEnded(touch, p, at: t, cancelled: true)
        }
    }

    static func slot(_ type: TouchType) -> GestureSlot { type == .indirectPointer ? .pointer : .direct }
    static func input(_ type: TouchType) -> InputKind {
        switch type {
        case .direct: return .touch
        case .pencil: return .pencil
        case .indirectPointer: return .pointer
        }
    }

    // MARK: Began

    mutating func touchBegan(_ touch: Touch, _ p: Point, at t: Double) {
        applyKeyboard(.touchBegan, at: t)  // any touch cancels a scheduled overlay
        let slot = Self.slot(touch.touchType)
        var tracked = TrackedTouch(id: touch.id, type: touch.touchType, start: p, startT: t, location: p, lastT: t, role: .gesture)
        if touch.touchType == .pencil { pencil.apply(.contactBegan(id: touch.id, p), at: t, world, into: &out) }
        let hit = slot == .pointer ? (pointer.target.snapped ?? hitTest(p)) : hitTest(p)

        if slot == .direct, let d = drag.owner, d.touchId != touch.id || d.slot != .direct {
            tracked.role = .addTap(hit)
            touches[touch.id] = tracked
            applySystem(.touchBegan(touch, p), at: t)
            return
        }
        if case .consumed = gestures[slot.rawValue] {
            tracked.role = .ignored
            touches[touch.id] = tracked
            applySystem(.touchBegan(touch, p), at: t)
            return
        }
        if slot == .direct, let canvas = world.layout.ancestorOrSelf(hit, where: { $0.canvas != nil }) {
            if touch.touchType == .pencil {
                tracked.role = .stroke(canvas)
                touches[touch.id] = tracked
                out.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: "began", at: t, world))
                return
            }
            if pencil.isPalmRejected(at: t, world.constants) {
                tracked.role = .ignored
                touches[touch.id] = tracked
                applySystem(.touchBegan(touch, p), at: t)
                return
            }
            let caps = world.layout.nodes[canvas].element.canvas ?? CanvasCapabilities()
            if caps.fingerDraws(world.environment.settings), case .idle = gestures[slot.rawValue] {
                tracked.role = .stroke(canvas)
                touches[touch.id] = tracked
                out.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: "began", at: t, world))
                applySystem(.touchBegan(touch, p), at: t)
                return
            }
        }
        touches[touch.id] = tracked
        if slot == .pointer {
            pointerTouchBegan(touch, p, hit: hit, at: t)
        } else {
            directGestureBegan(touch, p, hit: hit, at: t)
            applySystem(.touchBegan(touch, p), at: t)
        }
    }

    mutating func startPress(_ touch: Touch, _ p: Point, hit: Int?, slot: GestureSlot, at t: Double) {
        let input = Self.input(touch.touchType)
        var count = 1
        var first = p
        if let last = lastTap[slot.rawValue], last.input == input, t - last.endT <= world.constants.multiTapInterval,
           p.distance(to: last.firstLocation) <= world.constants.tapSlop {
            count = last.count + 1
            first = last.firstLocation
        }
        let press = Press(
            touchId: touch.id, input: input, start: p, startT: t, hit: hit,
            target: world.layout.ancestorOrSelf(hit, where: { $0.isInteractive }),
            liftTarget: world.layout.ancestorOrSelf(hit, where: { $0.draggable?.accepts(input) == true }),
            menuTarget: world.layout.ancestorOrSelf(hit, where: { $0.contextMenu != nil }),
            scrollTarget: world.layout.ancestorOrSelf(hit, where: { $0.role == .scrollView }),
            modifiers: keyboard.modifiers, tapCount: count, firstTapLocation: first)
        gestures[slot.rawValue] = .press(press)
    }

    mutating func directGestureBegan(_ touch: Touch, _ p: Point, hit: Int?, at t: Double) {
        switch gestures[GestureSlot.direct.rawValue] {
        case .idle:
            startPress(touch, p, hit: hit, slot: .direct, at: t)
        case var .press(pr):
            pr.extra.insert(touch.id)
            pr.ruledOut.insert(.tap)
            let count = 1 + pr.extra.count
            let holds = pr.liftTarget != nil || pr.menuTarget != nil
            if count >= world.constants.dragCancelTouchCount || !holds {
                // Too many touches cancel the drag start; without a hold it is a two-finger gesture.
                let ids = [pr.touchId] + pr.extra.sorted()
                beginMulti(ids: ids, at: t)
            } else {
                gestures[GestureSlot.direct.rawValue] = .press(pr)
            }
        case var .multi(m):
            m.ids.append(touch.id)
            gestures[GestureSlot.direct.rawValue] = .multi(m)
        case .held, .panning, .dragging, .consumed:
            touches[touch.id]?.role = .ignored
        }
    }

    mutating func beginMulti(ids: [Int], at t: Double) {
        let pts = ids.compactMap { touches[$0]?.location }
        let centroid = pts.centroid
        let d = pts.count >= 2 ? pts[0].distance(to: pts[1]) : 0
        let hit = hitTest(centroid)
        let element = world.layout.ancestorOrSelf(hit, where: { $0.role == .scrollView || $0.role == .canvas || $0.isInteractive }) ?? hit
        gestures[GestureSlot.direct.rawValue] = .multi(MultiTouch(ids: ids, element: element, startDistance: d, pinchBase: nil))
    }

    // MARK: Moved

    mutating func touchMoved(_ touch: Touch, _ p: Point, at t: Double) {
        guard touches.move(touch.id, to: p, at: t) else { return }
        if touch.touchType == .pencil { pencil.apply(.contactMoved(p), at: t, world, into: &out) }
        applySystem(.touchesMoved, at: t)
        guard let role = touches.role(of: touch.id) else { return }  // a system gesture may have taken it
        switch role {
        case .ignored, .addTap: return
        case let .stroke(canvas):
            if touch.phase == .moved { out.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: "moved", at: t, world)) }
            return
        case .gesture: break
        }
        let slot = Self.slot(touch.touchType)
        if let d = drag.owner, d.slot == slot, d.touchId == touch.id {
            applyDrag(.move(p), at: t)
            return
        }
        // By the slot's kind first: reading the whole state copies it (see `GestureSlots`).
        switch gestures.kind(slot) {
        case .idle, .dragging, .consumed:
            return  // nothing follows a move
        case .press:
            // In place: the press is not copied out and back (see `GestureSlots`).
            switch gestures.movePress(slot, touchId: touch.id, to: p, PressSlops(world.constants)) {
            case nil, .stays?:
                break
            case let .drag(origin)?:
                startDrag(origin: origin, slot: slot, touchId: touch.id, input: .pointer, at: p, time: t)
            case let .pan(pan)?:
                gestures[slot.rawValue] = .panning(pan)
                let tr = p - pan.start - pan.hysteresis
                emit(t, .pan, pan.scrollView, [.init("dx", .double(tr.x)), .init("dy", .double(tr.y)), .init("phase", .string("began"))])
            }
            return
        case .held, .panning, .multi:
            break
        }
        switch gestures[slot.rawValue] {
        case let .held(h) where h.touchId == touch.id:
            let slop = h.input == .pointer ? world.constants.pointerDragThreshold : world.constants.dragLiftSlop
            if let candidate = h.dragCandidate, p.distance(to: h.firedAt) > slop {
                startDrag(origin: candidate, slot: slot, touchId: touch.id, input: h.input, at: p, time: t)
            }
        case let .panning(pan) where pan.touchId == touch.id:
            let tr = p - pan.start - pan.hysteresis
            emit(t, .pan, pan.scrollView, [.init("dx", .double(tr.x)), .init("dy", .double(tr.y)), .init("phase", .string("changed"))])
        case var .multi(m):
            multiMoved(&m, at: t)
            if case .multi = gestures[slot.rawValue] { gestures[slot.rawValue] = .multi(m) }
        default:
            break
        }
    }

    mutating func multiMoved(_ m: inout MultiTouch, at t: Double) {
        guard m.ids.count >= 2, let a = touches[m.ids[0]]?.location, let b = touches[m.ids[1]]?.location else { return }
        let d = a.distance(to: b)
        if let base = m.pinchBase {
            emit(t, .pinch, m.element, [.init("scale", .double(d / base)), .init("phase", .string("changed")), .init("input", .string("touch"))])
        } else if abs(d - m.startDistance) >= world.constants.pinchHysteresis, d > 0 {
            m.pinchBase = d
            emit(t, .pinch, m.element, [.init("scale", .double(1)), .init("phase", .string("began")), .init("input", .string("touch"))])
        }
    }

    // MARK: Ended

    mutating func touchEnded(_ touch: Touch, _ p: Point, at t: Double, cancelled: Bool) {
        guard var tracked = touches[touch.id] else { return }
        tracked.location = p
        touches[touch.id] = tracked
        if touch.touchType == .pencil { pencil.apply(.contactEnded(id: touch.id, p), at: t, world, into: &out) }
        defer {
            touches[touch.id] = nil
            applySystem(.touchEnded(id: touch.id), at: t)
            let slot = Self.slot(touch.touchType)
            if case .consumed = gestures[slot.rawValue], !touches.contains(where: { Self.slot($0.type) == slot }) {
                gestures[slot.rawValue] = .idle
            }
        }
        switch tracked.role {
        case .ignored: return
        case let .addTap(hit):
            if !cancelled, p.distance(to: tracked.start) <= world.constants.tapSlop, t - tracked.startT <= world.constants.maximumTapDuration {
                applyDrag(.addTap(hit: hit), at: t)
            }
            return
        case let .stroke(canvas):
            out.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: cancelled ? "cancelled" : "ended", at: t, world))
            return
        case .gesture: break
        }
        let slot = Self.slot(touch.touchType)
        if let d = drag.owner, d.slot == slot, d.touchId == touch.id {
            applyDrag(cancelled ? .cancel : .drop, at: t)
            gestures[slot.rawValue] = remainingTouches(slot, excluding: touch.id) ? .consumed : .idle
            return
        }
        switch gestures[slot.rawValue] {
        case var .press(pr):
            if pr.touchId != touch.id {
                pr.extra.remove(touch.id)
                gestures[slot.rawValue] = .press(pr)
                return
            }
            if !cancelled { pressEnded(pr, p, slot: slot, at: t) }
            gestures[slot.rawValue] = remainingTouches(slot, excluding: touch.id) ? .consumed : .idle
        case let .held(h) where h.touchId == touch.id:
            gestures[slot.rawValue] = remainingTouches(slot, excluding: touch.id) ? .consumed : .idle
        case let .panning(pan) where pan.touchId == touch.id:
            let tr = p - pan.start - pan.hysteresis
            emit(t, .pan, pan.scrollView, [.init("dx", .double(tr.x)), .init("dy", .double(tr.y)),
                                           .init("phase", .string(cancelled ? "cancelled" : "ended"))])
            gestures[slot.rawValue] = remainingTouches(slot, excluding: touch.id) ? .consumed : .idle
        case var .multi(m):
            if m.ids.prefix(2).contains(touch.id), m.pinchBase != nil {
                let d = m.ids.count >= 2 ? (touches[m.ids[0]]?.location ?? p).distance(to: touches[m.ids[1]]?.location ?? p) : 0
                emit(t, .pinch, m.element, [.init("scale", .double(d / (m.pinchBase ?? 1))),
                                            .init("phase", .string(cancelled ? "cancelled" : "ended")), .init("input", .string("touch"))])
                m.pinchBase = nil
                m.startDistance = .infinity  // no second pinch until every finger lifts
            }
            m.ids.removeAll { $0 == touch.id }
            gestures[slot.rawValue] = m.ids.isEmpty ? .idle : .multi(m)
        default:
            break
        }
    }

    func remainingTouches(_ slot: GestureSlot, excluding id: Int) -> Bool {
        touches.contains { $0.id != id && Self.slot($0.type) == slot && $0.role == .gesture }
    }

    mutating func pressEnded(_ pr: Press, _ p: Point, slot: GestureSlot, at t: Double) {
        let dist = max(pr.maxDistance, p.distance(to: pr.start))
        guard pr.mayBecome(.tap), dist <= world.constants.tapSlop, t - pr.startT <= world.constants.maximumTapDuration else { return }
        let element = pr.target ?? pr.hit
        lastTap[slot.rawValue] = TapRecord(input: pr.input, endT: t, firstLocation: pr.firstTapLocation, count: pr.tapCount)
        if pr.input == .pointer, let e = element, world.layout.nodes[e].element.isSelectable,
           !pr.modifiers.intersection([.shift, .command]).isEmpty {
            out.append(selected.extend(to: e, toggle: pr.modifiers.contains(.command), at: t, world))
            return
        }
        if let e = element, world.layout.nodes[e].element.isSelectable {
            selected.select(e, world.layout)
        }
        emit(t, .tap, element, [.init("count", .int(pr.tapCount)), .init("input", .string(pr.input.rawValue))])
    }

    // MARK: Hold timers

    mutating func firePress(_ slot: GestureSlot, at t: Double) {
        guard case let .press(pr) = gestures[slot.rawValue] else { return }
        let location = touches[pr.touchId]?.location ?? pr.start
        if let menu = pr.menuTarget, pr.mayBecome(.contextMenu) {
            emit(t, .contextMenu, menu, [.init("trigger", .string("longPress"))])
            let candidate = pr.mayBecome(.lift) ? pr.liftTarget : nil
            gestures[slot.rawValue] = .held(Held(touchId: pr.touchId, input: pr.input, firedAt: location, dragCandidate: candidate))
        } else if let lift = pr.liftTarget, pr.mayBecome(.lift) {
            startDrag(origin: lift, slot: slot, touchId: pr.touchId, input: pr.input, at: location, time: t)
        } else {
            emit(t, .longPress, pr.target, [.init("input", .string(pr.input.rawValue))])
            gestures[slot.rawValue] = .held(Held(touchId: pr.touchId, input: pr.input, firedAt: location, dragCandidate: nil))
        }
    }

    // MARK: Cancellation

    /// The system took the touches (system gesture, resync): every app gesture is cancelled.
    mutating func cancelAllTouches(at t: Double, keepTracking: Bool = false) {
        for id in touches.sortedIDs() {
            guard let tracked = touches[id] else { continue }
            if case let .stroke(canvas) = tracked.role {
                let touch = Touch(phase: .cancelled, id: id, touchType: tracked.type, x: tracked.location.x, y: tracked.location.y)
                out.append(PencilRecognizer.stroke(touch, canvas: canvas, phase: "cancelled", at: t, world))
            }
        }
        if drag.owner != nil { applyDrag(.cancel, at: t) }
        for slot in GestureSlot.allCases {
            switch gestures[slot.rawValue] {
            case let .panning(pan):
                let loc = touches[pan.touchId]?.location ?? pan.start
                let tr = loc - pan.start - pan.hysteresis
                emit(t, .pan, pan.scrollView, [.init("dx", .double(tr.x)), .init("dy", .double(tr.y)), .init("phase", .string("cancelled"))])
            case let .multi(m) where m.pinchBase != nil:
                emit(t, .pinch, m.element, [.init("scale", .double(1)), .init("phase", .string("cancelled")), .init("input", .string("touch"))])
            default: break
            }
        }
        if keepTracking {
            touches.setAllRoles(.ignored)
            for slot in GestureSlot.allCases {
                let any = touches.contains { Self.slot($0.type) == slot }
                gestures[slot.rawValue] = any ? .consumed : .idle
            }
        } else {
            touches.removeAll()
            gestures = GestureSlots()
            pencil.liftAll()
            system = SystemGestureRecognizer()
        }
    }
}

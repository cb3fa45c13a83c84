import InputModel

/// The touch gestures of both slots (`GestureSlot`): a press deciding between tap, hold (context
/// menu, drag lift, long press) and pan; two or more fingers pinching; a secondary click's
/// context menu. The machine routes to it only the touches that are its (not the drag's, a
/// canvas's or a palm's). docs/interaction-machine.md, "Touches: press, hold, pan".
struct TouchGestureRecognizer: Recognizer, Sendable {
    enum Input {
        /// A touch of a slot's gesture began over `hit` (`touches` already holds it).
        case began(Touch, ScreenPoint, hit: Int?)
        /// A touch of a slot's gesture moved to `p` (`touches` holds it there).
        case moved(Touch, ScreenPoint)
        /// A touch of a slot's gesture lifted, or was cancelled, at `p`.
        case ended(Touch, ScreenPoint, cancelled: Bool)
        /// The slot's press came due (`PressHold.deadline`).
        case holdDue(GestureSlot)
        /// The drag session took the slot's touch `touchId`.
        case dragBegan(GestureSlot, touchId: Int)
        /// The drag session that owned the slot's touch `touchId` ended.
        case dragEnded(GestureSlot, touchId: Int)
        /// A touch of the slot stopped being tracked: a consumed slot with none left is idle.
        case released(GestureSlot)
        /// The system took every touch: pans and pinches end cancelled; with `keepTracking` the
        /// touches stay (ignored: `TouchRouter`), and their slots are consumed until they lift.
        case cancelAll(keepTracking: Bool)
    }

    /// What the recognizer asks of the machine.
    enum Request: Equatable {
        /// Lift a drag of `origin` with the slot's touch (the drag session's `lift`).
        case lift(origin: Int, slot: GestureSlot, touchId: Int, input: InputKind, at: ScreenPoint)
        /// `element`'s context menu opened (`ContextMenuPresentation`).
        case showMenu(element: Int)
        /// The gesture gives up touch `id` (its slot is held, panning or dragging; a pointer press
        /// with neither button): the router ignores it until it lifts.
        case ignoreTouch(Int)
    }

    /// Both slots' states (`GestureSlots`: the state enum and what the per-event paths ask of it).
    private(set) var slots = GestureSlots()
    /// Each slot's last tap, for counting taps.
    var lastTap: [TapRecord?] = [nil, nil]
    var traceState: String { "direct \(slots.kind(.direct)), pointer \(slots.kind(.pointer))" }

    // What the coordinator asks of the gestures: a touch that begins, the timers, the fling.

    /// Which case `slot`'s state is in.
    func kind(_ slot: GestureSlot) -> GestureKind { slots.kind(slot) }

    /// Whether a press may fire its hold (a timer may be pending).
    var pressing: Bool { slots.pressing }

    /// When `slot`'s press fires its hold under `c`; nil when none is pending.
    @inline(__always)
    func holdDeadline(_ slot: GestureSlot, _ c: InteractionConstants) -> Timestamp? { slots.hold(slot)?.deadline(c) }

    /// The scroll view the finger `touchId` pans, when the direct slot pans with it.
    func scrollViewPanned(by touchId: Int) -> Int? {
        guard slots.kind(.direct) == .panning, case let .panning(pan) = slots.state(.direct), pan.touchId == touchId else { return nil }
        return pan.scrollView
    }

    /// The keys held (`context.keys`) make a Control-click secondary and extend a click's
    /// selection (`context.selection`); the touches (`context.touches`) are the router's, read here.
    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        // The world is lent to each handler, not copied out of the context: a copy retains and
        // releases it on every touch event (Benchmarks/notes.md, "Hot paths").
        switch input {
        case let .began(touch, p, hit):
            if touch.touchType.gestureSlot == .pointer {
                return pointerBegan(touch, p, hit: hit, at: t, context.world, context.keys, &context.outcomes)
            }
            return directBegan(touch, p, hit: hit, at: t, context.world, context.keys, context.touches, &context.outcomes)
        case let .moved(touch, p):
            return moved(touch, p, at: t, context.world, context.touches, &context.outcomes)
        case let .ended(touch, p, cancelled):
            ended(touch, p, cancelled: cancelled, at: t, context.world, context.touches, &context.selection, &context.outcomes)
            return nil
        case let .holdDue(slot):
            return holdDue(slot, at: t, context.world, context.touches, &context.outcomes)
        case let .dragBegan(slot, touchId):
            slots.enter(.dragging(touchId: touchId), in: slot)
            return nil
        case let .dragEnded(slot, touchId):
            // Only the drag this slot began: a drag lifted beside it was never the slot's.
            guard case let .dragging(id) = slots.state(slot), id == touchId else { return nil }
            slots.enter(Self.remaining(slot, excluding: touchId, context.touches) ? .consumed : .idle, in: slot)
            return nil
        case let .released(slot):
            if slots.kind(slot) == .consumed, !context.touches.contains(where: { $0.type.gestureSlot == slot }) {
                slots.enter(.idle, in: slot)
            }
            return nil
        case let .cancelAll(keepTracking):
            cancelAll(keepTracking: keepTracking, at: t, context.world, context.touches, &context.outcomes)
            return nil
        }
    }

    /// Whether a gesture touch of `slot` other than `id` is down.
    static func remaining(_ slot: GestureSlot, excluding id: Int, _ touches: LiveTouches) -> Bool {
        touches.contains { $0.id != id && slot == $0.type.gestureSlot && $0.role == .gesture }
    }

    // MARK: Began

    private mutating func pointerBegan(_ touch: Touch, _ p: ScreenPoint, hit: Int?, at t: Timestamp, _ world: MachineWorld, _ keys: HeldKeys,
                                       _ out: inout [Outcome]) -> Request? {
        let buttons = touch.buttons ?? .primary
        let secondary = buttons.contains(.secondary) || (buttons.contains(.primary) && keys.modifiers.contains(.control))
        if secondary {
            // _UISecondaryClickDriverGestureRecognizer: the menu opens on button-down, no hold.
            // The nearest menu from the view hit outward: an element's own, or an enabled text
            // input's edit menu, which a secondary click shows as a context menu
            // (UIEditMenuInteraction: UITextView and UITextField "are preconfigured").
            slots.enter(.consumed, in: .pointer)
            guard let menu = world.layout.ancestorOrSelf(hit, where: { $0.contextMenu != nil || ($0.role.isTextInput && $0.enabled) })
            else { return nil }
            let kind: ContextMenuKind = world.layout.nodes[menu].element.contextMenu != nil ? .app : .edit
            out.append(world.outcome(t, menu, .contextMenu(trigger: .secondaryClick, menu: kind)))
            return .showMenu(element: menu)
        }
        guard buttons.contains(.primary), slots.kind(.pointer) == .idle else {
            if slots.kind(.pointer) == .idle { slots.enter(.consumed, in: .pointer) }
            return .ignoreTouch(touch.id)
        }
        startPress(touch, p, hit: hit, slot: .pointer, at: t, world, keys)
        return nil
    }

    private mutating func startPress(_ touch: Touch, _ p: ScreenPoint, hit: Int?, slot: GestureSlot, at t: Timestamp, _ world: MachineWorld, _ keys: HeldKeys) {
        let c = world.constants
        let layout = world.layout
        let input = touch.touchType.inputKind
        var count = 1
        var first = p
        if let last = lastTap[slot.rawValue], last.input == input, t - last.endT <= c.multiTapInterval,
           p.distance(to: last.firstLocation) <= c.tapSlop {
            count = last.count + 1
            first = last.firstLocation
        }
        let press = Press(
            touchId: touch.id, input: input, start: p, startT: t, hit: hit,
            target: layout.ancestorOrSelf(hit, where: { $0.isInteractive }),
            liftTarget: layout.ancestorOrSelf(hit, where: { $0.draggable?.accepts(input) == true }),
            menuTarget: layout.ancestorOrSelf(hit, where: { $0.contextMenu != nil }),
            scrollTargets: layout.scrollViews(around: hit),
            modifiers: keys.modifiers, tapCount: count, firstTapLocation: first)
        slots.enter(.press(press), in: slot)
    }

    private mutating func directBegan(_ touch: Touch, _ p: ScreenPoint, hit: Int?, at t: Timestamp, _ world: MachineWorld, _ keys: HeldKeys,
                                      _ touches: LiveTouches, _ out: inout [Outcome]) -> Request? {
        switch slots.state(.direct) {
        case .idle:
            startPress(touch, p, hit: hit, slot: .direct, at: t, world, keys)
        case .press:
            let joined = slots.modifyPress(.direct) { pr in
                pr.extra.append(touch.id)
                pr.ruledOut.insert(.tap)
                return (count: 1 + pr.extra.count, holds: pr.liftTarget != nil || pr.menuTarget != nil, ids: [pr.touchId] + pr.extra)
            }
            if let joined, joined.count >= world.constants.dragCancelTouchCount || !joined.holds {
                // Too many touches cancel the drag start; without a hold it is a two-finger gesture.
                beginMulti(ids: joined.ids, world, keys, touches)
            }
        case var .multi(m):
            m.ids.append(touch.id)
            if m.ids.count > 2 { Self.endTwoFingerGestures(&m, at: t, world, touches, &out) }
            slots.enter(.multi(m), in: .direct)
        case .held, .panning, .dragging, .consumed:
            return .ignoreTouch(touch.id)
        }
        return nil
    }

    private mutating func beginMulti(ids: [Int], _ world: MachineWorld, _ keys: HeldKeys, _ touches: LiveTouches) {
        let pts = ids.compactMap { touches[$0]?.location }
        let d = pts.count >= 2 ? pts[0].distance(to: pts[1]) : 0
        let hit = world.hitTest(pts.centroid, hardwareKeyboard: keys.hardwareKeyboard)
        var m = MultiTouch(ids: ids, element: world.layout.transformTarget(at: hit), startDistance: d, pinchBase: nil)
        if pts.count >= 2 { m.lastAngle = pts[0].direction(to: pts[1]) }
        // A scroll view's pan takes any number of touches (`UIPanGestureRecognizer`'s
        // `maximumNumberOfTouches` defaults to no limit): the fingers' centroid pans it, along an
        // axis it can scroll.
        m.scrollTargets = world.layout.scrollViews(around: hit)
        m.startCentroid = pts.centroid
        slots.enter(.multi(m), in: .direct)
    }

    // MARK: Moved

    private mutating func moved(_ touch: Touch, _ p: ScreenPoint, at t: Timestamp, _ world: MachineWorld, _ touches: LiveTouches,
                                _ out: inout [Outcome]) -> Request? {
        let slot = touch.touchType.gestureSlot
        let kind = slots.kind(slot)
        // A press, most moves, in place: its state is not copied out and back (see `GestureSlots`).
        if kind == .press {
            let slops = PressSlops(world.constants)
            switch slots.modifyPress(slot, { $0.touchId == touch.id ? $0.moved(to: p, slops) : .stays }) {
            case nil, .stays?:
                return nil
            case let .drag(origin)?:
                return .lift(origin: origin, slot: slot, touchId: touch.id, input: .pointer, at: p)
            case let .pan(pan)?:
                slots.enter(.panning(pan), in: slot)
                out.append(Self.panOutcome(pan, at: p, phase: .began, t, world))
                return nil
            }
        }
        guard kind == .held || kind == .panning || kind == .multi else { return nil }  // nothing follows a move
        switch slots.state(slot) {
        case let .held(h) where h.touchId == touch.id:
            let slop = h.input == .pointer ? world.constants.pointerDragThreshold : world.constants.dragLiftSlop
            if let candidate = h.dragCandidate, p.distance(to: h.firedAt) > slop {
                return .lift(origin: candidate, slot: slot, touchId: touch.id, input: h.input, at: p)
            }
        case let .panning(pan) where pan.touchId == touch.id:
            out.append(Self.panOutcome(pan, at: p, phase: .changed, t, world))
        case var .multi(m):
            multiMoved(&m, at: t, world, touches, &out)
            slots.enter(.multi(m), in: slot)
        case .idle, .press, .held, .panning, .dragging, .consumed:
            break
        }
        return nil
    }

    /// The pan's outcome with the touch at `p`: the translation less the hysteresis.
    static func panOutcome(_ pan: Pan, at p: ScreenPoint, phase: GesturePhase, _ t: Timestamp, _ world: MachineWorld) -> Outcome {
        let tr = p - pan.start - pan.hysteresis
        return world.outcome(t, pan.scrollView, .pan(dx: tr.x, dy: tr.y, phase: phase))
    }

    private func multiMoved(_ m: inout MultiTouch, at t: Timestamp, _ world: MachineWorld, _ touches: LiveTouches, _ out: inout [Outcome]) {
        // A third finger ended the two-finger gestures as it landed (`directBegan`): three are
        // iPadOS's editing gestures, four or more its multitasking gestures, the system's.
        let c = m.centroid(touches)
        if let pan = m.pan {
            // UIPanGestureRecognizer "changes (changed) when a finger moves while at least the
            // minimum number of fingers are pressed down": one finger left carries it on.
            out.append(Self.panOutcome(pan, at: c, phase: .changed, t, world))
        } else if !m.twoFingerGesturesOver, m.ids.count == 2,
                  let pan = Pan.beginning(touchId: m.ids[0], from: m.startCentroid, to: c, in: m.scrollTargets, hysteresis: world.constants.panHysteresis) {
            m.pan = pan
            out.append(Self.panOutcome(pan, at: c, phase: .began, t, world))
        }
        guard m.ids.count == 2, !m.twoFingerGesturesOver, let a = touches[m.ids[0]]?.location, let b = touches[m.ids[1]]?.location else { return }
        let k = world.constants
        let d = a.distance(to: b)
        let angle = a.direction(to: b)
        m.turned += ScreenPoint.turn(from: m.lastAngle, to: angle)
        m.lastAngle = angle
        let wasTransforming = m.transforming
        // UIPinchGestureRecognizer begins once the distance changed by the hysteresis; its scale
        // is measured from the distance then.
        if m.pinchBase == nil, abs(d - m.startDistance) >= k.pinchHysteresis, d > 0 { m.pinchBase = d }
        // UIRotationGestureRecognizer begins once the fingers turned past its hysteresis, which
        // grows as they spread or close; its rotation is the turn less the hysteresis.
        if m.rotationOffset == nil {
            let spread = m.startDistance > 0 ? min(abs(d - m.startDistance) / m.startDistance, 1) : 0
            let h = (k.rotationHysteresis + k.rotationHysteresisSpreadGain * spread.squareRoot()) * .pi / 180
            if abs(m.turned) > h { m.rotationOffset = m.turned > 0 ? h : -h }
        }
        guard m.transforming else { return }
        if let base = m.pinchBase { m.pinchScale = d / base }
        out.append(world.outcome(t, m.element, .pinch(scale: m.pinchScale, phase: wasTransforming ? .changed : .began,
                                                      input: .touch, rotation: m.rotation)))
    }

    /// A third finger landed: the two-finger pan and pinch end cancelled, and neither begins
    /// again until every finger lifts.
    static func endTwoFingerGestures(_ m: inout MultiTouch, at t: Timestamp, _ world: MachineWorld, _ touches: LiveTouches,
                                     _ out: inout [Outcome]) {
        if let pan = m.pan {
            out.append(panOutcome(pan, at: m.centroid(touches), phase: .cancelled, t, world))
            m.pan = nil
        }
        if m.transforming {
            out.append(m.cancelledTransform(at: t, world))
            m.endTransform()
        }
        m.twoFingerGesturesOver = true
    }

    // MARK: Ended

    private mutating func ended(_ touch: Touch, _ p: ScreenPoint, cancelled: Bool, at t: Timestamp, _ world: MachineWorld, _ touches: LiveTouches,
                                _ selection: inout Selection, _ out: inout [Outcome]) {
        let slot = touch.touchType.gestureSlot
        var next: GestureState { Self.remaining(slot, excluding: touch.id, touches) ? .consumed : .idle }
        switch slots.state(slot) {
        case let .press(pr):
            if pr.touchId != touch.id {
                _ = slots.modifyPress(slot) { $0.extra.removeAll { $0 == touch.id } }
                return
            }
            if !cancelled { pressEnded(pr, p, slot: slot, at: t, world, &selection, &out) }
            slots.enter(next, in: slot)
        case let .held(h) where h.touchId == touch.id:
            slots.enter(next, in: slot)
        case let .panning(pan) where pan.touchId == touch.id:
            out.append(Self.panOutcome(pan, at: p, phase: cancelled ? .cancelled : .ended, t, world))
            slots.enter(next, in: slot)
        case var .multi(m):
            let pinchFinger = m.ids.prefix(2).contains(touch.id)
            let was = m.centroid(touches)
            let lifted = m.ids.contains(touch.id)
            m.ids.removeAll { $0 == touch.id }
            if var pan = m.pan, lifted {
                if cancelled || m.ids.isEmpty {
                    // UIPanGestureRecognizer "ends (ended) when all fingers are lifted".
                    out.append(Self.panOutcome(pan, at: was, phase: cancelled ? .cancelled : .ended, t, world))
                    m.pan = nil
                    m.twoFingerGesturesOver = true
                } else {
                    // The fingers left carry it on from where it is: their centre moved as the
                    // finger lifted, the translation does not.
                    pan.start = pan.start + (m.centroid(touches) - was)
                    m.pan = pan
                }
            }
            if m.transforming, pinchFinger || m.ids.isEmpty {
                if cancelled || m.ids.isEmpty {
                    // Cancelled with its finger, or ended as the last finger lifts, at its last
                    // scale and rotation.
                    out.append(world.outcome(t, m.element, .pinch(scale: m.pinchScale, phase: cancelled ? .cancelled : .ended,
                                                                  input: .touch, rotation: m.rotation)))
                    m.endTransform()
                }
                // Else one of its two fingers lifted: it holds its scale and rotation until the
                // other lifts (UIRotationGestureRecognizer "ends when the user lifts both fingers").
                m.twoFingerGesturesOver = true
            }
            slots.enter(m.ids.isEmpty ? .idle : .multi(m), in: slot)
        default:
            break
        }
    }

    /// A press lifted: a tap when it stayed within `tapSlop` and `maximumTapDuration` and nothing
    /// ruled the tap out. A pointer's Shift- or Command-click on a selectable element extends the
    /// selection instead; a tap on one selects it.
    private mutating func pressEnded(_ pr: Press, _ p: ScreenPoint, slot: GestureSlot, at t: Timestamp, _ world: MachineWorld,
                                     _ selection: inout Selection, _ out: inout [Outcome]) {
        let c = world.constants
        let dist = max(pr.maxDistance, p.distance(to: pr.start))
        guard pr.mayBecome(.tap), dist <= c.tapSlop, t - pr.startT <= c.maximumTapDuration else { return }
        let element = Self.tapElement(hit: pr.hit, world.layout)
        lastTap[slot.rawValue] = TapRecord(input: pr.input, endT: t, firstLocation: pr.firstTapLocation, count: pr.tapCount)
        if pr.input == .pointer, let e = element, world.layout.nodes[e].element.isSelectable,
           !pr.modifiers.intersection([.shift, .command]).isEmpty {
            out.append(selection.extend(to: e, toggle: pr.modifiers.contains(.command), at: t, world))
            return
        }
        out.append(Self.tap(element, count: pr.tapCount, input: pr.input, at: t, world, &selection))
    }

    /// What a tap over view `hit` goes to: the interactive element around it, else the nearest
    /// enabled responder (a disabled control's tap goes on up the chain). One rule for every tap:
    /// a press's, and a finger's beside a drag.
    static func tapElement(hit: Int?, _ layout: ResolvedScene) -> Int? {
        layout.ancestorOrSelf(hit, where: { $0.isInteractive }) ?? layout.responder(at: hit)
    }

    /// The tap on `element`, which selects it when it is selectable.
    static func tap(_ element: Int?, count: Int, input: InputKind, at t: Timestamp, _ world: MachineWorld,
                    _ selection: inout Selection) -> Outcome {
        if let e = element, world.layout.nodes[e].element.isSelectable {
            selection.select(e, world.layout)
        }
        return world.outcome(t, element, .tap(count: count, input: input))
    }

    // MARK: Holds

    /// The slot's press held long enough: the context menu, else the drag lift, else the long press.
    private mutating func holdDue(_ slot: GestureSlot, at t: Timestamp, _ world: MachineWorld, _ touches: LiveTouches,
                                  _ out: inout [Outcome]) -> Request? {
        // The router tracks a press's touch until it ends, which ends the press: a hold is due
        // only while it is down.
        guard case let .press(pr) = slots.state(slot), let location = touches[pr.touchId]?.location else { return nil }
        if let menu = pr.menuTarget, pr.mayBecome(.contextMenu) {
            out.append(world.outcome(t, menu, .contextMenu(trigger: .longPress)))
            let candidate = pr.mayBecome(.lift) ? pr.liftTarget : nil
            slots.enter(.held(Held(touchId: pr.touchId, input: pr.input, firedAt: location, dragCandidate: candidate)), in: slot)
            return .showMenu(element: menu)
        }
        if let lift = pr.liftTarget, pr.mayBecome(.lift) {
            return .lift(origin: lift, slot: slot, touchId: pr.touchId, input: pr.input, at: location)
        }
        out.append(world.outcome(t, pr.target, .longPress(input: pr.input)))
        slots.enter(.held(Held(touchId: pr.touchId, input: pr.input, firedAt: location, dragCandidate: nil)), in: slot)
        return nil
    }

    // MARK: Cancellation

    private mutating func cancelAll(keepTracking: Bool, at t: Timestamp, _ world: MachineWorld, _ touches: LiveTouches,
                                    _ out: inout [Outcome]) {
        for slot in GestureSlot.allCases {
            switch slots.state(slot) {
            case let .panning(pan):
                out.append(Self.panOutcome(pan, at: touches[pan.touchId]?.location ?? pan.start, phase: .cancelled, t, world))
            case let .multi(m):
                if let pan = m.pan { out.append(Self.panOutcome(pan, at: m.centroid(touches), phase: .cancelled, t, world)) }
                if m.transforming { out.append(m.cancelledTransform(at: t, world)) }
            default: break
            }
        }
        if keepTracking {
            for slot in GestureSlot.allCases {
                let any = touches.contains { $0.type.gestureSlot == slot }
                slots.enter(any ? .consumed : .idle, in: slot)
            }
        } else {
            slots = GestureSlots()
        }
    }
}

import InputModel

/// The system's touchscreen gestures: four or more fingers swiping (app switcher, next and
/// previous app) or pinching (home), three fingers swiping left (undo) or right (redo), a
/// bottom-edge swipe up (home), a top-edge swipe down (Notification Center, or Control Center
/// from the top-right corner), and the stream's own `systemGesture` events. The system takes
/// them: the machine cancels the app's touches. A finger that lands in a system edge's zone is
/// the system's until its swipe fails, unless the app defers that edge
/// (`Scene.defersSystemGestures`): then the first swipe is the app's and a second one, within
/// `deferredEdgeRepeatWindow`, the system's.
/// docs/interaction-machine.md, "System gestures".
struct SystemGestureRecognizer: Recognizer, Sendable {
    enum Input {
        /// A `systemGesture` event of the stream.
        case stream(SystemGesture)
        /// A touch began (`touches` already holds it).
        case touchBegan(Touch, ScreenPoint)
        /// Touches moved (`touches` holds their new locations).
        case touchesMoved
        /// A touch ended or was cancelled (`touches` still holds it).
        case touchEnded(id: Int)
        /// The held touch's delay is over (`releaseDue`): the app gets it, and the system still
        /// watches its swipe, cancelling the app's gestures if it becomes one.
        case releaseDue
        /// Every touch is gone without ending (the stream resynced, the scene was laid out
        /// again): nothing is tracked.
        case touchesLost
    }

    /// What the recognizer asks of the machine.
    enum Request: Equatable {
        /// The system took the touches: cancel every app gesture, keep tracking the fingers.
        case cancelAppTouches
        /// The same, and perform the editing command on the app's undo manager.
        case edit(EditCommand)
        /// The edge swipe of touch `id` failed: the app gets the touch now (it was held from it).
        case releaseToApp(id: Int)
    }

    /// A lone finger that went down in a system edge's zone. `systemFirst`: the system's until its
    /// swipe fails (the app has not deferred the edge, or deferred it and this is the second
    /// swipe); otherwise the app's, watched only to arm the second swipe.
    enum EdgeSwipe: Sendable {
        case none
        /// `since`: when it landed; `held`: the app does not have the touch yet.
        case tracking(id: Int, start: ScreenPoint, edge: ScreenEdge, systemFirst: Bool, since: Timestamp, held: Bool)
    }

    /// Four or more fingers on the glass, measured from when the last of them landed.
    enum MultiFinger: Sendable {
        case none
        case tracking(ids: [Int], startCentroid: ScreenPoint, startSpread: Double)
    }

    /// Exactly three fingers on the glass (iPadOS's editing gestures), measured from when the
    /// third landed.
    enum ThreeFinger: Sendable {
        case none
        case tracking(ids: [Int], startCentroid: ScreenPoint)
    }

    var edgeSwipe: EdgeSwipe = .none
    var multiFinger: MultiFinger = .none
    var threeFinger: ThreeFinger = .none
    /// When a first swipe from a deferred edge was the app's: a second from it within
    /// `deferredEdgeRepeatWindow` is the system's.
    var deferredSwipe: [ScreenEdge: Timestamp] = [:]

    /// Whether touch `id` is held from the app: a system edge swipe that may yet be recognized.
    func holdsFromApp(_ id: Int) -> Bool {
        if case let .tracking(edgeId, _, _, _, _, held) = edgeSwipe { return held && edgeId == id }
        return false
    }

    /// A touch is held from the app.
    var holdsATouch: Bool {
        if case let .tracking(_, _, _, _, _, held) = edgeSwipe { return held }
        return false
    }

    /// When the held touch reaches the app though its swipe is still undecided (`edgeTouchDelay`
    /// after it landed); nil when none is held.
    func releaseDue(_ c: InteractionConstants) -> Timestamp? {
        if case let .tracking(_, _, _, _, since, held) = edgeSwipe, held { return since + c.edgeTouchDelay }
        return nil
    }

    /// A stream `systemGesture` began and has not ended.
    var streamGestureActive = false

    var traceState: String {
        func name(_ tracking: Bool) -> String { tracking ? "tracking" : "none" }
        var edge = false, multi = false, three = false
        if case .tracking = edgeSwipe { edge = true }
        if case .tracking = multiFinger { multi = true }
        if case .tracking = threeFinger { three = true }
        return "edge \(name(edge)), multi-finger \(name(multi)), three-finger \(name(three))"
    }

    /// Reads the touches the machine tracks (`context.touches`), never changes them.
    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        let c = context.world.constants
        switch input {
        case let .stream(g):
            // One outcome per gesture: at `began`, or at `ended` when the source only reports the end.
            switch g.phase {
            case .began:
                let request = recognized(g.kind, at: t, context.world, &context.outcomes)
                streamGestureActive = true
                return request
            case .ended, .cancelled:
                let request = !streamGestureActive && g.phase == .ended ? recognized(g.kind, at: t, context.world, &context.outcomes) : nil
                streamGestureActive = false
                return request
            case .changed:
                guard !streamGestureActive else { return nil }
                let request = recognized(g.kind, at: t, context.world, &context.outcomes)
                streamGestureActive = true
                return request
            }
        case let .touchBegan(touch, p):
            guard touch.touchType == .direct else { return nil }
            var request: Request?
            if case let .tracking(id, _, _, _, _, held) = edgeSwipe, id != touch.id {
                // Another finger: an edge swipe is one finger's.
                edgeSwipe = .none
                if held { request = .releaseToApp(id: id) }
            }
            if context.touches.count(where: { $0.type == .direct }) == 1, let edge = Self.edge(of: p, context.world) {
                let deferred = context.world.scene.defersSystemGestures.contains(edge)
                let second = deferredSwipe[edge].map { t - $0 <= c.deferredEdgeRepeatWindow } ?? false
                let systemFirst = !deferred || second
                edgeSwipe = .tracking(id: touch.id, start: p, edge: edge, systemFirst: systemFirst, since: t, held: systemFirst)
            }
            let fingers = context.touches.sortedIDs(where: { $0.type == .direct })
            let pts = fingers.compactMap { context.touches[$0]?.location }
            if fingers.count >= c.systemGestureFingers {
                multiFinger = .tracking(ids: fingers, startCentroid: pts.centroid, startSpread: pts.spread)
            }
            threeFinger = fingers.count == c.editingGestureFingers ? .tracking(ids: fingers, startCentroid: pts.centroid) : .none
            return request
        case .touchesMoved:
            if case let .tracking(id, start, edge, systemFirst, _, held) = edgeSwipe, let now = context.touches[id]?.location {
                // Travel away from the edge, and across it.
                let away = edge == .bottom ? start.y - now.y : now.y - start.y
                let across = abs(now.x - start.x)
                if away >= (edge == .bottom ? c.bottomEdgeSwipeDistance : c.topEdgeSwipeDistance) {
                    deferredSwipe[edge] = nil
                    guard systemFirst else {
                        deferredSwipe[edge] = t  // the app's swipe; the next is the system's
                        edgeSwipe = .none
                        return nil
                    }
                    let kind: SystemGestureKind = edge == .bottom ? .home
                        : start.x >= context.world.environment.screen.width - c.controlCenterCornerWidth ? .controlCenter : .notificationCenter
                    return recognized(kind, at: t, context.world, &context.outcomes)
                }
                if systemFirst, now.distance(to: start) > c.panHysteresis, away <= across {
                    // Not a swipe away from the edge: the system's gesture failed.
                    edgeSwipe = .none
                    return held ? .releaseToApp(id: id) : nil
                }
            }
            if case let .tracking(ids, start) = threeFinger {
                let pts = ids.compactMap { context.touches[$0]?.location }
                let v = pts.centroid - start
                if pts.count == ids.count, abs(v.x) >= c.multiFingerSwipeDistance, abs(v.x) > abs(v.y) {
                    let command: EditCommand = v.x < 0 ? .undo : .redo
                    _ = recognized(command.systemGesture, at: t, context.world, &context.outcomes)
                    return .edit(command)
                }
            }
            // Tracking holds `systemGestureFingers` fingers or more: it begins with them, and
            // ends when fewer remain.
            guard case let .tracking(ids, startCentroid, startSpread) = multiFinger else { return nil }
            let pts = ids.compactMap { context.touches[$0]?.location }
            let spread = pts.spread
            if startSpread > 0, spread / startSpread <= c.multiFingerPinchRatio {
                return recognized(.home, at: t, context.world, &context.outcomes)
            }
            let v = pts.centroid - startCentroid
            guard v.length >= c.multiFingerSwipeDistance else { return nil }
            if abs(v.y) >= abs(v.x) {
                return v.y < 0 ? recognized(.appSwitcher, at: t, context.world, &context.outcomes) : nil
            }
            return recognized(v.x < 0 ? .nextApp : .previousApp, at: t, context.world, &context.outcomes)
        case let .touchEnded(id):
            if case let .tracking(edgeId, _, _, _, _, _) = edgeSwipe, edgeId == id { edgeSwipe = .none }
            if case let .tracking(ids, _) = threeFinger, ids.contains(id) { threeFinger = .none }
            if case .tracking(var ids, let centroid, let spread) = multiFinger {
                ids.removeAll { $0 == id }
                multiFinger = ids.count < c.systemGestureFingers ? .none : .tracking(ids: ids, startCentroid: centroid, startSpread: spread)
            }
            return nil
        case .releaseDue:
            guard case let .tracking(id, start, edge, systemFirst, since, true) = edgeSwipe else {
                unexpected(input, at: t, &context)
                return nil
            }
            edgeSwipe = .tracking(id: id, start: start, edge: edge, systemFirst: systemFirst, since: since, held: false)
            return .releaseToApp(id: id)
        case .touchesLost:
            self = SystemGestureRecognizer()
            return nil
        }
    }

    /// The system edge whose zone holds `p` (screen points), if any.
    static func edge(of p: ScreenPoint, _ world: MachineWorld) -> ScreenEdge? {
        let c = world.constants
        if p.y >= world.environment.screen.height - c.bottomEdgeZone { return .bottom }
        if p.y <= c.topEdgeZone { return .top }
        return nil
    }

    private mutating func recognized(_ kind: SystemGestureKind, at t: Timestamp, _ world: MachineWorld,
                                     _ out: inout [Outcome]) -> Request {
        out.append(world.outcome(t, nil, .systemGesture(kind: kind)))
        multiFinger = .none
        threeFinger = .none
        edgeSwipe = .none
        return .cancelAppTouches
    }
}

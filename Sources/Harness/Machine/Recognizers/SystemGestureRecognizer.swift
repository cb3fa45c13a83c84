import InputModel

/// The system's touchscreen gestures: four or more fingers swiping (app switcher, next and
/// previous app) or pinching (home), three fingers swiping left (undo) or right (redo), a
/// bottom-edge swipe up (home), and the stream's own `systemGesture` events. The system takes
/// them: the machine cancels the app's touches.
/// docs/interaction-machine.md, "System gestures".
struct SystemGestureRecognizer: Sendable {
    enum Input {
        /// A `systemGesture` event of the stream.
        case stream(SystemGesture)
        /// A touch began (`touches` already holds it).
        case touchBegan(Touch, Point)
        /// Touches moved (`touches` holds their new locations).
        case touchesMoved
        /// A touch ended or was cancelled (`touches` still holds it).
        case touchEnded(id: Int)
    }

    /// What the recognizer asks of the machine.
    enum Request: Equatable {
        /// The system took the touches: cancel every app gesture, keep tracking the fingers.
        case cancelAppTouches
        /// The same, and perform the editing command (`undo` or `redo`) on the app's undo manager.
        case edit(SystemGestureKind)
    }

    /// A lone finger that went down in the bottom edge zone.
    enum EdgeSwipe: Sendable {
        case none
        case tracking(id: Int, start: Point)
    }

    /// Four or more fingers on the glass, measured from when the last of them landed.
    enum MultiFinger: Sendable {
        case none
        case tracking(ids: [Int], startCentroid: Point, startSpread: Double)
    }

    /// Exactly three fingers on the glass (iPadOS's editing gestures), measured from when the
    /// third landed.
    enum ThreeFinger: Sendable {
        case none
        case tracking(ids: [Int], startCentroid: Point)
    }

    var edgeSwipe: EdgeSwipe = .none
    var multiFinger: MultiFinger = .none
    var threeFinger: ThreeFinger = .none
    /// A stream `systemGesture` began and has not ended.
    var streamGestureActive = false

    mutating func apply(_ input: Input, at t: Timestamp, _ world: MachineWorld, _ touches: LiveTouches,
                        into out: inout [Outcome]) -> Request? {
        let c = world.constants
        switch input {
        case let .stream(g):
            // One outcome per gesture: at `began`, or at `ended` when the source only reports the end.
            switch g.phase {
            case .began:
                let request = recognized(g.kind, at: t, world, &out)
                streamGestureActive = true
                return request
            case .ended, .cancelled:
                let request = !streamGestureActive && g.phase == .ended ? recognized(g.kind, at: t, world, &out) : nil
                streamGestureActive = false
                return request
            case .changed:
                guard !streamGestureActive else { return nil }
                let request = recognized(g.kind, at: t, world, &out)
                streamGestureActive = true
                return request
            }
        case let .touchBegan(touch, p):
            guard touch.touchType == .direct else { return nil }
            if p.y >= world.environment.screen.height - c.bottomEdgeZone, touches.count(where: { $0.type == .direct }) == 1 {
                edgeSwipe = .tracking(id: touch.id, start: p)
            }
            let fingers = touches.sortedIDs(where: { $0.type == .direct })
            let pts = fingers.compactMap { touches[$0]?.location }
            if fingers.count >= c.systemGestureFingers {
                multiFinger = .tracking(ids: fingers, startCentroid: pts.centroid, startSpread: pts.spread)
            }
            threeFinger = fingers.count == c.editingGestureFingers ? .tracking(ids: fingers, startCentroid: pts.centroid) : .none
            return nil
        case .touchesMoved:
            if case let .tracking(id, start) = edgeSwipe, let now = touches[id]?.location,
               start.y - now.y >= c.bottomEdgeSwipeDistance {
                return recognized(.home, at: t, world, &out)
            }
            if case let .tracking(ids, start) = threeFinger {
                let pts = ids.compactMap { touches[$0]?.location }
                let v = pts.centroid - start
                if pts.count == ids.count, abs(v.x) >= c.multiFingerSwipeDistance, abs(v.x) > abs(v.y) {
                    let kind: SystemGestureKind = v.x < 0 ? .undo : .redo
                    _ = recognized(kind, at: t, world, &out)
                    return .edit(kind)
                }
            }
            guard case let .tracking(ids, startCentroid, startSpread) = multiFinger, ids.count >= c.systemGestureFingers else {
                return nil
            }
            let pts = ids.compactMap { touches[$0]?.location }
            let spread = pts.spread
            if startSpread > 0, spread / startSpread <= c.multiFingerPinchRatio {
                return recognized(.home, at: t, world, &out)
            }
            let v = pts.centroid - startCentroid
            guard v.length >= c.multiFingerSwipeDistance else { return nil }
            if abs(v.y) >= abs(v.x) {
                return v.y < 0 ? recognized(.appSwitcher, at: t, world, &out) : nil
            }
            return recognized(v.x < 0 ? .nextApp : .previousApp, at: t, world, &out)
        case let .touchEnded(id):
            if case let .tracking(edgeId, _) = edgeSwipe, edgeId == id { edgeSwipe = .none }
            if case let .tracking(ids, _) = threeFinger, ids.contains(id) { threeFinger = .none }
            if case .tracking(var ids, let centroid, let spread) = multiFinger {
                ids.removeAll { $0 == id }
                multiFinger = ids.count < c.systemGestureFingers ? .none : .tracking(ids: ids, startCentroid: centroid, startSpread: spread)
            }
            return nil
        }
    }

    /// The same, returning the outcomes (for tests).
    mutating func apply(_ input: Input, at t: Timestamp, _ world: MachineWorld, _ touches: LiveTouches) -> ([Outcome], Request?) {
        var out: [Outcome] = []
        let request = apply(input, at: t, world, touches, into: &out)
        return (out, request)
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

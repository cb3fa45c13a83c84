import InputModel

/// System gestures: four/five-finger swipes and pinches and bottom-edge swipes on the touchscreen,
/// and the stream's `systemGesture` events. The system takes them; the app's touches are cancelled.
extension InteractionMachine {
    mutating func handleSystemGesture(_ g: SystemGesture, at t: Double) {
        // One outcome per gesture: at `began`, or at `ended` when the source only reports the end.
        switch g.phase {
        case .began:
            systemGestureRecognized(g.kind.rawValue, at: t)
            system.streamGestureActive = true
        case .ended, .cancelled:
            if !system.streamGestureActive, g.phase == .ended { systemGestureRecognized(g.kind.rawValue, at: t) }
            system.streamGestureActive = false
        case .changed:
            if !system.streamGestureActive {
                systemGestureRecognized(g.kind.rawValue, at: t)
                system.streamGestureActive = true
            }
        }
    }

    mutating func systemGestureRecognized(_ kind: String, at t: Double) {
        emit(t, .systemGesture, nil, [.init("kind", .string(kind))])
        cancelAllTouches(at: t, keepTracking: true)
        system.tracked = []
        system.edgeSwipe = nil
    }

    mutating func trackSystemGestureBegan(_ touch: Touch, _ p: Point, at t: Double) {
        guard touch.touchType == .direct else { return }
        if p.y >= world.environment.screen.height - world.constants.bottomEdgeZone, touches.count(where: { $0.type == .direct }) == 1 {
            system.edgeSwipe = (touch.id, p)
        }
        let fingers = touches.sortedIDs(where: { $0.type == .direct })
        if fingers.count >= world.constants.systemGestureFingers {
            system.tracked = fingers
            let pts = fingers.compactMap { touches[$0]?.location }
            system.startCentroid = Self.centroid(pts)
            system.startSpread = Self.spread(pts)
        }
    }

    mutating func trackSystemGestureEnded(_ id: Int) {
        if system.edgeSwipe?.id == id { system.edgeSwipe = nil }
        system.tracked.removeAll { $0 == id }
        if system.tracked.count < world.constants.systemGestureFingers { system.tracked = [] }
    }

    static func spread(_ pts: [Point]) -> Double {
        let c = centroid(pts)
        return pts.isEmpty ? 0 : pts.reduce(0) { $0 + $1.distance(to: c) } / Double(pts.count)
    }

    mutating func trackSystemGestureMoved(at t: Double) {
        if let edge = system.edgeSwipe, let now = touches[edge.id]?.location,
           edge.start.y - now.y >= world.constants.bottomEdgeSwipeDistance {
            systemGestureRecognized("home", at: t)
            return
        }
        guard system.tracked.count >= world.constants.systemGestureFingers else { return }
        let pts = system.tracked.compactMap { touches[$0]?.location }
        let c = Self.centroid(pts)
        let spread = Self.spread(pts)
        if system.startSpread > 0, spread / system.startSpread <= world.constants.multiFingerPinchRatio {
            systemGestureRecognized("home", at: t)
            return
        }
        let v = c - system.startCentroid
        guard v.length >= world.constants.multiFingerSwipeDistance else { return }
        if abs(v.y) >= abs(v.x) {
            if v.y < 0 { systemGestureRecognized("appSwitcher", at: t) }
        } else {
            systemGestureRecognized(v.x < 0 ? "nextApp" : "previousApp", at: t)
        }
    }
}

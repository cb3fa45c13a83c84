import Foundation

/// Three- and four-finger trackpad gestures the system claims, as `systemGesture` payloads.
///
/// Mapping (iPadOS trackpad gestures, Apple's "Use gestures with a trackpad on
/// iPad"; the iPadOS design guidelines only ask apps not to fight them):
/// - swipe up → `home`; swipe up and hold still `appSwitcherHold` (0.3 s) before
///   lifting → `appSwitcher`;
/// - swipe left → `nextApp`, swipe right → `previousApp` (the fingers drag the
///   current app away, as on the screen);
/// - pinch in (3+ fingers, scale below `homePinchScale`) → `home`;
/// - swipe down, pinch out, or too little motion → no system gesture.
/// Directions are the dominant axis of the total finger translation (pad y
/// grows towards the user, so up is negative y), which must reach `minimumSwipeDistance`.
///
/// Phases: `began` as soon as the direction gives a kind (provisional), `ended`
/// with the final kind when the fingers lift (the `ended` kind is authoritative:
/// up-then-hold turns `home` into `appSwitcher`), `cancelled` when a begun gesture ends as nothing.
public struct SystemGestureTracker: Sendable {
    public enum Motion: Hashable, Sendable {
        case swipe
        case pinch
    }

    /// mm of total translation for a swipe to count.
    public static let minimumSwipeDistance: Double = 5
    /// s still before lifting that turns an up swipe into the app switcher.
    public static let appSwitcherHold: TimeSpan = 0.3
    /// mm of motion that counts as "not still" (`HOLD_AND_MOTION_THRESHOLD`, 0.5 mm).
    public static let stillThreshold: Double = 0.5
    /// Pinch-in scale (current / initial distance) below which a 3+ finger pinch is `home`.
    public static let homePinchScale: Double = 0.7

    public let motion: Motion
    public let fingers: Int
    /// Total translation (mm) or, for a pinch, the distance ratio.
    public private(set) var translation: (dx: Double, dy: Double) = (0, 0)
    public private(set) var scale: Double = 1
    public private(set) var begunKind: SystemGestureKind?
    private var stillAnchor: (dx: Double, dy: Double) = (0, 0)
    public private(set) var lastMoveTime: Timestamp

    public init(motion: Motion, fingers: Int, time: Timestamp) {
        self.motion = motion
        self.fingers = fingers
        lastMoveTime = time
    }

    /// The kind the motion so far means, if any (`held` adds the app-switcher hold).
    public func kind(at time: Timestamp) -> SystemGestureKind? {
        switch motion {
        case .pinch:
            return scale < SystemGestureTracker.homePinchScale ? .home : nil
        case .swipe:
            let (dx, dy) = translation
            guard hypot(dx, dy) >= SystemGestureTracker.minimumSwipeDistance else { return nil }
            if Swift.abs(dx) > Swift.abs(dy) { return dx < 0 ? .nextApp : .previousApp }
            guard dy < 0 else { return nil }
            return time - lastMoveTime >= SystemGestureTracker.appSwitcherHold ? .appSwitcher : .home
        }
    }

    /// Adds a swipe step (mm) at `time`; returns `began` once a kind is known.
    public mutating func swipe(dx: Double, dy: Double, at time: Timestamp) -> [UnifiedEvent.Payload] {
        translation.dx += dx
        translation.dy += dy
        if hypot(translation.dx - stillAnchor.dx, translation.dy - stillAnchor.dy) > SystemGestureTracker.stillThreshold {
            stillAnchor = translation
            lastMoveTime = time
        }
        return beginIfKnown(at: time)
    }

    /// Sets the pinch scale; returns `began` once it means `home`.
    public mutating func pinch(scale: Double, at time: Timestamp) -> [UnifiedEvent.Payload] {
        self.scale = scale
        return beginIfKnown(at: time)
    }

    private mutating func beginIfKnown(at time: Timestamp) -> [UnifiedEvent.Payload] {
        guard begunKind == nil, let k = kind(at: time) else { return [] }
        begunKind = k
        return [.systemGesture(SystemGesture(kind: k, phase: .began, fingers: fingers))]
    }

    /// The fingers lift (or the count changes) at `time`.
    public mutating func end(at time: Timestamp) -> [UnifiedEvent.Payload] {
        defer { begunKind = nil }
        if let k = kind(at: time) {
            var out: [UnifiedEvent.Payload] = []
            if begunKind == nil { out.append(.systemGesture(SystemGesture(kind: k, phase: .began, fingers: fingers))) }
            out.append(.systemGesture(SystemGesture(kind: k, phase: .ended, fingers: fingers)))
            return out
        }
        guard let b = begunKind else { return [] }
        return [.systemGesture(SystemGesture(kind: b, phase: .cancelled, fingers: fingers))]
    }

    /// Resync: a begun gesture is cancelled.
    public mutating func cancel() -> [UnifiedEvent.Payload] {
        defer { begunKind = nil }
        guard let b = begunKind else { return [] }
        return [.systemGesture(SystemGesture(kind: b, phase: .cancelled, fingers: fingers))]
    }
}

import Foundation

/// Momentum after a two-finger trackpad scroll: `scroll` events of phase
/// `momentum` that decay from the release velocity, fired from event time.
///
/// - Release velocity: the scroll distance of the last `velocityWindow` (100 ms)
///   before the lift divided by that window, so fingers that stopped before
///   lifting give little or no momentum.
/// - Decay: the velocity is multiplied by `decelerationPerMillisecond` = 0.998
///   per ms, `UIScrollView.DecelerationRate.normal` (docs/sources.md, "Pointer effects and magnetism":
///   iPadOS applies momentum in UIScrollView; the same deceleration as a touch
///   flick is assumed).
/// - Events every `tickInterval` (1/60 s) carry the distance covered in that
///   tick; when the speed falls below `stopSpeed` a last `momentum` event with
///   zero delta marks the end. Fingers touching the pad again stop it the same way.
///   Tick `n` is due at the first whole µs at or after `n`/60 s from the release and
///   stamped with the µs nearest to it (a 60 Hz tick falls between microseconds).
/// - No momentum starts below `minimumSpeed`.
public struct ScrollMomentum: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public var time: Timestamp
        public var dx: Double
        public var dy: Double
    }

    public enum State: Hashable, Sendable {
        case idle
        /// Coasting at (vx, vy) pt/s since the fingers lifted at `released`; `ticks` fired so far.
        case coasting(vx: Double, vy: Double, released: Timestamp, ticks: Int64)
    }

    public static let velocityWindow: TimeSpan = 0.100
    public static let decelerationPerMillisecond: Double = 0.998
    /// Ticks a second: the display's refresh, 60 Hz.
    public static let ticksPerSecond: Int64 = 60
    /// s between ticks, for the distance a tick covers.
    public static let tickInterval: Double = 1.0 / Double(ticksPerSecond)
    /// pt/s.
    public static let minimumSpeed: Double = 50
    /// pt/s.
    public static let stopSpeed: Double = 10

    public private(set) var state: State = .idle {
        didSet { nextTick = Self.nextTick(after: state) }
    }
    /// Recent scroll deltas (points) while the fingers are down.
    public private(set) var samples: [Sample] = []

    public init() {}

    /// When `advance` fires the next tick; `.distantFuture` when idle. Kept beside the state (the
    /// pipeline asks after every frame; a division a frame otherwise).
    public private(set) var nextTick: Timestamp = .distantFuture

    static func nextTick(after state: State) -> Timestamp {
        guard case .coasting(_, _, let released, let ticks) = state else { return .distantFuture }
        return released + tickDue(ticks + 1)
    }

    /// Tick `n` after the release: `n`/60 s rounded up to a whole µs (when it is due).
    static func tickDue(_ n: Int64) -> TimeSpan {
        TimeSpan(microseconds: (n * 1_000_000 + ticksPerSecond - 1) / ticksPerSecond)
    }

    /// Tick `n` after the release: `n`/60 s rounded to the nearest µs (its time stamp).
    static func tickStamp(_ n: Int64) -> TimeSpan {
        TimeSpan(microseconds: (n * 1_000_000 + ticksPerSecond / 2) / ticksPerSecond)
    }

    public var isCoasting: Bool { if case .coasting = state { return true } else { return false } }

    /// True while `samples` are in time order (as the pipeline records them): the old ones are
    /// then a prefix, found without scanning (`removeAll(where:)` walks every sample of the last
    /// 200 ms on every scroll frame: Benchmarks/notes.md, "Hot paths").
    private var samplesInOrder = true

    public mutating func record(time: Timestamp, dx: Double, dy: Double) {
        if let last = samples.last, !(last.time <= time) { samplesInOrder = false }
        samples.append(Sample(time: time, dx: dx, dy: dy))
        let cutoff = time - ScrollMomentum.velocityWindow * 2
        if samplesInOrder {
            var old = 0
            while old < samples.count, samples[old].time < cutoff { old += 1 }
            if old > 0 { samples.removeFirst(old) }
        } else {
            samples.removeAll { $0.time < cutoff }
        }
    }

    /// Release velocity in pt/s at `time`.
    public func releaseVelocity(at time: Timestamp) -> (vx: Double, vy: Double) {
        let recent = samples.filter { $0.time > time - ScrollMomentum.velocityWindow }
        let sx = recent.reduce(0) { $0 + $1.dx }, sy = recent.reduce(0) { $0 + $1.dy }
        let window = ScrollMomentum.velocityWindow.seconds
        return (sx / window, sy / window)
    }

    /// The fingers lifted at `time`: starts coasting when fast enough.
    public mutating func release(at time: Timestamp) {
        let v = releaseVelocity(at: time)
        samples.removeAll()
        samplesInOrder = true
        state = hypot(v.vx, v.vy) >= ScrollMomentum.minimumSpeed ? .coasting(vx: v.vx, vy: v.vy, released: time, ticks: 0) : .idle
    }

    /// Ticks due at or before `time`, stamped with their own time; (x, y) is the pointer.
    public mutating func advance(to time: Timestamp, x: Double, y: Double) -> [TimedPayload] {
        var out: [TimedPayload] = []
        advance(to: time, x: x, y: y, into: &out)
        return out
    }

    /// The ticks due at or before `time` appended to `out` (the pipeline's reused buffer).
    public mutating func advance(to time: Timestamp, x: Double, y: Double, into out: inout [TimedPayload]) {
        guard nextTick <= time else { return }
        // The same factor every tick: computed once per call, not once per tick (`pow` is a
        // third of a tick's cost; same bits either way).
        let decay = pow(ScrollMomentum.decelerationPerMillisecond, ScrollMomentum.tickInterval * 1000)
        while nextTick <= time, case .coasting(var vx, var vy, let released, var ticks) = state {
            ticks += 1
            let t = released + Self.tickStamp(ticks)
            vx *= decay
            vy *= decay
            if hypot(vx, vy) < ScrollMomentum.stopSpeed {
                state = .idle
                out.append(TimedPayload(time: t, payload: ScrollMomentum.event(0, 0, x, y)))
            } else {
                state = .coasting(vx: vx, vy: vy, released: released, ticks: ticks)
                out.append(TimedPayload(time: t, payload: ScrollMomentum.event(vx * ScrollMomentum.tickInterval,
                                                                             vy * ScrollMomentum.tickInterval, x, y)))
            }
        }
    }

    /// Fingers touch again (or the stream ends): the momentum stops with a zero `momentum` event.
    public mutating func stop(x: Double, y: Double) -> [UnifiedEvent.Payload] {
        guard isCoasting else { return [] }
        state = .idle
        return [ScrollMomentum.event(0, 0, x, y)]
    }

    /// Forget samples (a scroll ended without momentum).
    public mutating func clearSamples() {
        samples.removeAll()
        samplesInOrder = true
    }

    static func event(_ dx: Double, _ dy: Double, _ x: Double, _ y: Double) -> UnifiedEvent.Payload {
        .scroll(Scroll(scrollType: .continuous, phase: .momentum, dx: dx, dy: dy, x: x, y: y))
    }
}

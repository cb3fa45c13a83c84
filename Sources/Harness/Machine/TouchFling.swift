import InputModel

/// A scroll view coasting after a finger flung its pan: the release velocity over the last
/// `ScrollMomentum.velocityWindow` of the finger's motion, decaying at
/// `UIScrollView.DecelerationRate.normal` (0.998 a millisecond) — the trackpad's momentum
/// (`ScrollMomentum`), here for a touch. The scroll view's `scroll` outcomes of phase
/// `momentum` follow, 60 a second, until the speed falls below `ScrollMomentum.stopSpeed` or a
/// finger touches the glass again. docs/interaction-machine.md, "Touches: press, hold, pan".
struct TouchFling: Sendable {
    /// The panning finger's motion, then the coasting.
    private(set) var momentum = ScrollMomentum()
    /// The scroll view the finger pans and the fling coasts; nil when none.
    private(set) var scrollView: Int?
    /// Where the finger lifted (the outcomes' location).
    private var at = Point(x: 0, y: 0)

    /// A panning finger moved by (dx, dy) at `t`, over `scrollView`.
    mutating func moved(dx: Double, dy: Double, at t: Timestamp, scrollView view: Int) {
        if scrollView != view {
            momentum.clearSamples()
            scrollView = view
        }
        momentum.record(time: t, dx: dx, dy: dy)
    }

    /// The panning finger lifted at `t`: the scroll view coasts when the finger was fast enough.
    mutating func released(at t: Timestamp, _ p: Point) {
        at = p
        momentum.release(at: t)
    }

    /// When the next coasting tick is due; nil when not coasting.
    var nextTick: Timestamp? { momentum.isCoasting ? momentum.nextTick : nil }

    /// The ticks due at or before `t`, as the scroll view's momentum outcomes.
    mutating func advance(to t: Timestamp, _ world: MachineWorld, into out: inout [Outcome]) {
        guard let view = scrollView else { return }
        for tick in momentum.advance(to: t, x: at.x, y: at.y) { Self.emit(tick.payload, at: tick.time, on: view, world, &out) }
    }

    /// A finger touched the glass: the coasting stops with a zero momentum outcome.
    mutating func stop(at t: Timestamp, _ world: MachineWorld, into out: inout [Outcome]) {
        guard let view = scrollView else { return }
        for payload in momentum.stop(x: at.x, y: at.y) { Self.emit(payload, at: t, on: view, world, &out) }
        momentum.clearSamples()
    }

    /// A momentum scroll payload as the scroll view's outcome.
    private static func emit(_ payload: UnifiedEvent.Payload, at t: Timestamp, on view: Int, _ world: MachineWorld,
                             _ out: inout [Outcome]) {
        if case let .scroll(s) = payload {
            out.append(world.outcome(t, view, .scroll(dx: s.dx, dy: s.dy, phase: s.phase, scrollType: s.scrollType)))
        }
    }
}

import InputModel

/// A scroll view coasting after a finger flung its pan: the release velocity over the last
/// `ScrollMomentum.velocityWindow` of the finger's motion, decaying at
/// `UIScrollView.DecelerationRate.normal` (0.998 a millisecond) — the trackpad's momentum
/// (`ScrollMomentum`), here for a touch. The scroll view's `scroll` outcomes of phase
/// `momentum` follow, 60 a second, until the speed falls below `ScrollMomentum.stopSpeed` or a
/// finger touches the glass again. docs/interaction-machine.md, "Touches: press, hold, pan".
struct TouchFling: Recognizer, Sendable {
    /// The panning finger's motion, then the coasting.
    private(set) var momentum = ScrollMomentum()
    /// The scroll view the finger pans and the fling coasts; nil when none.
    private(set) var scrollView: Int?

    /// Whether the scroll view coasts.
    enum State: Sendable, Equatable {
        /// Not coasting: no fling yet, or it stopped.
        case idle
        /// Coasting after a fast enough release: a momentum tick is due at `nextTick`.
        case coasting
    }

    enum Input {
        /// A panning finger moved by (dx, dy) over `scrollView`.
        case moved(dx: Double, dy: Double, scrollView: Int)
        /// The panning finger lifted: the scroll view coasts when the finger was fast enough.
        case released
        /// The coasting's next tick came due (`nextTick`): the ticks due by then, as the scroll
        /// view's momentum outcomes.
        case tickDue
        /// A finger touched the glass: the coasting stops with a zero momentum outcome.
        case fingerDown
    }

    /// When the next coasting tick is due; nil when not coasting.
    var nextTick: Timestamp? { momentum.isCoasting ? momentum.nextTick : nil }
    var state: State { momentum.isCoasting ? .coasting : .idle }
    var traceState: String { "\(state)" }

    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Never? {
        switch input {
        case let .moved(dx, dy, view):
            // A pan keeps its scroll view, and each begins with its finger landing, which
            // cleared what an earlier pan left (`fingerDown`).
            scrollView = view
            momentum.record(time: t, dx: dx, dy: dy)
        case .released:
            momentum.release(at: t)
        case .tickDue:
            guard let view = scrollView else { return nil }
            // (x, y) is where `ScrollMomentum` puts a trackpad's pointer; a touch's `scroll` outcome
            // is the scroll view's and carries no location.
            for tick in momentum.advance(to: t, x: 0, y: 0) {
                Self.emit(tick.payload, at: tick.time, on: view, context.world, &context.outcomes)
            }
        case .fingerDown:
            guard let view = scrollView else { return nil }
            for payload in momentum.stop(x: 0, y: 0) { Self.emit(payload, at: t, on: view, context.world, &context.outcomes) }
            // What a pan that never flung left (cancelled by the stream or the system).
            momentum.clearSamples()
        }
        return nil
    }

    /// A momentum scroll payload as the scroll view's outcome.
    private static func emit(_ payload: UnifiedEvent.Payload, at t: Timestamp, on view: Int, _ world: MachineWorld,
                             _ out: inout [Outcome]) {
        if case let .scroll(s) = payload {
            out.append(world.outcome(t, view, .scroll(dx: s.dx, dy: s.dy, phase: s.phase, scrollType: s.scrollType)))
        }
    }
}

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
    /// Where the finger lifted (the outcomes' location; read only while coasting, which the
    /// release that sets it starts).
    private var at = ScreenPoint.zero

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
        /// The panning finger lifted at `p`: the scroll view coasts when the finger was fast enough.
        case released(at: ScreenPoint)
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
            if scrollView != view {
                momentum.clearSamples()
                scrollView = view
            }
            momentum.record(time: t, dx: dx, dy: dy)
        case let .released(p):
            at = p
            momentum.release(at: t)
        case .tickDue:
            guard let view = scrollView else { return nil }
            for tick in momentum.advance(to: t, x: at.x, y: at.y) {
                Self.emit(tick.payload, at: tick.time, on: view, context.world, &context.outcomes)
            }
        case .fingerDown:
            guard let view = scrollView else { return nil }
            for payload in momentum.stop(x: at.x, y: at.y) { Self.emit(payload, at: t, on: view, context.world, &context.outcomes) }
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

import InputModel

/// The interaction machine as the last stage of the input pipeline: the unified events in, the
/// outcomes out. Every path from raw input to outcomes goes through it — `Replay` (the
/// normalization pipeline's sink), the conformance probes (their cached unified streams) and the
/// live capture's machine stage (`tactile capture --live --scene`) — so each applies an event,
/// lets time pass and ends a stream the same way.
///
/// ```swift
/// var fold = MachineFold(machine: InteractionMachine(scene: scene))
/// fold.apply(unified)              // or: pipeline.apply(raw, into: &fold)
/// fold.advance(to: end)            // or, when the stream has ended: fold.settle()
/// let outcomes = fold.take()
/// ```
public struct MachineFold: UnifiedSink {
    public internal(set) var machine: InteractionMachine
    /// Outcomes produced and not yet taken, oldest first.
    var pending: [Outcome] = []
    /// Unified events applied so far.
    public private(set) var eventCount = 0

    public init(machine: InteractionMachine) {
        self.machine = machine
    }

    /// Applies one unified event (firing the timers due before it first).
    public mutating func put(_ event: consuming UnifiedEvent) {
        eventCount += 1
        machine.apply(event, into: &pending)
    }

    /// Applies each event in order.
    public mutating func apply<S: Sequence>(_ events: S) where S.Element == UnifiedEvent {
        for e in events { put(e) }
    }

    /// Time passes without input: fires every timer due at or before `t`.
    public mutating func advance(to t: Timestamp) {
        machine.advance(to: t, into: &pending)
    }

    /// The stream has ended: timers fire until none is pending (`InteractionMachine.settle`).
    public mutating func settle() {
        machine.settle(into: &pending)
    }

    /// When the machine's earliest timer is due, if one is pending.
    public mutating func nextTimerDue() -> Timestamp? { machine.nextTimerDue() }

    /// The outcomes since the last call, oldest first.
    public mutating func take() -> [Outcome] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }
}

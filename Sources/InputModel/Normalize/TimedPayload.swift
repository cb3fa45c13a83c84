/// A timer's event: the payload and the time it fell due.
///
/// A struct rather than the `(Double, UnifiedEvent.Payload)` tuple of `advance(to:)`: arrays of
/// tuples with a non-trivial member are copied and destroyed through the runtime's generic tuple
/// witnesses (`tuple_initializeWithCopy`, `tuple_destroy`), where a struct's are inlined
/// (Benchmarks/notes.md, "Hot paths").
public struct TimedPayload: Hashable, Sendable {
    public var time: Timestamp
    public var payload: UnifiedEvent.Payload

    public init(time: Timestamp, payload: UnifiedEvent.Payload) {
        self.time = time
        self.payload = payload
    }
}

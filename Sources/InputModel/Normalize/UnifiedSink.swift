/// Where `NormalizationPipeline` hands the unified events it completes, one at a time, in order:
/// an array the caller reuses (`apply(_:into:)`), a closure (`run`), or a consumer of the
/// caller's own (`Replay` feeds the interaction machine). Generic, so each caller's path in this
/// module is specialized; `Failure` is `Never` for an array, so appending cannot throw.
public protocol UnifiedSink {
    associatedtype Failure: Error
    mutating func put(_ event: consuming UnifiedEvent) throws(Failure)
}

extension Array: UnifiedSink where Element == UnifiedEvent {
    @inline(__always)
    public mutating func put(_ event: consuming UnifiedEvent) { append(event) }
}

/// Calls a closure for each event (`NormalizationPipeline.run`'s `emit`).
struct ClosureSink: UnifiedSink {
    let emit: (UnifiedEvent) throws -> Void
    @inline(__always)
    func put(_ event: consuming UnifiedEvent) throws { try emit(event) }
}

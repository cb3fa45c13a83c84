/// Where `NormalizationPipeline` hands the unified events it completes, one at a time, in order:
/// an array the caller reuses (`apply(_:into:)`), or a closure (`run`). Generic, so each
/// caller's path is specialized; `Failure` is `Never` for an array, so appending cannot throw.
protocol UnifiedSink {
    associatedtype Failure: Error
    mutating func put(_ event: consuming UnifiedEvent) throws(Failure)
}

extension Array: UnifiedSink where Element == UnifiedEvent {
    @inline(__always)
    mutating func put(_ event: consuming UnifiedEvent) { append(event) }
}

/// Calls a closure for each event (`NormalizationPipeline.run`'s `emit`).
struct ClosureSink: UnifiedSink {
    let emit: (UnifiedEvent) throws -> Void
    @inline(__always)
    func put(_ event: consuming UnifiedEvent) throws { try emit(event) }
}

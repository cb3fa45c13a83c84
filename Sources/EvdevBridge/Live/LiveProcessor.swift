import InputModel

/// One line a live capture prints, with the stream time (since the first event)
/// it belongs to: timers print at their due time, which the idle wait is computed from.
public struct LiveLine: Equatable, Sendable {
    public var t: Timestamp
    public var text: String
    /// A unified event's line (not a timer's or the machine's): `frameTime` applies to it.
    public var isUnifiedEvent: Bool
    /// For a unified event completed by a kernel frame: that frame's SYN_REPORT timestamp
    /// (CLOCK_MONOTONIC µs, as the kernel stamped it, not rebased), set by `CaptureLoop`;
    /// nil for lines timers print (they have no frame). `capture --latency` measures from it.
    public var frameTime: Int64?
    public init(t: Timestamp, text: String, isUnifiedEvent: Bool = false, frameTime: Int64? = nil) {
        self.t = t
        self.text = text
        self.isUnifiedEvent = isUnifiedEvent
        self.frameTime = frameTime
    }
}

/// What a live capture drives besides the trace file: a fold over the raw events that
/// prints as it goes. Times are µs on the capture's time base (CLOCK_MONOTONIC minus the
/// capture start, the trace file's times), so a processor sees what a replay of the file
/// would see.
///
/// A value type with pure transitions; each layer says when its next timer is due.
public protocol LiveProcessor {
    /// One event as it is read.
    mutating func apply(_ event: DeviceEvent) -> [LiveLine]
    /// No event until `time` (the kernel clock, while idle): fires timers due by then.
    mutating func advance(to time: Int64) -> [LiveLine]
    /// The capture stops at `time`: remaining timers, then the end of every active touch.
    mutating func finish(at time: Int64) -> [LiveLine]
    /// The earliest time after `time` (µs, same base) when `advance` would print, if any
    /// within `horizon` µs: the idle poll sleeps until then.
    mutating func nextDeadline(after time: Int64, horizon: Int64) -> Int64?
    /// A device went away at `time` (removed, or closed after a read error): what it held ends.
    mutating func deviceRemoved(_ device: Int, at time: Int64) -> [LiveLine]
}

extension LiveProcessor {
    public mutating func deviceRemoved(_ device: Int, at time: Int64) -> [LiveLine] { [] }
}

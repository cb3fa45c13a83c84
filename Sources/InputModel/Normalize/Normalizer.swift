/// Settings the normalizers read, with documented defaults (iPadOS Settings › General › Trackpad).
public struct NormalizerSettings: Hashable, Sendable {
    /// Tap to click on trackpads. iPadOS default: off.
    public var tapToClick: Bool = false
    /// Two-finger click or tap is a secondary click. iPadOS default: on.
    public var twoFingerSecondaryClick: Bool = true
    /// Natural scrolling: content follows the fingers. iPadOS default: on.
    public var naturalScrolling: Bool = true
    /// Trackpad tracking speed multiplier for the acceleration curve. 1 = default.
    public var trackingSpeed: Double = 1.0
    /// A pen that sends nothing for this long while in proximity without buttons is
    /// forced out of proximity (libinput's proximity timer: 50 ms, docs/sources.md, "libinput").
    public var penProximityTimeout: TimeSpan = 0.050
    /// Pressure where a pen without BTN_TOUCH counts as touching: libinput's
    /// upper threshold, 5 % of the range (docs/sources.md, "libinput").
    public var penContactThreshold: Double = 0.05
    /// Apple Pencil's `maximumPossibleForce`. Apple documents no number; 4.17 is
    /// what shipping iPads report for Apple Pencil (observed, UIKit prints it),
    /// so raw pressure normalized to 0…1 is scaled to 0…4.17.
    public var pencilMaximumPossibleForce: Double = 4.166_666_666_666_667
    /// Show real key codes in keyboard output (traces hide them by default).
    public var showKeycodes: Bool = false

    public init() {}
}

/// What every per-device-class normalizer provides: a value-type state plus pure transitions.
///
/// The pipeline feeds one device's frames in time order. Timers (pen
/// proximity timeout, scroll momentum, key repeat) fire from event time: the
/// pipeline calls `advance(to:)` with the next event's time before applying it
/// (only once that time reaches `nextTimerDue`), and `finish(at:)` at the end of the stream.
public protocol DeviceNormalizer {
    /// Events when the device appears (a `device connected` event at least).
    mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload]
    /// One frame, its events appended to `out` (which the caller reuses: no array is
    /// allocated per frame). `out` may hold earlier events: append only, never read or
    /// remove what was there. `time` is the frame's time since the start of the trace.
    mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload])
    /// Fires timers due at or before `time`; returns events stamped with their own due time.
    mutating func advance(to time: Timestamp) -> [TimedPayload]
    /// `advance(to:)` appending to `out`, which the caller reuses (the pipeline's path: no array
    /// a tick). `out` may hold earlier events: append only. The default calls `advance(to:)`.
    mutating func advance(to time: Timestamp, into out: inout [TimedPayload])
    /// The earliest time at which `advance(to:)` may fire a timer: for any earlier time it
    /// returns nothing and changes nothing. `.distantFuture` when no timer is pending.
    var nextTimerDue: Timestamp { get }
    /// The stream ends (or the device disappears): every active touch ends or is cancelled.
    mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload]
}

extension DeviceNormalizer {
    public mutating func advance(to time: Timestamp) -> [TimedPayload] { [] }
    public mutating func advance(to time: Timestamp, into out: inout [TimedPayload]) {
        out += advance(to: time)
    }
    /// Unknown: poll on every event (a normalizer with timers says when they can be due).
    public var nextTimerDue: Timestamp { .distantPast }

    /// One frame; returns its events (the array-returning form of `apply(_:at:into:)`).
    public mutating func apply(_ frame: RawFrame, at time: Timestamp) -> [UnifiedEvent.Payload] {
        var out: [UnifiedEvent.Payload] = []
        apply(frame, at: time, into: &out)
        return out
    }
}

/// Allocates touch ids unique within a trace (shared across the devices' normalizers).
public struct TouchIDAllocator: Sendable {
    public private(set) var next: Int
    public init(start: Int = 1) { next = start }
    public mutating func allocate() -> Int {
        defer { next += 1 }
        return next
    }
}

/// One kernel `struct input_event`: a timestamp in microseconds and (type, code, value).
///
/// Times are kept exactly as the source gave them (a trace's own seconds and
/// microseconds, or the kernel's CLOCK_MONOTONIC); the unified stream rebases
/// them to the start of the trace.
public struct InputEvent: Hashable, Sendable {
    /// Microseconds: `sec * 1_000_000 + usec`.
    public var time: Int64
    public var type: UInt16
    public var code: UInt16
    public var value: Int32

    public init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    public var seconds: Int64 { time >= 0 ? time / 1_000_000 : -((-time + 999_999) / 1_000_000) }
    public var microseconds: Int64 { time - seconds * 1_000_000 }

    public var isSynReport: Bool { type == EV.SYN && code == SYN.REPORT }
    public var isSynDropped: Bool { type == EV.SYN && code == SYN.DROPPED }
}

extension InputEvent: CustomStringConvertible {
    public var description: String {
        "\(seconds).\(String(repeating: "0", count: 6 - String(microseconds).count))\(microseconds) "
            + "\(EventCodes.describe(type: type, code: code)) \(value)"
    }
}

/// An event from one device of a (possibly multi-device) source.
public struct DeviceEvent: Hashable, Sendable {
    /// Index of the device in the source's device list.
    public var device: Int
    public var event: InputEvent
    public init(device: Int, event: InputEvent) {
        self.device = device
        self.event = event
    }
}

/// One evdev frame: the events of one device up to and including its `SYN_REPORT`.
public struct RawFrame: Hashable, Sendable {
    public var device: Int
    /// The SYN_REPORT's time (µs).
    public var time: Int64
    /// The events before the SYN_REPORT (the SYN_REPORT itself is not included).
    public var events: [InputEvent]
    /// The SYN_REPORT value: 1 marks a kernel autorepeat frame.
    public var synValue: Int32
    /// Set when the source dropped events (SYN_DROPPED) before this frame:
    /// the state was re-read and the events are the resynchronised deltas.
    public var resync: Bool

    public init(device: Int, time: Int64, events: [InputEvent], synValue: Int32 = 0, resync: Bool = false) {
        self.device = device
        self.time = time
        self.events = events
        self.synValue = synValue
        self.resync = resync
    }
}

/// Anything that yields raw events of one or more described devices in time order:
/// a trace reader, a live libevdev reader, a synthesizer.
public protocol RawEventSource {
    var devices: [DeviceDescription] { get }
    /// The next event across all devices, in non-decreasing time; nil at the end.
    mutating func next() throws -> DeviceEvent?
}

/// An in-memory source, for tests and synthesized input.
public struct ArrayEventSource: RawEventSource {
    public var devices: [DeviceDescription]
    private var events: [DeviceEvent]
    private var index = 0
    public init(devices: [DeviceDescription], events: [DeviceEvent]) {
        self.devices = devices
        self.events = events
    }
    public mutating func next() throws -> DeviceEvent? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return events[index]
    }
}

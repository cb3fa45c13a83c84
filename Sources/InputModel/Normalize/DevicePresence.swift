/// When a device of a trace is there: connected at `connected` (nil: from the start of the
/// stream) and disconnected at `disconnected` (nil: until its end), in µs on the events' time
/// base. A keyboard plugged in halfway through a recording, a tablet unplugged before it ends.
///
/// One interval per device: a device that comes back is a new device, as it is to the kernel
/// (a new event node) and to libinput (a new `DEVICE_ADDED`).
public struct DevicePresence: Hashable, Sendable {
    public var connected: Int64?
    public var disconnected: Int64?

    public init(connected: Int64? = nil, disconnected: Int64? = nil) {
        self.connected = connected
        self.disconnected = disconnected
    }

    /// There from the start to the end.
    public static let always = DevicePresence()

    public var isAlways: Bool { connected == nil && disconnected == nil }

    /// Whether an event at `time` (µs) falls while the device is there: from its connection
    /// (inclusive) to its disconnection (exclusive).
    public func contains(_ time: Int64) -> Bool {
        if let connected, time < connected { return false }
        if let disconnected, time >= disconnected { return false }
        return true
    }

    /// Why the interval is no interval (a disconnection before the connection), or nil.
    public var problem: String? {
        if let connected, let disconnected, disconnected < connected {
            return "disconnected at \(disconnected) µs, before it connected at \(connected) µs"
        }
        return nil
    }
}

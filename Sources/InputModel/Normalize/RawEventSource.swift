/// Anything that yields raw events of one or more described devices in time order:
/// a trace reader, a live libevdev reader, a synthesizer.
public protocol RawEventSource {
    var devices: [DeviceDescription] { get }
    /// When each device is there, one per device (the default: every device from the start to
    /// the end). Every event of a device falls within its presence.
    var presence: [DevicePresence] { get }
    /// The next event across all devices, in non-decreasing time; nil at the end.
    mutating func next() throws -> DeviceEvent?
    /// Calls `body` with the remaining events, in order, a batch at a time (the default gathers
    /// up to `RawEventBatch.size` events from `next()`; a source that holds its events in memory
    /// hands over its storage). A consumer loops over a batch inline: no call through the
    /// protocol, no closure call, per event (Benchmarks/notes.md, "Hot paths").
    mutating func forEachBatch(_ body: (UnsafeBufferPointer<DeviceEvent>) throws -> Void) throws
}

public enum RawEventBatch {
    /// Events gathered from `next()` per batch by the default `forEachBatch` (chosen: large
    /// enough to amortize the call, small enough to stay in L1: 256 × 24 bytes).
    public static let size = 256
}

extension RawEventSource {
    public var presence: [DevicePresence] { devices.map { _ in .always } }

    public mutating func forEachBatch(_ body: (UnsafeBufferPointer<DeviceEvent>) throws -> Void) throws {
        // A buffer of its own rather than an array, whose append checks its uniqueness and
        // capacity on every event (Benchmarks/notes.md, "Hot paths"). `DeviceEvent` is trivial:
        // a slot is written over without being deinitialized.
        let batch = UnsafeMutablePointer<DeviceEvent>.allocate(capacity: RawEventBatch.size)
        defer { batch.deallocate() }
        var count = 0
        while true {
            let event: DeviceEvent?
            do {
                event = try next()
            } catch {
                // A source that fails (a malformed line) fails after the events before it, as
                // a loop over `next()` would: they are handed over first. (An error of `body`'s
                // own is thrown as it is, its batch not handed over again.)
                if count > 0 { try body(UnsafeBufferPointer(start: batch, count: count)) }
                throw error
            }
            guard let event else { break }
            (batch + count).initialize(to: event)
            count += 1
            if count == RawEventBatch.size {
                try body(UnsafeBufferPointer(start: batch, count: count))
                count = 0
            }
        }
        if count > 0 { try body(UnsafeBufferPointer(start: batch, count: count)) }
    }
}

/// An in-memory source, for tests and synthesized input.
public struct ArrayEventSource: RawEventSource {
    public var devices: [DeviceDescription]
    public var presence: [DevicePresence]
    @usableFromInline var events: [DeviceEvent]
    @usableFromInline var index = 0
    public init(devices: [DeviceDescription], events: [DeviceEvent], presence: [DevicePresence]? = nil) {
        self.devices = devices
        self.events = events
        self.presence = presence ?? devices.map { _ in .always }
    }
    /// Inlinable: a replay pulls every event of a synthesized trace through it.
    @inlinable
    public mutating func next() throws -> DeviceEvent? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return events[index]
    }
    public mutating func forEachBatch(_ body: (UnsafeBufferPointer<DeviceEvent>) throws -> Void) throws {
        guard index < events.count else { return }
        let start = index
        // Marked consumed first: a `body` that throws has still been handed them all.
        index = events.count
        try events[start...].withUnsafeBufferPointer(body)
    }
}

import InputModel

/// Streams a `libinput record` (YAML version 1) file, all devices merged by time.
///
/// A first pass reads the header and device descriptions and notes where each
/// device's `events:` list starts; then one cursor per device streams its list
/// from that offset, and `next()` merges them (one time base for all devices;
/// equal times: lower device index first). Nothing but the current lines is held.
public struct LibinputRecordReader: TraceReader {
    public let devices: [DeviceDescription]
    /// When each device was there: a device's `presence:` (Tactile's key), else always.
    public let presence: [DevicePresence]
    public var format: TraceFormat { .libinput }
    public let path: String
    /// The file's `ndevices` (informative; the device entries are what counts).
    public let declaredDeviceCount: Int?

    private let cursors: [LibinputEventCursor]
    /// The next event of each cursor, read ahead for the merge (nil: to read, or the cursor
    /// has ended and says so again).
    private var heads: [InputEvent?]

    public init(path: String) throws {
        self.path = path
        let header = try LibinputRecordHeader(path: path)
        devices = header.devices
        presence = header.presence
        declaredDeviceCount = header.declaredDeviceCount
        cursors = try header.sections.map { section in
            // Pass 1 counts the device entries it sees, pass 2 the ones it parses: they differ only in
            // a file whose structure is broken (a second `devices:` key, an entry it cannot read).
            guard header.presence.indices.contains(section.device) else {
                throw TactileError.badInput(path, line: section.lineNumber - 1,
                                            "events: of device entry \(section.device + 1), but the file describes \(header.devices.count)")
            }
            return try LibinputEventCursor(path: path, section: section, presence: header.presence[section.device])
        }
        heads = Array(repeating: nil, count: cursors.count)
    }

    public mutating func next() throws -> DeviceEvent? {
        var best: Int?
        for k in cursors.indices {
            if heads[k] == nil {
                heads[k] = try cursors[k].next()
                if heads[k] == nil { continue }
            }
            if let b = best {
                let (t, bt) = (heads[k]!.time, heads[b]!.time)
                if t < bt || (t == bt && cursors[k].device < cursors[b].device) { best = k }
            } else {
                best = k
            }
        }
        guard let k = best, let event = heads[k] else { return nil }
        heads[k] = nil
        return DeviceEvent(device: cursors[k].device, event: event)
    }
}

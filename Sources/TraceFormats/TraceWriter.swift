import InputModel

/// A streaming trace writer: events go out frame by frame; the file appears
/// (atomically, by rename) only on `finish()`. `cancel()`, an error, or
/// dropping the writer unfinished leaves no output behind.
///
/// With `TraceWriterOptions.progressive` (capture) the file appears once its
/// header is written and holds a valid trace at every frame boundary; dropping
/// the writer unfinished (or killing the process) keeps it up to the last
/// flushed frame. See `LibinputRecordWriter` for the multi-device layout.
public protocol TraceWriter: AnyObject {
    var format: TraceFormat { get }
    /// The files this writer creates (more than one for multi-device evemu output).
    var outputPaths: [String] { get }
    func write(_ event: DeviceEvent) throws
    /// Device `device` went away at `time` (µs, the events' base; a live capture's device that
    /// read ENODEV), after its last event: a format that can say so does when it finishes.
    func deviceRemoved(_ device: Int, atTime time: Int64)
    func finish() throws
    func cancel()
}

public struct TraceWriterOptions: Sendable {
    /// Create the output with mode 0600 (traces that may hold typed text).
    public var privateFile: Bool
    /// Apply libinput record's key-code obfuscation (capture); off for lossless conversion.
    public var obfuscateKeys: Bool
    /// Hand each frame to the kernel when its SYN_REPORT is written (live capture).
    /// Whole-file conversion turns it off: its output is invisible until `finish()` anyway.
    public var flushEveryFrame: Bool
    /// The output exists under its name from the header on and is a valid trace at every
    /// flushed frame boundary (live capture: a killed recording keeps its frames).
    /// Off: the output appears whole on `finish()` or not at all (conversion).
    public var progressive: Bool

    public init(privateFile: Bool = false, obfuscateKeys: Bool = false, flushEveryFrame: Bool = true,
                progressive: Bool = false) {
        self.privateFile = privateFile
        self.obfuscateKeys = obfuscateKeys
        self.flushEveryFrame = flushEveryFrame
        self.progressive = progressive
    }
}

public enum TraceWriters {
    /// A writer of the given format for these devices. `presence` says when each was there
    /// (nil: always); only libinput record holds it (a device's `presence:`), so evemu output
    /// of devices that come and go is refused rather than written as if they had stayed.
    public static func make(_ format: TraceFormat, path: String, devices: [DeviceDescription],
                            presence: [DevicePresence]? = nil,
                            options: TraceWriterOptions = TraceWriterOptions()) throws -> any TraceWriter {
        switch format {
        case .evemu:
            if let comes = presence?.firstIndex(where: { !$0.isAlways }) {
                throw TactileError(.usage, file: path, "device \(comes) (\(devices[comes].name)) connects or disconnects during the "
                                   + "trace, which evemu cannot say; write libinput record (.yml) instead")
            }
            return try EvemuWriter(path: path, devices: devices, options: options)
        case .libinput: return try LibinputRecordWriter(path: path, devices: devices, presence: presence, options: options)
        }
    }
}

/// What every writer does with an event before formatting it.
enum TraceWriting {
    /// The event's device, checked against the `deviceCount` described, and the event as written:
    /// its key code obfuscated when `options` ask (and whether it was).
    static func prepare(_ deviceEvent: DeviceEvent, deviceCount: Int,
                        options: TraceWriterOptions) throws -> (device: Int, event: InputEvent, obfuscated: Bool) {
        let i = deviceEvent.device
        guard (0..<deviceCount).contains(i) else {
            throw TactileError(.badInput, "event for device \(i), but only \(deviceCount) described")
        }
        guard options.obfuscateKeys else { return (i, deviceEvent.event, false) }
        let (event, obfuscated) = KeyObfuscation.obfuscate(deviceEvent.event)
        return (i, event, obfuscated)
    }
}

/// printf-style helpers for the writers (`%6d`, `%04x`, `%#04x`), written out
/// because Foundation's `String(format:)` is slow on the per-event path.
enum Pad {
    /// Right-aligned in `width` (`%6d`).
    static func right<T: BinaryInteger>(_ v: T, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
    }

    /// Lower-case hex zero-padded to `width` (`%04x`).
    static func hex<T: BinaryInteger>(_ v: T, _ width: Int) -> String {
        let s = String(v, radix: 16)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }

    /// C's `%#04x`: `0x` prefix except for zero, zero-padded to 4 characters in total.
    static func alternateHex<T: BinaryInteger>(_ v: T) -> String {
        v == 0 ? "0000" : "0x" + hex(v, 2)
    }
}

/// Event names as libevdev prints them (`(null)` when it has none).
enum EventNames {
    static func type(_ type: UInt16) -> String { EventCodes.typeName(type) ?? "(null)" }
    static func code(_ type: UInt16, _ code: UInt16) -> String { EventCodes.codeName(type: type, code: code) ?? "(null)" }
    static func property(_ p: UInt16) -> String { EventCodes.propertyName(p) ?? "(null)" }

    /// The `# Size in mm: WxH` numbers when ABS_X and ABS_Y both have a resolution.
    static func sizeInMillimetres(_ d: DeviceDescription) -> (w: Int64, h: Int64)? {
        guard let x = d.absinfo[ABS.X], let y = d.absinfo[ABS.Y], x.resolution != 0, y.resolution != 0 else { return nil }
        return ((Int64(x.maximum) - Int64(x.minimum)) / Int64(x.resolution),
                (Int64(y.maximum) - Int64(y.minimum)) / Int64(y.resolution))
    }

    /// Milliseconds of an event time as evemu and libinput compute them for `+Nms`.
    static func millis(_ time: Int64) -> Int64 { time / 1000 }
}

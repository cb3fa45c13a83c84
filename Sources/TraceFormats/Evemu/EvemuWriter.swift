import InputModel
import TextOutput

/// Writes evemu format 1.3 exactly as evemu-record does (header comments,
/// `# Supported events` block, N/I/P/B/A/L/S lines, event lines with comments).
///
/// evemu holds one device per file. With several devices, device 0 goes to
/// `path` and device i to `path.i` (`OUT`, `OUT.1`, `OUT.2` …); see `paths(for:count:)`.
/// All files appear together on `finish()`; with `options.progressive` each appears
/// once its header is written, and every flushed frame is a valid end of file.
///
/// Lossless deviations from evemu's own output, for round trips: the EV_SYN
/// `B:` line carries the description's EV_SYN codes when it has any (evemu
/// always writes `0b`; old evemu wrote the type bitmask there), `A:` lines
/// are written for every absinfo entry, and `B:` lines for codes above
/// libevdev's maximum grow as needed.
public final class EvemuWriter: TraceWriter {
    public var format: TraceFormat { .evemu }
    public let outputPaths: [String]
    private let devices: [DeviceDescription]
    private let files: [AtomicOutputFile]
    private let options: TraceWriterOptions
    /// Per device: milliseconds of the previous SYN_REPORT (evemu starts from 0).
    private var lastSynMillis: [Int64]
    private var finished = false
    /// The event line being formatted (storage reused from event to event).
    private var row = ByteText(capacity: 128)

    /// File format written.
    static let fileVersion = "1.3"
    /// `B: 00 0b …`: what evemu writes for EV_SYN (SYN_REPORT, SYN_CONFIG, SYN_DROPPED).
    static let defaultSynMask: UInt8 = 0x0b
    /// libevdev_event_type_get_max() for the types evemu writes `B:` lines for (others: -1, none).
    static let typeMaxima: [(type: UInt16, max: Int)] = [
        (EV.KEY, 0x2ff), (EV.REL, 0x0f), (EV.ABS, 0x3f), (EV.MSC, 0x07), (EV.SW, 0x10),
        (EV.LED, 0x0f), (EV.SND, 0x07), (EV.REP, 0x01), (EV.FF, 0x7f),
    ]
    static let bytesPerLine = 8
    /// SYN_MAX.
    static let synMax: UInt16 = 0x0f

    /// The file each device goes to: `path`, then `path.1`, `path.2` ….
    public static func paths(for path: String, count: Int) -> [String] {
        (0..<max(count, 1)).map { $0 == 0 ? path : "\(path).\($0)" }
    }

    public init(path: String, devices: [DeviceDescription], options: TraceWriterOptions = TraceWriterOptions()) throws {
        guard !devices.isEmpty else { throw TactileError(.usage, file: path, "no device to write") }
        self.devices = devices
        self.options = options
        outputPaths = EvemuWriter.paths(for: path, count: devices.count)
        for p in outputPaths { try OutputClaim.trace(p, option: "output") }
        var files: [AtomicOutputFile] = []
        for p in outputPaths { files.append(try AtomicOutputFile(path: p, privateFile: options.privateFile)) }
        self.files = files
        lastSynMillis = Array(repeating: 0, count: devices.count)
        do {
            for (i, d) in devices.enumerated() {
                try files[i].append(EvemuWriter.header(for: d))
                if options.progressive { try files[i].publish() }
            }
        } catch {
            files.forEach { $0.discard() }
            throw error
        }
    }

    public func write(_ deviceEvent: DeviceEvent) throws {
        precondition(!finished, "write after finish")
        let (i, event, obfuscated) = try TraceWriting.prepare(deviceEvent, deviceCount: files.count, options: options)
        row.removeAll()
        line(for: event, device: i, obfuscated: obfuscated, into: &row)
        try files[i].append(bytes: row.bytes)
        if options.flushEveryFrame && event.isSynReport { try files[i].flush() }
    }

    /// evemu has no place for a device's removal: its file simply ends.
    public func deviceRemoved(_ device: Int, atTime time: Int64) {}

    public func finish() throws {
        guard !finished else { return }
        finished = true
        do {
            for f in files { try f.commit() }
        } catch {
            cancel()
            throw error
        }
    }

    public func cancel() {
        finished = true
        for f in files { f.discard() }
    }

    /// `E: 0.012842 0003 0000 38407\t# EV_ABS / ABS_X                38407`, into `t` (bytes, not
    /// interpolated strings: see `ByteText`).
    private func line(for e: InputEvent, device: Int, obfuscated: Bool, into t: inout ByteText) {
        t.append("E: ")
        t.append(decimal: e.seconds)
        t.append(byte: UInt8(ascii: "."))
        t.append(decimal: e.microseconds, zeroPaddedTo: 6)
        t.append(byte: 0x20)
        t.append(hex: UInt64(e.type), width: 4)
        t.append(byte: 0x20)
        t.append(hex: UInt64(e.code), width: 4)
        t.append(byte: 0x20)
        t.append(decimal: Int64(e.value), zeroPaddedTo: 4)
        t.append("\t# ")
        if e.type == EV.SYN {
            let name = EventNames.code(e.type, e.code)
            if e.code == SYN.MT_REPORT {
                t.append("++++++++++++ ")
                t.append(name)
                t.append(" (")
                t.append(decimal: Int64(e.value))
                t.append(") ++++++++++")
            } else {
                let ms = EventNames.millis(e.time)
                t.append("------------ ")
                t.append(name)
                t.append(" (")
                t.append(decimal: Int64(e.value))
                t.append(") ---------- ")
                t.append(signed: ms - lastSynMillis[device])
                t.append("ms")
                lastSynMillis[device] = ms
            }
        } else {
            t.append(EventNames.type(e.type))
            t.append(" / ")
            t.append(EventNames.code(e.type, e.code), leftIn: 20)
            t.append(byte: 0x20)
            t.append(decimal: Int64(e.value))
            if obfuscated { t.append(" (obfuscated)") }
        }
        t.append(byte: 0x0A)
    }

    /// Everything before the events: comment header, description lines and evemu-record's banner.
    static func header(for d: DeviceDescription) -> String {
        var s = "# EVEMU \(fileVersion)\n\(OutputClaim.traceMarker)\n"
        if let kernel = d.extras[DescriptionExtras.kernel] { s += "# Kernel: \(kernel)\n" }
        if let dmi = d.extras[DescriptionExtras.dmi] { s += "# DMI: \(dmi)\n" }
        s += "# Input device name: \"\(d.name)\"\n"
        s += "# Input device ID: bus \(Pad.alternateHex(d.id.bustype)) vendor \(Pad.alternateHex(d.id.vendor)) "
            + "product \(Pad.alternateHex(d.id.product)) version \(Pad.alternateHex(d.id.version))\n"
        if let size = EventNames.sizeInMillimetres(d) { s += "# Size in mm: \(size.w)x\(size.h)\n" }
        s += supportedEvents(d)
        s += "N: \(d.name)\n"
        s += "I: \(Pad.hex(d.id.bustype, 4)) \(Pad.hex(d.id.vendor, 4)) \(Pad.hex(d.id.product, 4)) \(Pad.hex(d.id.version, 4))\n"
        // Unknown properties stay unknown: no `P:` line (as the old evemu that wrote the original).
        if !d.propertiesUnknown {
            for bytes in maskLines(d.properties, minimumLines: 1) { s += "P: \(bytes)\n" }
        }
        let syn = d.codes[EV.SYN] ?? []
        if syn.isEmpty {
            s += "B: 00 \(Pad.hex(defaultSynMask, 2)) 00 00 00 00 00 00 00\n"
        } else {
            for bytes in maskLines(syn, minimumLines: 1) { s += "B: 00 \(bytes)\n" }
        }
        for (type, max) in typeMaxima {
            let lines = ((max + 1 + 7) / 8 + bytesPerLine - 1) / bytesPerLine
            for bytes in maskLines(d.codes[type] ?? [], minimumLines: lines) { s += "B: \(Pad.hex(type, 2)) \(bytes)\n" }
        }
        for (type, codes) in d.codes.sorted(by: { $0.key < $1.key })
        where type != EV.SYN && !typeMaxima.contains(where: { $0.type == type }) && !codes.isEmpty {
            for bytes in maskLines(codes, minimumLines: 1) { s += "B: \(Pad.hex(type, 2)) \(bytes)\n" }
        }
        for (code, a) in d.absinfo.sorted(by: { $0.key < $1.key }) {
            s += "A: \(Pad.hex(code, 2)) \(a.minimum) \(a.maximum) \(a.fuzz) \(a.flat) \(a.resolution)\n"
        }
        for (code, state) in d.leds.sorted(by: { $0.key < $1.key }) where state != 0 { s += "L: \(Pad.hex(code, 2)) \(state)\n" }
        for (code, state) in d.switches.sorted(by: { $0.key < $1.key }) where state != 0 { s += "S: \(Pad.hex(code, 2)) \(state)\n" }
        s += "################################\n#      Waiting for events      #\n################################\n"
        return s
    }

    /// The `# Supported events:` … `# Properties:` comment block (evtest-like).
    static func supportedEvents(_ d: DeviceDescription) -> String {
        var s = "# Supported events:\n"
        let types = Set(d.codes.filter { !$0.value.isEmpty }.keys).union([EV.SYN]).sorted()
        for type in types {
            s += "#   Event type \(type) (\(EventNames.type(type)))\n"
            // libevdev reports every EV_SYN code as supported, so evemu lists 0…SYN_MAX whatever the B: line says.
            let listed = type == EV.SYN ? Array(0...synMax) : (d.codes[type] ?? []).sorted()
            for code in listed {
                s += "#     Event code \(code) (\(EventNames.code(type, code)))\n"
                switch type {
                case EV.ABS:
                    let a = d.absinfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
                    s += "#       Value   \(Pad.right(a.value, 6))\n#       Min     \(Pad.right(a.minimum, 6))\n"
                        + "#       Max     \(Pad.right(a.maximum, 6))\n#       Fuzz    \(Pad.right(a.fuzz, 6))\n"
                        + "#       Flat    \(Pad.right(a.flat, 6))\n#       Resolution \(Pad.right(a.resolution, 3))\n"
                case EV.LED:
                    s += "#        State \(d.leds[code] ?? 0)\n"
                case EV.SW:
                    s += "#        State \(d.switches[code] ?? 0)\n"
                default:
                    break
                }
            }
        }
        s += "# Properties:\n"
        for p in d.properties.sorted() { s += "#   Property  type \(p) (\(EventNames.property(p)))\n" }
        return s
    }

    /// A code set as lines of 8 hex bytes (`02 00 00 00 00 00 00 00`), at least `minimumLines`.
    static func maskLines(_ codes: Set<UInt16>, minimumLines: Int) -> [String] {
        let highest = codes.max().map(Int.init) ?? -1
        let lines = max(minimumLines, (highest / 8) / bytesPerLine + 1)
        var bytes = [UInt8](repeating: 0, count: lines * bytesPerLine)
        for c in codes { bytes[Int(c) / 8] |= 1 << (c % 8) }
        return (0..<lines).map { line in
            bytes[line * bytesPerLine ..< (line + 1) * bytesPerLine].map { Pad.hex($0, 2) }.joined(separator: " ")
        }
    }
}

import InputModel
import TextOutput

/// Writes `libinput record` YAML version 1 as libinput-record does: header,
/// `devices:` with `node`, `evdev:` (comment block, name, id, codes, absinfo,
/// properties), the verbatim `hid`/`udev`/`quirks`/`libinput` sections kept in
/// `extras`, and `events:` as `- evdev:` frames of right-aligned rows.
///
/// Like libinput record, the first device's events stream straight into the
/// output; each further device's section streams into its own temporary file,
/// appended on `finish()` (the format keeps each device's events together).
/// Times are written as given: no rebasing, so a conversion is lossless.
///
/// Progressive output (`options.progressive`, capture), so that a killed capture
/// leaves valid traces at every frame boundary:
/// - `OUT` appears as soon as its header is written and streams device 0; while
///   recording it is a one-device trace (`ndevices: 1`).
/// - Device i ≥ 1 streams into `OUT.i` (the names evemu output uses), itself a
///   complete one-device trace on the same time base, flushed frame by frame.
/// - `finish()` writes the whole multi-device file beside `OUT` (header with every
///   device, device 0's section, then each `OUT.i` section copied back through its
///   descriptor), renames it over `OUT` in one step and then removes the `OUT.i`.
/// A SIGKILL or power cut before that rename leaves `OUT` (device 0) and `OUT.1` …
/// (the others), each valid up to its last flushed frame; after it, the complete file.
/// Single-device captures are simply `OUT`, streamed.
public final class LibinputRecordWriter: TraceWriter {
    public var format: TraceFormat { .libinput }
    public var outputPaths: [String] { [output.path] }
    /// File format version written.
    static let fileVersion = 1

    private let output: AtomicOutputFile
    /// Device i ≥ 1 writes to `sections[i - 1]`.
    private let sections: [AtomicOutputFile]
    private let options: TraceWriterOptions
    private let devices: [DeviceDescription]
    private let presence: [DevicePresence]
    /// Per device: when it went away (`deviceRemoved`), written after its events on `finish()`.
    private var removed: [Int64?]
    private var state: [DeviceState]
    private var finished = false
    /// Progressive output: bytes of each file's own one-device file header, skipped
    /// when the sections are joined on `finish()`.
    private var ownHeaderBytes: [Int] = []

    /// What the row comments need: frame boundaries, `+Nms` and ABS deltas (per slot for MT axes).
    struct DeviceState {
        var inFrame = false
        var lastSynMillis: Int64 = 0
        var absValues: [UInt16: Int32]
        var slotValues: [Int32: [UInt16: Int32]] = [:]
        var slot: Int32
        let hasSlots: Bool

        init(_ d: DeviceDescription) {
            absValues = d.absinfo.mapValues(\.value)
            slot = d.absinfo[ABS.MT_SLOT]?.value ?? 0
            hasSlots = (d.slotCount ?? 0) > 0
        }
    }

    /// - Parameter presence: when each device was there (nil: always), written as each device's
    ///   `presence:`.
    public init(path: String, devices: [DeviceDescription], presence: [DevicePresence]? = nil,
                options: TraceWriterOptions = TraceWriterOptions()) throws {
        guard !devices.isEmpty else { throw TactileError(.usage, file: path, "no device to write") }
        self.options = options
        self.devices = devices
        self.presence = devices.indices.map { i in presence.flatMap { i < $0.count ? $0[i] : nil } ?? .always }
        removed = devices.map { _ in nil }
        // A capture streams device i ≥ 1 into `OUT.i` (the names evemu output uses): each is claimed too.
        for p in options.progressive ? EvemuWriter.paths(for: path, count: devices.count) : [path] {
            try OutputClaim.trace(p, option: "output")
        }
        output = try AtomicOutputFile(path: path, privateFile: options.privateFile)
        var sections: [AtomicOutputFile] = []
        for i in devices.indices.dropFirst() {
            sections.append(options.progressive
                ? try AtomicOutputFile(path: EvemuWriter.paths(for: path, count: i + 1)[i], privateFile: options.privateFile)
                : try AtomicOutputFile(path: "\(path).device\(i)", privateFile: true))
        }
        self.sections = sections
        state = devices.map(DeviceState.init)
        do {
            if options.progressive {
                for (i, d) in devices.enumerated() {
                    let header = LibinputRecordWriter.fileHeader([d])
                    ownHeaderBytes.append(header.utf8.count)
                    try file(i).append(header + LibinputRecordWriter.deviceHeader(d, presence: self.presence[i]))
                    try file(i).publish()
                }
            } else {
                try output.append(LibinputRecordWriter.fileHeader(devices))
                for (i, d) in devices.enumerated() {
                    try file(i).append(LibinputRecordWriter.deviceHeader(d, presence: self.presence[i]))
                }
            }
        } catch {
            cancel()
            throw error
        }
    }

    /// The event row being formatted (storage reused from event to event).
    private var line = ByteText(capacity: 160)

    private func file(_ device: Int) -> AtomicOutputFile { device == 0 ? output : sections[device - 1] }

    public func write(_ deviceEvent: DeviceEvent) throws {
        precondition(!finished, "write after finish")
        let (i, event, obfuscated) = try TraceWriting.prepare(deviceEvent, deviceCount: state.count, options: options)
        line.removeAll()
        if !state[i].inFrame {
            line.append("  - evdev:\n")
            state[i].inFrame = true
        }
        row(event, &state[i], obfuscated: obfuscated, into: &line)
        let f = file(i)
        try f.append(bytes: line.bytes)
        if event.isSynReport {
            state[i].inFrame = false
            if options.flushEveryFrame { try f.flush() }
        }
    }

    /// Recorded, and written on `finish()` as the device's `presence:` after its `events:` (a
    /// mapping's keys may come in any order): a capture's file is streamed, its header long
    /// written. A device whose presence was declared keeps what was declared.
    public func deviceRemoved(_ device: Int, atTime time: Int64) {
        guard removed.indices.contains(device), presence[device].isAlways else { return }
        removed[device] = time
    }

    public func finish() throws {
        guard !finished else { return }
        finished = true
        do {
            for (i, time) in removed.enumerated() {
                guard let time else { continue }
                try file(i).append(LibinputRecordWriter.presenceBlock(DevicePresence(disconnected: time)))
                try file(i).flush()
            }
        } catch {
            // A progressive capture keeps what it streamed (see the type's comment).
            if !options.progressive { cancel() }
            throw error
        }
        if options.progressive {
            try finishProgressive()
            return
        }
        do {
            for s in sections {
                try s.flush()
                try output.append(contentsOf: s.temporaryPath)
                s.discard()
            }
            try output.commit()
        } catch {
            cancel()
            throw error
        }
    }

    /// Joins the streamed one-device files into `OUT` with one rename (see the type's comment).
    /// On failure the streamed files stay as they are: nothing recorded is lost.
    private func finishProgressive() throws {
        if sections.isEmpty {
            try output.commit()
            return
        }
        // On failure `joined`, never committed, removes its temporary file as it goes.
        let joined = try AtomicOutputFile(path: output.path, privateFile: options.privateFile)
        try joined.append(LibinputRecordWriter.fileHeader(devices))
        try joined.append(bytesOf: output, from: ownHeaderBytes[0])
        for (k, s) in sections.enumerated() {
            try joined.append(bytesOf: s, from: ownHeaderBytes[k + 1])
        }
        try joined.commit()
        try output.commit()
        for s in sections { s.discard() } // published: removes OUT.i
    }

    public func cancel() {
        finished = true
        output.discard()
        for s in sections { s.discard() }
    }

    /// `    - [  0,  12842,   3,   0,   38407] # EV_ABS / ABS_X                 38407 (-26)`,
    /// appended to `t` (bytes, not interpolated strings: see `ByteText`).
    private func row(_ e: InputEvent, _ st: inout DeviceState, obfuscated: Bool, into t: inout ByteText) {
        t.append("    - [")
        t.append(decimal: e.seconds, width: 3)
        t.append(", ")
        t.append(decimal: e.microseconds, width: 6)
        t.append(", ")
        t.append(decimal: Int64(e.type), width: 3)
        t.append(", ")
        t.append(decimal: Int64(e.code), width: 3)
        t.append(", ")
        t.append(decimal: Int64(e.value), width: 7)
        t.append("] # ")
        let codeName = EventNames.code(e.type, e.code)
        if e.type == EV.SYN && e.code == SYN.MT_REPORT {
            t.append("++++++++++++ ")
            t.append(codeName)
            t.append(" (")
            t.append(decimal: Int64(e.value))
            t.append(") ++++++++++")
        } else if e.type == EV.SYN {
            let ms = EventNames.millis(e.time)
            t.append("------------ ")
            t.append(codeName)
            t.append(" (")
            t.append(decimal: Int64(e.value))
            t.append(") ---------- ")
            t.append(signed: ms - st.lastSynMillis)
            t.append("ms")
            st.lastSynMillis = ms
        } else {
            t.append(EventNames.type(e.type))
            t.append(" / ")
            t.append(codeName, leftIn: 20)
            t.append(byte: 0x20)
            t.append(decimal: Int64(e.value), width: 6)
            if e.type == EV.ABS {
                switch e.code {
                case ABS.MT_SLOT:
                    st.slot = e.value
                case ABS.MT_TRACKING_ID, ABS.MT_BLOB_ID:
                    break
                case ABS.MT_TOUCH_MAJOR...ABS.MT_POSITION_Y where st.hasSlots, ABS.MT_PRESSURE...ABS.MT_TOOL_Y where st.hasSlots:
                    let old = st.slotValues[st.slot]?[e.code] ?? 0
                    st.slotValues[st.slot, default: [:]][e.code] = e.value
                    t.append(" (")
                    t.append(signed: Int64(e.value) - Int64(old))
                    t.append(")")
                default:
                    let old = st.absValues[e.code] ?? 0
                    st.absValues[e.code] = e.value
                    t.append(" (")
                    t.append(signed: Int64(e.value) - Int64(old))
                    t.append(")")
                }
            } else if obfuscated {
                t.append(" (obfuscated)")
            }
        }
        t.append(byte: 0x0A)
    }

    static func fileHeader(_ devices: [DeviceDescription]) -> String {
        let d = devices[0]
        var s = "# libinput record\n\(OutputClaim.traceMarker)\nversion: \(fileVersion)\nndevices: \(devices.count)\n"
        if let v = d.extras[DescriptionExtras.libinputVersion] {
            s += "libinput:\n  version: \(YAMLText.quoted(v))\n"
            if let git = d.extras[DescriptionExtras.libinputGit] { s += "  git: \(YAMLText.quoted(git))\n" }
        }
        let system = [(DescriptionExtras.os, "os"), (DescriptionExtras.kernel, "kernel"), (DescriptionExtras.dmi, "dmi")]
            .compactMap { key, name in d.extras[key].map { "  \(name): \(YAMLText.quoted($0))\n" } }
        if !system.isEmpty { s += "system:\n" + system.joined() }
        s += "devices:\n"
        return s
    }

    /// One `- node:` entry up to and including its `events:` line.
    static func deviceHeader(_ d: DeviceDescription, presence: DevicePresence = .always) -> String {
        var s = "- node: \(YAMLText.quoted(d.node ?? ""))\n  evdev:\n"
        s += "    # Name: \(d.name)\n"
        s += "    # ID: bus 0x\(Pad.hex(d.id.bustype, 4))\(busName(d.id.bustype))vendor 0x\(Pad.hex(d.id.vendor, 4)) "
            + "product 0x\(Pad.hex(d.id.product, 4)) version 0x\(Pad.hex(d.id.version, 4))\n"
        if d.absinfo[ABS.X] != nil && d.absinfo[ABS.Y] != nil {
            if let size = EventNames.sizeInMillimetres(d) {
                s += "    # Size in mm: \(size.w)x\(size.h)\n"
            } else {
                s += "    # Size in mm: unknown, missing resolution\n"
            }
        }
        s += "    # Supported Events:\n"
        let types = d.codes.filter { !$0.value.isEmpty }.keys.sorted()
        for type in types {
            s += "    # Event type \(type) (\(EventNames.type(type)))\n"
            if type == EV.SYN { continue }
            for code in (d.codes[type] ?? []).sorted() {
                s += "    #   Event code \(code) (\(EventNames.code(type, code)))\n"
                switch type {
                case EV.ABS:
                    let a = d.absinfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
                    s += "    #       Value      \(Pad.right(a.value, 6))\n    #       Min        \(Pad.right(a.minimum, 6))\n"
                        + "    #       Max        \(Pad.right(a.maximum, 6))\n    #       Fuzz       \(Pad.right(a.fuzz, 6))\n"
                        + "    #       Flat       \(Pad.right(a.flat, 6))\n    #       Resolution \(Pad.right(a.resolution, 6))\n"
                case EV.LED: s += "    #       State \(d.leds[code] ?? 0)\n"
                case EV.SW: s += "    #       State \(d.switches[code] ?? 0)\n"
                default: break
                }
            }
        }
        // Values and states of codes the bitmask lacks would be lost from the block above.
        for (code, a) in d.absinfo.sorted(by: { $0.key < $1.key }) where !d.hasAbs(code) && a.value != 0 {
            s += "    # Event type \(EV.ABS) (EV_ABS)\n    #   Event code \(code) (\(EventNames.code(EV.ABS, code)))\n"
                + "    #       Value      \(Pad.right(a.value, 6))\n"
        }
        for (type, states) in [(EV.LED, d.leds), (EV.SW, d.switches)] {
            for (code, state) in states.sorted(by: { $0.key < $1.key }) where !d.has(type: type, code: code) && state != 0 {
                s += "    # Event type \(type) (\(EventNames.type(type)))\n    #   Event code \(code) (\(EventNames.code(type, code)))\n"
                    + "    #       State \(state)\n"
            }
        }
        s += "    # Properties:\n"
        for p in d.properties.sorted() { s += "    #    Property \(p) (\(EventNames.property(p)))\n" }
        s += "    name: \(YAMLText.quoted(d.name))\n"
        s += "    id: [\(d.id.bustype), \(d.id.vendor), \(d.id.product), \(d.id.version)]\n"
        s += "    codes:\n"
        for type in types {
            let list = (d.codes[type] ?? []).sorted().map(String.init).joined(separator: ", ")
            s += "      \(type): [\(list)] # \(EventNames.type(type))\n"
        }
        if !d.absinfo.isEmpty {
            s += "    absinfo:\n"
            for (code, a) in d.absinfo.sorted(by: { $0.key < $1.key }) {
                s += "      \(code): [\(a.minimum), \(a.maximum), \(a.fuzz), \(a.flat), \(a.resolution)]\n"
            }
        }
        if d.propertiesUnknown {
            s += "    # properties: unknown (the source did not record them)\n"
        } else {
            s += "    properties: [\(d.properties.sorted().map(String.init).joined(separator: ", "))]\n"
        }
        for section in DescriptionExtras.verbatimSections {
            guard let yaml = d.extras[DescriptionExtras.yamlPrefix + section] else { continue }
            for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) { s += "  \(line)\n" }
        }
        if !presence.isAlways { s += presenceBlock(presence) }
        s += "  events:\n"
        return s
    }

    /// A device's `presence:` key (Tactile's; libinput ignores it), at the device's key indent.
    static func presenceBlock(_ presence: DevicePresence) -> String {
        func time(_ t: Int64) -> String { "[\(t / 1_000_000), \(t % 1_000_000)]" }
        var s = "  # Tactile: when the device was there ([sec, usec] on the events' time base)\n"
        s += "  \(LibinputRecordHeader.presenceKey):\n"
        if let c = presence.connected { s += "    connected: \(time(c))\n" }
        if let d = presence.disconnected { s += "    disconnected: \(time(d))\n" }
        return s
    }

    static func busName(_ bus: UInt16) -> String {
        switch bus {
        case InputID.BUS_USB: return " (usb) "
        case InputID.BUS_BLUETOOTH: return " (bluetooth) "
        case InputID.BUS_I2C: return " (i2c) "
        case 0x1c: return " (spi) "
        case 0x1d: return " (rmi) "
        default: return " "
        }
    }
}

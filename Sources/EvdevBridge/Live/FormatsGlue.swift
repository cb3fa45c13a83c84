// TEMPORARY GLUE — the only file of Live/ that touches trace formats.
//
// Until the "formats" helper's readers and writers (Sources/EvdevBridge/Formats)
// land, this file holds a minimal evemu reader and minimal evemu / libinput-record
// writers so `tactile play`, `tactile capture` and the real-kernel tests work.
// At merge, replace:
//   LiveTrace.read(path:descriptionPath:)  → TraceFile.open(path:descriptionPath:) draining next()
//   LiveTrace.makeSink(...)                → EvemuWriter / LibinputRecordWriter (frame streaming,
//                                             temp file + rename, mode 0600, obfuscation)
// and delete the Temporary* types below. Nothing else in Live/ depends on them.
import Glibc
import InputModel

/// A whole trace in memory: its devices and their events in file order.
public struct LiveTraceContents: Sendable {
    public var devices: [DeviceDescription]
    public var events: [DeviceEvent]
}

/// Where a capture goes, frame by frame.
public protocol CaptureSink: AnyObject {
    /// One event of device `device` (times are CLOCK_MONOTONIC µs).
    func write(device: Int, event: InputEvent) throws
    /// Completes the file (rename into place).
    func finish() throws
}

public enum CaptureFormat: String, Sendable, CaseIterable {
    case libinput, evemu
}

public enum LiveTrace {
    public static func read(path: String, descriptionPath: String?) throws -> LiveTraceContents {
        try TemporaryEvemuReader.read(path: path, descriptionPath: descriptionPath)
    }

    /// - Parameters: `start` is the capture's CLOCK_MONOTONIC start (the time base);
    ///   `obfuscate` applies libinput record's key-code obfuscation; `privateMode` writes 0600.
    public static func makeSink(format: CaptureFormat, path: String, devices: [DeviceDescription],
                                start: Int64, obfuscate: Bool, privateMode: Bool) throws -> CaptureSink {
        let file = try TemporaryAtomicFile(path: path, mode: privateMode ? 0o600 : 0o644)
        switch format {
        case .evemu:
            guard devices.count == 1 else {
                throw TactileError(.usage, "the evemu format holds one device; use --format libinput for several")
            }
            return TemporaryEvemuSink(file: file, device: devices[0], start: start, obfuscate: obfuscate)
        case .libinput:
            return TemporaryLibinputSink(file: file, devices: devices, start: start, obfuscate: obfuscate)
        }
    }

    /// libinput record's `obfuscate_keycode` (evdev-and-traces.md §2.5).
    public static func obfuscated(_ e: InputEvent) -> InputEvent {
        var e = e
        if e.type == EV.KEY {
            let c = e.code
            if ((c > 1 && c < 58) || (c >= 71 && c <= 83)) && c != 1 && c != 15 && c != 28 && c != 29 { e.code = 30 }
        } else if e.type == EV.MSC && e.code == MSC.SCAN {
            e.value = 30
        }
        return e
    }
}

/// Writes to `path.tmp-PID`, renamed over `path` on close.
final class TemporaryAtomicFile {
    let path: String, temp: String
    var fd: Int32
    init(path: String, mode: mode_t) throws {
        self.path = path
        temp = path + ".tmp-\(getpid())"
        fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        if fd < 0 { throw TactileError(.cantCreate, file: path, "cannot create: \(EvdevErrors.message(errno))") }
        fchmod(fd, mode)
    }
    func write(_ s: String) throws {
        var bytes = Array(s.utf8)
        var off = 0
        while off < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + off, $0.count - off) }
            if n <= 0 { throw TactileError(.cantCreate, file: path, "write failed: \(EvdevErrors.message(errno))") }
            off += n
        }
    }
    func commit() throws {
        fsync(fd); close(fd); fd = -1
        if rename(temp, path) != 0 { throw TactileError(.cantCreate, file: path, "rename failed: \(EvdevErrors.message(errno))") }
    }
}

func hex(_ v: Int, _ width: Int) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}

final class TemporaryEvemuSink: CaptureSink {
    let file: TemporaryAtomicFile
    let start: Int64
    let obfuscate: Bool
    var frame = ""

    init(file: TemporaryAtomicFile, device d: DeviceDescription, start: Int64, obfuscate: Bool) {
        self.file = file
        self.start = start
        self.obfuscate = obfuscate
        var h = "# EVEMU 1.3\n# Input device name: \"\(d.name)\"\n"
        for code in (d.codes[EV.ABS] ?? []).sorted() {
            h += "#     Event code \(code) (\(EventCodes.describe(type: EV.ABS, code: code)))\n#       Value \(d.absinfo[code]?.value ?? 0)\n"
        }
        h += "N: \(d.name)\nI: \(hex(Int(d.id.bustype), 4)) \(hex(Int(d.id.vendor), 4)) \(hex(Int(d.id.product), 4)) \(hex(Int(d.id.version), 4))\n"
        h += "P: " + bytes(d.properties, count: 8) + "\n"
        for type in d.codes.keys.sorted() where type != EV.SYN {
            let maxCode = Int(EventCodes.maxCode(type: type) ?? (d.codes[type]!.max() ?? 0))
            let n = ((maxCode + 1 + 7) / 8 + 7) / 8 * 8
            let all = bytes(d.codes[type]!, count: n).split(separator: " ")
            for line in stride(from: 0, to: all.count, by: 8) {
                h += "B: \(hex(Int(type), 2)) " + all[line..<line + 8].joined(separator: " ") + "\n"
            }
        }
        for code in (d.codes[EV.ABS] ?? []).sorted() {
            let a = d.absinfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
            h += "A: \(hex(Int(code), 2)) \(a.minimum) \(a.maximum) \(a.fuzz) \(a.flat) \(a.resolution)\n"
        }
        for (c, v) in d.leds.sorted(by: { $0.key < $1.key }) where v != 0 { h += "L: \(hex(Int(c), 2)) \(v)\n" }
        for (c, v) in d.switches.sorted(by: { $0.key < $1.key }) where v != 0 { h += "S: \(hex(Int(c), 2)) \(v)\n" }
        frame = h
    }

    func bytes(_ bits: Set<UInt16>, count: Int) -> String {
        var b = [UInt8](repeating: 0, count: count)
        for c in bits where Int(c) / 8 < count { b[Int(c) / 8] |= 1 << (c % 8) }
        return b.map { hex(Int($0), 2) }.joined(separator: " ")
    }

    func write(device: Int, event: InputEvent) throws {
        let e = obfuscate ? LiveTrace.obfuscated(event) : event
        let t = max(0, e.time - start)
        let v = e.value < 0 ? "-" + String(repeating: "0", count: max(0, 3 - String(-e.value).count)) + String(-e.value)
                            : String(repeating: "0", count: max(0, 4 - String(e.value).count)) + String(e.value)
        frame += "E: \(t / 1_000_000).\(String(repeating: "0", count: 6 - String(t % 1_000_000).count))\(t % 1_000_000) \(hex(Int(e.type), 4)) \(hex(Int(e.code), 4)) \(v)\n"
        if e.isSynReport { try file.write(frame); frame = "" } // flush each completed frame
    }

    func finish() throws {
        if !frame.isEmpty { try file.write(frame) }
        try file.commit()
    }
}

/// libinput record v1; TEMPORARY: keeps frames in memory and writes at finish.
final class TemporaryLibinputSink: CaptureSink {
    let file: TemporaryAtomicFile
    let devices: [DeviceDescription]
    let start: Int64
    let obfuscate: Bool
    var frames: [[String]]
    var current: [[String]]

    init(file: TemporaryAtomicFile, devices: [DeviceDescription], start: Int64, obfuscate: Bool) {
        self.file = file; self.devices = devices; self.start = start; self.obfuscate = obfuscate
        frames = Array(repeating: [], count: devices.count)
        current = Array(repeating: [], count: devices.count)
    }

    func write(device: Int, event: InputEvent) throws {
        let e = obfuscate ? LiveTrace.obfuscated(event) : event
        let t = max(0, e.time - start)
        current[device].append("    - [\(t / 1_000_000), \(t % 1_000_000), \(e.type), \(e.code), \(e.value)]")
        if e.isSynReport {
            frames[device].append("  - evdev:\n" + current[device].joined(separator: "\n"))
            current[device].removeAll()
        }
    }

    func finish() throws {
        var s = "# libinput record\nversion: 1\nndevices: \(devices.count)\ndevices:\n"
        for (i, d) in devices.enumerated() {
            s += "- node: \(d.node ?? "")\n  evdev:\n    name: \"\(d.name)\"\n"
            s += "    id: [\(d.id.bustype), \(d.id.vendor), \(d.id.product), \(d.id.version)]\n    codes:\n"
            for type in d.codes.keys.sorted() { s += "      \(type): [\(d.codes[type]!.sorted().map(String.init).joined(separator: ", "))]\n" }
            let abs = (d.codes[EV.ABS] ?? []).sorted()
            if !abs.isEmpty {
                s += "    absinfo:\n"
                for c in abs { let a = d.absinfo[c] ?? AbsInfo(minimum: 0, maximum: 0); s += "      \(c): [\(a.minimum), \(a.maximum), \(a.fuzz), \(a.flat), \(a.resolution)]\n" }
            }
            s += "    properties: [\(d.properties.sorted().map(String.init).joined(separator: ", "))]\n  events:\n"
            s += frames[i].map { $0 + "\n" }.joined()
        }
        try file.write(s)
        try file.commit()
    }
}

/// evemu text (evdev-and-traces.md §1): description lines N I P B A L S, `E:` events,
/// the `# Value` comments for current axis values, and an optional separate `.desc`.
enum TemporaryEvemuReader {
    static func read(path: String, descriptionPath: String?) throws -> LiveTraceContents {
        let text = try load(path)
        var desc = try parseDescription(descriptionPath.map(load) ?? text, file: descriptionPath ?? path)
        if desc == nil, descriptionPath == nil {
            // Older recordings: NAME.DESC.events next to NAME.desc.
            let dir = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            let base = String(path.split(separator: "/").last ?? "")
            for candidate in descCandidates(base) where access(dir + "/" + candidate, R_OK) == 0 {
                desc = try parseDescription(load(dir + "/" + candidate), file: candidate)
                if desc != nil { break }
            }
        }
        guard let d = desc else { throw TactileError(.badInput, file: path, "no device description (give --description FILE)") }
        var events: [DeviceEvent] = []
        var lineNo = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNo += 1
            guard line.hasPrefix("E:") else { continue }
            let f = line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard f.count >= 4, let type = UInt16(f[1], radix: 16), let code = UInt16(f[2], radix: 16),
                  let value = Int32(f[3]) else { throw TactileError.badInput(path, line: lineNo, "bad event line") }
            let ts = f[0].split(separator: ".")
            guard let sec = Int64(ts[0]), let usec = Int64(ts.count > 1 ? ts[1] : "0") else {
                throw TactileError.badInput(path, line: lineNo, "bad timestamp")
            }
            events.append(DeviceEvent(device: 0, event: InputEvent(time: sec * 1_000_000 + usec, type: type, code: code, value: value)))
        }
        return LiveTraceContents(devices: [d], events: events)
    }

    static func descCandidates(_ base: String) -> [String] {
        var parts = base.split(separator: ".").map(String.init)
        var out: [String] = []
        while parts.count > 1 { parts.removeLast(); out.append(parts.joined(separator: ".") + ".desc") }
        return out
    }

    static func load(_ path: String) throws -> String {
        guard let f = fopen(path, "r") else {
            if errno == ENOENT { throw TactileError(.missingInput, file: path, "no such file") }
            throw TactileError(.missingInput, file: path, "cannot read: \(EvdevErrors.message(errno))")
        }
        defer { fclose(f) }
        var data: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buf, 1, buf.count, f)
            if n <= 0 { break }
            data.append(contentsOf: buf[0..<n])
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func parseDescription(_ text: String, file: String) throws -> DeviceDescription? {
        var d = DeviceDescription(name: "")
        var seen = false
        var propOffset = 0
        var typeOffset: [UInt16: Int] = [:]
        var values: [UInt16: Int32] = [:]
        var commentType = -1, commentCode = -1
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingSuffix()
            if line.hasPrefix("#") {
                let w = line.dropFirst().split(separator: " ")
                if w.count >= 3, w[0] == "Event", w[1] == "type", let t = Int(w[2]) { commentType = t }
                if w.count >= 3, w[0] == "Event", w[1] == "code", let c = Int(w[2]) { commentCode = c }
                if w.count >= 2, w[0] == "Value", commentType == 3, commentCode >= 0, let v = Int32(w[1]) { values[UInt16(commentCode)] = v }
                continue
            }
            let f = line.split(separator: " ")
            guard let tag = f.first else { continue }
            switch tag {
            case "N:": d.name = String(line.dropFirst(3)); seen = true
            case "I:":
                guard f.count == 5 else { throw TactileError.badInput(file, line: nil, "I: needs 4 fields") }
                d.id = InputID(bustype: UInt16(f[1], radix: 16) ?? 0, vendor: UInt16(f[2], radix: 16) ?? 0,
                               product: UInt16(f[3], radix: 16) ?? 0, version: UInt16(f[4], radix: 16) ?? 0)
            case "P:":
                for (i, b) in f.dropFirst().enumerated() {
                    let byte = UInt8(b, radix: 16) ?? 0
                    for bit in 0..<8 where byte & (1 << bit) != 0 { d.properties.insert(UInt16((propOffset + i) * 8 + bit)) }
                }
                propOffset += f.count - 1
            case "B:":
                guard f.count == 10, let type = UInt16(f[1], radix: 16) else { continue }
                let off = typeOffset[type, default: 0]
                for (i, b) in f.dropFirst(2).enumerated() {
                    let byte = UInt8(b, radix: 16) ?? 0
                    for bit in 0..<8 where byte & (1 << bit) != 0 {
                        let code = UInt16((off + i) * 8 + bit)
                        if type == EV.SYN { d.codes[EV.SYN, default: []].insert(code) } else { d.enable(type: type, code: code) }
                    }
                }
                typeOffset[type] = off + 8
            case "A:":
                guard f.count >= 6, let code = UInt16(f[1], radix: 16) else { continue }
                let n = f.dropFirst(2).map { Int32($0) ?? 0 }
                d.absinfo[code] = AbsInfo(minimum: n[0], maximum: n[1], fuzz: n[2], flat: n[3], resolution: n.count > 4 ? n[4] : 0)
            case "L:": if f.count >= 3, let c = UInt16(f[1], radix: 16) { d.leds[c] = Int32(f[2]) ?? 0 }
            case "S:": if f.count >= 3, let c = UInt16(f[1], radix: 16) { d.switches[c] = Int32(f[2]) ?? 0 }
            default: break
            }
        }
        for (c, v) in values where d.absinfo[c] != nil { d.absinfo[c]!.value = v }
        return seen ? d : nil
    }
}

extension Substring {
    func trimmingSuffix() -> Substring {
        var s = self
        while let l = s.last, l == "\r" || l == " " || l == "\t" { s = s.dropLast() }
        return s
    }
}

import InputModel

/// The first pass over a libinput record file: everything but the events.
///
/// Lines are read once; each device's `events:` list is skipped cheaply
/// (indentation and first byte only) and remembered by file offset, so the
/// event cursors can later stream it. The remaining lines (header, device
/// descriptions: a few hundred) are kept and parsed as a small YAML subset.
/// Unknown keys are ignored, as the format requires.
struct LibinputRecordHeader {
    static let supportedVersion = 1

    private(set) var devices: [DeviceDescription] = []
    /// Per device: when it was there (`presence:`, Tactile's key; `.always` without one).
    private(set) var presence: [DevicePresence] = []
    private(set) var sections: [LibinputEventsSection] = []
    private(set) var declaredDeviceCount: Int?

    /// One kept line.
    struct Line {
        var number: Int
        var indent: Int
        /// The line without its indentation.
        var text: Substring
        var raw: String
        var isComment: Bool
        var isListItem: Bool { text.hasPrefix("- ") || text == "-" }
    }

    private let path: String
    private var lines: [Line] = []
    /// How many lines the first pass kept: the header and descriptions, never the events.
    var keptLineCount: Int { lines.count }

    init(path: String) throws {
        self.path = path
        try collect()
        try parse()
    }

    // MARK: pass 1

    private mutating func collect() throws {
        let reader = try LineReader(path: path)
        var devicesIndent: Int? // indentation of the `- ` device items, once `devices:` was seen
        var inDevices = false
        var deviceCount = 0
        var scanner: EventsSectionScanner?
        while let bytes = try reader.nextLine() {
            var c = ByteCursor(bytes)
            c.skipBlanks()
            guard let first = c.peek else { continue }
            if var s = scanner {
                if first == ByteCursor.hash { continue }
                let isItem = first == ByteCursor.minus && (c.index + 1 == bytes.count || bytes[c.index + 1] == ByteCursor.space)
                let verdict = s.classify(indent: c.index, isListItem: isItem)
                scanner = s
                if verdict != .end { continue }
                scanner = nil
            }
            let raw = ByteCursor.string(bytes)
            let text = raw.utf8.dropFirst(c.index)
            let line = Line(number: reader.lineNumber, indent: c.index, text: Substring(text), raw: raw,
                            isComment: first == ByteCursor.hash)
            if !line.isComment {
                if line.indent == 0 && !line.isListItem {
                    inDevices = line.text.hasPrefix("devices:") // a second `devices:` is refused in pass 2
                } else if inDevices && line.isListItem && (devicesIndent == nil || line.indent == devicesIndent) {
                    devicesIndent = line.indent
                    deviceCount += 1
                }
                if inDevices, let d = devicesIndent, deviceCount > 0, line.indent == d + 2,
                   line.text.hasPrefix("events:") {
                    let value = YAMLText.stripComment(line.text.dropFirst("events:".count)).trimmingBlanks()
                    if value.isEmpty {
                        sections.append(LibinputEventsSection(device: deviceCount - 1, offset: reader.nextLineOffset,
                                                              lineNumber: reader.lineNumber + 1, keyIndent: line.indent))
                        scanner = EventsSectionScanner(keyIndent: line.indent)
                    } else if value != "[]" {
                        throw TactileError.badInput(path, line: line.number, "events: must be a list of frames")
                    }
                }
            }
            lines.append(line)
        }
    }

    // MARK: pass 2

    private mutating func parse() throws {
        var version: Int?
        var ndevicesLine: Line?
        var shared: [String: String] = [:] // system and libinput facts, given to every device
        var topLevelKeys: Set<String> = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard !line.isComment, line.indent == 0, !line.isListItem else { i += 1; continue }
            let (key, value) = LibinputRecordHeader.splitKey(line.text)
            try unique(key, at: line, &topLevelKeys)
            let end = blockEnd(after: i, keyIndent: 0, sameIndentList: true)
            switch key {
            case "version":
                guard let v = YAMLText.scalar(value).flatMap({ Int($0) }) else {
                    throw bad(line, "version is not a number")
                }
                guard v == LibinputRecordHeader.supportedVersion else {
                    throw bad(line, "unsupported libinput record version \(v) (Tactile reads version 1)")
                }
                version = v
            case "ndevices":
                declaredDeviceCount = YAMLText.scalar(value).flatMap { Int($0) }
                ndevicesLine = line
            case "libinput":
                let map = scalarMap(i + 1 ..< end)
                if let v = map["version"] { shared[DescriptionExtras.libinputVersion] = v }
                if let g = map["git"] { shared[DescriptionExtras.libinputGit] = g }
            case "system":
                let map = scalarMap(i + 1 ..< end)
                if let v = map["os"] { shared[DescriptionExtras.os] = v }
                if let v = map["kernel"] { shared[DescriptionExtras.kernel] = v }
                if let v = map["dmi"] { shared[DescriptionExtras.dmi] = v }
            case "devices":
                try parseDevices(i + 1 ..< end)
            default:
                break // unknown keys are ignored (man page: forward compatibility)
            }
            i = end
        }
        guard version != nil else {
            throw TactileError.badInput(path, line: nil, "not a libinput record file: no version: key")
        }
        guard !devices.isEmpty else {
            throw TactileError.badInput(path, line: nil, "no devices in this libinput record file")
        }
        if let declared = declaredDeviceCount, declared != devices.count, let at = ndevicesLine {
            throw bad(at, "ndevices is \(declared) but the file describes \(devices.count) device\(devices.count == 1 ? "" : "s")")
        }
        for k in devices.indices {
            devices[k].extras.merge(shared) { own, _ in own }
        }
    }

    private mutating func parseDevices(_ range: Range<Int>) throws {
        var i = range.lowerBound
        while i < range.upperBound {
            let line = lines[i]
            guard !line.isComment else { i += 1; continue }
            guard line.isListItem else { throw bad(line, "expected a device entry (- node: …) under devices:") }
            let end = blockEnd(after: i, keyIndent: line.indent, sameIndentList: false)
            let (device, present) = try parseDevice(i ..< end)
            devices.append(device)
            presence.append(present)
            i = end
        }
    }

    /// One `- node: …` item: its first key is on the item line, the others at item indent + 2.
    private func parseDevice(_ range: Range<Int>) throws -> (DeviceDescription, DevicePresence) {
        let item = lines[range.lowerBound]
        let keyIndent = item.indent + 2
        var first = item // the item's own line holds the first key (its indentation is not read)
        first.text = item.text.dropFirst(2).drop(while: { $0 == " " })
        var keyLines: [(index: Int, line: Line)] = [(range.lowerBound, first)]
        for j in range where !lines[j].isComment && lines[j].indent == keyIndent && !lines[j].isListItem { // not the item's line
            keyLines.append((j, lines[j]))
        }
        var node: String?
        var description: DeviceDescription?
        var extras: [String: String] = [:]
        var presence = DevicePresence.always
        var seen: Set<String> = []
        for (index, line) in keyLines {
            let (key, value) = LibinputRecordHeader.splitKey(line.text)
            try unique(key, at: line, &seen)
            let end = min(blockEnd(after: index, keyIndent: keyIndent, sameIndentList: true), range.upperBound)
            switch key {
            case "node":
                node = YAMLText.scalar(value).flatMap { $0.isEmpty ? nil : $0 } // written as "" when unknown
            case "evdev":
                description = try parseEvdev(index + 1 ..< end, at: line)
            case LibinputRecordHeader.presenceKey:
                presence = try parsePresence(index + 1 ..< end, at: line)
            case let k where DescriptionExtras.verbatimSections.contains(k):
                var text = [String(line.text)]
                for j in index + 1 ..< end where !lines[j].isComment || lines[j].indent > keyIndent {
                    text.append(String(lines[j].raw.dropFirst(keyIndent)))
                }
                extras[DescriptionExtras.yamlPrefix + k] = text.joined(separator: "\n")
            default:
                break // events (streamed separately) and unknown keys
            }
        }
        guard var d = description else { throw bad(item, "device entry without an evdev: description") }
        d.node = node
        d.extras.merge(extras) { _, new in new }
        return (d, presence)
    }

    /// Tactile's key for when a device was there; libinput record has none (its devices are
    /// those present when recording starts), and ignores keys it does not know.
    static let presenceKey = "presence"

    /// `presence:` with `connected: [sec, usec]` and/or `disconnected: [sec, usec]`, on the
    /// events' time base.
    private func parsePresence(_ range: Range<Int>, at keyLine: Line) throws -> DevicePresence {
        var p = DevicePresence()
        for (line, key, value) in try children(range) {
            let v = try numbers(value, at: line, what: "presence \(key)")
            guard v.count == 2, v[0] >= 0, v[0] <= Int64.max / LibinputEventCursor.usecPerSecond - 1,
                  (0..<LibinputEventCursor.usecPerSecond).contains(v[1]) else {
                throw bad(line, "presence \(key): expected [sec, usec] with usec in 0…999999")
            }
            let time = v[0] * LibinputEventCursor.usecPerSecond + v[1]
            switch key {
            case "connected": p.connected = time
            case "disconnected": p.disconnected = time
            default: break // unknown keys are ignored, as elsewhere in the format
            }
        }
        if let problem = p.problem { throw bad(keyLine, "presence: \(problem)") }
        return p
    }

    private func parseEvdev(_ range: Range<Int>, at keyLine: Line) throws -> DeviceDescription {
        var comments = SupportedEventsComments()
        var name: String?
        var id = InputID()
        var codes: [UInt16: Set<UInt16>] = [:]
        var absinfo: [UInt16: AbsInfo] = [:]
        var properties: Set<UInt16> = []
        var sawProperties = false
        let childIndent = range.first { !lines[$0].isComment }.map { lines[$0].indent }
        var seen: Set<String> = []
        var i = range.lowerBound
        while i < range.upperBound {
            let line = lines[i]
            if line.isComment { comments.consume(String(line.text)); i += 1; continue }
            // Deeper lines belong to the key before them; a shallower one is no sibling (YAML
            // indents a mapping's keys alike).
            guard line.indent == childIndent else {
                throw bad(line, "evdev: a key indented by \(line.indent) where the others are indented by \(childIndent ?? 0)")
            }
            let (key, rawValue) = LibinputRecordHeader.splitKey(line.text)
            try unique(key, at: line, &seen)
            let (value, afterValue) = joinedFlowValue(rawValue, from: i)
            let end = max(afterValue, blockEnd(after: i, keyIndent: line.indent, sameIndentList: true))
            switch key {
            case "name":
                name = YAMLText.scalar(value)
            case "id":
                let n = try numbers(value, at: line, what: "id")
                guard n.count == 4, n.allSatisfy({ (0...0xffff).contains($0) }) else {
                    throw bad(line, "id needs 4 numbers [bustype, vendor, product, version]")
                }
                id = InputID(bustype: UInt16(n[0]), vendor: UInt16(n[1]), product: UInt16(n[2]), version: UInt16(n[3]))
            case "codes":
                for (sub, subKey, subValue) in try children(i + 1 ..< end) {
                    guard let type = UInt16(subKey) else { throw bad(sub, "codes: event type \(subKey) is not a number") }
                    let list = try numbers(subValue, at: sub, what: "codes")
                    guard list.allSatisfy({ (0...0xffff).contains($0) }) else { throw bad(sub, "codes: code out of range") }
                    let set = Set(list.map { UInt16($0) })
                    if !set.isEmpty { codes[type, default: []].formUnion(set) }
                }
            case "absinfo":
                for (sub, subKey, subValue) in try children(i + 1 ..< end) {
                    guard let code = UInt16(subKey) else { throw bad(sub, "absinfo: axis \(subKey) is not a number") }
                    let n = try numbers(subValue, at: sub, what: "absinfo")
                    guard n.count == 5, n.allSatisfy({ Int32(exactly: $0) != nil }) else {
                        throw bad(sub, "absinfo needs 5 numbers [min, max, fuzz, flat, resolution]")
                    }
                    guard n[0] <= n[1] else {
                        throw bad(sub, "absinfo: axis \(EventCodes.describe(type: EV.ABS, code: code)) has minimum \(n[0]) above maximum \(n[1])")
                    }
                    absinfo[code] = AbsInfo(minimum: Int32(n[0]), maximum: Int32(n[1]), fuzz: Int32(n[2]),
                                            flat: Int32(n[3]), resolution: Int32(n[4]))
                }
            case "properties":
                let n = try numbers(value, at: line, what: "properties")
                guard n.allSatisfy({ (0...0xffff).contains($0) }) else { throw bad(line, "properties: out of range") }
                properties = Set(n.map { UInt16($0) })
                sawProperties = true
            default:
                break
            }
            i = end
        }
        guard let name else { throw bad(keyLine, "evdev: without a name") }
        var d = DeviceDescription(name: name, id: id, properties: properties, codes: codes, absinfo: absinfo)
        // libinput record always lists them; no `properties:` key is a device whose properties were
        // unknown where the trace came from (Tactile writes it so for an old evemu description).
        d.propertiesUnknown = !sawProperties
        comments.apply(to: &d, dataLeds: nil, dataSwitches: nil)
        return d
    }

    // MARK: helpers

    /// A YAML mapping's keys are unique: a key given twice is refused rather than one of the
    /// two picked.
    private func unique(_ key: String, at line: Line, _ seen: inout Set<String>) throws {
        guard seen.insert(key).inserted else {
            throw bad(line, "\(key): given twice (a YAML mapping's keys are unique)")
        }
    }

    /// The first line after `index` that is not in its block. A block holds deeper lines,
    /// comments, and (if `sameIndentList`) list items at the key's own indentation.
    private func blockEnd(after index: Int, keyIndent: Int, sameIndentList: Bool) -> Int {
        var j = index + 1
        // An unclosed flow list (`hid: [` … `]`) runs to its bracket whatever the indentation.
        var depth = YAMLText.bracketBalance(lines[index].text) // a key's line: never a comment
        while j < lines.count {
            let l = lines[j]
            if depth > 0 {
                if !l.isComment { depth += YAMLText.bracketBalance(l.text) }
                j += 1
                continue
            }
            if l.isComment || l.indent > keyIndent || (sameIndentList && l.indent == keyIndent && l.isListItem) {
                j += 1
                continue
            }
            break
        }
        return j // comments after the block, when they are in it, are skipped by every reader of it
    }

    /// `key: value` children of a block, at its first child's indentation.
    private func children(_ range: Range<Int>) throws -> [(Line, String, Substring)] {
        guard let indent = range.first(where: { !lines[$0].isComment }).map({ lines[$0].indent }) else { return [] }
        var result: [(Line, String, Substring)] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let l = lines[i]
            guard !l.isComment, l.indent == indent else { i += 1; continue }
            let (key, raw) = LibinputRecordHeader.splitKey(l.text)
            let (value, next) = joinedFlowValue(raw, from: i)
            result.append((l, key, value))
            i = next // past the value's last line
        }
        return result
    }

    /// A value without its comment, with an unclosed `[` continued over the following lines;
    /// returns the index after its last line.
    private func joinedFlowValue(_ value: Substring, from index: Int) -> (Substring, Int) {
        var depth = YAMLText.bracketBalance(value)
        var text = String(YAMLText.stripComment(value))
        var j = index + 1
        while depth > 0 && j < lines.count {
            if !lines[j].isComment {
                text += " " + YAMLText.stripComment(lines[j].text)
                depth += YAMLText.bracketBalance(lines[j].text)
            }
            j += 1
        }
        return (Substring(text), j)
    }

    private func scalarMap(_ range: Range<Int>) -> [String: String] {
        var map: [String: String] = [:]
        for i in range where !lines[i].isComment {
            let (key, value) = LibinputRecordHeader.splitKey(lines[i].text)
            if let v = YAMLText.scalar(value) { map[key] = v }
        }
        return map
    }

    private func numbers(_ value: Substring, at line: Line, what: String) throws -> [Int64] {
        guard let items = YAMLText.flowList(value) else { throw bad(line, "\(what): expected a [list]") }
        return try items.map { item in
            guard let n = Int64(item) ?? (item.hasPrefix("0x") ? Int64(item.dropFirst(2), radix: 16) : nil) else {
                throw bad(line, "\(what): \"\(item)\" is not a number")
            }
            return n
        }
    }

    /// `key: value` → (key, value); a line without `: ` is all key.
    static func splitKey(_ text: Substring) -> (String, Substring) {
        guard let colon = text.firstIndex(of: ":") else { return (String(text), "") }
        let after = text.index(after: colon)
        guard after == text.endIndex || text[after] == " " || text[after] == "\t" else {
            return (String(text), "")
        }
        return (String(text[..<colon]).trimmingBlanksString, text[after...])
    }

    private func bad(_ line: Line, _ reason: String) -> TactileError {
        TactileError.badInput(path, line: line.number, reason)
    }
}

private extension String {
    var trimmingBlanksString: String { Substring(self).trimmingBlanks() }
}

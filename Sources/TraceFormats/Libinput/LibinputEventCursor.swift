import InputModel

/// Where one device's `events:` list sits in a libinput record file.
struct LibinputEventsSection {
    var device: Int
    /// File offset and line number of the first line after `events:`.
    var offset: Int64
    var lineNumber: Int
    /// Indentation of the `events:` key.
    var keyIndent: Int
}

/// Decides, line by line, whether a line still belongs to an `events:` list.
///
/// Frames are list items (`- evdev:`, `- libinput:`, `- hid:`) at one
/// indentation (libinput writes them at the key's own indentation, YAML also
/// allows deeper); their content is indented further; comments go anywhere.
/// The list ends at a less indented line or a non-item line at the frames' indentation.
struct EventsSectionScanner {
    let keyIndent: Int
    private(set) var frameIndent: Int?

    init(keyIndent: Int) { self.keyIndent = keyIndent }

    enum Verdict { case frameHeader, content, end }

    /// For a non-blank, non-comment line.
    mutating func classify(indent: Int, isListItem: Bool) -> Verdict {
        guard let frameIndent else {
            guard isListItem, indent >= keyIndent else { return .end }
            self.frameIndent = indent
            return .frameHeader
        }
        if indent < frameIndent { return .end }
        if indent == frameIndent { return isListItem ? .frameHeader : .end }
        return .content
    }
}

/// Streams one device's events from its `events:` list, with its own file position.
///
/// Rows are `- [sec, usec, type, code, value] # comment`, parsed from bytes.
/// `- libinput:` and `- hid:` frames (and any other kind) are skipped.
final class LibinputEventCursor {
    let device: Int
    private let reader: LineReader
    private var scanner: EventsSectionScanner
    private var inEvdevFrame = false
    /// The list ended at a line that is not its own: the lines after it are another's.
    private var finished = false
    private var lastTime: Int64 = .min
    /// When the device was there: its events must fall inside (nil: always).
    private let presence: DevicePresence?
    static let rowFields = 5
    static let usecPerSecond: Int64 = 1_000_000

    init(path: String, section: LibinputEventsSection, presence: DevicePresence = .always) throws {
        device = section.device
        self.presence = presence.isAlways ? nil : presence
        reader = try LineReader(path: path, startingAt: section.offset, lineNumber: section.lineNumber)
        scanner = EventsSectionScanner(keyIndent: section.keyIndent)
    }

    func next() throws -> InputEvent? {
        guard !finished else { return nil }
        while let line = try reader.nextLine() {
            var c = ByteCursor(line)
            c.skipBlanks()
            guard let first = c.peek, first != ByteCursor.hash else { continue }
            let isItem = first == ByteCursor.minus && (c.index + 1 == line.count || line[c.index + 1] == ByteCursor.space)
            switch scanner.classify(indent: c.index, isListItem: isItem) {
            case .end:
                finished = true
                return nil
            case .frameHeader:
                c.index += 1
                c.skipBlanks()
                inEvdevFrame = LibinputEventCursor.startsWith(c, "evdev:")
            case .content:
                guard inEvdevFrame else { continue }
                guard isItem else { throw bad("expected an event row - [sec, usec, type, code, value] in an evdev frame") }
                c.index += 1
                c.skipBlanks()
                let event = try parseRow(&c)
                if event.time < lastTime { throw bad("timestamp goes backwards") }
                if let presence, !presence.contains(event.time) { throw bad(outside(event.time, presence)) }
                lastTime = event.time
                return event
            }
        }
        return nil // at the end of the file, and again on every later call
    }

    private func parseRow(_ c: inout ByteCursor) throws -> InputEvent {
        guard c.eat(UInt8(ascii: "[")) else { throw bad("expected an event row [sec, usec, type, code, value]") }
        var values: [Int64] = []
        values.reserveCapacity(LibinputEventCursor.rowFields)
        while true {
            c.skipBlanks()
            if values.isEmpty, c.eat(UInt8(ascii: "]")) { break }
            guard let v = c.signedDecimal() else {
                throw bad(c.atEnd || c.peek == ByteCursor.hash ? "truncated event row (no closing ])" : "event row value is not a decimal number")
            }
            values.append(v)
            c.skipBlanks()
            if c.eat(UInt8(ascii: ",")) { continue }
            if c.eat(UInt8(ascii: "]")) { break }
            throw bad(c.atEnd || c.peek == ByteCursor.hash ? "truncated event row (no closing ])" : "expected , or ] in event row")
        }
        guard values.count == LibinputEventCursor.rowFields else {
            throw bad("event row has \(values.count) values, expected 5 [sec, usec, type, code, value]")
        }
        guard c.atEndOrComment else { throw bad("unexpected text after event row") }
        let (sec, usec, type, code, value) = (values[0], values[1], values[2], values[3], values[4])
        guard sec >= 0, sec <= Int64.max / LibinputEventCursor.usecPerSecond - 1 else { throw bad("event seconds out of range") }
        guard (0..<LibinputEventCursor.usecPerSecond).contains(usec) else { throw bad("event microseconds \(usec) not in 0…999999") }
        guard let t = UInt16(exactly: type) else { throw bad("event type \(type) out of range") }
        guard let cd = UInt16(exactly: code) else { throw bad("event code \(code) out of range") }
        guard let v = Int32(exactly: value) else { throw bad("event value \(value) does not fit 32 bits") }
        return InputEvent(time: sec * LibinputEventCursor.usecPerSecond + usec, type: t, code: cd, value: v)
    }

    private func outside(_ time: Int64, _ p: DevicePresence) -> String {
        func s(_ t: Int64) -> String { "[\(t / Self.usecPerSecond), \(t % Self.usecPerSecond)]" }
        if let c = p.connected, time < c { return "event at \(s(time)) before the device connected at \(s(c)) (its presence:)" }
        return "event at \(s(time)) after the device disconnected at \(s(p.disconnected ?? time)) (its presence:)"
    }

    static func startsWith(_ c: ByteCursor, _ text: String) -> Bool {
        let t = Array(text.utf8)
        guard c.bytes.count - c.index >= t.count else { return false }
        return t.indices.allSatisfy { c.bytes[c.index + $0] == t[$0] }
    }

    private func bad(_ reason: String) -> TactileError {
        TactileError.badInput(reader.path, line: reader.lineNumber, reason)
    }
}

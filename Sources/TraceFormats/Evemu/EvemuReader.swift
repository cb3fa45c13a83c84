import InputModel

/// Streams an evemu recording (format 1.0–1.3): one device, events in file order.
///
/// The description is either in the file (before the first `E:` line), in a
/// separate file (`descriptionPath`, e.g. an old `.desc` beside an `.events`
/// file; it takes precedence), or absent (`DeviceDescription.unknown()`).
/// Timestamps are kept exactly as written, relative (`0.000001`) or absolute
/// epoch seconds; they may not go backwards.
public struct EvemuReader: TraceReader {
    public let devices: [DeviceDescription]
    public var format: TraceFormat { .evemu }
    public let path: String
    /// The `# EVEMU M.m` header version, nil when the file has none (format 1.0).
    public let fileVersion: (major: Int, minor: Int)?
    /// Whether the device description came from the events file itself.
    public let describedInFile: Bool

    private let lines: LineReader
    /// How far into the file reading has got (for tests of the streaming structure).
    var bytesReadSoFar: Int64 { lines.bytesRead }
    private var lastTime: Int64 = .min
    /// Usec fields have at most 6 digits (`%06u`).
    static let maxUsecDigits = 6
    static let usecPerSecond: Int64 = 1_000_000

    public init(path: String, descriptionPath: String? = nil) throws {
        self.path = path
        lines = try LineReader(path: path)
        var parser = EvemuDescriptionParser(path: path)
        while let line = try lines.nextLine() {
            if try !parser.consume(line, lineNumber: lines.lineNumber) {
                lines.pushBack()
                break
            }
        }
        let own = try parser.description(lineNumber: lines.lineNumber)
        fileVersion = parser.version
        describedInFile = own != nil
        if let descriptionPath {
            devices = [try EvemuReader.readDescription(path: descriptionPath)]
        } else {
            devices = [own ?? .unknown()]
        }
    }

    /// Reads only the description of an evemu file (a `.desc`, or a recording whose events are ignored).
    public static func readDescription(path: String) throws -> DeviceDescription {
        let lines = try LineReader(path: path)
        var parser = EvemuDescriptionParser(path: path)
        while let line = try lines.nextLine() {
            if try !parser.consume(line, lineNumber: lines.lineNumber) { break }
        }
        guard let d = try parser.description(lineNumber: lines.lineNumber) else {
            throw TactileError.badInput(path, line: nil, "no device description (N: and I: lines) in this file")
        }
        return d
    }

    public mutating func next() throws -> DeviceEvent? {
        while let line = try lines.nextLine() {
            if let event = Self.standardEvent(line), event.time >= lastTime {
                lastTime = event.time
                return DeviceEvent(device: 0, event: event)
            }
            var c = ByteCursor(line)
            c.skipBlanks()
            guard let first = c.peek, first != ByteCursor.hash else { continue }
            guard c.index + 1 < line.count, line[c.index + 1] == UInt8(ascii: ":") else { continue }
            switch first {
            case UInt8(ascii: "E"):
                c.index += 2
                let event = try parseEvent(&c)
                if event.time < lastTime {
                    throw bad("timestamp goes backwards (\(EvemuReader.format(time: event.time)) after \(EvemuReader.format(time: lastTime)))")
                }
                lastTime = event.time
                return DeviceEvent(device: 0, event: event)
            case UInt8(ascii: "R"):
                throw bad(EvemuDescriptionParser.hidRecorderMessage)
            case UInt8(ascii: "N"), UInt8(ascii: "I"):
                throw bad("a device description after events: evemu files hold one device")
            default:
                continue // evemu skips every line that is not an event
            }
        }
        return nil
    }

    /// `E: <sec>.<usec> <type hex> <code hex> <value decimal>` with an optional `# comment`.
    private func parseEvent(_ c: inout ByteCursor) throws -> InputEvent {
        let start = c
        c.skipBlanks()
        var secDigits = 0, usecDigits = 0
        guard let sec = c.unsignedDecimal(digits: &secDigits) else {
            throw bad("event timestamp is not <seconds>.<microseconds>")
        }
        guard c.eat(UInt8(ascii: ".")), let usec = c.unsignedDecimal(digits: &usecDigits),
              usecDigits <= EvemuReader.maxUsecDigits, c.atTokenEnd else {
            throw bad("event timestamp is not <seconds>.<microseconds> (at most 6 digits)")
        }
        let fields = c.remainingTokenCount()
        guard fields == 3 else {
            if EvemuReader.looksLikeHIDReport(start) { throw bad(EvemuDescriptionParser.hidRecorderMessage) }
            throw bad(fields < 3 ? "truncated event line: needs type, code and value"
                                 : "event line has \(fields) fields after the time, expected 3 (type code value)")
        }
        c.skipBlanks()
        guard let type = c.hex(maxDigits: 4) else { throw bad("event type is not a hex number") }
        c.skipBlanks()
        guard let code = c.hex(maxDigits: 4) else { throw bad("event code is not a hex number") }
        c.skipBlanks()
        guard let value = c.signedDecimal() else { throw bad("event value is not a decimal number") }
        guard let value32 = Int32(exactly: value) else { throw bad("event value \(value) does not fit 32 bits") }
        let (scaled, overflow) = sec.multipliedReportingOverflow(by: EvemuReader.usecPerSecond)
        guard !overflow else { throw bad("event time out of range") }
        return InputEvent(time: scaled + usec, type: UInt16(type), code: UInt16(code), value: value32)
    }

    /// An event line as evemu-record writes it (`E: %lu.%06u %04x %04x %d`, then at most a
    /// comment after blanks), read by position in one pass; nil for any other line, which
    /// `parseEvent` then reads (and reports when it is bad). Why: the general parser counts the
    /// line's fields before reading them, a second pass over every event line, and checks each
    /// number's overflow digit by digit (Benchmarks/notes.md, "Hot paths"). The limits keep every
    /// sum in range: at most 12 digits of seconds, 9 of value.
    @inline(__always)
    static func standardEvent(_ line: UnsafeBufferPointer<UInt8>) -> InputEvent? {
        let n = line.count
        guard n >= 22, line[0] == UInt8(ascii: "E"), line[1] == UInt8(ascii: ":"), line[2] == ByteCursor.space else { return nil }
        var i = 3
        var sec: Int64 = 0
        while i < n, i < 15 {
            let d = line[i] &- UInt8(ascii: "0")
            guard d < 10 else { break }
            sec = sec &* 10 &+ Int64(d)
            i += 1
        }
        guard i > 3, i + 18 <= n, line[i] == UInt8(ascii: ".") else { return nil }
        // The fixed-width fields a word at a time (`DigitWords`); the bytes read are within the
        // 18 past the point.
        let base = line.baseAddress!
        guard let usec = DigitWords.decimal6(base + i + 1) else { return nil }
        i += 7
        guard line[i] == ByteCursor.space, line[i + 5] == ByteCursor.space, line[i + 10] == ByteCursor.space,
              let type = DigitWords.hex4(DigitWords.load4(base + i + 1)),
              let code = DigitWords.hex4(DigitWords.load4(base + i + 6)) else { return nil }
        i += 11
        let negative = i < n && line[i] == ByteCursor.minus
        if negative { i += 1 }
        var value: Int64 = 0
        let first = i
        while i < n, i - first < 9 {
            let d = line[i] &- UInt8(ascii: "0")
            guard d < 10 else { break }
            value = value &* 10 &+ Int64(d)
            i += 1
        }
        guard i > first else { return nil }
        // The line ends here, or blanks and a comment do.
        if i < n {
            guard line[i] == ByteCursor.space || line[i] == ByteCursor.tab else { return nil }
            while i < n, line[i] == ByteCursor.space || line[i] == ByteCursor.tab { i += 1 }
            guard i == n || line[i] == ByteCursor.hash else { return nil }
        }
        return InputEvent(time: sec &* usecPerSecond &+ Int64(usec), type: type, code: code, value: Int32(negative ? -value : value))
    }

    /// hid-recorder `E: <ts> <len> <len hex bytes>`: a decimal count that matches the bytes after it.
    static func looksLikeHIDReport(_ afterPrefix: ByteCursor) -> Bool {
        var c = afterPrefix
        guard c.skipToken() else { return false } // the timestamp
        c.skipBlanks()
        // hid-recorder writes the length unpadded; evemu's type field is always 4 digits (`0003`).
        if c.peek == UInt8(ascii: "0") { return false }
        var digits = 0
        guard let length = c.unsignedDecimal(digits: &digits), c.atTokenEnd else { return false }
        return Int64(c.remainingTokenCount()) == length
    }

    private func bad(_ reason: String) -> TactileError {
        TactileError.badInput(path, line: lines.lineNumber, reason)
    }

    /// `1357751031.716015`.
    static func format(time: Int64) -> String {
        let e = InputEvent(time: time, type: 0, code: 0, value: 0)
        let usec = String(e.microseconds)
        return "\(e.seconds).\(String(repeating: "0", count: 6 - usec.count))\(usec)"
    }
}

import InputModel

/// Parses the description part of an evemu file: the `N:`/`I:`/`P:`/`B:`/`A:`/`L:`/`S:`
/// lines and the comment block, up to the first `E:` line.
///
/// Accepts every format version (1.0–1.3): comments anywhere, trailing comments
/// on data lines (except `N:`, whose `#` belongs to the name), 5- or 6-field
/// `A:` lines, repeated `P:` lines, several `B:` lines per type.
struct EvemuDescriptionParser {
    /// `EV_CNT`: a `B:` type byte must be below it.
    static let evCount: UInt64 = 0x20
    static let bytesPerMaskLine = 8

    let path: String
    private(set) var version: (major: Int, minor: Int)?
    private var name: String?
    private var id: InputID?
    private var properties: Set<UInt16> = []
    private var propertyBytes = 0
    private var codes: [UInt16: Set<UInt16>] = [:]
    private var maskBytes: [UInt16: Int] = [:]
    private var absinfo: [UInt16: AbsInfo] = [:]
    private var leds: [UInt16: Int32] = [:]
    private var switches: [UInt16: Int32] = [:]
    private var comments = SupportedEventsComments()
    private var sawDataLine = false

    init(path: String) { self.path = path }

    var hasDevice: Bool { name != nil }

    /// Feeds one line before the events; returns false at the first `E:` line (which is not consumed).
    mutating func consume(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws -> Bool {
        var c = ByteCursor(line)
        c.skipBlanks()
        guard let first = c.peek else { return true }
        if first == ByteCursor.hash {
            let text = ByteCursor.string(UnsafeBufferPointer(rebasing: line[c.index...]))
            if !sawDataLine, version == nil, let v = EvemuDescriptionParser.parseVersion(text) { version = v }
            comments.consume(text)
            return true
        }
        guard c.index + 1 < line.count, line[c.index + 1] == UInt8(ascii: ":") else {
            return true // evemu skips every line that is not a known prefix
        }
        let prefix = line[c.index]
        c.index += 2
        func bad(_ reason: String) -> TactileError { TactileError.badInput(path, line: lineNumber, reason) }
        switch prefix {
        case UInt8(ascii: "E"):
            return false
        case UInt8(ascii: "R"):
            throw bad(EvemuDescriptionParser.hidRecorderMessage)
        case UInt8(ascii: "N"):
            guard name == nil else { throw bad("a second device description (N:) in one evemu file") }
            // The name is the rest of the line, read as evemu reads it (`N: %m[^\n\r]`): the
            // blanks before it skipped, everything to the line's end kept, trailing spaces too;
            // a `#` in it is not a comment.
            let rest = ByteCursor.string(UnsafeBufferPointer(rebasing: line[c.index...]))[...]
            let isSpace: (Character) -> Bool = { " \t\r\n\u{0B}\u{0C}".contains($0) }
            name = String(rest.drop(while: isSpace).prefix { $0 != "\r" && $0 != "\n" })
        case UInt8(ascii: "I"):
            try requireName(bad)
            let fields = try hexFields(&c, count: 4, what: "I: needs 4 hex fields (bustype vendor product version)", bad)
            guard fields.allSatisfy({ $0 <= 0xffff }) else { throw bad("I: field above 0xffff") }
            id = InputID(bustype: UInt16(fields[0]), vendor: UInt16(fields[1]),
                         product: UInt16(fields[2]), version: UInt16(fields[3]))
        case UInt8(ascii: "P"):
            try requireName(bad)
            let mask = try hexFields(&c, count: 8, what: "P: needs 8 hex bytes", bad)
            guard mask.allSatisfy({ $0 <= 0xff }) else { throw bad("P: byte above 0xff") }
            for (i, byte) in mask.enumerated() {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    properties.insert(UInt16((propertyBytes + i) * 8 + bit))
                }
            }
            propertyBytes += EvemuDescriptionParser.bytesPerMaskLine
        case UInt8(ascii: "B"):
            try requireName(bad)
            let fields = try hexFields(&c, count: 9, what: "B: needs a type and 8 hex bytes", bad)
            guard fields[0] < EvemuDescriptionParser.evCount else {
                throw bad("B: event type 0x\(String(fields[0], radix: 16)) is not below EV_CNT (0x20)")
            }
            guard fields.dropFirst().allSatisfy({ $0 <= 0xff }) else { throw bad("B: byte above 0xff") }
            let type = UInt16(fields[0])
            let offset = maskBytes[type, default: 0]
            for (i, byte) in fields.dropFirst().enumerated() {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    codes[type, default: []].insert(UInt16((offset + i) * 8 + bit))
                }
            }
            maskBytes[type] = offset + EvemuDescriptionParser.bytesPerMaskLine
        case UInt8(ascii: "A"):
            try requireName(bad)
            let count = c.remainingTokenCount()
            guard count == 5 || count == 6 else {
                throw bad("A: needs 5 or 6 fields (code min max fuzz flat [resolution]), found \(count)")
            }
            c.skipBlanks()
            guard let code = c.hex(maxDigits: 4) else { throw bad("A: axis code is not hex") }
            var numbers: [Int32] = []
            for _ in 1..<count {
                c.skipBlanks()
                guard let v = c.signedDecimal(), let v32 = Int32(exactly: v) else { throw bad("A: value is not a 32-bit decimal") }
                numbers.append(v32)
            }
            guard numbers[0] <= numbers[1] else {
                throw bad("A: axis \(EventCodes.describe(type: EV.ABS, code: UInt16(code))) has minimum \(numbers[0]) above maximum \(numbers[1])")
            }
            absinfo[UInt16(code)] = AbsInfo(minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2],
                                            flat: numbers[3], resolution: count == 6 ? numbers[4] : 0)
        case UInt8(ascii: "L"), UInt8(ascii: "S"):
            try requireName(bad)
            let what = prefix == UInt8(ascii: "L") ? "L" : "S"
            guard c.remainingTokenCount() == 2 else { throw bad("\(what): needs 2 fields (code state)") }
            c.skipBlanks()
            guard let code = c.hex(maxDigits: 4) else { throw bad("\(what): code is not hex") }
            c.skipBlanks()
            guard let v = c.signedDecimal(), let state = Int32(exactly: v) else { throw bad("\(what): state is not decimal") }
            if prefix == UInt8(ascii: "L") { leds[UInt16(code)] = state } else { switches[UInt16(code)] = state }
        default:
            return true
        }
        sawDataLine = true
        return true
    }

    /// The description; nil when the lines held none (an events-only file).
    func description(lineNumber: Int) throws -> DeviceDescription? {
        guard let name else { return nil }
        guard let id else {
            throw TactileError.badInput(path, line: lineNumber, "device description without an I: line")
        }
        var d = DeviceDescription(name: name, id: id, properties: properties,
                                  codes: codes, absinfo: absinfo)
        // No `P:` line at all: an old evemu that did not record properties, not a device without any.
        d.propertiesUnknown = propertyBytes == 0
        comments.apply(to: &d, dataLeds: leds, dataSwitches: switches)
        return d
    }

    static let hidRecorderMessage =
        "this is a hid-recorder file (raw HID reports: R:/E: <len> <bytes>), not an evemu recording; replay it with hid-replay"

    /// `# EVEMU 1.3` → (1, 3).
    static func parseVersion(_ comment: String) -> (major: Int, minor: Int)? {
        guard let rest = Substring(comment).strippingPrefix("# EVEMU ") else { return nil }
        let parts = rest.trimmingBlanks().split(separator: ".")
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        return (major, minor)
    }

    private func requireName(_ bad: (String) -> TactileError) throws {
        if name == nil { throw bad("description line before the device name (N:)") }
    }

    private func hexFields(_ c: inout ByteCursor, count: Int, what: String,
                           _ bad: (String) -> TactileError) throws -> [UInt64] {
        let found = c.remainingTokenCount()
        guard found == count else { throw bad("\(what), found \(found) fields") }
        var fields: [UInt64] = []
        fields.reserveCapacity(count)
        for _ in 0..<count {
            c.skipBlanks()
            guard let v = c.hex(maxDigits: 8) else { throw bad("\(what): not a hex number") }
            fields.append(v)
        }
        return fields
    }
}

/// A forward cursor over the bytes of one line, for the hot path of the trace readers.
///
/// Event lines are parsed straight from bytes (no `String`, no splitting, no
/// Scanner/regex): a 1 GB trace has tens of millions of them, and allocating
/// per line would dominate the reading time.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let hash = UInt8(ascii: "#")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// At the end of the line or at a `#` comment (after optional blanks).
    var atEndOrComment: Bool {
        var c = self
        c.skipBlanks()
        return c.atEnd || c.peek == ByteCursor.hash
    }

    mutating func skipBlanks() {
        while index < bytes.count, bytes[index] == ByteCursor.space || bytes[index] == ByteCursor.tab { index += 1 }
    }

    /// Consumes `byte` if it is next.
    mutating func eat(_ byte: UInt8) -> Bool {
        if index < bytes.count, bytes[index] == byte {
            index += 1
            return true
        }
        return false
    }

    /// An unsigned decimal number; `digits` counts the digits read. Nil when there is none or it overflows.
    mutating func unsignedDecimal(digits: inout Int) -> Int64? {
        var value: Int64 = 0
        digits = 0
        while index < bytes.count {
            let d = bytes[index] &- UInt8(ascii: "0")
            guard d < 10 else { break }
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int64(d))
            if o1 || o2 { return nil }
            value = s
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// A signed decimal number (`-001`, `+5`, `42`) that must end at a blank, comma, bracket or end of line.
    mutating func signedDecimal() -> Int64? {
        var negative = false
        if eat(ByteCursor.minus) { negative = true } else { _ = eat(ByteCursor.plus) }
        var digits = 0
        guard let magnitude = unsignedDecimal(digits: &digits), atTokenEnd else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// A hex number without `0x` (evemu type, code and bitmask fields), at most `maxDigits` digits.
    mutating func hex(maxDigits: Int = 16) -> UInt64? {
        var value: UInt64 = 0
        var digits = 0
        while index < bytes.count, let d = ByteCursor.hexValue(bytes[index]) {
            guard digits < maxDigits else { return nil }
            value = value << 4 | UInt64(d)
            digits += 1
            index += 1
        }
        guard digits > 0, atTokenEnd else { return nil }
        return value
    }

    /// The next blank-separated token is over (blank, end, comment, comma or closing bracket next).
    var atTokenEnd: Bool {
        guard let c = peek else { return true }
        return c == ByteCursor.space || c == ByteCursor.tab || c == ByteCursor.hash
            || c == UInt8(ascii: ",") || c == UInt8(ascii: "]")
    }

    /// Skips one blank-separated token; false at the end or at a comment.
    mutating func skipToken() -> Bool {
        skipBlanks()
        guard let c = peek, c != ByteCursor.hash else { return false }
        while let c = peek, c != ByteCursor.space, c != ByteCursor.tab { index += 1 }
        return true
    }

    /// Number of blank-separated tokens left before the end or a `#` comment.
    func remainingTokenCount() -> Int {
        var c = self
        var n = 0
        while c.skipToken() { n += 1 }
        return n
    }

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Whether the line starts with the two-byte evemu prefix (`E:`, `N:` …).
    static func hasPrefix(_ line: UnsafeBufferPointer<UInt8>, _ a: UInt8, _ b: UInt8) -> Bool {
        line.count >= 2 && line[0] == a && line[1] == b
    }

    /// The text of a line (for the rare, small lines: descriptions, headers, error messages).
    static func string(_ line: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: line, as: UTF8.self)
    }
}

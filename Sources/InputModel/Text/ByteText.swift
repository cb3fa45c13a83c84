/// A line of output built as UTF-8 bytes: literals, decimal integers (padded as C's `%*d`,
/// `%-*s`, `%+d` pad them) and JSON numbers written straight into one growing buffer.
///
/// Written by hand for speed rather than with string interpolation: every interpolated
/// `String(v)`, `String(repeating:count:)` and `+` allocated and reference-counted a string,
/// ≈ 20 000 instructions a libinput record event row and ≈ 30 000 a unified event's JSON line
/// (callgrind, Benchmarks/notes.md "Live path"); that was most of `tactile capture --live`'s
/// work per frame. The output is byte for byte what the interpolations produced.
public struct ByteText: Sendable {
    public var bytes: [UInt8] = []

    public init(capacity: Int = 128) { bytes.reserveCapacity(capacity) }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    @inline(__always)
    public mutating func append(_ s: String) { bytes.append(contentsOf: s.utf8) }

    @inline(__always)
    public mutating func append(byte: UInt8) { bytes.append(byte) }

    public mutating func append(spaces n: Int) {
        for _ in 0..<max(0, n) { bytes.append(0x20) }
    }

    /// Decimal digits of a magnitude.
    static func digitCount(_ m: UInt64) -> Int {
        var n = 1
        var x = m
        while x >= 10 { x /= 10; n += 1 }
        return n
    }

    private mutating func appendDigits(_ m: UInt64, count n: Int) {
        let start = bytes.count
        for _ in 0..<n { bytes.append(0x30) }
        bytes.withUnsafeMutableBufferPointer { b in
            var x = m
            var i = start + n - 1
            repeat {
                b[i] = 0x30 + UInt8(truncatingIfNeeded: x % 10)
                x /= 10
                i -= 1
            } while x > 0
        }
    }

    /// `String(v)`.
    public mutating func append(decimal v: Int64) {
        if v < 0 { bytes.append(0x2D) }
        appendDigits(v.magnitude, count: Self.digitCount(v.magnitude))
    }

    /// `%*d`: right-aligned in `width` (never cut).
    public mutating func append(decimal v: Int64, width: Int) {
        let n = Self.digitCount(v.magnitude)
        append(spaces: width - n - (v < 0 ? 1 : 0))
        append(decimal: v)
    }

    /// `%+d`.
    public mutating func append(signed v: Int64) {
        if v >= 0 { bytes.append(0x2B) }
        append(decimal: v)
    }

    /// `%-*s`: left-aligned in `width` characters (never cut).
    public mutating func append(_ s: String, leftIn width: Int) {
        append(s)
        append(spaces: width - s.count)
    }

    /// `JSONLine.number`: fixed point with at most `decimals` places, trailing zeros removed;
    /// NaN and infinities as `null`.
    public mutating func append(number v: Double, decimals: Int) {
        guard v.isFinite else { append("null"); return }
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (v * scale).rounded()
        if rounded == 0 { bytes.append(0x30); return }
        let magnitude = Swift.abs(rounded)
        guard magnitude < 9.0e15 else { append(String(v)); return }
        if rounded < 0 { bytes.append(0x2D) }
        let units = Int64(magnitude)
        let whole = units / Int64(scale)
        var frac = units % Int64(scale)
        append(decimal: whole)
        if frac != 0 {
            var digits = decimals
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            bytes.append(0x2E)
            let n = Self.digitCount(UInt64(frac))
            for _ in 0..<(digits - n) { bytes.append(0x30) }
            appendDigits(UInt64(frac), count: n)
        }
    }

    /// A JSON string literal of `s` (`JSONLine.quote`).
    public mutating func append(jsonQuoted s: String) {
        bytes.append(0x22)
        // Escapes are all ASCII, and a multi-byte UTF-8 sequence holds no byte below 0x80, so
        // going byte by byte escapes exactly the scalars the scalar-by-scalar version did.
        for b in s.utf8 {
            switch b {
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0x0A: bytes.append(0x5C); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(0x5C); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(0x5C); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20:
                append("\\u00")
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(hex[Int(b >> 4)])
                bytes.append(hex[Int(b & 0xF)])
            default:
                bytes.append(b)
            }
        }
        bytes.append(0x22)
    }
}

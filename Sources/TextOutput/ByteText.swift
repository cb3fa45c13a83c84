/// A line of output built as UTF-8 bytes: literals, decimal integers (padded as C's `%*d`,
/// `%-*s`, `%+d` pad them) and JSON numbers written straight into one growing buffer.
///
/// Written by hand for speed rather than with string interpolation: every interpolated
/// `String(v)`, `String(repeating:count:)` and `+` allocates and reference-counts a string, and
/// that was most of `tactile capture --live`'s work per frame (Benchmarks/notes.md, "Hot paths"). The output is
/// byte for byte what the interpolations produced.
public struct ByteText: Sendable {
    /// The text is `storage[..<count]`; the rest is room, written through a pointer (an
    /// `append(contentsOf:)` per piece costs more than the piece: Benchmarks/notes.md, "Hot paths").
    private var storage: [UInt8]
    public private(set) var count = 0

    public init(capacity: Int = 128) { storage = [UInt8](repeating: 0, count: Swift.max(16, capacity)) }

    public var bytes: ArraySlice<UInt8> { storage[..<count] }

    public var string: String { String(decoding: storage[..<count], as: UTF8.self) }

    public mutating func removeAll() { count = 0 }

    /// Makes room for `n` more bytes and lets `body` write them at the end.
    @inline(__always)
    private mutating func write(_ n: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        if count + n > storage.count {
            storage.append(contentsOf: repeatElement(0, count: Swift.max(storage.count, count + n - storage.count)))
        }
        let at = count
        storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + at) }
        count += n
    }

    @inline(__always)
    public mutating func append(_ s: String) {
        var s = s
        s.withUTF8 { src in
            guard let base = src.baseAddress, src.count > 0 else { return }
            write(src.count) { $0.update(from: base, count: src.count) }
        }
    }

    @inline(__always)
    public mutating func append(byte: UInt8) { write(1) { $0.pointee = byte } }

    public mutating func append(spaces n: Int) {
        guard n > 0 else { return }
        write(n) { $0.update(repeating: 0x20, count: n) }
    }

    /// Decimal digits of a magnitude.
    static func digitCount(_ m: UInt64) -> Int {
        var n = 1
        var x = m
        while x >= 10 { x /= 10; n += 1 }
        return n
    }

    /// `pad` spaces, a minus sign when `negative`, then the `digits` decimal digits of `m`, zero-padded
    /// on the left to `digits`: one `write`.
    private mutating func appendNumber(_ m: UInt64, digits: Int, negative: Bool, pad: Int) {
        let pad = Swift.max(0, pad)
        let sign = negative ? 1 : 0
        write(pad + sign + digits) { p in
            p.update(repeating: 0x20, count: pad)
            if negative { p[pad] = 0x2D }
            var x = m
            var i = pad + sign + digits - 1
            for _ in 0..<digits {
                p[i] = 0x30 + UInt8(truncatingIfNeeded: x % 10)
                x /= 10
                i -= 1
            }
        }
    }

    /// `String(v)`.
    public mutating func append(decimal v: Int64) {
        appendNumber(v.magnitude, digits: Self.digitCount(v.magnitude), negative: v < 0, pad: 0)
    }

    /// `%*d`: right-aligned in `width` (never cut).
    public mutating func append(decimal v: Int64, width: Int) {
        let n = Self.digitCount(v.magnitude)
        appendNumber(v.magnitude, digits: n, negative: v < 0, pad: width - n - (v < 0 ? 1 : 0))
    }

    /// `%0*d`: zero-padded to `width` characters including the sign (-1 in 4 → `-001`).
    public mutating func append(decimal v: Int64, zeroPaddedTo width: Int) {
        let n = Self.digitCount(v.magnitude)
        let sign = v < 0 ? 1 : 0
        appendNumber(v.magnitude, digits: Swift.max(n, width - sign), negative: v < 0, pad: 0)
    }

    /// `%0*x`: lower-case hexadecimal, zero-padded to `width`.
    public mutating func append(hex v: UInt64, width: Int) {
        var n = 1
        var x = v
        while x >= 16 { x >>= 4; n += 1 }
        let digits = Swift.max(n, width)
        write(digits) { p in
            var x = v
            for i in stride(from: digits - 1, through: 0, by: -1) {
                let d = UInt8(truncatingIfNeeded: x & 0xF)
                p[i] = d < 10 ? 0x30 + d : 0x57 + d
                x >>= 4
            }
        }
    }

    /// `%+d`.
    public mutating func append(signed v: Int64) {
        if v >= 0 { append(byte: 0x2B) }
        append(decimal: v)
    }

    /// `%-*s`: left-aligned in `width` characters (never cut).
    public mutating func append(_ s: String, leftIn width: Int) {
        append(s)
        append(spaces: width - s.count)
    }

    /// µs as seconds with up to six decimals, trailing zeros trimmed: what `append(number:
    /// decimals: 6)` prints for `Double(us) / 10⁶`, without the Double.
    public mutating func append(microseconds us: Int64) {
        if us == 0 { append(byte: 0x30); return }
        if us < 0 { append(byte: 0x2D) }
        let magnitude = us.magnitude
        append(decimal: Int64(magnitude / 1_000_000))
        var frac = magnitude % 1_000_000
        if frac != 0 {
            var digits = 6
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            append(byte: 0x2E)
            appendNumber(UInt64(frac), digits: digits, negative: false, pad: 0)
        }
    }

    /// `JSONLine.number`: fixed point with at most `decimals` places, trailing zeros removed;
    /// NaN and infinities as `null`.
    public mutating func append(number v: Double, decimals: Int) {
        guard v.isFinite else { append("null"); return }
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (v * scale).rounded()
        if rounded == 0 { append(byte: 0x30); return }
        let magnitude = Swift.abs(rounded)
        guard magnitude < 9.0e15 else { append(String(v)); return }
        if rounded < 0 { append(byte: 0x2D) }
        let units = Int64(magnitude)
        let whole = units / Int64(scale)
        var frac = units % Int64(scale)
        append(decimal: whole)
        if frac != 0 {
            var digits = decimals
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            append(byte: 0x2E)
            // `digits` digits, the fraction's own zero-padded on the left.
            appendNumber(UInt64(frac), digits: digits, negative: false, pad: 0)
        }
    }

    /// A JSON string literal of `s` (`JSONLine.quote`).
    public mutating func append(jsonQuoted s: String) {
        append(byte: 0x22)
        // Escapes are all ASCII, and a multi-byte UTF-8 sequence holds no byte below 0x80, so
        // going byte by byte escapes exactly the scalars the scalar-by-scalar version did.
        let hex: StaticString = "0123456789abcdef"
        for b in s.utf8 {
            switch b {
            case 0x22: append(byte: 0x5C); append(byte: 0x22)
            case 0x5C: append(byte: 0x5C); append(byte: 0x5C)
            case 0x0A: append(byte: 0x5C); append(byte: UInt8(ascii: "n"))
            case 0x0D: append(byte: 0x5C); append(byte: UInt8(ascii: "r"))
            case 0x09: append(byte: 0x5C); append(byte: UInt8(ascii: "t"))
            case 0..<0x20:
                append("\\u00")
                append(byte: hex.utf8Start[Int(b >> 4)])
                append(byte: hex.utf8Start[Int(b & 0xF)])
            default:
                append(byte: b)
            }
        }
        append(byte: 0x22)
    }
}

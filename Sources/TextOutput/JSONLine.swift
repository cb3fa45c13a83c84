import InputModel

/// A tiny JSON object writer for one-object-per-line output.
///
/// Written by hand rather than with JSONEncoder: the unified stream and the
/// outcome log are printed millions of lines at a time, key order must be
/// stable (the contract lists fields in order), and numbers must print the
/// same on every platform (fixed decimals, trailing zeros trimmed).
public struct JSONLine {
    private var text = ByteText(capacity: 192)
    private var first = true

    public init() { text.append(byte: UInt8(ascii: "{")) }

    private mutating func key(_ k: String) {
        if !first { text.append(byte: UInt8(ascii: ",")) }
        first = false
        text.append(byte: UInt8(ascii: "\""))
        text.append(k)
        text.append(byte: UInt8(ascii: "\""))
        text.append(byte: UInt8(ascii: ":"))
    }

    public mutating func add(_ k: String, _ v: String) {
        key(k)
        text.append(jsonQuoted: v)
    }
    public mutating func add(_ k: String, _ v: Int) {
        key(k)
        text.append(decimal: Int64(v))
    }
    public mutating func add(_ k: String, _ v: Bool) {
        key(k)
        text.append(v ? "true" : "false")
    }
    /// Numbers with at most `decimals` places (default 3: thousandths of a point or radian).
    public mutating func add(_ k: String, _ v: Double, decimals: Int = 3) {
        key(k)
        text.append(number: v, decimals: decimals)
    }
    /// A time in seconds with up to six decimals (µs), trailing zeros trimmed.
    public mutating func add(_ k: String, _ v: Timestamp) {
        key(k)
        text.append(microseconds: v.microseconds)
    }
    public mutating func add(_ k: String, _ v: [String]) {
        key(k)
        text.append(byte: UInt8(ascii: "["))
        for (i, s) in v.enumerated() {
            if i > 0 { text.append(byte: UInt8(ascii: ",")) }
            text.append(jsonQuoted: s)
        }
        text.append(byte: UInt8(ascii: "]"))
    }
    /// Adds pre-encoded JSON.
    public mutating func addRaw(_ k: String, _ json: String) {
        key(k)
        text.append(json)
    }

    public var string: String {
        var closed = text
        closed.append(byte: UInt8(ascii: "}"))
        return closed.string
    }

    public static func quote(_ s: String) -> String {
        var t = ByteText(capacity: s.utf8.count + 2)
        t.append(jsonQuoted: s)
        return t.string
    }

    /// Fixed-point formatting with trailing zeros removed; NaN and infinities become null
    /// (the normalizers never produce them; the fuzzers check that).
    public static func number(_ v: Double, decimals: Int) -> String {
        var t = ByteText(capacity: 24)
        t.append(number: v, decimals: decimals)
        return t.string
    }
}

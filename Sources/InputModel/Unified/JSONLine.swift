/// A tiny JSON object writer for one-object-per-line output.
///
/// Written by hand rather than with JSONEncoder: the unified stream and the
/// outcome log are printed millions of lines at a time, key order must be
/// stable (the contract lists fields in order), and numbers must print the
/// same on every platform (fixed decimals, trailing zeros trimmed).
public struct JSONLine {
    private var text = "{"
    private var first = true

    public init() {}

    private mutating func key(_ k: String) {
        if !first { text += "," }
        first = false
        text += "\""
        text += k
        text += "\":"
    }

    public mutating func add(_ k: String, _ v: String) {
        key(k)
        text += JSONLine.quote(v)
    }
    public mutating func add(_ k: String, _ v: Int) {
        key(k)
        text += String(v)
    }
    public mutating func add(_ k: String, _ v: Bool) {
        key(k)
        text += v ? "true" : "false"
    }
    /// Numbers with at most `decimals` places (default 3: thousandths of a point or radian).
    public mutating func add(_ k: String, _ v: Double, decimals: Int = 3) {
        key(k)
        text += JSONLine.number(v, decimals: decimals)
    }
    public mutating func add(_ k: String, _ v: [String]) {
        key(k)
        text += "[" + v.map(JSONLine.quote).joined(separator: ",") + "]"
    }
    /// Adds pre-encoded JSON.
    public mutating func addRaw(_ k: String, _ json: String) {
        key(k)
        text += json
    }

    public var string: String { text + "}" }

    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Fixed-point formatting with trailing zeros removed; NaN and infinities become null
    /// (the normalizers never produce them; the fuzzers check that).
    public static func number(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return "null" }
        var scale: Double = 1
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (v * scale).rounded()
        if rounded == 0 { return "0" }
        let negative = rounded < 0
        let magnitude = Swift.abs(rounded)
        guard magnitude < 9.0e15 else { return String(v) }
        let units = Int64(magnitude)
        let whole = units / Int64(scale)
        var frac = units % Int64(scale)
        var out = negative ? "-" : ""
        out += String(whole)
        if frac != 0 {
            var digits = decimals
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            let f = String(frac)
            out += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return out
    }
}

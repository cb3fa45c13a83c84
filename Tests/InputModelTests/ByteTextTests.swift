import XCTest
import Foundation
import InputModel
import TextOutput

/// `ByteText` against independent references: C's printf (`String(format:)`) for the padded
/// integers, and the string-building implementations it replaced for JSON numbers and quoting.
final class ByteTextTests: XCTestCase {
    static let integers: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, 999_999, 1_000_000, -1_000_000, 38407,
                                    Int64(Int32.max), Int64(Int32.min), 4_294_967_296, .max, .min, .max - 1, .min + 1]

    func text(_ build: (inout ByteText) -> Void) -> String {
        var t = ByteText()
        build(&t)
        return t.string
    }

    func testIntegersAsPrintfPadsThem() {
        for v in Self.integers {
            XCTAssertEqual(text { $0.append(decimal: v) }, String(v))
            XCTAssertEqual(text { $0.append(signed: v) }, String(format: "%+lld", v))
            for width in [0, 1, 3, 6, 7, 25] {
                XCTAssertEqual(text { $0.append(decimal: v, width: width) }, String(format: "%*lld", width, v), "\(v) in \(width)")
            }
        }
        for s in ["ABS_X", "ABS_MT_TRACKING_ID", "(null)", "KEY_BRIGHTNESS_TOGGLE_LONGER", ""] {
            XCTAssertEqual(text { $0.append(s, leftIn: 20) }, s.withCString { String(format: "%-20s", $0) })
        }
    }

    /// The string-building `JSONLine.number` before `ByteText`.
    static func referenceNumber(_ v: Double, decimals: Int) -> String {
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

    func testNumbersAsBefore() {
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 1, -1, 0.1, 0.125, 1e-7, 123.456789,
                                -123.456789, 1e15, 9.5e15, -9.5e15, 1e300, .nan, .infinity, -.infinity,
                                .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.3333333, 2.0 / 3.0]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let scale = [1e-6, 1e-3, 1, 1e3, 1e6, 1e12].randomElement(using: &rng)!
            values.append(Double.random(in: -1...1, using: &rng) * scale)
        }
        for v in values {
            for decimals in [0, 1, 3, 4, 6] {
                XCTAssertEqual(JSONLine.number(v, decimals: decimals), Self.referenceNumber(v, decimals: decimals), "\(v), \(decimals)")
            }
        }
    }

    /// The scalar-by-scalar `JSONLine.quote` before `ByteText`.
    static func referenceQuote(_ s: String) -> String {
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

    func testQuotingAsBeforeAndValidJSON() throws {
        var strings = ["", "Tactile Touchscreen", "a\"b\\c", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1f}\u{7f}",
                       "Microsoft® 2.4GHz", "é e\u{301} 日本語 🖊️", "\u{2028}"]
        for b in 0..<0x80 { strings.append(String(UnicodeScalar(UInt8(b)))) }
        for s in strings {
            let q = JSONLine.quote(s)
            XCTAssertEqual(q, Self.referenceQuote(s))
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(q)]".utf8)) as? [String]
            XCTAssertEqual(decoded, [s])
        }
    }
}

extension ByteTextTests {
    func testZeroPaddedAndHexAsPrintf() {
        for v in Self.integers {
            for width in [0, 1, 4, 6, 25] {
                XCTAssertEqual(text { $0.append(decimal: v, zeroPaddedTo: width) }, String(format: "%0*lld", width, v), "\(v) in \(width)")
            }
        }
        for v: UInt64 in [0, 1, 9, 10, 15, 16, 0x2f, 0xabc, 0xffff, 0x10000, .max] {
            for width in [0, 2, 4, 17] {
                XCTAssertEqual(text { $0.append(hex: v, width: width) }, String(format: "%0*llx", width, v), "\(v) in \(width)")
            }
        }
    }
}

/// A count and its noun agree: one environment, two environments, no environments.
final class CountedTests: XCTestCase {
    func testSingularOnlyForOne() {
        XCTAssertEqual(Counted.of(1, "environment"), "1 environment")
        XCTAssertEqual(Counted.of(2, "environment"), "2 environments")
        XCTAssertEqual(Counted.of(0, "environment"), "0 environments")
        XCTAssertEqual(Counted.of(3, "family", plural: "families"), "3 families")
    }
}

/// YAML scalars read back as the strings they were written from (YAML 1.1: `yes` is a bool, `1x`
/// starts like a number, a space or a colon needs quotes).
final class YAMLScalarTests: XCTestCase {
    func testPlainOnlyWhereItReadsBackAsItself() {
        XCTAssertEqual(YAMLScalar.plainOrQuoted("row-1"), "row-1")
        XCTAssertEqual(YAMLScalar.plainOrQuoted("folder/all.v2"), "folder/all.v2")
        XCTAssertEqual(YAMLScalar.plainOrQuoted("Yes"), "\"Yes\"")
        XCTAssertEqual(YAMLScalar.plainOrQuoted("1x"), "\"1x\"")
        XCTAssertEqual(YAMLScalar.plainOrQuoted("a b"), "\"a b\"")
        XCTAssertEqual(YAMLScalar.plainOrQuoted("a:b"), "\"a:b\"")
        XCTAssertEqual(YAMLScalar.plainOrQuoted(""), "\"\"")
        XCTAssertEqual(YAMLScalar.quoted("say \"hi\"\\\n\t"), "\"say \\\"hi\\\"\\\\\\n\\t\"")
    }

    /// YAML 1.2 §5.7: the characters with a one-letter escape are written by it.
    func testQuotedWritesTheShortEscapes() {
        XCTAssertEqual(YAMLScalar.quoted("\u{0}\u{7}\u{8}\t\n\u{B}\u{C}\r\u{1B}\"\\\u{85}\u{2028}\u{2029}"),
                       #""\0\a\b\t\n\v\f\r\e\"\\\N\L\P""#)
    }

    /// YAML 1.2 §5.1 `c-printable` (#x9 | #xA | #xD | [#x20-#x7E] | #x85 | [#xA0-#xD7FF] |
    /// [#xE000-#xFFFD] | [#x10000-#x10FFFF]), less the line breaks and the byte-order mark: held as
    /// themselves; the rest written as `\xXX` up to #xFF and `\uXXXX` above. Each edge of each
    /// range, both sides.
    func testQuotedHoldsThePrintablesAndEscapesTheRest() {
        let cases: [(UInt32, String)] = [
            (0x01, #"\x01"#), (0x1F, #"\x1F"#), (0x20, " "), (0x7E, "~"), (0x7F, #"\x7F"#), (0x80, #"\x80"#),
            (0x84, #"\x84"#), (0x86, #"\x86"#), (0x9F, #"\x9F"#), (0xA0, "\u{A0}"), (0xFF, "ÿ"), (0x100, "Ā"),
            (0x2027, "\u{2027}"), (0x202A, "\u{202A}"), (0xD7FF, "\u{D7FF}"), (0xE000, "\u{E000}"),
            (0xFEFE, "\u{FEFE}"), (0xFEFF, #"\uFEFF"#), (0xFF00, "\u{FF00}"), (0xFFFD, "\u{FFFD}"),
            (0xFFFE, #"\uFFFE"#), (0xFFFF, #"\uFFFF"#), (0x10000, "\u{10000}"), (0x10FFFF, "\u{10FFFF}"),
        ]
        for (code, written) in cases {
            let c = Character(Unicode.Scalar(code)!)
            XCTAssertEqual(YAMLScalar.quoted(String(c)), "\"" + written + "\"", String(code, radix: 16))
        }
    }
}

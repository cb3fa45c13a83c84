/// A string written as a YAML scalar that reads back as the same string: the one rule for the
/// YAML Tactile writes by hand (libinput record headers, the overlay lines a finding suggests) and
/// the scenes it writes through Yams (which take the style chosen here).
public enum YAMLScalar {
    /// Words YAML 1.1 reads as something other than a string.
    public static let reservedWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"]

    /// Whether `s` can stand plain (unquoted) and read back as itself: it starts with a letter or
    /// `_`, is no reserved word, and holds only letters, digits, `_ - . /`.
    public static func isPlainSafe(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        guard !reservedWords.contains(s.lowercased()) else { return false }
        return s.unicodeScalars.allSatisfy { c in
            c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "." || c == "/"
        }
    }

    /// A double-quoted scalar that reads back as `s` (YAML 1.2, "Double-Quoted Style"): `\\` and
    /// `\"` escaped, and every character a double-quoted scalar may not hold as itself: the line
    /// breaks (which it would fold into spaces), the byte-order mark and every character outside
    /// the printable set (§5.1 `c-printable`), by their short escape where §5.7 has one (`\n`,
    /// `\t`, `\0`, `\e`, `\N`, `\L`, `\P`…), else `\xXX` or `\uXXXX`.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            if let short = shortEscapes[ch] {
                out += "\\" + short
            } else if isPrintable(ch) {
                out.unicodeScalars.append(ch)
            } else if ch.value <= 0xFF {
                out += "\\x" + hex(ch.value, digits: 2)
            } else {
                out += "\\u" + hex(ch.value, digits: 4) // the non-printables are all in the BMP
            }
        }
        return out + "\""
    }

    /// The characters written by their one-letter escape (YAML 1.2 §5.7, `c-ns-esc-char`). The
    /// tab, printable, is escaped too: a reader of the line sees it.
    public static let shortEscapes: [Unicode.Scalar: String] = [
        "\\": "\\", "\"": "\"", "\u{0}": "0", "\u{7}": "a", "\u{8}": "b", "\t": "t", "\n": "n",
        "\u{B}": "v", "\u{C}": "f", "\r": "r", "\u{1B}": "e", "\u{85}": "N", "\u{2028}": "L", "\u{2029}": "P",
    ]

    /// What each one-letter escape reads as: those written above, and `\_` (no-break space),
    /// which YAML has and Tactile never writes. YAML's `\/`, `\ ` and escaped tab stand for
    /// their own character, as a reader takes any character it has no escape for.
    public static let escapesRead: [Character: Unicode.Scalar] = {
        var table = [Character: Unicode.Scalar]()
        for (scalar, letter) in shortEscapes { table[Character(letter)] = scalar }
        table["_"] = "\u{A0}"
        return table
    }()

    /// The escapes by a code point's hex digits: `\xXX`, `\uXXXX`, `\UXXXXXXXX`.
    public static let hexEscapeDigits: [Character: Int] = ["x": 2, "u": 4, "U": 8]

    /// YAML 1.2 §5.1 `c-printable` less the line breaks (§5.4) and the byte-order mark (§5.2:
    /// not inside a document): what a double-quoted scalar holds as itself.
    static func isPrintable(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x09, 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func hex(_ v: UInt32, digits: Int) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }

    /// Plain when that reads back as `s`, else double-quoted.
    public static func plainOrQuoted(_ s: String) -> String {
        isPlainSafe(s) ? s : quoted(s)
    }
}

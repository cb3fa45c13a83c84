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

    /// A double-quoted scalar with `\\`, `\"`, newline and tab escaped.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    /// Plain when that reads back as `s`, else double-quoted.
    public static func plainOrQuoted(_ s: String) -> String {
        isPlainSafe(s) ? s : quoted(s)
    }
}

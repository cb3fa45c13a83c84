/// The little YAML that the libinput record header needs, by hand.
///
/// Only the header and device sections go through here (a few hundred lines
/// at most); the events are parsed from bytes by `LibinputEventCursor`. A YAML
/// library would load the whole document, events included, into memory.
enum YAMLText {
    /// A double-quoted scalar with `\\` and `\"` escaped.
    static func quoted(_ s: String) -> String {
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

    /// A scalar's value: quotes removed (with escapes), or a plain scalar with its comment removed.
    /// `null`, `~` and the empty string are nil.
    static func scalar(_ raw: Substring) -> String? {
        let t = Substring(raw.trimmingBlanks())
        if let q = t.first, q == "\"" || q == "'" {
            var out = ""
            var i = t.index(after: t.startIndex)
            while i < t.endIndex {
                let ch = t[i]
                if ch == q {
                    if q == "'", t.index(after: i) < t.endIndex, t[t.index(after: i)] == "'" {
                        out.append("'")
                        i = t.index(i, offsetBy: 2)
                        continue
                    }
                    return out
                }
                if q == "\"", ch == "\\", t.index(after: i) < t.endIndex {
                    i = t.index(after: i)
                    switch t[i] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    default: out.append(t[i])
                    }
                } else {
                    out.append(ch)
                }
                i = t.index(after: i)
            }
            return out // unterminated quote: take what there is
        }
        let plain = stripComment(t).trimmingBlanks()
        return plain.isEmpty || plain == "null" || plain == "~" ? nil : plain
    }

    /// The text before a ` #` comment, ignoring `#` inside quotes or right after a non-blank.
    static func stripComment(_ s: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for i in s.indices {
            let ch = s[i]
            if let q = quote {
                if ch == q { quote = nil }
            } else if ch == "\"" || ch == "'" {
                quote = ch
            } else if ch == "#" && (previous == " " || previous == "\t") {
                return s[..<i]
            }
            previous = ch
        }
        return s
    }

    /// Items of a flow sequence `[a, b, c]` (no nesting), nil when the text is not one.
    static func flowList(_ raw: Substring) -> [String]? {
        let t = Substring(stripComment(raw).trimmingBlanks())
        guard t.first == "[", t.last == "]" else { return nil }
        let inner = t.dropFirst().dropLast()
        if inner.trimmingBlanks().isEmpty { return [] }
        return inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
    }

    /// Bracket depth change of a line (outside quotes), to join multi-line flow sequences.
    static func bracketBalance(_ s: Substring) -> Int {
        var depth = 0
        var quote: Character?
        for ch in stripComment(s) {
            if let q = quote {
                if ch == q { quote = nil }
            } else if ch == "\"" || ch == "'" {
                quote = ch
            } else if ch == "[" || ch == "{" {
                depth += 1
            } else if ch == "]" || ch == "}" {
                depth -= 1
            }
        }
        return depth
    }
}

import TextOutput

/// The little YAML that the libinput record header needs, by hand.
///
/// Only the header and device sections go through here (a few hundred lines
/// at most); the events are parsed from bytes by `LibinputEventCursor`. A YAML
/// library would load the whole document, events included, into memory.
enum YAMLText {
    /// A double-quoted scalar (`YAMLScalar.quoted`).
    static func quoted(_ s: String) -> String { YAMLScalar.quoted(s) }

    /// A scalar's value: quotes removed (with YAML 1.2's escapes, §5.7: `YAMLScalar.escapesRead`,
    /// `\xXX`, `\uXXXX`, `\UXXXXXXXX`), or a plain scalar with its comment removed.
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
                    if let digits = YAMLScalar.hexEscapeDigits[t[i]],
                       let end = t.index(i, offsetBy: digits, limitedBy: t.index(before: t.endIndex)),
                       case let code = t[t.index(after: i)...end], code.allSatisfy(\.isHexDigit),
                       let value = UInt32(code, radix: 16), let scalar = Unicode.Scalar(value) {
                        out.unicodeScalars.append(scalar)
                        i = end
                    } else if let scalar = YAMLScalar.escapesRead[t[i]] {
                        out.unicodeScalars.append(scalar)
                    } else {
                        out.append(t[i]) // no escape of YAML's: the character itself
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
        var end = s.endIndex
        scanUnquoted(s) { i, b, previous in
            guard b == 0x23 && (previous == 0x20 || previous == 0x09) else { return true }  // # after a blank
            end = i
            return false
        }
        return s[..<end]
    }

    /// Calls `body` with each byte of `s` outside quotes, its index and the byte before it, until
    /// it returns false. A quote opens quotes only where a scalar starts (after a blank, `[`, `{`
    /// or `,`, or at the start): inside a plain scalar (`Bob's`) it is an ordinary character. In
    /// double quotes a backslash escapes the next byte (`\"` is no closing quote); in single
    /// quotes it is itself. Over UTF-8 bytes: quotes, `#`, brackets and blanks are ASCII, and an
    /// ASCII byte is never part of a longer UTF-8 sequence; iterating Characters is slow
    /// (Benchmarks/notes.md, "Hot paths").
    private static func scanUnquoted(_ s: Substring, _ body: (String.Index, UInt8, UInt8) -> Bool) {
        var quote: UInt8 = 0
        var escaped = false
        var previous: UInt8 = 0x20
        let bytes = s.utf8
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if quote != 0 {
                if escaped { escaped = false } else if quote == 0x22 && b == 0x5C { escaped = true } else if b == quote { quote = 0 }
            } else if (b == 0x22 || b == 0x27) && scalarStarts(after: previous) {  // " '
                quote = b
            } else if !body(i, b, previous) {
                return
            }
            previous = b
            bytes.formIndex(after: &i)
        }
    }

    /// Whether a scalar may start after this byte: a blank, `[`, `{` or `,`.
    private static func scalarStarts(after byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x5B || byte == 0x7B || byte == 0x2C
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
        scanUnquoted(stripComment(s)) { _, b, _ in
            if b == 0x5B || b == 0x7B { depth += 1 } else if b == 0x5D || b == 0x7D { depth -= 1 }  // [ { ] }
            return true
        }
        return depth
    }
}

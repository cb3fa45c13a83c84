/// Text helpers the dump parsers share: fields split at a separator outside brackets and quotes,
/// quoted values, numbers.
enum DumpText {
    /// The lines of `text`, split on its UTF-8 bytes (a split by `Character` looks at grapheme
    /// clusters and takes several times as long on a dump of megabytes).
    static func lines(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Splits `s` at `separator` where it stands outside `()`, `{}`, `[]`, `<>` and quotes.
    /// A quote opens after `opener` text (`= '` or `: '`) and closes at a quote that ends the
    /// field (followed by the separator, `>` closing the line, or the end), so apostrophes inside a
    /// label (`'Don't'`) and escaped quotes (`\'`) stay in the value.
    static func fields(_ s: Substring, separator: String) -> [Substring] {
        scan(s, separator: separator, opensAtStart: true).fields
    }

    /// `s` ends inside a quoted value (a label with a line break continues on the next line),
    /// by the quoting rules of `fields`; a quote at the very start of `s` opens nothing (a dump
    /// line starts with its element's type).
    static func endsInsideQuote(_ s: Substring, separator: String) -> Bool {
        scan(s, separator: separator, opensAtStart: false).endsInsideQuote
    }

    /// The one scanner behind `fields` and `endsInsideQuote`.
    private static func scan(_ s: Substring, separator: String, opensAtStart: Bool) -> (fields: [Substring], endsInsideQuote: Bool) {
        let chars = Array(s)
        let sep = Array(separator)
        let opener = sep.last == " " ? Array(sep.dropLast()) : sep
        func matches(_ pattern: [Character], at k: Int) -> Bool {
            guard k >= 0, k + pattern.count <= chars.count else { return false }
            for j in 0..<pattern.count where chars[k + j] != pattern[j] { return false }
            return true
        }
        var out: [Substring] = []
        var current = ""
        var depth = 0
        var quote: Character?
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if let q = quote {
                if c == "\\", i + 1 < chars.count {
                    current.append(c); current.append(chars[i + 1]); i += 2; continue
                }
                if c == q {
                    let next = i + 1
                    if next == chars.count || matches(sep, at: next) || chars[next] == ">" || chars[next] == "}" { quote = nil }
                }
            } else if c == "'" || c == "\"" {
                var k = i - 1
                while k >= 0 && chars[k] == " " { k -= 1 }
                if k < 0 ? opensAtStart : (chars[k] == "=" || chars[k] == ":" || matches(opener, at: k - opener.count + 1)) { quote = c }
            } else if c == "(" || c == "{" || c == "[" || c == "<" {
                depth += 1
            } else if c == ")" || c == "}" || c == "]" || c == ">" {
                depth = max(0, depth - 1)
            } else if depth == 0 && matches(sep, at: i) {
                out.append(Substring(current))
                current = ""
                i += sep.count
                continue
            }
            current.append(c)
            i += 1
        }
        out.append(Substring(current))
        return (out, quote != nil)
    }

    /// `'text'` or `"text"` without its quotes, escapes (`\'`, `\"`, `\\`, `\n`) resolved; a value
    /// without quotes as it is.
    static func unquote(_ v: Substring) -> String {
        let t = v.trimmingSpaces
        guard let first = t.first, first == "'" || first == "\"", t.count >= 2, t.last == first else { return String(t) }
        var out = ""
        var escaped = false
        for c in t.dropFirst().dropLast() {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        if escaped { out.append("\\") }
        return out
    }

    /// `text` without the byte-order mark (U+FEFF, EF BB BF) an editor may save before the first
    /// line.
    static func droppingByteOrderMark(_ text: String) -> String {
        text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? String(decoding: text.utf8.dropFirst(3), as: UTF8.self) : text
    }

    /// Every number in `s` (`-12`, `20.3333`, `1e+03`), in order; one that is not finite as a
    /// Double (`1e999`) is left out.
    static func numbers(_ s: Substring) -> [Double] {
        var out: [Double] = []
        var current = ""
        func flush() {
            if !current.isEmpty, let v = Double(current), v.isFinite { out.append(v) }
            current = ""
        }
        var previous: Character = " "
        for c in s {
            if c.isASCII && (c.isNumber || c == ".") {
                current.append(c)
            } else if (c == "-" || c == "+") && (current.isEmpty || current.last == "e" || current.last == "E") {
                // A sign right after a letter is a hyphen (`item-3` holds 3), not the number's.
                if !(current.isEmpty && previous.isLetter) { current.append(c) }
            } else if (c == "e" || c == "E") && !current.isEmpty && current.last!.isNumber {
                current.append(c)
            } else {
                flush()
            }
            previous = c
        }
        flush()
        return out
    }

    /// `UIAccessibilityTraits` bits by name, as the accessibility runtime numbers them (the
    /// UIKit header's order; WebDriverAgent's `AXTraits` lists the same bits): older XCUITest
    /// dumps print the mask (`traits: 8589934593`), newer tools the names.
    static let traitBits: [(Int, String)] = [
        (0, "Button"), (1, "Link"), (2, "Image"), (3, "Selected"), (4, "PlaysSound"), (5, "KeyboardKey"),
        (6, "StaticText"), (7, "SummaryElement"), (8, "NotEnabled"), (9, "UpdatesFrequently"),
        (10, "SearchField"), (11, "StartsMediaSession"), (12, "Adjustable"), (13, "AllowsDirectInteraction"),
        (14, "CausesPageTurn"), (15, "TabBar"), (16, "Header"),
    ]

    /// Trait names from a mask (`8589934593` → `Button`) or a list (`Button, Selected`).
    static func traits(_ value: String) -> [String] {
        let t = Substring(value).trimmingSpaces
        if let mask = UInt64(t) {
            return traitBits.filter { mask & (UInt64(1) << UInt64($0.0)) != 0 }.map(\.1)
        }
        return t.split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
    }

    /// Interaction and recognizer class names a dump line may mention, and what each shows.
    static let capabilityNames: [(String, DumpCapability)] = [
        ("UIContextMenuInteraction", .contextMenu),
        ("UIDragInteraction", .drag),
        ("UIDropInteraction", .drop),
        ("UIPointerInteraction", .pointer),
        ("UIHoverGestureRecognizer", .pointer),
        ("UIIndirectScribbleInteraction", .scribble),
        ("UIScribbleInteraction", .scribble),
        ("UISpringLoadedInteraction", .springLoaded),
        ("UIPencilInteraction", .pencil),
        ("gestureRecognizers", .gestures),
    ]

    static func capabilities(in line: Substring) -> Set<DumpCapability> {
        var out: Set<DumpCapability> = []
        for (name, capability) in capabilityNames where line.contains(name) { out.insert(capability) }
        return out
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs and carriage returns (by bytes: an indentation
    /// of thousands of columns is skipped in one pass).
    var trimmingSpaces: Substring {
        let u = utf8
        func blank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
        guard let first = u.firstIndex(where: { !blank($0) }) else { return self[endIndex...] }
        let last = u.lastIndex(where: { !blank($0) })!
        return Substring(u[first...last])
    }

    /// Without leading spaces, tabs and `|` (UIKit's nesting).
    var droppingIndentation: Substring {
        Substring(utf8.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "|") }))
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InputModel

/// Reads an Appium / WebDriverAgent XML page source:
/// `<XCUIElementTypeButton type="XCUIElementTypeButton" name="Skip" label="Skip" enabled="true"
/// visible="true" x="303" y="20" width="64" height="44">`, nested as the hierarchy, frames in
/// screen coordinates (made relative to the first window). Attributes come in any order and
/// any may be missing; the `AppiumAUT` wrapper is not an element.
struct AppiumSourceParser {
    let file: String

    /// Bytes of one attribute value or one run of text the XML parser reads: libxml2's
    /// `XML_MAX_TEXT_LENGTH` (10 000 000), past which it stops with an error at another place,
    /// as if the document were broken. A longer one is refused where it starts.
    static let maximumValueLength = 10_000_000

    /// Refuses an attribute value or a text run longer than `maximumValueLength`, naming the line
    /// it starts on (one pass over the bytes).
    func checkLengths(_ text: String) throws {
        var line = 1, start = 0, startLine = 1
        var inTag = false
        var quote: UInt8? = nil
        var count = 0
        for b in text.utf8 {
            if b == UInt8(ascii: "\n") { line += 1 }
            if let q = quote {
                if b == q { quote = nil; continue }
                count += 1
                if count > Self.maximumValueLength {
                    throw TactileError.badInput(file, line: startLine, "an attribute value longer than \(Self.maximumValueLength) bytes, more than the XML parser reads")
                }
                continue
            }
            if inTag {
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b; count = 0; startLine = line }
                else if b == UInt8(ascii: ">") { inTag = false; start = 0 }
            } else if b == UInt8(ascii: "<") {
                inTag = true
            } else {
                if start == 0 { startLine = line }
                start += 1
                if start > Self.maximumValueLength {
                    throw TactileError.badInput(file, line: startLine, "a run of text longer than \(Self.maximumValueLength) bytes, more than the XML parser reads")
                }
            }
        }
    }

    func parse(_ text: String) throws -> DumpTree {
        // A page source declares no entities; a document that does is refused before parsing (an
        // entity expanding into entities is the "billion laughs" attack).
        if let r = text.range(of: "<!ENTITY") {
            let line = text[..<r.lowerBound].utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw TactileError.badInput(file, line: line, "entity declarations (<!ENTITY …>) are not read: a page source has none")
        }
        try checkProcessingInstructions(text)
        try checkLengths(text)
        let delegate = Delegate(file: file)
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        let ok = parser.parse()
        if let error = delegate.error { throw error }
        if ok, let open = delegate.stack.last {
            throw TactileError.badInput(file, line: open.line, "not well-formed XML: <\(open.name)> is never closed")
        }
        guard ok else {
            // Foundation's message for these is "The operation could not be completed": the line and
            // libxml2's error number say more.
            let code = parser.parserError.map { ($0 as NSError).code }
            let reason = code.map { "parser error \($0) at column \(parser.columnNumber)" } ?? "malformed XML"
            throw TactileError.badInput(file, line: parser.lineNumber > 0 ? parser.lineNumber : nil, "not well-formed XML (\(reason))")
        }
        let elements = delegate.elements
        guard !elements.isEmpty else { throw TactileError.badInput(file, line: nil, "no XCUIElementType elements") }
        guard let tree = DumpTree(format: .appium, screenElements: elements, appWindow: delegate.window, application: delegate.application) else {
            throw TactileError.badInput(file, line: elements[0].line, "no element has x, y, width and height")
        }
        return tree
    }

    /// A page source has one processing instruction, the XML declaration at its start
    /// (`<?xml version="1.0" …?>`: XML 1.0 § 2.8, and libxml2 refuses white space before it; a
    /// byte-order mark before it is dropped by `DumpReader.read`); any other is refused before
    /// parsing. (Foundation's parser
    /// on Linux crashes on an instruction without data, `<?xml?>` or `<?x?>`: found by fuzzing.)
    func checkProcessingInstructions(_ text: String) throws {
        let bytes = Array(text.utf8)
        var line = 1
        var i = 0
        var sawContent = false
        var sawSpace = false
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { line += 1 }
            if b == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "?") {
                var end = i + 2
                while end + 1 < bytes.count && !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
                let body = String(decoding: bytes[(i + 2)..<min(end, bytes.count)], as: UTF8.self)
                let isDeclaration = !sawContent && body.hasPrefix("xml") && body.dropFirst(3).first.map { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" } == true
                    && body.contains("version")
                guard isDeclaration else {
                    throw TactileError.badInput(file, line: line, sawContent || !body.hasPrefix("xml")
                        ? "processing instructions (<?…?>) are not read: a page source has none but its XML declaration"
                        : "a malformed XML declaration (expected <?xml version=\"1.0\" …?>)")
                }
                guard !sawSpace else {
                    throw TactileError.badInput(file, line: line, "white space before the XML declaration: it must begin the file")
                }
            } else if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                sawSpace = true
            } else {
                sawContent = true
            }
            i += 1
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let file: String
        var elements: [DumpElement] = []
        /// Open tags: name, line, and the element they made (nil for the AppiumAUT wrapper).
        var stack: [(name: String, line: Int, index: Int?)] = []
        /// The app's window: the first shown `XCUIElementTypeWindow` with a frame.
        var window: Int?
        var application: ScreenRect?
        var error: TactileError?

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            let line = parser.lineNumber
            let type = attributes["type"] ?? name
            guard name != "AppiumAUT" && name != "hierarchy" else {
                stack.append((name, line, nil))
                return
            }
            let className = type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
            var frame: ScreenRect?
            let keys = ["x", "y", "width", "height"]
            let given = keys.compactMap { attributes[$0] }
            if !given.isEmpty {
                let values = keys.map { attributes[$0].flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
                guard given.count == 4, values.allSatisfy({ $0 != nil && $0!.isFinite }) else {
                    fail(parser, line, "\(name): x, y, width and height must all be numbers (got \(keys.map { "\($0)=\(attributes[$0].map { "\"\($0)\"" } ?? "missing")" }.joined(separator: " ")))")
                    return
                }
                let v = values.map { $0! }
                guard v[2] >= 0, v[3] >= 0 else { fail(parser, line, "\(name): negative width or height"); return }
                guard v.allSatisfy({ abs($0) <= Scene.maximumCoordinate }) else {
                    fail(parser, line, "\(name): frame beyond ±\(Int(Scene.maximumCoordinate)) pt"); return
                }
                frame = ScreenRect(x: v[0], y: v[1], width: v[2], height: v[3])
            }
            let parent = stack.last(where: { $0.index != nil })?.index
            var e = DumpElement(className: className, frame: frame, line: line, parent: parent)
            e.identifier = nonEmpty(attributes["identifier"])
            e.label = nonEmpty(attributes["label"]) ?? nonEmpty(attributes["title"])
            // WebDriverAgent's `name` is the accessibility identifier when one is set, else the
            // label: a name that is not the label is the identifier.
            if e.identifier == nil, let n = nonEmpty(attributes["name"]), n != e.label { e.identifier = n }
            if let enabled = attributes["enabled"] { e.enabled = enabled.lowercased() != "false" }
            if let visible = attributes["visible"] { e.visible = visible.lowercased() != "false" }
            if let traits = attributes["traits"] {
                e.traits = DumpText.traits(traits)
                if e.traits.contains("NotEnabled") { e.enabled = false }
            }
            if className == "Window", window == nil, e.visible, frame != nil { window = elements.count }     // the first shown window
            if className == "Application", application == nil { application = frame }
            elements.append(e)
            stack.append((name, line, elements.count - 1))
        }

        /// The XML parser pairs each end tag with its start tag (a mismatch is its own fatal
        /// error, reported before this is called).
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        private func nonEmpty(_ s: String?) -> String? {
            guard let s, !s.isEmpty else { return nil }
            return s
        }

        private func fail(_ parser: XMLParser, _ line: Int, _ reason: String) {
            if error == nil { error = TactileError.badInput(file, line: line, reason) }
            parser.abortParsing()
        }
    }
}

import InputModel

/// Reads XCUITest's `debugDescription` of an application (Appium's `mobile: source`, format
/// `description`, is the same text): after `Element subtree:`, one element a line —
/// `Button, 0x600…, {{327.0, 360.0}, {32.0, 32.0}}, identifier: 'add', label: 'Add', Selected` —
/// nested by indentation, the root marked `→`. Frames are in screen coordinates; the first
/// `Window` is the app's window, and frames are made relative to it. The tree ends at
/// `Path to element:` or `Query chain:`.
struct XCUITestDescriptionParser {
    let file: String

    func parse(_ text: String) throws -> DumpTree {
        var elements: [DumpElement] = []
        var stack: [(indent: Int, index: Int)] = []
        var lineNumber = 0
        var inSubtree = !text.contains("Element subtree:")
        var window: Int?
        var mainWindow = false
        var application: ScreenRect?
        var continued: (line: Int, text: String)?
        for raw in DumpText.lines(text) {
            lineNumber += 1
            var line = raw.last == "\r" ? raw.dropLast() : raw
            var elementLine = lineNumber
            // A label with a line break goes on over the next lines until its quote closes.
            if let open = continued {
                let joined = open.text + "\n" + String(line)
                if inSubtree && DumpText.endsInsideQuote(Substring(joined), separator: ", ") {
                    continued = (open.line, joined)
                    continue
                }
                continued = nil
                line = Substring(joined)
                elementLine = open.line
            } else if inSubtree, line.contains("'") || line.contains("\""), DumpText.endsInsideQuote(line, separator: ", ") {
                continued = (lineNumber, String(line))
                continue
            }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            if !inSubtree {
                if trimmed.hasPrefix("Element subtree:") { inSubtree = true }
                continue
            }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") { break }
            if trimmed.hasPrefix("Attributes:") { continue }
            // Indentation by bytes; `→` (3 bytes) marks the element the description is of and takes
            // one column.
            var indent = 0, prefixBytes = 0, pendingArrow = 0
            for b in line.utf8 {
                if pendingArrow > 0 {
                    pendingArrow -= 1; prefixBytes += 1
                    continue
                }
                if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") {
                    indent += 1; prefixBytes += 1
                } else if b == 0xE2 {          // `→` is E2 86 92
                    indent += 1; prefixBytes += 1; pendingArrow = 2
                } else { break }
            }
            let body = Substring(line.utf8.dropFirst(prefixBytes))
            guard let first = body.first, first.isLetter else {
                if elements.isEmpty { continue }
                throw TactileError.badInput(file, line: elementLine, "cannot read an element in '\(String(body.prefix(60)))'")
            }
            while let top = stack.last, top.indent >= indent { stack.removeLast() }
            if !elements.isEmpty && stack.isEmpty {
                throw TactileError.badInput(file, line: elementLine, "a second root element: indentation does not nest under the first")
            }
            var element = try parseElement(body, line: elementLine, parent: stack.last?.index)
            if element.className == "Window", element.frame != nil, window == nil || (element.traits.contains("Main") && !mainWindow) {
                window = elements.count
                mainWindow = element.traits.contains("Main")
            }
            if element.className == "Application", application == nil, let f = element.frame { application = f }
            elements.append(element)
            stack.append((indent, elements.count - 1))
        }
        if let open = continued {
            throw TactileError.badInput(file, line: open.line, "a quoted value that never closes")
        }
        guard !elements.isEmpty else {
            throw TactileError.badInput(file, line: nil, text.contains("Element subtree:")
                ? "no elements after 'Element subtree:'"
                : "no element subtree: the dump holds only a query chain (XCUITest prints that when it cannot snapshot the app)")
        }
        // The app's window: the one marked (Main), else the first. The other windows (the
        // system's, or another scene's) and what they hold are left out.
        guard let tree = DumpTree(format: .xcuitest, screenElements: elements, appWindow: window, application: application) else {
            throw TactileError.badInput(file, line: elements[0].line, "no element has a frame ({{x, y}, {width, height}})")
        }
        return tree
    }

    func parseElement(_ body: Substring, line: Int, parent: Int?) throws -> DumpElement {
        var parts = DumpText.fields(body, separator: ", ")
        // Xcode 9–10 wrote `Button 0x6000…: traits: 8589934593, {{…}}, label: 'Back'` and
        // `Window 0x…: Main Window, {{…}}`: the type, the address, then the first field.
        if let r = parts[0].range(of: " 0x"), let colon = parts[0][r.upperBound...].range(of: ": ") {
            let rest = parts[0][colon.upperBound...]
            parts[0] = parts[0][..<r.lowerBound]
            parts.insert(rest, at: 1)
        }
        // `Window (Main)`, `Other`, `Button`.
        var type = String(parts[0].trimmingSpaces)
        var qualifier: String?
        if let paren = type.firstIndex(of: "(") {
            qualifier = String(type[type.index(after: paren)...].prefix(while: { $0 != ")" }))
            type = String(Substring(type[..<paren]).trimmingSpaces)
        }
        if type.hasPrefix("XCUIElementType") { type = String(type.dropFirst("XCUIElementType".count)) }
        var element = DumpElement(className: type, frame: nil, line: line, parent: parent)
        if let qualifier, !qualifier.isEmpty { element.traits.append(qualifier) }     // `Window (Main)`
        for field in parts.dropFirst() {
            let f = field.trimmingSpaces
            if f.hasPrefix("{{") {
                let n = DumpText.numbers(f)
                guard n.count == 4 else {
                    throw TactileError.badInput(file, line: line, "\(type): cannot read frame '\(f)' (expected {{x, y}, {width, height}})")
                }
                guard n.allSatisfy({ abs($0) <= Scene.maximumCoordinate }) else {
                    throw TactileError.badInput(file, line: line, "\(type): frame '\(f)' beyond ±\(Int(Scene.maximumCoordinate)) pt")
                }
                guard n[2] >= 0, n[3] >= 0 else { throw TactileError.badInput(file, line: line, "\(type): negative size in frame '\(f)'") }
                element.frame = ScreenRect(x: n[0], y: n[1], width: n[2], height: n[3])
            } else if f.hasPrefix("0x") {
                continue
            } else if let colon = f.range(of: ": ") {
                let key = f[..<colon.lowerBound]
                let value = DumpText.unquote(f[colon.upperBound...])
                switch key {
                case "identifier": if !value.isEmpty { element.identifier = value }
                case "label": if !value.isEmpty { element.label = value }
                case "title", "placeholderValue": if !value.isEmpty && element.label == nil { element.label = value }
                case "traits": element.traits.append(contentsOf: DumpText.traits(value))
                default: break
                }
            } else {
                // Flags: Selected, Disabled, Focused, Keyboard Focused…
                let flag = f == "Main Window" ? "Main" : String(f)
                element.traits.append(flag)
                if flag == "Disabled" || flag == "Not Enabled" { element.enabled = false }
            }
        }
        if element.traits.contains("NotEnabled") { element.enabled = false }
        return element
    }
}

import InputModel

/// Reads UIKit's `recursiveDescription`: one view a line, `<Class: 0x…; key = value; …>`, nested
/// by one `   | ` a level. Frames are in the superview's bounds: a view's window origin is its
/// superview's window origin plus its `frame` origin less the superview's `bounds` origin (a
/// scroll view's `contentOffset`). Lines before the first view (a debugger's echo) and layer lines
/// (`<CALayer: 0x…> (layer)`) are skipped; a line that is not a view continues the one before (a
/// label's text with a line break).
struct UIKitDescriptionParser {
    let file: String

    /// A view whose alpha is under this is skipped by hit-testing, as if hidden.
    static let minimumHitTestAlpha = HitTestRegions.minimumAlpha

    private struct Pending {
        var element: DumpElement
        var depth: Int
        /// Window origin of the view's frame, and the origin its children are placed from.
        var origin: (x: Double, y: Double)
        var boundsOrigin: (x: Double, y: Double)
        var hidesSubtree: Bool
        var disablesSubtree: Bool
    }

    func parse(_ text: String) throws -> DumpTree {
        var stack: [Int] = []           // indices into `pending` of the open ancestors
        var rootView: View?
        var pending: [Pending] = []
        var lineNumber = 0
        var lines: [(line: Int, depth: Int, body: Substring)] = []
        for raw in DumpText.lines(text) {
            lineNumber += 1
            let line = raw.last == "\r" ? raw.dropLast() : raw
            // The nesting prefix, by bytes (a view thousands deep has a prefix of thousands).
            var bars = 0, prefixBytes = 0
            for b in line.utf8 {
                if b == UInt8(ascii: "|") { bars += 1 } else if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { break }
                prefixBytes += 1
            }
            let body = Substring(line.utf8.dropFirst(prefixBytes))
            // A sublayer that is no view's own (`<CALayer: 0x…> (layer)`, a map's
            // `<VKMapView> (layer)`): drawn content, not a view, and never the parent of one.
            if Self.isLayerLine(body) { continue }
            if body.hasPrefix("<"), body.dropFirst().first.map({ $0.isLetter || $0 == "_" }) == true {
                lines.append((lineNumber, bars, body))
            } else if !lines.isEmpty, !line.trimmingSpaces.isEmpty {
                let last = lines.removeLast()
                lines.append((last.line, last.depth, Substring(String(last.body) + "\n" + String(line))))
            }
        }
        guard let first = lines.first else { throw TactileError.badInput(file, line: nil, "no view lines (<UIView: …>)") }
        if first.depth != 0 {
            throw TactileError.badInput(file, line: first.line, "the first view is nested \(first.depth) levels deep: the dump must start at its root view")
        }
        for (line, depth, body) in lines {
            while let top = stack.last, pending[top].depth >= depth { stack.removeLast() }
            if let top = stack.last, depth > pending[top].depth + 1 {
                throw TactileError.badInput(file, line: line, "nested \(depth) levels deep under a view \(pending[top].depth) deep (a '|' too many)")
            }
            if depth > 0 && stack.isEmpty {
                throw TactileError.badInput(file, line: line, "a nested view after the root's subtree ended")
            }
            if depth == 0 && !pending.isEmpty {
                throw TactileError.badInput(file, line: line, "a second root view: give one view's recursiveDescription a dump")
            }
            let view = try parseView(body, line: line)
            if pending.isEmpty { rootView = view }
            var element = DumpElement(className: view.className, frame: nil, line: line, parent: stack.last)
            element.baseClass = view.baseClass
            var origin = (x: 0.0, y: 0.0)
            var hides = false, disables = false
            if let parentIndex = stack.last {
                let parent = pending[parentIndex]
                origin = (parent.origin.x + view.frame.x - parent.boundsOrigin.x, parent.origin.y + view.frame.y - parent.boundsOrigin.y)
                hides = parent.hidesSubtree
                disables = parent.disablesSubtree
            }
            hides = hides || view.hidden
            disables = disables || !view.userInteractionEnabled
            element.frame = ScreenRect(x: origin.x, y: origin.y, width: view.frame.width, height: view.frame.height)
            element.identifier = view.identifier
            element.label = view.label
            element.enabled = !disables && view.enabled
            element.passesTouches = disables
            element.visible = !hides
            element.capabilities = view.capabilities
            element.listsInteractions = view.listsInteractions
            element.contentSize = view.contentSize
            pending.append(Pending(element: element, depth: depth, origin: origin,
                                   boundsOrigin: view.boundsOrigin, hidesSubtree: hides, disablesSubtree: disables))
            stack.append(pending.count - 1)
        }
        let root = pending[0].element.frame!
        let top = rootView!
        let isWindow = ImportRoles.isWindowClass(top.className, baseClass: top.baseClass)
        return DumpTree(format: .uikit, elements: pending.map(\.element), window: ScreenSize(width: root.width, height: root.height),
                        rootIsWindow: isWindow, rootOrigin: isWindow ? ScreenPoint(x: 0, y: 0) : ScreenPoint(x: top.frame.x, y: top.frame.y))
    }

    struct View {
        var className: String
        var frame = ScreenRect(x: 0, y: 0, width: 0, height: 0)
        var boundsOrigin = (x: 0.0, y: 0.0)
        var hidden = false
        var userInteractionEnabled = true
        var enabled = true
        var identifier: String?
        var label: String?
        var contentSize: ScreenSize?
        var capabilities: Set<DumpCapability> = []
        var listsInteractions = false
        var baseClass: String?
    }

    /// `recursiveDescription` prints a view's layer's other sublayers as `<Class…> (layer)`.
    static func isLayerLine(_ body: Substring) -> Bool {
        body.hasPrefix("<") && body.trimmingSpaces.hasSuffix("> (layer)")
    }

    /// `<UIButton: 0x7f…; frame = (20 8; 44 44); opaque = NO; layer = <CALayer: 0x…>>`.
    func parseView(_ body: Substring, line: Int) throws -> View {
        var inner = body.dropFirst()
        guard inner.contains(">") else {
            throw TactileError.badInput(file, line: line, "a view description that does not close with '>'")
        }
        if inner.last == ">" { inner = inner.dropLast() }
        let parts = DumpText.fields(inner, separator: "; ")
        let head = parts[0]
        // `Class: 0x…` or just `Class` (snapshot dumps strip addresses).
        let className = head.split(separator: ":", maxSplits: 1).first.map { String($0).trimmingCharacters() } ?? ""
        guard !className.isEmpty, !className.contains(" ") || className.contains("<") else {
            throw TactileError.badInput(file, line: line, "cannot read a class name in '\(String(head.prefix(60)))'")
        }
        var view = View(className: className)
        var sawFrame = false
        for field in parts.dropFirst() {
            let (key, value) = Self.keyValue(field)
            switch key {
            case "frame":
                let n = DumpText.numbers(value)
                guard n.count == 4 else {
                    throw TactileError.badInput(file, line: line, "\(className): cannot read frame '\(value)' (expected (x y; width height))")
                }
                guard n[2] >= 0, n[3] >= 0 else {
                    throw TactileError.badInput(file, line: line, "\(className): negative size in frame '\(value)'")
                }
                view.frame = ScreenRect(x: n[0], y: n[1], width: n[2], height: n[3])
                sawFrame = true
            case "bounds":
                let n = DumpText.numbers(value)
                if n.count == 4 { view.boundsOrigin = (n[0], n[1]) }
            case "contentOffset":
                let n = DumpText.numbers(value)
                if n.count == 2 { view.boundsOrigin = (n[0], n[1]) }
            case "contentSize":
                let n = DumpText.numbers(value)
                if n.count == 2, n[0] >= 0, n[1] >= 0 { view.contentSize = ScreenSize(width: n[0], height: n[1]) }
            case "hidden":
                view.hidden = view.hidden || Self.yes(value)
            case "alpha":
                if let a = DumpText.numbers(value).first, a < Self.minimumHitTestAlpha { view.hidden = true }
            case "userInteractionEnabled":
                view.userInteractionEnabled = Self.yes(value)
            case "enabled", "isEnabled":
                view.enabled = Self.yes(value)
            case "accessibilityIdentifier", "identifier":
                let v = DumpText.unquote(value)
                if !v.isEmpty { view.identifier = v }
            case "accessibilityLabel", "label":
                let v = DumpText.unquote(value)
                if !v.isEmpty { view.label = v }
            case "baseClass":
                let v = DumpText.unquote(value)
                if !v.isEmpty { view.baseClass = v }
            case "interactions":
                view.listsInteractions = true
            case "text", "title", "placeholder":
                let v = DumpText.unquote(value)
                if !v.isEmpty && view.label == nil { view.label = v }
            default:
                break
            }
        }
        guard sawFrame else { throw TactileError.badInput(file, line: line, "\(className): no frame = (x y; width height)") }
        view.capabilities = DumpText.capabilities(in: inner)
        return view
    }

    /// `key = value` or `key: value`.
    static func keyValue(_ field: Substring) -> (String, Substring) {
        let f = field.trimmingSpaces
        if let r = f.range(of: " = ") { return (String(f[..<r.lowerBound]), f[r.upperBound...]) }
        if let r = f.range(of: ": ") { return (String(f[..<r.lowerBound]), f[r.upperBound...]) }
        return (String(f), "")
    }

    static func yes(_ v: Substring) -> Bool {
        let t = v.trimmingSpaces.lowercased()
        return t == "yes" || t == "true" || t == "1"
    }
}

extension String {
    func trimmingCharacters() -> String { String(Substring(self).trimmingSpaces) }
}

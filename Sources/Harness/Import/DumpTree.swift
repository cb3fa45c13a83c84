import InputModel

/// Something a dump shows an element can do, beyond its role.
public enum DumpCapability: String, CaseIterable, Hashable, Sendable {
    /// `UIContextMenuInteraction`.
    case contextMenu
    /// `UIDragInteraction`.
    case drag
    /// `UIDropInteraction`.
    case drop
    /// `UIPointerInteraction` / hover effect.
    case pointer
    /// `UIScribbleInteraction` or `UIIndirectScribbleInteraction`.
    case scribble
    /// `UISpringLoadedInteraction`.
    case springLoaded
    /// `UIPencilInteraction`.
    case pencil
    /// Gesture recognizers listed on the view: it handles touches itself.
    case gestures
}

/// One element of a dump, in the dump's own terms, with its frame already in window coordinates.
public struct DumpElement: Hashable, Sendable {
    /// The class (UIKit) or element type (XCUITest, Appium, without the `XCUIElementType` prefix).
    public var className: String
    /// The UIKit class a Swift subclass derives from, when the dump says (`baseClass = UIButton`).
    public var baseClass: String?
    /// Window coordinates; nil when the dump gives none.
    public var frame: ScreenRect?
    public var identifier: String?
    public var label: String?
    /// Enabled for input. UIKit's `userInteractionEnabled = NO` disables the whole subtree.
    public var enabled: Bool = true
    /// Shown. A hidden UIKit view (`hidden = YES`, `alpha = 0`) hides its subtree.
    public var visible: Bool = true
    /// Touches pass through: UIKit's `userInteractionEnabled = NO` on the view or an ancestor
    /// (hit testing skips that subtree).
    public var passesTouches = false
    /// Accessibility traits (Appium `traits`) and XCUITest flags (`Selected`, `Disabled`…).
    public var traits: [String] = []
    public var capabilities: Set<DumpCapability> = []
    /// The dump lists the view's interactions (so one it does not list is absent).
    public var listsInteractions = false
    /// Scroll views: the scrollable content size, when the dump gives it.
    public var contentSize: ScreenSize?
    /// 1-based line of the element in the dump.
    public var line: Int
    /// Index of the parent in `DumpTree.elements`; nil for the root.
    public var parent: Int?

    public init(className: String, frame: ScreenRect?, line: Int, parent: Int?) {
        self.className = className
        self.frame = frame
        self.line = line
        self.parent = parent
    }
}

/// A parsed dump: its elements in document order (a parent before its children; drawing order,
/// later on top) and the window they were laid out in.
public struct DumpTree: Hashable, Sendable {
    public var format: DumpFormat
    public var elements: [DumpElement]
    /// The window's size in points: the root's, when the root is no window.
    public var window: ScreenSize
    /// The root is a window: UIKit's `UIWindow` (or a subclass), an accessibility tree's `Window`
    /// or `Application` (the screen). Otherwise it is a view (a view controller's, a fragment)
    /// whose window the dump does not show (docs/import.md, "A root that is no window").
    public var rootIsWindow: Bool
    /// Where the root sits in the window or screen it was laid out in: a UIKit root view's printed
    /// frame origin, a fragment's screen origin in an accessibility tree; zero for a window. The
    /// elements' frames are relative to the root.
    public var rootOrigin: ScreenPoint

    public init(format: DumpFormat, elements: [DumpElement], window: ScreenSize, rootIsWindow: Bool = true,
                rootOrigin: ScreenPoint = ScreenPoint(x: 0, y: 0)) {
        self.format = format
        self.elements = elements
        self.window = window
        self.rootIsWindow = rootIsWindow
        self.rootOrigin = rootOrigin
    }

    /// The tree as laid out in a declared window of `size`: the root keeps its place in it
    /// (`rootOrigin`), and every frame moves with it.
    func placed(in size: ScreenSize) -> DumpTree {
        var t = self
        for i in t.elements.indices {
            if let f = t.elements[i].frame { t.elements[i].frame = ScreenRect(x: f.x + rootOrigin.x, y: f.y + rootOrigin.y, width: f.width, height: f.height) }
        }
        t.window = size
        t.rootOrigin = ScreenPoint(x: 0, y: 0)
        return t
    }

    /// A tree of elements framed in screen coordinates (XCUITest, Appium): the window is the
    /// element at `appWindow`, else the application's frame (the screen), else what the elements
    /// span (a fragment: no window), and every frame is made relative to it; nil when no element
    /// has a frame.
    ///
    /// Windows other than the app's (the status bar's, the keyboard's, a system alert's) are not
    /// part of the app's scene: they and everything in them are left out. They are not in front
    /// of the app's content either: an accessibility tree lists windows, not what is drawn on top.
    init?(format: DumpFormat, screenElements: [DumpElement], appWindow: Int?, application: ScreenRect?) {
        var elements = screenElements
        if let appWindow {
            var outside = Array(repeating: false, count: elements.count)
            for (i, e) in elements.enumerated() {
                let parentOutside = e.parent.map { outside[$0] } ?? false
                outside[i] = parentOutside || (e.className == "Window" && i != appWindow)
                if outside[i] { elements[i].visible = false }
            }
        }
        var extent: ScreenRect?
        for f in elements.compactMap(\.frame) { extent = extent.map { $0.union(f) } ?? f }
        let window = appWindow.flatMap { elements[$0].frame }
        guard let frame = window ?? application ?? extent else { return nil }
        for i in elements.indices {
            if let f = elements[i].frame { elements[i].frame = ScreenRect(x: f.x - frame.x, y: f.y - frame.y, width: f.width, height: f.height) }
        }
        let isWindow = window != nil || application != nil
        self.init(format: format, elements: elements, window: ScreenSize(width: frame.width, height: frame.height),
                  rootIsWindow: isWindow, rootOrigin: isWindow ? ScreenPoint(x: 0, y: 0) : ScreenPoint(x: frame.x, y: frame.y))
    }
}

/// Reads a dump, whatever its format (decided by content).
public enum DumpReader {
    /// The format of `text`, told by its first meaningful lines, by what its elements look like
    /// rather than by a prolog: an XML tag (`<hierarchy>`, `<XCUIElementTypeWindow type="…">`,
    /// with or without an `<?xml …?>` declaration: Appium Inspector saves page sources without
    /// one) is Appium; a line `Element subtree:` or `Attributes: Application` (or an
    /// `→Application, …` line) is XCUITest; a line that is `<Class: …>`, `<Class; frame = …>` or
    /// `   | <Class…` is UIKit.
    public static func format(of text: String) -> DumpFormat? {
        var looked = 0
        for raw in DumpText.lines(DumpText.droppingByteOrderMark(text)) where !raw.isEmpty {
            let line = raw.trimmingSpaces
            if line.isEmpty { continue }
            looked += 1
            if looked > 400 { break }
            if line.hasPrefix("<?xml") || line.hasPrefix("<AppiumAUT") || line.hasPrefix("<XCUIElementType") { return .appium }
            if line.hasPrefix("Element subtree:") || line.hasPrefix("Attributes: ") || line.hasPrefix("→") { return .xcuitest }
            if isXMLTag(line) { return .appium }
            let bars = line.droppingIndentation
            if bars.hasPrefix("<"), bars.dropFirst().first.map({ $0.isLetter || $0 == "_" }) == true { return .uikit }
        }
        return nil
    }

    /// `<name>`, `<name/>` or `<name attribute="…"`: an XML start tag. A UIKit view line is never
    /// one: its class name is followed by `:` (`<UIButton: 0x…`) or `;` (`<UIButton; frame = …`,
    /// addresses stripped), and its fields are `key = value`, never `key="value"`.
    static func isXMLTag(_ line: Substring) -> Bool {
        let u = Array(line.utf8.prefix(512))
        guard u.first == UInt8(ascii: "<") else { return false }
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
        }
        var i = 1
        while i < u.count, isNameByte(u[i]) { i += 1 }
        guard i > 1 else { return false }
        if i == u.count { return false }
        if u[i] == UInt8(ascii: ">") || u[i] == UInt8(ascii: "/") { return true }
        guard u[i] == UInt8(ascii: " ") || u[i] == UInt8(ascii: "\t") else { return false }
        // The first attribute: `name="` or `name='`.
        while i < u.count, u[i] == UInt8(ascii: " ") || u[i] == UInt8(ascii: "\t") { i += 1 }
        let start = i
        while i < u.count, isNameByte(u[i]) || u[i] == UInt8(ascii: ":") { i += 1 }
        guard i > start, i + 1 < u.count, u[i] == UInt8(ascii: "=") else { return false }
        return u[i + 1] == UInt8(ascii: "\"") || u[i + 1] == UInt8(ascii: "'")
    }

    /// Parses `text` (from `file`, named in errors), after a byte-order mark at most.
    public static func read(_ text: String, file: String) throws -> DumpTree {
        let text = DumpText.droppingByteOrderMark(text)
        guard let format = format(of: text) else {
            throw TactileError.badInput(file, line: nil, "not a view dump: expected a UIKit recursiveDescription (<UIWindow: …>), an XCUITest debugDescription (Element subtree:) or an Appium XML page source (<XCUIElementType… …>)")
        }
        let tree: DumpTree
        switch format {
        case .uikit: tree = try UIKitDescriptionParser(file: file).parse(text)
        case .xcuitest: tree = try XCUITestDescriptionParser(file: file).parse(text)
        case .appium: tree = try AppiumSourceParser(file: file).parse(text)
        }
        try tree.check(file: file)
        return tree
    }
}

extension DumpTree {
    /// What the importer takes of every tree, read from a dump or built by hand: elements, each
    /// after its parent; a window with a size; frames of no negative
    /// size; and frames and content sizes within the scene's range once placed in the window (a
    /// UIKit view's origin is the sum of its superviews', so each frame in range as printed can
    /// still add up past it). Refused at the element's line, as the scene loader would refuse
    /// the scene.
    public func check(file: String) throws {
        guard !elements.isEmpty else { throw TactileError.badInput(file, line: nil, "the dump holds no elements") }
        let m = Scene.maximumCoordinate
        guard window.width > 0, window.height > 0 else {
            throw TactileError.badInput(file, line: elements[0].line, "the window has no size (\(window.width) × \(window.height))")
        }
        guard window.width <= m, window.height <= m else {
            throw TactileError.badInput(file, line: elements[0].line, "the window (\(window.width) × \(window.height)) lies beyond \(Int(m)) pt")
        }
        for (i, e) in elements.enumerated() {
            guard e.parent.map({ $0 < i }) ?? true else {
                throw TactileError.badInput(file, line: e.line, "\(e.className): its parent (element \(e.parent!)) is not an element before it")
            }
            if let f = e.frame, ![f.x, f.y, f.width, f.height].allSatisfy({ abs($0) <= m }) || f.width < 0 || f.height < 0 {
                throw TactileError.badInput(file, line: e.line, "\(e.className): its frame in the window, \(f), lies beyond ±\(Int(m)) pt or has a negative size")
            }
            if let c = e.contentSize, !(c.width <= m && c.height <= m && c.width >= 0 && c.height >= 0) {
                throw TactileError.badInput(file, line: e.line, "\(e.className): contentSize {\(c.width), \(c.height)} beyond 0 to \(Int(m)) pt")
            }
        }
    }
}

import InputModel

/// The formats `tactile import` reads: descriptions of a running app's view hierarchy.
public enum DumpFormat: String, CaseIterable, Sendable {
    /// UIKit `recursiveDescription` (`po view.recursiveDescription`, snapshot-test text dumps).
    case uikit
    /// XCUITest `XCUIApplication().debugDescription` (also Appium `mobile: source`, format
    /// `description`).
    case xcuitest
    /// Appium / WebDriverAgent XML page source.
    case appium
}

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
    public var frame: Rect?
    public var identifier: String?
    public var label: String?
    /// Enabled for input. UIKit's `userInteractionEnabled = NO` disables the whole subtree.
    public var enabled: Bool = true
    /// Shown. A hidden UIKit view (`hidden = YES`, `alpha = 0`) hides its subtree.
    public var visible: Bool = true
    /// Accessibility traits (Appium `traits`) and XCUITest flags (`Selected`, `Disabled`…).
    public var traits: [String] = []
    public var capabilities: Set<DumpCapability> = []
    /// The dump lists the view's interactions (so one it does not list is absent).
    public var listsInteractions = false
    /// Scroll views: the scrollable content size, when the dump gives it.
    public var contentSize: Size?
    /// 1-based line of the element in the dump.
    public var line: Int
    /// Index of the parent in `DumpTree.elements`; nil for the root.
    public var parent: Int?

    public init(className: String, frame: Rect?, line: Int, parent: Int?) {
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
    /// The window's size in points.
    public var window: Size

    public init(format: DumpFormat, elements: [DumpElement], window: Size) {
        self.format = format
        self.elements = elements
        self.window = window
    }

    /// A tree of elements framed in screen coordinates (XCUITest, Appium): the window is
    /// `window`, else the application's frame, else what the elements span, and every frame is
    /// made relative to it; nil when no element has a frame.
    init?(format: DumpFormat, screenElements: [DumpElement], window: Rect?, application: Rect?) {
        var elements = screenElements
        var extent: Rect?
        for f in elements.compactMap(\.frame) { extent = extent.map { $0.union(f) } ?? f }
        guard let frame = window ?? application ?? extent else { return nil }
        for i in elements.indices {
            if let f = elements[i].frame { elements[i].frame = Rect(x: f.x - frame.x, y: f.y - frame.y, width: f.width, height: f.height) }
        }
        self.init(format: format, elements: elements, window: Size(width: frame.width, height: frame.height))
    }
}

/// Reads a dump, whatever its format (decided by content).
public enum DumpReader {
    /// The format of `text`, told by its first meaningful lines: XML markup is Appium; a line
    /// `Element subtree:` or `Attributes: Application` (or an `→Application, …` line) is XCUITest;
    /// a line that is `<Class: …>` or `   | <Class…` is UIKit.
    public static func format(of text: String) -> DumpFormat? {
        var looked = 0
        for raw in DumpText.lines(text) where !raw.isEmpty {
            let line = Substring(raw.trimmingSpaces.utf8.drop(while: { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }))
            if line.isEmpty { continue }
            looked += 1
            if looked > 400 { break }
            if line.hasPrefix("<?xml") || line.hasPrefix("<AppiumAUT") || line.hasPrefix("<XCUIElementType") { return .appium }
            if line.hasPrefix("Element subtree:") || line.hasPrefix("Attributes: ") || line.hasPrefix("→") { return .xcuitest }
            let bars = line.droppingIndentation
            if bars.hasPrefix("<"), bars.dropFirst().first.map({ $0.isLetter || $0 == "_" }) == true { return .uikit }
        }
        return nil
    }

    /// Parses `text` (from `file`, named in errors).
    public static func read(_ text: String, file: String) throws -> DumpTree {
        guard let format = format(of: text) else {
            throw TactileError.badInput(file, line: nil, "not a view dump: expected a UIKit recursiveDescription (<UIWindow: …>), an XCUITest debugDescription (Element subtree:) or an Appium XML page source (<?xml …>)")
        }
        let tree: DumpTree
        switch format {
        case .uikit: tree = try UIKitDescriptionParser(file: file).parse(text)
        case .xcuitest: tree = try XCUITestDescriptionParser(file: file).parse(text)
        case .appium: tree = try AppiumSourceParser(file: file).parse(text)
        }
        guard !tree.elements.isEmpty else { throw TactileError.badInput(file, line: nil, "the dump holds no elements") }
        guard tree.window.width > 0, tree.window.height > 0 else {
            throw TactileError.badInput(file, line: tree.elements[0].line, "the window has no size (\(tree.window.width) × \(tree.window.height))")
        }
        return tree
    }
}

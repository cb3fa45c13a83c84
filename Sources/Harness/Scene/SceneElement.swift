/// One element of a scene: a view with a role, a frame per layout and its interactions.
///
/// Frames are in the app window's coordinates (not relative to the parent). An element with no
/// frame for the active layout is absent from it.
public struct SceneElement: Hashable, Sendable {
    public var id: String
    public var role: ElementRole
    /// Layout key → frame. Keys: `default`, a size class (`regular`, `compact`), a multitasking
    /// state (`fullScreen`, `twoThirds`, `half`, `oneThird`, `slideOver`) or a named environment.
    public var frames: [String: ScreenRect]
    /// Layout key → a frame relative to the parent's or the window's (`RelativeFrame`), resolved
    /// per environment; a key is in `frames` or here, not both.
    public var relativeFrames: [String: RelativeFrame] = [:]
    public var parent: String?
    /// Drawing order among siblings' subtrees; higher is on top. Ties: later declaration on top.
    public var z: Int
    public var hoverEffect: HoverEffect?
    public var pointerShape: PointerShape?
    /// Context-menu item titles; nil when the element has no context menu.
    public var contextMenu: [String]?
    public var draggable: Draggable?
    public var dropDestination: DropDestination?
    public var springLoaded: SpringLoad?
    public var shortcuts: [KeyShortcut]
    public var focus: FocusSpec?
    /// What activating the element does (tap, click, Return).
    public var defaultAction: String?
    /// The window's default button: Return activates it when nothing has focus.
    public var isDefault: Bool
    public var canvas: CanvasCapabilities?
    /// Scroll views: the scrollable content size.
    public var contentSize: ScreenSize?
    /// Labels: the height of the text a label draws, vertically centred in its frame (UIKit's
    /// `UILabel`), where it is less than the frame's: the box `layout.no-clipping` judges.
    public var textHeight: Double?
    /// Text inputs: Scribble enabled (default true, `UIScribbleInteraction`).
    public var scribble: Bool?
    /// Overrides the scene's undo support for drops onto this element.
    public var undo: Bool?
    /// Takes part in selection even when its role does not (list/grid rows do by default).
    public var selectable: Bool?
    /// Where the frame is measured from (default: the window's top-left corner).
    public var pin: FramePin = .top
    /// The app hides the element while a hardware keyboard is connected (an on-screen keyboard's
    /// shortcut bar); nil when the scene does not say.
    public var hiddenWithHardwareKeyboard: Bool?
    /// The view class or accessibility element type the element was imported from (`UIButton`,
    /// `MyApp.AvatarView`, `Cell`); nil for hand-written elements.
    public var className: String?
    /// A disabled control (`isEnabled` false, `isUserInteractionEnabled` false): laid out and
    /// drawn, but it takes no input and no rule treats it as a target.
    public var enabled: Bool = true
    /// Touches pass through it to what is under it (UIKit's `isUserInteractionEnabled = false`:
    /// hit testing skips the view and its subtree, so it neither takes a tap nor covers what it
    /// is drawn over). A UILabel or UIImageView is so by default.
    public var passesTouches: Bool = false
    /// Hidden (UIKit's `isHidden`): laid out, but neither drawn nor hit-tested, and neither is any
    /// view inside it ("Hiding a view with subviews has the effect of hiding those subviews").
    public var hidden: Bool = false
    /// Opacity, 0…1 (UIKit's `alpha`). Below `HitTestRegions.minimumAlpha` the hit-test
    /// ignores the element and everything inside it.
    public var alpha: Double = 1
    /// The user styles the text in it (UIKit's `UITextView.allowsEditingTextAttributes`): bold,
    /// italic and underline, with their standard shortcuts ⌘B, ⌘I and ⌘U.
    public var allowsEditingTextAttributes: Bool = false
    /// A scroll view scrolls under Page Up, Page Down, Home, End and the arrows while it or an
    /// element inside it has focus (UIKit's `UIScrollView.allowsKeyboardScrolling`, true by
    /// default from iOS 17).
    public var allowsKeyboardScrolling: Bool = true
    /// The user can scroll it (`UIScrollView.isScrollEnabled`, `MKMapView.isScrollEnabled`; true by
    /// default). A scroll view that cannot "does not accept touch events; it forwards them up the
    /// responder chain": the view around it that scrolls takes its pans, wheel and trackpad.
    public var scrollEnabled: Bool = true
    /// The standard edit actions the element (its view, or the view controller that owns it)
    /// implements, by the table's names (`cut`, `copy`, `paste`, `delete`, `selectAll`, `bold`,
    /// `italic`, `underline`): the main menu's commands reach it up the responder chain
    /// (`UIResponderStandardEditActions`, `canPerformAction(_:withSender:)`). A text input
    /// implements cut, copy, paste and select all without saying so.
    public var editActions: [String] = []
    /// A segmented control's segments, left to right (`UISegmentedControl`): each is a target of
    /// its own.
    public var segments: [Segment] = []
    /// What the element is declared not to have (`DeclaredAbsence`): on an imported scene, a key
    /// left out is unknown unless it is listed here.
    public var without: Set<DeclaredAbsence> = []
    /// Rules the team waives for this element, each with its reason (`waive: {rule: reason}`):
    /// its failures show as waived, never as passes, and do not fail the run.
    public var waive: [String: String] = [:]

    public init(id: String, role: ElementRole, frame: ScreenRect? = nil, frames: [String: ScreenRect] = [:],
                parent: String? = nil, z: Int = 0, hoverEffect: HoverEffect? = nil,
                pointerShape: PointerShape? = nil, contextMenu: [String]? = nil,
                draggable: Draggable? = nil, dropDestination: DropDestination? = nil,
                springLoaded: SpringLoad? = nil, shortcuts: [KeyShortcut] = [], focus: FocusSpec? = nil,
                defaultAction: String? = nil, isDefault: Bool = false, canvas: CanvasCapabilities? = nil,
                contentSize: ScreenSize? = nil, scribble: Bool? = nil, undo: Bool? = nil, selectable: Bool? = nil) {
        self.id = id
        self.role = role
        var f = frames
        if let frame { f[SceneLayout.defaultKey] = frame }
        self.frames = f
        self.parent = parent
        self.z = z
        self.hoverEffect = hoverEffect
        self.pointerShape = pointerShape
        self.contextMenu = contextMenu
        self.draggable = draggable
        self.dropDestination = dropDestination
        self.springLoaded = springLoaded
        self.shortcuts = shortcuts
        self.focus = focus
        self.defaultAction = defaultAction
        self.isDefault = isDefault
        self.canvas = canvas
        self.contentSize = contentSize
        self.scribble = scribble
        self.undo = undo
        self.selectable = selectable
    }

    /// The layouts the element gives a frame for (absolute or relative).
    public var layoutKeys: Set<String> { Set(frames.keys).union(relativeFrames.keys) }

    /// Whether the element has what `a` names.
    public func has(_ a: DeclaredAbsence) -> Bool {
        switch a {
        case .contextMenu: return contextMenu != nil
        case .draggable: return draggable != nil
        case .dropDestination: return dropDestination != nil
        case .springLoaded: return springLoaded != nil
        case .focus: return focus != nil
        case .defaultAction: return defaultAction != nil
        case .hoverEffect: return hoverEffect != nil
        case .shortcuts: return !shortcuts.isEmpty
        case .undo: return undo == true
        }
    }

    /// The capabilities both given and declared absent, in `DeclaredAbsence`'s order.
    var declaredAbsentButPresent: [DeclaredAbsence] { DeclaredAbsence.elementCases.filter { without.contains($0) && has($0) } }

    /// Acts on input: an interactive role or any interaction attached.
    public var isInteractive: Bool {
        enabled && (role.isInteractive || contextMenu != nil || draggable != nil || springLoaded != nil
            || defaultAction != nil || isDefault)
    }
    public var effectiveHoverEffect: HoverEffect { hoverEffect ?? role.defaultHoverEffect }
    /// The shape the app gives, else its role's system shape. A draggable item keeps the system
    /// shape: `UIPointerShape` has no grab shape (docs/sources.md, "Pointer effects and magnetism").
    public var effectivePointerShape: PointerShape { pointerShape ?? role.defaultPointerShape }
    public var isSelectable: Bool { selectable ?? (role.isSelectable || draggable?.multiSelect == true) }
    /// The pointer attaches to the control: the highlight effect morphs the pointer into the
    /// control's shape and the lift effect into the lifted view (`UIPointerEffect.highlight` and
    /// `.lift` both capture the pointer; `.hover` and none leave it free). iPadOS design
    /// guidelines › Pointer & Trackpad › Pointer magnetism; docs/conformance.md.
    /// A disabled control, or one touches pass through, attracts nothing.
    public var snapsPointer: Bool {
        enabled && !passesTouches && role.snapsPointer && (effectiveHoverEffect == .highlight || effectiveHoverEffect == .lift)
    }

    /// What Return does when the element has keyboard focus: its declared action, else what a
    /// control does when activated (a button's primary action, a text field's return), else
    /// selecting it when it takes part in selection (a list or grid cell's primary action), else
    /// nothing (the window's default button then answers, if there is one).
    public var returnAction: String? {
        if let defaultAction { return defaultAction }
        switch role {
        case .button, .barButton, .tab, .segmentedControl, .link, .toggle, .menu: return "press"
        case .textField: return "return"
        default: return isSelectable ? "select" : nil
        }
    }

    /// Keyboard focus: as declared; a text field or text view that declares none is focusable
    /// in a group of its own, as UIKit's are (Tab reaches every text input).
    public var effectiveFocus: FocusSpec? {
        if let focus { return focus }
        return role == .textField || role == .textView ? FocusSpec(group: id) : nil
    }
    /// Declared in a focus group at a priority that can take focus (`UIFocusGroupPriority`: 0 or
    /// more; below 0 the scene takes the element out of the focus system).
    public var isInDeclaredFocusGroup: Bool { focus.map { $0.priority >= 0 } ?? false }
}

/// Layout keys, tried from the most to the least specific.
public enum SceneLayout {
    public static let defaultKey = "default"
    public static let sizeClassKeys = ["regular", "compact"]
    public static let multitaskingKeys = ["fullScreen", "twoThirds", "half", "oneThird", "slideOver"]
    /// The layout of one window size: `regular-834x1194` (size class, then the window's width
    /// and height in whole points). What `tactile import` keys a dump's frames by: frames taken in
    /// one window describe that window, not others of its size class.
    public static func windowKey(sizeClass: SizeClass, width: Double, height: Double) -> String {
        "\(sizeClass.rawValue)-\(Int(width.rounded()))x\(Int(height.rounded()))"
    }

    /// `regular-834x1194` and the like.
    public static func isWindowKey(_ key: String) -> Bool {
        let parts = key.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, sizeClassKeys.contains(String(parts[0])) else { return false }
        let size = parts[1].split(separator: "x", omittingEmptySubsequences: false)
        return size.count == 2 && size.allSatisfy { !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// A key a scene may use: built in, a window key, or one of `environments`.
    public static func isKnown(_ key: String, environments: [String]) -> Bool {
        builtInKeys.contains(key) || isWindowKey(key) || environments.contains(key)
    }

    /// Every built-in layout key.
    public static var builtInKeys: [String] { [defaultKey] + sizeClassKeys + multitaskingKeys }
}

/// What an element's frame is measured from.
public enum FramePin: String, CaseIterable, Sendable, Codable {
    /// y from the window's top edge (the default).
    case top
    /// y is the distance from the window's bottom edge to the frame's bottom edge.
    case bottom
}

/// The rules of the interaction conformance report, each traced to the guidelines it comes from
/// (by name: "iPadOS design guidelines › Pointer & Trackpad › Pointer magnetism") and to how it is
/// checked (docs/conformance.md describes every rule and its violation example).
public struct ConformanceRule: Hashable, Sendable {
    public enum Area: String, Hashable, Sendable, CaseIterable {
        case layout = "Layout and multitasking"
        case navigation = "Navigation"
        case pointer = "Pointer and trackpad"
        case keyboard = "Keyboard"
        case pencil = "Apple Pencil"
        case drag = "Drag and drop"
    }

    public var ruleID: RuleID
    /// The id as reports, baselines, waivers and settings spell it (`layout.hit-target`).
    public var id: String { ruleID.rawValue }

    public var area: Area
    public var rule: String
    /// The guideline sections it comes from, by name.
    public var guidelines: [String]
    /// How it can be checked: from the layout, from declarations, by running input.
    public var methods: [CheckMethod]

    public init(id: RuleID, area: Area, rule: String, guidelines: [String], methods: [CheckMethod]) {
        self.ruleID = id
        self.area = area
        self.rule = rule
        self.guidelines = guidelines
        self.methods = methods
    }

    /// The rule's text with the thresholds in force: a minimum hit target set in a settings file
    /// is stated with its source, in place of the guideline's 44 × 44 pt.
    public func text(under settings: ConformanceSettings) -> String {
        guard ruleID == .layoutHitTarget, let t = settings.threshold(for: ruleID), let file = t.setIn else { return rule }
        let guideline = "\(fmt(t.standard)) × \(fmt(t.standard)) pt"
        return rule.replacingOccurrences(of: guideline, with: "\(fmt(t.value)) × \(fmt(t.value)) pt (set in \(file); the guideline's is \(guideline))")
    }

    /// The guidelines in one line.
    public var source: String { guidelines.joined(separator: "; ") }
    /// The methods in one line (`static + exercised`).
    public var checkedBy: String { methods.map(\.rawValue).joined(separator: " + ") }
    /// The scene that breaks this rule, relative to the repository (Scenes/violations/<id>.yml).
    public var violationExample: String { "Scenes/violations/\(id).yml" }
}

/// Guideline names as cited (the seed documents' own titles and section names).
enum Guideline {
    static let ipad = "iPadOS design guidelines"
    static let hig = "HIG"
    static let adaptation = "iPad adaptation basics"
    static func ipad(_ section: String...) -> String { ([ipad] + section).joined(separator: " › ") }
    static func hig(_ section: String...) -> String { ([hig] + section).joined(separator: " › ") }
}

extension ConformanceRule {
    /// Every rule, in `RuleID`'s order.
    public static let all: [ConformanceRule] = RuleID.allCases.map(entry)

    /// The catalog entry of a rule: a switch over every `RuleID`, so a rule without one does not
    /// compile.
    static func entry(_ id: RuleID) -> ConformanceRule {
        switch id {
        case .layoutSizeClasses:
            return .init(id: .layoutSizeClasses, area: .layout,
                rule: "The scene has a layout for the horizontal size class of every environment (regular from 678 pt).",
                guidelines: [Guideline.ipad("Responsive layout", "Adaptive size classes"), Guideline.ipad("Multitasking", "Split View"), Guideline.ipad("Multitasking", "Slide Over"), Guideline.hig("Adaptivity and layout", "Size classes"), Guideline.adaptation + " › Size classes"], methods: [.static])
        case .layoutRegularWidthColumns:
            return .init(id: .layoutRegularWidthColumns, area: .layout,
                rule: "In regular width the layout uses the window: content wider than any iPhone, and no list stretched across the whole window as its only column.",
                guidelines: [Guideline.ipad("Responsive layout", "Don't scale up the iPhone interface"), Guideline.ipad("Responsive layout", "Column-based layouts in regular width"), Guideline.ipad("Anti-patterns", "Scaling up iPhone layouts")], methods: [.static])
        case .layoutHitTarget:
            return .init(id: .layoutHitTarget, area: .layout,
                rule: "Every interactive element offers at least 44 × 44 pt a tap can reach: its frame, less what other elements cover of it.",
                guidelines: [Guideline.hig("Adaptivity and layout", "Hit targets (44 × 44 pt)")], methods: [.static])
        case .layoutNoClipping:
            return .init(id: .layoutNoClipping, area: .layout,
                rule: "No element lies outside the window's safe area (each model's own insets) unless inside a scroll view.",
                guidelines: [Guideline.ipad("Responsive layout", "Respect safe areas"), Guideline.ipad("Anti-patterns", "Dense content without scrolling"), Guideline.hig("Adaptivity and layout", "Layout guides and safe areas")], methods: [.static])
        case .layoutNoBottomTabsRegular:
            return .init(id: .layoutNoBottomTabsRegular, area: .layout,
                rule: "Regular-width layouts do not use a bottom tab bar.",
                guidelines: [Guideline.ipad("Anti-patterns", "iPhone-style bottom tab bars in regular width"), Guideline.ipad("Navigation", "Tab bar becomes a sidebar")], methods: [.static])
        case .layoutBottomEdge:
            return .init(id: .layoutBottomEdge, area: .layout,
                rule: "No interactive control sits in the bottom system-gesture zone or the far corners.",
                guidelines: [Guideline.hig("Adaptivity and layout", "Design full-screen experiences")], methods: [.static])
        case .layoutInsetButtons:
            return .init(id: .layoutInsetButtons, area: .layout,
                rule: "A full-width button (90 % of the window's width or more), or two side by side as wide together, is inset from the window's side edges, not stretched to them.",
                guidelines: [Guideline.hig("Adaptivity and layout", "Design full-screen experiences", "Inset full-width buttons")], methods: [.static])
        case .navigationSidebarRegular:
            return .init(id: .navigationSidebarRegular, area: .navigation,
                rule: "An app with top-level destinations shows a sidebar in regular width; its primary navigation there is not a tab bar.",
                guidelines: [Guideline.ipad("Navigation", "Sidebar for primary navigation"), Guideline.ipad("Navigation", "Tab bar becomes a sidebar"), Guideline.ipad("Checklist", "Sidebar visible in regular width")], methods: [.static])
        case .navigationCompactWidth:
            return .init(id: .navigationCompactWidth, area: .navigation,
                rule: "In compact width the layout adapts: no sidebar stays beside the content, and every toolbar action and sidebar destination of the regular-width layout stays reachable.",
                guidelines: [Guideline.ipad("Multitasking", "Split View"), Guideline.ipad("Multitasking", "Slide Over"), Guideline.ipad("Checklist", "Tab bar used in compact width")], methods: [.static])
        case .navigationToolbarTop:
            return .init(id: .navigationToolbarTop, area: .navigation,
                rule: "In regular width toolbars sit at the top of the window, not along the bottom.",
                guidelines: [Guideline.ipad("Navigation", "Toolbar at top"), Guideline.ipad("Checklist", "Toolbar items placed at top, not bottom")], methods: [.static])
        case .pointerHoverEffect:
            return .init(id: .pointerHoverEffect, area: .pointer,
                rule: "Hovering any interactive element yields hoverBegan with an effect other than none, and hoverEnded on exit.",
                guidelines: [Guideline.ipad("Pointer & Trackpad", "Hover effects"), Guideline.ipad("Anti-patterns", "Ignoring pointer hover states")], methods: [.exercised])
        case .pointerMagnetism:
            return .init(id: .pointerMagnetism, area: .pointer,
                rule: "A pointer entering a button's hit region snaps to it (pointerSnapped): buttons use the highlight or lift effect.",
                guidelines: [Guideline.ipad("Pointer & Trackpad", "Pointer magnetism")], methods: [.exercised])
        case .pointerSecondaryClick:
            return .init(id: .pointerSecondaryClick, area: .pointer,
                rule: "Every element with a context menu opens it on secondary click without a hold.",
                guidelines: [Guideline.ipad("Pointer & Trackpad", "Right-click context menus")], methods: [.declared, .exercised])
        case .pointerScroll:
            return .init(id: .pointerScroll, area: .pointer,
                rule: "Scroll views scroll with two-finger trackpad scrolling and mouse wheels.",
                guidelines: [Guideline.ipad("Pointer & Trackpad", "Trackpad scrolling")], methods: [.exercised])
        case .pointerCursor:
            return .init(id: .pointerCursor, area: .pointer,
                rule: "Text gives an I-beam, links a pointing hand, resize handles a resize shape, draggable items a grab shape.",
                guidelines: [Guideline.ipad("Pointer & Trackpad", "Cursor for content areas")], methods: [.declared, .exercised])
        case .pointerDrag:
            return .init(id: .pointerDrag, area: .pointer,
                rule: "Click-and-drag lifts draggable items; among draggable items side by side, Shift-click and Cmd-click extend the selection.",
                guidelines: [Guideline.ipad("Pointer & Trackpad", "Pointer-driven drag and drop")], methods: [.exercised])
        case .keyboardStandardShortcuts:
            return .init(id: .keyboardStandardShortcuts, area: .keyboard,
                rule: "Each standard action the scene declares has its standard shortcut, and a standard combination means what the table says.",
                guidelines: [Guideline.ipad("Keyboard", "Cmd+key shortcuts")], methods: [.declared, .exercised])
        case .keyboardDiscoverable:
            return .init(id: .keyboardDiscoverable, area: .keyboard,
                rule: "Every shortcut can be listed in the Command-hold overlay under a unique, descriptive title.",
                guidelines: [Guideline.ipad("Keyboard", "Cmd-hold shortcut list"), Guideline.hig("Keyboards", "Shortcut titles and categories")], methods: [.declared, .exercised])
        case .keyboardNoSystemConflicts:
            return .init(id: .keyboardNoSystemConflicts, area: .keyboard,
                rule: "No app shortcut claims a system-reserved combination (the system would take it).",
                guidelines: [Guideline.ipad("Keyboard", "Never override system shortcuts"), Guideline.ipad("Anti-patterns", "Overriding system keyboard shortcuts"), Guideline.hig("Keyboards")], methods: [.declared, .exercised])
        case .keyboardTabNavigation:
            return .init(id: .keyboardTabNavigation, area: .keyboard,
                rule: "Tab reaches every text input and focus group; Shift-Tab goes back.",
                guidelines: [Guideline.ipad("Keyboard", "Tab between fields"), Guideline.hig("Keyboards", "Focus groups")], methods: [.exercised])
        case .keyboardArrowNavigation:
            return .init(id: .keyboardArrowNavigation, area: .keyboard,
                rule: "Lists and grids are focusable; arrow keys move focus within them, and a held arrow keeps moving it with each key repeat.",
                guidelines: [Guideline.ipad("Keyboard", "Arrow-key navigation"), Guideline.hig("Keyboards", "Key repeat")], methods: [.exercised])
        case .keyboardReturnActivates:
            return .init(id: .keyboardReturnActivates, area: .keyboard,
                rule: "Return performs the focused item's action, or the default button's.",
                guidelines: [Guideline.ipad("Checklist", "Return/Enter activates the default action")], methods: [.exercised])
        case .keyboardHardwareDetected:
            return .init(id: .keyboardHardwareDetected, area: .keyboard,
                rule: "With a hardware keyboard connected, the app hides its on-screen keyboard shortcut bars.",
                guidelines: [Guideline.ipad("Keyboard", "Detect a hardware keyboard")], methods: [.exercised])
        case .pencilPressureTilt:
            return .init(id: .pencilPressureTilt, area: .pencil,
                rule: "Drawing canvases vary stroke width with force and with tilt.",
                guidelines: [Guideline.ipad("Apple Pencil", "Pressure and tilt")], methods: [.declared, .exercised])
        case .pencilDoubleTap:
            return .init(id: .pencilDoubleTap, area: .pencil,
                rule: "Canvases handle the barrel double-tap with the user's preferred action.",
                guidelines: [Guideline.ipad("Apple Pencil", "Double-tap to switch tools")], methods: [.declared, .exercised])
        case .pencilHover:
            return .init(id: .pencilHover, area: .pencil,
                rule: "Canvases show a hover preview while the pencil is in hover range.",
                guidelines: [Guideline.ipad("Apple Pencil", "Hover")], methods: [.declared, .exercised])
        case .pencilScribble:
            return .init(id: .pencilScribble, area: .pencil,
                rule: "Text fields keep Scribble enabled.",
                guidelines: [Guideline.ipad("Apple Pencil", "Scribble")], methods: [.declared])
        case .dragSource:
            return .init(id: .dragSource, area: .drag,
                rule: "Selectable content is draggable: touch-and-hold lifts it.",
                guidelines: [Guideline.ipad("Drag and drop", "Inter-app drag and drop"), Guideline.hig("Drag and drop")], methods: [.declared, .exercised])
        case .dragDestination:
            return .init(id: .dragDestination, area: .drag,
                rule: "Editable content accepts drops of the types it can take.",
                guidelines: [Guideline.ipad("Drag and drop", "Inter-app drag and drop"), Guideline.hig("Drag and drop")], methods: [.declared, .exercised])
        case .dragMultiItem:
            return .init(id: .dragMultiItem, area: .drag,
                rule: "Draggable items side by side join a drag: tapping more of them with another finger during a drag adds them.",
                guidelines: [Guideline.ipad("Drag and drop", "Multi-item drag"), Guideline.hig("Drag and drop")], methods: [.exercised])
        case .dragSpringLoading:
            return .init(id: .dragSpringLoading, area: .drag,
                rule: "Navigation containers spring open after a still dwell, and also respond to a tap.",
                guidelines: [Guideline.ipad("Drag and drop", "Spring loading"), Guideline.hig("Drag and drop", "Spring loading")], methods: [.declared, .exercised])
        case .dragFeedback:
            return .init(id: .dragFeedback, area: .drag,
                rule: "A drag shows lift, destination highlight over a valid target, drop, and cancel back to the origin.",
                guidelines: [Guideline.ipad("Drag and drop", "Visual feedback"), Guideline.hig("Drag and drop")], methods: [.exercised])
        case .dragMoveOrCopy:
            return .init(id: .dragMoveOrCopy, area: .drag,
                rule: "A drop within the item's own container moves it; a drop from another app always copies.",
                guidelines: [Guideline.hig("Drag and drop", "Move or copy")], methods: [.exercised])
        case .dragUndo:
            return .init(id: .dragUndo, area: .drag,
                rule: "A drop can be undone with Cmd-Z.",
                guidelines: [Guideline.hig("Drag and drop", "Undo")], methods: [.exercised])
        case .dragAutoscroll:
            return .init(id: .dragAutoscroll, area: .drag,
                rule: "Dragging into a scroll view's edge zone scrolls it.",
                guidelines: [Guideline.hig("Drag and drop", "Autoscroll")], methods: [.exercised])
        }
    }

    public static func named(_ id: String) -> ConformanceRule? { all.first { $0.id == id } }
}

/// A rule of the interaction conformance report: one value that carries its text, the guidelines
/// it comes from (by name: "iPadOS design guidelines › Pointer & Trackpad › Pointer magnetism"),
/// how it is checked and the check itself. Each area's rules and checks live in one file
/// (`Rules/LayoutRules.swift` …); docs/conformance.md describes every rule and its violation example.
public struct ConformanceRule: Hashable, Sendable {
    public enum Area: String, Hashable, Sendable, CaseIterable {
        case layout = "Layout and multitasking"
        case navigation = "Navigation"
        case pointer = "Pointer and trackpad"
        case keyboard = "Keyboard"
        case pencil = "Apple Pencil"
        case drag = "Drag and drop"
    }

    public let ruleID: RuleID
    /// The id as reports, baselines, waivers and settings spell it (`layout.hit-target`).
    public var id: String { ruleID.rawValue }

    public let area: Area
    public let rule: String
    /// The guideline sections it comes from, by name.
    public let guidelines: [String]
    /// How it can be checked: from the layout, from declarations, by running input.
    public let methods: [CheckMethod]
    /// The rule reads the app's window: its size class, its edges or its safe area. A dump whose
    /// window cannot be told, or an iPhone layout of an app that iPadOS lays out for iPad, cannot
    /// decide it (docs/import.md, "What a dump decides, rule by rule").
    public let readsWindow: Bool
    /// The rule's check in one environment: the verdict, with what was measured against what.
    let check: @Sendable (inout Probe) throws -> RuleResult

    init(id: RuleID, area: Area, readsWindow: Bool = false, rule: String, guidelines: [String], methods: [CheckMethod],
         check: @escaping @Sendable (inout Probe) throws -> RuleResult) {
        self.ruleID = id
        self.area = area
        self.readsWindow = readsWindow
        self.rule = rule
        self.guidelines = guidelines
        self.methods = methods
        self.check = check
    }

    /// A rule is its id: there is one value for each.
    public static func == (a: ConformanceRule, b: ConformanceRule) -> Bool { a.ruleID == b.ruleID }
    public func hash(into hasher: inout Hasher) { hasher.combine(ruleID) }

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

    /// The rule of an id: a switch over every `RuleID`, so an id without a rule (and so without a
    /// check) does not compile.
    static func entry(_ id: RuleID) -> ConformanceRule {
        switch id {
        case .layoutSizeClasses: return .layoutSizeClasses
        case .layoutRegularWidthColumns: return .layoutRegularWidthColumns
        case .layoutHitTarget: return .layoutHitTarget
        case .layoutNoClipping: return .layoutNoClipping
        case .layoutNoBottomTabsRegular: return .layoutNoBottomTabsRegular
        case .layoutBottomEdge: return .layoutBottomEdge
        case .layoutInsetButtons: return .layoutInsetButtons
        case .navigationSidebarRegular: return .navigationSidebarRegular
        case .navigationCompactWidth: return .navigationCompactWidth
        case .navigationToolbarTop: return .navigationToolbarTop
        case .pointerHoverEffect: return .pointerHoverEffect
        case .pointerMagnetism: return .pointerMagnetism
        case .pointerSecondaryClick: return .pointerSecondaryClick
        case .pointerScroll: return .pointerScroll
        case .pointerCursor: return .pointerCursor
        case .pointerDrag: return .pointerDrag
        case .keyboardStandardShortcuts: return .keyboardStandardShortcuts
        case .keyboardDiscoverable: return .keyboardDiscoverable
        case .keyboardNoSystemConflicts: return .keyboardNoSystemConflicts
        case .keyboardTabNavigation: return .keyboardTabNavigation
        case .keyboardArrowNavigation: return .keyboardArrowNavigation
        case .keyboardReturnActivates: return .keyboardReturnActivates
        case .keyboardHardwareDetected: return .keyboardHardwareDetected
        case .pencilPressureTilt: return .pencilPressureTilt
        case .pencilDoubleTap: return .pencilDoubleTap
        case .pencilHover: return .pencilHover
        case .pencilScribble: return .pencilScribble
        case .dragSource: return .dragSource
        case .dragDestination: return .dragDestination
        case .dragMultiItem: return .dragMultiItem
        case .dragSpringLoading: return .dragSpringLoading
        case .dragFeedback: return .dragFeedback
        case .dragMoveOrCopy: return .dragMoveOrCopy
        case .dragUndo: return .dragUndo
        case .dragAutoscroll: return .dragAutoscroll
        }
    }

    public static func named(_ id: String) -> ConformanceRule? { all.first { $0.id == id } }
}

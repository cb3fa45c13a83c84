import Foundation
import InputModel

/// The keyboard rules (docs/conformance.md, "Keyboard"): each its text, its sources and its check.
extension ConformanceRule {
    static let keyboardStandardShortcuts = ConformanceRule(
        id: .keyboardStandardShortcuts, area: .keyboard,
        rule: "Each standard action the scene declares has its standard shortcut, and a standard combination means what the table says.",
        guidelines: [Guideline.ipad("Keyboard", "Cmd+key shortcuts")],
        methods: [.declared, .exercised]) { try $0.checkStandardShortcuts() }

    static let keyboardDiscoverable = ConformanceRule(
        id: .keyboardDiscoverable, area: .keyboard,
        rule: "Every shortcut can be listed in the Command-hold overlay under a unique, descriptive title.",
        guidelines: [Guideline.ipad("Keyboard", "Cmd-hold shortcut list"), Guideline.hig("Keyboards", "Shortcut titles and categories")],
        methods: [.declared, .exercised]) { $0.checkDiscoverable() }

    static let keyboardNoSystemConflicts = ConformanceRule(
        id: .keyboardNoSystemConflicts, area: .keyboard,
        rule: "No app shortcut claims a system-reserved combination (the system would take it).",
        guidelines: [Guideline.ipad("Keyboard", "Never override system shortcuts"), Guideline.ipad("Anti-patterns", "Overriding system keyboard shortcuts"), Guideline.hig("Keyboards")],
        methods: [.declared, .exercised]) { try $0.checkSystemConflicts() }

    static let keyboardTabNavigation = ConformanceRule(
        id: .keyboardTabNavigation, area: .keyboard,
        rule: "Tab reaches every text input and focus group; Shift-Tab goes back.",
        guidelines: [Guideline.ipad("Keyboard", "Tab between fields"), Guideline.hig("Keyboards", "Focus groups")],
        methods: [.exercised]) { try $0.checkTabNavigation() }

    static let keyboardArrowNavigation = ConformanceRule(
        id: .keyboardArrowNavigation, area: .keyboard,
        rule: "Lists and grids are focusable; arrow keys move focus within them, and a held arrow keeps moving it with each key repeat.",
        guidelines: [Guideline.ipad("Keyboard", "Arrow-key navigation"), Guideline.hig("Keyboards", "Key repeat")],
        methods: [.exercised]) { try $0.checkArrowNavigation() }

    static let keyboardReturnActivates = ConformanceRule(
        id: .keyboardReturnActivates, area: .keyboard,
        rule: "Return performs the focused item's action, or the default button's.",
        guidelines: [Guideline.ipad("Checklist", "Return/Enter activates the default action")],
        methods: [.exercised]) { try $0.checkReturnActivates() }

    static let keyboardHardwareDetected = ConformanceRule(
        id: .keyboardHardwareDetected, area: .keyboard,
        rule: "With a hardware keyboard connected, the app hides its on-screen keyboard shortcut bars.",
        guidelines: [Guideline.ipad("Keyboard", "Detect a hardware keyboard")],
        methods: [.exercised]) { try $0.checkHardwareKeyboard() }
}

extension Probe {
    /// The actions the scene declares in this environment: shortcut actions and laid-out elements'
    /// default actions.
    var declaredActions: [(owner: String, action: String)] {
        shortcutsInEffect.map { ($0.owner, $0.shortcut.action) }.filter { !$0.1.isEmpty }
            + nodes.compactMap { n in n.element.defaultAction.map { (n.element.id, $0) } }
    }

    /// keyboard.standard-shortcuts: each standard action declared has its standard shortcut and
    /// pressing it performs the action; a standard combination is not bound to another action.
    mutating func checkStandardShortcuts() throws -> RuleResult {
        let rule = RuleID.keyboardStandardShortcuts
        let shortcuts = shortcutsInEffect
        // Standard actions the scene declares, then those its content calls for.
        var actions: [(owner: String, standard: StandardShortcut, why: String?)] = []
        var seen = Set<String>()
        let declared = declaredActions
        for (owner, action) in declared {
            if let std = StandardShortcut.named(action), seen.insert(std.action).inserted { actions.append((owner, std, nil)) }
        }
        for need in editActionsCalledFor(declared) where seen.insert(need.action).inserted {
            actions.append((need.owner, StandardShortcut.byAction[need.action]!, need.why))
        }
        let styling = stylesText(declared)
        let onStandardKeys = shortcuts.compactMap { s in StandardShortcut.action(for: s.shortcut.keys, textStyling: styling).map { (s.owner, s.shortcut, $0) } }
        guard !actions.isEmpty || !onStandardKeys.isEmpty else {
            return notApplicable(rule, "no standard action declared or called for, and no shortcut on a standard combination")
        }
        var failures: [Failure] = []
        var reviews: [Failure] = []
        var exercised = false
        for (owner, std, why) in actions {
            let wanted = Measure.texts(std.keys.map(\.description))
            let needs = std.keys.map(\.description).joined(separator: " or ")
            let performing = shortcuts.filter { std.isPerformed(by: $0.shortcut) }
            guard let found = performing.first(where: { std.keys.contains($0.shortcut.keys) }) else {
                if let elsewhere = performing.first {
                    failures.append(Failure(element: elsewhere.owner, message: "\(std.action) is on \(elsewhere.shortcut.keys), needs \(needs)",
                                            method: .declared, measured: .text(elsewhere.shortcut.keys.description), required: wanted))
                } else if shortcutsUnknown {
                    let what = why.map { "\($0): the \(std.action) action" } ?? "the \(std.action) action"
                    reviews.append(Failure(element: owner, message: "\(what) needs \(needs): \(whyUnknown(.shortcuts))",
                                           method: .declared, measured: .text("unknown"), required: wanted, decide: howToDeclare(.shortcuts, owner)))
                } else if let why {
                    failures.append(Failure(element: owner, message: "\(why), and no shortcut performs \(std.action) (needs \(needs))",
                                            method: .declared, measured: .text("none"), required: wanted))
                } else {
                    failures.append(Failure(element: owner, message: "the \(std.action) action has no keyboard shortcut (needs \(needs))",
                                            method: .declared, measured: .text("none"), required: wanted))
                }
                continue
            }
            exercised = true
            let run = try run([.s(.key(found.shortcut.keys.description))], profile: .keyboard)
            let fired = run.outcomes(.shortcut).contains { $0.shortcut?.keys == found.shortcut.keys && $0.shortcut?.title == found.shortcut.title }
            if !fired {
                failures.append(Failure(element: found.owner, message: "pressing \(found.shortcut.keys) did not perform \"\(found.shortcut.title)\"",
                                        method: .exercised, measured: .text("no shortcut outcome"), required: .text("shortcut \(found.shortcut.keys)"),
                                        evidence: evidence(run)))
            }
        }
        for (owner, shortcut, std) in onStandardKeys where !std.isPerformed(by: shortcut) {
            let what = shortcut.title.isEmpty ? shortcut.action : shortcut.title
            let context = std.textStyling ? " in text the user styles" : ""
            failures.append(Failure(element: owner, message: "\(shortcut.keys) is the standard \(std.title) shortcut\(context); here it is \"\(what)\"",
                                    method: .declared, measured: .text(what), required: .text(std.action)))
        }
        return result(rule, failures, reviews: reviews, methods: exercised ? [.declared, .exercised] : [.declared],
                      note: "\(actions.count) standard actions; \(onStandardKeys.count) shortcuts on standard combinations" + (styling ? "; text styling (⌘B, ⌘I, ⌘U standard)" : ""))
    }

    /// The app styles text: a text view allows editing text attributes, or the scene declares
    /// (`declared`: `declaredActions`) a bold, italic or underline action.
    func stylesText(_ declared: [(owner: String, action: String)]) -> Bool {
        nodes.contains { $0.element.allowsEditingTextAttributes }
            || declared.contains { StandardShortcut.named($0.action)?.textStyling == true }
    }

    /// Roles of content areas that take pasted content where they take dropped content: a list or
    /// grid (its scroll view) and a canvas. A folder, a sidebar item, a bar button or a drop well
    /// that accepts drops is a place to move things to, not a paste target.
    static let pasteTargetRoles: Set<ElementRole> = [.scrollView, .canvas]

    /// The edit actions the scene's content calls for, each with the first element that calls for
    /// it and why (text inputs are left out: UIKit's text views and fields give cut, copy, paste,
    /// select all and undo themselves). HIG › Keyboards, standard shortcuts; iPadOS design
    /// guidelines › Keyboard › Cmd+key shortcuts:
    /// - copy (⌘C): selectable content (list and grid items, folders, sidebar items, or declared
    ///   `selectable`) that can be dragged out (it is data another app can take);
    /// - select all (⌘A): two or more such items that can be selected together;
    /// - cut (⌘X): copyable content the app can also delete;
    /// - paste (⌘V): a content area that accepts dropped content;
    /// - undo (⌘Z): content that can be changed (pasted into or deleted), unless the scene
    ///   registers changes with the undo manager (`undo: true`), which answers ⌘Z.
    /// `declared` is `declaredActions`, computed once by the caller.
    func editActionsCalledFor(_ declared: [(owner: String, action: String)]) -> [(owner: String, action: String, why: String)] {
        var out: [(owner: String, action: String, why: String)] = []
        // Selectable by its role (rows, cells, folders, sidebar items) or declared so: a view
        // that is only draggable (a share anchor, a handle) is not content to copy.
        let copyable = nodes.filter { n in
            let e = n.element
            return (e.selectable ?? e.role.isSelectable) && e.draggable != nil && !Probe.textRoles.contains(e.role)
        }
        let delete = StandardShortcut.byAction["delete"]!
        let deletes = declared.contains { delete.isNamed(action: $0.action) }
            || copyable.contains { ($0.element.contextMenu ?? []).contains { delete.isNamed(action: "", title: $0) } }
        let pasteTargets = nodes.filter { $0.element.dropDestination != nil && Probe.pasteTargetRoles.contains($0.element.role) }
        if let c = copyable.first {
            out.append((c.element.id, "copy", "\(c.element.id) is selectable content that can be dragged out"))
            let several = copyable.filter { $0.element.draggable!.multiSelect }
            if several.count >= 2 {
                out.append((several[0].element.id, "selectAll", "\(several[0].element.id) can be selected with others"))
            }
            if deletes { out.append((c.element.id, "cut", "\(c.element.id) can be copied and deleted")) }
        }
        if let p = pasteTargets.first { out.append((p.element.id, "paste", "\(p.element.id) accepts dropped content")) }
        // An app that registers its changes with the undo manager (`undo: true`) has ⌘Z from it,
        // as the machine models it (Cmd-Z undoes a registered drop); otherwise a shortcut must.
        if !scene.undo, let changed = pasteTargets.first ?? (deletes ? copyable.first : nil) {
            out.append((changed.element.id, "undo", "\(changed.element.id)'s content can be changed"))
        }
        return out
    }

    /// Text inputs: UIKit gives them their own editing commands, focus and Scribble.
    static let textRoles: Set<ElementRole> = [.textField, .textView]

    /// keyboard.discoverable: every shortcut shows in the Command-hold overlay with a unique,
    /// descriptive title. (A shortcut without a category is listed in the app's own group, so a
    /// missing category is not a failure.)
    func checkDiscoverable() -> RuleResult {
        let rule = RuleID.keyboardDiscoverable
        let shortcuts = shortcutsInEffect
        guard !shortcuts.isEmpty else { return notApplicable(rule, "no shortcuts") }
        var failures: [Failure] = []
        var titles: [String: Int] = [:]
        for s in shortcuts { titles[s.shortcut.title.trimmingCharacters(in: .whitespaces).lowercased(), default: 0] += 1 }
        for s in shortcuts {
            let t = s.shortcut.title.trimmingCharacters(in: .whitespaces)
            let keys = s.shortcut.keys.description
            if t.isEmpty {
                failures.append(Failure(element: s.owner, message: "\(keys) has no title: the Command-hold overlay cannot list it",
                                        method: .declared, measured: .text(""), required: .text("a descriptive title")))
            } else if titles[t.lowercased()]! > 1 {
                failures.append(Failure(element: s.owner, message: "\(keys): title \"\(t)\" is used by more than one shortcut",
                                        method: .declared, measured: .text(t), required: .text("a unique title")))
            } else if t.count < Probe.minimumTitleLength || KeyCombo(t.lowercased()) != nil {
                failures.append(Failure(element: s.owner, message: "\(keys): title \"\(t)\" does not describe the command",
                                        method: .declared, measured: .text(t), required: .text("a descriptive title")))
            }
        }
        return result(rule, failures, methods: [.declared], note: "\(shortcuts.count) shortcuts")
    }

    /// Characters a shortcut title needs at least (one word of a few letters: "Copy", "New Message").
    static let minimumTitleLength = 3

    /// keyboard.no-system-conflicts: no app shortcut claims a combination the system reserves
    /// (the verdict reads the declarations; pressing the combination shows what happens to it).
    mutating func checkSystemConflicts() throws -> RuleResult {
        let rule = RuleID.keyboardNoSystemConflicts
        let reserved = SystemShortcuts.default
        let shortcuts = shortcutsInEffect
        guard !shortcuts.isEmpty else { return notApplicable(rule, "no shortcuts") }
        var failures: [Failure] = []
        for s in shortcuts where reserved.isReserved(s.shortcut.keys) {
            let run = try run([.s(.key(s.shortcut.keys.description))], profile: .keyboard)
            let consumed = !run.outcomes(.systemShortcut).isEmpty && run.outcomes(.shortcut).isEmpty
            failures.append(Failure(element: s.owner,
                                    message: "\(s.shortcut.keys) \"\(s.shortcut.title)\" claims a system-reserved combination" + (consumed ? "; the system takes it, the app never sees it" : ""),
                                    method: .declared, measured: .text(s.shortcut.keys.description), required: .text("not a reserved combination"),
                                    evidence: evidence(run)))
        }
        return result(rule, failures, methods: failures.isEmpty ? [.declared] : [.declared, .exercised],
                      note: "\(shortcuts.count) shortcuts against \(reserved.reserved.count) reserved combinations")
    }

    /// Focus groups of the app in the order Tab visits them, with their items in the order the
    /// arrows do: the machine's own (`KeyboardRecognizer.focusGroups`), so a check counts the
    /// Tabs to a group as the machine will move.
    var focusGroups: [(group: String, items: [ResolvedScene.Node])] {
        KeyboardRecognizer.focusGroups(layout).map { g in (g.name, g.items.map { layout.nodes[$0] }) }
    }

    /// The text inputs the focus system could move to: a disabled, hidden or inert one is no
    /// input Tab should reach (`ResolvedScene.canBecomeFocused`).
    var textInputs: [ResolvedScene.Node] {
        nodes.filter { Probe.textRoles.contains($0.element.role) && layout.nodeIndex($0.element.id).map(layout.canBecomeFocused) == true }
    }

    /// keyboard.tab-navigation: Tab reaches every text input and focus group, Shift-Tab goes back;
    /// no control is put in a focus group.
    mutating func checkTabNavigation() throws -> RuleResult {
        let rule = RuleID.keyboardTabNavigation
        let groups = focusGroups
        let inputs = textInputs
        let controlsInLoop = nodes.filter { Probe.tabLoopControlRoles.contains($0.element.role) && $0.element.isInDeclaredFocusGroup }
        guard !inputs.isEmpty || groups.count >= 2 || !controlsInLoop.isEmpty else {
            return notApplicable(rule, "no text inputs and fewer than two focus groups")
        }
        var steps = (0...groups.count).map { _ in ScenarioStep.s(.key("tab")) }
        steps.append(.s(.key("shift+tab")))
        let run = try run(steps, profile: .keyboard)
        let focus = run.outcomes(.focus)
        let forward = focus.prefix(groups.count)
        // A text input is reached when Tab reaches it or its group (arrows move within a group).
        let reached = Set(forward.map(\.element) + forward.compactMap { $0.focusGroup })
        var failures: [Failure] = []
        // HIG › Keyboards: keyboard navigation is for areas (the sidebar, lists, grids, text);
        // controls are Full Keyboard Access's to reach, not the focus groups'.
        for n in controlsInLoop {
            failures.append(Failure(element: n.element.id,
                                    message: "this \(n.element.role.rawValue) is in the focus group \(n.element.focus!.group): Tab and the arrows move between areas and their items, not controls (Full Keyboard Access already reaches controls)",
                                    method: .declared, measured: .text("focus group \(n.element.focus!.group)"), required: .text("no focus group for a control")))
        }
        for n in inputs where !reached.contains(n.element.id) && !reached.contains(n.element.effectiveFocus?.group ?? "") || (n.element.effectiveFocus?.priority ?? 0) < 0 {
            let declared = n.element.effectiveFocus
            let why = declared == nil ? "it is in no focus group" : declared!.priority < 0 ? "it is declared not focusable (priority \(declared!.priority))" : "its group is never focused"
            failures.append(Failure(element: n.element.id, message: "Tab never reaches this \(n.element.role.rawValue): \(why)",
                                    method: .exercised, measured: .texts(forward.compactMap { $0.focusGroup }),
                                    required: .text("focus on \(n.element.id) or its group"), evidence: evidence(run)))
        }
        if groups.count >= 2 {
            let visited = focus.compactMap { $0.focusGroup }
            let back = visited.count > groups.count + 1 ? visited[groups.count + 1] : nil
            let previous = visited.count > groups.count ? visited[groups.count - 1] : nil
            if back == nil || back != previous {
                failures.append(Failure(element: "root", message: "Shift-Tab did not go back to the previous group (\(previous ?? "none"))",
                                        method: .exercised, measured: .text(back ?? "no focus move"), required: .text(previous ?? "the previous group"),
                                        evidence: evidence(run)))
            }
        }
        return result(rule, failures, methods: controlsInLoop.isEmpty ? [.exercised] : [.declared, .exercised],
                      note: "\(groups.count) focus groups, \(inputs.count) text inputs" + (controlsInLoop.isEmpty ? "" : ", \(controlsInLoop.count) controls in focus groups"),
                      measured: .texts(forward.compactMap { $0.focusGroup }))
    }

    /// Controls that keyboard navigation leaves to Full Keyboard Access (HIG › Keyboards: "don't
    /// enable keyboard navigation for controls such as buttons, segmented controls and switches").
    static let tabLoopControlRoles: Set<ElementRole> = [.button, .barButton, .segmentedControl, .toggle, .slider]

    /// Lists and grids: rows and cells sharing a parent, at least two laid out.
    var collections: [(container: String, items: [ResolvedScene.Node])] {
        Probe.siblingGroups(nodes.filter { $0.element.role == .listItem || $0.element.role == .gridItem })
    }

    /// keyboard.arrow-navigation: lists and grids are focusable, arrows move focus within them,
    /// and a held arrow keeps moving it with the key's repeats.
    mutating func checkArrowNavigation() throws -> RuleResult {
        let rule = RuleID.keyboardArrowNavigation
        let lists = collections
        guard !lists.isEmpty else { return notApplicable(rule, "no list or grid of two or more items") }
        var failures: [Failure] = []
        var reviews: [Failure] = []
        let groups = focusGroups
        var exercised = 0
        var held: [String] = []     // what each exercised list was given: the arrow, the moves
        for list in lists {
            let unfocusable = list.items.filter { !$0.element.isInDeclaredFocusGroup }
            let unknown = unfocusable.filter { isUnknown(.focus, $0.element) }
            if !unknown.isEmpty && unknown.count == unfocusable.count {
                reviews.append(Failure(element: unknown[0].element.id,
                                       message: "\(unknown.count) of the \(list.items.count) items of \(list.container) in no declared focus group: \(whyUnknown(.focus))",
                                       method: .declared, measured: .text("unknown"), required: .number(Double(list.items.count)),
                                       decide: howToDeclare(.focus, unknown[0].element.id) + " (for each item of \(list.container))"))
                continue
            }
            if !unfocusable.isEmpty {
                failures.append(Failure(element: unfocusable[0].element.id,
                                        message: "\(unfocusable.count) of the \(list.items.count) items of \(list.container) are in no focus group: arrow keys cannot reach them",
                                        method: .declared, measured: .number(Double(list.items.count - unfocusable.count)), required: .number(Double(list.items.count))))
                continue
            }
            // The group the list's items belong to, reached by Tab.
            guard let groupName = list.items[0].element.focus?.group, let gi = groups.firstIndex(where: { $0.group == groupName }) else { continue }
            let members = groups[gi].items
            let centres = members.compactMap { $0.frame?.center }
            let spreadX = (centres.map(\.x).max() ?? 0) - (centres.map(\.x).min() ?? 0)
            let spreadY = (centres.map(\.y).max() ?? 0) - (centres.map(\.y).min() ?? 0)
            let horizontal = spreadX > spreadY
            // Towards the end of the list from where Tab puts focus (back towards the start when
            // that item is the last).
            let tabs = (0...gi).map { _ in ScenarioStep.s(.key("tab")) }
            let entered = try run(tabs, profile: .keyboard).outcomes(.focus)
            let landing = entered.count > gi ? layout.node(entered[gi].element)?.frame : nil
            let along: (ScreenPoint) -> Double = { horizontal ? $0.x : $0.y }
            // Whether a centre lies in the column (↑↓) or row (←→) of a frame.
            func inLine(_ c: ScreenPoint, of f: ScreenRect) -> Bool {
                horizontal ? (c.y >= f.minY && c.y <= f.maxY) : (c.x >= f.minX && c.x <= f.maxX)
            }
            let forwardAhead = landing.map { l in centres.filter { inLine($0, of: l) && along($0) > along(l.center) + 0.5 }.count } ?? 0
            let backward = forwardAhead == 0
            let key = horizontal ? (backward ? "left" : "right") : (backward ? "up" : "down")
            let run = try run(tabs + [.s(.holdKey(key, duration: Probe.arrowHold))], profile: .keyboard)
            exercised += 1
            let focus = run.outcomes(.focus)
            guard focus.count > gi, focus[gi].focusGroup == groupName else {
                failures.append(Failure(element: groupName, message: "Tab did not reach the \(groupName) group", method: .exercised,
                                        measured: .texts(focus.compactMap { $0.focusGroup }), required: .text(groupName), evidence: evidence(run)))
                continue
            }
            let start = focus[gi]
            let startFrame = layout.node(start.element)?.frame ?? ScreenRect(x: 0, y: 0, width: 0, height: 0)
            let startCentre = startFrame.center
            // Items ahead of the start in the arrow's direction along the start's column (↑↓) or
            // row (←→): focus moves to the nearest item in that direction, so in a grid it stays
            // in its column and can go no further than the column's last item (HIG › Keyboards).
            let ahead = centres.filter { inLine($0, of: startFrame) && (backward ? along($0) < along(startCentre) - 0.5 : along($0) > along(startCentre) + 0.5) }.count
            let moves = focus.dropFirst(gi + 1).filter { $0.focusGroup == groupName && $0.t > start.t }
            let repeats = run.unified.filter { if case .key(let k) = $0.payload { return k.phase == .repeat } else { return false } }.count
            // The press moves once, each repeat once more, until the last item.
            let expected = min(ahead, 1 + repeats)
            held.append("\(key) in \(groupName): \(moves.count) moves of \(expected)")
            if ahead > 0 && moves.isEmpty {
                failures.append(Failure(element: start.element, message: "the \(key) arrow did not move focus within \(groupName)", method: .exercised,
                                        measured: .number(0), required: .number(Double(expected)), evidence: evidence(run)))
            } else if moves.count < expected {
                failures.append(Failure(element: start.element,
                                        message: "holding \(key) \(fmt(Probe.arrowHold.seconds)) s gave \(repeats) key repeats but moved focus \(moves.count) times (\(ahead) items ahead in its \(horizontal ? "row" : "column"))",
                                        method: .exercised, measured: .number(Double(moves.count)), required: .number(Double(expected)), evidence: evidence(run)))
            }
        }
        let methods: [CheckMethod] = exercised > 0 ? (failures.contains { $0.method == .declared } ? [.declared, .exercised] : [.exercised]) : [.declared]
        return result(rule, failures, reviews: reviews, methods: methods,
                      note: "\(lists.count) lists and grids" + (held.isEmpty ? "" : "; held " + held.joined(separator: ", ")))
    }

    /// How long the arrow is held: past the key-repeat delay, several repeats.
    static let arrowHold: TimeSpan = 0.9

    /// Roles Return is expected to act on when focused: content items (select or open), controls
    /// (press) and text fields (return). A text view takes Return as a new line; sliders, resize
    /// handles, canvases and the like answer other keys.
    static let returnActivatedRoles: Set<ElementRole> = [
        .listItem, .gridItem, .folder, .sidebarItem, .button, .barButton, .tab, .segmentedControl, .link, .toggle, .menu, .textField,
    ]

    /// keyboard.return-activates: with each focus group focused in turn, Return performs the
    /// focused item's action (or the default button's), for the roles Return acts on.
    mutating func checkReturnActivates() throws -> RuleResult {
        let rule = RuleID.keyboardReturnActivates
        let groups = focusGroups
        let defaultButton = nodes.first { $0.element.isDefault }
        guard !groups.isEmpty || defaultButton != nil else { return notApplicable(rule, "no focus groups and no default button") }
        var steps: [ScenarioStep] = []
        if groups.isEmpty { steps.append(.s(.key("return"))) }
        for _ in groups { steps.append(.s(.key("tab"))); steps.append(.s(.key("return"))) }
        let run = try run(steps, profile: .keyboard)
        var failures: [Failure] = []
        if groups.isEmpty {
            if run.outcomes(.activate).isEmpty {
                failures.append(Failure(element: defaultButton!.element.id, message: "Return did not activate the default button", method: .exercised,
                                        measured: .text("no activate"), required: .text("activate"), evidence: evidence(run)))
            }
        } else {
            // Each focus move, then what Return did before the next one.
            let focus = run.outcomes(.focus)
            for (k, f) in focus.enumerated() {
                let until = k + 1 < focus.count ? focus[k + 1].t : Timestamp.distantFuture
                guard let focused = layout.node(f.element), Probe.returnActivatedRoles.contains(focused.element.role) else { continue }
                let activated = run.outcomes(.activate).contains { $0.t >= f.t && $0.t < until }
                if !activated {
                    failures.append(Failure(element: f.element,
                                            message: "Return with \(f.element) focused did nothing: it has no action and the window no default button",
                                            method: .exercised, measured: .text("no activate"), required: .text("activate"), evidence: evidence(run)))
                }
            }
        }
        return result(rule, failures, methods: [.exercised], note: "\(groups.count) focus groups")
    }

    /// keyboard.hardware-detected: with a hardware keyboard connected the app hides its
    /// on-screen keyboard shortcut bars: a tap where each bar is then reaches what is under it.
    mutating func checkHardwareKeyboard() throws -> RuleResult {
        let rule = RuleID.keyboardHardwareDetected
        let bars = nodes.filter { $0.element.role == .shortcutBar }
        guard !bars.isEmpty else { return notApplicable(rule, "no on-screen keyboard shortcut bar") }
        var failures: [Failure] = []
        for b in bars {
            let f = b.frame!
            let centre = ScenarioTarget.point(x: f.x + f.width / 2, y: f.y + f.height / 2)
            let run = try run([.s(.keyboard(connected: true)), .s(.wait(0.2)), .s(.tap(centre, count: 1, fingers: 1))], profile: .touchscreen)
            guard run.outcomes(.hardwareKeyboard).contains(where: { $0.keyboardConnected == true }) else {
                failures.append(Failure(element: "root", message: "connecting a hardware keyboard was not detected", method: .exercised,
                                        measured: .text("no hardwareKeyboard"), required: .text("hardwareKeyboard connected=true"), evidence: evidence(run)))
                continue
            }
            // A tap that reached the bar or something in it: the bar is still there.
            let bar = layout.nodeIndex(b.element.id)!
            let onBar = run.outcomes(.tap).map(\.element).first { id in
                layout.nodeIndex(id).map { $0 == bar || layout.isDescendant($0, of: bar) } ?? false
            }
            if let hit = onBar {
                failures.append(Failure(element: b.element.id,
                                        message: "with a hardware keyboard connected the on-screen shortcut bar stays: a tap at its centre reached \(hit)",
                                        method: .exercised, measured: .text(hit), required: .text("hidden (hiddenWithHardwareKeyboard: true)"),
                                        evidence: evidence(run)))
            }
        }
        return result(rule, failures, methods: [.declared, .exercised], note: "\(bars.count) shortcut bars tapped with a hardware keyboard connected")
    }
}

import Foundation
import InputModel

extension Probe {
    /// The actions the scene declares: shortcut actions and element default actions.
    var declaredActions: [(owner: String, action: String)] {
        allShortcuts.map { ($0.owner, $0.shortcut.action) }.filter { !$0.1.isEmpty }
            + nodes.compactMap { n in n.element.defaultAction.map { (n.element.id, $0) } }
    }

    /// keyboard.standard-shortcuts: each standard action declared has its standard shortcut, and it fires.
    func checkStandardShortcuts() -> RuleResult {
        let standard = declaredActions.filter { StandardShortcuts.table[$0.action] != nil }
        guard !standard.isEmpty else { return result("keyboard.standard-shortcuts", [], applicable: false) }
        var failures: [Failure] = []
        var seen = Set<String>()
        for (owner, action) in standard where seen.insert(action).inserted {
            let keys = StandardShortcuts.table[action]!
            let declared = allShortcuts.first { $0.shortcut.action == action }
            guard let declared else {
                failures.append(Failure(element: owner, message: "the \(action) action has no keyboard shortcut (expected \(keys))"))
                continue
            }
            if declared.shortcut.keys != KeyCombo(keys) {
                failures.append(Failure(element: declared.owner, message: "\(action) is on \(declared.shortcut.keys), expected \(keys)"))
                continue
            }
            guard let run = run([.s(.key(keys))], profile: .keyboard) else { continue }
            if !run.outcomes(.shortcut).contains(where: { $0.string("action") == action }) {
                failures.append(Failure(element: declared.owner, message: "pressing \(keys) did not trigger \(action)", evidence: evidence(run)))
            }
        }
        return result("keyboard.standard-shortcuts", failures, note: "\(seen.count) standard actions")
    }

    /// keyboard.discoverable: Command held 0.9 s lists every shortcut with a unique descriptive title.
    func checkDiscoverable() -> RuleResult {
        let shortcuts = allShortcuts.filter { n in n.owner == "root" || frame(n.owner) != nil }
        guard !shortcuts.isEmpty else { return result("keyboard.discoverable", [], applicable: false) }
        var failures: [Failure] = []
        var titles: [String: Int] = [:]
        for s in shortcuts { titles[s.shortcut.title, default: 0] += 1 }
        for s in shortcuts {
            let t = s.shortcut.title.trimmingCharacters(in: .whitespaces)
            if t.isEmpty {
                failures.append(Failure(element: s.owner, message: "\(s.shortcut.keys) has no title: it is missing from the overlay"))
            } else if titles[s.shortcut.title]! > 1 {
                failures.append(Failure(element: s.owner, message: "title \"\(t)\" is used by more than one shortcut"))
            } else if t.count < Probe.minimumTitleLength || KeyCombo(t.lowercased()) != nil {
                failures.append(Failure(element: s.owner, message: "title \"\(t)\" does not describe the command"))
            }
        }
        if let run = run([.s(.holdKey("cmd", duration: 1.2))], profile: .keyboard) {
            let shown = run.outcomes(.shortcutOverlay).first { $0.bool("shown") == true }
            if shown == nil {
                failures.append(Failure(element: "root", message: "holding Command 1.2 s showed no shortcut overlay", evidence: evidence(run)))
            } else {
                let listed = Set(shown?.strings("titles") ?? [])
                for s in shortcuts where !s.shortcut.title.isEmpty && !listed.contains(s.shortcut.title) {
                    failures.append(Failure(element: s.owner, message: "\"\(s.shortcut.title)\" is not listed in the overlay", evidence: evidence(run)))
                }
            }
        }
        return result("keyboard.discoverable", failures, note: "\(shortcuts.count) shortcuts")
    }

    /// Characters a shortcut title needs at least (one word of a few letters: "Copy", "New Message").
    static let minimumTitleLength = 3

    /// keyboard.no-system-conflicts: no shortcut on a reserved combination; reserved ones are consumed.
    func checkSystemConflicts() -> RuleResult {
        let reserved = SystemShortcuts.default
        var failures = reservedShortcutFailures(reserved)
        for f in failures.indices {
            let keys = allShortcuts.first { $0.owner == failures[f].element && reserved.isReserved($0.shortcut.keys) }!.shortcut.keys
            if let run = run([.s(.key(keys.description))], profile: .keyboard) {
                let consumed = !run.outcomes(.systemShortcut).isEmpty && run.outcomes(.shortcut).isEmpty
                failures[f].message += consumed ? "; the system consumes it, so the app never sees it" : "; and the press reached the app"
                failures[f].evidence = evidence(run)
            }
        }
        return result("keyboard.no-system-conflicts", failures, applicable: true,
                      note: "\(allShortcuts.count) shortcuts against \(reserved.reserved.count) reserved combinations")
    }

    /// Focus groups of the app in reading order (top to bottom, then left to right) with their items.
    var focusGroups: [(group: String, items: [ResolvedScene.Node])] {
        var groups: [String: [ResolvedScene.Node]] = [:]
        for n in nodes { if let g = n.element.focus?.group { groups[g, default: []].append(n) } }
        func origin(_ items: [ResolvedScene.Node]) -> (Double, Double) {
            let fs = items.compactMap(\.frame)
            return (fs.map(\.y).min() ?? 0, fs.map(\.x).min() ?? 0)
        }
        return groups.map { ($0.key, $0.value) }.sorted { a, b in
            let oa = origin(a.1), ob = origin(b.1)
            return (oa.0, oa.1, a.0) < (ob.0, ob.1, b.0)
        }
    }

    /// keyboard.tab-navigation: Tab visits the focus groups in reading order, Shift-Tab goes back.
    func checkTabNavigation() -> RuleResult {
        let groups = focusGroups
        guard groups.count >= 2 else { return result("keyboard.tab-navigation", [], applicable: false, note: "fewer than two focus groups") }
        var steps = groups.map { _ in ScenarioStep.s(.key("tab")) }
        steps.append(.s(.key("shift+tab")))
        guard let run = run(steps, profile: .keyboard) else { return result("keyboard.tab-navigation", [], applicable: false) }
        let visited = run.outcomes(.focus).compactMap { $0.string("group") }
        var failures: [Failure] = []
        let expected = groups.map(\.group)
        let forward = Array(visited.prefix(expected.count))
        if forward != expected {
            failures.append(Failure(element: "root", message: "Tab visited \(forward), expected reading order \(expected)", evidence: evidence(run)))
        } else if visited.count <= expected.count || visited[expected.count] != expected[expected.count - 2] {
            failures.append(Failure(element: "root", message: "Shift-Tab did not go back to \(expected[expected.count - 2])", evidence: evidence(run)))
        }
        return result("keyboard.tab-navigation", failures, note: "\(groups.count) focus groups")
    }

    /// keyboard.arrow-navigation: arrows move within a list group, a held arrow repeats.
    func checkArrowNavigation() -> RuleResult {
        let lists = focusGroups.filter { g in g.items.count >= 3 && g.items.allSatisfy { $0.element.role == .listItem || $0.element.role == .gridItem } }
        guard let list = lists.first else { return result("keyboard.arrow-navigation", [], applicable: false, note: "no list or grid focus group") }
        let groupsBefore = focusGroups.firstIndex { $0.group == list.group }!
        var steps = (0...groupsBefore).map { _ in ScenarioStep.s(.key("tab")) }
        steps.append(.s(.key("down")))
        steps.append(.s(.holdKey("down", duration: 0.8)))
        guard let run = run(steps, profile: .keyboard) else { return result("keyboard.arrow-navigation", [], applicable: false) }
        let moves = run.outcomes(.focus).filter { $0.string("group") == list.group }
        var failures: [Failure] = []
        if Set(moves.map(\.element)).count < 2 {
            failures.append(Failure(element: list.group, message: "the down arrow did not move focus within \(list.group)", evidence: evidence(run)))
        } else if moves.count < 4 {
            failures.append(Failure(element: list.group, message: "a held arrow did not repeat", evidence: evidence(run)))
        }
        return result("keyboard.arrow-navigation", failures, note: "group \(list.group)")
    }

    /// keyboard.return-activates: Return on the focused item activates it.
    func checkReturnActivates() -> RuleResult {
        guard let first = focusGroups.first else { return result("keyboard.return-activates", [], applicable: false, note: "no focus groups") }
        guard let run = run([.s(.key("tab")), .s(.key("return"))], profile: .keyboard) else { return result("keyboard.return-activates", [], applicable: false) }
        var failures: [Failure] = []
        if run.outcomes(.activate).isEmpty && run.outcomes(.tap).isEmpty {
            failures.append(Failure(element: first.group, message: "Return activated nothing", evidence: evidence(run)))
        }
        return result("keyboard.return-activates", failures)
    }

    /// keyboard.hardware-detected: a connected hardware keyboard is detected.
    func checkHardwareKeyboard() -> RuleResult {
        guard let run = run([.s(.keyboard(connected: true)), .s(.key("a"))], profile: .keyboard) else { return result("keyboard.hardware-detected", [], applicable: false) }
        let ok = run.outcomes(.hardwareKeyboard).contains { $0.bool("connected") == true }
        return result("keyboard.hardware-detected", ok ? [] : [Failure(element: "root", message: "no hardwareKeyboard outcome", evidence: evidence(run))])
    }
}

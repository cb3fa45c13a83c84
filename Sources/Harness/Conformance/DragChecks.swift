import InputModel

extension Probe {
    var draggables: [ResolvedScene.Node] { nodes.filter { $0.element.draggable != nil && isReachable($0.element.id) } }
    /// Drop destinations of any app in this environment (the companion app's too).
    var destinations: [ResolvedScene.Node] {
        layout.nodes.filter { $0.frame != nil && $0.element.dropDestination != nil }
    }

    /// A point inside a destination that hit-tests to it or to one of its descendants.
    func dropPoint(_ n: ResolvedScene.Node) -> ScenarioTarget {
        let f = n.frame!
        return .point(x: f.x + f.width / 2, y: f.y + f.height * 0.5)
    }

    /// A destination that accepts a draggable's items, not the draggable itself or its container.
    func compatibleDestination(for d: ResolvedScene.Node, sameApp: Bool? = nil) -> ResolvedScene.Node? {
        destinations.first { t in
            t.element.id != d.element.id && t.element.id != d.element.parent
                && t.element.dropDestination!.accepts(types: d.element.draggable!.types)
                && (sameApp == nil || (t.app == d.app) == sameApp!)
        }
    }

    func touchDrag(_ from: String, to: ScenarioTarget, dwell: Double = 0.3) -> ScenarioStep {
        .s(.drag(from: .element(from), to: to, hold: 0.45, duration: 0.5, dwell: dwell))
    }

    /// drag.source: selectable content is draggable, and touch-and-hold lifts it.
    func checkDragSource() -> RuleResult {
        // Content: list and grid items, or anything declared `selectable` (navigation items are not content).
        let selectable = nodes.filter { n in
            (n.element.selectable ?? (n.element.role == .listItem || n.element.role == .gridItem)) && isReachable(n.element.id)
        }
        guard !selectable.isEmpty else { return result("drag.source", [], applicable: false) }
        var failures = selectable.filter { $0.element.draggable == nil }.map {
            Failure(element: $0.element.id, message: "selectable content that cannot be dragged")
        }
        for n in selectable.filter({ $0.element.draggable != nil }).prefix(Probe.samplesPerRule) {
            let f = n.frame!
            guard let run = run([touchDrag(n.element.id, to: .point(x: f.x + f.width / 2 + 150, y: f.y + f.height / 2 + 60))], profile: .touchscreen) else { continue }
            if run.outcomes(.dragLift, element: n.element.id).isEmpty {
                failures.append(Failure(element: n.element.id, message: "touch-and-hold then move did not lift it", evidence: evidence(run)))
            }
        }
        return result("drag.source", failures)
    }

    /// drag.destination: editable content accepts drops of the types it can take.
    func checkDragDestination() -> RuleResult {
        let editable = nodes.filter { $0.element.role == .textView || $0.element.role == .textField }
        guard !editable.isEmpty else { return result("drag.destination", [], applicable: false) }
        var failures = editable.filter { $0.element.dropDestination == nil }.map {
            Failure(element: $0.element.id, message: "editable content that accepts no drops")
        }
        for t in editable where t.element.dropDestination != nil {
            guard let source = draggables.first(where: { t.element.dropDestination!.accepts(types: $0.element.draggable!.types) }) else { continue }
            guard let run = run([touchDrag(source.element.id, to: dropPoint(t))], profile: .touchscreen) else { continue }
            if !run.outcomes(.drop).contains(where: { $0.string("target") == t.element.id || $0.element == t.element.id }) {
                failures.append(Failure(element: t.element.id, message: "dropping \(source.element.id) on it was not accepted", evidence: evidence(run)))
            }
        }
        return result("drag.destination", failures)
    }

    /// drag.multi-item: tapping more draggable items with another finger adds them.
    func checkMultiItem() -> RuleResult {
        let multi = draggables.filter { $0.element.draggable!.multiSelect }
        guard multi.count >= 2 else { return result("drag.multi-item", [], applicable: false) }
        let a = multi[0], b = multi[1]
        let fa = a.frame!
        let away = ScenarioTarget.point(x: fa.x + fa.width / 2 + 200, y: fa.y + fa.height / 2 + 80)
        // The first finger lifts a and holds still; a second finger taps b 1.1 s in.
        let steps: [ScenarioStep] = [.s(.parallel([
            .s(.drag(from: .element(a.element.id), to: away, hold: 0.45, duration: 0.4, dwell: 1.2)),
            ScenarioStep.delayed(1.1, .s(.tap(.element(b.element.id), count: 1, fingers: 1))),
        ]))]
        guard let run = run(steps, profile: .touchscreen) else { return result("drag.multi-item", [], applicable: false) }
        let ok = run.outcomes(.dragItemAdded).contains { ($0.int("count") ?? 0) >= 2 }
        return result("drag.multi-item", ok ? [] : [Failure(element: b.element.id, message: "tapping it during a drag did not add it", evidence: evidence(run))])
    }

    /// drag.spring-loading: navigation containers spring open after a still dwell, and respond to a tap.
    func checkSpringLoading() -> RuleResult {
        let springs = nodes.filter { $0.element.springLoaded != nil && isReachable($0.element.id) }
        guard !springs.isEmpty else { return result("drag.spring-loading", [], applicable: false) }
        var failures: [Failure] = []
        let tapRoles: Set<ElementRole> = [.button, .barButton, .tab, .segmentedControl, .link]
        for s in springs {
            let id = s.element.id
            if s.element.defaultAction == nil && !tapRoles.contains(s.element.role) {
                failures.append(Failure(element: id, message: "spring loading is the only way in: a tap does nothing (declare its defaultAction)"))
            }
            guard let source = draggables.first(where: { $0.element.id != id }) else { continue }
            guard let run = run([touchDrag(source.element.id, to: .element(id), dwell: 1.6)], profile: .touchscreen) else { continue }
            let states = run.outcomes(.springLoad, element: id).compactMap { $0.string("state") }
            for want in ["possible", "activating", "activated"] where !states.contains(want) {
                failures.append(Failure(element: id, message: "dwelling over it never reached \(want)", evidence: evidence(run)))
                break
            }
        }
        return result("drag.spring-loading", failures)
    }

    /// drag.feedback: lift, destination highlight, drop; and a drag let go over nothing goes back.
    func checkDragFeedback() -> RuleResult {
        guard let source = draggables.first, let target = compatibleDestination(for: source) else {
            return result("drag.feedback", [], applicable: false)
        }
        var failures: [Failure] = []
        if let run = run([touchDrag(source.element.id, to: dropPoint(target))], profile: .touchscreen) {
            for (kind, what) in [(OutcomeKind.dragLift, "lift"), (.dropTargetEntered, "destination highlight"), (.drop, "drop")]
            where run.outcomes(kind).isEmpty {
                failures.append(Failure(element: source.element.id, message: "no \(what) when dragged to \(target.element.id)", evidence: evidence(run)))
            }
        }
        let w = environment.windowFrame
        if let run = run([.s(.drag(from: .element(source.element.id), to: .point(x: w.x + w.width - 60, y: w.y + 40), hold: 0.45, duration: 0.4, dwell: 0.2))], profile: .touchscreen),
           !run.outcomes(.dragLift).isEmpty, run.outcomes(.drop).isEmpty, run.outcomes(.dragCancelled).isEmpty {
            failures.append(Failure(element: source.element.id, message: "let go over no destination, the drag did not return", evidence: evidence(run)))
        }
        return result("drag.feedback", failures)
    }

    /// drag.move-or-copy: same container moves; another app copies.
    func checkMoveOrCopy() -> RuleResult {
        guard let source = draggables.first else { return result("drag.move-or-copy", [], applicable: false) }
        var failures: [Failure] = []
        var checked = 0
        if let other = compatibleDestination(for: source, sameApp: false) {
            checked += 1
            if let run = run([touchDrag(source.element.id, to: dropPoint(other))], profile: .touchscreen) {
                if !run.outcomes(.drop).contains(where: { $0.string("operation") == "copy" }) {
                    failures.append(Failure(element: other.element.id, message: "a drop from another app was not a copy", evidence: evidence(run)))
                }
            }
        }
        if let parent = source.element.parent, let container = layout.node(parent), container.element.dropDestination != nil,
           container.element.dropDestination!.policy != .copy {
            checked += 1
            let f = container.frame!
            if let run = run([touchDrag(source.element.id, to: .point(x: f.x + f.width / 2, y: f.y + f.height - 30))], profile: .touchscreen),
               !run.outcomes(.drop).contains(where: { $0.string("operation") == "move" }) {
                failures.append(Failure(element: parent, message: "a drop within the same container was not a move", evidence: evidence(run)))
            }
        }
        return result("drag.move-or-copy", failures, applicable: checked > 0)
    }

    /// drag.undo: Cmd-Z undoes a drop.
    func checkDragUndo() -> RuleResult {
        guard let source = draggables.first, let target = compatibleDestination(for: source, sameApp: true) else {
            return result("drag.undo", [], applicable: false)
        }
        guard let run = run([touchDrag(source.element.id, to: dropPoint(target)), .s(.key("cmd+z"))], profile: .touchscreen) else {
            return result("drag.undo", [], applicable: false)
        }
        let dropped = !run.outcomes(.drop).isEmpty
        let undone = !run.outcomes(.undo).isEmpty
        return result("drag.undo", dropped && undone ? [] : [
            Failure(element: target.element.id, message: dropped ? "Cmd-Z did not undo the drop" : "the drop did not happen", evidence: evidence(run)),
        ])
    }

    /// drag.autoscroll: dragging into a scroll view's edge zone scrolls it.
    func checkAutoscroll() -> RuleResult {
        let views = nodes.filter { n in
            guard n.element.role == .scrollView, let c = n.element.contentSize, let f = n.frame else { return false }
            return c.height > f.height + 1
        }
        guard let view = views.first, let source = draggables.first else { return result("drag.autoscroll", [], applicable: false) }
        let f = view.frame!
        let edge = ScenarioTarget.point(x: f.x + f.width / 2, y: f.y + f.height - 20)
        guard let run = run([touchDrag(source.element.id, to: edge, dwell: 1.2)], profile: .touchscreen) else {
            return result("drag.autoscroll", [], applicable: false)
        }
        return result("drag.autoscroll", run.outcomes(.autoscroll).isEmpty ? [
            Failure(element: view.element.id, message: "holding a drag in the bottom edge zone did not scroll it", evidence: evidence(run)),
        ] : [])
    }

    /// drag.forbidden: a destination refuses types it does not accept and the items return.
    func checkForbidden() -> RuleResult {
        for source in draggables {
            guard let refusing = destinations.first(where: { !$0.element.dropDestination!.accepts(types: source.element.draggable!.types) && $0.element.id != source.element.parent }) else { continue }
            guard let run = run([touchDrag(source.element.id, to: dropPoint(refusing))], profile: .touchscreen) else { continue }
            let refused = !run.outcomes(.dropForbidden).isEmpty && run.outcomes(.drop).isEmpty && !run.outcomes(.dragCancelled).isEmpty
            return result("drag.forbidden", refused ? [] : [
                Failure(element: refusing.element.id, message: "\(source.element.id) was not refused and returned", evidence: evidence(run)),
            ])
        }
        return result("drag.forbidden", [], applicable: false)
    }

    /// keyboard.drag-modifiers: Option held while dropping copies where the destination declares it.
    func checkDragModifiers() -> RuleResult {
        guard let source = draggables.first,
              let target = destinations.first(where: { $0.element.dropDestination!.optionCopies && $0.element.dropDestination!.accepts(types: source.element.draggable!.types) && $0.app == 0 })
        else { return result("keyboard.drag-modifiers", [], applicable: false) }
        let steps: [ScenarioStep] = [.s(.parallel([
            touchDrag(source.element.id, to: dropPoint(target), dwell: 0.4),
            ScenarioStep.delayed(0.9, .s(.holdKey("alt", duration: 0.9))),
        ]))]
        guard let run = run(steps, profile: .touchscreen) else { return result("keyboard.drag-modifiers", [], applicable: false) }
        return result("keyboard.drag-modifiers", run.outcomes(.drop).contains { $0.string("operation") == "copy" } ? [] : [
            Failure(element: target.element.id, message: "Option held while dropping did not copy", evidence: evidence(run)),
        ])
    }
}

extension ScenarioStep {
    /// A step that starts `delay` seconds after its parallel siblings.
    static func delayed(_ delay: Double, _ step: ScenarioStep) -> ScenarioStep {
        .s(.sequence([.s(.wait(delay)), step]))
    }
}

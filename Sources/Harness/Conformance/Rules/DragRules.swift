import InputModel

/// The drag and drop rules (docs/conformance.md, "Drag and drop"): each its text, its sources and its check.
extension ConformanceRule {
    static let dragSource = ConformanceRule(
        id: .dragSource, area: .drag,
        rule: "Selectable content is draggable: touch-and-hold lifts it.",
        guidelines: [Guideline.ipad("Drag and drop", "Inter-app drag and drop"), Guideline.hig("Drag and drop")],
        methods: [.declared, .exercised]) { try $0.checkDragSource() }

    static let dragDestination = ConformanceRule(
        id: .dragDestination, area: .drag,
        rule: "Editable content accepts drops of the types it can take.",
        guidelines: [Guideline.ipad("Drag and drop", "Inter-app drag and drop"), Guideline.hig("Drag and drop")],
        methods: [.declared, .exercised]) { try $0.checkDragDestination() }

    static let dragMultiItem = ConformanceRule(
        id: .dragMultiItem, area: .drag,
        rule: "Draggable items side by side join a drag: tapping more of them with another finger during a drag adds them.",
        guidelines: [Guideline.ipad("Drag and drop", "Multi-item drag"), Guideline.hig("Drag and drop")],
        methods: [.exercised]) { try $0.checkMultiItem() }

    static let dragSpringLoading = ConformanceRule(
        id: .dragSpringLoading, area: .drag,
        rule: "Navigation containers spring open after a still dwell, and also respond to a tap.",
        guidelines: [Guideline.ipad("Drag and drop", "Spring loading"), Guideline.hig("Drag and drop", "Spring loading")],
        methods: [.declared, .exercised]) { try $0.checkSpringLoading() }

    static let dragFeedback = ConformanceRule(
        id: .dragFeedback, area: .drag,
        rule: "A drag shows lift, destination highlight over a valid target, drop, and cancel back to the origin.",
        guidelines: [Guideline.ipad("Drag and drop", "Visual feedback"), Guideline.hig("Drag and drop")],
        methods: [.exercised]) { try $0.checkDragFeedback() }

    static let dragMoveOrCopy = ConformanceRule(
        id: .dragMoveOrCopy, area: .drag,
        rule: "A drop within the item's own container moves it; a drop from another app always copies.",
        guidelines: [Guideline.hig("Drag and drop", "Move or copy")],
        methods: [.exercised]) { try $0.checkMoveOrCopy() }

    static let dragUndo = ConformanceRule(
        id: .dragUndo, area: .drag,
        rule: "A drop can be undone with Cmd-Z.",
        guidelines: [Guideline.hig("Drag and drop", "Undo")],
        methods: [.exercised]) { try $0.checkDragUndo() }

    static let dragAutoscroll = ConformanceRule(
        id: .dragAutoscroll, area: .drag,
        rule: "Dragging into a scroll view's edge zone scrolls it.",
        guidelines: [Guideline.hig("Drag and drop", "Autoscroll")],
        methods: [.exercised]) { try $0.checkAutoscroll() }
}

extension Probe {
    /// Drop destinations of any app in this environment (the companion app's too).
    var destinations: [ResolvedScene.Node] {
        layout.nodes.filter { $0.frame != nil && $0.element.dropDestination != nil }
    }

    /// Where a drag is dropped on a destination: its centre (which reaches it unless something
    /// drawn above covers the centre: then the drop goes there, and the checks say so).
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

    /// A finger rests on `from` until the drag lifts (`liftHold`), travels to `to` in
    /// `Probe.dragTravel`, rests `dwell` and lets go.
    func touchDrag(_ from: String, to: ScenarioTarget, dwell: TimeSpan = Probe.dropPause) -> ScenarioStep {
        .s(.drag(from: .element(from), to: to, hold: Probe.liftHold, duration: Probe.dragTravel, dwell: dwell))
    }

    /// drag.source: selectable content is draggable, and touch-and-hold lifts it.
    mutating func checkDragSource() throws -> RuleResult {
        // Content: list and grid items, or anything declared `selectable` (navigation items are not content).
        let selectable = nodes.filter { n in
            (n.element.selectable ?? (n.element.role == .listItem || n.element.role == .gridItem)) && isReachable(n.element.id)
        }
        guard !selectable.isEmpty else { return notApplicable(.dragSource, "no selectable content the pointer or a finger can reach") }
        let undraggable = selectable.filter { $0.element.draggable == nil }
        let reviews = undraggable.filter { isUnknown(.draggable, $0.element) }.map {
            unknownFinding(.draggable, $0.element, "selectable content", required: .text("draggable"))
        }
        var failures = undraggable.filter { !isUnknown(.draggable, $0.element) }.map {
            Failure(element: $0.element.id, message: "selectable content that cannot be dragged (no draggable)", method: .declared,
                    measured: .text("not draggable"), required: .text("draggable"))
        }
        var exercised = false
        for n in selectable.filter({ $0.element.draggable != nil }).prefix(Probe.samplesPerRule) {
            let f = n.frame!
            let run = try run([touchDrag(n.element.id, to: .point(x: f.x + f.width / 2 + 150, y: f.y + f.height / 2 + 60))], profile: .touchscreen)
            exercised = true
            if run.outcomes(.dragLift, element: n.element.id).isEmpty {
                failures.append(Failure(element: n.element.id, message: "touch-and-hold then move did not lift it", method: .exercised,
                                        measured: .text("no dragLift"), required: .text("dragLift"), evidence: evidence(run)))
            }
        }
        return result(.dragSource, failures, reviews: reviews, methods: exercised ? [.declared, .exercised] : [.declared], note: "\(selectable.count) selectable items")
    }

    /// drag.destination: editable content accepts drops of the types it can take.
    mutating func checkDragDestination() throws -> RuleResult {
        let editable = textInputs
        guard !editable.isEmpty else { return notApplicable(.dragDestination, "no editable content") }
        var failures = editable.filter { $0.element.dropDestination == nil }.map {
            Failure(element: $0.element.id, message: "editable content that accepts no drops (no dropDestination)", method: .declared,
                    measured: .text("no dropDestination"), required: .text("dropDestination"))
        }
        var exercised = false
        for t in editable where t.element.dropDestination != nil {
            guard let source = draggables.first(where: { t.element.dropDestination!.accepts(types: $0.element.draggable!.types) }) else { continue }
            let run = try run([touchDrag(source.element.id, to: dropPoint(t))], profile: .touchscreen)
            exercised = true
            if !run.outcomes(.drop).contains(where: { $0.drop?.target == t.element.id || $0.element == t.element.id }) {
                failures.append(Failure(element: t.element.id, message: "dropping \(source.element.id) on it was not accepted", method: .exercised,
                                        measured: .text("no drop"), required: .text("drop target=\(t.element.id)"), evidence: evidence(run)))
            }
        }
        return result(.dragDestination, failures, methods: exercised ? [.declared, .exercised] : [.declared], note: "\(editable.count) editable elements")
    }

    /// Roles of content items: what people select several of and drag together.
    static let contentRoles: Set<ElementRole> = [.listItem, .gridItem, .folder, .image]

    /// Controls: what a person acts with, not content gathered into a drag, even when draggable.
    static let controlRoles: Set<ElementRole> = [.button, .barButton, .tab, .segmentedControl, .textField, .textView, .link,
                                                 .slider, .toggle, .menu, .resizeHandle]

    /// Draggable content items that share a container, two or more: a list or grid of content
    /// (items declared `selectable`, or dragged several at a time, `multiSelect`, count whatever
    /// their role but a control's; draggable tabs or buttons do not).
    var draggableSiblings: [ResolvedScene.Node] { draggableSiblingGroups.first?.items ?? [] }

    /// Every group of two or more draggable content items sharing a container (the lists and
    /// grids a drag can gather from), in node order.
    var draggableSiblingGroups: [(container: String, items: [ResolvedScene.Node])] {
        Probe.siblingGroups(draggables.filter { n in
            let e = n.element
            return Probe.contentRoles.contains(e.role) || e.selectable == true
                || (e.draggable?.multiSelect == true && !Probe.controlRoles.contains(e.role))
        })
    }

    /// drag.multi-item: draggable items side by side join a drag: tapping another with a second
    /// finger while one is dragged adds it.
    mutating func checkMultiItem() throws -> RuleResult {
        let siblings = draggableSiblings
        guard siblings.count >= 2 else { return notApplicable(.dragMultiItem, "fewer than two draggable items side by side") }
        let a = siblings[0], b = siblings[1]
        let fa = a.frame!
        let away = ScenarioTarget.point(x: fa.x + fa.width / 2 + 200, y: fa.y + fa.height / 2 + 80)
        // The first finger lifts a, carries it away and rests; a second finger taps b once it
        // rests (`multiItemTapAt`), and the first lets go well after the tap.
        let steps: [ScenarioStep] = [.s(.parallel([
            .s(.drag(from: .element(a.element.id), to: away, hold: Probe.liftHold, duration: Probe.shortDragTravel, dwell: Probe.multiItemRest)),
            ScenarioStep.delayed(Probe.multiItemTapAt, .s(.tap(.element(b.element.id), count: 1, fingers: 1))),
        ]))]
        let run = try run(steps, profile: .touchscreen)
        let ok = run.outcomes(.dragItemAdded).contains { ($0.itemsAdded?.count ?? 0) >= 2 }
        let single = siblings.filter { !$0.element.draggable!.multiSelect }.map(\.element.id)
        let why = single.isEmpty ? "" : " (\(single.joined(separator: ", ")) declare multiSelect: false)"
        return result(.dragMultiItem, ok ? [] : [Failure(element: b.element.id, message: "tapping it with a second finger while \(a.element.id) was dragged did not add it\(why)",
                                                            method: .exercised, measured: .text("no dragItemAdded"), required: .text("dragItemAdded count=2"),
                                                            evidence: evidence(run))],
                      methods: [.exercised], note: "\(a.element.id) dragged, \(b.element.id) tapped")
    }

    /// drag.spring-loading: navigation containers spring open after a still dwell, and respond to a tap.
    mutating func checkSpringLoading() throws -> RuleResult {
        let springs = nodes.filter { $0.element.springLoaded != nil && isReachable($0.element.id) }
        guard !springs.isEmpty else { return notApplicable(.dragSpringLoading, "no spring-loaded element") }
        var exercised = false
        var failures: [Failure] = []
        var reviews: [Failure] = []
        let tapRoles: Set<ElementRole> = [.button, .barButton, .tab, .segmentedControl, .link]
        for s in springs {
            let id = s.element.id
            if s.element.defaultAction == nil && !tapRoles.contains(s.element.role) {
                if isUnknown(.defaultAction, s.element) {
                    reviews.append(unknownFinding(.defaultAction, s.element, "spring-loaded; whether a tap opens it too", required: .text("a tap action as well")))
                } else {
                    failures.append(Failure(element: id, message: "spring loading is the only way in: a tap does nothing (no defaultAction)", method: .declared,
                                            measured: .text("no defaultAction"), required: .text("a tap action as well")))
                }
            }
            guard let source = draggables.first(where: { $0.element.id != id }) else { continue }
            let run = try run([touchDrag(source.element.id, to: .element(id), dwell: Probe.springLoadDwell)], profile: .touchscreen)
            exercised = true
            let states = run.outcomes(.springLoad, element: id).compactMap { $0.springLoadState?.rawValue }
            for want in ["possible", "activating", "activated"] where !states.contains(want) {
                failures.append(Failure(element: id, message: "dragging \(source.element.id) onto it and holding still \(fmt(Probe.springLoadDwell.seconds)) s never reached \(want)", method: .exercised,
                                        measured: .texts(states), required: .texts(["possible", "activating", "activated"]), evidence: evidence(run)))
                break
            }
        }
        return result(.dragSpringLoading, failures, reviews: reviews, methods: exercised ? [.declared, .exercised] : [.declared], note: "\(springs.count) spring-loaded elements")
    }

    /// drag.feedback: lift, destination highlight, drop; and a drag let go over nothing goes back.
    mutating func checkDragFeedback() throws -> RuleResult {
        guard let source = draggables.first, let target = compatibleDestination(for: source) else {
            return notApplicable(.dragFeedback, "no draggable item with a destination that accepts it")
        }
        var failures: [Failure] = []
        let run = try run([touchDrag(source.element.id, to: dropPoint(target))], profile: .touchscreen)
        for (kind, what) in [(OutcomeKind.dragLift, "lift"), (.dropTargetEntered, "destination highlight"), (.drop, "drop")]
        where run.outcomes(kind).isEmpty {
            failures.append(Failure(element: source.element.id, message: "no \(what) when dragged to \(target.element.id)", method: .exercised,
                                    measured: .text("no \(kind.rawValue)"), required: .text(kind.rawValue), evidence: evidence(run)))
        }
        let w = environment.windowFrame
        let away = try self.run([.s(.drag(from: .element(source.element.id), to: .point(x: w.x + w.width - 60, y: w.y + 40), hold: Probe.liftHold, duration: Probe.shortDragTravel, dwell: Probe.letGoPause))],
                                profile: .touchscreen)
        if !away.outcomes(.dragLift).isEmpty, away.outcomes(.drop).isEmpty, away.outcomes(.dragCancelled).isEmpty {
            failures.append(Failure(element: source.element.id, message: "let go over no destination, the drag did not return", method: .exercised,
                                    measured: .text("no dragCancelled"), required: .text("dragCancelled"), evidence: evidence(away)))
        }
        return result(.dragFeedback, failures, methods: [.exercised], note: "\(source.element.id) dragged to \(target.element.id) and to nowhere")
    }

    /// drag.move-or-copy: same container moves; another app copies.
    mutating func checkMoveOrCopy() throws -> RuleResult {
        guard let source = draggables.first else { return notApplicable(.dragMoveOrCopy, "no draggable item") }
        var failures: [Failure] = []
        var checked = 0
        if let other = compatibleDestination(for: source, sameApp: false) {
            checked += 1
            let run = try run([touchDrag(source.element.id, to: dropPoint(other))], profile: .touchscreen)
            if !run.outcomes(.drop).contains(where: { $0.drop?.operation == .copy }) {
                failures.append(Failure(element: other.element.id, message: "a drop from another app was not a copy", method: .exercised,
                                        measured: .texts(run.outcomes(.drop).compactMap { $0.drop?.operation.rawValue }), required: .text("copy"), evidence: evidence(run)))
            }
        }
        if let parent = source.element.parent, let container = layout.node(parent), container.element.dropDestination != nil {
            checked += 1
            let f = container.frame!
            let run = try run([touchDrag(source.element.id, to: .point(x: f.x + f.width / 2, y: f.y + f.height - 30))], profile: .touchscreen)
            if !run.outcomes(.drop).contains(where: { $0.drop?.operation == .move }) {
                failures.append(Failure(element: parent, message: "dropping \(source.element.id) within its own container \(parent) did not move it (policy \(container.element.dropDestination!.policy.rawValue))", method: .exercised,
                                        measured: .texts(run.outcomes(.drop).compactMap { $0.drop?.operation.rawValue }), required: .text("move"), evidence: evidence(run)))
            }
        }
        guard checked > 0 else { return notApplicable(.dragMoveOrCopy, "no destination in another app and no droppable container of the item") }
        return result(.dragMoveOrCopy, failures, methods: [.exercised], note: "\(checked) drops")
    }

    /// drag.undo: Cmd-Z undoes a drop.
    mutating func checkDragUndo() throws -> RuleResult {
        guard let source = draggables.first, let target = compatibleDestination(for: source, sameApp: true) else {
            return notApplicable(.dragUndo, "no drop within the app")
        }
        let run = try run([touchDrag(source.element.id, to: dropPoint(target)), .s(.key("cmd+z"))], profile: .touchscreen)
        let dropped = !run.outcomes(.drop).isEmpty
        let undone = !run.outcomes(.undo).isEmpty
        if dropped && !undone && undoUnknown(target.element) {
            return result(.dragUndo, [], reviews: [
                Failure(element: target.element.id, message: "Cmd-Z after dropping \(source.element.id) on it undid nothing as the scene stands: \(whyUnknown(.undo))",
                        method: .exercised, measured: .text("unknown"), required: .text("undo"), evidence: evidence(run), decide: howToDeclare(.undo, target.element.id)),
            ], methods: [.exercised], note: "\(source.element.id) dropped on \(target.element.id), then Cmd-Z")
        }
        return result(.dragUndo, dropped && undone ? [] : [
            Failure(element: target.element.id, message: dropped ? "Cmd-Z after dropping \(source.element.id) did not undo the drop" : "dropping \(source.element.id) on it did not happen",
                    method: .exercised, measured: .text(dropped ? "no undo" : "no drop"), required: .text(dropped ? "undo" : "drop"), evidence: evidence(run)),
        ], methods: [.exercised], note: "\(source.element.id) dropped on \(target.element.id), then Cmd-Z")
    }

    /// How long a drag is held still over a spring-loaded element: past its possible and activating
    /// states (docs/interaction-machine.md, "Drag session"), and `springLoadMargin` more.
    static var springLoadDwell: TimeSpan {
        let c = InteractionConstants.default
        return c.springLoadPossibleDuration + c.springLoadActivatingDuration + springLoadMargin
    }
    /// Room past spring loading's states for the drag to be judged still (`springLoadStillInterval`,
    /// after the last synthesized motion) and a report period or two.
    static let springLoadMargin: TimeSpan = 0.4
    /// How long a drag is held in a scroll view's bottom edge zone (docs/conformance.md,
    /// drag.autoscroll): the autoscroll dwell and `autoscrollMargin` more, for the first scroll to come.
    static var autoscrollDwell: TimeSpan { InteractionConstants.default.autoscrollDwell + autoscrollMargin }
    static let autoscrollMargin: TimeSpan = 0.45
    /// How long a finger rests before it moves, to lift a drag: the lift delay and `liftMargin`
    /// more, past it whatever the synthesized sampling.
    static var liftHold: TimeSpan { InteractionConstants.default.dragLiftDelay + liftMargin }
    static let liftMargin: TimeSpan = 0.125
    /// How long a dragging finger travels to where it drops (slow enough for the destination's
    /// feedback to follow it), and to where a check parks it.
    static let dragTravel: TimeSpan = 0.5
    static let shortDragTravel: TimeSpan = 0.4
    /// How long a drag rests where it drops before it lets go: shorter than what a dwell there
    /// would start (the autoscroll dwell, spring loading's first step) by `dropPauseMargin`.
    static var dropPause: TimeSpan {
        let c = InteractionConstants.default
        return min(c.autoscrollDwell, c.springLoadPossibleDuration) - dropPauseMargin
    }
    static let dropPauseMargin: TimeSpan = 0.45
    /// How long a drag parked over nothing rests before it lets go (drag.feedback: the drag returns).
    static let letGoPause: TimeSpan = 0.2
    /// drag.multi-item: how long after the first finger lands the second taps — once the lifted
    /// item has travelled and rests (`liftHold` + `shortDragTravel`), `multiItemTapSettle` later.
    static var multiItemTapAt: TimeSpan { liftHold + shortDragTravel + multiItemTapSettle }
    static let multiItemTapSettle: TimeSpan = 0.25
    /// drag.multi-item: how long the dragged item rests: past the tap (`Synthesizer.tapDuration`
    /// after `multiItemTapSettle`), with room.
    static let multiItemRest: TimeSpan = 1.2

    /// drag.autoscroll: dragging into a scroll view's edge zone scrolls it.
    mutating func checkAutoscroll() throws -> RuleResult {
        let views = nodes.filter { Probe.moreContent($0).down }
        guard let view = views.first, let source = draggables.first else { return notApplicable(.dragAutoscroll, "no scroll view with more content, or nothing to drag") }
        let f = view.frame!
        let edge = ScenarioTarget.point(x: f.x + f.width / 2, y: f.y + f.height - 20)
        let run = try run([touchDrag(source.element.id, to: edge, dwell: Probe.autoscrollDwell)], profile: .touchscreen)
        return result(.dragAutoscroll, run.outcomes(.autoscroll).isEmpty ? [
            Failure(element: view.element.id, message: "holding a drag \(fmt(Probe.autoscrollDwell.seconds)) s in its bottom edge zone did not scroll it", method: .exercised,
                    measured: .text("no autoscroll"), required: .text("autoscroll"), evidence: evidence(run)),
        ] : [], methods: [.exercised], note: "\(source.element.id) held at the bottom edge of \(view.element.id)")
    }

}

extension ScenarioStep {
    /// A step that starts `delay` after its parallel siblings.
    static func delayed(_ delay: TimeSpan, _ step: ScenarioStep) -> ScenarioStep {
        .s(.sequence([.s(.wait(delay)), step]))
    }
}

import InputModel

/// The pointer and trackpad rules (docs/conformance.md, "Pointer and trackpad"): each its text, its sources and its check.
extension ConformanceRule {
    static let pointerHoverEffect = ConformanceRule(
        id: .pointerHoverEffect, area: .pointer,
        rule: "Hovering any interactive element yields hoverBegan with an effect other than none, and hoverEnded on exit.",
        guidelines: [Guideline.ipad("Pointer & Trackpad", "Hover effects"), Guideline.ipad("Anti-patterns", "Ignoring pointer hover states")],
        methods: [.exercised]) { try $0.checkHoverEffects() }

    static let pointerMagnetism = ConformanceRule(
        id: .pointerMagnetism, area: .pointer,
        rule: "A pointer entering a button's hit region snaps to it (pointerSnapped): buttons use the highlight or lift effect.",
        guidelines: [Guideline.ipad("Pointer & Trackpad", "Pointer magnetism")],
        methods: [.exercised]) { try $0.checkMagnetism() }

    static let pointerSecondaryClick = ConformanceRule(
        id: .pointerSecondaryClick, area: .pointer,
        rule: "Every element with a context menu opens it on secondary click without a hold.",
        guidelines: [Guideline.ipad("Pointer & Trackpad", "Right-click context menus")],
        methods: [.declared, .exercised]) { try $0.checkSecondaryClick() }

    static let pointerScroll = ConformanceRule(
        id: .pointerScroll, area: .pointer,
        rule: "Scroll views scroll with two-finger trackpad scrolling and mouse wheels.",
        guidelines: [Guideline.ipad("Pointer & Trackpad", "Trackpad scrolling")],
        methods: [.exercised]) { try $0.checkScroll() }

    static let pointerCursor = ConformanceRule(
        id: .pointerCursor, area: .pointer,
        rule: "Text gives an I-beam, links a pointing hand, resize handles a resize shape, draggable items a grab shape.",
        guidelines: [Guideline.ipad("Pointer & Trackpad", "Cursor for content areas")],
        methods: [.declared, .exercised]) { try $0.checkCursor() }

    static let pointerDrag = ConformanceRule(
        id: .pointerDrag, area: .pointer,
        rule: "Click-and-drag lifts draggable items; among draggable items side by side, Shift-click and Cmd-click extend the selection.",
        guidelines: [Guideline.ipad("Pointer & Trackpad", "Pointer-driven drag and drop")],
        methods: [.exercised]) { try $0.checkPointerDrag() }
}

extension Probe {

    /// pointer.hover-effect: hovering each interactive element gives hoverBegan with an effect, then
    /// hoverEnded; and a hover effect declared on an element that takes no action fails (needs
    /// review on an imported view, whose class may act on touches itself).
    mutating func checkHoverEffects() throws -> RuleResult {
        let rule = RuleID.pointerHoverEffect
        let targets = pointerTargets
        let inert = hoverOnInertElements
        guard !targets.isEmpty || !inert.isEmpty else { return notApplicable(rule, "no interactive element the pointer can reach") }
        var failures: [Failure] = []
        var reviews: [Failure] = []
        // A hover effect declared where nothing acts promises an action that isn't there.
        let wantedInert = Measure.text("an element that acts on input, or no hover effect")
        for n in inert {
            let e = n.element
            let message = "hover effect \(e.hoverEffect!.rawValue) on this \(e.role.rawValue), which takes no action (no tap action, menu, drag or spring loading, and in nothing that has one): the pointer promises an action that isn't there"
            if e.className != nil {
                // A dump shows the view's recognizers and interactions, not an action its class
                // handles itself (touchesBegan, a control's target).
                reviews.append(Failure(element: e.id, message: message + ", as far as the dump shows", method: .declared,
                                       measured: .text(e.role.rawValue), required: wantedInert,
                                       decide: "if tapping \(e.id) does something, give it that action in the overlay (\(e.id): {defaultAction: …}); if not, remove its pointer interaction"))
            } else {
                failures.append(Failure(element: e.id, message: message, method: .declared, measured: .text(e.role.rawValue), required: wantedInert))
            }
        }
        guard !targets.isEmpty else {
            return result(rule, failures, reviews: reviews, methods: [.declared], note: "\(inert.count) hover effects on elements that take no action")
        }
        var steps = targets.map { ScenarioStep.s(.pointerMove(to: .element($0.element.id), duration: 0.2)) }
        steps.append(.s(.pointerMove(to: .point(x: 1, y: 1), duration: 0.2)))
        let run = try run(steps, profile: .mouse)
        let wanted = Measure.texts(["highlight", "lift", "hover"])
        for n in targets {
            let id = n.element.id
            let began = run.outcomes(.hoverBegan, element: id)
            if began.isEmpty {
                failures.append(Failure(element: id, message: "the mouse pointer entered it and no hoverBegan followed", method: .exercised,
                                        measured: .text("no hoverBegan"), required: wanted, evidence: evidence(run)))
            } else if began.allSatisfy({ $0.hover?.effect == HoverEffect.none }) {
                if isUnknown(.hoverEffect, n.element) {
                    var f = unknownFinding(.hoverEffect, n.element, "hover effect none as the scene stands", required: wanted)
                    f.method = .exercised
                    f.evidence = evidence(run)
                    reviews.append(f)
                    continue
                }
                failures.append(Failure(element: id, message: "hover effect none: the pointer over it shows no highlight, lift or hover",
                                        method: .exercised, measured: .text("none"), required: wanted, evidence: evidence(run)))
            } else if run.outcomes(.hoverEnded, element: id).isEmpty {
                failures.append(Failure(element: id, message: "the pointer left it and no hoverEnded followed", method: .exercised,
                                        measured: .text("no hoverEnded"), required: .text("hoverEnded"), evidence: evidence(run)))
            }
        }
        return result(rule, failures, reviews: reviews, methods: inert.isEmpty ? [.exercised] : [.declared, .exercised],
                      note: "\(targets.count) elements hovered with a mouse" + (inert.isEmpty ? "" : "; \(inert.count) hover effects on elements that take no action"))
    }

    /// Laid-out elements with a hover effect declared that act on no input, inside nothing that
    /// does (an image in a selectable cell shares the cell's action).
    var hoverOnInertElements: [ResolvedScene.Node] {
        nodes.filter { n in
            let e = n.element
            guard let effect = e.hoverEffect, effect != .none, e.enabled, !e.isInteractive else { return false }
            return !hasAncestor(n) { $0.isInteractive }
        }
    }

    /// pointer.magnetism: a pointer just outside a button, inside its hit region, snaps to it.
    mutating func checkMagnetism() throws -> RuleResult {
        let rule = RuleID.pointerMagnetism
        let buttons = pointerTargets.filter { $0.element.role.snapsPointer }
        guard !buttons.isEmpty else { return notApplicable(rule, "no buttons, bar buttons, tabs or segmented controls the pointer can reach") }
        var failures: [Failure] = []
        var approached = 0
        for n in buttons {
            let f = n.frame!
            // 4 pt above the top edge: inside the padded hit region, outside the visible frame.
            let p = ScreenPoint(x: f.x + f.width / 2, y: f.y - Probe.magnetismProbeDistance)
            if let other = layout.hitTest(p), layout.nodes[other].element.isInteractive { continue }
            approached += 1
            let run = try run([.s(.pointerMove(to: .point(x: p.x, y: p.y), duration: 0.25)), .s(.wait(0.1))], profile: .mouse)
            if run.outcomes(.pointerSnapped, element: n.element.id).isEmpty {
                failures.append(Failure(element: n.element.id,
                                        message: "the pointer \(fmt(Probe.magnetismProbeDistance)) pt above it did not snap to it (hover effect \(n.element.effectiveHoverEffect.rawValue))",
                                        method: .exercised, measured: .text("no pointerSnapped"), required: .text("pointerSnapped"), evidence: evidence(run)))
            }
        }
        guard approached > 0 else { return notApplicable(rule, "every button has another control right above it") }
        return result(rule, failures, methods: [.exercised], note: "\(approached) buttons approached from \(fmt(Probe.magnetismProbeDistance)) pt above")
    }

    /// How long a trackpad probe takes to bring the pointer to an element before clicking it
    /// (enough for the re-grips of a full-screen move on a 13-inch iPad).
    static let trackpadApproach: TimeSpan = 1.2

    /// Distance (pt) outside a button's frame where the magnetism probe stops: inside the 12 pt padding (HIG › Pointing devices).
    static let magnetismProbeDistance = 4.0

    /// pointer.secondary-click: right click, control-click and a trackpad two-finger click open menus at once.
    mutating func checkSecondaryClick() throws -> RuleResult {
        let rule = RuleID.pointerSecondaryClick
        let withMenus = nodes.filter { $0.element.contextMenu != nil && isReachable($0.element.id) }
        let menuless = pointerTargets.filter { n in
            (n.element.role == .listItem || n.element.role == .gridItem || n.element.role == .folder || n.element.role == .sidebarItem)
                && n.element.contextMenu == nil
        }
        guard !withMenus.isEmpty || !menuless.isEmpty else { return notApplicable(rule, "no context menus and no content items") }
        let unknown = menuless.filter { isUnknown(.contextMenu, $0.element) }
        let reviews = unknown.map { unknownFinding(.contextMenu, $0.element, "a \($0.element.role.rawValue)", required: .text("a context menu")) }
        var failures = menuless.filter { !isUnknown(.contextMenu, $0.element) }.map {
            Failure(element: $0.element.id, message: "a \($0.element.role.rawValue) without a context menu: secondary click does nothing",
                    method: .declared, measured: .text("no contextMenu"), required: .text("a context menu"))
        }
        for n in withMenus {
            let id = n.element.id
            let variants: [(String, [ScenarioStep], DeviceProfile)] = [
                ("mouse right button", [.s(.click(at: .element(id), button: .secondary, modifiers: [], count: 1))], .mouse),
                ("control-click", [.s(.click(at: .element(id), button: .primary, modifiers: ["ctrl"], count: 1))], .mouse),
                // A trackpad finger re-grips at the pad's edge, so a long way takes more time: the
                // pointer gets there first, then clicks.
                ("trackpad two-finger click", [.s(.pointerMove(to: .element(id), duration: Probe.trackpadApproach)),
                                               .s(.click(at: .element(id), button: .secondary, modifiers: [], count: 1))], .trackpad),
            ]
            for (name, steps, profile) in variants {
                let run = try run(steps, profile: profile)
                let menus = run.outcomes(.contextMenu, element: id).filter { $0.contextMenuTrigger == .secondaryClick }
                if menus.isEmpty {
                    failures.append(Failure(element: id, message: "\(name) opened no context menu", method: .exercised,
                                            measured: .text("no contextMenu"), required: .text("contextMenu trigger=secondaryClick"), evidence: evidence(run)))
                }
            }
        }
        let methods: [CheckMethod] = withMenus.isEmpty ? [.declared] : menuless.isEmpty ? [.exercised] : [.declared, .exercised]
        return result(rule, failures, reviews: reviews, methods: methods,
                      note: "\(withMenus.count) context menus, 3 ways each; \(menuless.count - unknown.count) content items without one" + (unknown.isEmpty ? "" : "; \(unknown.count) whose menus no dump shows"))
    }

    /// pointer.scroll: scroll views scroll with trackpad (continuous, momentum) and wheel (discrete),
    /// each along an axis the view scrolls (down where it has more content below, else across):
    /// a scroll's pan begins only along an axis its view can scroll.
    mutating func checkScroll() throws -> RuleResult {
        let rule = RuleID.pointerScroll
        let views = nodes.filter(Probe.scrolls)
        guard !views.isEmpty else { return notApplicable(rule, "no scroll view with more content than it shows") }
        var failures: [Failure] = []
        for n in views {
            let id = n.element.id
            let at = ScenarioTarget.point(x: n.frame!.x + n.frame!.width / 2, y: n.frame!.y + n.frame!.height / 2)
            let down = Probe.moreContent(n).down
            let pad = try run([.s(.scroll(at: at, dx: down ? 0 : -200, dy: down ? -200 : 0, device: .trackpad, duration: 0.3))], profile: .trackpad)
            let s = pad.outcomes(.scroll, element: id)
            if s.isEmpty {
                failures.append(Failure(element: id, message: "two-finger trackpad scrolling did not scroll it", method: .exercised,
                                        measured: .text("no scroll"), required: .text("scroll"), evidence: evidence(pad)))
            } else if !s.contains(where: { $0.scroll?.phase == .momentum }) {
                failures.append(Failure(element: id, message: "no momentum after the fingers lifted", method: .exercised,
                                        measured: .text("no momentum"), required: .text("scroll phase=momentum"), evidence: evidence(pad)))
            }
            let wheel = try run([.s(.scroll(at: at, dx: down ? 0 : -100, dy: down ? -100 : 0, device: .wheel, duration: 0.3))], profile: .mouse)
            if wheel.outcomes(.scroll, element: id).isEmpty {
                failures.append(Failure(element: id, message: "the mouse wheel did not scroll it", method: .exercised,
                                        measured: .text("no scroll"), required: .text("scroll"), evidence: evidence(wheel)))
            }
        }
        return result(rule, failures, methods: [.exercised], note: "\(views.count) scroll views, trackpad and wheel")
    }

    /// pointer.cursor: text → I-beam, links → pointing hand, draggable items → grab, resize
    /// handles → a resize shape (declared and seen on hover). UIKit has no grab shape, so a
    /// draggable item shows one only where its pointer style draws it; an imported item whose
    /// dump does not show its pointer interaction needs review.
    mutating func checkCursor() throws -> RuleResult {
        let rule = RuleID.pointerCursor
        func expected(_ e: SceneElement) -> [PointerShape]? {
            if e.role == .textField || e.role == .textView { return [.iBeam] }
            if e.role == .link { return [.link] }
            if e.role == .resizeHandle { return [.resize, .resizeHorizontal, .resizeVertical] }
            if e.draggable != nil { return [.grab] }
            return nil
        }
        let relevant = pointerTargets.filter { expected($0.element) != nil }
        guard !relevant.isEmpty else { return notApplicable(rule, "no text, links, resize handles or draggable items the pointer can reach") }
        var failures: [Failure] = []
        var reviews: [Failure] = []
        let steps = relevant.map { ScenarioStep.s(.pointerMove(to: .element($0.element.id), duration: 0.2)) }
        let run = try run(steps, profile: .mouse)
        for n in relevant {
            let e = n.element
            let wanted = expected(e)!
            let want = wanted.map(\.rawValue)
            let seen = run.outcomes(.hoverBegan, element: e.id).compactMap { $0.hover?.shape }
            guard !seen.contains(where: wanted.contains) else { continue }
            let shown = (seen.first ?? e.effectivePointerShape).rawValue
            let custom = wanted == [.grab] ? " (UIKit has no grab shape: the item's pointer style draws one)" : ""
            if wanted == [.grab], e.pointerShape == nil, isUnknown(.hoverEffect, e) {
                reviews.append(Failure(element: e.id, message: "pointer shape \(shown) over a draggable \(e.role.rawValue) as the scene stands\(custom): \(whyUnknown(.hoverEffect))",
                                       method: .exercised, measured: .text("unknown"), required: .texts(want), evidence: evidence(run),
                                       decide: "if its pointer style draws a grab hand, declare it in the overlay: elements: {\(Probe.yamlKey(e.id)): {pointerShape: grab}}"))
                continue
            }
            failures.append(Failure(element: e.id, message: "pointer shape \(shown) over a \(e.draggable != nil && wanted == [.grab] ? "draggable " : "")\(e.role.rawValue), needs \(want.joined(separator: " or "))\(custom)",
                                    method: .exercised, measured: .text(shown), required: .texts(want), evidence: evidence(run)))
        }
        return result(rule, failures, reviews: reviews, methods: [.exercised], note: "\(relevant.count) elements hovered")
    }

    /// pointer.drag: click-and-drag lifts draggable items; Shift/Cmd-click extends the selection.
    mutating func checkPointerDrag() throws -> RuleResult {
        let rule = RuleID.pointerDrag
        let draggables = pointerTargets.filter { $0.element.draggable != nil }
        guard !draggables.isEmpty else { return notApplicable(rule, "no draggable items the pointer can reach") }
        var failures: [Failure] = []
        for n in draggables.prefix(Probe.samplesPerRule) {
            let f = n.frame!
            let to = ScenarioTarget.point(x: f.x + f.width / 2 + 120, y: f.y + f.height / 2 + 40)
            let run = try run([.s(.clickDrag(from: .element(n.element.id), to: to, duration: 0.5, modifiers: []))], profile: .mouse)
            if run.outcomes(.dragLift, element: n.element.id).isEmpty {
                failures.append(Failure(element: n.element.id, message: "click-and-drag did not lift it", method: .exercised,
                                        measured: .text("no dragLift"), required: .text("dragLift"), evidence: evidence(run)))
            }
        }
        // Draggable items side by side: pointer users select several with Shift- and Cmd-click,
        // in every list and grid (photos that cannot be multi-selected fail even where folders can).
        let groups = draggableSiblingGroups
        for group in groups {
            let a = group.items[0].element.id, b = group.items[1].element.id
            for mod in ["shift", "cmd"] {
                let run = try run([.s(.click(at: .element(a), button: .primary, modifiers: [], count: 1)),
                                   .s(.click(at: .element(b), button: .primary, modifiers: [mod], count: 1))], profile: .mouse)
                if !run.outcomes(.selection).contains(where: { ($0.selectedItems ?? []).count >= 2 }) {
                    failures.append(Failure(element: b, message: "\(mod)-click after clicking \(a) did not extend the selection", method: .exercised,
                                            measured: .text("no selection of 2"), required: .text("selection of \(a), \(b)"), evidence: evidence(run)))
                }
            }
        }
        return result(rule, failures, methods: [.exercised],
                      note: "\(min(draggables.count, Probe.samplesPerRule)) items dragged" + (groups.isEmpty ? "" : "; Shift- and Cmd-click in \(groups.count) group\(groups.count == 1 ? "" : "s") of draggable items"))
    }

    /// Elements tried per rule where every element would say the same (drags are long scenarios).
    static let samplesPerRule = 3
}

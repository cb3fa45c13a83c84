import InputModel

extension Probe {
    /// Interactive elements the pointer can reach at their centre, in the app under test.
    var pointerTargets: [ResolvedScene.Node] { interactive.filter { isReachable($0.element.id) } }

    /// pointer.hover-effect: hovering each interactive element gives hoverBegan with an effect, then hoverEnded.
    func checkHoverEffects() -> RuleResult {
        let targets = pointerTargets
        guard !targets.isEmpty else { return result("pointer.hover-effect", [], applicable: false) }
        var steps = targets.map { ScenarioStep.s(.pointerMove(to: .element($0.element.id), duration: 0.2)) }
        steps.append(.s(.pointerMove(to: .point(x: 1, y: 1), duration: 0.2)))
        guard let run = run(steps, profile: .mouse) else { return result("pointer.hover-effect", [], applicable: false) }
        var failures: [Failure] = []
        for n in targets {
            let id = n.element.id
            let began = run.outcomes(.hoverBegan, element: id)
            if began.isEmpty {
                failures.append(Failure(element: id, message: "no hoverBegan when the pointer entered", evidence: evidence(run)))
            } else if began.allSatisfy({ $0.string("effect") == "none" }) {
                failures.append(Failure(element: id, message: "hover effect is none (declare highlight, lift or hover)", evidence: evidence(run)))
            } else if run.outcomes(.hoverEnded, element: id).isEmpty {
                failures.append(Failure(element: id, message: "no hoverEnded when the pointer left", evidence: evidence(run)))
            }
        }
        return result("pointer.hover-effect", failures, note: "\(targets.count) elements hovered with a mouse")
    }

    /// pointer.magnetism: a pointer just outside a button snaps to it.
    func checkMagnetism() -> RuleResult {
        let buttons = pointerTargets.filter { $0.element.role.snapsPointer }
        guard !buttons.isEmpty else { return result("pointer.magnetism", [], applicable: false) }
        var failures: [Failure] = []
        for n in buttons {
            let f = n.frame!
            // 4 pt above the top edge: inside the padded hit region, outside the visible frame.
            let p = Point(x: f.x + f.width / 2, y: f.y - Probe.magnetismProbeDistance)
            if let other = layout.hitTest(p), layout.nodes[other].element.isInteractive { continue }
            guard let run = run([.s(.pointerMove(to: .point(x: p.x, y: p.y), duration: 0.25)), .s(.wait(0.1))], profile: .mouse) else { continue }
            if run.outcomes(.pointerSnapped, element: n.element.id).isEmpty {
                failures.append(Failure(element: n.element.id, message: "the pointer 4 pt outside did not snap to it", evidence: evidence(run)))
            }
        }
        return result("pointer.magnetism", failures, note: "\(buttons.count) buttons approached")
    }

    /// Distance (pt) outside a button's frame where the magnetism probe stops: inside the 8 pt padding.
    static let magnetismProbeDistance = 4.0

    /// pointer.secondary-click: right click, control-click and a trackpad two-finger click open menus at once.
    func checkSecondaryClick() -> RuleResult {
        let withMenus = nodes.filter { $0.element.contextMenu != nil && isReachable($0.element.id) }
        let menuless = pointerTargets.filter { n in
            (n.element.role == .listItem || n.element.role == .gridItem || n.element.role == .folder || n.element.role == .sidebarItem)
                && n.element.contextMenu == nil
        }
        guard !withMenus.isEmpty || !menuless.isEmpty else { return result("pointer.secondary-click", [], applicable: false) }
        var failures = menuless.map {
            Failure(element: $0.element.id, message: "content item without a context menu: secondary click does nothing")
        }
        for n in withMenus {
            let id = n.element.id
            let variants: [(String, [ScenarioStep], DeviceProfile)] = [
                ("mouse right button", [.s(.click(at: .element(id), button: .secondary, modifiers: [], count: 1))], .mouse),
                ("control-click", [.s(.click(at: .element(id), button: .primary, modifiers: ["ctrl"], count: 1))], .mouse),
                ("trackpad two-finger click", [.s(.click(at: .element(id), button: .secondary, modifiers: [], count: 1))], .trackpad),
            ]
            for (name, steps, profile) in variants {
                guard let run = run(steps, profile: profile) else { continue }
                let menus = run.outcomes(.contextMenu, element: id).filter { $0.string("trigger") == "secondaryClick" }
                if menus.isEmpty {
                    failures.append(Failure(element: id, message: "\(name) opened no context menu", evidence: evidence(run)))
                }
            }
        }
        return result("pointer.secondary-click", failures, note: "\(withMenus.count) context menus, 3 ways each")
    }

    /// pointer.scroll: scroll views scroll with trackpad (continuous, momentum) and wheel (discrete).
    func checkScroll() -> RuleResult {
        let views = nodes.filter { n in
            guard n.element.role == .scrollView, let c = n.element.contentSize, let f = n.frame else { return false }
            return c.height > f.height + 1 || c.width > f.width + 1
        }
        guard !views.isEmpty else { return result("pointer.scroll", [], applicable: false) }
        var failures: [Failure] = []
        for n in views {
            let id = n.element.id
            let at = ScenarioTarget.point(x: n.frame!.x + n.frame!.width / 2, y: n.frame!.y + n.frame!.height / 2)
            if let run = run([.s(.scroll(at: at, dx: 0, dy: -200, device: .trackpad, duration: 0.3))], profile: .trackpad) {
                let s = run.outcomes(.scroll, element: id)
                if !s.contains(where: { $0.string("scrollType") == "continuous" || $0.string("phase") == "changed" }) {
                    failures.append(Failure(element: id, message: "two-finger trackpad scrolling did not scroll it", evidence: evidence(run)))
                } else if !s.contains(where: { $0.string("phase") == "momentum" }) {
                    failures.append(Failure(element: id, message: "no momentum after the fingers lifted", evidence: evidence(run)))
                }
            }
            if let run = run([.s(.scroll(at: at, dx: 0, dy: -100, device: .wheel, duration: 0.3))], profile: .mouse) {
                if run.outcomes(.scroll, element: id).isEmpty {
                    failures.append(Failure(element: id, message: "the mouse wheel did not scroll it", evidence: evidence(run)))
                }
            }
        }
        return result("pointer.scroll", failures, note: "\(views.count) scroll views")
    }

    /// pointer.cursor: text → I-beam, links → pointing hand, draggable items → grab (declared and seen on hover).
    func checkCursor() -> RuleResult {
        func expected(_ e: SceneElement) -> PointerShape? {
            if e.role == .textField || e.role == .textView { return .iBeam }
            if e.role == .link { return .link }
            if e.draggable != nil { return .grab }
            return nil
        }
        let relevant = pointerTargets.filter { expected($0.element) != nil }
        guard !relevant.isEmpty else { return result("pointer.cursor", [], applicable: false) }
        var failures: [Failure] = []
        let steps = relevant.map { ScenarioStep.s(.pointerMove(to: .element($0.element.id), duration: 0.2)) }
        let run = run(steps, profile: .mouse)
        for n in relevant {
            let want = expected(n.element)!.rawValue
            let seen = run?.outcomes(.hoverBegan, element: n.element.id).compactMap { $0.string("shape") } ?? []
            if n.element.effectivePointerShape.rawValue != want || !seen.contains(want) {
                failures.append(Failure(element: n.element.id, message: "pointer shape \(seen.first ?? n.element.effectivePointerShape.rawValue), expected \(want)",
                                        evidence: run.map { evidence($0) }))
            }
        }
        return result("pointer.cursor", failures)
    }

    /// pointer.drag: click-and-drag lifts draggable items; Shift/Cmd-click extends the selection.
    func checkPointerDrag() -> RuleResult {
        let draggables = pointerTargets.filter { $0.element.draggable != nil }
        guard !draggables.isEmpty else { return result("pointer.drag", [], applicable: false) }
        var failures: [Failure] = []
        for n in draggables.prefix(Probe.samplesPerRule) {
            let f = n.frame!
            let to = ScenarioTarget.point(x: f.x + f.width / 2 + 120, y: f.y + f.height / 2 + 40)
            guard let run = run([.s(.clickDrag(from: .element(n.element.id), to: to, duration: 0.5, modifiers: []))], profile: .mouse) else { continue }
            if run.outcomes(.dragLift, element: n.element.id).isEmpty {
                failures.append(Failure(element: n.element.id, message: "click-and-drag did not lift it", evidence: evidence(run)))
            }
        }
        let selectable = draggables.filter { $0.element.draggable?.multiSelect == true }
        if selectable.count >= 2 {
            let a = selectable[0].element.id, b = selectable[1].element.id
            for mod in ["shift", "cmd"] {
                guard let run = run([.s(.click(at: .element(a), button: .primary, modifiers: [], count: 1)),
                                     .s(.click(at: .element(b), button: .primary, modifiers: [mod], count: 1))], profile: .mouse) else { continue }
                if !run.outcomes(.selection).contains(where: { ($0.strings("items") ?? []).count >= 2 }) {
                    failures.append(Failure(element: b, message: "\(mod)-click did not extend the selection", evidence: evidence(run)))
                }
            }
        }
        return result("pointer.drag", failures)
    }

    /// Elements tried per rule where every element would say the same (drags are long scenarios).
    static let samplesPerRule = 3
}

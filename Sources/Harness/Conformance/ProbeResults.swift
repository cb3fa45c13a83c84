import InputModel
import TextOutput

/// How checks state their results, and what several checks share.
extension Probe {

    /// A verdict: fail when there are failures, else needs review when some findings cannot be
    /// decided (`reviews`), else pass; `methods` says how it was reached here.
    func result(_ rule: String, _ failures: [Failure], reviews: [Failure] = [], methods: [CheckMethod], note: String = "",
                measured: Measure? = nil, required: Measure? = nil) -> RuleResult {
        var r = RuleResult(rule: rule, scene: sceneName, environment: environment,
                           verdict: !failures.isEmpty ? .fail : !reviews.isEmpty ? .needsReview : .pass,
                           failures: failures, note: note, methods: methods, measured: measured, required: required)
        r.reviews = reviews
        return r
    }

    /// Nothing in this environment the rule is about; `why` says what was looked for.
    func notApplicable(_ rule: String, _ why: String) -> RuleResult {
        RuleResult(rule: rule, scene: sceneName, environment: environment, verdict: .notApplicable, note: why)
    }

    func insideScrollView(_ node: ResolvedScene.Node) -> Bool { hasAncestor(node) { $0.role == .scrollView } }

    /// The node has an ancestor of one of these roles.
    func hasAncestor(_ node: ResolvedScene.Node, in roles: Set<ElementRole>) -> Bool { hasAncestor(node) { roles.contains($0.role) } }

    /// One of the node's ancestors (not the node itself) is an element that `pred` accepts.
    func hasAncestor(_ node: ResolvedScene.Node, where pred: (SceneElement) -> Bool) -> Bool {
        layout.ancestorOrSelf(node.parent, where: pred) != nil
    }

    /// `nodes` grouped by their parent (`root` for none), groups and members in node order,
    /// only groups of two or more: the lists and grids among them.
    static func siblingGroups(_ nodes: [ResolvedScene.Node]) -> [(container: String, items: [ResolvedScene.Node])] {
        var byParent: [String: [ResolvedScene.Node]] = [:]
        var order: [String] = []
        for n in nodes {
            let p = n.element.parent ?? "root"
            if byParent[p] == nil { order.append(p) }
            byParent[p, default: []].append(n)
        }
        return order.compactMap { p in byParent[p]!.count >= 2 ? (p, byParent[p]!) : nil }
    }

    /// Every shortcut with its owner (an element id or `root` for scene-wide ones).
    var allShortcuts: [(owner: String, shortcut: KeyShortcut)] {
        scene.shortcuts.map { ("root", $0) } + scene.apps[0].elements.flatMap { e in e.shortcuts.map { (e.id, $0) } }
    }

    /// Shortcuts in effect in this environment: the scene's, and those of laid-out elements.
    var shortcutsInEffect: [(owner: String, shortcut: KeyShortcut)] {
        allShortcuts.filter { $0.owner == "root" || frame($0.owner) != nil }
    }
}

/// The checks by rule id (the engine runs them in catalog order).
extension Probe {
    static let checks: [String: (Probe) throws -> RuleResult] = [
        "layout.size-classes": { $0.checkSizeClasses() },
        "layout.regular-width-columns": { $0.checkRegularWidthColumns() },
        "layout.hit-target": { $0.checkHitTargets() },
        "layout.no-clipping": { $0.checkClipping() },
        "layout.no-bottom-tabs-regular": { $0.checkBottomTabs() },
        "layout.bottom-edge": { $0.checkBottomEdge() },
        "layout.inset-buttons": { $0.checkInsetButtons() },
        "navigation.sidebar-regular": { $0.checkSidebarInRegularWidth() },
        "navigation.compact-width": { $0.checkCompactWidth() },
        "navigation.toolbar-top": { $0.checkToolbarAtTop() },
        "pointer.hover-effect": { try $0.checkHoverEffects() },
        "pointer.magnetism": { try $0.checkMagnetism() },
        "pointer.secondary-click": { try $0.checkSecondaryClick() },
        "pointer.scroll": { try $0.checkScroll() },
        "pointer.cursor": { try $0.checkCursor() },
        "pointer.drag": { try $0.checkPointerDrag() },
        "keyboard.standard-shortcuts": { try $0.checkStandardShortcuts() },
        "keyboard.discoverable": { $0.checkDiscoverable() },
        "keyboard.no-system-conflicts": { try $0.checkSystemConflicts() },
        "keyboard.tab-navigation": { try $0.checkTabNavigation() },
        "keyboard.arrow-navigation": { try $0.checkArrowNavigation() },
        "keyboard.return-activates": { try $0.checkReturnActivates() },
        "keyboard.hardware-detected": { try $0.checkHardwareKeyboard() },
        "pencil.pressure-tilt": { try $0.checkPressureTilt() },
        "pencil.double-tap": { try $0.checkPencilDoubleTap() },
        "pencil.hover": { try $0.checkPencilHover() },
        "pencil.scribble": { $0.checkScribble() },
        "drag.source": { try $0.checkDragSource() },
        "drag.destination": { try $0.checkDragDestination() },
        "drag.multi-item": { try $0.checkMultiItem() },
        "drag.spring-loading": { try $0.checkSpringLoading() },
        "drag.feedback": { try $0.checkDragFeedback() },
        "drag.move-or-copy": { try $0.checkMoveOrCopy() },
        "drag.undo": { try $0.checkDragUndo() },
        "drag.autoscroll": { try $0.checkAutoscroll() },
    ]
}

func fmt(_ v: Double) -> String { JSONLine.number(v, decimals: 1) }

extension Rect {
    /// The whole of `r` lies inside (edges included).
    func contains(_ r: Rect) -> Bool {
        r.x >= x - 1e-9 && r.y >= y - 1e-9 && r.maxX <= maxX + 1e-9 && r.maxY <= maxY + 1e-9
    }
}

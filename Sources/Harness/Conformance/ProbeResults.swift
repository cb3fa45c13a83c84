import InputModel
import TextOutput

/// How checks state their results, and what several checks share.
extension Probe {

    /// A verdict: fail when there are failures, else needs review when some findings cannot be
    /// decided (`reviews`), else pass; `methods` says how it was reached here.
    func result(_ rule: RuleID, _ failures: [Failure], reviews: [Failure] = [], methods: [CheckMethod], note: String = "",
                measured: Measure? = nil, required: Measure? = nil) -> RuleResult {
        var r = RuleResult(rule: rule, scene: sceneName, environment: environment,
                           verdict: !failures.isEmpty ? .fail : !reviews.isEmpty ? .needsReview : .pass,
                           failures: failures, note: note, methods: methods, measured: measured, required: required)
        r.reviews = reviews
        return r
    }

    /// Nothing in this environment the rule is about; `why` says what was looked for.
    func notApplicable(_ rule: RuleID, _ why: String) -> RuleResult {
        RuleResult(rule: rule, scene: sceneName, environment: environment, verdict: .notApplicable, note: why)
    }

    func insideScrollView(_ node: ResolvedScene.Node) -> Bool { hasAncestor(node) { $0.role == .scrollView } }

    /// The node has an ancestor of one of these roles.
    func hasAncestor(_ node: ResolvedScene.Node, in roles: Set<ElementRole>) -> Bool { hasAncestor(node) { roles.contains($0.role) } }

    /// One of the node's ancestors (not the node itself) is an element that `pred` accepts.
    func hasAncestor(_ node: ResolvedScene.Node, where pred: (SceneElement) -> Bool) -> Bool {
        layout.ancestorOrSelf(node.parent, where: pred) != nil
    }

    /// Whether a scroll view has more content than it shows, down and across (its declared
    /// `contentSize` beyond its frame by more than `LayoutGuides.scrollSlack`); neither for
    /// anything else, or without a content size.
    static func moreContent(_ n: ResolvedScene.Node) -> (down: Bool, across: Bool) {
        guard n.element.role == .scrollView, let c = n.element.contentSize, let f = n.frame else { return (false, false) }
        return (c.height > f.height + LayoutGuides.scrollSlack, c.width > f.width + LayoutGuides.scrollSlack)
    }

    /// A scroll view with more content than it shows, either way (`moreContent`).
    static func scrolls(_ n: ResolvedScene.Node) -> Bool {
        let more = moreContent(n)
        return more.down || more.across
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

func fmt(_ v: Double) -> String { JSONLine.number(v, decimals: 1) }

extension ScreenRect {
    /// The whole of `r` lies inside (edges included).
    func contains(_ r: ScreenRect) -> Bool {
        r.x >= x - 1e-9 && r.y >= y - 1e-9 && r.maxX <= maxX + 1e-9 && r.maxY <= maxY + 1e-9
    }
}

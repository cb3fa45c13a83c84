import Foundation
import InputModel

/// The navigation rules (docs/conformance.md, "Navigation"): each its text, its sources and its check.
extension ConformanceRule {
    static let navigationSidebarRegular = ConformanceRule(
        id: .navigationSidebarRegular, area: .navigation, readsWindow: true,
        rule: "An app with top-level destinations shows a sidebar in regular width; its primary navigation there is not a tab bar.",
        guidelines: [Guideline.ipad("Navigation", "Sidebar for primary navigation"), Guideline.ipad("Navigation", "Tab bar becomes a sidebar"), Guideline.ipad("Checklist", "Sidebar visible in regular width")],
        methods: [.static]) { $0.checkSidebarInRegularWidth() }

    static let navigationCompactWidth = ConformanceRule(
        id: .navigationCompactWidth, area: .navigation, readsWindow: true,
        rule: "In compact width the layout adapts: no sidebar stays beside the content, and every toolbar action and sidebar destination of the regular-width layout stays reachable.",
        guidelines: [Guideline.ipad("Multitasking", "Split View"), Guideline.ipad("Multitasking", "Slide Over"), Guideline.ipad("Checklist", "Tab bar used in compact width")],
        methods: [.static]) { $0.checkCompactWidth() }

    static let navigationToolbarTop = ConformanceRule(
        id: .navigationToolbarTop, area: .navigation, readsWindow: true,
        rule: "In regular width toolbars sit at the top of the window, not along the bottom.",
        guidelines: [Guideline.ipad("Navigation", "Toolbar at top"), Guideline.ipad("Checklist", "Toolbar items placed at top, not bottom")],
        methods: [.static]) { $0.checkToolbarAtTop() }
}

/// Navigation rules. A scene states its primary navigation by roles: a `sidebar` holding
/// `sidebarItem`s, a `tabBar` holding `tab`s. Those items are its top-level destinations
/// (docs/conformance.md, "Navigation").
extension Probe {
    /// Top-level destinations anywhere in the scene (any layout): tabs and sidebar items.
    var destinationsDeclared: [SceneElement] {
        scene.apps[0].elements.filter { $0.role == .tab || $0.role == .sidebarItem }
    }

    /// navigation.sidebar-regular: in regular width an app with top-level destinations shows a
    /// sidebar, not covered by a full-screen sheet; its primary navigation is not a tab bar.
    func checkSidebarInRegularWidth() -> RuleResult {
        let rule = RuleID.navigationSidebarRegular
        guard environment.horizontalSizeClass == .regular else { return notApplicable(rule, "compact width (a tab bar is right here)") }
        let declared = destinationsDeclared
        guard declared.count >= 2 else { return notApplicable(rule, "no top-level destinations (tabs or sidebar items)") }
        let laidOut = nodes.filter { $0.element.role == .sidebar && environment.windowFrame.intersects($0.frame!) }
        // A sidebar under a full-screen sheet is laid out but not visible: what is drawn above it
        // (and takes touches) leaves no 44-pt square of it, so no destination can be seen or
        // tapped. Only a dump that gives drawing order (or a hand-written scene) shows cover.
        var hidden: [(sidebar: ResolvedScene.Node, by: [String])] = []
        if drawingOrderKnown {
            for s in laidOut {
                guard let i = layout.nodeIndex(s.element.id) else { continue }
                let coverers = UnobscuredArea.coverers(of: i, in: layout)
                guard !coverers.isEmpty else { continue }
                let area = UnobscuredArea.measure(frame: s.frame!, covered: coverers.map { layout.nodes[$0].frame! },
                                                  minimum: settings.minimumHitTarget)
                if !area.meets { hidden.append((s, coverers.map { layout.nodes[$0].element.id })) }
            }
        }
        let sidebars = laidOut.filter { s in !hidden.contains { $0.sidebar.element.id == s.element.id } }
        let tabBars = nodes.filter { $0.element.role == .tabBar }
        var failures: [Failure] = []
        if sidebars.isEmpty, let covered = hidden.first {
            failures.append(Failure(element: covered.sidebar.element.id,
                                    message: "the sidebar is hidden by \(covered.by.joined(separator: ", ")) drawn over it: primary navigation out of sight in regular width (a full-screen sheet where a popover or a sheet beside the sidebar would do)",
                                    method: .static, measured: .text("covered"), required: .text("sidebar visible"), related: covered.by))
        } else if sidebars.isEmpty {
            let shown = tabBars.first.map { "a tab bar (\($0.element.id))" } ?? "nothing"
            failures.append(Failure(element: tabBars.first?.element.id ?? "root",
                                    message: "\(declared.count) top-level destinations, and the primary navigation in regular width is \(shown), not a sidebar",
                                    method: .static, measured: .text(tabBars.isEmpty ? "none" : "tabBar"), required: .text("sidebar")))
        }
        return result(rule, failures, methods: [.static], note: "\(declared.count) destinations; \(laidOut.count) sidebars laid out" + (hidden.isEmpty ? "" : ", \(hidden.count) hidden under what is drawn over them"),
                      measured: .text(sidebars.isEmpty ? (tabBars.isEmpty ? "none" : "tabBar") : "sidebar"), required: .text("sidebar"))
    }

    /// navigation.toolbar-top: in regular width toolbars sit at the top, not along the bottom.
    func checkToolbarAtTop() -> RuleResult {
        noBottomBars(.navigationToolbarTop, role: .toolbar, what: "toolbar", instead: "at the top, in the navigation bar area")
    }
}

/// navigation.compact-width: compact width gets a compact layout, not the regular one squeezed.
extension Probe {
    /// navigation.compact-width: in compact width (Slide Over, the narrow splits) no sidebar stays
    /// beside the content, and every toolbar action and sidebar destination of the regular-width
    /// layout stays reachable: a compact element does it, or a menu lists it.
    func checkCompactWidth() -> RuleResult {
        let rule = RuleID.navigationCompactWidth
        guard environment.horizontalSizeClass == .compact, !environment.isIPhoneCompatibility else {
            return notApplicable(rule, environment.isIPhoneCompatibility ? "an iPhone app in compatibility mode" : "regular width")
        }
        guard !nodes.isEmpty else { return notApplicable(rule, "nothing laid out") }
        let w = environment.windowFrame
        var failures: [Failure] = []
        // The regular layout kept: a sidebar with the content beside it.
        for s in nodes where s.element.role == .sidebar {
            // A collapsed sidebar fills the window: nothing in the window is beside it.
            let f = s.frame!
            guard w.intersects(f) else { continue }
            let beside = contentNodes.filter { n in
                guard let g = n.frame, w.intersects(g), !hasAncestor(n, where: { $0.id == s.element.id }), n.element.id != s.element.id else { return false }
                let overlapsVertically = g.minY < f.maxY && g.maxY > f.minY
                return overlapsVertically && (g.minX >= f.maxX - 0.5 || g.maxX <= f.minX + 0.5)
            }
            guard let first = beside.first else { continue }
            let left = w.width - f.width
            failures.append(Failure(element: s.element.id,
                                    message: "the \(fmt(f.width))-pt sidebar stays beside \(first.element.id) in the compact \(fmt(w.width))-pt window, leaving the content \(fmt(left)) pt: the regular layout kept, not a compact one (a tab bar, or the sidebar collapsed into the navigation)",
                                    method: .static, measured: .number(left), required: .text("no sidebar beside the content in compact width"),
                                    related: beside.map(\.element.id)))
        }
        // What the regular layout offers and compact width lost.
        var note = "compact \(fmt(w.width))-pt window"
        if scene.imported.isEmpty, let regular = regularReference {
            let reach = Probe.reachableActions(in: nodes)
            let offered = Probe.barAndSidebarFunctions(in: regular)
            var lost = 0
            for (element, action, place) in offered where !reach.contains(Probe.normalized(action)) {
                lost += 1
                failures.append(Failure(element: element,
                                        message: "\(action), from the regular-width \(place), is out of reach in the compact \(fmt(w.width))-pt window: no element there does it and no menu lists it",
                                        method: .static, measured: .text("not reachable"), required: .text("reachable in compact width (a bar button, a tab, a menu item)")))
            }
            note += "; \(offered.count) toolbar actions and sidebar destinations of the regular layout (\(regular.environment.description)), \(lost) lost"
        } else if !scene.imported.isEmpty {
            note += "; functions across layouts not compared on an imported scene (its dumps name elements by label or position, which differ between windows)"
        }
        return result(rule, failures, methods: [.static], note: note)
    }

    /// The same screen in full screen, when that is regular width: the layout compact width adapts.
    var regularReference: ResolvedScene? {
        var env = environment
        env.multitasking = .fullScreen
        guard env.horizontalSizeClass == .regular else { return nil }
        return ResolvedScene(scene: scene, environment: env)
    }

    /// A name for comparing actions and menu titles: lower-case letters and digits only
    /// ("new-folder", "newFolder" and "New Folder" are one).
    static func normalized(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// Verbs an action names a destination with: "open-inbox" is reached by a menu item "Inbox".
    static let destinationVerbs = ["open", "show", "go", "goto", "view"]

    /// The actions the laid-out, enabled nodes reach: their own actions and spring-load actions,
    /// and what their menus list (a title also reaches the destination its verb opens).
    static func reachableActions(in nodes: [ResolvedScene.Node]) -> Set<String> {
        var out = Set<String>()
        for n in nodes where n.frame != nil && n.element.enabled {
            let e = n.element
            if let a = e.defaultAction { out.insert(normalized(a)) }
            if let s = e.springLoaded { out.insert(normalized(s.action)) }
            for title in e.contextMenu ?? [] {
                let t = normalized(title)
                out.insert(t)
                for v in destinationVerbs { out.insert(v + t) }
            }
        }
        return out
    }

    /// The regular layout's toolbar actions (bar buttons, and what sits in a toolbar or navigation
    /// bar) and sidebar destinations, each with its element and where it is.
    static func barAndSidebarFunctions(in layout: ResolvedScene) -> [(element: String, action: String, place: String)] {
        var out: [(element: String, action: String, place: String)] = []
        var seen = Set<String>()
        for n in layout.nodes where n.app == 0 && n.frame != nil && n.element.enabled {
            guard let action = n.element.defaultAction ?? n.element.springLoaded?.action else { continue }
            let inBar = n.element.role == .barButton || layout.ancestorOrSelf(n.parent, where: { $0.role == .toolbar || $0.role == .navigationBar }) != nil
            let inSidebar = n.element.role == .sidebarItem || layout.ancestorOrSelf(n.parent, where: { $0.role == .sidebar }) != nil
            guard inBar || inSidebar, seen.insert(normalized(action)).inserted else { continue }
            out.append((n.element.id, action, inBar ? "toolbar" : "sidebar"))
        }
        return out
    }
}

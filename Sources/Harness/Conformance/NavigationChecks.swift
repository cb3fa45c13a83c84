import InputModel

/// Navigation rules. A scene states its primary navigation by roles: a `sidebar` holding
/// `sidebarItem`s, a `tabBar` holding `tab`s. Those items are its top-level destinations
/// (docs/conformance.md, "Primary navigation").
extension Probe {
    /// Top-level destinations anywhere in the scene (any layout): tabs and sidebar items.
    var destinationsDeclared: [SceneElement] {
        scene.apps[0].elements.filter { $0.role == .tab || $0.role == .sidebarItem }
    }

    /// navigation.sidebar-regular: in regular width an app with top-level destinations shows a
    /// sidebar, not covered by a full-screen sheet; its primary navigation is not a tab bar.
    func checkSidebarInRegularWidth() -> RuleResult {
        let rule = "navigation.sidebar-regular"
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
        noBottomBars("navigation.toolbar-top", role: .toolbar, what: "toolbar", instead: "at the top, in the navigation bar area")
    }
}

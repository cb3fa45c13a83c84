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
    /// sidebar; its primary navigation is not a tab bar.
    func checkSidebarInRegularWidth() -> RuleResult {
        let rule = "navigation.sidebar-regular"
        guard environment.horizontalSizeClass == .regular else { return notApplicable(rule, "compact width (a tab bar is right here)") }
        let declared = destinationsDeclared
        guard declared.count >= 2 else { return notApplicable(rule, "no top-level destinations (tabs or sidebar items)") }
        let sidebars = nodes.filter { $0.element.role == .sidebar && environment.windowFrame.intersects($0.frame!) }
        let tabBars = nodes.filter { $0.element.role == .tabBar }
        var failures: [Failure] = []
        if sidebars.isEmpty {
            let shown = tabBars.first.map { "a tab bar (\($0.element.id))" } ?? "nothing"
            failures.append(Failure(element: tabBars.first?.element.id ?? "root",
                                    message: "\(declared.count) top-level destinations, and the primary navigation in regular width is \(shown), not a sidebar",
                                    method: .static, measured: .text(tabBars.isEmpty ? "none" : "tabBar"), required: .text("sidebar")))
        }
        return result(rule, failures, methods: [.static], note: "\(declared.count) destinations; \(sidebars.count) sidebars laid out",
                      measured: .text(sidebars.isEmpty ? (tabBars.isEmpty ? "none" : "tabBar") : "sidebar"), required: .text("sidebar"))
    }

    /// navigation.toolbar-top: in regular width toolbars sit at the top, not along the bottom.
    func checkToolbarAtTop() -> RuleResult {
        noBottomBars("navigation.toolbar-top", role: .toolbar, what: "toolbar", instead: "at the top, in the navigation bar area")
    }
}

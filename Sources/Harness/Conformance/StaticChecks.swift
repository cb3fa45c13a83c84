import InputModel

/// Layout facts the checks share (HIG and seed 003).
enum LayoutGuides {
    /// Minimum hit target (pt): seed 003 and the HIG, 44 × 44.
    static let minimumHitTarget = 44.0
    /// Top safe-area inset (pt) of the status bar on current iPads (HIG "Layout"; 24 pt).
    static let topSafeInset = 24.0
    /// Bottom safe-area inset (pt): the home indicator's area on Face ID iPads (20 pt).
    static let bottomSafeInset = 20.0
    /// Bottom-corner zone (pt) where the system claims Apple Pencil corner swipes
    /// (bottom-left: screenshot, bottom-right: Quick Note).
    static let cornerZone = 30.0
    /// How close to the window's bottom a tab bar must be to count as a bottom tab bar (pt).
    static let bottomBarTolerance = 90.0
    /// Roles whose frames may extend under the safe-area insets (backgrounds and bars).
    static let edgeToEdgeRoles: Set<ElementRole> = [.container, .sidebar, .toolbar, .navigationBar, .tabBar, .scrollView, .image]
}

extension Probe {
    var interactive: [ResolvedScene.Node] { nodes.filter { $0.element.isInteractive } }

    func result(_ rule: String, _ failures: [Failure], applicable: Bool = true, note: String = "") -> RuleResult {
        RuleResult(rule: rule, scene: sceneName, environment: environment,
                   verdict: !applicable ? .notApplicable : failures.isEmpty ? .pass : .fail, failures: failures, note: note)
    }

    func insideScrollView(_ node: ResolvedScene.Node) -> Bool {
        var p = node.parent
        while let i = p {
            if layout.nodes[i].element.role == .scrollView { return true }
            p = layout.nodes[i].parent
        }
        return false
    }

    /// layout.size-classes: the scene has a layout for this environment's horizontal size class.
    /// A scene of `default` frames only serves every width; a scene that keys frames by size class,
    /// multitasking state or environment must have some for this one.
    func checkSizeClasses() -> RuleResult {
        let sc = environment.horizontalSizeClass.rawValue
        let w = environment.windowFrame.width
        let keys = Set(environment.layoutKeys(windowWidth: w, state: environment.multitasking)).subtracting([SceneLayout.defaultKey])
        let elements = scene.apps[0].elements
        let keyed = elements.contains { $0.frames.keys.contains { $0 != SceneLayout.defaultKey } }
        let matched = elements.contains { !Set($0.frames.keys).isDisjoint(with: keys) }
        let laidOut = nodes.count
        var failures: [Failure] = []
        if laidOut == 0 {
            failures.append(Failure(element: "root", message: "nothing is laid out for the \(sc) width of \(fmt(w)) pt"))
        } else if keyed && !matched {
            failures.append(Failure(element: "root", message: "no \(sc) layout for the \(fmt(w)) pt window (only \(Set(elements.flatMap { $0.frames.keys }).sorted().joined(separator: ", ")))"))
        }
        return result("layout.size-classes", failures, note: "\(laidOut) elements laid out for \(sc) width")
    }

    /// layout.hit-target: interactive elements at least 44 × 44 pt.
    func checkHitTargets() -> RuleResult {
        let m = LayoutGuides.minimumHitTarget
        let small = interactive.filter { $0.frame!.width < m - 1e-9 || $0.frame!.height < m - 1e-9 }
        return result("layout.hit-target", small.map {
            Failure(element: $0.element.id, message: "\(fmt($0.frame!.width)) × \(fmt($0.frame!.height)) pt, below 44 × 44")
        }, applicable: !interactive.isEmpty)
    }

    /// layout.no-clipping: elements inside the window's safe area unless in a scroll view.
    func checkClipping() -> RuleResult {
        let w = environment.windowFrame
        let safe = Rect(x: w.x, y: w.y + LayoutGuides.topSafeInset, width: w.width,
                        height: w.height - LayoutGuides.topSafeInset - LayoutGuides.bottomSafeInset)
        let out = nodes.filter { n in
            guard let f = n.frame, !insideScrollView(n) else { return false }
            // Backgrounds and bars may run edge to edge under the safe area (HIG "Layout"); content may not.
            if LayoutGuides.edgeToEdgeRoles.contains(n.element.role) { return !w.contains(f) }
            return !safe.contains(f)
        }
        return result("layout.no-clipping", out.map {
            Failure(element: $0.element.id, message: "frame \($0.frame!) leaves the safe area \(safe)")
        })
    }

    /// layout.no-bottom-tabs-regular: no tab bar along the bottom in regular width.
    func checkBottomTabs() -> RuleResult {
        guard environment.horizontalSizeClass == .regular else {
            return result("layout.no-bottom-tabs-regular", [], applicable: false, note: "compact width")
        }
        let w = environment.windowFrame
        let bars = nodes.filter { $0.element.role == .tabBar && $0.frame!.maxY >= w.maxY - LayoutGuides.bottomBarTolerance }
        return result("layout.no-bottom-tabs-regular", bars.map {
            Failure(element: $0.element.id, message: "a bottom tab bar in regular width (use a sidebar or a top tab bar)")
        })
    }

    /// layout.bottom-edge: no control in the home-indicator zone or the far corners.
    func checkBottomEdge() -> RuleResult {
        let s = environment.screenBounds
        let zone = Rect(x: 0, y: s.maxY - LayoutGuides.bottomSafeInset, width: s.width, height: LayoutGuides.bottomSafeInset)
        let c = LayoutGuides.cornerZone
        let corners = [Rect(x: 0, y: s.maxY - c, width: c, height: c), Rect(x: s.maxX - c, y: s.maxY - c, width: c, height: c)]
        let bad = interactive.filter { n in
            !insideScrollView(n) && (n.frame!.intersects(zone) || corners.contains { n.frame!.intersects($0) })
        }
        return result("layout.bottom-edge", bad.map {
            Failure(element: $0.element.id, message: "in the system gesture zone (bottom \(Int(LayoutGuides.bottomSafeInset)) pt or a \(Int(c)) pt bottom corner)")
        }, applicable: !interactive.isEmpty)
    }

    /// pencil.scribble: text inputs keep Scribble.
    func checkScribble() -> RuleResult {
        let texts = nodes.filter { $0.element.role == .textField || $0.element.role == .textView }
        let off = texts.filter { $0.element.scribble == false }
        return result("pencil.scribble", off.map { Failure(element: $0.element.id, message: "Scribble disabled on a text input") },
                      applicable: !texts.isEmpty)
    }

    /// keyboard.no-system-conflicts (static part): no shortcut on a reserved combination.
    func reservedShortcutFailures(_ reserved: SystemShortcuts) -> [Failure] {
        allShortcuts.filter { reserved.isReserved($0.shortcut.keys) }.map {
            Failure(element: $0.owner, message: "\($0.shortcut.keys) \"\($0.shortcut.title)\" claims a system-reserved combination")
        }
    }

    /// Every shortcut with its owner (an element id or `root` for scene-wide ones).
    var allShortcuts: [(owner: String, shortcut: KeyShortcut)] {
        scene.shortcuts.map { ("root", $0) } + scene.apps[0].elements.flatMap { e in e.shortcuts.map { (e.id, $0) } }
    }
}

/// Standard actions and their standard shortcuts (seed 000 §5.1; HIG Keyboards).
enum StandardShortcuts {
    static let table: [String: String] = [
        "new": "cmd+n", "find": "cmd+f", "save": "cmd+s", "undo": "cmd+z", "redo": "cmd+shift+z",
        "copy": "cmd+c", "paste": "cmd+v", "cut": "cmd+x", "selectAll": "cmd+a", "print": "cmd+p",
        "close": "cmd+w", "settings": "cmd+,", "delete": "cmd+delete",
    ]
}

func fmt(_ v: Double) -> String { JSONLine.number(v, decimals: 1) }

extension Rect {
    /// The whole of `r` lies inside (edges included).
    func contains(_ r: Rect) -> Bool {
        r.x >= x - 1e-9 && r.y >= y - 1e-9 && r.maxX <= maxX + 1e-9 && r.maxY <= maxY + 1e-9
    }
}

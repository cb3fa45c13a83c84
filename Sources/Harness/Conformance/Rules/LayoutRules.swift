import InputModel

/// The layout and multitasking rules (docs/conformance.md, "Layout and multitasking"): each its text, its sources and its check.
extension ConformanceRule {
    static let layoutSizeClasses = ConformanceRule(
        id: .layoutSizeClasses, area: .layout,
        rule: "The scene has a layout for the horizontal size class of every environment (regular from 678 pt).",
        guidelines: [Guideline.ipad("Responsive layout", "Adaptive size classes"), Guideline.ipad("Multitasking", "Split View"), Guideline.ipad("Multitasking", "Slide Over"), Guideline.hig("Adaptivity and layout", "Size classes"), Guideline.adaptation + " › Size classes"],
        methods: [.static]) { $0.checkSizeClasses() }

    static let layoutRegularWidthColumns = ConformanceRule(
        id: .layoutRegularWidthColumns, area: .layout, readsWindow: true,
        rule: "In regular width the layout uses the window: content wider than any iPhone, and no list stretched across the whole window as its only column.",
        guidelines: [Guideline.ipad("Responsive layout", "Don't scale up the iPhone interface"), Guideline.ipad("Responsive layout", "Column-based layouts in regular width"), Guideline.ipad("Anti-patterns", "Scaling up iPhone layouts")],
        methods: [.static]) { $0.checkRegularWidthColumns() }

    static let layoutHitTarget = ConformanceRule(
        id: .layoutHitTarget, area: .layout,
        rule: "Every interactive element offers at least 44 × 44 pt a tap can reach: its frame, less what other elements cover of it.",
        guidelines: [Guideline.hig("Adaptivity and layout", "Hit targets (44 × 44 pt)")],
        methods: [.static]) { $0.checkHitTargets() }

    static let layoutNoClipping = ConformanceRule(
        id: .layoutNoClipping, area: .layout, readsWindow: true,
        rule: "No element lies outside the window's safe area (each model's own insets) unless inside a scroll view.",
        guidelines: [Guideline.ipad("Responsive layout", "Respect safe areas"), Guideline.ipad("Anti-patterns", "Dense content without scrolling"), Guideline.hig("Adaptivity and layout", "Layout guides and safe areas")],
        methods: [.static]) { $0.checkClipping() }

    static let layoutNoBottomTabsRegular = ConformanceRule(
        id: .layoutNoBottomTabsRegular, area: .layout, readsWindow: true,
        rule: "Regular-width layouts do not use a bottom tab bar.",
        guidelines: [Guideline.ipad("Anti-patterns", "iPhone-style bottom tab bars in regular width"), Guideline.ipad("Navigation", "Tab bar becomes a sidebar")],
        methods: [.static]) { $0.checkBottomTabs() }

    static let layoutBottomEdge = ConformanceRule(
        id: .layoutBottomEdge, area: .layout, readsWindow: true,
        rule: "No interactive control sits in the bottom system-gesture zone or the far corners.",
        guidelines: [Guideline.hig("Adaptivity and layout", "Design full-screen experiences")],
        methods: [.static]) { $0.checkBottomEdge() }

    static let layoutInsetButtons = ConformanceRule(
        id: .layoutInsetButtons, area: .layout, readsWindow: true,
        rule: "A full-width button (90 % of the window's width or more), or two side by side as wide together, is inset from the window's side edges, not stretched to them.",
        guidelines: [Guideline.hig("Adaptivity and layout", "Design full-screen experiences", "Inset full-width buttons")],
        methods: [.static]) { $0.checkInsetButtons() }
}

/// Layout facts the layout checks share (docs/conformance.md).
enum LayoutGuides {
    /// Bottom-corner zone (pt) where the system claims Apple Pencil corner swipes
    /// (bottom-left: screenshot, bottom-right: Quick Note).
    static let cornerZone = 30.0
    // The minimum hit target and the bottom gesture zone are settings a team may change
    // (`ConformanceSettings`, with their defaults and guidelines).
    /// How close to the window's bottom a bar must be to count as a bottom bar (pt).
    static let bottomBarTolerance = 90.0
    /// Roles whose frames may extend under the safe-area insets (backgrounds and bars).
    static let edgeToEdgeRoles: Set<ElementRole> = [.container, .sidebar, .toolbar, .navigationBar, .tabBar, .scrollView, .image, .map]
    /// Roles that frame content rather than being content (a bar may span a scaled-up layout).
    static let barRoles: Set<ElementRole> = [.toolbar, .navigationBar, .tabBar]
    /// pt a scroll view's declared content must exceed its frame by to have more to show: an
    /// excess this small or smaller is a frame snapped to the pixel grid, not content to scroll to.
    static let scrollSlack = 1.0
    /// The widest iPhone screen in points (iPhone Pro Max, 430 pt): content no wider than this in a
    /// regular-width window is an iPhone layout shown on iPad.
    static let widestIPhone = 430.0
    /// A list whose rows span at least this share of a regular-width window is the only column;
    /// a button this wide is a full-width button (layout.inset-buttons).
    static let fullWidthShare = 0.9
    /// The least inset (pt) of a full-width button from the window's side edges: UIKit's default
    /// layout margins, "for most views 8 points on each side" (UIKit docs,
    /// `UIView.directionalLayoutMargins`); the root view's system minimum margins are wider.
    static let fullWidthButtonInset = 8.0
    /// Full-width buttons sharing a container from this many on are a list made of buttons.
    static let buttonRowsCount = 3

    /// MapKit's public view classes: every other `MK…` view is MapKit's own layout (a map's
    /// `MKScrollContainerView`, a tile container far wider than the map view that clips it).
    static let publicMapKitViews: Set<String> = [
        "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView", "MKUserLocationView",
        "MKOverlayView", "MKUserTrackingButton", "MKCompassButton", "MKScaleView", "MKPitchControl",
    ]

    /// A private view of a system framework, laid out by the framework inside a view of the app's
    /// (docs/import.md, "What a dump decides, rule by rule"): UIKit's and others' underscored
    /// classes (`_UIBarBackground`; not a mangled Swift name, `_TtC5MyApp…`, which may be the
    /// app's), MapKit's `MK…` other than its public views, WebKit's `WK…` other than
    /// `WKWebView`, VectorKit's `VK…` (a map's drawing).
    static func isFrameworkInternal(_ className: String) -> Bool {
        if className.hasPrefix("_") { return !className.hasPrefix("_Tt") }
        if className.hasPrefix("MK") { return !publicMapKitViews.contains(className) }
        if className.hasPrefix("WK") { return className != "WKWebView" }
        return className.hasPrefix("VK")
    }
}

extension Probe {
    /// layout.size-classes: the scene has a layout for this environment's horizontal size class.
    /// A scene of `default` frames only serves every width; a scene that keys frames by size class,
    /// multitasking state or environment must have some for this one.
    func checkSizeClasses() -> RuleResult {
        let rule = RuleID.layoutSizeClasses
        let sc = environment.horizontalSizeClass.rawValue
        let w = environment.windowFrame.width
        let keys = Set(environment.layoutKeys(windowWidth: w, windowHeight: environment.windowFrame.height, state: environment.multitasking)).subtracting([SceneLayout.defaultKey])
        let elements = scene.apps[0].elements
        let keyed = elements.contains { $0.layoutKeys.contains { $0 != SceneLayout.defaultKey } }
        let matched = elements.contains { !$0.layoutKeys.isDisjoint(with: keys) }
        let laidOut = nodes.count
        var failures: [Failure] = []
        if laidOut == 0 {
            failures.append(Failure(element: "root", message: "nothing is laid out for the \(sc) width of \(fmt(w)) pt", method: .static,
                                    measured: .number(0), required: .text("a layout for \(sc) width")))
        } else if keyed && !matched {
            let has = Set(elements.flatMap(\.layoutKeys)).sorted()
            failures.append(Failure(element: "root", message: "no \(sc) layout for the \(fmt(w)) pt window (only \(has.joined(separator: ", ")))",
                                    method: .static, measured: .texts(has), required: .texts(keys.sorted())))
        }
        return result(rule, failures, methods: [.static], note: "\(laidOut) elements laid out for \(sc) width \(fmt(w)) pt",
                      measured: .number(Double(laidOut)))
    }

    /// Laid-out content of the app: not bars, not what sits in a bar, not bare containers.
    var contentNodes: [ResolvedScene.Node] {
        nodes.filter { n in
            !LayoutGuides.barRoles.contains(n.element.role) && n.element.role != .container
                && !hasAncestor(n, in: LayoutGuides.barRoles)
        }
    }

    /// layout.regular-width-columns: in regular width the app uses the window: its content is
    /// wider than any iPhone (a scaled-up iPhone layout is not), and a list is not stretched
    /// across the whole window as its only column.
    func checkRegularWidthColumns() -> RuleResult {
        let rule = RuleID.layoutRegularWidthColumns
        let w = environment.windowFrame
        if environment.isIPhoneCompatibility {
            // One finding per environment: the whole app is an iPhone layout scaled up.
            let s = environment.screenBounds
            return result(rule, [Failure(element: "root",
                                         message: "an iPhone app: iPadOS shows its \(fmt(w.width)) × \(fmt(w.height)) pt iPhone window scaled up on the \(fmt(s.width)) × \(fmt(s.height)) pt screen (compatibility mode), not a layout for iPad",
                                         method: .static, measured: .numbers([w.width, w.height]), required: .text("an iPad layout (the app built for iPad)"))],
                          methods: [.static], note: "an iPhone app in compatibility mode")
        }
        guard environment.horizontalSizeClass == .regular else { return notApplicable(rule, "compact width") }
        let content = contentNodes.compactMap(\.frame)
        guard let first = content.first else { return notApplicable(rule, "no content laid out") }
        let extent = content.dropFirst().reduce(first) { $0.union($1) }
        var failures: [Failure] = []
        if extent.width <= LayoutGuides.widestIPhone + 1e-9 {
            failures.append(Failure(element: "root",
                                    message: "content spans \(fmt(extent.width)) of the \(fmt(w.width)) pt window: an iPhone-width layout scaled up",
                                    method: .static, measured: .number(extent.width), required: .text("wider than \(fmt(LayoutGuides.widestIPhone)) pt")))
        } else {
            let stretched = nodes.filter { n in
                (n.element.role == .listItem) && n.frame!.width >= LayoutGuides.fullWidthShare * w.width
            }
            if let row = stretched.first {
                failures.append(Failure(element: row.element.id,
                                        message: "a list row spans \(fmt(row.frame!.width)) of the \(fmt(w.width)) pt window: one full-width column (use a sidebar or list beside a detail)",
                                        method: .static, measured: .number(row.frame!.width),
                                        required: .text("under \(Int(LayoutGuides.fullWidthShare * 100)) % of the window (\(fmt(LayoutGuides.fullWidthShare * w.width)) pt)")))
            }
        }
        return result(rule, failures, methods: [.static], note: "content spans \(fmt(extent.width)) of \(fmt(w.width)) pt",
                      measured: .number(extent.width), required: .text("wider than \(fmt(LayoutGuides.widestIPhone)) pt"))
    }

    /// layout.no-clipping: elements inside the window's safe area (this model's insets, or those
    /// of the device an imported layout was laid out for) unless in a scroll view; backgrounds and
    /// bars may run edge to edge, inside the window. Where the layout's device is one of several
    /// with different insets, an element inside one's safe area and not another's needs review.
    func checkClipping() -> RuleResult {
        let rule = RuleID.layoutNoClipping
        let w = environment.windowFrame
        let devices = layoutDevices
        let insets = devices[0].insets
        let areas = devices.map { environment.safeArea(insets: $0.insets) }
        let safe = areas[0]
        guard !nodes.isEmpty else { return notApplicable(rule, "nothing laid out") }
        var failures: [Failure] = []
        var reviews: [Failure] = []
        for n in nodes {
            guard let g = n.frame, !insideScrollView(n) else { continue }
            // A system framework's private view is the framework's layout, not the app's.
            if let c = n.element.className, LayoutGuides.isFrameworkInternal(c) { continue }
            // A label is judged by its text's box, vertically centred in its frame.
            let f = n.element.textHeight.map { h in h < g.height ? ScreenRect(x: g.x, y: g.y + (g.height - h) / 2, width: g.width, height: h) : g } ?? g
            let box = f == g ? "frame \(f)" : "text \(f) (centred in the frame \(g))"
            let measured = Measure.numbers([f.x, f.y, f.width, f.height])
            if LayoutGuides.edgeToEdgeRoles.contains(n.element.role) {
                if !w.contains(f) {
                    failures.append(Failure(element: n.element.id, message: "frame \(f) leaves the window \(w) (insets: top \(fmt(insets.top)), bottom \(fmt(insets.bottom)) pt on \(devices[0].name))",
                                            method: .static, measured: measured, required: .numbers([w.x, w.y, w.width, w.height])))
                }
                continue
            }
            let outside = devices.indices.filter { !areas[$0].contains(f) }
            if outside.count == devices.count {
                // Outside every candidate's safe area: the least restrictive one says how far.
                let k = devices.indices.max { areas[$0].height < areas[$1].height }!
                let loosest = devices[k], edge = areas[k]
                failures.append(Failure(element: n.element.id,
                                        message: "\(box) leaves the safe area \(edge) (insets: top \(fmt(loosest.insets.top)), bottom \(fmt(loosest.insets.bottom)) pt on \(loosest.name))",
                                        method: .static, measured: measured, required: .numbers([edge.x, edge.y, edge.width, edge.height])))
            } else if !outside.isEmpty {
                let inside = devices.indices.filter { areas[$0].contains(f) }
                func names(_ ks: [Int]) -> String { ks.map { devices[$0].description }.joined(separator: ", ") }
                reviews.append(Failure(element: n.element.id,
                                       message: "\(box) is inside the safe area of \(names(inside)) but not of \(names(outside)): the dump does not say which it was laid out for",
                                       method: .static, measured: measured, required: .text("inside the safe area of the device the dump was taken on"),
                                       decide: "a dump that shows the status bar (XCUITest or Appium on the device) tells the device; or check this element on the device the dump was taken on"))
            }
        }
        // Cut off by its container: a hand-written scene says what holds what, so a child that
        // runs past a container that does not scroll, or past its scroll view's content size, is
        // content nobody can see ("Present dense content without scrolling"). A dump's frames are
        // where UIKit laid views out, drawn past their superview unless it clips, which the
        // scene does not carry: imported scenes are not judged for it.
        if scene.imported.isEmpty {
            let failed = Set(failures.map(\.element))
            for n in nodes where !failed.contains(n.element.id) {
                if let cut = cutOff(n) { failures.append(cut) }
            }
        }
        let note = devices.count == 1 ? "safe area \(safe) (top \(fmt(insets.top)), bottom \(fmt(insets.bottom)) pt)"
            : "safe areas of \(devices.map(\.description).joined(separator: "; "))"
        return result(rule, failures, reviews: reviews, methods: [.static], note: note,
                      required: .numbers([safe.x, safe.y, safe.width, safe.height]))
    }


    /// The node runs past its nearest laid-out container: past the container's frame when it
    /// does not scroll, past the content size a scroll view declares when it does (content
    /// starts at the scroll view's origin, scrolled to the top). A scroll view that declares no
    /// content size does not say how far it scrolls and is not judged.
    func cutOff(_ n: ResolvedScene.Node) -> Failure? {
        guard let f = n.frame, f.width > 0, f.height > 0 else { return nil }
        var p = n.parent
        while let i = p, layout.nodes[i].frame == nil { p = layout.nodes[i].parent }
        guard let i = p, let c = layout.nodes[i].frame else { return nil }
        let container = layout.nodes[i].element
        let t = UnobscuredArea.overlapTolerance
        let holder: ScreenRect
        let what: String
        if container.role == .scrollView {
            guard let size = container.contentSize else { return nil }
            holder = ScreenRect(x: c.x, y: c.y, width: max(size.width, c.width), height: max(size.height, c.height))
            what = "the content size of \(container.id) (\(fmt(size.width)) × \(fmt(size.height)) pt from \(fmt(c.x)), \(fmt(c.y))): scrolling never reaches it"
        } else {
            holder = c
            what = "\(container.id) \(c), which does not scroll: it is cut off"
        }
        let past = [holder.x - f.x, f.maxX - holder.maxX, holder.y - f.y, f.maxY - holder.maxY]
        guard let most = past.max(), most > t else { return nil }
        let side = ["left", "right", "top", "bottom"][past.firstIndex(of: most)!]
        return Failure(element: n.element.id, message: "frame \(f) runs \(fmt(most)) pt past the \(side) edge of \(what)",
                       method: .static, measured: .numbers([f.x, f.y, f.width, f.height]),
                       required: .numbers([holder.x, holder.y, holder.width, holder.height]), related: [container.id])
    }

    /// A bar along the window's bottom edge: its bottom within the tolerance of the window's and
    /// its top in the lower half.
    func atWindowBottom(_ f: ScreenRect) -> Bool {
        let w = environment.windowFrame
        return f.maxY >= w.maxY - LayoutGuides.bottomBarTolerance && f.minY > w.y + w.height / 2
    }

    /// A regular-width rule that no bar of `role` runs along the window's bottom: n/a in compact
    /// width or without such a bar.
    func noBottomBars(_ rule: RuleID, role: ElementRole, what: String, instead: String) -> RuleResult {
        guard environment.horizontalSizeClass == .regular else { return notApplicable(rule, "compact width") }
        let bars = nodes.filter { $0.element.role == role }
        guard !bars.isEmpty else { return notApplicable(rule, "no \(what) laid out") }
        let w = environment.windowFrame
        return result(rule, bars.filter { atWindowBottom($0.frame!) }.map {
            Failure(element: $0.element.id,
                    message: "a \(what) along the bottom in regular width (from \(fmt($0.frame!.minY)) to \(fmt($0.frame!.maxY)) of a \(fmt(w.height)) pt window)",
                    method: .static, measured: .numbers([$0.frame!.minY, $0.frame!.maxY]), required: .text(instead))
        }, methods: [.static], note: "\(bars.count) \(what)s")
    }

    /// layout.no-bottom-tabs-regular: no tab bar along the bottom in regular width.
    func checkBottomTabs() -> RuleResult {
        noBottomBars(.layoutNoBottomTabsRegular, role: .tabBar, what: "tab bar", instead: "a sidebar, or a tab bar at the top")
    }

    /// layout.inset-buttons: a button or segmented control at least `fullWidthShare` of the
    /// window wide keeps clear of both side edges: "a button that extends to the screen's edges
    /// might not look like a button" (HIG › Adaptivity and layout › Inset full-width buttons).
    /// Items UIKit lays out in a bar are not judged.
    func checkInsetButtons() -> RuleResult {
        let rule = RuleID.layoutInsetButtons
        let w = environment.windowFrame
        // A button inside a list or grid row is the row's content (a SwiftUI List row reports as
        // a button spanning the row); the row is not a button.
        let buttons = nodes.filter {
            [.button, .segmentedControl].contains($0.element.role) && $0.element.enabled && !inSystemBar($0)
                && !hasAncestor($0, in: [.listItem, .gridItem])
        }
        guard !buttons.isEmpty else { return notApplicable(rule, "no buttons or segmented controls laid out") }
        // Full width, and bar-shaped: a button over half the window's height is a region (a
        // popover's dismiss region, a full-window tap catcher), not a button people see.
        var full = buttons.filter { $0.frame!.width >= LayoutGuides.fullWidthShare * w.width - 1e-9 && $0.frame!.height <= w.height / 2 }
        // Three or more full-width buttons in one container are a list made of buttons (rows,
        // as SwiftUI stacks of buttons report), not full-width buttons.
        let rows = Probe.siblingGroups(full).filter { $0.items.count >= LayoutGuides.buttonRowsCount }.flatMap { $0.items.map(\.element.id) }
        full.removeAll { rows.contains($0.element.id) }
        let m = LayoutGuides.fullWidthButtonInset
        let required = Measure.text("at least \(fmt(m)) pt from each side edge")
        var failures: [Failure] = []
        var closest: Double?
        // How far a span from `left` to `right` of the window's side edges keeps from them: nil
        // when at least `m`, else how it reaches them ("reaches the window's left edge").
        func reach(_ left: Double, _ right: Double) -> String? {
            let inset = min(left, right)
            closest = min(closest ?? inset, inset)
            guard inset < m - 1e-9 else { return nil }
            let edges = [left < m - 1e-9 ? "left" : nil, right < m - 1e-9 ? "right" : nil].compactMap { $0 }.joined(separator: " and ")
            let s = edges.contains("and") ? "s" : ""
            return (inset <= UnobscuredArea.overlapTolerance ? "reaches the window's \(edges) edge" : "is \(fmt(inset)) pt from the window's \(edges) edge") + s
        }
        for n in full {
            let f = n.frame!
            let left = f.minX - w.minX, right = w.maxX - f.maxX
            guard let r = reach(left, right) else { continue }
            failures.append(Failure(element: n.element.id,
                                    message: "\(fmt(f.width)) pt wide in the \(fmt(w.width))-pt window, it \(r): a full-width button is inset from the edges (it may not look like a button)",
                                    method: .static, measured: .numbers([left, right]), required: required))
        }
        // Two buttons side by side that together fill the window's width (Cancel | Confirm) are
        // one full-width row, judged by its outer edges. Three or more in a row are a bar of
        // buttons, as three stacked full-width buttons are a list.
        let pairs = Probe.fullWidthPairs(buttons.filter { b in !full.contains { $0.element.id == b.element.id } }, window: w)
        for (a, b) in pairs {
            let fa = a.frame!, fb = b.frame!
            let left = min(fa.minX, fb.minX) - w.minX, right = w.maxX - max(fa.maxX, fb.maxX)
            guard let r = reach(left, right) else { continue }
            failures.append(Failure(element: a.element.id,
                                    message: "side by side with \(b.element.id), together \(fmt(fa.width + fb.width)) pt wide in the \(fmt(w.width))-pt window, the row \(r): a full-width row of buttons is inset from the edges (it may not look like buttons)",
                                    method: .static, measured: .numbers([left, right]), required: required, related: [b.element.id]))
        }
        return result(rule, failures, methods: [.static],
                      note: "\(buttons.count) buttons, \(full.count) full width (\(Int(LayoutGuides.fullWidthShare * 100)) % of \(fmt(w.width)) pt or more)"
                        + (pairs.isEmpty ? "" : ", \(pairs.count) pair\(pairs.count == 1 ? "" : "s") side by side as wide")
                        + (rows.isEmpty ? "" : "; \(rows.count) full-width buttons stacked as list rows not judged"),
                      measured: closest.map { .number($0) }, required: required)
    }

    /// Pairs of buttons in one row (each overlapping the other vertically by half the shorter's
    /// height, side by side) that are the only buttons in that row and together are at least
    /// `fullWidthShare` of the window wide: a row of two that is as wide as a full-width button.
    static func fullWidthPairs(_ buttons: [ResolvedScene.Node], window w: ScreenRect) -> [(ResolvedScene.Node, ResolvedScene.Node)] {
        let bars = buttons.filter { $0.frame!.height <= w.height / 2 }
        func sameRow(_ a: ScreenRect, _ b: ScreenRect) -> Bool { min(a.maxY, b.maxY) - max(a.minY, b.minY) >= min(a.height, b.height) / 2 }
        var out: [(ResolvedScene.Node, ResolvedScene.Node)] = []
        for (i, a) in bars.enumerated() {
            let row = bars.filter { sameRow(a.frame!, $0.frame!) }
            guard row.count == 2, let b = row.first(where: { $0.element.id != a.element.id }),
                  bars.firstIndex(where: { $0.element.id == b.element.id })! > i else { continue }
            let fa = a.frame!, fb = b.frame!
            let apart = fa.maxX <= fb.minX + UnobscuredArea.overlapTolerance || fb.maxX <= fa.minX + UnobscuredArea.overlapTolerance
            if apart && fa.width + fb.width >= LayoutGuides.fullWidthShare * w.width - 1e-9 { out.append(fa.minX <= fb.minX ? (a, b) : (b, a)) }
        }
        return out
    }

    /// A tab bar's tab or a toolbar's item: where it sits is UIKit's layout of the bar.
    func inSystemBar(_ n: ResolvedScene.Node) -> Bool {
        guard [.tab, .barButton].contains(n.element.role), let p = n.parent else { return false }
        return [.tabBar, .toolbar].contains(layout.nodes[p].element.role)
    }

    /// layout.bottom-edge: no control in the bottom system-gesture zone or the far corners. An
    /// imported layout is judged for the device it was laid out for: a Home-button device's
    /// layout has no home indicator to keep clear of (its corners still take Apple Pencil's
    /// corner swipes on an iPad); an iPhone app's window is judged on its own, without the iPad's
    /// corners. Where the layout's device is one of several that differ, a control in the zone of
    /// some needs review.
    func checkBottomEdge() -> RuleResult {
        let rule = RuleID.layoutBottomEdge
        let compat = environment.isIPhoneCompatibility
        // The app's own window (an iPhone app's, or one no model has) stands for its screen.
        let s = environment.appWindow != nil ? environment.windowFrame : environment.screenBounds
        let zoneHeight = settings.bottomGestureZone
        let zoneSetIn = settings.threshold(for: rule)?.setIn.map { ", set in \($0)," } ?? ""
        let zone = ScreenRect(x: s.x, y: s.maxY - zoneHeight, width: s.width, height: zoneHeight)
        let c = LayoutGuides.cornerZone
        let corners = compat ? [] : [ScreenRect(x: 0, y: s.maxY - c, width: c, height: c), ScreenRect(x: s.maxX - c, y: s.maxY - c, width: c, height: c)]
        let controls = interactive
        guard !controls.isEmpty else { return notApplicable(rule, "no interactive elements laid out") }
        // Imported layouts: the zone is there for the devices with a home indicator.
        let devices = scene.imported.isEmpty ? [] : layoutDevices
        let withZone = devices.filter { $0.insets.bottom > 0 }
        var failures: [Failure] = []
        var reviews: [Failure] = []
        for n in controls where !insideScrollView(n) {
            let f = n.frame!
            // The items of a tab bar or toolbar are laid out by UIKit across the whole bar, so in
            // a narrow window the outer ones reach the corners: that is the system's layout, not
            // the app's control put in a corner. They are still judged against the gesture zone
            // (UIKit keeps them above the home indicator).
            let inCorner = !inSystemBar(n) && corners.contains { f.intersects($0) }
            let inZone = f.intersects(zone)
            guard inCorner || inZone else { continue }
            let failure = Failure(element: n.element.id,
                                  message: "bottom edge at \(fmt(f.maxY)) of \(fmt(s.maxY)) pt: in the system gesture zone (bottom \(fmt(zoneHeight)) pt\(zoneSetIn) or a \(fmt(c)) pt corner)",
                                  method: .static, measured: .number(f.maxY), required: .text("above \(fmt(zone.y)) pt, outside the \(fmt(c)) pt corners"))
            if inCorner || devices.isEmpty || withZone.count == devices.count {
                failures.append(failure)
            } else if !withZone.isEmpty {
                var r = failure
                r.message = "bottom edge at \(fmt(f.maxY)) of \(fmt(s.maxY)) pt: in the home indicator's gesture zone on \(withZone.map(\.description).joined(separator: ", ")), not on \(devices.filter { $0.insets.bottom == 0 }.map(\.description).joined(separator: ", ")): the dump does not say which it was laid out for"
                r.decide = "a dump that shows the status bar (XCUITest or Appium on the device) tells the device; or check this control on the device the dump was taken on"
                reviews.append(r)
            }
        }
        let note = devices.isEmpty || withZone.count == devices.count ? "\(controls.count) controls"
            : withZone.isEmpty ? "\(controls.count) controls; laid out for \(devices.map(\.description).joined(separator: ", ")): no home indicator"
            : "\(controls.count) controls; laid out for one of \(devices.map(\.description).joined(separator: ", "))"
        return result(rule, failures, reviews: reviews, methods: [.static], note: note)
    }
}

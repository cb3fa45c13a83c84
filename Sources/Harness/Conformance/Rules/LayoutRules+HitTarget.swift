import InputModel

/// layout.hit-target (docs/conformance.md, "Layout and multitasking"): every interactive element
/// offers 44 × 44 pt a tap can reach.
///
/// What is measured is what takes the tap. On an imported scene:
/// - Cover is judged only where the dump gives drawing order (UIKit's `recursiveDescription`: a
///   later sibling is drawn in front, and a view with `userInteractionEnabled = NO` passes
///   touches). An accessibility tree (XCUITest, Appium) lists elements in reading order, not
///   drawing order: two interactive elements that overlap there need review, naming both.
/// - A control (a text input, a picker's button) whose nearest interactive ancestor is the app's
///   own view with gesture recognizers, holding no other control (a form row that focuses its
///   field or opens its picker), is reached through that row: the row is measured. A small text
///   input alone in a list or grid cell needs review: a tap beside it lands on the cell, which
///   may act for it or do something else.
/// - UIKit's own controls, sized and laid out by UIKit (switches, sliders, segmented controls,
///   steppers, page controls, a search bar's field, the items of navigation bars, toolbars and
///   tab bars) are not the app's layout and are not judged.
extension Probe {
    /// The imported dump whose frames lay the scene out in this environment (nil: a hand-written
    /// scene, or no dump shows this window).
    var dumpSource: SceneSource? { ScenePlacement.layoutSource(scene, environment) }

    /// The layout says what is drawn in front of what: a hand-written scene (draw order declared)
    /// or a UIKit dump (subviews in drawing order).
    var drawingOrderKnown: Bool { dumpSource.map { $0.format == .uikit } ?? true }

    /// UIKit view classes and accessibility element types of controls UIKit sizes and lays out.
    static let systemControlClasses: Set<String> = [
        "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl", "UISearchBarTextField",
        "_UIButtonBarButton", "_UIModernBarButton", "UINavigationButton", "UIToolbarButton", "UITabBarButton",
        "Switch", "Toggle", "Slider", "SegmentedControl", "Stepper", "PageIndicator", "SearchField",
    ]

    /// Why UIKit, not the app, lays the element out (nil when the app does): an imported system
    /// control, or an item of a system bar.
    func laidOutByUIKit(_ n: ResolvedScene.Node) -> String? {
        guard let c = n.element.className else { return nil }
        if Probe.systemControlClasses.contains(c) { return "UIKit's own \(c)" }
        if c == "UISearchTextField" && hasAncestor(n, where: { $0.className == "UISearchBar" }) { return "a UISearchBar's field" }
        if (n.element.role == .barButton || n.element.role == .tab) && hasAncestor(n, in: [.navigationBar, .toolbar, .tabBar]) {
            return "an item of a \(c.hasPrefix("UI") || c.hasPrefix("_") ? "UIKit " : "")bar"
        }
        return nil
    }

    /// For each node, how many laid-out interactive elements lie inside it (one pass up from
    /// each interactive node: linear in nodes × depth, not in pairs of nodes).
    func interactiveDescendantCounts() -> [Int] {
        var counts = Array(repeating: 0, count: layout.nodes.count)
        for n in layout.nodes where n.frame != nil && n.element.isInteractive {
            var p = n.parent
            while let a = p { counts[a] += 1; p = layout.nodes[a].parent }
        }
        return counts
    }

    /// The nearest interactive ancestor of node `i` that encloses it and holds no other
    /// interactive element: what a tap beside the element reaches.
    func soleEnclosingControl(of i: Int, counts: [Int]) -> Int? {
        let n = layout.nodes[i]
        guard let f = n.frame else { return nil }
        var p = n.parent
        while let a = p {
            let an = layout.nodes[a]
            if an.element.isInteractive && !an.element.passesTouches {
                guard let af = an.frame, af.contains(f) else { return nil }
                // Inside `a`: the element, what is inside the element, and nothing else.
                return counts[a] == 1 + counts[i] ? a : nil
            }
            p = an.parent
        }
        return nil
    }

    func checkHitTargets() -> RuleResult {
        let rule = RuleID.layoutHitTarget
        let m = settings.minimumHitTarget
        let needs = "needs \(fmt(m)) × \(fmt(m))" + (settings.threshold(for: rule)?.setIn.map { " (set in \($0))" } ?? "")
        let all = layout.nodes.indices.filter { layout.nodes[$0].app == 0 && layout.nodes[$0].frame != nil && layout.nodes[$0].element.isInteractive }
        guard !all.isEmpty else { return notApplicable(rule, "no interactive elements laid out") }
        var systemControls = 0
        let targets = all.filter { i in
            if laidOutByUIKit(layout.nodes[i]) != nil { systemControls += 1; return false }
            return true
        }
        let coverKnown = drawingOrderKnown
        var failures: [Failure] = []
        var reviews: [Failure] = []
        var smallest: ScreenSize?
        func tooSmall(_ f: ScreenRect) -> Bool { f.width < m - 1e-9 || f.height < m - 1e-9 }
        var counts: [Int]?      // computed at the first small imported target, for all of them
        for i in targets {
            let n = layout.nodes[i], f = n.frame!
            var measured = f
            var through: Int?       // the row that takes the tap for it
            if tooSmall(f), n.element.className != nil {
                if counts == nil { counts = interactiveDescendantCounts() }
                if let a = soleEnclosingControl(of: i, counts: counts!) {
                    let row = layout.nodes[a]
                    let textInput = Probe.textRoles.contains(n.element.role)
                    if row.element.defaultAction == "gesture" {
                        measured = row.frame!
                        through = a
                    } else if textInput && [.listItem, .gridItem].contains(row.element.role) && !tooSmall(row.frame!) {
                        reviews.append(Failure(element: n.element.id,
                                               message: "\(fmt(f.width)) × \(fmt(f.height)) pt, alone in the cell \(row.element.id) (\(fmt(row.frame!.width)) × \(fmt(row.frame!.height)) pt): a tap beside it selects the cell, which may focus it or do something else",
                                               method: .static, measured: .numbers([f.width, f.height]), required: .numbers([m, m]), related: [row.element.id],
                                               decide: "if selecting \(row.element.id) focuses \(n.element.id), the cell is its target: make the cell the text input in the overlay (\(row.element.id): {role: \(n.element.role.rawValue)}); otherwise make \(n.element.id) \(fmt(m)) pt tall"))
                        continue
                    }
                }
            }
            // A segmented control's segments are its targets: each must be big enough.
            if !n.element.segments.isEmpty {
                let segments = Segment.frames(n.element.segments, in: f)
                let small = zip(n.element.segments, segments).filter { tooSmall($0.1) }
                for (s, r) in small {
                    failures.append(Failure(element: n.element.id,
                                            message: "segment \"\(s.title)\" is \(fmt(r.width)) × \(fmt(r.height)) pt (\(segments.count) segments in \(fmt(f.width)) pt), \(needs)",
                                            method: .static, measured: .numbers([r.width, r.height]), required: .numbers([m, m])))
                }
                if !small.isEmpty { continue }
                if let narrowest = segments.min(by: { min($0.width, $0.height) < min($1.width, $1.height) }) {
                    measured = narrowest
                }
            }
            let row = through.map { layout.nodes[$0].element.id }
            if tooSmall(measured) {
                let via = row.map { " (reached through \($0), \(fmt(measured.width)) × \(fmt(measured.height)) pt)" } ?? ""
                failures.append(Failure(element: n.element.id, message: "\(fmt(f.width)) × \(fmt(f.height)) pt\(via), \(needs)", method: .static,
                                        measured: .numbers([measured.width, measured.height]), required: .numbers([m, m]),
                                        related: row.map { [$0] } ?? []))
                continue
            }
            guard coverKnown else {
                if smallest == nil || min(measured.width, measured.height) < min(smallest!.width, smallest!.height) { smallest = ScreenSize(width: measured.width, height: measured.height) }
                continue
            }
            let scroller = scrollingAncestor(i)
            let coverers = UnobscuredArea.coverers(of: through ?? i, in: layout)
                .filter { !layout.isDescendant($0, of: i) && (scroller == nil || layout.isDescendant($0, of: scroller!)) }
            let area = UnobscuredArea.measure(frame: measured, covered: coverers.map { layout.nodes[$0].frame! }, minimum: m)
            if !area.meets {
                let names = coverers.map { layout.nodes[$0].element.id }
                failures.append(Failure(element: n.element.id,
                                        message: "\(fmt(f.width)) × \(fmt(f.height)) pt, but \(names.joined(separator: ", ")) covers it: unobscured \(fmt(area.largest.width)) × \(fmt(area.largest.height)) pt, \(needs)",
                                        method: .static, measured: .numbers([area.largest.width, area.largest.height]), required: .numbers([m, m]),
                                        related: names))
            } else if smallest == nil || min(area.largest.width, area.largest.height) < min(smallest!.width, smallest!.height) {
                smallest = area.largest
            }
        }
        if !coverKnown { reviews += overlapsInReadingOrder(targets) }
        var note = "\(targets.count) interactive elements"
        if systemControls > 0 { note += "; \(systemControls) of UIKit's own controls and bar items not judged (UIKit sizes them)" }
        if !coverKnown { note += "; cover not judged: \(dumpSource!.dump) is an accessibility tree, in reading order, not drawing order" }
        return result(rule, failures, reviews: reviews, methods: [.static], note: note,
                      measured: smallest.map { .numbers([$0.width, $0.height]) }, required: .numbers([m, m]))
    }

    /// The nearest scroll view around node `i` that has more content than it shows: what is drawn
    /// over content there (a bar over a list scrolled under it) covers a scroll position, not
    /// the layout, and the content scrolls out from under it.
    func scrollingAncestor(_ i: Int) -> Int? {
        var p = layout.nodes[i].parent
        while let a = p {
            if Probe.scrolls(layout.nodes[a]) { return a }
            p = layout.nodes[a].parent
        }
        return nil
    }

    /// Interactive elements that overlap in a layout without drawing order: which one a tap in
    /// the overlap reaches cannot be told, so each pair needs review (named on the first).
    func overlapsInReadingOrder(_ targets: [Int]) -> [Failure] {
        var out: [Failure] = []
        let tolerance = UnobscuredArea.overlapTolerance
        for i in targets {
            let f = layout.nodes[i].frame!
            var others: [String] = []
            layout.grid.candidates(in: f) { j in
                guard j > i, targets.contains(j), let g = layout.nodes[j].frame, let x = g.intersection(f),
                      x.width > tolerance, x.height > tolerance, !layout.isDescendant(j, of: i), !layout.isDescendant(i, of: j) else { return }
                others.append(layout.nodes[j].element.id)
            }
            guard !others.isEmpty else { continue }
            let id = layout.nodes[i].element.id
            let names = others.sorted()
            out.append(Failure(element: id,
                               message: "overlaps \(names.joined(separator: ", ")): the dump is an accessibility tree (reading order, not drawing order), so which of them a tap there reaches cannot be told",
                               method: .static, measured: .texts(names), required: .text("no overlap, or a known drawing order"), related: names,
                               decide: "import a UIKit recursiveDescription of this window (its order is drawing order), or check on a device which element a tap in the overlap reaches"))
        }
        return out
    }
}

import InputModel
/// A scene laid out for one environment: screen frames, draw order, and a spatial index.
public struct ResolvedScene: Sendable {
    public struct Node: Sendable {
        public let element: SceneElement
        public let app: Int
        /// Screen points; nil when the element has no frame in this layout.
        public let frame: ScreenRect?
        public let parent: Int?
        /// Draw order within its app, larger on top (between apps, the window decides: `app(at:)`).
        let order: Int
    }

    public let scene: Scene
    public let environment: HarnessEnvironment
    public let nodes: [Node]
    public let windows: [ScreenRect]
    let index: [String: Int]
    let grid: SpatialGrid
    /// The snapping controls by hit region, for `snapTarget` at paddings up to
    /// `PointerHitRegion.padding` (see `SnapIndex`).
    let snapIndex: SnapIndex
    /// Laid-out nodes with shortcuts of their own, in node order.
    let shortcutNodes: [Int]
    /// For each key combo, the laid-out nodes with a shortcut for it, in node order.
    ///
    /// Why: looking a key press up by scanning every node grows with the scene
    /// (Benchmarks/notes.md, "Hot paths").
    let shortcutOwners: [KeyCombo: [Int]]
    /// Laid-out nodes of the app under test that can take focus (`effectiveFocus`), in node order.
    /// Why: Tab would scan every node for focus groups (Benchmarks/notes.md, "Hot paths").
    let focusNodes: [Int]
    /// What the pointer path reads of each node on every move, as plain values (same order as
    /// `nodes`).
    ///
    /// Why: hit tests and snapping read `nodes[i]`, and each read copied the node's
    /// `SceneElement` (strings, arrays, dictionaries: a retain and a release each)
    /// (Benchmarks/notes.md, "Hot paths").
    let pointerNodes: [PointerNode]
    /// Where UIKit's hit-test can return each node.
    let hitRegions: HitTestRegions

    /// The part of node `i`'s frame where a point hits it (UIKit's hit-test: within every
    /// ancestor's frame; nil when hidden, transparent or passing touches, itself or an ancestor).
    public func hitFrame(_ i: Int) -> ScreenRect? { hitRegions.frame(i) }

    struct PointerNode: Sendable {
        /// The screen frame; meaningless unless `laidOut`.
        var frame: ScreenRect
        var laidOut: Bool
        var app: Int
        var order: Int
        var snapsPointer: Bool
        /// The hit-test never returns it: hidden, alpha under 0.01 or `passesTouches`, itself or an
        /// ancestor, or outside an ancestor's frame (`HitTestRegions`).
        var passesTouches: Bool
        /// Where a point hits it: its frame within every ancestor's (`HitTestRegions`); meaningless
        /// when `passesTouches`.
        var hitFrame: ScreenRect
        var hoverEffect: HoverEffect
        var pointerShape: PointerShape
    }

    public init(scene: Scene, environment: HarnessEnvironment) {
        self.scene = scene
        self.environment = environment
        // Each app's window and its multitasking state: the app under test's, then the companion's.
        var placements = [(frame: environment.windowFrame, state: environment.multitasking)]
        if let c = environment.multitasking.companion, let f = environment.companionWindowFrame { placements.append((f, c)) }
        self.windows = placements.map(\.frame)
        var nodes: [Node] = []
        var index: [String: Int] = [:]
        for (ai, app) in scene.apps.enumerated() {
            let placement = ai < placements.count ? placements[ai] : nil
            let window = placement?.frame
            let keys = placement.map { environment.layoutKeys(windowWidth: $0.frame.width, windowHeight: $0.frame.height, state: $0.state) } ?? []
            // Draw order: depth-first, parents before children, siblings by (z, declaration).
            var children: [String?: [Int]] = [:]
            var localIndex: [String: Int] = [:]
            for (i, e) in app.elements.enumerated() { localIndex[e.id] = i }
            for (i, e) in app.elements.enumerated() { children[e.parent, default: []].append(i) }
            // A loop with a stack of its own, not a recursion: one frame per level of nesting
            // would overflow a 512 KiB thread stack (Dispatch's worker threads on Darwin) on a
            // deep dump that an 8 MiB Linux thread survives. An element is placed once, even where
            // a Swift-built scene repeats an id.
            func kids(_ parent: String?) -> [Int] {
                (children[parent] ?? []).sorted { (app.elements[$0].z, $0) < (app.elements[$1].z, $1) }
            }
            var ordered: [Int] = []
            var placed = [Bool](repeating: false, count: app.elements.count)
            var pending: [(kids: [Int], next: Int)] = [(kids(nil), 0)]
            while let top = pending.last {
                guard top.next < top.kids.count else { pending.removeLast(); continue }
                let k = top.kids[top.next]
                pending[pending.count - 1].next += 1
                guard !placed[k] else { continue }
                placed[k] = true
                ordered.append(k)
                pending.append((kids(app.elements[k].id), 0))
            }
            // Elements in a parent cycle (only possible in unvalidated Swift-built scenes) are
            // still laid out, as roots, so ids always resolve.
            if ordered.count < app.elements.count {
                ordered += app.elements.indices.filter { !placed[$0] }
            }
            let base = nodes.count
            var slot: [Int: Int] = [:]
            for (pos, i) in ordered.enumerated() { slot[i] = base + pos }
            for (pos, i) in ordered.enumerated() {
                let e = app.elements[i]
                let parentSlot = e.parent.flatMap { localIndex[$0] }.flatMap { slot[$0] }
                let f = window.flatMap { w -> ScreenRect? in
                    // The first layout key with a frame, absolute or relative; a relative one is
                    // resolved in the parent's frame here (parents come first in `nodes`), or
                    // the window's; under a parent that is not laid out, nothing.
                    guard let key = keys.first(where: { e.frames[$0] != nil || e.relativeFrames[$0] != nil }) else { return nil }
                    if var r = e.frames[key] {
                        if e.pin == .bottom { r.y = w.height - r.y - r.height }
                        return r.offsetBy(w.origin)
                    }
                    let rel = e.relativeFrames[key]!
                    if rel.reference == .window || parentSlot == nil { return rel.resolve(in: w) }
                    return nodes[parentSlot!].frame.map { rel.resolve(in: $0) }
                }
                // Draw order within the app: orders are compared between one app's nodes only (a
                // point's window is chosen first, `app(at:)`; the app under test's lies above).
                nodes.append(Node(element: e, app: ai, frame: f, parent: parentSlot, order: pos))
                index[e.id] = base + pos
            }
        }
        self.nodes = nodes
        self.index = index
        let regions = HitTestRegions(nodes: nodes, nestedViews: scene.imported.allSatisfy { $0.format.nestsViews })
        hitRegions = regions
        pointerNodes = nodes.indices.map { i in
            let n = nodes[i]
            let zero = ScreenRect(x: 0, y: 0, width: 0, height: 0)
            return PointerNode(frame: n.frame ?? zero, laidOut: n.frame != nil, app: n.app,
                        order: n.order, snapsPointer: n.element.snapsPointer, passesTouches: regions.frame(i) == nil,
                        hitFrame: regions.frame(i) ?? zero,
                        hoverEffect: n.element.effectiveHoverEffect,
                        pointerShape: n.element.effectivePointerShape)
        }
        let bounds = windows.reduce(environment.screenBounds) { $0.union($1) }
        grid = SpatialGrid(frames: nodes.map(\.frame), bounds: bounds)
        snapIndex = SnapIndex(nodes: pointerNodes, grid: grid, padding: PointerHitRegion.padding)
        var shortcutNodes: [Int] = []
        var shortcutOwners: [KeyCombo: [Int]] = [:]
        for (i, n) in nodes.enumerated() where n.frame != nil && !n.element.shortcuts.isEmpty {
            shortcutNodes.append(i)
            for combo in Set(n.element.shortcuts.map(\.keys)) { shortcutOwners[combo, default: []].append(i) }
        }
        self.shortcutNodes = shortcutNodes
        focusNodes = nodes.indices.filter {
            nodes[$0].element.effectiveFocus != nil && nodes[$0].app == 0 && Self.canBecomeFocused($0, nodes, regions)
        }
        self.shortcutOwners = shortcutOwners
        // Parents come before their children in `nodes`, so one pass marks whole subtrees.
        var hidden: [Bool] = []
        if nodes.contains(where: { $0.element.hiddenWithHardwareKeyboard == true }) {
            hidden = Array(repeating: false, count: nodes.count)
            for i in nodes.indices {
                hidden[i] = nodes[i].element.hiddenWithHardwareKeyboard == true || nodes[i].parent.map { hidden[$0] } == true
            }
        }
        hiddenWithHardwareKeyboard = hidden
    }

    /// Per node: it or an ancestor is hidden while a hardware keyboard is connected (empty when
    /// the scene hides nothing).
    let hiddenWithHardwareKeyboard: [Bool]

    /// The node is hidden while a hardware keyboard is connected.
    func isHiddenWithHardwareKeyboard(_ i: Int) -> Bool { !hiddenWithHardwareKeyboard.isEmpty && hiddenWithHardwareKeyboard[i] }

    /// Node `j` lies inside node `i` (`i` is one of its ancestors).
    func isDescendant(_ j: Int, of i: Int) -> Bool {
        var p = nodes[j].parent
        while let q = p {
            if q == i { return true }
            p = nodes[q].parent
        }
        return false
    }

    public func node(_ id: String) -> Node? { index[id].map { nodes[$0] } }
    public func nodeIndex(_ id: String) -> Int? { index[id] }

    /// Which app window contains the point (the topmost one: the app under test's window comes
    /// first, and only in Slide Over does it overlap the other, lying above it).
    // Inlined: the machine's hit tests and snapping run it on every pointer move and scroll, and
    // a call copies the whole `ResolvedScene` (272 bytes) to lend it (Benchmarks/notes.md, "Hot paths").
    @inline(__always)
    public func app(at p: ScreenPoint) -> Int? {
        for (i, w) in windows.enumerated() where i < scene.apps.count && w.contains(p) { return i }
        return nil
    }

    /// The topmost element containing `p` in the window under it.
    public func hitTest(_ p: ScreenPoint) -> Int? { topmost(at: p) }

    /// `hitTest`, always inlined: for the interaction machine's own (`InteractionMachine.hitTest`).
    /// `hidingForHardwareKeyboard` leaves out what the scene hides while a hardware keyboard is
    /// connected (the machine asks so only when the plain hit test landed on such a node; inlined
    /// with the default `false`, the test costs nothing).
    @inline(__always)
    func topmost(at p: ScreenPoint, hidingForHardwareKeyboard: Bool = false) -> Int? {
        guard let app = app(at: p) else { return nil }
        var best: Int?
        var bestOrder = 0
        pointerNodes.withUnsafeBufferPointer { hot in
            grid.candidates(in: ScreenRect(x: p.x, y: p.y, width: 0, height: 0)) { i in
                let n = hot[i]
                guard n.app == app, n.laidOut, !n.passesTouches, n.hitFrame.contains(p) else { return }
                if hidingForHardwareKeyboard && isHiddenWithHardwareKeyboard(i) { return }
                if best == nil || n.order > bestOrder { best = i; bestOrder = n.order }
            }
        }
        return best
    }

    /// A pointer-snapping control whose hit region (frame outset by `padding`) contains `p`;
    /// the closest centre wins, then the topmost.
    @inline(__always)
    public func snapTarget(_ p: ScreenPoint, padding: Double) -> Int? {
        guard let app = app(at: p) else { return nil }
        // Through the snapping index when it was built for this padding or a larger one (the
        // machine's constants can be changed; NaN fails the test and takes the grid path too).
        if padding <= snapIndex.padding { return snapIndex.nearest(to: p, padding: padding, app: app, grid: grid) }
        return snapTargetScanningGrid(p, padding: padding, app: app)
    }

    /// `snapTarget` by testing every element the grid reports for the padded rectangle: what
    /// `SnapIndex` answers, and the path for paddings larger than the index's.
    @inline(__always)
    func snapTargetScanningGrid(_ p: ScreenPoint, padding: Double, app: Int) -> Int? {
        grid.snapTarget(p, padding: padding, app: app, nodes: pointerNodes)
    }

    /// Counts the frames a point query tests (for the scaling test).
    public func candidateCount(at p: ScreenPoint) -> Int {
        var n = 0
        grid.candidates(in: ScreenRect(x: p.x, y: p.y, width: 0, height: 0)) { _ in n += 1 }
        return n
    }

    /// The first of `i` and its ancestors matching `pred`.
    public func ancestorOrSelf(_ i: Int?, where pred: (SceneElement) -> Bool) -> Int? {
        // Through the buffer: `nodes[c]` copies the node, element and all, for every ancestor, and
        // the machine asks on every scroll and touch-down (Benchmarks/notes.md, "Hot paths").
        nodes.withUnsafeBufferPointer { nodes in
            var cur = i
            while let c = cur {
                precondition(nodes.indices.contains(c), "node index \(c) out of range")
                if pred(nodes[c].element) { return c }
                cur = nodes[c].parent
            }
            return nil
        }
    }

    public func id(_ i: Int?) -> String { i.map { nodes[$0].element.id } ?? "root" }

    /// Whether the focus system can move to node `i` (`UIView.canBecomeFocused`; the element
    /// declares a focus group or is a text input, `SceneElement.effectiveFocus`): laid out, an
    /// enabled control ("a subclass of UIControl returns false when it is not enabled"), and
    /// neither hidden, of alpha 0, nor with user interaction off — itself, or, where the nesting
    /// is the view hierarchy, an ancestor (`HitTestRegions.shownForFocus`).
    static func canBecomeFocused(_ i: Int, _ nodes: [Node], _ regions: HitTestRegions) -> Bool {
        nodes[i].frame != nil && nodes[i].element.enabled && regions.shownForFocus[i]
    }

    /// `canBecomeFocused(_:_:_:)` for node `i` of this layout.
    public func canBecomeFocused(_ i: Int) -> Bool { Self.canBecomeFocused(i, nodes, hitRegions) }

    /// Who takes a touch at the hit view `i` that no recognizer claims: the view itself, or, where
    /// it is a disabled control, the nearest enabled ancestor (`UIControl.isEnabled`: "If the
    /// enabled state is false, the control ignores touch events"; an ignored touch goes on up the
    /// responder chain). The hit-test itself does not look at `isEnabled` (`HitTestRegions`).
    public func responder(at i: Int?) -> Int? { ancestorOrSelf(i, where: { $0.enabled }) }

    /// Whether scroll view `c` scrolls along each axis: its content is wider (taller) than its
    /// frame. Content that fits along an axis does not scroll along it (`alwaysBounceHorizontal`
    /// and `alwaysBounceVertical` default to false, UIKit). A scroll view that declares no content
    /// size (a dump that does not print it) may scroll either way; a text view or a canvas that
    /// declares none is as large as its frame (a canvas's drawable area grows only when the app
    /// sets `contentSize`, PKCanvasView), and scrolls neither way. A map scrolls both ways without
    /// end (MKMapView has no content size). One whose scrolling is off scrolls neither way
    /// (`scrollEnabled`).
    func scrollAxes(_ c: Int) -> (horizontal: Bool, vertical: Bool) {
        guard let f = nodes[c].frame, nodes[c].element.scrollEnabled else { return (false, false) }
        if nodes[c].element.role == .map { return (true, true) }
        guard let content = nodes[c].element.contentSize else {
            return nodes[c].element.role == .scrollView ? (true, true) : (false, false)
        }
        return (content.width > f.width, content.height > f.height)
    }

    /// What two fingers' pinch and rotation over view `i` go to, on the touchscreen or the
    /// trackpad: the scroll view, map or control around it, else the nearest enabled responder.
    public func transformTarget(at i: Int?) -> Int? {
        ancestorOrSelf(i, where: { $0.role.scrollsContent || $0.isInteractive }) ?? responder(at: i)
    }

    /// Whether scroll view `i` itself scrolls along some axis (`scrollAxes`).
    public func scrolls(_ i: Int) -> Bool {
        let axes = scrollAxes(i)
        return nodes[i].element.role.scrollsContent && (axes.horizontal || axes.vertical)
    }

    /// The nearest of `i` and its ancestors that scrolls horizontally, and the nearest that
    /// scrolls vertically (`scrollAxes`). A scroll view's pan begins only along an axis it can
    /// scroll, so a movement across it goes to the scroll view around it (UIScrollView's nested
    /// scrolling: "Cross-directional scrolling … is supported and provided by default", Scroll
    /// View Programming Guide › Nesting Scroll Views).
    /// With `scrollViewsOnly`, only UIScrollViews: what the focus system scrolls to reveal an item
    /// (`UIFocusItemScrollableContainer`), which a map is not.
    public func scrollViews(around i: Int?, scrollViewsOnly: Bool = false) -> ScrollTargets {
        var found = ScrollTargets()
        var cur = i
        let kind: (SceneElement) -> Bool = scrollViewsOnly ? { $0.role.isScrollView } : { $0.role.scrollsContent }
        while let c = ancestorOrSelf(cur, where: kind), found.horizontal == nil || found.vertical == nil {
            let axes = scrollAxes(c)
            if axes.horizontal && found.horizontal == nil { found.horizontal = c }
            if axes.vertical && found.vertical == nil { found.vertical = c }
            cur = nodes[c].parent
        }
        return found
    }
}

/// The scroll views a touch's pan can move, by axis (`ResolvedScene.scrollViews(around:)`).
public struct ScrollTargets: Sendable, Equatable {
    public var horizontal: Int?
    public var vertical: Int?
    public init(horizontal: Int? = nil, vertical: Int? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The one a movement by `v` pans: along its larger component (vertical at a tie).
    public func along(_ v: ScreenPoint) -> Int? { abs(v.x) > abs(v.y) ? horizontal : vertical }
}

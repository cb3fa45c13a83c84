import InputModel

/// One dump's elements as a table, one row per element in document order, filled in named
/// passes (docs/import.md): `dropHidden` (which stay, and each one's nearest kept ancestor),
/// `assignRoles` (roles settled by context: bars above buttons, collection views above cells),
/// `classifyCells` (a collection view's cells are grid items or list rows), `nameControls` (a
/// control without a name takes its title label's), `assignIDs`; then `elements(layout:)`
/// makes the scene elements.
struct DumpNodes {
    /// An element of the dump, as the passes settle it.
    struct Node {
        /// Shown, with a frame of some area, and not system UI.
        var keep = true
        var keptParent: Int?
        var kind: ImportRoles.Kind?
        var role = ElementRole.container
        /// The nearest bar ancestor's role.
        var bar: ElementRole?
        /// The nearest scroll container, when it is a collection view.
        var collection: Int?
        /// What names the element: its label, or a control's title label.
        var title: String?
        var id: String?
        /// What the id was made from, before a repeat's number (`Work` for `Work#2`; a label
        /// `Issue #3` is its own base).
        var base = ""
        /// The id is an accessibility identifier that no other element of the dump has.
        var namedByIdentifier = false
    }

    /// A scene element made from a dump element, what its id was made from, whether that is an
    /// accessibility identifier naming it alone in its dump, and the dump line it was read from.
    typealias Identified = (element: SceneElement, base: String, fromIdentifier: Bool, line: Int)

    let tree: DumpTree
    private(set) var nodes: [Node]

    init(_ tree: DumpTree) {
        self.tree = tree
        nodes = tree.elements.map { Node(title: $0.label) }
        dropHidden()
        assignRoles()
        classifyCells()
        nameControls()
        assignIDs()
    }

    /// Which elements stay — shown, with a frame of some area, not system UI (the status bar,
    /// the keyboard, the application node) — and each one's nearest kept ancestor.
    mutating func dropHidden() {
        var inDroppedSubtree = Array(repeating: false, count: nodes.count)
        for (i, e) in tree.elements.enumerated() {
            let dropped = e.parent.map { inDroppedSubtree[$0] } ?? false
            inDroppedSubtree[i] = dropped || SceneImporter.droppedSubtrees.contains(e.className)
            let hasArea = (e.frame?.width ?? 0) > 0 && (e.frame?.height ?? 0) > 0
            nodes[i].keep = !inDroppedSubtree[i] && e.visible && hasArea && !SceneImporter.droppedTypes.contains(e.className)
        }
        for (i, e) in tree.elements.enumerated() {
            guard let p = e.parent else { continue }
            nodes[i].keptParent = nodes[p].keep ? p : nodes[p].keptParent
        }
    }

    /// Roles, settled by context: a button in a tab bar is a tab, in a navigation bar or a
    /// toolbar a bar button; a collection view is a scroll view, its cells list items until
    /// `classifyCells`.
    mutating func assignRoles() {
        for (i, e) in tree.elements.enumerated() {
            let kind = ImportRoles.kind(className: e.className, baseClass: e.baseClass, traits: e.traits)
            nodes[i].kind = kind
            if let p = e.parent {
                nodes[i].bar = nodes[p].bar
                nodes[i].collection = nodes[p].collection
                if [.navigationBar, .toolbar, .tabBar].contains(nodes[p].role) { nodes[i].bar = nodes[p].role }
                if nodes[p].kind == .collectionView { nodes[i].collection = p } else if nodes[p].role == .scrollView { nodes[i].collection = nil }
            }
            let bar = nodes[i].bar
            switch kind {
            case .role(let r)?: nodes[i].role = r
            case .collectionView?: nodes[i].role = .scrollView
            case .button?:
                nodes[i].role = bar == .tabBar ? .tab : (bar == .navigationBar || bar == .toolbar) ? .barButton : .button
            case .cell?:
                nodes[i].role = .listItem        // a grid's cells are told by `classifyCells`
            case nil:
                // A container (the default); one with a Pencil interaction becomes a canvas with
                // its capabilities (`SceneImporter.capabilities`).
                break
            }
        }
    }

    /// Cells of a collection view are grid items when two of them share a row (side by side);
    /// a lone cell, when it is narrower than `SceneImporter.listRowShare` of the collection view.
    /// Otherwise the collection view is a list (UICollectionView list layouts, inset or not).
    mutating func classifyCells() {
        var cellsOf: [Int: [Int]] = [:]
        for i in nodes.indices where nodes[i].kind == .cell { if let c = nodes[i].collection { cellsOf[c, default: []].append(i) } }
        for (c, cells) in cellsOf {
            let frames = cells.compactMap { i in tree.elements[i].frame.map { (i, $0) } }
            var grid = false
            var rows: [Int: [ScreenRect]] = [:]       // by top edge, to the point
            for (_, f) in frames where f.width > 0 && f.height > 0 {
                let key = Int(f.y.rounded())
                if let others = rows[key], others.contains(where: { $0.x + $0.width <= f.x + 0.5 || f.x + f.width <= $0.x + 0.5 }) { grid = true }
                rows[key, default: []].append(f)
            }
            if !grid, frames.count == 1, let cf = tree.elements[c].frame, frames[0].1.width < SceneImporter.listRowShare * cf.width { grid = true }
            if grid { for i in cells { nodes[i].role = .gridItem } }
        }
    }

    /// A control without a label is named by its title: the first label inside it (UIKit's
    /// UIButtonLabel, a cell's text), where its identifier does not name it (`assignIDs`).
    mutating func nameControls() {
        for (i, e) in tree.elements.enumerated() where nodes[i].role == .label && e.label != nil {
            var p = e.parent
            while let up = p {
                if nodes[up].role.isInteractive && tree.elements[up].label == nil {
                    nodes[up].title = nodes[up].title ?? e.label
                }
                p = tree.elements[up].parent
                if nodes[up].role.isInteractive { break }
            }
        }
    }

    /// Ids: the accessibility identifier, else the title (interactive elements claim titles
    /// before others), else type and index (`Other[3]`, counted per type in document order).
    /// Repeats get `#2`, `#3` in document order; `root` and the empty string are reserved.
    mutating func assignIDs() {
        var taken: Set<String> = ["root", ""]
        var nextSuffix: [String: Int] = [:]     // base → the next `#k` to try (a thousand "Item"s stay linear)
        func claim(_ i: Int, _ base: String) {
            var id = base, k = nextSuffix[base] ?? 2
            while taken.contains(id) { id = "\(base)#\(k)"; k += 1 }
            if id != base { nextSuffix[base] = k }
            taken.insert(id)
            nodes[i].id = id
            nodes[i].base = base
        }
        let kept = tree.elements.indices.filter { nodes[$0].keep }
        let identifiers = kept.map { tree.elements[$0].identifier.map(SceneImporter.clean) ?? "" }
        var uses: [String: Int] = [:]
        for s in identifiers where !s.isEmpty { uses[s, default: 0] += 1 }
        for (i, s) in zip(kept, identifiers) where !s.isEmpty {
            claim(i, s)
            nodes[i].namedByIdentifier = uses[s] == 1 && nodes[i].id == s
        }
        for i in kept where nodes[i].id == nil && nodes[i].role.isInteractive {
            if let s = nodes[i].title.map(SceneImporter.clean), !s.isEmpty { claim(i, s) }
        }
        for i in kept where nodes[i].id == nil {
            if let s = nodes[i].title.map(SceneImporter.clean), !s.isEmpty { claim(i, s) }
        }
        var perType: [String: Int] = [:]
        for i in kept {
            let type = tree.elements[i].className
            perType[type, default: 0] += 1
            if nodes[i].id == nil { claim(i, "\(type)[\(perType[type]!)]") }
        }
    }

    /// The kept elements as scene elements, frames under `layout`, in document order.
    func elements(layout: String) -> [Identified] {
        let n = nodes.count
        var out: [Identified] = []
        out.reserveCapacity(n)
        let extents = SceneImporter.descendantExtents(tree)
        for i in 0..<n where nodes[i].keep {
            let d = tree.elements[i]
            let node = nodes[i]
            var e = SceneElement(id: node.id!, role: node.role, frames: [layout: SceneImporter.rounded(d.frame!)])
            e.parent = node.keptParent.map { nodes[$0].id! }
            e.className = d.className
            SceneImporter.capabilities(d, into: &e)
            // Only what could take input says it is disabled (a UILabel's userInteractionEnabled = NO
            // is its default, not a state).
            e.enabled = d.enabled || !(e.role.isInteractive || e.isInteractive)
            // An accessibility tree (XCUITest, Appium) lists elements in reading order, not drawing
            // order, so it cannot say what is on top: a tap is taken to reach the control at that
            // point, and bare containers, labels and images pass it through to what is under them,
            // down to the window (the root), which takes what nothing else does. (A scroll view and
            // a canvas take what lands on them.)
            e.passesTouches = d.passesTouches
                || (tree.format != .uikit && node.keptParent != nil && !e.isInteractive && !SceneImporter.takesTouchesInAnyOrder.contains(e.role))
            // A UILabel draws its text vertically centred in its frame: a frame taller than the
            // text leaves empty space, which is no content.
            if tree.format == .uikit, e.role == .label, !e.isInteractive, let text = d.label, let f = d.frame {
                let h = SceneImporter.rounded(points: LabelText.height(of: text, width: f.width))
                if h < f.height - 0.5 { e.textHeight = h }
            }
            if e.role == .scrollView {
                // The content size a UIKit dump prints is the scroll view's own; what its subviews
                // span is only a guess (a table's separators run past its width), made where
                // nothing is printed (an accessibility tree).
                let f = d.frame!
                var w = f.width, h = f.height
                if let c = d.contentSize {
                    w = max(w, c.width); h = max(h, c.height)
                } else if let x = extents[i] {
                    // A guess, within the scene's range (descendants at its two ends span twice it).
                    w = min(max(w, x.x + x.width - f.x), Scene.maximumCoordinate)
                    h = min(max(h, x.y + x.height - f.y), Scene.maximumCoordinate)
                }
                if w > f.width + 1e-9 || h > f.height + 1e-9 { e.contentSize = ScreenSize(width: w, height: h) }
            }
            out.append((e, node.base, node.namedByIdentifier, d.line))
        }
        return out
    }
}

import InputModel

/// Builds a scene from dumps of a running app (docs/import.md).
///
/// Each dump gives the elements it shows a frame under the layout of its window
/// (`regular-834x1194`: the size class by `HarnessEnvironment`'s width threshold, then the
/// window's size); several dumps of one app, taken in different windows, merge into one scene by
/// element id. Hidden and zero-size elements are dropped
/// (their shown children move up to the nearest kept ancestor); disabled ones are kept with
/// `enabled: false`.
public struct SceneImporter {
    /// A dump to import and the name its errors and the scene's `imported` list give it.
    public struct Input {
        public var tree: DumpTree
        public var file: String
        public init(tree: DumpTree, file: String) {
            self.tree = tree
            self.file = file
        }
    }

    /// YAML nodes the elements of an imported scene may take: the loader's limit
    /// (`YAMLSource.maximumNodes`) less room for the rest of the scene.
    static let elementNodeBudget = YAMLSource.maximumNodes - 20_000

    /// Share of a collection view's width from which its only cell is a list row.
    static let listRowShare = 0.9
    /// Element types that are not the app's views: the application node (its frame is the
    /// screen), the system's on-screen keyboard and status bar.
    static let droppedTypes: Set<String> = ["Application"]
    static let droppedSubtrees: Set<String> = ["Keyboard", "StatusBar"]

    /// Roles that take what lands on them even where the dump gives no drawing order.
    static let takesTouchesInAnyOrder: Set<ElementRole> = [.scrollView, .canvas]

    public init() {}

    /// - Parameters:
    ///   - everyWindow: the (single) dump's layout is the app's in every window (a layout that
    ///     never adapts): frames under `default`.
    ///   - window: the window the dumps whose root is no window were taken in (the overlay's
    ///     `window`); without it, such a dump's window is unknown unless its root has a known
    ///     window's size at the window's origin.
    public func scene(name: String, from inputs: [Input], everyWindow: Bool = false, window declared: ImportOverlay.WindowDeclaration? = nil,
                      environment: HarnessEnvironment = HarnessEnvironment()) throws -> Scene {
        if everyWindow && inputs.count > 1 {
            throw TactileError(.usage, "--every-window takes one dump: its layout stands for every window")
        }
        var merged: [SceneElement] = []
        var index: [String: Int] = [:]
        var identifierIDs: Set<String> = []       // ids that are a dump's accessibility identifier
        var sources: [SceneSource] = []
        var declarationUsed = false
        var origin: [String: (file: String, line: Int)] = [:]     // where each element was first read
        for var input in inputs {
            // A root that is no window: laid out in the declared window, or its window is unknown.
            var unknownWindow: String?
            let tree = input.tree
            if !tree.rootIsWindow {
                let o = tree.rootOrigin, r = tree.window, root = tree.elements[0]
                let t = ScenePlacement.windowTolerance
                if let declared {
                    guard o.x >= -t, o.y >= -t, o.x + r.width <= declared.size.width + t, o.y + r.height <= declared.size.height + t else {
                        throw declared.fail("a \(fmt(declared.size.width)) × \(fmt(declared.size.height)) pt window cannot hold the root of \(input.file) (line \(root.line): \(root.className) at \(fmt(o.x)), \(fmt(o.y)), \(fmt(r.width)) × \(fmt(r.height)) pt)")
                    }
                    input.tree = tree.placed(in: declared.size)
                    declarationUsed = true
                } else if !(abs(o.x) <= t && abs(o.y) <= t && Self.isKnownWindow(r)) {
                    unknownWindow = root.className
                }
            }
            let w = input.tree.window
            let layout = everyWindow ? SceneLayout.defaultKey
                : SceneLayout.windowKey(sizeClass: environment.sizeClass(forWidth: w.width), width: w.width, height: w.height)
            if let other = sources.first(where: { $0.layout == layout }) {
                throw TactileError(.usage, "\(input.file) and \(other.dump) are both \(layout) windows (\(fmt(w.width)) × \(fmt(w.height)) and \(fmt(other.window.width)) × \(fmt(other.window.height)) pt): a scene keeps one layout per window size; import dumps of different windows (full screen in portrait and in landscape, Slide Over, a split), or import them into separate scenes")
            }
            // The system's status bar, left out of the scene, still tells the device's safe area.
            let statusBar = input.tree.elements.first { $0.className == "StatusBar" }?.frame.flatMap { $0.height > 0 ? $0.height : nil }
            sources.append(SceneSource(dump: input.file, format: input.tree.format, window: input.tree.window, layout: layout,
                                       statusBar: statusBar.map(Self.rounded(points:)), unknownWindow: unknownWindow))
            let elements = self.identified(input.tree, layout: layout)
            // Merge by id: a known element gains this layout's frame; a new one goes after the
            // known element before it in this dump (so drawing order follows the dumps). An id
            // matches when it is an accessibility identifier of the same kind of element, or, when
            // it was made from a label or a type, of the same kind under the same parent: a "Folders"
            // bar in one window and a "Folders" back button in another are two elements.
            var insertions: [Int: [SceneElement]] = [:]     // after merged index; -1: at the start
            var anchor = -1
            var renamed: [String: String] = [:]
            var taken = Set(index.keys).union(elements.map(\.element.id))
            // Known elements by what names them apart from their number: the label (or type) the id
            // was made from, the class and the parent. A repeat numbered differently in another dump
            // ("Work#2" here, "Work#3" there) is still the same title label of the same bar.
            func kindKey(_ id: String, _ className: String?, _ parent: String?) -> String {
                Self.withoutSuffix(id) + "\u{1}" + (className ?? "") + "\u{1}" + (parent ?? "")
            }
            var byKind: [String: [Int]] = [:]
            for (i, known) in merged.enumerated() { byKind[kindKey(known.id, known.className, known.parent), default: []].append(i) }
            for (element, fromIdentifier, line) in elements {
                var e = element
                if let p = e.parent, let q = renamed[p] { e.parent = q }
                if let i = index[e.id] {
                    let known = merged[i]
                    let trusted = fromIdentifier || identifierIDs.contains(e.id)
                    if known.className == e.className && known.frames[layout] == nil && (trusted || known.parent == e.parent) {
                        merged[i].frames[layout] = e.frames[layout]
                        anchor = i
                        continue
                    }
                    if !fromIdentifier, let j = byKind[kindKey(e.id, e.className, e.parent)]?.first(where: { merged[$0].frames[layout] == nil }) {
                        merged[j].frames[layout] = e.frames[layout]
                        renamed[e.id] = merged[j].id
                        anchor = j
                        continue
                    }
                    let base = Self.withoutSuffix(e.id)
                    var k = 2, fresh = "\(base)#2"
                    while taken.contains(fresh) { k += 1; fresh = "\(base)#\(k)" }
                    taken.insert(fresh)
                    renamed[e.id] = fresh
                    e.id = fresh
                }
                if fromIdentifier { identifierIDs.insert(e.id) }
                origin[e.id] = (input.file, line)
                insertions[anchor, default: []].append(e)
            }
            if !insertions.isEmpty {
                var next = insertions[-1] ?? []
                for (i, e) in merged.enumerated() {
                    next.append(e)
                    next.append(contentsOf: insertions[i] ?? [])
                }
                merged = next
                index = [:]
                for (i, e) in merged.enumerated() { index[e.id] = i }
            }
        }
        if let declared, !declarationUsed {
            let roots = inputs.map { "\($0.file): \($0.tree.elements[0].className)" }.joined(separator: ", ")
            throw declared.fail("every dump's root is a window (\(roots)), whose size the dump shows: the declaration is for a dump whose root is a view or a fragment")
        }
        // The scene must read back: its elements within the loader's node limit, less room for
        // the rest of the scene (its name, the dumps it lists, an overlay's additions).
        var nodes = 0
        for e in merged {
            nodes += SceneWriter.nodeCount(of: e)
            if nodes > Self.elementNodeBudget, let o = origin[e.id] {
                throw TactileError.badInput(o.file, line: o.line, "from this element on (\(merged.count) elements in all) the scene would hold more than \(Self.elementNodeBudget) YAML nodes, more than a scene file may (\(YAMLSource.maximumNodes) in all): import a dump of one screen")
            }
        }
        var scene = Scene(name: name, elements: merged)
        scene.imported = sources
        try scene.validate(file: inputs.first?.file ?? "<import>")
        return scene
    }

    /// A window the conformance matrix or an iPhone has (within `ScenePlacement.windowTolerance`):
    /// a root view of this size at the window's origin is taken to fill that window, as a
    /// snapshot test lays a view out at a device's size.
    static func isKnownWindow(_ size: Size) -> Bool {
        IPhoneWindows.screen(for: size) != nil || HarnessEnvironment.matrix.contains { ScenePlacement.sameWindow(size, $0.windowFrame) }
    }

    /// The scene elements of one dump, frames under `layout`, in document order.
    public func elements(of tree: DumpTree, layout: String) -> [SceneElement] {
        identified(tree, layout: layout).map(\.element)
    }

    /// The elements, each with whether its id is the dump's accessibility identifier.
    func identified(_ tree: DumpTree, layout: String) -> [(element: SceneElement, fromIdentifier: Bool, line: Int)] {
        let n = tree.elements.count
        // Which elements stay: shown, with a frame of some area, not system UI.
        var keep = Array(repeating: true, count: n)
        var inDroppedSubtree = Array(repeating: false, count: n)
        for (i, e) in tree.elements.enumerated() {
            let dropped = e.parent.map { inDroppedSubtree[$0] } ?? false
            inDroppedSubtree[i] = dropped || Self.droppedSubtrees.contains(e.className)
            let hasArea = (e.frame?.width ?? 0) > 0 && (e.frame?.height ?? 0) > 0
            keep[i] = !inDroppedSubtree[i] && e.visible && hasArea && !Self.droppedTypes.contains(e.className)
        }
        // Nearest kept ancestor of each element.
        var keptParent = Array(repeating: Int?.none, count: n)
        for (i, e) in tree.elements.enumerated() {
            guard let p = e.parent else { continue }
            keptParent[i] = keep[p] ? p : keptParent[p]
        }
        // Roles, settled by context (bars above buttons, collection views above cells).
        var roles = Array(repeating: ElementRole.container, count: n)
        var kinds = Array(repeating: ImportRoles.Kind?.none, count: n)
        var bar = Array(repeating: ElementRole?.none, count: n)          // nearest bar ancestor's role
        var collection = Array(repeating: Int?.none, count: n)            // nearest scroll container if a collection view
        for (i, e) in tree.elements.enumerated() {
            let kind = ImportRoles.kind(className: e.className, baseClass: e.baseClass, traits: e.traits)
            kinds[i] = kind
            if let p = e.parent {
                bar[i] = bar[p]
                collection[i] = collection[p]
                if [.navigationBar, .toolbar, .tabBar].contains(roles[p]) { bar[i] = roles[p] }
                if kinds[p] == .collectionView { collection[i] = p } else if roles[p] == .scrollView { collection[i] = nil }
            }
            switch kind {
            case .role(let r)?: roles[i] = r
            case .collectionView?: roles[i] = .scrollView
            case .button?:
                roles[i] = bar[i] == .tabBar ? .tab : (bar[i] == .navigationBar || bar[i] == .toolbar) ? .barButton : .button
            case .cell?:
                roles[i] = .listItem        // a grid's cells are told below, with their neighbours
            case nil:
                roles[i] = (e.capabilities.contains(.pencil)) ? .canvas : .container
            }
        }
        // Cells of a collection view are grid items when two of them share a row (side by side);
        // a lone cell, when it is narrower than 90 % of the collection view. Otherwise the
        // collection view is a list (UICollectionView list layouts, inset or not).
        var cellsOf: [Int: [Int]] = [:]
        for i in 0..<n where kinds[i] == .cell { if let c = collection[i] { cellsOf[c, default: []].append(i) } }
        for (c, cells) in cellsOf {
            let frames = cells.compactMap { i in tree.elements[i].frame.map { (i, $0) } }
            var grid = false
            var rows: [Int: [Rect]] = [:]       // by top edge, to the point
            for (_, f) in frames where f.width > 0 && f.height > 0 {
                let key = Int(f.y.rounded())
                if let others = rows[key], others.contains(where: { $0.x + $0.width <= f.x + 0.5 || f.x + f.width <= $0.x + 0.5 }) { grid = true }
                rows[key, default: []].append(f)
            }
            if !grid, frames.count == 1, let cf = tree.elements[c].frame, frames[0].1.width < Self.listRowShare * cf.width { grid = true }
            if grid { for i in cells { roles[i] = .gridItem } }
        }
        // A control without an identifier or label is named by its title: the first label inside it
        // (UIKit's UIButtonLabel, a cell's text).
        var titles = tree.elements.map(\.label)
        for (i, e) in tree.elements.enumerated() where roles[i] == .label && e.label != nil {
            var p = e.parent
            while let up = p {
                if roles[up].isInteractive && tree.elements[up].identifier == nil && tree.elements[up].label == nil { titles[up] = titles[up] ?? e.label }
                p = tree.elements[up].parent
                if roles[up].isInteractive { break }
            }
        }
        let ids = Self.ids(tree, keep: keep, roles: roles, labels: titles)
        var out: [(element: SceneElement, fromIdentifier: Bool, line: Int)] = []
        out.reserveCapacity(n)
        let extents = Self.descendantExtents(tree)
        for i in 0..<n where keep[i] {
            let d = tree.elements[i]
            var e = SceneElement(id: ids[i]!, role: roles[i], frames: [layout: Self.rounded(d.frame!)])
            e.parent = keptParent[i].map { ids[$0]! }
            e.className = d.className
            Self.capabilities(d, into: &e)
            // Only what could take input says it is disabled (a UILabel's userInteractionEnabled = NO
            // is its default, not a state).
            e.enabled = d.enabled || !(e.role.isInteractive || e.isInteractive)
            // An accessibility tree (XCUITest, Appium) lists elements in reading order, not drawing
            // order, so it cannot say what is on top: a tap is taken to reach the control at that
            // point, and bare containers, labels and images pass it through to what is under them,
            // down to the window (the root), which takes what nothing else does. (A scroll view and
            // a canvas take what lands on them.)
            e.passesTouches = d.passesTouches
                || (tree.format != .uikit && keptParent[i] != nil && !e.isInteractive && !Self.takesTouchesInAnyOrder.contains(e.role))
            // A UILabel draws its text vertically centred in its frame: a frame taller than the
            // text leaves empty space, which is no content.
            if tree.format == .uikit, e.role == .label, !e.isInteractive, let text = d.label, let f = d.frame {
                let h = Self.rounded(points: LabelText.height(of: text, width: f.width))
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
                    w = max(w, x.x + x.width - f.x); h = max(h, x.y + x.height - f.y)
                }
                if w > f.width + 1e-9 || h > f.height + 1e-9 { e.contentSize = Size(width: w, height: h) }
            }
            out.append((e, tree.elements[i].identifier.map(Self.clean) == ids[i], d.line))
        }
        return out
    }

    /// What the dump shows an element does (docs/import.md, "What a dump shows an element can do").
    static func capabilities(_ d: DumpElement, into e: inout SceneElement) {
        let c = d.capabilities
        if c.contains(.contextMenu) { e.contextMenu = [] }
        if c.contains(.drag) { e.draggable = Draggable(types: ["public.data"]) }
        if c.contains(.drop) { e.dropDestination = DropDestination(accepts: ["*"]) }
        if c.contains(.springLoaded) { e.springLoaded = SpringLoad(action: "open") }
        if c.contains(.pointer), e.role.defaultHoverEffect == .none { e.hoverEffect = .hover }
        // PencilKit's canvas draws with force and tilt and previews on hover; any other view with
        // a UIPencilInteraction handles the Pencil in ways the dump does not show.
        if c.contains(.pencil) || isPencilKitCanvas(d) {
            e.canvas = CanvasCapabilities(declared: isPencilKitCanvas(d))
            if e.role == .container { e.role = .canvas }
        }
        if e.role == .textField || e.role == .textView {
            // UITextField and UITextView accept dropped text unless the app turns it off
            // (UITextDroppable, `textDropDelegate`): what the dump shows is UIKit's default.
            if e.dropDestination == nil { e.dropDestination = DropDestination(accepts: ["public.text"]) }
            if c.contains(.scribble) { e.scribble = true } else if d.listsInteractions { e.scribble = false }
        }
        // An app's own view (not a UIKit class) with gesture recognizers handles touches itself.
        if c.contains(.gestures), e.role == .container, !isSystemClass(d.className) {
            e.defaultAction = "gesture"
        }
        // A line that lists the view's interactions without a pointer interaction shows it has no
        // hover effect of its own; one that lists none leaves it unknown.
        if d.listsInteractions && !c.contains(.pointer) && e.isInteractive && e.hoverEffect == nil { e.without.insert(.hoverEffect) }
    }

    /// PencilKit's `PKCanvasView`, or an app's subclass of it.
    static func isPencilKitCanvas(_ d: DumpElement) -> Bool {
        d.className == "PKCanvasView" || d.baseClass == "PKCanvasView" || d.className.hasSuffix(".PKCanvasView")
    }

    /// The class prefixes of Apple's frameworks whose views a UIKit dump shows: UIKit, WebKit,
    /// Core Animation, Foundation, MapKit, AVKit, PencilKit, SpriteKit, SceneKit, MetalKit,
    /// GLKit, PDFKit, Quick Look, VectorKit. An app's own Swift classes print with their module
    /// (`Acme.MapBadge`) or mangled (`_TtC4Acme8MapBadge`); an Objective-C app's with its own
    /// prefix, which may be any of these: such a view is then not taken to be the app's.
    static let frameworkPrefixes = ["UI", "WK", "CA", "NS", "MK", "AV", "PK", "SK", "SCN", "MTK", "GLK", "PDF", "QL", "VK"]

    /// A system framework's class, and SwiftUI's: what SwiftUI content inside a hosting view does
    /// (its `SwiftUI.…` and mangled `_TtC7SwiftUI…` views, its `_UIShapeHitTestingView`s) a
    /// UIKit dump cannot show, so its recognizers make nothing a control of the app's. Underscored
    /// names are private framework classes, except a Swift class printed mangled (`_TtC4Acme…`),
    /// which is the app's unless its module is SwiftUI.
    static func isSystemClass(_ name: String) -> Bool {
        if name.hasPrefix("SwiftUI.") || name.contains("7SwiftUI") { return true }
        if name.hasPrefix("_") { return !name.hasPrefix("_Tt") }
        return frameworkPrefixes.contains { name.hasPrefix($0) }
    }

    /// Ids: the accessibility identifier, else the label (interactive elements claim labels
    /// before others), else type and index (`Other[3]`, counted per type in document order).
    /// Repeats get `#2`, `#3` in document order; `root` and the empty string are reserved.
    static func ids(_ tree: DumpTree, keep: [Bool], roles: [ElementRole], labels: [String?]) -> [String?] {
        var out = Array(repeating: String?.none, count: tree.elements.count)
        var taken: Set<String> = ["root", ""]
        var nextSuffix: [String: Int] = [:]     // base → the next `#k` to try (a thousand "Item"s stay linear)
        func claim(_ i: Int, _ base: String) {
            var id = base, k = nextSuffix[base] ?? 2
            while taken.contains(id) { id = "\(base)#\(k)"; k += 1 }
            if id != base { nextSuffix[base] = k }
            taken.insert(id)
            out[i] = id
        }
        let kept = tree.elements.indices.filter { keep[$0] }
        for i in kept { if let s = tree.elements[i].identifier.map(clean), !s.isEmpty { claim(i, s) } }
        for i in kept where out[i] == nil && roles[i].isInteractive {
            if let s = labels[i].map(clean), !s.isEmpty { claim(i, s) }
        }
        for i in kept where out[i] == nil {
            if let s = labels[i].map(clean), !s.isEmpty { claim(i, s) }
        }
        var perType: [String: Int] = [:]
        for i in kept {
            let type = tree.elements[i].className
            perType[type, default: 0] += 1
            if out[i] == nil { claim(i, "\(type)[\(perType[type]!)]") }
        }
        return out
    }

    /// `Work#2` → `Work`: the id a repeat was numbered from.
    static func withoutSuffix(_ id: String) -> String {
        guard let hash = id.lastIndex(of: "#"), hash != id.startIndex,
              id[id.index(after: hash)...].allSatisfy(\.isNumber), id.index(after: hash) != id.endIndex else { return id }
        return String(id[..<hash])
    }

    /// One line, no surrounding spaces, at most 80 characters: ids are names, not paragraphs.
    static func clean(_ s: String) -> String {
        let oneLine = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
        let trimmed = String(Substring(oneLine).trimmingSpaces)
        return trimmed.count > 80 ? String(trimmed.prefix(80)) : trimmed
    }

    /// For each element, the extent of its descendants' frames (nil without any). In an
    /// accessibility tree a cell scrolled out of view is listed `visible="false"` with its frame:
    /// it is not shown, but it says how far the content goes. A hidden UIKit view says nothing.
    static func descendantExtents(_ tree: DumpTree) -> [Rect?] {
        var out = Array(repeating: Rect?.none, count: tree.elements.count)
        let offscreenCounts = tree.format != .uikit
        // Children follow parents in document order: fold from the end up.
        for i in tree.elements.indices.reversed() {
            guard let p = tree.elements[i].parent else { continue }
            var r = out[i]
            if let f = tree.elements[i].frame, f.width > 0, f.height > 0, tree.elements[i].visible || offscreenCounts { r = r.map { $0.union(f) } ?? f }
            if let r { out[p] = out[p].map { $0.union(r) } ?? r }
        }
        return out
    }

    static func rounded(points v: Double) -> Double { (v * 10_000).rounded() / 10_000 }

    /// Frames to a ten-thousandth of a point: UIKit's sums of superview-relative frames carry
    /// binary noise (131.99999999999997), and a device pixel is a third of a point at finest.
    static func rounded(_ r: Rect) -> Rect {
        Rect(x: rounded(points: r.x), y: rounded(points: r.y), width: rounded(points: r.width), height: rounded(points: r.height))
    }
}

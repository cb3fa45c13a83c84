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
    /// - Throws: a tree that fails `DumpTree.check` (one built by hand; `DumpReader` checks what it
    ///   reads), with its file and the element's line.
    public func scene(name: String, from inputs: [Input], everyWindow: Bool = false, window declared: ImportOverlay.WindowDeclaration? = nil,
                      environment: HarnessEnvironment = HarnessEnvironment()) throws -> Scene {
        if everyWindow && inputs.count > 1 {
            throw TactileError(.usage, "--every-window takes one dump: its layout stands for every window")
        }
        var merge = SceneMerge()
        var sources: [SceneSource] = []
        var declarationUsed = false
        for var input in inputs {
            try input.tree.check(file: input.file)
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
            merge.add(DumpNodes(input.tree).elements(layout: layout), layout: layout, file: input.file)
        }
        if let declared, !declarationUsed {
            let roots = inputs.map { "\($0.file): \($0.tree.elements[0].className)" }.joined(separator: ", ")
            throw declared.fail("every dump's root is a window (\(roots)), whose size the dump shows: the declaration is for a dump whose root is a view or a fragment")
        }
        // The scene must read back: its elements within the loader's node limit, less room for
        // the rest of the scene (its name, the dumps it lists, an overlay's additions).
        let merged = merge.elements
        var nodes = 0
        for e in merged {
            nodes += SceneWriter.nodeCount(of: e)
            if nodes > Self.elementNodeBudget, let o = merge.origin[e.id] {
                throw TactileError.badInput(o.file, line: o.line, "from this element on (\(merged.count) elements in all) the scene would hold more than \(Self.elementNodeBudget) YAML nodes, more than a scene file may (\(YAMLSource.maximumNodes) in all): import a dump of one screen")
            }
        }
        // Checked trees make a valid scene (`SceneImport.yaml` reads each back through the loader).
        var scene = Scene(name: name, elements: merged)
        scene.imported = sources
        return scene
    }

    /// A window the conformance matrix or an iPhone has (within `ScenePlacement.windowTolerance`):
    /// a root view of this size at the window's origin is taken to fill that window, as a
    /// snapshot test lays a view out at a device's size.
    static func isKnownWindow(_ size: ScreenSize) -> Bool {
        IPhoneWindows.screen(for: size) != nil || HarnessEnvironment.matrix.contains { ScenePlacement.sameWindow(size, $0.windowFrame) }
    }

    /// The scene elements of one dump, frames under `layout`, in document order.
    public func elements(of tree: DumpTree, layout: String) -> [SceneElement] {
        DumpNodes(tree).elements(layout: layout).map(\.element)
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

    /// One line, no surrounding spaces, at most 80 characters: ids are names, not paragraphs.
    static func clean(_ s: String) -> String {
        let oneLine = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(separator: " ")
        let trimmed = String(Substring(oneLine).trimmingSpaces)
        return trimmed.count > 80 ? String(trimmed.prefix(80)) : trimmed
    }

    /// For each element, the extent of its descendants' frames (nil without any). In an
    /// accessibility tree a cell scrolled out of view is listed `visible="false"` with its frame:
    /// it is not shown, but it says how far the content goes. A hidden UIKit view says nothing.
    static func descendantExtents(_ tree: DumpTree) -> [ScreenRect?] {
        var out = Array(repeating: ScreenRect?.none, count: tree.elements.count)
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
    static func rounded(_ r: ScreenRect) -> ScreenRect {
        ScreenRect(x: rounded(points: r.x), y: rounded(points: r.y), width: rounded(points: r.width), height: rounded(points: r.height))
    }
}

import Foundation
import InputModel
import Yams

/// Loads scenes from YAML or JSON (JSON is read as YAML flow syntax, so both carry line marks).
///
/// ```yaml
/// scene: notes
/// undo: true
/// shortcuts: [{keys: cmd+n, title: New Note, category: File, action: new}]
/// apps:
///   - id: notes
///     elements:
///       - id: list
///         role: scrollView
///         frame: [0, 0, 400, 1024]
///         frames: {compact: [0, 0, 375, 1024]}
///         contentSize: [400, 3000]
///         children:
///           - {id: row1, role: listItem, frame: [0, 0, 400, 60], draggable: {types: [public.text]}}
/// ```
/// A single-app scene may put `elements:` at the top level instead of `apps:`.
///
/// Scene keys: `scene` (or `name`), `undo`, `environments` (extra layout names), `shortcuts`,
/// `apps` (1–2, each `id` + `elements`) or `app` + `elements`, `imported` (the dumps an imported
/// scene came from: `{dump, format, window: [w, h], layout, statusBar, screenshot, unknownWindow}`,
/// docs/import.md), `deviceFamily` (`[iphone]`, `[iphone, ipad]` or `[ipad]`: the app's
/// `UIDeviceFamily`), `defersSystemGestures` (`[top, bottom]`: the edges whose system gestures
/// wait for a second swipe, `preferredScreenEdgesDeferringSystemGestures`), `without`, `waive`.
///
/// Element keys: `id` (unique, not `root`), `role` (`ElementRole`), `frame` and/or `frames`
/// (layout → `[x, y, w, h]` or `{x, y, width, height}`, window coordinates, or a relative frame,
/// `{left, width, right, top, height, bottom, in: parent|window}` with lengths in points or per
/// cent, two per axis: `RelativeFrame`; layouts: `default`,
/// `regular`, `compact`, a window (`regular-834x1194`), a multitasking state or a declared
/// environment), `parent` or nested
/// `children`, `z`, `hoverEffect` (highlight, lift, hover, none), `pointerShape`, `contextMenu`
/// (item titles), `draggable` (`true` or `{types, multiSelect, input: touch|pointer|both}`), `dropDestination`
/// (`{accepts, policy: automatic|move|copy, optionCopies}`), `springLoaded` (action or
/// `{action}`), `shortcuts` (`{keys: cmd+shift+z, title, category, action, repeatable,
/// wantsPriorityOverSystemBehavior}`), `focus` (`{group, priority}`), `defaultAction`, `isDefault`, `canvas` (`true` or `{usesForce,
/// usesTilt, hoverPreview, handlesDoubleTap, strokeWidth, drawingPolicy, toolPicker}`), `contentSize`, `textHeight` (a label's
/// text, centred in its frame), `scribble`, `undo`,
/// `selectable`, `pin` (`bottom`: the frame's y is its distance from the window's bottom edge, so
/// bars and tab bars stay at the bottom of windows of any height), `hiddenWithHardwareKeyboard`
/// (the app hides it while a hardware keyboard is connected), `className` (the class or element
/// type it was imported from), `enabled` (false: disabled, takes no input), `passesTouches` (true:
/// hit testing skips it and its subtree, UIKit's `isUserInteractionEnabled = false`), `hidden` (true:
/// UIKit's `isHidden`, subtree and all), `alpha` (0…1; below 0.01 hit testing skips it and its
/// subtree), `allowsEditingTextAttributes`
/// (true: the user styles its text, UIKit's property of the same name), `allowsKeyboardScrolling`
/// (false: a scroll view the keys do not scroll, UIKit's property of the same name), `scrollEnabled`
/// (false: a scroll view or map the user cannot scroll, UIKit's `isScrollEnabled`), `editActions`
/// (the standard edit actions it implements: `cut`, `copy`, `paste`, `delete`, `selectAll`,
/// `bold`, `italic`, `underline`), `segments` (a
/// segmentedControl's, left to right: titles, or `{title, width}`). Unknown keys, bad values, duplicate
/// ids, negative sizes, unknown parents and layouts are `TactileError(.badInput)` with the line of
/// the offending key or value.
public enum SceneLoader {
    static let sceneKeys = ["scene", "name", "undo", "environments", "shortcuts", "apps", "app", "elements", "imported", "deviceFamily",
                            "defersSystemGestures",
                            "without", "waive"]
    static let importedKeys = ["dump", "format", "window", "layout", "statusBar", "screenshot", "unknownWindow"]
    static let appKeys = ["id", "elements"]
    static let elementKeys = [
        "id", "role", "frame", "frames", "parent", "children", "z", "hoverEffect", "pointerShape",
        "contextMenu", "draggable", "dropDestination", "springLoaded", "shortcuts", "focus",
        "defaultAction", "isDefault", "canvas", "contentSize", "textHeight", "scribble", "undo", "selectable", "pin",
        "hiddenWithHardwareKeyboard", "className", "enabled", "passesTouches", "hidden", "alpha", "without", "waive",
        "allowsEditingTextAttributes", "allowsKeyboardScrolling", "scrollEnabled", "editActions", "segments",
    ]
    /// Keys an import overlay may give an element: what a dump cannot show.
    static let overlayElementKeys = elementKeys.filter { !["id", "frame", "frames", "parent", "children", "className"].contains($0) }

    public static func load(contentsOf path: String) throws -> Scene {
        try load(try YAMLSource.text(path: path, what: "scene"), file: path)
    }

    /// Parses YAML or JSON text. `file` names the source in errors.
    public static func load(_ text: String, file: String = "<scene>") throws -> Scene {
        let root = try YAMLSource.compose(text, file: file, what: "scene")
        var builder = SceneBuilder(reader: NodeReader(file: file))
        return try builder.scene(root)
    }
}

/// Builds the scene value from checked nodes.
struct SceneBuilder {
    let reader: NodeReader
    var layoutKeys: Set<String> = []
    var seenIds: [String: Node] = [:]

    init(reader: NodeReader) { self.reader = reader }

    mutating func scene(_ root: Node) throws -> Scene {
        let f = try reader.mapping(root, "scene", allowed: SceneLoader.sceneKeys)
        if f["scene"] != nil && f["name"] != nil { throw reader.fail(f.keyNode("name"), "scene: give either 'scene' or 'name' (the same: its name), not both") }
        let name = try f.string("scene") ?? f.string("name") ?? "scene"
        let environments = try f.strings("environments") ?? []
        layoutKeys = Set(SceneLayout.builtInKeys + environments)
        let shortcuts = try f["shortcuts"].map { try self.shortcuts($0, "scene.shortcuts") } ?? []
        var apps: [SceneApp] = []
        if let appsNode = f["apps"] {
            if f["elements"] != nil { throw reader.fail(f.keyNode("elements"), "scene: give either 'apps' or 'elements', not both") }
            for a in try reader.sequence(appsNode, "apps") {
                let af = try reader.mapping(a, "app", allowed: SceneLoader.appKeys)
                let id = try af.requireString("id")
                apps.append(SceneApp(id: id, elements: try elementList(af["elements"], parent: nil)))
            }
            if apps.count > 2 { throw reader.fail(appsNode, "scene: at most two apps (split view)") }
        } else {
            let id = try f.string("app") ?? "app"
            apps = [SceneApp(id: id, elements: try elementList(f["elements"], parent: nil))]
        }
        // Parents must exist in the same app.
        for (ai, app) in apps.enumerated() {
            let ids = Set(app.elements.map(\.id))
            for e in app.elements {
                if let p = e.parent, !ids.contains(p) {
                    throw reader.fail(parentNodes[e.id], "element '\(e.id)': unknown parent '\(p)' in app '\(apps[ai].id)'")
                }
            }
        }
        var scene = Scene(name: name, undo: try f.bool("undo", default: false), environments: environments,
                          apps: apps, shortcuts: shortcuts)
        if let n = f["imported"] {
            let reader = self.reader
            var dumpOf: [String: String] = [:] // layout → the dump listed with it
            scene.imported = try reader.sequence(n, "imported").map { s in
                let sf = try reader.mapping(s, "imported", allowed: SceneLoader.importedKeys)
                let layout = try sf.requireString("layout")
                guard SceneLayout.isKnown(layout, environments: environments) else { throw reader.fail(sf["layout"], "imported.layout: unknown layout '\(layout)'") }
                // As `tactile import` keeps it: the frames of one layout are one dump's.
                let dump = try sf.requireString("dump")
                if let other = dumpOf.updateValue(dump, forKey: layout) {
                    throw reader.fail(sf["layout"], "imported.layout: '\(layout)' is \(other)'s already: a scene keeps one layout per window size")
                }
                let name = try sf.requireString("format")
                guard let format = DumpFormat(rawValue: name) else {
                    throw reader.fail(sf["format"], "imported.format: unknown dump format '\(name)' (one of \(DumpFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                return SceneSource(dump: dump, format: format,
                                   window: try reader.size(try sf.require("window"), "imported.window"), layout: layout,
                                   statusBar: try sf["statusBar"].map { try reader.double($0, "imported.statusBar") },
                                   screenshot: try sf.string("screenshot"), unknownWindow: try sf.string("unknownWindow"))
            }
        }
        if let n = f["deviceFamily"] { scene.deviceFamily = try deviceFamily(n, "deviceFamily") }
        if let n = f["defersSystemGestures"] { scene.defersSystemGestures = try edges(n, "defersSystemGestures") }
        if let n = f["without"] { scene.without = try without(n, "scene.without", allowed: DeclaredAbsence.sceneCases) }
        if let n = f["waive"] { scene.waive = try waivers(n, "scene.waive") }
        try scene.validate(file: reader.file)
        return scene
    }

    /// `waive: {layout.hit-target: "the reason"}`: rules waived, each with a reason.
    func waivers(_ n: Node, _ what: String, kind: String = "a waiver") throws -> [String: String] {
        guard case let .mapping(m) = n else { throw reader.fail(n, "\(what): expected a mapping of rule id → reason") }
        var out: [String: String] = [:]
        for (k, v) in m {
            let rule = try reader.string(k, what)
            guard RuleID(rawValue: rule) != nil else {
                throw reader.fail(k, "\(what): unknown rule '\(rule)' (one of \(RuleID.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            let reason = try reader.string(v, "\(what).\(rule)")
            guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw reader.fail(v, "\(what).\(rule): \(kind) needs a reason") }
            guard out[rule] == nil else { throw reader.fail(k, "\(what): '\(rule)' given twice") }
            out[rule] = reason
        }
        return out
    }

    /// `deviceFamily: [iphone, ipad]`: the devices the app is built for (`UIDeviceFamily`).
    func deviceFamily(_ n: Node, _ what: String) throws -> Set<DeviceFamily> {
        var out = Set<DeviceFamily>()
        for item in try reader.sequence(n, what) {
            let d = try reader.enumValue(item, what, DeviceFamily.self)
            guard out.insert(d).inserted else { throw reader.fail(item, "\(what): '\(d.rawValue)' given twice") }
        }
        guard !out.isEmpty else { throw reader.fail(n, "\(what): give iphone, ipad or both") }
        return out
    }

    /// `defersSystemGestures: [top, bottom]`: screen edges, each once.
    func edges(_ n: Node, _ what: String) throws -> Set<ScreenEdge> {
        var out = Set<ScreenEdge>()
        for item in try reader.sequence(n, what) {
            let e = try reader.enumValue(item, what, ScreenEdge.self)
            guard out.insert(e).inserted else { throw reader.fail(item, "\(what): '\(e.rawValue)' given twice") }
        }
        return out
    }

    /// `without: [contextMenu, focus]`: what is declared absent.
    func without(_ n: Node, _ what: String, allowed: [DeclaredAbsence]) throws -> Set<DeclaredAbsence> {
        var out = Set<DeclaredAbsence>()
        for item in try reader.sequence(n, what) {
            let name = try reader.string(item, what)
            guard let a = DeclaredAbsence(rawValue: name), allowed.contains(a) else {
                throw reader.fail(item, "\(what): '\(name)' is not one of \(allowed.map(\.rawValue).joined(separator: ", "))")
            }
            out.insert(a)
        }
        return out
    }

    var parentNodes: [String: Node] = [:]

    mutating func elementList(_ node: Node?, parent: String?) throws -> [SceneElement] {
        guard let node else { return [] }
        var out: [SceneElement] = []
        for n in try reader.sequence(node, "elements") {
            out.append(contentsOf: try element(n, parent: parent))
        }
        return out
    }

    /// The element followed by its flattened children.
    mutating func element(_ node: Node, parent inherited: String?) throws -> [SceneElement] {
        let f = try reader.mapping(node, "element", allowed: SceneLoader.elementKeys)
        let idNode = try f.require("id")
        let id = try reader.string(idNode, "element.id")
        if id.isEmpty || id == "root" { throw reader.fail(idNode, "element id '\(id)' is reserved or empty") }
        if let prev = seenIds[id] {
            throw reader.fail(idNode, "duplicate element id '\(id)' (first at line \(reader.line(prev) ?? 0))")
        }
        seenIds[id] = idNode
        let what = "element '\(id)'"
        let role = try reader.enumValue(try f.require("role"), "\(what).role", ElementRole.self)
        var frames: [String: ScreenRect] = [:]
        var relativeFrames: [String: RelativeFrame] = [:]
        var relativeNode: Node?
        func put(_ spec: FrameSpec, _ key: String, _ node: Node) {
            switch spec {
            case .absolute(let r): frames[key] = r
            case .relative(let r): relativeFrames[key] = r; relativeNode = node
            }
        }
        if let fr = f["frame"] { put(try reader.frameSpec(fr, "\(what).frame"), SceneLayout.defaultKey, fr) }
        if let fs = f["frames"] {
            guard case let .mapping(m) = fs else { throw reader.fail(fs, "\(what).frames: expected a mapping") }
            for (k, v) in m {
                let key = try reader.string(k, "\(what).frames")
                guard layoutKeys.contains(key) || SceneLayout.isWindowKey(key) else {
                    throw reader.fail(k, "\(what).frames: unknown layout '\(key)' (declare it under 'environments')")
                }
                guard frames[key] == nil, relativeFrames[key] == nil else { throw reader.fail(k, "\(what).frames: duplicate layout '\(key)'") }
                put(try reader.frameSpec(v, "\(what).frames.\(key)"), key, v)
            }
        }
        if let n = relativeNode, let pin = f["pin"], try reader.enumValue(pin, "\(what).pin", FramePin.self) == .bottom {
            throw reader.fail(n, "\(what): 'pin: bottom' measures an absolute frame from the window's bottom; a relative frame gives 'bottom' instead")
        }
        var parent = inherited
        if let p = f["parent"] {
            if inherited != nil { throw reader.fail(p, "\(what): 'parent' given inside 'children'") }
            parent = try reader.string(p, "\(what).parent")
            parentNodes[id] = p
        }
        var e = SceneElement(id: id, role: role, frames: frames, parent: parent)
        e.relativeFrames = relativeFrames
        e.className = try f.string("className")
        try attributes(f, what, into: &e)
        var out = [e]
        if let c = f["children"] { out.append(contentsOf: try elementList(c, parent: id)) }
        return out
    }

    /// The keys that say how an element behaves (everything but id, role, frames and nesting), read
    /// into `e`: shared by scene elements and import overlays.
    func attributes(_ f: Fields, _ what: String, into e: inout SceneElement) throws {
        if let n = f["z"] { e.z = try reader.int(n, "\(what).z") }
        if let n = f["hoverEffect"] { e.hoverEffect = try reader.enumValue(n, "\(what).hoverEffect", HoverEffect.self) }
        if let n = f["pointerShape"] { e.pointerShape = try reader.enumValue(n, "\(what).pointerShape", PointerShape.self) }
        if let menu = try f.strings("contextMenu") { e.contextMenu = menu }
        if let n = f["draggable"] { e.draggable = try draggable(n, "\(what).draggable") }
        if let n = f["dropDestination"] { e.dropDestination = try dropDestination(n, "\(what).dropDestination") }
        if let n = f["springLoaded"] { e.springLoaded = try springLoad(n, "\(what).springLoaded") }
        if let n = f["shortcuts"] { e.shortcuts = try shortcuts(n, "\(what).shortcuts") }
        if let n = f["focus"] {
            let ff = try reader.mapping(n, "\(what).focus", allowed: ["group", "priority"])
            e.focus = FocusSpec(group: try ff.requireString("group"), priority: try ff.int("priority", default: 0))
        }
        if let action = try f.string("defaultAction") { e.defaultAction = action }
        if let n = f["isDefault"] { e.isDefault = try reader.bool(n, "\(what).isDefault") }
        if let n = f["canvas"] { e.canvas = try canvas(n, "\(what).canvas") }
        if let n = f["contentSize"] { e.contentSize = try reader.size(n, "\(what).contentSize") }
        if let n = f["textHeight"] {
            let h = try reader.double(n, "\(what).textHeight")
            guard h > 0, h <= Scene.maximumCoordinate else { throw reader.fail(n, "\(what).textHeight: a height above 0 (pt)") }
            e.textHeight = h
        }
        if let b = try f.optionalBool("scribble") { e.scribble = b }
        if let b = try f.optionalBool("undo") { e.undo = b }
        if let b = try f.optionalBool("selectable") { e.selectable = b }
        if let n = f["pin"] { e.pin = try reader.enumValue(n, "\(what).pin", FramePin.self) }
        if let b = try f.optionalBool("hiddenWithHardwareKeyboard") { e.hiddenWithHardwareKeyboard = b }
        if let b = try f.optionalBool("enabled") { e.enabled = b }
        if let b = try f.optionalBool("passesTouches") { e.passesTouches = b }
        if let b = try f.optionalBool("hidden") { e.hidden = b }
        if let n = f["alpha"] {
            let a = try reader.double(n, "\(what).alpha")
            guard a >= 0, a <= 1 else { throw reader.fail(n, "\(what).alpha: an opacity from 0 to 1") }
            e.alpha = a
        }
        if let b = try f.optionalBool("allowsEditingTextAttributes") { e.allowsEditingTextAttributes = b }
        if let b = try f.optionalBool("allowsKeyboardScrolling") { e.allowsKeyboardScrolling = b }
        if let b = try f.optionalBool("scrollEnabled") { e.scrollEnabled = b }
        if let n = f["editActions"] {
            let names = try reader.strings(n, "\(what).editActions")
            let known = StandardShortcut.editActions.map(\.action)
            for name in names where !known.contains(name) {
                throw reader.fail(n, "\(what).editActions: \"\(name)\" is not a standard edit action (\(known.joined(separator: ", ")))")
            }
            e.editActions = names
        }
        if let n = f["segments"] {
            guard e.role == .segmentedControl else { throw reader.fail(f.keyNode("segments"), "\(what): 'segments' are a segmentedControl's") }
            e.segments = try reader.sequence(n, "\(what).segments").map { s in
                if case .scalar = s { return Segment(title: try reader.string(s, "\(what).segments")) }
                let sf = try reader.mapping(s, "\(what).segments", allowed: ["title", "width"])
                let w = try sf["width"].map { try reader.double($0, "\(what).segments.width") }
                if let w, w <= 0 { throw reader.fail(sf["width"], "\(what).segments.width: must be positive") }
                return Segment(title: try sf.requireString("title"), width: w)
            }
            if e.segments.isEmpty { throw reader.fail(n, "\(what).segments: empty") }
        }
        if let n = f["without"] { e.without.formUnion(try without(n, "\(what).without", allowed: DeclaredAbsence.elementCases)) }
        if let n = f["waive"] { e.waive.merge(try waivers(n, "\(what).waive")) { _, new in new } }
    }

    func draggable(_ n: Node, _ what: String) throws -> Draggable {
        if case .scalar = n, try reader.bool(n, what) { return Draggable(types: ["public.data"]) }
        if case .scalar = n { throw reader.fail(n, "\(what): use a mapping {types, multiSelect, input} or true") }
        let f = try reader.mapping(n, what, allowed: ["types", "multiSelect", "input"])
        let types = try f.strings("types") ?? ["public.data"]
        if types.isEmpty { throw reader.fail(f["types"], "\(what).types: empty") }
        var input = DragInput.both
        if let i = f["input"] { input = try reader.enumValue(i, "\(what).input", DragInput.self) }
        return Draggable(types: types, multiSelect: try f.bool("multiSelect", default: true), input: input)
    }

    func dropDestination(_ n: Node, _ what: String) throws -> DropDestination {
        let f = try reader.mapping(n, what, allowed: ["accepts", "policy", "optionCopies"])
        let accepts = try f.strings("accepts") ?? ["*"]
        var policy = DropPolicy.automatic
        if let p = f["policy"] { policy = try reader.enumValue(p, "\(what).policy", DropPolicy.self) }
        return DropDestination(accepts: accepts, policy: policy, optionCopies: try f.bool("optionCopies", default: false))
    }

    func springLoad(_ n: Node, _ what: String) throws -> SpringLoad {
        if case .scalar = n { return SpringLoad(action: try reader.string(n, what)) }
        let f = try reader.mapping(n, what, allowed: ["action"])
        return SpringLoad(action: try f.requireString("action"))
    }

    func shortcuts(_ n: Node, _ what: String) throws -> [KeyShortcut] {
        try reader.sequence(n, what).map { s in
            let f = try reader.mapping(s, what, allowed: ["keys", "title", "category", "action", "repeatable", "wantsPriorityOverSystemBehavior"])
            let keysNode = try f.require("keys")
            let text = try reader.string(keysNode, "\(what).keys")
            guard let combo = KeyCombo(text) else { throw reader.fail(keysNode, "\(what).keys: cannot read '\(text)'") }
            return KeyShortcut(keys: combo, title: try f.string("title") ?? "", category: try f.string("category") ?? "",
                               action: try f.string("action") ?? "", repeatable: try f.bool("repeatable", default: false),
                               wantsPriorityOverSystemBehavior: try f.bool("wantsPriorityOverSystemBehavior", default: false))
        }
    }

    func canvas(_ n: Node, _ what: String) throws -> CanvasCapabilities {
        if case .scalar = n, try reader.bool(n, what) { return CanvasCapabilities() }
        let f = try reader.mapping(n, what, allowed: ["usesForce", "usesTilt", "hoverPreview", "handlesDoubleTap", "strokeWidth", "declared", "drawingPolicy",
                                                      "toolPicker"])
        let width = try f.double("strokeWidth", default: 2)
        if width <= 0 { throw reader.fail(f["strokeWidth"], "\(what).strokeWidth: must be positive") }
        var policy = DrawingPolicy.default
        if let p = f["drawingPolicy"] { policy = try reader.enumValue(p, "\(what).drawingPolicy", DrawingPolicy.self) }
        return CanvasCapabilities(usesForce: try f.bool("usesForce", default: true), usesTilt: try f.bool("usesTilt", default: true),
                                  hoverPreview: try f.bool("hoverPreview", default: true),
                                  handlesDoubleTap: try f.bool("handlesDoubleTap", default: true), strokeWidth: width,
                                  declared: try f.bool("declared", default: true), drawingPolicy: policy,
                                  toolPicker: try f.bool("toolPicker", default: true))
    }
}

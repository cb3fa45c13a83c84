import TextOutput
import Yams

/// Writes a scene as the YAML `SceneLoader` reads: elements flat, in order, with `parent`
/// (no nesting, so a deep hierarchy stays a flat list), frames as `[x, y, width, height]`, keys
/// in a fixed order and only where they differ from the defaults. `SceneLoader.load(write(s))`
/// gives back `s`.
public enum SceneWriter {
    public static func yaml(_ scene: Scene, header: [String] = []) throws -> String {
        try yaml(document: document(scene), header: header)
    }

    /// The text of a scene's document (`document`), under the header's comment lines.
    static func yaml(document: Node, header: [String]) throws -> String {
        let body = try Yams.serialize(node: document, width: -1, allowUnicode: true)
        return header.map { "# " + $0 + "\n" }.joined() + body
    }

    /// The nodes of an element as the loader counts them (`YAMLSource.maximumNodes`).
    static func nodeCount(of e: SceneElement) -> Int { YAMLSource.nodeCount(element(e)) }

    /// The scene as one YAML node, as `yaml` writes it.
    static func document(_ scene: Scene) -> Node {
        var top: [(Node, Node)] = [(key("scene"), string(scene.name))]
        if scene.undo { top.append((key("undo"), bool(true))) }
        if !scene.environments.isEmpty { top.append((key("environments"), flow(scene.environments.map(string)))) }
        if !scene.imported.isEmpty {
            top.append((key("imported"), .sequence(.init(scene.imported.map { s in
                mapping([("dump", string(s.dump)), ("format", string(s.format.rawValue)),
                         ("window", flow([number(s.window.width), number(s.window.height)])), ("layout", string(s.layout))]
                        + (s.statusBar.map { [("statusBar", number($0))] } ?? [])
                        + (s.screenshot.map { [("screenshot", string($0))] } ?? [])
                        + (s.unknownWindow.map { [("unknownWindow", string($0))] } ?? []), flowStyle: true)
            }, .implicit, .block))))
        }
        if let family = scene.deviceFamily { top.append((key("deviceFamily"), flow(family.sorted().map { plain($0.rawValue) }))) }
        if !scene.defersSystemGestures.isEmpty {
            top.append((key("defersSystemGestures"), flow(scene.defersSystemGestures.sorted().map { plain($0.rawValue) })))
        }
        if !scene.shortcuts.isEmpty { top.append((key("shortcuts"), shortcuts(scene.shortcuts))) }
        if !scene.without.isEmpty { top.append((key("without"), without(scene.without))) }
        if !scene.waive.isEmpty { top.append((key("waive"), waivers(scene.waive))) }
        if scene.apps.count == 1 && scene.apps[0].id == "app" {
            top.append((key("elements"), elements(scene.apps[0].elements)))
        } else {
            top.append((key("apps"), .sequence(.init(scene.apps.map { app in
                Node.mapping(.init([(key("id"), string(app.id)), (key("elements"), elements(app.elements))], .implicit, .block))
            }, .implicit, .block))))
        }
        return .mapping(.init(top, .implicit, .block))
    }

    static func elements(_ list: [SceneElement]) -> Node {
        .sequence(.init(list.map(element), .implicit, .block))
    }

    static func element(_ e: SceneElement) -> Node {
        var m: [(String, Node)] = [("id", string(e.id)), ("role", plain(e.role.rawValue))]
        if let c = e.className { m.append(("className", string(c))) }
        func frame(_ key: String) -> Node { e.frames[key].map(rect) ?? relative(e.relativeFrames[key]!) }
        let layouts = e.layoutKeys
        if layouts == [SceneLayout.defaultKey] {
            m.append(("frame", frame(SceneLayout.defaultKey)))
        } else if !layouts.isEmpty {
            let order = SceneLayout.builtInKeys
            let keys = layouts.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
            m.append(("frames", mapping(keys.map { ($0, frame($0)) }, flowStyle: true)))
        }
        if let p = e.parent { m.append(("parent", string(p))) }
        if e.z != 0 { m.append(("z", plain(String(e.z)))) }
        if !e.enabled { m.append(("enabled", bool(false))) }
        if e.passesTouches { m.append(("passesTouches", bool(true))) }
        if e.hidden { m.append(("hidden", bool(true))) }
        if e.alpha != 1 { m.append(("alpha", number(e.alpha))) }
        if e.allowsEditingTextAttributes { m.append(("allowsEditingTextAttributes", bool(true))) }
        if !e.allowsKeyboardScrolling { m.append(("allowsKeyboardScrolling", bool(false))) }
        if !e.scrollEnabled { m.append(("scrollEnabled", bool(false))) }
        if !e.editActions.isEmpty { m.append(("editActions", flow(e.editActions.map(string)))) }
        if !e.segments.isEmpty {
            m.append(("segments", flow(e.segments.map { s in
                s.width.map { mapping([("title", string(s.title)), ("width", number($0))], flowStyle: true) } ?? string(s.title)
            })))
        }
        if !e.without.isEmpty { m.append(("without", without(e.without))) }
        if !e.waive.isEmpty { m.append(("waive", waivers(e.waive))) }
        if let h = e.hoverEffect { m.append(("hoverEffect", plain(h.rawValue))) }
        if let s = e.pointerShape { m.append(("pointerShape", plain(s.rawValue))) }
        if let menu = e.contextMenu { m.append(("contextMenu", flow(menu.map(string)))) }
        if let d = e.draggable {
            var dm: [(String, Node)] = [("types", flow(d.types.map(string)))]
            if !d.multiSelect { dm.append(("multiSelect", bool(false))) }
            if d.input != .both { dm.append(("input", plain(d.input.rawValue))) }
            m.append(("draggable", mapping(dm, flowStyle: true)))
        }
        if let d = e.dropDestination {
            var dm: [(String, Node)] = [("accepts", flow(d.accepts.map(string)))]
            if d.policy != .automatic { dm.append(("policy", plain(d.policy.rawValue))) }
            if d.optionCopies { dm.append(("optionCopies", bool(true))) }
            m.append(("dropDestination", mapping(dm, flowStyle: true)))
        }
        if let s = e.springLoaded { m.append(("springLoaded", string(s.action))) }
        if !e.shortcuts.isEmpty { m.append(("shortcuts", shortcuts(e.shortcuts))) }
        if let f = e.focus {
            var fm: [(String, Node)] = [("group", string(f.group))]
            if f.priority != 0 { fm.append(("priority", plain(String(f.priority)))) }
            m.append(("focus", mapping(fm, flowStyle: true)))
        }
        if let a = e.defaultAction { m.append(("defaultAction", string(a))) }
        if e.isDefault { m.append(("isDefault", bool(true))) }
        if let c = e.canvas {
            m.append(("canvas", mapping([("usesForce", bool(c.usesForce)), ("usesTilt", bool(c.usesTilt)),
                                         ("hoverPreview", bool(c.hoverPreview)), ("handlesDoubleTap", bool(c.handlesDoubleTap)),
                                         ("strokeWidth", number(c.strokeWidth))] + (c.declared ? [] : [("declared", bool(false))])
                                         + (c.drawingPolicy == .default ? [] : [("drawingPolicy", plain(c.drawingPolicy.rawValue))])
                                         + (c.toolPicker ? [] : [("toolPicker", bool(false))]), flowStyle: true)))
        }
        if let c = e.contentSize { m.append(("contentSize", flow([number(c.width), number(c.height)]))) }
        if let h = e.textHeight { m.append(("textHeight", number(h))) }
        if let s = e.scribble { m.append(("scribble", bool(s))) }
        if let u = e.undo { m.append(("undo", bool(u))) }
        if let s = e.selectable { m.append(("selectable", bool(s))) }
        if e.pin != .top { m.append(("pin", plain(e.pin.rawValue))) }
        if let h = e.hiddenWithHardwareKeyboard { m.append(("hiddenWithHardwareKeyboard", bool(h))) }
        return mapping(m, flowStyle: false)
    }

    /// In `DeclaredAbsence`'s order, so the same scene gives the same bytes.
    static func without(_ set: Set<DeclaredAbsence>) -> Node {
        flow(DeclaredAbsence.allCases.filter(set.contains).map { plain($0.rawValue) })
    }

    /// Rule → reason, in rule id order.
    static func waivers(_ w: [String: String]) -> Node {
        mapping(w.keys.sorted().map { ($0, string(w[$0]!)) }, flowStyle: true)
    }

    static func shortcuts(_ list: [KeyShortcut]) -> Node {
        .sequence(.init(list.map { s in
            var m: [(String, Node)] = [("keys", string(s.keys.description)), ("title", string(s.title))]
            if !s.category.isEmpty { m.append(("category", string(s.category))) }
            if !s.action.isEmpty { m.append(("action", string(s.action))) }
            if s.repeatable { m.append(("repeatable", bool(true))) }
            if s.wantsPriorityOverSystemBehavior { m.append(("wantsPriorityOverSystemBehavior", bool(true))) }
            return mapping(m, flowStyle: true)
        }, .implicit, .block))
    }

    // MARK: Nodes

    static func key(_ s: String) -> Node { plain(s) }
    static func plain(_ s: String) -> Node { .scalar(.init(s, .implicit, .plain)) }
    static func bool(_ b: Bool) -> Node { plain(b ? "true" : "false") }

    /// A number as the shortest text that reads back the same (`44`, `20.3333`).
    static func number(_ v: Double) -> Node {
        if v == v.rounded(), abs(v) < 1e15 { return plain(String(Int64(v))) }
        return plain(String(v))
    }

    /// A string scalar: plain when YAML reads it back as that same string, else double-quoted.
    static func string(_ s: String) -> Node {
        .scalar(.init(s, .implicit, YAMLScalar.isPlainSafe(s) ? .plain : .doubleQuoted))
    }


    static func flow(_ items: [Node]) -> Node { .sequence(.init(items, .implicit, .flow)) }

    static func rect(_ r: ScreenRect) -> Node { flow([number(r.x), number(r.y), number(r.width), number(r.height)]) }

    static func relative(_ r: RelativeFrame) -> Node {
        func length(_ l: RelativeFrame.Length) -> Node {
            switch l {
            case .points(let p): return number(p)
            case .fraction(let f):
                let pc = f * 100
                return plain((pc == pc.rounded() ? String(Int64(pc)) : String(pc)) + "%")
            }
        }
        var pairs: [(String, Node)] = []
        for (name, l) in [("left", r.left), ("width", r.width), ("right", r.right), ("top", r.top), ("height", r.height), ("bottom", r.bottom)] {
            if let l { pairs.append((name, length(l))) }
        }
        if r.reference != .parent { pairs.append(("in", plain(r.reference.rawValue))) }
        return mapping(pairs, flowStyle: true)
    }

    static func mapping(_ pairs: [(String, Node)], flowStyle: Bool) -> Node {
        .mapping(.init(pairs.map { (key($0.0), $0.1) }, .implicit, flowStyle ? .flow : .block))
    }
}

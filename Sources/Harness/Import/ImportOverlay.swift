import InputModel
import Yams

/// What a dump cannot show, added to an imported scene by element id, in the scene format's
/// own keys (docs/import.md, "The overlay"):
///
/// ```yaml
/// scene: Notes                     # the scene's name (optional)
/// undo: true
/// shortcuts: [{keys: cmd+n, title: New Note, category: File, action: new-note}]
/// elements:
///   note-list: {dropDestination: {accepts: [public.text]}}
///   Compose: {contextMenu: [New Note, New Folder], hoverEffect: lift, defaultAction: compose}
/// ```
/// An id that matches no element is an error naming it (and its line).
public struct ImportOverlay {
    public static let keys = ["scene", "window", "deviceFamily", "undo", "shortcuts", "without", "waive", "elements"]

    /// The window declared for the dumps whose root is no window (`window: [375, 667]`), and
    /// where the declaration stands, for the errors that name it.
    public struct WindowDeclaration: Sendable {
        public var size: ScreenSize
        var file: String
        var line: Int?
        func fail(_ reason: String) -> TactileError { TactileError.badInput(file, line: line, "window: " + reason) }
    }

    let root: Node
    let file: String

    public init(text: String, file: String) throws {
        root = try YAMLSource.compose(text, file: file, what: "overlay")
        self.file = file
    }

    public init(contentsOf path: String) throws {
        try self.init(text: try YAMLSource.text(path: path, what: "overlay"), file: path)
    }

    /// The overlay's `window`: the window, in points, that the dumps whose root is no window (a
    /// view controller's view, a fragment) were taken in (docs/import.md, "A root that is no
    /// window"). Read before the import, which lays their frames out in it.
    public func window() throws -> WindowDeclaration? {
        let reader = NodeReader(file: file)
        let f = try reader.mapping(root, "overlay", allowed: Self.keys)
        guard let n = f["window"] else { return nil }
        let size = try reader.size(n, "overlay.window")
        guard size.width > 0, size.height > 0 else { throw reader.fail(n, "overlay.window: a window of no area (\(fmt(size.width)) × \(fmt(size.height)) pt)") }
        return WindowDeclaration(size: size, file: file, line: reader.line(n))
    }

    /// `scene` with the overlay applied.
    public func apply(to scene: Scene) throws -> Scene {
        let reader = NodeReader(file: file)
        let builder = SceneBuilder(reader: reader)
        let f = try reader.mapping(root, "overlay", allowed: Self.keys)
        var scene = scene
        if let name = try f.string("scene") { scene.name = name }
        if let n = f["deviceFamily"] {
            let family = try builder.deviceFamily(n, "overlay.deviceFamily")
            if let other = scene.deviceFamily, other != family {
                throw reader.fail(n, "overlay.deviceFamily: \(DeviceFamily.describe(family)), but the Info.plist says \(DeviceFamily.describe(other)): give one")
            }
            scene.deviceFamily = family
        }
        if let undo = try f.optionalBool("undo") {
            scene.undo = undo
            // `undo: false` says the app does not register drops: no longer unknown.
            if undo { scene.without.remove(.undo) } else { scene.without.insert(.undo) }
        }
        if let n = f["shortcuts"] { scene.shortcuts += try builder.shortcuts(n, "overlay.shortcuts") }
        if let n = f["without"] { scene.without.formUnion(try builder.without(n, "overlay.without", allowed: DeclaredAbsence.sceneCases)) }
        if let n = f["waive"] { scene.waive.merge(try builder.waivers(n, "overlay.waive")) { _, new in new } }
        if let n = f["elements"] {
            guard case let .mapping(m) = n else { throw reader.fail(n, "overlay.elements: expected a mapping of element id → keys") }
            var where_: [String: (app: Int, index: Int)] = [:]
            for (a, app) in scene.apps.enumerated() {
                for (i, e) in app.elements.enumerated() { where_[e.id] = (a, i) }
            }
            var seen = Set<String>()
            for (k, v) in m {
                let id = try reader.string(k, "overlay.elements")
                guard seen.insert(id).inserted else { throw reader.fail(k, "overlay.elements: '\(id)' given twice") }
                guard let at = where_[id] else {
                    throw reader.fail(k, "overlay.elements: no element '\(id)' in the imported scene\(Self.suggestion(id, among: Array(where_.keys)))")
                }
                let what = "overlay.elements.\(id)"
                let ef = try reader.mapping(v, what, allowed: SceneLoader.overlayElementKeys)
                var e = scene.apps[at.app].elements[at.index]
                if let r = ef["role"] { e.role = try reader.enumValue(r, "\(what).role", ElementRole.self) }
                try builder.attributes(ef, what, into: &e)
                // What the overlay gives is no longer absent (the importer may have said so).
                for a in DeclaredAbsence.elementCases where e.has(a) && ef[a.rawValue] != nil { e.without.remove(a) }
                // What the overlay makes a control takes touches, unless it says otherwise.
                if e.isInteractive && ef["passesTouches"] == nil { e.passesTouches = false }
                scene.apps[at.app].elements[at.index] = e
            }
        }
        try scene.validate(file: file)
        return scene
    }

    /// ` (did you mean 'x'?)` for the id closest in spelling, when one is close.
    static func suggestion(_ id: String, among ids: [String]) -> String {
        let lower = id.lowercased()
        if let same = ids.sorted().first(where: { $0.lowercased() == lower }) { return " (did you mean '\(same)'?)" }
        if let contains = ids.sorted().first(where: { $0.lowercased().contains(lower) || lower.contains($0.lowercased()) && $0.count > 2 }) {
            return " (did you mean '\(contains)'?)"
        }
        return ""
    }
}

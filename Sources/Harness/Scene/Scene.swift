import InputModel

/// One app's view hierarchy in a scene.
public struct SceneApp: Hashable, Sendable {
    public var id: String
    public var elements: [SceneElement]
    public init(id: String, elements: [SceneElement]) {
        self.id = id
        self.elements = elements
    }
}

/// Where an imported scene's layout came from: one dump of the running app's window.
public struct SceneSource: Hashable, Sendable {
    /// The dump's file name as given to `tactile import`.
    public var dump: String
    /// The dump's format.
    public var format: DumpFormat
    /// The window the dump was taken in, in points.
    public var window: ScreenSize
    /// The layout key its frames are under (the size class of the window's width).
    public var layout: String
    /// The height of the system's status bar the dump shows (pt), which tells the device's safe
    /// area (20 on an iPad with a Home button, 24 on one with Face ID); nil when it shows none.
    public var statusBar: Double?
    /// A PNG screenshot of the window the dump shows (the path as given to `tactile import`).
    public var screenshot: String?
    /// The dump's root is no window and its window was not declared: the root's class. `window`
    /// is then the root's size, and the rules that read the window need review.
    public var unknownWindow: String?
    public init(dump: String, format: DumpFormat, window: ScreenSize, layout: String, statusBar: Double? = nil, screenshot: String? = nil,
                unknownWindow: String? = nil) {
        self.dump = dump
        self.format = format
        self.window = window
        self.layout = layout
        self.statusBar = statusBar
        self.screenshot = screenshot
        self.unknownWindow = unknownWindow
    }

    /// The window is an iPhone's: the app is an iPhone app, which iPadOS shows in compatibility
    /// mode unless it is built for iPad too (`Scene.deviceFamily`).
    public var isIPhoneWindow: Bool { unknownWindow == nil && IPhoneWindows.screen(for: window) != nil }
}

/// A declared scene: one app, or two side by side (split view) for cross-app drags.
/// `apps[0]` is the app under test; `apps[1]`, when present, fills the other side of the split.
public struct Scene: Hashable, Sendable {
    /// Frames and content sizes lie within ±10⁹ pt: far beyond any layout (a 100 000-row list of
    /// 44-pt rows is 4.4 × 10⁶ pt tall), and small enough that cell and pixel arithmetic stays in
    /// `Int`. Found by fuzzing: a width of 3 × 10⁵⁷ trapped converting a grid cell to `Int`.
    public static let maximumCoordinate: Double = 1_000_000_000
    public var name: String
    /// The app registers drops with its undo manager, so Cmd-Z undoes them.
    public var undo: Bool
    /// Named environments the layouts may refer to, beyond the built-in keys.
    public var environments: [String]
    public var apps: [SceneApp]
    /// Scene-wide shortcuts (the app's main menu), in addition to elements' own.
    public var shortcuts: [KeyShortcut]
    /// The dumps an imported scene was built from; empty for a hand-written scene.
    public var imported: [SceneSource] = []
    /// The devices the app is built for, where declared (`deviceFamily: [iphone, ipad]`, or the
    /// Info.plist's `UIDeviceFamily` given to `tactile import`); nil: not declared.
    public var deviceFamily: Set<DeviceFamily>?
    /// The screen edges whose system gestures wait for a second swipe, the first going to the app
    /// (`UIViewController.preferredScreenEdgesDeferringSystemGestures`); none by default.
    public var defersSystemGestures: Set<ScreenEdge> = []
    /// What the app is declared not to have (`shortcuts`: no key commands beyond those listed).
    public var without: Set<DeclaredAbsence> = []
    /// Rules waived for failures of the whole scene (element `root`), each with its reason.
    public var waive: [String: String] = [:]

    /// The scene or one of its elements waives a rule.
    public var hasWaivers: Bool { !waive.isEmpty || apps.contains { $0.elements.contains { !$0.waive.isEmpty } } }

    public init(name: String, undo: Bool = false, environments: [String] = [], apps: [SceneApp],
                shortcuts: [KeyShortcut] = []) {
        self.name = name
        self.undo = undo
        self.environments = environments
        self.apps = apps
        self.shortcuts = shortcuts
    }

    /// Convenience: a single-app scene.
    public init(name: String, undo: Bool = false, elements: [SceneElement], shortcuts: [KeyShortcut] = []) {
        self.init(name: name, undo: undo, apps: [SceneApp(id: "app", elements: elements)], shortcuts: shortcuts)
    }

    public var allElements: [SceneElement] { apps.flatMap(\.elements) }

    public func element(_ id: String) -> SceneElement? {
        for app in apps { if let e = app.elements.first(where: { $0.id == id }) { return e } }
        return nil
    }

    /// All layout keys a frame may use in this scene.
    public var layoutKeys: Set<String> {
        Set(SceneLayout.builtInKeys + environments)
    }

    /// Checks what a Swift-built scene cannot express in types: unique ids, known parents without
    /// cycles, non-negative sizes, known layout keys. The loader reports the same with line numbers.
    public func validate(file: String = "<scene>") throws {
        if undo && without.contains(.undo) {
            throw TactileError.badInput(file, line: nil, "'undo: true' and 'without: [undo]' say opposite things")
        }
        var seen = Set<String>()
        var parents: [String: String] = [:]
        for app in apps {
            let ids = Set(app.elements.map(\.id))
            for e in app.elements {
                if e.id.isEmpty || e.id == "root" {
                    throw TactileError.badInput(file, line: nil, "element id '\(e.id)' is reserved or empty")
                }
                guard seen.insert(e.id).inserted else {
                    throw TactileError.badInput(file, line: nil, "duplicate element id '\(e.id)'")
                }
                for (key, f) in e.frames {
                    guard SceneLayout.isKnown(key, environments: environments) else {
                        throw TactileError.badInput(file, line: nil, "element '\(e.id)': unknown layout '\(key)'")
                    }
                    guard f.width >= 0, f.height >= 0 else {
                        throw TactileError.badInput(file, line: nil, "element '\(e.id)': negative size in layout '\(key)'")
                    }
                    guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else {
                        throw TactileError.badInput(file, line: nil, "element '\(e.id)': non-finite frame")
                    }
                    guard [f.x, f.y, f.width, f.height].allSatisfy({ abs($0) <= Scene.maximumCoordinate }) else {
                        throw TactileError.badInput(file, line: nil, "element '\(e.id)': frame beyond ±\(Int(Scene.maximumCoordinate)) pt")
                    }
                }
                for (key, r) in e.relativeFrames {
                    guard SceneLayout.isKnown(key, environments: environments) else {
                        throw TactileError.badInput(file, line: nil, "element '\(e.id)': unknown layout '\(key)'")
                    }
                    guard e.frames[key] == nil else {
                        throw TactileError.badInput(file, line: nil, "element '\(e.id)': layout '\(key)' has both an absolute and a relative frame")
                    }
                    guard r.isValid else {
                        throw TactileError.badInput(file, line: nil, "element '\(e.id)': the relative frame of layout '\(key)' needs two lengths per axis")
                    }
                }
                let contradicted = e.declaredAbsentButPresent
                if !contradicted.isEmpty {
                    let names = contradicted.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                    throw TactileError.badInput(file, line: nil, "element '\(e.id)': \(names) \(contradicted.count == 1 ? "is" : "are") given and also listed under 'without'")
                }
                if let c = e.contentSize, c.width < 0 || c.height < 0 {
                    throw TactileError.badInput(file, line: nil, "element '\(e.id)': negative content size")
                }
                if let c = e.contentSize, !(c.width <= Scene.maximumCoordinate && c.height <= Scene.maximumCoordinate) {
                    throw TactileError.badInput(file, line: nil, "element '\(e.id)': content size beyond \(Int(Scene.maximumCoordinate)) pt")
                }
                if let p = e.parent {
                    guard ids.contains(p) else {
                        throw TactileError.badInput(file, line: nil, "element '\(e.id)': unknown parent '\(p)' in app '\(app.id)'")
                    }
                    parents[e.id] = p
                }
            }
        }
        // Cycles: walk up from every element, but only as far as an element already known to
        // reach a root: each element is walked once, so a chain thousands deep stays linear.
        var reachesRoot = Set<String>()
        for start in parents.keys.sorted() where !reachesRoot.contains(start) {
            var path: [String] = [start]
            var onPath: Set<String> = [start]
            var cur = start
            while let p = parents[cur], !reachesRoot.contains(p) {
                guard onPath.insert(p).inserted else {
                    throw TactileError.badInput(file, line: nil, "element '\(p)': parent cycle")
                }
                path.append(p)
                cur = p
            }
            reachesRoot.formUnion(path)
        }
    }
}

/// A screen edge (`UIRectEdge`). On iPad the top and bottom edges have system gestures (Notification
/// and Control Center, Home); a scene may name the others, which defer nothing.
public enum ScreenEdge: String, CaseIterable, Comparable, Sendable {
    case top, left, bottom, right

    public static func < (a: ScreenEdge, b: ScreenEdge) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

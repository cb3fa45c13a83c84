import InputModel

/// How a scene is shown in an environment (docs/import.md, "Windows, layouts and what the report
/// judges"): a hand-written scene in every environment as it is; an imported one only in the
/// windows its dumps were taken in (within `windowTolerance`), an iPhone app full screen in its
/// own window, a dump whose root is no window in its own frame. The conformance engine judges a
/// scene where it is shown; `tactile replay` and the reports place it the same way.
public enum ScenePlacement: Equatable, Sendable {
    /// Not shown, for this reason, said in these words.
    case notShown(Reason, String)
    /// Shown in `environment` (the one asked about, or one with the dump's own window or layout
    /// key); `note` says how, when it is not the one asked about; `window` says what is known of
    /// the app's window.
    case shown(HarnessEnvironment, note: String?, window: Window = .judged)

    /// Why a scene is not shown in an environment.
    public enum Reason: Equatable, Sendable {
        /// An imported scene in a window no dump shows: its layout there is unknown.
        case unseenWindow
        /// An iPhone-only app in Slide Over or Split View, where iPadOS never shows it.
        case iPhoneAppFullScreenOnly
    }

    /// What the placement knows of the app's window, which decides how the rules that read it
    /// (`ConformanceRule.readsWindow`) are judged where the dumps cannot tell that window (docs/import.md, "What a dump decides, rule by rule").
    public enum Window: Equatable, Sendable {
        /// From the frames, in the window the placement gives.
        case judged
        /// The dump's root is no window and none was declared: each such rule needs review,
        /// unless it has nothing to judge whatever the window.
        case unknownWindow(SceneSource)
        /// An iPhone dump of an app built for iPad too: iPadOS lays the app out for iPad, so the
        /// iPhone layout decides none of them.
        case iPadLayoutNotShown(SceneSource)
        /// An iPhone dump of an app whose device family is not declared: a failure stands only
        /// if the app is iPhone-only (compatibility mode), so it needs review.
        case familyUnknown(SceneSource)
    }

    /// pt: a dump window this close to an environment's window is that window (split widths are
    /// derived, not observed, and rotation rounds).
    public static let windowTolerance = 2.0

    /// A dump's window and an environment's window frame are the same window (within
    /// `windowTolerance` on each side).
    static func sameWindow(_ window: ScreenSize, _ frame: ScreenRect) -> Bool {
        abs(window.width - frame.width) <= windowTolerance && abs(window.height - frame.height) <= windowTolerance
    }

    /// A window some environment of the matrix takes as its own: within `windowTolerance` of its
    /// window and of the same size class (a 677-pt-wide window beside a 678-pt split is compact,
    /// so it is no such window: it is judged in its own window).
    static func isNearMatrixWindow(_ window: ScreenSize) -> Bool {
        HarnessEnvironment.matrix.contains { e in
            sameWindow(window, e.windowFrame) && e.sizeClass(forWidth: window.width) == e.horizontalSizeClass
        }
    }

    /// A window of the environment's orientation: wider than tall in landscape, taller in
    /// portrait; a square one in both.
    static func fitsOrientation(_ window: ScreenSize, _ environment: HarnessEnvironment) -> Bool {
        window.width == window.height || (window.width > window.height) == (environment.screen.orientation == .landscape)
    }

    /// The note of results in an environment an iPhone app is never shown in.
    public static let iPhoneAppNote = "an iPhone app runs full screen only, in compatibility mode (never in Slide Over or Split View)"

    /// How `scene` is shown in `environment`.
    public init(_ scene: Scene, in environment: HarnessEnvironment) {
        self = ScenePlacement.place(scene, environment)
    }

    static func place(_ scene: Scene, _ environment: HarnessEnvironment) -> ScenePlacement {
        guard !scene.imported.isEmpty else { return .shown(environment, note: nil) }
        let known = scene.imported.filter { $0.unknownWindow == nil }
        // An iPhone's window: iPadOS shows an iPhone-only app full screen only, in its own
        // iPhone-sized window (compatibility mode), turned as the iPad is: the dump of the
        // environment's orientation, or of the other where there is none (of two, the first
        // listed); an app built for iPad too it lays out for iPad.
        let phones = known.filter(\.isIPhoneWindow)
        if let phone = phones.first(where: { fitsOrientation($0.window, environment) }) ?? phones.first {
            let family = scene.deviceFamily
            let native = family?.contains(.iPad) == true
            guard environment.multitasking == .fullScreen else {
                return native ? .notShown(.unseenWindow, unseenWindowMessage(scene, environment))
                    : .notShown(.iPhoneAppFullScreenOnly, iPhoneAppNote)
            }
            var env = environment
            env.appWindow = phone.window
            env.name = phone.layout
            let w = environment.windowFrame
            let own = "\(fmt(phone.window.width)) × \(fmt(phone.window.height)) pt"
            if native {
                return .shown(env, note: "\(phone.dump) shows the iPhone layout of an app built for \(DeviceFamily.describe(family!)): judged in its own \(own) window for what does not depend on the window",
                              window: .iPadLayoutNotShown(phone))
            }
            return .shown(env, note: "an iPhone app in compatibility mode: judged in its own \(own) window, shown scaled up on the \(fmt(w.width)) × \(fmt(w.height)) pt screen",
                          window: family == nil ? .familyUnknown(phone) : .judged)
        }
        if dumpShowsWindow(scene, environment) { return .shown(environment, note: nil) }
        // A dump window a point or two off this one is this one (of two, the first listed; so
        // below for a window no model has and a root that is no window).
        let w = environment.windowFrame
        let state = environment.horizontalSizeClass
        if let near = known.first(where: { s in
            SceneLayout.isWindowKey(s.layout) && environment.sizeClass(forWidth: s.window.width) == state && sameWindow(s.window, w)
        }) {
            var env = environment
            env.name = near.layout
            return .shown(env, note: "the layout of \(near.dump)'s \(fmt(near.window.width)) × \(fmt(near.window.height)) pt window, within \(fmt(windowTolerance)) pt of this \(fmt(w.width)) × \(fmt(w.height)) pt one")
        }
        // A window no model of the matrix has (an iPad the matrix lacks, a Stage Manager window):
        // judged in its own window, in each full-screen environment of its orientation; a square
        // window has none, and is judged in both.
        if environment.multitasking == .fullScreen, let own = known.first(where: { s in
            SceneLayout.isWindowKey(s.layout)
                && fitsOrientation(s.window, environment)
                && !isNearMatrixWindow(s.window)
        }) {
            var env = environment
            env.appWindow = own.window
            env.name = own.layout
            let size = environment.sizeClass(forWidth: own.window.width).rawValue
            return .shown(env, note: "no model of the matrix has \(own.dump)'s \(fmt(own.window.width)) × \(fmt(own.window.height)) pt window: judged in that window (\(size) width) on this screen")
        }
        // A root that is no window: its window is unknown, so it is judged in its own frame, in
        // every full-screen environment (neither its window nor its orientation is known), for
        // what does not depend on the window.
        if environment.multitasking == .fullScreen, let root = scene.imported.first(where: { $0.unknownWindow != nil }) {
            var env = environment
            env.appWindow = root.window
            env.name = root.layout
            return .shown(env, note: "\(unknownWindowText(root)): judged in the root's own frame for what does not depend on the window",
                          window: .unknownWindow(root))
        }
        return .notShown(.unseenWindow, unseenWindowMessage(scene, environment))
    }

    /// An imported scene shows the app only in the windows its dumps were taken in: in any other
    /// window its layout is unknown, and a verdict there would judge a layout nobody measured.
    /// How the note of a result in a window no dump shows begins.
    public static let unseenWindowNote = "no imported dump shows"

    /// What the note of a window no dump shows says: which windows the dumps do show.
    static func unseenWindowMessage(_ scene: Scene, _ environment: HarnessEnvironment) -> String {
        let w = environment.windowFrame
        let shown = scene.imported.map { source -> String in
            if source.unknownWindow != nil { return "\(source.dump) (its root is no window: judged in its own frame, in the full-screen environments)" }
            let envs = environmentsShowing(layout: source.layout)
            let names = envs.prefix(3).map(\.description).joined(separator: ", ") + (envs.count > 3 ? ", …" : "")
            return "\(source.dump) (\(source.layout)\(envs.isEmpty ? ", no environment of the matrix" : ": " + names))"
        }.joined(separator: ", ")
        let window = "\(Int(w.width.rounded())) × \(Int(w.height.rounded())) pt"
        return "\(unseenWindowNote) a \(window) window (its layout is unknown); the dumps show \(shown)"
    }

    /// The environments of the matrix a scene is shown in: every one for a hand-written scene;
    /// for an imported one, those whose window a dump shows (and, for an iPhone app, the
    /// full-screen ones). What an imported scene is judged in when no environment is named.
    public static func environments(showing scene: Scene) -> [HarnessEnvironment] {
        HarnessEnvironment.matrix.filter { isShown(scene, $0) }
    }

    /// The scene is shown in this environment: hand-written, an iPhone app in a full-screen
    /// environment, or a dump shows its window (within `windowTolerance`).
    static func isShown(_ scene: Scene, _ environment: HarnessEnvironment) -> Bool {
        if case .shown = ScenePlacement(scene, in: environment) { return true }
        return false
    }

    /// One of the imported scene's dumps shows this environment's window exactly.
    static func dumpShowsWindow(_ scene: Scene, _ environment: HarnessEnvironment) -> Bool {
        let keys = windowLayoutKeys(environment)
        return scene.imported.contains { $0.unknownWindow == nil && keys.contains($0.layout) }
    }

    /// What a dump whose root is no window is, as notes and findings say it.
    static func unknownWindowText(_ source: SceneSource) -> String {
        "the root of \(source.dump) (\(source.unknownWindow ?? "a view"), \(fmt(source.window.width)) × \(fmt(source.window.height)) pt) is no window, and no window was declared"
    }

    /// The imported dump whose layout the scene takes in `environment`: the one whose layout key
    /// comes first among the environment's keys (nil for a hand-written scene or an unseen window).
    static func layoutSource(_ scene: Scene, _ environment: HarnessEnvironment) -> SceneSource? {
        for key in windowLayoutKeys(environment) {
            if let s = scene.imported.first(where: { $0.layout == key }) { return s }
        }
        return nil
    }

    /// The environments of the full matrix whose window a window layout key names.
    static func environmentsShowing(layout: String) -> [HarnessEnvironment] {
        HarnessEnvironment.matrix.filter { windowLayoutKeys($0).contains(layout) }
    }

    /// The layout keys of the app's window in `environment`.
    static func windowLayoutKeys(_ environment: HarnessEnvironment) -> [String] {
        let w = environment.windowFrame
        return environment.layoutKeys(windowWidth: w.width, windowHeight: w.height, state: environment.multitasking)
    }
}

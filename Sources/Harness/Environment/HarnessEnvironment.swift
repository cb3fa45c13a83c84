import InputModel

/// Device model × orientation × multitasking state, with the user's settings: decides the app's
/// window frame, its size classes and which layout of the scene applies.
public struct HarnessEnvironment: Hashable, Sendable {
    public var screen: ScreenModel
    public var multitasking: MultitaskingState
    public var settings: UserSettings
    /// Windows at least this wide are horizontally regular (678 pt, observed: docs/sources.md, "Windows").
    public var regularWidthThreshold: Double
    /// A name the scene's layouts may refer to (most specific layout key).
    public var name: String?
    /// The app's own window, when it is not the multitasking state's: an iPhone app in
    /// compatibility mode (its iPhone-sized window, judged in its own points at the screen's
    /// top-left, as the app sees it). Nil: the window is the multitasking state's.
    public var appWindow: ScreenSize?

    public init(screen: ScreenModel = .default, multitasking: MultitaskingState = .fullScreen,
                settings: UserSettings = .default, regularWidthThreshold: Double = 678, name: String? = nil) {
        self.screen = screen
        self.multitasking = multitasking
        self.settings = settings
        self.regularWidthThreshold = regularWidthThreshold
        self.name = name
    }

    public init(_ model: IPadModel, _ orientation: Orientation, _ multitasking: MultitaskingState = .fullScreen) {
        self.init(screen: ScreenModel(model: model, orientation: orientation), multitasking: multitasking)
    }

    public var screenBounds: ScreenRect { ScreenRect(x: 0, y: 0, width: screen.width, height: screen.height) }

    /// The app under test's window in screen points. Splits put it on the left; Slide Over floats
    /// at the right edge.
    public var windowFrame: ScreenRect {
        if let a = appWindow { return ScreenRect(x: 0, y: 0, width: a.width, height: a.height) }
        return frame(for: multitasking, primary: true)
    }

    /// The app is an iPhone app shown in compatibility mode (`appWindow` is an iPhone's).
    public var isIPhoneCompatibility: Bool { appWindow.map { IPhoneWindows.screen(for: $0) != nil } ?? false }

    /// The other app's window (split view or the app under Slide Over), if any.
    public var companionWindowFrame: ScreenRect? {
        guard appWindow == nil else { return nil }
        return multitasking.companion.map { frame(for: $0, primary: false) }
    }

    func frame(for state: MultitaskingState, primary: Bool) -> ScreenRect {
        let w = SplitWidths.width(state, screen: screen)
        let h = screen.height
        switch (multitasking, primary) {
        case (.fullScreen, _): return ScreenRect(x: 0, y: 0, width: w, height: h)
        case (.slideOver, true): return ScreenRect(x: screen.width - w, y: 0, width: w, height: h)
        case (_, true): return ScreenRect(x: 0, y: 0, width: w, height: h)
        // The right-hand app of a split; under Slide Over the full-screen app, whose width is the
        // screen's, so it starts at 0.
        case (_, false): return ScreenRect(x: screen.width - w, y: 0, width: w, height: h)
        }
    }

    public var horizontalSizeClass: SizeClass { sizeClass(forWidth: windowFrame.width) }
    /// Always regular on iPad (docs/sources.md, "Windows").
    public var verticalSizeClass: SizeClass { .regular }

    public func sizeClass(forWidth w: Double) -> SizeClass { w >= regularWidthThreshold ? .regular : .compact }

    /// Layout keys for a window of `w` × `h` points, most specific first: the environment's
    /// name, the multitasking state, the window (`regular-834x1194`), the size class, `default`.
    public func layoutKeys(windowWidth w: Double, windowHeight h: Double, state: MultitaskingState) -> [String] {
        var keys: [String] = []
        if let name { keys.append(name) }
        keys.append(state.rawValue)
        keys.append(SceneLayout.windowKey(sizeClass: sizeClass(forWidth: w), width: w, height: h))
        keys.append(sizeClass(forWidth: w).rawValue)
        keys.append(SceneLayout.defaultKey)
        return keys
    }

    /// Every model × orientation × multitasking state (the conformance matrix).
    public static var matrix: [HarnessEnvironment] {
        IPadModel.allCases.flatMap { m in
            Orientation.allCases.flatMap { o in
                MultitaskingState.allCases.map { HarnessEnvironment(m, o, $0) }
            }
        }
    }

    public var description: String { "\(screen.model.rawValue) \(screen.orientation.rawValue) \(multitasking.rawValue)" }
}

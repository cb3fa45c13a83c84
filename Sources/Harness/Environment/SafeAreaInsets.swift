import InputModel

/// The safe-area insets of an app's window on each iPad model, in points (docs/conformance.md,
/// "Safe areas"; HIG › Adaptivity and layout › Layout guides and safe areas; iPadOS design
/// guidelines › Responsive layout › Respect safe areas: "Older iPads have no home indicator").
///
/// iPads with a Home button show a 20-pt status bar and have no bottom inset. iPads without one
/// (Face ID, or Touch ID in the top button) show a 24-pt status bar and keep 20 pt at the bottom
/// for the home indicator. iPads have no side insets, and the status bar shows in both
/// orientations, so portrait and landscape insets are the same (kept per orientation here so a
/// model whose differ can say so).
public struct SafeAreaInsets: Hashable, Sendable {
    public var top: Double
    public var bottom: Double

    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// Status bar height (pt) on iPads with a Home button.
    public static let homeButtonStatusBar = 20.0
    /// Status bar height (pt) on iPads without one.
    public static let homeIndicatorStatusBar = 24.0
    /// Home-indicator inset (pt) at the bottom of iPads without a Home button.
    public static let homeIndicator = 20.0

    public static func of(_ model: IPadModel, _ orientation: Orientation) -> SafeAreaInsets {
        switch (model.hasHomeButton, orientation) {
        case (true, .portrait), (true, .landscape):
            return SafeAreaInsets(top: homeButtonStatusBar, bottom: 0)
        case (false, .portrait), (false, .landscape):
            return SafeAreaInsets(top: homeIndicatorStatusBar, bottom: homeIndicator)
        }
    }
}

extension IPadModel {
    /// The model has a Home button (no home indicator): the 10.2-inch iPad (7th–9th generation),
    /// the 9.7-inch iPads and iPad mini 4–5, the first two 12.9-inch iPad Pros. Every other model
    /// here has a home indicator: iPad mini (6th generation on), iPad 10.9-inch, the Airs and the
    /// later Pros.
    public var hasHomeButton: Bool { self == .iPad10_2 || self == .iPad9_7 || self == .iPadPro12_9Gen2 }
}

extension HarnessEnvironment {
    /// The safe-area insets of the app's window (its top and bottom are the screen's); for an
    /// iPhone app in compatibility mode, the smallest its iPhone window can have had.
    public var safeAreaInsets: SafeAreaInsets { safeAreaCandidates[0] }

    /// The insets the app's window can have: the model's, or for an iPhone app in compatibility
    /// mode those of each iPhone model with its window's size (smallest top first).
    public var safeAreaCandidates: [SafeAreaInsets] {
        if let a = appWindow {
            let phone = IPhoneWindows.insets(for: a)
            if !phone.isEmpty { return phone.sorted { $0.top < $1.top } }
        }
        return [SafeAreaInsets.of(screen.model, screen.orientation)]
    }

    /// The app's window less its safe-area insets.
    public var safeArea: ScreenRect { safeArea(insets: safeAreaInsets) }

    /// The app's window less `insets` (another device's, for a layout laid out there).
    public func safeArea(insets i: SafeAreaInsets) -> ScreenRect {
        let w = windowFrame
        return ScreenRect(x: w.x, y: w.y + i.top, width: w.width, height: w.height - i.top - i.bottom)
    }
}

import InputModel

/// Where the app under test sits on screen (the multitasking states of the iPad adaptation basics).
public enum MultitaskingState: String, CaseIterable, Sendable, Codable {
    case fullScreen, twoThirds, half, oneThird, slideOver

    /// The app sharing the screen in a split: 2/3 ↔ 1/3, 1/2 ↔ 1/2; Slide Over floats over a
    /// full-screen app.
    public var companion: MultitaskingState? {
        switch self {
        case .fullScreen: return nil
        case .twoThirds: return .oneThird
        case .half: return .half
        case .oneThird: return .twoThirds
        case .slideOver: return .fullScreen
        }
    }
}

public enum SizeClass: String, CaseIterable, Sendable, Codable {
    case compact, regular
}

/// Split-view widths in points (observed: docs/sources.md, "Windows").
///
/// Every tabulated value follows `1/3 = narrow column` (320 or 375 pt), `2/3 = W − 10 − 1/3`,
/// `1/2 = (W − 10) / 2`, with a 10 pt divider; models missing from the table use the same rule
/// with the narrow column of the model with the same point size (the Air 11 the iPad 10.9's, the
/// Air 13 the 12.9-inch Pro's) or, for the M4 Pros' new sizes, of the model they follow (the
/// 11-inch Pro's, the 12.9-inch Pro's): derived, not observed. The
/// iPad mini's 1133-pt landscape screen splits into halves of 561.5 pt (1123 px at 2×: no pixel
/// is left over, so none is rounded away).
public enum SplitWidths {
    public static let divider: Double = 10

    /// The narrow (1/3 and Slide Over) column width.
    public static func narrowColumn(_ model: IPadModel, _ orientation: Orientation) -> Double {
        switch (model, orientation) {
        case (.iPadPro12_9, _), (.iPadPro12_9Gen2, _), (.iPadAir13, _), (.iPadPro13M4, _): return 375
        case (.iPadPro11, .landscape), (.iPadPro11M4, .landscape), (.iPad10_9, .landscape), (.iPadAir11, .landscape):
            return 375
        default: return 320
        }
    }

    public static func width(_ state: MultitaskingState, screen: ScreenModel) -> Double {
        let w = screen.width
        let narrow = narrowColumn(screen.model, screen.orientation)
        switch state {
        case .fullScreen: return w
        case .oneThird, .slideOver: return narrow
        case .twoThirds: return w - divider - narrow
        case .half: return (w - divider) / 2
        }
    }
}

/// iPad models and their full-screen sizes in points, all @2x
/// (observed: piotrbakker/diagonal csv/ipad.csv; docs/sources.md, "Windows").
public enum IPadModel: String, CaseIterable, Sendable, Codable {
    case iPadMini = "ipad-mini"
    case iPad10_2 = "ipad-10.2"
    case iPad10_9 = "ipad-10.9"
    case iPadAir11 = "ipad-air-11"
    case iPadAir13 = "ipad-air-13"
    case iPadPro11 = "ipad-pro-11"
    case iPadPro11M4 = "ipad-pro-11-m4"
    case iPadPro12_9 = "ipad-pro-12.9"
    case iPadPro13M4 = "ipad-pro-13-m4"
    /// The 9.7-inch iPads (5th and 6th generation, Air 1–2, Pro 9.7) and, at the same 768 × 1024
    /// points, the iPad mini 4 and 5 (`ipad-mini-5` names it too): Home button.
    case iPad9_7 = "ipad-9.7"
    /// The first two 12.9-inch iPad Pros (2015, 2017): 1024 × 1366 points, Home button.
    case iPadPro12_9Gen2 = "ipad-pro-12.9-gen2"

    /// Other names a model is known by (`--device ipad-mini-5`).
    public static let aliases: [String: IPadModel] = ["ipad-mini-5": .iPad9_7, "ipad-mini-4": .iPad9_7]

    /// The model for an id or one of its aliases.
    public static func named(_ id: String) -> IPadModel? { IPadModel(rawValue: id) ?? aliases[id] }

    /// Portrait width × height in points.
    public var portraitSize: (width: Double, height: Double) {
        switch self {
        case .iPadMini: return (744, 1133)
        case .iPad9_7: return (768, 1024)
        case .iPadPro12_9Gen2: return (1024, 1366)
        case .iPad10_2: return (810, 1080)
        case .iPad10_9, .iPadAir11: return (820, 1180)
        case .iPadAir13, .iPadPro12_9: return (1024, 1366)
        case .iPadPro11: return (834, 1194)
        case .iPadPro11M4: return (834, 1210)
        case .iPadPro13M4: return (1032, 1376)
        }
    }

    public var displayName: String {
        switch self {
        case .iPadMini: return "iPad mini (8.3\")"
        case .iPad10_2: return "iPad 10.2\""
        case .iPad10_9: return "iPad 10.9\""
        case .iPadAir11: return "iPad Air 11\""
        case .iPadAir13: return "iPad Air 13\""
        case .iPadPro11: return "iPad Pro 11\""
        case .iPadPro11M4: return "iPad Pro 11\" (M4)"
        case .iPadPro12_9: return "iPad Pro 12.9\""
        case .iPadPro13M4: return "iPad Pro 13\" (M4)"
        case .iPad9_7: return "iPad 9.7\" (and iPad mini 4–5)"
        case .iPadPro12_9Gen2: return "iPad Pro 12.9\" (1st–2nd generation)"
        }
    }

    /// `UIScreen.scale`: 2.0 on every current iPad (docs/sources.md, "Touches and taps").
    public var scale: Double { 2.0 }
}

public enum Orientation: String, CaseIterable, Sendable, Codable {
    case portrait, landscape
}

/// The simulated screen: a model in an orientation. Default iPad Pro 12.9" landscape.
public struct ScreenModel: Hashable, Sendable {
    public var model: IPadModel
    public var orientation: Orientation

    public init(model: IPadModel = .iPadPro12_9, orientation: Orientation = .landscape) {
        self.model = model
        self.orientation = orientation
    }

    public static let `default` = ScreenModel()

    /// Width × height in points in this orientation.
    public var width: Double {
        orientation == .portrait ? model.portraitSize.width : model.portraitSize.height
    }
    public var height: Double {
        orientation == .portrait ? model.portraitSize.height : model.portraitSize.width
    }
    public var scale: Double { model.scale }
    /// Points per millimetre: 264 ppi at scale 2 → 132 pt per inch.
    public var pointsPerMillimetre: Double { 264.0 / model.scale / 25.4 }
}

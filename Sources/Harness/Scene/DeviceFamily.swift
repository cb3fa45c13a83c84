/// The devices an app is built for: its Info.plist's `UIDeviceFamily` (Xcode's
/// `TARGETED_DEVICE_FAMILY`): 1 iPhone (and iPod touch), 2 iPad.
///
/// It decides how iPadOS shows an app whose dump shows an iPhone's window: an app built for iPhone
/// only runs in compatibility mode, its iPhone window scaled up; an app built for iPad too is laid
/// out for iPad, so an iPhone dump says nothing about its iPad layout (docs/import.md, "An iPhone
/// app").
public enum DeviceFamily: String, CaseIterable, Hashable, Sendable, Comparable {
    case iPhone = "iphone"
    case iPad = "ipad"

    /// The `UIDeviceFamily` number.
    public var number: Int { self == .iPhone ? 1 : 2 }

    public init?(number: Int) {
        switch number {
        case 1: self = .iPhone
        case 2: self = .iPad
        default: return nil
        }
    }

    public static func < (a: DeviceFamily, b: DeviceFamily) -> Bool { a.number < b.number }

    /// How notes name a declared family: "iPhone only", "iPhone and iPad", "iPad only".
    public static func describe(_ family: Set<DeviceFamily>) -> String {
        switch (family.contains(.iPhone), family.contains(.iPad)) {
        case (true, true): return "iPhone and iPad (universal)"
        case (true, false): return "iPhone only"
        default: return "iPad only"
        }
    }
}

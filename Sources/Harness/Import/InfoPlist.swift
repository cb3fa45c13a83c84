import Foundation
import InputModel

/// An app's Info.plist, read for the devices the app is built for: `UIDeviceFamily`, a number or
/// an array of numbers, 1 for iPhone and 2 for iPad (Xcode writes it into the built app's
/// Info.plist from `TARGETED_DEVICE_FAMILY`). XML and binary property lists are read with
/// Foundation's `PropertyListSerialization`.
public enum InfoPlist {
    /// The `UIDeviceFamily` of the property list's bytes (`file` names it in errors).
    public static func deviceFamily(_ data: Data, file: String) throws -> Set<DeviceFamily> {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw TactileError.badInput(file, line: nil, "not a property list (an Info.plist in XML or binary form)")
        }
        guard let top = plist as? [String: Any] else {
            throw TactileError.badInput(file, line: nil, "not an Info.plist: its top level is not a dictionary")
        }
        guard let value = top["UIDeviceFamily"] else {
            throw TactileError.badInput(file, line: nil, "no UIDeviceFamily: give the built app's Info.plist (Xcode writes the key there from TARGETED_DEVICE_FAMILY), or declare deviceFamily in the overlay")
        }
        let items = (value as? [Any]) ?? [value]
        var family = Set<DeviceFamily>()
        for item in items {
            guard let n = number(item) else {
                throw TactileError.badInput(file, line: nil, "UIDeviceFamily: '\(item)' is not a number (1 iPhone, 2 iPad)")
            }
            // Other families (3 Apple TV, 4 Apple Watch, 6 Mac, 7 Apple Vision) say nothing of iPad.
            if let d = DeviceFamily(number: n) { family.insert(d) }
        }
        guard !family.isEmpty else {
            throw TactileError.badInput(file, line: nil, "UIDeviceFamily names neither iPhone (1) nor iPad (2)")
        }
        return family
    }

    /// The `UIDeviceFamily` of the Info.plist at `path` (66 when it is missing).
    public static func deviceFamily(path: String) throws -> Set<DeviceFamily> {
        try deviceFamily(try YAMLSource.data(path: path, what: "Info.plist"), file: path)
    }

    /// An integer, or a string of one (some hand-edited plists write `<string>1</string>`).
    static func number(_ item: Any) -> Int? {
        if let s = item as? String { return Int(s.trimmingCharacters(in: .whitespaces)) }
        if let n = item as? NSNumber, n.doubleValue == n.doubleValue.rounded() { return n.intValue }
        return item as? Int
    }
}

// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import InputModel

/// The evdev nodes of the system: /dev/input/event* in numeric order.
public enum DeviceNodes {
    public static let directory = "/dev/input"

    /// Node paths sorted by number (event2 before event10); throws 69 when
    /// /dev/input does not exist (containers, machines without input devices).
    public static func eventNodes(in dir: String = directory) throws -> [String] {
        guard let d = opendir(dir) else {
            if errno == EACCES { throw EvdevErrors.open(errno: EACCES, path: dir) }
            throw TactileError(.unavailable, file: dir, "no input devices here (no \(dir); a container or a machine without evdev?)")
        }
        defer { closedir(d) }
        var names: [(Int, String)] = []
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix("event"), let n = Int(name.dropFirst(5)) else { continue }
            names.append((n, dir + "/" + name))
        }
        return names.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A device argument: a path as given, or a bare `eventN`/number under /dev/input.
    public static func resolve(_ arg: String) -> String {
        if arg.contains("/") { return arg }
        if Int(arg) != nil { return "\(directory)/event\(arg)" }
        return "\(directory)/\(arg)"
    }
}
#endif

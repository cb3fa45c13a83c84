#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// The udev properties of a live device that matter to input, from udev's database: udevd writes
/// a device's properties as `E:KEY=VALUE` lines to `/run/udev/data/c<major>:<minor>`. They are
/// kept as a libinput record `udev` section (`DeviceDescription.extras["yaml:udev"]`), so a
/// capture carries them and a mouse's `MOUSE_DPI` sets its resolution (`MouseResolution`).
///
/// Only what libinput record keeps is read — `ID_INPUT*`, `LIBINPUT_*`, `MOUSE_*`, `EVDEV_ABS_*`,
/// `POINTINGSTICK_*` — never serial numbers or paths. Without a udev database (no udevd, a
/// container) there is nothing to keep, and the defaults apply (a 1000-dpi mouse).
public enum UdevProperties {
    public static let keptPrefixes = ["ID_INPUT", "LIBINPUT_", "MOUSE_", "EVDEV_ABS_", "POINTINGSTICK_"]
    public static let database = "/run/udev/data"

    #if os(Linux)
    /// The kept properties of the character device at `node`, as a `udev` section; nil when there are none.
    public static func section(forNode node: String, database: String = database) -> String? {
        var st = stat()
        guard stat(node, &st) == 0, st.st_mode & S_IFMT == S_IFCHR else { return nil }
        let dev = UInt64(st.st_rdev)
        // glibc's major()/minor() (sys/sysmacros.h), which Swift does not import.
        let major = ((dev >> 8) & 0xfff) | ((dev >> 32) & ~UInt64(0xfff))
        let minor = (dev & 0xff) | ((dev >> 12) & ~UInt64(0xff))
        return section(fromDatabaseFile: "\(database)/c\(major):\(minor)")
    }
    #endif

    /// The kept properties of one udev database file, as a `udev` section.
    public static func section(fromDatabaseFile path: String) -> String? {
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var kept: [String] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, f) > 0, let l = line {
            var text = String(cString: l)
            // "\r\n" is one Character in Swift: `isNewline` covers it, "\n" and "\r".
            while text.last?.isNewline == true { text.removeLast() }
            guard text.hasPrefix("E:") else { continue }
            let property = String(text.dropFirst(2))
            if keptPrefixes.contains(where: property.hasPrefix) { kept.append(property) }
        }
        guard !kept.isEmpty else { return nil }
        return "udev:\n  properties:\n" + kept.sorted().map { "  - \($0)" }.joined(separator: "\n")
    }
}

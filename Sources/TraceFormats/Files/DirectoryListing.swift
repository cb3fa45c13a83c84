#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// The names in a folder, sorted, read with `readdir(3)`: every entry but `.` and `..`. What may stand in
/// a folder Tactile replaces is decided from this list, so it must miss nothing: Foundation's
/// `contentsOfDirectory` on Linux leaves out an entry named `._` (seen with swift-corelibs-foundation
/// of Swift 6.3), which would let a user's file go unseen.
public enum DirectoryListing {
    public static func names(in path: String) throws -> [String] {
        guard let dir = opendir(path) else {
            throw TactileError(.cantCreate, file: path, "cannot list the folder: \(String(cString: strerror(errno)))")
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

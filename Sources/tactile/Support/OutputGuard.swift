#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import InputModel

/// Refuses an output path that names one of the command's inputs (the same file, by device and
/// inode, whatever the spelling): writing the output would replace the input, and a mistyped
/// `tactile conformance --json Scenes/*.yml` took the first scene as the JSON file. Checked
/// before any work, so nothing is written (exit 64).
enum OutputGuard {
    static func refuseOverwriting(_ output: String?, option: String, inputs: [String?]) throws {
        guard let output, let out = identity(output) else { return }
        for case let input? in inputs where identity(input) == out {
            throw TactileError(.usage, "\(option) \(output) is the input \(input): writing it would replace the input; give another path")
        }
    }

    /// Refuses two outputs of one command on one path (whatever the spelling), or a file output
    /// inside a report folder the command writes (`folders`: the options that name folders):
    /// the second write would replace the first, or the folder, holding a file Tactile did not
    /// write there, would be refused after the file was written. Checked before any work, so
    /// nothing is written (exit 64). Paths that differ only by case are one path on every system:
    /// macOS's file systems (APFS, HFS+) fold case by default, and one rule everywhere means a
    /// command line that works on Linux does not lose an output on a Mac.
    static func refuseSharedPaths(_ outputs: [(option: String, path: String?)], folders: Set<String> = []) throws {
        let given = outputs.compactMap { o in o.path.map { (option: o.option, path: $0, place: place($0).lowercased()) } }
        for (i, a) in given.enumerated() {
            for b in given[(i + 1)...] {
                if a.place == b.place || (identity(a.path).map { $0 == identity(b.path) } ?? false) {
                    throw TactileError(.usage, "\(a.option) \(a.path) and \(b.option) \(b.path) are one path: the second output would replace the first; give each its own")
                }
                for (folder, file) in [(a, b), (b, a)] where folders.contains(folder.option) && !folders.contains(file.option) {
                    if file.place.hasPrefix(folder.place + "/") {
                        throw TactileError(.usage, "\(file.option) \(file.path) is inside the report folder \(folder.option) \(folder.path), which holds only what the report writes; give a path outside it")
                    }
                }
            }
        }
    }

    /// The absolute, standardized path, its existing symbolic links resolved. (Compared as Swift
    /// strings, NFC and NFD spellings are equal, as APFS treats them.)
    private static func place(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private struct Identity: Equatable { var device: UInt64; var inode: UInt64 }

    private static func identity(_ path: String) -> Identity? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }
}

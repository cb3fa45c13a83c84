#if canImport(Glibc)
import Glibc
#endif
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

    private struct Identity: Equatable { var device: UInt64; var inode: UInt64 }

    private static func identity(_ path: String) -> Identity? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }
}

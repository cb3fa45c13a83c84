#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// Whole outputs of the commands (a report, a baseline, an imported scene), written through the
/// one atomic writer, `AtomicOutputFile`: a temporary file made with `mkstemp` beside the target
/// (an unpredictable name, opened `O_EXCL`: nothing there is followed or reused), then renamed
/// into place, so the file appears whole or not at all.
public enum AtomicOutput {
    /// Writes `text` to `path`, replacing it in one rename.
    public static func write(_ text: String, to path: String) throws {
        let file = try AtomicOutputFile(path: path, privateFile: false)
        do {
            try file.append(text)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// A new, empty folder beside `path` (`mkdtemp`: `.NAME.tactile-XXXXXX`, an unpredictable
    /// name), with the mode a folder made by `mkdir` would have (0777 less the umask), for a
    /// report that is then renamed or exchanged into place.
    public static func temporaryDirectory(beside path: String) throws -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard var template = FileSystem.temporaryTemplate(beside: trimmed) else {
            throw TactileError(.cantCreate, file: path, "not a folder name")
        }
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            let err = errno
            throw TactileError(err == EACCES || err == EPERM ? .permission : .cantCreate, file: path,
                               "cannot create the report folder: \(String(cString: strerror(err)))")
        }
        let tmp = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        chmod(tmp, 0o777 & ~FileSystem.currentUmask())
        return tmp
    }
}

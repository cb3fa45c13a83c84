#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// Whole outputs of the commands (a report, a baseline, an imported scene), written through the
/// one atomic writer, `AtomicOutputFile`: a temporary file beside the target (an unpredictable
/// name, created `O_EXCL` as `mkstemp` does: nothing there is followed or reused, and registered
/// for removal on a fatal signal before it exists), then renamed into place, so the file appears
/// whole or not at all.
public enum AtomicOutput {
    /// Writes `text` to `path`, replacing it in one rename.
    /// On failure the temporary file goes with `file` (an uncommitted file removes itself).
    public static func write(_ text: String, to path: String) throws(TactileError) {
        let file = try AtomicOutputFile(path: path, privateFile: false)
        try file.append(text)
        try file.commit()
    }

    /// A new, empty folder beside `path` (`.NAME.tactile-` and random letters, an unpredictable
    /// name, as `mkdtemp` makes), registered in `PendingOutputs` before it exists (the token is
    /// returned: unregister it once the folder is renamed into place or removed), with the mode
    /// a folder made by `mkdir` would have (0777 less the umask), for a report that is then
    /// renamed or exchanged into place.
    public static func temporaryDirectory(beside path: String) throws -> (path: String, token: Int?) {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard let prefix = FileSystem.temporaryPrefix(beside: trimmed) else {
            throw TactileError(.cantCreate, file: path, "not a folder name")
        }
        let (made, tmp, token, err) = PendingOutputs.create(prefix: prefix) { mkdir($0, 0o700) }
        guard made >= 0 else {
            throw TactileError(FileSystem.outputFailureKind(errno: err), file: path,
                               "cannot create the report folder: \(String(cString: strerror(err)))")
        }
        chmod(tmp, 0o777 & ~FileSystem.currentUmask())
        return (tmp, token)
    }
}

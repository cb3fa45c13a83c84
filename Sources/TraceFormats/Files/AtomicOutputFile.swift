#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// An output file that appears whole or not at all, or (capture) from its header on.
///
/// Bytes go to a temporary file next to the target (same directory, so the
/// final `rename(2)` is atomic); `commit()` renames it into place, `discard()`
/// (or deinit without a commit) removes it. Writes are buffered and reach the
/// file on `flush()` or when the buffer is full.
///
/// `publish()` renames it into place early, once what was appended so far is a
/// valid file (a trace header): the name then always points at a complete file
/// of the right mode, later appends extend it through the same descriptor, and
/// deinit without a commit only closes it, keeping everything flushed (a capture
/// that fails or is killed leaves its trace up to the last flushed frame).
package final class AtomicOutputFile {
    /// Buffered bytes are written out once this many have gathered.
    static let bufferLimit = 64 * 1024
    /// Mode for traces that may hold typed text (key codes): owner only.
    static let privateMode: mode_t = 0o600
    static let defaultMode: mode_t = 0o666

    let path: String
    let temporaryPath: String
    private var fd: Int32
    private var pending: [UInt8] = []
    /// Bytes in the file after the last complete flush (where a failed flush cuts it back to).
    private var flushedSize: off_t = 0
    private var done = false
    /// Renamed into place already (`publish()`): the target name holds our file.
    private(set) var published = false
    /// The temporary name in `PendingOutputs` (removed if a signal ends the process first).
    private var pendingToken: Int?
    private let mode: mode_t

    /// - Parameter privateFile: create with mode 0600 instead of 0666 & ~umask.
    package init(path: String, privateFile: Bool) throws(TactileError) {
        self.path = path
        guard let prefix = FileSystem.temporaryPrefix(beside: path) else {
            throw TactileError(.cantCreate, file: path, "not a file name")
        }
        // What `mkstemp` does (read-write, created exclusively, 0600), with the name registered first.
        let (fd, temporary, token, err) = PendingOutputs.create(prefix: prefix) {
            open($0, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard fd >= 0 else {
            throw TactileError(FileSystem.outputFailureKind(errno: err), file: path,
                               "cannot create the output file: \(String(cString: strerror(err)))")
        }
        self.fd = fd
        temporaryPath = temporary
        pendingToken = token
        if privateFile {
            mode = AtomicOutputFile.privateMode
        } else {
            mode = AtomicOutputFile.defaultMode & ~FileSystem.currentUmask()
        }
        pending.reserveCapacity(AtomicOutputFile.bufferLimit)
    }

    /// Without a commit: a published file is left as it is on disk (buffered bytes not yet
    /// flushed are lost, as with a killed process), any other is discarded.
    deinit {
        guard !done else { return }
        if published { close(fd) } else { discard() }
    }

    package func append(_ text: String) throws(TactileError) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= AtomicOutputFile.bufferLimit { try flush() }
    }

    func append(bytes: ArraySlice<UInt8>) throws {
        pending.append(contentsOf: bytes)
        if pending.count >= AtomicOutputFile.bufferLimit { try flush() }
    }

    /// Appends another file's whole content (used to join per-device sections), in chunks.
    func append(contentsOf other: String) throws {
        try flush()
        let reader = try LineReader(path: other)
        while let line = try reader.nextLine() {
            pending.append(contentsOf: line)
            pending.append(UInt8(ascii: "\n"))
            if pending.count >= AtomicOutputFile.bufferLimit { try flush() }
        }
    }

    /// Writes the buffered bytes out. All or nothing: when the file system refuses part of
    /// them (ENOSPC on a full disk, EFBIG past RLIMIT_FSIZE, EIO), the bytes of this flush
    /// that did reach the file are cut off again, so the file ends where the previous flush
    /// ended — for a capture, at a frame boundary: the trace left behind stays valid.
    func flush() throws(TactileError) {
        let (written, err) = pending.withUnsafeBytes { FileSystem.writeAll($0) { write(fd, $0, $1) } }
        if let err {
            if written > 0 {
                _ = ftruncate(fd, flushedSize)
                _ = lseek(fd, flushedSize, SEEK_SET)
            }
            let kept = published ? " (it holds everything written before, up to the last whole frame)" : ""
            throw FileSystem.failure(path, "write failed", errno: err, kept)
        }
        flushedSize += off_t(pending.count)
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes, sets the mode and renames the file into place; later appends extend it there.
    func publish() throws {
        precondition(!done && !published, "publish after publish, commit or discard")
        try flush()
        fchmod(fd, mode)
        if rename(temporaryPath, path) != 0 {
            throw FileSystem.failure(path, "cannot move the output into place", errno: errno)
        }
        published = true
        PendingOutputs.unregister(pendingToken)
        pendingToken = nil
    }

    /// Appends the bytes of `other` (flushed) from `offset` to its end, read through its
    /// descriptor (its name may already be gone or replaced), in `bufferLimit` chunks.
    func append(bytesOf other: AtomicOutputFile, from offset: Int) throws {
        try other.flush()
        try flush()
        var chunk = [UInt8](repeating: 0, count: AtomicOutputFile.bufferLimit)
        var position = off_t(offset)
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(other.fd, $0.baseAddress!, $0.count, position) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileSystem.failure(other.path, "read back failed", errno: errno)
            }
            if n == 0 { break }
            pending.append(contentsOf: chunk[0..<n])
            position += off_t(n)
            try flush()
        }
    }

    /// Flushes, sets the mode and renames the file into place (a published file: flushes and closes).
    package func commit() throws(TactileError) {
        precondition(!done, "commit after commit or discard")
        try flush()
        if !published { fchmod(fd, mode) }
        let closed = close(fd) == 0
        let closeError = errno
        fd = -1 // closed either way: a failed close(2) leaves the descriptor closed on Linux and macOS
        // A published file is in place already: finished, closed or not. Another, not closed,
        // is left to deinit, which removes its temporary file.
        if published { done = true }
        guard closed else { throw FileSystem.failure(path, "close failed", errno: closeError) }
        if published { return }
        if rename(temporaryPath, path) != 0 {
            let renameError = errno
            discard()
            throw FileSystem.failure(path, "cannot move the output into place", errno: renameError)
        }
        PendingOutputs.unregister(pendingToken)
        pendingToken = nil
        done = true
    }

    /// Drops everything written: the temporary file is removed, the target untouched
    /// (a published file is removed from its target name).
    package func discard() {
        guard !done else { return }
        done = true
        if fd >= 0 { close(fd) }
        fd = -1
        unlink(published ? path : temporaryPath)
        PendingOutputs.unregister(pendingToken)
        pendingToken = nil
    }
}

enum FileSystem {
    /// The start of a temporary name beside `path`, in its folder (so a rename into place is
    /// atomic): `DIR/.NAME.tactile-`, which `PendingOutputs.create` completes with random letters.
    /// Nil when `path` names no file.
    static func temporaryPrefix(beside path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !base.isEmpty else { return nil }
        return "\(directory)/.\(base).tactile-" // `/out`: directory "" gives `/.out.tactile-`
    }

    /// Hands all of `bytes` to `write` (`write(2)` on a descriptor), which may take fewer than
    /// it is given: the rest again, from where it stopped, and again after EINTR. Returns how
    /// many were written and, when a write failed, its errno.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, _ write: (UnsafeRawPointer, Int) -> Int) -> (written: Int, error: Int32?) {
        var offset = 0
        while offset < bytes.count {
            let n = write(bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                let err = errno
                if err == EINTR { continue }
                return (offset, err)
            }
            offset += n
        }
        return (offset, nil)
    }

    /// What an output that could not be made, or an existing one that could not be read, is:
    /// refused for permission (EACCES, EPERM), or otherwise not creatable.
    static func outputFailureKind(errno err: Int32) -> TactileError.Kind {
        err == EACCES || err == EPERM ? .permission : .cantCreate
    }

    /// An output that could not be written, closed, read back or put in place: `what`, the
    /// system's reason, and what was kept.
    static func failure(_ path: String, _ what: String, errno err: Int32, _ kept: String = "") -> TactileError {
        TactileError(.cantCreate, file: path, "\(what): \(String(cString: strerror(err)))\(kept)")
    }

    /// The process's umask: the only API sets it, so it is set and restored at once.
    static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Same file (device and inode), for refusing to overwrite the input.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }
}

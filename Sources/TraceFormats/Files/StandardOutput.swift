#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// Buffered standard output: the unified stream can be millions of lines and `print` flushes per
/// call under a lock; this writes 64 KiB at a time. A write that fails (a full disk behind
/// `> file`, a closed pipe where SIGPIPE is ignored) is kept: nothing more is written, and
/// `finish()` throws it, so a command whose output was lost never exits 0.
public struct StandardOutput {
    private var buffer: [UInt8] = []
    private static let flushThreshold = 64 * 1024
    /// The descriptor written to (1, standard output).
    let descriptor: Int32
    /// `write(2)`, the seam a test replaces to make writes partial, interrupted or failing.
    let write: (Int32, UnsafeRawPointer, Int) -> Int
    /// The first write's failure (its errno); later output is dropped.
    public private(set) var failure: Int32?

    public init() {
        self.init(descriptor: 1, write: { fd, p, n in
            #if canImport(Glibc)
            Glibc.write(fd, p, n)
            #else
            Darwin.write(fd, p, n)
            #endif
        })
    }

    init(descriptor: Int32, write: @escaping (Int32, UnsafeRawPointer, Int) -> Int) {
        self.descriptor = descriptor
        self.write = write
        buffer.reserveCapacity(Self.flushThreshold + 4096)
    }

    public mutating func line(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        buffer.append(0x0a)
        if buffer.count >= Self.flushThreshold { flush() }
    }

    /// Writes what is buffered: all of it, through partial writes and interruptions (EINTR), or
    /// up to the first failure, which is kept.
    public mutating func flush() {
        if failure == nil, !buffer.isEmpty {
            failure = buffer.withUnsafeBytes { raw -> Int32? in
                var offset = 0
                while offset < raw.count {
                    let n = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    // POSIX: 0 only for a request of 0 bytes; never so here, but it would not end.
                    if n == 0 { return EIO }
                    offset += n
                }
                return nil
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, then throws the first write's failure, if there was one: 73, naming standard
    /// output and the system's reason.
    public mutating func finish() throws(TactileError) {
        flush()
        if let failure { throw FileSystem.failure("standard output", "cannot write", errno: failure) }
    }
}

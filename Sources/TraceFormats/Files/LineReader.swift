#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// Reads a text file line by line through one reusable buffer over `read(2)`.
///
/// Written by hand (not `FileHandle`/`String(contentsOf:)`) so that a trace of
/// any size is read in constant memory: only the current buffer (default
/// 64 KiB, grown only for a single longer line) is ever held. A returned line
/// points into that buffer and stays valid until the next call.
final class LineReader {
    /// Initial and refill size of the buffer.
    static let defaultCapacity = 64 * 1024
    /// A longer line is refused as bad input rather than growing without bound.
    static let maximumLineLength = 16 * 1024 * 1024

    let path: String
    private let fd: Int32
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Unconsumed bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    /// File offset of `buffer[end]`.
    private var fileOffsetAtEnd: Int64 = 0
    private var atEOF = false
    /// Set by `pushBack()`: the next `nextLine()` returns the current line again.
    private var replay = false
    private var current: (start: Int, length: Int) = (0, 0)

    /// 1-based number of the line last returned (0 before the first).
    private(set) var lineNumber = 0
    // The two offsets are worked out when asked, not kept up on every line: a trace's lines are
    // read by the million and the offsets wanted a few times (Benchmarks/notes.md, "Hot paths").
    // Between calls `start` is just past the line last returned (its newline included) and
    // `current` is that line, both in the buffer whose end is at `fileOffsetAtEnd`.
    /// File offset of the first byte of the line last returned.
    var lineOffset: Int64 { fileOffsetAtEnd - Int64(end - current.start) }
    /// File offset just past the line last returned (its newline included).
    var nextLineOffset: Int64 { fileOffsetAtEnd - Int64(end - start) }
    /// File offset up to which bytes have been read from the file so far.
    var bytesRead: Int64 { fileOffsetAtEnd }

    /// - Parameters:
    ///   - offset: where to start reading, the start of a line (a libinput record device's
    ///     `events:` list), read with `pread(2)` from there on.
    ///   - lineNumber: the number that line has.
    init(path: String, capacity: Int = LineReader.defaultCapacity, startingAt offset: Int64 = 0, lineNumber: Int = 1) throws {
        self.path = path
        fileOffsetAtEnd = offset
        self.lineNumber = lineNumber - 1
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw TactileError.openFailure(path, what: "file", errno: errno) }
        self.fd = fd
        self.capacity = max(capacity, 16)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit {
        close(fd)
        buffer.deallocate()
    }

    /// Makes the next `nextLine()` return the line last returned once more.
    func pushBack() {
        precondition(lineNumber > 0, "pushBack before the first line")
        replay = true
    }

    /// The next line without its `\n` (and without a trailing `\r`), or nil at the end of the file.
    func nextLine() throws -> UnsafeBufferPointer<UInt8>? {
        if replay {
            replay = false
            return UnsafeBufferPointer(start: buffer + current.start, count: current.length)
        }
        // Bytes after `start` already known to hold no newline (offsets survive `fill` compacting).
        var scanned = 0
        while true {
            let from = start + scanned
            if from < end, let nl = memchr(buffer + from, Int32(UInt8(ascii: "\n")), end - from) {
                let nlIndex = buffer.distance(to: nl.assumingMemoryBound(to: UInt8.self))
                return take(upTo: nlIndex, consumed: nlIndex + 1)
            }
            scanned = end - start
            if atEOF {
                if start == end { return nil }
                return take(upTo: end, consumed: end) // last line without a newline
            }
            try fill()
        }
    }

    private func take(upTo lineEnd: Int, consumed: Int) -> UnsafeBufferPointer<UInt8> {
        var length = lineEnd - start
        if length > 0 && buffer[start + length - 1] == UInt8(ascii: "\r") { length -= 1 }
        current = (start, length)
        lineNumber += 1
        start = consumed
        return UnsafeBufferPointer(start: buffer + current.start, count: length)
    }

    /// Reads more bytes: compacts the unconsumed tail to the front, grows only when one line fills the buffer.
    private func fill() throws {
        if start > 0 {
            let pending = end - start
            if pending > 0 { memmove(buffer, buffer + start, pending) }
            end = pending
            current.start -= start // keeps `lineOffset` right (the line itself is gone from the buffer)
            start = 0
        }
        if end == capacity {
            guard capacity < LineReader.maximumLineLength else {
                throw TactileError(.badInput, file: path, line: lineNumber + 1,
                                   "line longer than \(LineReader.maximumLineLength) bytes")
            }
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            bigger.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = bigger
            capacity *= 2
        }
        while true {
            let n = pread(fd, buffer + end, capacity - end, off_t(fileOffsetAtEnd))
            if n > 0 {
                end += n
                fileOffsetAtEnd += Int64(n)
                return
            }
            if n == 0 {
                atEOF = true
                return
            }
            if errno == EINTR { continue }
            let reason = errno == EISDIR ? "is a directory" : "read error: \(String(cString: strerror(errno)))"
            throw TactileError(.badInput, file: path, reason)
        }
    }
}

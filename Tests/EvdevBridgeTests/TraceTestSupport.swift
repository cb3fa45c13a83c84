import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// Paths and helpers shared by the trace-format tests.
enum TraceTestSupport {
    /// The repository root, found from this file's path (Tests/EvdevBridgeTests/…).
    static let repoRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let realDirectory = repoRoot + "/Traces/real"
    static let fixtures = repoRoot + "/Tests/EvdevBridgeTests/Fixtures"

    /// Every recording under Traces/real (.desc, .events, .evemu), sorted.
    static func realTraceFiles() throws -> [String] {
        var result: [String] = []
        for dir in try DirectoryListing.names(in: realDirectory).sorted() {
            let path = realDirectory + "/" + dir
            guard let names = try? DirectoryListing.names(in: path) else { continue }
            for name in names where name.hasSuffix(".desc") || name.hasSuffix(".events") || name.hasSuffix(".evemu") {
                result.append(path + "/" + name)
            }
        }
        return result.sorted()
    }

    static func real(_ relative: String) -> String { realDirectory + "/" + relative }

    /// Opens a real recording, pairing an events-only file with its `.desc`.
    static func openReal(_ path: String) throws -> any TraceReader {
        let reader = try TraceFile.open(path: path)
        if let e = reader as? EvemuReader, !e.describedInFile, let desc = try TraceFile.pairedDescriptionPath(for: path) {
            return try TraceFile.open(path: path, descriptionPath: desc)
        }
        return reader
    }

    static func readAll(_ reader: inout any TraceReader) throws -> [DeviceEvent] {
        var events: [DeviceEvent] = []
        while let e = try reader.next() { events.append(e) }
        return events
    }

    static func readAll(path: String, descriptionPath: String? = nil) throws -> (devices: [DeviceDescription], events: [DeviceEvent]) {
        var reader = try TraceFile.open(path: path, descriptionPath: descriptionPath)
        let events = try readAll(&reader)
        return (reader.devices, events)
    }

    /// Lines starting with `E:` (what evemu counts as events).
    static func eventLineCount(_ path: String) throws -> Int {
        let reader = try LineReader(path: path)
        var n = 0
        while let line = try reader.nextLine() {
            if ByteCursor.hasPrefix(line, UInt8(ascii: "E"), UInt8(ascii: ":")) { n += 1 }
        }
        return n
    }

    /// A fresh temporary directory, removed after the test.
    static func temporaryDirectory(_ test: XCTestCase) throws -> String {
        var template = Array("/tmp/tactile-formats-XXXXXX".utf8CString)
        guard let p = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw TactileError(.cantCreate, "mkdtemp failed")
        }
        let dir = String(cString: p)
        test.addTeardownBlock {
            if let names = try? DirectoryListing.names(in: dir) {
                for n in names { unlink(dir + "/" + n) }
            }
            rmdir(dir)
        }
        return dir
    }

    static func write(_ text: String, to path: String) throws {
        let f = try AtomicOutputFile(path: path, privateFile: false)
        try f.append(text)
        try f.commit()
    }

    static func read(_ path: String) throws -> String {
        let reader = try LineReader(path: path)
        var lines: [String] = []
        while let l = try reader.nextLine() { lines.append(ByteCursor.string(l)) }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// A file's size in bytes (it must exist).
    static func size(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var st = stat()
        XCTAssertEqual(stat(path, &st), 0, path, file: file, line: line)
        return Int(st.st_size)
    }

    /// A file's permission bits, setuid, setgid and sticky included (it must exist).
    static func mode(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> mode_t {
        var st = stat()
        XCTAssertEqual(stat(path, &st), 0, path, file: file, line: line)
        return st.st_mode & 0o7777
    }

    /// The descriptors of this process open to `folder` or to anything in it, read from
    /// `/dev/fd` (Linux and macOS both have it) with the path each refers to (Linux: its link in
    /// `/proc/self/fd`, " (deleted)" after the name of a removed file; macOS: `F_GETPATH`). What a
    /// test's own files leave open, blind to what another thread opens meanwhile (the runtime,
    /// a test runner's own files).
    static func descriptorsOpen(under folder: String) throws -> [String] {
        guard let resolved = realpath(folder, nil) else { throw TactileError(.missingInput, file: folder, "no folder") }
        let root = String(cString: resolved)
        free(resolved)
        return try DirectoryListing.names(in: "/dev/fd").compactMap { name -> String? in
            guard let fd = Int32(name), let path = path(of: fd) else { return nil }
            return path == root || path.hasPrefix(root + "/") ? "\(fd) \(path)" : nil
        }
    }

    /// The path an open descriptor refers to, nil when it cannot be told (closed meanwhile).
    private static func path(of fd: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if os(Linux)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        guard fcntl(fd, F_GETPATH, &buffer) != -1 else { return nil }
        return String(cString: buffer)
        #endif
    }

    /// What `body` writes to the standard error (descriptor 2, redirected to a pipe meanwhile).
    /// For short messages: the pipe holds 64 KiB, and nothing reads it before `body` returns.
    static func standardError(of body: () throws -> Void) rethrows -> String {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe")
        let saved = dup(2)
        dup2(ends[1], 2)
        close(ends[1])
        defer {
            dup2(saved, 2)
            close(saved)
        }
        try body()
        dup2(saved, 2)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let n = Foundation.read(ends[0], &chunk, chunk.count), n > 0 { bytes += chunk[..<n] }
        close(ends[0])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs `body` with files limited to `bytes` (RLIMIT_FSIZE, SIGXFSZ ignored: a write past it
    /// comes back short, then fails with EFBIG, as one on a full disk fails with ENOSPC); the
    /// limit and the signal's handling are restored after.
    static func withFileSizeLimit<T>(_ bytes: Int, _ body: () throws -> T) rethrows -> T {
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        defer { signal(SIGXFSZ, previousHandler) }
        #if canImport(Glibc)
        let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
        let fileSize = RLIMIT_FSIZE
        #endif
        var unlimited = rlimit()
        XCTAssertEqual(getrlimit(fileSize, &unlimited), 0)
        var limited = unlimited
        limited.rlim_cur = rlim_t(bytes)
        setrlimit(fileSize, &limited)
        defer { setrlimit(fileSize, &unlimited) }
        return try body()
    }

    /// The error a throwing call produced, as a TactileError.
    static func tactileError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> TactileError? {
        do {
            try body()
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let e as TactileError {
            return e
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }
}

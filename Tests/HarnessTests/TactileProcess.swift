import Foundation
import XCTest

/// Runs the built `tactile` executable as a subprocess (for the bad-input corpus and fault tests).
///
/// The binary is looked for next to the test bundle (`swift build --build-tests` and `swift test`
/// build it into the same products directory), then in `.build/debug/` of the repository.
enum TactileProcess {
    /// The repository root (this file is Tests/HarnessTests/TactileProcess.swift).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func binary() throws -> String {
        var candidates: [String] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().appendingPathComponent("tactile").path)
        }
        candidates.append(URL(fileURLWithPath: Bundle.main.bundlePath).appendingPathComponent("tactile").path)
        candidates.append(root + "/.build/debug/tactile")
        for c in candidates where FileManager.default.isExecutableFile(atPath: c) { return c }
        // `swift test` builds every product, the executable too: a missing one is a broken build,
        // and the tests that run it fail rather than pass unchecked.
        throw MissingBinary(description: "no built tactile executable (looked in \(candidates)); run `swift build --build-tests` first")
    }

    struct Result {
        var status: Int32
        /// Killed by this signal (nil when it exited).
        var signal: Int32?
        var stdout: Data
        var stderr: String
        var seconds: Double
        var timedOut: Bool
    }

    /// Virtual memory limit for the child (KiB), through the shell's `ulimit -v`.
    static let memoryLimitKiB = 2 * 1024 * 1024

    /// The shell's limit command: `ulimit -v` on Linux. macOS does not enforce RLIMIT_AS (its
    /// shells refuse `ulimit -v` or ignore it), so there the child runs without a memory limit:
    /// what the hostile-input tests check there is the refusal and its message, not the memory
    /// it took, which Linux checks.
    static var memoryLimit: String {
        #if os(Linux)
        return "ulimit -v \(memoryLimitKiB) && "
        #else
        return ""
        #endif
    }

    /// Runs `tactile args…` in `directory` (default: the repository root) with a time and memory
    /// limit; `shellPrefix` runs in the shell before the `ulimit -v` (more limits, `trap`s).
    static func run(_ args: [String], in directory: String? = nil, timeout: Double = 20,
                    shellPrefix: String = "", launcher: String = "") throws -> Result {
        wait(for: try start(args, in: directory, shellPrefix: shellPrefix, launcher: launcher), timeout: timeout)
    }

    /// What a process `start` began prints and how it ends, read until it ends (killed after
    /// `timeout` seconds).
    static func wait(for p: Process, timeout: Double = 20) -> Result {
        let outPipe = p.standardOutput as! Pipe, errPipe = p.standardError as! Pipe
        final class Box: @unchecked Sendable { var out = Data(), err = Data() }
        let box = Box()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { box.out = outPipe.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { box.err = errPipe.fileHandleForReading.readDataToEndOfFile() }
        let began = Date()
        var timedOut = false
        while p.isRunning {
            if Date().timeIntervalSince(began) > timeout {
                timedOut = true
                kill(p.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        p.waitUntilExit()
        group.wait()
        let seconds = Date().timeIntervalSince(began)
        let signaled = p.terminationReason == .uncaughtSignal
        return Result(status: p.terminationStatus, signal: signaled ? p.terminationStatus : nil, stdout: box.out,
                      stderr: String(decoding: box.err, as: UTF8.self), seconds: seconds, timedOut: timedOut)
    }

    /// Starts `tactile args…` (stdout and stderr are pipes) under the memory limit; the caller
    /// waits. `launcher` runs it (`unshare -U `: as nobody).
    static func start(_ args: [String], in directory: String? = nil, shellPrefix: String = "",
                      launcher: String = "") throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        // exec: the shell is replaced, so signals sent to the process reach tactile itself.
        p.arguments = ["-c", "\(shellPrefix)\(memoryLimit)exec \(launcher)\"$0\" \"$@\"", try binary()] + args
        p.currentDirectoryURL = URL(fileURLWithPath: directory ?? root)
        p.standardOutput = Pipe()
        p.standardError = Pipe()
        p.standardInput = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// A fresh empty directory for outputs.
    static func scratchDirectory(_ name: String) throws -> String {
        let dir = NSTemporaryDirectory() + "tactile-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}

extension XCTestCase {
    /// A fresh empty folder for this test's outputs (`TactileProcess.scratchDirectory`), removed
    /// when the test ends; a folder that cannot be removed fails the test.
    func scratchFolder(_ name: String) throws -> String {
        let dir = try TactileProcess.scratchDirectory(name)
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        return dir
    }

    /// A Unix socket bound at `path`, closed when the test ends: a path that exists but that
    /// open(2) refuses (Linux ENXIO, macOS EOPNOTSUPP).
    func bindSocket(at path: String, file: StaticString = #filePath, line: UInt = #line) {
        #if os(Linux)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        XCTAssertGreaterThanOrEqual(fd, 0, file: file, line: line)
        addTeardownBlock { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in path.utf8.enumerated() { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, String(cString: strerror(errno)), file: file, line: line)
    }

    /// Runs `read` a hundred times and checks that the process's open descriptors are as they
    /// were (counted in /dev/fd, Linux and macOS; a few of the runner's may come and go).
    func assertReadsLeaveNoDescriptorOpen(_ read: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count
        for _ in 0..<100 { try read() }
        let after = try FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count
        XCTAssertLessThan(after - before, 10, "\(after - before) more descriptors open after 100 reads", file: file, line: line)
    }
}

/// The tactile executable is not where the test build puts it.
struct MissingBinary: Error, CustomStringConvertible {
    var description: String
}

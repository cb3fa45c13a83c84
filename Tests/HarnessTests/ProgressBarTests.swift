import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tactile conformance` on a terminal draws a progress bar on standard error, one environment
/// at a time, and clears it before the report; into a file or a pipe it draws nothing (a log
/// holds the report alone). The terminal here is a pseudo-terminal (`posix_openpt`), as a
/// terminal emulator gives a shell.
final class ProgressBarTests: XCTestCase {
    /// Runs `tactile args…` with standard error on a pseudo-terminal; what the terminal got.
    func onTerminal(_ args: [String]) throws -> (status: Int32, terminal: String, stdout: String) {
        let pt = PseudoTerminal.functions
        let master = pt.open(O_RDWR | O_NOCTTY)
        guard master >= 0, pt.grant(master) == 0, pt.unlock(master) == 0, let name = pt.name(master) else {
            XCTFail("no pseudo-terminal: errno \(errno)")
            throw CocoaError(.fileNoSuchFile)
        }
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        XCTAssertGreaterThanOrEqual(slave, 0)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try TactileProcess.binary())
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: TactileProcess.root)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        p.standardInput = FileHandle.nullDevice
        // The terminal is read while the command runs, so that a full buffer never stops it.
        final class Box: @unchecked Sendable { var bytes: [UInt8] = [] }
        let box = Box()
        let reading = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { break } // EIO once no process holds the terminal's other side
                box.bytes += buffer[0..<n]
            }
        }
        try p.run()
        close(slave)
        reading.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        while !reading.isFinished { usleep(1_000) }
        close(master)
        return (p.terminationStatus, String(decoding: box.bytes, as: UTF8.self), String(decoding: stdout, as: UTF8.self))
    }

    func testTheBarFillsOneEnvironmentAtATimeAndIsClearedOnATerminal() throws {
        // The 11-inch iPad Pro: 2 orientations × 5 multitasking states = 10 environments (docs/conformance.md).
        let r = try onTerminal(["conformance", "Traces/scenes/mail.yml", "--device", "ipad-pro-11", "--jobs", "1"])
        XCTAssertTrue(r.stdout.contains("\nmail — "), r.stdout)
        let full = String(repeating: "█", count: 30)
        let half = String(repeating: "█", count: 15) + String(repeating: "░", count: 15)
        XCTAssertTrue(r.terminal.contains("\r  \(half) 5/10 environments"), r.terminal)
        XCTAssertTrue(r.terminal.contains("\r  \(full) 10/10 environments"), r.terminal)
        XCTAssertFalse(r.terminal.contains("11/10"), r.terminal)
        // Cleared: back to the line's start, erased to its end (ECMA-48 EL, CSI K).
        XCTAssertTrue(r.terminal.hasSuffix("\r\u{1B}[K"), r.terminal.debugDescription)
    }

    func testNoBarIntoAPipe() throws {
        let r = try TactileProcess.run(["conformance", "Traces/scenes/mail.yml", "--device", "ipad-pro-11"])
        XCTAssertFalse(r.stderr.contains("environments"), r.stderr)
        XCTAssertFalse(r.stderr.contains("\u{1B}"), r.stderr)
    }
}

/// POSIX's pseudo-terminal calls. Darwin's module declares them; Swift's Glibc module does not
/// (they are behind `_XOPEN_SOURCE`), so there they are looked up in the C library at run time.
enum PseudoTerminal {
    struct Functions {
        var open: (Int32) -> Int32
        var grant: (Int32) -> Int32
        var unlock: (Int32) -> Int32
        var name: (Int32) -> UnsafeMutablePointer<CChar>?
    }

    static let functions: Functions = {
        #if canImport(Darwin)
        return Functions(open: { posix_openpt($0) }, grant: { grantpt($0) }, unlock: { unlockpt($0) }, name: { ptsname($0) })
        #else
        typealias IntFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        func symbol<T>(_ name: String, _: T.Type) -> T {
            guard let s = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("no \(name) in the C library") }
            return unsafeBitCast(s, to: T.self)
        }
        let open = symbol("posix_openpt", IntFunction.self), grant = symbol("grantpt", IntFunction.self)
        let unlock = symbol("unlockpt", IntFunction.self), name = symbol("ptsname", NameFunction.self)
        return Functions(open: { open($0) }, grant: { grant($0) }, unlock: { unlock($0) }, name: { name($0) })
        #endif
    }()
}

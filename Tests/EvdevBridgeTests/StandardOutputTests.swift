import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel
@testable import TraceFormats

/// The buffered standard output, through a `write(2)` that a test scripts: what POSIX allows a
/// write to do (write part of what was asked, be interrupted before writing, fail with an errno)
/// comes out as every byte in order, or as the failure kept and thrown by `finish()`.
final class StandardOutputTests: XCTestCase {
    /// A scripted `write(2)`: each call takes the next step (a count at most, or an errno), then
    /// writes whole; what reached the descriptor, in order.
    final class Script {
        enum Step { case atMost(Int), fail(Int32) }
        var steps: [Step]
        var written: [UInt8] = []
        var calls = 0
        init(_ steps: [Step]) { self.steps = steps }
        func write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
            calls += 1
            let step = steps.isEmpty ? .atMost(n) : steps.removeFirst()
            switch step {
            case let .atMost(k):
                let m = min(k, n)
                written += UnsafeRawBufferPointer(start: p, count: m)
                return m
            case let .fail(e):
                errno = e
                return -1
            }
        }
    }

    func output(_ script: Script) -> StandardOutput {
        StandardOutput(descriptor: 1, write: { script.write($0, $1, $2) })
    }

    func testPartialWritesGoOnWhereTheyStopped() throws {
        let script = Script([.atMost(3), .atMost(1), .atMost(5)])
        var out = output(script)
        out.line("tap send")
        out.line("0.5 longPress flag")
        try out.finish()
        XCTAssertEqual(String(decoding: script.written, as: UTF8.self), "tap send\n0.5 longPress flag\n")
        XCTAssertEqual(script.calls, 4, "3 + 1 + 5 bytes, then the other 19 in one")
    }

    /// EINTR: nothing was written, the write is made again.
    func testAnInterruptedWriteIsMadeAgain() throws {
        let script = Script([.atMost(4), .fail(EINTR), .fail(EINTR)])
        var out = output(script)
        out.line("hover compose")
        try out.finish()
        XCTAssertEqual(String(decoding: script.written, as: UTF8.self), "hover compose\n")
    }

    /// A full disk: the failure is kept, nothing more is written (not even a later line that
    /// would fit), and `finish()` throws it: 73, standard output, the system's words.
    func testAFailureIsKeptAndThrown() {
        let script = Script([.atMost(2), .fail(ENOSPC)])
        var out = output(script)
        out.line("first")
        out.flush()
        XCTAssertEqual(out.failure, ENOSPC)
        out.line("second")
        XCTAssertThrowsError(try out.finish()) { error in
            let e = error as? TactileError
            XCTAssertEqual(e?.kind, .cantCreate)
            XCTAssertEqual("\(error)", "standard output: cannot write: \(String(cString: strerror(ENOSPC)))")
        }
        XCTAssertEqual(String(decoding: script.written, as: UTF8.self), "fi")
        XCTAssertEqual(script.calls, 2)
    }

    /// Nothing buffered, nothing written; a line is held until the buffer fills (64 KiB) or is
    /// flushed.
    func testLinesWaitForTheThresholdOrAFlush() throws {
        let script = Script([])
        var out = output(script)
        out.flush()
        XCTAssertEqual(script.calls, 0)
        out.line("short")
        XCTAssertEqual(script.calls, 0)
        let long = String(repeating: "x", count: 64 * 1024)
        out.line(long)
        XCTAssertEqual(script.written.count, 6 + long.count + 1, "written at the threshold")
        try out.finish()
        XCTAssertEqual(script.calls, 1)
    }
}

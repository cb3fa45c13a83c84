import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel
@testable import TraceFormats

/// The readers' line source: what a file that cannot be read is called, and where the line last
/// returned lies once the file has ended.
final class LineReaderTests: XCTestCase {
    func testAFileThatCannotBeOpenedSaysWhy() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let missing = TraceTestSupport.tactileError { _ = try LineReader(path: dir + "/absent.evemu") }
        XCTAssertEqual(missing?.kind, .missingInput)
        XCTAssertEqual(missing?.reason, "no such file")
        let longName = dir + "/" + String(repeating: "n", count: 300) // NAME_MAX is 255 on Linux and macOS
        let tooLong = TraceTestSupport.tactileError { _ = try LineReader(path: longName) }
        XCTAssertEqual(tooLong?.kind, .missingInput)
        XCTAssertEqual(tooLong?.file, longName)
        XCTAssertEqual(tooLong?.reason, "cannot open: \(String(cString: strerror(ENAMETOOLONG)))")
    }

    /// A folder opens, then refuses to be read (EISDIR): bad input, called a directory.
    func testAFolderIsNotReadAsLines() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let reader = try LineReader(path: dir)
        let error = TraceTestSupport.tactileError { _ = try reader.nextLine() }
        XCTAssertEqual(error?.kind, .badInput)
        XCTAssertEqual(error?.file, dir)
        XCTAssertEqual(error?.reason, "is a directory")
    }

    /// Once the end is reached, the line last returned keeps its offsets, also when reaching the
    /// end took one more read into the buffer.
    func testTheLastLinesOffsetsHoldAtTheEnd() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let text = "first line\nsecond\nthird and last\n"
        try TraceTestSupport.write(text, to: dir + "/lines")
        for capacity in [16, 64, 1024] {
            let reader = try LineReader(path: dir + "/lines", capacity: capacity)
            var last = ""
            while let line = try reader.nextLine() { last = ByteCursor.string(line) }
            XCTAssertEqual(last, "third and last")
            XCTAssertEqual(reader.lineOffset, 18, "capacity \(capacity)")
            XCTAssertEqual(reader.nextLineOffset, 33, "capacity \(capacity)")
            XCTAssertEqual(reader.lineNumber, 3)
        }
    }

    /// As root (CI's containers) EACCES cannot be provoked, so the mapping is checked directly.
    func testARefusedReadIsAPermissionProblem() {
        for err in [EACCES, EPERM] {
            let e = TactileError.openFailure("/x", what: "file", errno: err)
            XCTAssertEqual(e.kind, .permission)
            XCTAssertEqual(e.reason, "permission denied (cannot read the file)")
        }
        XCTAssertEqual(TactileError.openFailure("/x", what: "file", errno: ENOTDIR).reason, "no such file")
    }
}

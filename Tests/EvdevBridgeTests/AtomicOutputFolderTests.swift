import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import TraceFormats

/// The temporary folder a report is built in before it is renamed into place.
final class AtomicOutputFolderTests: XCTestCase {
    /// Beside `OUT/` (a folder named with its slash) the folder is made in OUT's parent, named
    /// after OUT (`.OUT.tactile-…`), with the mode `mkdir` gives a new folder there.
    func testTheTemporaryFolderIsBesideTheTargetWithMkdirsMode() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        XCTAssertEqual(mkdir(dir + "/reference", 0o777), 0)
        for target in [dir + "/report/", dir + "/report"] {
            let (path, token) = try AtomicOutput.temporaryDirectory(beside: target)
            defer {
                rmdir(path)
                PendingOutputs.unregister(token)
            }
            XCTAssertTrue(path.hasPrefix(dir + "/.report.tactile-"), path)
            var made = stat(), reference = stat()
            XCTAssertEqual(stat(path, &made), 0)
            XCTAssertEqual(stat(dir + "/reference", &reference), 0)
            XCTAssertEqual(made.st_mode & 0o7777, reference.st_mode & 0o7777, target)
            XCTAssertEqual(made.st_mode & S_IFMT, S_IFDIR)
        }
        rmdir(dir + "/reference")
    }

    func testARootOrEmptyNameIsNoFolderName() {
        for target in ["/", ""] {
            let error = TraceTestSupport.tactileError { _ = try AtomicOutput.temporaryDirectory(beside: target) }
            XCTAssertEqual(error?.kind, .cantCreate, target)
            XCTAssertEqual(error?.file, target)
            XCTAssertEqual(error?.reason, "not a folder name", target)
        }
    }

    func testAFolderThatCannotBeMadeIsReportedWithTheReason() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let error = TraceTestSupport.tactileError { _ = try AtomicOutput.temporaryDirectory(beside: dir + "/missing/report/") }
        XCTAssertEqual(error?.kind, .cantCreate)
        XCTAssertEqual(error?.file, dir + "/missing/report/")
        XCTAssertEqual(error?.reason, "cannot create the report folder: \(String(cString: strerror(ENOENT)))")
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }
}

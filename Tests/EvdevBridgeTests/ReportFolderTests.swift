import Foundation
import XCTest
@testable import TraceFormats
import InputModel

/// A report folder is written whole, with a marker that lists its files in order, and only
/// where `OutputClaim.reportDirectory` allows: checked again when it is written.
final class ReportFolderTests: XCTestCase {
    func testTheMarkerListsTheFilesInOrder() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self) + "/report"
        let files = ["index.html": "i", "rule-3.html": "3", "rule-1.html": "1", "a.css": "a", "z.js": "z"]
        try ReportFolder.write(dir, option: "--html", files: files)
        defer { ReportFolder.removeReport(dir, files: Set(files.keys).union([OutputClaim.reportMarker])) }
        XCTAssertEqual(try TraceTestSupport.read(dir + "/" + OutputClaim.reportMarker),
                       "\(OutputClaim.markerHeader)\na.css\nindex.html\nrule-1.html\nrule-3.html\nz.js\n")
        XCTAssertEqual(try DirectoryListing.names(in: dir), [OutputClaim.reportMarker, "a.css", "index.html", "rule-1.html", "rule-3.html", "z.js"])
        XCTAssertFalse(PendingOutputs.registered.contains { $0.hasPrefix((dir as NSString).deletingLastPathComponent + "/") },
                       "once in place, nothing of it is left for a signal to remove")
    }

    /// A folder of the user's is refused when the report is written, not only when a command
    /// checks its options first, and is left as it was.
    func testAFolderOfTheUsersIsRefusedWhenWritten() throws {
        let parent = try TraceTestSupport.temporaryDirectory(self)
        let dir = parent + "/mine"
        XCTAssertEqual(mkdir(dir, 0o755), 0)
        try TraceTestSupport.write("notes\n", to: dir + "/notes.txt")
        defer { unlink(dir + "/notes.txt"); rmdir(dir) }
        let e = TraceTestSupport.tactileError { try ReportFolder.write(dir, option: "--html", files: ["index.html": "x"]) }
        XCTAssertEqual(e?.kind, .usage)
        XCTAssertTrue(e?.reason.hasPrefix("--html \(dir) is a folder that is not a Tactile report") ?? false, "\(String(describing: e))")
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["notes.txt"])
        XCTAssertEqual(try DirectoryListing.names(in: parent), ["mine"], "no temporary folder left")
    }

    /// Where the file system cannot swap two names in one step, the previous report is moved
    /// aside, the new one renamed into place, and the old one's files removed: the folder then
    /// holds the new report only, what macOS wrote into it kept.
    func testWithoutAnExchangeThePreviousReportIsMovedAsideAndRemoved() throws {
        let parent = try TraceTestSupport.temporaryDirectory(self)
        let dir = parent + "/report"
        try ReportFolder.write(dir, option: "--html", files: ["index.html": "old", "rule-1.html": "old rule"], exchanging: { _, _ in false })
        try TraceTestSupport.write("finder\n", to: dir + "/.DS_Store")
        try ReportFolder.write(dir, option: "--html", files: ["index.html": "new"], exchanging: { _, _ in false })
        defer { ReportFolder.removeReport(dir, files: ["index.html", ".DS_Store", OutputClaim.reportMarker]) }
        XCTAssertEqual(try DirectoryListing.names(in: dir), [".DS_Store", OutputClaim.reportMarker, "index.html"])
        XCTAssertEqual(try TraceTestSupport.read(dir + "/index.html"), "new\n")
        XCTAssertEqual(try TraceTestSupport.read(dir + "/.DS_Store"), "finder\n")
        XCTAssertEqual(try DirectoryListing.names(in: parent), ["report"], "nothing aside is left")
        XCTAssertFalse(PendingOutputs.registered.contains { $0.hasPrefix(parent + "/") })
    }
}

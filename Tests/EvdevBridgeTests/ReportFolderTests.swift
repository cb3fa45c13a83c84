import Foundation
import XCTest
@testable import TraceFormats
import InputModel

/// A report folder is written whole, with a marker that lists its files in order, and only
/// where `OutputClaim.reportDirectory` allows: checked again when it is written.
final class ReportFolderTests: XCTestCase {
    /// A previous report of `files` at `PARENT/report`, in a new folder `PARENT`.
    private func previousReport(_ files: [String: String]) throws -> (parent: String, dir: String) {
        let parent = try TraceTestSupport.temporaryDirectory(self)
        try ReportFolder.write(parent + "/report", option: "--html", files: files)
        return (parent, parent + "/report")
    }

    /// The previous report stands as it was (its folder holds `listing`, its `index.html` says
    /// "old"), alone in its parent, and nothing of the write is left registered for a signal.
    private func assertPreviousReportStays(parent: String, dir: String, listing: [String],
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try DirectoryListing.names(in: parent), ["report"], "nothing aside or temporary is left", file: file, line: line)
        XCTAssertEqual(try DirectoryListing.names(in: dir), listing, file: file, line: line)
        XCTAssertEqual(try TraceTestSupport.read(dir + "/index.html"), "old\n", file: file, line: line)
        XCTAssertFalse(PendingOutputs.registered.contains { $0.hasPrefix(parent + "/") }, file: file, line: line)
    }

    /// The renames a write made, in order.
    private final class Renames { var calls: [(from: String, to: String)] = [] }

    /// The steps of a file system without the one-step swap, whose renames fail with `code`
    /// where `fails` says of their number (1 for the first), and are recorded.
    private func stepsWithoutSwap(renameFails fails: @escaping (Int) -> Bool, errno code: Int32) -> (ReportFolder.Steps, Renames) {
        let renames = Renames()
        var steps = ReportFolder.Steps.system
        steps.exchange = { _, _ in false }
        steps.rename = { from, to in
            renames.calls.append((from, to))
            if fails(renames.calls.count) { errno = code; return -1 }
            return ReportFolder.Steps.system.rename(from, to)
        }
        return (steps, renames)
    }

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
        var steps = ReportFolder.Steps.system
        steps.exchange = { _, _ in false }
        try ReportFolder.write(dir, option: "--html", files: ["index.html": "old", "rule-1.html": "old rule"], steps: steps)
        try TraceTestSupport.write("finder\n", to: dir + "/.DS_Store")
        try ReportFolder.write(dir, option: "--html", files: ["index.html": "new"], steps: steps)
        defer { ReportFolder.removeReport(dir, files: ["index.html", ".DS_Store", OutputClaim.reportMarker]) }
        XCTAssertEqual(try DirectoryListing.names(in: dir), [".DS_Store", OutputClaim.reportMarker, "index.html"])
        XCTAssertEqual(try TraceTestSupport.read(dir + "/index.html"), "new\n")
        XCTAssertEqual(try TraceTestSupport.read(dir + "/.DS_Store"), "finder\n")
        XCTAssertEqual(try DirectoryListing.names(in: parent), ["report"], "nothing aside is left")
        XCTAssertFalse(PendingOutputs.registered.contains { $0.hasPrefix(parent + "/") })
    }

    /// While the report is written under its temporary name, beside the target, that folder and
    /// every file in it (the marker, the pages, what macOS wrote) are registered for a signal to
    /// remove (`PendingOutputs`); none is once the report is in place.
    func testEveryFileOfAReportBeingWrittenIsLeftForASignalToRemove() throws {
        let parent = try TraceTestSupport.temporaryDirectory(self)
        let dir = parent + "/report"
        try ReportFolder.write(dir, option: "--html", files: ["index.html": "old"])
        try TraceTestSupport.write("finder\n", to: dir + "/.DS_Store")
        var seen: (tmp: String, target: String, registered: [String])?
        var steps = ReportFolder.Steps.system
        steps.exchange = { tmp, target in
            seen = (tmp, target, PendingOutputs.registered)
            return ReportFolder.exchange(tmp, target)
        }
        try ReportFolder.write(dir, option: "--html", files: ["index.html": "new", "rule-1.html": "1"], steps: steps)
        defer { ReportFolder.removeReport(dir, files: ["index.html", "rule-1.html", ".DS_Store", OutputClaim.reportMarker]) }
        let tmp = try XCTUnwrap(seen?.tmp)
        XCTAssertEqual((tmp as NSString).deletingLastPathComponent, parent, "written beside the target")
        XCTAssertEqual(seen?.target, dir, "swapped with the previous report itself")
        XCTAssertEqual(Set(seen?.registered.filter { $0.hasPrefix(tmp) } ?? []),
                       [tmp, tmp + "/" + OutputClaim.reportMarker, tmp + "/index.html", tmp + "/rule-1.html", tmp + "/.DS_Store"])
        XCTAssertFalse(PendingOutputs.registered.contains { $0.hasPrefix(parent + "/") })
        XCTAssertEqual(try DirectoryListing.names(in: dir), [".DS_Store", OutputClaim.reportMarker, "index.html", "rule-1.html"])
    }

    /// A rename that fails (`rename(2)`, here EXDEV) is reported with the system's reason, and
    /// leaves the target as it was: absent, or the previous report whole; no temporary folder
    /// stays and nothing stays registered.
    func testARenameThatFailsLeavesNoReportAndNothingBeside() throws {
        let parent = try TraceTestSupport.temporaryDirectory(self)
        let dir = parent + "/report"
        var steps = ReportFolder.Steps.system
        steps.rename = { _, _ in errno = EXDEV; return -1 }
        let e = TraceTestSupport.tactileError { try ReportFolder.write(dir, option: "--html", files: ["index.html": "new"], steps: steps) }
        XCTAssertEqual(e, TactileError(.cantCreate, file: dir, "cannot move the report into place: \(String(cString: strerror(EXDEV)))"))
        XCTAssertEqual(try DirectoryListing.names(in: parent), [], "no report and no temporary folder")
        XCTAssertFalse(PendingOutputs.registered.contains { $0.hasPrefix(parent + "/") })
    }

    /// Without the one-step swap: when the previous report cannot be moved aside, it stays as
    /// it was and the new one goes.
    func testAPreviousReportThatCannotBeMovedAsideStays() throws {
        let (parent, dir) = try previousReport(["index.html": "old", "rule-1.html": "1"])
        defer { ReportFolder.removeReport(dir, files: ["index.html", "rule-1.html", OutputClaim.reportMarker]) }
        let (steps, renames) = stepsWithoutSwap(renameFails: { _ in true }, errno: EBUSY)
        let e = TraceTestSupport.tactileError { try ReportFolder.write(dir, option: "--html", files: ["index.html": "new"], steps: steps) }
        XCTAssertEqual(e, TactileError(.cantCreate, file: dir, "cannot move the previous report aside: \(String(cString: strerror(EBUSY)))"))
        XCTAssertEqual(renames.calls.count, 1)
        try assertPreviousReportStays(parent: parent, dir: dir, listing: [OutputClaim.reportMarker, "index.html", "rule-1.html"])
    }

    /// Without the one-step swap: when the new report cannot be renamed into place once the
    /// previous one is aside, the previous one is put back, whole.
    func testAReportThatCannotMoveInPutsThePreviousOneBack() throws {
        let (parent, dir) = try previousReport(["index.html": "old", "rule-1.html": "1"])
        defer { ReportFolder.removeReport(dir, files: ["index.html", "rule-1.html", OutputClaim.reportMarker]) }
        let (steps, renames) = stepsWithoutSwap(renameFails: { $0 == 2 }, errno: ENOSPC)
        let e = TraceTestSupport.tactileError { try ReportFolder.write(dir, option: "--html", files: ["index.html": "new"], steps: steps) }
        XCTAssertEqual(e, TactileError(.cantCreate, file: dir, "cannot move the report into place: \(String(cString: strerror(ENOSPC)))"))
        XCTAssertEqual(renames.calls.count, 3, "aside, into place (failed), back")
        XCTAssertEqual(renames.calls.first?.from, dir)
        XCTAssertEqual(renames.calls.last?.to, dir)
        try assertPreviousReportStays(parent: parent, dir: dir, listing: [OutputClaim.reportMarker, "index.html", "rule-1.html"])
    }

    /// What macOS wrote into the previous report that cannot be copied into the new one stops
    /// the write: the previous report, with it, stays as it was.
    func testMetadataThatCannotBeKeptStopsTheWrite() throws {
        struct Unreadable: Error, LocalizedError { var errorDescription: String? { "unreadable" } }
        let (parent, dir) = try previousReport(["index.html": "old"])
        try TraceTestSupport.write("finder\n", to: dir + "/.DS_Store")
        defer { ReportFolder.removeReport(dir, files: ["index.html", ".DS_Store", OutputClaim.reportMarker]) }
        var steps = ReportFolder.Steps.system
        var copied: [(String, String)] = []
        steps.copy = { from, to in copied.append((from, to)); throw Unreadable() }
        let e = TraceTestSupport.tactileError { try ReportFolder.write(dir, option: "--html", files: ["index.html": "new"], steps: steps) }
        XCTAssertEqual(e, TactileError(.cantCreate, file: dir, "cannot keep what macOS wrote into the report folder: unreadable"))
        XCTAssertEqual(copied.first?.0, dir + "/.DS_Store")
        XCTAssertEqual(copied.count, 1)
        try assertPreviousReportStays(parent: parent, dir: dir, listing: [".DS_Store", OutputClaim.reportMarker, "index.html"])
    }

    /// Without the one-step swap: when no folder can be made to move the previous report aside
    /// into, the write stops with that reason, and the previous report stays as it was.
    func testAFolderAsideThatCannotBeMadeLeavesThePreviousReport() throws {
        let (parent, dir) = try previousReport(["index.html": "old"])
        defer { ReportFolder.removeReport(dir, files: ["index.html", OutputClaim.reportMarker]) }
        var steps = ReportFolder.Steps.system
        steps.exchange = { _, _ in false }
        var made = 0
        steps.makeFolder = { target in
            made += 1
            if made == 2 { throw TactileError(.cantCreate, file: target, "cannot create the report folder: full") }
            return try ReportFolder.Steps.system.makeFolder(target)
        }
        let e = TraceTestSupport.tactileError { try ReportFolder.write(dir, option: "--html", files: ["index.html": "new"], steps: steps) }
        XCTAssertEqual(e, TactileError(.cantCreate, file: dir, "cannot create the report folder: full"))
        try assertPreviousReportStays(parent: parent, dir: dir, listing: [OutputClaim.reportMarker, "index.html"])
    }

    /// Without the one-step swap: when neither the new report moves into place nor the previous
    /// one back, the message says where the previous report is kept, whole.
    func testAPreviousReportThatCannotBePutBackIsNamed() throws {
        let (parent, dir) = try previousReport(["index.html": "old"])
        let (steps, renames) = stepsWithoutSwap(renameFails: { $0 > 1 }, errno: EIO)
        let e = TraceTestSupport.tactileError { try ReportFolder.write(dir, option: "--html", files: ["index.html": "new"], steps: steps) }
        let aside = try XCTUnwrap(renames.calls.first?.to)
        defer { ReportFolder.removeReport(aside, files: ["index.html", OutputClaim.reportMarker]) }
        let io = String(cString: strerror(EIO))
        XCTAssertEqual(e, TactileError(.cantCreate, file: dir, "cannot move the report into place: \(io); nor the previous report back (\(io)): it is kept whole in \(aside)"))
        XCTAssertEqual(renames.calls.map { [$0.from, $0.to] }.last, [aside, dir])
        XCTAssertEqual(try DirectoryListing.names(in: parent), [(aside as NSString).lastPathComponent])
        XCTAssertEqual(try DirectoryListing.names(in: aside), [OutputClaim.reportMarker, "index.html"])
        XCTAssertEqual(try TraceTestSupport.read(aside + "/index.html"), "old\n")
        XCTAssertFalse(PendingOutputs.registered.contains { $0.hasPrefix(parent + "/") })
    }

    /// A page that cannot be written (here EFBIG past RLIMIT_FSIZE, as ENOSPC on a full disk)
    /// stops the report with the file system's reason, under the report's name; the previous
    /// report stays and no temporary folder is left.
    func testAPageThatCannotBeWrittenLeavesThePreviousReport() throws {
        let (parent, dir) = try previousReport(["index.html": "old"])
        defer { ReportFolder.removeReport(dir, files: ["index.html", OutputClaim.reportMarker]) }
        let e = TraceTestSupport.withFileSizeLimit(64) {
            TraceTestSupport.tactileError { try ReportFolder.write(dir, option: "--html", files: ["index.html": String(repeating: "x", count: 100)]) }
        }
        XCTAssertEqual(e, TactileError(.cantCreate, file: dir, "write failed: \(String(cString: strerror(EFBIG)))"))
        try assertPreviousReportStays(parent: parent, dir: dir, listing: [OutputClaim.reportMarker, "index.html"])
    }

    /// Removing a report removes the files it lists, and the folder only when that empties it:
    /// a file Tactile did not write keeps it, and the standard error says so.
    func testAFolderHoldingOtherFilesIsKeptWithAWarning() throws {
        let parent = try TraceTestSupport.temporaryDirectory(self)
        let dir = parent + "/report"
        try ReportFolder.write(dir, option: "--html", files: ["index.html": "old"])
        try TraceTestSupport.write("mine\n", to: dir + "/notes.txt")
        let said = TraceTestSupport.standardError { ReportFolder.removeReport(dir, files: ["index.html", OutputClaim.reportMarker]) }
        XCTAssertEqual(said, "warning: \(dir) kept: it holds files Tactile did not write\n")
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["notes.txt"])
        let quiet = TraceTestSupport.standardError { ReportFolder.removeReport(dir, files: ["notes.txt"]) }
        XCTAssertEqual(quiet, "")
        XCTAssertEqual(try DirectoryListing.names(in: parent), [])
    }
}


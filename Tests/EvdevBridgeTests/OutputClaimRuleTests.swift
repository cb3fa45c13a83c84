import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import TraceFormats
import InputModel

/// What each refusal of an output path says (`OutputClaim`): the option, the path and why, then
/// what to do; and what a report folder's marker may name.
final class OutputClaimRuleTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try TraceTestSupport.temporaryDirectory(self)
    }

    private func refusal(_ body: () throws -> Void) -> String? {
        let e = TraceTestSupport.tactileError(body)
        XCTAssertEqual(e?.kind, .usage)
        return e?.reason
    }

    private let advice = ": refusing to replace it (remove it yourself or give another path)"

    func testAFileOutputRefusesWhatIsNoFile() throws {
        XCTAssertEqual(mkdir(dir + "/folder", 0o755), 0)
        defer { rmdir(dir + "/folder") }
        XCTAssertEqual(refusal { try OutputClaim.trace(self.dir + "/folder", option: "--output") },
                       "--output \(dir)/folder is a folder; a trace is a file" + advice)
        XCTAssertEqual(mkfifo(dir + "/pipe", 0o600), 0)
        XCTAssertEqual(refusal { try OutputClaim.file(self.dir + "/pipe", option: "--json", what: "a report", isOurs: { _ in true }) },
                       "--json \(dir)/pipe is not a regular file" + advice)
        XCTAssertEqual(symlink(dir + "/elsewhere", dir + "/link"), 0)
        XCTAssertEqual(refusal { try OutputClaim.trace(self.dir + "/link", option: "-o") },
                       "-o \(dir)/link is a symbolic link; writing would replace the link" + advice)
    }

    func testAReportFolderRefusesWhatIsNoFolder() throws {
        try TraceTestSupport.write("notes\n", to: dir + "/file")
        XCTAssertEqual(refusal { try OutputClaim.reportDirectory(self.dir + "/file", option: "--html") },
                       "--html \(dir)/file exists and is not a folder" + advice)
        XCTAssertEqual(symlink(dir + "/elsewhere", dir + "/link"), 0)
        XCTAssertEqual(refusal { try OutputClaim.reportDirectory(self.dir + "/link", option: "--html") },
                       "--html \(dir)/link is a symbolic link, not a report folder" + advice)
    }

    /// Files added to a previous report are named, in order. The marker's first line is its
    /// header, not a file it lists.
    func testAReportFolderNamesWhatWasAdded() throws {
        let report = dir + "/report"
        XCTAssertEqual(mkdir(report, 0o755), 0)
        defer {
            for n in (try? DirectoryListing.names(in: report)) ?? [] { unlink(report + "/" + n) }
            rmdir(report)
        }
        try TraceTestSupport.write("\(OutputClaim.markerHeader)\nindex.html\n", to: report + "/" + OutputClaim.reportMarker)
        for name in ["index.html", "b.txt", "a.txt", OutputClaim.markerHeader] { try TraceTestSupport.write("x\n", to: report + "/" + name) }
        XCTAssertEqual(refusal { try OutputClaim.reportDirectory(report, option: "--html") },
                       "--html \(report) is a Tactile report folder that now also holds a.txt, b.txt, \(OutputClaim.markerHeader), which Tactile did not write" + advice)
    }

    /// A marker names files in its own folder only: a path, `.`, `..` or an empty line names none
    /// (what it lists is what a new report removes).
    func testAMarkerNamesOnlyFilesOfItsFolder() throws {
        try TraceTestSupport.write("\(OutputClaim.markerHeader)\nindex.html\n../victim\nsub/page.html\n.\n..\n\nrule-1.html\n",
                                   to: dir + "/" + OutputClaim.reportMarker)
        XCTAssertEqual(try OutputClaim.reportFiles(in: dir), ["index.html", "rule-1.html"])
    }

    /// A path that cannot be looked at (a file where a folder should be) is said so, not taken as free.
    func testAPathThatCannotBeLookedAtIsAnError() throws {
        try TraceTestSupport.write("notes\n", to: dir + "/file")
        let e = TraceTestSupport.tactileError { try OutputClaim.trace(self.dir + "/file/out.yml", option: "--output") }
        XCTAssertEqual(e?.kind, .cantCreate)
        XCTAssertEqual(e?.file, dir + "/file/out.yml")
        XCTAssertEqual(e?.reason, "cannot look at the output path: \(String(cString: strerror(ENOTDIR)))")
    }

    /// Recognising a previous output reads its start and closes it again.
    func testLookingAtAnOutputClosesIt() throws {
        try TraceTestSupport.write("# EVEMU 1.3\n# Written by tactile\n", to: dir + "/t.evemu")
        for _ in 0..<200 { try OutputClaim.trace(dir + "/t.evemu", option: "-o") }
        XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: dir), [])
    }

    /// A marker, or a lone `index.html`, that is a folder makes no report: the folder is refused
    /// as the user's, not read (regression: Foundation's read trapped on EISDIR and the process died).
    func testAFolderWhereAReportFileBelongsIsRefused() throws {
        for name in [OutputClaim.reportMarker, "index.html"] {
            let report = dir + "/report-" + name
            XCTAssertEqual(mkdir(report, 0o755), 0)
            XCTAssertEqual(mkdir(report + "/" + name, 0o755), 0)
            defer { rmdir(report + "/" + name); rmdir(report) }
            XCTAssertEqual(refusal { try OutputClaim.reportDirectory(report, option: "--html") },
                           "--html \(report) is a folder that is not a Tactile report (no \(OutputClaim.reportMarker) marker) and not empty" + advice)
        }
    }

    /// A lone `index.html` that is a link is no report's page: the folder is refused, not read.
    func testALinkWhereAReportFileBelongsIsRefused() throws {
        let report = dir + "/linked"
        XCTAssertEqual(mkdir(report, 0o755), 0)
        XCTAssertEqual(symlink(dir + "/nowhere", report + "/index.html"), 0)
        defer { unlink(report + "/index.html"); rmdir(report) }
        XCTAssertEqual(refusal { try OutputClaim.reportDirectory(report, option: "--html") },
                       "--html \(report) is a folder that is not a Tactile report (no \(OutputClaim.reportMarker) marker) and not empty" + advice)
    }

    /// As root (CI's containers) EACCES cannot be provoked, so the kind is checked directly.
    func testAnOutputThatMayNotBeReadIsAPermissionProblem() {
        XCTAssertEqual(OutputClaim.unreadable("/x", EACCES).kind, .permission)
        XCTAssertEqual(OutputClaim.unreadable("/x", EIO).kind, .cantCreate)
        XCTAssertEqual(OutputClaim.unreadable("/x", EIO).reason, "cannot read the existing output to see what it is: \(String(cString: strerror(EIO)))")
    }
}

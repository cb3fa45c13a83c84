import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import TraceFormats
import InputModel

/// A trace's format is told from its first lines, not its name (`TraceFile.detectFormat`'s
/// rules): `# libinput record` or a top-level libinput record key, `# EVEMU` or a line with a
/// capital letter and a colon; blank lines and blanks before the first character do not count;
/// a file of comments only is an evemu file without events.
final class FormatDetectionTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try TraceTestSupport.temporaryDirectory(self)
    }

    private func format(_ text: String) throws -> TraceFormat {
        try TraceTestSupport.write(text, to: dir + "/t")
        return try TraceFile.detectFormat(path: dir + "/t")
    }

    func testBlankLinesAndLeadingBlanksDoNotCount() throws {
        XCTAssertEqual(try format("   \n\t\n  N: Dev\n"), .evemu)
        XCTAssertEqual(try format("\n   \n  version: 1\n"), .libinput)
    }

    /// `# EVEMU` decides at once: what follows is the evemu reader's to judge.
    func testTheEvemuBannerDecides() throws {
        XCTAssertEqual(try format("# EVEMU 1.3\nsomething else\n"), .evemu)
        XCTAssertEqual(try format("# libinput record\nsomething else\n"), .libinput)
    }

    func testACommentOnlyFileIsEvemuWithoutEvents() throws {
        XCTAssertEqual(try format("# a note\n# another\n"), .evemu)
    }

    /// Any capital letter and a colon: A and Z included.
    func testEveryCapitalLetterPrefixIsEvemus() throws {
        XCTAssertEqual(try format("A: 00 0 100 0 0 0\n"), .evemu)
        XCTAssertEqual(try format("Z: 1\n"), .evemu)
    }

    /// The message quotes the start of the line that is neither format's, at most 40 characters.
    func testAnUnexpectedLineIsQuotedFromItsStart() throws {
        let line = "The quick brown fox jumps over the lazy dog, twice over"
        try TraceTestSupport.write(line + "\n", to: dir + "/t")
        let e = TraceTestSupport.tactileError { _ = try TraceFile.detectFormat(path: self.dir + "/t") }
        XCTAssertEqual(e?.line, 1)
        XCTAssertEqual(e?.reason, "not an evemu or libinput record trace (unexpected \"The quick brown fox jumps over the lazy \")")
    }

    /// `NAME.desc` pairs with `NAME.WHAT.events`; of several NAMEs the longest wins; a file that
    /// is not a `.desc` is never taken for one.
    func testTheLongestDescriptionNameWins() throws {
        for name in ["Pen.desc", "Pen.v2.desc", "Pen.v2.tap-copy", "Pen.v2.tap.events"] {
            try TraceTestSupport.write("x\n", to: dir + "/" + name)
        }
        XCTAssertEqual(try TraceFile.pairedDescriptionPath(for: dir + "/Pen.v2.tap.events"), dir + "/Pen.v2.desc")
        XCTAssertEqual(try TraceFile.pairedDescriptionPath(for: dir + "/Pen.other.events"), dir + "/Pen.desc")
        XCTAssertNil(try TraceFile.pairedDescriptionPath(for: dir + "/Pad.events"))
    }

    /// A pipe (here a FIFO, as `<(…)` gives) is refused by name before anything is read from it:
    /// a trace is read more than once.
    func testAPipeIsRefused() throws {
        XCTAssertEqual(mkfifo(dir + "/pipe", 0o600), 0)
        let e = TraceTestSupport.tactileError { _ = try TraceFile.open(path: self.dir + "/pipe") }
        XCTAssertEqual(e?.kind, .badInput)
        XCTAssertEqual(e?.file, dir + "/pipe")
        XCTAssertEqual(e?.reason, "not a regular file (a pipe or a device): a trace is read more than once; save it to a file first")
    }

    func testAFolderThatCannotBeListedIsAnErrorWhenPairing() {
        let e = TraceTestSupport.tactileError { _ = try TraceFile.pairedDescriptionPath(for: self.dir + "/missing/x.events") }
        XCTAssertEqual(e?.file, dir + "/missing")
    }
}

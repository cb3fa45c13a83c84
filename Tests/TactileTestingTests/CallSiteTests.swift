import Foundation
import Testing
import XCTest
import TactileTesting

/// Every assertion records its failure where it was called from, as XCTest's and Swift Testing's
/// own assertions do: the `fileID`, `filePath`, `line` and `column` it was given (the caller's,
/// by default) reach the issue unchanged and each in its own place. The call sites given here are
/// four values no two of which agree (a file ID and a path of different files, a line and a
/// column of different numbers), so a value passed under another's name shows.
enum GivenSite {
    static let fileID: StaticString = "Inbox/FromFileID.swift"
    static let filePath: StaticString = "/work/inbox/Tests/FromFilePath.swift"
    static let line: UInt = 4242
    static let column: UInt = 17

    /// A mismatching replay: Send tapped (Traces/synth/tap-send.yml), a long press expected.
    static var tapOutcomes: [Outcome] {
        get throws {
            let trace = try TraceFile.open(path: Fixtures.path("Traces/synth/tap-send.yml"))
            return try Replay.outcomes(trace: trace, scene: try SceneLoader.load(contentsOf: Fixtures.path("Traces/scenes/mail.yml")))
        }
    }

    /// An expectation file beside the corpus's that replays the tap and expects a long press.
    static var longPressFile: ExpectationFile {
        get throws {
            try ExpectationFile.parse("trace: ../synth/tap-send.yml\nscene: ../scenes/mail.yml\noutcomes:\n  - {outcome: longPress, element: send}\n",
                                      file: Fixtures.path("Traces/expect/hold-send.expect.yml"))
        }
    }

    /// An expectation file whose trace is not there.
    static var missingTraceFile: ExpectationFile {
        get throws {
            try ExpectationFile.parse("trace: ../synth/no-such-trace.yml\nscene: ../scenes/mail.yml\noutcomes:\n  - {outcome: tap, element: send}\n",
                                      file: Fixtures.path("Traces/expect/lost.expect.yml"))
        }
    }
}

@Suite struct CallSiteTests {
    /// The issues `body` records, each checked to be at the given site.
    func issues(_ body: () throws -> Void) throws -> [Issue] {
        let recorded = RecordedIssues()
        try withKnownIssue { try body() } matching: { recorded.append($0); return true }
        #expect(!recorded.all.isEmpty)
        for issue in recorded.all {
            let at = try #require(issue.sourceLocation)
            #expect(at.fileID == "Inbox/FromFileID.swift")
            #expect(at.filePath == "/work/inbox/Tests/FromFilePath.swift")
            #expect(at.line == 4242)
            #expect(at.column == 17)
        }
        return recorded.all
    }

    @Test func outcomesAgainstExpectations() throws {
        let outcomes = try GivenSite.tapOutcomes
        _ = try issues {
            assertOutcomes(outcomes, match: Expectations([OutcomePattern(.longPress, element: "send")]),
                           fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        }
    }

    @Test func outcomesAgainstPatterns() throws {
        let outcomes = try GivenSite.tapOutcomes
        _ = try issues {
            assertOutcomes(outcomes, match: [OutcomePattern(.longPress, element: "send")],
                           fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        }
    }

    /// An expectation file whose replay does not match fails with the diff, at the site given.
    @Test func anExpectationFileThatDoesNotMatch() throws {
        let file = try GivenSite.longPressFile
        let recorded = try issues {
            assertOutcomes(of: file, "holding Send",
                           fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        }
        #expect(recorded.count == 1)
        let text = recorded.first?.comments.map(\.rawValue).joined(separator: "\n") ?? ""
        #expect(text.hasPrefix("holding Send\n"))
        // The file's line of the pattern is named.
        #expect(text.contains("first divergence: expected #1 `longPress element=send` (line 4), got nothing"))
    }

    @Test func anExpectationFileWithoutATrace() throws {
        let file = try ExpectationFile.parse("outcomes:\n  - {outcome: tap}\n", file: "no-trace.expect.yml")
        _ = try issues {
            assertOutcomes(of: file, fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        }
    }

    /// A trace that cannot be read fails the test with the reading's error, which names the trace
    /// as the file gives it, beside the expectation file.
    @Test func anExpectationFileWhoseTraceIsMissing() throws {
        let file = try GivenSite.missingTraceFile
        let recorded = try issues {
            assertOutcomes(of: file, fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        }
        #expect(recorded.count == 1)
        let text = recorded.first?.comments.map(\.rawValue).joined(separator: "\n") ?? ""
        #expect(text == Fixtures.path("Traces/expect/../synth/no-such-trace.yml") + ": no such file")
    }

    /// A conformance failure is at the site given, and its report folder is named after the
    /// calling file's name (from its file ID) and line.
    @Test func aConformanceFailure() throws {
        let dump = try Fixtures.jotterWithSmallButton
        let overlay = try Fixtures.jotterOverlay
        let recorded = try issues {
            try assertConformance(dump: dump, overlay: overlay,
                                  fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        }
        #expect(recorded.count == 1)
        let text = recorded.first?.comments.map(\.rawValue).joined(separator: "\n") ?? ""
        let folder = (ReportLocation.directory as NSString).appendingPathComponent("FromFileID.swift-4242-Jotter")
        #expect(text.contains("HTML report: \(folder)"), "\(text)")
    }
}

/// The same under XCTest, which takes a failure's path and line.
final class CallSiteXCTests: CapturingTestCase {
    func check(_ failures: [Failure], count: Int = 1) {
        XCTAssertEqual(failures.count, count, failures.map(\.description).joined(separator: "\n"))
        for f in failures {
            XCTAssertEqual(f.file, "/work/inbox/Tests/FromFilePath.swift")
            XCTAssertEqual(f.line, 4242)
        }
    }

    func testOutcomesAgainstExpectations() throws {
        let outcomes = try GivenSite.tapOutcomes
        check(capturing {
            assertOutcomes(outcomes, match: Expectations([OutcomePattern(.longPress, element: "send")]),
                           fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        })
    }

    func testAnExpectationFileThatDoesNotMatch() throws {
        let file = try GivenSite.longPressFile
        check(capturing {
            assertOutcomes(of: file, fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        })
    }

    func testAnExpectationFileWhoseTraceIsMissing() throws {
        let file = try GivenSite.missingTraceFile
        check(capturing {
            assertOutcomes(of: file, fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        })
    }

    func testAConformanceFailure() throws {
        let dump = try Fixtures.jotterWithSmallButton
        let overlay = try Fixtures.jotterOverlay
        check(try capturing {
            try assertConformance(dump: dump, overlay: overlay,
                                  fileID: GivenSite.fileID, filePath: GivenSite.filePath, line: GivenSite.line, column: GivenSite.column)
        })
    }
}

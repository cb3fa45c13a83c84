import XCTest
import Foundation
import TactileTesting

/// The examples of docs/replay.md: its Swift blocks are excerpts of this file (`DocSnippetTests`
/// checks that they stand here verbatim), so they compile and run.
final class MailInteractionTests: XCTestCase {
    /// The repository, found from this file (a test's working directory is not the package's
    /// folder in Xcode).
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/"

    func testReplayingATrace() throws {
        let p = repository + "Traces/synth/tap-send.yml"
        var replay = Replay(trace: try TraceFile.open(path: p),
                            scene: try SceneLoader.load(contentsOf: repository + "Traces/scenes/mail.yml"),
                            environment: HarnessEnvironment(.iPadPro12_9, .landscape),
                            settings: UserSettings(tapToClick: true))
        var lazily: [Outcome] = []
        while let outcome = try replay.next() { lazily.append(outcome) }   // lazily
        let all = try Replay.outcomes(trace: try TraceFile.open(path: p))  // or all at once
        // Traces/expect/tap-send.expect.yml: one tap, on Send.
        XCTAssertEqual(lazily.map(\.kind), [.tap])
        XCTAssertEqual(lazily.first?.element, "send")
        // With no scene, the same tap lands on the window.
        XCTAssertEqual(all.map(\.element), ["root"])
    }

    func testDraggingAMessageToArchiveCopiesIt() throws {
        let scene = try SceneLoader.load(contentsOf: repository + "Traces/scenes/mail.yml")
        let trace = try TraceFile.open(path: repository + "Traces/synth/drag-to-archive.yml")
        let outcomes = try Replay.outcomes(trace: trace, scene: scene,
                                           environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        assertOutcomes(outcomes, match: Expectations([
            OutcomePattern(.dragLift, element: "row1", at: 0.325, ["items": .strings(["row1"]), "count": .int(1)]),
            OutcomePattern(.drop, element: "archive", ["operation": .string("copy")]),
        ], absent: [OutcomePattern(.dragCancelled)]))
        // And it can fail: a move where the copy happened.
        XCTAssertNotNil(Expectations([OutcomePattern(.drop, element: "archive", ["operation": .string("move")])]).check(outcomes))
    }

    func testTheWholeExpectationFile() throws {
        let file = try ExpectationFile.load(path: repository + "Traces/expect/drag-to-archive.expect.yml")
        assertOutcomes(of: file, "drag-to-archive")
    }

    func testReadingAPayload() throws {
        let outcomes = try Replay.outcomes(trace: try TraceFile.open(path: repository + "Traces/synth/drag-to-archive.yml"),
                                           scene: try SceneLoader.load(contentsOf: repository + "Traces/scenes/mail.yml"),
                                           environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        let copies = outcomes.filter {
            if case .drop(_, operation: .copy, _) = $0.payload { return true }
            return false
        }
        XCTAssertEqual(copies.first?.string("target"), "archive")
        XCTAssertEqual(copies.count, 1)
        XCTAssertEqual(copies.first?.element, "archive")
    }
}

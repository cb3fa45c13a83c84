import XCTest
import Foundation
import Harness
import EvdevBridge

/// The README's XCTest example, verbatim (run from the repository root, as `swift test` does).
final class MailInteractionTests: XCTestCase {
    override func setUp() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        FileManager.default.changeCurrentDirectoryPath(root.path)
    }

    func testDraggingAMessageToArchiveCopiesIt() throws {
        let scene = try SceneLoader.load(contentsOf: "Traces/scenes/mail.yml")
        let trace = try TraceFile.open(path: "Traces/synth/drag-to-archive.yml")
        let outcomes = try Replay.outcomes(trace: trace, scene: scene,
                                           environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        let expected = Expectations([
            OutcomePattern(.dragLift, element: "row1", at: 0.325, ["items": .strings(["row1"]), "count": .int(1)]),
            OutcomePattern(.drop, element: "archive", ["operation": .string("copy")]),
        ], absent: [OutcomePattern(.dragCancelled)])
        if let mismatch = expected.check(outcomes) { XCTFail(mismatch.description) }  // a readable diff
        // And it can fail: a move where the copy happened.
        let wrong = Expectations([OutcomePattern(.drop, element: "archive", ["operation": .string("move")])])
        XCTAssertNotNil(wrong.check(outcomes))
    }

    /// docs/replay.md, "Reading an outcome in code".
    func testReadingAPayload() throws {
        let outcomes = try Replay.outcomes(trace: try TraceFile.open(path: "Traces/synth/drag-to-archive.yml"),
                                           scene: try SceneLoader.load(contentsOf: "Traces/scenes/mail.yml"),
                                           environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        let copies = outcomes.filter {
            if case .drop(_, operation: .copy, _) = $0.payload { return true }
            return false
        }
        XCTAssertEqual(copies.count, 1)
        XCTAssertEqual(copies.first?.string("target"), "archive")
        XCTAssertEqual(copies.first?.element, "archive")
    }

    func testAnExpectationFile() throws {
        let file = try ExpectationFile.load(path: "Traces/expect/drag-to-archive.expect.yml")
        let trace = try TraceFile.open(path: file.trace!, descriptionPath: file.traceDescription)
        let outcomes = try Replay.outcomes(trace: trace, scene: file.scene, environment: file.environment)
        if let mismatch = file.expectations.check(outcomes) { XCTFail(mismatch.description) }
    }
}

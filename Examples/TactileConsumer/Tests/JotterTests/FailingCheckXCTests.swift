import XCTest
import TactileTesting

/// The same under XCTest, through a test case that captures its failures.
final class FailingCheckXCTests: CapturingTestCase {
    func testASmallButtonFailsTheHitTarget() throws {
        let dump = try Jotter.withSmallButton()
        let overlay = try Jotter.overlay()
        let line = #line + 1
        let failures = try capturingFailures { try assertConformance(dump: dump, overlay: overlay) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("layout.hit-target [format] 30 × 30 pt, needs 44 × 44") == true,
                      failures.first?.description ?? "")
        XCTAssertEqual(failures.first?.line, line)
        // Where the HTML report went: attached to the test where a result bundle keeps it (Xcode,
        // xcodebuild: CI's iOS job sets TACTILE_EXPECT_ATTACHMENT through xcodebuild's
        // TEST_RUNNER_ prefix, so that a report written instead fails there), else a folder.
        let text = failures.first?.description ?? ""
        if ProcessInfo.processInfo.environment["TACTILE_EXPECT_ATTACHMENT"] == "1" {
            XCTAssertTrue(text.contains("HTML report: attached to the test as Tactile conformance — Jotter.html"), text)
        } else if ProcessInfo.processInfo.environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] == nil {
            XCTAssertTrue(text.contains("HTML report: /") && text.contains("/index.html"), text)
        }
    }

    func testAnOutcomeMismatchFailsAtTheCall() throws {
        let file = try ExpectationFile.load(path: Bundle.module.path(forResource: "Fixtures/tap-send.expect", ofType: "yml")!)
        let outcomes = try Replay.outcomes(trace: try TraceFile.open(path: file.trace!), scene: file.scene,
                                           environment: file.environment)
        let line = #line + 1
        let failures = capturingFailures { assertOutcomes(outcomes, match: [OutcomePattern(.tap, element: "cancel")]) }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("expected #1 `tap element=cancel`") == true, failures.first?.description ?? "")
    }

    func testAnUnreadableDumpThrows() {
        XCTAssertThrowsError(try conformance(dump: "not a dump")) { error in
            XCTAssertTrue("\(error)".hasPrefix("dump: not a view dump"), "\(error)")
        }
    }
}

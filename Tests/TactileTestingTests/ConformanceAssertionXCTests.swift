import XCTest
import TactileTesting

/// `assertConformance` under XCTest: a failure is an XCTest failure at the caller's line.
final class ConformanceAssertionXCTests: CapturingTestCase {
    func testAPassingScreenRecordsNothing() throws {
        try assertConformance(dump: try Fixtures.jotterPortrait, overlay: try Fixtures.jotterOverlay)
    }

    func testAFailureIsOneXCTestFailureNamingRuleElementAndTheCallersLine() throws {
        let dump = try Fixtures.jotterWithSmallButton
        let overlay = try Fixtures.jotterOverlay
        var line = 0
        let failures = try capturing {
            line = #line; try assertConformance(dump: dump, overlay: overlay)
        }
        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertTrue(failure.description.contains("layout.hit-target [format] 30 × 30 pt, needs 44 × 44"), failure.description)
        XCTAssertTrue(failure.description.contains("HIG › Adaptivity and layout"), failure.description)
        XCTAssertEqual(failure.line, line)
        XCTAssertTrue(failure.file.hasSuffix("ConformanceAssertionXCTests.swift"), failure.file)
    }

    func testOneIssuePerCauseAcrossEnvironments() throws {
        // Both 12.9-inch and 13-inch iPads show 1024 × 1366 pt: a hand-made dump of that window
        // with a 30 × 30 pt button fails once, naming both environments.
        let dump = Fixtures.oneButtonDump("Tiny", width: 1024, height: 1366, button: 30)
        let failures = try capturing { try assertConformance(dump: dump) }
        let hit = failures.filter { $0.description.contains("layout.hit-target [go] 30 × 30 pt, needs 44 × 44") }
        XCTAssertEqual(hit.count, 1, failures.map(\.description).joined(separator: "\n"))
        let text = try XCTUnwrap(hit.first?.description)
        XCTAssertTrue(text.contains("ipad-pro-12.9 portrait fullScreen"), text)
        XCTAssertTrue(text.contains("ipad-air-13 portrait fullScreen"), text)
    }
}

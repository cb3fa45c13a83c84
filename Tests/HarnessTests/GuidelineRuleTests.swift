import XCTest
import Foundation
import InputModel
@testable import Harness

/// Rules that judge what a reviewer reading the guidelines would judge: each breach fails its
/// rule, and the compliant form of the same design passes it. Scenes are written inline, with the
/// guideline each one follows or breaks.
final class GuidelineRuleTests: XCTestCase {
    static let miniPortrait = HarnessEnvironment(.iPadMini, .portrait)

    func results(_ yaml: String, _ rule: String, in environments: [HarnessEnvironment] = [miniPortrait]) throws -> [RuleResult] {
        let scene = try SceneLoader.load(yaml)
        return ConformanceEngine(environments: environments).run([scene]).results.filter { $0.rule == rule }
    }

    func result(_ yaml: String, _ rule: String, in environment: HarnessEnvironment = miniPortrait) throws -> RuleResult {
        try XCTUnwrap(results(yaml, rule, in: [environment]).first)
    }

    // MARK: keyboard.arrow-navigation

    /// A grid of `columns` × `rows` 100-pt cells in one focus group.
    static func grid(columns: Int, rows: Int, skipping: Set<Int> = []) -> String {
        var lines = ["scene: Photo grid", "elements:", "  - id: photos", "    role: scrollView", "    frame: [0, 80, 744, 900]", "    children:"]
        for r in 0..<rows {
            for c in 0..<columns {
                let i = r * columns + c
                let focus = skipping.contains(i) ? "" : ", focus: {group: photos\(i == 0 ? ", priority: 1000" : "")}"
                lines.append("      - {id: photo-\(i), role: gridItem, frame: [\(8 + c * 108), \(88 + r * 108), 100, 100], defaultAction: open\(focus)}")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// HIG › Keyboards: arrows move focus to the next item in their direction, so a held ↓ in a
    /// 3-column grid of 6 rows moves down the start's column: 5 moves, not one per item below
    /// (15). The grid passes.
    func testAHeldArrowInAGridCountsTheItemsOfTheStartsColumn() throws {
        let r = try result(Self.grid(columns: 3, rows: 6), "keyboard.arrow-navigation")
        XCTAssertEqual(r.verdict, .pass, "\(r.failures.map(\.message))")
        XCTAssertEqual(r.methods, [.exercised])
    }

    /// The other side: a grid item left out of the focus group still fails, naming how many of
    /// the 18 items the arrows reach.
    func testAGridItemInNoFocusGroupStillFails() throws {
        let r = try result(Self.grid(columns: 3, rows: 6, skipping: [4]), "keyboard.arrow-navigation")
        XCTAssertEqual(r.verdict, .fail)
        XCTAssertEqual(r.failures.first?.element, "photo-4")
        XCTAssertEqual(r.failures.first?.measured, .number(17))
    }
}

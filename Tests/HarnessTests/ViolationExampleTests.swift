import XCTest
import Foundation
import InputModel
@testable import Harness

/// Every rule of the catalog can fail, and shows it: Scenes/violations/<rule id>.yml breaks it
/// (and only the rules its header says the same defect breaks), while the well-made Mail scene
/// passes every rule.
final class ViolationExampleTests: XCTestCase {
    static let folder = ConformanceTests.scenes.appendingPathComponent("violations")

    /// Both ends of the model range, every orientation and multitasking state.
    static let environments = ConformanceTests.environments

    /// The rule ids a header's `# Also fails:` line names.
    static func alsoFails(_ text: String) -> Set<String> {
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("# Also fails:") }
        return Set(lines.flatMap { $0.dropFirst("# Also fails:".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
    }

    /// The rule a file breaks: `<rule id>.yml`, or `<rule id>.<case>.yml` for a further breach
    /// of the same rule.
    static func rule(of file: String) -> String? {
        let name = String(file.dropLast(4))
        return ConformanceRule.all.map(\.id).filter { name == $0 || name.hasPrefix($0 + ".") }.max { $0.count < $1.count }
    }

    func testEveryRuleHasAnExampleThatFailsIt() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yml") }
        // No example for a rule that does not exist.
        XCTAssertEqual(files.filter { Self.rule(of: $0) == nil }, [])
        for rule in ConformanceRule.all {
            guard FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("\(rule.id).yml").path) else {
                XCTFail("\(rule.id) has no violation example at \(rule.violationExample)")
                continue
            }
            for file in files.sorted() where Self.rule(of: file) == rule.id {
                try checkExample(Self.folder.appendingPathComponent(file), breaks: rule)
            }
        }
    }

    func checkExample(_ url: URL, breaks rule: ConformanceRule) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("# Breaks \(rule.id) — "), "\(rule.id): the header names the rule and the guideline it breaks")
        XCTAssertTrue(text.contains("iPadOS design guidelines ›") || text.contains("HIG ›"), "\(rule.id): the guideline by name")
        let scene = try SceneLoader.load(text, file: url.path)
        let report = ConformanceEngine(environments: Self.environments).run([scene])
        XCTAssertEqual(report.erroredRules(scene: scene.name), [], "\(rule.id): every check ran")
        let failed = Set(report.failedRules(scene: scene.name))
        XCTAssertTrue(failed.contains(rule.id), "\(rule.id): its example no longer fails it (failed: \(failed.sorted()))")
        XCTAssertEqual(failed, Set([rule.id]).union(Self.alsoFails(text)),
                       "\(url.lastPathComponent): the example fails other rules than its header says")
    }

    /// drag.autoscroll's failure says what was held and for how long, as docs/conformance.md
    /// gives the probe: a drag held 1.2 s in the bottom edge zone.
    func testTheAutoscrollFailureSaysHowLongTheDragWasHeld() throws {
        let scene = try SceneLoader.load(try String(contentsOf: Self.folder.appendingPathComponent("drag.autoscroll.yml"), encoding: .utf8), file: "drag.autoscroll.yml")
        let result = try XCTUnwrap(ConformanceEngine.check(scene, in: HarnessEnvironment(.iPadPro12_9, .landscape)).first { $0.rule == "drag.autoscroll" })
        XCTAssertEqual(result.failures.map(\.message), ["holding a drag 1.2 s in its bottom edge zone did not scroll it"])
        XCTAssertEqual(result.failures.map(\.element), ["playlist"])
    }

    func testTheWellMadeSceneStillPassesEveryRule() throws {
        let report = ConformanceEngine(environments: Self.environments).run([try ConformanceTests.load("mail.yml")])
        XCTAssertEqual(report.failedRules(scene: "Mail") + report.erroredRules(scene: "Mail"), [])
        // Every rule the Mail scene can exercise is applicable somewhere.
        let applicable = Set(report.results.filter { $0.verdict == .pass }.map(\.rule))
        let notApplicable = Set(ConformanceRule.all.map(\.id)).subtracting(applicable)
        // No tab bar in regular width, nothing hidden for a hardware keyboard, and no buttons
        // (its controls are bar buttons, which UIKit lays out).
        XCTAssertEqual(notApplicable, ["layout.no-bottom-tabs-regular", "keyboard.hardware-detected", "layout.inset-buttons"])
    }
}

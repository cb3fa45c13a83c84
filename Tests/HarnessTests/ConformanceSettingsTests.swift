import XCTest
import Foundation
import InputModel
@testable import Harness

/// The thresholds a team sets (`.tactile.yml`, `--config`): in force in the checks, printed in the
/// report's header and written to JSON; a bad file exits 65 naming its line.
final class ConformanceSettingsTests: XCTestCase {
    func scratch() throws -> String {
        let dir = try TactileProcess.scratchDirectory("settings")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        return dir
    }

    /// A 30 × 30 pt button and a 44 × 44 pt one whose bottom edge is 10 pt above the window's.
    static let scene = """
    scene: Thresholds
    elements:
      - {id: article, role: label, frames: {regular: [0, 140, 700, 500], compact: [0, 140, 320, 500]}}
      - {id: info, role: button, frame: [16, 90, 30, 30], defaultAction: show-info}
      - {id: send, role: button, frame: [120, 10, 44, 44], pin: bottom, defaultAction: send}
    """

    func settings(_ yaml: String) throws -> ConformanceSettings { try ConformanceSettings.load(yaml, file: "t.yml") }

    func verdict(_ rule: String, _ s: ConformanceSettings) throws -> RuleResult {
        let scene = try SceneLoader.load(Self.scene)
        var engine = ConformanceEngine(environments: [HarnessEnvironment(.iPadMini, .portrait)])
        engine.settings = s
        return try XCTUnwrap(engine.run([scene]).results.first { $0.rule == rule })
    }

    /// The defaults are the HIG's: 44 pt and a 20-pt bottom zone (cited by name in the header).
    func testDefaultsAndTheirSources() throws {
        XCTAssertEqual(ConformanceSettings.default.minimumHitTarget, 44)   // HIG › Adaptivity and layout
        XCTAssertEqual(ConformanceSettings.default.bottomGestureZone, 20)
        XCTAssertEqual(ConformanceSettings.default.summary,
                       "settings (defaults): minimum hit target 44 pt (HIG › Adaptivity and layout); bottom gesture zone 20 pt (HIG › Adaptivity and layout › Design full-screen experiences)")
        XCTAssertEqual(try verdict("layout.hit-target", .default).failures.map(\.message), ["30 × 30 pt, needs 44 × 44"])
    }

    /// The minimum hit target on both sides of 30 pt, and the bottom zone on both sides of the
    /// send button's 10-pt gap above the window's bottom edge.
    func testThresholdsAreInForceOnBothSides() throws {
        XCTAssertEqual(try verdict("layout.hit-target", try settings("conformance: {minimumHitTarget: 30}")).verdict, .pass)
        let strict = try verdict("layout.hit-target", try settings("conformance: {minimumHitTarget: 31}"))
        XCTAssertEqual(strict.failures.map(\.message), ["30 × 30 pt, needs 31 × 31 (set in t.yml)"])
        XCTAssertEqual(strict.required, .numbers([31, 31]))
        XCTAssertEqual(try verdict("layout.bottom-edge", .default).failures.first?.message,
                       "bottom edge at 1123 of 1133 pt: in the system gesture zone (bottom 20 pt or a 30 pt corner)")
        let zone = try verdict("layout.bottom-edge", try settings("conformance: {bottomGestureZone: 11}"))
        XCTAssertEqual(zone.failures.first?.message, "bottom edge at 1123 of 1133 pt: in the system gesture zone (bottom 11 pt, set in t.yml, or a 30 pt corner)")
        XCTAssertEqual(try verdict("layout.bottom-edge", try settings("conformance: {bottomGestureZone: 9}")).verdict, .pass)
    }

    /// The page states the threshold in force where it states the rule: under a 60-pt minimum
    /// from team.yml, layout.hit-target's text says 60 × 60 pt and where it was set, beside
    /// findings that say "needs 60 × 60"; under the defaults it says the guideline's 44 × 44 pt.
    func testTheRuleTextStatesTheThresholdInForce() throws {
        let scene = try SceneLoader.load(Self.scene)
        var engine = ConformanceEngine(environments: [HarnessEnvironment(.iPadMini, .portrait)])
        engine.settings = ConformanceSettings(minimumHitTarget: 60, source: "team.yml")
        let page = ConformanceHTML(report: engine.run([scene]), scenes: [scene]).page
        XCTAssertTrue(page.contains("Every interactive element offers at least 60 × 60 pt (set in team.yml; the guideline&#39;s is 44 × 44 pt) a tap can reach"),
                      "the rule's text, its quote escaped")
        XCTAssertFalse(page.contains("at least 44 × 44 pt a tap can reach"))
        XCTAssertTrue(page.contains("needs 60 × 60 (set in team.yml)"))
        let rule = try XCTUnwrap(ConformanceRule.all.first { $0.id == "layout.hit-target" })
        XCTAssertEqual(rule.text(under: .default), rule.rule)
        XCTAssertTrue(rule.rule.contains("at least 44 × 44 pt"))
    }

    /// JSON and JUnit state the threshold each result was measured against, with its source: the
    /// settings file that set it (and the guideline's value), or the guideline for the default.
    /// A rule that reads no setting, or measured nothing, states none.
    func testJSONAndJUnitStateTheThresholdInForce() throws {
        let scene = try SceneLoader.load(Self.scene)
        var engine = ConformanceEngine(environments: [HarnessEnvironment(.iPadMini, .portrait)])
        engine.settings = ConformanceSettings(minimumHitTarget: 60, source: "team.yml")
        let set = engine.run([scene])
        let line = try XCTUnwrap(set.json.split(separator: "\n").first { $0.contains("\"rule\":\"layout.hit-target\"") })
        XCTAssertTrue(line.contains("\"threshold\":{\"name\":\"minimumHitTarget\",\"value\":60,\"source\":\"team.yml\",\"guideline\":{\"value\":44,\"source\":\"HIG › Adaptivity and layout\"}}"), String(line))
        let zone = try XCTUnwrap(set.json.split(separator: "\n").first { $0.contains("\"rule\":\"layout.bottom-edge\"") })
        XCTAssertTrue(zone.contains("\"threshold\":{\"name\":\"bottomGestureZone\",\"value\":20,\"source\":\"HIG › Adaptivity and layout › Design full-screen experiences\"}"), String(zone))
        let other = try XCTUnwrap(set.json.split(separator: "\n").first { $0.contains("\"rule\":\"layout.no-clipping\"") })
        XCTAssertFalse(other.contains("threshold"))
        XCTAssertTrue(set.junit.contains("<property name=\"threshold\" value=\"minimum hit target 60 pt (set in team.yml; the guideline&#39;s is 44 pt, HIG › Adaptivity and layout)\"/>"), set.junit)
        engine.settings = .default
        let standard = engine.run([scene])
        XCTAssertTrue(standard.junit.contains("<property name=\"threshold\" value=\"minimum hit target 44 pt (HIG › Adaptivity and layout)\"/>"))
        XCTAssertTrue(standard.json.contains("\"threshold\":{\"name\":\"minimumHitTarget\",\"value\":44,\"source\":\"HIG › Adaptivity and layout\"}"))
    }

    /// Sizes are points more than 0 and at most 200 (docs/conformance.md, "Settings"): both
    /// sides of each end, for both sizes; a rule turned off takes only that rule out.
    func testSizesAreMoreThanZeroAndAtMostTwoHundred() throws {
        for key in ["minimumHitTarget", "bottomGestureZone"] {
            for (value, ok) in [("0", false), ("0.5", true), ("200", true), ("200.5", false), ("-1", false)] {
                let yaml = "conformance: {\(key): \(value)}"
                if ok {
                    XCTAssertNoThrow(try settings(yaml), yaml)
                } else {
                    XCTAssertThrowsError(try settings(yaml), yaml) { e in
                        XCTAssertTrue("\(e)".contains("t.yml:1") && "\(e)".contains("is not a size"), "\(e)")
                    }
                }
            }
        }
        XCTAssertEqual(try settings("conformance: {minimumHitTarget: 200}").minimumHitTarget, 200)
        XCTAssertEqual(try settings("conformance: {bottomGestureZone: 0.5}").bottomGestureZone, 0.5)
        let off = try settings("conformance:\n  off: {layout.hit-target: \"audited elsewhere\"}\n")
        XCTAssertEqual(try verdict("layout.bottom-edge", off).verdict, .fail, "only the rule named is off")
    }

    /// A rule turned off is not applicable in every environment, saying where and why.
    func testRulesTurnedOffSayWhy() throws {
        let r = try verdict("layout.hit-target", try settings("conformance:\n  off: {layout.hit-target: \"judged by the design system's own audit\"}\n"))
        XCTAssertEqual(r.verdict, .notApplicable)
        XCTAssertEqual(r.note, "turned off in t.yml: judged by the design system's own audit")
        XCTAssertEqual(r.notJudged, .turnedOff)
    }

    /// `.tactile.yml` in the working directory is read; `--config` names another file; the values
    /// are printed in the header and written to JSON.
    func testTheFileIsFoundPrintedAndWritten() throws {
        let dir = try scratch()
        try Self.scene.write(toFile: dir + "/scene.yml", atomically: false, encoding: .utf8)
        try "conformance:\n  minimumHitTarget: 30\n".write(toFile: dir + "/.tactile.yml", atomically: false, encoding: .utf8)
        let r = try TactileProcess.run(["conformance", "scene.yml", "--device", "ipad-mini", "--json", "r.json"], in: dir, timeout: 120)
        let text = String(decoding: r.stdout, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("settings from .tactile.yml: minimum hit target 30 pt (set); bottom gesture zone 20 pt (HIG › Adaptivity and layout › Design full-screen experiences)"), text)
        XCTAssertFalse(text.contains("layout.hit-target [info]"), text)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r.json"))) as? [String: Any])
        let s = try XCTUnwrap(json["settings"] as? [String: Any])
        XCTAssertEqual(s["minimumHitTarget"] as? Double, 30)
        XCTAssertEqual(s["bottomGestureZone"] as? Double, 20)
        XCTAssertEqual(s["source"] as? String, ".tactile.yml")

        try "conformance:\n  minimumHitTarget: 50\n".write(toFile: dir + "/team.yml", atomically: false, encoding: .utf8)
        let other = try TactileProcess.run(["conformance", "scene.yml", "--device", "ipad-mini", "--config", "team.yml"], in: dir, timeout: 120)
        XCTAssertTrue(String(decoding: other.stdout, as: UTF8.self).contains("layout.hit-target [send] 44 × 44 pt, needs 50 × 50"))
        XCTAssertEqual(try TactileProcess.run(["conformance", "scene.yml", "--config", "none.yml"], in: dir).status, 66)
    }

    /// A bad configuration exits 65 with its file, line and reason.
    func testBadConfigurationsNameTheirLine() throws {
        let dir = try scratch()
        try Self.scene.write(toFile: dir + "/scene.yml", atomically: false, encoding: .utf8)
        for (text, line, reason) in [
            ("conformance:\n  minimumHitTarget: -4\n", 2, "is not a size"),
            ("conformance:\n  minimumTarget: 40\n", 2, "minimumTarget"),
            ("conformance:\n  off:\n    layout.tiny: why\n", 3, "unknown rule 'layout.tiny'"),
            ("conformance:\n  off:\n    layout.hit-target: \"\"\n", 3, "a rule turned off needs a reason"),
            ("conformance:\n  bottomGestureZone: wide\n", 2, "bottomGestureZone"),
        ] {
            try text.write(toFile: dir + "/bad.yml", atomically: false, encoding: .utf8)
            let r = try TactileProcess.run(["conformance", "scene.yml", "--config", "bad.yml"], in: dir)
            XCTAssertEqual(r.status, 65, text)
            XCTAssertTrue(r.stderr.contains("bad.yml:\(line):") && r.stderr.contains(reason), "\(text): \(r.stderr)")
        }
    }
}

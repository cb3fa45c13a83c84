import XCTest
import Foundation
import InputModel
@testable import Harness

/// `--baseline`, `--write-baseline` and the overlay's `waive:`: known failures do not fail the
/// run, new ones do, fixed ones are listed; waived ones show as waived, never as passes.
final class BaselineAndWaiverTests: XCTestCase {
    func scratch() throws -> String {
        let dir = try TactileProcess.scratchDirectory("baseline")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        return dir
    }

    static let scene = "Scenes/scaled-iphone.yml"

    func json(_ path: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    /// The baseline records every failure by rule, scene, element and environment class; with it
    /// the run passes (exit 0) and JUnit skips the known failures; a failure taken out of the
    /// baseline is new again (exit 1); an entry that no longer fails is listed as fixed.
    func testKnownNewAndFixed() throws {
        let dir = try scratch()
        let base = dir + "/baseline.yml"
        let first = try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini", "--write-baseline", base], timeout: 120)
        XCTAssertEqual(first.status, 1, "writing a baseline does not hide this run's failures")
        let text = try String(contentsOfFile: base, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix(Baseline.marker))
        XCTAssertTrue(text.contains("- {rule: layout.hit-target, scene: \"Scaled-up iPhone app\", element: like, environment: \"regular fullScreen\"}"), text)
        XCTAssertFalse(text.contains("24 × 24"), "no measurements in the keys")

        let junit = dir + "/r.xml", report = dir + "/r.json"
        let known = try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini", "--baseline", base, "--junit", junit, "--json", report], timeout: 120)
        let out = String(decoding: known.stdout, as: UTF8.self)
        XCTAssertEqual(known.status, 0, out)
        XCTAssertTrue(out.contains("Scaled-up iPhone app — PASS"), out)
        XCTAssertTrue(out.contains("known failures (in the baseline \(base))"), out)
        XCTAssertTrue(out.contains("  layout.hit-target                    0    10       0       0     0  static  known"), out)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("failures=\"0\""), xml)
        XCTAssertTrue(xml.contains("<skipped message=\"known failure (in the baseline \(base)): like: 24 × 24 pt, needs 44 × 44\"/>"), xml)
        let j = try json(report)
        XCTAssertEqual(j["failed"] as? Bool, false)
        let b = try XCTUnwrap(j["baseline"] as? [String: Any])
        XCTAssertEqual(b["new"] as? Int, 0)
        XCTAssertGreaterThan(b["known"] as? Int ?? 0, 0)

        // Take the like button's regular full-screen entry out, and add one that no longer fails.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.contains("element: like, environment: \"regular fullScreen\"") && $0.contains("layout.hit-target") }
        lines.insert("- {rule: layout.hit-target, scene: \"Scaled-up iPhone app\", element: removed-button, environment: \"regular fullScreen\"}", at: 3)
        try lines.joined(separator: "\n").write(toFile: base, atomically: false, encoding: .utf8)
        let again = try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini", "--baseline", base, "--json", report], timeout: 120)
        let againText = String(decoding: again.stdout, as: UTF8.self)
        XCTAssertEqual(again.status, 1, "a failure not in the baseline is new: \(againText)")
        XCTAssertTrue(againText.contains("layout.hit-target [like] 24 × 24 pt, needs 44 × 44"), againText)
        XCTAssertTrue(againText.contains("fixed since the baseline (no longer fail; remove them from \(base)):\n    layout.hit-target [removed-button] regular fullScreen"), againText)
        let fixed = try XCTUnwrap((try json(report)["baseline"] as? [String: Any])?["fixed"] as? [[String: Any]])
        XCTAssertEqual(fixed.map { $0["element"] as? String }, ["removed-button"])
    }

    /// Keys survive a re-import: the same dumps imported again, or laid out a few points
    /// differently, give the same entries (no coordinates in them).
    func testEntriesSurviveReimports() throws {
        let dir = try scratch()
        let dump = TactileProcess.root + "/Tests/Import/uikit-iphone-recipes.txt"
        let moved = dir + "/moved.txt"
        try String(contentsOfFile: dump, encoding: .utf8).replacingOccurrences(of: "frame = (320 20; 24 24)", with: "frame = (318 22; 24 24)")
            .write(toFile: moved, atomically: false, encoding: .utf8)
        var keys: [Set<Baseline.Entry>] = []
        for d in [dump, moved] {
            let scene = try SceneImport.scene(dumps: [d], overlay: nil, name: "Recipes")
            keys.append(ConformanceEngine(environments: [HarnessEnvironment(.iPadPro11, .portrait)]).run([scene]).baselineEntries.entries)
        }
        XCTAssertEqual(keys[0], keys[1])
        XCTAssertTrue(keys[0].contains(Baseline.Entry(rule: "layout.hit-target", scene: "Recipes", element: "Recipes.HeartButton[1]", environment: "regular fullScreen")),
                      "\(keys[0].sorted().map(\.description))")
    }

    /// `--write-baseline` replaces only a baseline Tactile wrote; a bad baseline names its line.
    func testBaselineFilesAreCheckedAndOutputsGuarded() throws {
        let dir = try scratch()
        let mine = dir + "/notes.yml"
        try "my notes\n".write(toFile: mine, atomically: false, encoding: .utf8)
        let refused = try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini", "--write-baseline", mine], timeout: 120)
        XCTAssertEqual(refused.status, 64, refused.stderr)
        XCTAssertEqual(try String(contentsOfFile: mine, encoding: .utf8), "my notes\n")
        XCTAssertEqual(try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini", "--write-baseline", dir], timeout: 120).status, 64)
        let bad = dir + "/bad.yml"
        try "\(Baseline.marker)\nfailures:\n- {rule: layout.hit-target, scene: S, element: e, environment: \"regular fullScreen\"}\n- {rule: layout.made-up, scene: S, element: e, environment: \"regular fullScreen\"}\n"
            .write(toFile: bad, atomically: false, encoding: .utf8)
        let r = try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini", "--baseline", bad], timeout: 120)
        XCTAssertEqual(r.status, 65)
        XCTAssertTrue(r.stderr.contains("\(bad):4:") && r.stderr.contains("unknown rule 'layout.made-up'"), r.stderr)
        try "\(Baseline.marker)\nfailures:\n- {rule: layout.hit-target, scene: S, element: e, environment: \"ipad-mini portrait\"}\n".write(toFile: bad, atomically: false, encoding: .utf8)
        let env = try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini", "--baseline", bad], timeout: 120)
        XCTAssertEqual(env.status, 65)
        XCTAssertTrue(env.stderr.contains("\(bad):3:"), env.stderr)
        XCTAssertEqual(try TactileProcess.run(["conformance", Self.scene, "--baseline", dir + "/none.yml"]).status, 66)
    }

    /// A waiver in the overlay, with its reason: the element's failures of that rule show as
    /// waived in text, JSON and JUnit and do not fail the run; the rule's verdict there is
    /// `waived`, never `pass`. A waiver needs a known rule and a reason.
    func testWaiversShowAsWaived() throws {
        let dir = try scratch()
        let overlay = dir + "/overlay.yml"
        try """
        elements:
          Recipes.HeartButton[1]: {waive: {layout.hit-target: "the row takes the tap; tracked as DESIGN-12"}}
          Recipes.HeartButton[2]: {waive: {layout.hit-target: "the row takes the tap; tracked as DESIGN-12"}}
          Recipes.ShareSheetAnchor[1]: {waive: {layout.hit-target: "an anchor for the share sheet, not a control", pointer.hover-effect: "same"}}
        """.write(toFile: overlay, atomically: false, encoding: .utf8)
        let dump = TactileProcess.root + "/Tests/Import/uikit-iphone-recipes.txt"
        let scene = try SceneImport.scene(dumps: [dump], overlay: overlay, name: nil)
        XCTAssertEqual(try SceneLoader.load(try SceneImport.yaml(scene, dumps: [dump], overlay: overlay)), scene, "waivers read back")
        let report = ConformanceEngine(environments: [HarnessEnvironment(.iPadPro11, .portrait)]).run([scene])
        let hit = try XCTUnwrap(report.results.first { $0.rule == "layout.hit-target" })
        XCTAssertEqual(hit.verdict, .waived)
        XCTAssertEqual(hit.failures.compactMap(\.waived).count, 3)
        XCTAssertTrue(report.textSummary().contains("layout.hit-target [Recipes.HeartButton[1]] 24 × 24 pt, needs 44 × 44 — waived: the row takes the tap; tracked as DESIGN-12"))
        XCTAssertTrue(report.textSummary().contains("  layout.hit-target                    0     0       0       1     0  static"))
        XCTAssertTrue(report.json.contains("\"verdict\":\"waived\""))
        XCTAssertTrue(report.json.contains("\"waived\":\"the row takes the tap; tracked as DESIGN-12\""))
        XCTAssertTrue(report.junit.contains("<skipped message=\"waived: the row takes the tap; tracked as DESIGN-12: Recipes.HeartButton[1]\"/>"))
        XCTAssertFalse(report.results.contains { $0.rule == "layout.hit-target" && $0.verdict == .pass })

        for (text, why) in [("elements:\n  Recipes.HeartButton[1]: {waive: {layout.tiny: reason}}\n", "unknown rule 'layout.tiny'"),
                            ("elements:\n  Recipes.HeartButton[1]: {waive: {layout.hit-target: \"\"}}\n", "a waiver needs a reason")] {
            try text.write(toFile: overlay, atomically: false, encoding: .utf8)
            XCTAssertThrowsError(try SceneImport.scene(dumps: [dump], overlay: overlay, name: nil)) { e in
                XCTAssertTrue("\(e)".contains(why) && "\(e)".contains("\(overlay):2"), "\(e)")
            }
        }
    }
}

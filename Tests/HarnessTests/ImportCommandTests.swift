import XCTest
import Foundation
import InputModel
@testable import Harness

/// `tactile import` as a user runs it: standard output or `-o`, what may stand at `-o`, bad
/// dumps, and the round trip import → conformance whose failures name the dump's ids.
final class ImportCommandTests: XCTestCase {
    static let uikit = "Tests/Import/uikit-iphone-recipes.txt"
    static let xcuitest = "Tests/Import/xcuitest-ipad-recipes.txt"

    func scratch() throws -> String {
        let dir = try TactileProcess.scratchDirectory("import")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        return dir
    }

    func testStandardOutputIsASceneTheLoaderAccepts() throws {
        let r = try TactileProcess.run(["import", Self.xcuitest])
        XCTAssertEqual(r.status, 0, r.stderr)
        let text = String(decoding: r.stdout, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(SceneImport.marker))
        let scene = try SceneLoader.load(text)
        XCTAssertEqual(scene.name, "Recipes")
        XCTAssertEqual(scene.element("add-recipe")?.role, .barButton)
    }

    func testOutputReplacesOnlyAnEarlierImport() throws {
        let dir = try scratch()
        let out = dir + "/scene.yml"
        XCTAssertEqual(try TactileProcess.run(["import", Self.xcuitest, "-o", out]).status, 0)
        let first = try String(contentsOfFile: out, encoding: .utf8)
        let again = try TactileProcess.run(["import", Self.xcuitest, "-o", out])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), first, "the same dump imports to the same bytes")

        let mine = dir + "/my-scene.yml"
        try "scene: hand-written\nelements: []\n".write(toFile: mine, atomically: true, encoding: .utf8)
        let refused = try TactileProcess.run(["import", Self.xcuitest, "-o", mine])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("refusing to replace it"), refused.stderr)
        XCTAssertEqual(try String(contentsOfFile: mine, encoding: .utf8), "scene: hand-written\nelements: []\n")

        let folder = dir + "/folder"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        XCTAssertEqual(try TactileProcess.run(["import", Self.xcuitest, "-o", folder]).status, 64)

        let copy = dir + "/dump.txt"
        try FileManager.default.copyItem(atPath: TactileProcess.root + "/" + Self.xcuitest, toPath: copy)
        let ontoInput = try TactileProcess.run(["import", copy, "-o", copy])
        XCTAssertEqual(ontoInput.status, 64)
        XCTAssertEqual(try String(contentsOfFile: copy, encoding: .utf8),
                       try String(contentsOfFile: TactileProcess.root + "/" + Self.xcuitest, encoding: .utf8))
    }

    func testABadDumpLeavesNothingAtTheOutput() throws {
        let dir = try scratch()
        let bad = dir + "/bad.txt"
        try "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 10)>\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let out = dir + "/scene.yml"
        let r = try TactileProcess.run(["import", bad, "-o", out])
        XCTAssertEqual(r.status, 65)
        XCTAssertTrue(r.stderr.contains("\(bad):2: UIView: cannot read frame"), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["bad.txt"])
        let missing = try TactileProcess.run(["import", dir + "/nope.txt"])
        XCTAssertEqual(missing.status, 66)
    }

    /// An iPhone-sized window imported and checked in iPad environments. Taken as the app's
    /// layout in every window (an iPhone app on iPad), the layout and hit-target rules speak and
    /// name the dump's own ids; taken as the layout of its own window only, no iPad window shows
    /// it and the report says the scene was not checked (exit 1), rather than passing.
    func testIPhoneDumpCheckedOnIPadNamesTheDumpsIDs() throws {
        let dir = try scratch()
        let scene = dir + "/recipes.yml", json = dir + "/report.json"
        XCTAssertEqual(try TactileProcess.run(["import", Self.uikit, "--every-window", "-o", scene]).status, 0)
        let r = try TactileProcess.run(["conformance", scene, "--device", "ipad-pro-12.9", "--json", json], timeout: 120)
        XCTAssertEqual(r.status, 1, r.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let results = try XCTUnwrap(report["results"] as? [[String: Any]])
        func failing(_ rule: String) -> Set<String> {
            Set(results.filter { $0["rule"] as? String == rule }.flatMap { ($0["failures"] as? [[String: Any]]) ?? [] }
                .compactMap { $0["element"] as? String })
        }
        XCTAssertTrue(failing("layout.hit-target").isSuperset(of: ["Recipes.HeartButton[1]", "Recipes.HeartButton[2]"]), "\(failing("layout.hit-target"))")
        XCTAssertEqual(failing("layout.regular-width-columns"), ["root"], "an iPhone-width layout in a regular window")
        XCTAssertTrue(failing("layout.no-clipping").contains("UIWindow[1]"), "390 pt do not fit a 320-pt Slide Over window")

        let own = dir + "/own-window.yml"
        XCTAssertEqual(try TactileProcess.run(["import", Self.uikit, "-o", own]).status, 0)
        let unjudged = try TactileProcess.run(["conformance", own, "--device", "ipad-pro-12.9"], timeout: 120)
        XCTAssertEqual(unjudged.status, 1)
        let text = String(decoding: unjudged.stdout, as: UTF8.self)
        XCTAssertTrue(text.contains("NOT CHECKED"), text)
        XCTAssertTrue(text.contains("compact-390x844, no environment of the matrix"), text)
        let elsewhere = try TactileProcess.run(["conformance", "Examples/check-your-app/jotter.yml", "--device", "ipad-mini"], timeout: 120)
        XCTAssertTrue(String(decoding: elsewhere.stdout, as: UTF8.self).contains("regular-834x1194: ipad-pro-11 portrait fullScreen"),
                      "the note says where the dumps' windows are")
    }

    /// The README's worked example: the committed scene is what importing its dumps with its
    /// overlay gives today, and it passes where its dumps were taken (and only there).
    func testTheWorkedExampleIsCurrentAndPasses() throws {
        let ex = "Examples/check-your-app/"
        let dumps = ["jotter-portrait.txt", "jotter-landscape.txt", "jotter-slideover.xml"].map { ex + $0 }
        let r = try TactileProcess.run(["import"] + dumps + ["--overlay", ex + "jotter.overlay.yml"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(String(decoding: r.stdout, as: UTF8.self),
                       try String(contentsOfFile: TactileProcess.root + "/" + ex + "jotter.yml", encoding: .utf8),
                       "Examples/check-your-app/jotter.yml is out of date: re-run the import in the README")
        let html = try scratch() + "/report"
        let report = try TactileProcess.run(["conformance", ex + "jotter.yml", "--device", "ipad-pro-11", "--html", html], timeout: 120)
        let text = String(decoding: report.stdout, as: UTF8.self)
        XCTAssertEqual(report.status, 0, text)
        XCTAssertTrue(text.contains("Jotter — PASS"), text)
        XCTAssertTrue(text.contains("imported: judged in 4 of 10 environments"), text)
        let page = try String(contentsOfFile: html + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("Imported from \(ex)jotter-portrait.txt (xcuitest, a 834 × 1194 pt window)"))
        XCTAssertTrue(page.contains("Judged in the 4 of 10 environments whose window a dump shows"))
    }

    /// `replay --scene` takes an imported scene as it is, and says when the environment's window
    /// is none a dump shows (so nothing is laid out) and which environments would be.
    func testReplayOnAnImportedSceneSaysWhereItIsLaidOut() throws {
        let scene = "Examples/check-your-app/jotter.yml"
        let elsewhere = try TactileProcess.run(["replay", "Traces/synth/tap-send.yml", "--scene", scene])
        XCTAssertEqual(elsewhere.status, 0, elsewhere.stderr)
        XCTAssertTrue(elsewhere.stderr.contains("none of its elements is laid out"), elsewhere.stderr)
        XCTAssertTrue(elsewhere.stderr.contains("ipad-pro-11 portrait fullScreen"), elsewhere.stderr)
        let shown = try TactileProcess.run(["replay", "Traces/synth/tap-send.yml", "--scene", scene, "--environment", "ipad-pro-11 portrait"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertEqual(shown.stderr, "")
        let taps = String(decoding: shown.stdout, as: UTF8.self).split(separator: "\n").filter { $0.contains(" tap ") }
        XCTAssertFalse(taps.isEmpty)
        XCTAssertFalse(taps.contains { $0.contains(" tap root ") }, "the tap lands on an imported element: \(taps)")
    }
}

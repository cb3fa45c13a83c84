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
        try "scene: hand-written\nelements: []\n".write(toFile: mine, atomically: false, encoding: .utf8)
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
        try "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 10)>\n".write(toFile: bad, atomically: false, encoding: .utf8)
        let out = dir + "/scene.yml"
        let r = try TactileProcess.run(["import", bad, "-o", out])
        XCTAssertEqual(r.status, 65)
        XCTAssertTrue(r.stderr.contains("\(bad):2: UIView: cannot read frame"), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["bad.txt"])
        let missing = try TactileProcess.run(["import", dir + "/nope.txt"])
        XCTAssertEqual(missing.status, 66)
    }

    /// A bad Info.plist or window declaration exits 65 naming the file (and the overlay's line);
    /// a missing Info.plist exits 66; nothing is written at -o.
    func testABadDeclarationExits65NamingTheFile() throws {
        let dir = try scratch()
        let plist = dir + "/Info.plist", overlay = dir + "/o.yml", out = dir + "/scene.yml"
        try "<plist><dict><key>UIDeviceFamily</key><array><integer>3</integer></array></dict></plist>".write(toFile: plist, atomically: false, encoding: .utf8)
        let r = try TactileProcess.run(["import", Self.uikit, "--info-plist", plist, "-o", out])
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(plist): UIDeviceFamily names neither iPhone (1) nor iPad (2)"), r.stderr)
        let missing = try TactileProcess.run(["import", Self.uikit, "--info-plist", dir + "/none.plist", "-o", out])
        XCTAssertEqual(missing.status, 66, missing.stderr)
        try "scene: Fragment\nwindow: [320, 480]\n".write(toFile: overlay, atomically: false, encoding: .utf8)
        let small = try TactileProcess.run(["import", "Tests/Import/xcuitest-sheet-fragment.txt", "--overlay", overlay, "-o", out])
        XCTAssertEqual(small.status, 65, small.stderr)
        XCTAssertTrue(small.stderr.contains("\(overlay):2: window: a 320 × 480 pt window cannot hold the root of Tests/Import/xcuitest-sheet-fragment.txt"), small.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["Info.plist", "o.yml"])
    }

    /// An iPhone-sized window (390 × 844 pt, an iPhone 12–14) imported and checked in iPad
    /// environments: iPadOS shows an iPhone app in compatibility mode, full screen only, in its own
    /// iPhone window. So the scaled-up finding comes once per full-screen environment, the hit
    /// targets are the dump's own ids judged in that window, nothing clips against a window the app
    /// is never shown in, and Slide Over and the splits are not applicable, saying why. Imported
    /// for its own window only, it is judged the same way (not NOT CHECKED).
    func testIPhoneDumpCheckedOnIPadNamesTheDumpsIDs() throws {
        let dir = try scratch()
        for everyWindow in [true, false] {
            let scene = dir + "/recipes-\(everyWindow).yml", json = dir + "/report-\(everyWindow).json"
            XCTAssertEqual(try TactileProcess.run(["import", Self.uikit, "--info-plist", "Tests/Import/Info-iphone.plist", "-o", scene]
                                                  + (everyWindow ? ["--every-window"] : [])).status, 0)
            let r = try TactileProcess.run(["conformance", scene, "--device", "ipad-pro-12.9", "--json", json], timeout: 120)
            XCTAssertEqual(r.status, 1, r.stderr)
            let text = String(decoding: r.stdout, as: UTF8.self)
            XCTAssertTrue(text.contains("judged in 2 of 10 environments; the other 8 are Slide Over and Split View, where iPadOS never shows an iPhone app"), text)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
            let results = try XCTUnwrap(report["results"] as? [[String: Any]])
            func failures(_ rule: String) -> [[String: Any]] {
                results.filter { $0["rule"] as? String == rule }.flatMap { ($0["failures"] as? [[String: Any]]) ?? [] }
            }
            XCTAssertTrue(Set(failures("layout.hit-target").compactMap { $0["element"] as? String })
                .isSuperset(of: ["Recipes.HeartButton[1]", "Recipes.HeartButton[2]"]))
            let scaled = failures("layout.regular-width-columns")
            XCTAssertEqual(scaled.count, 2, "once per full-screen environment (portrait, landscape)")
            XCTAssertEqual(scaled.first?["element"] as? String, "root")
            XCTAssertTrue((scaled.first?["message"] as? String ?? "").contains("390 × 844 pt iPhone window scaled up"))
            XCTAssertTrue(failures("layout.no-clipping").isEmpty, "\(failures("layout.no-clipping"))")
            let slideOver = results.filter { $0["multitasking"] as? String == "slideOver" }
            XCTAssertFalse(slideOver.isEmpty)
            XCTAssertTrue(slideOver.allSatisfy { $0["verdict"] as? String == "n/a" && ($0["note"] as? String ?? "").contains("compatibility mode") })
        }
        let elsewhere = try TactileProcess.run(["conformance", "Examples/check-your-app/jotter.yml", "--device", "ipad-mini"], timeout: 120)
        XCTAssertTrue(String(decoding: elsewhere.stdout, as: UTF8.self).contains("regular-834x1194: ipad-pro-11 portrait fullScreen"),
                      "the note says where the dumps' windows are")
    }

    /// The README's worked example: the committed scene is what importing its dumps with its
    /// overlay gives today, and it passes where its dumps were taken (and only there).
    func testTheWorkedExampleIsCurrentAndPasses() throws {
        let ex = "Examples/check-your-app/"
        let dumps = ["jotter-portrait.txt", "jotter-landscape.txt", "jotter-slideover.xml"].map { ex + $0 }
        // Written beside the committed scene, as the README's command writes it (screenshot paths
        // are relative to the scene file), then compared and removed.
        let fresh = ex + ".jotter-\(getpid()).yml"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: TactileProcess.root + "/" + fresh) }
        let r = try TactileProcess.run(["import"] + dumps + ["--overlay", ex + "jotter.overlay.yml", "-o", fresh])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try String(contentsOfFile: TactileProcess.root + "/" + fresh, encoding: .utf8),
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

    /// Examples/check-your-app/jotter.yml is regenerated by the import it checks, so beside the
    /// byte comparison it must hold facts read off its inputs by hand: frames from the dumps'
    /// lines (window points; the Slide Over page source's x 819 is the window's origin), the
    /// windows the example's README names, and what the overlay declares.
    func testTheJotterSceneHoldsWhatItsDumpsAndOverlaySay() throws {
        let scene = try SceneLoader.load(contentsOf: TactileProcess.root + "/Examples/check-your-app/jotter.yml")
        func element(_ id: String) throws -> SceneElement { try XCTUnwrap(scene.element(id), id) }
        // jotter-portrait.txt: Cell 'folder-work' {{10.0, 128.0}, {240.0, 44.0}}; jotter-landscape.txt {{10.0, 128.0}, {280.0, 44.0}}.
        XCTAssertEqual(try element("folder-work").frames["regular-834x1194"], ScreenRect(x: 10, y: 128, width: 240, height: 44))
        XCTAssertEqual(try element("folder-work").frames["regular-1194x834"], ScreenRect(x: 10, y: 128, width: 280, height: 44))
        // TextView 'note-body' {{557.0, 84.0}, {261.0, 1070.0}} in portrait.
        XCTAssertEqual(try element("note-body").frames["regular-834x1194"], ScreenRect(x: 557, y: 84, width: 261, height: 1070))
        // jotter-slideover.xml: note-1 at x 819 (the window's left edge), y 130, 375 × 72.
        XCTAssertEqual(try element("note-1").frames["compact-375x834"], ScreenRect(x: 0, y: 130, width: 375, height: 72))
        XCTAssertEqual(scene.imported.map(\.window), [ScreenSize(width: 834, height: 1194), ScreenSize(width: 1194, height: 834), ScreenSize(width: 375, height: 834)])
        XCTAssertEqual(scene.imported.map(\.format), [.xcuitest, .xcuitest, .appium])
        // jotter.overlay.yml: the folder list is the sidebar; Work's menu, drag and spring load.
        XCTAssertEqual(try element("folder-list").role, .sidebar)
        XCTAssertEqual(try element("folder-work").role, .sidebarItem)
        XCTAssertEqual(try element("folder-work").contextMenu, ["Rename", "Delete"])
        XCTAssertEqual(try element("folder-work").springLoaded?.action, "open-work")
        XCTAssertEqual(try element("note-body").focus?.group, "editor")
        XCTAssertTrue(scene.undo)
        XCTAssertEqual(scene.shortcuts.map(\.title), ["New Note", "New Folder", "Find", "Delete Note", "Cut", "Copy", "Paste", "Select All"])
        XCTAssertEqual(scene.shortcuts.first?.keys, KeyCombo("cmd+n"))
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

import XCTest
import Foundation
import InputModel
@testable import Harness

/// A screenshot beside a dump: found by its base name or given with `--screenshot DUMP=PNG`,
/// checked (a PNG, the window's aspect), recorded in the scene, and drawn under the failing
/// element in the HTML report, embedded once; elsewhere the wireframe stays.
final class ScreenshotTests: XCTestCase {
    static let ex = "Examples/check-your-app/"

    /// A PNG of `w` × `h` pixels (`TestPNG`).
    func png(_ w: UInt32, _ h: UInt32) -> [UInt8] { TestPNG.make(w, h) }

    /// `import -o` records a screenshot relative to the scene file, so `conformance` finds it run
    /// from any folder; one that is gone is a note (the wireframe drawn, the verdict's exit code);
    /// one that is no PNG stops the run with 65 before anything is written.
    func testScreenshotsAreFoundFromTheSceneFile() throws {
        let dir = try scratchFolder("screenshot")
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/app/dumps", withIntermediateDirectories: true)
        for f in ["jotter-portrait.txt", "jotter-portrait.png"] {
            try fm.copyItem(atPath: TactileProcess.root + "/" + Self.ex + f, toPath: dir + "/app/dumps/" + f)
        }
        try fm.createDirectory(atPath: dir + "/app/scenes", withIntermediateDirectories: true)
        XCTAssertEqual(try TactileProcess.run(["import", "dumps/jotter-portrait.txt", "-o", "scenes/j.yml"], in: dir + "/app").status, 0)
        XCTAssertEqual(try SceneLoader.load(contentsOf: dir + "/app/scenes/j.yml").imported.first?.screenshot, "../dumps/jotter-portrait.png")
        let html = dir + "/report"
        let r = try TactileProcess.run(["conformance", "app/scenes/j.yml", "--device", "ipad-pro-11", "--html", html], in: dir, timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try String(contentsOfFile: html + "/index.html", encoding: .utf8).contains("data:image/png;base64,"))
        // Gone: a note, the wireframe, and the verdict's exit code.
        try fm.removeItem(atPath: dir + "/app/dumps/jotter-portrait.png")
        let gone = try TactileProcess.run(["conformance", "app/scenes/j.yml", "--device", "ipad-pro-11", "--html", html], in: dir, timeout: 120)
        XCTAssertEqual(gone.status, 0, gone.stderr)
        XCTAssertTrue(gone.stderr.contains("note: app/scenes/j.yml: the screenshot ../dumps/jotter-portrait.png of dumps/jotter-portrait.txt is not there"), gone.stderr)
        let page = try String(contentsOfFile: html + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("is not there") && !page.contains("data:image/png;base64,"))
        // Broken: 65, nothing written.
        try "not a png".write(toFile: dir + "/app/dumps/jotter-portrait.png", atomically: false, encoding: .utf8)
        try fm.removeItem(atPath: html)
        let broken = try TactileProcess.run(["conformance", "app/scenes/j.yml", "--device", "ipad-pro-11", "--html", html, "--json", dir + "/r.json"], in: dir, timeout: 120)
        XCTAssertEqual(broken.status, 65, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("app/scenes/../dumps/jotter-portrait.png: not a PNG"), broken.stderr)
        XCTAssertEqual(Set(try fm.contentsOfDirectory(atPath: dir)), ["app"])
    }

    /// The aspect check holds within 1 % either way (a pixel's rounding) and refuses a screenshot
    /// too wide as well as one too tall: an 834 × 1194 pt window at 2× is 1668 × 2388 px.
    func testTheAspectCheckRefusesBothDirections() throws {
        let window = ScreenSize(width: 834, height: 1194)
        let shot = try Screenshot.check(png(1668, 2388), path: "s.png", window: window, dump: "d.txt")
        XCTAssertEqual(shot.path, "s.png")
        XCTAssertEqual(shot.pixels, ScreenSize(width: 1668, height: 2388))
        XCTAssertEqual(shot.bytes, png(1668, 2388))
        func accepted(_ w: UInt32, _ h: UInt32) -> Bool {
            do { _ = try Screenshot.check(png(w, h), path: "s.png", window: window, dump: "d.txt"); return true }
            catch { XCTAssertTrue("\(error)".contains("s.png") && "\(error)".contains("does not have the aspect"), "\(error)"); return false }
        }
        XCTAssertTrue(accepted(1668, 2388))
        XCTAssertTrue(accepted(1684, 2388), "0.96 % wider")
        XCTAssertFalse(accepted(1685, 2388), "1.02 % wider")
        XCTAssertTrue(accepted(1668, 2412), "0.99 % taller")
        XCTAssertFalse(accepted(1668, 2413), "1.04 % taller")
        XCTAssertFalse(accepted(750, 1668), "a Slide Over screenshot for a full-screen window")
        XCTAssertFalse(accepted(2388, 1668), "a landscape screenshot for a portrait window")
        XCTAssertTrue(accepted(2502, 3582), "3×")
    }

    func testImportFindsChecksAndRecordsScreenshots() throws {
        let dir = try scratchFolder("screenshot")
        let dump = Self.ex + "jotter-portrait.txt"
        let out = dir + "/j.yml"
        XCTAssertEqual(try TactileProcess.run(["import", dump, "-o", out]).status, 0)
        // Found beside the dump; recorded from the scene file's folder (relative, or absolute
        // where the two share only the root): either way it names the PNG.
        let real = URL(fileURLWithPath: TactileProcess.root + "/" + Self.ex + "jotter-portrait.png").resolvingSymlinksInPath().path
        let recorded = try XCTUnwrap(try SceneLoader.load(contentsOf: out).imported.first?.screenshot, "found beside the dump")
        let resolved = recorded.hasPrefix("/") ? recorded
            : URL(fileURLWithPath: dir).resolvingSymlinksInPath().appendingPathComponent(recorded).standardizedFileURL.path
        XCTAssertEqual(resolved, real, recorded)

        // Given explicitly, under another name.
        let copy = dir + "/shot.png"
        try FileManager.default.copyItem(atPath: TactileProcess.root + "/" + Self.ex + "jotter-portrait.png", toPath: copy)
        let given = try SceneImport.scene(dumps: [TactileProcess.root + "/" + Self.ex + "jotter-slideover.xml"], overlay: nil, name: nil,
                                          screenshots: [:])
        XCTAssertNil(given.imported[0].screenshot)
        // Not a PNG, and the wrong aspect (a portrait 834 × 1194 screenshot for a 375 × 834 Slide Over window).
        let fake = dir + "/fake.png"
        try "not a png".write(toFile: fake, atomically: false, encoding: .utf8)
        let notPNG = try TactileProcess.run(["import", dump, "--screenshot", "\(dump)=\(fake)", "-o", dir + "/x.yml"])
        XCTAssertEqual(notPNG.status, 65)
        XCTAssertTrue(notPNG.stderr.contains("\(fake): not a PNG"), notPNG.stderr)
        let slide = Self.ex + "jotter-slideover.xml"
        let aspect = try TactileProcess.run(["import", slide, "--screenshot", "\(slide)=\(copy)", "-o", dir + "/y.yml"])
        XCTAssertEqual(aspect.status, 65)
        XCTAssertTrue(aspect.stderr.contains("\(copy): a 1668 × 2388 px screenshot does not have the aspect of \(slide)'s 375 × 834 pt window"), aspect.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/x.yml") || FileManager.default.fileExists(atPath: dir + "/y.yml"))
        XCTAssertEqual(try TactileProcess.run(["import", dump, "--screenshot", "\(dump)=\(dir)/none.png"]).status, 66)
        XCTAssertEqual(try TactileProcess.run(["import", dump, "--screenshot", "other.txt=\(copy)"]).status, 64)
    }

    /// The HTML report embeds the screenshot once and draws findings of the portrait window over
    /// it (the failing element marked); the landscape dump, copied away from its screenshot, has
    /// none, so its drawings are the wireframe.
    func testTheReportDrawsFindingsOnTheAppsPixels() throws {
        let dir = try scratchFolder("screenshot")
        let portrait = dir + "/portrait.yml", landscape = dir + "/landscape.yml"
        let landscapeDump = dir + "/jotter-landscape.txt"
        try FileManager.default.copyItem(atPath: TactileProcess.root + "/" + Self.ex + "jotter-landscape.txt", toPath: landscapeDump)
        XCTAssertEqual(try TactileProcess.run(["import", Self.ex + "jotter-portrait.txt", "-o", portrait, "--name", "Portrait"]).status, 0)
        XCTAssertEqual(try TactileProcess.run(["import", landscapeDump, "-o", landscape, "--name", "Landscape"]).status, 0)
        let html = dir + "/report"
        _ = try TactileProcess.run(["conformance", portrait, landscape, "--device", "ipad-pro-11", "--html", html], timeout: 120)
        let page = try String(contentsOfFile: html + "/index.html", encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<symbol id=\"shot-1\"").count - 1, 1, "embedded once")
        XCTAssertTrue(page.contains("<image href=\"data:image/png;base64,iVBORw0KGgo"))
        XCTAssertTrue(page.contains("<use href=\"#shot-1\" x=\"0\" y=\"0\" width=\"834\" height=\"1194\"/>"), "scaled to the window's points")
        XCTAssertTrue(page.contains("class=\"hit onshot\""))
        let svgs = page.components(separatedBy: "<svg xmlns").dropFirst()
        let onShot = svgs.filter { $0.contains("layout of Portrait in") }
        XCTAssertTrue(!onShot.isEmpty && onShot.allSatisfy { $0.contains("#shot-1") && !$0.contains("class=\"bg\"") })
        let wire = svgs.filter { $0.contains("layout of Landscape in") }
        XCTAssertTrue(!wire.isEmpty && wire.allSatisfy { $0.contains("class=\"bg\"") && !$0.contains("#shot-1") })
    }

    /// A scene recording `shots/jotter-portrait.png`: the file at that path from the scene's
    /// folder is the one drawn, before one of the same name directly beside the scene (the last
    /// place looked, for a scene moved away from its screenshots' folder).
    func testThePathFromTheScenesFolderComesFirst() throws {
        let dir = try scratchFolder("screenshot")
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/app/shots", withIntermediateDirectories: true)
        for f in ["jotter-portrait.txt", "jotter-portrait.png"] {
            try fm.copyItem(atPath: TactileProcess.root + "/" + Self.ex + f, toPath: dir + "/app/shots/" + f)
        }
        XCTAssertEqual(try TactileProcess.run(["import", "shots/jotter-portrait.txt", "-o", "j.yml"], in: dir + "/app").status, 0)
        XCTAssertEqual(try SceneLoader.load(contentsOf: dir + "/app/j.yml").imported.first?.screenshot, "shots/jotter-portrait.png")
        // Beside the scene, under the same name: a square PNG, of no 834 × 1194 pt window's aspect.
        try Data(TestPNG.make(100, 100)).write(to: URL(fileURLWithPath: dir + "/app/jotter-portrait.png"))
        let r = try TactileProcess.run(["conformance", "app/j.yml", "--device", "ipad-pro-11", "--html", dir + "/report"], in: dir, timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8).contains("data:image/png;base64,"))
        // Found only beside the scene, the square one is refused, naming the dump whose window it is for.
        try fm.removeItem(atPath: dir + "/app/shots/jotter-portrait.png")
        let beside = try TactileProcess.run(["conformance", "app/j.yml", "--device", "ipad-pro-11", "--html", dir + "/report2"], in: dir, timeout: 120)
        XCTAssertEqual(beside.status, 65, beside.stderr)
        XCTAssertTrue(beside.stderr.contains("app/jotter-portrait.png: a 100 × 100 px screenshot does not have the aspect of shots/jotter-portrait.txt's 834 × 1194 pt window"),
                      beside.stderr)
    }

    /// `--screenshot DUMP=PNG` splits at the first `=`: a PNG's name may hold one. The PNG is an
    /// input like the dump: `-o` onto it is refused (64) and it is kept.
    func testAScreenshotNamedWithAnEqualsSignAndKeptFromTheOutput() throws {
        let dir = try scratchFolder("screenshot")
        let fm = FileManager.default
        try fm.copyItem(atPath: TactileProcess.root + "/" + Self.ex + "jotter-portrait.txt", toPath: dir + "/d.txt")
        try fm.copyItem(atPath: TactileProcess.root + "/" + Self.ex + "jotter-portrait.png", toPath: dir + "/w=834.png")
        let r = try TactileProcess.run(["import", "d.txt", "--screenshot", "d.txt=w=834.png", "-o", "s.yml"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try SceneLoader.load(contentsOf: dir + "/s.yml").imported.first?.screenshot, "w=834.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/w=834.png"))
        let onto = try TactileProcess.run(["import", "d.txt", "--screenshot", "d.txt=w=834.png", "-o", "w=834.png"], in: dir)
        XCTAssertEqual(onto.status, 64, onto.stderr)
        XCTAssertEqual(onto.stderr, "tactile: -o w=834.png is the input w=834.png: writing it would replace the input; give another path\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dir + "/w=834.png")), before)
    }
}

import XCTest
import Foundation
@testable import Harness

/// Where `conformance --html` finds an imported scene's screenshot, and `import --screenshot`'s
/// own paths.
final class ScreenshotLookupTests: XCTestCase {
    static let ex = "Examples/check-your-app/"

    func scratch() throws -> String {
        let dir = try TactileProcess.scratchDirectory("screenshot-lookup")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        return dir
    }

    /// A scene recording `shots/jotter-portrait.png`: the file at that path from the scene's
    /// folder is the one drawn, before one of the same name directly beside the scene (the last
    /// place looked, for a scene moved away from its screenshots' folder).
    func testThePathFromTheScenesFolderComesFirst() throws {
        let dir = try scratch()
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
        let dir = try scratch()
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

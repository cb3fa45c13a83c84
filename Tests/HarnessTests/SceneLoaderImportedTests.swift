import XCTest
import InputModel
@testable import Harness

/// A scene's `imported:` list, as `tactile import` writes it: one dump for each layout key (the
/// import refuses two dumps of one window: a scene keeps one layout per window size), so which
/// dump a window's layout is taken from is never a choice; a hand-edited list that gives one
/// layout twice is refused at its line.
final class SceneLoaderImportedTests: XCTestCase {
    let head = "scene: s\nelements:\n  - {id: a, role: button, frames: {regular-1024x1366: [0, 0, 44, 44]}}\nimported:\n"

    func testOneDumpPerLayoutReads() throws {
        let scene = try SceneLoader.load(head + """
          - {dump: a.txt, format: uikit, window: [1024, 1366], layout: regular-1024x1366}
          - {dump: b.txt, format: uikit, window: [1366, 1024], layout: regular-1366x1024}

        """, file: "s.yml")
        XCTAssertEqual(scene.imported.map(\.dump), ["a.txt", "b.txt"])
        XCTAssertEqual(ScenePlacement.layoutSource(scene, HarnessEnvironment(.iPadPro12_9, .portrait))?.dump, "a.txt")
        XCTAssertEqual(ScenePlacement.layoutSource(scene, HarnessEnvironment(.iPadPro12_9, .landscape))?.dump, "b.txt")
    }

    func testALayoutGivenTwiceIsRefusedAtItsLine() {
        XCTAssertThrowsError(try SceneLoader.load(head + """
          - {dump: a.txt, format: uikit, window: [1024, 1366], layout: regular-1024x1366}
          - {dump: b.txt, format: xcuitest, window: [1024, 1366],
             layout: regular-1024x1366}

        """, file: "s.yml")) { error in
            let e = error as? TactileError
            XCTAssertEqual(e?.kind, .badInput)
            XCTAssertEqual(e?.file, "s.yml")
            XCTAssertEqual(e?.line, 7)
            XCTAssertEqual(e?.reason, "imported.layout: 'regular-1024x1366' is a.txt's already: a scene keeps one layout per window size")
        }
    }
}

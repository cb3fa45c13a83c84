import XCTest
import InputModel
@testable import Harness

/// The overlay's top-level keys as docs/import.md › The overlay gives them: the window declared
/// for a root that is no window, the scene's name, `undo`, `waive`, element ids given once, and
/// the scene checked again once the overlay is applied.
final class ImportOverlayRulesTests: XCTestCase {
    private let scene = Scene(name: "imported", elements: [
        SceneElement(id: "Save", role: .button, frames: ["default": ScreenRect(x: 0, y: 0, width: 44, height: 44)]),
    ])

    private func applied(_ overlay: String) throws -> Scene {
        try ImportOverlay(text: overlay, file: "o.yml").apply(to: scene)
    }

    private func refusal(_ body: () throws -> Void) -> String {
        do { try body(); return "accepted" } catch { return "\(error)" }
    }

    /// A declared window needs an area: one point a side is one, none on either side is not.
    func testADeclaredWindowNeedsWidthAndHeight() throws {
        XCTAssertEqual(try ImportOverlay(text: "window: [1, 1]\n", file: "o.yml").window()?.size, ScreenSize(width: 1, height: 1))
        XCTAssertEqual(try ImportOverlay(text: "window: [375, 667]\n", file: "o.yml").window()?.size, ScreenSize(width: 375, height: 667))
        for (text, size) in [("window: [0, 667]\n", "0 × 667"), ("window: [375, 0]\n", "375 × 0")] {
            let said = refusal { _ = try ImportOverlay(text: text, file: "o.yml").window() }
            XCTAssertTrue(said.contains("o.yml:1:") && said.contains("a window of no area (\(size) pt)"), said)
        }
        XCTAssertNil(try ImportOverlay(text: "undo: true\n", file: "o.yml").window())
    }

    func testTheSceneKeyNamesTheScene() throws {
        XCTAssertEqual(try applied("scene: Notes\n").name, "Notes")
        XCTAssertEqual(try applied("undo: true\n").name, "imported")
    }

    /// `undo: true` says the app registers undo: no longer listed as absent; `undo: false` lists
    /// it absent (no longer unknown).
    func testUndoSaysWhetherTheAppRegistersUndo() throws {
        var withoutUndo = scene
        withoutUndo.without = [.undo]
        let on = try ImportOverlay(text: "undo: true\n", file: "o.yml").apply(to: withoutUndo)
        XCTAssertTrue(on.undo)
        XCTAssertFalse(on.without.contains(.undo))
        let off = try applied("undo: false\n")
        XCTAssertFalse(off.undo)
        XCTAssertTrue(off.without.contains(.undo))
        // Both at once say opposite things: the scene is checked once the overlay is applied.
        let said = refusal { _ = try self.applied("undo: true\nwithout: [undo]\n") }
        XCTAssertTrue(said.contains("o.yml") && said.contains("'undo: true' and 'without: [undo]' say opposite things"), said)
    }

    func testWaiversAreAddedToTheScenes() throws {
        var waived = scene
        waived.waive = ["pointer.hover": "kept", "layout.hit-target": "old reason"]
        let s = try ImportOverlay(text: "waive: {layout.hit-target: \"the row takes the tap\"}\n", file: "o.yml").apply(to: waived)
        XCTAssertEqual(s.waive, ["pointer.hover": "kept", "layout.hit-target": "the row takes the tap"])
    }

    func testAnElementGivenTwiceIsRefusedAtItsLine() {
        let said = refusal { _ = try self.applied("elements:\n  Save: {hoverEffect: lift}\n  Save: {hoverEffect: highlight}\n") }
        XCTAssertTrue(said.contains("o.yml:3:") && said.contains("'Save' given twice"), said)
    }

    /// An unknown id suggests the id spelt the same in another case, else one that contains it
    /// or that it contains (of three letters or more); the first in sorted order of each.
    func testAnUnknownIdSuggestsTheClosestInSortedOrder() {
        XCTAssertEqual(ImportOverlay.suggestion("SAVE", among: ["save", "Save"]), " (did you mean 'Save'?)")
        XCTAssertEqual(ImportOverlay.suggestion("note", among: ["notes-list", "note-list"]), " (did you mean 'note-list'?)")
        XCTAssertEqual(ImportOverlay.suggestion("compose-button", among: ["co"]), "")
        XCTAssertEqual(ImportOverlay.suggestion("compose-button", among: ["com"]), " (did you mean 'com'?)")
        XCTAssertEqual(ImportOverlay.suggestion("zz", among: ["a", "b"]), "")
    }
}

/// `SceneImport`'s arguments, as `tactile import` and the test API pass them.
final class SceneImportArgumentsTests: XCTestCase {
    /// No dump at all is a usage error (64), not bad input.
    func testNoDumpIsAUsageError() {
        XCTAssertThrowsError(try SceneImport.scene(dumps: [], overlay: nil, name: nil)) { e in
            XCTAssertEqual((e as? TactileError)?.kind, .usage)
            XCTAssertEqual((e as? TactileError)?.reason, "give at least one view dump")
        }
    }

    private static let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UIButton: 0x3; frame = (10 10; 44 44); accessibilityIdentifier = 'go'; layer = <CALayer: 0x4>>
        """

    /// A screenshot given in memory is checked against its dump's window: a PNG of the window's
    /// aspect is recorded as the dump's name + `.png`; another aspect is refused naming the
    /// dump and its window (docs/import.md › Screenshots).
    func testAScreenshotInMemoryIsCheckedAgainstItsDumpsWindow() throws {
        let fits = try SceneImport.scene(dump: Self.dump, dumpName: "home", screenshot: TestPNG.make(417, 597))
        XCTAssertEqual(fits.imported.map(\.screenshot), ["home.png"])
        XCTAssertThrowsError(try SceneImport.scene(dump: Self.dump, dumpName: "home", screenshot: TestPNG.make(3, 2))) { e in
            let error = e as? TactileError
            XCTAssertEqual(error?.file, "home.png")
            XCTAssertTrue(error?.reason.contains("a 3 × 2 px screenshot does not have the aspect of home's 834 × 1194 pt window") == true, "\(e)")
        }
    }

    /// A scene past what a scene file may hold is refused before it is written, naming the
    /// overlay when there is one ("the overlay adds too much"), else the first dump.
    func testAnImportedSceneTooLargeToReadBackIsRefusedNamingItsSource() {
        let elements = (0..<60_000).map { i in
            SceneElement(id: "e\(i)", role: .button, frames: ["default": ScreenRect(x: 0, y: 0, width: 44, height: 44)])
        }
        let scene = Scene(name: "big", elements: elements)
        XCTAssertThrowsError(try SceneImport.yaml(scene, dumps: ["a.txt", "b.txt"], overlay: "o.yml")) { e in
            XCTAssertEqual((e as? TactileError)?.file, "o.yml")
            XCTAssertTrue((e as? TactileError)?.reason.contains("more than a scene file may (500000): the overlay adds too much") == true, "\(e)")
        }
        XCTAssertThrowsError(try SceneImport.yaml(scene, dumps: ["a.txt", "b.txt"], overlay: nil)) { e in
            XCTAssertEqual((e as? TactileError)?.file, "a.txt")
            XCTAssertTrue((e as? TactileError)?.reason.hasSuffix("more than a scene file may (500000)") == true, "\(e)")
        }
    }

    /// Without `--name`, the scene takes the first application's label.
    func testTheSceneIsNamedByTheFirstApplication() throws {
        let source = """
            <AppiumAUT>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" x="0" y="0" width="834" height="1194">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="834" height="1194">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="go" x="10" y="10" width="44" height="44"/>
            </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Springboard" label="Springboard" x="0" y="0" width="834" height="1194"/>
            </AppiumAUT>
            """
        XCTAssertEqual(try SceneImport.scene(dump: source, dumpName: "p.xml").name, "Notes")
    }
}

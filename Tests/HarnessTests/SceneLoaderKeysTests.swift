import XCTest
import InputModel
@testable import Harness

/// The scene keys of docs/scenes.md › Keys that the samples do not vary: the scene's name and
/// the single app's id with their defaults, an `imported:` layout the scene does not know,
/// `deviceFamily` and `waive` refused when empty or malformed, a layout given twice by `frame`
/// and `frames`, `textHeight` on both sides of its bounds. Each refusal names its line.
final class SceneLoaderKeysTests: XCTestCase {
    let button = "elements:\n  - {id: a, role: button, frame: [0, 0, 44, 44]}\n"

    func refusal(_ text: String) -> (line: Int?, reason: String)? {
        do {
            _ = try SceneLoader.load(text, file: "k.yml")
            return nil
        } catch let e as TactileError {
            XCTAssertEqual(e.kind, .badInput)
            XCTAssertEqual(e.file, "k.yml")
            return (e.line, e.reason)
        } catch {
            XCTFail("not a TactileError: \(error)")
            return nil
        }
    }

    /// `text` is refused at `line` with exactly `reason`.
    func assertRefused(_ text: String, line: Int, _ reason: String, file: StaticString = #filePath, at: UInt = #line) {
        guard let r = refusal(text) else { return XCTFail("not refused: \(text)", file: file, line: at) }
        XCTAssertEqual(r.line, line, r.reason, file: file, line: at)
        XCTAssertEqual(r.reason, reason, file: file, line: at)
    }

    /// `scene` and `name` both name the scene, as docs/scenes.md › Keys says; "scene" when neither
    /// is given; both at once are refused at the second.
    func testTheSceneIsNamedByEitherKey() throws {
        XCTAssertEqual(try SceneLoader.load("scene: Photos\n" + button).name, "Photos")
        XCTAssertEqual(try SceneLoader.load("name: Photos\n" + button).name, "Photos")
        XCTAssertEqual(try SceneLoader.load(button).name, "scene")
        assertRefused("scene: Photos\n" + button + "name: Albums\n", line: 4, "scene: give either 'scene' or 'name' (the same: its name), not both")
    }

    /// `apps` (one app or two) or the short form's `elements`, not both: refused at `elements`.
    func testAppsOrElements() throws {
        assertRefused("apps:\n  - {id: x, elements: []}\nelements:\n  - {id: a, role: button}\n", line: 3, "scene: give either 'apps' or 'elements', not both")
    }

    /// `app:` names the single app of the short form; "app" when it is not given.
    func testTheShortFormsAppId() throws {
        XCTAssertEqual(try SceneLoader.load("app: photos\n" + button).apps.map(\.id), ["photos"])
        XCTAssertEqual(try SceneLoader.load(button).apps.map(\.id), ["app"])
    }

    /// An `imported:` entry's layout must be one the scene knows (a built-in key, a declared
    /// environment or a window key); a window key is known without declaring it.
    func testAnImportedLayoutMustBeKnown() throws {
        let entry = "imported:\n  - {dump: a.txt, format: uikit, window: [1024, 1366],\n     layout: %@}\n"
        assertRefused(button + entry.replacingOccurrences(of: "%@", with: "wide"), line: 5, "imported.layout: unknown layout 'wide'")
        XCTAssertEqual(try SceneLoader.load("environments: [wide]\n" + button + entry.replacingOccurrences(of: "%@", with: "wide")).imported.map(\.layout), ["wide"])
        XCTAssertEqual(try SceneLoader.load(button + entry.replacingOccurrences(of: "%@", with: "regular-1024x1366")).imported.map(\.layout), ["regular-1024x1366"])
        assertRefused(button + "imported:\n  - {dump: a.txt, format: uikit2, window: [1024, 1366], layout: default}\n", line: 4, "imported.format: unknown dump format 'uikit2' (one of \(DumpFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
    }

    /// `deviceFamily` (`UIDeviceFamily`): iphone, ipad or both, each once; an empty list says
    /// nothing and is refused.
    func testDeviceFamily() throws {
        XCTAssertEqual(try SceneLoader.load(button + "deviceFamily: [iphone, ipad]\n").deviceFamily, [.iPhone, .iPad])
        XCTAssertEqual(try SceneLoader.load(button + "deviceFamily: [ipad]\n").deviceFamily, [.iPad])
        assertRefused(button + "deviceFamily: []\n", line: 3, "deviceFamily: give iphone, ipad or both")
        assertRefused(button + "deviceFamily: [ipad,\n  ipad]\n", line: 4, "deviceFamily: 'ipad' given twice")
    }

    /// `waive`: a mapping of rule id → reason; a rule the report does not have, a blank reason,
    /// a rule given twice and a list are each refused at their line.
    func testWaive() throws {
        XCTAssertEqual(try SceneLoader.load(button + "waive: {layout.hit-target: the row takes the tap}\n").waive,
                       ["layout.hit-target": "the row takes the tap"])
        assertRefused(button + "waive: [layout.hit-target]\n", line: 3, "scene.waive: expected a mapping of rule id → reason")
        let unknown = try XCTUnwrap(refusal(button + "waive:\n  layout.tiny: reason\n"))
        XCTAssertEqual(unknown.line, 4)
        XCTAssertTrue(unknown.reason.hasPrefix("scene.waive: unknown rule 'layout.tiny' (one of "), unknown.reason)
        assertRefused(button + "waive:\n  layout.hit-target: \"  \"\n", line: 4, "scene.waive.layout.hit-target: a waiver needs a reason")
        assertRefused(button + "waive: {layout.hit-target: [a]}\n", line: 3, "scene.waive.layout.hit-target: expected a string")
        assertRefused(button + "waive: {[a]: reason}\n", line: 3, "scene.waive: expected a string")
        // One rule spelt two ways (quoted and plain: two keys to YAML, one rule) is given twice.
        assertRefused(button + "waive:\n  \"layout.hit-target\": a\n  layout.hit-target: b\n", line: 5, "scene.waive: 'layout.hit-target' given twice")
    }

    /// `frame` is the `default` layout's frame: `frames` giving `default` again is refused.
    func testALayoutGivenByFrameAndFrames() throws {
        assertRefused("elements:\n  - id: a\n    role: button\n    frame: [0, 0, 44, 44]\n    frames:\n      default: [0, 0, 50, 50]\n", line: 6, "element 'a'.frames: duplicate layout 'default'")
        let s = try SceneLoader.load("elements:\n  - id: a\n    role: button\n    frame: [0, 0, 44, 44]\n    frames:\n      compact: [0, 0, 50, 50]\n")
        XCTAssertEqual(s.element("a")?.frames, ["default": ScreenRect(x: 0, y: 0, width: 44, height: 44),
                                                "compact": ScreenRect(x: 0, y: 0, width: 50, height: 50)])
    }

    /// `textHeight`: the height of one line of the label's text, in points: above 0 and within
    /// the scene's coordinate bound (1 000 000 000 pt), both sides of each.
    func testTextHeightsBounds() throws {
        func load(_ h: String) throws -> Double? {
            try SceneLoader.load("elements:\n  - id: a\n    role: label\n    textHeight: \(h)\n").element("a")?.textHeight
        }
        XCTAssertEqual(try load("0.01"), 0.01)
        XCTAssertEqual(try load("1000000000"), 1_000_000_000)
        for bad in ["0", "-3", "1000000001"] {
            let r = try XCTUnwrap(refusal("elements:\n  - id: a\n    role: label\n    textHeight: \(bad)\n"), bad)
            XCTAssertEqual(r.line, 4, bad)
            XCTAssertEqual(r.reason, "element 'a'.textHeight: a height above 0 (pt)", bad)
        }
    }

    /// `springLoaded`: the action as a string, or as a mapping `{action}`; nothing else.
    func testSpringLoadedInEitherForm() throws {
        func action(_ v: String) throws -> String? {
            try SceneLoader.load("elements:\n  - {id: f, role: folder, frame: [0, 0, 44, 44], springLoaded: \(v)}\n").element("f")?.springLoaded?.action
        }
        XCTAssertEqual(try action("open"), "open")
        XCTAssertEqual(try action("{action: open}"), "open")
        assertRefused("elements:\n  - {id: f, role: folder, springLoaded: {}}\n", line: 2, "element 'f'.springLoaded: missing 'action'")
    }
}

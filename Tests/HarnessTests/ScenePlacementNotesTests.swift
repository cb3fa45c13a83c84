import XCTest
import InputModel
@testable import Harness

/// Where an imported scene is shown and what its results' notes say (docs/import.md, "Windows,
/// layouts and what the report judges", "A root that is no window", "An iPhone app"): the window
/// and layout each kind of dump is judged in, and each note naming the dump and both windows,
/// width before height. Every dump of a scene is judged in the environments it belongs to:
/// the first of two candidates where they are alike, and for an iPhone app the dump of the
/// environment's orientation.
final class ScenePlacementNotesTests: XCTestCase {
    func source(_ dump: String, _ w: Double, _ h: Double, root: String? = nil) -> SceneSource {
        let size = w >= 678 ? "regular" : "compact"
        return SceneSource(dump: dump, format: .uikit, window: ScreenSize(width: w, height: h),
                           layout: "\(size)-\(Int(w))x\(Int(h))", unknownWindow: root)
    }

    func scene(_ sources: [SceneSource], family: Set<DeviceFamily>? = nil) -> Scene {
        var s = Scene(name: "app", elements: [SceneElement(id: "b", role: .button, frame: ScreenRect(x: 10, y: 100, width: 60, height: 44))])
        s.imported = sources
        s.deviceFamily = family
        return s
    }

    struct Shown: Equatable {
        var window: ScreenRect
        var name: String?
        var note: String?
        var judged: ScenePlacement.Window
    }

    func shown(_ scene: Scene, _ env: HarnessEnvironment, file: StaticString = #filePath, line: UInt = #line) -> Shown? {
        guard case let .shown(e, note, window) = ScenePlacement(scene, in: env) else {
            XCTFail("not shown in \(env.description)", file: file, line: line)
            return nil
        }
        return Shown(window: e.windowFrame, name: e.name, note: note, judged: window)
    }

    func testAnIPhoneOnlyAppInItsOwnWindow() {
        let phone = source("phone.txt", 390, 844)
        let s = scene([phone], family: [.iPhone])
        XCTAssertEqual(shown(s, HarnessEnvironment(.iPadPro11, .portrait)),
                       Shown(window: ScreenRect(x: 0, y: 0, width: 390, height: 844), name: "compact-390x844",
                             note: "an iPhone app in compatibility mode: judged in its own 390 × 844 pt window, shown scaled up on the 834 × 1194 pt screen",
                             judged: .judged))
        XCTAssertEqual(ScenePlacement(s, in: HarnessEnvironment(.iPadPro11, .portrait, .slideOver)),
                       .notShown(.iPhoneAppFullScreenOnly, "an iPhone app runs full screen only, in compatibility mode (never in Slide Over or Split View)"))
        // Not declared: judged the same, each rule that reads the window to be reviewed.
        XCTAssertEqual(shown(scene([phone]), HarnessEnvironment(.iPadPro11, .portrait))?.judged, .familyUnknown(phone))
    }

    func testAUniversalAppsIPhoneDump() {
        let phone = source("phone.txt", 390, 844)
        let s = scene([phone], family: [.iPhone, .iPad])
        XCTAssertEqual(shown(s, HarnessEnvironment(.iPadPro11, .landscape)),
                       Shown(window: ScreenRect(x: 0, y: 0, width: 390, height: 844), name: "compact-390x844",
                             note: "phone.txt shows the iPhone layout of an app built for iPhone and iPad (universal): judged in its own 390 × 844 pt window for what does not depend on the window",
                             judged: .iPadLayoutNotShown(phone)))
        // iPadOS lays it out for iPad in a split, which no dump shows.
        XCTAssertEqual(ScenePlacement(s, in: HarnessEnvironment(.iPadPro11, .portrait, .half)),
                       .notShown(.unseenWindow, "no imported dump shows a 412 × 1194 pt window (its layout is unknown); the dumps show phone.txt (compact-390x844, no environment of the matrix)"))
    }

    /// An iPhone app dumped in both orientations: in a landscape environment the landscape dump,
    /// in a portrait one the portrait dump, whichever the scene lists first; with one orientation
    /// dumped only, that one in both.
    func testAnIPhoneAppsDumpOfTheEnvironmentsOrientation() {
        let portrait = source("portrait.txt", 390, 844), landscape = source("landscape.txt", 844, 390)
        for order in [[portrait, landscape], [landscape, portrait]] {
            let s = scene(order, family: [.iPhone])
            XCTAssertEqual(shown(s, HarnessEnvironment(.iPadPro11, .portrait))?.name, "compact-390x844")
            XCTAssertEqual(shown(s, HarnessEnvironment(.iPadPro11, .landscape))?.window, ScreenRect(x: 0, y: 0, width: 844, height: 390))
            XCTAssertEqual(shown(s, HarnessEnvironment(.iPadPro11, .landscape))?.note,
                           "an iPhone app in compatibility mode: judged in its own 844 × 390 pt window, shown scaled up on the 1194 × 834 pt screen")
        }
        XCTAssertEqual(shown(scene([portrait], family: [.iPhone]), HarnessEnvironment(.iPadPro11, .landscape))?.name, "compact-390x844")
        // Two dumps of one orientation (two iPhones' sizes): the first listed, in both.
        let small = source("se.txt", 375, 667)
        for env in [HarnessEnvironment(.iPadPro11, .portrait), HarnessEnvironment(.iPadPro11, .landscape)] {
            XCTAssertEqual(shown(scene([portrait, small], family: [.iPhone]), env)?.name, "compact-390x844")
            XCTAssertEqual(shown(scene([small, portrait], family: [.iPhone]), env)?.name, "compact-375x667")
        }
    }

    /// A dump a point off an environment's window, of its size class: that window, under the
    /// dump's own layout; of two such dumps, the first listed.
    func testAWindowAPointOff() {
        let near = source("a.txt", 1023, 1366), nearer = source("b.txt", 1025, 1366)
        let expected = Shown(window: ScreenRect(x: 0, y: 0, width: 1024, height: 1366), name: "regular-1023x1366",
                             note: "the layout of a.txt's 1023 × 1366 pt window, within 2 pt of this 1024 × 1366 pt one", judged: .judged)
        XCTAssertEqual(shown(scene([near, nearer]), HarnessEnvironment(.iPadPro12_9, .portrait)), expected)
        XCTAssertEqual(shown(scene([nearer, near]), HarnessEnvironment(.iPadPro12_9, .portrait))?.name, "regular-1025x1366")
    }

    /// A window no model has: judged in that window, in the full-screen environments of its
    /// orientation; of two, the first listed.
    func testAWindowNoModelHas() {
        let own = source("d.txt", 1000, 700), other = source("e.txt", 1100, 800)
        XCTAssertEqual(shown(scene([own, other]), HarnessEnvironment(.iPadPro11, .landscape)),
                       Shown(window: ScreenRect(x: 0, y: 0, width: 1000, height: 700), name: "regular-1000x700",
                             note: "no model of the matrix has d.txt's 1000 × 700 pt window: judged in that window (regular width) on this screen",
                             judged: .judged))
        XCTAssertEqual(shown(scene([other, own]), HarnessEnvironment(.iPadPro11, .landscape))?.name, "regular-1100x800")
    }

    /// A root that is no window: in its own frame, in every full-screen environment; never taken
    /// for the window it is a point off; of two, the first listed.
    func testARootThatIsNoWindow() {
        let root = source("r.txt", 1023, 1366, root: "UIView"), other = source("s.txt", 500, 300, root: "UIScrollView")
        let expected = Shown(window: ScreenRect(x: 0, y: 0, width: 1023, height: 1366), name: "regular-1023x1366",
                             note: "the root of r.txt (UIView, 1023 × 1366 pt) is no window, and no window was declared: judged in the root's own frame for what does not depend on the window",
                             judged: .unknownWindow(root))
        XCTAssertEqual(shown(scene([root, other]), HarnessEnvironment(.iPadPro12_9, .portrait)), expected)
        XCTAssertEqual(shown(scene([other, root]), HarnessEnvironment(.iPadPro12_9, .portrait))?.name, "compact-500x300")
        // In a split, no dump shows the window; the message says what each shows.
        let regular = source("full.txt", 1366, 1024)
        XCTAssertEqual(ScenePlacement(scene([root, regular]), in: HarnessEnvironment(.iPadPro12_9, .landscape, .half)),
                       .notShown(.unseenWindow, "no imported dump shows a 678 × 1024 pt window (its layout is unknown); the dumps show r.txt (its root is no window: judged in its own frame, in the full-screen environments), full.txt (regular-1366x1024: ipad-air-13 landscape fullScreen, ipad-pro-12.9 landscape fullScreen, ipad-pro-12.9-gen2 landscape fullScreen)"))
    }

    /// A hand-written scene is shown as it is, in every environment.
    func testAHandWrittenSceneIsShownEverywhere() {
        let s = scene([])
        for env in HarnessEnvironment.matrix {
            XCTAssertEqual(ScenePlacement(s, in: env), .shown(env, note: nil))
        }
        XCTAssertNil(ScenePlacement.layoutSource(s, HarnessEnvironment()))
    }
}

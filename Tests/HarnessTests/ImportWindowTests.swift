import XCTest
import Foundation
import InputModel
@testable import Harness

/// What a dump says of its window and of the app's device family, and what it cannot say: a
/// root that is no window (a view controller's container, a fragment) is not judged against a
/// window nobody measured, and an iPhone dump is judged in compatibility mode only for an app
/// declared iPhone-only (docs/import.md, "A root that is no window", "An iPhone app").
final class ImportWindowTests: XCTestCase {
    static let dir = TactileProcess.root + "/Tests/Import/"

    func importScene(_ dump: String, everyWindow: Bool = false, overlay: String? = nil, infoPlist: String? = nil) throws -> Scene {
        let text = try String(contentsOfFile: Self.dir + dump, encoding: .utf8)
        var scene = try SceneImport.scene(dump: text, dumpName: dump, overlay: overlay, everyWindow: everyWindow)
        if let infoPlist { scene.deviceFamily = try InfoPlist.deviceFamily(Data(infoPlist.utf8), file: "Info.plist") }
        return scene
    }

    func run(_ scene: Scene) -> [RuleResult] { ConformanceEngine().run([scene]).results }

    /// The rules that read the window (their size class, edges, safe area).
    static let windowRules = ["layout.regular-width-columns", "layout.no-clipping", "layout.no-bottom-tabs-regular", "layout.bottom-edge",
                              "layout.inset-buttons", "navigation.sidebar-regular", "navigation.compact-width", "navigation.toolbar-top"]

    func testTheRulesThatReadTheWindowAreNamedOnce() {
        XCTAssertEqual(Set(ConformanceRule.all.filter(\.readsWindow).map(\.id)), Set(Self.windowRules))
    }

    // MARK: A root that is no window

    /// A navigation controller's container laid out at 375 × 768 pt (a snapshot configuration's
    /// size, no screen's): with or without --every-window, nothing is clipped against a Slide Over
    /// or split window iPadOS never showed it in. The window rules need review, each naming the
    /// overlay's `window`; its own 28-pt button still fails layout.hit-target, which needs no window.
    func testAContainerRootIsJudgedForWhatNeedsNoWindow() throws {
        for everyWindow in [false, true] {
            let scene = try importScene("uikit-container-375x768.txt", everyWindow: everyWindow)
            XCTAssertEqual(scene.imported.map(\.unknownWindow), ["UILayoutContainerView"])
            XCTAssertEqual(scene.imported[0].window, ScreenSize(width: 375, height: 768))
            let rs = run(scene)
            let windowFailures = rs.filter { Self.windowRules.contains($0.rule) && $0.verdict == .fail }
            XCTAssertEqual(windowFailures.map { "\($0.rule) \($0.environment)" }, [], "everyWindow \(everyWindow)")
            let clipping = rs.filter { $0.rule == "layout.no-clipping" && $0.verdict == .needsReview }
            XCTAssertFalse(clipping.isEmpty)
            for r in clipping {
                XCTAssertEqual(r.environment.multitasking, .fullScreen, "a root that is no window is placed in no Slide Over or split window")
                XCTAssertEqual(r.reviews.map(\.element), ["root"])
                XCTAssertTrue(r.reviews[0].message.contains("uikit-container-375x768.txt (UILayoutContainerView, 375 × 768 pt) is no window"), r.reviews[0].message)
                XCTAssertTrue(try XCTUnwrap(r.reviews[0].decide).contains("`window: [width, height]` in the overlay"))
            }
            // Read as a regular window, its bottom toolbar would fail navigation.toolbar-top: the
            // review says so, with the element.
            let toolbar = try XCTUnwrap(rs.first { $0.rule == "navigation.toolbar-top" && $0.verdict == .needsReview })
            XCTAssertTrue(toolbar.reviews[0].message.contains("is not applicable (compact width) as a compact window, and fails on 1 (UIToolbar[1]) as a regular one"), toolbar.reviews[0].message)
            // Nothing to judge whatever the window: not applicable, not a review.
            XCTAssertTrue(rs.filter { $0.rule == "navigation.sidebar-regular" }.allSatisfy { $0.verdict == .notApplicable })
            let hit = rs.filter { $0.rule == "layout.hit-target" && $0.verdict == .fail }
            XCTAssertEqual(Set(hit.flatMap(\.failures).map(\.element)), ["info"])
            XCTAssertEqual(Set(hit.map(\.environment)), Set(HarnessEnvironment.matrix.filter { $0.multitasking == .fullScreen }))
            let slideOver = try XCTUnwrap(rs.first { $0.environment.multitasking == .slideOver })
            XCTAssertEqual(slideOver.verdict, .notApplicable)
            XCTAssertTrue(slideOver.note.hasPrefix(ScenePlacement.unseenWindowNote), slideOver.note)
            XCTAssertEqual(slideOver.notJudged, .unseenWindow)
            XCTAssertTrue(slideOver.note.contains("its root is no window"), slideOver.note)
            XCTAssertTrue(rs.filter { $0.environment.multitasking == .fullScreen }.allSatisfy { $0.notJudged == nil }, "judged full screen")
        }
    }

    /// An XCUITest fragment (an action sheet's, its root an `Other` at {{0, 52.2}, {375, 562.5}})
    /// and the same in an Appium page source: no window element, no application frame.
    func testAFragmentInAnAccessibilityTreeHasAnUnknownWindow() throws {
        let sheet = try importScene("xcuitest-sheet-fragment.txt", everyWindow: true)
        XCTAssertEqual(sheet.imported.map(\.unknownWindow), ["Other"])
        XCTAssertEqual(try XCTUnwrap(sheet.element("Delete")).frames.values.first, ScreenRect(x: 8, y: 372.5, width: 359, height: 57))
        let rs = run(sheet)
        XCTAssertEqual(rs.filter { Self.windowRules.contains($0.rule) && $0.verdict == .fail }.map(\.rule), [])
        XCTAssertTrue(rs.contains { $0.rule == "layout.inset-buttons" && $0.verdict == .needsReview })
        let appium = """
        <?xml version="1.0" encoding="UTF-8"?>
        <XCUIElementTypeOther type="XCUIElementTypeOther" name="Main Window" x="0" y="52" width="375" height="562" visible="true">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Delete" label="Delete" x="8" y="424" width="359" height="57" visible="true"/>
        </XCUIElementTypeOther>
        """
        let fragment = try SceneImport.scene(dump: appium)
        XCTAssertEqual(fragment.imported.map(\.unknownWindow), ["Other"])
        XCTAssertEqual(try XCTUnwrap(fragment.element("Delete")).frames.values.first, ScreenRect(x: 8, y: 372, width: 359, height: 57))
        // An application's frame is the screen: a window.
        let app = """
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Acme" x="0" y="0" width="375" height="667">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Delete" x="8" y="424" width="359" height="57"/>
        </XCUIElementTypeApplication>
        """
        XCTAssertEqual(try SceneImport.scene(dump: app).imported.map(\.unknownWindow), [nil])
    }

    /// A root view of a known window's size at the window's origin fills that window, as a
    /// snapshot test lays a view controller's view out at a device's size: within 2 pt it is
    /// that window, beyond it or off the origin it is no window.
    func testARootOfAKnownWindowsSizeIsThatWindow() throws {
        func root(_ cls: String, _ frame: String, base: String = "") -> String {
            "<\(cls): 0x1; \(base)frame = (\(frame)); layer = <CALayer: 0x2>>\n   | <UIButton: 0x3; frame = (20 20; 60 44); layer = <CALayer: 0x4>>\n"
        }
        func unknown(_ dump: String) throws -> String? { try SceneImport.scene(dump: dump).imported[0].unknownWindow }
        XCTAssertNil(try unknown(root("UIView", "0 0; 768 1024")), "a 9.7-inch iPad's screen")
        XCTAssertNil(try unknown(root("UIView", "0 0; 769.5 1024")), "1.5 pt off: rounding")
        XCTAssertEqual(try unknown(root("UIView", "0 0; 771 1024")), "UIView", "3 pt off: no window")
        XCTAssertNil(try unknown(root("UIView", "0 0; 390 844")), "an iPhone's screen")
        XCTAssertEqual(try unknown(root("UIView", "0 20; 768 1024")), "UIView", "off the window's origin")
        XCTAssertNil(try unknown(root("UIView", "1.5 0; 768 1024")))
        // A window of any size is a window: UIWindow, a subclass by name or by the base class a
        // Swift subclass prints.
        XCTAssertNil(try unknown(root("UIWindow", "0 0; 375 768")))
        XCTAssertNil(try unknown(root("Acme.MainWindow", "0 0; 375 768")))
        XCTAssertNil(try unknown(root("Acme.Shell", "0 0; 375 768", base: "baseClass = UIWindow; ")))
        XCTAssertEqual(try unknown(root("Acme.Shell", "0 0; 375 768", base: "baseClass = UIView; ")), "Acme.Shell")
    }

    /// The overlay's `window` lays a root that is no window out in it, at the root's place: the
    /// fragment's Delete button sits at y 424.7 of a 375 × 667 pt window, an iPhone's, judged as
    /// one. A window that cannot hold the root, or a declaration no dump needs, exits 65 naming
    /// the overlay and its line.
    func testTheOverlayDeclaresTheWindow() throws {
        let text = try String(contentsOfFile: Self.dir + "xcuitest-sheet-fragment.txt", encoding: .utf8)
        let scene = try SceneImport.scene(dump: text, dumpName: "sheet.txt", overlay: "window: [375, 667]\n")
        XCTAssertEqual(scene.imported.map(\.unknownWindow), [nil])
        XCTAssertEqual(scene.imported[0].window, ScreenSize(width: 375, height: 667))
        XCTAssertEqual(try XCTUnwrap(scene.element("Delete")).frames["compact-375x667"], ScreenRect(x: 8, y: 424.7, width: 359, height: 57))
        XCTAssertTrue(scene.imported[0].isIPhoneWindow)
        // The root ends at 614.7: a window 612.7 pt tall is within 2 pt, 612.6 is not.
        XCTAssertNoThrow(try SceneImport.scene(dump: text, overlay: "window: [375, 612.7]\n"))
        XCTAssertThrowsError(try SceneImport.scene(dump: text, overlay: "scene: x\nwindow: {width: 375, height: 612.6}\n")) { error in
            let e = error as? TactileError
            XCTAssertEqual(e?.kind, .badInput)
            XCTAssertEqual(e?.description.hasPrefix("overlay:2: window: a 375 × 612.6 pt window cannot hold the root of dump (line 3: Other at 0, 52.2, 375 × 562.5 pt)"), true, "\(error)")
        }
        let windowRoot = try String(contentsOfFile: Self.dir + "uikit-form-rows.txt", encoding: .utf8)
        XCTAssertThrowsError(try SceneImport.scene(dump: windowRoot, overlay: "window: [390, 844]\n")) { error in
            XCTAssertEqual((error as? TactileError)?.kind, .badInput)
            XCTAssertTrue("\(error)".contains("overlay:1: window: every dump's root is a window (dump: UIWindow)"), "\(error)")
        }
        for bad in ["window: [375]\n", "window: [0, 667]\n", "window: [-375, 667]\n", "window: big\n"] {
            XCTAssertThrowsError(try SceneImport.scene(dump: text, overlay: bad), bad) { error in
                XCTAssertEqual((error as? TactileError)?.kind, .badInput, bad)
                XCTAssertTrue("\(error)".contains("overlay:1:"), "\(error)")
            }
        }
    }

    /// The scene records the unknown window and the declared family, and reads them back.
    func testTheSceneRecordsTheUnknownWindowAndTheFamily() throws {
        var scene = try importScene("uikit-container-375x768.txt")
        scene.deviceFamily = [.iPhone, .iPad]
        let yaml = try SceneImport.yaml(scene, dumps: ["uikit-container-375x768.txt"], overlay: nil)
        XCTAssertTrue(yaml.contains("unknownWindow: UILayoutContainerView"), yaml)
        XCTAssertTrue(yaml.contains("deviceFamily: [iphone, ipad]"), yaml)
        XCTAssertEqual(try SceneLoader.load(yaml, file: "s.yml"), scene)
        XCTAssertThrowsError(try SceneLoader.load("scene: x\ndeviceFamily: [android]\nelements: []\n", file: "s.yml")) { error in
            XCTAssertTrue("\(error)".contains("s.yml:2: deviceFamily: unknown value 'android'"), "\(error)")
        }
    }

    // MARK: An iPhone app, iPhone-only or universal

    static func plist(_ family: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.acme.recipes</string>
        \t<key>UIDeviceFamily</key>
        \t\(family)
        </dict>
        </plist>
        """
    }

    /// An iPhone dump of an app declared iPhone-only is judged in compatibility mode:
    /// layout.regular-width-columns fails once per full-screen environment (iPadOS design
    /// guidelines › Responsive layout › Don't scale up the iPhone interface).
    func testAnIPhoneOnlyAppIsJudgedInCompatibilityMode() throws {
        let scene = try importScene("uikit-iphone-recipes.txt", infoPlist: Self.plist("<array><integer>1</integer></array>"))
        XCTAssertEqual(scene.deviceFamily, [.iPhone])
        let columns = run(scene).filter { $0.rule == "layout.regular-width-columns" }
        XCTAssertEqual(columns.filter { $0.verdict == .fail }.count, HarnessEnvironment.matrix.filter { $0.multitasking == .fullScreen }.count)
        XCTAssertTrue(columns.filter { $0.environment.multitasking != .fullScreen }.allSatisfy { $0.note == ScenePlacement.iPhoneAppNote })
    }

    /// A universal app (UIDeviceFamily 1, 2) is laid out for iPad: its iPhone dump decides none
    /// of the rules that read the window ("dump its iPad layout"), while its own controls are
    /// still judged (the dump's small buttons fail layout.hit-target).
    func testAUniversalAppsIPhoneDumpDecidesNoWindowRule() throws {
        let scene = try importScene("uikit-iphone-recipes.txt", infoPlist: Self.plist("<array>\n<integer>1</integer>\n<integer>2</integer>\n</array>"))
        XCTAssertEqual(scene.deviceFamily, [.iPhone, .iPad])
        let rs = run(scene)
        for rule in Self.windowRules {
            let judged = rs.filter { $0.rule == rule && $0.verdict != .notApplicable }
            XCTAssertEqual(judged.map { "\($0.environment) \($0.verdict)" }, [], rule)
        }
        let columns = try XCTUnwrap(rs.first { $0.rule == "layout.regular-width-columns" && $0.environment.multitasking == .fullScreen })
        XCTAssertTrue(columns.note.contains("dump its iPad layout"), columns.note)
        XCTAssertTrue(rs.contains { $0.rule == "layout.hit-target" && $0.verdict == .fail })
        let split = try XCTUnwrap(rs.first { $0.environment.multitasking == .half })
        XCTAssertTrue(split.note.hasPrefix(ScenePlacement.unseenWindowNote), "a universal app does run in a split: no dump shows it there (\(split.note))")
    }

    /// An undeclared family: the compatibility-mode failure needs review, naming both declarations;
    /// what passes stays a pass.
    func testAnUndeclaredFamilyLeavesCompatibilityModeToReview() throws {
        let scene = try importScene("uikit-iphone-recipes.txt")
        XCTAssertNil(scene.deviceFamily)
        let rs = run(scene)
        let columns = rs.filter { $0.rule == "layout.regular-width-columns" && $0.environment.multitasking == .fullScreen }
        XCTAssertFalse(columns.isEmpty)
        for r in columns {
            XCTAssertEqual(r.verdict, .needsReview)
            XCTAssertEqual(r.failures, [])
            XCTAssertTrue(r.reviews[0].message.hasPrefix("if the app is iPhone-only (compatibility mode): an iPhone app"), r.reviews[0].message)
            let decide = try XCTUnwrap(r.reviews[0].decide)
            XCTAssertTrue(decide.contains("--info-plist") && decide.contains("deviceFamily: [iphone]") && decide.contains("deviceFamily: [iphone, ipad]"), decide)
        }
        XCTAssertTrue(rs.filter { $0.rule == "layout.no-clipping" && $0.environment.multitasking == .fullScreen }.allSatisfy { $0.verdict == .pass })
        // The overlay declares it as the Info.plist does.
        let text = try String(contentsOfFile: Self.dir + "uikit-iphone-recipes.txt", encoding: .utf8)
        XCTAssertEqual(try SceneImport.scene(dump: text, overlay: "deviceFamily: [iphone]\n").deviceFamily, [.iPhone])
        XCTAssertEqual(try SceneImport.scene(dump: text, overlay: "deviceFamily: [ipad, iphone]\n").deviceFamily, [.iPhone, .iPad])
    }

    /// `UIDeviceFamily` as a number or an array of numbers, in an XML or a binary property list;
    /// other families (3 Apple TV, 6 Mac) say nothing of iPad. A file that is no property list, a
    /// list without the key, or one naming neither iPhone nor iPad is refused, naming the file.
    func testTheInfoPlistGivesTheDeviceFamily() throws {
        XCTAssertEqual(try InfoPlist.deviceFamily(Data(Self.plist("<integer>2</integer>").utf8), file: "I.plist"), [.iPad])
        XCTAssertEqual(try InfoPlist.deviceFamily(Data(Self.plist("<array><integer>1</integer><integer>6</integer></array>").utf8), file: "I.plist"), [.iPhone])
        XCTAssertEqual(try InfoPlist.deviceFamily(Data(Self.plist("<array><string>1</string><string>2</string></array>").utf8), file: "I.plist"), [.iPhone, .iPad])
        let binary = try PropertyListSerialization.data(fromPropertyList: ["UIDeviceFamily": [1, 2]], format: .binary, options: 0)
        XCTAssertEqual(try InfoPlist.deviceFamily(binary, file: "I.plist"), [.iPhone, .iPad])
        let refused: [(String, String)] = [
            ("<plist><dict><key>UIDev", "not a property list"),
            ("<?xml version=\"1.0\"?><plist version=\"1.0\"><array><integer>1</integer></array></plist>", "its top level is not a dictionary"),
            (Self.plist("<array/>").replacingOccurrences(of: "UIDeviceFamily", with: "UIRequiredDeviceCapabilities"), "no UIDeviceFamily"),
            (Self.plist("<array><integer>3</integer></array>"), "names neither iPhone (1) nor iPad (2)"),
            (Self.plist("<array><string>phone</string></array>"), "'phone' is not a number"),
        ]
        for (text, reason) in refused {
            XCTAssertThrowsError(try InfoPlist.deviceFamily(Data(text.utf8), file: "I.plist"), reason) { error in
                XCTAssertEqual((error as? TactileError)?.kind, .badInput)
                XCTAssertTrue("\(error)".contains("I.plist: ") && "\(error)".contains(reason), "\(error)")
            }
        }
    }

    /// The Info.plist and the overlay must agree.
    func testTheOverlayAndTheInfoPlistMustAgree() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-family-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.plist("<array><integer>1</integer><integer>2</integer></array>").write(toFile: dir + "/Info.plist", atomically: false, encoding: .utf8)
        try "scene: R\ndeviceFamily: [iphone]\n".write(toFile: dir + "/o.yml", atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try SceneImport.scene(dumps: [Self.dir + "uikit-iphone-recipes.txt"], overlay: dir + "/o.yml", name: nil,
                                                   infoPlist: dir + "/Info.plist")) { error in
            XCTAssertEqual((error as? TactileError)?.kind, .badInput)
            XCTAssertTrue("\(error)".contains("o.yml:2: overlay.deviceFamily: iPhone only, but the Info.plist says iPhone and iPad (universal)"), "\(error)")
        }
        XCTAssertThrowsError(try SceneImport.scene(dumps: [Self.dir + "uikit-iphone-recipes.txt"], overlay: nil, name: nil,
                                                   infoPlist: dir + "/missing.plist")) { error in
            XCTAssertEqual((error as? TactileError)?.kind, .missingInput)
        }
    }
}

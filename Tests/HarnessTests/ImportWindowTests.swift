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
        XCTAssertEqual(Set(RuleID.allCases.filter(\.readsWindow).map(\.rawValue)), Set(Self.windowRules))
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
            XCTAssertEqual(scene.imported[0].window, Size(width: 375, height: 768))
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
            XCTAssertTrue(slideOver.note.hasPrefix(ConformanceEngine.unseenWindowNote), slideOver.note)
            XCTAssertTrue(slideOver.note.contains("its root is no window"), slideOver.note)
        }
    }

    /// An XCUITest fragment (an action sheet's, its root an `Other` at {{0, 52.2}, {375, 562.5}})
    /// and the same in an Appium page source: no window element, no application frame.
    func testAFragmentInAnAccessibilityTreeHasAnUnknownWindow() throws {
        let sheet = try importScene("xcuitest-sheet-fragment.txt", everyWindow: true)
        XCTAssertEqual(sheet.imported.map(\.unknownWindow), ["Other"])
        XCTAssertEqual(try XCTUnwrap(sheet.element("Delete")).frames.values.first, Rect(x: 8, y: 372.5, width: 359, height: 57))
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
        XCTAssertEqual(try XCTUnwrap(fragment.element("Delete")).frames.values.first, Rect(x: 8, y: 372, width: 359, height: 57))
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
        XCTAssertEqual(scene.imported[0].window, Size(width: 375, height: 667))
        XCTAssertEqual(try XCTUnwrap(scene.element("Delete")).frames["compact-375x667"], Rect(x: 8, y: 424.7, width: 359, height: 57))
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
        XCTAssertTrue(columns.filter { $0.environment.multitasking != .fullScreen }.allSatisfy { $0.note == ConformanceEngine.iPhoneAppNote })
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
        XCTAssertTrue(split.note.hasPrefix(ConformanceEngine.unseenWindowNote), "a universal app does run in a split: no dump shows it there (\(split.note))")
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
        try Self.plist("<array><integer>1</integer><integer>2</integer></array>").write(toFile: dir + "/Info.plist", atomically: true, encoding: .utf8)
        try "scene: R\ndeviceFamily: [iphone]\n".write(toFile: dir + "/o.yml", atomically: true, encoding: .utf8)
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

/// What a UIKit dump prints is read, not guessed: a system framework's private views are its own
/// layout, and a label's text is centred in its frame.
final class ImportFrameworkViewAndLabelTests: XCTestCase {
    /// A map's tile container, a bar's background and a map's attribution label are MapKit's and
    /// UIKit's layout, not judged for clipping; the app's own banner and a Swift class printed
    /// mangled are. A one-line label in a full-window frame draws its text in the middle (inside
    /// the safe area); the text of a one-line label centred in a 60-pt frame at the top lies under
    /// the 24-pt status bar and fails; a label sized to its text is judged by its frame.
    func testPrivateViewsAreNotJudgedAndLabelsByTheirText() throws {
        let text = try String(contentsOfFile: ImportWindowTests.dir + "uikit-map-and-labels.txt", encoding: .utf8)
        let scene = try SceneImport.scene(dump: text)
        XCTAssertEqual(try XCTUnwrap(scene.element("welcome")).textHeight, 20.29)
        XCTAssertEqual(try XCTUnwrap(scene.element("top")).textHeight, 20.29)
        XCTAssertNil(try XCTUnwrap(scene.element("fits")).textHeight, "20.29 pt of text in a 20.33-pt frame: the frame is the box")
        let env = HarnessEnvironment(.iPadPro11, .portrait)
        let r = try XCTUnwrap(ConformanceEngine(environments: [env]).run([scene]).results.first { $0.rule == "layout.no-clipping" })
        XCTAssertEqual(Set(r.failures.map(\.element)), ["banner", "ribbon", "top"], "\(r.failures.map(\.message))")
        let top = try XCTUnwrap(r.failures.first { $0.element == "top" })
        XCTAssertTrue(top.message.hasPrefix("text [20.0, 19.855, 200.0, 20.29] (centred in the frame [20.0, 0.0, 200.0, 60.0]) leaves the safe area"), top.message)
        XCTAssertEqual(r.reviews, [])
    }

    func testPrivateFrameworkClassesAreToldByName() {
        for c in ["_UIBarBackground", "_UIVisualEffectBackdropView", "MKScrollContainerView", "MKAttributionLabel", "WKContentView", "WKScrollView", "VKMapView"] {
            XCTAssertTrue(LayoutGuides.isFrameworkInternal(c), c)
        }
        for c in ["MKMapView", "MKMarkerAnnotationView", "MKUserTrackingButton", "WKWebView", "_TtC4Acme10RibbonView", "UILabel", "Acme.BannerView", "MKAppView"] {
            XCTAssertEqual(LayoutGuides.isFrameworkInternal(c), c == "MKAppView", c)
        }
    }

    /// UILabel's default font is the 17-pt system font (`UIFont.labelFontSize`), 20.29 pt a line;
    /// each printed line wraps at the frame's width (8 pt a glyph on average).
    func testALabelsTextHeightCountsItsLines() {
        XCTAssertEqual(LabelText.height(of: "Welcome back", width: 834), 20.29, accuracy: 1e-9)
        XCTAssertEqual(LabelText.height(of: "Line one\nLine two", width: 834), 40.58, accuracy: 1e-9)
        XCTAssertEqual(LabelText.height(of: String(repeating: "a", count: 25), width: 200), 20.29, accuracy: 1e-9, "25 glyphs fit 200 pt")
        XCTAssertEqual(LabelText.height(of: String(repeating: "a", count: 26), width: 200), 40.58, accuracy: 1e-9, "26 wrap")
        XCTAssertEqual(LabelText.height(of: "", width: 200), 20.29, accuracy: 1e-9)
    }
}

/// The rows of a table and the cells of a collection view are content items, reached through the
/// content views and labels they hold, in every dump format.
final class ImportRowTests: XCTestCase {
    static let landscape = HarnessEnvironment(.iPadPro11, .landscape)

    func results(_ scene: Scene) -> [String: RuleResult] {
        Dictionary(uniqueKeysWithValues: ConformanceEngine(environments: [Self.landscape]).run([scene]).results.map { ($0.rule, $0) })
    }

    /// UIKit table rows (a UITableViewCellContentView with recognizers and a label over each,
    /// one an app's subclass) and an app's collection view cells (a content view, an image, a
    /// label): each rule that reads content items judges them. No dump shows their delegate
    /// menus, drags or focus, so those need review for every row; their hover is UIKit's
    /// default, a pass.
    func testUIKitRowsAndCellsAreContentItems() throws {
        let text = try String(contentsOfFile: ImportWindowTests.dir + "uikit-table-rows.txt", encoding: .utf8)
        let scene = try SceneImport.scene(dump: text)
        XCTAssertEqual(scene.allElements.filter { $0.role == .listItem }.map(\.id), ["Inbox", "Drafts", "Archive"])
        XCTAssertEqual(scene.allElements.filter { $0.role == .gridItem }.map(\.id), ["Lake", "Dunes"])
        XCTAssertEqual(try XCTUnwrap(scene.element("Lake")).frames.values.first, Rect(x: 440.5, y: 94, width: 233.333, height: 200))
        let r = results(scene)
        let rows: Set<String> = ["Inbox", "Drafts", "Archive", "Lake", "Dunes"]
        XCTAssertEqual(Set(try XCTUnwrap(r["pointer.secondary-click"]).reviews.map(\.element)), rows)
        XCTAssertEqual(Set(try XCTUnwrap(r["drag.source"]).reviews.map(\.element)), rows)
        XCTAssertEqual(r["keyboard.arrow-navigation"]?.verdict, .needsReview)
        XCTAssertEqual(r["pointer.hover-effect"]?.verdict, .pass)
        let hover = try XCTUnwrap(r["pointer.hover-effect"])
        XCTAssertEqual(hover.note, "5 elements hovered with a mouse")
    }

    /// The same rows in an XCUITest dump: `Cell`s holding `StaticText` and an `Other`.
    func testXCUITestCellsAreContentItems() throws {
        let dump = """
        Attributes: Application, 0x600003b2d000, pid: 6144, label: 'Mail'
        Element subtree:
         →Application, 0x600003b2d000, pid: 6144, label: 'Mail'
            Window (Main), 0x600003b2d0e0, {{0.0, 0.0}, {1194.0, 834.0}}
              Other, 0x600003b2d1c0, {{0.0, 0.0}, {1194.0, 834.0}}
                Table, 0x600003b2d2a0, {{0.0, 74.0}, {420.0, 760.0}}
                  Cell, 0x600003b2d380, {{0.0, 74.0}, {420.0, 44.0}}, identifier: 'inbox'
                    Other, 0x600003b2d460, {{0.0, 74.0}, {420.0, 43.7}}
                    StaticText, 0x600003b2d540, {{20.0, 74.0}, {380.0, 43.7}}, label: 'Inbox'
                  Cell, 0x600003b2d620, {{0.0, 118.0}, {420.0, 44.0}}, identifier: 'drafts'
                    Other, 0x600003b2d700, {{0.0, 118.0}, {420.0, 43.7}}
                    StaticText, 0x600003b2d7e0, {{20.0, 118.0}, {380.0, 43.7}}, label: 'Drafts'
        """
        let scene = try SceneImport.scene(dump: dump)
        let r = results(scene)
        XCTAssertEqual(Set(try XCTUnwrap(r["pointer.secondary-click"]).reviews.map(\.element)), ["inbox", "drafts"])
        XCTAssertEqual(Set(try XCTUnwrap(r["drag.source"]).reviews.map(\.element)), ["inbox", "drafts"])
        XCTAssertEqual(r["pointer.hover-effect"]?.verdict, .pass)
    }

    /// A control inside a row takes what lands on it: the row behind it is not reached there.
    func testAControlOverARowsCentreKeepsItsTouch() throws {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UITableView: 0x3; frame = (0 0; 834 1194); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, 0}; contentSize: {834, 60}>
           |    | <UITableViewCell: 0x6; frame = (0 0; 834 60); text = 'Row'; layer = <CALayer: 0x7>>
           |    |    | <UITableViewCellContentView: 0x8; frame = (0 0; 834 60); gestureRecognizers = <NSArray: 0x9>; layer = <CALayer: 0xa>>
           |    |    |    | <UIButton: 0xb; frame = (367 8; 100 44); accessibilityIdentifier = 'play'; layer = <CALayer: 0xc>>
        """
        let scene = try SceneImport.scene(dump: dump)
        let p = Probe(scene: scene, environment: HarnessEnvironment(.iPadPro11, .portrait))
        XCTAssertEqual(Set(p.pointerTargets.map(\.element.id)), ["play"], "the row's centre is its button's")
        XCTAssertTrue(p.isReachable("play"))
        XCTAssertFalse(p.isReachable("Row"))
    }
}

/// What genuine UIKit dumps contain and the import must read: class names with their module or
/// mangled, cells scrolled above their collection view, thirds of a point.
final class GenuineDumpContentTests: XCTestCase {
    /// Swift classes print as `Module.Name`, or mangled (`_TtC4Acme12FollowButton`, nested
    /// `_TtCC…`) when the Objective-C runtime names them: both are the app's, their role told by
    /// how the name ends. SwiftUI's mangled generic hosting view and a framework's view (MapKit's)
    /// take nothing for their gesture recognizers; an app's mangled view with recognizers does.
    func testModuleQualifiedAndMangledClassNamesAreRead() throws {
        XCTAssertEqual(ImportRoles.demangled("_TtC4Acme12FollowButton"), "Acme.FollowButton")
        XCTAssertEqual(ImportRoles.demangled("_TtCC4Acme7Profile10HeaderCell"), "Acme.Profile.HeaderCell")
        XCTAssertNil(ImportRoles.demangled("_TtGC7SwiftUI14_UIHostingViewV4Acme8RootView_"))
        XCTAssertNil(ImportRoles.demangled("_TtC4Acme99Short"), "a length past the end")
        XCTAssertNil(ImportRoles.demangled("_UIBarBackground"))
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <_TtGC7SwiftUI14_UIHostingViewV4Acme8RootView_: 0x3; frame = (0 0; 834 400); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>
           | <_TtC4Acme12FollowButton: 0x6; frame = (20 420; 120 44); layer = <CALayer: 0x7>>
           | <Acme.ShareButton: 0x8; frame = (160 420; 120 44); layer = <CALayer: 0x9>>
           | <_TtC4Acme8MapBadge: 0xa; frame = (300 420; 60 60); gestureRecognizers = <NSArray: 0xb>; layer = <CALayer: 0xc>>
           | <MKMapView: 0xd; frame = (0 500; 834 300); gestureRecognizers = <NSArray: 0xe>; layer = <CALayer: 0xf>>
           | <UITableView: 0x10; frame = (0 820; 834 374); gestureRecognizers = <NSArray: 0x11>; layer = <CALayer: 0x12>; contentOffset: {0, 0}; contentSize: {834, 88}>
           |    | <_TtCC4Acme7Profile10HeaderCell: 0x13; frame = (0 0; 834 88); layer = <CALayer: 0x14>>
        """
        let scene = try SceneImport.scene(dump: dump)
        func element(_ className: String) throws -> SceneElement { try XCTUnwrap(scene.allElements.first { $0.className == className }, className) }
        XCTAssertEqual(try element("_TtC4Acme12FollowButton").role, .button)
        XCTAssertEqual(try element("Acme.ShareButton").role, .button)
        XCTAssertEqual(try element("_TtCC4Acme7Profile10HeaderCell").role, .listItem)
        XCTAssertEqual(try element("_TtC4Acme8MapBadge").defaultAction, "gesture")
        XCTAssertTrue(try element("_TtC4Acme8MapBadge").isInteractive)
        XCTAssertNil(try element("_TtGC7SwiftUI14_UIHostingViewV4Acme8RootView_").defaultAction)
        XCTAssertNil(try element("MKMapView").defaultAction)
        XCTAssertFalse(try element("MKMapView").isInteractive)
    }

    /// A collection view scrolled down 300 pt puts a cell whose frame says y 150 at window y −50,
    /// above the collection view; a carousel's cell starts left of it. Both are read as they are,
    /// and lie in a scroll view: nothing clips.
    func testNegativeOriginsInAUIKitDumpAreRead() throws {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UICollectionView: 0x3; frame = (0 100; 834 600); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, 300}; contentSize: {834, 2000}>
           |    | <UICollectionViewCell: 0x6; frame = (0 150; 834 80); accessibilityIdentifier = 'scrolled-away'; layer = <CALayer: 0x7>>
           |    | <UICollectionViewCell: 0x8; frame = (-40 420; 300 80); accessibilityIdentifier = 'peeking'; layer = <CALayer: 0x9>>
        """
        let scene = try SceneImport.scene(dump: dump)
        XCTAssertEqual(try XCTUnwrap(scene.element("scrolled-away")).frames.values.first, Rect(x: 0, y: -50, width: 834, height: 80))
        XCTAssertEqual(try XCTUnwrap(scene.element("peeking")).frames.values.first, Rect(x: -40, y: 220, width: 300, height: 80))
        let r = try XCTUnwrap(ConformanceEngine(environments: [HarnessEnvironment(.iPadPro11, .portrait)]).run([scene]).results.first { $0.rule == "layout.no-clipping" })
        XCTAssertEqual(r.verdict, .pass, "\(r.failures.map(\.message))")
    }

    /// Frames in thirds of a point (a 3× screen's pixels) add up exactly enough: a cell at
    /// 20.3333 in a view at 0.333333 is at 20.666633, kept to a ten-thousandth (20.6666).
    func testThirdsOfAPointAddUp() throws {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (0.333333 0.333333; 833.667 1193.67); layer = <CALayer: 0x4>>
           |    | <UIButton: 0x5; frame = (20.3333 43.6667; 44.3333 43.6667); accessibilityIdentifier = 'go'; layer = <CALayer: 0x6>>
        """
        let scene = try SceneImport.scene(dump: dump)
        XCTAssertEqual(try XCTUnwrap(scene.element("go")).frames.values.first, Rect(x: 20.6666, y: 44, width: 44.3333, height: 43.6667))
    }
}

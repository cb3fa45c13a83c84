import XCTest
import Foundation
import InputModel
@testable import Harness

/// Verdicts on imported scenes that a careful reviewer would sign: each test is a dump written
/// for it (Tests/Import) with a pattern that gave a false alarm, checked where the dump shows it.
final class ImportVerdictTests: XCTestCase {
    static let dir = TactileProcess.root + "/Tests/Import/"
    static let portrait = HarnessEnvironment(.iPadPro11, .portrait)

    func importScene(_ dump: String, everyWindow: Bool = false, overlay: String? = nil) throws -> Scene {
        try SceneImport.scene(dumps: [Self.dir + dump], overlay: overlay.map { Self.dir + $0 }, name: nil, everyWindow: everyWindow)
    }

    func results(_ scene: Scene, _ rule: String, in environments: [HarnessEnvironment] = [portrait]) -> [RuleResult] {
        ConformanceEngine(environments: environments).run([scene]).results.filter { $0.rule == rule }
    }

    func failing(_ rs: [RuleResult]) -> Set<String> { Set(rs.flatMap(\.failures).map(\.element)) }
    func reviewed(_ rs: [RuleResult]) -> Set<String> { Set(rs.flatMap(\.reviews).map(\.element)) }

    // MARK: Formats

    /// Appium Inspector saves a page source with no XML declaration, its elements under a
    /// `<hierarchy>` root: it is an Appium page source by its elements, not a UIKit dump.
    func testAppiumInspectorXMLWithoutDeclarationIsAPageSource() throws {
        let text = try String(contentsOfFile: Self.dir + "appium-inspector-login.xml", encoding: .utf8)
        XCTAssertFalse(text.hasPrefix("<?xml"))
        XCTAssertEqual(DumpReader.format(of: text), .appium)
        XCTAssertEqual(DumpReader.format(of: "<hierarchy>\n<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" x=\"0\"/>"), .appium)
        XCTAssertEqual(DumpReader.format(of: "<XCUIElementTypeWindow x='0' y='0' width='10' height='10'/>"), .appium)
        // UIKit lines are still UIKit: `<Class: 0x…`, `<Class; frame = …` (snapshot dumps strip addresses).
        XCTAssertEqual(DumpReader.format(of: "<UIWindow: 0x7f; frame = (0 0; 390 844)>"), .uikit)
        XCTAssertEqual(DumpReader.format(of: "<UIView; frame = (0 0; 320 480); layer = <CALayer>>"), .uikit)
        XCTAssertEqual(DumpReader.format(of: "<MyApp.Row: 0x1; baseClass = UITableViewCell; frame = (0 0; 1 1)>"), .uikit)
        let scene = try importScene("appium-inspector-login.xml")
        XCTAssertEqual(scene.imported.map(\.format), [.appium])
        XCTAssertEqual(scene.imported.map(\.window), [ScreenSize(width: 375, height: 667)])
        XCTAssertEqual(try XCTUnwrap(scene.element("Skip")).frames.values.first, ScreenRect(x: 303, y: 20, width: 64, height: 44))
    }

    // MARK: Windows other than the app's

    /// The status bar's window (a full-screen `Window` after the app's) and a hidden keyboard
    /// window are not the app's: nothing of them is in the scene, in either accessibility format.
    func testOtherWindowsAreLeftOutInEveryFormat() throws {
        let login = try importScene("appium-inspector-login.xml")
        XCTAssertEqual(login.allElements.filter { $0.className == "Window" }.count, 1, "\(login.allElements.map(\.id))")
        XCTAssertFalse(login.allElements.contains { $0.id.hasPrefix("Window[2]") || $0.className == "StatusBar" })
        let overlap = try importScene("xcuitest-overlap.txt")
        XCTAssertNil(overlap.element("system-alert-ok"), "a second window's button is the system's, not the app's")
        XCTAssertEqual(overlap.allElements.filter { $0.className == "Window" }.count, 1)
    }

    // MARK: layout.hit-target

    /// In an accessibility tree, order is reading order: the login screen's Skip button and its
    /// three 343 × 44 pt text fields are not "covered" by the full-window `Other` listed after
    /// them (nor by the status bar's window), and they pass.
    func testAccessibilityOrderShowsNoCover() throws {
        let scene = try importScene("appium-inspector-login.xml", everyWindow: true)
        let rs = results(scene, "layout.hit-target")
        XCTAssertEqual(rs.map(\.verdict), [.pass], "\(rs.flatMap(\.failures).map(\.message))")
        XCTAssertTrue(rs[0].note.contains("cover not judged"), rs[0].note)
    }

    /// Two buttons that overlap in an accessibility tree: which takes the tap cannot be told, so
    /// the rule needs review, naming both, and says what would decide it. A button that overlaps
    /// nothing is not named.
    func testOverlappingControlsInAnAccessibilityTreeNeedReview() throws {
        let scene = try importScene("xcuitest-overlap.txt")
        let rs = results(scene, "layout.hit-target")
        XCTAssertEqual(rs.map(\.verdict), [.needsReview])
        let finding = try XCTUnwrap(rs.first?.reviews.first)
        XCTAssertEqual(finding.element, "play")
        XCTAssertEqual(finding.related, ["download"])
        XCTAssertTrue(finding.message.contains("overlaps download"), finding.message)
        XCTAssertTrue(try XCTUnwrap(finding.decide).contains("recursiveDescription"))
        XCTAssertEqual(reviewed(rs), ["play"])
        XCTAssertTrue(failing(rs).isEmpty)
    }

    /// A UIKit dump gives drawing order: a later sibling that takes touches covers a button (a
    /// fail naming it), but a view with userInteractionEnabled = NO, a hidden view and a label
    /// (UILabel takes no touches) drawn over a button do not.
    func testUIKitDrawingOrderDecidesCover() throws {
        let scene = try importScene("uikit-form-rows.txt", everyWindow: true)
        let rs = results(scene, "layout.hit-target")
        let covered = try XCTUnwrap(rs.first?.failures.first { $0.element == "covered" })
        XCTAssertEqual(covered.related, ["Acme.PromoBanner[1]"])
        XCTAssertEqual(covered.measured, .numbers([0, 0]))
        for id in ["under-glass", "under-hidden", "badged"] { XCTAssertFalse(failing(rs).contains(id), id) }
        XCTAssertTrue(try XCTUnwrap(scene.element("Acme.GradientOverlay[1]")).passesTouches)
        XCTAssertTrue(try XCTUnwrap(scene.element("3")).passesTouches, "a UILabel passes touches")
    }

    /// What takes the tap is measured: the 358 × 23 pt field of a form row whose gesture
    /// recognizer takes the touch is reached through its 390 × 61 pt row (a pass); the same field
    /// in a row without a recognizer is 23 pt tall (a fail). UIKit's own controls, sized by UIKit
    /// (a UISearchBar's 34-pt field, a 51 × 31 pt UISwitch), are not the app's breach.
    func testTheTargetIsWhatTakesTheTap() throws {
        let scene = try importScene("uikit-form-rows.txt", everyWindow: true)
        let rs = results(scene, "layout.hit-target")
        XCTAssertFalse(failing(rs).contains("name@example.com"), "\(rs.flatMap(\.failures).map(\.message))")
        let postcode = try XCTUnwrap(rs.first?.failures.first { $0.element == "Postcode" })
        XCTAssertEqual(postcode.measured, .numbers([358, 23]))
        XCTAssertEqual(failing(rs), ["Postcode", "covered"])
        XCTAssertTrue(try XCTUnwrap(rs.first).note.contains("2 of UIKit's own controls"), rs[0].note)
    }

    /// Every control, not only a text field, is reached through the app's own row that takes
    /// the tap for it: a 20-pt-tall picker button alone in a 56-pt row with gesture recognizers
    /// passes (the row is measured); the same button in a row without recognizers fails at 20 pt.
    func testAPickerInARowThatTakesTheTapIsMeasuredByTheRow() throws {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
           |    | <Acme.PickerRow: 0x5; frame = (0 160; 390 56); gestureRecognizers = <NSArray: 0x6>; layer = <CALayer: 0x7>>
           |    |    | <UILabel: 0x8; frame = (16 18; 120 20); text = 'Repeat'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x9>>
           |    |    | <UIButton: 0xa; frame = (254 18; 120 20); accessibilityIdentifier = 'repeat-picker'; layer = <CALayer: 0xb>>
           |    | <Acme.PlainRow: 0xc; frame = (0 230; 390 56); layer = <CALayer: 0xd>>
           |    |    | <UIButton: 0xe; frame = (254 18; 120 20); accessibilityIdentifier = 'alert-picker'; layer = <CALayer: 0xf>>
        """
        let dir = try scratch()
        try dump.write(toFile: dir + "/picker-rows.txt", atomically: false, encoding: .utf8)
        let scene = try SceneImport.scene(dumps: [dir + "/picker-rows.txt"], overlay: nil, name: nil, everyWindow: true)
        let rs = results(scene, "layout.hit-target")
        XCTAssertEqual(failing(rs), ["alert-picker"], "\(rs.flatMap(\.failures).map(\.message))")
        XCTAssertEqual(rs.first?.failures.first?.measured, .numbers([120, 20]))
    }

    /// A too-small text field alone in a list cell that meets the target needs review (a tap
    /// beside it selects the cell, which may focus it); in a cell that is itself too small it
    /// fails, as nothing a tap reaches is big enough; beside another control in its cell, or when
    /// it is a button, it is measured by its own frame; a field of 44 pt passes
    /// (docs/conformance.md, "Layout and multitasking").
    func testASmallFieldAloneInACellNeedsReviewOnlyWhenTheCellIsBigEnough() throws {
        let rs = results(try importScene("xcuitest-cell-fields.txt"), "layout.hit-target")
        XCTAssertEqual(rs.map(\.verdict), [.fail])
        XCTAssertEqual(reviewed(rs), ["nickname"])
        XCTAssertEqual(failing(rs), ["cramped", "code", "first", "star"])
        let finding = try XCTUnwrap(rs.first?.reviews.first)
        XCTAssertEqual(finding.related, ["roomy"])
        XCTAssertEqual(finding.measured, .numbers([300, 30]))
        XCTAssertTrue(finding.decide?.hasSuffix("otherwise make nickname 44 pt tall") == true, finding.decide ?? "")
        // The advice gives the minimum in force: under a 50-pt setting (the 60-pt cell still
        // meets it), make it 50 pt tall.
        var engine = ConformanceEngine(environments: [Self.portrait])
        engine.settings = ConformanceSettings(minimumHitTarget: 50, source: "team.yml")
        let fifty = engine.run([try importScene("xcuitest-cell-fields.txt")]).results.first { $0.rule == "layout.hit-target" }
        let advice = try XCTUnwrap(fifty?.reviews.first { $0.element == "nickname" }?.decide)
        XCTAssertTrue(advice.hasSuffix("otherwise make nickname 50 pt tall"), advice)
    }

    // MARK: pointer.scroll

    /// The status bar's full-screen window no longer swallows the pointer probe's scroll: a feed
    /// table of 603 pt showing content to y 1247 scrolls with trackpad and wheel.
    func testTheStatusBarWindowDoesNotSwallowTheScrollProbe() throws {
        let scene = try importScene("appium-feed-statusbar.xml", everyWindow: true)
        XCTAssertEqual(try XCTUnwrap(scene.element("feed")).contentSize, ScreenSize(width: 375, height: 1117 + 130 - 64))
        let rs = results(scene, "pointer.scroll")
        XCTAssertEqual(rs.map(\.verdict), [.pass], "\(rs.flatMap(\.failures).map(\.message))")
    }

    // MARK: Needs review in every output

    func scratch() throws -> String {
        let dir = try TactileProcess.scratchDirectory("verdicts")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        return dir
    }

    /// A scene whose only finding needs review: the text table has its column and says what
    /// would decide it; JSON gives the verdict and `needsReview` findings with `decide`; JUnit
    /// makes it a skip (the run passes, exit 0); HTML marks it. `--strict` fails the run (exit 1)
    /// and makes it a JUnit failure of type `needs review`.
    func testNeedsReviewInTextJSONJUnitAndHTMLAndStrict() throws {
        let dir = try scratch()
        let scene = dir + "/acme.yml"
        XCTAssertEqual(try TactileProcess.run(["import", Self.dir + "xcuitest-overlap.txt", "-o", scene]).status, 0)
        let json = dir + "/r.json", junit = dir + "/r.xml", html = dir + "/html"
        let r = try TactileProcess.run(["conformance", scene, "--device", "ipad-pro-11", "--json", json, "--junit", junit, "--html", html], timeout: 120)
        let text = String(decoding: r.stdout, as: UTF8.self)
        XCTAssertEqual(r.status, 0, "needs review does not fail the run by default: \(text)")
        XCTAssertTrue(text.contains("Acme — NEEDS REVIEW"), text)
        XCTAssertTrue(text.contains("rule                              pass  fail  review  waived   n/a  checked"), text)
        XCTAssertTrue(text.contains("  layout.hit-target                    0     0       1       0     9  static  ?"), text)
        XCTAssertTrue(text.contains("layout.hit-target [play] overlaps download"), text)
        XCTAssertTrue(text.contains("to decide: import a UIKit recursiveDescription"), text)

        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        XCTAssertEqual(report["failed"] as? Bool, false)
        XCTAssertEqual(report["needsReview"] as? Int, 1)
        let results = try XCTUnwrap(report["results"] as? [[String: Any]])
        let hit = try XCTUnwrap(results.first { $0["rule"] as? String == "layout.hit-target" && $0["verdict"] as? String != "n/a" })
        XCTAssertEqual(hit["verdict"] as? String, "needs review")
        let finding = try XCTUnwrap((hit["needsReview"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["element"] as? String, "play")
        XCTAssertEqual(finding["related"] as? [String], ["download"])
        XCTAssertTrue((finding["decide"] as? String ?? "").contains("recursiveDescription"))

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("failures=\"0\""), xml)
        XCTAssertTrue(xml.contains("<skipped message=\"needs review: play: overlaps download"), xml)
        XCTAssertTrue(xml.contains("<property name=\"verdict\" value=\"needs review\"/>"), xml)
        let page = try String(contentsOfFile: html + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<i class=\"r\" title=\"ipad-pro-11 portrait fullScreen: needs review\">"))
        XCTAssertTrue(page.contains("class=\"failure review\""))
        XCTAssertTrue(page.contains("to decide: import a UIKit recursiveDescription"))
        XCTAssertTrue(page.contains("Acme: 1 need review"))

        let strictJUnit = dir + "/strict.xml", strictJSON = dir + "/strict.json"
        let s = try TactileProcess.run(["conformance", scene, "--device", "ipad-pro-11", "--strict", "--junit", strictJUnit, "--json", strictJSON], timeout: 120)
        XCTAssertEqual(s.status, 1, "--strict: needs review fails the run")
        XCTAssertTrue(String(decoding: s.stdout, as: UTF8.self).contains("needs review (--strict: fails the run)"))
        let strictXML = try String(contentsOfFile: strictJUnit, encoding: .utf8)
        XCTAssertTrue(strictXML.contains("<failure message=\"needs review: play: overlaps download"), strictXML)
        XCTAssertTrue(strictXML.contains("type=\"needs review\""), strictXML)
        XCTAssertFalse(strictXML.contains("<skipped message=\"needs review"), strictXML)
        let strictReport = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: strictJSON))) as? [String: Any])
        XCTAssertEqual(strictReport["failed"] as? Bool, true)
        XCTAssertEqual(strictReport["strict"] as? Bool, true)
    }

    // MARK: Unknown is not absent

    func verdicts(_ scene: Scene) -> [String: Verdict] {
        Dictionary(uniqueKeysWithValues: ConformanceEngine(environments: [Self.portrait]).run([scene]).results.map { ($0.rule, $0.verdict) })
    }

    /// A UIKit dump cannot show a collection view's delegate menus, drag delegate, keyboard focus,
    /// a tap action or undo registration: the rules that would fail on their absence need review,
    /// each saying how to declare it. What the dump does show still decides: a view whose line
    /// lists its interactions without a UIPointerInteraction has no hover effect (a fail), while
    /// one whose line lists none needs review.
    func testWhatAUIKitDumpCannotShowNeedsReview() throws {
        let scene = try importScene("uikit-capabilities.txt")
        let v = verdicts(scene)
        for rule in ["pointer.secondary-click", "keyboard.arrow-navigation", "drag.source", "drag.spring-loading", "drag.undo"] {
            XCTAssertEqual(v[rule], .needsReview, rule)
        }
        let rs = ConformanceEngine(environments: [Self.portrait]).run([scene]).results
        let menus = try XCTUnwrap(rs.first { $0.rule == "pointer.secondary-click" })
        XCTAssertEqual(Set(menus.reviews.map(\.element)), ["Inbox", "Drafts", "Archive"])
        XCTAssertTrue(menus.reviews[0].message.contains("delegate"), menus.reviews[0].message)
        XCTAssertEqual(menus.reviews[0].decide, "declare it in the overlay: elements: {Inbox: {contextMenu: [Open, Delete]}}, or {Inbox: {without: [contextMenu]}} if it has none")
        let hover = try XCTUnwrap(rs.first { $0.rule == "pointer.hover-effect" })
        XCTAssertEqual(hover.verdict, .fail)
        XCTAssertEqual(Set(hover.failures.map(\.element)), ["tile", "folder"], "their lines list interactions, none a pointer interaction")
        XCTAssertEqual(hover.reviews.map(\.element), ["badge"], "its line lists no interactions")
        XCTAssertEqual(try XCTUnwrap(scene.element("tile")).without, [.hoverEffect])
        XCTAssertEqual(try XCTUnwrap(scene.element("badge")).without, [])
    }

    /// The overlay decides: what it declares absent fails as a hand-written scene's would, what it
    /// declares present is checked, and `undo`/`without: [shortcuts]` decide the scene's.
    func testTheOverlayDecidesWhatTheDumpCannot() throws {
        let scene = try importScene("uikit-capabilities.txt", overlay: "capabilities.overlay.yml")
        let rs = ConformanceEngine(environments: [Self.portrait]).run([scene]).results
        func r(_ rule: String) throws -> RuleResult { try XCTUnwrap(rs.first { $0.rule == rule }) }
        XCTAssertEqual(try r("pointer.secondary-click").failures.map(\.element), ["Inbox"])
        XCTAssertEqual(try r("pointer.secondary-click").reviews, [])
        XCTAssertEqual(try r("drag.source").failures.map(\.element), ["Inbox"])
        XCTAssertEqual(try r("keyboard.arrow-navigation").verdict, .fail)
        // without: [shortcuts] makes a missing ⌘N a fail, and so the edit commands the overlay's
        // draggable, deletable rows call for.
        XCTAssertEqual(try r("keyboard.standard-shortcuts").failures.map(\.message), [
            "the new action has no keyboard shortcut (needs cmd+n)",
            "Drafts is selectable content that can be dragged out, and no shortcut performs copy (needs cmd+c)",
            "Drafts can be selected with others, and no shortcut performs selectAll (needs cmd+a)",
            "Drafts can be copied and deleted, and no shortcut performs cut (needs cmd+x)",
            "Drafts's content can be changed, and no shortcut performs undo (needs cmd+z)",
        ])
        XCTAssertEqual(try r("keyboard.standard-shortcuts").reviews, [])
        XCTAssertEqual(try r("drag.spring-loading").failures.map(\.element), ["folder"])
        XCTAssertEqual(try r("pointer.hover-effect").reviews, [], "badge's effect is declared")
        XCTAssertEqual(try r("drag.undo").verdict, .needsReview, "the overlay says nothing of undo")
        XCTAssertEqual(scene.without, [.shortcuts])

        let standard = try importScene("uikit-capabilities.txt", overlay: nil)
        var withAction = standard
        let i = try XCTUnwrap(withAction.apps[0].elements.firstIndex { $0.id == "Inbox" })
        withAction.apps[0].elements[i].defaultAction = "new"
        let unknown = ConformanceEngine(environments: [Self.portrait]).run([withAction]).results.first { $0.rule == "keyboard.standard-shortcuts" }
        XCTAssertEqual(unknown?.verdict, .needsReview, "no overlay lists the app's key commands")
        XCTAssertTrue(try XCTUnwrap(unknown?.reviews.first?.decide).contains("without: [shortcuts]"))
    }

    /// UIKit has no grab shape, so a draggable item shows one only where its pointer style draws
    /// one. A view whose line lists its interactions without a UIPointerInteraction shows the
    /// system's circle (a fail); a cell whose line lists none may have a pointer style the dump
    /// does not show (needs review, saying how to declare it); an overlay's `pointerShape: grab`
    /// passes.
    func testADraggableItemsGrabShapeIsWhatTheDumpShows() throws {
        let scene = try importScene("uikit-capabilities.txt", overlay: "capabilities.overlay.yml")
        let cursor = try XCTUnwrap(results(scene, "pointer.cursor").first)
        XCTAssertEqual(cursor.verdict, .fail)
        XCTAssertEqual(cursor.failures.map(\.element), ["tile"])
        XCTAssertEqual(cursor.failures.first?.measured, .text("automatic"))
        XCTAssertEqual(Set(cursor.reviews.map(\.element)), ["Drafts", "Archive"])
        XCTAssertEqual(cursor.reviews.first?.decide, "if its pointer style draws a grab hand, declare it in the overlay: elements: {Drafts: {pointerShape: grab}}")

        var declared = scene
        for id in ["tile", "Drafts", "Archive"] {
            let i = try XCTUnwrap(declared.apps[0].elements.firstIndex { $0.id == id })
            declared.apps[0].elements[i].pointerShape = .grab
        }
        let drawn = try XCTUnwrap(results(declared, "pointer.cursor").first)
        XCTAssertEqual(drawn.verdict, .pass, "\(drawn.failures.map(\.message)) \(drawn.reviews.map(\.message))")
    }

    /// In an accessibility tree (XCUITest, Appium) the same rules need review, and say it is the
    /// tree that cannot show them; the worked example's overlay decides every one of them.
    func testAnAccessibilityTreeShowsNoMenusDragsOrFocus() throws {
        let ex = TactileProcess.root + "/Examples/check-your-app/"
        let bare = try SceneImport.scene(dumps: [ex + "jotter-portrait.txt"], overlay: nil, name: nil)
        let rs = ConformanceEngine(environments: [Self.portrait]).run([bare]).results
        for rule in ["pointer.secondary-click", "keyboard.arrow-navigation", "drag.source"] {
            let r = try XCTUnwrap(rs.first { $0.rule == rule })
            XCTAssertEqual(r.verdict, .needsReview, rule)
            XCTAssertTrue(r.reviews.allSatisfy { $0.message.contains("an accessibility tree (XCUITest, Appium) does not show") }, "\(r.reviews.map(\.message))")
        }
        let decided = try SceneImport.scene(dumps: [ex + "jotter-portrait.txt"], overlay: ex + "jotter.overlay.yml", name: nil)
        XCTAssertFalse(ConformanceEngine(environments: [Self.portrait]).run([decided]).results.contains { $0.verdict == .needsReview || $0.verdict == .fail })
    }

    /// A dump that shows an interaction still decides: the UIKit line naming a
    /// UIContextMenuInteraction gives a context menu that is exercised, not reviewed.
    func testADumpThatShowsAMenuDecides() throws {
        let scene = try importScene("uikit-iphone-recipes.txt", everyWindow: true)
        let anchor = try XCTUnwrap(scene.element("Recipes.ShareSheetAnchor[1]"))
        XCTAssertEqual(anchor.contextMenu, [])
        let r = try XCTUnwrap(results(scene, "pointer.secondary-click").first)
        XCTAssertTrue(r.methods.contains(.exercised))
        XCTAssertFalse(r.reviews.contains { $0.element == "Recipes.ShareSheetAnchor[1]" })
    }

    /// `without` names only what can be declared absent, and not what is also given.
    func testWithoutIsChecked() throws {
        XCTAssertThrowsError(try SceneLoader.load("scene: x\nelements:\n  - {id: a, role: listItem, frame: [0, 0, 50, 50], without: [menus]}\n", file: "s.yml")) { e in
            XCTAssertTrue("\(e)".contains("s.yml:3"), "\(e)")
            XCTAssertTrue("\(e)".contains("'menus' is not one of contextMenu"), "\(e)")
        }
        XCTAssertThrowsError(try SceneLoader.load("scene: x\nelements:\n  - {id: a, role: listItem, frame: [0, 0, 50, 50], contextMenu: [Open], without: [contextMenu]}\n", file: "s.yml")) { e in
            XCTAssertTrue("\(e)".contains("'contextMenu' is given and also listed under 'without'"), "\(e)")
        }
        XCTAssertThrowsError(try SceneLoader.load("scene: x\nwithout: [focus]\nelements: []\n", file: "s.yml")) { e in
            XCTAssertTrue("\(e)".contains("s.yml:2"), "\(e)")
        }
        let ok = try SceneLoader.load("scene: x\nwithout: [shortcuts, undo]\nelements:\n  - {id: a, role: listItem, frame: [0, 0, 50, 50], without: [focus, contextMenu]}\n")
        XCTAssertEqual(ok.without, [.shortcuts, .undo])
        XCTAssertEqual(ok.allElements[0].without, [.focus, .contextMenu])
        XCTAssertEqual(try SceneLoader.load(try SceneWriter.yaml(ok)), ok)
    }

    // MARK: An iPhone app as iPadOS shows it

    /// iPadOS shows an iPhone-only app in compatibility mode: full screen only, in its own iPhone
    /// window. The login screen (375 × 667 pt, an iPhone 8) gets the scaled-up finding once per
    /// full-screen environment; Slide Over and the splits are not applicable, saying why; its Skip
    /// button at y 20 is inside the iPhone 8's safe area (a 20-pt status bar), not judged against
    /// the iPad's 24-pt inset or a 320-pt Slide Over window.
    func testAnIPhoneAppIsJudgedAsIPadOSShowsIt() throws {
        let envs = HarnessEnvironment.matrix.filter { $0.screen.model == .iPadPro11 }
        for everyWindow in [true, false] {
            var scene = try importScene("appium-inspector-login.xml", everyWindow: everyWindow)
            scene.deviceFamily = [.iPhone]
            let report = ConformanceEngine(environments: envs).run([scene])
            let columns = report.results.filter { $0.rule == "layout.regular-width-columns" }
            XCTAssertEqual(columns.filter { $0.verdict == .fail }.map(\.environment.multitasking), [.fullScreen, .fullScreen])
            XCTAssertEqual(columns.flatMap(\.failures).map(\.element), ["root", "root"])
            XCTAssertTrue(columns[0].failures[0].message.contains("375 × 667 pt iPhone window scaled up on the 834 × 1194 pt screen"))
            let split = report.results.filter { $0.environment.multitasking != .fullScreen }
            XCTAssertEqual(split.count, 8 * ConformanceRule.all.count)
            XCTAssertTrue(split.allSatisfy { $0.verdict == .notApplicable && $0.note == ScenePlacement.iPhoneAppNote })
            XCTAssertTrue(split.allSatisfy { $0.notJudged == .iPhoneAppFullScreenOnly })
            XCTAssertEqual(report.iPhoneAppEnvironments(scene: report.scenes[0]).count, 8)
            let clipping = report.results.filter { $0.rule == "layout.no-clipping" && $0.environment.multitasking == .fullScreen }
            XCTAssertEqual(clipping.map(\.verdict), [.pass, .pass], "\(clipping.flatMap(\.failures).map(\.message))")
            XCTAssertFalse(report.failed && report.results.contains { $0.rule == "layout.hit-target" && $0.verdict == .fail })
        }
    }

    /// A Face ID iPhone window shared by models with different top insets (375 × 812: 44 pt on
    /// an iPhone X, 50 on a 12 mini): a button at y 46 is inside one's safe area, not the other's,
    /// and needs review; one at y 30 is outside both and fails; the dump's status bar (44 pt) decides.
    func testAnIPhoneWindowSharedByModelsNeedsReviewBetweenTheirInsets() throws {
        func dump(statusBar: Bool) -> String {
            let bar = statusBar ? "\n    <XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" x=\"0\" y=\"0\" width=\"375\" height=\"812\"><XCUIElementTypeStatusBar type=\"XCUIElementTypeStatusBar\" x=\"0\" y=\"0\" width=\"375\" height=\"44\"/></XCUIElementTypeWindow>" : ""
            return """
            <hierarchy>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" x="0" y="0" width="375" height="812">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="375" height="812">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="close" label="Close" x="16" y="46" width="44" height="44"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="share" label="Share" x="300" y="30" width="44" height="44"/>
                </XCUIElementTypeWindow>\(bar)
              </XCUIElementTypeApplication>
            </hierarchy>
            """
        }
        let dir = try scratch()
        for statusBar in [false, true] {
            let path = dir + "/notes-\(statusBar).xml"
            try dump(statusBar: statusBar).write(toFile: path, atomically: false, encoding: .utf8)
            let scene = try SceneImport.scene(dumps: [path], overlay: nil, name: nil, infoPlist: Self.dir + "Info-iphone.plist")
            XCTAssertEqual(scene.imported[0].statusBar, statusBar ? 44 : nil)
            let r = try XCTUnwrap(results(scene, "layout.no-clipping").first)
            XCTAssertEqual(r.failures.map(\.element), ["share"])
            XCTAssertEqual(r.reviews.map(\.element), statusBar ? [] : ["close"], "\(r.reviews.map(\.message))")
        }
    }

    // MARK: The safe area the dump was laid out for

    /// A 1024 × 1366 pt window is a 12.9-inch iPad Pro's with Face ID (24-pt status bar, 20-pt
    /// home indicator) or one of the first two with a Home button (20, 0). A button flush with
    /// the bottom needs review for clipping and the bottom edge when the dump does not say which;
    /// its 20-pt status bar says a Home button (a pass), a 24-pt one Face ID (a fail). The same
    /// holds judged in the Home-button model's environment.
    func testClippingAndTheBottomEdgeFollowTheDumpsDevice() throws {
        let envs = [HarnessEnvironment(.iPadPro12_9, .portrait), HarnessEnvironment(.iPadPro12_9Gen2, .portrait)]
        for (dump, want) in [("appium-ipad-flush-bottom.xml", Verdict.needsReview), ("appium-ipad-flush-bottom-statusbar20.xml", .pass),
                             ("appium-ipad-flush-bottom-statusbar24.xml", .fail)] {
            let scene = try importScene(dump)
            for rule in ["layout.no-clipping", "layout.bottom-edge"] {
                XCTAssertEqual(results(scene, rule, in: envs).map(\.verdict), [want, want], "\(dump) \(rule)")
            }
        }
        let review = try XCTUnwrap(results(try importScene("appium-ipad-flush-bottom.xml"), "layout.no-clipping", in: [envs[0]]).first?.reviews.first)
        XCTAssertTrue(review.message.contains("inside the safe area of ipad-pro-12.9-gen2 (top 20, bottom 0 pt) but not of ipad-pro-12.9, ipad-air-13 (top 24, bottom 20 pt)"), review.message)
        XCTAssertNotNil(review.decide)
    }

    /// The Home-button models are in the matrix: the 9.7-inch iPads (and iPad mini 4–5, by
    /// alias) and the first two 12.9-inch Pros, with a 20-pt status bar and no bottom inset.
    func testHomeButtonModelsAreInTheMatrix() throws {
        XCTAssertEqual(IPadModel.named("ipad-mini-5"), .iPad9_7)
        let nine = HarnessEnvironment(.iPad9_7, .landscape)
        XCTAssertEqual(nine.windowFrame, ScreenRect(x: 0, y: 0, width: 1024, height: 768))
        XCTAssertEqual(nine.safeAreaInsets, SafeAreaInsets(top: 20, bottom: 0))
        XCTAssertEqual(HarnessEnvironment(.iPadPro12_9Gen2, .portrait).safeAreaInsets, SafeAreaInsets(top: 20, bottom: 0))
        XCTAssertEqual(HarnessEnvironment(.iPadPro12_9, .portrait).safeAreaInsets, SafeAreaInsets(top: 24, bottom: 20))
        // Published split widths of the 9.7-inch iPad in landscape: 1/3 320, 1/2 507, 2/3 694 pt.
        XCTAssertEqual([MultitaskingState.oneThird, .half, .twoThirds].map { HarnessEnvironment(.iPad9_7, .landscape, $0).windowFrame.width }, [320, 507, 694])
        XCTAssertTrue(HarnessEnvironment.matrix.contains { $0.screen.model == .iPadPro12_9Gen2 })
    }

    // MARK: Windows a point or two off

    /// Split widths are derived: a real two-thirds window on an 11-inch iPad Pro in portrait may be
    /// 505 pt where the matrix has 504. Within 2 pt it is that window, and the note says so; 3 pt
    /// off it is not.
    func testAWindowAPointOrTwoOffIsThatWindow() throws {
        let dir = try scratch()
        for (width, height, judged) in [(505.0, 1194.0, true), (502.0, 1194.0, true), (506.0, 1194.0, true),
                                        (507.0, 1194.0, false), (501.0, 1194.0, false),
                                        (504.0, 1192.0, true), (504.0, 1196.0, true), (504.0, 1191.0, false), (504.0, 1197.0, false)] {
            let path = dir + "/split-\(Int(width))x\(Int(height)).txt"
            try """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'Split'
                Window (Main), 0x2, {{0.0, 0.0}, {\(width), \(height)}}
                  Button, 0x3, {{20.0, 100.0}, {120.0, 44.0}}, identifier: 'go'
            """.write(toFile: path, atomically: false, encoding: .utf8)
            let scene = try SceneImport.scene(dumps: [path], overlay: nil, name: nil)
            let r = try XCTUnwrap(results(scene, "layout.hit-target", in: [HarnessEnvironment(.iPadPro11, .portrait, .twoThirds)]).first)
            XCTAssertEqual(r.verdict, judged ? .pass : .notApplicable, "\(width) × \(height)")
            if judged {
                XCTAssertTrue(r.note.contains("within 2 pt of this 504 × 1194 pt one"), r.note)
            }
        }
        // The edge itself: 2 pt off is the window, 2.1 pt is not, in each dimension.
        let window = ScreenRect(x: 0, y: 0, width: 504, height: 1194)
        XCTAssertTrue(ScenePlacement.sameWindow(ScreenSize(width: 506, height: 1192), window))
        XCTAssertFalse(ScenePlacement.sameWindow(ScreenSize(width: 506.1, height: 1194), window))
        XCTAssertFalse(ScenePlacement.sameWindow(ScreenSize(width: 504, height: 1191.9), window))
    }

    /// docs/import.md, "Windows, layouts and what the report judges": in a window no dump shows,
    /// the note names each dump's window and up to three environments that show it, `…` for more
    /// (docs/sources.md, "Windows": 1024 × 1366 pt is three models'; 375 × 1024 pt is their
    /// landscape narrow column, in a split and in Slide Over, six environments; 375 × 820 pt is
    /// the iPad 10.9's and iPad Air 11's, four: one past three is the first to end in `…`).
    func testAnUnseenWindowsNoteNamesTheDumpsWindows() {
        var scene = Scene(name: "Notes", elements: [])
        scene.imported = [
            SceneSource(dump: "a.txt", format: .uikit, window: ScreenSize(width: 1024, height: 1366), layout: "regular-1024x1366"),
            SceneSource(dump: "b.txt", format: .uikit, window: ScreenSize(width: 375, height: 1024), layout: "compact-375x1024"),
            SceneSource(dump: "c.txt", format: .uikit, window: ScreenSize(width: 834, height: 1112), layout: "regular-834x1112"),
            SceneSource(dump: "d.txt", format: .uikit, window: ScreenSize(width: 375, height: 820), layout: "compact-375x820"),
        ]
        XCTAssertEqual(ScenePlacement.unseenWindowMessage(scene, HarnessEnvironment(.iPadMini, .landscape)),
                       "no imported dump shows a 1133 × 744 pt window (its layout is unknown); the dumps show "
                       + "a.txt (regular-1024x1366: ipad-air-13 portrait fullScreen, ipad-pro-12.9 portrait fullScreen, ipad-pro-12.9-gen2 portrait fullScreen), "
                       + "b.txt (compact-375x1024: ipad-air-13 landscape oneThird, ipad-air-13 landscape slideOver, ipad-pro-12.9 landscape oneThird, …), "
                       + "c.txt (regular-834x1112, no environment of the matrix), "
                       + "d.txt (compact-375x820: ipad-10.9 landscape oneThird, ipad-10.9 landscape slideOver, ipad-air-11 landscape oneThird, …)")
    }

    /// An app dumped in two windows is laid out, in each environment, by the dump of that
    /// environment's window (docs/import.md, "Windows, layouts and what the report judges"): the
    /// layout key `<size class>-<width>x<height>`; in a window neither shows, by none.
    func testEachWindowTakesTheDumpOfThatWindow() {
        var scene = Scene(name: "Notes", elements: [])
        scene.imported = [
            SceneSource(dump: "portrait.txt", format: .uikit, window: ScreenSize(width: 1024, height: 1366), layout: "regular-1024x1366"),
            SceneSource(dump: "landscape.txt", format: .xcuitest, window: ScreenSize(width: 1366, height: 1024), layout: "regular-1366x1024"),
        ]
        XCTAssertEqual(ScenePlacement.layoutSource(scene, HarnessEnvironment(.iPadPro12_9, .portrait))?.dump, "portrait.txt")
        XCTAssertEqual(ScenePlacement.layoutSource(scene, HarnessEnvironment(.iPadPro12_9, .landscape))?.dump, "landscape.txt")
        XCTAssertNil(ScenePlacement.layoutSource(scene, HarnessEnvironment(.iPadMini, .landscape)))
        XCTAssertNil(ScenePlacement.layoutSource(Scene(name: "hand-written", elements: []), HarnessEnvironment(.iPadPro12_9, .portrait)))
    }

    // MARK: Windows no model has

    /// A window no model has is judged in the full-screen environments of its orientation; a
    /// square one (a Stage Manager window) has none, and is judged in both, where a portrait one
    /// is judged in portrait only and a landscape one in landscape only.
    func testAWindowNoModelHasIsJudgedInItsOrientationAndASquareOneInBoth() {
        func shown(_ w: Double, _ h: Double) -> [Orientation] {
            var scene = Scene(name: "S", elements: [SceneElement(id: "ok", role: .button, frame: ScreenRect(x: 10, y: 10, width: 60, height: 44))])
            scene.imported = [SceneSource(dump: "d.txt", format: .uikit, window: ScreenSize(width: w, height: h), layout: "regular-\(Int(w))x\(Int(h))")]
            return [Orientation.portrait, .landscape].filter { o in
                if case .shown = ScenePlacement(scene, in: HarnessEnvironment(.iPadPro11, o)) { return true }
                return false
            }
        }
        XCTAssertEqual(shown(900, 900), [.portrait, .landscape])
        XCTAssertEqual(shown(900, 901), [.portrait])
        XCTAssertEqual(shown(901, 900), [.landscape])
    }

    /// A dump from an iPad the matrix lacks (834 × 1112 pt: a 10.5-inch iPad Pro) is judged in its
    /// own window, as a regular-width window, in the full-screen environments of its orientation,
    /// not NOT CHECKED; its bottom control needs review between a Home-button iPad and a Face ID
    /// one. A 1024 × 768 landscape window is a 9.7-inch iPad's (or an iPad mini 5's), judged there.
    func testADumpFromAnIPadTheMatrixLacksIsJudgedInItsOwnWindow() throws {
        let dir = try scratch()
        let path = dir + "/reader.txt"
        try """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Reader'
            Window (Main), 0x2, {{0.0, 0.0}, {834.0, 1112.0}}
              Button, 0x4, {{20.0, 100.0}, {30.0, 30.0}}, identifier: 'tiny'
              StaticText, 0x5, {{20.0, 200.0}, {700.0, 40.0}}, label: 'Everything you are reading'
              Button, 0x6, {{300.0, 1080.0}, {200.0, 32.0}}, identifier: 'bottom'
        """.write(toFile: path, atomically: false, encoding: .utf8)
        let scene = try SceneImport.scene(dumps: [path], overlay: nil, name: nil)
        let envs = HarnessEnvironment.matrix.filter { $0.screen.model == .iPadPro11 }
        let report = ConformanceEngine(environments: envs).run([scene])
        XCTAssertTrue(report.unjudgedScenes.isEmpty)
        let hit = report.results.filter { $0.rule == "layout.hit-target" && $0.verdict != .notApplicable }
        XCTAssertEqual(hit.map(\.environment), [HarnessEnvironment(.iPadPro11, .portrait)])
        XCTAssertEqual(Set(hit[0].failures.map(\.element)), ["tiny", "bottom"])
        XCTAssertTrue(hit[0].note.contains("no model of the matrix has"), hit[0].note)
        let columns = report.results.first { $0.rule == "layout.regular-width-columns" && $0.environment == envs.first { $0.screen.orientation == .portrait } }
        XCTAssertEqual(columns?.verdict, .pass, "834 pt wide is regular width")
        let edge = report.results.first { $0.rule == "layout.bottom-edge" && $0.verdict != .notApplicable }
        XCTAssertEqual(edge?.verdict, .needsReview)
        XCTAssertTrue(edge?.reviews.first?.message.contains("an iPad with Face ID") == true)

        let nine = dir + "/nine.txt"
        try """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Nine'
            Window (Main), 0x2, {{0.0, 0.0}, {1024.0, 768.0}}
              Button, 0x3, {{20.0, 100.0}, {300.0, 44.0}}, identifier: 'go'
        """.write(toFile: nine, atomically: false, encoding: .utf8)
        let nineScene = try SceneImport.scene(dumps: [nine], overlay: nil, name: nil)
        let judged = ConformanceEngine().run([nineScene]).results.filter { $0.rule == "layout.hit-target" && $0.verdict != .notApplicable }.map(\.environment)
        XCTAssertEqual(judged, [HarnessEnvironment(.iPad9_7, .landscape)])
    }

    /// What SwiftUI content in a hosting view does a UIKit dump cannot show: its views' gesture
    /// recognizers do not make them the app's controls (no hit-target or hover verdict on them),
    /// while an app's own view with a recognizer is one.
    func testSwiftUIContentIsNotTakenForTheAppsControls() throws {
        let scene = try importScene("uikit-swiftui-hosting.txt")
        let hosting = scene.allElements.filter { $0.className?.contains("SwiftUI") == true || $0.className == "_UIShapeHitTestingView" }
        XCTAssertEqual(hosting.count, 3)
        XCTAssertTrue(hosting.allSatisfy { !$0.isInteractive }, "\(hosting.map(\.id))")
        XCTAssertEqual(try XCTUnwrap(scene.element("Acme.RatingView[1]")).defaultAction, "gesture")
        XCTAssertEqual(failing(results(scene, "layout.hit-target")), ["Acme.RatingView[1]"])
    }

    /// A view with a UIPencilInteraction handles the Pencil, but the dump does not show whether its
    /// strokes follow force and tilt or it previews on hover: those rules need review on it, and the
    /// overlay decides. A PencilKit PKCanvasView has them, and is exercised.
    func testAPencilInteractionDoesNotShowHowACanvasDraws() throws {
        let scene = try importScene("uikit-pencil-canvases.txt")
        XCTAssertEqual(try XCTUnwrap(scene.element("sketch")).canvas?.declared, false)
        XCTAssertEqual(try XCTUnwrap(scene.element("notes")).canvas?.declared, true)
        XCTAssertEqual(try XCTUnwrap(scene.element("notes")).role, .canvas)
        for rule in ["pencil.pressure-tilt", "pencil.hover"] {
            let r = try XCTUnwrap(results(scene, rule).first)
            XCTAssertEqual(r.verdict, .needsReview, rule)
            XCTAssertEqual(r.reviews.map(\.element), ["sketch"], rule)
            XCTAssertTrue(r.failures.isEmpty, "\(rule): PencilKit's canvas passes: \(r.failures.map(\.message))")
        }
        XCTAssertEqual(try XCTUnwrap(results(scene, "pencil.double-tap").first).verdict, .pass, "the interaction shows the double-tap is handled")
        let dir = try scratch()
        let overlay = dir + "/o.yml"
        try "elements:\n  sketch: {canvas: {usesForce: true, usesTilt: false, hoverPreview: true}}\n".write(toFile: overlay, atomically: false, encoding: .utf8)
        let decided = try SceneImport.scene(dumps: [Self.dir + "uikit-pencil-canvases.txt"], overlay: overlay, name: nil)
        XCTAssertEqual(try XCTUnwrap(results(decided, "pencil.pressure-tilt").first).failures.map(\.element), ["sketch"], "declared: it ignores tilt")
        XCTAssertEqual(try XCTUnwrap(results(decided, "pencil.hover").first).verdict, .pass)
        XCTAssertEqual(try SceneLoader.load(try SceneImport.yaml(scene, dumps: ["d"], overlay: nil)), scene, "declared: false reads back")
    }
}

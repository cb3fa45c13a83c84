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
        XCTAssertEqual(scene.imported.map(\.format), ["appium"])
        XCTAssertEqual(scene.imported.map(\.window), [Size(width: 375, height: 667)])
        XCTAssertEqual(try XCTUnwrap(scene.element("Skip")).frames.values.first, Rect(x: 303, y: 20, width: 64, height: 44))
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

    // MARK: pointer.scroll

    /// The status bar's full-screen window no longer swallows the pointer probe's scroll: a feed
    /// table of 603 pt showing content to y 1247 scrolls with trackpad and wheel.
    func testTheStatusBarWindowDoesNotSwallowTheScrollProbe() throws {
        let scene = try importScene("appium-feed-statusbar.xml", everyWindow: true)
        XCTAssertEqual(try XCTUnwrap(scene.element("feed")).contentSize, Size(width: 375, height: 1117 + 130 - 64))
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
        XCTAssertTrue(text.contains("rule                              pass  fail  review   n/a  checked"), text)
        XCTAssertTrue(text.contains("  layout.hit-target                    0     0       1     9  static  ?"), text)
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
        XCTAssertEqual(try r("keyboard.standard-shortcuts").failures.map(\.message), ["the new action has no keyboard shortcut (needs cmd+n)"],
                       "without: [shortcuts] makes a missing ⌘N a fail")
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
}

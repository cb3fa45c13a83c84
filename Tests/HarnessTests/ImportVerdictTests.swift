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
}

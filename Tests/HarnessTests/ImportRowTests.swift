import XCTest
import Foundation
import InputModel
@testable import Harness

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
        XCTAssertEqual(try XCTUnwrap(scene.element("Lake")).frames.values.first, ScreenRect(x: 440.5, y: 94, width: 233.333, height: 200))
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

    /// And in an Appium page source.
    func testAppiumCellsAreContentItems() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Mail" label="Mail" x="0" y="0" width="1194" height="834">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" x="0" y="0" width="1194" height="834">
              <XCUIElementTypeTable type="XCUIElementTypeTable" visible="true" x="0" y="74" width="420" height="760">
                <XCUIElementTypeCell type="XCUIElementTypeCell" name="inbox" visible="true" x="0" y="74" width="420" height="44">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" visible="true" x="0" y="74" width="420" height="44"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Inbox" label="Inbox" visible="true" x="20" y="74" width="380" height="44"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" name="drafts" visible="true" x="0" y="118" width="420" height="44">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Drafts" label="Drafts" visible="true" x="20" y="118" width="380" height="44"/>
                </XCUIElementTypeCell>
              </XCUIElementTypeTable>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """
        let r = results(try SceneImport.scene(dump: xml))
        XCTAssertEqual(Set(try XCTUnwrap(r["pointer.secondary-click"]).reviews.map(\.element)), ["inbox", "drafts"])
        XCTAssertEqual(Set(try XCTUnwrap(r["drag.source"]).reviews.map(\.element)), ["inbox", "drafts"])
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

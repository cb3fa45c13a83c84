import XCTest
import InputModel
@testable import Harness

/// The dump tree's own rules: a root that is no window placed in a declared window, and what
/// counts as an XML start tag when a dump's format is told by its lines.
final class DumpTreeTests: XCTestCase {
    /// "The root keeps its place in it (`rootOrigin`), and every frame moves with it."
    func testARootPlacedInAWindowKeepsItsPlace() {
        var e = DumpElement(className: "UIButton", frame: ScreenRect(x: 10, y: 20, width: 30, height: 40), line: 2, parent: nil)
        e.identifier = "go"
        let tree = DumpTree(format: .uikit, elements: [e], window: ScreenSize(width: 400, height: 300),
                            rootIsWindow: false, rootOrigin: ScreenPoint(x: 100, y: 50))
        let placed = tree.placed(in: ScreenSize(width: 834, height: 1194))
        XCTAssertEqual(placed.elements.map(\.frame), [ScreenRect(x: 110, y: 70, width: 30, height: 40)])
        XCTAssertEqual(placed.window, ScreenSize(width: 834, height: 1194))
        XCTAssertEqual(placed.rootOrigin, ScreenPoint(x: 0, y: 0))
        XCTAssertFalse(placed.rootIsWindow)
    }

    func testAnXMLStartTagIsToldFromAViewLine() {
        XCTAssertTrue(DumpReader.isXMLTag("<hierarchy>"))
        XCTAssertTrue(DumpReader.isXMLTag("<node/>"))
        XCTAssertTrue(DumpReader.isXMLTag("<XCUIElementTypeButton type=\"XCUIElementTypeButton\">"))
        XCTAssertTrue(DumpReader.isXMLTag("<node text='a'>"))
        // A start tag longer than the 512 bytes looked at is still told by its start.
        XCTAssertTrue(DumpReader.isXMLTag(Substring("<node index=\"0\" text=\"" + String(repeating: "a", count: 600) + "\">")))
        XCTAssertFalse(DumpReader.isXMLTag("<UIButton: 0x1; frame = (0 0; 44 44)>"))
        XCTAssertFalse(DumpReader.isXMLTag("<UIButton; frame = (0 0; 44 44)>"))
        XCTAssertFalse(DumpReader.isXMLTag("Ab c=\"d\""), "no `<`: text, not a tag")
        XCTAssertFalse(DumpReader.isXMLTag("<"))
        XCTAssertFalse(DumpReader.isXMLTag("<a"))
        // After the name: a space, then an attribute's name, `=` and a quote.
        XCTAssertFalse(DumpReader.isXMLTag("<UIView:frame=\"x\""), "no space after the name")
        XCTAssertFalse(DumpReader.isXMLTag("<a b\"\""), "no `=` after the attribute's name")
        XCTAssertFalse(DumpReader.isXMLTag("<a b="), "the line ends at the `=`")
        XCTAssertFalse(DumpReader.isXMLTag("<a b=c"), "no quote after the `=`")
        XCTAssertTrue(DumpReader.isXMLTag("<a\tb:c='d'"), "a tab, a prefixed name")
    }
}

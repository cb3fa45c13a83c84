import XCTest
import InputModel
@testable import Harness

/// What the page-source reader refuses before the XML parser reads a byte, as its documentation
/// states: an attribute value or a run of text longer than libxml2 reads
/// (`XML_MAX_TEXT_LENGTH`, 10 000 000 bytes), named at the line where it starts; a processing
/// instruction other than the XML declaration, which must carry its version (XML 1.0 § 2.8,
/// `XMLDecl ::= '<?xml' VersionInfo …`); a page source with no element.
final class AppiumSourceLimitsTests: XCTestCase {
    private let parser = AppiumSourceParser(file: "p.xml")
    private let limit = 10_000_000

    private func refusal(_ text: String) -> TactileError? {
        do { try parser.checkLengths(text); return nil } catch { return error as? TactileError }
    }

    func testAnAttributeValueOfExactlyTheLimitIsReadAndOneByteMoreIsRefusedAtItsLine() {
        XCTAssertNil(refusal("<a\n b=\"" + String(repeating: "v", count: limit) + "\"/>"))
        let e = refusal("<a>\n<b\n c='" + String(repeating: "v", count: limit + 1) + "'/></a>")
        XCTAssertEqual(e?.line, 3)
        XCTAssertEqual(e?.file, "p.xml")
        XCTAssertTrue(e?.reason.contains("an attribute value longer than 10000000 bytes") == true, "\(String(describing: e))")
    }

    /// Each value is counted alone: two values of 6 000 000 bytes, 12 000 000 in all, are read.
    func testEachAttributeValueIsCountedFromItsOwnQuote() {
        let six = String(repeating: "v", count: 6_000_000)
        XCTAssertNil(refusal("<a b=\"\(six)\" c='\(six)'/>"))
    }

    func testARunOfTextOfExactlyTheLimitIsReadAndOneByteMoreIsRefusedAtTheLineItStarts() {
        XCTAssertNil(refusal("<a x=\"1\">" + String(repeating: "t", count: limit) + "</a>"))
        // The tag's value is on line 2, its `>` and the run after it on line 3.
        let e = refusal("<a\n x=\"1\"\n>" + String(repeating: "t", count: limit + 1) + "</a>")
        XCTAssertEqual(e?.line, 3)
        XCTAssertTrue(e?.reason.contains("a run of text longer than 10000000 bytes") == true, "\(String(describing: e))")
    }

    /// Text runs between tags are counted apart: two runs of 6 000 000 bytes are read.
    func testEachRunOfTextIsCountedFromTheTagBeforeIt() {
        let six = String(repeating: "t", count: 6_000_000)
        XCTAssertNil(refusal("<a x=\"1\">\(six)<b/>\(six)</a>"))
    }

    /// A quote in text is no attribute value: a run of text after a tag is counted as text.
    func testAQuoteInTextOpensNoValue() {
        let e = refusal("<a x=\"1\">\"" + String(repeating: "t", count: limit) + "</a>")
        XCTAssertTrue(e?.reason.contains("a run of text longer than 10000000 bytes") == true, "\(String(describing: e))")
    }

    private func parseRefusal(_ text: String) -> String {
        do { _ = try parser.parse(text); return "read" } catch { return "\(error)" }
    }

    /// The wrapper alone is no page source: there is nothing to import.
    func testAPageSourceWithoutElementsIsRefused() {
        let said = parseRefusal("<?xml version=\"1.0\"?>\n<AppiumAUT>\n</AppiumAUT>\n")
        XCTAssertTrue(said.contains("p.xml") && said.contains("no XCUIElementType elements"), said)
    }

    /// The declaration's own text decides, up to its `?>`: the word "version" later in the file
    /// does not make a declaration without one well-formed, and a declaration cut off before its
    /// `?>` is malformed, not the start of a document.
    func testTheDeclarationIsReadUpToItsEnd() {
        let versionLater = "<?xml encoding=\"UTF-8\"?>\n<AppiumAUT><XCUIElementTypeWindow name=\"version 2\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></AppiumAUT>\n"
        let said = parseRefusal(versionLater)
        XCTAssertTrue(said.contains("p.xml:1:") && said.contains("a malformed XML declaration"), said)
        let cut = parseRefusal("<?xml version")
        XCTAssertTrue(cut.contains("p.xml:1:") && cut.contains("a malformed XML declaration"), cut)
    }

    /// A source that prints `identifier` and `title` (Appium's Mac2 driver does) has them read:
    /// the identifier before WebDriverAgent's `name`, the title where there is no label.
    func testIdentifierAndTitleAttributesAreRead() throws {
        let tree = try parser.parse("""
            <AppiumAUT>
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="834" height="1194">
            <XCUIElementTypeButton type="XCUIElementTypeButton" identifier="add" name="Add" label="Add" x="10" y="10" width="44" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Remove" title="Remove" x="60" y="10" width="44" height="44"/>
            </XCUIElementTypeWindow>
            </AppiumAUT>
            """)
        let buttons = tree.elements.filter { $0.className == "Button" }
        XCTAssertEqual(buttons.map(\.identifier), ["add", nil])
        XCTAssertEqual(buttons.map(\.label), ["Add", "Remove"])
    }

    /// docs/import.md › Appium XML: `name` is the identifier when it is not the label;
    /// `enabled="false"` disables (in any case); `visible="false"` hides; a `NotEnabled` trait,
    /// by name or by its bit in a mask (1 << 8), disables.
    func testNameEnabledVisibleAndTraitsAreReadAsDocumented() throws {
        func button(_ attributes: String) -> String {
            "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" \(attributes) x=\"10\" y=\"10\" width=\"44\" height=\"44\"/>\n"
        }
        let tree = try parser.parse("<AppiumAUT>\n<XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" x=\"0\" y=\"0\" width=\"834\" height=\"1194\">\n"
            + button("name=\"save-button\" label=\"Save\"")
            + button("name=\"Save\" label=\"Save\" enabled=\"false\" visible=\"true\"")
            + button("name=\"a\" enabled=\"FALSE\"")
            + button("name=\"b\" enabled=\"true\" visible=\"false\"")
            + button("name=\"c\" traits=\"Button, NotEnabled\"")
            + button("name=\"d\" traits=\"256\"")
            + button("name=\"e\" traits=\"Button\"")
            + "</XCUIElementTypeWindow>\n</AppiumAUT>\n")
        let buttons = tree.elements.filter { $0.className == "Button" }
        XCTAssertEqual(buttons.map(\.identifier), ["save-button", nil, "a", "b", "c", "d", "e"])
        XCTAssertEqual(buttons.map(\.label), ["Save", "Save", nil, nil, nil, nil, nil])
        XCTAssertEqual(buttons.map(\.enabled), [true, false, false, true, false, false, true])
        XCTAssertEqual(buttons.map(\.visible), [true, true, true, false, true, true, true])
    }

    /// Without a window element, the application's frame is the screen, and the root a window
    /// (docs/import.md › Appium XML: "else the application's frame").
    func testTheApplicationsFrameIsTheScreenWhenNoWindowIsShown() throws {
        let tree = try parser.parse("""
            <AppiumAUT>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" x="0" y="0" width="834" height="1194">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="go" x="10" y="10" width="44" height="44"/>
            </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        XCTAssertTrue(tree.rootIsWindow)
        XCTAssertEqual(tree.window, ScreenSize(width: 834, height: 1194))
        XCTAssertEqual(tree.rootOrigin, ScreenPoint(x: 0, y: 0))
    }
}

import XCTest
import Foundation
@testable import Harness

/// The UIKit and XCUITest parsers line by line (docs/import.md › The dumps): what a view line
/// must hold, what it says of the view, and the XCUITest tree's bounds, windows and flags.
final class DumpParsersTests: XCTestCase {
    static let uikitWindow = "<UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>\n"

    func refusal(_ text: String) -> String {
        do { _ = try DumpReader.read(text, file: "d.txt"); return "read" } catch { return "\(error)" }
    }

    // MARK: UIKit

    /// A view line closes with `>` and opens with a class name; a Swift generic's name holds
    /// spaces inside its angle brackets.
    func testAUIKitViewLineNeedsItsCloseAndAClassName() throws {
        XCTAssertEqual(refusal(Self.uikitWindow + "   | <UIButton: 0x3; frame = (10 10; 44 44)\n"), "d.txt:2: a view description that does not close with '>'")
        XCTAssertEqual(refusal(Self.uikitWindow + "   | <Not a view: 0x3; frame = (10 10; 44 44)>\n"), "d.txt:2: cannot read a class name in 'Not a view: 0x3'")
        let long = "Not a view of " + String(repeating: "many words ", count: 8)
        XCTAssertEqual(refusal(Self.uikitWindow + "   | <\(long): 0x3; frame = (10 10; 44 44)>\n"), "d.txt:2: cannot read a class name in '\(long.prefix(60))'")
        let generic = try DumpReader.read(Self.uikitWindow + "   | <Acme.Host<Swift.Int, Acme.Model>: 0x3; frame = (10 10; 44 44)>\n", file: "d.txt")
        XCTAssertEqual(generic.elements[1].className, "Acme.Host<Swift.Int, Acme.Model>")
    }

    /// The closing `>` is no part of the last field: an identifier printed last reads whole.
    func testTheLastFieldEndsBeforeTheClose() throws {
        let text = Self.uikitWindow + "   | <UIButton: 0x3; frame = (10 10; 44 44); accessibilityIdentifier = 'go'>\n"
        XCTAssertEqual(try DumpReader.read(text, file: "d.txt").elements[1].identifier, "go")
        XCTAssertEqual(try DumpReader.read(text.replacingOccurrences(of: "\n", with: "\r\n"), file: "d.txt").elements[1].identifier, "go", "CRLF")
    }

    /// `enabled = NO` (or `isEnabled = NO`) disables the control alone; `userInteractionEnabled =
    /// NO` its subtree too, which then passes touches.
    func testEnabledDisablesTheControlAlone() throws {
        let tree = try DumpReader.read(Self.uikitWindow + """
           | <UIButton: 0x3; frame = (10 10; 44 44); enabled = NO; layer = <CALayer: 0x4>>
           |    | <UIImageView: 0x5; frame = (0 0; 44 44); layer = <CALayer: 0x6>>
           | <UISwitch: 0x7; frame = (10 60; 51 31); isEnabled = NO; layer = <CALayer: 0x8>>
           | <UIButton: 0x9; frame = (10 100; 44 44); enabled = YES; layer = <CALayer: 0xa>>
           | <UIView: 0xb; frame = (10 150; 100 100); userInteractionEnabled = NO; layer = <CALayer: 0xc>>
           |    | <UIButton: 0xd; frame = (0 0; 44 44); layer = <CALayer: 0xe>>
        """, file: "d.txt")
        XCTAssertEqual(tree.elements.map(\.enabled), [true, false, true, false, true, false, false])
        XCTAssertEqual(tree.elements.map(\.passesTouches), [false, false, false, false, false, true, true])
    }

    // MARK: XCUITest

    static let subtree = """
     →Application, 0x1, pid: 7, {{0.0, 0.0}, {834.0, 1194.0}}, label: 'Notes'
        Window (Main), 0x2, {{0.0, 0.0}, {834.0, 1194.0}}
          Button, 0x3, {{10.0, 10.0}, {44.0, 44.0}}, identifier: 'go', Selected

    """

    /// Without `Element subtree:` (lldb's `po app`) the dump is read from its start, past an
    /// `Attributes:` line; with it, from there on, past any text before it.
    func testTheSubtreeIsFoundWithOrWithoutItsHeading() throws {
        let forms = [
            Self.subtree,
            "Attributes: Application, 0x1, pid: 7, label: 'Notes'\n" + Self.subtree,
            // No quote anywhere: the heading alone says where the tree starts.
            "Printing description of app:\nElement subtree:\n" + Self.subtree.replacingOccurrences(of: ", label: 'Notes'", with: "").replacingOccurrences(of: ", identifier: 'go'", with: ""),
        ]
        for text in forms {
            let tree = try DumpReader.read(text, file: "d.txt")
            XCTAssertEqual(tree.elements.map(\.className), ["Application", "Window", "Button"], text)
            XCTAssertEqual(tree.elements.map(\.parent), [nil, 0, 1], text)
        }
        // Once the tree has begun, a line that is no element is refused, its start quoted.
        let junk = "#" + String(repeating: "0123456789", count: 7)
        XCTAssertEqual(refusal(Self.subtree + "      \(junk)\n"), "d.txt:4: cannot read an element in '\(junk.prefix(60))'")
    }

    /// Bare words after the frame are flags kept as traits; the address and the type are not;
    /// a window's qualifier is one; an `XCUIElementType` prefix is dropped; trailing spaces are
    /// no part of the last field.
    func testFlagsAreTraitsAndTheAddressIsNone() throws {
        let tree = try DumpReader.read(Self.subtree.replacingOccurrences(of: "Selected\n", with: "Selected   \n")
            + "      XCUIElementTypeSwitch, 0x4, {{10.0, 60.0}, {51.0, 31.0}}, label: 'Sync', Disabled\n", file: "d.txt")
        XCTAssertEqual(tree.elements.map(\.traits), [[], ["Main"], ["Selected"], ["Disabled"]])
        XCTAssertEqual(tree.elements[3].className, "Switch")
        XCTAssertEqual(tree.elements[3].enabled, false)
        XCTAssertEqual(tree.elements[3].label, "Sync")
    }

    /// A label with two line breaks goes on over two more lines, in single or double quotes.
    func testALabelRunsOverSeveralLines() throws {
        for q in ["'", "\""] {
            let text = Self.subtree + "      StaticText, 0x5, {{10.0, 60.0}, {200.0, 60.0}}, label: \(q)one\ntwo\nthree\(q)\n      Button, 0x6, {{10.0, 130.0}, {44.0, 44.0}}, identifier: 'next'\n"
            let tree = try DumpReader.read(text, file: "d.txt")
            XCTAssertEqual(tree.elements.map(\.className), ["Application", "Window", "Button", "StaticText", "Button"], q)
            XCTAssertEqual(tree.elements[3].label, "one\ntwo\nthree", q)
            XCTAssertEqual(tree.elements.map(\.line), [1, 2, 3, 4, 7], q)
        }
    }

    /// The app's window is the first marked `(Main)`, else the first window; frames are made
    /// relative to it.
    func testTheAppsWindowIsTheFirstMarkedMain() throws {
        let text = """
        Element subtree:
         →Application, 0x1, pid: 7, {{0.0, 0.0}, {1194.0, 834.0}}, label: 'Notes'
            Window, 0x2, {{0.0, 0.0}, {300.0, 834.0}}
            Window (Main), 0x3, {{320.0, 0.0}, {874.0, 834.0}}
              Button, 0x4, {{330.0, 10.0}, {44.0, 44.0}}, identifier: 'go'
            Window (Main), 0x5, {{0.0, 0.0}, {375.0, 834.0}}

        """
        let tree = try DumpReader.read(text, file: "d.txt")
        XCTAssertEqual(tree.window, ScreenSize(width: 874, height: 834))
        XCTAssertEqual(tree.elements[3].frame, ScreenRect(x: 10, y: 10, width: 44, height: 44))
        let plain = try DumpReader.read(text.replacingOccurrences(of: " (Main)", with: ""), file: "d.txt")
        XCTAssertEqual(plain.window, ScreenSize(width: 300, height: 834))
    }

    /// With no window, the application's frame is the window, though an element lies beyond it
    /// (a cell scrolled off the screen).
    func testWithNoWindowTheApplicationsFrameIsTheWindow() throws {
        let text = """
        Element subtree:
         →Application, 0x1, pid: 7, {{0.0, 0.0}, {834.0, 1194.0}}, label: 'Notes'
            Cell, 0x2, {{0.0, 1300.0}, {834.0, 60.0}}, identifier: 'later'

        """
        let tree = try DumpReader.read(text, file: "d.txt")
        XCTAssertEqual(tree.window, ScreenSize(width: 834, height: 1194))
    }
}

import XCTest
import Foundation
@testable import Harness

/// How the dump parsers split a line into fields (`DumpText.fields`): at the separator outside
/// brackets and quotes, a quote opening after `=`, `:` or the separator itself.
final class DumpTextFieldsTests: XCTestCase {
    /// A field that is only a quoted value (Xcode's older debugDescription prints a window's
    /// title so) keeps the separators inside its quotes.
    func testAQuoteRightAfterTheSeparatorOpensAValue() {
        XCTAssertEqual(DumpText.fields("Window, 'Main, Settings', {{0.0, 0.0}, {834.0, 1194.0}}", separator: ", ").map(String.init),
                       ["Window", "'Main, Settings'", "{{0.0, 0.0}, {834.0, 1194.0}}"])
        XCTAssertEqual(DumpText.fields("UIView: 0x1; 'a; b'; frame = (0 0; 1 1)", separator: "; ").map(String.init),
                       ["UIView: 0x1", "'a; b'", "frame = (0 0; 1 1)"])
    }

    /// A quote that might close a value one character before the line's end, and a quote at the
    /// line's second character, are looked at no further than the line goes.
    func testQuotesAtTheEdgesOfALine() {
        XCTAssertEqual(DumpText.fields("a: 'b'c", separator: ", ").map(String.init), ["a: 'b'c"])
        XCTAssertEqual(DumpText.fields("x'a' | y", separator: " | ").map(String.init), ["x'a'", "y"])
        XCTAssertEqual(DumpText.fields("'", separator: ", ").map(String.init), ["'"])
        // The separator's first character as the line's last: no separator, the value goes on.
        XCTAssertEqual(DumpText.fields("a: 'b',", separator: ", ").map(String.init), ["a: 'b',"])
    }
}

/// Quoted values, numbers, trait lists and indentation as the dump parsers read them
/// (`DumpText`'s documentation).
final class DumpTextValuesTests: XCTestCase {
    func testUnquoteResolvesEachEscapeAndKeepsWhatIsNotAQuotedValue() {
        XCTAssertEqual(DumpText.unquote(#"'a\'b'"#), "a'b")
        XCTAssertEqual(DumpText.unquote(#""say \"hi\"""#), #"say "hi""#)
        XCTAssertEqual(DumpText.unquote(#"'line\nnext'"#), "line\nnext")
        XCTAssertEqual(DumpText.unquote(#"'tab\there'"#), "tab\there")
        XCTAssertEqual(DumpText.unquote(#"'back\\slash'"#), #"back\slash"#)
        XCTAssertEqual(DumpText.unquote(#"'other\q'"#), "otherq")
        // A backslash that ends the value escapes nothing and is kept.
        XCTAssertEqual(DumpText.unquote(#"'ends\'"#), #"ends\"#)
        XCTAssertEqual(DumpText.unquote("  'padded'  "), "padded")
        XCTAssertEqual(DumpText.unquote("''"), "")
        // Not a quoted value: as it is (without the spaces around it).
        XCTAssertEqual(DumpText.unquote(" plain "), "plain")
        XCTAssertEqual(DumpText.unquote("'"), "'")
        XCTAssertEqual(DumpText.unquote("x'"), "x'")
        XCTAssertEqual(DumpText.unquote("'open"), "'open")
        XCTAssertEqual(DumpText.unquote(#"'mixed""#), #"'mixed""#)
    }

    func testNumbersAreEveryNumberInOrderWithSignsAndExponents() {
        XCTAssertEqual(DumpText.numbers("(-12 20.3333; 1e+03 x)"), [-12, 20.3333, 1000])
        XCTAssertEqual(DumpText.numbers("{{0.0, -40.0}, {834.0, 60.0}}"), [0, -40, 834, 60])
        XCTAssertEqual(DumpText.numbers("2e-3 2E-3 -1e5 1.5E2 +7"), [0.002, 0.002, -100_000, 150, 7])
        // A sign right after a letter is a hyphen, not the number's sign.
        XCTAssertEqual(DumpText.numbers("item-3 w+4"), [3, 4])
        // What does not fit a Double as a finite number is left out.
        XCTAssertEqual(DumpText.numbers("1e999 5"), [5])
    }

    func testTraitListsSkipEmptyNames() {
        XCTAssertEqual(DumpText.traits("Button, , Selected"), ["Button", "Selected"])
        XCTAssertEqual(DumpText.traits(" Header "), ["Header"])
    }

    /// A dump saved with a byte-order mark, or with CRLF line endings, reads as the same dump
    /// without, in each format.
    func testAByteOrderMarkBeforeTheFirstLineIsSkipped() throws {
        let dumps = [
            "<UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>\n   | <UIButton: 0x3; frame = (10 10; 44 44); accessibilityIdentifier = 'go'; layer = <CALayer: 0x4>>\n",
            "Element subtree:\n →Application, 0x1, pid: 7, label: 'Notes'\n    Window (Main), 0x2, {{0.0, 0.0}, {834.0, 1194.0}}\n      Button, 0x3, {{10.0, 10.0}, {44.0, 44.0}}, identifier: 'go'\n",
            "<?xml version=\"1.0\"?>\n<AppiumAUT><XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" x=\"0\" y=\"0\" width=\"834\" height=\"1194\"><XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"go\" x=\"10\" y=\"10\" width=\"44\" height=\"44\"/></XCUIElementTypeWindow></AppiumAUT>\n",
        ]
        for dump in dumps {
            let plain = try DumpReader.read(dump, file: "d")
            XCTAssertEqual(try DumpReader.read("\u{FEFF}" + dump, file: "d"), plain, dump)
            XCTAssertEqual(try DumpReader.read(dump.replacingOccurrences(of: "\n", with: "\r\n"), file: "d"), plain, "CRLF: \(dump)")
            XCTAssertEqual(DumpReader.format(of: "\u{FEFF}" + dump), plain.format)
            XCTAssertTrue(plain.elements.contains { $0.identifier == "go" }, dump)
        }
        XCTAssertEqual(Substring("  |  | x").droppingIndentation, "x")
        XCTAssertEqual(Substring("\t| <UIView").droppingIndentation, "<UIView")
    }

    /// A UIKit description whose text runs over lines (a label's newline) is one view, its text
    /// with the newline; the view after it keeps its own line number.
    func testAUIKitDescriptionRunsOverLines() throws {
        let dump = "<UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>\n   | <UILabel: 0x3; frame = (10 10; 200 40); text = 'Line one\nLine two'; layer = <CALayer: 0x4>>\n   | <UIButton: 0x5; frame = (10 60; 44 44); accessibilityIdentifier = 'go'; layer = <CALayer: 0x6>>\n"
        let tree = try DumpReader.read(dump, file: "d")
        XCTAssertEqual(tree.elements.map(\.className), ["UIWindow", "UILabel", "UIButton"])
        XCTAssertEqual(tree.elements[1].label, "Line one\nLine two")
        XCTAssertEqual(tree.elements.map(\.line), [1, 2, 4])
    }

    /// What each interaction or recognizer named on a dump line shows (docs/import.md › What a
    /// dump shows an element can do).
    func testEachInteractionNameShowsItsCapability() {
        let shows: [(String, DumpCapability)] = [
            ("UIContextMenuInteraction", .contextMenu), ("UIDragInteraction", .drag), ("UIDropInteraction", .drop),
            ("UISpringLoadedInteraction", .springLoaded), ("UIPointerInteraction", .pointer),
            ("UIHoverGestureRecognizer", .pointer), ("UIPencilInteraction", .pencil),
            ("UIScribbleInteraction", .scribble), ("UIIndirectScribbleInteraction", .scribble),
        ]
        for (name, capability) in shows {
            XCTAssertEqual(DumpText.capabilities(in: "<Acme.Card: 0x1; frame = (0 0; 10 10); interactions = (<\(name): 0x2>)>"), [capability], name)
        }
        XCTAssertEqual(DumpText.capabilities(in: "<Acme.Card: 0x1; gestureRecognizers = <NSArray: 0x2>>"), [.gestures])
        XCTAssertEqual(DumpText.capabilities(in: "<UIView: 0x1; frame = (0 0; 10 10)>"), [])
    }
}

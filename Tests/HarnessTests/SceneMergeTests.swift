import XCTest
import InputModel
@testable import Harness

/// Dumps of one app in two windows merged into one scene (docs/import.md › Windows, layouts and
/// what the report judges): an accessibility identifier names one element in every window; an id
/// made from a label or a type merges only with an element of the same class under the same
/// parent, a repeat numbered differently included; anything else that shares an id is an element
/// of its own, numbered on; new elements go after the element before them in their dump.
final class SceneMergeTests: XCTestCase {
    static let portrait = "regular-834x1194", landscape = "regular-1194x834"

    /// A UIKit dump of a `width × height` pt window holding `views`: (depth under the window,
    /// the description without its layer). Frames are the superview's, as UIKit prints them.
    static func window(_ width: Int, _ height: Int, _ views: [(Int, String)]) -> String {
        var s = "<UIWindow: 0x1; frame = (0 0; \(width) \(height)); layer = <CALayer: 0x2>>\n"
        for (n, (depth, body)) in views.enumerated() {
            s += "   |" + String(repeating: "    |", count: depth - 1) + " <\(body); layer = <CALayer: 0x\(n + 10)>>\n"
        }
        return s
    }

    /// The first dump in an 834 × 1194 pt window, the second in a 1194 × 834 pt one.
    static func merged(_ portrait: [(Int, String)], _ landscape: [(Int, String)]) throws -> Scene {
        let inputs = try [("a.txt", window(834, 1194, portrait)), ("b.txt", window(1194, 834, landscape))].map {
            SceneImporter.Input(tree: try DumpReader.read($0.1, file: $0.0), file: $0.0)
        }
        return try SceneImporter().scene(name: "m", from: inputs)
    }

    func element(_ scene: Scene, _ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> SceneElement {
        try XCTUnwrap(scene.element(id), "no element '\(id)' in \(scene.allElements.map(\.id))", file: file, line: line)
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> ScreenRect { ScreenRect(x: x, y: y, width: w, height: h) }

    /// An identifier merges wherever the element sits; a label merges under the same parent only;
    /// a label under another parent is an element of its own, numbered on.
    func testAnIdentifierMergesWhereverALabelOnlyUnderItsParent() throws {
        let scene = try Self.merged([
            (1, "UIView: 0xa1; frame = (0 0; 320 1194); accessibilityIdentifier = 'sidebar'"),
            (2, "UIButton: 0xa2; frame = (8 50; 100 44); accessibilityLabel = 'Folders'"),
            (2, "UIButton: 0xa3; frame = (200 50; 44 44); accessibilityIdentifier = 'compose'; accessibilityLabel = 'New'"),
            (2, "UIButton: 0xa4; frame = (8 100; 60 44); accessibilityLabel = 'Edit'"),
            (1, "UIView: 0xa5; frame = (320 0; 514 1194); accessibilityIdentifier = 'content'"),
        ], [
            (1, "UIView: 0xb1; frame = (0 0; 320 834); accessibilityIdentifier = 'sidebar'"),
            (2, "UIButton: 0xb2; frame = (8 120; 60 44); accessibilityLabel = 'Edit'"),
            (1, "UIView: 0xb3; frame = (320 0; 874 834); accessibilityIdentifier = 'content'"),
            (2, "UIButton: 0xb4; frame = (8 50; 100 44); accessibilityLabel = 'Folders'"),
            (2, "UIButton: 0xb5; frame = (600 50; 44 44); accessibilityIdentifier = 'compose'"),
        ])
        let compose = try element(scene, "compose")
        XCTAssertEqual(compose.frames, [Self.portrait: Self.rect(200, 50, 44, 44), Self.landscape: Self.rect(920, 50, 44, 44)])
        XCTAssertEqual(compose.parent, "sidebar")
        XCTAssertEqual(try element(scene, "Edit").frames, [Self.portrait: Self.rect(8, 100, 60, 44), Self.landscape: Self.rect(8, 120, 60, 44)])
        XCTAssertEqual(try element(scene, "Folders").frames, [Self.portrait: Self.rect(8, 50, 100, 44)])
        let other = try element(scene, "Folders#2")
        XCTAssertEqual(other.frames, [Self.landscape: Self.rect(328, 50, 100, 44)])
        XCTAssertEqual(other.parent, "content")
        XCTAssertEqual(other.role, .button)
        XCTAssertEqual(scene.allElements.count, 7, "\(scene.allElements.map(\.id))")
    }

    /// Only an element of the same class merges: a button titled like a label beside it is
    /// another element, though the label and the parent match.
    func testALabelMergesOnlyWithItsOwnClass() throws {
        let scene = try Self.merged([
            (1, "UIView: 0xa1; frame = (0 0; 834 60); accessibilityIdentifier = 'bar'"),
            (2, "UILabel: 0xa2; frame = (300 10; 200 40); text = 'Title'"),
        ], [
            (1, "UIView: 0xb1; frame = (0 0; 1194 60); accessibilityIdentifier = 'bar'"),
            (2, "UIButton: 0xb2; frame = (500 10; 200 40); accessibilityLabel = 'Title'"),
        ])
        let label = try element(scene, "Title")
        XCTAssertEqual(label.role, .label)
        XCTAssertEqual(label.frames, [Self.portrait: Self.rect(300, 10, 200, 40)])
        let button = try element(scene, "Title#2")
        XCTAssertEqual(button.role, .button)
        XCTAssertEqual(button.frames, [Self.landscape: Self.rect(500, 10, 200, 40)])
    }

    /// An identifier names one element: an element whose id is made from its label is another
    /// element, though it reads the same, in either order of the dumps.
    func testAnIdentifierMergesOnlyWithAnIdentifier() throws {
        let byIdentifier = [
            (1, "UIView: 0xa1; frame = (0 0; 400 400); accessibilityIdentifier = 'p1'"),
            (2, "UIButton: 0xa2; frame = (10 10; 44 44); accessibilityIdentifier = 'share'"),
            (1, "UIView: 0xa3; frame = (400 0; 400 400); accessibilityIdentifier = 'p2'"),
        ]
        let byLabel = [
            (1, "UIView: 0xb1; frame = (0 0; 400 400); accessibilityIdentifier = 'p1'"),
            (1, "UIView: 0xb2; frame = (400 0; 400 400); accessibilityIdentifier = 'p2'"),
            (2, "UIButton: 0xb3; frame = (10 70; 44 44); accessibilityLabel = 'share'"),
        ]
        let a = try Self.merged(byIdentifier, byLabel)
        XCTAssertEqual(try element(a, "share").frames, [Self.portrait: Self.rect(10, 10, 44, 44)])
        XCTAssertEqual(try element(a, "share#2").frames, [Self.landscape: Self.rect(410, 70, 44, 44)])
        let b = try Self.merged(byLabel, byIdentifier)
        XCTAssertEqual(try element(b, "share").frames, [Self.portrait: Self.rect(410, 70, 44, 44)])
        XCTAssertEqual(try element(b, "share#2").frames, [Self.landscape: Self.rect(10, 10, 44, 44)])
    }

    /// A repeat whose number the first dump never gave still merges by its label, class and
    /// parent; what shares its id is numbered on past every id of both dumps.
    func testARepeatWhoseNumberIsNewStillMerges() throws {
        let scene = try Self.merged([
            (1, "UIView: 0xa1; frame = (0 0; 834 60); accessibilityIdentifier = 'bar'"),
            (1, "UIView: 0xa2; frame = (0 60; 320 1134); accessibilityIdentifier = 'list'"),
            (2, "UIView: 0xa3; frame = (0 0; 320 50); accessibilityLabel = 'Work'"),
        ], [
            (1, "UIView: 0xb1; frame = (0 0; 1194 60); accessibilityIdentifier = 'bar'"),
            (2, "UILabel: 0xb2; frame = (500 10; 200 40); text = 'Work'"),
            (1, "UIView: 0xb3; frame = (0 60; 320 774); accessibilityIdentifier = 'list'"),
            (2, "UIView: 0xb4; frame = (0 0; 320 60); accessibilityLabel = 'Work'"),
        ])
        XCTAssertEqual(try element(scene, "Work").frames, [Self.portrait: Self.rect(0, 60, 320, 50), Self.landscape: Self.rect(0, 60, 320, 60)])
        let title = try element(scene, "Work#3")
        XCTAssertEqual(title.role, .label)
        XCTAssertEqual(title.frames, [Self.landscape: Self.rect(500, 10, 200, 40)])
        XCTAssertEqual(scene.allElements.map(\.id), ["UIWindow[1]", "bar", "Work#3", "list", "Work"])
    }

    /// Under one parent too, a label that reads like an identifier is another element.
    func testALabelIsNoIdentifierUnderTheSameParent() throws {
        let scene = try Self.merged([
            (1, "UIView: 0xa1; frame = (0 0; 400 400); accessibilityIdentifier = 'pane'"),
            (2, "UIButton: 0xa2; frame = (10 10; 44 44); accessibilityIdentifier = 'Share'"),
        ], [
            (1, "UIView: 0xb1; frame = (0 0; 400 400); accessibilityIdentifier = 'pane'"),
            (2, "UIButton: 0xb2; frame = (10 70; 44 44); accessibilityLabel = 'Share'"),
        ])
        XCTAssertEqual(try element(scene, "Share").frames, [Self.portrait: Self.rect(10, 10, 44, 44)])
        XCTAssertEqual(try element(scene, "Share#2").frames, [Self.landscape: Self.rect(10, 70, 44, 44)])
    }

    /// An identifier several elements of a dump share (a list's cells) names none alone: the
    /// cells merge in order under the same parent, and under another parent stay apart. A
    /// reserved id (`root`) given as an identifier is numbered and merges the same way.
    func testASharedIdentifierMergesAsRepeatsDo() throws {
        func cells(_ list: String, _ height: Int) -> [(Int, String)] {
            [(1, "UIView: 0x\(list)0; frame = (0 0; 320 \(height)); accessibilityIdentifier = '\(list)'")]
                + (0..<2).map { (2, "UIView: 0x\(list)\($0 + 1); frame = (0 \($0 * 50); 320 50); accessibilityIdentifier = 'cell'") }
                + [(2, "UIView: 0x\(list)9; frame = (0 100; 320 50); accessibilityIdentifier = 'root'")]
        }
        let same = try Self.merged(cells("a", 1194), cells("a", 834))
        XCTAssertEqual(Set(same.allElements.map(\.id)), ["UIWindow[1]", "a", "cell", "cell#2", "root#2"])
        XCTAssertEqual(try element(same, "cell#2").frames, [Self.portrait: Self.rect(0, 50, 320, 50), Self.landscape: Self.rect(0, 50, 320, 50)])
        let apart = try Self.merged(cells("a", 1194), cells("b", 834))
        XCTAssertEqual(Set(apart.allElements.map(\.id)), ["UIWindow[1]", "a", "b", "cell", "cell#2", "cell#3", "cell#4", "root#2", "root#3"])
        XCTAssertEqual(try element(apart, "cell#3").parent, "b")
        XCTAssertEqual(try element(apart, "root#3").frames, [Self.landscape: Self.rect(0, 100, 320, 50)])
    }

    /// What sits in an element numbered on sits under that element: a toolbar labelled alike in
    /// another pane is another toolbar, and its Undo button is another button.
    func testChildrenFollowTheirRenumberedParent() throws {
        let scene = try Self.merged([
            (1, "UIView: 0xa1; frame = (0 0; 400 1194); accessibilityIdentifier = 'left'"),
            (2, "UIView: 0xa2; frame = (0 0; 400 60); accessibilityLabel = 'Tools'"),
            (3, "UIButton: 0xa3; frame = (10 8; 44 44); accessibilityLabel = 'Undo'"),
            (1, "UIView: 0xa4; frame = (400 0; 434 1194); accessibilityIdentifier = 'right'"),
        ], [
            (1, "UIView: 0xb1; frame = (0 0; 400 834); accessibilityIdentifier = 'left'"),
            (1, "UIView: 0xb2; frame = (400 0; 794 834); accessibilityIdentifier = 'right'"),
            (2, "UIView: 0xb3; frame = (0 0; 794 60); accessibilityLabel = 'Tools'"),
            (3, "UIButton: 0xb4; frame = (10 8; 44 44); accessibilityLabel = 'Undo'"),
        ])
        XCTAssertEqual(try element(scene, "Tools").frames, [Self.portrait: Self.rect(0, 0, 400, 60)])
        XCTAssertEqual(try element(scene, "Undo").frames, [Self.portrait: Self.rect(10, 8, 44, 44)])
        let tools = try element(scene, "Tools#2")
        XCTAssertEqual(tools.parent, "right")
        XCTAssertEqual(tools.frames, [Self.landscape: Self.rect(400, 0, 794, 60)])
        let undo = try element(scene, "Undo#2")
        XCTAssertEqual(undo.parent, "Tools#2")
        XCTAssertEqual(undo.frames, [Self.landscape: Self.rect(410, 8, 44, 44)])
    }

    /// Two elements of one dump numbered on from one base take two numbers.
    func testElementsNumberedOnTakeANumberEach() throws {
        let scene = try Self.merged([
            (1, "UIView: 0xa1; frame = (0 0; 400 400); accessibilityIdentifier = 'p1'"),
            (2, "UIButton: 0xa2; frame = (10 10; 44 44); accessibilityLabel = 'Go'"),
            (1, "UIView: 0xa3; frame = (400 0; 400 400); accessibilityIdentifier = 'p2'"),
            (2, "UIButton: 0xa4; frame = (10 10; 44 44); accessibilityLabel = 'Go'"),
        ], [
            (1, "UIView: 0xb1; frame = (0 0; 400 400); accessibilityIdentifier = 'p3'"),
            (2, "UIButton: 0xb2; frame = (10 20; 44 44); accessibilityLabel = 'Go'"),
            (1, "UIView: 0xb3; frame = (400 0; 400 400); accessibilityIdentifier = 'p4'"),
            (2, "UIButton: 0xb4; frame = (10 20; 44 44); accessibilityLabel = 'Go'"),
        ])
        XCTAssertEqual(try element(scene, "Go#3").parent, "p3")
        XCTAssertEqual(try element(scene, "Go#3").frames, [Self.landscape: Self.rect(10, 20, 44, 44)])
        XCTAssertEqual(try element(scene, "Go#4").parent, "p4")
        XCTAssertEqual(try element(scene, "Go#4").frames, [Self.landscape: Self.rect(410, 20, 44, 44)])
        XCTAssertEqual(Set(scene.allElements.map(\.id)), ["UIWindow[1]", "p1", "p2", "p3", "p4", "Go", "Go#2", "Go#3", "Go#4"])
    }

    /// `Work#2` there, `Work#3` here: a repeat numbered differently merges with the element of its
    /// label, class and parent, the first in document order that has no frame in this window yet,
    /// whether or not its own id is known; what sits in it follows it.
    func testARepeatNumberedDifferentlyMergesByLabelClassAndParent() throws {
        let scene = try Self.merged([
            (1, "UIView: 0xa1; frame = (0 0; 834 60); accessibilityIdentifier = 'bar'"),
            (2, "UILabel: 0xa2; frame = (300 10; 200 40); text = 'Work'"),
            (1, "UIView: 0xa3; frame = (0 60; 320 1134); accessibilityIdentifier = 'list'"),
            (2, "UIView: 0xa4; frame = (0 0; 320 50); accessibilityLabel = 'Work'"),
            (3, "UIButton: 0xa5; frame = (270 3; 44 44); accessibilityLabel = 'Share'"),
            (2, "UIView: 0xa6; frame = (0 50; 320 50); accessibilityLabel = 'Work'"),
            (3, "UIButton: 0xa7; frame = (270 3; 44 44); accessibilityLabel = 'Share'"),
        ], [
            (1, "UIView: 0xb1; frame = (0 0; 320 834); accessibilityIdentifier = 'list'"),
            (2, "UIView: 0xb2; frame = (0 0; 320 60); accessibilityLabel = 'Work'"),
            (3, "UIButton: 0xb3; frame = (270 8; 44 44); accessibilityLabel = 'Share'"),
            (3, "UIButton: 0xb4; frame = (220 8; 44 44); accessibilityLabel = 'Pin'"),
            (2, "UIView: 0xb5; frame = (0 60; 320 60); accessibilityLabel = 'Work'"),
            (3, "UIButton: 0xb6; frame = (270 8; 44 44); accessibilityLabel = 'Share'"),
            (1, "UIView: 0xb7; frame = (320 0; 874 60); accessibilityIdentifier = 'bar'"),
            (2, "UILabel: 0xb8; frame = (300 10; 200 40); text = 'Work'"),
        ])
        // The portrait dump numbers the bar's title first (Work, then the rows Work#2, Work#3);
        // the landscape one the rows first (Work, Work#2, then the title Work#3).
        let title = try element(scene, "Work")
        XCTAssertEqual(title.role, .label)
        XCTAssertEqual(title.frames, [Self.portrait: Self.rect(300, 10, 200, 40), Self.landscape: Self.rect(620, 10, 200, 40)])
        XCTAssertEqual(try element(scene, "Work#2").frames, [Self.portrait: Self.rect(0, 60, 320, 50), Self.landscape: Self.rect(0, 0, 320, 60)])
        XCTAssertEqual(try element(scene, "Work#3").frames, [Self.portrait: Self.rect(0, 110, 320, 50), Self.landscape: Self.rect(0, 60, 320, 60)])
        // Each row's Share button stays in its row.
        let first = try element(scene, "Share"), second = try element(scene, "Share#2")
        XCTAssertEqual(first.parent, "Work#2")
        XCTAssertEqual(first.frames, [Self.portrait: Self.rect(270, 63, 44, 44), Self.landscape: Self.rect(270, 8, 44, 44)])
        XCTAssertEqual(second.parent, "Work#3")
        XCTAssertEqual(second.frames, [Self.portrait: Self.rect(270, 113, 44, 44), Self.landscape: Self.rect(270, 68, 44, 44)])
        // The pin only the landscape row shows goes after the Share button before it, in its row.
        let pin = try element(scene, "Pin")
        XCTAssertEqual(pin.parent, "Work#2")
        XCTAssertEqual(scene.allElements.map(\.id), ["UIWindow[1]", "bar", "Work", "list", "Work#2", "Share", "Pin", "Work#3", "Share#2"])
    }

    /// An identifier on an element of another class is another element, numbered on; a third
    /// window's element of the first class and identifier is the first element.
    func testAnIdentifierOnAnotherClassIsAnotherElement() throws {
        let windows: [(Int, Int, String)] = [(834, 1194, "UIButton"), (1194, 834, "UISwitch"), (375, 834, "UIButton")]
        let inputs = try windows.enumerated().map { n, w in
            let text = Self.window(w.0, w.1, [(1, "\(w.2): 0x\(n)a; frame = (10 \(10 * (n + 1)); 51 31); accessibilityIdentifier = 'sync'")])
            return SceneImporter.Input(tree: try DumpReader.read(text, file: "\(n).txt"), file: "\(n).txt")
        }
        let scene = try SceneImporter().scene(name: "m", from: inputs)
        XCTAssertEqual(try element(scene, "sync").frames, [Self.portrait: Self.rect(10, 10, 51, 31), "compact-375x834": Self.rect(10, 30, 51, 31)])
        XCTAssertEqual(try element(scene, "sync#2").frames, [Self.landscape: Self.rect(10, 20, 51, 31)])
        XCTAssertEqual(try element(scene, "sync#2").role, .toggle)
    }

    /// A repeat's number is what the import added: labels that end in a number after `#` are
    /// labels of their own, and merge only with the same label.
    func testALabelEndingInANumberIsNoRepeat() throws {
        let scene = try Self.merged([
            (1, "UIView: 0xa1; frame = (0 0; 320 1194); accessibilityIdentifier = 'list'"),
            (2, "UIButton: 0xa2; frame = (0 0; 320 50); accessibilityLabel = 'Issue #3'"),
        ], [
            (1, "UIView: 0xb1; frame = (0 0; 320 834); accessibilityIdentifier = 'list'"),
            (2, "UIButton: 0xb2; frame = (0 0; 320 60); accessibilityLabel = 'Issue #4'"),
            (2, "UIButton: 0xb3; frame = (0 60; 320 60); accessibilityLabel = 'Issue #3'"),
        ])
        XCTAssertEqual(try element(scene, "Issue #3").frames, [Self.portrait: Self.rect(0, 0, 320, 50), Self.landscape: Self.rect(0, 60, 320, 60)])
        XCTAssertEqual(try element(scene, "Issue #4").frames, [Self.landscape: Self.rect(0, 0, 320, 60)])
    }

    /// Ids are one line of at most 80 characters, their start kept.
    func testAnIdIsOneLineOfEightyCharacters() {
        let long = "Chapter one: " + String(repeating: "x", count: 90)
        XCTAssertEqual(SceneImporter.clean(long), String(long.prefix(80)))
        XCTAssertEqual(SceneImporter.clean(String(repeating: "y", count: 80)), String(repeating: "y", count: 80))
        XCTAssertEqual(SceneImporter.clean("  Two\nlines\tand a tab  "), "Two lines and a tab")
    }
}

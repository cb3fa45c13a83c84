import InputModel
import XCTest
@testable import Harness

/// The table of standard shortcuts (HIG › Keyboards, standard keyboard shortcuts), the UIKit
/// names of its actions (`UIResponderStandardEditActions`, UIResponder's `printContent:`), and
/// how a declared shortcut is told to perform one.
final class StandardShortcutTests: XCTestCase {
    func combo(_ s: String) -> KeyCombo { KeyCombo(s)! }

    /// One combination, one standard action: no combination appears twice in the table (so the
    /// first row holding it and the last are the same row).
    func testEachCombinationBelongsToOneAction() {
        let all = StandardShortcut.table.flatMap(\.keys)
        XCTAssertEqual(all.count, Set(all).count)
        XCTAssertEqual(StandardShortcut.table.count, Set(StandardShortcut.table.map(\.action)).count)
    }

    /// The HIG's rows: ⌘N new, ⌘F find, ⌘S save, ⌘Z undo, ⇧⌘Z redo, ⌘C copy, ⌘V paste, ⌘X cut,
    /// ⌘A select all, ⌘P print, ⌘W close, ⌘, settings, Delete delete; ⌘B, ⌘I, ⌘U where text is styled.
    func testTheTablesCombinations() {
        let expected: [(String, String)] = [("cmd+n", "new"), ("cmd+f", "find"), ("cmd+s", "save"), ("cmd+z", "undo"),
                                            ("cmd+shift+z", "redo"), ("cmd+c", "copy"), ("cmd+v", "paste"), ("cmd+x", "cut"),
                                            ("cmd+a", "selectAll"), ("cmd+p", "print"), ("cmd+w", "close"), ("cmd+,", "settings"),
                                            ("delete", "delete")]
        for (keys, action) in expected {
            XCTAssertEqual(StandardShortcut.action(for: combo(keys), textStyling: false)?.action, action, keys)
            XCTAssertEqual(StandardShortcut.action(for: combo(keys), textStyling: true)?.action, action, keys)
        }
        for (keys, action) in [("cmd+b", "bold"), ("cmd+i", "italic"), ("cmd+u", "underline")] {
            XCTAssertNil(StandardShortcut.action(for: combo(keys), textStyling: false), "\(keys): Get Info may take ⌘I where no text is styled")
            XCTAssertEqual(StandardShortcut.action(for: combo(keys), textStyling: true)?.action, action, keys)
        }
        // ⌘⌫ performs delete too, but the table does not reserve it: another action may take it.
        XCTAssertNil(StandardShortcut.action(for: combo("cmd+delete"), textStyling: false))
        XCTAssertEqual(StandardShortcut.byAction["delete"]?.keys, [combo("delete"), combo("cmd+delete")])
        XCTAssertNil(StandardShortcut.action(for: combo("cmd+shift+n"), textStyling: true))
    }

    /// The edit actions a responder implements, in the Edit menu's order then the Format menu's,
    /// and the one a combination sends (either of delete's).
    func testEditActions() {
        XCTAssertEqual(StandardShortcut.editActions.map(\.action), ["cut", "copy", "paste", "delete", "selectAll", "bold", "italic", "underline"])
        for (keys, action) in [("cmd+x", "cut"), ("cmd+c", "copy"), ("cmd+v", "paste"), ("delete", "delete"), ("cmd+delete", "delete"),
                               ("cmd+a", "selectAll"), ("cmd+b", "bold"), ("cmd+i", "italic"), ("cmd+u", "underline")] {
            XCTAssertEqual(StandardShortcut.editAction(for: combo(keys))?.action, action, keys)
        }
        for keys in ["cmd+n", "cmd+z", "cmd+p", "cmd+w", "cmd+shift+x"] {
            XCTAssertNil(StandardShortcut.editAction(for: combo(keys)), "\(keys) is not an edit action")
        }
    }

    /// A declared action name: the table's, or UIKit's selector with or without its colon.
    func testNamesOfTheActions() {
        let uikit = ["toggleBoldface": "bold", "toggleItalics": "italic", "toggleUnderline": "underline", "printContent": "print",
                     "copy": "copy", "cut": "cut", "paste": "paste", "selectAll": "selectAll", "delete": "delete", "find": "find"]
        for (selector, action) in uikit {
            XCTAssertEqual(StandardShortcut.named(selector)?.action, action, selector)
            XCTAssertEqual(StandardShortcut.named(selector + ":")?.action, action, selector + ":")
        }
        XCTAssertNil(StandardShortcut.named("toggleBoldface::"))
        XCTAssertNil(StandardShortcut.named(":copy"))
        XCTAssertNil(StandardShortcut.named("opy:"))
        XCTAssertNil(StandardShortcut.named("Copy"))
        XCTAssertEqual(StandardShortcut.named("bold")?.title, "Bold")
        XCTAssertEqual(StandardShortcut.named("selectAll")?.title, "Select All")
    }

    /// Every name `named` accepts says its own action, and no other row's.
    func testEveryNameSaysItsAction() {
        for std in StandardShortcut.table {
            let names = [std.action, std.action + ":"] + StandardShortcut.uikitActionNames.filter { $0.value == std.action }.keys.flatMap { [$0, $0 + ":"] }
            for name in names { XCTAssertTrue(std.isNamed(action: name), "\(name) says \(std.action)") }
        }
    }

    /// A shortcut performs an action when its declared action names it or its title says it;
    /// the declared action and the title are each read, not one for the other.
    func testAShortcutPerformsByItsActionOrItsTitle() {
        let bold = StandardShortcut.byAction["bold"]!, find = StandardShortcut.byAction["find"]!, delete = StandardShortcut.byAction["delete"]!
        XCTAssertTrue(bold.isPerformed(by: KeyShortcut(keys: combo("cmd+b"), title: "Heavy", action: "toggleBoldface:")))
        XCTAssertTrue(find.isPerformed(by: KeyShortcut(keys: combo("cmd+f"), title: "Search Mail")))
        XCTAssertTrue(delete.isPerformed(by: KeyShortcut(keys: combo("delete"), title: "Discard", action: "deleteMessage")))
        XCTAssertTrue(delete.isPerformed(by: KeyShortcut(keys: combo("delete"), title: "Move to Trash", action: "discard")))
        XCTAssertFalse(delete.isPerformed(by: KeyShortcut(keys: combo("delete"), title: "Archive", action: "archive")))
        XCTAssertFalse(bold.isPerformed(by: KeyShortcut(keys: combo("cmd+b"), title: "Bookmarks", action: "showBookmarks")))
        // Case does not matter in either; a word of the action written without its space does.
        XCTAssertTrue(delete.isNamed(action: "", title: "DELETE"))
        XCTAssertTrue(delete.isNamed(action: "RemoveItem"))
        XCTAssertTrue(StandardShortcut.byAction["selectAll"]!.isNamed(action: "", title: "Select All Photos"))
        // A word of two: in a title as written, in an action name without its space.
        let twoWords = StandardShortcut(action: "selectAll", keys: ["cmd+a"], titleWords: ["select all"])
        XCTAssertTrue(twoWords.isNamed(action: "selectAllPhotos"))
        XCTAssertTrue(twoWords.isNamed(action: "", title: "Select All"))
        XCTAssertFalse(twoWords.isNamed(action: "select all"))
        XCTAssertFalse(twoWords.isNamed(action: "", title: "SelectAll"))
    }
}

import XCTest
import InputModel
@testable import Harness

/// The standard edit actions (cut, copy, paste, select all, delete, and bold, italic, underline)
/// sent up the responder chain to the first responder that can perform them, on cases written
/// from Apple's documentation. Each case is a scene of its own: Tab focuses its one focus group's
/// first member, then a key combination; the `shortcut` outcome that follows names the element
/// that performed the action and the action, or there is none.
///
/// The sources, quoted:
/// - UIResponder.canPerformAction(_:withSender:): "This default implementation of this method
///   returns true if the responder class implements the requested action and calls the next
///   responder if it does not."
/// - UIResponderStandardEditActions: "Standard edit actions that responder objects can implement
///   … copy(_:), cut(_:), delete(_:), paste(_:), selectAll(_:) … toggleBoldface(_:),
///   toggleItalics(_:), toggleUnderline(_:)"; UITextField and UITextView adopt them (their
///   documentation lists the standard edit menu).
/// - UITextView.allowsEditingTextAttributes: "A Boolean value that indicates whether the text view
///   allows the user to edit style information" (without it, no bold, italic or underline).
/// - HIG › Keyboards, standard keyboard shortcuts: ⌘X Cut, ⌘C Copy, ⌘V Paste, ⌘A Select all,
///   Delete: delete the selection; ⌘B, ⌘I, ⌘U in text the user styles.
/// - Using responders and the responder chain to handle events: "If the text field does not
///   handle an event, UIKit sends the event to the text field's parent UIView object".
final class StandardEditActionTests: XCTestCase {
    struct Case {
        var name: String
        var elements: String
        var keys: String
        /// The element that performs the action, and the action; nil when none does.
        var expected: (owner: String, action: String)?
    }

    static func list(rowActions: String = "", listActions: String = "") -> String {
        """
        - id: list
          role: scrollView
          frame: [0, 0, 600, 400]
          \(listActions.isEmpty ? "" : "editActions: \(listActions)")
          children:
            - {id: row0, role: listItem, frame: [0, 0, 600, 100], focus: {group: rows}\(rowActions.isEmpty ? "" : ", editActions: \(rowActions)")}
            - {id: row1, role: listItem, frame: [0, 100, 600, 100], focus: {group: rows}}
        """
    }

    static let field = "- {id: field, role: textField, frame: [100, 500, 300, 44]}"

    static let cases: [Case] = [
        Case(name: "a focused text field selects all its text under ⌘A", elements: field, keys: "cmd+a", expected: ("field", "selectAll")),
        Case(name: "a focused text field cuts under ⌘X", elements: field, keys: "cmd+x", expected: ("field", "cut")),
        Case(name: "a focused text field pastes under ⌘V", elements: field, keys: "cmd+v", expected: ("field", "paste")),
        Case(name: "a row that implements no copy passes ⌘C to the list around it, which does",
             elements: list(listActions: "[copy, delete]"), keys: "cmd+c", expected: ("list", "copy")),
        Case(name: "the nearest responder that can perform it wins: the row's own copy",
             elements: list(rowActions: "[copy]", listActions: "[copy]"), keys: "cmd+c", expected: ("row0", "copy")),
        Case(name: "no responder in the chain can paste: nothing happens",
             elements: list(listActions: "[copy]"), keys: "cmd+v", expected: nil),
        Case(name: "an element beside the chain is not asked",
             elements: list() + "\n- {id: board, role: canvas, frame: [700, 0, 400, 400], editActions: [copy]}", keys: "cmd+c", expected: nil),
        Case(name: "Delete deletes the focused row through the list that implements delete",
             elements: list(listActions: "[delete]"), keys: "delete", expected: ("list", "delete")),
        Case(name: "Delete in a text field edits its text: no delete action",
             elements: """
             - id: form
               role: container
               frame: [0, 0, 800, 800]
               editActions: [delete]
               children:
                 - {id: field, role: textField, frame: [100, 500, 300, 44]}
             """,
             keys: "delete", expected: nil),
        Case(name: "⌘B makes bold in a text view whose text the user styles",
             elements: "- {id: notes, role: textView, frame: [100, 500, 400, 200], allowsEditingTextAttributes: true}",
             keys: "cmd+b", expected: ("notes", "bold")),
        Case(name: "⌘B does nothing in a text view whose text is plain",
             elements: "- {id: notes, role: textView, frame: [100, 500, 400, 200]}", keys: "cmd+b", expected: nil),
        Case(name: "a text view around the focused button deletes nothing: a text input performs cut, copy, paste and select all",
             elements: """
             - id: notes
               role: textView
               frame: [0, 0, 800, 600]
               focus: {group: notes, priority: -1}
               children:
                 - {id: attach, role: button, frame: [100, 100, 80, 44], defaultAction: attach, focus: {group: tools}}
             """,
             keys: "delete", expected: nil),
        Case(name: "a key command declared on the chain comes first: the list's own ⌘C command",
             elements: list(listActions: "[copy]").replacingOccurrences(of: "  editActions: [copy]", with: "  editActions: [copy]\n  shortcuts: [{keys: cmd+c, title: Copy Link, category: Edit, action: copyLink}]"),
             keys: "cmd+c", expected: ("list", "copyLink")),
    ]

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(MechanismScene.yaml("edit", children: c.elements), case: c.name) else { continue }
            let outcomes = replay(S.combo(0, "tab") + S.combo(0.3, c.keys), scene: scene)
            let fired = outcomes.named(.shortcut).map { "\($0.element) \($0.string("action") ?? "-")" }
            let want = c.expected.map { ["\($0.owner) \($0.action)"] } ?? []
            XCTAssertEqual(fired, want, c.name)
            if fired == want { passed += 1 }
        }
        print("standard-edit-action cases: \(passed) of \(Self.cases.count) pass")
    }

    /// The scene key: read, written back, and a name that is no standard edit action refused with
    /// its line and the names there are.
    func testTheSceneKeyLoadsWritesBackAndRefusesOtherNames() throws {
        let scene = try SceneLoader.load(MechanismScene.yaml("k", children: "- {id: list, role: scrollView, frame: [0, 0, 100, 100], editActions: [copy, delete]}"), file: "k.yml")
        XCTAssertEqual(scene.apps[0].elements.first { $0.id == "list" }?.editActions, ["copy", "delete"])
        XCTAssertEqual(try SceneLoader.load(try SceneWriter.yaml(scene), file: "again.yml").apps[0].elements, scene.apps[0].elements)
        XCTAssertThrowsError(try SceneLoader.load(MechanismScene.yaml("k", children: "- {id: list, role: scrollView, frame: [0, 0, 100, 100], editActions: [copy, share]}"), file: "bad.yml")) { e in
            XCTAssertTrue("\(e)".contains("bad.yml:7"), "\(e)")
            XCTAssertTrue("\(e)".contains("\"share\" is not a standard edit action (cut, copy, paste, delete, selectAll, bold, italic, underline)"), "\(e)")
        }
    }

    /// The Command-hold list shows what the chain can perform, in the Edit menu's order: a row of
    /// a list that implements copy and delete.
    func testTheCommandHoldListShowsWhatTheChainCanPerform() throws {
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("edit", children: Self.list(listActions: "[delete, copy]")), case: "overlay"))
        let events = S.combo(0, "tab") + [S.key(0.5, HIDUsage.leftGUI, .down, .command), S.key(2, HIDUsage.leftGUI, .up, [])]
        let overlay = replay(events, scene: scene).named(.shortcutOverlay).first
        XCTAssertEqual(overlay?.strings("titles"), ["Copy", "Delete"])
    }

    /// With nothing focused, the first laid-out element that declares the action performs it
    /// (`ResponderLink.laidOut`): not one laid out later, and not one that declares none.
    func testWithNothingFocusedTheFirstLaidOutElementThatDeclaresItPerforms() throws {
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("edit", children: """
            - {id: banner, role: button, frame: [0, 0, 300, 44], defaultAction: open}
            - {id: inbox, role: scrollView, frame: [0, 100, 400, 400], editActions: [copy]}
            - {id: outbox, role: scrollView, frame: [500, 100, 400, 400], editActions: [copy]}
            """), case: "nothing focused"))
        let fired = replay(S.combo(0, "cmd+c"), scene: scene).named(.shortcut)
        XCTAssertEqual(fired.map { "\($0.element) \($0.string("action") ?? "-")" }, ["inbox copy"])
    }

    /// The Command-hold list shows a standard command under its first key, the Edit menu's
    /// (Delete for delete, HIG › Keyboards), each combination once: a row's own command on Delete
    /// is nearer, and the list's Delete is not listed beside it.
    func testTheCommandHoldListShowsAStandardCommandUnderItsFirstKey() throws {
        let elements = Self.list(listActions: "[delete]")
            .replacingOccurrences(of: "focus: {group: rows}}\n", with: "focus: {group: rows}, shortcuts: [{keys: delete, title: Remove Row, category: Edit}]}\n")
        XCTAssertTrue(elements.contains("Remove Row"))
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("edit", children: elements), case: "overlay"))
        let events = S.combo(0, "tab") + [S.key(0.5, HIDUsage.leftGUI, .down, .command), S.key(2, HIDUsage.leftGUI, .up, [])]
        let overlay = replay(events, scene: scene).named(.shortcutOverlay).first
        XCTAssertEqual(overlay?.strings("titles"), ["Remove Row"])
    }
}

import XCTest
import InputModel
@testable import Harness

/// Key commands resolved up the responder chain, on cases written from Apple's documentation,
/// each a scene of its own: Tab focuses the one focusable field (`field`), then a key combination.
/// The chain is the focused element, its ancestors nearest first, then the app (the scene's own
/// shortcuts); an element beside the chain is not in it.
///
/// The sources, quoted:
/// - UIResponder.keyCommands: "When a key combination is pressed that matches a key command
///   object, UIKit walks the responder chain looking for an object that implements the
///   corresponding action method. It calls that method on the first object it finds and then
///   stops processing the event."
/// - UIViewController.addKeyCommand(_:): "When the user performs a key command, UIKit searches the
///   responder chain (starting with the first responder) for an object capable of handling the
///   specified action."
/// - Using responders and the responder chain to handle events: "If the text field does not
///   handle an event, UIKit sends the event to the text field's parent UIView object, followed by
///   the root view of the window. From the root view, the responder chain diverts to the owning
///   view controller before directing the event to the window. If the window cannot handle the
///   event, UIKit delivers the event to the UIApplication object".
final class ResponderChainTests: XCTestCase {
    struct Case {
        var name: String
        /// The scene's own shortcuts (the app's), as a YAML flow list.
        var app = "[]"
        /// Elements under the full-screen `window` container; the focusable one is `field`.
        var elements: String
        var keys: String
        /// The shortcut that fires: its owner and title; nil when none does.
        var expected: (owner: String, title: String)?
        /// The Command-hold overlay's titles, when the case checks them.
        var overlay: [String]? = nil
    }

    static func scene(_ c: Case) -> String { MechanismScene.yaml("chain", header: "shortcuts: \(c.app)", children: c.elements) }

    static let field = "{id: field, role: textField, frame: [100, 100, 300, 44], focus: {group: form}}"

    static let cases: [Case] = [
        Case(name: "a sibling's command is not in the focused field's chain",
             elements: """
             - \(field)
             - {id: other, role: button, frame: [500, 100, 80, 44], defaultAction: b, shortcuts: [{keys: cmd+b, title: Sibling, category: C}]}
             """,
             keys: "cmd+b", expected: nil),
        Case(name: "the focused field's superview is next in the chain",
             elements: """
             - id: panel
               role: container
               frame: [50, 50, 600, 300]
               shortcuts: [{keys: cmd+b, title: Panel, category: C}]
               children:
                 - \(field)
             """,
             keys: "cmd+b", expected: ("panel", "Panel")),
        Case(name: "the first responder itself comes first: its command wins over its superview's",
             elements: """
             - id: panel
               role: container
               frame: [50, 50, 600, 300]
               shortcuts: [{keys: cmd+b, title: Panel, category: C}]
               children:
                 - {id: field, role: textField, frame: [100, 100, 300, 44], focus: {group: form}, shortcuts: [{keys: cmd+b, title: Field, category: C}]}
             """,
             keys: "cmd+b", expected: ("field", "Field")),
        Case(name: "the app ends the chain: its command fires from a focused field",
             app: "[{keys: cmd+n, title: New, category: File}]",
             elements: "- \(field)",
             keys: "cmd+n", expected: ("root", "New")),
        Case(name: "an ancestor is nearer than the app",
             app: "[{keys: cmd+n, title: New (app), category: File}]",
             elements: """
             - id: panel
               role: container
               frame: [50, 50, 600, 300]
               shortcuts: [{keys: cmd+n, title: New (panel), category: File}]
               children:
                 - \(field)
             """,
             keys: "cmd+n", expected: ("panel", "New (panel)")),
        Case(name: "a sibling's command does not shadow the app's",
             app: "[{keys: cmd+b, title: App, category: C}]",
             elements: """
             - \(field)
             - {id: other, role: button, frame: [500, 100, 80, 44], defaultAction: b, shortcuts: [{keys: cmd+b, title: Sibling, category: C}]}
             """,
             keys: "cmd+b", expected: ("root", "App")),
        Case(name: "a command of the panel beside the field's panel is not in the chain",
             elements: """
             - id: left
               role: container
               frame: [50, 50, 600, 300]
               children:
                 - \(field)
             - id: right
               role: container
               frame: [700, 50, 600, 300]
               shortcuts: [{keys: cmd+b, title: Right, category: C}]
             """,
             keys: "cmd+b", expected: nil),
        Case(name: "the chain goes on past a superview without the command to the one above it",
             elements: """
             - id: outer
               role: container
               frame: [20, 20, 900, 600]
               shortcuts: [{keys: cmd+b, title: Outer, category: C}]
               children:
                 - id: inner
                   role: container
                   frame: [50, 50, 600, 300]
                   children:
                     - \(field)
             """,
             keys: "cmd+b", expected: ("outer", "Outer")),
        // The focused field is a text input: the Edit menu's standard commands (cut, copy, paste,
        // select all, in the menu's order) are in the chain too (StandardEditActionTests).
        Case(name: "the Command-hold list shows the chain's commands, nearest first, and the app's; not a sibling's",
             app: "[{keys: cmd+n, title: New, category: File}]",
             elements: """
             - id: panel
               role: container
               frame: [50, 50, 600, 300]
               shortcuts: [{keys: cmd+b, title: Panel, category: C}]
               children:
                 - {id: field, role: textField, frame: [100, 100, 300, 44], focus: {group: form}, shortcuts: [{keys: cmd+i, title: Field, category: C}]}
             - {id: other, role: button, frame: [700, 100, 80, 44], defaultAction: b, shortcuts: [{keys: cmd+u, title: Sibling, category: C}]}
             """,
             keys: "", expected: nil, overlay: ["Field", "Panel", "New", "Cut", "Copy", "Paste", "Select All"]),
        Case(name: "a command the chain shadows is listed once, as the nearest one",
             elements: """
             - id: panel
               role: container
               frame: [50, 50, 600, 300]
               shortcuts: [{keys: cmd+b, title: Panel, category: C}]
               children:
                 - {id: field, role: textField, frame: [100, 100, 300, 44], focus: {group: form}, shortcuts: [{keys: cmd+b, title: Field, category: C}]}
             """,
             keys: "", expected: nil, overlay: ["Field", "Cut", "Copy", "Paste", "Select All"]),
    ]

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(Self.scene(c), case: c.name) else { continue }
            var ok = true
            if let overlay = c.overlay {
                // Command held past the overlay's delay.
                let o = replay(S.combo(0, "tab") + [S.key(0.5, 227, .down, .command)], scene: scene, until: 3)
                let titles = o.named(.shortcutOverlay).first?.strings("titles") ?? []
                XCTAssertEqual(titles, overlay, c.name)
                ok = titles == overlay
            } else {
                let o = replay(S.combo(0, "tab") + S.combo(0.5, c.keys), scene: scene)
                XCTAssertEqual(o.named(.focus).map(\.element), ["field"], "\(c.name): Tab focuses the field")
                let fired = o.named(.shortcut).map { "\($0.element) \($0.string("title") ?? "")" }
                let want = c.expected.map { ["\($0.owner) \($0.title)"] } ?? []
                XCTAssertEqual(fired, want, c.name)
                ok = fired == want
            }
            if ok { passed += 1 }
        }
        print("responder-chain cases: \(passed) of \(Self.cases.count) pass")
    }

    /// Each link answers with its first command for the combination (docs/interaction-machine.md
    /// › The responder chain): two of the app's commands on ⌘K fire the first declared, from a
    /// focused field; with nothing focused, so do two of a laid-out element's.
    func testEachLinkAnswersWithItsFirstCommand() throws {
        let two = "[{keys: cmd+k, title: Archive, category: C}, {keys: cmd+k, title: Archive All, category: C}]"
        let app = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("chain", header: "shortcuts: \(two)", children: "- \(Self.field)"),
                                                    case: "the app's two commands"))
        let fromField = replay(S.combo(0, "tab") + S.combo(0.5, "cmd+k"), scene: app).named(.shortcut)
        XCTAssertEqual(fromField.map { "\($0.element) \($0.string("title") ?? "")" }, ["root Archive"])
        let element = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("chain", children:
            "- {id: board, role: canvas, frame: [0, 0, 400, 400], shortcuts: \(two)}"), case: "an element's two commands"))
        let unfocused = replay(S.combo(0, "cmd+k"), scene: element).named(.shortcut)
        XCTAssertEqual(unfocused.map { "\($0.element) \($0.string("title") ?? "")" }, ["board Archive"])
    }
}

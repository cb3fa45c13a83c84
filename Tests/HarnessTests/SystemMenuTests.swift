import XCTest
import InputModel
@testable import Harness

/// Menus the system draws, on cases written from Apple's documentation: which menu a secondary
/// click opens (an element's own context menu or a text input's edit menu), and what the pointer
/// does over the app while one is shown. Each case is a scene of its own, a secondary click at
/// `at`, and the pointer hovering at `then` while the menu is shown.
///
/// The sources, quoted:
/// - UIEditMenuInteraction: "The presentation style the interaction uses to display the actions
///   conforms to the input method of the interaction. For touch interactions, the actions display
///   in an editing menu. When responding to a secondary click on devices with pointer-based
///   input, the actions display in a context menu. Standard UIKit classes, such as UITextView and
///   UITextField, are preconfigured to use edit menu interactions."
/// - UIContextMenuInteraction: "UIKit manages all menu-related interactions": while a menu is
///   shown, its items carry the system's pointer effects, and the app's views under the pointer
///   get none of them.
/// - UIControl.isEnabled: "If the enabled state is false, the control ignores touch events".
final class SystemMenuTests: XCTestCase {
    struct Case {
        var name: String
        var elements: String
        var at: (Double, Double) = (200, 120)
        /// The element whose menu opens and whose (`app` or `edit`), or nil for no menu.
        var menu: (element: String, kind: String)?
        /// Where the pointer hovers after the click, while a menu is shown (nil: it stays).
        var then: (Double, Double)? = nil
        /// The elements whose hover begins after the click (none while a menu is shown).
        var hoveredAfter: [String] = []
    }

    static let field = "- {id: name, role: textField, frame: [100, 100, 300, 44]}"
    static let button = "- {id: save, role: button, frame: [500, 100, 80, 44]}"

    static let cases: [Case] = [
        Case(name: "a secondary click on a text field opens its edit menu as a context menu",
             elements: field, menu: ("name", "edit")),
        Case(name: "a secondary click on a text view opens its edit menu",
             elements: "- {id: notes, role: textView, frame: [100, 100, 600, 400]}", menu: ("notes", "edit")),
        Case(name: "a secondary click on a label opens no menu",
             elements: "- {id: title, role: label, frame: [100, 100, 300, 44]}", menu: nil),
        Case(name: "a text field that declares its own context menu opens that one",
             elements: "- {id: name, role: textField, frame: [100, 100, 300, 44], contextMenu: [Rename, Delete]}", menu: ("name", "app")),
        Case(name: "a text field in a row with a context menu opens the field's edit menu, the nearer",
             elements: "- {id: row, role: listItem, frame: [0, 80, 1000, 84], contextMenu: [Delete], children: [{id: name, role: textField, frame: [100, 100, 300, 44]}]}",
             menu: ("name", "edit")),
        Case(name: "beside the field in that row, the row's menu opens",
             elements: "- {id: row, role: listItem, frame: [0, 80, 1000, 84], contextMenu: [Delete], children: [{id: name, role: textField, frame: [100, 100, 300, 44]}]}",
             at: (700, 120), menu: ("row", "app")),
        Case(name: "a disabled text field in that row has no edit menu: the row's opens",
             elements: "- {id: row, role: listItem, frame: [0, 80, 1000, 84], contextMenu: [Delete], children: [{id: name, role: textField, frame: [100, 100, 300, 44], enabled: false}]}",
             menu: ("row", "app")),
        Case(name: "while the edit menu is shown, a button under the pointer does not hover",
             elements: field + "\n" + button, menu: ("name", "edit"), then: (540, 122), hoveredAfter: []),
        Case(name: "while an element's own menu is shown, the same",
             elements: "- {id: name, role: textField, frame: [100, 100, 300, 44], contextMenu: [Rename]}\n" + button,
             menu: ("name", "app"), then: (540, 122), hoveredAfter: []),
        Case(name: "with no menu shown, the button hovers as usual",
             elements: "- {id: title, role: label, frame: [100, 100, 300, 44]}\n" + button, menu: nil, then: (540, 122), hoveredAfter: ["save"]),
    ]

    static func events(_ c: Case) -> [UnifiedEvent] {
        let (x, y) = c.at
        var evs = [S.hover(0, x, y, .began), S.down(0.5, id: 9, x, y, type: .indirectPointer, buttons: .secondary),
                   S.up(0.6, id: 9, x, y, type: .indirectPointer, buttons: .secondary)]
        if let (hx, hy) = c.then { evs += [S.hover(1.0, (x + hx) / 2, (y + hy) / 2), S.hover(1.1, hx, hy)] }
        return evs
    }

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(MechanismScene.yaml("menus", children: c.elements), case: c.name) else { continue }
            let outcomes = replay(Self.events(c), scene: scene)
            let menus = outcomes.named(.contextMenu).map { "\($0.element) \($0.string("menu") ?? "app")" }
            let want = c.menu.map { ["\($0.element) \($0.kind)"] } ?? []
            let hovered = outcomes.filter { $0.kind == .hoverBegan && $0.t >= Timestamp(seconds: 0.5) }.map(\.element)
            XCTAssertEqual(menus, want, c.name)
            XCTAssertEqual(hovered, c.hoveredAfter, "\(c.name): hover")
            if menus == want && hovered == c.hoveredAfter { passed += 1 }
        }
        print("system-menu cases: \(passed) of \(Self.cases.count) pass")
    }

    /// The app's hover ends as the menu opens over it, and comes back with the pointer's next
    /// movement once the menu has gone (Escape dismisses it).
    func testHoverEndsUnderAMenuAndReturnsAfterIt() throws {
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("menus", children: "- {id: save, role: button, frame: [500, 100, 80, 44], contextMenu: [Duplicate]}"), case: "hover"))
        let outcomes = replay([S.hover(0, 540, 122, .began),
                               S.down(0.5, id: 9, 540, 122, type: .indirectPointer, buttons: .secondary),
                               S.up(0.6, id: 9, 540, 122, type: .indirectPointer, buttons: .secondary),
                               S.hover(0.8, 545, 122)] + S.combo(1.0, "escape") + [S.hover(1.5, 541, 122)], scene: scene)
        let trail = outcomes.filter { [.hoverBegan, .hoverEnded, .contextMenu, .contextMenuDismissed].contains($0.kind) }
            .map { "\($0.kind.rawValue) \($0.t.microseconds)" }
        XCTAssertEqual(trail, ["hoverBegan 0", "contextMenu 500000", "hoverEnded 500000", "contextMenuDismissed 1000000", "hoverBegan 1500000"])
    }
}

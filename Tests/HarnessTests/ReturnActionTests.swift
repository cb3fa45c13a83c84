import XCTest
import InputModel
@testable import Harness

/// What Return does on a focused element, role by role, as docs/conformance.md › What Return
/// does lists it: controls (buttons, bar buttons, tabs, segmented controls, links, toggles,
/// menus) press, a text field returns, items that take part in selection (list and grid items,
/// folders, sidebar items) select unless `selectable: false`, everything else does nothing; a
/// declared `defaultAction` comes first.
final class ReturnActionTests: XCTestCase {
    static let expected: [ElementRole: String?] = [
        .button: "press", .barButton: "press", .tab: "press", .segmentedControl: "press", .link: "press",
        .toggle: "press", .menu: "press",
        .textField: "return",
        .listItem: "select", .gridItem: "select", .folder: "select", .sidebarItem: "select",
        .textView: nil, .scrollView: nil, .canvas: nil, .toolbar: nil, .tabBar: nil, .sidebar: nil,
        .navigationBar: nil, .label: nil, .image: nil, .container: nil, .slider: nil, .resizeHandle: nil,
        .shortcutBar: nil, .map: nil,
    ]

    func testEveryRole() {
        XCTAssertEqual(Set(Self.expected.keys), Set(ElementRole.allCases), "a role the table does not say")
        for role in ElementRole.allCases {
            XCTAssertEqual(SceneElement(id: "e", role: role).returnAction, Self.expected[role] ?? nil, "\(role)")
        }
    }

    func testSelectionTakesPartOrNot() {
        var row = SceneElement(id: "r", role: .listItem)
        row.selectable = false
        XCTAssertNil(row.returnAction)
        // An element that is not a row but takes part in multi-selection (a draggable image
        // with `multiSelect`) selects too.
        let photo = SceneElement(id: "p", role: .image, draggable: Draggable(types: ["public.image"], multiSelect: true))
        XCTAssertEqual(photo.returnAction, "select")
        let single = SceneElement(id: "p", role: .image, draggable: Draggable(types: ["public.image"], multiSelect: false))
        XCTAssertNil(single.returnAction)
    }

    func testADeclaredActionComesFirst() {
        for role in [ElementRole.button, .textField, .listItem, .label] {
            XCTAssertEqual(SceneElement(id: "e", role: role, defaultAction: "open").returnAction, "open", "\(role)")
        }
    }
}

import XCTest
@testable import Harness

/// The role tables the machine reads, from their sources: the controls the pointer snaps to
/// (docs/sources.md › Pointer effects and magnetism: buttons, bar buttons, tabs, segmented
/// controls) and the rows and cells that take part in Shift/Cmd-click selection (list and grid
/// items, folders, sidebar items), each role on both sides.
final class ElementRoleTablesTests: XCTestCase {
    func testThePointerSnapsToButtonsBarButtonsTabsAndSegmentedControls() {
        let snapping: Set<ElementRole> = [.button, .barButton, .tab, .segmentedControl]
        for role in ElementRole.allCases {
            XCTAssertEqual(role.snapsPointer, snapping.contains(role), "\(role)")
        }
    }

    func testRowsCellsFoldersAndSidebarItemsAreSelectable() {
        let selectable: Set<ElementRole> = [.listItem, .gridItem, .folder, .sidebarItem]
        for role in ElementRole.allCases {
            XCTAssertEqual(role.isSelectable, selectable.contains(role), "\(role)")
        }
    }

    /// The system's default pointer effect (docs/sources.md › Pointer effects and magnetism):
    /// highlight for buttons, bar buttons, tabs, segmented controls and menus; hover for other
    /// interactive content; none otherwise.
    func testTheDefaultPointerEffectOfEachRole() {
        let highlight: Set<ElementRole> = [.button, .barButton, .tab, .segmentedControl, .menu]
        let hover: Set<ElementRole> = [.listItem, .gridItem, .textField, .textView, .link, .folder, .sidebarItem, .slider, .toggle, .resizeHandle]
        for role in ElementRole.allCases {
            let expected: HoverEffect = highlight.contains(role) ? .highlight : hover.contains(role) ? .hover : .none
            XCTAssertEqual(role.defaultHoverEffect, expected, "\(role)")
        }
    }

    /// The pointer's shape over content (iPadOS design guidelines › Pointer & Trackpad): an I-beam
    /// over text, the link shape over links, the resize shape over a resize handle, else the
    /// system's.
    func testTheDefaultPointerShapeOfEachRole() {
        let shapes: [ElementRole: PointerShape] = [.textField: .iBeam, .textView: .iBeam, .link: .link, .resizeHandle: .resize]
        for role in ElementRole.allCases {
            XCTAssertEqual(role.defaultPointerShape, shapes[role] ?? .automatic, "\(role)")
        }
    }

    /// `UIDeviceFamily` numbers the families 1 (iPhone) and 2 (iPad), and a scene writes them in
    /// that order.
    func testDeviceFamiliesGoInTheirNumbersOrder() {
        XCTAssertTrue(DeviceFamily.iPhone < .iPad)
        XCTAssertFalse(DeviceFamily.iPad < .iPhone)
        XCTAssertFalse(DeviceFamily.iPad < .iPad)
        XCTAssertEqual(Set<DeviceFamily>([.iPad, .iPhone]).sorted(), [.iPhone, .iPad])
    }
}

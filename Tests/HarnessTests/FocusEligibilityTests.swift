import XCTest
import InputModel
@testable import Harness

/// Which elements the focus system can move to, on cases written from Apple's documentation:
/// each a scene of its own and some presses of Tab or an arrow; the focus outcomes' elements are
/// what the cases expect.
///
/// The sources, quoted:
/// - UIView.canBecomeFocused: "Sometimes even if a view returns true, a view may not be
///   focusable for the following reasons: The view is hidden. The view has alpha set to 0. The
///   view has userInteractionEnabled set to false. The view is not currently in the view
///   hierarchy."
/// - UIFocusItem.canBecomeFocused: "When the value of this property is false, the item is not
///   focusable, even if it is visible in the user interface. For example, a subclass of UIControl
///   returns false when it is not enabled."
/// - UIView.isHidden: "Hiding a view with subviews has the effect of hiding those subviews and any
///   view descendants they might have."
final class FocusEligibilityTests: XCTestCase {
    struct Case {
        var name: String
        /// Elements under the full-screen `window` container.
        var elements: String
        var keys: [String]
        var expected: [String]
    }

    static func scene(_ elements: String) -> String { MechanismScene.yaml("focus", children: elements) }

    static let cases: [Case] = [
        Case(name: "a disabled control cannot become focused: Tab goes on to the next group",
             elements: """
             - {id: off, role: button, frame: [100, 100, 80, 44], defaultAction: x, enabled: false, focus: {group: a}}
             - {id: on, role: button, frame: [100, 300, 80, 44], defaultAction: y, focus: {group: b}}
             """,
             keys: ["tab"], expected: ["on"]),
        Case(name: "an enabled control can: Tab takes the first group",
             elements: """
             - {id: off, role: button, frame: [100, 100, 80, 44], defaultAction: x, focus: {group: a}}
             - {id: on, role: button, frame: [100, 300, 80, 44], defaultAction: y, focus: {group: b}}
             """,
             keys: ["tab"], expected: ["off"]),
        Case(name: "a hidden field is not focusable",
             elements: """
             - {id: secret, role: textField, frame: [100, 100, 300, 44], hidden: true}
             - {id: name, role: textField, frame: [100, 300, 300, 44]}
             """,
             keys: ["tab"], expected: ["name"]),
        Case(name: "a field inside a hidden panel is hidden with it",
             elements: """
             - id: panel
               role: container
               frame: [50, 50, 600, 200]
               hidden: true
               children:
                 - {id: secret, role: textField, frame: [100, 100, 300, 44]}
             - {id: name, role: textField, frame: [100, 300, 300, 44]}
             """,
             keys: ["tab"], expected: ["name"]),
        Case(name: "alpha 0 is not focusable",
             elements: """
             - {id: clear, role: textField, frame: [100, 100, 300, 44], alpha: 0}
             - {id: name, role: textField, frame: [100, 300, 300, 44]}
             """,
             keys: ["tab"], expected: ["name"]),
        Case(name: "alpha above 0 is (the documentation names 0 only)",
             elements: """
             - {id: faint, role: textField, frame: [100, 100, 300, 44], alpha: 0.005}
             - {id: name, role: textField, frame: [100, 300, 300, 44]}
             """,
             keys: ["tab"], expected: ["faint"]),
        Case(name: "user interaction off is not focusable",
             elements: """
             - {id: inert, role: textField, frame: [100, 100, 300, 44], passesTouches: true}
             - {id: name, role: textField, frame: [100, 300, 300, 44]}
             """,
             keys: ["tab"], expected: ["name"]),
        Case(name: "user interaction off on a panel takes its fields out with it",
             elements: """
             - id: panel
               role: container
               frame: [50, 50, 600, 200]
               passesTouches: true
               children:
                 - {id: inert, role: textField, frame: [100, 100, 300, 44]}
             - {id: name, role: textField, frame: [100, 300, 300, 44]}
             """,
             keys: ["tab"], expected: ["name"]),
        Case(name: "the arrows skip an item that cannot become focused",
             elements: """
             - {id: a, role: gridItem, frame: [100, 100, 100, 100], focus: {group: g}, defaultAction: open}
             - {id: b, role: gridItem, frame: [250, 100, 100, 100], focus: {group: g}, defaultAction: open, enabled: false}
             - {id: c, role: gridItem, frame: [400, 100, 100, 100], focus: {group: g}, defaultAction: open}
             """,
             keys: ["tab", "right"], expected: ["a", "c"]),
        Case(name: "with nothing that can become focused, Tab focuses nothing",
             elements: """
             - {id: off, role: button, frame: [100, 100, 80, 44], defaultAction: x, enabled: false, focus: {group: a}}
             - {id: gone, role: textField, frame: [100, 300, 300, 44], hidden: true}
             """,
             keys: ["tab"], expected: []),
    ]

    /// keyboard.tab-navigation asks that Tab reach every text input the user can use: a disabled
    /// or hidden field, which cannot become focused, is none it must reach; an enabled one Tab
    /// cannot reach still fails.
    func testTabNavigationJudgesOnlyFieldsThatCanBecomeFocused() throws {
        func failures(_ extra: String) throws -> [String] {
            let scene = try SceneLoader.load(Self.scene("""
                - {id: name, role: textField, frame: [100, 100, 300, 44]}
                \(extra)
                """), file: "form")
            let report = ConformanceEngine(environments: [HarnessEnvironment()]).run([scene])
            return report.results.filter { $0.rule == "keyboard.tab-navigation" }.flatMap(\.failures).map(\.element)
        }
        XCTAssertEqual(try failures("- {id: locked, role: textField, frame: [100, 300, 300, 44], enabled: false}"), [])
        XCTAssertEqual(try failures("- {id: gone, role: textField, frame: [100, 300, 300, 44], hidden: true}"), [])
        XCTAssertEqual(try failures("- {id: skipped, role: textField, frame: [100, 300, 300, 44], focus: {group: s, priority: -1}}"), ["skipped"])
    }

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(Self.scene(c.elements), case: c.name) else { continue }
            let events = c.keys.enumerated().flatMap { S.combo(Double($0.offset) * 0.5, $0.element) }
            let focused = replay(events, scene: scene).named(.focus).map(\.element)
            XCTAssertEqual(focused, c.expected, c.name)
            if focused == c.expected { passed += 1 }
        }
        print("focus-eligibility cases: \(passed) of \(Self.cases.count) pass")
    }
}

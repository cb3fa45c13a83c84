import XCTest
import InputModel
@testable import Harness

/// UIKit's hit-test (`UIView.hitTest(_:with:)` and `point(inside:with:)`), on cases written from
/// Apple's documentation, each a scene of its own and a finger's tap: the tap's element is the
/// view the hit-test returns (or what takes its taps), `root` when none.
///
/// The sources, quoted:
/// - hitTest(_:with:): "This method ignores view objects that are hidden, that have disabled user
///   interactions, or have an alpha level less than 0.01." "Points that lie outside the
///   receiver's bounds are never reported as hits, even if they actually lie within one of the
///   receiver's subviews. This can occur if the current view's clipsToBounds property is set to
///   false and the affected subview extends beyond the view's bounds."
/// - isHidden: "A hidden view disappears from its window and does not receive input events."
///   "Hiding a view with subviews has the effect of hiding those subviews and any view
///   descendants they might have."
/// - isUserInteractionEnabled: "When set to false, touch, press, keyboard, and focus events
///   intended for the view are ignored and removed from the event queue."
/// - clipsToBounds: "The default value is false."
/// - UIControl.isEnabled: "If the enabled state is false, the control ignores touch events."
/// - UIGestureRecognizer: "A gesture recognizer operates on touches hit-tested to a specific view
///   and all of that view's subviews."
final class HitTestMechanismTests: XCTestCase {
    struct Case {
        var name: String
        /// The elements under the full-screen `window` container (iPad Pro 12.9", landscape).
        var elements: String
        var tap: (x: Double, y: Double)
        var expected: String
        var environment = HarnessEnvironment()
    }

    /// A button `under`, declared first (drawn below), and what is declared after it.
    static func scene(_ elements: String) -> String {
        MechanismScene.yaml("hit", children: "- {id: under, role: button, frame: [100, 100, 200, 100], defaultAction: under}\n" + elements)
    }

    static let cases: [Case] = [
        Case(name: "a hidden button over another takes no tap: the one under it does",
             elements: "- {id: top, role: button, frame: [100, 100, 200, 100], defaultAction: top, hidden: true}",
             tap: (150, 150), expected: "under"),
        Case(name: "a hidden container hides its subviews from the hit-test",
             elements: """
             - id: panel
               role: container
               frame: [100, 100, 200, 100]
               hidden: true
               children:
                 - {id: inner, role: button, frame: [110, 110, 80, 44], defaultAction: inner}
             """,
             tap: (150, 130), expected: "under"),
        Case(name: "alpha below 0.01 is skipped",
             elements: "- {id: top, role: button, frame: [100, 100, 200, 100], defaultAction: top, alpha: 0.009}",
             tap: (150, 150), expected: "under"),
        Case(name: "alpha of exactly 0.01 is hit (the bound is 'less than 0.01')",
             elements: "- {id: top, role: button, frame: [100, 100, 200, 100], defaultAction: top, alpha: 0.01}",
             tap: (150, 150), expected: "top"),
        Case(name: "a transparent container's opaque subview is not reached: the container is ignored, subtree and all",
             elements: """
             - id: panel
               role: container
               frame: [100, 100, 200, 100]
               alpha: 0
               children:
                 - {id: inner, role: button, frame: [110, 110, 80, 44], defaultAction: inner}
             """,
             tap: (150, 130), expected: "under"),
        Case(name: "a container with user interaction off passes the touch, subtree and all, to what is under it",
             elements: """
             - id: panel
               role: container
               frame: [100, 100, 200, 100]
               passesTouches: true
               children:
                 - {id: inner, role: button, frame: [110, 110, 80, 44], defaultAction: inner}
             """,
             tap: (150, 130), expected: "under"),
        Case(name: "a label (user interaction off by default in UIKit; here declared) over a button passes the tap to it",
             elements: "- {id: caption, role: label, frame: [100, 100, 200, 100], passesTouches: true}",
             tap: (150, 150), expected: "under"),
        Case(name: "a subview overflowing its superview (no clipping) is not hit outside the superview's bounds",
             elements: """
             - id: strip
               role: container
               frame: [400, 100, 200, 60]
               children:
                 - {id: spill, role: button, frame: [400, 100, 100, 150], defaultAction: spill}
             """,
             tap: (450, 200), expected: "window"),
        Case(name: "the same subview is hit inside its superview's bounds",
             elements: """
             - id: strip
               role: container
               frame: [400, 100, 200, 60]
               children:
                 - {id: spill, role: button, frame: [400, 100, 100, 150], defaultAction: spill}
             """,
             tap: (450, 130), expected: "spill"),
        Case(name: "a subview's bounds are checked against every ancestor, not only its parent",
             elements: """
             - id: outer
               role: container
               frame: [700, 100, 200, 100]
               children:
                 - id: middle
                   role: container
                   frame: [700, 100, 400, 400]
                   children:
                     - {id: deep, role: button, frame: [750, 150, 100, 200], defaultAction: deep}
             """,
             tap: (800, 300), expected: "window"),
        Case(name: "a disabled button is still the hit view (hitTest does not look at isEnabled), so the button under it gets nothing; it ignores the touch, which its superview takes",
             elements: "- {id: top, role: button, frame: [100, 100, 200, 100], defaultAction: top, enabled: false}",
             tap: (150, 150), expected: "window"),
        Case(name: "a disabled button in a row: the row's own tap (its recognizers see touches hit-tested to its subviews) selects the row",
             elements: """
             - id: row
               role: listItem
               frame: [400, 300, 500, 60]
               defaultAction: open
               children:
                 - {id: star, role: button, frame: [840, 308, 44, 44], defaultAction: star, enabled: false}
             """,
             tap: (860, 330), expected: "row"),
        Case(name: "the same button enabled takes its own tap, not the row",
             elements: """
             - id: row
               role: listItem
               frame: [400, 300, 500, 60]
               defaultAction: open
               children:
                 - {id: star, role: button, frame: [840, 308, 44, 44], defaultAction: star}
             """,
             tap: (860, 330), expected: "star"),
        Case(name: "a point beyond the app's window in a split (the other app's side) is not the app's",
             elements: "- {id: wide, role: button, frame: [600, 500, 300, 100], defaultAction: wide}",
             tap: (850, 550), expected: "root",
             environment: HarnessEnvironment(.iPadPro12_9, .landscape, .half)),
        Case(name: "inside the window in the same split the element is hit",
             elements: "- {id: wide, role: button, frame: [600, 500, 300, 100], defaultAction: wide}",
             tap: (620, 550), expected: "wide",
             environment: HarnessEnvironment(.iPadPro12_9, .landscape, .half)),
    ]

    /// An accessibility tree (XCUITest, Appium) nests elements in containers that are no views:
    /// the importer marks a bare container `passesTouches`, and the button in it still takes its
    /// tap, also where it lies outside the container's frame. The same nesting written by hand is
    /// the view hierarchy, where neither holds.
    func testAnAccessibilityContainerBoundsNothingAndPassesNothingOn() throws {
        let elements = """
            - id: group
              role: container
              frame: [100, 100, 200, 60]
              passesTouches: true
              children:
                - {id: inside, role: button, frame: [110, 110, 80, 44], defaultAction: inside}
                - {id: below, role: button, frame: [110, 170, 80, 44], defaultAction: below}
            """
        let imported = "imported:\n  - {dump: app.txt, format: xcuitest, window: [1366, 1024], layout: default}\n"
        let tree = try SceneLoader.load(imported + Self.scene(elements), file: "tree")
        XCTAssertEqual(replay(S.tap(0, 150, 130), scene: tree).named(.tap).map(\.element), ["inside"])
        XCTAssertEqual(replay(S.tap(0, 150, 190), scene: tree).named(.tap).map(\.element), ["below"])
        let views = try SceneLoader.load(Self.scene(elements), file: "views")
        XCTAssertEqual(replay(S.tap(0, 150, 130), scene: views).named(.tap).map(\.element), ["under"])
        XCTAssertEqual(replay(S.tap(0, 150, 190), scene: views).named(.tap).map(\.element), ["under"])
    }

    /// `hidden` and `alpha` in a scene: alpha is an opacity from 0 to 1, anything else refused at
    /// its line; both are written back as read.
    func testHiddenAndAlphaAreReadCheckedAndWritten() throws {
        for bad in ["-0.1", "1.01", "opaque"] {
            XCTAssertThrowsError(try SceneLoader.load(Self.scene("- {id: top, role: button, frame: [1, 1, 50, 50], alpha: \(bad)}"), file: "s.yml")) { e in
                XCTAssertEqual((e as? TactileError)?.line, 8, "\(bad): \(e)")
                XCTAssertEqual((e as? TactileError)?.kind, .badInput)
            }
        }
        let scene = try SceneLoader.load(Self.scene("""
            - {id: a, role: button, frame: [1, 1, 50, 50], hidden: true}
            - {id: b, role: button, frame: [60, 1, 50, 50], alpha: 0.25}
            - {id: c, role: button, frame: [120, 1, 50, 50], alpha: 0, hidden: false}
            """), file: "s.yml")
        let elements = Dictionary(uniqueKeysWithValues: scene.apps[0].elements.map { ($0.id, $0) })
        XCTAssertEqual(elements["a"].map { [$0.hidden ? 1 : 0, $0.alpha] }, [1, 1])
        XCTAssertEqual(elements["b"].map { [$0.hidden ? 1 : 0, $0.alpha] }, [0, 0.25])
        XCTAssertEqual(elements["c"].map { [$0.hidden ? 1 : 0, $0.alpha] }, [0, 0])
        let again = try SceneLoader.load(try SceneWriter.yaml(scene), file: "again.yml")
        XCTAssertEqual(again.apps[0].elements, scene.apps[0].elements)
    }

    /// `layout.hit-target` measures the part of a control a tap reaches, through the same hit-test:
    /// what is drawn above it covers it only where the hit-test would return that instead. A
    /// 60 × 60 pt button under a sibling's subview that spills 30 pt over it is a 30-pt target
    /// when the spill is hit-tested, and whole when the hit-test does not return the spill there
    /// (outside its superview's bounds, hidden, or transparent).
    func testTheReachableAreaOfAHitTargetIsTheHitTestsOwn() throws {
        func covered(height: Int, _ extra: String = "") throws -> [String] {
            let scene = try SceneLoader.load(Self.scene("""
                - {id: go, role: button, frame: [400, 400, 60, 60], defaultAction: go}
                - id: strip
                  role: container
                  frame: [300, 300, 300, \(height)]\(extra)
                  children:
                    - {id: spill, role: button, frame: [430, 300, 100, 200], defaultAction: spill}
                """), file: "cover")
            let report = ConformanceEngine(environments: [HarnessEnvironment()]).run([scene])
            return report.results.filter { $0.rule == "layout.hit-target" }.flatMap(\.failures).map(\.element)
        }
        XCTAssertEqual(try covered(height: 300), ["go"], "the spill is within its strip: it covers half the button")
        XCTAssertEqual(try covered(height: 100), [], "the strip ends at y 400: the spill is no hit over the button")
        XCTAssertEqual(try covered(height: 300, "\n  hidden: true"), [])
        XCTAssertEqual(try covered(height: 300, "\n  alpha: 0"), [])
    }

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(Self.scene(c.elements), case: c.name) else { continue }
            let taps = replay(S.tap(0, c.tap.x, c.tap.y), scene: scene, environment: c.environment).named(.tap)
            XCTAssertEqual(taps.map(\.element), [c.expected], c.name)
            if taps.map(\.element) == [c.expected] { passed += 1 }
        }
        print("hit-test cases: \(passed) of \(Self.cases.count) pass")
    }
}

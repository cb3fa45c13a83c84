import XCTest
import InputModel
@testable import Harness

/// A map and a scroll view whose scrolling is off, on cases written from Apple's documentation:
/// which view a wheel, a trackpad or fingers move, and which view a pinch zooms. Each case is a
/// scene of its own and an input (`ScrollViewKindTests.events`); the scroll or pan outcomes all
/// name the case's element, or there are none.
///
/// The sources, quoted:
/// - MKMapView: "class MKMapView : UIView" (not a UIScrollView, so its content has no size and
///   it scrolls in every direction); `isScrollEnabled`: "A Boolean value that determines whether
///   the user can scroll the map", default true; `isZoomEnabled`: "the user can use pinch gestures
///   to zoom in and out of the map", default true.
/// - UIScrollView.isScrollEnabled: "If the value of this property is true, scrolling is enabled,
///   and if it is false, scrolling is disabled. The default is true. When scrolling is disabled,
///   the scroll view does not accept touch events; it forwards them up the responder chain."
/// - UIScrollView.allowsKeyboardScrolling: a property of UIScrollView, which a map is not.
final class MapScrollTests: XCTestCase {
    typealias Input = ScrollViewKindTests.Input

    struct Case {
        var name: String
        var elements: String
        var input: Input
        var expected: String?
    }

    static let list = ScrollViewKindTests.list
    static let map = "{id: map, role: map, frame: [100, 200, 600, 300]"

    static let cases: [Case] = [
        Case(name: "a wheel over a map scrolls the map, which declares no content size",
             elements: "- " + map + "}", input: .wheel(dx: 0, dy: -10), expected: "map"),
        Case(name: "a trackpad scrolled sideways over a map scrolls the map",
             elements: "- " + map + "}", input: .trackpad(dx: -20, dy: 0), expected: "map"),
        Case(name: "a finger dragged across a map pans the map",
             elements: "- " + map + "}", input: .fingers(1, dx: -120, dy: 0), expected: "map"),
        Case(name: "a finger dragged up a map inside a vertical list pans the map, not the list",
             elements: list + map + "}]}", input: .fingers(1, dx: 0, dy: -120), expected: "map"),
        Case(name: "a wheel over a map inside a list scrolls the map",
             elements: list + map + "}]}", input: .wheel(dx: 0, dy: -10), expected: "map"),
        Case(name: "a map whose scrolling is off passes the finger's pan to the list around it",
             elements: list + map + ", scrollEnabled: false}]}", input: .fingers(1, dx: 0, dy: -120), expected: "list"),
        Case(name: "a map whose scrolling is off passes the wheel to the list around it",
             elements: list + map + ", scrollEnabled: false}]}", input: .wheel(dx: 0, dy: -10), expected: "list"),
        Case(name: "a map whose scrolling is off, alone, scrolls nothing",
             elements: "- " + map + ", scrollEnabled: false}", input: .trackpad(dx: 0, dy: -20), expected: nil),
        Case(name: "a text view taller than its frame whose scrolling is off passes the wheel to the list",
             elements: list + "{id: notes, role: textView, frame: [100, 200, 600, 300], contentSize: [600, 900], scrollEnabled: false}]}",
             input: .wheel(dx: 0, dy: -10), expected: "list"),
        Case(name: "a carousel whose scrolling is off takes no sideways pan (the list does not scroll across)",
             elements: list + "{id: carousel, role: scrollView, frame: [100, 200, 600, 300], contentSize: [2000, 300], scrollEnabled: false}]}",
             input: .fingers(1, dx: -120, dy: 0), expected: nil),
    ]

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(MechanismScene.yaml("maps", children: c.elements), case: c.name) else { continue }
            let outcomes = replay(ScrollViewKindTests.events(c.input, at: (400, 300)), scene: scene)
            let elements = Set(outcomes.filter { $0.kind == .scroll || $0.kind == .pan }.map(\.element))
            let want: Set<String> = c.expected.map { [$0] } ?? []
            XCTAssertEqual(elements, want, c.name)
            if elements == want { passed += 1 }
        }
        print("map-scroll cases: \(passed) of \(Self.cases.count) pass")
    }

    /// Two fingers spreading over a map inside a list pinch the map (`isZoomEnabled`), not the
    /// list that holds it.
    func testAPinchOverAMapZoomsTheMap() throws {
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("maps", children: Self.list + Self.map + "}]}"), case: "pinch"))
        var spread: [UnifiedEvent] = [S.down(0, id: 1, 300, 350), S.down(0.01, id: 2, 400, 350)]
        for k in 1...5 {
            let t = 0.05 * Double(k), dx = 10 * Double(k)
            spread += [S.move(t, id: 1, 300 - dx, 350), S.move(t, id: 2, 400 + dx, 350)]
        }
        spread += [S.up(1, id: 1, 250, 350), S.up(1.1, id: 2, 450, 350)]
        let pinches = replay(spread, scene: scene).named(.pinch)
        XCTAssertEqual(pinches.first?.string("phase"), "began")
        XCTAssertEqual(Set(pinches.map { $0.element }), ["map"])
    }

    /// Page Down with the focus on a button on a map scrolls the list around the map: the keys
    /// scroll a UIScrollView (`allowsKeyboardScrolling`), and a map is none.
    func testTheKeysScrollTheListAroundAMapNotTheMap() throws {
        let yaml = MechanismScene.yaml("maps", children: Self.list + Self.map
            + ", children: [{id: pin, role: button, frame: [380, 330, 44, 44], focus: {group: pins}}]}]}")
        let scene = try XCTUnwrap(MechanismScene.load(yaml, case: "keys"))
        let outcomes = replay(S.combo(0, "tab") + S.combo(0.2, "pagedown"), scene: scene)
        XCTAssertEqual(outcomes.named(.focus).last?.element, "pin")
        XCTAssertEqual(Set(outcomes.named(.scroll).map(\.element)), ["list"])
    }

    /// The scene key: true unless a scene says false, written back only when false, and a value
    /// that is no boolean is refused with its line.
    func testTheSceneKeyLoadsAndWritesBack() throws {
        try MechanismScene.checkBooleanKey("scrollEnabled", role: "map", read: \.scrollEnabled)
    }

    /// `tactile import` gives a map its role: a UIKit dump's MKMapView, an XCUITest dump's `Map`.
    func testImportGivesAMapItsRole() throws {
        let text = try String(contentsOfFile: ImportWindowTests.dir + "uikit-map-and-labels.txt", encoding: .utf8)
        let scene = try SceneImport.scene(dump: text)
        XCTAssertEqual(scene.apps[0].elements.first { $0.className == "MKMapView" }?.role, .map)
        let xcui = """
        Attributes: Application, 0x600000c6c1c0, pid: 48213, label: 'Atlas'
        Element subtree:
         →Application, 0x600000c6c1c0, pid: 48213, label: 'Atlas'
            Window (Main), 0x600000c6c2a0, {{0.0, 0.0}, {1180.0, 820.0}}
              Other, 0x600000c6c380, {{0.0, 0.0}, {1180.0, 820.0}}
                Map, 0x600000c6c460, {{0.0, 74.0}, {1180.0, 746.0}}, identifier: 'atlas-map'
        """
        let imported = try SceneImport.scene(dump: xcui)
        XCTAssertEqual(imported.element("atlas-map")?.role, .map)
    }
}

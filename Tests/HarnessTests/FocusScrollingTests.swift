import XCTest
import InputModel
@testable import Harness

/// What the keyboard scrolls, on cases written from Apple's documentation: the focus system
/// scrolling a focused item into view, a scroll view scrolling under the keys
/// `allowsKeyboardScrolling` gives it, and which key performs a focused item's action. Each case
/// is a scene of its own and some key presses; the `scroll` outcomes (element, dx, dy) and the
/// `activate` outcomes are what the case expects.
///
/// The sources, quoted:
/// - UIFocusItemScrollableContainer (UIScrollView adopts it): "The focus engine scrolls the
///   container to keep items onscreen as they become focused."
/// - UIScrollView.allowsKeyboardScrolling: "When this value is true, the scroll view animates its
///   content offset in response to input from hardware keyboard keys like Page Up, Page Down,
///   Home, End, and the arrow keys. The scroll view needs to have focus or be first responder to
///   receive these key events. The default value is true for apps that link against iOS 17 and
///   later. Set this value to false to disable the ability to scroll content with hardware
///   keyboard keys."
/// - How far a key scrolls: UIKit documents no distance; WebKit's keyboard scrolling of a
///   UIScrollView on iOS (WKKeyboardScrollViewAnimator, `distanceForIncrement`) steps a line by
///   40 pt, a page by 0.8 of the view's height, and Home and End to the content's ends
///   (`contentSize`); UIScrollView does not scroll past its content.
/// - WWDC21 "Focus on iPad keyboard navigation": Return selects the focused item on iPadOS (Space
///   does on Mac Catalyst).
final class FocusScrollingTests: XCTestCase {
    struct Case {
        var name: String
        var elements: String
        var keys: [String]
        /// (element, dx, dy) of each scroll outcome, in order.
        var scrolls: [(String, Double, Double)]
        /// Elements activated, in order.
        var activated: [String] = []
    }

    /// A list 600 × 400 pt with 1200 pt of content: twelve rows of 100 pt, one focus group.
    static func list(_ extra: String = "") -> String {
        var rows: [String] = []
        for i in 0..<12 { rows.append("{id: row\(i), role: listItem, frame: [0, \(i * 100), 600, 100], focus: {group: rows}}") }
        return "- {id: list, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200]\(extra), children: [\(rows.joined(separator: ", "))]}"
    }

    static func downs(_ n: Int) -> [String] { Array(repeating: "down", count: n) }

    static let cases: [Case] = [
        Case(name: "focusing a row already on screen scrolls nothing", elements: list(), keys: ["tab"], scrolls: []),
        Case(name: "a row whose bottom edge meets the list's is on screen: no scroll",
             elements: list(), keys: ["tab"] + downs(3), scrolls: []),
        Case(name: "the first row below the list's edge scrolls into view by as much as it lies outside",
             elements: list(), keys: ["tab"] + downs(4), scrolls: [("list", 0, -100)]),
        Case(name: "each further row scrolls by one row, from where the list now is",
             elements: list(), keys: ["tab"] + downs(5), scrolls: [("list", 0, -100), ("list", 0, -100)]),
        Case(name: "going back up scrolls back only once the row above is out of view",
             elements: list(), keys: ["tab"] + downs(5) + Array(repeating: "up", count: 5),
             scrolls: [("list", 0, -100), ("list", 0, -100), ("list", 0, 100), ("list", 0, 100)]),
        Case(name: "Page Down with a row focused scrolls the list around it by 0.8 of its height",
             elements: list(), keys: ["tab", "pagedown"], scrolls: [("list", 0, -320)]),
        Case(name: "Page Down stops at the content's end",
             elements: list(), keys: ["tab", "pagedown", "pagedown", "pagedown", "pagedown"],
             scrolls: [("list", 0, -320), ("list", 0, -320), ("list", 0, -160)]),
        Case(name: "End goes to the content's end and Home back to its start",
             elements: list(), keys: ["tab", "end", "home"], scrolls: [("list", 0, -800), ("list", 0, 800)]),
        Case(name: "allowsKeyboardScrolling false: Page Down scrolls nothing",
             elements: list(", allowsKeyboardScrolling: false"), keys: ["tab", "pagedown"], scrolls: []),
        Case(name: "with nothing focused there is no first responder: Page Down scrolls nothing",
             elements: list(), keys: ["pagedown"], scrolls: []),
        Case(name: "a focused scroll view scrolls a line under the arrow along its axis",
             elements: "- {id: page, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200], focus: {group: page}}",
             keys: ["tab", "down", "down", "up"], scrolls: [("page", 0, -40), ("page", 0, -40), ("page", 0, 40)]),
        Case(name: "a focused scroll view that scrolls sideways takes Right and Left",
             elements: "- {id: strip, role: scrollView, frame: [0, 0, 600, 400], contentSize: [1800, 400], focus: {group: strip}}",
             keys: ["tab", "right", "right", "left"], scrolls: [("strip", -40, 0), ("strip", -40, 0), ("strip", 40, 0)]),
        Case(name: "an item beyond both edges of a view that scrolls both ways is revealed by one scroll along both",
             elements: "- {id: board, role: scrollView, frame: [0, 0, 400, 400], contentSize: [1200, 1200], children: [{id: a, role: button, frame: [0, 0, 100, 100], defaultAction: a, focus: {group: g}}, {id: b, role: button, frame: [500, 500, 100, 100], defaultAction: b, focus: {group: g}}]}",
             keys: ["tab", "down"], scrolls: [("board", -200, -200)]),
        Case(name: "moving up to a row still in view scrolls nothing",
             elements: list(), keys: ["tab"] + downs(5) + ["up"], scrolls: [("list", 0, -100), ("list", 0, -100)]),
        Case(name: "an item taller than the list is revealed from its top",
             elements: "- {id: list, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200], children: [{id: a, role: button, frame: [0, 0, 600, 100], defaultAction: a, focus: {group: g}}, {id: tall, role: button, frame: [0, 300, 600, 500], defaultAction: tall, focus: {group: g}}]}",
             keys: ["tab", "down"], scrolls: [("list", 0, -300)]),
        Case(name: "an item above a list laid out at its content's start cannot be scrolled to: no scroll",
             elements: "- {id: list, role: scrollView, frame: [0, 100, 600, 400], contentSize: [600, 1200], children: [{id: a, role: button, frame: [0, 200, 600, 100], defaultAction: a, focus: {group: g}}, {id: above, role: button, frame: [0, 20, 600, 100], defaultAction: above, focus: {group: g}}]}",
             keys: ["tab", "up"], scrolls: []),
        Case(name: "a strip scrolled sideways stops at its content's end",
             elements: "- {id: strip, role: scrollView, frame: [0, 0, 600, 400], contentSize: [700, 400], focus: {group: strip}}",
             keys: ["tab", "right", "right", "right", "right"], scrolls: [("strip", -40, 0), ("strip", -40, 0), ("strip", -20, 0)]),
        Case(name: "Page Up scrolls back by 0.8 of the list's height",
             elements: list(), keys: ["tab", "pagedown", "pagedown", "pageup"],
             scrolls: [("list", 0, -320), ("list", 0, -320), ("list", 0, 320)]),
        Case(name: "an arrow the focused scroll view cannot scroll along goes up the chain to one that can",
             elements: "- {id: shelf, role: scrollView, frame: [0, 0, 600, 400], contentSize: [1800, 400], children: [{id: page, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200], focus: {group: page}}]}",
             keys: ["tab", "right", "down"], scrolls: [("shelf", -40, 0), ("page", 0, -40)]),
        Case(name: "an arrow across the only axis a focused scroll view scrolls does nothing",
             elements: "- {id: page, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200], focus: {group: page}}",
             keys: ["tab", "right", "up"], scrolls: []),
        Case(name: "a carousel scrolls sideways to show the item focus moves to",
             elements: "- {id: carousel, role: scrollView, frame: [0, 500, 400, 100], contentSize: [1200, 100], children: [{id: c0, role: gridItem, frame: [0, 500, 200, 100], focus: {group: c}}, {id: c1, role: gridItem, frame: [200, 500, 200, 100], focus: {group: c}}, {id: c2, role: gridItem, frame: [400, 500, 200, 100], focus: {group: c}}]}",
             keys: ["tab", "right", "right"], scrolls: [("carousel", -200, 0)]),
        Case(name: "Return selects the focused row; Space does nothing on iPadOS",
             elements: list(), keys: ["tab", "space", "return"], scrolls: [], activated: ["row0"]),
        Case(name: "a focused text field takes Page Down as text editing, not the list's scrolling",
             elements: "- {id: form, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200], children: [{id: name, role: textField, frame: [20, 20, 400, 44]}]}",
             keys: ["tab", "pagedown"], scrolls: []),
    ]

    /// `UIScrollView.allowsKeyboardScrolling`'s keys go to "the first responder" only when it
    /// is a scroll view or passes them on: a focused text view, like a text field, is the first
    /// responder and takes Page Down, End and the arrows as text editing (UITextView moves its
    /// insertion point), so the scroll view around it scrolls by none of them.
    func testAFocusedTextViewTakesTheKeysAsTextEditing() throws {
        for input in ["textView", "textField"] {
            let elements = "- {id: form, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200], children: [{id: notes, role: \(input), frame: [20, 20, 400, 200]}]}"
            let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("keys", children: elements), case: input))
            var events: [UnifiedEvent] = []
            for (k, key) in ["tab", "pagedown", "down", "end", "space"].enumerated() { events += S.combo(0.2 * Double(k), key) }
            let outcomes = replay(events, scene: scene)
            XCTAssertEqual(outcomes.named(.focus).map(\.element), ["notes"], input)
            XCTAssertEqual(outcomes.named(.scroll).map(\.element), [], "\(input): its keys edit its text")
        }
        // The same keys with the scroll view focused scroll it.
        let page = "- {id: form, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200], focus: {group: form}}"
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("keys", children: page), case: "page"))
        var events: [UnifiedEvent] = []
        for (k, key) in ["tab", "pagedown"].enumerated() { events += S.combo(0.2 * Double(k), key) }
        XCTAssertEqual(replay(events, scene: scene).named(.scroll).map(\.element), ["form"])
    }

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(MechanismScene.yaml("keys", children: c.elements), case: c.name) else { continue }
            var events: [UnifiedEvent] = []
            for (k, key) in c.keys.enumerated() { events += S.combo(0.2 * Double(k), key) }
            let outcomes = replay(events, scene: scene)
            let scrolls = outcomes.named(.scroll).map { "\($0.element) \($0.double("dx") ?? .nan) \($0.double("dy") ?? .nan)" }
            // A key's step and focus's reveal are each one discrete scroll, phase changed
            // (docs/interaction-machine.md › Focus movement).
            for o in outcomes.named(.scroll) {
                XCTAssertEqual(o.string("scrollType"), "discrete", c.name)
                XCTAssertEqual(o.string("phase"), "changed", c.name)
            }
            let want = c.scrolls.map { "\($0.0) \($0.1) \($0.2)" }
            let activated = outcomes.named(.activate).map(\.element)
            XCTAssertEqual(scrolls, want, c.name)
            XCTAssertEqual(activated, c.activated, "\(c.name): activated")
            if scrolls == want && activated == c.activated { passed += 1 }
        }
        print("focus-scrolling cases: \(passed) of \(Self.cases.count) pass")
    }

    /// The scene key: true unless a scene says false, written back only when false, and a value
    /// that is no boolean is refused with its line.
    func testTheSceneKeyLoadsAndWritesBack() throws {
        try MechanismScene.checkBooleanKey("allowsKeyboardScrolling", role: "scrollView", read: \.allowsKeyboardScrolling)
    }
}

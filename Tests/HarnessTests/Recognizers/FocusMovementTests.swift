import XCTest
@testable import Harness
import InputModel

/// The first focus move in each direction and the edges of the arrow's cone, from
/// docs/interaction-machine.md ("Keyboard: shortcuts and focus") and `UIFocusGroupPriority`
/// (previouslyFocused 1000, prioritized 2000). HID usages: Tab 0x2B, Left Shift 0xE1, arrows
/// Right 0x4F, Left 0x50, Down 0x51, Up 0x52 (HID Usage Tables, keyboard page 7).
final class FocusMovementTests: XCTestCase {
    let tab = 0x2B, right = 0x4F, left = 0x50, down = 0x51, up = 0x52

    func world(_ elements: [SceneElement]) -> MachineWorld {
        MachineWorld.laidOut(Scene(name: "focus", elements: elements))
    }

    func field(_ id: String, y: Double) -> SceneElement {
        SceneElement(id: id, role: .textField, frame: ScreenRect(x: 100, y: y, width: 200, height: 40))
    }

    func item(_ id: String, _ group: String, x: Double, y: Double, priority: Int = 0) -> SceneElement {
        var e = SceneElement(id: id, role: .gridItem, frame: ScreenRect(x: x, y: y, width: 20, height: 20))
        e.focus = FocusSpec(group: group, priority: priority)
        return e
    }

    /// Presses and releases `usage` and returns the focused elements it reported.
    func press(_ k: inout KeyboardRecognizer, _ usage: Int, shift: Bool = false, at t: Timestamp,
               _ w: MachineWorld) -> [String] {
        var sel = Selection()
        let mods: KeyModifiers = shift ? .shift : []
        let out = k.apply(.key(Key(phase: .down, usage: usage, modifiers: mods)), at: t, w, &sel)
        _ = k.apply(.key(Key(phase: .up, usage: usage, modifiers: mods)), at: t + 0.05, w, &sel)
        return out.filter { $0.kind == .focus }.map(\.element)
    }

    /// Three text fields, three groups: top, middle, bottom.
    var fields: MachineWorld { world([field("bottom", y: 500), field("top", y: 100), field("middle", y: 300)]) }

    func testWithNothingFocusedTabEntersTheFirstGroupAndShiftTabTheLast() {
        var forward = KeyboardRecognizer(hardware: true)
        XCTAssertEqual(press(&forward, tab, at: 0, fields), ["top"])
        var backward = KeyboardRecognizer(hardware: true)
        XCTAssertEqual(press(&backward, tab, shift: true, at: 0, fields), ["bottom"])
    }

    func testTabAndShiftTabStepOneGroupAndWrapAtTheEnds() {
        let w = fields
        var k = KeyboardRecognizer(hardware: true)
        let forward = (0..<4).flatMap { press(&k, tab, at: Timestamp(seconds: Double($0)), w) }
        XCTAssertEqual(forward, ["top", "middle", "bottom", "top"])
        let backward = (4..<8).flatMap { press(&k, tab, shift: true, at: Timestamp(seconds: Double($0)), w) }
        XCTAssertEqual(backward, ["bottom", "middle", "top", "bottom"])
    }

    /// A group's place in reading order is its bounds': the union of every member's frame, so a
    /// group whose lowest member is its leftmost begins at that member's left edge. `tall` (a
    /// member at (100, 100), another at (0, 300)) begins at x 0 on the row y 100 and goes before
    /// `single` at (50, 100); without its lowest member it would begin at x 100, after it.
    func testAGroupStandsWhereTheUnionOfItsMembersBegins() {
        let w = world([item("single", "single", x: 50, y: 100), item("tallTop", "tall", x: 100, y: 100),
                       item("tallLow", "tall", x: 0, y: 300)])
        var k = KeyboardRecognizer(hardware: true)
        let order = (0..<3).flatMap { press(&k, tab, at: Timestamp(seconds: Double($0)), w) }
        XCTAssertEqual(order, ["tallTop", "single", "tallTop"], "tall's bounds begin at x 0, single's at x 50")
    }

    /// An arrow with nothing focused moves nothing; from a focused item each arrow goes its way.
    func testTheFirstArrowInEachDirection() {
        let w = world([item("centre", "g", x: 200, y: 200), item("east", "g", x: 300, y: 200),
                       item("west", "g", x: 100, y: 200), item("south", "g", x: 200, y: 300),
                       item("north", "g", x: 200, y: 100)])
        for (usage, expected) in [(right, "east"), (left, "west"), (down, "south"), (up, "north")] {
            var idle = KeyboardRecognizer(hardware: true)
            XCTAssertEqual(press(&idle, usage, at: 0, w), [], "nothing focused: \(usage)")
            var k = KeyboardRecognizer(hardware: true)
            XCTAssertEqual(press(&k, tab, at: 0, w), ["north"], "reading order starts at the top")
            XCTAssertEqual(press(&k, down, at: 1, w), ["centre"])
            XCTAssertEqual(press(&k, usage, at: 2, w), [expected], "arrow \(usage)")
        }
    }

    /// The cone is 45° either side and includes its edge: an item 100 pt right and 100 pt down is
    /// reached by Right (and by Down); one 100 pt right and 101 pt down only by Down.
    func testTheConeIncludesItsDiagonalEdge() {
        func reached(dy: Double, by usage: Int) -> [String] {
            let w = world([item("from", "g", x: 100, y: 100), item("to", "g", x: 200, y: 100 + dy)])
            var k = KeyboardRecognizer(hardware: true)
            XCTAssertEqual(press(&k, tab, at: 0, w), ["from"])
            return press(&k, usage, at: 1, w)
        }
        XCTAssertEqual(reached(dy: 100, by: right), ["to"])
        XCTAssertEqual(reached(dy: 101, by: right), [])
        XCTAssertEqual(reached(dy: 101, by: down), ["to"])
    }

    /// Nearest by distance along the arrow plus twice the distance across: 50 along and 24 across
    /// (98) beats 100 straight ahead; 50 along and 26 across (102) does not.
    func testNearestWeighsTheDistanceAcrossTwice() {
        func pick(across: Double) -> [String] {
            let w = world([item("from", "g", x: 100, y: 100), item("ahead", "g", x: 200, y: 100),
                           item("aside", "g", x: 150, y: 100 + across)])
            var k = KeyboardRecognizer(hardware: true)
            XCTAssertEqual(press(&k, tab, at: 0, w), ["from"])
            return press(&k, right, at: 1, w)
        }
        XCTAssertEqual(pick(across: 24), ["aside"])
        XCTAssertEqual(pick(across: 26), ["ahead"])
    }

    /// Entering a group again goes to the item focused there before (previouslyFocused, 1000)
    /// rather than the first; a member declared `prioritized` (2000) wins over it.
    func testReenteringAGroupPrefersTheRememberedItemBelowAPrioritizedOne() {
        /// Tab into the grid, Right to b, Tab out to the field below, Tab back into the grid.
        func reenter(aPriority: Int) -> [[String]] {
            let w = world([item("a", "grid", x: 100, y: 100, priority: aPriority), item("b", "grid", x: 200, y: 100),
                           field("below", y: 400)])
            var k = KeyboardRecognizer(hardware: true)
            return [press(&k, tab, at: 0, w), press(&k, right, at: 1, w), press(&k, tab, at: 2, w), press(&k, tab, at: 3, w)]
        }
        XCTAssertEqual(reenter(aPriority: 0), [["a"], ["b"], ["below"], ["b"]], "previouslyFocused")
        XCTAssertEqual(reenter(aPriority: 2000), [["a"], ["b"], ["below"], ["a"]], "prioritized beats previouslyFocused")
    }
}

import XCTest
@testable import Harness
import InputModel

/// What `KeyboardRecognizer` keeps between keys and what it lets go (docs/interaction-machine.md,
/// "Keyboard: shortcuts and focus", "The responder chain", "Focus movement"): the Globe key held,
/// what a new layout forgets, which fields a `shortcut` outcome carries, what the Command-hold
/// overlay lists, and which default button Return presses. HID usages from the HID Usage Tables
/// (keyboard page 7): H 0x0B, J 0x0D, K 0x0E, Tab 0x2B, Return 0x28, End 0x4D, Left GUI (Command) 0xE3;
/// the Globe key is Apple's vendor usage 0xFF0003.
final class KeyboardMemoryTests: XCTestCase {
    let command = 0xE3, tab = 0x2B, returnKey = 0x28, h = 0x0B, j = 0x0D, k = 0x0E, end = 0x4D

    func key(_ phase: KeyPhase, _ usage: Int, _ mods: KeyModifiers = []) -> KeyboardRecognizer.Input {
        .key(Key(phase: phase, usage: usage, modifiers: mods))
    }

    func field(_ id: String, y: Double) -> SceneElement {
        SceneElement(id: id, role: .textField, frame: ScreenRect(x: 0, y: y, width: 200, height: 44))
    }

    /// Globe is held only between its down and its up: Globe-H goes home (reserved by the system,
    /// HIG › Keyboards), and H after Globe went up is a plain H, which does nothing here.
    func testGlobeCountsOnlyWhileItIsHeld() {
        let w = MachineWorld.laidOut(Scene(name: "k", elements: []))
        var sel = Selection()
        var held = KeyboardRecognizer(hardware: true)
        _ = held.apply(key(.down, HIDUsage.globe), at: 0, w, &sel)
        XCTAssertEqual(held.apply(key(.down, h), at: 0.1, w, &sel).map { $0.string("keys") }, ["globe+h"])
        var released = KeyboardRecognizer(hardware: true)
        _ = released.apply(key(.down, HIDUsage.globe), at: 0, w, &sel)
        _ = released.apply(key(.up, HIDUsage.globe), at: 0.1, w, &sel)
        XCTAssertEqual(released.apply(key(.down, h), at: 0.2, w, &sel), [], "Globe is up: H alone")
    }

    /// A new layout forgets the focus groups worked out on the old one: Tab then enters the new
    /// layout's first group in reading order, whatever the old layout's groups were.
    func testANewLayoutWorksOutItsOwnFocusGroups() {
        let before = MachineWorld.laidOut(Scene(name: "a", elements: [field("only", y: 0)]))
        // The upper field is laid out second: reading order puts it first.
        let after = MachineWorld.laidOut(Scene(name: "b", elements: [field("lower", y: 300), field("upper", y: 0)]))
        var sel = Selection()
        var kb = KeyboardRecognizer(hardware: true)
        XCTAssertEqual(kb.apply(key(.down, tab), at: 0, before, &sel).map(\.element), ["only"])
        kb.apply(.layoutChanged, at: 1, after, &sel)
        XCTAssertEqual(kb.apply(key(.down, tab), at: 1.1, after, &sel).map(\.element), ["upper"])
        XCTAssertEqual(kb.apply(key(.down, tab), at: 1.2, after, &sel).map(\.element), ["lower"])
    }

    /// A new layout starts every scroll view at its content's start: End scrolls a list of
    /// 1200 pt in a 400-pt frame by 800 pt, and after the layout by 800 pt again (UIScrollView
    /// does not scroll past its content, so without the new layout a second End scrolls nothing);
    /// focusing the first row after the layout reveals nothing, as it is on screen.
    func testANewLayoutStartsEachScrollViewAtItsContentsStart() throws {
        var rows: [String] = []
        for i in 0..<12 { rows.append("{id: row\(i), role: listItem, frame: [0, \(i * 100), 600, 100], focus: {group: rows}}") }
        let yaml = MechanismScene.yaml("list", children:
            "- {id: list, role: scrollView, frame: [0, 0, 600, 400], contentSize: [600, 1200], children: [\(rows.joined(separator: ", "))]}")
        let w = MachineWorld.laidOut(try XCTUnwrap(MechanismScene.load(yaml, case: "list")))
        var sel = Selection()
        var kb = KeyboardRecognizer(hardware: true)
        func scrolls(_ out: [Outcome]) -> [String] { out.named(.scroll).map { "\($0.element) \($0.double("dy") ?? .nan)" } }
        _ = kb.apply(key(.down, tab), at: 0, w, &sel)
        XCTAssertEqual(scrolls(kb.apply(key(.down, end), at: 0.1, w, &sel)), ["list -800.0"])
        XCTAssertEqual(scrolls(kb.apply(key(.down, end), at: 0.2, w, &sel)), [], "at the end already")
        kb.apply(.layoutChanged, at: 1, w, &sel)
        XCTAssertEqual(scrolls(kb.apply(key(.down, tab), at: 1.1, w, &sel)), [], "the first row is on screen: nothing to reveal")
        XCTAssertEqual(scrolls(kb.apply(key(.down, end), at: 1.2, w, &sel)), ["list -800.0"])
    }

    /// A command with a title and no action, and one with an action and no title.
    let titled = KeyShortcut(keys: KeyCombo("cmd+k")!, title: "Link")
    let untitled = KeyShortcut(keys: KeyCombo("cmd+j")!, title: "", action: "highlight")

    /// A `shortcut` outcome names the command's action when it declares one, and none when it
    /// declares only a title (`UIKeyCommand`'s title and action are separate); an untitled
    /// command still names its action.
    func testAShortcutOutcomeCarriesTheDeclaredActionOnly() {
        let w = MachineWorld.laidOut(Scene(name: "k", elements: [], shortcuts: [titled, untitled]))
        var sel = Selection()
        var kb = KeyboardRecognizer(hardware: true)
        _ = kb.apply(key(.down, command, .command), at: 0, w, &sel)
        let link = kb.apply(key(.down, k, .command), at: 0.1, w, &sel)
        XCTAssertEqual(link.map { $0.string("title") }, ["Link"])
        XCTAssertEqual(link.map { $0.string("action") }, [nil])
        _ = kb.apply(key(.up, k, .command), at: 0.2, w, &sel)
        let highlight = kb.apply(key(.down, j, .command), at: 0.3, w, &sel)
        XCTAssertEqual(highlight.map { $0.string("action") }, ["highlight"])
    }

    /// The Command-hold overlay lists commands by their titles: a command without a title
    /// (`UIKeyCommand.discoverabilityTitle` and `title` unset) is not listed, though it fires.
    func testTheOverlayListsOnlyTitledCommands() {
        let w = MachineWorld.laidOut(Scene(name: "k", elements: [], shortcuts: [untitled, titled]))
        var sel = Selection()
        var kb = KeyboardRecognizer(hardware: true)
        _ = kb.apply(key(.down, command, .command), at: 0, w, &sel)
        let shown = kb.apply(.overlayDue, at: 0.9, w, &sel)
        XCTAssertEqual(shown.first?.strings("titles"), ["Link"])
    }

    /// Return presses the window's default button with the keyboard (`input: keyboard`). A
    /// window has one as a rule; with several, the first laid out is pressed (Tactile's choice,
    /// docs/interaction-machine.md › Keyboard: shortcuts and focus: no document says which).
    func testReturnPressesTheFirstDefaultButtonWithTheKeyboard() {
        let save = SceneElement(id: "save", role: .button, frame: ScreenRect(x: 0, y: 400, width: 80, height: 44), defaultAction: "save", isDefault: true)
        let send = SceneElement(id: "send", role: .button, frame: ScreenRect(x: 100, y: 400, width: 80, height: 44), defaultAction: "send", isDefault: true)
        let w = MachineWorld.laidOut(Scene(name: "k", elements: [save, send]))
        var sel = Selection()
        var kb = KeyboardRecognizer(hardware: true)
        let pressed = kb.apply(key(.down, returnKey), at: 0, w, &sel)
        XCTAssertEqual(pressed.map(\.element), ["save"])
        XCTAssertEqual(pressed.map { $0.string("input") }, ["keyboard"])
    }
}

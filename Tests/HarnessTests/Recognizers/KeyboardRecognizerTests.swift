import XCTest
@testable import Harness
import InputModel

/// `KeyboardRecognizer` alone, driven key by key (docs/interaction-machine.md, "Keyboard:
/// shortcuts and focus"). HID usages from the HID Usage Tables (keyboard page 7): Left GUI
/// (Command) 0xE3, Left Shift 0xE1, Tab 0x2B, Return 0x28, Right Arrow 0x4F, B 0x05, Z 0x1D.
final class KeyboardRecognizerTests: XCTestCase {
    let command = 0xE3, shift = 0xE1, tab = 0x2B, returnKey = 0x28, rightArrow = 0x4F, b = 0x05, z = 0x1D

    func world(_ scene: Scene) -> MachineWorld {
        MachineWorld.laidOut(scene)
    }

    func key(_ phase: KeyPhase, _ usage: Int, _ mods: KeyModifiers = []) -> KeyboardRecognizer.Input {
        .key(Key(phase: phase, usage: usage, modifiers: mods))
    }

    let bold = KeyShortcut(keys: KeyCombo("cmd+b")!, title: "Bold", category: "Format", action: "bold")

    /// Command held alone shows the overlay `shortcutOverlayDelay` (0.9 s, UIKeyShortcutHUDService)
    /// after it went down, listing the titled shortcuts; Command up hides it.
    func testCommandHeldShowsTheOverlayAfterItsDelayAndReleasingHidesIt() {
        let w = world(Scene(name: "k", elements: [], shortcuts: [bold]))
        var k = KeyboardRecognizer(hardware: true)
        var sel = Selection()
        XCTAssertEqual(k.apply(key(.down, command, .command), at: 1.0, w, &sel), [])
        XCTAssertEqual(k.overlayDue, 1.9)
        let shown = k.apply(.overlayDue, at: 1.9, w, &sel)
        XCTAssertEqual(shown.map(\.kind), [.shortcutOverlay])
        XCTAssertEqual(shown.first?.bool("shown"), true)
        XCTAssertEqual(shown.first?.strings("titles"), ["Bold"])
        XCTAssertNil(k.overlayDue)
        let hidden = k.apply(key(.up, command, .command), at: 2.5, w, &sel)
        XCTAssertEqual(hidden.map { $0.bool("shown") }, [false])
        XCTAssertEqual(k.overlay, .idle)
    }

    /// Before it shows, another key or a touch cancels the overlay, and a late timer shows nothing.
    func testAKeyOrATouchBeforeTheDelayCancelsTheOverlay() {
        let w = world(Scene(name: "k", elements: [], shortcuts: [bold]))
        var sel = Selection()
        var byKey = KeyboardRecognizer(hardware: true)
        _ = byKey.apply(key(.down, command, .command), at: 0, w, &sel)
        let shortcut = byKey.apply(key(.down, b, .command), at: 0.5, w, &sel)
        XCTAssertEqual(shortcut.map(\.kind), [.shortcut])
        XCTAssertNil(byKey.overlayDue)
        XCTAssertEqual(byKey.apply(.overlayDue, at: 0.9, w, &sel), [])
        var byTouch = KeyboardRecognizer(hardware: true)
        _ = byTouch.apply(key(.down, command, .command), at: 0, w, &sel)
        XCTAssertEqual(byTouch.apply(.touchBegan, at: 0.3, w, &sel), [])
        XCTAssertNil(byTouch.overlayDue)
        // Command going down while another key is held schedules nothing.
        var held = KeyboardRecognizer(hardware: true)
        _ = held.apply(key(.down, b), at: 0, w, &sel)
        _ = held.apply(key(.down, command, .command), at: 0.1, w, &sel)
        XCTAssertNil(held.overlayDue)
    }

    /// Command-Z asks the machine to undo (the scene's undo manager); a declared Command-Z shortcut
    /// fires first. A repeat undoes nothing more.
    func testCommandZAsksForUndoAfterAnyShortcutDeclaredForIt() {
        var plain = KeyboardRecognizer(hardware: true)
        let none = world(Scene(name: "k", elements: []))
        let undo = plain.applied(key(.down, z, .command), at: 0, none)
        XCTAssertEqual(undo.request, .edit(.undo))
        XCTAssertEqual(undo.outcomes, [])
        let repeated = plain.applied(key(.repeat, z, .command), at: 0.5, none)
        XCTAssertNil(repeated.request)
        XCTAssertEqual(repeated.outcomes, [])
        let declared = world(Scene(name: "k", elements: [], shortcuts: [KeyShortcut(keys: KeyCombo("cmd+z")!, title: "Undo")]))
        var withShortcut = KeyboardRecognizer(hardware: true)
        let (out, request) = withShortcut.applied(key(.down, z, .command), at: 0, declared)
        XCTAssertEqual(request, .edit(.undo))
        XCTAssertEqual(out.map(\.kind), [.shortcut])
        XCTAssertEqual(out.first?.string("keys"), "cmd+z")
    }

    /// Two text fields, one above the other, are two focus groups in reading order; a Tab shortcut
    /// yields to focus movement unless it wants priority (`UIKeyCommand.wantsPriorityOverSystemBehavior`).
    func testTabMovesFocusInReadingOrderUnlessAShortcutWantsPriority() {
        let fields = [
            SceneElement(id: "lower", role: .textField, frame: ScreenRect(x: 0, y: 300, width: 200, height: 44)),
            SceneElement(id: "upper", role: .textField, frame: ScreenRect(x: 0, y: 100, width: 200, height: 44)),
        ]
        func tabShortcut(priority: Bool) -> KeyShortcut {
            KeyShortcut(keys: KeyCombo("tab")!, title: "Indent", wantsPriorityOverSystemBehavior: priority)
        }
        let yielding = world(Scene(name: "k", elements: fields, shortcuts: [tabShortcut(priority: false)]))
        var k = KeyboardRecognizer(hardware: true)
        var sel = Selection()
        let first = k.apply(key(.down, tab), at: 0, yielding, &sel)
        XCTAssertEqual(first.map(\.kind), [.focus])
        XCTAssertEqual(first.map(\.element), ["upper"])
        _ = k.apply(key(.up, tab), at: 0.1, yielding, &sel)
        XCTAssertEqual(k.apply(key(.down, tab), at: 0.2, yielding, &sel).map(\.element), ["lower"])
        _ = k.apply(key(.up, tab), at: 0.3, yielding, &sel)
        let back = k.apply(key(.down, tab, .shift), at: 0.4, yielding, &sel)
        XCTAssertEqual(back.map(\.element), ["upper"], "Shift-Tab goes back")

        let winning = world(Scene(name: "k", elements: fields, shortcuts: [tabShortcut(priority: true)]))
        var w = KeyboardRecognizer(hardware: true)
        let indent = w.apply(key(.down, tab), at: 0, winning, &sel)
        XCTAssertEqual(indent.map(\.kind), [.shortcut])
        XCTAssertNil(w.focus.item)
    }

    /// Shift and an arrow extend the selection from where the run began; an arrow without Shift
    /// ends the run.
    func testShiftArrowExtendsTheSelectionFromWhereTheRunBegan() {
        let cells = (0..<3).map {
            SceneElement(id: "c\($0)", role: .button, frame: ScreenRect(x: Double($0) * 100, y: 0, width: 80, height: 80),
                         focus: FocusSpec(group: "grid"))
        }
        let w = world(Scene(name: "k", elements: cells))
        var k = KeyboardRecognizer(hardware: true)
        var sel = Selection()
        XCTAssertEqual(k.apply(key(.down, tab), at: 0, w, &sel).map(\.element), ["c0"])
        let one = k.apply(key(.down, rightArrow, .shift), at: 0.1, w, &sel)
        XCTAssertEqual(one.map(\.kind), [.focus, .selection])
        XCTAssertEqual(sel.items, ["c0", "c1"])
        _ = k.apply(key(.down, rightArrow, .shift), at: 0.2, w, &sel)
        XCTAssertEqual(sel.items, ["c0", "c1", "c2"])
        XCTAssertEqual(sel.keyboardAnchor, "c0")
        let plain = k.apply(key(.down, 0x50), at: 0.3, w, &sel)  // Left Arrow
        XCTAssertEqual(plain.map(\.kind), [.focus])
        XCTAssertNil(sel.keyboardAnchor)
    }

    /// Return activates the focused item's action, else the default button's; a focused text
    /// view keeps Return for a new line.
    func testReturnActivatesTheFocusedItemElseTheDefaultButton() {
        let elements = [
            SceneElement(id: "name", role: .textField, frame: ScreenRect(x: 0, y: 0, width: 200, height: 44), defaultAction: "next"),
            SceneElement(id: "notes", role: .textView, frame: ScreenRect(x: 0, y: 100, width: 200, height: 200)),
            SceneElement(id: "save", role: .button, frame: ScreenRect(x: 0, y: 400, width: 80, height: 44), defaultAction: "save", isDefault: true),
        ]
        let w = world(Scene(name: "k", elements: elements))
        var sel = Selection()
        var k = KeyboardRecognizer(hardware: true)
        let unfocused = k.apply(key(.down, returnKey), at: 0, w, &sel)
        XCTAssertEqual(unfocused.map(\.element), ["save"])
        XCTAssertEqual(unfocused.first?.string("action"), "save")
        _ = k.apply(key(.down, tab), at: 0.1, w, &sel)
        XCTAssertEqual(k.apply(key(.down, returnKey), at: 0.2, w, &sel).map(\.element), ["name"])
        _ = k.apply(key(.down, tab), at: 0.3, w, &sel)
        XCTAssertEqual(k.focus.item.map { w.layout.id($0) }, "notes")
        XCTAssertEqual(k.apply(key(.down, returnKey), at: 0.4, w, &sel), [])
    }

    /// A device change reports the hardware keyboard only when it flips.
    func testHardwareKeyboardIsReportedWhenItChanges() {
        let w = world(Scene(name: "k", elements: []))
        var sel = Selection()
        var k = KeyboardRecognizer(hardware: false)
        let attach = DeviceChange(phase: .connected, role: .keyboard, name: "kbd", hardwareKeyboard: true)
        let on = k.apply(.device(attach, device: 0), at: 0, w, &sel)
        XCTAssertEqual(on.map { $0.bool("connected") }, [true])
        XCTAssertEqual(k.apply(.device(attach, device: 0), at: 1, w, &sel), [])
        XCTAssertTrue(k.hardware)
    }

    /// Focus groups are kept for the layout they were worked out on: after `layoutChanged` (a new
    /// layout), Tab finds the new layout's groups.
    func testFocusGroupsFollowANewLayout() {
        let a = world(Scene(name: "a", elements: [SceneElement(id: "first", role: .textField, frame: ScreenRect(x: 0, y: 0, width: 100, height: 44))]))
        let b = world(Scene(name: "b", elements: [SceneElement(id: "second", role: .textField, frame: ScreenRect(x: 0, y: 0, width: 100, height: 44))]))
        var sel = Selection()
        var k = KeyboardRecognizer(hardware: true)
        XCTAssertEqual(k.apply(key(.down, tab), at: 0, a, &sel).map(\.element), ["first"])
        k.apply(.layoutChanged, at: 1, b, &sel)
        XCTAssertEqual(k.apply(key(.down, tab), at: 1, b, &sel).map(\.element), ["second"])
    }

    /// Focus groups in reading order (docs/interaction-machine.md, "Keyboard: shortcuts and
    /// focus"): groups top to bottom, then left to right, by their bounds; members likewise by
    /// their frames; equal positions keep the scene's order (members) or go by name (groups); a
    /// negative priority is not focusable; a text field is a group of its own.
    func testFocusGroupsAreInReadingOrder() {
        func button(_ id: String, _ group: String, _ x: Double, _ y: Double, priority: Int = 0) -> SceneElement {
            var e = SceneElement(id: id, role: .button, frame: ScreenRect(x: x, y: y, width: 50, height: 40))
            e.focus = FocusSpec(group: group, priority: priority)
            return e
        }
        let scene = Scene(name: "f", elements: [
            button("sideB", "side", 0, 300),
            button("sideA", "side", 0, 100),
            button("hidden", "side", 0, 0, priority: -1),
            button("tie2", "row", 200, 50),
            button("tie1", "row", 200, 50),
            SceneElement(id: "name", role: .textField, frame: ScreenRect(x: 400, y: 10, width: 200, height: 30)),
            button("z", "zeta", 600, 200),
            button("a", "alpha", 600, 200),
        ])
        let layout = world(scene).layout
        let groups = KeyboardRecognizer.focusGroups(layout).map { g in "\(g.name): \(g.items.map { layout.id($0) })" }
        XCTAssertEqual(groups, [
            "name: [\"name\"]",
            "row: [\"tie2\", \"tie1\"]",
            "side: [\"sideA\", \"sideB\"]",
            "alpha: [\"a\"]",
            "zeta: [\"z\"]",
        ])
        let found = KeyboardRecognizer.FocusGroups(KeyboardRecognizer.focusGroups(layout))
        XCTAssertEqual(found.index(of: "name"), 0)
        XCTAssertEqual(found.index(of: "side"), 2)
        XCTAssertEqual(found.index(of: "zeta"), 4)
        XCTAssertNil(found.index(of: "hidden"), "an element's id is not a group")
    }
}

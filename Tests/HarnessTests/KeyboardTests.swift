import XCTest
import Harness
import InputModel

final class KeyboardTests: XCTestCase {
    func testKeyCombosParseAndPrint() {
        let c = KeyCombo("CMD+Shift+Z")!
        XCTAssertEqual(c.usage, 29)
        XCTAssertEqual(c.modifiers, [.command, .shift])
        XCTAssertEqual(c.description, "cmd+shift+z")
        XCTAssertEqual(KeyCombo("return")?.usage, 40)
        XCTAssertEqual(KeyCombo("cmd+1")?.usage, 30)
        XCTAssertEqual(KeyCombo("cmd+0")?.usage, 39)
        XCTAssertEqual(KeyCombo("ctrl+alt+left")?.description, "ctrl+alt+left")
        XCTAssertNil(KeyCombo("hyper+z"))
        XCTAssertNil(KeyCombo("cmd+"))
    }

    func testShortcutMatchedByUsageAndModifiers() {
        let o = replay(S.combo(0, "cmd+shift+z"))
        XCTAssertEqual(o.kinds, [.shortcut])
        XCTAssertEqual(o[0].string("keys"), "cmd+shift+z")
        XCTAssertEqual(o[0].string("title"), "Redo")
        XCTAssertEqual(o[0].element, "root")
        // Without shift it is another combination (cmd+z: nothing declared, nothing to undo).
        XCTAssertTrue(replay(S.combo(0, "cmd+z")).isEmpty)
        XCTAssertTrue(replay(S.combo(0, "shift+z")).isEmpty)
    }

    func testElementShortcutsCarryTheirElement() {
        let scene = Scene(name: "k", elements: [
            SceneElement(id: "doc", role: .textView, frame: ScreenRect(x: 0, y: 0, width: 500, height: 500),
                         shortcuts: [KeyShortcut(keys: KeyCombo("cmd+b")!, title: "Bold", category: "Format")]),
        ])
        let o = replay(S.combo(0, "cmd+b"), scene: scene)
        XCTAssertEqual(o.first?.element, "doc")
        XCTAssertEqual(o.first?.string("title"), "Bold")
    }

    /// One combination declared in three places goes where UIKit's responder chain sends it
    /// (UIKeyCommand, UIResponder › keyCommands): the focused element's first, else an element's on
    /// screen, else the app's (the scene's).
    func testAShortcutGoesToTheFocusedElementThenOthersThenTheScene() {
        let bold = KeyCombo("cmd+b")!
        func scene(focusable: Bool, other: Bool) -> Scene {
            var s = Scene(name: "k", elements: [
                SceneElement(id: "doc", role: .textView, frame: ScreenRect(x: 0, y: 0, width: 500, height: 500),
                             shortcuts: [KeyShortcut(keys: bold, title: "Bold text", category: "Format")]),
                SceneElement(id: "list", role: .button, frame: ScreenRect(x: 600, y: 0, width: 200, height: 200),
                             shortcuts: other ? [KeyShortcut(keys: bold, title: "Bookmark", category: "Items")] : []),
            ])
            if !focusable { s.apps[0].elements[0].shortcuts = [] }
            s.shortcuts = [KeyShortcut(keys: bold, title: "Bold (app)", category: "Format")]
            return s
        }
        // "doc" focused (Tab takes the first item), then cmd+b.
        let focused = replay(S.combo(0, "tab") + S.combo(0.5, "cmd+b"), scene: scene(focusable: true, other: true))
        XCTAssertEqual(focused.named(.shortcut).map { $0.string("title") }, ["Bold text"], focused.log)
        let unfocused = replay(S.combo(0, "cmd+b"), scene: scene(focusable: true, other: true))
        XCTAssertEqual(unfocused.named(.shortcut).map { $0.string("title") }, ["Bold text"], "no focus: the first element on screen that declares it")
        let others = replay(S.combo(0, "cmd+b"), scene: scene(focusable: false, other: true))
        XCTAssertEqual(others.named(.shortcut).map { $0.string("title") }, ["Bookmark"])
        XCTAssertEqual(others.named(.shortcut).first?.element, "list")
        let app = replay(S.combo(0, "cmd+b"), scene: scene(focusable: false, other: false))
        XCTAssertEqual(app.named(.shortcut).map { $0.string("title") }, ["Bold (app)"])
        XCTAssertEqual(app.named(.shortcut).first?.element, "root")
    }

    func testCommandHoldOverlayBoundary() {
        let down = [S.key(0, HIDUsage.leftGUI, .down, .command)]
        XCTAssertTrue(replay(down, until: 0.89).isEmpty)
        let o = replay(down, until: 0.91)
        XCTAssertEqual(o.kinds, [.shortcutOverlay])
        XCTAssertEqual(o[0].bool("shown"), true)
        XCTAssertEqual(o[0].t, 0.9)
        XCTAssertEqual(o[0].strings("titles"), ["Redo", "New Album", "Next Tab (conflicts)", "Next Photo"])
        let released = replay(down + [S.key(1.2, HIDUsage.leftGUI, .up, [])])
        XCTAssertEqual(released.map { $0.bool("shown") }, [true, false])
        // Released early: never shown.
        XCTAssertTrue(replay(down + [S.key(0.5, HIDUsage.leftGUI, .up, [])], until: 2).isEmpty)
    }

    /// Escape, or Command-period, while the overlay is shown dismisses it and does nothing else;
    /// releasing Command afterwards dismisses nothing more. Another key (Command-N, a shortcut)
    /// does not dismiss it.
    func testEscapeOrCommandPeriodDismissesTheOverlay() {
        let down = [S.key(0, HIDUsage.leftGUI, .down, .command)]
        for (name, usage) in [("escape", HIDUsage.escape), ("period", HIDUsage.period)] {
            let o = replay(down + [S.key(1.0, usage, .down, .command), S.key(1.05, usage, .up, .command),
                                   S.key(1.5, HIDUsage.leftGUI, .up, [])])
            XCTAssertEqual(o.named(.shortcutOverlay).map { $0.bool("shown") }, [true, false], "\(name): \(o.log)")
            XCTAssertEqual(o.named(.shortcutOverlay).last?.t, 1.0, name)
            XCTAssertEqual(o.named(.shortcut), [], name)
        }
        let n = replay(down + [S.key(1.0, HIDUsage.a + 13, .down, .command), S.key(1.05, HIDUsage.a + 13, .up, .command)], until: 1.2)
        XCTAssertEqual(n.named(.shortcutOverlay).map { $0.bool("shown") }, [true], n.log)
    }

    func testTouchOrShortcutCancelsTheScheduledOverlay() {
        let touch = replay([S.key(0, HIDUsage.leftGUI, .down, .command)] + S.tap(0.5, 600, 700), until: 2)
        XCTAssertEqual(touch.named(.shortcutOverlay).count, 0, touch.log)
        let key = replay([S.key(0, HIDUsage.leftGUI, .down, .command), S.key(0.3, 17, .down, .command)], until: 2)
        XCTAssertEqual(key.named(.shortcutOverlay).count, 0)
        XCTAssertEqual(key.named(.shortcut).first?.string("title"), "New Album")
    }

    func testSystemReservedCombosAreConsumed() {
        // The scene declares cmd+tab, but the system takes it.
        let o = replay(S.combo(0, "cmd+tab") + S.combo(1, "cmd+h") + S.combo(2, "cmd+space") + S.combo(3, "cmd+shift+3")
                       + S.combo(4, "globe+a") + S.combo(5, "globe+f"))
        XCTAssertEqual(o.kinds, Array(repeating: .systemShortcut, count: 6), o.log)
        XCTAssertEqual(o.map { $0.string("keys") }, ["cmd+tab", "cmd+h", "cmd+space", "cmd+shift+3", "globe+a", "globe+f"])
        XCTAssertEqual(o.named(.shortcut).count, 0)
        XCTAssertEqual(o.named(.focus).count, 0, "cmd+tab does not move focus")
    }

    func testTabMovesBetweenGroupsInReadingOrderAndPriorityPicksTheEntry() {
        // Groups: toolbar (y 40), grid (y 120), then the notes text view (a group of its own, as
        // text inputs are without a declared one). In the toolbar, "plain" has priority 2000.
        let o = replay(S.combo(0, "tab") + S.combo(1, "tab") + S.combo(2, "tab") + S.combo(3, "tab") + S.combo(4, "shift+tab"))
        let focus = o.named(.focus)
        XCTAssertEqual(focus.map(\.element), ["plain", "photo1", "notes", "plain", "notes"], o.log)
        XCTAssertEqual(focus.map { $0.string("group") }, ["toolbar", "grid", "notes", "toolbar", "notes"])
    }

    func testArrowsMoveWithinTheGroupAndRepeat() {
        let right = HIDUsage.rightArrow
        let o = replay(S.combo(0, "tab") + S.combo(0.5, "left") + [
            S.key(1, right), S.key(1.5, right, .repeat), S.key(1.6, right, .repeat), S.key(1.7, right, .up),
        ])
        XCTAssertEqual(o.named(.focus).map(\.element), ["plain", "save", "plain", "more"], o.log)
        // Down in the grid: photo1 → photo4.
        let g = replay(S.combo(0, "tab") + S.combo(0.1, "tab") + S.combo(0.5, "down"))
        XCTAssertEqual(g.named(.focus).last?.element, "photo4")
    }

    /// An arrow moves focus to an item in its direction (the focus engine searches the way the
    /// arrow points): Down from an item goes to one below it, never to one that is mostly beside
    /// it. Here the only other item lies 300 pt to the right and 50 pt lower, so Down does not
    /// move focus, and Right does.
    func testAnArrowMovesOnlyToAnItemInItsDirection() throws {
        let scene = try SceneLoader.load("""
            scene: Two
            elements:
              - {id: a, role: gridItem, frame: [100, 100, 100, 100], focus: {group: g}, defaultAction: open}
              - {id: b, role: gridItem, frame: [400, 150, 100, 100], focus: {group: g}, defaultAction: open}
            """)
        let down = replay(S.combo(0, "tab") + S.combo(0.5, "down"), scene: scene)
        XCTAssertEqual(down.named(.focus).map(\.element), ["a"], down.log)
        let right = replay(S.combo(0, "tab") + S.combo(0.5, "right"), scene: scene)
        XCTAssertEqual(right.named(.focus).map(\.element), ["a", "b"], right.log)
    }

    func testShiftArrowExtendsSelection() {
        let o = replay(S.combo(0, "tab") + S.combo(0.1, "tab") + S.combo(0.5, "shift+right") + S.combo(0.8, "shift+right"))
        let sel = o.named(.selection)
        XCTAssertEqual(sel.map { $0.strings("items")! }, [["photo1", "photo2"], ["photo1", "photo2", "photo3"]], o.log)
    }

    func testReturnActivatesFocusedItemOrDefault() {
        let o = replay(S.combo(0, "tab") + S.combo(0.5, "return"))
        XCTAssertEqual(o.named(.activate).first?.element, "plain")
        XCTAssertEqual(o.named(.activate).first?.string("action"), "plainAction")
        let scene = Scene(name: "d", elements: [
            SceneElement(id: "ok", role: .button, frame: ScreenRect(x: 0, y: 0, width: 100, height: 44), defaultAction: "confirm", isDefault: true),
        ])
        let d = replay(S.combo(0, "return"), scene: scene)
        XCTAssertEqual(d.first?.kind, .activate)
        XCTAssertEqual(d.first?.element, "ok")
        XCTAssertTrue(replay(S.combo(0, "return")).isEmpty, "nothing focused, no default button")
    }

    func testRepeatableShortcutsRepeatOthersDoNot() {
        let down = HIDUsage.downArrow
        let o = replay([S.key(0, 227, .down, .command), S.key(0.1, down, .down, .command), S.key(0.6, down, .repeat, .command),
                        S.key(0.7, 17, .down, .command), S.key(1.2, 17, .repeat, .command)])
        XCTAssertEqual(o.named(.shortcut).map { $0.string("title") }, ["Next Photo", "Next Photo", "New Album"])
    }

    func testHardwareKeyboardConnectAndDisconnect() {
        let o = replay([S.keyboard(0, connected: true), S.keyboard(0.5, connected: true), S.keyboard(1, connected: false)])
        XCTAssertEqual(o.kinds, [.hardwareKeyboard, .hardwareKeyboard])
        XCTAssertEqual(o.map { $0.bool("connected") }, [true, false])
    }

    /// Every keyboard is one `GCKeyboard.coalesced`: `GCKeyboardDidConnect` comes with the first
    /// keyboard and `GCKeyboardDidDisconnect` only when the last goes (GCKeyboard.h). A device that
    /// is no keyboard, connecting after one, leaves it connected.
    func testKeyboardsCoalesceAndOtherDevicesLeaveThemAlone() {
        let o = replay([S.keyboard(0, connected: true, device: 0), S.otherDevice(0, device: 1),
                        S.keyboard(0.5, connected: true, device: 2), S.keyboard(1, connected: false, device: 0),
                        S.otherDevice(1.5, device: 3, role: .keyboard), S.keyboard(2, connected: false, device: 2)])
        XCTAssertEqual(o.map(\.t), [Timestamp(seconds: 0), Timestamp(seconds: 2)])
        XCTAssertEqual(o.map { $0.bool("connected") }, [true, false])
        // A keyboard attached outside the stream stays when the stream's keyboard leaves.
        var env = HarnessEnvironment()
        env.settings.hardwareKeyboardAttached = true
        XCTAssertTrue(replay([S.keyboard(0, connected: true, device: 1), S.keyboard(1, connected: false, device: 1)],
                             environment: env).named(.hardwareKeyboard).isEmpty)
    }

    /// Return does what the focused item does: a row selects, a control presses; a row that is
    /// not selectable and declares no action falls back to the default button, and with neither
    /// nothing happens (it used to emit `activate action=select` for anything).
    func testReturnWithoutAnActionDoesNothing() {
        let selectable = SceneElement(id: "row", role: .listItem, frame: ScreenRect(x: 0, y: 100, width: 300, height: 60), focus: FocusSpec(group: "list"))
        let selects = replay(S.combo(0, "tab") + S.combo(0.5, "return"), scene: Scene(name: "r", elements: [selectable]))
        XCTAssertEqual(selects.named(.activate).map { $0.string("action") }, ["select"])
        var row = selectable
        row.selectable = false
        let bare = Scene(name: "r", elements: [row])
        XCTAssertTrue(replay(S.combo(0, "tab") + S.combo(0.5, "return"), scene: bare).named(.activate).isEmpty)
        let ok = SceneElement(id: "ok", role: .button, frame: ScreenRect(x: 0, y: 300, width: 100, height: 44), isDefault: true)
        let withDefault = replay(S.combo(0, "tab") + S.combo(0.5, "return"), scene: Scene(name: "r", elements: [row, ok]))
        XCTAssertEqual(withDefault.named(.activate).map(\.element), ["ok"])
        XCTAssertEqual(withDefault.named(.activate).first?.string("action"), "press")
        // A focused text view takes Return as a new line.
        let note = SceneElement(id: "note", role: .textView, frame: ScreenRect(x: 0, y: 0, width: 300, height: 90), focus: FocusSpec(group: "note"))
        XCTAssertTrue(replay(S.combo(0, "tab") + S.combo(0.5, "return"), scene: Scene(name: "r", elements: [note, ok])).named(.activate).isEmpty)
    }

    /// An app's key command on an arrow or Tab yields to focus movement unless it declares
    /// `wantsPriorityOverSystemBehavior` (UIKeyCommand's default is false).
    func testArrowShortcutYieldsToFocusUnlessItWantsPriority() {
        func scene(priority: Bool) -> Scene {
            Scene(name: "a", elements: [
                SceneElement(id: "r1", role: .listItem, frame: ScreenRect(x: 0, y: 100, width: 300, height: 60), focus: FocusSpec(group: "list")),
                SceneElement(id: "r2", role: .listItem, frame: ScreenRect(x: 0, y: 160, width: 300, height: 60), focus: FocusSpec(group: "list")),
            ], shortcuts: [KeyShortcut(keys: KeyCombo("down")!, title: "Next Message", category: "Message", action: "next",
                                       wantsPriorityOverSystemBehavior: priority)])
        }
        let yielded = replay(S.combo(0, "tab") + S.combo(0.5, "down"), scene: scene(priority: false))
        XCTAssertEqual(yielded.named(.focus).map(\.element), ["r1", "r2"], yielded.log)
        XCTAssertTrue(yielded.named(.shortcut).isEmpty)
        let took = replay(S.combo(0, "tab") + S.combo(0.5, "down"), scene: scene(priority: true))
        XCTAssertEqual(took.named(.focus).map(\.element), ["r1"], took.log)
        XCTAssertEqual(took.named(.shortcut).map { $0.string("title") }, ["Next Message"])
        // With nothing focused the arrow has no focus to move: the command fires.
        XCTAssertEqual(replay(S.combo(0, "down"), scene: scene(priority: false)).named(.shortcut).count, 1)
    }
}

extension KeyboardTests {
    /// Text inputs are focusable without a declared focus group (each in a group of its own), as
    /// UIKit's are; one declared not focusable (priority below 0) is skipped.
    func testTabReachesTextInputsThatDeclareNoFocus() {
        let scene = Scene(name: "form", elements: [
            SceneElement(id: "name", role: .textField, frame: ScreenRect(x: 0, y: 100, width: 300, height: 44)),
            SceneElement(id: "email", role: .textField, frame: ScreenRect(x: 0, y: 160, width: 300, height: 44)),
            SceneElement(id: "code", role: .textField, frame: ScreenRect(x: 0, y: 220, width: 300, height: 44), focus: FocusSpec(group: "code", priority: -1)),
        ])
        let o = replay(S.combo(0, "tab") + S.combo(0.5, "tab") + S.combo(1, "tab"), scene: scene)
        XCTAssertEqual(o.named(.focus).map(\.element), ["name", "email", "name"], o.log)
    }
}

extension KeyboardTests {
    /// A bar the app hides while a hardware keyboard is connected takes taps until one connects,
    /// then the tap reaches what is under it.
    func testABarHiddenWithAHardwareKeyboardTakesNoTapsThen() {
        var bar = SceneElement(id: "bar", role: .shortcutBar, frame: ScreenRect(x: 0, y: 600, width: 800, height: 44))
        bar.hiddenWithHardwareKeyboard = true
        let scene = Scene(name: "k", elements: [
            SceneElement(id: "page", role: .textView, frame: ScreenRect(x: 0, y: 80, width: 800, height: 600)),
            bar,
            SceneElement(id: "bold", role: .button, frame: ScreenRect(x: 10, y: 600, width: 44, height: 44), parent: "bar"),
        ])
        let before = replay(S.tap(0, 400, 620) + S.tap(1, 30, 620), scene: scene)
        XCTAssertEqual(before.named(.tap).map(\.element), ["bar", "bold"], before.log)
        let after = replay([S.keyboard(0, connected: true)] + S.tap(1, 400, 620) + S.tap(2, 30, 620), scene: scene)
        XCTAssertEqual(after.named(.tap).map(\.element), ["page", "page"], after.log)
    }
}

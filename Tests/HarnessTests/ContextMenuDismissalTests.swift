import XCTest
import InputModel
@testable import Harness

/// A shown context menu goes away (`UIContextMenuInteraction.dismissMenu()`): Escape or
/// Command-period (HIG › Keyboards: Esc invokes cancel), a touch or click (UIKit manages every
/// interaction while its menu is shown, `UIContextMenuInteraction`: the menu takes that touch), dragging the held item (the drag
/// session replaces the menu), the system taking the touches, or a new layout.
final class ContextMenuDismissalTests: XCTestCase {
    // Fixtures.photos: "more" (1200…1260 × 40…84) has a menu and no drag; "photo3"
    // (380…530 × 120…270) has a menu and drags; "save" (100…160 × 40…84) is a bar button.
    let hold = [S.down(0, 1230, 60), S.up(0.5, 1230, 60)]

    func dismissals(_ o: [Outcome]) -> [String] {
        o.named(.contextMenuDismissed).map { "\($0.element) \($0.string("reason") ?? "") \($0.t.seconds)" }
    }

    func testEscapeOrCommandPeriodDismissesTheMenuAndGoesNoFurther() {
        // The combination's key goes down at 1 s, after its modifier (1 ms apart).
        for (chord, at) in [("escape", "1.0"), ("cmd+.", "1.001")] {
            let o = replay(hold + S.combo(1, chord))
            XCTAssertEqual(o.kinds, [.contextMenu, .contextMenuDismissed], chord)
            XCTAssertEqual(dismissals(o), ["more cancelKey \(at)"], chord)
        }
        // The app's own Command-period shortcut does not run while the menu takes the key.
        var scene = Fixtures.photos
        scene.shortcuts.append(KeyShortcut(keys: KeyCombo("cmd+.")!, title: "Stop", category: "View", action: "stop"))
        XCTAssertTrue(replay(hold + S.combo(1, "cmd+."), scene: scene).named(.shortcut).isEmpty)
        // With no menu shown, Escape is an ordinary key: no dismissal.
        XCTAssertTrue(replay(S.combo(1, "escape")).named(.contextMenuDismissed).isEmpty)
        // Shift-Escape is no cancel key: the menu stays.
        XCTAssertTrue(replay(hold + S.combo(1, "shift+escape")).named(.contextMenuDismissed).isEmpty)
    }

    /// A tap after the menu is shown dismisses it and reaches nothing: "save" gets no tap. The
    /// next tap, with no menu, is an ordinary tap.
    func testATouchDismissesTheMenuAndIsTakenByIt() {
        let o = replay(hold + S.tap(1, 130, 60) + S.tap(2, 130, 60))
        XCTAssertEqual(o.kinds, [.contextMenu, .contextMenuDismissed, .tap])
        XCTAssertEqual(dismissals(o), ["more touch 1.0"])
        XCTAssertEqual(o.last?.element, "save")
        XCTAssertEqual(o.last?.t.seconds, 2.08)
        // A secondary click's menu: the next click, primary or secondary, dismisses it.
        let click = [S.down(0, id: 9, 1230, 60, type: .indirectPointer, buttons: .secondary),
                     S.up(0.1, id: 9, 1230, 60, type: .indirectPointer, buttons: .secondary)]
        let clicked = replay(click + [S.down(1, id: 10, 130, 60, type: .indirectPointer, buttons: .primary),
                                      S.up(1.1, id: 10, 130, 60, type: .indirectPointer, buttons: .primary)])
        XCTAssertEqual(clicked.kinds, [.contextMenu, .contextMenuDismissed])
        XCTAssertEqual(dismissals(clicked), ["more touch 1.0"])
        let again = replay(click + [S.down(1, id: 10, 1230, 60, type: .indirectPointer, buttons: .secondary)])
        XCTAssertEqual(again.kinds, [.contextMenu, .contextMenuDismissed], "the second right-click only dismisses")
    }

    /// Holding "photo3" opens its menu; moving the held finger past `dragLiftSlop` lifts the
    /// drag, and the menu goes at that moment.
    func testDraggingTheHeldItemDismissesTheMenu() {
        let o = replay([S.down(0, 450, 190), S.move(0.5, 450, 250), S.move(0.6, 450, 300)])
        XCTAssertEqual(o.kinds.prefix(3), [.contextMenu, .contextMenuDismissed, .dragLift])
        XCTAssertEqual(o[1].element, "photo3")
        XCTAssertEqual(o[1].string("reason"), "drag")
        XCTAssertEqual(o[1].t, o[2].t)
    }

    /// A system gesture (a four-finger trackpad swipe home) takes the touches and the menu.
    func testTheSystemTakesTheMenu() {
        let o = replay(hold + [S.systemGesture(1, .home)])
        XCTAssertEqual(dismissals(o), ["more system 1.0"])
    }

    /// Another environment lays the scene out again: the menu goes.
    func testARelayoutDismissesTheMenu() {
        var m = InteractionMachine(scene: Fixtures.photos)
        _ = m.run(hold)
        XCTAssertEqual(m.shownContextMenu, "more")
        let o = m.setEnvironment(HarnessEnvironment(.iPadPro12_9, .portrait))
        XCTAssertEqual(dismissals(o), ["more relayout 0.5"])
        XCTAssertNil(m.shownContextMenu)
    }

    /// Nothing else dismisses it: the held finger lifting, time passing, a key that is not a
    /// cancel key.
    func testTheMenuStaysOtherwise() {
        var m = InteractionMachine(scene: Fixtures.photos)
        let o = m.run(hold + S.combo(1, "cmd+n"), until: Timestamp(seconds: 30))
        XCTAssertTrue(o.named(.contextMenuDismissed).isEmpty)
        XCTAssertEqual(m.shownContextMenu, "more")
    }
}

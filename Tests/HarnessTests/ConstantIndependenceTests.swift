import XCTest
import InputModel
@testable import Harness

/// Each hold and each slop reads its own constant (docs/interaction-machine.md, "Constants":
/// every timing and distance is a field of `InteractionConstants`, overridable per machine).
/// Several share a default value (the context menu's hold and the drag's lift delay are both
/// 0.325 s; the menu's, the lift's and the long press's slops and the pan's hysteresis all 10 pt),
/// so each case moves one of them away from the others and checks that its own rule follows.
/// The scene is `Fixtures.photos`: `more` (1200, 40, 60 × 44) has a context menu and no drag,
/// `plain` (1000, 40, 60 × 44) neither (a bare long press).
final class ConstantIndependenceTests: XCTestCase {
    let more = (x: 1230.0, y: 62.0), plain = (x: 1010.0, y: 50.0)

    /// The context menu opens `contextMenuHoldDuration` after touch-down: set to 0.6 s, at 0.6 s,
    /// not at the drag's lift delay (0.325 s).
    func testTheMenuHoldReadsItsOwnDuration() {
        var c = InteractionConstants.default
        c.contextMenuHoldDuration = 0.6
        let o = replay([S.down(0, more.x, more.y)], constants: c, until: 1)
        XCTAssertEqual(o.named(.contextMenu).map(\.t), [0.6], o.log)
    }

    /// A finger may move `contextMenuSlop` during the hold: set to 20 pt, 15 pt of movement
    /// still opens the menu (the lift's slop, 10 pt, is not the menu's).
    func testTheMenuHoldReadsItsOwnSlop() {
        var c = InteractionConstants.default
        c.contextMenuSlop = 20
        let o = replay([S.down(0, more.x, more.y), S.move(0.1, more.x + 15, more.y)], constants: c, until: 1)
        XCTAssertEqual(o.named(.contextMenu).map(\.element), ["more"], o.log)
    }

    /// A finger may move `longPressSlop` during a long press: set to 20 pt, 15 pt of movement
    /// still long-presses `plain` at 0.5 s (the pan's hysteresis and the menu's slop, 10 pt each,
    /// are not the long press's).
    func testTheLongPressReadsItsOwnSlop() {
        var c = InteractionConstants.default
        c.longPressSlop = 20
        let o = replay([S.down(0, plain.x, plain.y), S.move(0.1, plain.x + 15, plain.y)], constants: c, until: 1)
        XCTAssertEqual(o.named(.longPress).map(\.element), ["plain"], o.log)
    }

    /// A pointer press that moves past `pointerDragThreshold` (3 pt) gives up its context menu
    /// (docs/interaction-machine.md, "Touches: press, hold, pan": "a pointer: past
    /// `pointerDragThreshold`, menu and lift"); 2 pt keeps it.
    func testAPointerPressGivesUpItsMenuPastTheDragThreshold() {
        func held(moving dx: Double) -> [Outcome] {
            replay([S.down(0, id: 9, more.x, more.y, type: .indirectPointer),
                    S.move(0.1, id: 9, more.x + dx, more.y, type: .indirectPointer)], until: 1)
        }
        XCTAssertEqual(held(moving: 2).named(.contextMenu).map(\.element), ["more"])
        let far = held(moving: 4)
        XCTAssertEqual(far.named(.contextMenu), [], far.log)
    }

    /// From a context menu on a draggable item, the drag lifts once the touch moves
    /// `dragLiftSlop` from where the menu opened, the pointer's `pointerDragThreshold` (3 pt)
    /// (docs/interaction-machine.md, "Touches: press, hold, pan": "held --> dragging"). `photo3`
    /// (380, 120, 150 × 150 in the grid) has a menu and drags. With the finger's slop set to
    /// 15 pt, 14 pt lifts nothing and 16 pt lifts it; the pointer lifts it at 4 pt, not at 2.
    func testADragFromAMenuLiftsPastItsInputsOwnSlop() {
        let photo = (x: 455.0, y: 195.0)
        var c = InteractionConstants.default
        c.dragLiftSlop = 15
        func lifted(by dx: Double, type: TouchType, _ constants: InteractionConstants) -> [String] {
            let id = type == .indirectPointer ? 9 : 1
            let o = replay([S.down(0, id: id, photo.x, photo.y, type: type),
                            S.move(0.5, id: id, photo.x + dx, photo.y, type: type)], constants: constants, until: 0.6)
            XCTAssertEqual(o.named(.contextMenu).map(\.element), ["photo3"], "the menu opens first: \(o.log)")
            return o.named(.dragLift).map(\.element)
        }
        XCTAssertEqual(lifted(by: 14, type: .direct, c), [])
        XCTAssertEqual(lifted(by: 16, type: .direct, c), ["photo3"])
        XCTAssertEqual(lifted(by: 2, type: .indirectPointer, .default), [])
        XCTAssertEqual(lifted(by: 4, type: .indirectPointer, .default), ["photo3"])
    }
}

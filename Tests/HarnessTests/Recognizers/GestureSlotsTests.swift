import XCTest
@testable import Harness
import InputModel

/// `GestureSlots`, the touch gestures' fast store: a slot's state stored split (its case, its
/// press apart) reads back as stored, and what is read in place (the case, whether a slot
/// presses, the press's hold) says what the state does, through stores, in-place moves and
/// changed constants.
final class GestureSlotsTests: XCTestCase {
    func press(_ id: Int, menu: Int? = nil, target: Int? = nil, input: InputKind = .touch, at t: Timestamp) -> Press {
        Press(touchId: id, input: input, start: ScreenPoint(x: 100, y: 100), startT: t, hit: target, target: target, liftTarget: nil,
              menuTarget: menu, scrollTargets: ScrollTargets(), modifiers: [], tapCount: 1, firstTapLocation: ScreenPoint(x: 100, y: 100))
    }

    func testAStoredPressReadsBackWithItsKindAndHold() {
        var slots = GestureSlots()
        XCTAssertEqual(slots.kind(.direct), .idle)
        XCTAssertNil(slots.hold(.direct))
        XCTAssertFalse(slots.pressing)
        slots.enter(.press(press(1, menu: 3, at: 2)), in: .direct)
        XCTAssertEqual(slots.kind(.direct), .press)
        XCTAssertTrue(slots.pressing)
        XCTAssertNil(slots.hold(.pointer), "the pointer slot does not press")
        XCTAssertEqual(slots.kind(.pointer), .idle, "the other slot is untouched")
        guard case let .press(back) = slots.state(.direct) else { return XCTFail("not a press") }
        XCTAssertEqual(back.touchId, 1)
        XCTAssertEqual(slots.hold(.direct)?.deadline(.default), 2.325, "context menu: 0.325 s")
        slots.enter(.consumed, in: .direct)
        XCTAssertEqual(slots.kind(.direct), .consumed)
        XCTAssertNil(slots.hold(.direct), "no press, no hold")
        XCTAssertFalse(slots.pressing)
        slots.enter(.press(press(2, target: 1, input: .pointer, at: 3)), in: .pointer)
        XCTAssertTrue(slots.pressing, "a pointer press is a press too")
        // A click held still is a long press too (gesture recognizers take every touch type).
        XCTAssertEqual(slots.hold(.pointer)?.deadline(.default), 3.5, "a pointer press on a plain target holds into a long press at 0.5 s")
        slots.enter(.idle, in: .pointer)
        XCTAssertFalse(slots.pressing)
    }

    /// A move in place (`modifyPress`) rules out what it passed, and the hold follows: past 10 pt neither the
    /// menu nor the long press remains.
    func testAMoveInPlaceUpdatesTheHold() {
        var slots = GestureSlots()
        slots.enter(.press(press(4, target: 2, input: .touch, at: 0)), in: .pointer)
        XCTAssertEqual(slots.hold(.pointer)?.deadline(.default), 0.5, "long press: 0.5 s")
        XCTAssertEqual(slots.modifyPress(.pointer) { $0.moved(to: ScreenPoint(x: 109, y: 100), PressSlops(.default)) }.map { "\($0)" }, "stays")
        XCTAssertEqual(slots.hold(.pointer)?.deadline(.default), 0.5)
        _ = slots.modifyPress(.pointer) { $0.moved(to: ScreenPoint(x: 111, y: 100), PressSlops(.default)) }
        XCTAssertNil(slots.hold(.pointer)?.deadline(.default))
        XCTAssertNil(slots.modifyPress(.direct) { $0.moved(to: .zero, PressSlops(.default)) }, "the direct slot does not press")
        guard case let .press(moved) = slots.state(.pointer) else { return XCTFail("not a press") }
        XCTAssertEqual(moved.maxDistance, 11)
        XCTAssertFalse(moved.mayBecome(.longPress))
    }

    /// The deadline is read from the constants when asked, so a change mid-press applies.
    func testTheDeadlineFollowsChangedConstants() {
        var slots = GestureSlots()
        slots.enter(.press(press(1, target: 2, at: 1)), in: .direct)
        var c = InteractionConstants()
        c.longPressDuration = 0.8
        XCTAssertEqual(slots.hold(.direct)?.deadline(c), 1.8)
        c.dragCancelTouchCount = 1
        XCTAssertNil(slots.hold(.direct)?.deadline(c), "too many touches cancel every hold")
    }
}

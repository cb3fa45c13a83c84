import XCTest
@testable import InputModel

/// `GestureClassifier` against libinput's `tp_gesture_detect_motion_gestures` (docs/sources.md,
/// "libinput"): one touch beyond `max_move` (4 mm + 2 mm per finger above 2) while the other is
/// under `min_move` (1.5 mm + 0.5 mm per finger above 2) is a scroll with two fingers and a pinch
/// with more; both sides of `max_move`.
final class GestureClassifierTests: XCTestCase {

    /// Touches at `origins` (mm), the first moved `moved` mm to the right, the last `resting` mm.
    func classify(fingers: Int, moved: Double, resting: Double) -> GestureClassifier.Decision? {
        var origins: [Int32: ScreenPoint] = [:]
        for i in 0..<fingers { origins[Int32(i)] = ScreenPoint(x: 20, y: 10 + 10 * Double(i)) }
        var current = origins
        current[0]!.x += moved
        current[Int32(fingers - 1)]!.x += resting
        // 50 ms in: before the scroll box's 150 ms, so only the movement decides.
        return GestureClassifier.classify(fingers: fingers, origins: origins, current: current, elapsed: 0.05, semiMT: false)
    }

    /// Touches at the same height are ordered by tracking id, so the pair does not depend on a
    /// dictionary's order: of eight tied at the top the lowest id is the topmost, of eight tied
    /// at the bottom the highest id is the bottommost.
    func testTiedTouchesAreOrderedByTrackingID() {
        var contacts: [Int32: ScreenPoint] = [:]
        for id in Int32(1)...8 { contacts[id * 3] = ScreenPoint(x: Double(id) * 7, y: 12) }
        for id in Int32(1)...8 { contacts[id * 3 + 1] = ScreenPoint(x: Double(id) * 5, y: 44) }
        let pair = GestureClassifier.extremeTouches(contacts)
        XCTAssertEqual(pair?.0, 3)
        XCTAssertEqual(pair?.1, 25)
    }

    /// Only y orders the touches: a touch's x plays no part, even where one touch's x equals the
    /// other's y. Id 1 at y 30 is below id 2 at y 20, whatever their x (20 and 30).
    func testOnlyHeightOrdersTheTouchesNotTheirX() {
        let pair = GestureClassifier.extremeTouches([1: ScreenPoint(x: 20, y: 30), 2: ScreenPoint(x: 30, y: 20)])
        XCTAssertEqual(pair?.0, 2, "the topmost (y 20)")
        XCTAssertEqual(pair?.1, 1, "the bottommost (y 30)")
    }

    /// libinput compares two touches (`tp_gesture_get_touches` finds the topmost and bottommost);
    /// with one tracked touch there is no pair and two fingers stay undecided, however far it moved.
    func testOneTrackedTouchOfTwoFingersDecidesNothing() {
        XCTAssertNil(GestureClassifier.extremeTouches([7: ScreenPoint(x: 20, y: 10)]))
        let pair = GestureClassifier.extremeTouches([7: ScreenPoint(x: 20, y: 30), 3: ScreenPoint(x: 40, y: 10)])
        XCTAssertEqual(pair?.0, 3, "the topmost (smallest y) first")
        XCTAssertEqual(pair?.1, 7)
        let origins: [Int32: ScreenPoint] = [0: ScreenPoint(x: 20, y: 10)]
        XCTAssertNil(GestureClassifier.classify(fingers: 2, origins: origins, current: [0: ScreenPoint(x: 40, y: 10)],
                                                elapsed: 0.05, semiMT: false))
    }

    func testOneTouchMovingTheOtherRestingScrollsWithTwoFingers() {
        XCTAssertEqual(classify(fingers: 2, moved: 4.1, resting: 1.4), .scroll)
        XCTAssertNil(classify(fingers: 2, moved: 3.9, resting: 1.4), "not beyond max_move: undecided")
    }

    /// Both touches at `min_move` exactly, the same way: decided (a scroll), one a hair under: not.
    func testBothTouchesFromMinMoveOnDecide() {
        let origins: [Int32: ScreenPoint] = [0: ScreenPoint(x: 20, y: 10), 1: ScreenPoint(x: 20, y: 20)]
        func moved(_ d: Double) -> GestureClassifier.Decision? {
            let current: [Int32: ScreenPoint] = [0: ScreenPoint(x: 20 + 1.5, y: 10), 1: ScreenPoint(x: 20 + d, y: 20)]
            return GestureClassifier.classify(fingers: 2, origins: origins, current: current, elapsed: 0.05, semiMT: false)
        }
        XCTAssertEqual(moved(1.5), .scroll)
        XCTAssertNil(moved(1.25))
    }

    /// A semi-MT pad (one position for its fingers): two fingers scroll once it moved 1 mm; no
    /// gesture with more (libinput disables them on semi-MT pads).
    func testASemiMTPadScrollsWithTwoFingersOnly() {
        let origins: [Int32: ScreenPoint] = [0: ScreenPoint(x: 20, y: 10), 1: ScreenPoint(x: 30, y: 10)]
        func classify(fingers: Int, moved: Double) -> GestureClassifier.Decision? {
            let current = origins.mapValues { ScreenPoint(x: $0.x, y: $0.y + moved) }
            return GestureClassifier.classify(fingers: fingers, origins: origins, current: current, elapsed: 0.05, semiMT: true)
        }
        XCTAssertEqual(classify(fingers: 2, moved: 1.0), .scroll)
        XCTAssertNil(classify(fingers: 2, moved: 0.9))
    }

    func testOneTouchMovingTheOtherRestingPinchesWithThreeFingers() {
        XCTAssertEqual(classify(fingers: 3, moved: 6.1, resting: 1.9), .pinch)
        XCTAssertNil(classify(fingers: 3, moved: 5.9, resting: 1.9), "not beyond max_move (6 mm for three): undecided")
    }

    /// More fingers than tracked contacts (BTN_TOOL_TRIPLETAP on a two-slot pad): a swipe once
    /// the tracked contacts moved 1 mm on average, along either axis; a contact that has no
    /// origin yet (it just landed) is not one of them.
    func testMoreFingersThanContactsSwipeOnTheTrackedContactsMeanMotion() {
        let origins: [Int32: ScreenPoint] = [0: ScreenPoint(x: 20, y: 10), 1: ScreenPoint(x: 20, y: 20)]
        func classify(dx: Double, dy: Double, landed: Bool = false) -> GestureClassifier.Decision? {
            var current = origins.mapValues { ScreenPoint(x: $0.x + dx, y: $0.y + dy) }
            if landed { current[2] = ScreenPoint(x: 60, y: 60) }
            return GestureClassifier.classify(fingers: 3, origins: origins, current: current, elapsed: 0.05, semiMT: false)
        }
        XCTAssertEqual(classify(dx: 1.0, dy: 0), .swipe)
        XCTAssertNil(classify(dx: 0.9, dy: 0))
        XCTAssertEqual(classify(dx: 0, dy: -1.0), .swipe)
        XCTAssertNil(classify(dx: 0, dy: -0.9))
        XCTAssertEqual(classify(dx: 1.0, dy: 0, landed: true), .swipe, "the new contact is left out")
        XCTAssertNil(classify(dx: 0.9, dy: 0, landed: true))
    }

    /// A semi-MT pad gives one box for its fingers (two corners): two fingers scroll once
    /// either corner moved 1 mm; with three fingers (BTN_TOOL_TRIPLETAP beside the two
    /// corners) there is no gesture, swipe included (libinput disables gestures there).
    func testASemiMTPadTakesItsFurthestCornerAndHasNoSwipe() {
        let origins: [Int32: ScreenPoint] = [0: ScreenPoint(x: 20, y: 10), 1: ScreenPoint(x: 30, y: 10)]
        var current = origins
        current[1]!.y += 1.0
        XCTAssertEqual(GestureClassifier.classify(fingers: 2, origins: origins, current: current, elapsed: 0.05, semiMT: true), .scroll)
        let both = origins.mapValues { ScreenPoint(x: $0.x + 5, y: $0.y) }
        XCTAssertNil(GestureClassifier.classify(fingers: 3, origins: origins, current: both, elapsed: 0.05, semiMT: true))
    }

    /// Two touches that moved, but less than 1 mm, scroll once 150 ms have passed if they lie
    /// within the scroll box, 40 mm across and 7 mm up and down from each other (both sides of
    /// each bound); before 150 ms, or without any motion, nothing is decided.
    func testTheScrollBox() {
        func classify(apartX: Double, apartY: Double, elapsed: TimeSpan = 0.2, moved: Double = 0.5) -> GestureClassifier.Decision? {
            let origins: [Int32: ScreenPoint] = [0: ScreenPoint(x: 20, y: 10), 1: ScreenPoint(x: 20 + apartX, y: 10 + apartY)]
            let current = origins.mapValues { ScreenPoint(x: $0.x, y: $0.y + moved) }
            return GestureClassifier.classify(fingers: 2, origins: origins, current: current, elapsed: elapsed, semiMT: false)
        }
        XCTAssertEqual(classify(apartX: 40, apartY: 2), .scroll)
        XCTAssertNil(classify(apartX: 40.5, apartY: 2))
        XCTAssertEqual(classify(apartX: 2, apartY: 7), .scroll)
        XCTAssertNil(classify(apartX: 2, apartY: 7.5))
        XCTAssertNil(classify(apartX: 30, apartY: 2, elapsed: 0.1))
        XCTAssertNil(classify(apartX: 30, apartY: 2, moved: 0))
    }
}

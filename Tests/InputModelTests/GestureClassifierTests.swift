import XCTest
@testable import InputModel

/// `GestureClassifier` against libinput's `tp_gesture_detect_motion_gestures` (docs/sources.md,
/// "libinput"): one touch beyond `max_move` (4 mm + 2 mm per finger above 2) while the other is
/// under `min_move` (1.5 mm + 0.5 mm per finger above 2) is a scroll with two fingers and a pinch
/// with more; both sides of `max_move`.
final class GestureClassifierTests: XCTestCase {
    typealias Point = GestureClassifier.Point

    /// Touches at `origins` (mm), the first moved `moved` mm to the right, the last `resting` mm.
    func classify(fingers: Int, moved: Double, resting: Double) -> GestureClassifier.Decision? {
        var origins: [Int32: Point] = [:]
        for i in 0..<fingers { origins[Int32(i)] = Point(x: 20, y: 10 + 10 * Double(i)) }
        var current = origins
        current[0]!.x += moved
        current[Int32(fingers - 1)]!.x += resting
        // 50 ms in: before the scroll box's 150 ms, so only the movement decides.
        return GestureClassifier.classify(fingers: fingers, origins: origins, current: current, elapsed: 0.05, semiMT: false)
    }

    func testOneTouchMovingTheOtherRestingScrollsWithTwoFingers() {
        XCTAssertEqual(classify(fingers: 2, moved: 4.1, resting: 1.4), .scroll)
        XCTAssertNil(classify(fingers: 2, moved: 3.9, resting: 1.4), "not beyond max_move: undecided")
    }

    func testOneTouchMovingTheOtherRestingPinchesWithThreeFingers() {
        XCTAssertEqual(classify(fingers: 3, moved: 6.1, resting: 1.9), .pinch)
        XCTAssertNil(classify(fingers: 3, moved: 5.9, resting: 1.9), "not beyond max_move (6 mm for three): undecided")
    }
}

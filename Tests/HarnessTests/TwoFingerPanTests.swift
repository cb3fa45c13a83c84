import XCTest
import InputModel
@testable import Harness

/// A scroll view's pan takes any number of touches (`UIPanGestureRecognizer.maximumNumberOfTouches`
/// defaults to no limit, UIKit): two fingers swiping together pan it, by their centroid.
final class TwoFingerPanTests: XCTestCase {
    func testTwoFingersSwipingTogetherPanTheScrollView() throws {
        let scene = try ScrollFitTests.scene(inner: (400, 300), outer: (834, 3000))
        // Both fingers 5 pt a frame at 120 Hz, 20 frames: 100 pt up, 100 pt apart all along.
        var events = [S.down(0, id: 1, 600, 800), S.down(0.01, id: 2, 700, 800)]
        for k in 1...20 {
            let t = 0.01 + Double(k) / 120, y = 800 - 5 * Double(k)
            events += [S.move(t, id: 1, 600, y), S.move(t, id: 2, 700, y)]
        }
        events += [S.up(0.2, id: 1, 600, 700), S.up(0.2, id: 2, 700, 700)]
        let o = replay(events, scene: scene)
        let pans = o.named(.pan)
        XCTAssertEqual(Set(pans.map(\.element)), ["page"], o.log)
        XCTAssertEqual(pans.first?.string("phase"), "began")
        XCTAssertEqual(pans.last?.string("phase"), "ended")
        XCTAssertEqual(o.named(.pinch).count, 0, "the fingers kept their distance")
        // The centroid moved 100 pt up; the pan reports it less the hysteresis.
        let h = InteractionConstants.default.panHysteresis
        XCTAssertEqual(try XCTUnwrap(pans.last?.double("dy")), -(100 - h), accuracy: 1e-9)
        // Two fingers that stay within the hysteresis pan nothing.
        let still = replay([S.down(0, id: 1, 600, 800), S.down(0.01, id: 2, 700, 800),
                            S.move(0.05, id: 1, 600, 800 - h), S.move(0.05, id: 2, 700, 800 - h),
                            S.up(0.1, id: 1, 600, 800 - h), S.up(0.1, id: 2, 700, 800 - h)], scene: scene)
        XCTAssertEqual(still.named(.pan).count, 0, still.log)
        // Three fingers swiping together are the system's (iPadOS editing gestures): no pan.
        var three = [S.down(0, id: 1, 600, 800), S.down(0.01, id: 2, 700, 800), S.down(0.01, id: 3, 500, 800)]
        for k in 1...20 {
            let t = 0.01 + Double(k) / 120, y = 800 - 5 * Double(k)
            three += [S.move(t, id: 1, 600, y), S.move(t, id: 2, 700, y), S.move(t, id: 3, 500, y)]
        }
        XCTAssertEqual(replay(three, scene: scene).named(.pan).count, 0)
    }
}

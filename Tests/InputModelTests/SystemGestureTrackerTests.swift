import XCTest
@testable import InputModel

/// `SystemGestureTracker` against its mapping (Apple's "Use gestures with a trackpad on iPad",
/// in its documentation): a swipe of 5 mm or more up is home, held still (motion under 0.5 mm)
/// for 0.3 s before lifting the app switcher; `began` as soon as a kind is known, `ended` with
/// the final kind, `cancelled` for a begun gesture that ends as nothing.
final class SystemGestureTrackerTests: XCTestCase {
    func phases(_ out: [UnifiedEvent.Payload]) -> [String] {
        out.compactMap { if case .systemGesture(let g) = $0 { return "\(g.kind).\(g.phase)" } else { return nil } }
    }

    /// Up 6 mm, then still in steps under 0.5 mm for 0.3 s: the app switcher; steps that add up
    /// beyond 0.5 mm from where it stood keep it moving: home.
    func testHoldingStillAfterASwipeUpIsTheAppSwitcher() {
        var still = SystemGestureTracker(motion: .swipe, fingers: 3, time: 0)
        XCTAssertEqual(phases(still.swipe(dx: 0, dy: -6, at: 0.05)), ["home.began"])
        for i in 1...8 { _ = still.swipe(dx: 0, dy: -0.05, at: Timestamp(seconds: 0.05 + 0.05 * Double(i))) }
        XCTAssertEqual(phases(still.end(at: 0.45)), ["appSwitcher.ended"])

        var moving = SystemGestureTracker(motion: .swipe, fingers: 3, time: 0)
        _ = moving.swipe(dx: 0, dy: -6, at: 0.05)
        for i in 1...8 { _ = moving.swipe(dx: 0, dy: -0.2, at: Timestamp(seconds: 0.05 + 0.05 * Double(i))) }
        XCTAssertEqual(phases(moving.end(at: 0.45)), ["home.ended"])
    }

    /// Stillness is measured from where the fingers stood, on both axes: an up swipe that drifted
    /// right (6 mm up, 4 mm right: up dominates), then steps of 0.03 mm for 0.4 s, is the app
    /// switcher, as a straight one is.
    func testStillnessAfterADiagonalSwipeIsMeasuredFromWhereTheFingersStood() {
        var t = SystemGestureTracker(motion: .swipe, fingers: 3, time: 0)
        XCTAssertEqual(phases(t.swipe(dx: 4, dy: -6, at: 0.05)), ["home.began"])
        for i in 1...8 { _ = t.swipe(dx: 0.02, dy: -0.02, at: Timestamp(seconds: 0.05 + 0.05 * Double(i))) }
        XCTAssertEqual(phases(t.end(at: 0.45)), ["appSwitcher.ended"])
    }

    /// A swipe that only reaches 5 mm as the fingers lift begins and ends at once; one that began
    /// and came back under 5 mm is cancelled; a resync cancels a begun gesture once.
    func testEndingBeginsCancelsOrCancelsOnce() {
        var late = SystemGestureTracker(motion: .swipe, fingers: 3, time: 0)
        XCTAssertEqual(late.end(at: 0.1), [])
        var lifted = SystemGestureTracker(motion: .swipe, fingers: 4, time: 0)
        XCTAssertEqual(phases(lifted.swipe(dx: -4.9, dy: 0, at: 0.05)), [], "under 5 mm")
        XCTAssertEqual(phases(lifted.swipe(dx: -0.2, dy: 0, at: 0.06)), ["nextApp.began"])
        XCTAssertEqual(phases(lifted.end(at: 0.1)), ["nextApp.ended"])
        var atTheLift = SystemGestureTracker(motion: .pinch, fingers: 3, time: 0)
        XCTAssertEqual(phases(atTheLift.pinch(scale: 0.8, at: 0.05)), [])
        var pinched = atTheLift
        _ = pinched.pinch(scale: 0.6, at: 0.06)
        XCTAssertEqual(phases(pinched.end(at: 0.1)), ["home.ended"], "began on the way")

        var back = SystemGestureTracker(motion: .swipe, fingers: 3, time: 0)
        XCTAssertEqual(phases(back.swipe(dx: 6, dy: 0, at: 0.05)), ["previousApp.began"])
        _ = back.swipe(dx: -3, dy: 0, at: 0.1)
        XCTAssertEqual(phases(back.end(at: 0.2)), ["previousApp.cancelled"])
        XCTAssertEqual(back.end(at: 0.3), [], "nothing begun any more")

        var resync = SystemGestureTracker(motion: .swipe, fingers: 3, time: 0)
        _ = resync.swipe(dx: 0, dy: -6, at: 0.05)
        XCTAssertEqual(phases(resync.cancel()), ["home.cancelled"])
        XCTAssertEqual(resync.cancel(), [])
        XCTAssertEqual(phases(resync.end(at: 0.2)), ["home.began", "home.ended"],
                       "lifted on a known kind after the cancel: the kind's whole sequence, begun again")
        var idle = SystemGestureTracker(motion: .pinch, fingers: 3, time: 0)
        XCTAssertEqual(idle.cancel(), [])
    }
}

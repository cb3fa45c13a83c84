import XCTest
import InputModel
@testable import Harness

/// How two fingers' gestures end, and what a slot does with the touches left
/// (docs/interaction-machine.md, "Touches: press, hold, pan"): a pan goes on with the finger
/// left from where it is; a cancelled finger cancels the pan and the pinch for good; and a state
/// that ends while other touches of its slot remain is `consumed`, ignoring them and new ones
/// until they lift.
/// The scene is `Fixtures.photos`: the grid (0, 100, 800 × 900, content 3000 tall) has no photo
/// right of x = 530, and `plain` (1000, 40, 60 × 44) is a bare button.
final class TwoFingerEndTests: XCTestCase {
    func phases(_ o: [Outcome], _ kind: OutcomeKind) -> [String] { o.named(kind).map { $0.string("phase") ?? "-" } }

    /// UIPanGestureRecognizer "changes (changed) when a finger moves while at least the minimum
    /// number of fingers are pressed down": the finger left carries the pan on, and the pan's
    /// translation does not jump as the fingers' centre moves onto it — 20 pt more down is
    /// 20 pt more, across nothing.
    func testTheFingerLeftCarriesThePanOnWithoutAJump() throws {
        let o = replay([S.down(0, id: 1, 600, 600), S.down(0.01, id: 2, 660, 600),
                        S.move(0.1, id: 1, 600, 620), S.move(0.1, id: 2, 660, 620),
                        S.move(0.2, id: 1, 600, 640), S.move(0.2, id: 2, 660, 640),
                        S.up(0.3, id: 2, 660, 640), S.move(0.4, id: 1, 600, 660)])
        let pans = o.named(.pan)
        let before = try XCTUnwrap(pans.last { $0.t == 0.2 })
        let after = try XCTUnwrap(pans.last)
        XCTAssertEqual(after.t, 0.4, o.log)
        XCTAssertEqual(after.double("dx"), before.double("dx"), "no jump across")
        XCTAssertEqual(try XCTUnwrap(after.double("dy")) - XCTUnwrap(before.double("dy")), 20, accuracy: 1e-9)
    }

    /// A finger of the two cancelled (the system took it) cancels the pan and the pinch; neither
    /// goes on with the finger left, ends again as it lifts, or begins again with a new second
    /// finger before every finger lifted.
    func testACancelledFingerEndsThePanAndThePinchForGood() {
        let o = replay([S.down(0, id: 1, 600, 600), S.down(0.01, id: 2, 700, 600),
                        S.move(0.1, id: 1, 590, 620), S.move(0.1, id: 2, 710, 620),
                        S.cancel(0.2, id: 2, 710, 620),
                        S.move(0.3, id: 1, 590, 650),
                        S.down(0.4, id: 3, 700, 650), S.move(0.5, id: 1, 590, 700), S.move(0.5, id: 3, 720, 700),
                        S.up(0.6, id: 3, 720, 700), S.up(0.7, id: 1, 590, 700)])
        XCTAssertEqual(phases(o, .pan).last, "cancelled", o.log)
        XCTAssertEqual(phases(o, .pinch).last, "cancelled", o.log)
        XCTAssertEqual(o.filter { ($0.kind == .pan || $0.kind == .pinch) && $0.t > 0.2 }, [], o.log)
    }

    /// The same with the pan alone (the fingers keep their distance: no pinch): after the
    /// cancel, a new second finger moving with the first begins no pan.
    func testACancelledFingerEndsAPanAloneForGood() {
        // 3 pt steps, one finger at a time: the line between them turns less than 3°, short of
        // the rotation's 5°.
        var events = [S.down(0, id: 1, 600, 600), S.down(0.01, id: 2, 660, 600)]
        for k in 1...10 { events += [S.move(0.01 * Double(k) + 0.05, id: 1, 600, 600 + 3 * Double(k)), S.move(0.01 * Double(k) + 0.05, id: 2, 660, 600 + 3 * Double(k))] }
        events += [S.cancel(0.2, id: 2, 660, 630), S.down(0.3, id: 3, 660, 630)]
        for k in 1...10 { events += [S.move(0.3 + 0.01 * Double(k), id: 1, 600, 630 + 3 * Double(k)), S.move(0.3 + 0.01 * Double(k), id: 3, 660, 630 + 3 * Double(k))] }
        events += [S.up(0.5, id: 3, 660, 660), S.up(0.6, id: 1, 600, 660)]
        let o = replay(events)
        XCTAssertEqual(o.named(.pinch), [], o.log)
        XCTAssertEqual(phases(o, .pan).last, "cancelled", o.log)
        XCTAssertEqual(o.filter { $0.kind == .pan && $0.t > 0.2 }, [], o.log)
    }

    /// A press whose finger lifts while the finger that joined it is still down leaves the slot
    /// `consumed`: a tap on `plain` then is ignored too, until that finger lifts; after it, a tap
    /// taps. Two fingers on `photo1` (a drag may still lift) are one press.
    func testASlotWithATouchLeftIgnoresNewTouchesUntilItLifts() {
        let o = replay([S.down(0, id: 1, 60, 160), S.down(0.01, id: 2, 100, 200), S.up(0.05, id: 1, 60, 160)]
                       + S.tap(0.1, id: 3, 1030, 62, duration: 0.05)
                       + [S.up(0.2, id: 2, 100, 200)]
                       + S.tap(0.3, id: 4, 1030, 62, duration: 0.05))
        XCTAssertEqual(o.named(.tap).map(\.t), [0.35], o.log)
    }

    /// The same after a drag: finger 2 joins the press on `photo1` before its hold (two touches,
    /// short of `dragCancelTouchCount`'s 3), the drag lifts at 0.325 s and is dropped as finger 1
    /// lifts; finger 2 still down keeps the slot `consumed`, so a tap on `plain` is ignored until
    /// it lifts, and the next one taps.
    func testADragEndingWithAJoinedFingerDownLeavesTheSlotConsumed() {
        let o = replay([S.down(0, id: 1, 95, 195), S.down(0.1, id: 2, 600, 600), S.up(0.5, id: 1, 95, 195)]
                       + S.tap(0.6, id: 3, 1030, 62, duration: 0.05)
                       + [S.up(0.7, id: 2, 600, 600)]
                       + S.tap(0.8, id: 4, 1030, 62, duration: 0.05), until: 1)
        XCTAssertEqual(o.named(.dragLift).map(\.element), ["photo1"], o.log)
        XCTAssertEqual(o.named(.tap).map(\.t), [0.85], o.log)
    }

    /// A one-finger pan whose touch is cancelled (the stream cut it) ends `cancelled`
    /// (UIGestureRecognizer.State: a continuous gesture "cancelled" when its touches are), where
    /// it was, and leaves the slot free.
    func testAOneFingerPanWhoseTouchIsCancelledEndsCancelled() {
        let o = replay([S.down(0, id: 1, 600, 600), S.move(0.1, id: 1, 600, 630), S.move(0.2, id: 1, 600, 650), S.cancel(0.3, id: 1, 600, 650)]
                       + S.tap(0.4, id: 2, 1030, 62, duration: 0.05))
        XCTAssertEqual(phases(o, .pan), ["began", "changed", "cancelled"], o.log)
        XCTAssertEqual(o.named(.pan).last?.t, 0.3)
        XCTAssertEqual(o.named(.tap).map(\.element), ["plain"], o.log)
    }

    /// A pan that ends as its finger lifts leaves the slot free: the next tap taps.
    func testAPanThatEndedLeavesTheSlotFree() {
        let o = replay([S.down(0, id: 1, 600, 600), S.move(0.1, id: 1, 600, 630), S.move(0.2, id: 1, 600, 650), S.up(0.3, id: 1, 600, 650)]
                       + S.tap(0.4, id: 2, 1030, 62, duration: 0.05))
        XCTAssertEqual(phases(o, .pan), ["began", "changed", "ended"], o.log)
        XCTAssertEqual(o.named(.tap).map(\.element), ["plain"], o.log)
    }

    /// A system gesture takes the touches (a stream's `systemGesture`): two fingers' pan and
    /// pinch end cancelled (docs/interaction-machine.md, "Recognizers and the coordinator", the
    /// system and the app: "pans and pinches end `cancelled`"), and nothing of them follows.
    func testASystemGestureCancelsTwoFingersPanAndPinch() {
        let o = replay([S.down(0, id: 1, 600, 600), S.down(0.01, id: 2, 700, 600),
                        S.move(0.1, id: 1, 590, 620), S.move(0.1, id: 2, 710, 620),
                        S.systemGesture(0.2, .home),
                        S.move(0.3, id: 1, 580, 650), S.move(0.3, id: 2, 720, 650),
                        S.up(0.4, id: 1, 580, 650), S.up(0.5, id: 2, 720, 650)])
        XCTAssertEqual(phases(o, .pan).last, "cancelled", o.log)
        XCTAssertEqual(phases(o, .pinch).last, "cancelled", o.log)
        XCTAssertEqual(o.filter { ($0.kind == .pan || $0.kind == .pinch) && $0.t != 0.2 && $0.t > 0.1 }, [], o.log)
        XCTAssertEqual(o.filter { ($0.kind == .pan || $0.kind == .pinch) && $0.t == 0.2 }.count, 2, o.log)
    }
}

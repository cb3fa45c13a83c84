import XCTest
@testable import Harness
import InputModel

/// `MachineFold`, the one way unified events reach the machine (Replay, the conformance probes,
/// the live capture): outcomes are taken once, time passes by `advance`, a stream ends by `settle`.
final class MachineFoldTests: XCTestCase {
    /// A finger on a plain element of the fixture scene.
    let down = S.down(0, 1030, 60)

    func testOutcomesAreTakenOnceAndEventsCounted() {
        var fold = MachineFold(machine: InteractionMachine(scene: Fixtures.photos))
        fold.apply(S.tap(0, 1030, 60))
        XCTAssertEqual(fold.eventCount, 2)
        XCTAssertEqual(fold.take().map(\.kind), [.tap])
        XCTAssertEqual(fold.take().map(\.kind), [])
    }

    /// The long press fires at 0.5 s (UILongPressGestureRecognizer.minimumPressDuration), when
    /// time is advanced to it and not a µs before.
    func testAdvanceFiresTheTimersDueByThen() {
        var fold = MachineFold(machine: InteractionMachine(scene: Fixtures.photos))
        fold.put(down)
        XCTAssertEqual(fold.nextTimerDue(), 0.5)
        fold.advance(to: Timestamp(microseconds: 499_999))
        XCTAssertEqual(fold.take().map(\.kind), [])
        fold.advance(to: 0.5)
        let fired = fold.take()
        XCTAssertEqual(fired.map(\.kind), [.longPress])
        XCTAssertEqual(fired.first?.t, 0.5)
    }

    /// A stream that ends with the finger still down: `settle` lets the pending timers fire.
    func testSettleFiresWhatIsPendingWhenTheStreamEnds() {
        var fold = MachineFold(machine: InteractionMachine(scene: Fixtures.photos))
        fold.put(down)
        fold.settle()
        XCTAssertEqual(fold.take().map(\.kind), [.longPress])
    }
}

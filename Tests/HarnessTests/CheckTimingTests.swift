import XCTest
@testable import Harness
import InputModel

/// The timings of the drag checks' scripts fall on the side of the machine's constants their
/// checks need (docs/interaction-machine.md, the constants table), and follow the constants when
/// they change: each is a constant plus or minus a named margin.
final class CheckTimingTests: XCTestCase {
    let c = InteractionConstants.default

    func testTheDragScriptsWaitPastWhatTheyWaitFor() {
        // A finger rests past the lift delay (0.325 s, UIDragInteraction) before it moves.
        XCTAssertGreaterThan(Probe.liftHold, c.dragLiftDelay)
        // Held over a spring-loaded element past both of its steps (0.8 s, then 0.4 s).
        XCTAssertGreaterThan(Probe.springLoadDwell, c.springLoadPossibleDuration + c.springLoadActivatingDuration)
        // Held in an edge zone past the autoscroll dwell (0.75 s).
        XCTAssertGreaterThan(Probe.autoscrollDwell, c.autoscrollDwell)
        // A drop's pause starts neither autoscroll nor spring loading.
        XCTAssertLessThan(Probe.dropPause, c.autoscrollDwell)
        XCTAssertLessThan(Probe.dropPause, c.springLoadPossibleDuration)
        XCTAssertGreaterThan(Probe.dropPause, .zero)
        // drag.multi-item: the second finger taps once the item rests, and lifts before the
        // first finger lets go.
        let rests = Probe.liftHold + Probe.shortDragTravel
        XCTAssertGreaterThan(Probe.multiItemTapAt, rests)
        XCTAssertLessThan(Probe.multiItemTapAt + Synthesizer.tapDuration, rests + Probe.multiItemRest)
    }
}

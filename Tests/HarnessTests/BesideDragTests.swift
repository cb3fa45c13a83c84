import XCTest
import InputModel
@testable import Harness

/// A finger beside a drag (docs/interaction-machine.md, "Drag session"; UIKit › Drag and drop:
/// a person can "even start another drag activity"): past `panHysteresis` along an axis the
/// scroll view under it scrolls, it pans that scroll view as it would without the drag; held
/// still, within `dragLiftSlop`, on an item no session carries, it lifts a second session
/// `dragLiftDelay` (0.325 s) after it landed. The scene is `Fixtures.photos`: `photo1` (20, 120)
/// and `photo2` (200, 120), 150 pt squares in the grid, which scrolls vertically; the grid has
/// no photo right of x = 530.
final class BesideDragTests: XCTestCase {
    /// Finger 1 holds `photo1` until its drag lifts at 0.325 s, and stays down.
    let lifted = [S.down(0, id: 1, 95, 195)]

    /// 9 pt down is short of the hysteresis; 25 pt begins the pan (its translation less the
    /// 10 pt), and 45 pt changes it, straight down.
    func testAFingerBesideTheDragPansTheScrollViewUnderIt() {
        let o = replay(lifted + [S.down(0.5, id: 2, 600, 600), S.move(0.6, id: 2, 600, 609)], until: 0.7)
        XCTAssertEqual(o.named(.pan), [], o.log)
        let pans = replay(lifted + [S.down(0.5, id: 2, 600, 600), S.move(0.6, id: 2, 600, 609), S.move(0.7, id: 2, 600, 625),
                                    S.move(0.8, id: 2, 600, 645)], until: 0.9).named(.pan)
        XCTAssertEqual(pans.map(\.element), ["grid", "grid"])
        XCTAssertEqual(pans.map { $0.string("phase") }, ["began", "changed"])
        XCTAssertEqual(pans.map { $0.double("dx") }, [0, 0])
        XCTAssertEqual(pans.map { $0.double("dy") }, [15, 35])
    }

    /// Held on `photo2` it lifts a second session 0.325 s after it landed, though it moved 5 pt
    /// on the way; moved 15 pt sideways (past the lift's slop, along no axis the grid scrolls)
    /// it lifts none.
    func testAFingerBesideTheDragLiftsASecondSessionUnlessItMovedPastTheSlop() {
        let held = replay(lifted + [S.down(0.5, id: 2, 275, 195), S.move(0.6, id: 2, 280, 195)], until: 1.2)
        XCTAssertEqual(held.named(.dragLift).map(\.element), ["photo1", "photo2"], held.log)
        XCTAssertEqual(held.named(.dragLift).last?.t, 0.825)
        let moved = replay(lifted + [S.down(0.5, id: 2, 275, 195), S.move(0.6, id: 2, 290, 195)], until: 1.2)
        XCTAssertEqual(moved.named(.dragLift).map(\.element), ["photo1"], moved.log)
    }

    /// Its pan ends as it lifts, and is cancelled as it is cancelled.
    func testAPanBesideTheDragEndsOrIsCancelledWithItsFinger() {
        let moves = [S.down(0.5, id: 2, 600, 600), S.move(0.7, id: 2, 600, 625), S.move(0.8, id: 2, 600, 645)]
        let lifted = replay(self.lifted + moves + [S.up(0.9, id: 2, 600, 645)], until: 1).named(.pan)
        XCTAssertEqual(lifted.map { $0.string("phase") }, ["began", "changed", "ended"])
        let cancelled = replay(self.lifted + moves + [S.cancel(0.9, id: 2, 600, 645)], until: 1).named(.pan)
        XCTAssertEqual(cancelled.map { $0.string("phase") }, ["began", "changed", "cancelled"])
    }

    /// A tap beside the drag is a tap as one without it is (`maximumTapDuration`, 0.75 s, from
    /// touch-down): on `plain`, down 0.1 s taps it; down 0.8 s does not, though it last moved
    /// (2 pt) 0.1 s before it lifted.
    func testATapBesideTheDragLastsFromItsTouchDown() {
        let quick = replay(lifted + S.tap(0.5, id: 2, 1030, 62, duration: 0.1), until: 1)
        XCTAssertEqual(quick.named(.tap).map(\.element), ["plain"], quick.log)
        let slow = replay(lifted + [S.down(0.5, id: 2, 1030, 62), S.move(1.2, id: 2, 1032, 62), S.up(1.3, id: 2, 1032, 62)], until: 1.5)
        XCTAssertEqual(slow.named(.tap), [], slow.log)
    }
}

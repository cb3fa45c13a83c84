import XCTest
@testable import InputModel

/// `TapToClick` frame by frame against libinput's tap state machine (docs/sources.md,
/// "libinput"; its diagram in TapToClick.swift): a tap is a release within 180 ms of the last
/// finger change with no finger moved beyond 1.3 mm, counting the most fingers seen (at most
/// 3); a hold past the timeout, a fourth finger, a button or a move kills it until every finger
/// is up, after which the next tap counts again.
final class TapToClickTests: XCTestCase {
    /// Feeds frames of contacts (mm by tracking id) at times in seconds; returns the taps.
    struct Run {
        var tap = TapToClick()
        var previous = 0
        var semiMT = false
        mutating func frame(_ t: Double, _ contacts: [Int32: (Double, Double)], fingers: Int? = nil,
                            button: Bool = false) -> Int? {
            let points = contacts.mapValues { ScreenPoint(x: $0.0, y: $0.1) }
            let n = fingers ?? contacts.count
            defer { previous = n }
            return tap.update(fingers: n, previousFingers: previous, contacts: points, time: Timestamp(seconds: t),
                              buttonPressed: button, semiMT: semiMT)
        }
    }

    func testNoFingersIsNoTap() {
        var r = Run()
        XCTAssertNil(r.frame(0, [:]))
        XCTAssertNil(r.frame(0.05, [:]))
        XCTAssertEqual(r.tap.state, .idle)
    }

    func testAOneFingerTapAndTwoFingersLiftedTogether() {
        var r = Run()
        XCTAssertNil(r.frame(0, [1: (10, 10)]))
        XCTAssertEqual(r.frame(0.1, [:]), 1)
        // The second finger lands, then both lift in the next frame: a two-finger tap.
        XCTAssertNil(r.frame(1, [1: (10, 10)]))
        XCTAssertNil(r.frame(1.05, [1: (10, 10), 2: (30, 10)]))
        XCTAssertEqual(r.frame(1.1, [:]), 2)
    }

    /// Held past 180 ms: HOLD, no tap at the lift, nor at a later frame while it is down; the
    /// next quick tap counts. Released exactly after the timeout with no frame between: no tap.
    func testAHoldIsNoTapAndTheNextTapCounts() {
        var r = Run()
        XCTAssertNil(r.frame(0, [1: (10, 10)]))
        XCTAssertNil(r.frame(0.19, [1: (10, 10)]))
        XCTAssertEqual(r.tap.state, .dead)
        XCTAssertNil(r.frame(0.25, [1: (10, 10)]))
        XCTAssertNil(r.frame(0.3, [:]))
        XCTAssertEqual(r.tap.state, .idle)
        XCTAssertNil(r.frame(1, [1: (10, 10)]))
        XCTAssertNil(r.frame(1.2, [:]), "lifted 200 ms later: too late")
        XCTAssertEqual(r.tap.state, .idle)
        XCTAssertNil(r.frame(2, [1: (10, 10)]))
        XCTAssertEqual(r.frame(2.1, [:]), 1)
    }

    /// A fourth finger, or a button, kills the tap until every finger is up.
    func testAFourthFingerOrAButtonKillsTheTap() {
        var r = Run()
        XCTAssertNil(r.frame(0, [1: (10, 10), 2: (20, 10), 3: (30, 10), 4: (40, 10)]))
        XCTAssertEqual(r.tap.state, .dead)
        XCTAssertNil(r.frame(0.02, [1: (10, 10)]))
        XCTAssertNil(r.frame(0.05, [:]))
        XCTAssertNil(r.frame(1, [1: (10, 10)], button: true))
        XCTAssertNil(r.frame(1.05, [:]))
        XCTAssertNil(r.frame(2, [1: (10, 10)]))
        XCTAssertNil(r.frame(2.02, [1: (10, 10), 2: (20, 10), 3: (30, 10), 4: (40, 10)]))
        XCTAssertEqual(r.tap.state, .dead, "TOUCH_3 and a fourth finger: DEAD in that frame")
        XCTAssertNil(r.frame(2.05, [1: (10, 10)]))
        XCTAssertNil(r.frame(2.08, [:]))
        XCTAssertEqual(r.frame(3, [1: (10, 10)]), nil)
        XCTAssertEqual(r.frame(3.05, [:]), 1)
    }

    /// A finger that moves beyond 1.3 mm (either way, either axis), including one that landed
    /// after the first, kills the tap; 1.2 mm, or 1.28 mm on a diagonal, does not.
    func testAMoveBeyondTheThresholdKillsTheTap() {
        for (dx, dy, taps) in [(0.0, 1.4, false), (0.0, -1.4, false), (1.4, 0.0, false), (0.0, 1.2, true), (1.0, 0.8, true), (1.0, 0.9, false)] {
            var r = Run()
            _ = r.frame(0, [1: (10, 10)])
            _ = r.frame(0.05, [1: (10 + dx, 10 + dy)])
            XCTAssertEqual(r.frame(0.1, [:]) != nil, taps, "moved (\(dx), \(dy))")
        }
        var second = Run()
        _ = second.frame(0, [1: (10, 10)])
        _ = second.frame(0.03, [1: (10, 10), 2: (30, 10)])
        _ = second.frame(0.06, [1: (10, 10), 2: (33, 10)])
        XCTAssertNil(second.frame(0.1, [:]), "the second finger moved 3 mm")
    }

    /// A semi-MT pad's box jumps when the finger count changes: that frame's motion is not
    /// a move (libinput's exception), and the box where it landed is the new origin.
    func testASemiMTBoxJumpingAtACountChangeIsNoMove() {
        var r = Run()
        r.semiMT = true
        _ = r.frame(0, [0: (10, 10)], fingers: 1)
        _ = r.frame(0.03, [0: (8, 10), 1: (14, 10)], fingers: 2)
        _ = r.frame(0.06, [0: (8, 10), 1: (14, 10)], fingers: 2)
        XCTAssertEqual(r.frame(0.1, [:], fingers: 0), 2)
        var plain = Run()
        _ = plain.frame(0, [0: (10, 10)], fingers: 1)
        _ = plain.frame(0.03, [0: (8, 10), 1: (14, 10)], fingers: 2)
        XCTAssertNil(plain.frame(0.1, [:], fingers: 0), "on a true MT pad the first finger moved 2 mm")
    }

    /// A resync (or a lost stream) completes no tap: fingers still down are dead, none is idle.
    func testAResetCompletesNoTap() {
        var r = Run()
        _ = r.frame(0, [1: (10, 10)])
        r.tap.reset(fingers: 1)
        XCTAssertEqual(r.tap.state, .dead)
        XCTAssertNil(r.frame(0.05, [:]))
        _ = r.frame(1, [1: (10, 10)])
        r.tap.reset(fingers: 0)
        XCTAssertEqual(r.tap.state, .idle)
    }
}

import XCTest
import Harness
import InputModel

final class SystemGestureTests: XCTestCase {
    func fingers(_ n: Int, at t: Double, x: Double = 300, y: Double = 700) -> [UnifiedEvent] {
        (0..<n).map { S.down(t + Double($0) * 0.01, id: 10 + $0, x + Double($0) * 60, y) }
    }
    func moveAll(_ n: Int, at t: Double, dx: Double = 0, dy: Double, x: Double = 300, y: Double = 700) -> [UnifiedEvent] {
        (0..<n).map { S.move(t, id: 10 + $0, x + Double($0) * 60 + dx, y + dy) }
    }

    func testFourFingerSwipeUpIsTheAppSwitcherAndCancelsTheApp() {
        let o = replay(fingers(4, at: 0) + moveAll(4, at: 0.1, dy: -40) + moveAll(4, at: 0.2, dy: -90))
        XCTAssertEqual(o.named(.systemGesture).map { $0.string("kind") }, ["appSwitcher"], o.log)
        XCTAssertEqual(o.named(.systemGesture).first?.element, "root")
        // Three fingers moving the same way are the app's.
        let three = replay(fingers(3, at: 0) + moveAll(3, at: 0.1, dy: -40) + moveAll(3, at: 0.2, dy: -90))
        XCTAssertEqual(three.named(.systemGesture).count, 0, three.log)
    }

    func testSwipeDistanceBoundary() {
        XCTAssertEqual(replay(fingers(4, at: 0) + moveAll(4, at: 0.1, dx: -79, dy: 0)).named(.systemGesture).count, 0)
        let o = replay(fingers(4, at: 0) + moveAll(4, at: 0.1, dx: -81, dy: 0))
        XCTAssertEqual(o.named(.systemGesture).first?.string("kind"), "nextApp")
    }

    func testFourFingerPinchGoesHome() {
        // Spread 4 fingers around (480, 700) then close them to 60 %.
        let xs = [300.0, 420, 540, 660]
        var evs = xs.enumerated().map { S.down(Double($0.offset) * 0.01, id: 10 + $0.offset, $0.element, 700) }
        evs += xs.enumerated().map { S.move(0.2, id: 10 + $0.offset, 480 + ($0.element - 480) * 0.6, 700) }
        let o = replay(evs)
        XCTAssertEqual(o.named(.systemGesture).first?.string("kind"), "home", o.log)
        XCTAssertEqual(o.named(.pinch), [], "four fingers are the system's: the app's pinch never begins")
    }

    /// Two fingers pinching: the app's. A third finger landing ends the pinch (cancelled) and
    /// none begins again until every finger lifts: three fingers are iPadOS's editing gestures.
    func testAThirdFingerEndsTheAppsPinch() {
        var evs = [S.down(0, id: 10, 300, 700), S.down(0.01, id: 11, 500, 700), S.move(0.1, id: 10, 250, 700), S.move(0.1, id: 11, 550, 700)]
        XCTAssertEqual(replay(evs).named(.pinch).map { $0.string("phase") }, ["began", "changed"])
        evs += [S.down(0.2, id: 12, 400, 850), S.move(0.3, id: 10, 200, 700), S.move(0.3, id: 11, 600, 700)]
        let third = replay(evs).named(.pinch)
        XCTAssertEqual(third.map { $0.string("phase") }, ["began", "changed", "cancelled"])
        XCTAssertEqual(third.last?.t, 0.2, "cancelled as the third finger lands")
        evs += [S.up(0.4, id: 12, 400, 850), S.move(0.5, id: 10, 150, 700), S.move(0.5, id: 11, 650, 700)]
        XCTAssertEqual(replay(evs).named(.pinch).map { $0.string("phase") }, ["began", "changed", "cancelled"], "not again until every finger lifts")
        evs += [S.up(0.6, id: 10, 150, 700), S.up(0.7, id: 11, 650, 700)]
        XCTAssertEqual(replay(evs).named(.pinch).map { $0.string("phase") }, ["began", "changed", "cancelled"],
                       "a cancelled pinch does not end again as its fingers lift")
    }

    /// Two fingers panning the grid: a third finger landing ends the pan, cancelled, and the pan
    /// neither moves nor ends after that, as the fingers go on and lift
    /// (docs/interaction-machine.md, "Touches: press, hold, pan": "a third finger landing cancels
    /// a running pan").
    func testAThirdFingerEndsTheAppsPan() {
        var evs = [S.down(0, id: 10, 600, 600), S.down(0.01, id: 11, 660, 600)]
        for k in 1...5 { evs += [S.move(0.05 * Double(k), id: 10, 600, 600 + 20 * Double(k)), S.move(0.05 * Double(k), id: 11, 660, 600 + 20 * Double(k))] }
        evs += [S.down(0.3, id: 12, 500, 900)]
        evs += [S.move(0.35, id: 10, 600, 760), S.move(0.35, id: 11, 660, 760)]
        evs += [S.up(0.4, id: 12, 500, 900), S.up(0.45, id: 10, 600, 760), S.up(0.5, id: 11, 660, 760)]
        let pans = replay(evs).named(.pan)
        XCTAssertEqual(pans.last?.string("phase"), "cancelled", pans.log)
        XCTAssertEqual(pans.last?.t, 0.3, "cancelled as the third finger lands")
        XCTAssertEqual(pans.filter { $0.string("phase") == "cancelled" || $0.string("phase") == "ended" }.count, 1, pans.log)
    }

    /// A pinch holds when one of its fingers lifts and ends when the last finger does, and none
    /// begins again until every finger lifts: a new second finger spreading from the one left
    /// is no pinch (UIPinchGestureRecognizer: "The gesture ends when both fingers lift").
    func testNoSecondPinchUntilEveryFingerLifts() {
        // Over the sidebar, where nothing pans: the pinch alone.
        var evs = [S.down(0, id: 10, 900, 230), S.down(0.01, id: 11, 1000, 230), S.move(0.1, id: 10, 880, 230), S.move(0.1, id: 11, 1020, 230)]
        evs += [S.up(0.2, id: 11, 1020, 230), S.down(0.3, id: 12, 960, 230), S.move(0.4, id: 12, 1040, 230), S.move(0.5, id: 12, 1100, 230)]
        let phases = replay(evs).named(.pinch).map { $0.string("phase") }
        XCTAssertEqual(phases, ["began", "changed"], "\(phases)")
        let lifted = replay(evs + [S.up(0.6, id: 10, 880, 230), S.up(0.7, id: 12, 1100, 230)]).named(.pinch)
        XCTAssertEqual(lifted.map { $0.string("phase") }, ["began", "changed", "ended"])
        XCTAssertEqual(lifted.last?.t, 0.7, "ended as the last finger lifts")
    }

    /// Three fingers moving together are no pinch, even when their spacing changes a little as
    /// real fingers' does.
    func testThreeParallelFingersAreNoPinch() {
        var evs = fingers(3, at: 0)
        evs += [S.move(0.1, id: 10, 300, 650), S.move(0.1, id: 11, 372, 650), S.move(0.1, id: 12, 420, 650)]
        evs += [S.move(0.2, id: 10, 300, 600), S.move(0.2, id: 11, 375, 600), S.move(0.2, id: 12, 415, 600)]
        XCTAssertEqual(replay(evs).named(.pinch), [])
    }

    /// Three fingers that land on a draggable photo before its hold are three fingers, not a
    /// press: a press that may lift takes one more finger, and `dragCancelTouchCount` (3) touches
    /// cancel the drag start (docs/interaction-machine.md, "Touches: press, hold, pan"). Spread
    /// apart they pinch nothing and moved down together they pan nothing (the app's two-finger
    /// gestures are two fingers' only); held, they lift no drag and open no menu. Two fingers
    /// there stay a press: the drag lifts at 0.325 s. Once the other two lift, the first finger
    /// moved down pans nothing either.
    func testThreeFingersOnADraggableItemAreNoPressAndNoPinch() {
        let scene = Fixtures.photos
        var evs = [S.down(0, id: 1, 60, 160), S.down(0.1, id: 2, 100, 200), S.down(0.2, id: 3, 140, 240),
                   S.move(0.25, id: 1, 30, 130), S.move(0.25, id: 3, 160, 260)]
        evs += [(1, 30.0, 130.0), (2, 100, 200), (3, 160, 260)].map { S.move(0.3, id: $0.0, $0.1, $0.2 + 40) }
        evs += [(1, 30.0, 130.0), (2, 100, 200), (3, 160, 260)].map { S.move(0.4, id: $0.0, $0.1, $0.2 + 80) }
        let three = replay(evs, scene: scene, until: 1)
        let none: [OutcomeKind] = [.pinch, .pan, .dragLift, .contextMenu, .longPress]
        XCTAssertEqual(three.filter { none.contains($0.kind) }, [], three.log)
        let left = replay(evs + [S.up(0.5, id: 2, 100, 280), S.up(0.5, id: 3, 160, 340), S.move(0.6, id: 1, 30, 250),
                                 S.move(0.7, id: 1, 30, 290)], scene: scene, until: 1)
        XCTAssertEqual(left.filter { none.contains($0.kind) }, [], left.log)
        let two = replay([S.down(0, id: 1, 60, 160), S.down(0.1, id: 2, 100, 200)], scene: scene, until: 1)
        XCTAssertEqual(two.named(.dragLift).map(\.t), [0.325], two.log)
        // A finger that joined and lifted counts no more: the one landing after it makes two.
        let rejoined = replay([S.down(0, id: 1, 60, 160), S.down(0.05, id: 2, 100, 200), S.up(0.1, id: 2, 100, 200),
                               S.down(0.15, id: 3, 140, 240)], scene: scene, until: 1)
        XCTAssertEqual(rejoined.named(.dragLift).map(\.t), [0.325], rejoined.log)
    }

    /// iPadOS's editing gestures (iPad User Guide, "Undo and redo"): three fingers swiping left
    /// undo the last drop the app registered, swiping right redo it; the system takes the
    /// touches. 79 pt is not yet a swipe, 81 pt is (`multiFingerSwipeDistance`).
    func testThreeFingerSwipesUndoAndRedo() {
        let drop = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (900, 150), 0.4, 0.9) + [S.up(1.0, 900, 150)]
        let scene = Fixtures.photos
        func swipe(_ dx: Double, at t: Double) -> [UnifiedEvent] {
            fingers(3, at: t, x: 300, y: 600) + moveAll(3, at: t + 0.1, dx: dx, dy: 0, x: 300, y: 600)
                + (0..<3).map { S.up(t + 0.2, id: 10 + $0, 300 + Double($0) * 60 + dx, 600) }
        }
        XCTAssertEqual(replay(drop + swipe(-79, at: 2), scene: scene).named(.systemGesture), [])
        let undone = replay(drop + swipe(-81, at: 2), scene: scene)
        XCTAssertEqual(undone.named(.systemGesture).map { $0.string("kind") }, ["undo"], undone.log)
        XCTAssertEqual(undone.named(.undo).map { $0.strings("items") }, [["photo1"]])
        XCTAssertEqual(undone.named(.pan), [], "the app's pan never began")
        let redone = replay(drop + swipe(-81, at: 2) + swipe(81, at: 3), scene: scene)
        XCTAssertEqual(redone.named(.systemGesture).map { $0.string("kind") }, ["undo", "redo"], redone.log)
        XCTAssertEqual(redone.named(.redo).map { $0.strings("items") }, [["photo1"]])
        // Nothing to undo: the system still takes the gesture, and nothing is undone.
        let nothing = replay(swipe(-81, at: 2), scene: scene)
        XCTAssertEqual(nothing.named(.systemGesture).map { $0.string("kind") }, ["undo"])
        XCTAssertEqual(nothing.named(.undo), [])
    }

    /// The system's edge gestures take precedence over the app's recognizers
    /// (`preferredScreenEdgesDeferringSystemGestures`: "normally, the screen-edge gestures
    /// defined by the system take precedence"): a swipe up from the bottom edge that goes home
    /// within `edgeTouchDelay` (0.1 s) never reaches the app.
    func testBottomEdgeSwipeGoesHomeAndTheAppNeverPans() {
        let o = replay([S.down(0, 400, 1015), S.move(0.05, 400, 990), S.move(0.09, 400, 940), S.up(0.2, 400, 900)])
        XCTAssertEqual(o.named(.systemGesture).first?.string("kind"), "home", o.log)
        XCTAssertEqual(o.named(.tap).count, 0)
        XCTAssertEqual(o.named(.pan), [], o.log)
        // The same swipe starting 30 pt above the edge is the app's.
        let app = replay([S.down(0, 400, 990), S.move(0.05, 400, 960), S.move(0.1, 400, 900), S.up(0.2, 400, 900)])
        XCTAssertEqual(app.named(.systemGesture).count, 0)
        XCTAssertEqual(app.named(.pan).count, 3)
    }

    /// The home-indicator swipe is one finger's: a finger that lands at the bottom edge while
    /// another touches the app is part of the app's gesture, and the same swipe then goes nowhere.
    func testBottomEdgeSwipeIsOneFingersOnly() {
        let swipe = [S.down(0.05, id: 2, 600, 1015), S.move(0.1, id: 2, 600, 990), S.move(0.15, id: 2, 600, 940), S.up(0.25, id: 2, 600, 900)]
        let alone = replay(swipe)
        XCTAssertEqual(alone.named(.systemGesture).map { $0.string("kind") }, ["home"], alone.log)
        let withAnother = replay([S.down(0, id: 1, 300, 500)] + swipe + [S.up(0.3, id: 1, 300, 500)])
        XCTAssertEqual(withAnother.named(.systemGesture).count, 0, withAnother.log)
    }

    func testStreamSystemGestureCancelsTheDrag() {
        let o = replay([S.down(0, 100, 200), S.move(0.5, 600, 600), S.systemGesture(0.6, .home), S.move(0.7, 900, 150), S.up(0.8, 900, 150)])
        XCTAssertEqual(o.named(.systemGesture).first?.string("kind"), "home")
        XCTAssertEqual(o.named(.dragCancelled).count, 1, o.log)
        XCTAssertEqual(o.named(.drop).count, 0)
        XCTAssertEqual(Array(o.kinds.suffix(2)), [.systemGesture, .dragCancelled], "the cancelled touches deliver nothing more")
    }

    func testResyncCancelsActiveGestures() {
        let o = replay([S.down(0, 600, 700), S.move(0.1, 600, 730), UnifiedEvent(t: 0.2, .resync), S.up(0.3, 600, 740)])
        XCTAssertEqual(o.named(.pan).map { $0.string("phase") }, ["began", "cancelled"], o.log)
    }
}

final class DeterminismTests: XCTestCase {
    /// A stream that exercises most rules.
    var mixed: [UnifiedEvent] {
        var e: [UnifiedEvent] = S.tap(0.0, 130, 60) + S.tap(0.3, 130, 60)
        e += [S.hover(0.5, 100, 200, .began), S.hover(0.6, 1030, 60)]
        e += [S.down(1.0, 100, 200)] + S.path(from: (100, 200), to: (850, 150), 1.4, 1.6, steps: 4)
        e += (1...12).map { S.move(1.6 + Double($0) * 0.1, 850 + Double($0), 150) } + [S.up(3.0, 862, 150)]
        e += [S.key(3.5, 227, .down, .command), S.key(4.6, 227, .up, [])] + S.combo(5, "tab") + S.combo(5.2, "down")
        e += [S.touch(6, .began, id: 7, 900, 500, type: .pencil, force: 2, maxForce: 4.17, altitude: 1, azimuth: 0.3),
              S.touch(6.1, .ended, id: 7, 905, 500, type: .pencil, force: 1, maxForce: 4.17, altitude: 1, azimuth: 0.3)]
        return e
    }

    func testSameStreamTwiceGivesTheSameLog() {
        let a = replay(mixed, until: 7).map(\.jsonLine)
        let b = replay(mixed, until: 7).map(\.jsonLine)
        XCTAssertGreaterThan(a.count, 15)
        XCTAssertEqual(a, b)
    }

    func testShiftedTimestampsShiftTheOutcomes() {
        let base = replay(mixed, until: 7)
        for shift in [100.0, 12345.678] {
            let shifted = mixed.map { e -> UnifiedEvent in var e = e; e.t += TimeSpan(seconds: shift); return e }
            let o = replay(shifted, until: 7 + shift)
            XCTAssertEqual(o.count, base.count)
            for (x, y) in zip(base, o) {
                XCTAssertEqual(x.kind, y.kind)
                XCTAssertEqual(x.element, y.element)
                XCTAssertEqual(x.fields, y.fields)
                XCTAssertEqual(y.t - TimeSpan(seconds: shift), x.t, "exact: times are whole µs")
            }
        }
    }

    func testAdvanceFiresTimersFromEventTimeOnly() {
        var m = InteractionMachine(scene: Fixtures.photos)
        XCTAssertTrue(m.apply(S.down(0, 1030, 60)).isEmpty)
        XCTAssertTrue(m.advance(to: 0.4).isEmpty)
        XCTAssertEqual(m.advance(to: 0.5).kinds, [.longPress])
        XCTAssertTrue(m.advance(to: 10).isEmpty)
    }

    func testJSONLineKeyOrder() {
        let o = Outcome(t: 0.325, element: "album", .drop(target: "album", operation: .copy, items: ["a", "b"]))
        XCTAssertEqual(o.jsonLine, #"{"t":0.325,"outcome":"drop","element":"album","target":"album","operation":"copy","items":["a","b"]}"#)
        XCTAssertEqual(Outcome(t: 1, .dropForbidden).jsonLine, #"{"t":1,"outcome":"dropForbidden","element":"root"}"#)
    }

    func testConstantsAreOverridable() {
        var c = InteractionConstants()
        c.longPressDuration = 1.0
        XCTAssertTrue(replay([S.down(0, 1030, 60)], constants: c, until: 0.9).isEmpty)
        XCTAssertEqual(replay([S.down(0, 1030, 60)], constants: c, until: 1.01).kinds, [.longPress])
    }
}

final class StreamSystemGestureTests: XCTestCase {
    func testOneOutcomePerStreamGesture() {
        let o = replay([S.systemGesture(0, .appSwitcher, .began), S.systemGesture(0.1, .appSwitcher, .changed),
                        S.systemGesture(0.2, .appSwitcher, .ended), S.systemGesture(1, .home, .ended)])
        XCTAssertEqual(o.map { $0.string("kind") }, ["appSwitcher", "home"], o.log)
        XCTAssertEqual(o.map(\.t), [0, 1])
    }
}

final class ConstantsCatalogTests: XCTestCase {
    func testEveryConstantIsCatalogued() {
        let c = InteractionConstants()
        let stored = Mirror(reflecting: c).children.compactMap(\.label)
        XCTAssertEqual(c.catalog.map(\.name), stored)
        XCTAssertTrue(c.catalog.allSatisfy { !$0.unit.isEmpty && !$0.source.isEmpty })
        var changed = c
        changed.springLoadMaximumSpeed = 30
        XCTAssertEqual(changed.catalog.first { $0.name == "springLoadMaximumSpeed" }?.value, 30)
    }
}

import XCTest
import Harness
import InputModel

final class TouchTests: XCTestCase {
    // Tap on "save" (100…160 × 40…84).
    func testTapReportsElementCountAndInput() {
        let o = replay(S.tap(0, 130, 60))
        XCTAssertEqual(o.kinds, [.tap], o.log)
        XCTAssertEqual(o[0].element, "save")
        XCTAssertEqual(o[0].int("count"), 1)
        XCTAssertEqual(o[0].string("input"), "touch")
        XCTAssertEqual(o[0].t, 0.08)
    }

    func testTapOnNothingInteractiveReportsTheHitElementOrRoot() {
        XCTAssertEqual(replay(S.tap(0, 350, 60)).first?.element, "title")
        XCTAssertEqual(replay(S.tap(0, 1300, 1010), scene: Scene(name: "empty", elements: [])).first?.element, "root")
    }

    func testDoubleTapIntervalBoundary() {
        let fast = replay(S.tap(0, 130, 60) + S.tap(0.08 + 0.34, 130, 60))
        XCTAssertEqual(fast.named(.tap).map { $0.int("count") }, [1, 2], fast.log)
        let slow = replay(S.tap(0, 130, 60) + S.tap(0.08 + 0.36, 130, 60))
        XCTAssertEqual(slow.named(.tap).map { $0.int("count") }, [1, 1], slow.log)
    }

    func testTripleTapCounts() {
        let o = replay(S.tap(0, 130, 60) + S.tap(0.2, 131, 61) + S.tap(0.4, 129, 60))
        XCTAssertEqual(o.named(.tap).map { $0.int("count") }, [1, 2, 3])
    }

    /// `UITapGestureRecognizer.numberOfTouchesRequired` defaults to 1: two fingers tapping the
    /// save button together are no tap; one finger alone is.
    func testTwoFingersTogetherAreNoTap() {
        let two = replay([S.down(0, id: 1, 120, 60), S.down(0.02, id: 2, 140, 60), S.up(0.1, id: 1, 120, 60), S.up(0.1, id: 2, 140, 60)])
        XCTAssertEqual(two.named(.tap), [], two.log)
        XCTAssertEqual(replay(S.tap(0, 130, 60)).named(.tap).map(\.element), ["save"])
    }

    /// A finger that flings the grid and lifts while moving leaves it coasting (momentum scroll
    /// outcomes, decaying); one that stops before lifting leaves it still (below
    /// `ScrollMomentum.minimumSpeed`); a finger touching the glass again stops the coasting with a
    /// zero momentum outcome.
    func testAFlingCoastsAndATouchStopsIt() {
        let fling = [S.down(0, 400, 800)] + S.path(from: (400, 800), to: (400, 400), 0.01, 0.2, steps: 24) + [S.up(0.21, 400, 400)]
        let coasting = replay(fling, until: 5).filter { $0.kind == .scroll }
        XCTAssertGreaterThan(coasting.count, 30)
        XCTAssertTrue(coasting.allSatisfy { $0.element == "grid" && $0.string("phase") == "momentum" })
        XCTAssertLessThan(coasting[0].double("dy") ?? 0, -20, "up, as the finger went")
        XCTAssertEqual(Set(coasting.map { $0.double("dx") }), [0], "straight up: no sideways coasting")
        XCTAssertEqual(coasting.last?.double("dy"), 0)
        let stopped = [S.down(0, 400, 800)] + S.path(from: (400, 800), to: (400, 400), 0.01, 0.2, steps: 24)
            + [S.move(0.5, 400, 400), S.up(0.6, 400, 400)]
        XCTAssertEqual(replay(stopped, until: 3).filter { $0.kind == .scroll }, [], "it stopped 0.3 s before lifting")
        let caught = replay(fling + [S.down(0.5, id: 2, 400, 500), S.up(0.55, id: 2, 400, 500)], until: 3).filter { $0.kind == .scroll }
        XCTAssertEqual(caught.last?.double("dy"), 0)
        XCTAssertEqual(caught.last?.t, 0.5, "stopped as the finger touched")
    }

    /// A pan the stream cancelled never flings, and leaves nothing to the next pan's fling: a
    /// finger flinging the grid up is cancelled; 10 ms later another pans it 20 pt down and lifts,
    /// within the 100-ms velocity window of the first. The grid coasts down, exactly as after the
    /// second pan alone.
    func testACancelledPanLeavesNothingToTheNextFling() {
        let first = [S.down(0, id: 1, 400, 800)] + S.path(id: 1, from: (400, 800), to: (400, 400), 0.01, 0.2, steps: 24)
            + [S.cancel(0.21, id: 1, 400, 400)]
        let second = [S.down(0.22, id: 2, 400, 500), S.move(0.24, id: 2, 400, 512), S.move(0.26, id: 2, 400, 520), S.up(0.27, id: 2, 400, 520)]
        let after = replay(first + second, until: 3).filter { $0.kind == .scroll }
        let alone = replay(second, until: 3).filter { $0.kind == .scroll }
        XCTAssertGreaterThan(after.first?.double("dy") ?? 0, 0, after.log)
        XCTAssertEqual(after, alone)
    }

    func testMultiTapRadiusIsTheTapSlop() {
        // Second tap 44 pt from the first (inside the window's container) still counts; 46 does not.
        let near = replay(S.tap(0, 400, 600) + S.tap(0.2, 444, 600))
        XCTAssertEqual(near.named(.tap).map { $0.int("count") }, [1, 2])
        let far = replay(S.tap(0, 400, 600) + S.tap(0.2, 446, 600))
        XCTAssertEqual(far.named(.tap).map { $0.int("count") }, [1, 1])
    }

    /// Each tap's movement is measured from where its own touch went down, not from the first
    /// tap of the run: a second tap 30 pt from the first that moves 20 pt more (50 pt from the
    /// first, 20 from its own start) is still a tap, the run's second.
    func testASecondTapsMovementIsMeasuredFromItsOwnStart() {
        let o = replay(S.tap(0, 900, 950) + [S.down(0.2, 930, 950), S.move(0.25, 950, 950), S.up(0.3, 950, 950)])
        XCTAssertEqual(o.named(.tap).map { $0.int("count") }, [1, 2], o.log)
    }

    func testTapSlopBoundary() {
        // On the window container (no scroll view, no hold): 44 pt of movement is still a tap, 46 is not.
        let inside = replay([S.down(0, 900, 950), S.move(0.05, 944, 950), S.up(0.1, 944, 950)])
        XCTAssertEqual(inside.named(.tap).count, 1, inside.log)
        let outside = replay([S.down(0, 900, 950), S.move(0.05, 946, 950), S.up(0.1, 946, 950)])
        XCTAssertEqual(outside.named(.tap).count, 0, outside.log)
    }

    func testTapMaximumDurationBoundary() {
        var c = InteractionConstants()
        c.longPressDuration = 10  // keep long press out of the way
        XCTAssertEqual(replay(S.tap(0, 130, 60, duration: 0.74), constants: c).named(.tap).count, 1)
        XCTAssertEqual(replay(S.tap(0, 130, 60, duration: 0.76), constants: c).named(.tap).count, 0)
    }

    func testLongPressDurationBoundary() {
        // "plain" has no drag and no context menu: a bare long press at 0.5 s.
        let early = replay([S.down(0, 1030, 60)], until: 0.49)
        XCTAssertTrue(early.isEmpty, early.log)
        let late = replay([S.down(0, 1030, 60)], until: 0.51)
        XCTAssertEqual(late.kinds, [.longPress])
        XCTAssertEqual(late[0].t, 0.5)
        XCTAssertEqual(late[0].element, "plain")
        XCTAssertEqual(late[0].string("input"), "touch")
        // After a long press, lifting is not a tap.
        XCTAssertEqual(replay([S.down(0, 1030, 60), S.up(0.6, 1030, 60)]).kinds, [.longPress])
    }

    func testLongPressMovementBoundary() {
        let still = replay([S.down(0, 1010, 50), S.move(0.1, 1019, 50)], until: 0.6)
        XCTAssertEqual(still.kinds, [.longPress])
        let moved = replay([S.down(0, 1010, 50), S.move(0.1, 1021, 50)], until: 0.6)
        XCTAssertTrue(moved.isEmpty, moved.log)
    }

    func testPanHysteresisBoundaryOnScrollView() {
        // Empty area of the grid scroll view (600, 700).
        let small = replay([S.down(0, 600, 700), S.move(0.05, 600, 709), S.up(0.1, 600, 709)])
        XCTAssertEqual(small.named(.pan).count, 0, small.log)
        XCTAssertEqual(small.named(.tap).count, 1)
        let big = replay([S.down(0, 600, 700), S.move(0.05, 600, 711), S.move(0.1, 600, 731), S.up(0.15, 600, 731)])
        XCTAssertEqual(big.named(.pan).map { $0.string("phase") }, ["began", "changed", "ended"], big.log)
        // The hysteresis is subtracted: 11 pt of movement is 1 pt of translation.
        XCTAssertEqual(big[0].double("dy")!, 1, accuracy: 1e-9)
        XCTAssertEqual(big[0].element, "grid")
        XCTAssertEqual(big.named(.pan).last!.double("dy")!, 21, accuracy: 1e-9)
        XCTAssertEqual(big.named(.tap).count, 0)
    }

    func testPinchHysteresisBoundary() {
        let start = [S.down(0, id: 1, 500, 600), S.down(0.01, id: 2, 600, 600)]
        let small = replay(start + [S.move(0.1, id: 2, 607, 600)])
        XCTAssertEqual(small.named(.pinch).count, 0, small.log)
        let big = replay(start + [S.move(0.1, id: 2, 609, 600), S.move(0.2, id: 2, 709, 600),
                               S.up(0.3, id: 1, 500, 600), S.up(0.3, id: 2, 709, 600)])
        let pinches = big.named(.pinch)
        XCTAssertEqual(pinches.map { $0.string("phase") }, ["began", "changed", "ended"], big.log)
        XCTAssertEqual(pinches[0].double("scale")!, 1, accuracy: 1e-9)
        XCTAssertEqual(pinches[1].double("scale")!, 209.0 / 109.0, accuracy: 1e-9)
        XCTAssertEqual(pinches[0].element, "grid")
        XCTAssertEqual(big.named(.tap).count, 0)
    }

    func testHitTestingPrefersChildrenAndHigherZ() {
        let scene = Scene(name: "z", elements: [
            SceneElement(id: "back", role: .button, frame: ScreenRect(x: 0, y: 0, width: 200, height: 200), z: 1),
            SceneElement(id: "front", role: .button, frame: ScreenRect(x: 50, y: 50, width: 200, height: 200), z: 2),
            SceneElement(id: "late", role: .button, frame: ScreenRect(x: 300, y: 0, width: 100, height: 100)),
            SceneElement(id: "child", role: .button, frame: ScreenRect(x: 300, y: 0, width: 50, height: 50), parent: "late"),
        ])
        XCTAssertEqual(replay(S.tap(0, 100, 100), scene: scene).first?.element, "front")
        XCTAssertEqual(replay(S.tap(0, 20, 20), scene: scene).first?.element, "back")
        XCTAssertEqual(replay(S.tap(0, 310, 10), scene: scene).first?.element, "child")
        XCTAssertEqual(replay(S.tap(0, 390, 90), scene: scene).first?.element, "late")
    }

    /// A second finger joining a press that may still hold (a draggable photo) makes it no tap
    /// (docs/interaction-machine.md, "Touches: press, hold, pan": "another finger joins while a hold is
    /// possible (the tap fails)"): two fingers down on `photo1` and up within 0.1 s tap nothing.
    func testASecondFingerOnAPressThatMayHoldIsNoTap() {
        let o = replay([S.down(0, id: 1, 60, 160), S.down(0.01, id: 2, 100, 200), S.up(0.08, id: 2, 100, 200), S.up(0.1, id: 1, 60, 160)])
        XCTAssertEqual(o.named(.tap), [], o.log)
        XCTAssertEqual(replay(S.tap(0, 60, 160, duration: 0.1)).named(.tap).map(\.element), ["photo1"], "one finger taps it")
    }

    /// A pointer touch that gives no buttons is a primary click (docs/interfaces.md, the JSONL
    /// `touch`): on `plain` it taps, with the pointer.
    func testAPointerTouchWithoutButtonsIsAPrimaryClick() {
        func pointer(_ t: Double, _ phase: TouchPhase) -> UnifiedEvent {
            UnifiedEvent(t: Timestamp(seconds: t), .touch(Touch(phase: phase, id: 9, touchType: .indirectPointer, x: 1030, y: 62)))
        }
        let o = replay([pointer(0, .began), pointer(0.05, .ended)])
        XCTAssertEqual(o.named(.tap).map(\.element), ["plain"], o.log)
        XCTAssertEqual(o.named(.tap).first?.string("input"), "pointer")
    }
}

import XCTest
@testable import Harness
import InputModel

/// `SystemGestureRecognizer` alone (docs/interaction-machine.md, "System gestures"). Directions
/// from the iPad User Guide (multitasking gestures): four or five fingers swiping up open the app
/// switcher, swiping left or right switch apps, pinching goes home; a swipe up from the bottom
/// edge goes home. Distances are the documented assumptions of docs/interaction-machine.md,
/// "Constants": 80 pt of centroid travel, a spread down to 0.7, 60 pt up from within 20 pt of
/// the bottom.
final class SystemGestureRecognizerTests: XCTestCase {
    let world = MachineWorld.laidOut(Scene(name: "s", elements: []))

    /// Fingers landing one by one at `points`, each reported to the recognizer as it lands.
    func land(_ points: [ScreenPoint], _ r: inout SystemGestureRecognizer, _ touches: inout LiveTouches) {
        for (i, p) in points.enumerated() {
            touches[i] = TrackedTouch(id: i, type: .direct, start: p, startT: 0, location: p, lastT: 0, role: .gesture)
            let (out, request) = r.applied(.touchBegan(Touch(phase: .began, id: i, touchType: .direct, x: p.x, y: p.y), p), at: 0, world, touches: touches)
            XCTAssertEqual(out, [])
            XCTAssertNil(request)
        }
    }

    /// Moves every finger to `f(start)` and reports the move.
    func move(_ touches: inout LiveTouches, _ r: inout SystemGestureRecognizer, _ f: (ScreenPoint) -> ScreenPoint) -> ([Outcome], SystemGestureRecognizer.Request?) {
        for id in touches.sortedIDs() {
            let start = touches[id]!.start
            _ = touches.move(id, to: f(start), at: 0.2)
        }
        return r.applied(.touchesMoved, at: 0.2, world, touches: touches)
    }

    let four = [ScreenPoint(x: 300, y: 500), ScreenPoint(x: 400, y: 500), ScreenPoint(x: 500, y: 500), ScreenPoint(x: 600, y: 500)]

    func kinds(_ out: [Outcome]) -> [String?] { out.map { $0.string("kind") } }

    func testFourFingersUpOpenTheAppSwitcherFromEightyPoints() {
        for (dy, expected) in [(-79.0, [String?]()), (-80.0, ["appSwitcher"])] {
            var r = SystemGestureRecognizer(), touches = LiveTouches()
            land(four, &r, &touches)
            let (out, request) = move(&touches, &r) { ScreenPoint(x: $0.x, y: $0.y + dy) }
            XCTAssertEqual(kinds(out), expected, "travel \(dy)")
            XCTAssertEqual(request, expected.isEmpty ? nil : .cancelAppTouches)
        }
        // Down is not a system gesture.
        var r = SystemGestureRecognizer(), touches = LiveTouches()
        land(four, &r, &touches)
        XCTAssertEqual(move(&touches, &r) { ScreenPoint(x: $0.x, y: $0.y + 200) }.0, [])
    }

    func testFourFingersSidewaysSwitchApps() {
        for (dx, expected) in [(-100.0, "nextApp"), (100.0, "previousApp")] {
            var r = SystemGestureRecognizer(), touches = LiveTouches()
            land(four, &r, &touches)
            XCTAssertEqual(kinds(move(&touches, &r) { ScreenPoint(x: $0.x + dx, y: $0.y) }.0), [expected])
        }
    }

    func testThreeFingersAreTheApps() {
        var r = SystemGestureRecognizer(), touches = LiveTouches()
        land(Array(four.prefix(3)), &r, &touches)
        XCTAssertEqual(move(&touches, &r) { ScreenPoint(x: $0.x, y: $0.y - 300) }.0, [])
    }

    /// Four fingers pinching in to 70 % of their spread go home; to 71 % they do not.
    func testFourFingersPinchingGoHome() {
        let centre = ScreenPoint(x: 450, y: 500)
        for (ratio, expected) in [(0.71, [String?]()), (0.7, ["home"])] {
            var r = SystemGestureRecognizer(), touches = LiveTouches()
            land(four, &r, &touches)
            let out = move(&touches, &r) { ScreenPoint(x: centre.x + ($0.x - centre.x) * ratio, y: centre.y + ($0.y - centre.y) * ratio) }.0
            XCTAssertEqual(kinds(out), expected, "ratio \(ratio)")
        }
    }

    /// A lone finger down within 20 pt of the bottom edge that travels 60 pt up goes home; 59 pt
    /// does not, and a finger landing higher never does.
    func testABottomEdgeSwipeUpGoesHome() {
        let h = world.environment.screen.height
        for (startY, travel, expected) in [(h - 10, 60.0, ["home"]), (h - 10, 59.0, []), (h - 21, 100.0, [String?]())] {
            var r = SystemGestureRecognizer(), touches = LiveTouches()
            land([ScreenPoint(x: 400, y: startY)], &r, &touches)
            XCTAssertEqual(kinds(move(&touches, &r) { ScreenPoint(x: $0.x, y: $0.y - travel) }.0), expected, "start \(startY), travel \(travel)")
        }
        // A second finger already down: not an edge swipe.
        var r = SystemGestureRecognizer(), touches = LiveTouches()
        land([ScreenPoint(x: 100, y: 300), ScreenPoint(x: 400, y: h - 10)], &r, &touches)
        XCTAssertEqual(move(&touches, &r) { ScreenPoint(x: $0.x, y: $0.y - 100) }.0, [])
    }

    /// A stream gesture is one outcome: at its beginning, or at its end when that is all the
    /// source reports; a cancelled gesture that never began is nothing.
    func testAStreamGestureIsOneOutcome() {
        func g(_ phase: GesturePhase) -> SystemGestureRecognizer.Input { .stream(SystemGesture(kind: .dock, phase: phase, fingers: 1)) }
        var r = SystemGestureRecognizer()
        let touches = LiveTouches()
        XCTAssertEqual(kinds(r.applied(g(.began), at: 0, world, touches: touches).0), ["dock"])
        XCTAssertEqual(r.applied(g(.changed), at: 0.1, world, touches: touches).0, [])
        XCTAssertEqual(r.applied(g(.ended), at: 0.2, world, touches: touches).0, [])
        XCTAssertEqual(kinds(r.applied(g(.ended), at: 0.3, world, touches: touches).0), ["dock"], "an end alone")
        XCTAssertEqual(r.applied(g(.cancelled), at: 0.4, world, touches: touches).0, [])
        XCTAssertEqual(kinds(r.applied(g(.changed), at: 0.5, world, touches: touches).0), ["dock"], "a change alone begins it")
        XCTAssertEqual(r.applied(g(.changed), at: 0.6, world, touches: touches).0, [], "and the next change goes on with it")
        XCTAssertEqual(r.applied(g(.ended), at: 0.7, world, touches: touches).0, [], "as does its end")
    }

    /// The trace names each of the three tracks' states as the diagram does (docs/
    /// interaction-machine.md, "System gestures"): a lone finger in the bottom edge's zone is the
    /// edge track's, exactly three fingers the three-finger track's (not the multi-finger one's,
    /// which takes four or more), and four the multi-finger track's.
    func testTheTraceNamesTheTrackEachFingerCountTracks() {
        let h = world.environment.screen.height
        let cases: [([ScreenPoint], String)] = [
            ([], "edge none, multi-finger none, three-finger none"),
            ([ScreenPoint(x: 400, y: h - 10)], "edge tracking, multi-finger none, three-finger none"),
            (Array(four.prefix(3)), "edge none, multi-finger none, three-finger tracking"),
            (four, "edge none, multi-finger tracking, three-finger none"),
        ]
        for (points, expected) in cases {
            var r = SystemGestureRecognizer(), touches = LiveTouches()
            land(points, &r, &touches)
            XCTAssertEqual(r.traceState, expected, "\(points.count) fingers")
        }
    }

    /// A lone finger in the bottom edge's zone is held from the app while its swipe may be the
    /// system's; another finger landing fails the swipe, and the app gets the held finger.
    func testAnotherFingerGivesTheHeldEdgeFingerToTheApp() {
        let h = world.environment.screen.height
        var r = SystemGestureRecognizer(), touches = LiveTouches()
        land([ScreenPoint(x: 400, y: h - 10)], &r, &touches)
        XCTAssertTrue(r.holdsFromApp(0))
        let p = ScreenPoint(x: 100, y: 300)
        touches[1] = TrackedTouch(id: 1, type: .direct, start: p, startT: 0.05, location: p, lastT: 0.05, role: .gesture)
        let (_, request) = r.applied(.touchBegan(Touch(phase: .began, id: 1, touchType: .direct, x: p.x, y: p.y), p), at: 0.05, world, touches: touches)
        XCTAssertEqual(request, .releaseToApp(id: 0))
        XCTAssertFalse(r.holdsATouch)
    }

    /// The system's gestures are the fingers': Apple Pencil touching down elsewhere neither fails
    /// a finger's edge swipe nor starts one, and the finger's swipe up still goes home.
    func testAPencilIsNoFingerOfAnEdgeSwipe() {
        let h = world.environment.screen.height
        var r = SystemGestureRecognizer(), touches = LiveTouches()
        land([ScreenPoint(x: 400, y: h - 10)], &r, &touches)
        let p = ScreenPoint(x: 100, y: 300)
        touches[5] = TrackedTouch(id: 5, type: .pencil, start: p, startT: 0.05, location: p, lastT: 0.05, role: .gesture)
        let (out, request) = r.applied(.touchBegan(Touch(phase: .began, id: 5, touchType: .pencil, x: p.x, y: p.y), p), at: 0.05, world, touches: touches)
        XCTAssertEqual(out, [])
        XCTAssertNil(request)
        XCTAssertTrue(r.holdsFromApp(0), "the finger's swipe is still undecided")
        _ = touches.move(0, to: ScreenPoint(x: 400, y: h - 80), at: 0.2)
        XCTAssertEqual(kinds(r.applied(.touchesMoved, at: 0.2, world, touches: touches).0), ["home"])
    }

    /// A world whose scene defers `edges` to the app, with `constants`.
    func world(defers edges: Set<ScreenEdge> = [], _ constants: InteractionConstants = .default) -> MachineWorld {
        var scene = Scene(name: "s", elements: [])
        scene.defersSystemGestures = edges
        return MachineWorld.laidOut(scene, constants: constants)
    }

    /// One finger landing at `start` at `t` and moving through `path` (points, 0.05 s apart):
    /// the system gestures recognized, and the last request.
    func swipe(_ r: inout SystemGestureRecognizer, _ w: MachineWorld, id: Int = 0, from start: ScreenPoint, at t: Double,
               through path: [ScreenPoint], lift: Bool = true) -> (kinds: [String?], request: SystemGestureRecognizer.Request?) {
        var touches = LiveTouches()
        let t0 = Timestamp(seconds: t)
        touches[id] = TrackedTouch(id: id, type: .direct, start: start, startT: t0, location: start, lastT: t0, role: .gesture)
        var (out, request) = r.applied(.touchBegan(Touch(phase: .began, id: id, touchType: .direct, x: start.x, y: start.y), start), at: t0, w, touches: touches)
        for (k, p) in path.enumerated() {
            let at = Timestamp(seconds: t + 0.05 * Double(k + 1))
            _ = touches.move(id, to: p, at: at)
            let step = r.applied(.touchesMoved, at: at, w, touches: touches)
            out += step.outcomes
            request = step.request ?? request
        }
        if lift { r.apply(.touchEnded(id: id), at: Timestamp(seconds: t + 0.05 * Double(path.count + 1)), w, touches: touches) }
        return (kinds(out), request)
    }

    func up(from start: ScreenPoint, by distance: Double, steps: Int = 4) -> [ScreenPoint] {
        (1...steps).map { ScreenPoint(x: start.x, y: start.y - distance * Double($0) / Double(steps)) }
    }

    /// A deferred edge (`preferredScreenEdgesDeferringSystemGestures`): the first swipe is the
    /// app's, the second within `deferredEdgeRepeatWindow` (3 s) the system's, and after the
    /// system took one the next is a first swipe again, the app's.
    func testADeferredEdgeTakesEverySecondSwipe() {
        let w = world(defers: [.bottom])
        let start = ScreenPoint(x: 400, y: w.environment.screen.height - 10)
        var r = SystemGestureRecognizer()
        XCTAssertEqual(swipe(&r, w, from: start, at: 0, through: up(from: start, by: 100)).kinds, [], "first: the app's")
        XCTAssertEqual(swipe(&r, w, from: start, at: 1, through: up(from: start, by: 100)).kinds, ["home"], "second: the system's")
        XCTAssertEqual(swipe(&r, w, from: start, at: 2, through: up(from: start, by: 100)).kinds, [], "third: a first again")
    }

    /// The window runs from the moment the app's swipe went its distance, not from its last
    /// move: a finger that went on moving for 2.5 s after it does not stretch the window.
    func testTheDeferredWindowRunsFromTheFirstSwipesDistance() {
        let w = world(defers: [.bottom])
        let start = ScreenPoint(x: 400, y: w.environment.screen.height - 10)
        var r = SystemGestureRecognizer()
        // 100 pt up by 0.2 s (60 pt reached at 0.15 s), then 50 more moves to 2.7 s.
        let long = up(from: start, by: 100) + (1...50).map { ScreenPoint(x: 400 + Double($0), y: start.y - 100) }
        XCTAssertEqual(swipe(&r, w, from: start, at: 0, through: long).kinds, [])
        XCTAssertEqual(swipe(&r, w, from: start, at: 3.3, through: up(from: start, by: 100)).kinds, [],
                       "3.3 s after the first reached its distance: a first swipe again")
    }

    /// A system-first edge swipe fails when the finger moves more than `panHysteresis` (10 pt)
    /// not away from the edge: 10 pt sideways keeps it, 10.5 pt gives the finger to the app; and
    /// a failed swipe stays failed, however far up the finger then goes.
    func testAnEdgeSwipeFailsPastPanHysteresisSidewaysAndStaysFailed() {
        let w = world()
        let start = ScreenPoint(x: 400, y: w.environment.screen.height - 10)
        var kept = SystemGestureRecognizer()
        XCTAssertNil(swipe(&kept, w, from: start, at: 0, through: [ScreenPoint(x: 410, y: start.y)], lift: false).request)
        XCTAssertTrue(kept.holdsFromApp(0))
        var failed = SystemGestureRecognizer()
        let sideways = ScreenPoint(x: 410.5, y: start.y)
        let r = swipe(&failed, w, from: start, at: 0, through: [sideways] + up(from: sideways, by: 200), lift: false)
        XCTAssertEqual(r.request, .releaseToApp(id: 0))
        XCTAssertEqual(r.kinds, [], "no home after the swipe failed")
    }

    /// The top edge has its own distance (`topEdgeSwipeDistance`): set to 90 pt, 89 pt down from
    /// the top opens nothing and 90 pt Notification Center, while the bottom keeps its 60.
    func testTheTopEdgeGoesByItsOwnDistance() {
        var c = InteractionConstants.default
        c.topEdgeSwipeDistance = 90
        let w = world(c)
        let top = ScreenPoint(x: 300, y: 5)
        for (travel, expected) in [(89.0, [String?]()), (90.0, ["notificationCenter"])] {
            var r = SystemGestureRecognizer()
            let path = (1...3).map { ScreenPoint(x: top.x, y: top.y + travel * Double($0) / 3) }
            XCTAssertEqual(swipe(&r, w, from: top, at: 0, through: path).kinds, expected, "down \(travel)")
        }
        let bottom = ScreenPoint(x: 400, y: w.environment.screen.height - 10)
        var r = SystemGestureRecognizer()
        XCTAssertEqual(swipe(&r, w, from: bottom, at: 0, through: up(from: bottom, by: 60)).kinds, ["home"])
    }

    /// Three fingers are the editing gestures' count (`editingGestureFingers`), whatever cancels
    /// a drag's lift (`dragCancelTouchCount`, set to 5 here): three fingers swiping left undo.
    func testThreeFingersUndoWhateverCancelsALift() {
        var c = InteractionConstants.default
        c.dragCancelTouchCount = 5
        let w = world(c)
        var r = SystemGestureRecognizer(), touches = LiveTouches()
        for (i, p) in four.prefix(3).enumerated() {
            touches[i] = TrackedTouch(id: i, type: .direct, start: p, startT: 0, location: p, lastT: 0, role: .gesture)
            r.apply(.touchBegan(Touch(phase: .began, id: i, touchType: .direct, x: p.x, y: p.y), p), at: 0, w, touches: touches)
        }
        for id in touches.sortedIDs() { _ = touches.move(id, to: ScreenPoint(x: touches[id]!.start.x - 100, y: 500), at: 0.2) }
        let (out, request) = r.applied(.touchesMoved, at: 0.2, w, touches: touches)
        XCTAssertEqual(kinds(out), ["undo"])
        XCTAssertEqual(request, .edit(.undo))
    }

    /// Lifting ends each track as its diagram draws it: the edge finger lifting ends the edge
    /// track (nothing held, no release due); one of three lifting ends the three-finger track;
    /// one of four lifting ends the multi-finger track ("fewer remain"), and the three left
    /// swiping up open nothing.
    func testALiftEndsTheTracksItLeaves() {
        let h = world.environment.screen.height
        var edge = SystemGestureRecognizer(), touches = LiveTouches()
        land([ScreenPoint(x: 400, y: h - 10)], &edge, &touches)
        edge.apply(.touchEnded(id: 0), at: 0.05, world, touches: touches)
        XCTAssertEqual(edge.traceState, "edge none, multi-finger none, three-finger none")
        XCTAssertFalse(edge.holdsATouch)
        XCTAssertNil(edge.releaseDue(world.constants))
        var three = SystemGestureRecognizer()
        touches = LiveTouches()
        land(Array(four.prefix(3)), &three, &touches)
        three.apply(.touchEnded(id: 2), at: 0.1, world, touches: touches)
        XCTAssertEqual(three.traceState, "edge none, multi-finger none, three-finger none")
        var multi = SystemGestureRecognizer()
        touches = LiveTouches()
        land(four, &multi, &touches)
        multi.apply(.touchEnded(id: 3), at: 0.1, world, touches: touches)
        touches[3] = nil
        XCTAssertEqual(multi.traceState, "edge none, multi-finger none, three-finger none")
        XCTAssertEqual(move(&touches, &multi) { ScreenPoint(x: $0.x, y: $0.y - 200) }.0, [], "three fingers up: the app's")
    }
}

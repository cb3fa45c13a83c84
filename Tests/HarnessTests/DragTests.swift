import XCTest
import Harness
import InputModel

final class DragTests: XCTestCase {
    // photo1: 20…170 × 120…270 (no menu); album: 840…1100 × 120…180; notes (text only): 840…1100 × 300…344.

    func testLiftDelayBoundary() {
        XCTAssertEqual(replay([S.down(0, 100, 200)], until: 0.32).named(.dragLift).count, 0)
        let o = replay([S.down(0, 100, 200)], until: 0.33)
        XCTAssertEqual(o.named(.dragLift).count, 1)
        XCTAssertEqual(o[0].element, "photo1")
        XCTAssertEqual(o[0].strings("items"), ["photo1"])
        XCTAssertEqual(o[0].int("count"), 1)
        XCTAssertEqual(o[0].t, 0.325)
        // Released at 0.32 s it is a tap.
        XCTAssertEqual(replay(S.tap(0, 100, 200, duration: 0.32)).kinds, [.tap])
    }

    func testLiftMovementBoundary() {
        XCTAssertEqual(replay([S.down(0, 100, 200), S.move(0.1, 109, 200)], until: 0.4).named(.dragLift).count, 1)
        let moved = replay([S.down(0, 100, 200), S.move(0.1, 111, 200)], until: 0.4)
        XCTAssertEqual(moved.named(.dragLift).count, 0)
        // The grid scrolls vertically only: 11 pt sideways pans nothing, 11 pt down pans it.
        XCTAssertEqual(moved.named(.pan).count, 0)
        let down = replay([S.down(0, 100, 200), S.move(0.1, 100, 211)], until: 0.4)
        XCTAssertEqual(down.named(.dragLift).count, 0)
        XCTAssertEqual(down.named(.pan).count, 1)
    }

    func testThreeTouchesCancelTheLiftTwoDoNot() {
        let two = replay([S.down(0, id: 1, 100, 200), S.down(0.05, id: 2, 300, 600)], until: 0.4)
        XCTAssertEqual(two.named(.dragLift).count, 1, two.log)
        let three = replay([S.down(0, id: 1, 100, 200), S.down(0.05, id: 2, 300, 600), S.down(0.1, id: 3, 400, 600)], until: 0.4)
        XCTAssertEqual(three.named(.dragLift).count, 0, three.log)
    }

    func testTappingAnotherItemAddsIt() {
        let o = replay([S.down(0, id: 1, 100, 200)] + S.tap(0.5, id: 2, 270, 200) + S.tap(0.8, id: 3, 100, 370)
                       + S.tap(1.0, id: 4, 1000, 60))
        let added = o.named(.dragItemAdded)
        XCTAssertEqual(added.map(\.element), ["photo2", "photo4"], o.log)
        XCTAssertEqual(added.last?.strings("items"), ["photo1", "photo2", "photo4"])
        XCTAssertEqual(added.last?.int("count"), 3)
        // A draggable item's tap is the session's (photo3 cannot join: it is not multi-select);
        // the toolbar button beside the drag takes its tap ("the source and destination apps
        // continue to run normally and support user interaction", UIKit › Drag and drop).
        XCTAssertEqual(o.named(.tap).map(\.element), ["plain"], o.log)
    }

    func testSelectionLiftsTogether() {
        let o = replay(S.click(0, 100, 200) + [S.key(0.5, HIDUsage.leftGUI, .down, .command)] + S.click(0.6, 450, 200)
                       + [S.key(0.8, HIDUsage.leftGUI, .up, []), S.down(1, 100, 200)], until: 1.4)
        XCTAssertEqual(o.named(.dragLift).first?.strings("items"), ["photo1", "photo3"], o.log)
    }

    /// A selection that holds something not draggable (the album, Command-clicked with the
    /// photos) lifts only its draggable items.
    func testSelectionLiftsOnlyWhatDrags() {
        var m = InteractionMachine(scene: Fixtures.photos)
        _ = m.run(S.click(0, 100, 200) + [S.key(0.5, HIDUsage.leftGUI, .down, .command)] + S.click(0.6, 900, 150) + S.click(0.8, 450, 200)
                  + [S.key(0.9, HIDUsage.leftGUI, .up, [])])
        XCTAssertEqual(Set(m.selection), ["photo1", "album", "photo3"])
        let o = m.run([S.down(1, 100, 200)], until: Timestamp(seconds: 1.4))
        XCTAssertEqual(o.named(.dragLift).first?.strings("items"), ["photo1", "photo3"], o.log)
    }

    /// Two drag sessions over two spring-loaded folders: each folder's spring loading keeps its
    /// own times (possible on arrival, activating `springLoadingDelay` later, activated after
    /// the flash), the first session's not held back by the second's later ones.
    func testTwoSessionsSpringLoadOnTheirOwnTimes() throws {
        let yaml = MechanismScene.yaml("springs", children: """
            - id: grid
              role: scrollView
              frame: [0, 0, 600, 800]
              children:
                - {id: p1, role: gridItem, frame: [20, 20, 150, 150], draggable: {types: [public.image]}}
                - {id: p2, role: gridItem, frame: [200, 20, 150, 150], draggable: {types: [public.image]}}
            - {id: a, role: folder, frame: [700, 100, 200, 100], dropDestination: {accepts: [public.image]}, springLoaded: openA}
            - {id: b, role: folder, frame: [700, 600, 200, 100], dropDestination: {accepts: [public.image]}, springLoaded: openB}
            """)
        let scene = try XCTUnwrap(MechanismScene.load(yaml, case: "two springs"))
        var events = [S.down(0, id: 1, 95, 95)] + S.path(id: 1, from: (95, 95), to: (800, 150), 0.6, 0.9)
        events += [S.down(1.0, id: 2, 275, 95)] + S.path(id: 2, from: (275, 95), to: (800, 650), 1.6, 1.9)
        events += stride(from: 2.0, through: 3.6, by: 0.1).flatMap { t in [S.move(t, id: 1, 800, 150), S.move(t + 0.001, id: 2, 800, 650)] }
        let o = replay(events.sorted { $0.t < $1.t }, scene: scene, until: 4)
        let springs = o.named(.springLoad)
        func times(_ folder: String) -> [String] {
            springs.filter { $0.element == folder }.map { "\($0.string("state") ?? "") \(String(format: "%.1f", $0.t.seconds))" }
        }
        // Each arrives moving fast (0.9 s, 1.9 s); the next event, 0.1 s later, finds it still
        // (`springLoadStillInterval`, 1/15 s): possible; then 0.8 s and 0.4 s
        // (`springLoadPossibleDuration`, `springLoadActivatingDuration`).
        XCTAssertEqual(times("a"), ["possible 1.0", "activating 1.8", "activated 2.2"], o.log)
        XCTAssertEqual(times("b"), ["possible 2.0", "activating 2.8", "activated 3.2"], o.log)
    }

    /// Two drag sessions dwelling in two scroll views' edge zones: each scroll view autoscrolls
    /// `autoscrollDwell` (0.75 s) after its own session arrived, the first not held back by the
    /// second's later dwell.
    func testTwoSessionsAutoscrollOnTheirOwnTimes() throws {
        let yaml = MechanismScene.yaml("edges", children: """
            - id: grid
              role: scrollView
              frame: [0, 0, 600, 800]
              contentSize: [600, 3000]
              children:
                - {id: p1, role: gridItem, frame: [20, 20, 150, 150], draggable: {types: [public.image]}}
                - {id: p2, role: gridItem, frame: [200, 20, 150, 150], draggable: {types: [public.image]}}
            - {id: list, role: scrollView, frame: [900, 0, 300, 800], contentSize: [300, 3000]}
            """)
        let scene = try XCTUnwrap(MechanismScene.load(yaml, case: "two edge zones"))
        var events = [S.down(0, id: 1, 95, 95)] + S.path(id: 1, from: (95, 95), to: (300, 780), 0.6, 0.9)
        // The second finger lifts p2 (held 0.5 s beside the first drag) and reaches the list's
        // zone at 1.3 s, while the grid's dwell (from 0.9 s) is still running.
        events += [S.down(0.55, id: 2, 275, 95)] + S.path(id: 2, from: (275, 95), to: (1050, 780), 1.1, 1.3)
        let o = replay(events.sorted { $0.t < $1.t }, scene: scene, until: 3)
        XCTAssertEqual(o.named(.dragLift).map(\.element), ["p1", "p2"], o.log)
        let first = Dictionary(grouping: o.named(.autoscroll), by: \.element).mapValues { $0.map(\.t.seconds).min() ?? 0 }
        XCTAssertEqual(first["grid"] ?? 0, 0.9 + 0.75, accuracy: 0.002, o.log)
        XCTAssertEqual(first["list"] ?? 0, 1.3 + 0.75, accuracy: 0.002, o.log)
    }

    /// Lift photo1, travel to `p` and release.
    func dragTo(_ x: Double, _ y: Double, scene: Scene = Fixtures.photos, from: (Double, Double) = (100, 200),
                environment: HarnessEnvironment = HarnessEnvironment()) -> [Outcome] {
        var evs = [S.down(0, from.0, from.1)]
        evs += S.path(from: from, to: (x, y), 0.4, 0.9)
        evs.append(S.up(1.0, x, y))
        return replay(evs, scene: scene, environment: environment)
    }

    func testDropIntoAnotherContainerCopies() {
        let o = dragTo(900, 150)
        XCTAssertTrue(o.contains { $0.kind == .dropTargetEntered && $0.element == "album" }, o.log)
        let drop = o.named(.drop)
        XCTAssertEqual(drop.count, 1)
        XCTAssertEqual(drop[0].element, "album")
        XCTAssertEqual(drop[0].string("target"), "album")
        XCTAssertEqual(drop[0].string("operation"), "copy")
        XCTAssertEqual(drop[0].strings("items"), ["photo1"])
    }

    func testDropInTheSameContainerMoves() {
        let o = dragTo(600, 800)
        XCTAssertEqual(o.named(.drop).first?.string("operation"), "move", o.log)
        XCTAssertEqual(o.named(.drop).first?.string("target"), "grid")
    }

    func testForbiddenDestinationRefusesAndCancels() {
        let o = dragTo(900, 320)
        XCTAssertTrue(o.contains { $0.kind == .dropForbidden && $0.element == "notes" }, o.log)
        XCTAssertEqual(o.named(.drop).count, 0)
        XCTAssertEqual(o.last?.kind, .dragCancelled)
        XCTAssertEqual(o.last?.element, "photo1")
    }

    func testReleaseOverNothingCancelsBackToOrigin() {
        let o = dragTo(1200, 980)
        XCTAssertEqual(o.last?.kind, .dragCancelled, o.log)
        XCTAssertEqual(o.last?.element, "photo1")
        XCTAssertEqual(o.named(.drop).count, 0)
    }

    /// A lift released where it was lifted begins no drag session (UIDragInteraction; HIG › Drag
    /// and drop): it cancels back, no drop on its own grid, though the grid takes drops. Moved
    /// 10 pt it still has not begun; 11 pt, and a release there drops (a move within the grid).
    func testAStillLiftReleasedCancels() {
        let still = replay([S.down(0, 100, 200), S.up(0.6, 100, 200)])
        XCTAssertEqual(still.named(.dragLift).count, 1, still.log)
        XCTAssertEqual(still.named(.drop).count, 0, still.log)
        XCTAssertEqual(still.last?.kind, .dragCancelled)
        XCTAssertEqual(still.last?.element, "photo1")
        let ten = replay([S.down(0, 100, 200), S.move(0.5, 110, 200), S.up(0.6, 110, 200)])
        XCTAssertEqual(ten.named(.drop).count, 0, ten.log)
        let eleven = replay([S.down(0, 100, 200), S.move(0.5, 111, 200), S.up(0.6, 111, 200)])
        XCTAssertEqual(eleven.named(.drop).first?.string("target"), "grid", eleven.log)
    }

    /// A pointer lifts by moving (`pointerDragThreshold`): its session has begun, so releasing
    /// it where it lifted drops, where a finger's still lift released cancels.
    func testAPointerLiftedByMovingDropsWhereItLifted() {
        let p = [S.down(0, id: 9, 100, 200, type: .indirectPointer), S.move(0.1, id: 9, 130, 200, type: .indirectPointer),
                 S.up(0.2, id: 9, 130, 200, type: .indirectPointer)]
        let o = replay(p, until: 1)
        XCTAssertEqual(o.named(.dragLift).map(\.element), ["photo1"], o.log)
        XCTAssertEqual(o.named(.drop).map { $0.string("target") }, ["grid"], o.log)
        XCTAssertEqual(o.named(.dragCancelled), [], o.log)
    }

    func testCancelledTouchCancelsTheDrag() {
        let o = replay([S.down(0, 100, 200), S.cancel(0.5, 100, 200)])
        XCTAssertEqual(o.last?.kind, .dragCancelled)
        XCTAssertEqual(o.last?.strings("items"), ["photo1"], "the items, not their types")
    }

    /// A drag that ends without a drop while spring loading is pending over the album (possible,
    /// not yet activated) ends the spring loading too (`inactive`), whichever way it ends: its
    /// touch cancelled, Escape, or the system taking the touches.
    func testADragEndingOverASpringLoadedTargetEndsTheSpringLoading() {
        let toAlbum = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (850, 150), 0.4, 0.6, steps: 5) + [S.move(0.7, 851, 150)]
        let endings: [(String, [UnifiedEvent])] = [("cancelled touch", [S.cancel(0.9, 851, 150)]),
                                                   ("escape", S.combo(0.9, "escape")),
                                                   ("system", [S.systemGesture(0.9, .home)])]
        for (name, ending) in endings {
            let o = replay(toAlbum + ending, until: 3)
            XCTAssertEqual(o.named(.springLoad).map { "\($0.element) \($0.string("state") ?? "")" }, ["album possible", "album inactive"], "\(name): \(o.log)")
            XCTAssertEqual(o.named(.springLoad).last?.t.seconds ?? 0, 0.9, accuracy: 0.002, name)
            XCTAssertEqual(o.named(.dragCancelled).map { $0.strings("items") }, [["photo1"]], name)
        }
    }

    func testAcrossAppsAlwaysCopies() {
        // Half split on 12.9" landscape: photos at x 0…678, files at x 688…1366 (both declare policy move).
        let env = HarnessEnvironment(.iPadPro12_9, .landscape, .half)
        let o = dragTo(900, 500, scene: Fixtures.split, from: (90, 170), environment: env)
        let drop = o.named(.drop)
        XCTAssertEqual(drop.first?.element, "folder", o.log)
        XCTAssertEqual(drop.first?.string("operation"), "copy")
        let same = dragTo(400, 600, scene: Fixtures.split, from: (90, 170), environment: env)
        XCTAssertEqual(same.named(.drop).first?.string("operation"), "move")
    }

    // MARK: Spring loading

    /// Lift photo1, then enter the album at `speed` pt/s and keep moving at that speed inside it.
    func springStream(speed: Double, until end: Double) -> [Outcome] {
        var evs = [S.down(0, 100, 200)]
        evs += S.path(from: (100, 200), to: (850, 150), 0.4, 0.6, steps: 5)  // fast approach
        // Inside: samples every 0.1 s moving `speed` pt/s.
        var x = 850.0
        var t = 0.6
        while t < end - 1e-9 {
            t += 0.1
            x += speed * 0.1
            evs.append(S.move(t, x, 150))
        }
        return replay(evs, until: end)
    }

    func testSpringLoadingActivatesAfterDwellBelowTwentyPointsPerSecond() {
        let o = springStream(speed: 19, until: 2.5)
        let states = o.named(.springLoad).map { $0.string("state") }
        XCTAssertEqual(states, ["possible", "activating", "activated"], o.log)
        let s = o.named(.springLoad)
        XCTAssertEqual(s[0].element, "album")
        XCTAssertEqual(s[0].t, 0.7)
        XCTAssertEqual(s[1].t, 1.5)
        XCTAssertEqual(s[2].t, 1.9)
        XCTAssertEqual(s[2].string("action"), "openAlbum")
    }

    func testSpringLoadingNeverStartsAtTwentyOnePointsPerSecond() {
        let o = springStream(speed: 21, until: 2.5)
        XCTAssertEqual(o.named(.springLoad).count, 0, o.log)
    }

    func testFastMovementAndLeavingResetSpringLoading() {
        var evs = [S.down(0, 100, 200)]
        evs += S.path(from: (100, 200), to: (850, 150), 0.4, 0.6, steps: 5)
        evs += [S.move(0.7, 851, 150), S.move(1.0, 861, 150) /* 33 pt/s */, S.move(1.1, 862, 150), S.move(1.3, 600, 600)]
        let o = replay(evs, until: 3)
        XCTAssertEqual(o.named(.springLoad).map { $0.string("state") }, ["possible", "inactive", "possible", "inactive"], o.log)
    }

    /// Leaving while the spring loading is activating (its flash, before it opens) ends it too.
    func testLeavingWhileActivatingResetsSpringLoading() {
        var evs = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (850, 150), 0.4, 0.6, steps: 5)
        evs += stride(from: 0.7, through: 1.6, by: 0.1).map { S.move($0, 851, 150) }
        evs.append(S.move(1.7, 600, 600))
        let o = replay(evs, until: 3)
        XCTAssertEqual(o.named(.springLoad).map { "\($0.string("state") ?? "") \(String(format: "%.1f", $0.t.seconds))" },
                       ["possible 0.7", "activating 1.5", "inactive 1.7"], o.log)
    }

    /// A dragged folder is not its own destination: carried over itself, it enters no drop
    /// target and starts no spring loading of itself.
    func testADraggedDestinationIsNotItsOwnTarget() throws {
        let yaml = MechanismScene.yaml("folders", children: """
            - {id: f, role: folder, frame: [100, 100, 300, 200], draggable: {types: [public.folder]}, dropDestination: {accepts: [public.folder]}, springLoaded: openF}
            """)
        let scene = try XCTUnwrap(MechanismScene.load(yaml, case: "a folder over itself"))
        let evs = [S.down(0, 150, 150)] + S.path(from: (150, 150), to: (300, 250), 0.6, 0.9) + stride(from: 1.0, through: 2.5, by: 0.1).map { S.move($0, 300, 250) }
        let o = replay(evs, scene: scene, until: 3)
        XCTAssertEqual(o.named(.dragLift).map(\.element), ["f"], o.log)
        XCTAssertEqual(o.filter { [.dropTargetEntered, .dropForbidden, .springLoad].contains($0.kind) }, [], o.log)
    }

    /// Each destination entered is reported, the grid again after the album although nothing
    /// came between (the window is no destination) and the proposal is the same: the lift
    /// begins over the grid (the photo's own container), the album, then the grid again.
    func testEachDestinationEnteredIsReported() {
        var evs = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (900, 150), 0.4, 0.9)
        evs += S.path(from: (900, 150), to: (1200, 600), 1.0, 1.2) + S.path(from: (1200, 600), to: (400, 600), 1.3, 1.6)
        let o = replay(evs, until: 2)
        XCTAssertEqual(o.filter { [.dropTargetEntered, .dropTargetExited].contains($0.kind) }.map { "\($0.kind) \($0.element)" },
                       ["dropTargetEntered grid", "dropTargetExited grid", "dropTargetEntered album", "dropTargetExited album",
                        "dropTargetEntered grid"], o.log)
    }

    // MARK: Autoscroll

    /// The edge an autoscroll goes toward is the nearest one where the dwell ends: near the
    /// grid's bottom-right corner (its frame ends at x 800, y 1000), a move of 14 pt (within the
    /// dwell's slop) from nearer the bottom to nearer the right keeps the dwell and turns its edge.
    func testAutoscrollGoesTowardTheNearestEdgeWhereTheDwellEnds() {
        var evs = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (760, 965), 0.4, 0.5, steps: 3)
        evs.append(S.move(0.8, 770, 955))
        let o = replay(evs, until: 1.5)
        XCTAssertEqual(o.named(.autoscroll).map { "\($0.string("edge") ?? "") \(String(format: "%.2f", $0.t.seconds))" }, ["right 1.25"], o.log)
    }

    /// Moving past `autoscrollDwellSlop` (20 pt) in the zone starts the dwell again from there:
    /// small moves after it are measured from the new place, and the dwell ends 0.75 s later.
    func testAutoscrollDwellStartsAgainWhereTheMoveEnded() {
        var evs = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (400, 960), 0.4, 0.5, steps: 3)
        evs.append(S.move(0.8, 425, 960))
        evs += stride(from: 0.9, through: 2.0, by: 0.1).enumerated().map { S.move($0.element, 425 + Double($0.offset % 2) * 2, 960) }
        let o = replay(evs, until: 2.1)
        XCTAssertEqual(o.named(.autoscroll).first?.t.seconds ?? 0, 0.8 + 0.75, accuracy: 0.002, o.log)
    }

    func testAutoscrollAfterDwellInTheEdgeZone() {
        // The grid's bottom edge is y = 1000; y 960 is in its 50 pt zone.
        var evs = [S.down(0, 100, 200)]
        evs += S.path(from: (100, 200), to: (400, 960), 0.4, 0.5, steps: 3)
        let early = replay(evs, until: 0.5 + 0.74)
        XCTAssertEqual(early.named(.autoscroll).count, 0)
        let late = replay(evs, until: 0.5 + 0.76)
        XCTAssertEqual(late.named(.autoscroll).count, 1, late.log)
        XCTAssertEqual(late.named(.autoscroll).first?.element, "grid")
        XCTAssertEqual(late.named(.autoscroll).first?.string("edge"), "bottom")
    }

    func testAutoscrollDwellToleratesTwentyPoints() {
        var evs = [S.down(0, 100, 200)]
        evs += S.path(from: (100, 200), to: (400, 960), 0.4, 0.5, steps: 3)
        let within = replay(evs + [S.move(0.9, 419, 960)], until: 1.3)
        XCTAssertEqual(within.named(.autoscroll).count, 1)
        let beyond = replay(evs + [S.move(0.9, 421, 960)], until: 1.3)
        XCTAssertEqual(beyond.named(.autoscroll).count, 0, beyond.log)
    }

    /// Once autoscrolling, the drag may wander 40 pt from where the dwell began (the constants
    /// catalog's `autoscrollStopDistance`, after UIKit's `_UIAutoScrollAssistant`); farther,
    /// autoscroll stops and a new dwell starts there, which autoscrolls again 0.75 s later.
    func testAutoscrollStopsBeyondFortyPointsAndDwellsAgain() {
        var evs = [S.down(0, 100, 200)]
        evs += S.path(from: (100, 200), to: (400, 960), 0.4, 0.5, steps: 3)
        let within = replay(evs + [S.move(1.3, 439, 960)], until: 2.2)
        XCTAssertEqual(within.named(.autoscroll).count, 1, within.log)
        let atTheEdge = replay(evs + [S.move(1.3, 440, 960)], until: 2.2)
        XCTAssertEqual(atTheEdge.named(.autoscroll).count, 1, "40 pt is still within: \(atTheEdge.log)")
        let beyond = replay(evs + [S.move(1.3, 441, 960)], until: 2.2)
        XCTAssertEqual(beyond.named(.autoscroll).map(\.t), [1.25, 2.05], beyond.log)
    }

    // MARK: Undo

    func testCommandZUndoesADrop() throws {
        let drop = dragTo(900, 150)
        XCTAssertEqual(drop.named(.drop).count, 1)
        var evs = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (900, 150), 0.4, 0.9) + [S.up(1.0, 900, 150)]
        evs += S.combo(2, "cmd+z")
        let o = replay(evs)
        let undo = o.named(.undo)
        XCTAssertEqual(undo.count, 1, o.log)
        XCTAssertEqual(undo[0].element, "album")
        XCTAssertEqual(undo[0].strings("items"), ["photo1"])
        // Only Command-Z undoes: another key, or Command alone, does not.
        var other = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (900, 150), 0.4, 0.9) + [S.up(1.0, 900, 150)]
        other += S.combo(2, "tab") + [S.key(3, HIDUsage.leftGUI, .down, .command), S.key(3.2, HIDUsage.leftGUI, .up)]
        XCTAssertEqual(replay(other).named(.undo).count, 0)
        // Nothing left to undo.
        XCTAssertEqual(replay(evs + S.combo(3, "cmd+z")).named(.undo).count, 1)
        // A scene without undo support does nothing.
        var noUndo = Fixtures.photos
        noUndo.undo = false
        XCTAssertEqual(replay(evs, scene: noUndo).named(.undo).count, 0)
        // The drop target's own `undo` decides over the scene's, either way.
        let album = try XCTUnwrap(Fixtures.photos.apps[0].elements.firstIndex { $0.id == "album" })
        var albumUndoes = noUndo
        albumUndoes.apps[0].elements[album].undo = true
        XCTAssertEqual(replay(evs, scene: albumUndoes).named(.undo).map(\.element), ["album"])
        var albumDoesNot = Fixtures.photos
        albumDoesNot.apps[0].elements[album].undo = false
        XCTAssertEqual(replay(evs, scene: albumDoesNot).named(.undo), [])
    }

    /// Shift-Command-Z redoes the drop Command-Z undid (`redo`); a redo with nothing undone does
    /// nothing, and a new drop after an undo leaves nothing to redo (UndoManager clears its redo
    /// stack when an undo is registered).
    func testShiftCommandZRedoesTheUndoneDrop() {
        var evs = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (900, 150), 0.4, 0.9) + [S.up(1.0, 900, 150)]
        XCTAssertEqual(replay(evs + S.combo(2, "cmd+shift+z")).named(.redo).count, 0, "nothing undone")
        evs += S.combo(2, "cmd+z")
        let o = replay(evs + S.combo(3, "cmd+shift+z"))
        let redo = o.named(.redo)
        XCTAssertEqual(redo.count, 1, o.log)
        XCTAssertEqual(redo.first?.element, "album")
        XCTAssertEqual(redo.first?.strings("items"), ["photo1"])
        XCTAssertEqual(redo.first?.string("operation"), o.named(.drop).first?.string("operation"), "the drop's own operation")
        // Redone, it can be undone again.
        XCTAssertEqual(replay(evs + S.combo(3, "cmd+shift+z") + S.combo(4, "cmd+z")).named(.undo).count, 2)
        // A new drop after the undo: nothing to redo.
        var again = evs + [S.down(3, 100, 200)] + S.path(from: (100, 200), to: (900, 150), 3.4, 3.9) + [S.up(4.0, 900, 150)]
        again += S.combo(5, "cmd+shift+z")
        XCTAssertEqual(replay(again).named(.redo).count, 0)
    }

    /// Escape, or Command-period, on a hardware keyboard cancels a drag in flight: dragCancelled,
    /// and the lift over the album drops nothing. Without a drag Escape cancels nothing.
    func testEscapeOrCommandPeriodCancelsTheDrag() {
        let drag = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (900, 150), 0.4, 0.9)
        for keys in ["escape", "cmd+."] {
            let o = replay(drag + S.combo(1.0, keys) + [S.move(1.1, 905, 150), S.up(1.2, 905, 150)])
            let cancelled = o.named(.dragCancelled)
            XCTAssertEqual(cancelled.count, 1, "\(keys): \(o.log)")
            XCTAssertEqual(cancelled.first.map { $0.t.seconds } ?? 0, 1.0, accuracy: 0.002, "as the key goes down")
            XCTAssertEqual(o.named(.drop), [], keys)
        }
        XCTAssertEqual(replay(S.combo(0, "escape")).named(.dragCancelled), [])
        // Command-comma, and a period alone, are no cancel keys.
        XCTAssertEqual(replay(drag + S.combo(1.0, "cmd+,") + [S.up(1.2, 900, 150)]).named(.drop).count, 1)
        XCTAssertEqual(replay(drag + S.combo(1.0, ".") + [S.up(1.2, 900, 150)]).named(.drop).count, 1)
    }

    func testOptionHeldCopiesWhereTheDestinationDeclaresIt() {
        var scene = Fixtures.photos
        scene.apps[0].elements[5].dropDestination?.optionCopies = true  // grid
        var evs = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (600, 800), 0.4, 0.9)
        evs += [S.key(0.95, HIDUsage.leftAlt, .down, .alternate), S.up(1.0, 600, 800)]
        XCTAssertEqual(replay(evs, scene: scene).named(.drop).first?.string("operation"), "copy")
        XCTAssertEqual(replay(evs).named(.drop).first?.string("operation"), "move")
    }
}

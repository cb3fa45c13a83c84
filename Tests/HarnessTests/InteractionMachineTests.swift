import XCTest
import InputModel
@testable import Harness

/// The machine's own arbitration between its recognizers (docs/interaction-machine.md): a new
/// layout (`setEnvironment`), Escape during a drag, and the system taking the touches, each an
/// input like any other that ends what it ends and leaves the rest working.
final class InteractionMachineTests: XCTestCase {
    // Fixtures.photos: "photo3" (380…530 × 120…270) has a menu and drags; "save" (100…160 ×
    // 40…84) is a bar button; "photo1" starts the grid's focus group.
    let portrait = HarnessEnvironment(.iPadPro12_9, .portrait)
    /// photo1 lifted (held 0.4 s) and carried to the album by 0.9 s, not yet dropped.
    let dragToAlbum = [S.down(0, 100, 200)] + S.path(from: (100, 200), to: (900, 150), 0.4, 0.9)
    /// The Pencil touching down on "sketch" (840…1340 × 400…900) at 0 s and drawing on at 0.05 s.
    let pencilOnSketch = [S.touch(0, .began, id: 5, 900, 500, type: .pencil, force: 1, maxForce: 4),
                          S.touch(0.05, .moved, id: 5, 910, 510, type: .pencil, force: 1, maxForce: 4)]
    /// A finger (id 2) swiping up 170 pt from the bottom edge, 1–1.35 s.
    let swipeUpFromTheBottom = [S.down(1, id: 2, 600, 1020)] + S.path(id: 2, from: (600, 1020), to: (600, 850), 1.05, 1.3)
        + [S.up(1.35, id: 2, 600, 850)]

    /// A finger held on "photo3" as the scene is laid out again: its press is cancelled, so the
    /// hold's time (0.5 s) passes with no menu, and its lift taps nothing. A new finger taps.
    func testANewLayoutCancelsTheTouches() {
        var m = InteractionMachine(scene: Fixtures.photos)
        XCTAssertEqual(m.run([S.down(0, 450, 190)]).kinds, [])
        _ = m.setEnvironment(portrait)
        XCTAssertEqual(m.run([S.move(0.6, 452, 190), S.up(1.0, 452, 190)], until: Timestamp(seconds: 2)).kinds, [])
        XCTAssertNil(m.shownContextMenu)
        let tap = m.run(S.tap(2, 130, 60))
        XCTAssertEqual(tap.kinds, [.tap])
        XCTAssertEqual(tap.first?.element, "save")
        // Without the relayout the same hold shows the menu.
        XCTAssertEqual(replay([S.down(0, 450, 190), S.move(0.6, 452, 190)]).kinds, [.contextMenu])
    }

    /// Focus is forgotten when the scene is laid out again (docs/interaction-machine.md, focus).
    func testANewLayoutForgetsTheFocus() {
        var m = InteractionMachine(scene: Fixtures.photos)
        _ = m.run(S.combo(0, "tab"))
        XCTAssertEqual(m.focusedElement, "plain")
        _ = m.setEnvironment(portrait)
        XCTAssertNil(m.focusedElement)
        XCTAssertNil(m.focusedGroup)
        // Tab starts again from the first group.
        XCTAssertEqual(m.run(S.combo(1, "tab")).named(.focus).map(\.element), ["plain"])
    }

    /// A Shift-arrow run ends with the layout: the next run extends from where focus is then.
    /// Before: a run anchored at "photo2" selected photo2 and photo3. After: Tab twice focuses
    /// "photo1" again, and Shift-Down to "photo4" selects from photo1, not from photo2.
    func testANewLayoutEndsAShiftArrowRun() {
        var m = InteractionMachine(scene: Fixtures.photos)
        _ = m.run(S.combo(0, "tab") + S.combo(0.2, "tab") + S.combo(0.4, "right") + S.combo(0.6, "shift+right"))
        XCTAssertEqual(m.selection, ["photo2", "photo3"])
        _ = m.setEnvironment(portrait)
        _ = m.run(S.combo(1, "tab") + S.combo(1.2, "tab"))
        XCTAssertEqual(m.focusedElement, "photo1")
        _ = m.run(S.combo(1.4, "shift+down"))
        XCTAssertEqual(m.focusedElement, "photo4")
        XCTAssertEqual(m.selection, ["photo1", "photo2", "photo3", "photo4"])
    }

    /// What the pointer and the Pencil hovered is forgotten: their next movement over the same
    /// element begins its hover again.
    func testANewLayoutForgetsWhatWasHovered() {
        var m = InteractionMachine(scene: Fixtures.photos)
        XCTAssertEqual(m.run([S.hover(0, 130, 60, .began)]).named(.hoverBegan).map(\.element), ["save"])
        XCTAssertEqual(m.run([S.hover(0.1, 131, 60)]).named(.hoverBegan), [])
        _ = m.setEnvironment(portrait)
        XCTAssertEqual(m.run([S.hover(0.2, 132, 60)]).named(.hoverBegan).map(\.element), ["save"])

        var p = InteractionMachine(scene: Fixtures.photos)
        let first = p.run([S.hover(0, 450, 190, .began, source: .pencil, zOffset: 0.5)])
        XCTAssertEqual(first.named(.hoverBegan).map(\.element), ["photo3"], first.log)
        XCTAssertEqual(p.run([S.hover(0.1, 451, 190, source: .pencil, zOffset: 0.5)]).named(.hoverBegan), [])
        _ = p.setEnvironment(portrait)
        XCTAssertEqual(p.run([S.hover(0.2, 452, 190, source: .pencil, zOffset: 0.5)]).named(.hoverBegan).map(\.element), ["photo3"])
    }

    /// Escape cancels a drag, and the finger that dragged does nothing more until it lifts:
    /// moving on and lifting make no outcome. The next finger taps as usual.
    func testAfterEscapeTheDraggingFingerDoesNothingUntilItLifts() throws {
        let o = replay(dragToAlbum + S.combo(1.0, "escape") + S.path(from: (900, 150), to: (130, 60), 1.1, 1.5)
                       + [S.up(2.5, 130, 60)] + S.tap(3, 130, 60), until: 4)
        let cancelled = try XCTUnwrap(o.firstIndex { $0.kind == .dragCancelled }, o.log)
        let after = o[(cancelled + 1)...]
        XCTAssertEqual(after.map(\.kind), [.tap], o.log)
        XCTAssertEqual(after.first?.t.seconds ?? 0, 3.08, accuracy: 0.001)
    }

    /// Escape cancels the drag while its finger stays down; a second finger then presses and
    /// moves over the grid, lifts, and the first finger moves and lifts last.
    func testAfterEscapeASecondFingerIsAFingerOfItsOwn() throws {
        let together = (1...10).flatMap { k -> [UnifiedEvent] in
            let t = 1.2 + Double(k) * 0.03
            return [S.move(t, 900 - Double(k) * 30, 150), S.move(t + 0.001, id: 2, 400, 600 - Double(k) * 20)]
        }
        let o = replay(dragToAlbum + S.combo(1.0, "escape") + [S.down(1.2, id: 2, 400, 600)] + together
                       + [S.up(1.7, id: 2, 400, 400), S.up(2.5, 600, 150)], until: 4)
        let cancelled = try XCTUnwrap(o.firstIndex { $0.kind == .dragCancelled }, o.log)
        let after = Array(o[(cancelled + 1)...])
        XCTAssertEqual(Set(after.map { "\($0.kind) \($0.element)" }), ["pan grid"], o.log)
        XCTAssertEqual(after.first?.string("phase"), "began")
        XCTAssertEqual(after.last?.string("phase"), "ended")
        XCTAssertEqual(after.last?.t.seconds ?? 0, 1.7, accuracy: 0.001)
    }

    /// The touch router's diagram: a touch whose drag Escape cancelled goes from `gesture` to
    /// `ignored` (docs/interaction-machine.md, touches).
    func testEscapeMarksTheDraggingTouchIgnored() {
        var m = InteractionMachine(scene: Fixtures.photos)
        m.tracesTransitions = true
        _ = m.run(dragToAlbum + S.combo(1.0, "escape"))
        let ignored = m.takeTransitions().filter { $0.recognizer == "TouchRouter" && $0.input == "ignore" }
        XCTAssertEqual(ignored.map { "\($0.from) → \($0.to)" }.count, 1, "\(ignored)")
        XCTAssertTrue(ignored.first?.to.contains("ignored") ?? false, "\(ignored)")
    }

    func fingers(_ n: Int, at t: Double, dx: Double = 0, _ phase: TouchPhase = .began) -> [UnifiedEvent] {
        (0..<n).map { S.touch(t + (phase == .began ? Double($0) * 0.01 : 0), phase, id: 10 + $0, 300 + Double($0) * 60 + dx, 600) }
    }

    /// Three fingers swiping left are the system's undo (iPad User Guide, "Undo and redo"): it
    /// takes the touches, so the swipe going on over the grid never becomes the app's pan.
    func testTheEditingSwipeTakesTheTouches() {
        let o = replay(fingers(3, at: 0) + fingers(3, at: 0.1, dx: -81, .moved) + fingers(3, at: 0.15, dx: -160, .moved)
                       + fingers(3, at: 0.2, dx: -240, .moved) + fingers(3, at: 0.3, dx: -240, .ended))
        XCTAssertEqual(o.named(.systemGesture).map { $0.string("kind") }, ["undo"], o.log)
        XCTAssertEqual(o.kinds, [.systemGesture], o.log)
    }

    /// The undo swipe takes every touch, a Pencil's stroke on the canvas too: it ends
    /// `cancelled` as the swipe is recognized, and the Pencil draws no more until it lifts.
    func testTheEditingSwipeCancelsAStroke() {
        let after = [S.touch(0.2, .moved, id: 5, 950, 550, type: .pencil, force: 1, maxForce: 4),
                     S.touch(0.3, .ended, id: 5, 950, 550, type: .pencil, force: 1, maxForce: 4)]
        let o = replay(pencilOnSketch + fingers(3, at: 0.06) + fingers(3, at: 0.15, dx: -81, .moved) + after)
        let strokes = o.named(.stroke).map { $0.string("phase") ?? "" }
        XCTAssertEqual(strokes, ["began", "moved", "cancelled"], o.log)
        XCTAssertEqual(o.named(.stroke).last?.t.seconds ?? 0, 0.15, accuracy: 0.001)
    }

    /// A context menu a secondary click showed while three fingers rested on the screen: their
    /// undo swipe takes it, as any system gesture does (reason `system`).
    func testTheEditingSwipeTakesAShownMenu() {
        let click = [S.down(0.1, id: 9, 1230, 60, type: .indirectPointer, buttons: .secondary),
                     S.up(0.2, id: 9, 1230, 60, type: .indirectPointer, buttons: .secondary)]
        let o = replay(fingers(3, at: 0) + click + fingers(3, at: 0.3, dx: -81, .moved))
        XCTAssertEqual(o.kinds, [.contextMenu, .systemGesture, .contextMenuDismissed], o.log)
        XCTAssertEqual(o.last?.string("reason"), "system")
    }

    // MARK: A resync

    /// A resync (the source dropped events: docs/interfaces.md) cancels the touches and forgets
    /// them: a finger landing afterwards is the only one, and its tap is a tap.
    func testAfterAResyncANewFingerIsAloneOnTheGlass() {
        let o = replay([S.down(0, 600, 700), S.move(0.1, 600, 730), UnifiedEvent(t: 0.2, .resync)] + S.tap(0.5, id: 2, 130, 60), until: 2)
        XCTAssertEqual(o.named(.tap).map(\.element), ["save"], o.log)
    }

    /// The Pencil's touches are lost with the rest: a finger on the canvas long after is not
    /// taken for a palm under a Pencil still down, and draws.
    func testAfterAResyncThePencilIsNoLongerDown() {
        let finger = [S.down(3, id: 2, 1000, 600), S.move(3.1, id: 2, 1050, 650), S.up(3.2, id: 2, 1050, 650)]
        let o = replay(pencilOnSketch + [UnifiedEvent(t: 0.1, .resync)] + finger, until: 4)
        XCTAssertEqual(o.named(.stroke).filter { $0.t.seconds >= 3 }.map { $0.string("phase") ?? "" }, ["began", "moved", "ended"], o.log)
        // Without the resync the Pencil is still down at 3 s: the finger is a palm.
        let held = replay(pencilOnSketch + finger, until: 4)
        XCTAssertEqual(held.named(.stroke).filter { $0.t.seconds >= 3 }, [], held.log)
    }

    /// After a resync the system counts only the fingers on the glass: one finger swiping up
    /// from the bottom edge goes home, whatever was down before the resync.
    func testAfterAResyncTheSystemCountsTheNewFinger() {
        let o = replay([S.down(0, 300, 500), UnifiedEvent(t: 0.2, .resync)] + swipeUpFromTheBottom, until: 2)
        XCTAssertEqual(o.named(.systemGesture).map { $0.string("kind") }, ["home"], o.log)
    }

    /// Four fingers that lifted, or were lost to a resync, are no longer the system's: one finger
    /// panning afterwards is the app's pan, not a four-finger pinch home.
    func testFingersGoneAreNoLongerTheSystems() {
        let four = (0..<4).map { S.down(Double($0) * 0.01, id: 10 + $0, 200 + Double($0) * 60, 500) }
        let lifted = (0..<4).map { S.up(0.1, id: 10 + $0, 200 + Double($0) * 60, 500) }
        let pan = [S.down(1, id: 2, 400, 600)] + S.path(id: 2, from: (400, 600), to: (400, 400), 1.05, 1.3) + [S.up(1.35, id: 2, 400, 400)]
        for (name, gone) in [("lifted", lifted), ("resync", [UnifiedEvent(t: 0.1, .resync)])] {
            let o = replay(four + gone + pan, until: 2)
            XCTAssertEqual(o.named(.systemGesture), [], "\(name): \(o.log)")
            XCTAssertEqual(o.named(.pan).first?.element, "grid", "\(name): \(o.log)")
        }
    }

    // MARK: Roles (docs/interaction-machine.md, touch routing)

    /// A finger draws on a canvas that lets fingers draw only while its slot is idle: a second
    /// finger landing there while the first presses "save" is the slot's, not a stroke.
    func testAFingerDrawsOnlyFromAnIdleSlot() {
        let second = [S.down(0.05, id: 2, 1000, 600), S.move(0.1, id: 2, 1050, 650), S.up(0.2, id: 2, 1050, 650)]
        let o = replay([S.down(0, 130, 60)] + second + [S.up(0.3, 130, 60)], until: 1)
        XCTAssertEqual(o.named(.stroke), [], o.log)
        XCTAssertEqual(replay(second, until: 1).named(.stroke).map { $0.string("phase") ?? "" }, ["began", "moved", "ended"])
    }

    /// The system sees every finger, a drawing one too: four fingers swiping up, one of them
    /// drawing on the canvas, are the app switcher, and the stroke is cancelled.
    func testTheSystemCountsADrawingFinger() {
        let starts: [(Double, Double)] = [(1000, 600), (300, 700), (360, 700), (420, 700)]
        var events = starts.enumerated().map { S.down(Double($0.offset) * 0.01, id: 10 + $0.offset, $0.element.0, $0.element.1) }
        for (step, dy) in [(0.1, -40.0), (0.2, -90.0)] {
            events += starts.enumerated().map { S.move(step, id: 10 + $0.offset, $0.element.0, $0.element.1 + dy) }
        }
        let o = replay(events, until: 1)
        XCTAssertEqual(o.named(.systemGesture).map { $0.string("kind") }, ["appSwitcher"], o.log)
        XCTAssertEqual(o.named(.stroke).last?.string("phase"), "cancelled", o.log)
    }

    /// On a canvas whose drawable area is larger than its frame, a second finger makes the first
    /// finger's stroke the two fingers' pan (PKCanvasView: "Users scroll around the canvas using a
    /// two-finger pan gesture").
    func testASecondFingerTurnsTheStrokeIntoThePan() throws {
        let yaml = MechanismScene.yaml("board", children: "- {id: board, role: canvas, frame: [100, 100, 800, 600], contentSize: [1600, 1200], canvas: {}}")
        let scene = try XCTUnwrap(MechanismScene.load(yaml, case: "scrolling canvas"))
        var events = [S.down(0, id: 1, 300, 300), S.move(0.05, id: 1, 320, 320), S.down(0.1, id: 2, 500, 320)]
        for k in 1...5 {
            let t = 0.1 + Double(k) * 0.03
            events += [S.move(t, id: 1, 320, 320 - Double(k) * 20), S.move(t + 0.001, id: 2, 500, 320 - Double(k) * 20)]
        }
        events += [S.up(0.4, id: 1, 320, 220), S.up(0.41, id: 2, 500, 220)]
        let o = replay(events, scene: scene, until: 1)
        // The first finger is the pan's from where it began: it had moved 28 pt, past
        // `panHysteresis`, so the pan begins as the second finger lands and the stroke goes.
        XCTAssertEqual(o.prefix(4).map { "\($0.kind) \($0.t.seconds) \($0.string("phase") ?? "")" },
                       ["stroke 0.0 began", "stroke 0.05 moved", "stroke 0.1 cancelled", "pan 0.1 began"], o.log)
        XCTAssertEqual(Set(o.dropFirst(3).map(\.element)), ["board"])
    }

    /// The system sees a finger the app's views do not: with a context menu shown, a finger
    /// swiping up from the bottom edge dismisses the menu (the menu takes the touch) and goes home.
    func testTheSystemSeesATouchAShownMenuTakes() {
        let hold = [S.down(0, 1230, 60), S.up(0.5, 1230, 60)]
        let o = replay(hold + swipeUpFromTheBottom, until: 2)
        XCTAssertEqual(o.kinds, [.contextMenu, .contextMenuDismissed, .systemGesture], o.log)
        XCTAssertEqual(o.named(.contextMenuDismissed).map { $0.string("reason") }, ["touch"])
        XCTAssertEqual(o.named(.systemGesture).map { $0.string("kind") }, ["home"])
    }

    /// A finger landing beside a pan in progress is ignored until it lifts: its lift ends
    /// nothing, and the pan goes on to the first finger's lift.
    func testAFingerBesideAPanIsIgnored() {
        var events = [S.down(0, id: 1, 400, 800)] + S.path(id: 1, from: (400, 800), to: (400, 600), 0.05, 0.3)
        events += [S.down(0.32, id: 2, 600, 500), S.up(0.36, id: 2, 600, 500)]
        events += S.path(id: 1, from: (400, 600), to: (400, 500), 0.4, 0.6) + [S.move(1.2, id: 1, 400, 500), S.up(1.3, id: 1, 400, 500)]
        var m = InteractionMachine(scene: Fixtures.photos)
        m.tracesTransitions = true
        let pans = m.run(events, until: Timestamp(seconds: 2)).named(.pan)
        XCTAssertEqual(pans.first?.string("phase"), "began")
        XCTAssertEqual(pans.filter { $0.string("phase") == "ended" }.map(\.t.seconds), [1.3], pans.log)
        XCTAssertEqual(pans.dropLast().filter { $0.string("phase") != "changed" }.count, 1, pans.log)
        // The router's diagram: `gesture --> ignored: its slot was held, panning or dragging`.
        let ignored = m.takeTransitions().filter { $0.recognizer == "TouchRouter" && $0.input == "ignore" }
        XCTAssertEqual(ignored.map(\.t), [Timestamp(seconds: 0.32)], "\(ignored)")
    }

    /// A `began` for a touch already down (a trace that repeats its start) is that touch moving:
    /// 100 pt over the grid, it pans.
    func testABeganRepeatedIsAMove() {
        let o = replay([S.down(0, 400, 600), S.touch(0.1, .began, id: 1, 400, 500), S.up(0.2, 400, 500)], until: 1)
        XCTAssertEqual(o.named(.pan).map { $0.string("phase") ?? "" }, ["began", "ended"], o.log)
        XCTAssertEqual(o.named(.pan).first?.element, "grid")
    }
}

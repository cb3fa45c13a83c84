import XCTest
import Harness
import InputModel

final class ContextMenuTests: XCTestCase {
    // "more" (1200…1260 × 40…84) has a context menu and no drag.
    func testTouchAndHoldOpensTheMenuAt0_325() {
        XCTAssertTrue(replay([S.down(0, 1230, 60)], until: 0.32).isEmpty)
        let o = replay([S.down(0, 1230, 60)], until: 0.33)
        XCTAssertEqual(o.kinds, [.contextMenu])
        XCTAssertEqual(o[0].element, "more")
        XCTAssertEqual(o[0].string("trigger"), "longPress")
        XCTAssertEqual(o[0].t, 0.325)
        // Lifting before the hold is a tap.
        XCTAssertEqual(replay(S.tap(0, 1230, 60, duration: 0.32)).kinds, [.tap])
    }

    func testMenuHoldMovementBoundary() {
        XCTAssertEqual(replay([S.down(0, 1210, 60), S.move(0.1, 1219, 60)], until: 0.4).kinds, [.contextMenu])
        XCTAssertEqual(replay([S.down(0, 1210, 60), S.move(0.1, 1221, 60)], until: 0.4).named(.contextMenu).count, 0)
    }

    func testSecondaryClickOpensAtOnce() {
        let o = replay([S.down(1, id: 9, 1230, 60, type: .indirectPointer, buttons: .secondary)])
        XCTAssertEqual(o.kinds, [.contextMenu])
        XCTAssertEqual(o[0].t, 1)
        XCTAssertEqual(o[0].string("trigger"), "secondaryClick")
        // And releasing is not a click.
        let full = replay([S.down(1, id: 9, 1230, 60, type: .indirectPointer, buttons: .secondary),
                           S.up(1.05, id: 9, 1230, 60, type: .indirectPointer, buttons: .secondary)])
        XCTAssertEqual(full.kinds, [.contextMenu])
    }

    func testControlClickIsASecondaryClick() {
        let o = replay([S.key(0, HIDUsage.leftControl, .down, .control),
                        S.down(0.1, id: 9, 1230, 60, type: .indirectPointer),
                        S.up(0.15, id: 9, 1230, 60, type: .indirectPointer)])
        XCTAssertEqual(o.kinds, [.contextMenu])
        XCTAssertEqual(o[0].string("trigger"), "secondaryClick")
        let plain = replay([S.down(0.1, id: 9, 1230, 60, type: .indirectPointer), S.up(0.15, id: 9, 1230, 60, type: .indirectPointer)])
        XCTAssertEqual(plain.kinds, [.tap])
        XCTAssertEqual(plain[0].string("input"), "pointer")
    }

    /// A click is an `indirectPointer` touch from press to release, and gesture recognizers take
    /// every touch type (`UIGestureRecognizer.allowedTouchTypes`): a click held still 0.5 s on the
    /// mail scene's flag button is a long press, as a finger's is; released at 0.49 s it is a tap;
    /// moved 11 pt first (past `allowableMovement`'s 10) it is neither.
    func testAHeldClickIsALongPress() throws {
        let mail = try SceneLoader.load(contentsOf: TactileProcess.root + "/Traces/scenes/mail.yml")
        let held = replay([S.down(0, id: 9, 210, 42, type: .indirectPointer), S.up(0.6, id: 9, 210, 42, type: .indirectPointer)], scene: mail)
        XCTAssertEqual(held.named(.longPress).map(\.element), ["flag"], held.log)
        XCTAssertEqual(held.named(.longPress).first?.string("input"), "pointer")
        XCTAssertEqual(held.named(.longPress).first?.t, 0.5)
        XCTAssertEqual(held.named(.tap).count, 0)
        let quick = replay([S.down(0, id: 9, 210, 42, type: .indirectPointer), S.up(0.49, id: 9, 210, 42, type: .indirectPointer)], scene: mail)
        XCTAssertEqual(quick.kinds.filter { $0 == .tap || $0 == .longPress }, [.tap], quick.log)
        let moved = replay([S.down(0, id: 9, 210, 42, type: .indirectPointer), S.move(0.1, id: 9, 221, 42, type: .indirectPointer),
                            S.up(0.6, id: 9, 221, 42, type: .indirectPointer)], scene: mail)
        XCTAssertEqual(moved.named(.longPress).count, 0, moved.log)
    }

    func testSecondaryClickWithoutMenuDoesNothing() {
        XCTAssertTrue(replay([S.down(0, id: 9, 130, 60, type: .indirectPointer, buttons: .secondary)]).isEmpty)
    }

    /// A tertiary click (BTN_MIDDLE) on `plain` taps nothing: UITapGestureRecognizer's
    /// `buttonMaskRequired` is `.primary` by default. Its press consumes the pointer's slot until
    /// it is released (docs/interaction-machine.md, "Touches: press, hold, pan"), as a failed
    /// recognizer waits for its touches to end: a second pointer's primary click meanwhile taps
    /// nothing either; one after the release taps.
    func testATertiaryClickTapsNothingAndHoldsThePointerUntilReleased() {
        let pointer = TouchType.indirectPointer
        let o = replay([S.down(0, id: 9, 1030, 62, type: pointer, buttons: .tertiary),
                        S.down(0.1, id: 10, 1030, 62, type: pointer), S.up(0.15, id: 10, 1030, 62, type: pointer),
                        S.up(0.2, id: 9, 1030, 62, type: pointer, buttons: .tertiary),
                        S.down(0.3, id: 11, 1030, 62, type: pointer), S.up(0.35, id: 11, 1030, 62, type: pointer)])
        XCTAssertEqual(o.named(.tap).map(\.t), [0.35], o.log)
    }

    func testMenuOnDraggableHandsOffToDragWhenMoved() {
        // photo3 (380…530 × 120…270) has both: the menu at 0.325, then moving > 10 pt lifts.
        let o = replay([S.down(0, 450, 190), S.move(0.4, 459, 190), S.move(0.5, 470, 190)])
        // The menu gives way to the drag; lifting inside the grid (a drop destination for
        // images) also enters it as a target.
        XCTAssertEqual(o.kinds, [.contextMenu, .contextMenuDismissed, .dragLift, .dropTargetEntered], o.log)
        XCTAssertEqual(o[1].string("reason"), "drag")
        XCTAssertEqual(o[3].element, "grid")
        XCTAssertEqual(o[3].string("operation"), "move")
        XCTAssertEqual(o[2].t, 0.5)
        XCTAssertEqual(o[2].strings("items"), ["photo3"])
    }
}

final class PointerTests: XCTestCase {
    func testHoverBeganAndEndedWithEffect() {
        let o = replay([S.hover(0, 600, 700, .began), S.hover(0.1, 1030, 60), S.hover(0.2, 600, 700)])
        XCTAssertEqual(o.kinds, [.pointerSnapped, .hoverBegan, .hoverEnded], o.log)
        XCTAssertEqual(o[1].element, "plain")
        XCTAssertEqual(o[1].string("effect"), "highlight")
        XCTAssertEqual(o[1].string("input"), "pointer")
        XCTAssertEqual(o[2].element, "plain")
    }

    func testPointerLeavingEndsTheHover() {
        let o = replay([S.hover(0, 130, 60, .began), S.hover(0.5, 130, 60, .ended)])
        XCTAssertEqual(o.kinds, [.pointerSnapped, .hoverBegan, .hoverEnded])
        XCTAssertEqual(o[2].element, "save")
        XCTAssertEqual(o[2].string("effect"), "highlight")
    }

    func testHoverOnListItemUsesHoverEffectAndTextUsesIBeam() {
        let o = replay([S.hover(0, 100, 200, .began), S.hover(0.1, 900, 320)])
        XCTAssertEqual(o.kinds, [.hoverBegan, .hoverEnded, .hoverBegan], o.log)
        XCTAssertEqual(o[0].string("effect"), "hover")
        XCTAssertEqual(o[0].string("shape"), "automatic", "a draggable row keeps the system shape: UIPointerShape has no grab")
        XCTAssertEqual(o[2].element, "notes")
        XCTAssertEqual(o[2].string("shape"), "iBeam")
    }

    func testMagnetismPaddingBoundary() {
        // "save" spans x 100…160; the hit region is padded by about 12 pt (HIG › Pointing devices).
        let near = replay([S.hover(0, 89, 60, .began)])
        XCTAssertEqual(near.kinds, [.pointerSnapped, .hoverBegan])
        XCTAssertEqual(near[0].element, "save")
        let far = replay([S.hover(0, 87, 60, .began)])
        XCTAssertEqual(far.named(.pointerSnapped).count, 0, far.log)
        // A click in the padded region activates the snapped button.
        let click = replay([S.hover(0, 89, 60, .began), S.down(0.1, id: 9, 89, 60, type: .indirectPointer),
                            S.up(0.15, id: 9, 89, 60, type: .indirectPointer)])
        XCTAssertEqual(click.named(.tap).first?.element, "save")
    }

    func testPointerDragStartsAfterThreePoints() {
        let still = replay([S.down(0, id: 9, 100, 200, type: .indirectPointer), S.move(0.05, id: 9, 102, 200, type: .indirectPointer)])
        XCTAssertEqual(still.named(.dragLift).count, 0)
        let moved = replay([S.down(0, id: 9, 100, 200, type: .indirectPointer), S.move(0.05, id: 9, 104, 200, type: .indirectPointer)])
        XCTAssertEqual(moved.kinds.first, .dragLift)
        XCTAssertEqual(moved[0].t, 0.05)
    }

    /// A click-drag off any draggable item pans the scroll view under it, as a finger does
    /// (UIScrollView's pan recognizer takes every touch type); a click that stays put does not.
    func testClickDragOffDraggableItemsPansTheScrollView() {
        // The grid's empty space below photo4 (0…800 × 100…1000; photo4 ends at y 450).
        var evs = [S.down(0, id: 9, 400, 600, type: .indirectPointer)]
        evs += S.path(id: 9, from: (400, 600), to: (400, 300), 0.05, 0.4, type: .indirectPointer)
        evs.append(S.up(0.5, id: 9, 400, 300, type: .indirectPointer))
        let o = replay(evs)
        let pans = o.named(.pan)
        XCTAssertEqual(pans.first?.element, "grid", o.log)
        XCTAssertEqual(pans.map { $0.string("phase") }.first, "began")
        XCTAssertEqual(pans.last?.string("phase"), "ended")
        XCTAssertEqual(pans.last?.double("dy") ?? 0, -290, accuracy: 1e-6, "300 pt up, less the 10 pt hysteresis")
        XCTAssertEqual(o.named(.dragLift).count, 0)
        XCTAssertEqual(o.named(.tap).count, 0)
        // Within the hysteresis it is still a press (a click that wobbles is no pan).
        let wobble = replay([S.down(0, id: 9, 400, 600, type: .indirectPointer), S.move(0.05, id: 9, 408, 600, type: .indirectPointer)])
        XCTAssertEqual(wobble.named(.pan).count, 0)
        // On a draggable item the same move lifts it instead.
        let lift = replay([S.down(0, id: 9, 100, 200, type: .indirectPointer), S.move(0.05, id: 9, 100, 150, type: .indirectPointer)])
        XCTAssertEqual(lift.kinds.first, .dragLift)
        XCTAssertEqual(lift.named(.pan).count, 0)
    }

    func testPointerHoldLiftsAfterDelay() {
        let o = replay([S.down(0, id: 9, 100, 200, type: .indirectPointer), S.move(0.1, id: 9, 102, 200, type: .indirectPointer)], until: 0.33)
        XCTAssertEqual(o.kinds.first, .dragLift)
        XCTAssertEqual(o.named(.dragLift).count, 1)
        XCTAssertEqual(o[0].t, 0.325)
    }

    func testClickAndDragDropsOnTheAlbum() {
        var evs = [S.down(0, id: 9, 100, 200, type: .indirectPointer)]
        evs += S.path(id: 9, from: (100, 200), to: (900, 150), 0.05, 0.5, type: .indirectPointer)
        evs.append(S.up(0.6, id: 9, 900, 150, type: .indirectPointer))
        let o = replay(evs)
        XCTAssertEqual(o.named(.drop).first?.string("target"), "album", o.log)
    }

    func testShiftAndCommandClickSelect() {
        let o = replay(S.click(0, 100, 200)
            + [S.key(1, HIDUsage.leftShift, .down, .shift)] + S.click(1.1, 450, 200) + [S.key(1.3, HIDUsage.leftShift, .up, [])]
            + [S.key(2, HIDUsage.leftGUI, .down, .command)] + S.click(2.1, 100, 350) + S.click(2.5, 300, 200)
            + [S.key(2.7, HIDUsage.leftGUI, .up, [])])
        let sel = o.named(.selection)
        XCTAssertEqual(sel.count, 3, o.log)
        XCTAssertEqual(sel[0].strings("items"), ["photo1", "photo2", "photo3"])
        XCTAssertEqual(sel[1].strings("items"), ["photo1", "photo2", "photo3", "photo4"])
        XCTAssertEqual(sel[2].strings("items"), ["photo1", "photo3", "photo4"])
        XCTAssertEqual(o.named(.tap).count, 1)
    }

    /// A Shift-click extends from the element last clicked, a Command-click included
    /// (docs/interaction-machine.md, "Touches: press, hold, pan"): after photo1 is clicked and
    /// photo3 Command-clicked, a Shift-click on photo4 selects photo3 through photo4.
    func testAShiftClickOutsideTheAnchorsContainerSelectsWhatItClicked() {
        // The album is in the sidebar, not among the grid's photos: nothing lies between.
        let o = replay(S.click(0, 100, 200)
            + [S.key(1, HIDUsage.leftShift, .down, .shift)] + S.click(1.1, 970, 150) + [S.key(1.3, HIDUsage.leftShift, .up, [])])
        XCTAssertEqual(o.named(.selection).map { $0.strings("items") ?? [] }, [["album"]], o.log)
    }

    /// A Shift-click's range holds the selectable siblings only: a caption between two photos in
    /// the scene's order, and a photo's own badge, are not selected.
    func testAShiftClickSelectsOnlyTheSelectableSiblingsBetween() throws {
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("range", children: """
            - id: grid
              role: scrollView
              frame: [0, 0, 800, 400]
              children:
                - {id: first, role: gridItem, frame: [0, 0, 100, 100], children: [{id: badge, role: image, frame: [80, 0, 20, 20]}]}
                - {id: caption, role: label, frame: [0, 110, 100, 20]}
                - {id: second, role: gridItem, frame: [200, 0, 100, 100]}
            """), case: "range"))
        let o = replay(S.click(0, 40, 50)
            + [S.key(1, HIDUsage.leftShift, .down, .shift)] + S.click(1.1, 250, 50) + [S.key(1.3, HIDUsage.leftShift, .up, [])], scene: scene)
        XCTAssertEqual(o.named(.selection).map { $0.strings("items") ?? [] }, [["first", "second"]], o.log)
    }

    func testAShiftClickExtendsFromTheLastCommandClick() {
        let o = replay(S.click(0, 100, 200)
            + [S.key(1, HIDUsage.leftGUI, .down, .command)] + S.click(1.1, 450, 200) + [S.key(1.3, HIDUsage.leftGUI, .up, [])]
            + [S.key(2, HIDUsage.leftShift, .down, .shift)] + S.click(2.1, 100, 350) + [S.key(2.3, HIDUsage.leftShift, .up, [])])
        XCTAssertEqual(o.named(.selection).map { $0.strings("items") ?? [] }, [["photo1", "photo3"], ["photo3", "photo4"]], o.log)
    }

    func testScrollingScrollViewsContinuousAndDiscrete() {
        let o = replay([S.scroll(0, 400, 600, dy: -12, phase: .began), S.scroll(0.1, 400, 600, dy: -20, type: .discrete),
                        S.scroll(0.2, 1000, 60, dy: -5, phase: .began)])
        XCTAssertEqual(o.kinds, [.scroll, .scroll], o.log)
        XCTAssertEqual(o[0].element, "grid")
        XCTAssertEqual(o[0].string("phase"), "began")
        XCTAssertEqual(o[0].double("dy"), -12)
        XCTAssertEqual(o[1].string("scrollType"), "discrete")
    }

    func testScrollViewWhoseContentFitsDoesNotScroll() {
        let scene = Scene(name: "fit", elements: [
            SceneElement(id: "s", role: .scrollView, frame: ScreenRect(x: 0, y: 0, width: 500, height: 500), contentSize: ScreenSize(width: 500, height: 400)),
        ])
        XCTAssertTrue(replay([S.scroll(0, 100, 100, dy: 10)], scene: scene).isEmpty)
    }

    func testTrackpadPinchIsAPinch() {
        let o = replay([S.transform(0, 400, 600, scale: 1, phase: .began), S.transform(0.1, 400, 600, scale: 1.4, phase: .changed),
                        S.transform(0.2, 400, 600, scale: 1.5, phase: .ended)])
        XCTAssertEqual(o.map { $0.string("phase") }, ["began", "changed", "ended"])
        XCTAssertEqual(o[1].double("scale"), 1.4)
        XCTAssertEqual(o[1].string("input"), "pointer")
        XCTAssertEqual(o[1].element, "grid")
    }

    /// The lift effect captures the pointer as highlight does; hover and none leave it free.
    func testLiftSnapsHoverDoesNot() {
        for (effect, snaps) in [(HoverEffect.highlight, true), (.lift, true), (.hover, false), (HoverEffect.none, false)] {
            let scene = Scene(name: "m", elements: [
                SceneElement(id: "b", role: .button, frame: ScreenRect(x: 100, y: 40, width: 60, height: 44), hoverEffect: effect),
            ])
            let o = replay([S.hover(0, 96, 60, .began)], scene: scene)
            XCTAssertEqual(o.named(.pointerSnapped).count, snaps ? 1 : 0, "\(effect): \(o.log)")
        }
    }
}

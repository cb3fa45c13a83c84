import XCTest
@testable import Harness
import InputModel

/// The interaction machine at edges its recognizers' own tests pass by, each expectation from
/// docs/interaction-machine.md or the UIKit behaviour it cites: what a slot's end waits for, how
/// many touches cancel a lift, what a pinch is on, which fingers a system gesture keeps, what a
/// tap leaves selected, when Return activates, and what the machine says about the overlay.
final class MachineBoundaryTests: XCTestCase {
    /// A scroll view with a caption (a label, not interactive) and a plain button in it.
    static let list = Scene(name: "list", elements: [
        SceneElement(id: "list", role: .scrollView, frame: ScreenRect(x: 0, y: 100, width: 800, height: 800),
                     contentSize: ScreenSize(width: 800, height: 4000)),
        SceneElement(id: "caption", role: .label, frame: ScreenRect(x: 100, y: 200, width: 400, height: 200), parent: "list"),
        SceneElement(id: "go", role: .button, frame: ScreenRect(x: 100, y: 500, width: 100, height: 44), parent: "list",
                     defaultAction: "go"),
        SceneElement(id: "item", role: .listItem, frame: ScreenRect(x: 0, y: 600, width: 800, height: 60), parent: "list"),
    ])

    // MARK: Slots

    /// "A state that ends while other touches of its slot remain becomes consumed": only touches
    /// of that slot count. With the trackpad's button held (the pointer slot), two finger taps on
    /// a button are two taps.
    func testAnotherSlotsTouchDoesNotConsumeTheFingers() {
        let o = replay([S.down(0, id: 50, 700, 700, type: .indirectPointer, buttons: .primary)]
                       + S.tap(0.1, id: 1, 150, 520) + S.tap(0.6, id: 2, 150, 520)
                       + [S.up(1.0, id: 50, 700, 700, type: .indirectPointer, buttons: .primary)], scene: Self.list)
        XCTAssertEqual(o.named(.tap).filter { $0.string("input") == "touch" }.map(\.element), ["go", "go"], o.log)
    }

    /// Only gesture touches of the slot keep it `consumed`: a finger drawing on a canvas is a
    /// stroke, not part of a gesture, so while it draws another finger's two taps on a button are
    /// two taps.
    func testAFingerDrawingDoesNotConsumeTheSlot() {
        let scene = Scene(name: "draw", elements: [
            SceneElement(id: "canvas", role: .canvas, frame: ScreenRect(x: 0, y: 0, width: 600, height: 600),
                         canvas: CanvasCapabilities(drawingPolicy: .anyInput)),
            SceneElement(id: "go", role: .button, frame: ScreenRect(x: 700, y: 100, width: 100, height: 44), defaultAction: "go"),
        ])
        let o = replay([S.down(0, id: 1, 100, 100), S.move(0.1, id: 1, 150, 120)]
                       + S.tap(0.2, id: 2, 750, 120) + S.tap(1.0, id: 3, 750, 120)
                       + [S.move(1.5, id: 1, 200, 140), S.up(1.6, id: 1, 200, 140)], scene: scene)
        XCTAssertEqual(o.named(.tap).map(\.element), ["go", "go"], o.log)
        XCTAssertEqual(o.named(.stroke).first?.element, "canvas", o.log)
    }

    /// `dragCancelTouchCount` (3) touches on a draggable item cancel the drag start: nothing
    /// lifts, and three fingers are no pinch (iPadOS's editing gestures are three fingers').
    func testThreeTouchesOnADraggableAreAMultiTouchGesture() {
        // photo1 is 150 × 150 at (20, 120) in the photos grid.
        let o = replay([S.down(0, id: 1, 60, 190), S.down(0.02, id: 2, 120, 190), S.down(0.04, id: 3, 90, 240),
                        S.move(0.1, id: 1, 40, 190), S.move(0.1, id: 2, 140, 190),
                        S.up(0.2, id: 1, 40, 190), S.up(0.2, id: 2, 140, 190), S.up(0.2, id: 3, 90, 240)], until: 1)
        XCTAssertEqual(o.named(.pinch), [], o.log)
        XCTAssertEqual(o.named(.dragLift).count, 0, o.log)
    }

    // MARK: Pinch targets

    /// A pinch goes to the nearest scroll view, canvas or interactive element under it (the
    /// scroll view zooms, `UIScrollView.pinchGestureRecognizer`), not to the label it starts on:
    /// fingers on the screen and the trackpad's pinch alike.
    func testAPinchOverALabelInAScrollViewIsTheScrollViews() {
        let fingers = replay([S.down(0, id: 1, 250, 300), S.down(0.01, id: 2, 350, 300),
                              S.move(0.1, id: 1, 230, 300), S.move(0.1, id: 2, 370, 300),
                              S.up(0.3, id: 1, 230, 300), S.up(0.3, id: 2, 370, 300)], scene: Self.list)
        XCTAssertEqual(Set(fingers.named(.pinch).map(\.element)), ["list"], fingers.log)
        let trackpad = replay([S.transform(0, 300, 300, scale: 1, phase: .began), S.transform(0.1, 300, 300, scale: 1.2, phase: .changed),
                               S.transform(0.2, 300, 300, scale: 1.2, phase: .ended)], scene: Self.list)
        XCTAssertEqual(Set(trackpad.named(.pinch).map(\.element)), ["list"], trackpad.log)
    }

    /// A pinch's scale is the fingers' distance over the distance when it began; fingers that
    /// meet (distance 0) do not begin one, so every scale is finite and the first is 1.
    func testFingersThatMeetBeginNoPinch() {
        let o = replay([S.down(0, id: 1, 300, 300), S.down(0.01, id: 2, 320, 300),
                        S.move(0.1, id: 2, 300, 300),             // 20 → 0 pt: past the hysteresis, but no distance
                        S.move(0.2, id: 2, 330, 300),             // 30 pt: began here
                        S.move(0.3, id: 2, 360, 300),             // 60 pt: scale 2
                        S.up(0.4, id: 1, 300, 300), S.up(0.4, id: 2, 360, 300)], scene: Self.list)
        let pinch = o.named(.pinch)
        XCTAssertEqual(pinch.map { $0.string("phase") }, ["began", "changed", "ended"], o.log)
        XCTAssertEqual(pinch.first?.t, 0.2)
        XCTAssertEqual(pinch.compactMap { $0.double("scale") }, [1, 2, 2])
    }

    // MARK: System gestures

    /// Five fingers down, one lifts: the four left are still a system gesture (iPad multitasking
    /// gestures take four or five fingers), and their swipe up opens the app switcher.
    func testFourOfFiveFingersStillSwipeUpToTheAppSwitcher() {
        let corners = [(400.0, 400.0), (500, 400), (400, 500), (500, 500)]
        var evs = corners.enumerated().map { S.down(Double($0.offset) * 0.01, id: 10 + $0.offset, $0.element.0, $0.element.1) }
        evs += [S.down(0.05, id: 20, 450, 450), S.up(0.1, id: 20, 450, 450)]
        evs += corners.enumerated().map { S.move(0.2, id: 10 + $0.offset, $0.element.0, $0.element.1 - 100) }
        let o = replay(evs, scene: Self.list)
        XCTAssertEqual(o.named(.systemGesture).map { $0.string("kind") }, ["appSwitcher"], o.log)
    }

    // MARK: Selection

    /// "A tap on a selectable element selects it": a tap on a button afterwards leaves that
    /// selection as it was.
    func testATapOnWhatCannotBeSelectedKeepsTheSelection() {
        var m = InteractionMachine(scene: Self.list, environment: HarnessEnvironment())
        _ = m.run(S.tap(0, 400, 630))
        XCTAssertEqual(m.selection, ["item"])
        _ = m.run(S.tap(1, 150, 520))
        XCTAssertEqual(m.selection, ["item"])
    }

    // MARK: Keyboard

    /// Return activates without modifiers and once per press: a repeat does not activate again,
    /// and Shift-Return is not Return.
    func testReturnActivatesOncePerPressAndOnlyWithoutModifiers() {
        let ret = HIDUsage.returnOrEnter
        let held = replay(S.combo(0, "tab") + [S.key(1, ret), S.key(1.5, ret, .repeat), S.key(1.6, ret, .repeat), S.key(1.7, ret, .up)])
        XCTAssertEqual(held.named(.activate).count, 1, held.log)
        let shifted = replay(S.combo(0, "tab") + S.combo(1, "shift+return"))
        XCTAssertEqual(shifted.named(.activate).count, 0, shifted.log)
    }

    /// `isShortcutOverlayShown` is true from the overlay's delay (0.9 s of Command held) until
    /// Command goes up, and false before and after.
    func testTheMachineSaysWhenTheShortcutOverlayIsShown() {
        var m = InteractionMachine(scene: Fixtures.photos, environment: HarnessEnvironment())
        XCTAssertFalse(m.isShortcutOverlayShown)
        _ = m.run([S.key(0, HIDUsage.leftGUI, .down, .command)], until: 0.8)
        XCTAssertFalse(m.isShortcutOverlayShown)
        _ = m.run([], until: 1.0)
        XCTAssertTrue(m.isShortcutOverlayShown)
        _ = m.run([S.key(1.5, HIDUsage.leftGUI, .up)])
        XCTAssertFalse(m.isShortcutOverlayShown)
    }
}

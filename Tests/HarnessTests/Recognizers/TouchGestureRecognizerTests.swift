import XCTest
@testable import Harness
import InputModel

/// `TouchGestureRecognizer` alone (docs/interaction-machine.md, "Touches: press, hold, pan").
/// Expectations from UIKit: a tap lasts at most 0.75 s (maximumSingleTapDuration) and taps count
/// up within 0.35 s; `UILongPressGestureRecognizer.minimumPressDuration` 0.5 s and
/// `allowableMovement` 10 pt; the iPad context menu after 0.325 s within 10 pt; a pan starts past
/// a 10 pt hysteresis, taken off its translation; a pinch past 8 pt (the constants table).
final class TouchGestureRecognizerTests: XCTestCase {
    struct Rig {
        var r = TouchGestureRecognizer()
        var touches = LiveTouches()
        var selection = Selection()
        let world: MachineWorld
        var keys = HeldKeys(modifiers: [], hardwareKeyboard: false)

        init(_ elements: [SceneElement]) {
            world = MachineWorld.laidOut(Scene(name: "t", elements: elements))
        }

        func touch(_ phase: TouchPhase, _ id: Int, _ p: ScreenPoint, _ type: TouchType = .direct, buttons: PointerButtons? = nil) -> Touch {
            Touch(phase: phase, id: id, touchType: type, x: p.x, y: p.y, buttons: buttons)
        }

        mutating func apply(_ input: TouchGestureRecognizer.Input, at t: Double) -> ([Outcome], TouchGestureRecognizer.Request?) {
            var context = RecognizerContext(world: world, keys: keys)
            context.touches = touches
            context.selection = selection
            let request = r.apply(input, at: Timestamp(seconds: t), &context)
            touches = context.touches
            selection = context.selection
            return (context.outcomes, request)
        }

        mutating func down(_ id: Int, _ p: ScreenPoint, at t: Double, _ type: TouchType = .direct, buttons: PointerButtons? = nil) -> [Outcome] {
            touches[id] = TrackedTouch(id: id, type: type, start: p, startT: Timestamp(seconds: t), location: p, lastT: Timestamp(seconds: t), role: .gesture)
            let hit = world.hitTest(p, hardwareKeyboard: false)
            return apply(.began(touch(.began, id, p, type, buttons: buttons), p, hit: hit), at: t).0
        }

        mutating func move(_ id: Int, _ p: ScreenPoint, at t: Double) -> ([Outcome], TouchGestureRecognizer.Request?) {
            _ = touches.move(id, to: p, at: Timestamp(seconds: t))
            return apply(.moved(touch(.moved, id, p, touches[id]!.type), p), at: t)
        }

        mutating func up(_ id: Int, _ p: ScreenPoint, at t: Double) -> [Outcome] {
            let type = touches[id]!.type
            let out = apply(.ended(touch(.ended, id, p, type), p, cancelled: false), at: t).0
            touches[id] = nil
            return out + apply(.released(type.gestureSlot), at: t).0
        }

        var directDeadline: Timestamp? { r.holdDeadline(.direct, world.constants) }
    }

    let button = SceneElement(id: "ok", role: .button, frame: ScreenRect(x: 0, y: 0, width: 100, height: 44))
    let photo = SceneElement(id: "photo", role: .gridItem, frame: ScreenRect(x: 0, y: 100, width: 100, height: 100),
                             contextMenu: ["Share"], draggable: Draggable(types: ["public.image"]))
    let list = SceneElement(id: "list", role: .scrollView, frame: ScreenRect(x: 200, y: 0, width: 400, height: 800),
                            contentSize: ScreenSize(width: 400, height: 4000))
    var elements: [SceneElement] { [button, photo, list] }

    func testATapLastsAtMostThreeQuartersOfASecond() {
        for (lift, taps) in [(0.75, 1), (0.76, 0)] {
            var rig = Rig(elements)
            _ = rig.down(1, ScreenPoint(x: 50, y: 20), at: 0)
            let out = rig.up(1, ScreenPoint(x: 50, y: 20), at: lift)
            XCTAssertEqual(out.filter { $0.kind == .tap }.count, taps, "lifted at \(lift) s")
            XCTAssertEqual(rig.r.kind(.direct), .idle)
        }
    }

    func testTapsCountUpWithinTheMultiTapInterval() {
        for (gap, count) in [(0.35, 2), (0.36, 1)] {
            var rig = Rig(elements)
            _ = rig.down(1, ScreenPoint(x: 50, y: 20), at: 0)
            _ = rig.up(1, ScreenPoint(x: 50, y: 20), at: 0.1)
            _ = rig.down(2, ScreenPoint(x: 52, y: 20), at: 0.1 + gap)
            let second = rig.up(2, ScreenPoint(x: 52, y: 20), at: 0.2 + gap)
            XCTAssertEqual(second.first?.int("count"), count, "second tap \(gap) s after the first")
        }
    }

    /// On a plain control the hold is a long press at 0.5 s; moving 11 pt first rules it out.
    func testALongPressHoldsHalfASecondWithinTenPoints() {
        var rig = Rig(elements)
        _ = rig.down(1, ScreenPoint(x: 50, y: 20), at: 1)
        XCTAssertEqual(rig.directDeadline, 1.5)
        XCTAssertNil(rig.move(1, ScreenPoint(x: 59, y: 20), at: 1.2).1)
        XCTAssertEqual(rig.directDeadline, 1.5, "9 pt")
        let (held, request) = rig.apply(.holdDue(.direct), at: 1.5)
        XCTAssertNil(request)
        XCTAssertEqual(held.map(\.kind), [.longPress])
        XCTAssertEqual(rig.r.kind(.direct), .held)

        var moved = Rig(elements)
        _ = moved.down(1, ScreenPoint(x: 50, y: 20), at: 1)
        _ = moved.move(1, ScreenPoint(x: 61, y: 20), at: 1.2)
        XCTAssertNil(moved.directDeadline, "11 pt")
    }

    /// On an element with a context menu and a drag, the menu opens at 0.325 s; moving on from
    /// it more than 10 pt asks for the drag lift.
    func testTheContextMenuOpensThenMovingOnLiftsTheDrag() {
        var rig = Rig(elements)
        _ = rig.down(1, ScreenPoint(x: 50, y: 150), at: 0)
        XCTAssertEqual(rig.directDeadline, 0.325)
        let (menu, shown) = rig.apply(.holdDue(.direct), at: 0.325)
        XCTAssertEqual(shown, .showMenu(element: rig.world.layout.nodeIndex("photo")!), "the menu is on screen")
        XCTAssertEqual(menu.map(\.kind), [.contextMenu])
        XCTAssertEqual(menu.first?.string("trigger"), "longPress")
        XCTAssertNil(rig.move(1, ScreenPoint(x: 60, y: 150), at: 0.5).1, "10 pt")
        let (_, lift) = rig.move(1, ScreenPoint(x: 61, y: 150), at: 0.6)
        XCTAssertEqual(lift, .lift(origin: rig.world.layout.nodeIndex("photo")!, slot: .direct, touchId: 1, input: .touch,
                                   at: ScreenPoint(x: 61, y: 150)))
    }

    /// A drag-only element lifts at the hold instead: the recognizer asks for it.
    func testAHoldOnADraggableWithoutAMenuAsksForTheLift() {
        var draggable = photo
        draggable.contextMenu = nil
        var rig = Rig([button, draggable, list])
        _ = rig.down(1, ScreenPoint(x: 50, y: 150), at: 0)
        XCTAssertEqual(rig.directDeadline, 0.325)
        let (out, request) = rig.apply(.holdDue(.direct), at: 0.325)
        XCTAssertEqual(out, [])
        XCTAssertEqual(request, .lift(origin: rig.world.layout.nodeIndex("photo")!, slot: .direct, touchId: 1, input: .touch,
                                      at: ScreenPoint(x: 50, y: 150)))
        _ = rig.apply(.dragBegan(.direct, touchId: 1), at: 0.325)
        XCTAssertEqual(rig.r.kind(.direct), .dragging)
    }

    /// In a scroll view the pan begins past 10 pt, its translation less the hysteresis.
    func testAPanBeginsPastItsHysteresis() {
        var rig = Rig(elements)
        _ = rig.down(1, ScreenPoint(x: 300, y: 400), at: 0)
        XCTAssertEqual(rig.move(1, ScreenPoint(x: 300, y: 390), at: 0.05).0, [], "10 pt")
        let began = rig.move(1, ScreenPoint(x: 300, y: 389), at: 0.1).0
        XCTAssertEqual(began.map(\.kind), [.pan])
        XCTAssertEqual(began.first?.string("phase"), "began")
        XCTAssertEqual(began.first?.double("dy"), -1)
        let changed = rig.move(1, ScreenPoint(x: 300, y: 300), at: 0.2).0
        XCTAssertEqual(changed.first?.double("dy"), -90)
        XCTAssertEqual(rig.up(1, ScreenPoint(x: 300, y: 300), at: 0.3).first?.string("phase"), "ended")
    }

    /// A secondary click opens the context menu on button-down; the slot then ignores its touch.
    func testASecondaryClickOpensTheMenuAtOnce() {
        var rig = Rig(elements)
        let out = rig.down(5, ScreenPoint(x: 50, y: 150), at: 0, .indirectPointer, buttons: .secondary)
        XCTAssertEqual(out.map(\.kind), [.contextMenu])
        XCTAssertEqual(out.first?.string("trigger"), "secondaryClick")
        XCTAssertEqual(rig.r.kind(.pointer), .consumed)
        _ = rig.up(5, ScreenPoint(x: 50, y: 150), at: 0.1)
        XCTAssertEqual(rig.r.kind(.pointer), .idle)
    }

    /// Two fingers on the scroll view pinch once their distance changed by 8 pt.
    func testTwoFingersPinchPastEightPoints() {
        var rig = Rig(elements)
        _ = rig.down(1, ScreenPoint(x: 300, y: 400), at: 0)
        _ = rig.down(2, ScreenPoint(x: 400, y: 400), at: 0.01)
        XCTAssertEqual(rig.r.kind(.direct), .multi)
        XCTAssertEqual(rig.move(2, ScreenPoint(x: 407, y: 400), at: 0.1).0, [], "7 pt")
        let began = rig.move(2, ScreenPoint(x: 408, y: 400), at: 0.2).0
        XCTAssertEqual(began.map(\.kind), [.pinch])
        XCTAssertEqual(began.first?.string("phase"), "began")
        XCTAssertEqual(began.first?.element, "list")
    }

    /// The system taking the touches cancels a pan and leaves the slot consumed until they lift
    /// (the touches' roles are the router's: `TouchRouterTests`).
    func testCancellingAllEndsThePanAndConsumesTheSlot() {
        var rig = Rig(elements)
        _ = rig.down(1, ScreenPoint(x: 300, y: 400), at: 0)
        _ = rig.move(1, ScreenPoint(x: 300, y: 300), at: 0.1)
        let (out, _) = rig.apply(.cancelAll(keepTracking: true), at: 0.2)
        XCTAssertEqual(out.map { $0.string("phase") }, ["cancelled"])
        XCTAssertEqual(rig.r.kind(.direct), .consumed)
    }
}

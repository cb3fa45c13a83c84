import XCTest
import InputModel
@testable import Harness

/// `TouchRouter` alone (docs/interaction-machine.md, "Touch routing"): the role a touch begins
/// in, in the diagram's order; the system's hold and release of an edge finger; a second
/// finger's tap during a drag within UITapGestureRecognizer's 45 pt and 0.75 s; the system
/// taking every touch.
final class TouchRouterTests: XCTestCase {
    let canvas = SceneElement(id: "canvas", role: .canvas, frame: ScreenRect(x: 0, y: 100, width: 600, height: 600),
                              canvas: CanvasCapabilities(drawingPolicy: .anyInput))
    let pencilOnly = SceneElement(id: "notes", role: .canvas, frame: ScreenRect(x: 600, y: 100, width: 200, height: 600),
                                  canvas: CanvasCapabilities(drawingPolicy: .pencilOnly))
    let button = SceneElement(id: "ok", role: .button, frame: ScreenRect(x: 0, y: 0, width: 100, height: 60))

    struct Rig {
        var router = TouchRouter()
        var context: RecognizerContext

        init(_ elements: [SceneElement]) {
            context = RecognizerContext(world: MachineWorld.laidOut(Scene(name: "r", elements: elements)), keys: .none)
            context.trace.isRecording = true
        }

        func hit(_ p: ScreenPoint) -> Int? { context.world.hitTest(p, hardwareKeyboard: false) }

        /// Touch `id` of `type` begins at `p`: the request and the role it was given.
        mutating func begin(_ id: Int, _ p: ScreenPoint, _ type: TouchType = .direct, at t: Timestamp = 0,
                            _ facts: TouchRouter.Facts = TouchRouter.Facts()) -> (TouchRouter.Request?, TouchRole?) {
            let touch = Touch(phase: .began, id: id, touchType: type, x: p.x, y: p.y)
            let request = router.apply(.began(touch, p, hit: hit(p), facts), at: t, &context)
            return (request, context.touches.role(of: id))
        }

        mutating func end(_ id: Int, _ p: ScreenPoint, at t: Timestamp, cancelled: Bool = false) -> TouchRouter.Request? {
            let type = context.touches[id]?.type ?? .direct
            return router.apply(.ended(Touch(phase: cancelled ? .cancelled : .ended, id: id, touchType: type, x: p.x, y: p.y), p,
                                       cancelled: cancelled), at: t, &context)
        }
    }

    func testARoleIsChosenInTheDiagramsOrder() {
        var rig = Rig([button, canvas, pencilOnly])
        let onButton = ScreenPoint(x: 50, y: 30), onCanvas = ScreenPoint(x: 300, y: 400), onNotes = ScreenPoint(x: 700, y: 400)

        var (request, role) = rig.begin(1, onButton, .direct, TouchRouter.Facts(menuShown: true))
        XCTAssertEqual(role, .ignored, "a shown menu takes it")
        XCTAssertSystem(request)

        (request, role) = rig.begin(2, onButton, .direct, TouchRouter.Facts(dragOwner: (.direct, 9)))
        XCTAssertEqual(role, .besideDrag(rig.hit(onButton)), "a finger while a drag owns another touch")
        XCTAssertSystem(request)
        (request, role) = rig.begin(3, onButton, .indirectPointer, TouchRouter.Facts(dragOwner: (.direct, 9)))
        XCTAssertEqual(role, .gesture, "a click during a finger's drag is its own slot's")
        (request, role) = rig.begin(9, onButton, .direct, TouchRouter.Facts(dragOwner: (.pointer, 9)))
        XCTAssertEqual(role, .besideDrag(rig.hit(onButton)), "a finger beside a click's drag, though it carries the click's touch id")

        (request, role) = rig.begin(4, onButton, .direct, TouchRouter.Facts(slotKind: .consumed))
        XCTAssertEqual(role, .ignored, "its slot is consumed")

        (request, role) = rig.begin(5, onCanvas, .pencil)
        XCTAssertEqual(role, .stroke(rig.hit(onCanvas)!))
        XCTAssertNil(request, "a Pencil's stroke is the canvas's alone")
        XCTAssertEqual(rig.context.outcomes.map(\.kind), [.stroke])
        XCTAssertEqual(rig.context.outcomes.first?.string("phase"), "began")

        (request, role) = rig.begin(6, onCanvas, .direct, TouchRouter.Facts(palmRejected: true))
        XCTAssertEqual(role, .ignored, "a palm while the Pencil is near")
        (request, role) = rig.begin(7, onCanvas, .direct)
        XCTAssertEqual(role, .stroke(rig.hit(onCanvas)!), "a finger draws where the canvas lets it")
        XCTAssertSystem(request)
        (request, role) = rig.begin(8, onCanvas, .direct, TouchRouter.Facts(slotKind: .press))
        XCTAssertEqual(role, .gesture, "a finger draws only with its slot idle")
        (request, role) = rig.begin(10, onNotes, .direct)
        XCTAssertEqual(role, .gesture, "a Pencil-only canvas: the finger is a gesture")
        guard case .gesture(systemFirst: true)? = request else { return XCTFail("\(String(describing: request))") }
        (request, _) = rig.begin(11, onButton, .indirectPointer)
        guard case .gesture(systemFirst: false)? = request else { return XCTFail("\(String(describing: request))") }
    }

    func XCTAssertSystem(_ request: TouchRouter.Request?, file: StaticString = #filePath, line: UInt = #line) {
        guard case .system? = request else { return XCTFail("\(String(describing: request))", file: file, line: line) }
    }

    /// A finger the system holds goes nowhere while held; when the swipe fails the gesture gets
    /// it began where it began and moved to where it is.
    func testAHeldFingerIsReleasedFromWhereItBegan() throws {
        var rig = Rig([button])
        _ = rig.begin(1, ScreenPoint(x: 300, y: 1000))
        _ = rig.router.apply(.systemHolds(id: 1, hit: nil), at: 0, &rig.context)
        XCTAssertEqual(rig.context.touches.role(of: 1), .edgeHeld(nil))
        let moved = Touch(phase: .moved, id: 1, touchType: .direct, x: 300, y: 990)
        guard case let .tracked(previous, wasHeld)? = rig.router.apply(.moved(id: 1, to: ScreenPoint(x: 300, y: 990)), at: 0.05, &rig.context) else {
            return XCTFail("not tracked")
        }
        XCTAssertEqual(previous, ScreenPoint(x: 300, y: 1000))
        XCTAssertTrue(wasHeld)
        XCTAssertNil(rig.router.apply(.routeMove(moved, wasHeld: true), at: 0.05, &rig.context), "held: nowhere")
        guard case let .release(held)? = rig.router.apply(.systemReleases(id: 1), at: 0.1, &rig.context) else {
            return XCTFail("not released")
        }
        XCTAssertEqual(ScreenPoint(x: held.began.x, y: held.began.y), ScreenPoint(x: 300, y: 1000))
        XCTAssertEqual(held.began.phase, .began)
        XCTAssertEqual(held.moved.map { ScreenPoint(x: $0.x, y: $0.y) }, ScreenPoint(x: 300, y: 990))
        XCTAssertEqual(rig.context.touches.role(of: 1), .gesture)
        XCTAssertNil(rig.router.apply(.systemReleases(id: 1), at: 0.2, &rig.context), "released once")
        XCTAssertEqual(rig.context.trace.records.last?.unexpected, true)
    }

    /// A finger beside the drag taps when it lifts within `tapSlop` (45 pt) and
    /// `maximumTapDuration` (0.75 s) of where and when it began: both sides of each.
    func testATapDuringADragCountsWithinTheTapsSlopAndDuration() {
        func ended(dx: Double, after seconds: Double, cancelled: Bool = false) -> Bool {
            var rig = Rig([button])
            _ = rig.begin(2, ScreenPoint(x: 50, y: 30), .direct, at: 1, TouchRouter.Facts(dragOwner: (.direct, 1)))
            if case .tapBesideDrag? = rig.end(2, ScreenPoint(x: 50 + dx, y: 30), at: Timestamp(seconds: 1 + seconds), cancelled: cancelled) { return true }
            return false
        }
        XCTAssertTrue(ended(dx: 45, after: 0.2))
        XCTAssertFalse(ended(dx: 45.01, after: 0.2))
        XCTAssertTrue(ended(dx: 0, after: 0.75))
        XCTAssertFalse(ended(dx: 0, after: 0.750001))
        XCTAssertFalse(ended(dx: 0, after: 0.2, cancelled: true), "a cancelled touch taps nothing")
    }

    /// The system taking every touch cancels the strokes; keeping track, every touch is then
    /// ignored until it lifts; a resync forgets them.
    func testTheSystemTakingTheTouchesCancelsStrokesAndIgnoresTheRest() {
        for keepTracking in [true, false] {
            var rig = Rig([button, canvas])
            _ = rig.begin(1, ScreenPoint(x: 300, y: 400), .pencil)
            _ = rig.begin(2, ScreenPoint(x: 50, y: 30))
            rig.context.outcomes = []
            _ = rig.router.apply(.systemTakes(keepTracking: keepTracking), at: 1, &rig.context)
            XCTAssertEqual(rig.context.outcomes.map(\.kind), [.stroke])
            XCTAssertEqual(rig.context.outcomes.first?.string("phase"), "cancelled")
            XCTAssertEqual(rig.context.touches.role(of: 1), keepTracking ? .ignored : .stroke(rig.hit(ScreenPoint(x: 300, y: 400))!))
            XCTAssertEqual(rig.context.touches.role(of: 2), keepTracking ? .ignored : .gesture)
            _ = rig.router.apply(.touchesLost, at: 1, &rig.context)
            XCTAssertEqual(rig.context.touches.count, 0)
        }
    }

    /// A move or a lift of a touch never begun is dropped, and the trace says so.
    func testATouchNeverBegunIsDroppedAndTraced() {
        var rig = Rig([button])
        let stray = Touch(phase: .moved, id: 7, touchType: .direct, x: 1, y: 1)
        XCTAssertNil(rig.router.step(.moved(id: stray.id, to: ScreenPoint(x: 1, y: 1)), at: 0.5, &rig.context))
        XCTAssertNil(rig.end(7, ScreenPoint(x: 1, y: 1), at: 0.6))
        XCTAssertEqual(rig.context.trace.records.map(\.description), [
            "0.5 TouchRouter moved: unexpected in [*] (dropped)",
            "0.6 TouchRouter ended: unexpected in [*] (dropped)",
        ])
        XCTAssertEqual(rig.context.touches.count, 0)
    }
}

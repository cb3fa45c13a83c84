import XCTest
@testable import Harness
import InputModel

/// `DragRecognizer` alone (docs/interaction-machine.md, "Drag session"). Spring loading's steps are
/// UISpringLoadedInteraction's (possible 0.8 s, then activating 0.4 s; reset at 20 pt/s or faster),
/// autoscroll a 0.75 s dwell within 50 pt of a scroll view's edge (docs/sources.md; the constants
/// table of docs/interaction-machine.md).
final class DragRecognizerTests: XCTestCase {
    let photo = SceneElement(id: "photo", role: .gridItem, frame: ScreenRect(x: 0, y: 0, width: 100, height: 100),
                             draggable: Draggable(types: ["public.image"]))
    let album = SceneElement(id: "album", role: .listItem, frame: ScreenRect(x: 400, y: 0, width: 200, height: 100),
                             dropDestination: DropDestination(accepts: ["public.image"]), springLoaded: SpringLoad(action: "open"))
    let notes = SceneElement(id: "notes", role: .textView, frame: ScreenRect(x: 400, y: 300, width: 200, height: 100),
                             dropDestination: DropDestination(accepts: ["public.plain-text"]))

    func world(_ elements: [SceneElement], undo: Bool = true) -> MachineWorld {
        var scene = Scene(name: "d", elements: elements)
        scene.undo = undo
        return MachineWorld.laidOut(scene)
    }

    func lift(_ r: inout DragRecognizer, _ w: MachineWorld, selection: [String] = []) -> [Outcome] {
        r.apply(.lift(origin: w.layout.nodeIndex("photo")!, slot: .direct, touchId: 1, input: .touch, at: ScreenPoint(x: 50, y: 50)),
                at: 1.0, w, selection: selection)
    }

    func testALiftCarriesTheItemOrTheSelectionItBelongsTo() {
        let second = SceneElement(id: "photo2", role: .gridItem, frame: ScreenRect(x: 0, y: 120, width: 100, height: 100),
                                  draggable: Draggable(types: ["public.image"]))
        let w = world([photo, second, album])
        var alone = DragRecognizer()
        let one = lift(&alone, w)
        XCTAssertEqual(one.map(\.kind), [.dragLift])
        XCTAssertEqual(one.first?.strings("items"), ["photo"])
        XCTAssertTrue(alone.isDragging(.direct, 1))
        XCTAssertFalse(alone.isDragging(.pointer, 1))
        var selected = DragRecognizer()
        XCTAssertEqual(lift(&selected, w, selection: ["photo", "photo2"]).first?.strings("items"), ["photo", "photo2"])
    }

    /// During a drag another finger's tap adds a draggable item (`itemsForAddingTo`) when the
    /// item and the drag's origin both take part in multi-item drags, the item is not in the drag
    /// already, and it belongs to the app the drag started in: in Split View the other app's items
    /// join nothing, whichever side the drag began on.
    func testInSplitViewATapAddsOnlyItemsOfTheAppTheDragStartedIn() {
        func tile(_ id: String, y: Double, multiSelect: Bool = true) -> SceneElement {
            SceneElement(id: id, role: .gridItem, frame: ScreenRect(x: 20, y: y, width: 100, height: 100),
                         draggable: Draggable(types: ["public.image"], multiSelect: multiSelect))
        }
        var scene = Scene(name: "split", apps: [
            SceneApp(id: "photos", elements: [tile("p1", y: 0), tile("p2", y: 120), tile("single", y: 240, multiSelect: false)]),
            SceneApp(id: "files", elements: [tile("f1", y: 0), tile("f2", y: 120)]),
        ])
        scene.undo = false
        let env = HarnessEnvironment(.iPadPro11, .landscape, .half)
        let w = MachineWorld.laidOut(scene, in: env)
        func added(from origin: String, tapping ids: [String]) -> [[String]] {
            var r = DragRecognizer()
            let o = w.layout.nodeIndex(origin)!
            _ = r.apply(.lift(origin: o, slot: .direct, touchId: 1, input: .touch, at: w.layout.nodes[o].frame!.center),
                        at: 1.0, w, selection: [])
            return ids.enumerated().flatMap { i, id in
                r.apply(.addTap(hit: w.layout.nodeIndex(id)!), at: Timestamp(seconds: 1.5 + Double(i)), w)
                    .filter { $0.kind == .dragItemAdded }.map { $0.strings("items") ?? [] }
            }
        }
        XCTAssertEqual(added(from: "p1", tapping: ["f1", "p2", "p2", "single"]), [["p1", "p2"]])
        XCTAssertEqual(added(from: "f1", tapping: ["p2", "f2"]), [["f1", "f2"]])
        XCTAssertEqual(added(from: "single", tapping: ["p1"]), [], "the origin takes no other items")
    }

    /// Over a destination that takes the items: entered, with the operation (a drop within the app
    /// onto another container copies under `automatic`); over one that does not: forbidden. A drop
    /// there drops; a drop elsewhere cancels.
    func testDestinationsAreEnteredOrForbiddenAndTheDropLandsOnlyWhereAccepted() {
        let w = world([photo, album, notes])
        var r = DragRecognizer()
        _ = lift(&r, w)
        let over = r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 450, y: 50)), at: 2.0, w)
        XCTAssertEqual(over.first.map(\.kind), .dropTargetEntered)
        XCTAssertEqual(over.first?.string("operation"), "copy")
        let forbidden = r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 450, y: 350)), at: 3.0, w)
        XCTAssertEqual(forbidden.map(\.kind), [.dropTargetExited, .dropForbidden])
        XCTAssertEqual(forbidden.map(\.element), ["album", "notes"])
        let cancelled = r.apply(.drop(.direct, touchId: 1), at: 3.5, w)
        XCTAssertEqual(cancelled.map(\.kind), [.dragCancelled])
        XCTAssertNil(r.owner)

        var again = DragRecognizer()
        _ = lift(&again, w)
        _ = again.apply(.move(.direct, touchId: 1, ScreenPoint(x: 450, y: 50)), at: 2.0, w)
        let dropped = again.apply(.drop(.direct, touchId: 1), at: 2.1, w)
        XCTAssertEqual(dropped.last?.kind, .drop)
        XCTAssertEqual(dropped.last?.string("target"), "album")
        XCTAssertEqual(dropped.last?.strings("items"), ["photo"])
    }

    /// Entering a spring-loaded element fast leaves it inactive; moving on slowly makes it
    /// possible, activating 0.8 s later, activated 0.4 s after that, with its action.
    func testSpringLoadingStepsOnItsTimers() {
        let w = world([photo, album])
        var r = DragRecognizer()
        _ = lift(&r, w)
        XCTAssertEqual(r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 450, y: 50)), at: 2.0, w).filter { $0.kind == .springLoad }, [], "400 pt/s")
        let slow = r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 451, y: 50)), at: 3.0, w)
        XCTAssertEqual(slow.map { $0.string("state") }, ["possible"], "1 pt/s")
        XCTAssertEqual(r.timers(.default).spring, 3.8)
        XCTAssertEqual(r.apply(.springDue, at: 3.8, w).map { $0.string("state") }, ["activating"])
        XCTAssertEqual(r.timers(.default).spring, 4.2)
        let activated = r.apply(.springDue, at: 4.2, w)
        XCTAssertEqual(activated.map { $0.string("state") }, ["activated"])
        XCTAssertEqual(activated.first?.string("action"), "open")
        XCTAssertNil(r.timers(.default).spring)
    }

    /// Once possible, moving at 20 pt/s or faster resets spring loading; 19 pt/s does not.
    func testMovingFastResetsSpringLoading() {
        let w = world([photo, album])
        for (speed, reset) in [(20.0, true), (19.0, false)] {
            var r = DragRecognizer()
            _ = lift(&r, w)
            _ = r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 450, y: 50)), at: 2.0, w)
            _ = r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 451, y: 50)), at: 3.0, w)
            let moved = r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 451 + speed, y: 50)), at: 4.0, w)
            XCTAssertEqual(moved.map { $0.string("state") }, reset ? ["inactive"] : [], "\(speed) pt/s")
        }
    }

    /// A dwell within 50 pt of a scroll view's edge starts autoscroll after 0.75 s; 51 pt in does not.
    func testADwellAtAScrollViewsEdgeAutoscrolls() {
        let list = SceneElement(id: "list", role: .scrollView, frame: ScreenRect(x: 0, y: 200, width: 300, height: 600),
                                contentSize: ScreenSize(width: 300, height: 3000))
        let w = world([photo, list])
        var r = DragRecognizer()
        _ = lift(&r, w)
        _ = r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 150, y: 751)), at: 2.0, w)  // 49 pt above the bottom edge
        XCTAssertEqual(r.timers(.default).autoscroll, 2.75)
        let scroll = r.apply(.autoscrollDue, at: 2.75, w)
        XCTAssertEqual(scroll.map(\.kind), [.autoscroll])
        XCTAssertEqual(scroll.first?.string("edge"), "bottom")
        var inside = DragRecognizer()
        _ = lift(&inside, w)
        _ = inside.apply(.move(.direct, touchId: 1, ScreenPoint(x: 150, y: 749)), at: 2.0, w)  // 51 pt above it
        XCTAssertNil(inside.timers(.default).autoscroll)
    }

    /// A drop the scene registers with its undo manager is undone by Command-Z; one it does not,
    /// is not.
    func testUndoTakesBackARegisteredDrop() {
        for registered in [true, false] {
            let w = world([photo, album], undo: registered)
            var r = DragRecognizer()
            _ = lift(&r, w)
            _ = r.apply(.move(.direct, touchId: 1, ScreenPoint(x: 450, y: 50)), at: 2.0, w)
            _ = r.apply(.drop(.direct, touchId: 1), at: 2.1, w)
            let out = r.apply(.edit(.undo), at: 3, w)
            XCTAssertEqual(out.map(\.kind), registered ? [.undo] : [])
            XCTAssertEqual(out.first?.element, registered ? "album" : nil)
        }
    }

    /// The edge zone a point is in: within 50 pt of an edge of the scroll view's frame (strictly:
    /// 50 pt away is outside), the nearest edge where two zones meet, none outside the frame.
    /// A frame away from the origin, each edge on both sides of its zone's bound.
    func testEdgeZones() {
        let f = ScreenRect(x: 100, y: 200, width: 400, height: 300)  // x 100…500, y 200…500
        let c = InteractionConstants.default
        func zone(_ x: Double, _ y: Double) -> AutoscrollEdge? { DragRecognizer.edgeZone(ScreenPoint(x: x, y: y), in: f, c) }
        XCTAssertEqual(zone(300, 210), .top)
        XCTAssertEqual(zone(300, 249.9), .top)
        XCTAssertNil(zone(300, 250))
        XCTAssertEqual(zone(300, 490), .bottom)
        XCTAssertEqual(zone(300, 450.1), .bottom)
        XCTAssertNil(zone(300, 450))
        XCTAssertEqual(zone(110, 350), .left)
        XCTAssertEqual(zone(149.9, 350), .left)
        XCTAssertNil(zone(150, 350))
        XCTAssertEqual(zone(490, 350), .right)
        XCTAssertEqual(zone(450.1, 350), .right)
        XCTAssertNil(zone(450, 350))
        // Where zones meet, the nearer edge; outside the frame, none.
        XCTAssertEqual(zone(105, 230), .left)
        XCTAssertEqual(zone(130, 205), .top)
        XCTAssertEqual(zone(495, 470), .right)
        XCTAssertEqual(zone(470, 495), .bottom)
        XCTAssertNil(zone(300, 190))
        XCTAssertNil(zone(510, 350))
    }
}

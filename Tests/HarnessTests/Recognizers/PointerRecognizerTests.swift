import XCTest
@testable import Harness
import InputModel

/// `PointerRecognizer` alone (docs/interaction-machine.md, "Pointer: hover and snapping"): hover
/// effects (UIHoverEffect; HIG › Pointing devices), magnetism — a control's pointer region
/// reaches `pointerHitRegionPadding` beyond its frame (about 12 pt, HIG › Pointing devices) — and
/// scrolling under the pointer.
final class PointerRecognizerTests: XCTestCase {
    func world(_ elements: [SceneElement]) -> MachineWorld {
        MachineWorld.laidOut(Scene(name: "p", elements: elements))
    }

    func hover(_ phase: HoverPhase, _ x: Double, _ y: Double, pressing: Bool = false) -> PointerRecognizer.Input {
        .hover(Hover(phase: phase, source: .pointer, x: x, y: y), pressing: pressing)
    }

    let button = SceneElement(id: "send", role: .button, frame: ScreenRect(x: 100, y: 100, width: 100, height: 44))
    let field = SceneElement(id: "to", role: .textField, frame: ScreenRect(x: 100, y: 300, width: 300, height: 44))

    /// Within 12 pt of a button's frame (HIG › Pointing devices: about 12 pt of padding) the
    /// pointer snaps to it and hovers it; 12.5 pt away it does neither; leaving it ends the hover.
    func testThePointerSnapsToAButtonWithinItsRegion() {
        let w = world([button, field])
        var r = PointerRecognizer()
        XCTAssertEqual(r.apply(hover(.began, 87.5, 120), at: 0, w), [], "12.5 pt left of the frame")
        let near = r.apply(hover(.changed, 88.5, 120), at: 0.1, w)
        XCTAssertEqual(near.map(\.kind), [.pointerSnapped, .hoverBegan], "11.5 pt left of the frame")
        XCTAssertEqual(near.map(\.element), ["send", "send"])
        XCTAssertEqual(near.last?.string("input"), "pointer")
        XCTAssertEqual(r.target, .snapped(w.layout.nodeIndex("send")!))
        XCTAssertEqual(r.apply(hover(.changed, 150, 120), at: 0.2, w), [], "still over it")
        let away = r.apply(hover(.changed, 600, 600), at: 0.3, w)
        XCTAssertEqual(away.map(\.kind), [.hoverEnded])
        XCTAssertEqual(r.target, .none)
    }

    /// A glyph bar button in a navigation bar takes the pointer 10 pt below it (inside the HIG's
    /// 12 pt) and not 13 pt below it.
    func testABarButtonTakesThePointerTenPointsOutside() {
        let bar = SceneElement(id: "bar", role: .navigationBar, frame: ScreenRect(x: 0, y: 0, width: 800, height: 50))
        let share = SceneElement(id: "share", role: .barButton, frame: ScreenRect(x: 700, y: 3, width: 44, height: 44), parent: "bar")
        let w = world([bar, share])
        var r = PointerRecognizer()
        XCTAssertEqual(r.apply(hover(.began, 722, 60), at: 0, w), [], "13 pt below the bar button")
        let near = r.apply(hover(.changed, 722, 57), at: 0.1, w)
        XCTAssertEqual(near.map(\.kind), [.pointerSnapped, .hoverBegan], "10 pt below the bar button")
        XCTAssertEqual(near.map(\.element), ["share", "share"])
    }

    /// A text field hovers (an I-beam) without magnetism; the hover ending ends it.
    func testATextFieldIsHoveredWithoutSnapping() {
        let w = world([button, field])
        var r = PointerRecognizer()
        let over = r.apply(hover(.began, 200, 320), at: 0, w)
        XCTAssertEqual(over.map(\.kind), [.hoverBegan])
        XCTAssertEqual(over.first?.string("shape"), "iBeam")
        XCTAssertEqual(r.target, .hovering(w.layout.nodeIndex("to")!))
        XCTAssertEqual(r.apply(hover(.ended, 200, 320), at: 0.1, w).map(\.kind), [.hoverEnded])
    }

    /// While a button is down the hover stays where it was (the press owns the pointer).
    func testAPressHoldsTheHover() {
        let w = world([button, field])
        var r = PointerRecognizer()
        _ = r.apply(hover(.began, 150, 120), at: 0, w)
        XCTAssertEqual(r.apply(hover(.changed, 200, 320, pressing: true), at: 0.1, w), [])
        XCTAssertEqual(r.target, .snapped(w.layout.nodeIndex("send")!))
    }

    /// Scrolling reaches the scroll view under the pointer when its content is larger than it.
    func testScrollingReachesAScrollViewWithMoreContent() {
        let list = SceneElement(id: "list", role: .scrollView, frame: ScreenRect(x: 0, y: 0, width: 400, height: 400),
                                contentSize: ScreenSize(width: 400, height: 2000))
        let fits = SceneElement(id: "fits", role: .scrollView, frame: ScreenRect(x: 500, y: 0, width: 400, height: 400),
                                contentSize: ScreenSize(width: 400, height: 400))
        let w = world([list, fits])
        var r = PointerRecognizer()
        let s = Scroll(scrollType: .continuous, phase: .changed, dx: 0, dy: -12, x: 200, y: 200)
        let out = r.apply(.scroll(s), at: 0, w)
        XCTAssertEqual(out.map(\.element), ["list"])
        XCTAssertEqual(out.first?.double("dy"), -12)
        XCTAssertEqual(r.apply(.scroll(Scroll(scrollType: .continuous, phase: .began, dx: 0, dy: -12, x: 700, y: 200)), at: 0.1, w), [],
                       "content that fits does not scroll")
    }

    /// Two vertical lists side by side, each 400 pt tall with 2000 pt of content.
    func lists(leftFirst: Bool = true) -> MachineWorld {
        let content = ScreenSize(width: 400, height: 2000)
        let a = SceneElement(id: "inbox", role: .scrollView, frame: ScreenRect(x: leftFirst ? 0 : 500, y: 0, width: 400, height: 400), contentSize: content)
        let b = SceneElement(id: "outbox", role: .scrollView, frame: ScreenRect(x: leftFirst ? 500 : 0, y: 0, width: 400, height: 400), contentSize: content)
        return world([a, b])
    }

    func scroll(_ phase: ScrollPhase, dy: Double, x: Double, _ type: ScrollType = .continuous) -> PointerRecognizer.Input {
        .scroll(Scroll(scrollType: type, phase: phase, dx: 0, dy: dy, x: x, y: 200))
    }

    /// A scroll gesture is its scroll view's pan (docs/interaction-machine.md, "Pointer: hover and
    /// snapping"): its first movement, straight down, picks the list under the pointer, and the
    /// gesture keeps that list while the pointer is over the other one — through its end and its
    /// momentum, to the momentum's last, still event. A change after that is no part of it: it
    /// goes to the list under the pointer.
    func testAScrollGestureKeepsTheViewItsFirstMovementPicked() {
        let w = lists()
        var r = PointerRecognizer()
        let inputs = [scroll(.began, dy: -10, x: 200), scroll(.changed, dy: -10, x: 700), scroll(.ended, dy: 0, x: 700),
                      scroll(.momentum, dy: -5, x: 700), scroll(.momentum, dy: -2, x: 700), scroll(.momentum, dy: 0, x: 700),
                      scroll(.changed, dy: -3, x: 700)]
        let views = inputs.enumerated().flatMap { i, input in r.apply(input, at: Timestamp(seconds: 0.02 * Double(i)), w).map(\.element) }
        XCTAssertEqual(views, ["inbox", "inbox", "inbox", "inbox", "inbox", "inbox", "outbox"])
    }

    /// A wheel's scroll ends with its `ended`: a change after it goes to the list under the
    /// pointer, not the one the wheel scrolled.
    func testAWheelsEndEndsItsGesture() {
        let w = lists()
        var r = PointerRecognizer()
        let inputs = [scroll(.began, dy: -10, x: 200, .discrete), scroll(.ended, dy: 0, x: 200, .discrete),
                      scroll(.changed, dy: -10, x: 700, .discrete)]
        let views = inputs.enumerated().flatMap { i, input in r.apply(input, at: Timestamp(seconds: 0.1 * Double(i)), w).map(\.element) }
        XCTAssertEqual(views, ["inbox", "inbox", "outbox"])
    }

    /// A new layout ends the scroll gesture: the view it moved may be elsewhere. After the lists
    /// swap places, a change at the same point goes to the list now under the pointer.
    func testANewLayoutEndsTheScrollGesture() {
        var r = PointerRecognizer()
        XCTAssertEqual(r.apply(scroll(.began, dy: -10, x: 200), at: 0, lists()).map(\.element), ["inbox"])
        let swapped = lists(leftFirst: false)
        r.apply(.layoutChanged, at: 0.1, swapped)
        XCTAssertEqual(r.apply(scroll(.changed, dy: -10, x: 200), at: 0.2, swapped).map(\.element), ["outbox"])
    }

    /// A trackpad pinch goes to the view under the pointer: at (800, 200), the canvas on the
    /// right, not the one on the left.
    func testAPinchGoesToTheViewUnderThePointer() {
        let left = SceneElement(id: "left", role: .canvas, frame: ScreenRect(x: 100, y: 100, width: 400, height: 600), canvas: CanvasCapabilities())
        let right = SceneElement(id: "right", role: .canvas, frame: ScreenRect(x: 600, y: 100, width: 400, height: 600), canvas: CanvasCapabilities())
        var r = PointerRecognizer()
        let out = r.apply(.transform(Transform(phase: .began, scale: 1.2, rotation: 0, x: 800, y: 200)), at: 0, world([left, right]))
        XCTAssertEqual(out.map(\.element), ["right"])
        XCTAssertEqual(out.first?.double("scale"), 1.2)
    }
}

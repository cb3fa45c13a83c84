import XCTest
import InputModel
@testable import Harness

/// Which view a wheel, a trackpad or fingers scroll, on cases written from Apple's documentation:
/// every kind of scroll view in the scene vocabulary (a scroll view, a text view, a canvas), and
/// the axis a scroll asks for. Each case is a scene of its own and an input at `at`; the scroll or
/// pan outcomes all name the case's element, or there are none.
///
/// The sources, quoted:
/// - UITextView: "class UITextView : UIScrollView"; PKCanvasView: "class PKCanvasView :
///   UIScrollView", "PKCanvasView is a scroll view, so you can make the drawable area bigger
///   than the canvas view's frame rectangle. To do that, set the inherited contentSize property
///   to the size you want. … Users scroll around the canvas using a two-finger pan gesture. (If
///   the allowsFingerDrawing property is false, users can also scroll with one finger.)"
/// - UIScrollView: "The scroll view must know the size of the content view so it knows when to
///   stop scrolling"; alwaysBounceVertical (and alwaysBounceHorizontal): "If this property is set
///   to true and bounces is true, vertical dragging is allowed even if the content is smaller than
///   the bounds of the scroll view. The default value is false."
/// - UIPanGestureRecognizer.allowedScrollTypesMask: "By default, the gesture recognizer responds
///   to no scroll types"; UIScrollView's own pan recognizer takes them ("UIScrollView … its
///   panGestureRecognizer … allowedScrollTypesMask = .all"), so a wheel or two-finger trackpad
///   scroll is that pan, and it begins, as a touch's does, only along an axis the scroll view can
///   scroll (Scroll View Programming Guide › Nesting Scroll Views: "Cross-directional scrolling
///   … is supported and provided by default").
/// - PKCanvasViewDrawingPolicy.anyInput: "Allows drawing on the canvas from any input source";
///   .pencilOnly: "Pencil touches are the only input that draw on the canvas."
final class ScrollViewKindTests: XCTestCase {
    enum Input {
        /// Mouse-wheel detents (discrete) by (dx, dy) each, then the wheel's `ended`.
        case wheel(dx: Double, dy: Double)
        /// A two-finger trackpad scroll (continuous): began, changes, ended, then momentum that
        /// coasts to a stop.
        case trackpad(dx: Double, dy: Double)
        /// Fingers dragged together by (dx, dy).
        case fingers(Int, dx: Double, dy: Double)
    }

    struct Case {
        var name: String
        /// The elements under `window`, one YAML line each.
        var elements: String
        var input: Input
        var at: (Double, Double) = (400, 300)
        var expected: String?
        /// A finger draws a stroke on the canvas (one that ends, not one cancelled).
        var strokes = false
    }

    static let list = "- {id: list, role: scrollView, frame: [0, 0, 1000, 800], contentSize: [1000, 3000], children: ["

    static let cases: [Case] = [
        Case(name: "a wheel turned over a horizontal carousel in a vertical list scrolls the list",
             elements: list + "{id: carousel, role: scrollView, frame: [100, 200, 600, 300], contentSize: [2000, 300]}]}",
             input: .wheel(dx: 0, dy: -10), expected: "list"),
        Case(name: "a trackpad scrolled sideways over the carousel scrolls the carousel, its ended phase and momentum too",
             elements: list + "{id: carousel, role: scrollView, frame: [100, 200, 600, 300], contentSize: [2000, 300]}]}",
             input: .trackpad(dx: -20, dy: 0), expected: "carousel"),
        Case(name: "a text view taller than its frame scrolls under the wheel",
             elements: list + "{id: notes, role: textView, frame: [100, 200, 600, 300], contentSize: [600, 900]}]}",
             input: .wheel(dx: 0, dy: -10), expected: "notes"),
        Case(name: "a text view whose text fits passes the wheel to the scroll view around it",
             elements: list + "{id: notes, role: textView, frame: [100, 200, 600, 300], contentSize: [600, 200]}]}",
             input: .wheel(dx: 0, dy: -10), expected: "list"),
        Case(name: "a canvas whose drawable area is larger than its frame scrolls under the trackpad",
             elements: "- {id: sketch, role: canvas, frame: [100, 200, 600, 300], contentSize: [1200, 1200]}",
             input: .trackpad(dx: 0, dy: -20), expected: "sketch"),
        Case(name: "a canvas that declares no content size is its frame: the wheel scrolls the list around it",
             elements: list + "{id: sketch, role: canvas, frame: [100, 200, 600, 300]}]}",
             input: .wheel(dx: 0, dy: -10), expected: "list"),
        Case(name: "one finger on a canvas only Apple Pencil draws on scrolls its larger drawable area",
             elements: "- {id: sketch, role: canvas, frame: [100, 200, 600, 300], contentSize: [1200, 1200], canvas: {drawingPolicy: pencilOnly}}",
             input: .fingers(1, dx: 0, dy: -120), expected: "sketch"),
        Case(name: "two fingers on a canvas any input draws on scroll its larger drawable area",
             elements: "- {id: sketch, role: canvas, frame: [100, 200, 600, 300], contentSize: [1200, 1200], canvas: {drawingPolicy: anyInput}}",
             input: .fingers(2, dx: 0, dy: -120), expected: "sketch"),
        Case(name: "one finger on a canvas any input draws on draws, and scrolls nothing",
             elements: "- {id: sketch, role: canvas, frame: [100, 200, 600, 300], contentSize: [1200, 1200], canvas: {drawingPolicy: anyInput}}",
             input: .fingers(1, dx: 0, dy: -120), expected: nil, strokes: true),
        Case(name: "a finger dragged up a text view taller than its frame scrolls the text view",
             elements: list + "{id: notes, role: textView, frame: [100, 200, 600, 300], contentSize: [600, 900]}]}",
             input: .fingers(1, dx: 0, dy: -120), expected: "notes"),
        Case(name: "two fingers dragged down over the carousel move the list, along the axis only it scrolls",
             elements: list + "{id: carousel, role: scrollView, frame: [100, 200, 600, 300], contentSize: [2000, 300]}]}",
             input: .fingers(2, dx: 0, dy: 120), expected: "list"),
        Case(name: "a wheel tilted sideways over a list that only scrolls vertically scrolls nothing",
             elements: "- {id: list, role: scrollView, frame: [0, 0, 1000, 800], contentSize: [1000, 3000]}",
             input: .wheel(dx: -10, dy: 0), expected: nil),
    ]

    static func events(_ input: Input, at p: (Double, Double)) -> [UnifiedEvent] {
        let (x, y) = p
        switch input {
        case let .wheel(dx, dy):
            return [S.scroll(0.0, x, y, dx: dx, dy: dy, type: .discrete, phase: .began),
                    S.scroll(0.05, x, y, dx: dx, dy: dy, type: .discrete, phase: .changed),
                    S.scroll(0.10, x, y, dx: dx, dy: dy, type: .discrete, phase: .changed),
                    S.scroll(0.30, x, y, dx: 0, dy: 0, type: .discrete, phase: .ended)]
        case let .trackpad(dx, dy):
            return [S.scroll(0.0, x, y, dx: dx, dy: dy, phase: .began),
                    S.scroll(0.02, x, y, dx: dx, dy: dy, phase: .changed),
                    S.scroll(0.04, x, y, dx: 0, dy: 0, phase: .ended),
                    S.scroll(0.06, x, y, dx: dx / 2, dy: dy / 2, phase: .momentum),
                    S.scroll(0.08, x, y, dx: 0, dy: 0, phase: .momentum)]
        case let .fingers(n, dx, dy):
            var evs: [UnifiedEvent] = []
            for f in 0..<n { evs.append(S.down(0.001 * Double(f), id: f + 1, x + 40 * Double(f), y)) }
            for k in 1...10 {
                for f in 0..<n {
                    evs.append(S.move(0.1 + 0.02 * Double(k), id: f + 1, x + 40 * Double(f) + dx * Double(k) / 10, y + dy * Double(k) / 10))
                }
            }
            for f in 0..<n { evs.append(S.up(0.4 + 0.001 * Double(f), id: f + 1, x + 40 * Double(f) + dx, y + dy)) }
            return evs
        }
    }

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(MechanismScene.yaml("kinds", children: c.elements), case: c.name) else { continue }
            let outcomes = replay(Self.events(c.input, at: c.at), scene: scene)
            let moved = outcomes.filter { $0.kind == .scroll || $0.kind == .pan }
            let elements = Set(moved.map(\.element))
            let want: Set<String> = c.expected.map { [$0] } ?? []
            let strokes = outcomes.named(.stroke).contains { $0.stroke?.phase == .ended }
            XCTAssertEqual(elements, want, c.name)
            XCTAssertEqual(strokes, c.strokes, "\(c.name): strokes")
            if elements == want && strokes == c.strokes { passed += 1 }
        }
        print("scroll-view-kind cases: \(passed) of \(Self.cases.count) pass")
    }

    /// The first finger of two on a canvas where fingers draw began a stroke; the second finger
    /// cancels it (the two are the canvas's pan, and draw nothing).
    func testASecondFingerCancelsTheFirstFingersStroke() throws {
        let c = Self.cases[7]
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("kinds", children: c.elements), case: c.name))
        let strokes = replay(Self.events(c.input, at: c.at), scene: scene).named(.stroke)
        XCTAssertEqual(strokes.map { $0.stroke?.phase }, [.began, .cancelled])
    }

    /// The second finger joins the first as the canvas's two-finger gesture (docs/
    /// interaction-machine.md, "Touch routing": "the first as the gesture gets a released touch
    /// … then the second"). 100 pt apart, the first finger's move out makes them 150 pt apart,
    /// past `pinchHysteresis` (8 pt): the pinch begins, its scale measured from there; spread to
    /// 400 pt, the scale is 400 / 150.
    func testTheSecondFingerOnACanvasAFingerDrawsOnJoinsThePinch() throws {
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("kinds", children:
            "- {id: sketch, role: canvas, frame: [100, 200, 600, 300], contentSize: [1200, 1200], canvas: {drawingPolicy: anyInput}}"), case: "pinch"))
        let events = [S.down(0, id: 1, 350, 350), S.down(0.02, id: 2, 450, 350),
                      S.move(0.1, id: 1, 300, 350), S.move(0.1, id: 2, 500, 350),
                      S.move(0.2, id: 1, 200, 350), S.move(0.2, id: 2, 600, 350),
                      S.up(0.4, id: 1, 200, 350), S.up(0.41, id: 2, 600, 350)]
        let pinches = replay(events, scene: scene).named(.pinch)
        XCTAssertEqual(Set(pinches.map(\.element)), ["sketch"])
        XCTAssertEqual(try XCTUnwrap(pinches.last?.double("scale")), 400.0 / 150.0, accuracy: 1e-12)
    }

    /// Every phase of a scroll reaches the machine's view: the count of outcomes is the count of
    /// scroll events (the cases above would pass with any one of them).
    func testEveryPhaseOfATrackpadScrollIsReported() throws {
        let c = Self.cases[1]
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("kinds", children: c.elements), case: c.name))
        let scrolls = replay(Self.events(c.input, at: c.at), scene: scene).named(.scroll)
        XCTAssertEqual(scrolls.map(\.element), Array(repeating: "carousel", count: 5))
    }
}

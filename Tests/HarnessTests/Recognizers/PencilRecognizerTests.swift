import XCTest
@testable import Harness
import InputModel

/// `PencilRecognizer` alone (docs/interaction-machine.md, "Pencil"): palm rejection's window
/// (0.5 s, the documented assumption), hover over controls and canvases (UIHoverGestureRecognizer
/// with Pencil hover; the user's Apple Pencil hover preview setting), the barrel's preferred
/// action (UIPencilInteraction, Settings › Apple Pencil), and the stroke width model.
final class PencilRecognizerTests: XCTestCase {
    func world(_ elements: [SceneElement], settings: UserSettings = .default) -> MachineWorld {
        var env = HarnessEnvironment()
        env.settings = settings
        let scene = Scene(name: "p", elements: elements)
        return MachineWorld.laidOut(scene, in: env)
    }

    let button = SceneElement(id: "pen-button", role: .button, frame: ScreenRect(x: 0, y: 0, width: 100, height: 44))
    let canvas = SceneElement(id: "canvas", role: .canvas, frame: ScreenRect(x: 0, y: 100, width: 600, height: 600), canvas: CanvasCapabilities())

    func testAFingerIsAPalmWhileThePencilIsNearAndForHalfASecondAfter() {
        let c = InteractionConstants.default
        var p = PencilRecognizer()
        let w = world([])
        XCTAssertFalse(p.isPalmRejected(at: 0, c), "never seen")
        p.apply(.contactBegan(id: 7, ScreenPoint(x: 10, y: 10)), at: 1.0, w)
        XCTAssertEqual(p.state, .touching)
        XCTAssertTrue(p.isPalmRejected(at: 5, c), "touching, however long")
        p.apply(.contactEnded(id: 7, ScreenPoint(x: 10, y: 10)), at: 1.0, w)
        XCTAssertEqual(p.state, .away)
        XCTAssertTrue(p.isPalmRejected(at: 1.5, c))
        XCTAssertFalse(p.isPalmRejected(at: 1.5001, c))
        p.apply(.hover(Hover(phase: .began, source: .pencil, x: 10, y: 10), hit: nil), at: 2, w)
        XCTAssertEqual(p.state, .hovering)
        XCTAssertTrue(p.isPalmRejected(at: 9, c), "hovering, however long")
        p.apply(.touchesLost, at: 9, w)
        XCTAssertEqual(p.state, .hovering, "still in range, no longer touching")
    }

    /// "For `palmRejectionWindow` after it was last seen (its last hover or touch)": each of the
    /// Pencil's events counts as last seen — a hover that ended, a touch's beginning, its move and
    /// its end — and a finger is a palm until 0.5 s after the latest, not after.
    func testThePalmWindowRunsFromThePencilsLatestEvent() {
        let c = InteractionConstants.default
        let w = world([])
        let here = ScreenPoint(x: 10, y: 10)
        func window(from seen: Double, _ p: PencilRecognizer, _ what: String) {
            XCTAssertEqual(p.state, .away, what)
            XCTAssertTrue(p.isPalmRejected(at: Timestamp(seconds: seen + 0.5), c), "\(what): 0.5 s after")
            XCTAssertFalse(p.isPalmRejected(at: Timestamp(seconds: seen + 0.5001), c), "\(what): past 0.5 s")
        }
        var hovered = PencilRecognizer()
        hovered.apply(.hover(Hover(phase: .began, source: .pencil, x: 10, y: 10), hit: nil), at: 1.0, w)
        hovered.apply(.hover(Hover(phase: .ended, source: .pencil, x: 10, y: 10), hit: nil), at: 2.0, w)
        window(from: 2.0, hovered, "a hover that ended")
        // The system took the touches (`touchesLost`): no end, so the touch's own events count.
        var began = PencilRecognizer()
        began.apply(.contactBegan(id: 1, here), at: 1.0, w)
        began.apply(.touchesLost, at: 1.2, w)
        window(from: 1.0, began, "a touch that began")
        var moved = PencilRecognizer()
        moved.apply(.contactBegan(id: 1, here), at: 1.0, w)
        moved.apply(.contactMoved(here), at: 1.3, w)
        moved.apply(.touchesLost, at: 1.4, w)
        window(from: 1.3, moved, "a touch that moved")
        var ended = PencilRecognizer()
        ended.apply(.contactBegan(id: 1, here), at: 1.0, w)
        ended.apply(.contactEnded(id: 1, here), at: 1.2, w)
        window(from: 1.2, ended, "a touch that ended")
    }

    /// The hover that ends on an element as the Pencil moves to another carries the moving
    /// event's height (`UIHoverGestureRecognizer.zOffset`), not its altitude.
    func testAHoverEndedCarriesTheEventsHeight() {
        let w = world([button, canvas])
        var p = PencilRecognizer()
        p.apply(.hover(Hover(phase: .began, source: .pencil, x: 50, y: 20, zOffset: 0.6, altitude: 1.2), hit: w.layout.nodeIndex("pen-button")), at: 0, w)
        let moved = p.apply(.hover(Hover(phase: .changed, source: .pencil, x: 50, y: 300, zOffset: 0.25, altitude: 1.0),
                                   hit: w.layout.nodeIndex("canvas")), at: 0.1, w)
        XCTAssertEqual(moved.map(\.kind), [.hoverEnded, .hoverBegan])
        XCTAssertEqual(moved.map { $0.hover?.zOffset }, [0.25, 0.25])
    }

    func testHoverHighlightsAControlThenPreviewsOnACanvas() {
        let w = world([button, canvas])
        var p = PencilRecognizer()
        let over = p.apply(.hover(Hover(phase: .began, source: .pencil, x: 50, y: 20), hit: w.layout.nodeIndex("pen-button")), at: 0, w)
        XCTAssertEqual(over.map(\.kind), [.hoverBegan])
        XCTAssertEqual(over.first?.element, "pen-button")
        XCTAssertEqual(over.first?.string("input"), "pencil")
        let onCanvas = p.apply(.hover(Hover(phase: .changed, source: .pencil, x: 50, y: 300), hit: w.layout.nodeIndex("canvas")), at: 0.1, w)
        XCTAssertEqual(onCanvas.map(\.kind), [.hoverEnded, .hoverBegan])
        XCTAssertEqual(onCanvas.last?.element, "canvas")
        XCTAssertEqual(onCanvas.last?.bool("preview"), true)
        let gone = p.apply(.hover(Hover(phase: .ended, source: .pencil, x: 50, y: 300), hit: nil), at: 0.2, w)
        XCTAssertEqual(gone.map(\.kind), [.hoverEnded])
        XCTAssertEqual(p.state, .away)
    }

    /// With the user's hover preview off, a canvas previews nothing under a hovering Pencil, but
    /// its hover still begins (`UIHoverGestureRecognizer` reports the Pencil): `preview=false`.
    func testACanvasDoesNotPreviewWhenTheUserTurnedItOff() {
        var settings = UserSettings.default
        settings.pencilHoverPreview = false
        var p = PencilRecognizer()
        let w = world([button, canvas], settings: settings)
        let o = p.apply(.hover(Hover(phase: .began, source: .pencil, x: 50, y: 300), hit: w.layout.nodeIndex("canvas")), at: 0, w)
        XCTAssertEqual(o.map(\.kind), [.hoverBegan])
        XCTAssertEqual(o.first?.hover?.preview, false)
    }

    /// A barrel double-tap performs the user's preferred action on the canvas that handles it;
    /// with the preference set to ignore, nothing happens.
    func testTheBarrelPerformsThePreferredAction() {
        var p = PencilRecognizer()
        let out = p.apply(.interaction(PencilInteraction(action: .tap)), at: 0, world([button, canvas]))
        XCTAssertEqual(out.map(\.kind), [.pencilAction])
        XCTAssertEqual(out.first?.element, "canvas")
        XCTAssertEqual(out.first?.string("action"), "switchEraser")
        XCTAssertEqual(out.first?.string("trigger"), "tap")
        var ignoring = UserSettings.default
        ignoring.pencilPreferredSqueezeAction = .ignore
        XCTAssertEqual(p.apply(.interaction(PencilInteraction(action: .squeeze)), at: 0, world([button, canvas], settings: ignoring)), [])
    }

    /// Width = nominal × force ÷ average force, clamped to ¼…4, × up to 3 when the Pencil lies flat.
    func testStrokeWidthFollowsForceAndTilt() {
        let c = InteractionConstants.default
        let caps = CanvasCapabilities(strokeWidth: 2)
        let upright = Double.pi / 2
        XCTAssertEqual(PencilRecognizer.strokeWidth(canvas: caps, force: 1, forceCounts: true, altitude: upright, c), 2)
        XCTAssertEqual(PencilRecognizer.strokeWidth(canvas: caps, force: 0.1, forceCounts: true, altitude: upright, c), 0.5)
        XCTAssertEqual(PencilRecognizer.strokeWidth(canvas: caps, force: 8, forceCounts: true, altitude: upright, c), 8)
        XCTAssertEqual(PencilRecognizer.strokeWidth(canvas: caps, force: 1, forceCounts: true, altitude: 0, c), 6)
        XCTAssertEqual(PencilRecognizer.strokeWidth(canvas: caps, force: 0, forceCounts: false, altitude: upright, c), 2,
                       "no force reported: nominal")
        let flatOnly = CanvasCapabilities(usesForce: false, usesTilt: false, strokeWidth: 2)
        XCTAssertEqual(PencilRecognizer.strokeWidth(canvas: flatOnly, force: 8, forceCounts: true, altitude: 0, c), 2)
    }

    /// A finger's stroke stands upright as UITouch reports a finger (altitude π/2, azimuth 0) and
    /// its force counts only with a reported maximum: on a canvas that uses force and tilt it
    /// draws at the nominal width, while a Pencil's force counts even with no reported maximum
    /// (docs/interaction-machine.md, "Pencil").
    func testAFingerStrokeStandsUprightAndIgnoresForceWithoutAMaximum() {
        let w = world([canvas])
        let c = w.layout.nodeIndex("canvas")!
        func stroke(_ type: TouchType, force: Double, maximum: Double = 0) -> Outcome.Stroke? {
            let touch = Touch(phase: .began, id: 1, touchType: type, x: 100, y: 200, force: force, maximumPossibleForce: maximum)
            guard case let .stroke(s) = TouchRouter.stroke(touch, canvas: c, phase: .began, at: 0, w).payload else { return nil }
            return s
        }
        let finger = stroke(.direct, force: 0.5)
        XCTAssertEqual(finger?.altitude, Double.pi / 2)
        XCTAssertEqual(finger?.azimuth, 0)
        XCTAssertEqual(finger?.width, CanvasCapabilities().strokeWidth, "nominal")
        XCTAssertEqual(stroke(.direct, force: 0.5, maximum: 6.67)?.width, CanvasCapabilities().strokeWidth * 0.5,
                       "a 3D Touch finger's force counts")
        XCTAssertEqual(stroke(.pencil, force: 0.5)?.width, CanvasCapabilities().strokeWidth * 0.5)
    }

    /// UITouch's altitude runs 0…π/2; one beyond it (a normalizer's rounding) draws as upright,
    /// one below 0 as flat.
    func testAnAltitudeOutsideItsRangeCountsAsItsNearestEnd() {
        let c = InteractionConstants.default
        let caps = CanvasCapabilities(usesForce: false, strokeWidth: 2)
        XCTAssertEqual(PencilRecognizer.strokeWidth(canvas: caps, force: 0, forceCounts: false, altitude: 2.0, c), 2)
        XCTAssertEqual(PencilRecognizer.strokeWidth(canvas: caps, force: 0, forceCounts: false, altitude: -0.5, c), 6)
    }
}

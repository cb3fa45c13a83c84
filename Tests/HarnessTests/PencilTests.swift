import XCTest
import Harness
import InputModel

final class PencilTests: XCTestCase {
    // sketch canvas: 840…1340 × 400…900.
    func pen(_ t: Double, _ phase: TouchPhase, _ x: Double, _ y: Double, force: Double = 1, altitude: Double = .pi / 2) -> UnifiedEvent {
        S.touch(t, phase, id: 50, x, y, type: .pencil, force: force, maxForce: 4.17, altitude: altitude, azimuth: 0.5)
    }

    func testStrokesOnCanvasWithPhasesAndAngles() {
        let o = replay([pen(0, .began, 900, 500), pen(0.1, .moved, 910, 505), pen(0.2, .ended, 920, 510)])
        XCTAssertEqual(o.map { $0.string("phase") }, ["began", "moved", "ended"], o.log)
        XCTAssertTrue(o.allSatisfy { $0.kind == .stroke && $0.element == "sketch" })
        XCTAssertEqual(o[0].double("force"), 1)
        XCTAssertEqual(o[0].double("altitude")!, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(o[0].double("azimuth"), 0.5)
        XCTAssertEqual(o[0].string("input"), "pencil")
        XCTAssertEqual(o[0].double("width")!, 2, accuracy: 1e-9, "nominal width at average force, upright")
    }

    func testWidthFollowsForceAndTilt() {
        let light = replay([pen(0, .began, 900, 500, force: 0.5)])[0].double("width")!
        let hard = replay([pen(0, .began, 900, 500, force: 3)])[0].double("width")!
        let tilted = replay([pen(0, .began, 900, 500, force: 1, altitude: .pi / 6)])[0].double("width")!
        XCTAssertLessThan(light, 2)
        XCTAssertGreaterThan(hard, 2)
        XCTAssertGreaterThan(tilted, 2)
        var scene = Fixtures.photos
        scene.apps[0].elements[13].canvas = CanvasCapabilities(usesForce: false, usesTilt: false)
        let flat = [0.5, 3].map { replay([pen(0, .began, 900, 500, force: $0, altitude: .pi / 6)], scene: scene)[0].double("width")! }
        XCTAssertEqual(flat, [2, 2])
    }

    /// The stroke model docs/scenes.md gives: 2 pt × force / 1.0 (UIKit's average touch), kept
    /// within 0.25…4, × a tilt factor from 1 upright to 3 flat. Force 0.1 upright: 2 × 0.25 = 0.5;
    /// force 1 flat: 2 × 3 = 6; force 1 at altitude π/4: 2 × 2 = 4; force 10 upright: 2 × 4 = 8.
    func testStrokeWidthFollowsTheDocumentedModel() {
        func width(force: Double, altitude: Double) -> Double {
            replay([pen(0, .began, 900, 500, force: force, altitude: altitude)])[0].double("width")!
        }
        XCTAssertEqual(width(force: 0.1, altitude: .pi / 2), 0.5, accuracy: 1e-9)
        XCTAssertEqual(width(force: 1, altitude: 0), 6, accuracy: 1e-9)
        XCTAssertEqual(width(force: 1, altitude: .pi / 4), 4, accuracy: 1e-9)
        XCTAssertEqual(width(force: 10, altitude: .pi / 2), 8, accuracy: 1e-9)
    }

    func testPencilOffCanvasTapsWithPencilInput() {
        let o = replay(S.tap(0, 130, 60, type: .pencil))
        XCTAssertEqual(o.kinds, [.tap])
        XCTAssertEqual(o[0].string("input"), "pencil")
    }

    func testHoverPreviewOverCanvas() {
        let o = replay([S.hover(0, 900, 500, .began, source: .pencil, zOffset: 0.5), S.hover(0.1, 910, 500, source: .pencil),
                        S.hover(0.2, 910, 500, .ended, source: .pencil)])
        XCTAssertEqual(o.kinds, [.hoverBegan, .hoverEnded], o.log)
        XCTAssertEqual(o[0].element, "sketch")
        XCTAssertEqual(o[0].string("input"), "pencil")
        XCTAssertEqual(o[0].bool("preview"), true)
        // The user's "show hover preview" off (`UIPencilInteraction.prefersHoverToolPreview`
        // false) turns off the system's tool preview only: `UIHoverGestureRecognizer` still
        // reports the hovering Pencil, so the canvas's hover begins, without a preview.
        var settings = UserSettings()
        settings.pencilHoverPreview = false
        let off = replay([S.hover(0, 900, 500, .began, source: .pencil)], environment: HarnessEnvironment(settings: settings))
        XCTAssertEqual(off.kinds, [.hoverBegan], off.log)
        XCTAssertEqual(off.first?.element, "sketch")
        XCTAssertEqual(off.first?.bool("preview"), false)
    }

    func testBarrelDoubleTapUsesThePreferredAction() {
        let o = replay([S.hover(0, 900, 500, .began, source: .pencil), S.pencilAction(0.1)])
        XCTAssertEqual(o.named(.pencilAction).first?.string("action"), "switchEraser")
        XCTAssertEqual(o.named(.pencilAction).first?.element, "sketch")
        var settings = UserSettings()
        settings.pencilPreferredTapAction = .switchPrevious
        XCTAssertEqual(replay([S.pencilAction(0.1)], environment: HarnessEnvironment(settings: settings)).first?.string("action"), "switchPrevious")
        settings.pencilPreferredTapAction = .ignore
        XCTAssertTrue(replay([S.pencilAction(0.1)], environment: HarnessEnvironment(settings: settings)).isEmpty)
        XCTAssertEqual(replay([S.pencilAction(0.1, .squeeze)]).first?.string("action"), "showContextualPalette")
    }

    func testPalmRejectionWhilePencilDrawsOrRecentlyHovered() {
        // A palm lands on the canvas while the pencil draws: no stroke from it.
        let o = replay([pen(0, .began, 900, 500), S.down(0.05, id: 2, 1200, 800), S.move(0.1, id: 2, 1210, 810),
                        pen(0.15, .moved, 905, 505), S.up(0.2, id: 2, 1210, 810), pen(0.25, .ended, 910, 510)])
        XCTAssertTrue(o.allSatisfy { $0.kind == .stroke && $0.string("input") == "pencil" }, o.log)
        XCTAssertEqual(o.count, 3)
        // 0.4 s after the pencil lifted the finger is still rejected; 0.6 s after, it draws.
        let recent = replay([pen(0, .began, 900, 500), pen(0.1, .ended, 900, 500), S.down(0.5, id: 2, 1200, 800)])
        XCTAssertEqual(recent.count, 2)
        let later = replay([pen(0, .began, 900, 500), pen(0.1, .ended, 900, 500), S.down(0.7, id: 2, 1200, 800)])
        XCTAssertEqual(later.last?.string("input"), "touch")
    }

    func testPencilInHoverRangeRejectsFingersOnTheCanvas() {
        let o = replay([S.hover(0, 900, 500, .began, source: .pencil), S.hover(1, 900, 500, source: .pencil),
                        S.down(1.2, id: 2, 1200, 800), S.up(1.3, id: 2, 1200, 800)])
        XCTAssertEqual(o.named(.stroke).count, 0, o.log)
        // Once the pencil left hover range (and the window passed), fingers draw again.
        let left = replay([S.hover(0, 900, 500, .began, source: .pencil), S.hover(0.1, 900, 500, .ended, source: .pencil),
                           S.down(1.2, id: 2, 1200, 800)])
        XCTAssertEqual(left.named(.stroke).count, 1, left.log)
    }

    func testOnlyDrawWithApplePencilMakesFingersNotDraw() {
        var settings = UserSettings()
        settings.onlyDrawWithApplePencil = true
        let o = replay(S.tap(0, 1000, 600), environment: HarnessEnvironment(settings: settings))
        XCTAssertEqual(o.named(.stroke).count, 0)
        XCTAssertEqual(replay(S.tap(0, 1000, 600)).named(.stroke).count, 2)
    }

    /// PencilKit's `PKCanvasView.drawingPolicy`: `.default` follows the user's "Only Draw with
    /// Apple Pencil", `.anyInput` lets a finger draw whatever the setting, `.pencilOnly` never;
    /// Apple Pencil draws under every policy.
    func testTheCanvasDrawingPolicyDecidesWhetherAFingerDraws() throws {
        var pencilOnlySetting = UserSettings()
        pencilOnlySetting.onlyDrawWithApplePencil = true
        let on = HarnessEnvironment(settings: pencilOnlySetting), off = HarnessEnvironment()
        func strokes(_ policy: DrawingPolicy, _ env: HarnessEnvironment, pencil: Bool = false) -> Int {
            var scene = Fixtures.photos
            scene.apps[0].elements[13].canvas = CanvasCapabilities(drawingPolicy: policy)
            let input = pencil ? [pen(0, .began, 1000, 600), pen(0.1, .ended, 1000, 600)] : S.tap(0, 1000, 600)
            return replay(input, scene: scene, environment: env).named(.stroke).count
        }
        XCTAssertEqual([strokes(.default, off), strokes(.default, on)], [2, 0])
        XCTAssertEqual([strokes(.anyInput, off), strokes(.anyInput, on)], [2, 2])
        XCTAssertEqual([strokes(.pencilOnly, off), strokes(.pencilOnly, on)], [0, 0])
        XCTAssertEqual([strokes(.pencilOnly, off, pencil: true), strokes(.default, on, pencil: true)], [2, 2])
        // Read from and written to a scene.
        let yaml = "scene: S\nelements:\n  - {id: c, role: canvas, frame: [0, 0, 100, 100], canvas: {drawingPolicy: anyInput}}\n"
        let loaded = try SceneLoader.load(yaml)
        XCTAssertEqual(loaded.apps[0].elements[0].canvas?.drawingPolicy, .anyInput)
        XCTAssertEqual(try SceneLoader.load(SceneWriter.yaml(loaded)).apps[0].elements[0].canvas?.drawingPolicy, .anyInput)
        XCTAssertThrowsError(try SceneLoader.load(yaml.replacingOccurrences(of: "anyInput", with: "fingers"), file: "s.yml")) {
            XCTAssertEqual("\($0)", "s.yml:3: element 'c'.canvas.drawingPolicy: unknown value 'fingers' (expected one of: default, anyInput, pencilOnly)")
        }
    }

    /// A Pencil stroke whose touch is cancelled (the stream's `cancelled` phase) ends cancelled,
    /// and one that lifts ends `ended` (UITouch.Phase).
    func testAStrokeEndsAsItsTouchDoes() {
        func phases(_ last: TouchPhase) -> [String?] {
            let pen = { (t: Double, phase: TouchPhase, x: Double) in S.touch(t, phase, id: 5, x, 600, type: .pencil, force: 1, maxForce: 4) }
            return replay([pen(0, .began, 900), pen(0.1, .moved, 950), pen(0.2, last, 950)]).named(.stroke).map { $0.string("phase") }
        }
        XCTAssertEqual(phases(.ended), ["began", "moved", "ended"])
        XCTAssertEqual(phases(.cancelled), ["began", "moved", "cancelled"])
    }
}

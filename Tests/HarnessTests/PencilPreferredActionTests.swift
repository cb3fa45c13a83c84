import XCTest
import InputModel
@testable import Harness

/// Who gets an Apple Pencil double tap or squeeze, on cases written from Apple's documentation:
/// the user's preferred action (Settings › Apple Pencil) reaches the app's `UIPencilInteraction`
/// — a canvas that handles it — except where the system performs it. Each case is a scene, the
/// user's settings and one Pencil interaction; the outcomes are what the case expects, as
/// `pencilAction <element> <action>` or `systemGesture <kind>`.
///
/// The sources, quoted:
/// - UIPencilPreferredAction.runSystemShortcut: "If the user selects this as their preferred
///   action to perform after double-tapping or squeezing their Apple Pencil, your app will never
///   be notified when they do."
/// - UIPencilPreferredAction.ignore: "An action that does nothing."
/// - UIPencilInteraction.preferredTapAction: "A person's preferred double-tap action for Apple
///   Pencil, as specified in the Settings app"; preferredSqueezeAction likewise for a squeeze.
/// - UIPencilInteractionDelegate: the interaction tells its delegate of a tap or a squeeze; a view
///   without the interaction is told nothing.
final class PencilPreferredActionTests: XCTestCase {
    struct Case {
        var name: String
        var tap: PencilPreferredAction = .switchEraser
        var squeeze: PencilPreferredAction = .showContextualPalette
        /// The canvas handles the interaction (it has a `UIPencilInteraction`).
        var handles = true
        var trigger: PencilAction
        var expected: [String]
    }

    static let cases: [Case] = [
        Case(name: "a double tap the system runs as a shortcut never reaches the app", tap: .runSystemShortcut, trigger: .tap,
             expected: ["systemGesture pencilShortcut"]),
        Case(name: "a squeeze the system runs as a shortcut never reaches the app", squeeze: .runSystemShortcut, trigger: .squeeze,
             expected: ["systemGesture pencilShortcut"]),
        Case(name: "the system runs its shortcut whether or not the app handles the Pencil", tap: .runSystemShortcut, handles: false,
             trigger: .tap, expected: ["systemGesture pencilShortcut"]),
        Case(name: "a double tap that switches to the eraser is the app's to perform", trigger: .tap,
             expected: ["pencilAction sketch switchEraser"]),
        Case(name: "a squeeze that shows the contextual palette is the app's", trigger: .squeeze,
             expected: ["pencilAction sketch showContextualPalette"]),
        Case(name: "ignore does nothing: nothing reaches the app, nothing is the system's", tap: .ignore, trigger: .tap, expected: []),
        Case(name: "a canvas without the interaction is told nothing", handles: false, trigger: .tap, expected: []),
        Case(name: "each trigger has its own preference: a system double tap leaves the squeeze the app's",
             tap: .runSystemShortcut, squeeze: .switchPrevious, trigger: .squeeze, expected: ["pencilAction sketch switchPrevious"]),
    ]

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            let yaml = MechanismScene.yaml("pencil", children:
                "- {id: sketch, role: canvas, frame: [100, 100, 800, 600], canvas: {handlesDoubleTap: \(c.handles)}}")
            guard let scene = MechanismScene.load(yaml, case: c.name) else { continue }
            var settings = UserSettings()
            settings.pencilPreferredTapAction = c.tap
            settings.pencilPreferredSqueezeAction = c.squeeze
            let outcomes = replay([S.hover(0, 400, 400, .began, source: .pencil), S.pencilAction(0.1, c.trigger)], scene: scene,
                                  environment: HarnessEnvironment(settings: settings))
            let seen = outcomes.compactMap { o -> String? in
                switch o.kind {
                case .pencilAction: return "pencilAction \(o.element) \(o.string("action") ?? "-")"
                case .systemGesture: return "systemGesture \(o.string("kind") ?? "-")"
                default: return nil
                }
            }
            XCTAssertEqual(seen, c.expected, c.name)
            if seen == c.expected { passed += 1 }
        }
        print("pencil-preferred-action cases: \(passed) of \(Self.cases.count) pass")
    }

    /// The interaction goes to the canvas where the Pencil is: one that touched down on the left
    /// canvas and moved onto the right one, still touching, double-taps the right one.
    func testTheCanvasUnderThePencilAsItMoves() throws {
        let yaml = MechanismScene.yaml("pencil", children: """
            - {id: left, role: canvas, frame: [100, 100, 400, 600], canvas: {handlesDoubleTap: true}}
            - {id: right, role: canvas, frame: [600, 100, 400, 600], canvas: {handlesDoubleTap: true}}
            """)
        let scene = try XCTUnwrap(MechanismScene.load(yaml, case: "two canvases"))
        let pen = { (t: Double, phase: TouchPhase, x: Double) in S.touch(t, phase, id: 5, x, 400, type: .pencil, force: 1, maxForce: 4) }
        let moved = replay([pen(0, .began, 300), pen(0.1, .moved, 450), pen(0.2, .moved, 700), S.pencilAction(0.3, .tap)], scene: scene)
        XCTAssertEqual(moved.named(.pencilAction).map(\.element), ["right"], moved.log)
        let stayed = replay([pen(0, .began, 300), pen(0.1, .moved, 450), S.pencilAction(0.3, .tap)], scene: scene)
        XCTAssertEqual(stayed.named(.pencilAction).map(\.element), ["left"], stayed.log)
    }

    static let twoCanvases = """
        - {id: left, role: canvas, frame: [100, 100, 400, 600], canvas: {handlesDoubleTap: true}}
        - {id: right, role: canvas, frame: [600, 100, 400, 600], canvas: {handlesDoubleTap: true}}
        """

    /// Where the Pencil was last, hovering or touching, decides the canvas ("on the canvas under
    /// the Pencil that handles it, else the first such canvas on screen"): a hover over the right
    /// canvas at (800, 200), a touch that began there and is still down, a touch that ended
    /// there; with no Pencil seen, the first canvas laid out.
    func testTheCanvasWhereThePencilWasLast() throws {
        let scene = try XCTUnwrap(MechanismScene.load(MechanismScene.yaml("pencil", children: Self.twoCanvases), case: "two canvases"))
        let pen = { (t: Double, phase: TouchPhase, x: Double) in S.touch(t, phase, id: 5, x, 200, type: .pencil, force: 1, maxForce: 4) }
        let streams: [(String, [UnifiedEvent], String)] = [
            ("hovering over the right canvas", [S.hover(0, 800, 200, .began, source: .pencil)], "right"),
            ("touching the right canvas", [pen(0, .began, 800)], "right"),
            ("lifted from the right canvas, having begun on the left", [pen(0, .began, 300), pen(0.1, .ended, 800)], "right"),
            ("no Pencil seen", [], "left"),
        ]
        for (name, events, expected) in streams {
            let o = replay(events + [S.pencilAction(0.3, .tap)], scene: scene)
            XCTAssertEqual(o.named(.pencilAction).map(\.element), [expected], "\(name)\n\(o.log)")
        }
    }
}

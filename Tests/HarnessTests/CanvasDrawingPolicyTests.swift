import XCTest
import InputModel
@testable import Harness

/// Whether a finger or Apple Pencil draws on a canvas, on cases written from Apple's
/// documentation of `PKCanvasView.drawingPolicy`: each case is a canvas with a policy, a tool
/// picker shown or not, the user's "Only Draw with Apple Pencil" setting, and one stroke by a
/// finger or the Pencil; it draws (a `stroke` outcome that ends) or not.
///
/// The sources, quoted:
/// - PKCanvasViewDrawingPolicy.default: "By default, if the tool picker is visible, respect the
///   pencil interaction setting of the prefersPencilOnlyDrawing property; otherwise only accept
///   input from Apple Pencil."
/// - PKCanvasViewDrawingPolicy.anyInput: "Allows drawing on the canvas from any input source."
/// - PKCanvasViewDrawingPolicy.pencilOnly: "Pencil touches are the only input that draw on the
///   canvas."
/// - UIPencilInteraction.prefersPencilOnlyDrawing: the user's "Only Draw with Apple Pencil".
final class CanvasDrawingPolicyTests: XCTestCase {
    struct Case {
        var name: String
        var policy: DrawingPolicy
        var toolPicker: Bool
        var onlyPencil = false
        var pencil = false
        var draws: Bool
    }

    static let cases: [Case] = [
        Case(name: "default, tool picker shown, the setting off: a finger draws", policy: .default, toolPicker: true, draws: true),
        Case(name: "default, tool picker shown, Only Draw with Apple Pencil on: a finger does not", policy: .default, toolPicker: true,
             onlyPencil: true, draws: false),
        Case(name: "default, no tool picker: only Apple Pencil draws, whatever the setting", policy: .default, toolPicker: false, draws: false),
        Case(name: "default, no tool picker: Apple Pencil draws", policy: .default, toolPicker: false, pencil: true, draws: true),
        Case(name: "anyInput: a finger draws without a tool picker", policy: .anyInput, toolPicker: false, draws: true),
        Case(name: "anyInput: a finger draws though the user asks for Pencil only", policy: .anyInput, toolPicker: true, onlyPencil: true,
             draws: true),
        Case(name: "pencilOnly: a finger does not draw, tool picker or not", policy: .pencilOnly, toolPicker: true, draws: false),
        Case(name: "pencilOnly: Apple Pencil draws", policy: .pencilOnly, toolPicker: false, pencil: true, draws: true),
    ]

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            let yaml = MechanismScene.yaml("canvas", children:
                "- {id: sketch, role: canvas, frame: [100, 100, 800, 600], canvas: {drawingPolicy: \(c.policy.rawValue), toolPicker: \(c.toolPicker)}}")
            guard let scene = MechanismScene.load(yaml, case: c.name) else { continue }
            var settings = UserSettings()
            settings.onlyDrawWithApplePencil = c.onlyPencil
            let type: TouchType = c.pencil ? .pencil : .direct
            let events = [S.down(0, 300, 300, type: type), S.move(0.05, 340, 320, type: type), S.move(0.1, 380, 340, type: type),
                          S.up(0.15, 380, 340, type: type)]
            let outcomes = replay(events, scene: scene, environment: HarnessEnvironment(settings: settings))
            let draws = outcomes.named(.stroke).contains { $0.stroke?.phase == .ended }
            XCTAssertEqual(draws, c.draws, c.name)
            if draws == c.draws { passed += 1 }
        }
        print("canvas-drawing-policy cases: \(passed) of \(Self.cases.count) pass")
    }

    /// `toolPicker` is read, written back only when false, and defaults to shown.
    func testTheToolPickerKeyLoadsAndWritesBack() throws {
        let scene = try SceneLoader.load(MechanismScene.yaml("k", children: """
            - {id: a, role: canvas, frame: [0, 0, 100, 100], canvas: {toolPicker: false}}
            - {id: b, role: canvas, frame: [0, 200, 100, 100], canvas: true}
            """), file: "k.yml")
        let canvases = Dictionary(uniqueKeysWithValues: scene.apps[0].elements.map { ($0.id, $0.canvas) })
        XCTAssertEqual(canvases["a"]??.toolPicker, false)
        XCTAssertEqual(canvases["b"]??.toolPicker, true)
        let yaml = try SceneWriter.yaml(scene)
        XCTAssertEqual(yaml.components(separatedBy: "toolPicker").count, 2, yaml)
        XCTAssertEqual(try SceneLoader.load(yaml, file: "again.yml").apps[0].elements, scene.apps[0].elements)
    }
}

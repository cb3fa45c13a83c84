import XCTest
import InputModel
@testable import Harness

/// `SceneWriter` writes one scene one way (docs/scenes.md › Keys): layouts built-in first in
/// the order docs/scenes.md lists them, then by name; sets in their type's order; `waive` by
/// rule id; a canvas's flags each under its own name. The scene gives each set in an order of
/// its own, and its values differ between siblings, so a sibling's value or an unsorted set
/// shows in the text.
final class SceneWriterOrderTests: XCTestCase {
    /// The scene as `SceneWriter` writes it: its lines, indentation dropped.
    func writtenLines(_ scene: Scene) throws -> [String] {
        try SceneWriter.yaml(scene).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testOneSceneOneText() throws {
        let r = { (w: Double) in ScreenRect(x: 0, y: 0, width: w, height: 10) }
        var e = SceneElement(id: "e", role: .canvas, frames: ["wide": r(5), "regular-1024x1366": r(4), "slideOver": r(3), "compact": r(2), "default": r(1)])
        e.contextMenu = ["Copy"]
        e.hoverEffect = nil
        e.without = [.hoverEffect, .springLoaded, .dropDestination]
        var scene = Scene(name: "order", environments: ["wide"], apps: [SceneApp(id: "app", elements: [e])])
        scene.defersSystemGestures = [.right, .bottom, .top, .left]
        scene.deviceFamily = [.iPad, .iPhone]
        scene.without = [.undo, .shortcuts]
        scene.waive = ["pointer.hover": "b", "drag.source": "a", "layout.hit-target": "c"]
        let lines = try writtenLines(scene)
        for expected in [
            "deviceFamily: [iphone, ipad]",
            "defersSystemGestures: [top, left, bottom, right]",
            "without: [shortcuts, undo]",
            "waive: {drag.source: a, layout.hit-target: c, pointer.hover: b}",
            "frames: {default: [0, 0, 1, 10], compact: [0, 0, 2, 10], slideOver: [0, 0, 3, 10], regular-1024x1366: [0, 0, 4, 10], wide: [0, 0, 5, 10]}",
            "without: [dropDestination, springLoaded, hoverEffect]",
        ] {
            XCTAssertTrue(lines.contains(expected), "\(expected)\n\(lines.joined(separator: "\n"))")
        }
    }

    /// A canvas's six flags, each given a code of three bits (1…6, all different), written in
    /// three canvases, one per bit: every two flags differ in one of them. `declared` and
    /// `toolPicker` are written only when false, `drawingPolicy` only when not `default`.
    func testACanvasWritesEachFlagUnderItsName() throws {
        func line(_ c: CanvasCapabilities) throws -> String? {
            var e = SceneElement(id: "c", role: .canvas, frame: ScreenRect(x: 0, y: 0, width: 10, height: 10))
            e.canvas = c
            return try writtenLines(Scene(name: "c", elements: [e])).first { $0.hasPrefix("canvas:") }
        }
        XCTAssertEqual(try line(CanvasCapabilities(usesForce: true, usesTilt: false, hoverPreview: true, handlesDoubleTap: false, strokeWidth: 3,
                                                   declared: true, drawingPolicy: .default, toolPicker: false)),
                       "canvas: {usesForce: true, usesTilt: false, hoverPreview: true, handlesDoubleTap: false, strokeWidth: 3, toolPicker: false}")
        XCTAssertEqual(try line(CanvasCapabilities(usesForce: false, usesTilt: true, hoverPreview: true, handlesDoubleTap: false, strokeWidth: 3,
                                                   declared: false, drawingPolicy: .pencilOnly, toolPicker: true)),
                       "canvas: {usesForce: false, usesTilt: true, hoverPreview: true, handlesDoubleTap: false, strokeWidth: 3, declared: false, drawingPolicy: pencilOnly}")
        XCTAssertEqual(try line(CanvasCapabilities(usesForce: false, usesTilt: false, hoverPreview: false, handlesDoubleTap: true, strokeWidth: 2.5,
                                                   declared: true, drawingPolicy: .anyInput, toolPicker: true)),
                       "canvas: {usesForce: false, usesTilt: false, hoverPreview: false, handlesDoubleTap: true, strokeWidth: 2.5, drawingPolicy: anyInput}")
    }

    /// A capability's own keys are written inside its mapping, each only where it differs from
    /// its default (docs/scenes.md › Keys: `multiSelect` true, `input` both, `policy`
    /// automatic, `optionCopies` false, `priority` 0), and read back the same.
    func testACapabilitysKeysStayInside() throws {
        var e = SceneElement(id: "e", role: .image, frame: ScreenRect(x: 0, y: 0, width: 44, height: 44))
        e.draggable = Draggable(types: ["public.image"], multiSelect: false, input: .pointer)
        e.dropDestination = DropDestination(accepts: ["public.text"], policy: .copy, optionCopies: true)
        e.focus = FocusSpec(group: "g", priority: 2)
        var plain = SceneElement(id: "p", role: .image, frame: ScreenRect(x: 50, y: 0, width: 44, height: 44))
        plain.draggable = Draggable(types: ["public.image"])
        plain.dropDestination = DropDestination(accepts: ["public.text"])
        plain.focus = FocusSpec(group: "g")
        let scene = Scene(name: "inside", elements: [e, plain])
        let lines = try writtenLines(scene)
        for expected in [
            "draggable: {types: [public.image], multiSelect: false, input: pointer}",
            "dropDestination: {accepts: [public.text], policy: copy, optionCopies: true}",
            "focus: {group: g, priority: 2}",
            "draggable: {types: [public.image]}",
            "dropDestination: {accepts: [public.text]}",
            "focus: {group: g}",
        ] {
            XCTAssertTrue(lines.contains(expected), "\(expected)\n\(lines.joined(separator: "\n"))")
        }
        XCTAssertEqual(try SceneLoader.load(try SceneWriter.yaml(scene)), scene)
    }
}

import Foundation
import InputModel

/// Apple Pencil: strokes, barrel actions, palm rejection.
extension InteractionMachine {
    /// A finger on a canvas while the pencil is down, in hover range, or seen within the window.
    func isPalmRejected(at t: Double) -> Bool {
        if !pencil.down.isEmpty || pencil.inRange { return true }
        if let seen = pencil.lastSeen, t - seen <= world.constants.palmRejectionWindow { return true }
        return false
    }

    /// Width = nominal × force factor × tilt factor: force relative to an average touch (clamped
    /// 0.25…4), and up to 3× wider when the pencil lies flat (shading), when the canvas uses them.
    func strokeWidth(canvas: CanvasCapabilities, force: Double, maximumForce: Double, altitude: Double) -> Double {
        var w = canvas.strokeWidth
        if canvas.usesForce, maximumForce > 0 {
            w *= min(max(force / world.constants.averageForce, 0.25), 4)
        }
        if canvas.usesTilt {
            let a = min(max(altitude, 0), Double.pi / 2)
            w *= 1 + 2 * (1 - a / (Double.pi / 2))
        }
        return w
    }

    mutating func emitStroke(_ touch: Touch, canvas: Int, phase: String, at t: Double) {
        let caps = world.layout.nodes[canvas].element.canvas ?? CanvasCapabilities()
        let altitude = touch.altitude ?? Double.pi / 2
        let azimuth = touch.azimuth ?? 0
        let maxForce = touch.maximumPossibleForce > 0 ? touch.maximumPossibleForce
            : (touch.touchType == .pencil && touch.force > 0 ? world.constants.pencilMaximumForce : 0)
        let width = strokeWidth(canvas: caps, force: touch.force, maximumForce: maxForce, altitude: altitude)
        var fields: [Outcome.Field] = [
            .init("phase", .string(phase)), .init("force", .double(touch.force)), .init("altitude", .double(altitude)),
            .init("azimuth", .double(azimuth)), .init("width", .double(width)),
            .init("input", .string(Self.input(touch.touchType).rawValue)),
        ]
        if let tool = touch.tool { fields.append(.init("tool", .string(tool.rawValue))) }
        emit(t, .stroke, canvas, fields)
    }

    /// Barrel double-tap or squeeze → the user's preferred action on the canvas that handles it.
    mutating func handlePencilInteraction(_ p: PencilInteraction, at t: Double) {
        let settings = world.environment.settings
        let action = p.action == .tap ? settings.pencilPreferredTapAction : settings.pencilPreferredSqueezeAction
        guard action != .ignore else { return }
        let handles: (SceneElement) -> Bool = { $0.canvas?.handlesDoubleTap == true }
        var target = pencil.location.flatMap { world.layout.ancestorOrSelf(world.layout.hitTest($0), where: handles) }
        if target == nil {
            target = world.layout.nodes.indices.first { world.layout.nodes[$0].frame != nil && handles(world.layout.nodes[$0].element) }
        }
        guard let target else { return }
        emit(t, .pencilAction, target, [.init("action", .string(action.rawValue)), .init("trigger", .string(p.action.rawValue))])
    }
}

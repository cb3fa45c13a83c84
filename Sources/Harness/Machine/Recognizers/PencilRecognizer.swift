import Foundation
import InputModel

/// Apple Pencil: where it is (hovering, touching, away) for palm rejection, the element its hover
/// highlights, how wide its strokes draw (`strokeWidth`; the strokes are routed by `TouchRouter`),
/// and the barrel's double-tap and squeeze.
/// docs/interaction-machine.md, "Pencil".
struct PencilRecognizer: Recognizer, Sendable {
    enum Input {
        /// A Pencil hover event; `hit` is the element under it (nil when the hover ended).
        case hover(Hover, hit: Int?)
        /// A Pencil touch came down at `p`.
        case contactBegan(id: Int, ScreenPoint)
        /// A Pencil touch the machine tracks moved to `p`.
        case contactMoved(ScreenPoint)
        /// A Pencil touch the machine tracks lifted or was cancelled at `p`.
        case contactEnded(id: Int, ScreenPoint)
        /// A barrel double-tap or squeeze.
        case interaction(PencilInteraction)
        /// The system took every touch (a resync, a relayout): the Pencil's are gone too.
        case touchesLost
        /// The scene was laid out again: the element it hovered may be elsewhere or gone.
        case layoutChanged
    }

    /// Where the Pencil is, as palm rejection sees it.
    enum State: Equatable {
        /// Out of hover range and not touching.
        case away
        /// In hover range above the screen.
        case hovering
        /// On the glass (one touch or more).
        case touching
    }

    /// The Pencil's touches on the glass.
    var down: Set<Int> = []
    var inRange = false
    /// Event time the Pencil was last seen, hovering or touching.
    var lastSeen: Timestamp?
    var location: ScreenPoint?
    /// The element its hover highlights.
    var hovered: Int?

    var state: State { !down.isEmpty ? .touching : inRange ? .hovering : .away }
    var traceState: String { "\(state)" }

    /// A finger on a canvas is a palm while the Pencil touches or hovers, and for
    /// `palmRejectionWindow` after it was last seen.
    func isPalmRejected(at t: Timestamp, _ c: InteractionConstants) -> Bool {
        if state != .away { return true }
        if let seen = lastSeen, t - seen <= c.palmRejectionWindow { return true }
        return false
    }

    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Never? {
        switch input {
        case let .hover(h, hit):
            location = ScreenPoint(x: h.x, y: h.y)
            lastSeen = t
            inRange = h.phase != .ended
            var target: Int?
            if h.phase != .ended {
                let layout = context.world.layout
                if let canvas = layout.ancestorOrSelf(hit, where: { $0.canvas != nil }) {
                    // The canvas's hover begins whether or not it previews the tool: the user's
                    // setting (`prefersHoverToolPreview`) and the canvas turn off the system's
                    // preview only, and `UIHoverGestureRecognizer` still reports the Pencil. The
                    // outcome's `preview` says which.
                    target = canvas
                } else {
                    target = layout.ancestorOrSelf(hit, where: { $0.isInteractive })
                }
            }
            if target != hovered {
                if let old = hovered { context.outcomes.append(context.world.outcome(t, old, .hoverEnded(Self.hover(old, context.world, zOffset: h.zOffset)))) }
                if let new = target { context.outcomes.append(context.world.outcome(t, new, .hoverBegan(Self.hover(new, context.world, zOffset: h.zOffset)))) }
                hovered = target
            }
        case let .contactBegan(id, p):
            down.insert(id)
            lastSeen = t
            location = p
        case let .contactMoved(p):
            lastSeen = t
            location = p
        case let .contactEnded(id, p):
            down.remove(id)
            lastSeen = t
            location = p
        case let .interaction(i):
            // The user's preferred action (Settings › Apple Pencil) on the canvas that handles it.
            let settings = context.world.environment.settings
            let action = i.action == .tap ? settings.pencilPreferredTapAction : settings.pencilPreferredSqueezeAction
            guard action != .ignore else { return nil }
            // UIPencilPreferredAction.runSystemShortcut: "your app will never be notified".
            if action == .runSystemShortcut {
                context.outcomes.append(context.world.outcome(t, nil, .systemGesture(kind: .pencilShortcut)))
                return nil
            }
            let layout = context.world.layout
            let handles: (SceneElement) -> Bool = { $0.canvas?.handlesDoubleTap == true }
            var target = location.flatMap { layout.ancestorOrSelf(layout.hitTest($0), where: handles) }
            if target == nil {
                target = layout.nodes.indices.first { layout.nodes[$0].frame != nil && handles(layout.nodes[$0].element) }
            }
            guard let target else { return nil }
            context.outcomes.append(context.world.outcome(t, target, .pencilAction(action: action, trigger: i.action)))
        case .touchesLost:
            down = []
        case .layoutChanged:
            hovered = nil
        }
        return nil
    }

    /// A Pencil hover's fields: the element's hover effect, and on a canvas whether it previews.
    static func hover(_ i: Int, _ world: MachineWorld, zOffset: Double? = nil) -> Outcome.Hover {
        let preview = world.layout.nodes[i].element.canvas.map { $0.hoverPreview && world.environment.settings.pencilHoverPreview }
        return Outcome.Hover(effect: world.layout.pointerNodes[i].hoverEffect, input: .pencil, preview: preview, zOffset: zOffset)
    }

    // MARK: Strokes

    /// Width = nominal × force factor × tilt factor: force relative to an average touch (clamped
    /// 0.25…4), and up to 3× wider when the pencil lies flat (shading), when the canvas uses them.
    static func strokeWidth(canvas: CanvasCapabilities, force: Double, forceCounts: Bool, altitude: Double,
                            _ c: InteractionConstants) -> Double {
        var w = canvas.strokeWidth
        if canvas.usesForce, forceCounts {
            w *= min(max(force / c.averageForce, 0.25), 4)
        }
        if canvas.usesTilt {
            let a = min(max(altitude, 0), Double.pi / 2)
            w *= 1 + 2 * (1 - a / (Double.pi / 2))
        }
        return w
    }
}

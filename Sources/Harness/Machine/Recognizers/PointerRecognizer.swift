import InputModel

/// The pointer between clicks: what it hovers (hover effects) and what its magnetism snaps to
/// (`UIPointerInteraction`), scrolling under it, and the trackpad's pinch. A click is a press of
/// the pointer's gesture slot, not this recognizer's.
/// docs/interaction-machine.md, "Pointer: hover and snapping".
struct PointerRecognizer: Recognizer, Sendable {
    enum Input {
        /// A pointer hover event; `pressing` while a button is down (hover effects wait).
        case hover(Hover, pressing: Bool)
        case scroll(Scroll)
        /// A trackpad pinch.
        case transform(Transform)
        /// The scene was laid out again: what the pointer was over may be elsewhere or gone.
        case layoutChanged
        /// A menu the system draws (a context menu, a text input's edit menu) is shown: the
        /// pointer's effects are the menu's own, and the app's views under it hover nothing
        /// until it goes ("UIKit manages all menu-related interactions").
        case menuShown
    }

    /// What the pointer is over.
    enum Target: Sendable, Equatable {
        case none
        /// An interactive element, under the pointer.
        case hovering(Int)
        /// An element whose pointer region (frame plus `pointerHitRegionPadding`) holds the
        /// pointer: the pointer snaps to it and it is hovered.
        case snapped(Int)

        var hovered: Int? {
            switch self {
            case .none: return nil
            case let .hovering(i), let .snapped(i): return i
            }
        }

        var snapped: Int? {
            if case let .snapped(i) = self { return i }
            return nil
        }
    }

    var target: Target = .none
    /// The scroll view the scroll gesture in progress moves (nil: it moves none), chosen by its
    /// first movement and kept to its end, as a pan keeps the view it began on: a wheel's or a
    /// trackpad's scroll is its scroll view's pan (`allowedScrollTypesMask`), which begins only
    /// along an axis the view can scroll. A `began` chooses again; a wheel's `ended` and the
    /// momentum's last, still event end it.
    var scrollGesture: Int?? = nil
    var traceState: String {
        switch target {
        case .none: return "none"
        case .hovering: return "hovering"
        case .snapped: return "snapped"
        }
    }

    /// What the app hides for a hardware keyboard (`context.keys`) is not under the pointer
    /// (`MachineWorld.hitTest`).
    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Never? {
        transition(input, at: t, context.world, hardwareKeyboard: context.keys.hardwareKeyboard, &context.outcomes)
        return nil
    }

    // The world is lent to the transition, not copied out of the context: a copy retains and
    // releases it on every hover (Benchmarks/notes.md, "Hot paths").
    private mutating func transition(_ input: Input, at t: Timestamp, _ world: MachineWorld, hardwareKeyboard: Bool,
                                     _ out: inout [Outcome]) {
        switch input {
        case let .hover(h, pressing):
            if h.phase == .ended {
                retarget(.none, at: t, world, &out)
            } else if !pressing {
                let p = ScreenPoint(x: h.x, y: h.y)
                if let snap = world.layout.snapTarget(p, padding: world.constants.pointerHitRegionPadding) {
                    retarget(.snapped(snap), at: t, world, &out)
                } else {
                    let hovered = world.layout.ancestorOrSelf(world.hitTest(p, hardwareKeyboard: hardwareKeyboard), where: { $0.isInteractive })
                    retarget(hovered.map { .hovering($0) } ?? .none, at: t, world, &out)
                }
            }
        case let .scroll(s):
            let view: Int?
            if s.phase != .began, let latched = scrollGesture {
                view = latched
            } else {
                let hit = world.hitTest(ScreenPoint(x: s.x, y: s.y), hardwareKeyboard: hardwareKeyboard)
                view = world.layout.scrollViews(around: hit).along(ScreenPoint(x: s.dx, y: s.dy))
                if s.dx != 0 || s.dy != 0 { scrollGesture = .some(view) }
            }
            let still = s.dx == 0 && s.dy == 0
            if (s.scrollType == .discrete && s.phase == .ended) || (s.phase == .momentum && still) { scrollGesture = nil }
            guard let view else { return }  // nothing scrolls along that axis here
            out.append(world.outcome(t, view, .scroll(dx: s.dx, dy: s.dy, phase: s.phase, scrollType: s.scrollType)))
        case let .transform(tr):
            let hit = world.hitTest(ScreenPoint(x: tr.x, y: tr.y), hardwareKeyboard: hardwareKeyboard)
            out.append(world.outcome(t, world.layout.transformTarget(at: hit), .pinch(scale: tr.scale, phase: tr.phase, input: .pointer, rotation: tr.rotation)))
        case .layoutChanged:
            target = .none
            scrollGesture = nil
        case .menuShown:
            retarget(.none, at: t, world, &out)
        }
    }

    /// hoverEnded for the old element, pointerSnapped, then hoverBegan for the new one.
    private mutating func retarget(_ new: Target, at t: Timestamp, _ world: MachineWorld, _ out: inout [Outcome]) {
        let old = target
        target = new
        if new.hovered != old.hovered, let o = old.hovered {
            out.append(world.outcome(t, o, .hoverEnded(Self.hover(o, world))))
        }
        if new.snapped != old.snapped, let s = new.snapped {
            out.append(world.outcome(t, s, .pointerSnapped))
        }
        if new.hovered != old.hovered, let n = new.hovered {
            out.append(world.outcome(t, n, .hoverBegan(Self.hover(n, world))))
        }
    }

    /// The pointer's hover (effect and shape) of node `i`, read through the plain per-node
    /// table (no copy of the element): hover outcomes are most of the outcomes of pointer use
    /// (≈ 80 % in the replay benchmark). The payload is inline, so an outcome allocates nothing.
    @inline(__always)
    static func hover(_ i: Int, _ world: MachineWorld) -> Outcome.Hover {
        let n = world.layout.pointerNodes[i]
        return Outcome.Hover(effect: n.hoverEffect, input: .pointer, shape: n.pointerShape)
    }
}

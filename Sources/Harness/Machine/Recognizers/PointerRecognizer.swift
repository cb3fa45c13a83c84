import InputModel

/// The pointer between clicks: what it hovers (hover effects) and what its magnetism snaps to
/// (`UIPointerInteraction`), scrolling under it, and the trackpad's pinch. A click is a press of
/// the pointer's gesture slot, not this recognizer's.
/// docs/interaction-machine.md, "Pointer: hover and snapping".
struct PointerRecognizer: Sendable {
    enum Input {
        /// A pointer hover event; `pressing` while a button is down (hover effects wait).
        case hover(Hover, pressing: Bool)
        case scroll(Scroll)
        /// A trackpad pinch.
        case transform(Transform)
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

    /// `hardwareKeyboard`: whether what the app hides for a hardware keyboard is hidden
    /// (`MachineWorld.hitTest`).
    mutating func apply(_ input: Input, at t: Double, _ world: MachineWorld, hardwareKeyboard: Bool,
                        into out: inout [Outcome]) {
        switch input {
        case let .hover(h, pressing):
            if h.phase == .ended {
                retarget(.none, at: t, world, &out)
            } else if !pressing {
                let p = Point(x: h.x, y: h.y)
                if let snap = world.layout.snapTarget(p, padding: world.constants.pointerHitRegionPadding) {
                    retarget(.snapped(snap), at: t, world, &out)
                } else {
                    let hovered = world.layout.ancestorOrSelf(world.hitTest(p, hardwareKeyboard: hardwareKeyboard), where: { $0.isInteractive })
                    retarget(hovered.map { .hovering($0) } ?? .none, at: t, world, &out)
                }
            }
        case let .scroll(s):
            let hit = world.hitTest(Point(x: s.x, y: s.y), hardwareKeyboard: hardwareKeyboard)
            guard let view = world.layout.ancestorOrSelf(hit, where: { $0.role == .scrollView }) else { return }
            let node = world.layout.nodes[view]
            if let content = node.element.contentSize, let f = node.frame,
               content.width <= f.width, content.height <= f.height {
                return  // nothing to scroll
            }
            out.append(world.outcome(t, .scroll, view, [.init("dx", .double(s.dx)), .init("dy", .double(s.dy)),
                                                        .init("phase", .string(s.phase.rawValue)),
                                                        .init("scrollType", .string(s.scrollType.rawValue))]))
        case let .transform(tr):
            let hit = world.hitTest(Point(x: tr.x, y: tr.y), hardwareKeyboard: hardwareKeyboard)
            let element = world.layout.ancestorOrSelf(hit, where: { $0.role == .scrollView || $0.role == .canvas || $0.isInteractive }) ?? hit
            out.append(world.outcome(t, .pinch, element, [.init("scale", .double(tr.scale)), .init("phase", .string(tr.phase.rawValue)),
                                                          .init("input", .string("pointer"))]))
        }
    }

    /// The same, returning the outcomes (for tests).
    mutating func apply(_ input: Input, at t: Double, _ world: MachineWorld, hardwareKeyboard: Bool = false) -> [Outcome] {
        var out: [Outcome] = []
        apply(input, at: t, world, hardwareKeyboard: hardwareKeyboard, into: &out)
        return out
    }

    /// hoverEnded for the old element, pointerSnapped, then hoverBegan for the new one.
    private mutating func retarget(_ new: Target, at t: Double, _ world: MachineWorld, _ out: inout [Outcome]) {
        let old = target
        target = new
        if new.hovered != old.hovered, let o = old.hovered {
            out.append(world.outcome(t, .hoverEnded, o, Self.hoverFields(o, world)))
        }
        if new.snapped != old.snapped, let s = new.snapped {
            out.append(world.outcome(t, .pointerSnapped, s))
        }
        if new.hovered != old.hovered, let n = new.hovered {
            out.append(world.outcome(t, .hoverBegan, n, Self.hoverFields(n, world)))
        }
    }

    /// The pointer's hover fields (effect, input, shape) of node `i`, from a table built once:
    /// hover outcomes share these arrays, read through the plain per-node table (no copy of the
    /// element). Why: they are most of the outcomes of pointer use (≈ 80 % in the replay
    /// benchmark), and allocating each one's array and freeing it cost ≈ 500 instructions an
    /// outcome (callgrind).
    @inline(__always)
    static func hoverFields(_ i: Int, _ world: MachineWorld) -> [Outcome.Field] {
        let n = world.layout.pointerNodes[i]
        return hoverFieldTable[n.hoverEffect.ordinal * PointerShape.allCases.count + n.pointerShape.ordinal]
    }

    private static let hoverFieldTable: [[Outcome.Field]] = {
        var table = [[Outcome.Field]](repeating: [], count: HoverEffect.allCases.count * PointerShape.allCases.count)
        for effect in HoverEffect.allCases {
            for shape in PointerShape.allCases {
                table[effect.ordinal * PointerShape.allCases.count + shape.ordinal] = [
                    .init("effect", .string(effect.rawValue)), .init("input", .string(InputKind.pointer.rawValue)),
                    .init("shape", .string(shape.rawValue)),
                ]
            }
        }
        precondition(!table.contains { $0.isEmpty }, "an ordinal is missing or repeated")
        return table
    }()
}

// Table positions for `hoverFields` (a switch: `allCases.firstIndex(of:)` materialized the cases'
// array on every call).
private extension HoverEffect {
    var ordinal: Int {
        switch self {
        case .highlight: return 0
        case .lift: return 1
        case .hover: return 2
        case .none: return 3
        }
    }
}

private extension PointerShape {
    var ordinal: Int {
        switch self {
        case .automatic: return 0
        case .iBeam: return 1
        case .link: return 2
        case .grab: return 3
        case .resize: return 4
        case .resizeHorizontal: return 5
        case .resizeVertical: return 6
        case .crosshair: return 7
        case .hidden: return 8
        }
    }
}

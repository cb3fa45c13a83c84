import InputModel

/// Pointer: hover effects, magnetism, clicks, secondary click, selection, scrolling, trackpad pinch.
extension InteractionMachine {
    mutating func pointerTouchBegan(_ touch: Touch, _ p: Point, hit: Int?, at t: Double) {
        let buttons = touch.buttons ?? .primary
        let secondary = buttons.contains(.secondary)
            || (buttons.contains(.primary) && keyboard.modifiers.contains(.control))
        if secondary {
            // _UISecondaryClickDriverGestureRecognizer: the menu opens on button-down, no hold.
            if let menu = world.layout.ancestorOrSelf(hit, where: { $0.contextMenu != nil }) {
                emit(t, .contextMenu, menu, [.init("trigger", .string("secondaryClick"))])
            }
            gestures[GestureSlot.pointer.rawValue] = .consumed
            return
        }
        guard buttons.contains(.primary), case .idle = gestures[GestureSlot.pointer.rawValue] else {
            touches[touch.id]?.role = .ignored
            if case .idle = gestures[GestureSlot.pointer.rawValue] { gestures[GestureSlot.pointer.rawValue] = .consumed }
            return
        }
        startPress(touch, p, hit: hit, slot: .pointer, at: t)
    }

    /// The element under `p` (`MachineWorld.hitTest`). Not inlined, and `mutating` though it
    /// changes nothing, with the layout's hit test inlined in it: a call on `layout` from the
    /// mutating handlers copied the whole `ResolvedScene` (272 bytes) to lend it, on every
    /// scroll, hover and touch-down (≈ 3 M of 56 M instructions, callgrind, replay benchmark).
    @inline(never)
    mutating func hitTest(_ p: Point) -> Int? {
        world.hitTest(p, hardwareKeyboard: keyboard.hardware)
    }

    mutating func handleHover(_ h: Hover, at t: Double) {
        let p = Point(x: h.x, y: h.y)
        switch h.source {
        case .pointer:
            pointer.location = p
            if h.phase == .ended {
                setPointerTargets(snapped: nil, hovered: nil, at: t)
            } else if gestures.kind(.pointer) == .idle {
                let snap = world.layout.snapTarget(p, padding: world.constants.pointerHitRegionPadding)
                let hovered = snap ?? world.layout.ancestorOrSelf(hitTest(p), where: { $0.isInteractive })
                setPointerTargets(snapped: snap, hovered: hovered, at: t)
            }
        case .pencil:
            let hit = h.phase == .ended ? nil : hitTest(p)
            pencil.apply(.hover(h, hit: hit), at: t, world, into: &out)
        }
    }

    // Inlined: called from the mutating `setPointerTargets`, a call copied the whole machine
    // (1 240 bytes, ≈ 180 instructions a hover outcome; callgrind, replay benchmark).
    @inline(__always)
    func hoverFields(_ i: Int, input: InputKind) -> [Outcome.Field] {
        // The pointer's fields from the plain per-node table: no copy of the element (a hover
        // outcome on most pointer moves over a dense scene).
        let n = world.layout.pointerNodes[i]
        if input == .pointer { return Self.pointerHoverFields(n.hoverEffect, n.pointerShape) }
        var f: [Outcome.Field] = [.init("effect", .string(n.hoverEffect.rawValue)), .init("input", .string(input.rawValue))]
        if input == .pencil, let canvas = world.layout.nodes[i].element.canvas {
            f.append(.init("preview", .bool(canvas.hoverPreview && world.environment.settings.pencilHoverPreview)))
        }
        return f
    }

    /// The pointer's hover fields (effect, input, shape) for a hover effect and a pointer shape,
    /// from a table built once: hover outcomes share these arrays. Why: they are most of the
    /// outcomes of pointer use (≈ 80 % in the replay benchmark), and allocating each one's array
    /// and freeing it cost ≈ 500 instructions an outcome (callgrind).
    static func pointerHoverFields(_ effect: HoverEffect, _ shape: PointerShape) -> [Outcome.Field] {
        pointerHoverFieldTable[effect.ordinal * PointerShape.allCases.count + shape.ordinal]
    }

    private static let pointerHoverFieldTable: [[Outcome.Field]] = {
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

    /// hoverEnded for the old element, pointerSnapped, then hoverBegan for the new one.
    mutating func setPointerTargets(snapped: Int?, hovered: Int?, at t: Double) {
        if hovered != pointer.hovered, let old = pointer.hovered {
            emit(t, .hoverEnded, old, hoverFields(old, input: .pointer))
        }
        if snapped != pointer.snapped {
            pointer.snapped = snapped
            if let s = snapped { emit(t, .pointerSnapped, s) }
        }
        if hovered != pointer.hovered {
            pointer.hovered = hovered
            if let new = hovered { emit(t, .hoverBegan, new, hoverFields(new, input: .pointer)) }
        }
    }

    mutating func handleScroll(_ s: Scroll, at t: Double) {
        let p = Point(x: s.x, y: s.y)
        pointer.location = p
        let hit = hitTest(p)
        guard let view = world.layout.ancestorOrSelf(hit, where: { $0.role == .scrollView }) else { return }
        let node = world.layout.nodes[view]
        if let content = node.element.contentSize, let f = node.frame,
           content.width <= f.width, content.height <= f.height {
            return  // nothing to scroll
        }
        emit(t, .scroll, view, [.init("dx", .double(s.dx)), .init("dy", .double(s.dy)), .init("phase", .string(s.phase.rawValue)),
                               .init("scrollType", .string(s.scrollType.rawValue))])
    }

    mutating func handleTransform(_ tr: Transform, at t: Double) {
        let p = Point(x: tr.x, y: tr.y)
        let hit = hitTest(p)
        let element = world.layout.ancestorOrSelf(hit, where: { $0.role == .scrollView || $0.role == .canvas || $0.isInteractive }) ?? hit
        emit(t, .pinch, element, [.init("scale", .double(tr.scale)), .init("phase", .string(tr.phase.rawValue)),
                                  .init("input", .string("pointer"))])
    }

    /// Shift-click extends from the anchor over the siblings between; Cmd-click toggles.
    mutating func extendSelection(to e: Int, toggle: Bool, at t: Double) {
        let id = world.layout.id(e)
        if toggle {
            if let i = selected.items.firstIndex(of: id) { selected.items.remove(at: i) } else { selected.items.append(id) }
            selected.clickAnchor = id
        } else {
            let anchor = selected.clickAnchor.flatMap { world.layout.nodeIndex($0) } ?? e
            selected.items = selectableRange(from: anchor, to: e)
        }
        emit(t, .selection, e, [.init("items", .strings(selected.items))])
    }

    /// Selectable siblings (same parent) from `a` to `b` inclusive, in declaration order.
    func selectableRange(from a: Int, to b: Int) -> [String] {
        let parent = world.layout.nodes[b].parent
        guard world.layout.nodes[a].parent == parent, world.layout.nodes[a].app == world.layout.nodes[b].app else { return [world.layout.id(b)] }
        let siblings = world.layout.nodes.indices.filter {
            world.layout.nodes[$0].parent == parent && world.layout.nodes[$0].app == world.layout.nodes[b].app
                && world.layout.nodes[$0].frame != nil && world.layout.nodes[$0].element.isSelectable
        }
        guard let ia = siblings.firstIndex(of: a), let ib = siblings.firstIndex(of: b) else { return [world.layout.id(b)] }
        return siblings[min(ia, ib)...max(ia, ib)].map { world.layout.id($0) }
    }
}

// Table positions for `pointerHoverFields` (a switch: `allCases.firstIndex(of:)` materialized
// the cases' array on every call).
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

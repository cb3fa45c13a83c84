import InputModel

/// Pointer clicks (a press of the pointer slot; secondary click opens a context menu at once), and
/// the hover events the pointer and Pencil recognizers take.
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
        switch h.source {
        case .pointer:
            pointer.apply(.hover(h, pressing: gestures.kind(.pointer) != .idle), at: t, world, hardwareKeyboard: keyboard.hardware, into: &out)
        case .pencil:
            let hit = h.phase == .ended ? nil : hitTest(Point(x: h.x, y: h.y))
            pencil.apply(.hover(h, hit: hit), at: t, world, into: &out)
        }
    }
}

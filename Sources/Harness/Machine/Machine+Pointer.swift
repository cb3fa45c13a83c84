import InputModel

/// The machine's hit test, and hover events: the pointer's to `PointerRecognizer`, the Pencil's
/// to `PencilRecognizer`.
extension InteractionMachine {
    /// The element under `p` (`MachineWorld.hitTest`). Not inlined, and `mutating` though it
    /// changes nothing, with the layout's hit test inlined in it: a call on `layout` from the
    /// mutating handlers copies the whole `ResolvedScene` (272 bytes) to lend it, on every
    /// scroll, hover and touch-down (Benchmarks/notes.md, "Hot paths").
    @inline(never)
    mutating func hitTest(_ p: ScreenPoint) -> Int? {
        context.world.hitTest(p, hardwareKeyboard: keyboard.hardware)
    }

    mutating func handleHover(_ h: Hover, at t: Timestamp) {
        switch h.source {
        case .pointer:
            // While a menu is shown the pointer hovers nothing of the app's: it went to `none`
            // as the menu opened (`applyTouchGesture`), and its movements are the menu's.
            guard !menu.isShown else { return }
            pointer.step(.hover(h, pressing: gestures.kind(.pointer) != .idle), at: t, &context)
        case .pencil:
            let hit = h.phase == .ended ? nil : hitTest(ScreenPoint(x: h.x, y: h.y))
            pencil.step(.hover(h, hit: hit), at: t, &context)
        }
    }
}

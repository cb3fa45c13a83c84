import InputModel

/// What a recognizer reads of the keyboard: the modifiers held (Option copies a drop, Shift- and
/// Command-click select, Control-click is a secondary click) and whether a hardware keyboard is
/// connected (what the app hides for it takes no touches, `MachineWorld.hitTest`).
struct HeldKeys {
    var modifiers: KeyModifiers
    var hardwareKeyboard: Bool
}

/// What every recognizer reads and none changes while an event is applied: the scene laid out
/// in its environment, the constants and the system's reserved shortcuts. The machine owns one
/// and lends it to each recognizer's `apply` (a borrowed parameter: no copy of the layout).
struct MachineWorld: Sendable {
    let scene: Scene
    var environment: HarnessEnvironment
    var constants: InteractionConstants
    var systemShortcuts: SystemShortcuts
    var layout: ResolvedScene

    /// The outcome `payload` on the element at node index `element` (`root` when nil).
    @inline(__always)
    func outcome(_ t: Timestamp, _ element: Int?, _ payload: Outcome.Payload) -> Outcome {
        Outcome(t: t, element: layout.id(element), payload)
    }

    /// The element under `p`. What the app hides while a hardware keyboard is connected (an
    /// on-screen keyboard's shortcut bar) takes no touches then.
    @inline(__always)
    func hitTest(_ p: Point, hardwareKeyboard: Bool) -> Int? {
        let hit = layout.topmost(at: p)
        if hardwareKeyboard, let h = hit, layout.isHiddenWithHardwareKeyboard(h) {
            return layout.topmost(at: p, hidingForHardwareKeyboard: true)
        }
        return hit
    }
}

import InputModel

/// What every recognizer reads and none changes while an event is applied: the scene laid out
/// in its environment, the constants and the system's reserved shortcuts. The machine owns one
/// and lends it to each recognizer's `apply`.
///
/// The fields live in one immutable object (`Storage`), so the world itself is a reference:
/// lent from the mutating machine to a recognizer, a struct of the fields (888 bytes) would be
/// copied on every call (Benchmarks/notes.md, "Hot paths"). A change (constants, reserved shortcuts, environment: rare, never per event)
/// builds a new object, so a machine's copies (the conformance probes) never see each other's.
struct MachineWorld: Sendable {
    private struct Fields: Sendable {
        let scene: Scene
        var environment: HarnessEnvironment
        var constants: InteractionConstants
        var systemShortcuts: SystemShortcuts
        var layout: ResolvedScene
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(scene: Scene, environment: HarnessEnvironment, constants: InteractionConstants,
         systemShortcuts: SystemShortcuts, layout: ResolvedScene) {
        storage = Storage(Fields(scene: scene, environment: environment, constants: constants,
                                 systemShortcuts: systemShortcuts, layout: layout))
    }

    // Read in place (`_read`): a getter would return a copy of the layout (its arrays retained
    // and released) wherever the optimizer does not see through it.
    var scene: Scene { _read { yield storage.fields.scene } }
    var environment: HarnessEnvironment { _read { yield storage.fields.environment } }
    var layout: ResolvedScene { _read { yield storage.fields.layout } }

    var constants: InteractionConstants {
        _read { yield storage.fields.constants }
        set { change { $0.constants = newValue } }
    }

    var systemShortcuts: SystemShortcuts {
        _read { yield storage.fields.systemShortcuts }
        set { change { $0.systemShortcuts = newValue } }
    }

    /// The scene laid out again in `environment`.
    mutating func relayout(in environment: HarnessEnvironment) {
        change {
            $0.environment = environment
            $0.layout = ResolvedScene(scene: $0.scene, environment: environment)
        }
    }

    /// A new object with `body`'s change applied: the shared one is never changed in place.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }

    /// The outcome `payload` on the element at node index `element` (`root` when nil).
    @inline(__always)
    func outcome(_ t: Timestamp, _ element: Int?, _ payload: Outcome.Payload) -> Outcome {
        Outcome(t: t, element: layout.id(element), payload)
    }

    /// The element under `p`. What the app hides while a hardware keyboard is connected (an
    /// on-screen keyboard's shortcut bar) takes no touches then.
    @inline(__always)
    func hitTest(_ p: ScreenPoint, hardwareKeyboard: Bool) -> Int? {
        let hit = layout.topmost(at: p)
        if hardwareKeyboard, let h = hit, layout.isHiddenWithHardwareKeyboard(h) {
            return layout.topmost(at: p, hidingForHardwareKeyboard: true)
        }
        return hit
    }
}

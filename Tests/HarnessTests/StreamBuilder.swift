import Harness
import InputModel

/// A small DSL for unified streams: `S.down(0, id: 1, 100, 100)`, `S.tap(...)`, `S.drag(...)`.
enum S {
    static func touch(_ t: Double, _ phase: TouchPhase, id: Int, _ x: Double, _ y: Double, type: TouchType = .direct,
                      force: Double = 0, maxForce: Double = 0, altitude: Double? = nil, azimuth: Double? = nil,
                      buttons: PointerButtons? = nil) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), .touch(Touch(phase: phase, id: id, touchType: type, x: x, y: y, majorRadius: 10,
                                        force: force, maximumPossibleForce: maxForce, altitude: altitude,
                                        azimuth: azimuth, tool: type == .pencil ? .pen : nil,
                                        buttons: type == .indirectPointer ? (buttons ?? .primary) : nil)))
    }
    static func down(_ t: Double, id: Int = 1, _ x: Double, _ y: Double, type: TouchType = .direct, buttons: PointerButtons? = nil) -> UnifiedEvent {
        touch(t, .began, id: id, x, y, type: type, buttons: buttons)
    }
    static func move(_ t: Double, id: Int = 1, _ x: Double, _ y: Double, type: TouchType = .direct, buttons: PointerButtons? = nil) -> UnifiedEvent {
        touch(t, .moved, id: id, x, y, type: type, buttons: buttons)
    }
    static func up(_ t: Double, id: Int = 1, _ x: Double, _ y: Double, type: TouchType = .direct, buttons: PointerButtons? = nil) -> UnifiedEvent {
        touch(t, .ended, id: id, x, y, type: type, buttons: buttons)
    }
    static func cancel(_ t: Double, id: Int = 1, _ x: Double, _ y: Double) -> UnifiedEvent {
        touch(t, .cancelled, id: id, x, y)
    }

    /// Down at `t`, up at `t + duration` at the same point.
    static func tap(_ t: Double, id: Int = 1, _ x: Double, _ y: Double, duration: Double = 0.08, type: TouchType = .direct) -> [UnifiedEvent] {
        [down(t, id: id, x, y, type: type), up(t + duration, id: id, x, y, type: type)]
    }

    /// A primary click of the pointer (touch id 9) at `t`, released 50 ms later at the same point.
    static func click(_ t: Double, _ x: Double, _ y: Double) -> [UnifiedEvent] {
        tap(t, id: 9, x, y, duration: 0.05, type: .indirectPointer)
    }

    /// Straight-line movement from one point to another in `steps` samples over `[t0, t1]`.
    static func path(id: Int = 1, from a: (Double, Double), to b: (Double, Double), _ t0: Double, _ t1: Double,
                     steps: Int = 10, type: TouchType = .direct) -> [UnifiedEvent] {
        (1...steps).map { i in
            let f = Double(i) / Double(steps)
            return move(t0 + (t1 - t0) * f, id: id, a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, type: type)
        }
    }

    static func hover(_ t: Double, _ x: Double, _ y: Double, _ phase: HoverPhase = .changed, source: HoverSource = .pointer,
                      zOffset: Double? = nil) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), .hover(Hover(phase: phase, source: source, x: x, y: y, zOffset: zOffset)))
    }

    static func key(_ t: Double, _ usage: Int, _ phase: KeyPhase = .down, _ mods: KeyModifiers = []) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), .key(Key(phase: phase, usage: usage, modifiers: mods)))
    }

    /// Presses and releases a combination like `cmd+shift+z` (modifier keys included).
    static func combo(_ t: Double, _ text: String, hold: Double = 0.05) -> [UnifiedEvent] {
        let c = KeyCombo(text)!
        var mods: KeyModifiers = []
        var evs: [UnifiedEvent] = []
        var dt = 0.0
        let order: [(KeyModifiers, Int)] = [(.control, 224), (.alternate, 226), (.command, 227), (.shift, 225)]
        if c.globe { evs.append(key(t, HIDUsage.globe, .down, mods)); dt += 0.001 }
        for (flag, usage) in order where c.modifiers.contains(flag) {
            mods.insert(flag)
            evs.append(key(t + dt, usage, .down, mods))
            dt += 0.001
        }
        evs.append(key(t + dt, c.usage, .down, mods))
        evs.append(key(t + dt + hold, c.usage, .up, mods))
        for (flag, usage) in order.reversed() where c.modifiers.contains(flag) {
            mods.remove(flag)
            dt += 0.001
            evs.append(key(t + dt + hold, usage, .up, mods))
        }
        if c.globe { evs.append(key(t + dt + hold + 0.001, HIDUsage.globe, .up, mods)) }
        return evs
    }

    static func scroll(_ t: Double, _ x: Double, _ y: Double, dx: Double = 0, dy: Double, type: ScrollType = .continuous,
                       phase: ScrollPhase = .changed) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), .scroll(Scroll(scrollType: type, phase: phase, dx: dx, dy: dy, x: x, y: y)))
    }

    static func transform(_ t: Double, _ x: Double, _ y: Double, scale: Double, phase: GesturePhase, rotation: Double = 0) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), .transform(Transform(phase: phase, scale: scale, rotation: rotation, x: x, y: y)))
    }

    static func pencilAction(_ t: Double, _ action: PencilAction = .tap) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), .pencil(PencilInteraction(action: action)))
    }

    static func keyboard(_ t: Double, connected: Bool, device: Int = 0) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), device: device,
                     .device(DeviceChange(phase: connected ? .connected : .disconnected, role: .keyboard,
                                          name: "Test Keyboard", hardwareKeyboard: connected)))
    }

    /// A device that is no hardware keyboard (a touchscreen, a media-key remote) connecting.
    static func otherDevice(_ t: Double, device: Int, role: DeviceRole = .touchscreen) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), device: device,
                     .device(DeviceChange(phase: .connected, role: role, name: "Test \(role)", hardwareKeyboard: false)))
    }

    static func systemGesture(_ t: Double, _ kind: SystemGestureKind, _ phase: GesturePhase = .began, fingers: Int = 4) -> UnifiedEvent {
        UnifiedEvent(t: Timestamp(seconds: t), .systemGesture(SystemGesture(kind: kind, phase: phase, fingers: fingers)))
    }
}

/// Runs a stream through a fresh machine.
func replay(_ events: [UnifiedEvent], scene: Scene = Fixtures.photos, environment: HarnessEnvironment = HarnessEnvironment(),
         constants: InteractionConstants = .default, until end: Double? = nil) -> [Outcome] {
    var m = InteractionMachine(scene: scene, environment: environment, constants: constants)
    return m.run(events, until: end.map(Timestamp.init(seconds:)))
}

extension Array where Element == Outcome {
    func named(_ kind: OutcomeKind) -> [Outcome] { filter { $0.kind == kind } }
    var kinds: [OutcomeKind] { map(\.kind) }
    var log: String { map(\.description).joined(separator: "\n") }
}

/// Normalizer for key devices: EV_KEY codes → `key` events with HID usages and
/// `UIKeyModifierFlags`, plus hardware-keyboard detection (`KeyboardClassifier`).
///
/// - Usages: `HIDUsage` (kernel `hid_keyboard` inverted). Keys without a
///   page-7 usage (media keys, mouse buttons) produce nothing; KEY_FN is Globe (0xFF0003).
/// - Phases: value 1 → `down`, 0 → `up`, 2 → `repeat` (kernel autorepeat; it
///   arrives in frames whose SYN_REPORT value is 1, handled the same way).
///   Every repeat the keyboard sends is reported, modifiers included: the stream says
///   what the hardware did, and the interaction machine ignores repeats of modifiers
///   (UIKit never delivers a repeating modifier press). A repeat for a key not known to be down is a key that was
///   held before the recording began: it becomes a `down`.
/// - A release without a press (recordings start mid-stream, e.g. KEY_ENTER 0
///   first) and a second press of a held key are ignored.
/// - Modifiers on each event are the state *after* the key: a Shift `down`
///   carries `shift`, its `up` does not. shift, control, alternate, command
///   from the held modifier keys (left or right; KEY_LEFTMETA/RIGHTMETA are
///   Command); `alphaShift` is the Caps Lock toggle, initialised from the
///   description's LED_CAPSL state and corrected by EV_LED LED_CAPSL events;
///   `numericPad` is added to keypad keys' own events.
/// - Resync (after SYN_DROPPED): every held key gets an `up` (no stuck keys), a
///   `.resync` follows, then the frame's events rebuild the state.
/// - `finish`: every held key gets an `up`.
/// - `start`: `device connected` with role keyboard and `hardwareKeyboard` from
///   the classifier; a composite device confirmed later emits another
///   `device connected` with `hardwareKeyboard: true` just before the confirming key.
public struct KeyboardNormalizer: DeviceNormalizer {
    public let description: DeviceDescription
    public let settings: NormalizerSettings
    public private(set) var classifier: KeyboardClassifier
    /// Held keys in press order: (Linux code, HID usage).
    public private(set) var held: [(code: UInt16, usage: Int)] = []
    /// Caps Lock toggle state.
    public private(set) var capsLock: Bool
    /// Emit `.resync` after a resync frame (off when the pipeline emits it itself, as in the touchscreen and pen normalizers).
    public var emitsResyncEvent = true

    /// LED_CAPSL (`linux/input-event-codes.h`).
    public static let ledCapsLock: UInt16 = 0x01

    public init(description: DeviceDescription, settings: NormalizerSettings = NormalizerSettings()) {
        self.description = description
        self.settings = settings
        classifier = KeyboardClassifier(classification: DeviceClassification(description),
                                        hasCapsLockLED: description.has(type: EV.LED, code: KeyboardNormalizer.ledCapsLock))
        capsLock = (description.leds[KeyboardNormalizer.ledCapsLock] ?? 0) != 0
    }

    public var isHardwareKeyboard: Bool { classifier.isHardwareKeyboard }

    /// The modifier flags now (held modifier keys and Caps Lock).
    public var modifiers: KeyModifiers {
        var m: KeyModifiers = capsLock ? .alphaShift : []
        for k in held { if let f = HIDUsage.modifier(for: k.usage) { m.insert(f) } }
        return m
    }

    public mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] {
        [connected]
    }

    private var connected: UnifiedEvent.Payload {
        .device(DeviceChange(phase: .connected, role: .keyboard, name: description.name, hardwareKeyboard: isHardwareKeyboard))
    }

    public var nextTimerDue: Timestamp { .distantFuture }

    public mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        if frame.resync {
            out += releaseAll()
            if emitsResyncEvent { out.append(.resync) }
        }
        for e in frame.events {
            if e.type == EV.LED && e.code == KeyboardNormalizer.ledCapsLock {
                capsLock = e.value != 0
            } else if e.type == EV.KEY {
                key(e.code, value: e.value, into: &out)
            }
        }
    }

    public mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] {
        releaseAll()
    }

    private func isHeld(_ code: UInt16) -> Bool { held.contains { $0.code == code } }

    private func event(_ phase: KeyPhase, _ usage: Int) -> UnifiedEvent.Payload {
        var m = modifiers
        if HIDUsage.isKeypad(usage) { m.insert(.numericPad) }
        return .key(Key(phase: phase, usage: usage, modifiers: m))
    }

    private mutating func key(_ code: UInt16, value: Int32, into out: inout [UnifiedEvent.Payload]) {
        guard let usage = HIDUsage.usage(forKey: code) else { return }
        switch value {
        case 1:
            guard !isHeld(code) else { return }
            press(code, usage, into: &out)
        case 0:
            guard let i = held.firstIndex(where: { $0.code == code }) else { return }
            held.remove(at: i)
            out.append(event(.up, usage))
        case 2:
            guard isHeld(code) else { return press(code, usage, into: &out) }
            out.append(event(.repeat, usage))
        default:
            return
        }
    }

    private mutating func press(_ code: UInt16, _ usage: Int, into out: inout [UnifiedEvent.Payload]) {
        if classifier.keyPressed(code, modifiers: modifiers) { out.append(connected) }
        held.append((code, usage))
        if usage == HIDUsage.keyboardCapsLock { capsLock.toggle() }
        out.append(event(.down, usage))
    }

    private mutating func releaseAll() -> [UnifiedEvent.Payload] {
        var out: [UnifiedEvent.Payload] = []
        while let k = held.first {
            held.removeFirst()
            out.append(event(.up, k.usage))
        }
        return out
    }
}

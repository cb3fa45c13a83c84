/// Decides whether a key device counts as a hardware (alphanumeric) keyboard,
/// which is what iPadOS reacts to (GCKeyboard connects, the software keyboard hides).
///
/// The rule combines udev and Android's runtime `KeyboardClassifier`
/// (docs/sources.md, "Classification (udev)"):
/// - A plain key device is a hardware keyboard exactly when udev tags it
///   ID_INPUT_KEYBOARD (all of KEY_ESC…KEY_S present, `isAlphanumericKeyboard`).
///   A media-key remote or a power button is not. The answer is final.
/// - A **composite** device (one node that is also a mouse, touchpad,
///   touchscreen, tablet, pointing stick, joystick or switch — "a mouse
///   pretending to be a keyboard") starts as *not* a keyboard, whatever its key
///   bitmap claims, and is confirmed by its first key press with no modifiers
///   held whose code is a letter/punctuation key: 16–27 (KEY_Q…KEY_RIGHTBRACE),
///   30–41 (KEY_A…KEY_GRAVE) or 43–53 (KEY_BACKSLASH…KEY_SLASH). Then it is final.
/// - Except: a composite device that udev tags ID_INPUT_KEYBOARD *and* has a Caps Lock
///   LED is a keyboard at once. A mouse or touchpad that merely claims the key range has
///   no lock LEDs to light; a keyboard with a built-in touchpad (Logitech K400) does.
public struct KeyboardClassifier: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        /// Not a hardware keyboard, final.
        case notKeyboard
        /// Not (yet) a hardware keyboard; a composite device waiting for an unmodified letter key.
        case pendingConfirmation
        /// A hardware keyboard, final.
        case keyboard
    }

    public private(set) var state: State

    /// Tags that make a key device composite (Android: Touch, Cursor, MultiTouch,
    /// ExternalStylus, Touchpad, Gamepad/Joystick, Switch…).
    public static let compositeTags: Set<UdevTag> = [
        .mouse, .touchpad, .touchscreen, .tablet, .tabletPad, .pointingStick, .joystick, .switch,
    ]

    /// Android's `is_alphabetic_key` ranges.
    public static let alphabeticKeyRanges: [ClosedRange<UInt16>] = [16...27, 30...41, 43...53]

    public init(classification: DeviceClassification, hasCapsLockLED: Bool = false) {
        if !classification.tags.isDisjoint(with: KeyboardClassifier.compositeTags) {
            state = classification.isAlphanumericKeyboard && hasCapsLockLED ? .keyboard : .pendingConfirmation
        } else {
            state = classification.isAlphanumericKeyboard ? .keyboard : .notKeyboard
        }
    }

    public var isHardwareKeyboard: Bool { state == .keyboard }

    public static func isAlphabetic(_ code: UInt16) -> Bool {
        alphabeticKeyRanges.contains { $0.contains(code) }
    }

    /// A key press (value 1) with the modifiers held before it. Returns true when
    /// this press confirms the device as a hardware keyboard.
    public mutating func keyPressed(_ code: UInt16, modifiers: KeyModifiers) -> Bool {
        guard state == .pendingConfirmation, KeyboardClassifier.isAlphabetic(code) else { return false }
        let held: KeyModifiers = [.shift, .control, .alternate, .command]
        guard modifiers.isDisjoint(with: held) else { return false }
        state = .keyboard
        return true
    }
}

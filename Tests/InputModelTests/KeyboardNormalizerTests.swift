import XCTest
@testable import InputModel

final class KeyboardNormalizerTests: PointerTestCase {
    // Linux key codes used below (linux/input-event-codes.h).
    let KEY_A: UInt16 = 30, KEY_Z: UInt16 = 44, KEY_1: UInt16 = 2, KEY_0: UInt16 = 11
    let KEY_ENTER: UInt16 = 28, KEY_ESC: UInt16 = 1, KEY_SPACE: UInt16 = 57
    let KEY_LEFTSHIFT: UInt16 = 42, KEY_RIGHTALT: UInt16 = 100, KEY_LEFTCTRL: UInt16 = 29
    let KEY_LEFTMETA: UInt16 = 125, KEY_CAPSLOCK: UInt16 = 58
    let KEY_F1: UInt16 = 59, KEY_F12: UInt16 = 88, KEY_UP: UInt16 = 103, KEY_RIGHT: UInt16 = 106
    let KEY_KP7: UInt16 = 71, KEY_KPENTER: UInt16 = 96, KEY_DELETE: UInt16 = 111, KEY_HOME: UInt16 = 102
    let KEY_BACKSLASH: UInt16 = 43, KEY_GRAVE: UInt16 = 41, KEY_MUTE: UInt16 = 113
    let KEY_VOLUMEUP: UInt16 = 115, KEY_PLAYPAUSE: UInt16 = 164, KEY_FN: UInt16 = 0x1d0

    func fullKeyboard() -> DeviceDescription {
        describe("Test Keyboard", keys: Array(1...127) + [KEY_FN])
    }

    func usage(_ code: UInt16) -> Int? { HIDUsage.usage(forKey: code) }

    func testUsagesForStandardKeys() {
        XCTAssertEqual(usage(KEY_A), 4)
        XCTAssertEqual(usage(KEY_Z), 29)
        XCTAssertEqual(usage(KEY_1), 30)
        XCTAssertEqual(usage(KEY_0), 39)
        XCTAssertEqual(usage(KEY_ENTER), 40)
        XCTAssertEqual(usage(KEY_ESC), 41)
        XCTAssertEqual(usage(KEY_SPACE), 44)
        XCTAssertEqual(usage(KEY_BACKSLASH), 0x31, "lowest usage wins over the ISO 0x32")
        XCTAssertEqual(usage(KEY_GRAVE), 53)
        XCTAssertEqual(usage(KEY_F1), 58)
        XCTAssertEqual(usage(KEY_F12), 69)
        XCTAssertEqual(usage(KEY_RIGHT), 79)
        XCTAssertEqual(usage(KEY_UP), 82)
        XCTAssertEqual(usage(KEY_HOME), 74)
        XCTAssertEqual(usage(KEY_DELETE), 76, "Delete Forward, not the 0x9C/0xD8 duplicates")
        XCTAssertEqual(usage(KEY_KP7), 95)
        XCTAssertEqual(usage(KEY_KPENTER), 88)
        XCTAssertEqual(usage(KEY_LEFTCTRL), 224)
        XCTAssertEqual(usage(KEY_LEFTSHIFT), 225)
        XCTAssertEqual(usage(KEY_LEFTMETA), 227, "Left GUI = Command")
        XCTAssertEqual(usage(KEY_RIGHTALT), 230)
        XCTAssertEqual(usage(KEY_MUTE), 0x7F)
        XCTAssertNil(usage(KEY_PLAYPAUSE), "consumer page, not page 7")
        XCTAssertEqual(usage(KEY_FN), 0xFF0003, "Globe: Apple vendor page 0xFF, usage 3")
        XCTAssertNil(usage(BTN.LEFT))
        // Every letter maps into 4…29 and no two keys share a usage.
        let letters: [UInt16] = Array(16...25) + Array(30...38) + Array(44...50)
        XCTAssertEqual(Set(letters.compactMap(usage)), Set(4...29))
        XCTAssertEqual(Set(HIDUsage.usageForKey.values).count, HIDUsage.usageForKey.count)
    }

    func testDownUpRepeatAndModifiers() {
        var n = KeyboardNormalizer(description: fullKeyboard())
        let out = run(&n, [
            frame(0.00, key(KEY_LEFTSHIFT, 1)),
            frame(0.10, key(KEY_A, 1)),
            frame(0.60, key(KEY_A, 2), syn: 1),
            frame(0.63, key(KEY_LEFTSHIFT, 2), syn: 1),
            frame(0.70, key(KEY_A, 0)),
            frame(0.80, key(KEY_LEFTSHIFT, 0)),
            frame(0.90, key(KEY_LEFTMETA, 1), key(KEY_LEFTCTRL, 1), key(KEY_RIGHTALT, 1)),
            frame(0.95, key(KEY_Z, 1)),
        ])
        let k = keys(out)
        XCTAssertEqual(k.map(\.phase), [.down, .down, .repeat, .repeat, .up, .up, .down, .down, .down, .down],
                       "the modifier's own repeat is reported too")
        XCTAssertEqual(k.map(\.usage), [225, 4, 4, 225, 4, 225, 227, 224, 230, 29])
        XCTAssertEqual(k[0].modifiers, .shift, "a modifier's down carries itself")
        XCTAssertEqual(k[1].modifiers, .shift)
        XCTAssertEqual(k[5].modifiers, [], "a modifier's up does not")
        XCTAssertEqual(k[9].modifiers, [.command, .control, .alternate])
    }

    func testCapsLockAndKeypadModifiers() {
        var n = KeyboardNormalizer(description: fullKeyboard())
        let out = run(&n, [
            frame(0.0, key(KEY_CAPSLOCK, 1)), frame(0.1, key(KEY_CAPSLOCK, 0)),
            frame(0.2, key(KEY_A, 1)), frame(0.3, key(KEY_A, 0)),
            frame(0.4, key(KEY_KP7, 1)), frame(0.5, key(KEY_KP7, 0)),
            frame(0.6, key(KEY_CAPSLOCK, 1), led(KeyboardNormalizer.ledCapsLock, 0)),
            frame(0.7, key(KEY_A, 1)),
        ])
        let k = keys(out)
        XCTAssertEqual(k[2].modifiers, .alphaShift)
        XCTAssertEqual(k[4].modifiers, [.alphaShift, .numericPad])
        XCTAssertEqual(k.last?.modifiers, [], "caps lock toggled off again")
    }

    /// The Caps Lock state follows EV_LED LED_CAPSL on its own, without a key press (the LED is
    /// set for every keyboard when any one of them toggles it); another LED (LED_NUML, 0x00) does not.
    func testCapsLockFollowsTheCapsLockLEDAlone() {
        let LED_NUML: UInt16 = 0x00
        var n = KeyboardNormalizer(description: fullKeyboard())
        let out = run(&n, [
            frame(0.0, led(KeyboardNormalizer.ledCapsLock, 1)),
            frame(0.1, key(KEY_A, 1)), frame(0.2, key(KEY_A, 0)),
            frame(0.3, led(KeyboardNormalizer.ledCapsLock, 0)),
            frame(0.4, key(KEY_A, 1)), frame(0.5, key(KEY_A, 0)),
            frame(0.6, led(LED_NUML, 1)),
            frame(0.7, key(KEY_A, 1)),
        ])
        XCTAssertEqual(keys(out).map(\.modifiers), [.alphaShift, .alphaShift, [], [], []])
    }

    /// "A second press of a held key is ignored": one down, one up.
    func testASecondPressOfAHeldKeyIsIgnored() {
        var n = KeyboardNormalizer(description: fullKeyboard())
        let out = run(&n, [frame(0, key(KEY_A, 1)), frame(0.1, key(KEY_A, 1)), frame(0.2, key(KEY_A, 0))])
        XCTAssertEqual(kinds(out), ["key.down", "key.up"])
    }

    func testLeadingReleaseIsIgnored() {
        var n = KeyboardNormalizer(description: fullKeyboard())
        let out = run(&n, [frame(0, key(KEY_ENTER, 0)), frame(0.1, key(KEY_A, 1)), frame(0.2, key(KEY_A, 0))])
        XCTAssertEqual(kinds(out), ["key.down", "key.up"])
        XCTAssertEqual(keys(out).map(\.usage), [4, 4])
    }

    func testRepeatOfAKeyHeldBeforeTheRecordingIsADown() {
        var n = KeyboardNormalizer(description: fullKeyboard())
        let out = run(&n, [frame(0, key(KEY_A, 2), syn: 1), frame(0.03, key(KEY_A, 2), syn: 1), frame(0.1, key(KEY_A, 0))])
        XCTAssertEqual(kinds(out), ["key.down", "key.repeat", "key.up"])
    }

    func testFullKeyboardIsHardwareKeyboard() {
        var n = KeyboardNormalizer(description: fullKeyboard())
        XCTAssertEqual(n.start(at: 0), [.device(DeviceChange(phase: .connected, role: .keyboard, name: "Test Keyboard", hardwareKeyboard: true))])
    }

    func testMediaKeyDeviceIsNotAHardwareKeyboard() {
        var n = KeyboardNormalizer(description: describe("Media Remote", keys: [KEY_MUTE, KEY_VOLUMEUP, KEY_PLAYPAUSE]))
        var out = n.start(at: 0).map { (0.0, $0) }
        out += run(&n, [frame(0.1, key(KEY_VOLUMEUP, 1)), frame(0.2, key(KEY_VOLUMEUP, 0)), frame(0.3, key(KEY_PLAYPAUSE, 1))])
        XCTAssertEqual(devices(out).map(\.hardwareKeyboard), [false])
        XCTAssertEqual(devices(out).first?.role, .keyboard)
        XCTAssertEqual(keys(out).map(\.usage), [0x80, 0x80], "play/pause has no page-7 usage")
    }

    /// A plain key device udev does not tag ID_INPUT_KEYBOARD (a macro pad with a few letter keys)
    /// is not a hardware keyboard, and the answer is final: a letter press does not confirm it.
    func testAPlainKeyDeviceWithoutTheKeyboardRangeStaysNotAKeyboardAfterALetter() {
        var n = KeyboardNormalizer(description: describe("Macro Pad", keys: [KEY_A, 31, 32]))
        XCTAssertEqual(n.classifier.state, .notKeyboard)
        var out = n.start(at: 0).map { (0.0, $0) }
        out += run(&n, [frame(0.1, key(KEY_A, 1)), frame(0.2, key(KEY_A, 0))])
        XCTAssertEqual(devices(out).map(\.hardwareKeyboard), [false])
        XCTAssertEqual(n.classifier.state, .notKeyboard)
    }

    func testCompositeDeviceIsConfirmedByFirstUnmodifiedLetter() {
        // A wireless keyboard-with-touchpad receiver exposing keys and a mouse on one node.
        let d = describe("Combo Receiver", rel: [REL.X, REL.Y, REL.WHEEL], keys: Array(1...127) + [BTN.LEFT, BTN.RIGHT])
        XCTAssertTrue(DeviceClassification(d).isAlphanumericKeyboard)
        var n = KeyboardNormalizer(description: d)
        var out = n.start(at: 0).map { (0.0, $0) }
        out += run(&n, [
            frame(0.1, key(KEY_UP, 1)), frame(0.2, key(KEY_UP, 0)),          // not a letter
            frame(0.3, key(KEY_LEFTCTRL, 1)), frame(0.4, key(KEY_A, 1)),     // modified letter
            frame(0.5, key(KEY_A, 0)), frame(0.6, key(KEY_LEFTCTRL, 0)),
            frame(0.7, key(KEY_Z, 1)),                                       // confirms
            frame(0.8, key(KEY_Z, 0)), frame(0.9, key(KEY_A, 1)),
        ])
        XCTAssertEqual(devices(out).map(\.hardwareKeyboard), [false, true])
        let confirmIndex = out.firstIndex { if case .device(let d) = $0.1 { return d.hardwareKeyboard } else { return false } }!
        XCTAssertEqual(out[confirmIndex].0, 0.7)
        XCTAssertEqual(kinds(Array(out[confirmIndex...])), ["device", "key.down", "key.up", "key.down"])
        XCTAssertTrue(n.isHardwareKeyboard)
    }

    /// Only a letter or punctuation key confirms a composite device: Android's `is_alphabetic_key`
    /// ranges, 16–27 (KEY_Q…KEY_RIGHTBRACE), 30–41 (KEY_A…KEY_GRAVE), 43–53 (KEY_BACKSLASH…KEY_SLASH),
    /// each tried at both ends and just outside (codes from linux/input-event-codes.h).
    func testOnlyLetterAndPunctuationKeysConfirmACompositeDevice() {
        let d = describe("Combo Receiver", rel: [REL.X, REL.Y], keys: Array(1...127) + [BTN.LEFT])
        let confirming: [UInt16] = [16, 27, 30, 41, 43, 53]           // Q, ], A, `, \, /
        let not: [UInt16] = [2, 11, 14, 15, 28, 29, 42, 54, 57]       // 1, 0, Backspace, Tab, Enter, LeftCtrl, LeftShift, RightShift, Space
        for code in confirming + not {
            var classifier = KeyboardClassifier(classification: DeviceClassification(d))
            XCTAssertEqual(classifier.state, .pendingConfirmation)
            XCTAssertEqual(classifier.keyPressed(code, modifiers: []), confirming.contains(code), "key code \(code)")
        }
    }

    /// Android's composite device: keys beside a pointer, touch, stylus, touchpad, joystick or
    /// switch (InputReader's device classes) wait for a letter before they count as a keyboard.
    /// Each of those tags, on an otherwise plain keyboard without a Caps Lock LED, keeps it
    /// pending; the plain keyboard is one at once.
    func testEveryCompositeTagKeepsAKeyboardPending() {
        let plain = DeviceClassification(describe("Keyboard", keys: Array(1...127)))
        XCTAssertEqual(KeyboardClassifier(classification: plain).state, .keyboard)
        for tag: UdevTag in [.mouse, .touchpad, .touchscreen, .tablet, .tabletPad, .pointingStick, .joystick, .switch] {
            var composite = plain
            composite.tags.insert(tag)
            XCTAssertEqual(KeyboardClassifier(classification: composite).state, .pendingConfirmation, tag.rawValue)
        }
    }

    /// "An unmodified letter key": a letter typed with Caps Lock on is one (Caps Lock is a state,
    /// not a key held), with Shift, Control, Option or Command held it is not.
    func testALetterWithCapsLockOnConfirmsAndWithAModifierHeldDoesNot() {
        let d = describe("Combo Receiver", rel: [REL.X, REL.Y], keys: Array(1...127) + [BTN.LEFT])
        var capsLock = KeyboardClassifier(classification: DeviceClassification(d))
        XCTAssertTrue(capsLock.keyPressed(30, modifiers: [.alphaShift]))
        for held: KeyModifiers in [.shift, .control, .alternate, .command, [.alphaShift, .shift]] {
            var classifier = KeyboardClassifier(classification: DeviceClassification(d))
            XCTAssertFalse(classifier.keyPressed(30, modifiers: held), "\(held.rawValue)")
            XCTAssertEqual(classifier.state, .pendingConfirmation)
        }
    }

    func testResyncReleasesHeldKeysThenRebuilds() {
        var n = KeyboardNormalizer(description: fullKeyboard())
        let out = run(&n, [
            frame(0.0, key(KEY_LEFTSHIFT, 1)),
            frame(0.1, key(KEY_A, 1)),
            frame(0.5, key(KEY_Z, 1), resync: true),
            frame(0.6, key(KEY_A, 0)),  // released while dropped: already up, ignored
        ])
        XCTAssertEqual(kinds(out), ["key.down", "key.down", "key.up", "key.up", "resync", "key.down"])
        let k = keys(out)
        XCTAssertEqual(Set(k[2...3].map(\.usage)), [225, 4])
        XCTAssertEqual(k[4].usage, 29)
        XCTAssertEqual(k[4].modifiers, [], "shift was released by the resync")
        var quiet = KeyboardNormalizer(description: fullKeyboard())
        quiet.emitsResyncEvent = false
        XCTAssertEqual(kinds(run(&quiet, [frame(0, key(KEY_A, 1)), frame(0.5, resync: true)])), ["key.down", "key.up"])
    }

    func testFinishReleasesHeldKeys() {
        var n = KeyboardNormalizer(description: fullKeyboard())
        _ = run(&n, [frame(0, key(KEY_A, 1)), frame(0.1, key(KEY_Z, 1))])
        let released = keys(n.finish(at: 1).map { (1.0, $0) })
        XCTAssertEqual(released.map(\.phase), [.up, .up])
        XCTAssertTrue(n.held.isEmpty)
    }
}

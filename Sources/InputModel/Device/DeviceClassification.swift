/// udev's input classification tags (systemd `udev-builtin-input_id`).
public enum UdevTag: String, CaseIterable, Hashable, Sendable, Codable {
    case input = "ID_INPUT"
    case touchscreen = "ID_INPUT_TOUCHSCREEN"
    case touchpad = "ID_INPUT_TOUCHPAD"
    case tablet = "ID_INPUT_TABLET"
    case tabletPad = "ID_INPUT_TABLET_PAD"
    case mouse = "ID_INPUT_MOUSE"
    case pointingStick = "ID_INPUT_POINTINGSTICK"
    case joystick = "ID_INPUT_JOYSTICK"
    case key = "ID_INPUT_KEY"
    case keyboard = "ID_INPUT_KEYBOARD"
    case accelerometer = "ID_INPUT_ACCELEROMETER"
    case `switch` = "ID_INPUT_SWITCH"
}

/// The classification of a device: udev tags, fake-MT detection and the iPad role.
public struct DeviceClassification: Hashable, Sendable {
    public var tags: Set<UdevTag>
    /// HID devices whose vendor axes overflow into the ABS_MT range (ABS_MT_SLOT and
    /// ABS_MT_SLOT − 1 both set): their MT axes are not touches.
    public var isFakeMT: Bool
    /// How the device acts on an iPad.
    public var role: DeviceRole
    /// An alphanumeric keyboard by udev's rule (all of codes 1…31, KEY_ESC … KEY_S).
    public var isAlphanumericKeyboard: Bool

    /// Tags in a stable order for printing.
    public var sortedTags: [UdevTag] { UdevTag.allCases.filter(tags.contains) }

    public init(_ d: DeviceDescription) {
        let tags = UdevInputID.tags(for: d)
        self.tags = tags
        isFakeMT = d.hasAbs(ABS.MT_SLOT) && d.hasAbs(ABS.MT_SLOT - 1)
        isAlphanumericKeyboard = tags.contains(.keyboard)
        role = DeviceClassification.role(tags: tags, description: d)
    }

    /// The iPad role: touchscreen (direct touch), pencil (any pen tablet, direct or not),
    /// pointer (mouse, touchpad, pointing stick), keyboard (keys), none (a tablet pad, an
    /// accelerometer, a switch…).
    static func role(tags: Set<UdevTag>, description d: DeviceDescription) -> DeviceRole {
        // A tablet's pad (ExpressKeys, touch ring, strip) has no iPad equivalent. (Its BTN_STYLUS
        // is there for udev's sake: it never carries a pen.) udev tags no other tablet without a
        // pen or a stylus button, so every other tablet is a Pencil here.
        if tags.contains(.tabletPad) { return .none }
        if tags.contains(.tablet) && (d.hasKey(BTN.TOOL_PEN) || d.hasKey(BTN.STYLUS)) { return .pencil }
        if tags.contains(.touchscreen) { return .touchscreen }
        if tags.contains(.touchpad) || tags.contains(.mouse) || tags.contains(.pointingStick) { return .pointer }
        if tags.contains(.keyboard) || tags.contains(.key) { return .keyboard }
        return .none
    }
}

/// The exact rules of systemd's `src/udev/udev-builtin-input_id.c` (docs/sources.md, "Classification (udev)").
public enum UdevInputID {
    public static func tags(for d: DeviceDescription) -> Set<UdevTag> {
        var tags: Set<UdevTag> = [.input]
        let pointer = testPointers(d, into: &tags)
        let key = testKey(d, into: &tags)
        // Not a pointer and not a key device, but a wheel: ID_INPUT_KEY.
        if !pointer && !key && (d.hasRel(REL.WHEEL) || d.hasRel(REL.HWHEEL)) && d.has(type: EV.REL) {
            tags.insert(.key)
        }
        if d.has(type: EV.SW) { tags.insert(.switch) }
        return tags
    }

    /// `test_pointers()`; returns whether any pointer tag was set.
    static func testPointers(_ d: DeviceDescription, into tags: inout Set<UdevTag>) -> Bool {
        let hasKeys = d.has(type: EV.KEY)
        let hasAbsCoordinates = d.hasAbs(ABS.X) && d.hasAbs(ABS.Y)
        let has3DCoordinates = hasAbsCoordinates && d.hasAbs(ABS.Z)
        let isAccelerometer = d.hasProperty(INPUT_PROP.ACCELEROMETER) || (!hasKeys && has3DCoordinates)
        let isPointingStick = d.hasProperty(INPUT_PROP.POINTING_STICK)
        let hasStylus = d.hasKey(BTN.STYLUS)
        let hasPen = d.hasKey(BTN.TOOL_PEN)
        let fingerButNoPen = d.hasKey(BTN.TOOL_FINGER) && !hasPen
        let hasMouseButton = (BTN.MOUSE..<BTN.JOYSTICK).contains { d.hasKey($0) }
        let hasRelCoordinates = d.has(type: EV.REL) && d.hasRel(REL.X) && d.hasRel(REL.Y)
        var hasMTCoordinates = d.hasAbs(ABS.MT_POSITION_X) && d.hasAbs(ABS.MT_POSITION_Y)
        // Devices that claim all abs axes (ABS_MT_SLOT − 1 too) are not MT.
        if d.hasAbs(ABS.MT_SLOT) && d.hasAbs(ABS.MT_SLOT - 1) { hasMTCoordinates = false }
        let isDirect = d.hasProperty(INPUT_PROP.DIRECT)
        let hasTouch = d.hasKey(BTN.TOUCH)
        let hasPadButtons = d.hasKey(BTN._0) && d.hasKey(BTN._1) && !hasPen
        let hasWheel = d.has(type: EV.REL) && (d.hasRel(REL.WHEEL) || d.hasRel(REL.HWHEEL))

        var numJoystickButtons = 0
        if !d.hasKey(BTN.JOYSTICK - 1) { // mice with more than 16 buttons
            for code in BTN.JOYSTICK..<BTN.DIGI where d.hasKey(code) { numJoystickButtons += 1 }
            for code in BTN.TRIGGER_HAPPY1...BTN.TRIGGER_HAPPY40 where d.hasKey(code) { numJoystickButtons += 1 }
            for code in BTN.DPAD_UP...BTN.DPAD_RIGHT where d.hasKey(code) { numJoystickButtons += 1 }
        }
        var numJoystickAxes = 0
        for code in ABS.RX..<ABS.PRESSURE where d.hasAbs(code) { numJoystickAxes += 1 }

        if isAccelerometer {
            tags.insert(.accelerometer)
            return true
        }

        var isTablet = false, isTouchpad = false, isTouchscreen = false, isJoystick = false
        var isAbsMouse = false, isTabletPad = false
        if hasAbsCoordinates {
            if hasStylus || hasPen { isTablet = true }
            else if fingerButNoPen && !isDirect { isTouchpad = true }
            else if hasMouseButton { isAbsMouse = true } // VMware's USB mouse
            else if hasTouch || isDirect { isTouchscreen = true }
            else if numJoystickButtons > 0 || numJoystickAxes > 0 { isJoystick = true }
        } else if numJoystickButtons > 0 || numJoystickAxes > 0 {
            isJoystick = true
        }
        if hasMTCoordinates {
            if hasStylus || hasPen { isTablet = true }
            else if fingerButNoPen && !isDirect { isTouchpad = true }
            else if hasTouch || isDirect { isTouchscreen = true }
        }
        if isTablet && hasPadButtons { isTabletPad = true }
        if hasPadButtons && hasWheel && !hasRelCoordinates {
            isTablet = true
            isTabletPad = true
        }
        var isMouse = !isTablet && !isTouchpad && !isJoystick && hasMouseButton
            && (hasRelCoordinates || !hasAbsCoordinates)
        var isStick = isPointingStick
        // "There is no such thing as an i2c mouse."
        if isMouse && d.id.bustype == InputID.BUS_I2C {
            isStick = true
            isMouse = false
        }
        if isJoystick {
            let wellKnownKeyboardKeys: [UInt16] = [KEY.LEFTCTRL, KEY.CAPSLOCK, KEY.NUMLOCK, KEY.INSERT, KEY.MUTE,
                                                   KEY.CALC, KEY.FILE, KEY.MAIL, KEY.PLAYPAUSE, KEY.BRIGHTNESSDOWN]
            let found = wellKnownKeyboardKeys.filter { d.hasKey($0) }.count
            if found >= 4 || numJoystickButtons + numJoystickAxes < 2 || (hasWheel && hasPadButtons) {
                isJoystick = false
            }
        }
        var any = false
        func set(_ tag: UdevTag, _ on: Bool) {
            if on { tags.insert(tag); any = true }
        }
        set(.pointingStick, isStick)
        set(.mouse, isMouse || isAbsMouse)
        set(.touchpad, isTouchpad)
        set(.touchscreen, isTouchscreen)
        set(.joystick, isJoystick)
        set(.tablet, isTablet)
        set(.tabletPad, isTabletPad)
        return any
    }

    /// The last code of udev's first key-bitmap word test (bit 31, KEY_S).
    public static let lastKeyboardBit: UInt16 = 31

    /// `test_key()`; returns whether ID_INPUT_KEY was set.
    static func testKey(_ d: DeviceDescription, into tags: inout Set<UdevTag>) -> Bool {
        guard d.has(type: EV.KEY), let keys = d.codes[EV.KEY] else { return false }
        // Any key in [0, BTN_MISC) (udev checks whole words; the result is the same),
        // [KEY_OK, BTN_DPAD_UP) or [KEY_ALS_TOGGLE, BTN_TRIGGER_HAPPY).
        let found = keys.contains { code in
            code < BTN.MISC || (code >= KEY.OK && code < BTN.DPAD_UP)
                || (code >= KEY.ALS_TOGGLE && code < BTN.TRIGGER_HAPPY)
        }
        if found { tags.insert(.key) }
        // The first key-bitmap word & 0xFFFFFFFE == 0xFFFFFFFE: codes 1…31 all present
        // (udev's comment calls it "ESC, numbers, and Q to D"; the mask ends at KEY_S = 31).
        if (KEY.ESC...UdevInputID.lastKeyboardBit).allSatisfy(keys.contains) {
            tags.insert(.keyboard)
        }
        return found
    }
}

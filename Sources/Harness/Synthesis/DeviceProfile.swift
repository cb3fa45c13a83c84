import InputModel

/// A synthesizable device: a full description plus its sample rate.
public struct DeviceProfile: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case touchscreen, displayPen, penTablet, trackpad, twoSlotClickpad, mouse, keyboard

        /// A touchpad: a script's taps and pinches are the fingers' on it.
        public var isTrackpad: Bool { self == .trackpad || self == .twoSlotClickpad }
    }

    public var id: String
    public var kind: Kind
    public var description: DeviceDescription
    /// Reports per second while something moves.
    public var sampleRate: Double

    public init(id: String, kind: Kind, description: DeviceDescription, sampleRate: Double) {
        self.id = id
        self.kind = kind
        self.description = description
        self.sampleRate = sampleRate
    }
}

/// Builds descriptions code by code.
struct DescriptionBuilder {
    var d: DeviceDescription

    init(name: String, bus: UInt16, vendor: UInt16, product: UInt16, version: UInt16 = 0x0111) {
        d = DeviceDescription(name: name, id: InputID(bustype: bus, vendor: vendor, product: product, version: version))
        d.enable(type: EV.SYN, code: SYN.REPORT)
    }

    mutating func keys(_ codes: [UInt16]) { for c in codes { d.enable(type: EV.KEY, code: c) } }
    mutating func rel(_ codes: [UInt16]) { for c in codes { d.enable(type: EV.REL, code: c) } }
    mutating func msc(_ codes: [UInt16]) { for c in codes { d.enable(type: EV.MSC, code: c) } }
    mutating func abs(_ code: UInt16, _ min: Int32, _ max: Int32, resolution: Int32 = 0, fuzz: Int32 = 0, value: Int32 = 0) {
        d.enable(type: EV.ABS, code: code)
        d.absinfo[code] = AbsInfo(value: value, minimum: min, maximum: max, fuzz: fuzz, flat: 0, resolution: resolution)
    }
    mutating func property(_ p: UInt16) { d.properties.insert(p) }
}

extension DeviceProfile {
    /// Every built-in profile, by id.
    public static let builtIn: [DeviceProfile] = [touchscreen, displayPen, penTablet, trackpad, twoSlotClickpad, mouse, keyboard]

    public static func named(_ id: String) -> DeviceProfile? { builtIn.first { $0.id == id } }

    /// A direct multitouch touchscreen, 10 slots, sized like the 12.9" iPad Pro panel
    /// (262.9 × 197.2 mm at 100 units/mm), 120 Hz like ProMotion.
    public static let touchscreen: DeviceProfile = {
        var b = DescriptionBuilder(name: "Tactile Touchscreen", bus: InputID.BUS_I2C, vendor: 0x04f3, product: 0x2aa2)
        b.keys([BTN.TOUCH])
        b.abs(ABS.X, 0, 26290, resolution: 100)
        b.abs(ABS.Y, 0, 19720, resolution: 100)
        b.abs(ABS.MT_SLOT, 0, 9)
        b.abs(ABS.MT_TOUCH_MAJOR, 0, 255, resolution: 10)
        b.abs(ABS.MT_POSITION_X, 0, 26290, resolution: 100)
        b.abs(ABS.MT_POSITION_Y, 0, 19720, resolution: 100)
        b.abs(ABS.MT_TOOL_TYPE, 0, 2)
        b.abs(ABS.MT_TRACKING_ID, 0, 65535)
        b.abs(ABS.MT_PRESSURE, 0, 255)
        b.msc([MSC.TIMESTAMP])
        b.property(INPUT_PROP.DIRECT)
        return DeviceProfile(id: "touchscreen", kind: .touchscreen, description: b.d, sampleRate: 120)
    }()

    /// A display pen (Cintiq Pro class): pressure 0…8191, distance 0…63, tilt −64…63 at
    /// 57 units/radian, eraser, two barrel buttons, 240 Hz (docs/sources.md, "Event codes").
    public static let displayPen: DeviceProfile = {
        var b = DescriptionBuilder(name: "Tactile Display Pen", bus: InputID.BUS_USB, vendor: 0x056a, product: 0x0350)
        b.keys([BTN.TOOL_PEN, BTN.TOOL_RUBBER, BTN.TOUCH, BTN.STYLUS, BTN.STYLUS2])
        b.abs(ABS.X, 0, 52580, resolution: 200)
        b.abs(ABS.Y, 0, 39440, resolution: 200)
        b.abs(ABS.PRESSURE, 0, 8191)
        b.abs(ABS.DISTANCE, 0, 63)
        b.abs(ABS.TILT_X, -64, 63, resolution: 57)
        b.abs(ABS.TILT_Y, -64, 63, resolution: 57)
        b.msc([MSC.SERIAL])
        b.property(INPUT_PROP.DIRECT)
        return DeviceProfile(id: "display-pen", kind: .displayPen, description: b.d, sampleRate: 240)
    }()

    /// An indirect pen tablet (Intuos Pro M class, POINTER): the area maps to the whole screen, 200 Hz.
    public static let penTablet: DeviceProfile = {
        var b = DescriptionBuilder(name: "Tactile Pen Tablet Pen", bus: InputID.BUS_USB, vendor: 0x056a, product: 0x0357)
        b.keys([BTN.TOOL_PEN, BTN.TOOL_RUBBER, BTN.TOUCH, BTN.STYLUS, BTN.STYLUS2])
        b.abs(ABS.X, 0, 44800, resolution: 200)
        b.abs(ABS.Y, 0, 29600, resolution: 200)
        b.abs(ABS.PRESSURE, 0, 8191)
        b.abs(ABS.DISTANCE, 0, 63)
        b.abs(ABS.TILT_X, -64, 63, resolution: 57)
        b.abs(ABS.TILT_Y, -64, 63, resolution: 57)
        b.msc([MSC.SERIAL])
        b.property(INPUT_PROP.POINTER)
        return DeviceProfile(id: "pen-tablet", kind: .penTablet, description: b.d, sampleRate: 200)
    }()

    /// A multitouch clickpad (Magic Trackpad 2 class, hid-magicmouse ranges: X −3678…3934 over
    /// 160 mm, Y −2478…2587 over 114.9 mm), 16 slots, INPUT_PROP_BUTTONPAD, 90 Hz.
    public static let trackpad: DeviceProfile = {
        var b = DescriptionBuilder(name: "Tactile Trackpad", bus: InputID.BUS_BLUETOOTH, vendor: 0x004c, product: 0x0265)
        b.keys([BTN.LEFT, BTN.TOOL_FINGER, BTN.TOOL_QUINTTAP, BTN.TOUCH, BTN.TOOL_DOUBLETAP, BTN.TOOL_TRIPLETAP, BTN.TOOL_QUADTAP])
        b.abs(ABS.X, -3678, 3934, resolution: 48)
        b.abs(ABS.Y, -2478, 2587, resolution: 44)
        b.abs(ABS.MT_SLOT, 0, 15)
        b.abs(ABS.MT_TOUCH_MAJOR, 0, 1020)
        b.abs(ABS.MT_TOUCH_MINOR, 0, 1020)
        b.abs(ABS.MT_ORIENTATION, -31, 32)
        b.abs(ABS.MT_POSITION_X, -3678, 3934, resolution: 48)
        b.abs(ABS.MT_POSITION_Y, -2478, 2587, resolution: 44)
        b.abs(ABS.MT_TRACKING_ID, 0, 65535)
        b.abs(ABS.MT_PRESSURE, 0, 253)
        b.property(INPUT_PROP.POINTER)
        b.property(INPUT_PROP.BUTTONPAD)
        return DeviceProfile(id: "trackpad", kind: .trackpad, description: b.d, sampleRate: 90)
    }()

    /// A two-slot clickpad that reports more fingers through BTN_TOOL_*TAP (Synaptics X1 Carbon
    /// 3rd gen class: X 1266…5676 r45, Y 1096…4758 r68), 80 Hz.
    public static let twoSlotClickpad: DeviceProfile = {
        var b = DescriptionBuilder(name: "Tactile Two-Slot Clickpad", bus: InputID.BUS_I8042, vendor: 0x0002, product: 0x0007, version: 0x01b1)
        b.keys([BTN.LEFT, BTN.TOOL_FINGER, BTN.TOOL_QUINTTAP, BTN.TOUCH, BTN.TOOL_DOUBLETAP, BTN.TOOL_TRIPLETAP, BTN.TOOL_QUADTAP])
        b.abs(ABS.X, 1266, 5676, resolution: 45)
        b.abs(ABS.Y, 1096, 4758, resolution: 68)
        b.abs(ABS.PRESSURE, 0, 255)
        b.abs(ABS.MT_SLOT, 0, 1)
        b.abs(ABS.MT_POSITION_X, 1266, 5676, resolution: 45)
        b.abs(ABS.MT_POSITION_Y, 1096, 4758, resolution: 68)
        b.abs(ABS.MT_TRACKING_ID, 0, 65535)
        b.abs(ABS.MT_PRESSURE, 0, 255)
        b.property(INPUT_PROP.POINTER)
        b.property(INPUT_PROP.BUTTONPAD)
        return DeviceProfile(id: "two-slot-clickpad", kind: .twoSlotClickpad, description: b.d, sampleRate: 80)
    }()

    /// A USB mouse with a high-resolution wheel (120 units per detent), 125 Hz.
    public static let mouse: DeviceProfile = {
        var b = DescriptionBuilder(name: "Tactile USB Mouse", bus: InputID.BUS_USB, vendor: 0x046d, product: 0xc08b)
        b.keys([BTN.LEFT, BTN.RIGHT, BTN.MIDDLE, BTN.SIDE, BTN.EXTRA])
        b.rel([REL.X, REL.Y, REL.HWHEEL, REL.WHEEL, REL.WHEEL_HI_RES, REL.HWHEEL_HI_RES])
        b.msc([MSC.SCAN])
        return DeviceProfile(id: "mouse", kind: .mouse, description: b.d, sampleRate: 125)
    }()

    /// A full keyboard: every key KEY_ESC … KEY_MICMUTE, Command (KEY_LEFTMETA/RIGHTMETA),
    /// Option (ALT), Control, and Globe (KEY_FN); autorepeat and LEDs.
    public static let keyboard: DeviceProfile = {
        var b = DescriptionBuilder(name: "Tactile Keyboard", bus: InputID.BUS_USB, vendor: 0x05ac, product: 0x029c)
        b.keys(Array(KEY.ESC...248) + [KEY.FN])
        b.msc([MSC.SCAN])
        b.d.enable(type: EV.REP, code: 0)
        b.d.enable(type: EV.REP, code: 1)
        for led: UInt16 in 0...4 { b.d.enable(type: EV.LED, code: led) }
        return DeviceProfile(id: "keyboard", kind: .keyboard, description: b.d, sampleRate: 1000)
    }()
}

extension DeviceProfile {
    /// Report rate assumed for a profile taken from a recording (evdev descriptions carry none).
    public static let recordedProfileRate: Double = 100

    /// A profile from any device description (for example a recording's), its kind from its classification.
    public init(description d: DeviceDescription, file: String) throws {
        let c = DeviceClassification(d)
        let kind: Kind
        if c.role == .pencil {
            kind = d.hasProperty(INPUT_PROP.DIRECT) ? .displayPen : .penTablet
        } else if c.tags.contains(.touchscreen) && d.slotCount != nil {  // none for fake MT (`slotCount`)
            kind = .touchscreen
        } else if c.tags.contains(.touchpad) && d.slotCount != nil {
            kind = (d.slotCount ?? 0) <= 2 ? .twoSlotClickpad : .trackpad
        } else if c.tags.contains(.mouse) {
            kind = .mouse
        } else if c.isAlphanumericKeyboard {
            kind = .keyboard
        } else {
            throw TactileError.badInput(file, line: nil, "cannot synthesize for \"\(d.name)\": not a multitouch screen, pen, touchpad, mouse or keyboard")
        }
        self.init(id: file, kind: kind, description: d, sampleRate: DeviceProfile.recordedProfileRate)
    }
}

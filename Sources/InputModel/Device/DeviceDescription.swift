/// `struct input_id`: bus type, vendor, product and version.
public struct InputID: Hashable, Sendable, Codable {
    public var bustype: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16
    public init(bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
        self.bustype = bustype
        self.vendor = vendor
        self.product = product
        self.version = version
    }
    public static let BUS_USB: UInt16 = 0x03
    public static let BUS_BLUETOOTH: UInt16 = 0x05
    public static let BUS_VIRTUAL: UInt16 = 0x06
    public static let BUS_I8042: UInt16 = 0x11
    public static let BUS_I2C: UInt16 = 0x18
}

/// `struct input_absinfo`: the current value, range, fuzz, flat and resolution of an axis.
public struct AbsInfo: Hashable, Sendable, Codable {
    /// The current value when the description was taken (evemu's `# Value` comment,
    /// EVIOCGABS live). For ABS_MT_SLOT it is the slot a recording starts in.
    public var value: Int32
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per mm for position axes, units per radian for rotation and tilt axes, 0 when unknown.
    public var resolution: Int32

    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// max − min, never below 1 (so it can divide).
    public var span: Double { Double(max(1, Int64(maximum) - Int64(minimum))) }
    /// The value mapped to 0…1 over the range (not clamped).
    public func normalized(_ v: Int32) -> Double { Double(Int64(v) - Int64(minimum)) / span }
    /// Physical size in mm when the resolution is known.
    public var millimetres: Double? { resolution > 0 ? span / Double(resolution) : nil }
}

/// A device as evemu-describe, libinput record or EVIOCG* ioctls describe it.
public struct DeviceDescription: Hashable, Sendable {
    public var name: String
    public var id: InputID
    /// INPUT_PROP_* numbers.
    public var properties: Set<UInt16>
    /// The source could not say which properties the device has (an old evemu description
    /// with no `P:` lines): `properties` is empty for want of knowledge, not because there are none.
    public var propertiesUnknown = false
    /// Supported codes per event type (EV_SYN included).
    public var codes: [UInt16: Set<UInt16>]
    public var absinfo: [UInt16: AbsInfo]
    /// Buttons (BTN_MISC…BTN_TRIGGER_HAPPY: tools, BTN_TOUCH, mouse and stylus buttons) held when the
    /// description was taken: libevdev's state for a live device, so a pen already in proximity or
    /// a finger already down is known before its first event. The trace formats do not record it.
    /// Keyboard keys are never kept (a held key would say what was being typed).
    public var buttonsDown: Set<UInt16> = []
    /// LED and switch states (evemu `L:`/`S:` lines), only the non-zero ones.
    public var leds: [UInt16: Int32]
    public var switches: [UInt16: Int32]
    /// Where it came from: a device node (`/dev/input/event5`) or nil for a trace without one.
    public var node: String?
    /// Extra facts a format carries that Tactile does not interpret but keeps
    /// (libinput record `udev`, `quirks`, `hid`; evemu `# Kernel`, `# DMI`), as raw text keyed by field.
    public var extras: [String: String]

    public init(name: String, id: InputID = InputID(), properties: Set<UInt16> = [],
                codes: [UInt16: Set<UInt16>] = [:], absinfo: [UInt16: AbsInfo] = [:],
                leds: [UInt16: Int32] = [:], switches: [UInt16: Int32] = [:],
                node: String? = nil, extras: [String: String] = [:]) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.absinfo = absinfo
        self.leds = leds
        self.switches = switches
        self.node = node
        self.extras = extras
    }

    /// A button code (BTN_MISC…BTN_GEAR_UP, 0x100–0x151) rather than a keyboard key: what
    /// `buttonsDown` may hold.
    public static func isButton(_ code: UInt16) -> Bool { code >= BTN.MISC && code < KEY.OK }

    public func has(type: UInt16) -> Bool { !(codes[type]?.isEmpty ?? true) }
    public func has(type: UInt16, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }
    public func hasKey(_ code: UInt16) -> Bool { has(type: EV.KEY, code: code) }
    public func hasAbs(_ code: UInt16) -> Bool { has(type: EV.ABS, code: code) }
    public func hasRel(_ code: UInt16) -> Bool { has(type: EV.REL, code: code) }
    public func hasProperty(_ p: UInt16) -> Bool { properties.contains(p) }
    public func abs(_ code: UInt16) -> AbsInfo? { absinfo[code] }

    /// Adds a code (and its type); ABS codes should also get an `absinfo`.
    public mutating func enable(type: UInt16, code: UInt16) {
        codes[type, default: []].insert(code)
        codes[EV.SYN, default: []].insert(type)
    }

    /// Number of MT slots: ABS_MT_SLOT max + 1; nil for single-touch devices and
    /// for fake MT (libevdev `init_slots`: devices with ABS_RESERVED are not MT).
    public var slotCount: Int? {
        guard let slot = absinfo[ABS.MT_SLOT], hasAbs(ABS.MT_SLOT) else { return nil }
        if hasAbs(ABS.RESERVED) { return nil }
        return Int(slot.maximum) + 1
    }

    /// A description with no codes: used for events-only files with no description.
    public static func unknown(name: String = "unknown device") -> DeviceDescription {
        DeviceDescription(name: name)
    }
}

/// The iPad-style event stream every source is normalized into (README, "The unified stream").
///
/// `t` is the time since the start of the trace (µs, printed in seconds); coordinates are points in the
/// simulated screen (origin top-left, y down). Field names are the stable
/// JSONL spelling.
public struct UnifiedEvent: Hashable, Sendable {
    public var t: Timestamp
    /// Index of the source device in the trace (not part of the JSONL contract; printed as `device`).
    public var device: Int
    public var payload: Payload

    public init(t: Timestamp, device: Int = 0, _ payload: Payload) {
        self.t = t
        self.device = device
        self.payload = payload
    }

    public enum Payload: Hashable, Sendable {
        case touch(Touch)
        case hover(Hover)
        case scroll(Scroll)
        case transform(Transform)
        case key(Key)
        case pencil(PencilInteraction)
        case device(DeviceChange)
        case resync
        /// A three- or four-finger trackpad swipe or pinch the system claims (home, app switcher…).
        case systemGesture(SystemGesture)
    }

    public var type: String {
        switch payload {
        case .touch: return "touch"
        case .hover: return "hover"
        case .scroll: return "scroll"
        case .transform: return "transform"
        case .key: return "key"
        case .pencil: return "pencil"
        case .device: return "device"
        case .resync: return "resync"
        case .systemGesture: return "systemGesture"
        }
    }
}

/// `UITouch.Phase` (the region phases are expressed as `hover` events).
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    case began, moved, stationary, ended, cancelled
}

/// `UITouch.TouchType`.
public enum TouchType: String, Hashable, Sendable {
    case direct, pencil, indirectPointer
}

public enum PencilTool: String, Hashable, Sendable {
    case pen, eraser
}

/// `UIEvent.ButtonMask` members.
public struct PointerButtons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let primary = PointerButtons(rawValue: 1)
    public static let secondary = PointerButtons(rawValue: 2)
    public static let tertiary = PointerButtons(rawValue: 4)
    public var names: [String] {
        var out: [String] = []
        if contains(.primary) { out.append("primary") }
        if contains(.secondary) { out.append("secondary") }
        if contains(.tertiary) { out.append("tertiary") }
        return out
    }
}

public struct Touch: Hashable, Sendable {
    public var phase: TouchPhase
    /// Stable for the touch's life, unique within a trace.
    public var id: Int
    public var touchType: TouchType
    public var x: Double
    public var y: Double
    /// Points.
    public var majorRadius: Double
    /// 0 … maximumPossibleForce; 0 when the device has no pressure. Fingers report none: an iPad
    /// has no 3D Touch, so `UITouch.force` is 0 for a finger (the pen's force is the Pencil's).
    public var force: Double
    public var maximumPossibleForce: Double
    /// A finger contact's raw pressure, normalized 0…1 over the device's pressure axis (nil when the
    /// device has none): kept for people studying their hardware; no iPad interaction reads it.
    public var pressure: Double?
    /// Radians, pencil only: π/2 perpendicular … 0 parallel.
    public var altitude: Double?
    /// Radians, pencil only: 0 = +x, π/2 = +y (down).
    public var azimuth: Double?
    public var tool: PencilTool?
    public var buttons: PointerButtons?

    public init(phase: TouchPhase, id: Int, touchType: TouchType, x: Double, y: Double,
                majorRadius: Double = 0, force: Double = 0, maximumPossibleForce: Double = 0,
                altitude: Double? = nil, azimuth: Double? = nil, tool: PencilTool? = nil,
                buttons: PointerButtons? = nil, pressure: Double? = nil) {
        self.phase = phase
        self.id = id
        self.touchType = touchType
        self.x = x
        self.y = y
        self.majorRadius = majorRadius
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.altitude = altitude
        self.azimuth = azimuth
        self.tool = tool
        self.buttons = buttons
        self.pressure = pressure
    }
}

public enum HoverPhase: String, Hashable, Sendable { case began, changed, ended }
public enum HoverSource: String, Hashable, Sendable { case pointer, pencil }

public struct Hover: Hashable, Sendable {
    public var phase: HoverPhase
    public var source: HoverSource
    public var x: Double
    public var y: Double
    /// Pencil only: 0 near … 1 far (UIHoverGestureRecognizer.zOffset).
    public var zOffset: Double?
    public var altitude: Double?
    public var azimuth: Double?
    public init(phase: HoverPhase, source: HoverSource, x: Double, y: Double,
                zOffset: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil) {
        self.phase = phase
        self.source = source
        self.x = x
        self.y = y
        self.zOffset = zOffset
        self.altitude = altitude
        self.azimuth = azimuth
    }
}

public enum ScrollType: String, Hashable, Sendable { case continuous, discrete }
public enum ScrollPhase: String, Hashable, Sendable { case began, changed, ended, momentum }

public struct Scroll: Hashable, Sendable {
    public var scrollType: ScrollType
    public var phase: ScrollPhase
    /// Points; positive dy scrolls content up (as UIKit's translation: finger moves down).
    public var dx: Double
    public var dy: Double
    /// Pointer location.
    public var x: Double
    public var y: Double
    public init(scrollType: ScrollType, phase: ScrollPhase, dx: Double, dy: Double, x: Double, y: Double) {
        self.scrollType = scrollType
        self.phase = phase
        self.dx = dx
        self.dy = dy
        self.x = x
        self.y = y
    }
}

public enum GesturePhase: String, Hashable, Sendable { case began, changed, ended, cancelled }

public struct Transform: Hashable, Sendable {
    public var phase: GesturePhase
    /// Absolute scale since the gesture began.
    public var scale: Double
    /// Radians since the gesture began.
    public var rotation: Double
    public var x: Double
    public var y: Double
    public init(phase: GesturePhase, scale: Double, rotation: Double, x: Double, y: Double) {
        self.phase = phase
        self.scale = scale
        self.rotation = rotation
        self.x = x
        self.y = y
    }
}

public enum KeyPhase: String, Hashable, Sendable { case down, up, `repeat` }

/// `UIKeyModifierFlags`.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = KeyModifiers(rawValue: 1 << 16)
    public static let shift = KeyModifiers(rawValue: 1 << 17)
    public static let control = KeyModifiers(rawValue: 1 << 18)
    public static let alternate = KeyModifiers(rawValue: 1 << 19)
    public static let command = KeyModifiers(rawValue: 1 << 20)
    public static let numericPad = KeyModifiers(rawValue: 1 << 21)
    public var names: [String] {
        var out: [String] = []
        if contains(.alphaShift) { out.append("alphaShift") }
        if contains(.shift) { out.append("shift") }
        if contains(.control) { out.append("control") }
        if contains(.alternate) { out.append("alternate") }
        if contains(.command) { out.append("command") }
        if contains(.numericPad) { out.append("numericPad") }
        return out
    }
}

public struct Key: Hashable, Sendable {
    public var phase: KeyPhase
    /// USB HID usage page 7 (`UIKeyboardHIDUsage`).
    public var usage: Int
    public var modifiers: KeyModifiers
    public init(phase: KeyPhase, usage: Int, modifiers: KeyModifiers) {
        self.phase = phase
        self.usage = usage
        self.modifiers = modifiers
    }
}

public enum PencilAction: String, Hashable, Sendable { case tap, squeeze }

public struct PencilInteraction: Hashable, Sendable {
    public var action: PencilAction
    public init(action: PencilAction) { self.action = action }
}

public enum DeviceRole: String, Hashable, Sendable, Codable {
    case touchscreen, pointer, pencil, keyboard, none
}

public enum DevicePhase: String, Hashable, Sendable { case connected, disconnected }

public struct DeviceChange: Hashable, Sendable {
    public var phase: DevicePhase
    public var role: DeviceRole
    public var name: String
    /// True while an alphanumeric (hardware) keyboard is present.
    public var hardwareKeyboard: Bool
    public init(phase: DevicePhase, role: DeviceRole, name: String, hardwareKeyboard: Bool) {
        self.phase = phase
        self.role = role
        self.name = name
        self.hardwareKeyboard = hardwareKeyboard
    }
}

public enum SystemGestureKind: String, Hashable, Sendable {
    case home, appSwitcher, nextApp, previousApp, controlCenter, notificationCenter, dock
    /// iPadOS's three-finger editing gestures: a swipe left undoes, a swipe right redoes.
    case undo, redo
    /// An Apple Pencil double tap or squeeze whose preferred action is a system shortcut
    /// (`UIPencilPreferredAction.runSystemShortcut`): the system runs it, the app never hears of it.
    case pencilShortcut
}

public struct SystemGesture: Hashable, Sendable {
    public var kind: SystemGestureKind
    public var phase: GesturePhase
    public var fingers: Int
    public init(kind: SystemGestureKind, phase: GesturePhase, fingers: Int) {
        self.kind = kind
        self.phase = phase
        self.fingers = fingers
    }
}

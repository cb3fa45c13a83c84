/// Normalizer for the puck of a pen tablet — a Wacom mouse (`BTN_TOOL_MOUSE`) or lens cursor
/// (`BTN_TOOL_LENS`) — into pointer events. A puck on a tablet is a mouse whose position is
/// absolute: on an iPad it is the pointer, not a Pencil (the pen's events on the same device are
/// `PenNormalizer`'s, which gives none while a puck is in range).
///
/// - Proximity: the puck is in range while its tool key is down. Nothing is read while it is
///   out of range, so a pen on the same tablet never moves the pointer.
/// - Position: ABS_X/ABS_Y map onto the whole screen as the pen's do (`CoordinateMapper`, the
///   "map to whole display" of tablet drivers). Entering range the pointer appears there (hover
///   `began`); with no button down it hovers, with one down it drags.
/// - Buttons and wheel (REL_WHEEL / REL_HWHEEL of the Intuos 4D mouse), as a mouse's:
///   `PointerButtonsAndWheel`.
/// - Leaving range: the wacom driver zeroes every axis in the proximity-out frame, so that
///   frame's position is not taken; held buttons are released where the puck was (the touch
///   `ended`) and the hover ends.
/// - Resync (after SYN_DROPPED): a held-button touch is cancelled, `.resync` follows, the
///   button state is rebuilt from the frame.
public struct TabletPuckNormalizer: DeviceNormalizer {
    public let description: DeviceDescription
    public let settings: NormalizerSettings
    /// The pointer, its held buttons and the wheel.
    public private(set) var device: PointerButtonsAndWheel
    public let mapper: CoordinateMapper
    /// Emit `.resync` after a resync frame (the pipeline keeps one per frame).
    public var emitsResyncEvent = true
    /// Puck tools down (`BTN_TOOL_MOUSE`, `BTN_TOOL_LENS`).
    public private(set) var toolsDown: Set<UInt16> = []
    private var x: Int32
    private var y: Int32

    /// The puck tools.
    public static let tools: Set<UInt16> = [BTN.TOOL_MOUSE, BTN.TOOL_LENS]
    /// First local touch id: kept apart from the pen's ids on the same device, since the
    /// pipeline tells touches apart by (device, local id).
    public static let firstTouchID = 1 << 20

    /// Whether a device has a puck: a tablet with `BTN_TOOL_MOUSE` or `BTN_TOOL_LENS`.
    public static func applies(to d: DeviceDescription) -> Bool {
        tools.contains { d.hasKey($0) }
    }

    public init(description: DeviceDescription, settings: NormalizerSettings = NormalizerSettings(),
                screen: ScreenModel = .default) {
        self.description = description
        self.settings = settings
        let fallback = AbsInfo(minimum: 0, maximum: 32767)
        mapper = CoordinateMapper(x: description.abs(ABS.X) ?? fallback, y: description.abs(ABS.Y) ?? fallback,
                                  screen: screen)
        device = PointerButtonsAndWheel(description: description, settings: settings,
                                        pointer: PointerModel(screen: screen, ids: TouchIDAllocator(start: Self.firstTouchID)))
        x = description.abs(ABS.X)?.value ?? 0
        y = description.abs(ABS.Y)?.value ?? 0
    }

    public var inProximity: Bool { !toolsDown.isEmpty }
    public var pointer: PointerModel { device.pointer }
    /// Raw button codes held while the puck is in range.
    public var heldButtons: Set<UInt16> { device.heldButtons }

    public mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] {
        [.device(DeviceChange(phase: .connected, role: .pointer, name: description.name, hardwareKeyboard: false))]
    }

    public mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        device.startFrame(frame, at: time, emitsResyncEvent: emitsResyncEvent, into: &out)
        let wasInProximity = inProximity
        var nx = x, ny = y, moved = false
        var input = device.beginFrame()
        for e in frame.events where !device.read(e, into: &input) {
            switch e.type {
            case EV.KEY where Self.tools.contains(e.code):
                if e.value == 1 { toolsDown.insert(e.code) }
                if e.value == 0 { toolsDown.remove(e.code) }
            case EV.ABS where e.code == ABS.X:
                nx = e.value
                moved = true
            case EV.ABS where e.code == ABS.Y:
                ny = e.value
                moved = true
            default:
                break
            }
        }
        guard inProximity else {
            // Out of range, or leaving it: this frame's position is the driver's zeroing.
            if wasInProximity { out += device.leave() }
            return
        }
        if moved || !wasInProximity {
            x = nx
            y = ny
            // A position past the axis's range stops at the screen's edge: the pointer model
            // keeps the pointer inside the screen.
            let p = mapper.point(x: x, y: y)
            device.move(dx: p.x - device.pointer.x, dy: p.y - device.pointer.y, into: &out)
        }
        device.endFrame(input, at: time, into: &out)
    }

    public var nextTimerDue: Timestamp { device.nextTimerDue }

    public mutating func advance(to time: Timestamp) -> [TimedPayload] {
        device.advance(to: time)
    }

    public mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] {
        device.finish(at: time)
    }
}

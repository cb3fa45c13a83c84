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
/// - Buttons: BTN_LEFT → primary, BTN_RIGHT → secondary, BTN_MIDDLE → tertiary, as a mouse's
///   (`MouseNormalizer.buttonMap`); BTN_SIDE / BTN_EXTRA mean nothing on an iPad.
/// - Wheel: REL_WHEEL / REL_HWHEEL (the Intuos 4D mouse) scroll as a mouse wheel does (`DiscreteScroll`).
/// - Leaving range: the wacom driver zeroes every axis in the proximity-out frame, so that
///   frame's position is not taken; held buttons are released where the puck was (the touch
///   `ended`) and the hover ends.
/// - Resync (after SYN_DROPPED): a held-button touch is cancelled, `.resync` follows, the
///   button state is rebuilt from the frame.
public struct TabletPuckNormalizer: DeviceNormalizer {
    public let description: DeviceDescription
    public let settings: NormalizerSettings
    public private(set) var pointer: PointerModel
    public private(set) var scroll: DiscreteScroll
    public let mapper: CoordinateMapper
    /// Emit `.resync` after a resync frame (the pipeline keeps one per frame).
    public var emitsResyncEvent = true
    /// Puck tools down (`BTN_TOOL_MOUSE`, `BTN_TOOL_LENS`).
    public private(set) var toolsDown: Set<UInt16> = []
    /// Raw button codes held while the puck is in range.
    public private(set) var heldButtons: Set<UInt16> = []
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
        pointer = PointerModel(screen: screen, ids: TouchIDAllocator(start: Self.firstTouchID))
        scroll = DiscreteScroll(naturalScrolling: settings.naturalScrolling)
        x = description.abs(ABS.X)?.value ?? 0
        y = description.abs(ABS.Y)?.value ?? 0
    }

    public var inProximity: Bool { !toolsDown.isEmpty }

    public mutating func start(at time: Double) -> [UnifiedEvent.Payload] {
        [.device(DeviceChange(phase: .connected, role: .pointer, name: description.name, hardwareKeyboard: false))]
    }

    public mutating func apply(_ frame: RawFrame, at time: Double, into out: inout [UnifiedEvent.Payload]) {
        if time >= nextTimerDue {
            for (_, p) in advance(to: time) { out.append(p) }
        }
        if frame.resync {
            out += pointer.cancelTouch()
            if emitsResyncEvent { out.append(.resync) }
            heldButtons.removeAll()
        }
        let wasInProximity = inProximity
        var nx = x, ny = y, moved = false
        var buttons = heldButtons
        var wheel = 0.0, hwheel = 0.0
        for e in frame.events {
            switch e.type {
            case EV.KEY where Self.tools.contains(e.code):
                if e.value == 1 { toolsDown.insert(e.code) }
                if e.value == 0 { toolsDown.remove(e.code) }
            case EV.KEY where MouseNormalizer.buttonMap[e.code] != nil:
                if e.value == 1 { buttons.insert(e.code) }
                if e.value == 0 { buttons.remove(e.code) }
            case EV.ABS where e.code == ABS.X:
                nx = e.value
                moved = true
            case EV.ABS where e.code == ABS.Y:
                ny = e.value
                moved = true
            case EV.REL where e.code == REL.WHEEL:
                wheel += Double(e.value) * DiscreteScroll.unitsPerDetent
            case EV.REL where e.code == REL.HWHEEL:
                hwheel += Double(e.value) * DiscreteScroll.unitsPerDetent
            default:
                break
            }
        }
        guard inProximity else {
            // Out of range, or leaving it: this frame's position is the driver's zeroing.
            if wasInProximity { out += leave() }
            return
        }
        if moved || !wasInProximity {
            x = nx
            y = ny
            let p = mapper.point(x: x, y: y)
            let target = (x: min(pointer.screen.width, max(0, p.x)), y: min(pointer.screen.height, max(0, p.y)))
            pointer.move(dx: target.x - pointer.x, dy: target.y - pointer.y, into: &out)
        }
        if buttons != heldButtons {
            heldButtons = buttons
            let mask = heldButtons.reduce(into: PointerButtons()) { $0.formUnion(MouseNormalizer.buttonMap[$1] ?? []) }
            out += pointer.setButtons(mask)
        }
        if wheel != 0 || hwheel != 0 {
            out += scroll.wheel(vertical: wheel, horizontal: hwheel, at: time, x: pointer.x, y: pointer.y)
        }
    }

    /// The puck leaves range: buttons released where it was, a scroll in progress ends, hover ends.
    private mutating func leave() -> [UnifiedEvent.Payload] {
        heldButtons.removeAll()
        return scroll.finish(x: pointer.x, y: pointer.y) + pointer.leave()
    }

    /// The discrete scroll's `ended`.
    public var nextTimerDue: Double {
        guard case .scrolling(let last) = scroll.state else { return .infinity }
        return last + DiscreteScroll.idleGap
    }

    public mutating func advance(to time: Double) -> [(Double, UnifiedEvent.Payload)] {
        scroll.advance(to: time, x: pointer.x, y: pointer.y)
    }

    public mutating func finish(at time: Double) -> [UnifiedEvent.Payload] {
        var out = advance(to: time).map(\.1)
        out += scroll.finish(x: pointer.x, y: pointer.y)
        out += pointer.finish()
        heldButtons.removeAll()
        return out
    }
}

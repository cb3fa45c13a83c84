/// Normalizer for relative pointing devices (mice, pointing sticks, trackballs).
///
/// - Motion: REL_X/REL_Y counts → mm at `dpi` (1000 when unknown,
///   `MouseResolution`) → points through `PointerAcceleration.mouse` → the shared `PointerModel`
///   (hover with no button down, an `indirectPointer` touch while one is held).
/// - Buttons: BTN_LEFT → primary, BTN_RIGHT → secondary, BTN_MIDDLE → tertiary
///   (`UIEvent.ButtonMask` 1, 2, 4). BTN_SIDE, BTN_EXTRA, BTN_FORWARD, BTN_BACK
///   and the rest are ignored: the unified stream has only those three buttons and
///   iPadOS gives side buttons no standard pointer meaning.
/// - Wheel: `DiscreteScroll` (hi-res preferred, 120 units a detent, 10 pt a detent).
/// - Within a frame: motion first, then buttons, then the wheel, so a press lands where the pointer arrived.
/// - Resync (after SYN_DROPPED): a held-button touch is cancelled, `.resync`
///   follows, the button state is forgotten and rebuilt from the frame.
/// - `finish`: the touch is cancelled, hover and a discrete scroll end.
public struct MouseNormalizer: DeviceNormalizer {
    public let description: DeviceDescription
    public let settings: NormalizerSettings
    public private(set) var pointer: PointerModel
    public private(set) var scroll: DiscreteScroll
    public let acceleration: PointerAcceleration
    public let dpi: Double
    /// Emit `.resync` after a resync frame (off when the pipeline emits it itself, as in the touchscreen and pen normalizers).
    public var emitsResyncEvent = true
    /// Raw button codes held.
    public private(set) var heldButtons: Set<UInt16> = []
    private var lastMotionTime: Double?

    /// Kernel button code → unified button.
    public static let buttonMap: [UInt16: PointerButtons] = [
        BTN.LEFT: .primary, BTN.RIGHT: .secondary, BTN.MIDDLE: .tertiary,
    ]

    public init(description: DeviceDescription, settings: NormalizerSettings = NormalizerSettings(),
                screen: ScreenModel = .default, ids: TouchIDAllocator = TouchIDAllocator(),
                dpi: Double = MouseResolution.defaultDPI) {
        self.description = description
        self.settings = settings
        self.dpi = dpi
        pointer = PointerModel(screen: screen, ids: ids)
        scroll = DiscreteScroll(naturalScrolling: settings.naturalScrolling)
        acceleration = .mouse(trackingSpeed: settings.trackingSpeed)
    }

    public var hasHiResWheel: Bool { description.hasRel(REL.WHEEL_HI_RES) }
    public var hasHiResHWheel: Bool { description.hasRel(REL.HWHEEL_HI_RES) }

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
        var dx = 0.0, dy = 0.0, wheel = 0.0, hwheel = 0.0
        var buttonsChanged = false
        for e in frame.events {
            switch e.type {
            case EV.REL:
                switch e.code {
                case REL.X: dx += Double(e.value)
                case REL.Y: dy += Double(e.value)
                case REL.WHEEL where !hasHiResWheel: wheel += Double(e.value) * DiscreteScroll.unitsPerDetent
                case REL.WHEEL_HI_RES: wheel += Double(e.value)
                case REL.HWHEEL where !hasHiResHWheel: hwheel += Double(e.value) * DiscreteScroll.unitsPerDetent
                case REL.HWHEEL_HI_RES: hwheel += Double(e.value)
                default: break
                }
            case EV.KEY where MouseNormalizer.buttonMap[e.code] != nil:
                if e.value == 1 { buttonsChanged = heldButtons.insert(e.code).inserted || buttonsChanged }
                if e.value == 0 { buttonsChanged = heldButtons.remove(e.code) != nil || buttonsChanged }
            default:
                break
            }
        }
        if dx != 0 || dy != 0 {
            let interval = lastMotionTime.map { time - $0 } ?? PointerAcceleration.maximumInterval
            lastMotionTime = time
            let mm = (MouseResolution.millimetres(counts: dx, dpi: dpi), MouseResolution.millimetres(counts: dy, dpi: dpi))
            let p = acceleration.points(dx: mm.0, dy: mm.1, interval: interval)
            pointer.move(dx: p.dx, dy: p.dy, into: &out)
        }
        if buttonsChanged {
            let mask = heldButtons.reduce(into: PointerButtons()) { $0.formUnion(MouseNormalizer.buttonMap[$1] ?? []) }
            out += pointer.setButtons(mask)
        }
        if wheel != 0 || hwheel != 0 {
            out += scroll.wheel(vertical: wheel, horizontal: hwheel, at: time, x: pointer.x, y: pointer.y)
        }
    }

    /// The discrete scroll's `ended` (`DiscreteScroll.advance`'s own comparison).
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

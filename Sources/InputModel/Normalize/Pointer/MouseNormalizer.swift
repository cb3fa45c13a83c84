/// Normalizer for relative pointing devices (mice, pointing sticks, trackballs).
///
/// - Motion: REL_X/REL_Y counts → mm at `dpi` (1000 when unknown,
///   `MouseResolution`) → points through `PointerAcceleration.mouse` → the shared `PointerModel`
///   (hover with no button down, an `indirectPointer` touch while one is held).
/// - Buttons and wheel: `PointerButtonsAndWheel` (left/right/middle; `DiscreteScroll`, hi-res
///   preferred), after the frame's motion.
/// - Resync (after SYN_DROPPED): a held-button touch is cancelled, `.resync`
///   follows, the button state is forgotten and rebuilt from the frame.
/// - `finish`: the touch is cancelled, hover and a discrete scroll end.
public struct MouseNormalizer: DeviceNormalizer {
    public let description: DeviceDescription
    public let settings: NormalizerSettings
    /// The pointer, its held buttons and the wheel.
    public private(set) var device: PointerButtonsAndWheel
    public let acceleration: PointerAcceleration
    public let dpi: Double
    /// Emit `.resync` after a resync frame (off when the pipeline emits it itself, as in the touchscreen and pen normalizers).
    public var emitsResyncEvent = true
    private var lastMotionTime: Timestamp?

    /// Kernel button code → unified button.
    public static var buttonMap: [UInt16: PointerButtons] { PointerButtonsAndWheel.buttonMap }

    public init(description: DeviceDescription, settings: NormalizerSettings = NormalizerSettings(),
                screen: ScreenModel = .default, ids: TouchIDAllocator = TouchIDAllocator(),
                dpi: Double = MouseResolution.defaultDPI) {
        self.description = description
        self.settings = settings
        self.dpi = dpi
        device = PointerButtonsAndWheel(description: description, settings: settings,
                                        pointer: PointerModel(screen: screen, ids: ids))
        acceleration = .mouse(trackingSpeed: settings.trackingSpeed)
    }

    public var pointer: PointerModel { device.pointer }
    public var scroll: DiscreteScroll { device.scroll }
    /// Raw button codes held.
    public var heldButtons: Set<UInt16> { device.heldButtons }

    public mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] {
        [.device(DeviceChange(phase: .connected, role: .pointer, name: description.name, hardwareKeyboard: false))]
    }

    public mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        device.startFrame(frame, at: time, emitsResyncEvent: emitsResyncEvent, into: &out)
        var dx = 0.0, dy = 0.0
        var input = device.beginFrame()
        for e in frame.events where !device.read(e, into: &input) {
            guard e.type == EV.REL else { continue }
            if e.code == REL.X { dx += Double(e.value) }
            if e.code == REL.Y { dy += Double(e.value) }
        }
        if dx != 0 || dy != 0 {
            let interval = lastMotionTime.map { time - $0 } ?? PointerAcceleration.maximumInterval
            lastMotionTime = time
            let mm = (MouseResolution.millimetres(counts: dx, dpi: dpi), MouseResolution.millimetres(counts: dy, dpi: dpi))
            let p = acceleration.points(dx: mm.0, dy: mm.1, interval: interval)
            device.move(dx: p.dx, dy: p.dy, into: &out)
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

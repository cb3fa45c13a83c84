/// Normalizer for pen tablets — display pens (INPUT_PROP_DIRECT) and indirect
/// tablets such as a Wacom Intuos, whose active area maps onto the whole screen —
/// into Apple Pencil events: `hover` (source pencil), `touch` (type pencil) and
/// `pencil` (barrel buttons).
///
/// State machine (`State`), starting from the buttons the description says are held:
/// - proximity: a stylus `BTN_TOOL_PEN/RUBBER/BRUSH/PENCIL/AIRBRUSH` is down. A
///   device with none of those keys is in proximity while it sends events.
/// - contact: BTN_TOUCH; a device without BTN_TOUCH touches when pressure reaches
///   `penContactThreshold` (5 % of the range) and lifts when it falls to
///   `contactReleaseThreshold` (1 %), libinput's hysteresis (docs/sources.md, "libinput").
///   With BTN_TOUCH, pressure while BTN_TOUCH = 0 is still a hover
///   (policy, docs/sources.md, "Android and Chromium").
/// - hover sequence like Android (docs/sources.md, "Android and Chromium"): hover began on proximity in, changed on
///   movement, ended on contact; touch began/moved/ended; hover began again after
///   the lift; hover ended on proximity out.
/// - forced proximity-out: a pen in proximity, not touching, with no barrel button
///   held and no frame of its own (axes, keys, tool serial) for `penProximityTimeout`
///   (50 ms) leaves proximity at
///   last event + 50 ms (libinput's proximity-timer plugin, docs/sources.md, "libinput"): hover ended. The
///   next event brings it back in (hover began), as the plugin re-injects
///   proximity-in. Timers fire from event time through `advance(to:)`.
///
/// Values: `force` = pressure normalized over its range × `pencilMaximumPossibleForce`
/// (0, with maximum 0, without a pressure axis); altitude/azimuth from
/// ABS_TILT_X/Y through `TiltConversion` (π/2 and 0 without tilt axes); `zOffset`
/// from ABS_DISTANCE; the tool (pen or eraser, from BTN_TOOL_RUBBER) is fixed when
/// the touch begins.
///
/// Barrel buttons: a BTN_STYLUS press emits `.pencil(tap)` and a BTN_STYLUS2 press
/// `.pencil(squeeze)` — the two UIPencilInteraction gestures, in the order Android
/// ranks the buttons (primary, secondary). Releases emit nothing.
///
/// A puck: BTN_TOOL_MOUSE / BTN_TOOL_LENS (a Wacom mouse or lens cursor) gives no pencil
/// events while it is in proximity; it is the pointer, `TabletPuckNormalizer`'s.
///
/// Resync (after SYN_DROPPED): an active touch is `.cancelled`, a hover ended,
/// `.resync` follows, then the frame's state begins anew. `finish`: an active
/// touch is `.cancelled` (the stream was cut), a hover ended.
public struct PenNormalizer: DeviceNormalizer {
    public enum State: Hashable, Sendable {
        case outOfProximity
        case hovering
        /// In contact; the touch id and the tool fixed at touch began.
        case touching(id: Int, tool: PencilTool)
    }

    /// Pressure at or below which a pen without BTN_TOUCH lifts: libinput's lower
    /// threshold, 1 % of the range (docs/sources.md, "libinput").
    public static let contactReleaseThreshold: Double = 0.01
    /// The MSC_SERIAL a pad's events carry on a device it shares with the pen (the wacom driver's
    /// 0xffffffff); any other serial is a tool's.
    public static let padSerial: Int32 = -1
    /// Barrel buttons (BTN_STYLUS3 holds off the proximity timer but maps to no action).
    public static let barrelButtons: Set<UInt16> = [BTN.STYLUS, BTN.STYLUS2, BTN.STYLUS3]

    public let description: DeviceDescription
    public let calibration: Calibration
    public private(set) var state: State = .outOfProximity
    public private(set) var axes: Axes
    /// Tools down: bit `Tool.bit` of each (a bit set, not a `Set`: `target()` asks every frame).
    private var toolMask: UInt8 = 0
    /// Barrel buttons down: bit `barrelBit` of each.
    private var buttonMask: UInt8 = 0
    public private(set) var forcedOut = false
    /// Emit `.resync` after the cancellations of a resync frame. A pipeline that
    /// emits `.resync` itself for the frame sets this to false.
    public var emitsResyncEvent = true
    private var btnTouch = false
    /// A BTN_TOOL_* key has been seen: from then on the keys alone say whether a tool is in range.
    private var toolAnnounced = false
    private var pressureContact = false
    private var lastEventTime: Timestamp?
    private var lastTouch: Touch?
    private var lastHover: Hover?
    private var ids: TouchIDAllocator
    private let hasBtnTouch: Bool
    private let hasStylusKeys: Bool

    public init(description: DeviceDescription, screen: ScreenModel = .default,
                settings: NormalizerSettings = NormalizerSettings(), ids: TouchIDAllocator = TouchIDAllocator()) {
        self.description = description
        calibration = Calibration(description: description, screen: screen, settings: settings)
        axes = Axes(description: description)
        self.ids = ids
        hasBtnTouch = description.hasKey(BTN.TOUCH)
        hasStylusKeys = Tool.allCases.contains { $0.isStylus && description.hasKey($0.key) }
        // The state the description gives (a live device's held buttons): a pen already in range
        // or touching is so from the first frame; a barrel button already held is no new press.
        let held = description.buttonsDown
        for tool in Tool.allCases where held.contains(tool.key) { toolMask |= tool.bit }
        btnTouch = held.contains(BTN.TOUCH)
        for button in Self.barrelButtons where held.contains(button) { buttonMask |= Self.barrelBit(button) }
    }

    public var settings: NormalizerSettings { calibration.settings }

    /// The bit of a barrel button in `buttonMask`, 0 for other codes.
    static func barrelBit(_ code: UInt16) -> UInt8 {
        switch code {
        case BTN.STYLUS: return 1
        case BTN.STYLUS2: return 2
        case BTN.STYLUS3: return 4
        default: return 0
        }
    }

    public mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] {
        [.device(DeviceChange(phase: .connected, role: .pencil, name: description.name, hardwareKeyboard: false))]
    }

    public mutating func advance(to time: Timestamp) -> [TimedPayload] {
        let due = nextTimerDue
        guard time >= due else { return [] }
        forcedOut = true
        var out: [UnifiedEvent.Payload] = []
        transition(to: .outOfProximity, into: &out)
        return out.map { TimedPayload(time: due, payload: $0) }
    }

    /// The proximity timeout: `penProximityTimeout` after the last event while hovering.
    public var nextTimerDue: Timestamp {
        guard state == .hovering, buttonMask == 0, let last = lastEventTime else { return .distantFuture }
        return last + settings.penProximityTimeout
    }

    public mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        // The pipeline calls advance(to:) first; this only matters when it did not.
        if time >= nextTimerDue {
            for d in advance(to: time) { out.append(d.payload) }
        }
        if frame.resync {
            transition(to: .outOfProximity, cancel: true, into: &out)
            if emitsResyncEvent { out.append(.resync) }
        }
        // Whether the frame is the pen's: its axes, tool keys, BTN_TOUCH, barrel buttons, or its
        // tool's serial (a still pen's reports carry only that: the kernel drops unchanged axis
        // values, never an MSC event, and libinput counts every frame). A pad's buttons, ring or
        // strip on the same device (older kernels, serial 0xffffffff) are not, and neither bring
        // a pen into range nor keep one there.
        var penActivity = false
        for event in frame.events {
            if axes.apply(event) {
                penActivity = true
                continue
            }
            if event.type == EV.MSC, event.code == MSC.SERIAL {
                if event.value != Self.padSerial { penActivity = true }
                continue
            }
            guard event.type == EV.KEY, event.value != 2 else { continue }
            let down = event.value != 0
            if let tool = Tool(key: event.code) {
                toolAnnounced = true
                penActivity = true
                if down { toolMask |= tool.bit } else { toolMask &= ~tool.bit }
            } else if event.code == BTN.TOUCH {
                penActivity = true
                btnTouch = down
            } else if case let bit = Self.barrelBit(event.code), bit != 0 {
                penActivity = true
                let wasDown = buttonMask & bit != 0
                if down { buttonMask |= bit } else { buttonMask &= ~bit }
                if down && !wasDown {
                    let action: PencilAction? = event.code == BTN.STYLUS ? .tap : event.code == BTN.STYLUS2 ? .squeeze : nil
                    if let action { actions.append(action) }
                }
            }
        }
        if penActivity {
            lastEventTime = time
            forcedOut = false
        }
        updatePressureContact()
        // In two statements, `target()` inlined: as the argument of the mutating `transition`, the
        // call copied the whole normalizer (616 bytes, a `memcpy` a frame) to read it.
        let next = target()
        transition(to: next, into: &out)
        if !actions.isEmpty {
            for action in actions { out.append(.pencil(PencilInteraction(action: action))) }
            actions.removeAll(keepingCapacity: true)
        }
    }

    /// The last tilt converted to angles: (tiltX, tiltY, altitude, azimuth). The tilt axes change
    /// far less often than frames arrive, and the conversion (tan, atan2) cost a fifth of the pen's time.
    private var angleCache: (tiltX: Int32, tiltY: Int32, altitude: Double, azimuth: Double)?

    private mutating func angles() -> (altitude: Double, azimuth: Double) {
        if let c = angleCache, c.tiltX == axes.tiltX, c.tiltY == axes.tiltY { return (c.altitude, c.azimuth) }
        let a = calibration.angles(axes)
        angleCache = (axes.tiltX, axes.tiltY, a.altitude, a.azimuth)
        return a
    }

    // The angles first: read after `calibration` and `axes` in one expression, the mutating
    // `angles()` makes Swift copy both (a `memcpy` of the calibration a frame: Benchmarks/notes.md, "Hot paths").
    private mutating func hoverNow(_ phase: HoverPhase) -> Hover {
        let angles = angles()
        return calibration.hover(axes, phase: phase, angles: angles)
    }

    private mutating func touchNow(_ phase: TouchPhase, id: Int, tool: PencilTool) -> Touch {
        let angles = angles()
        return calibration.touch(axes, phase: phase, id: id, tool: tool, angles: angles)
    }

    /// Barrel-button actions of the current frame (storage reused from frame to frame).
    private var actions: [PencilAction] = []

    public mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] {
        var out: [UnifiedEvent.Payload] = []
        transition(to: .outOfProximity, cancel: true, into: &out)
        return out
    }

    // MARK: transitions

    private var inProximity: Bool {
        if forcedOut { return false }
        if hasStylusKeys {
            if Tool.current(toolMask) != nil { return true }
            // A puck (BTN_TOOL_MOUSE / LENS) in range is not a pen.
            if toolMask != 0 { return false }
            // A pen already in range when the recording (or the reading) began never announces
            // its tool: BTN_TOUCH down still means a pen on the surface, and until any tool key
            // has been seen the axes moving mean a pen in range. The tool is taken to be the pen.
            if hasBtnTouch && btnTouch { return true }
            return !toolAnnounced && lastEventTime != nil
        }
        return lastEventTime != nil
    }

    private var inContact: Bool { hasBtnTouch ? btnTouch : pressureContact }

    private mutating func updatePressureContact() {
        guard !hasBtnTouch, calibration.pressure != nil else { return }
        let p = calibration.normalizedPressure(axes)
        if !pressureContact && p >= settings.penContactThreshold { pressureContact = true }
        if pressureContact && p <= Self.contactReleaseThreshold { pressureContact = false }
    }

    @inline(__always)
    private func target() -> State {
        guard inProximity else { return .outOfProximity }
        guard inContact else { return .hovering }
        if case .touching = state { return state }
        return .touching(id: 0, tool: Tool.current(toolMask)?.pencilTool ?? .pen) // id allocated on entry
    }

    /// Moves to `next`, emitting what the change means; same-state moves emit changes of values.
    private mutating func transition(to next: State, cancel: Bool = false, into out: inout [UnifiedEvent.Payload]) {
        switch (state, next) {
        case (.outOfProximity, .outOfProximity):
            break
        case (.hovering, .hovering):
            let hover = hoverNow(.changed)
            var previous = lastHover
            previous?.phase = .changed
            if hover != previous {
                out.append(.hover(hover))
                lastHover = hover
            }
        case (.touching(let id, let tool), .touching):
            let touch = touchNow(.moved, id: id, tool: tool)
            if let last = lastTouch, touch.x != last.x || touch.y != last.y || touch.force != last.force
                || touch.altitude != last.altitude || touch.azimuth != last.azimuth {
                out.append(.touch(touch))
                lastTouch = touch
            }
        default:
            // Leave the old state. Leaving proximity reports the last emitted values:
            // the wacom driver zeroes every axis in the proximity-out frame.
            let leavingProximity = next == .outOfProximity
            switch state {
            case .hovering:
                var hover = hoverNow(.ended)
                if leavingProximity, let last = lastHover { hover = last }
                hover.phase = .ended
                out.append(.hover(hover))
            case .touching(let id, let tool):
                var touch = touchNow(.ended, id: id, tool: tool)
                if leavingProximity, let last = lastTouch { touch = last }
                touch.phase = cancel ? .cancelled : .ended
                out.append(.touch(touch))
            case .outOfProximity:
                break
            }
            lastHover = nil
            lastTouch = nil
            // …and enter the new one.
            switch next {
            case .hovering:
                let hover = hoverNow(.began)
                out.append(.hover(hover))
                lastHover = hover
                state = .hovering
            case .touching(_, let tool):
                let touch = touchNow(.began, id: ids.allocate(), tool: tool)
                out.append(.touch(touch))
                lastTouch = touch
                state = .touching(id: touch.id, tool: tool)
            case .outOfProximity:
                state = .outOfProximity
            }
        }
    }
}

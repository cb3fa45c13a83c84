/// What a mouse and a tablet's puck share: the on-screen pointer, the buttons held on it and the
/// wheel. Each normalizer reads its own motion (relative counts, absolute position) and hands the
/// rest of a frame's events here.
///
/// - Buttons: BTN_LEFT → primary, BTN_RIGHT → secondary, BTN_MIDDLE → tertiary
///   (`UIEvent.ButtonMask` 1, 2, 4). BTN_SIDE, BTN_EXTRA, BTN_FORWARD, BTN_BACK and the rest are
///   ignored: the unified stream has only those three buttons and iPadOS gives side buttons no
///   standard pointer meaning.
/// - Wheel: `DiscreteScroll`; a device with REL_WHEEL_HI_RES / REL_HWHEEL_HI_RES is read from those
///   only (it sends both; libinput does the same), so a detent is never counted twice.
/// - Within a frame: the caller's motion first, then buttons, then the wheel, so a press lands
///   where the pointer arrived.
public struct PointerButtonsAndWheel: Sendable {
    /// Kernel button code → unified button.
    public static let buttonMap: [UInt16: PointerButtons] = [
        BTN.LEFT: .primary, BTN.RIGHT: .secondary, BTN.MIDDLE: .tertiary,
    ]

    /// One frame's buttons and wheel, gathered while the caller reads its motion.
    public struct FrameInput: Sendable {
        var buttons: Set<UInt16>
        var wheel = 0.0
        var hwheel = 0.0
    }

    public private(set) var pointer: PointerModel
    public private(set) var scroll: DiscreteScroll
    /// Raw button codes held.
    public private(set) var heldButtons: Set<UInt16> = []
    public let hasHiResWheel: Bool
    public let hasHiResHWheel: Bool

    public init(description: DeviceDescription, settings: NormalizerSettings, pointer: PointerModel) {
        self.pointer = pointer
        scroll = DiscreteScroll(naturalScrolling: settings.naturalScrolling)
        hasHiResWheel = description.hasRel(REL.WHEEL_HI_RES)
        hasHiResHWheel = description.hasRel(REL.HWHEEL_HI_RES)
    }

    /// Starts reading a frame.
    public func beginFrame() -> FrameInput { FrameInput(buttons: heldButtons) }

    /// Takes a button or wheel event into `frame`; false for any other event.
    public func read(_ e: InputEvent, into frame: inout FrameInput) -> Bool {
        switch e.type {
        case EV.REL:
            switch e.code {
            case REL.WHEEL where !hasHiResWheel: frame.wheel += Double(e.value) * DiscreteScroll.unitsPerDetent
            case REL.WHEEL_HI_RES: frame.wheel += Double(e.value)
            case REL.HWHEEL where !hasHiResHWheel: frame.hwheel += Double(e.value) * DiscreteScroll.unitsPerDetent
            case REL.HWHEEL_HI_RES: frame.hwheel += Double(e.value)
            default: return false
            }
            return true
        case EV.KEY where Self.buttonMap[e.code] != nil:
            if e.value == 1 { frame.buttons.insert(e.code) }
            if e.value == 0 { frame.buttons.remove(e.code) }
            return true
        default:
            return false
        }
    }

    /// Moves the pointer by (dx, dy) points (hover, or the held touch).
    public mutating func move(dx: Double, dy: Double, into out: inout [UnifiedEvent.Payload]) {
        pointer.move(dx: dx, dy: dy, into: &out)
    }

    /// Applies a frame's buttons, then its wheel, after the caller moved the pointer.
    public mutating func endFrame(_ frame: FrameInput, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        if frame.buttons != heldButtons {
            heldButtons = frame.buttons
            let mask = heldButtons.reduce(into: PointerButtons()) { $0.formUnion(Self.buttonMap[$1] ?? []) }
            out += pointer.setButtons(mask)
        }
        if frame.wheel != 0 || frame.hwheel != 0 {
            out += scroll.wheel(vertical: frame.wheel, horizontal: frame.hwheel, at: time, x: pointer.x, y: pointer.y)
        }
    }

    /// What every pointer device's frame starts with: the timers due by `time` fire (a wheel
    /// scroll's end), then, after SYN_DROPPED, the resync (and its `.resync` when `emitsResyncEvent`).
    public mutating func startFrame(_ frame: RawFrame, at time: Timestamp, emitsResyncEvent: Bool, into out: inout [UnifiedEvent.Payload]) {
        if time >= nextTimerDue {
            for d in advance(to: time) { out.append(d.payload) }
        }
        if frame.resync {
            out += resync()
            if emitsResyncEvent { out.append(.resync) }
        }
    }

    /// Resync (after SYN_DROPPED): a held-button touch is cancelled and the button state forgotten,
    /// to be rebuilt from the frame.
    public mutating func resync() -> [UnifiedEvent.Payload] {
        heldButtons.removeAll()
        return pointer.cancelTouch()
    }

    /// The discrete scroll's `ended` (`DiscreteScroll.advance`'s own comparison).
    public var nextTimerDue: Timestamp {
        guard case .scrolling(let last) = scroll.state else { return .distantFuture }
        return last + DiscreteScroll.idleGap
    }

    public mutating func advance(to time: Timestamp) -> [TimedPayload] {
        scroll.advance(to: time, x: pointer.x, y: pointer.y)
    }

    /// The pointer goes away where it is (a puck leaving range): buttons released (the touch
    /// ends), a scroll in progress ends, hover ends.
    public mutating func leave() -> [UnifiedEvent.Payload] {
        heldButtons.removeAll()
        return scroll.finish(x: pointer.x, y: pointer.y) + pointer.leave()
    }

    /// The stream ends: timers due fire, a scroll in progress ends, the touch is cancelled, hover ends.
    public mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] {
        var out = advance(to: time).map(\.payload)
        out += scroll.finish(x: pointer.x, y: pointer.y)
        out += pointer.finish()
        heldButtons.removeAll()
        return out
    }
}

/// Checks a device's events against its own description and the kernel's rules
/// (docs/sources.md, "Event codes"): every code supported, absolute values inside absinfo,
/// times never going back, frames closed by SYN_REPORT, protocol B slots and tracking
/// ids, at most one BTN_TOOL_*TAP finger count at a time, key values 0/1/2 with
/// presses before releases and repeats only of held keys.
public struct TraceValidator {
    public struct Violation: Hashable, CustomStringConvertible, Sendable {
        public var index: Int
        public var event: InputEvent
        public var rule: String
        public var description: String { "event \(index) (\(event)): \(rule)" }
    }

    public let description: DeviceDescription
    public private(set) var violations: [Violation] = []
    private var index = 0
    private var lastTime: Int64?
    private var openFrame = false
    private var slot: Int32
    private var trackingIDs: [Int32: Int32] = [:]
    private var heldKeys = Set<UInt16>()
    private let fingerCountButtons: Set<UInt16> = [BTN.TOOL_FINGER, BTN.TOOL_DOUBLETAP, BTN.TOOL_TRIPLETAP,
                                                    BTN.TOOL_QUADTAP, BTN.TOOL_QUINTTAP]

    public init(description: DeviceDescription) {
        self.description = description
        slot = description.absinfo[ABS.MT_SLOT]?.value ?? 0
    }

    public static func validate(_ events: [InputEvent], against d: DeviceDescription) -> [Violation] {
        var v = TraceValidator(description: d)
        for e in events { v.apply(e) }
        v.finish()
        return v.violations
    }

    private mutating func flag(_ e: InputEvent, _ rule: String) {
        violations.append(Violation(index: index, event: e, rule: rule))
    }

    public mutating func apply(_ e: InputEvent) {
        defer { index += 1 }
        if let last = lastTime, e.time < last { flag(e, "time goes backwards") }
        lastTime = e.time
        if e.type == EV.SYN {
            if e.code == SYN.REPORT {
                if e.value != 0 && e.value != 1 { flag(e, "SYN_REPORT value must be 0 or 1") }
                openFrame = false
                let tools = heldKeys.intersection(fingerCountButtons)
                if tools.count > 1 { flag(e, "more than one BTN_TOOL finger count set in a frame") }
            }
            return
        }
        openFrame = true
        guard description.has(type: e.type, code: e.code) else {
            flag(e, "\(EventCodes.describe(type: e.type, code: e.code)) is not supported by the device")
            return
        }
        switch e.type {
        case EV.ABS:
            if let info = description.absinfo[e.code], e.code != ABS.MT_TRACKING_ID,
               e.value < info.minimum || e.value > info.maximum {
                flag(e, "value outside \(info.minimum)…\(info.maximum)")
            }
            if e.code == ABS.MT_SLOT { slot = e.value }
            if e.code == ABS.MT_TRACKING_ID {
                if e.value < -1 { flag(e, "tracking id below -1") }
                if e.value >= 0, let old = trackingIDs[slot], old >= 0, old != e.value {
                    flag(e, "slot \(slot) gets a new tracking id without releasing \(old)")
                }
                trackingIDs[slot] = e.value
            }
        case EV.KEY:
            switch e.value {
            case 1:
                heldKeys.insert(e.code)
            case 0:
                if !heldKeys.contains(e.code) { flag(e, "release of a key that is not down") }
                heldKeys.remove(e.code)
            case 2:
                if !heldKeys.contains(e.code) { flag(e, "repeat of a key that is not down") }
            default:
                flag(e, "key value must be 0, 1 or 2")
            }
        default:
            break
        }
    }

    public mutating func finish() {
        if openFrame, let last = lastTime {
            flag(InputEvent(time: last, type: EV.SYN, code: SYN.REPORT, value: 0), "the last frame has no SYN_REPORT")
        }
    }
}

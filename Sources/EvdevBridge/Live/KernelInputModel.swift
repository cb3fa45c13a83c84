import InputModel

/// What a Linux input core (drivers/input/input.c, 6.1) passes on to evdev readers
/// when events are injected into a device — the events a capture of a uinput
/// device must show for a given played stream.
///
/// Rules mirrored (input_get_disposition, input_handle_abs_event, input_handle_event,
/// input_disconnect_device, input_estimate_events_per_packet):
/// - events of a type or code the device lacks are dropped;
/// - EV_KEY passes only when the key state changes, except value 2 (autorepeat);
/// - EV_ABS passes only when the (defuzzed) value changes; MT axes per slot; an
///   ABS_MT_SLOT event is held back and emitted only before the next MT event
///   that passes in another slot than the last one reported;
/// - EV_REL passes when non-zero; EV_SW and EV_LED on a state change; EV_MSC, EV_SND,
///   EV_PWR, SYN_MT_REPORT, SYN_CONFIG always;
/// - a SYN_REPORT with nothing before it is not delivered; a frame longer than
///   the device's packet size is cut with an inserted SYN_REPORT 1 (`input_value_sync`);
/// - removing the device releases the keys still down, in a frame ending in SYN_REPORT 1.
/// All events of a delivered frame carry the SYN_REPORT's time.
public struct KernelInputModel: Sendable {
    public struct State: Equatable, Sendable {
        public var keys: Set<UInt16> = []
        public var abs: [UInt16: Int32] = [:]
        /// Per MT slot, the MT axis values (tracking id −1 when no contact).
        public var slots: [[UInt16: Int32]] = []
        public var slot: Int32 = 0
        public var switches: Set<UInt16> = []
        public var leds: Set<UInt16> = []
    }

    public let description: DeviceDescription
    public private(set) var state = State()
    private var reportedSlot: Int32 = 0
    private var rep: [UInt16: Int32] = [:]
    private var pending: [InputEvent] = []
    private let maxVals: Int

    /// `description` as the device was created; `setup` mirrors what `tactile play`
    /// writes right after creation (the current MT slot, LED and switch states,
    /// kernel autorepeat off).
    public init(description d: DeviceDescription, afterPlaySetup setup: Bool = true) {
        description = d
        for (code, a) in d.absinfo where d.hasAbs(code) && !Self.isMTValue(code) && code != ABS.MT_SLOT {
            state.abs[code] = a.value
        }
        let hasMT = d.hasAbs(ABS.MT_SLOT)
        if hasMT {
            let n = Int(max(0, (d.absinfo[ABS.MT_SLOT]?.maximum ?? 0))) + 1
            state.slots = Array(repeating: [ABS.MT_TRACKING_ID: -1], count: n)
            reportedSlot = d.absinfo[ABS.MT_SLOT]?.value ?? 0
            if setup, reportedSlot >= 0, Int(reportedSlot) < n { state.slot = reportedSlot }
        }
        if setup {
            state.switches = Set(d.switches.filter { $0.value != 0 && d.has(type: EV.SW, code: $0.key) }.keys)
            state.leds = Set(d.leds.filter { $0.value != 0 && d.has(type: EV.LED, code: $0.key) }.keys)
            if d.has(type: EV.REP) { rep = [0: 0, 1: 0] }
        } else if d.has(type: EV.REP) {
            rep = [0: 250, 1: 33]
        }
        maxVals = Self.packetSize(d) + 2
    }

    static func isMTValue(_ code: UInt16) -> Bool { code >= ABS.MT_TOUCH_MAJOR && code <= ABS.MT_TOOL_Y }

    /// input_estimate_events_per_packet, raised to 60 for protocol-A uinput devices.
    static func packetSize(_ d: DeviceDescription) -> Int {
        var mtSlots = 0
        if d.hasAbs(ABS.MT_SLOT) {
            mtSlots = Int(max(0, d.absinfo[ABS.MT_SLOT]?.maximum ?? 0)) + 1
        } else if d.hasAbs(ABS.MT_TRACKING_ID), let t = d.absinfo[ABS.MT_TRACKING_ID] {
            mtSlots = min(32, max(2, Int(t.maximum) - Int(t.minimum) + 1))
        } else if d.hasAbs(ABS.MT_POSITION_X) {
            mtSlots = 2
        }
        var events = mtSlots + 1
        for code in d.codes[EV.ABS] ?? [] { events += (isMTValue(code) || code == ABS.MT_SLOT) ? mtSlots : 1 }
        events += d.codes[EV.REL]?.count ?? 0
        events += 7
        if !d.hasAbs(ABS.MT_SLOT) && d.hasAbs(ABS.MT_POSITION_X) { events = max(events, 60) }
        return events
    }

    /// Injects one event; returns the events delivered to readers by it (a whole frame on a flush).
    public mutating func inject(_ e: InputEvent) -> [InputEvent] {
        let d = description
        guard e.type == EV.SYN || d.has(type: e.type) else { return [] }
        var pass = false
        switch e.type {
        case EV.SYN:
            switch e.code {
            case SYN.REPORT: return flush(e)
            case SYN.MT_REPORT, SYN.CONFIG: pass = true
            default: break
            }
        case EV.KEY:
            guard d.has(type: e.type, code: e.code) else { return [] }
            if e.value == 2 { pass = true }
            else if state.keys.contains(e.code) != (e.value != 0) {
                if e.value != 0 { state.keys.insert(e.code) } else { state.keys.remove(e.code) }
                pass = true
            }
        case EV.ABS:
            guard d.has(type: e.type, code: e.code) else { return [] }
            return abs(e)
        case EV.REL:
            pass = d.has(type: e.type, code: e.code) && e.value != 0
        case EV.MSC, EV.SND:
            // The kernel keeps a sound's state for EVIOCGSND but passes every event.
            pass = d.has(type: e.type, code: e.code)
        case EV.SW:
            pass = d.has(type: e.type, code: e.code) && toggle(&state.switches, e)
        case EV.LED:
            pass = d.has(type: e.type, code: e.code) && toggle(&state.leds, e)
        case EV.REP:
            if e.code <= 1 && e.value >= 0 && rep[e.code] != e.value { rep[e.code] = e.value; pass = true }
        case EV.FF:
            pass = e.value >= 0
        case EV.PWR:
            pass = true
        default:
            break
        }
        return pass ? append([e], at: e) : []
    }

    private func toggle(_ set: inout Set<UInt16>, _ e: InputEvent) -> Bool {
        guard set.contains(e.code) != (e.value != 0) else { return false }
        if e.value != 0 { set.insert(e.code) } else { set.remove(e.code) }
        return true
    }

    private mutating func abs(_ e: InputEvent) -> [InputEvent] {
        let hasMT = !state.slots.isEmpty
        if e.code == ABS.MT_SLOT {
            if hasMT && e.value >= 0 && Int(e.value) < state.slots.count { state.slot = e.value }
            return []
        }
        var v = e.value
        var newSlot = false
        if !Self.isMTValue(e.code) {
            let old = state.abs[e.code] ?? 0
            v = Self.defuzz(v, old, description.absinfo[e.code]?.fuzz ?? 0)
            if v == old { return [] }
            state.abs[e.code] = v
        } else if hasMT {
            let s = Int(state.slot)
            let old = state.slots[s][e.code] ?? 0
            v = Self.defuzz(v, old, description.absinfo[e.code]?.fuzz ?? 0)
            if v == old { return [] }
            state.slots[s][e.code] = v
            newSlot = state.slot != reportedSlot
        }
        let out = InputEvent(time: e.time, type: e.type, code: e.code, value: v)
        if newSlot {
            reportedSlot = state.slot
            return append([InputEvent(time: e.time, type: EV.ABS, code: ABS.MT_SLOT, value: state.slot), out], at: e)
        }
        return append([out], at: e)
    }

    /// `input_defuzz_abs_event`: with fuzz 0 every band is empty, and the value passes.
    static func defuzz(_ value: Int32, _ old: Int32, _ fuzz: Int32) -> Int32 {
        let (v, o, f) = (Int64(value), Int64(old), Int64(fuzz))
        if v > o - f / 2 && v < o + f / 2 { return old }
        if v > o - f && v < o + f { return Int32((o * 3 + v) / 4) }
        if v > o - f * 2 && v < o + f * 2 { return Int32((o + v) / 2) }
        return value
    }

    /// Queues passed values; a frame that reaches the packet size is delivered early with the
    /// kernel's `input_value_sync`, a SYN_REPORT of value 1.
    private mutating func append(_ events: [InputEvent], at e: InputEvent) -> [InputEvent] {
        pending.append(contentsOf: events)
        if pending.count >= maxVals - 2 {
            return flush(InputEvent(time: e.time, type: EV.SYN, code: SYN.REPORT, value: 1))
        }
        return []
    }

    private mutating func flush(_ syn: InputEvent) -> [InputEvent] {
        defer { pending.removeAll(keepingCapacity: true) }
        guard !pending.isEmpty else { return [] }
        return (pending + [syn]).map { InputEvent(time: syn.time, type: $0.type, code: $0.code, value: $0.value) }
    }

    /// The device is unregistered: keys still down are released in code order, each through the
    /// frame buffer as `input_dev_release_keys` does, and a SYN_REPORT 1 ends them; with no key
    /// down, values not yet flushed are lost.
    public mutating func remove(at time: Int64) -> [InputEvent] {
        guard !state.keys.isEmpty else { pending.removeAll(); return [] }
        var out: [InputEvent] = []
        for k in state.keys.sorted() { out += inject(InputEvent(time: time, type: EV.KEY, code: k, value: 0)) }
        return out + flush(InputEvent(time: time, type: EV.SYN, code: SYN.REPORT, value: 1))
    }
}

import InputModel

/// Checks a capture against what was played: the same events, frame for frame,
/// with timestamps within a tolerance (used by the real-kernel tests).
public enum CaptureComparison {
    /// One frame of a raw stream: the events before a SYN_REPORT, its value and time.
    public struct Frame: Equatable, Sendable {
        public var events: [Triple]
        public var synValue: Int32
        public var time: Int64
    }

    public struct Triple: Equatable, Sendable, CustomStringConvertible {
        public var type: UInt16, code: UInt16, value: Int32
        public var description: String { "\(EventCodes.describe(type: type, code: code)) \(value)" }
    }

    public struct Options: Sendable {
        /// Largest allowed difference between relative frame times (µs).
        public var timeTolerance: Int64 = 50_000
        /// The played speed factor (played intervals are divided by it).
        public var speed: Double = 1
        /// The capture may stop early: it must match a prefix of the expected frames.
        public var prefix = false
        /// Times count from these (µs) instead of each stream's first frame: one device of
        /// several captured together, timed against the others on their common clock.
        public var expectedOrigin: Int64?
        public var actualOrigin: Int64?
        /// Two readers of one device stopped one after the other: kernel autorepeat frames of a
        /// key still held after the last frame both saw (SYN_REPORT 1, key repeats only) depend on
        /// when each stopped, and are not differences.
        public var trailingAutorepeat = false
        public init() {}
    }

    public struct Result: Sendable {
        public var differences: [String] = []
        public var matchedFrames = 0
        public var expectedFrames = 0
        public var actualFrames = 0
        public var maxTimeDeviation: Int64 = 0
        public var ok: Bool { differences.isEmpty }
    }

    /// Splits a stream into frames at SYN_REPORT; events after the last one are left out.
    public static func frames(_ events: [InputEvent]) -> [Frame] {
        var out: [Frame] = []
        var cur: [Triple] = []
        for e in events {
            if e.isSynReport {
                out.append(Frame(events: cur, synValue: e.value, time: e.time))
                cur.removeAll()
            } else {
                cur.append(Triple(type: e.type, code: e.code, value: e.value))
            }
        }
        return out
    }

    /// The events a reader of the played device should see (the kernel's filtering applied).
    public static func expected(played: [InputEvent], device: DeviceDescription, removedAtEnd: Bool) -> [InputEvent] {
        var model = KernelInputModel(description: device)
        var out: [InputEvent] = []
        for e in played { out += model.inject(e) }
        if removedAtEnd { out += model.remove(at: played.last?.time ?? 0) }
        return out
    }

    /// A frame the kernel's software autorepeat made: SYN_REPORT 1 after key repeats (value 2),
    /// with the MSC_SCAN some keyboards send alongside.
    static func isAutorepeat(_ f: Frame) -> Bool {
        f.synValue == 1 && f.events.contains { $0.type == EV.KEY }
            && f.events.allSatisfy { ($0.type == EV.KEY && $0.value == 2) || $0.type == EV.MSC }
    }

    public static func compare(expected: [InputEvent], actual: [InputEvent], options: Options = Options()) -> Result {
        var ef = frames(expected)
        var af = frames(actual)
        // A capture cut short by the device's removal ends with the kernel's release of
        // the keys still down (only key-ups, SYN_REPORT 1) where the played stream went on.
        if options.prefix, let last = af.last, af.count <= ef.count,
           ef[af.count - 1].events != last.events || ef[af.count - 1].synValue != last.synValue,
           last.synValue == 1, last.events.allSatisfy({ $0.type == EV.KEY && $0.value == 0 }) {
            af.removeLast()
        }
        if options.trailingAutorepeat {
            let common = min(ef.count, af.count)
            while ef.count > common, isAutorepeat(ef[ef.count - 1]) { ef.removeLast() }
            while af.count > common, isAutorepeat(af[af.count - 1]) { af.removeLast() }
        }
        var r = Result()
        r.expectedFrames = ef.count
        r.actualFrames = af.count
        let e0 = options.expectedOrigin ?? ef.first?.time ?? 0, a0 = options.actualOrigin ?? af.first?.time ?? 0
        for i in 0..<min(ef.count, af.count) {
            let e = ef[i], a = af[i]
            if e.events != a.events || e.synValue != a.synValue {
                r.differences.append("frame \(i) differs:\n" + describe("expected", e) + "\n" + describe("captured", a))
                if r.differences.count >= 10 { return r }
                continue
            }
            let expectedOffset = Int64((Double(e.time - e0) / options.speed).rounded())
            let deviation = abs((a.time - a0) - expectedOffset)
            r.maxTimeDeviation = max(r.maxTimeDeviation, deviation)
            if deviation > options.timeTolerance {
                r.differences.append("frame \(i): captured at +\(a.time - a0) µs, played at +\(expectedOffset) µs (deviation \(deviation) µs > \(options.timeTolerance) µs)")
                if r.differences.count >= 10 { return r }
                continue
            }
            r.matchedFrames += 1
        }
        if af.count > ef.count {
            r.differences.append("\(af.count - ef.count) extra captured frame(s), first:\n" + describe("captured", af[ef.count]))
        } else if ef.count > af.count && !options.prefix {
            r.differences.append("\(ef.count - af.count) frame(s) missing from the capture, first:\n" + describe("expected", ef[af.count]))
        }
        return r
    }

    /// How often consecutive frames of a merged multi-device stream change device: 0 when
    /// each device's frames come in one block, more when they interleave in time.
    public static func deviceSwitches(_ events: [DeviceEvent]) -> Int {
        var switches = 0
        var last: Int?
        for de in events where de.event.isSynReport {
            if let l = last, l != de.device { switches += 1 }
            last = de.device
        }
        return switches
    }

    static func describe(_ label: String, _ f: Frame) -> String {
        "  \(label) (t=\(f.time) µs, SYN_REPORT \(f.synValue)): " + (f.events.isEmpty ? "(empty)" : f.events.map(\.description).joined(separator: ", "))
    }

    /// How the description a capture read from the kernel differs from the one the device was
    /// created from (`PlaybackDescription.make`), as the kernel keeps it (`keptByTheKernel`): its
    /// name, ids and properties, the codes of each event type, and each axis's range, resolution,
    /// fuzz and flat, one line each. An axis's value is the device's state, not its description,
    /// and EV_SYN's codes are the kernel's.
    public static func descriptionDifferences(created: DeviceDescription, captured: DeviceDescription) -> [String] {
        let e = keptByTheKernel(created)
        var a = captured
        // The tracking id of a device with slots is the kernel's (its axis is compared only
        // where both sides have one).
        if e.hasAbs(ABS.MT_SLOT) { a.codes[EV.ABS]?.remove(ABS.MT_TRACKING_ID) }
        var out: [String] = []
        func differ<V: Equatable>(_ what: String, _ x: V, _ y: V, _ show: (V) -> String = { "\($0)" }) {
            if x != y { out.append("\(what): created \(show(x)), captured \(show(y))") }
        }
        differ("name", e.name, a.name, { "\"\($0)\"" })
        differ("bustype", e.id.bustype, a.id.bustype, hex)
        differ("vendor", e.id.vendor, a.id.vendor, hex)
        differ("product", e.id.product, a.id.product, hex)
        differ("version", e.id.version, a.id.version, hex)
        differ("properties", e.properties.sorted(), a.properties.sorted())
        for type in Set(e.codes.keys).union(a.codes.keys).sorted() where type != EV.SYN {
            let name = EventCodes.typeName(type) ?? "EV_\(type)"
            let names = { (codes: Set<UInt16>) in codes.sorted().map { EventCodes.describe(type: type, code: $0) } }
            let x = e.codes[type] ?? [], y = a.codes[type] ?? []
            if x != y { out.append("\(name): created \(names(x.subtracting(y))) not captured, captured \(names(y.subtracting(x))) not created") }
        }
        for code in Set(e.absinfo.keys).union(a.absinfo.keys).sorted() {
            guard let x = e.absinfo[code], let y = a.absinfo[code] else { continue }
            let axis = EventCodes.describe(type: EV.ABS, code: code)
            differ("\(axis) minimum", x.minimum, y.minimum)
            differ("\(axis) maximum", x.maximum, y.maximum)
            differ("\(axis) resolution", x.resolution, y.resolution)
            differ("\(axis) fuzz", x.fuzz, y.fuzz)
            differ("\(axis) flat", x.flat, y.flat)
        }
        return out
    }

    /// The description the kernel keeps for a device created from `d`, as far as the comparison
    /// reads it: EV_REP's codes are REP_DELAY and REP_PERIOD whenever the type is there (the
    /// device's autorepeat settings, EVIOCGREP); on a device with slots `input_mt_init_slots` sets
    /// ABS_MT_SLOT to 0…slots − 1 without fuzz or flat, and makes ABS_MT_TRACKING_ID its own
    /// (0…65535, `TRKID_MAX`, present whatever the description said: left out of the comparison).
    static func keptByTheKernel(_ d: DeviceDescription) -> DeviceDescription {
        var k = d
        if k.has(type: EV.REP) { k.codes[EV.REP] = [0, 1] } // REP_DELAY, REP_PERIOD
        if k.hasAbs(ABS.MT_SLOT), let slot = k.absinfo[ABS.MT_SLOT] {
            k.absinfo[ABS.MT_SLOT] = AbsInfo(value: slot.value, minimum: 0, maximum: slot.maximum, resolution: slot.resolution)
            k.codes[EV.ABS]?.remove(ABS.MT_TRACKING_ID)
            k.absinfo[ABS.MT_TRACKING_ID] = nil
        }
        return k
    }

    private static func hex(_ v: UInt16) -> String { "0x" + String(v, radix: 16) }

    /// The events without a trailing removal frame (the kernel's release of the keys
    /// still down when a device is unregistered: only key-ups, SYN_REPORT 1), so the
    /// state the device had *before* it went away can be checked.
    public static func strippingRemovalFrame(_ events: [InputEvent]) -> [InputEvent] {
        guard let last = events.last, last.isSynReport, last.value == 1 else { return events }
        var i = events.count - 2
        while i >= 0, events[i].type == EV.KEY, events[i].value == 0 { i -= 1 }
        guard i < events.count - 2, i < 0 || events[i].isSynReport else { return events }
        return Array(events[...i])
    }

    /// The device state after a capture, read back by folding its frames as a reader
    /// does (events of dropped frames skipped, resync deltas applied). The model's state
    /// changes as events are injected; what it would deliver is not needed here.
    public static func finalState(of events: [InputEvent], device: DeviceDescription) -> (state: KernelInputModel.State, resyncs: Int) {
        var model = KernelInputModel(description: device, afterPlaySetup: true)
        var assembler = FrameAssembler(device: 0)
        var resyncs = 0
        for e in events {
            guard let frame = assembler.apply(e) else { continue }
            if frame.resync { resyncs += 1 }
            for x in frame.events { _ = model.inject(x) }
        }
        return (model.state, resyncs)
    }

    /// Differences between two device states, one line each.
    public static func stateDifferences(expected e: KernelInputModel.State, actual a: KernelInputModel.State) -> [String] {
        var out: [String] = []
        if e.keys != a.keys {
            out.append("keys down: expected \(e.keys.sorted().map { EventCodes.describe(type: EV.KEY, code: $0) }), captured \(a.keys.sorted().map { EventCodes.describe(type: EV.KEY, code: $0) })")
        }
        for code in Set(e.abs.keys).union(a.abs.keys).sorted() where e.abs[code] != a.abs[code] {
            out.append("\(EventCodes.describe(type: EV.ABS, code: code)): expected \(e.abs[code].map(String.init) ?? "-"), captured \(a.abs[code].map(String.init) ?? "-")")
        }
        for s in 0..<max(e.slots.count, a.slots.count) {
            let es = s < e.slots.count ? e.slots[s] : [:], as_ = s < a.slots.count ? a.slots[s] : [:]
            let eid = es[ABS.MT_TRACKING_ID] ?? -1, aid = as_[ABS.MT_TRACKING_ID] ?? -1
            if (eid == -1) != (aid == -1) {
                out.append("slot \(s): expected \(eid == -1 ? "no contact" : "a contact"), captured \(aid == -1 ? "no contact" : "a contact (tracking id \(aid))")")
            } else if eid != -1 {
                for code in Set(es.keys).union(as_.keys).sorted() where code != ABS.MT_TRACKING_ID && es[code] != as_[code] {
                    out.append("slot \(s) \(EventCodes.describe(type: EV.ABS, code: code)): expected \(es[code] ?? 0), captured \(as_[code] ?? 0)")
                }
            }
        }
        if e.switches != a.switches { out.append("switches on: expected \(e.switches.sorted()), captured \(a.switches.sorted())") }
        return out
    }
}

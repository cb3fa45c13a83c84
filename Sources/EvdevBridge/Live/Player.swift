// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import InputModel

/// Replays a trace through uinput: one kernel device per described device,
/// events at their recorded times (scaled by `speed`).
public final class Player {
    public struct Options: Sendable {
        public var speed: Double = 1
        /// Seconds between creating the devices and the first event, so readers can open the nodes.
        public var waitBefore: Double = 0.5
        /// Keep the recorded `fuzz`: by default the devices get fuzz 0 because the recorded
        /// values already passed the original kernel's fuzz filter, and filtering them again
        /// (input_defuzz_abs_event) would change them.
        public var keepFuzz = false
        public init() {}
    }

    public let trace: LiveTraceContents
    public let options: Options
    public private(set) var devices: [UInputDevice] = []

    /// Creates the devices (throws 69/77 when uinput is missing or closed to us).
    public init(trace: LiveTraceContents, options: Options) throws {
        self.trace = trace
        self.options = options
        for d in trace.devices {
            let dev = try UInputDevice(PlaybackDescription.make(d, keepFuzz: options.keepFuzz))
            devices.append(dev)
            try Self.setUp(dev, d)
        }
    }

    /// Right after creation, before any reader opens the node: the current MT slot
    /// (the kernel starts at slot 0; a recording may start in another), LED and
    /// switch states, and kernel software autorepeat off (the trace has its own repeats).
    static func setUp(_ dev: UInputDevice, _ d: DeviceDescription) throws {
        var any = false
        if d.hasAbs(ABS.MT_SLOT), let slot = d.absinfo[ABS.MT_SLOT]?.value, slot != 0 {
            try dev.write(EV.ABS, ABS.MT_SLOT, slot); any = true
        }
        for (c, v) in d.leds where v != 0 && d.has(type: EV.LED, code: c) { try dev.write(EV.LED, c, v); any = true }
        for (c, v) in d.switches where v != 0 && d.has(type: EV.SW, code: c) { try dev.write(EV.SW, c, v); any = true }
        if d.has(type: EV.REP) { try dev.write(EV.REP, 0, 0); try dev.write(EV.REP, 1, 0); any = true }
        if any { try dev.write(EV.SYN, SYN.REPORT, 0) }
    }

    /// Plays every event; returns false when a stop signal ended it early.
    public func run(stop: StopSignals?) throws -> Bool {
        guard let t0 = trace.events.first?.event.time else { return true }
        let start = MonotonicClock.now() + TimeSpan(seconds: options.waitBefore).microseconds
        var last = t0
        for de in trace.events {
            let t = max(last, de.event.time)
            last = t
            let deadline = PlaybackSchedule.due(t, first: t0, start: start, speed: options.speed)
            if deadline > MonotonicClock.now() {
                if let stop { if !stop.wait(until: deadline) { return false } }
                else { MonotonicClock.sleep(until: deadline) }
            }
            guard de.device < devices.count else { continue }
            try devices[de.device].write(de.event)
        }
        return true
    }

    public func destroy() { devices.forEach { $0.destroy() } }
}
#endif

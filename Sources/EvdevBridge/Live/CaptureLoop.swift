import InputModel

/// Where a capture's events come from: the devices' poller, or a scripted source in tests.
public protocol LiveEventSource: AnyObject {
    /// Waits at most `timeoutMs` (−1: no limit) and returns what was read.
    func poll(timeoutMs: Int32) -> PollRound
    /// Devices still open; the capture ends when none is.
    var openCount: Int { get }
}

/// What one poll of the devices read.
public struct PollRound {
    public var events: [DeviceEvent] = []
    /// Indices of devices removed in this round (already closed).
    public var removed: [Int] = []
    /// (index, errno) of devices that failed to read and were closed.
    public var failed: [(Int, Int32)] = []
    public var stopRequested = false
    public init(events: [DeviceEvent] = [], removed: [Int] = [], failed: [(Int, Int32)] = [], stopRequested: Bool = false) {
        self.events = events
        self.removed = removed
        self.failed = failed
        self.stopRequested = stopRequested
    }
}

/// The loop of `tactile capture`: reads the devices, writes every event to the trace sink
/// and feeds a live processor (the unified stream and outcomes of `--live`), with the
/// kernel's clock driving every timer:
/// - events reach the processor with their kernel timestamps (rebased onto the capture start,
///   as in the file);
/// - while idle, `poll` sleeps until the processor's next deadline, and on waking the timers
///   fire at CLOCK_MONOTONIC's current time (read after the wake, the clock evdev stamps
///   events with), never the time of day. Events the kernel stamped before that instant but
///   not yet read are drained first, so a timer never fires ahead of an earlier event.
public final class CaptureLoop {
    public enum StopReason: Equatable, Sendable {
        case signal, duration, count, allDevicesGone
    }

    public struct Options: Sendable {
        /// Stop at this CLOCK_MONOTONIC time (µs).
        public var deadline: Int64?
        /// Stop after this many frames (SYN_REPORTs, all devices together).
        public var frameLimit: Int?
        public var probeHorizon = LiveTiming.probeHorizon
        /// The processor sees key codes obfuscated as the trace holds them (what a replay of
        /// the file shows; and no typed text on the terminal).
        public var obfuscateKeys: Bool
        public init(deadline: Int64? = nil, frameLimit: Int? = nil, obfuscateKeys: Bool = false) {
            self.deadline = deadline
            self.frameLimit = frameLimit
            self.obfuscateKeys = obfuscateKeys
        }
    }

    public struct Summary: Sendable {
        public var frames = 0
        /// `.signal` (a stop request) unless the duration, the count or the devices ended it.
        public var reason: StopReason = .signal
    }

    /// A device that went away (`errno` nil: removed; else the read error).
    public typealias LossHandler = (_ device: Int, _ errno: Int32?) -> Void

    let source: LiveEventSource
    let sink: CaptureSink?
    let start: Int64
    let clock: () -> Int64

    /// - Parameters: `start` is the capture's CLOCK_MONOTONIC start (the trace's time base);
    ///   `clock` is CLOCK_MONOTONIC (µs), replaced in tests.
    public init(source: LiveEventSource, sink: CaptureSink?, start: Int64,
                clock: @escaping () -> Int64 = MonotonicClock.now) {
        self.source = source
        self.sink = sink
        self.start = start
        self.clock = clock
    }

    /// Runs until a stop signal, the deadline, the frame limit or the last device's removal;
    /// `emit` gets the processor's lines after every round (print and flush them there).
    /// Unified events a SYN_REPORT completed carry that frame's kernel timestamp (`frameTime`).
    /// The processor is finished at the stop time; the sink is left to the caller.
    public func run<P: LiveProcessor>(_ processor: inout P, options: Options = Options(),
                                      emit: ([LiveLine]) -> Void, lost: LossHandler = { _, _ in }) throws -> Summary {
        var summary = Summary()
        loop: while true {
            let now = clock()
            if let deadline = options.deadline, now >= deadline { summary.reason = .duration; break }
            var wake = options.deadline
            if let due = processor.nextDeadline(after: now - start, horizon: options.probeHorizon) {
                wake = min(wake ?? .max, start + due)
            }
            var round = source.poll(timeoutMs: LiveTiming.pollTimeout(now: now, wake: wake))
            var idleUntil: Int64?
            if round.events.isEmpty {
                idleUntil = clock()
                round.merge(source.poll(timeoutMs: 0))
            }
            var lines: [LiveLine] = []
            var limitReached = false
            // Each event reaches the file before the lines it causes leave: a reader of the live
            // stream that goes away (SIGPIPE ends the process at the write) never costs the file
            // a frame. (Writing the file after the lines took a write(2) a frame off the live
            // path, p50 ≈ 300 → 221 µs in the TCG guest, but lost that frame; see
            // Benchmarks/notes.md.)
            for de in round.events {
                try sink?.write(device: de.device, event: de.event)
                var caused = processor.apply(rebased(de, obfuscate: options.obfuscateKeys))
                for i in caused.indices where caused[i].isUnifiedEvent { caused[i].frameTime = de.event.time }
                lines += caused
                if de.event.isSynReport {
                    summary.frames += 1
                    if let limit = options.frameLimit, summary.frames >= limit { limitReached = true; break }
                }
            }
            if let idleUntil, !limitReached { lines += processor.advance(to: idleUntil - start) }
            if !round.removed.isEmpty || !round.failed.isEmpty {
                let gone = clock() - start
                for i in round.removed + round.failed.map(\.0) {
                    sink?.deviceRemoved(i, at: gone)
                    lines += processor.deviceRemoved(i, at: gone)
                }
            }
            emit(lines)
            for i in round.removed { lost(i, nil) }
            for (i, e) in round.failed { lost(i, e) }
            if limitReached { summary.reason = .count; break loop }
            if round.stopRequested { break } // the summary's reason is `.signal` unless set
            if source.openCount == 0 { summary.reason = .allDevicesGone; break }
        }
        emit(processor.finish(at: clock() - start))
        return summary
    }

    /// The event as the trace file holds it: on its time base, key codes obfuscated if asked.
    func rebased(_ de: DeviceEvent, obfuscate: Bool) -> DeviceEvent {
        var e = de
        e.event.time = max(0, e.event.time - start)
        if obfuscate { e.event = KeyObfuscation.obfuscate(e.event).event }
        return e
    }
}

/// A capture without `--live`: nothing to print, no timers.
public struct SilentProcessor: LiveProcessor {
    public init() {}
    public mutating func apply(_ event: DeviceEvent) -> [LiveLine] { [] }
    public mutating func advance(to time: Int64) -> [LiveLine] { [] }
    public mutating func finish(at time: Int64) -> [LiveLine] { [] }
    public mutating func nextDeadline(after time: Int64, horizon: Int64) -> Int64? { nil }
}

extension PollRound {
    /// Adds a later round's events and losses.
    mutating func merge(_ later: PollRound) {
        events += later.events
        removed += later.removed
        failed += later.failed
        stopRequested = stopRequested || later.stopRequested
    }
}

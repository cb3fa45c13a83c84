import XCTest
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// A scripted device source on a fake CLOCK_MONOTONIC: each batch of events becomes readable
/// at its first event's time; `poll` sleeps (advances the clock) until then or its timeout.
final class ScriptedSource: LiveEventSource {
    var now: Int64
    private var batches: [[DeviceEvent]]
    /// Stop (SIGINT) at this time.
    let stopAt: Int64
    private(set) var timeouts: [Int32] = []
    /// The device removed (ENODEV) at this time, if any.
    let removal: (device: Int, at: Int64)?
    private var removed = false
    var openCount: Int { removed ? 0 : 1 }

    init(start: Int64, batches: [[DeviceEvent]], stopAt: Int64, removal: (device: Int, at: Int64)? = nil) {
        now = start
        self.batches = batches
        self.stopAt = stopAt
        self.removal = removal
    }

    func poll(timeoutMs: Int32) -> PollRound {
        timeouts.append(timeoutMs)
        let wake = timeoutMs < 0 ? Int64.max : now + Int64(timeoutMs) * 1_000
        let ready = batches.first.map { $0[0].event.time } ?? .max
        let next = min(wake, ready, stopAt, removed ? .max : removal?.at ?? .max)
        now = max(now, next)
        if let removal, !removed, now >= removal.at, batches.first.map({ $0[0].event.time > now }) ?? true {
            removed = true
            return PollRound(removed: [removal.device])
        }
        if let b = batches.first, b[0].event.time <= now {
            batches.removeFirst()
            return PollRound(events: b)
        }
        return PollRound(stopRequested: now >= stopAt)
    }
}

/// A stage with one timer: `timer` printed `delay` s after the first event it sees.
struct OneTimerStage: UnifiedStage {
    var due: Timestamp?
    let delay: TimeSpan
    mutating func apply(_ event: UnifiedEvent) -> [LiveLine] {
        let out = advance(to: event.t)
        if due == nil { due = event.t + delay }
        return out
    }
    mutating func advance(to t: Timestamp) -> [LiveLine] {
        guard let d = due, d <= t else { return [] }
        due = .distantFuture
        return [LiveLine(t: d, text: "timer")]
    }
    mutating func nextTimerDue() -> Timestamp? { due }
}

final class CaptureLoopTests: XCTestCase {
    static let start: Int64 = 5_000_000_000 // CLOCK_MONOTONIC at the capture start (µs)

    /// A keyboard unplugged (ENODEV) 0.3 s after a key went down on it: the live stream releases
    /// the key and says the keyboard is gone, at the time the capture noticed.
    func testAnUnpluggedKeyboardReleasesItsKeysLive() throws {
        var keyboard = DeviceDescription(name: "Live Keyboard", id: InputID(bustype: InputID.BUS_USB))
        for code in UInt16(1)...127 { keyboard.enable(type: EV.KEY, code: code) }
        let down = Self.start + 200_000
        let press = [InputEvent(time: down, type: EV.KEY, code: KEY.A, value: 1),
                     InputEvent(time: down, type: EV.SYN, code: SYN.REPORT, value: 0)].map { DeviceEvent(device: 0, event: $0) }
        let source = ScriptedSource(start: Self.start, batches: [press], stopAt: Self.start + 5_000_000,
                                    removal: (0, Self.start + 500_000))
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let sink = try LiveTrace.makeSink(format: .libinput, path: dir + "/kbd.yml", devices: [keyboard],
                                          start: Self.start, obfuscate: false, privateMode: false)
        let loop = CaptureLoop(source: source, sink: sink, start: Self.start, clock: { source.now })
        var processor = LiveNormalization(devices: [keyboard], format: .text, stage: NoStage())
        var lines: [LiveLine] = []
        var lost: [Int] = []
        let summary = try loop.run(&processor, emit: { lines += $0 }, lost: { i, _ in lost.append(i) })
        try sink.finish()
        // The file says when the keyboard went, so normalizing it gives the live stream.
        var reader = try TraceFile.open(path: dir + "/kbd.yml")
        XCTAssertEqual(reader.presence, [DevicePresence(disconnected: 500_000)])
        var fromFile: [String] = []
        try NormalizationPipeline.run(&reader, factory: StandardNormalizers.make) { fromFile.append($0.textLine) }
        XCTAssertEqual(fromFile, lines.filter(\.isUnifiedEvent).map(\.text))
        XCTAssertEqual(summary.reason, .allDevicesGone)
        XCTAssertEqual(lost, [0])
        let texts = lines.map(\.text)
        XCTAssertEqual(texts.count, 4, "\(texts)")
        XCTAssertTrue(texts[0].contains("device connected keyboard"), texts[0])
        XCTAssertTrue(texts[1].contains("key down"), texts[1])
        XCTAssertTrue(texts[2].contains("key up"), texts[2])
        XCTAssertTrue(texts[3].contains("device disconnected keyboard"), texts[3])
        XCTAssertEqual(lines[2].t, Timestamp(seconds: 0.3))
        XCTAssertEqual(lines[3].t, Timestamp(seconds: 0.3))
    }

    /// The first tap of the Atmel recording as kernel events: frames on the capture clock.
    static func tap() throws -> (device: DeviceDescription, frames: [[DeviceEvent]]) {
        let t = try TraceTestSupport.readAll(path: TraceTestSupport.real("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events"))
        let t0 = t.events[0].event.time
        var frames: [[DeviceEvent]] = [[]]
        for e in t.events {
            var x = e
            x.event.time = start + 200_000 + (e.event.time - t0)
            frames[frames.count - 1].append(x)
            if x.event.isSynReport {
                if x.event.value == 0, frames.count > 1, frames.last!.contains(where: { $0.event.code == ABS.MT_TRACKING_ID && $0.event.value == -1 }) { break }
                frames.append([])
            }
        }
        if frames.last!.isEmpty { frames.removeLast() }
        return (t.devices[0], frames)
    }

    func testLiveLinesAreWhatNormalizingTheFileGives() throws {
        let (device, frames) = try Self.tap()
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let source = ScriptedSource(start: Self.start, batches: frames, stopAt: frames.last!.last!.event.time + 1_000_000)
        let sink = try LiveTrace.makeSink(format: .libinput, path: dir + "/cap.yml", devices: [device],
                                          start: Self.start, obfuscate: true, privateMode: false)
        let loop = CaptureLoop(source: source, sink: sink, start: Self.start, clock: { source.now })
        var processor = LiveNormalization(devices: [device], format: .jsonl, stage: NoStage())
        var printed: [String] = []
        let summary = try loop.run(&processor, emit: { printed += $0.map(\.text) })
        try sink.finish()
        XCTAssertEqual(summary.reason, .signal)
        XCTAssertEqual(summary.frames, frames.count)
        XCTAssertTrue(printed.contains { $0.contains("\"phase\":\"began\"") })
        XCTAssertTrue(printed.contains { $0.contains("\"phase\":\"ended\"") })
        var reader = try TraceFile.open(path: dir + "/cap.yml")
        var replayed: [String] = []
        try NormalizationPipeline.run(&reader, factory: StandardNormalizers.make) { replayed.append($0.jsonLine) }
        XCTAssertEqual(printed, replayed)
        // Nothing was due, so the loop never woke on its own.
        XCTAssertTrue(source.timeouts.allSatisfy { $0 == -1 || $0 == 0 }, "\(source.timeouts)")
    }

    func testIdleTimersFireFromTheKernelClockAtTheirDueTime() throws {
        let (device, frames) = try Self.tap()
        let first = frames[0]
        let stopAt = first.last!.event.time + 2_000_000
        let source = ScriptedSource(start: Self.start, batches: [first], stopAt: stopAt)
        let loop = CaptureLoop(source: source, sink: nil, start: Self.start, clock: { source.now })
        var processor = LiveNormalization(devices: [device], format: .text, stage: OneTimerStage(delay: 0.3))
        var rounds: [[LiveLine]] = []
        _ = try loop.run(&processor, emit: { rounds.append($0) })
        // Round 1: the touch began; the idle wait is then 300 ms (the stage's deadline), and the
        // timer prints on that wake, stamped with its due time, before the stop.
        let timerRound = try XCTUnwrap(rounds.firstIndex { $0.contains { $0.text == "timer" } })
        XCTAssertTrue(rounds[..<timerRound].joined().contains { $0.text.contains("touch began") })
        XCTAssertEqual(rounds[timerRound].first { $0.text == "timer" }?.t, 0.3)
        XCTAssertTrue(source.timeouts.contains(300), "\(source.timeouts)")
        // The touch still down ends when the capture stops.
        XCTAssertTrue(rounds.last!.contains { $0.text.contains("touch ended") || $0.text.contains("touch cancelled") })
    }

    /// The idle wait asks each layer: a wheel detent's scroll ends 200 ms after it
    /// (`DiscreteScroll.idleGap`), a normalizer timer with no stage after it.
    func testTheNormalizersSayWhenTheirTimerIsDue() throws {
        let t = try TraceTestSupport.readAll(path: TraceTestSupport.real("mice/Saitek Cyborg R.A.T.5 Mouse.events"),
                                            descriptionPath: TraceTestSupport.real("mice/Saitek Cyborg R.A.T.5 Mouse.desc"))
        var live = LiveNormalization(devices: [t.devices[0]], format: .text, stage: NoStage())
        let detent = [(EV.REL, REL.WHEEL, Int32(1)), (EV.SYN, SYN.REPORT, Int32(0))]
            .map { DeviceEvent(device: 0, event: InputEvent(time: 1_000_000, type: $0.0, code: $0.1, value: $0.2)) }
        XCTAssertNil(live.nextDeadline(after: 0, horizon: LiveTiming.probeHorizon), "no event yet")
        var lines: [LiveLine] = []
        for e in detent { lines += live.apply(e) }
        XCTAssertTrue(lines.contains { $0.text.contains("scroll") && $0.text.contains("began") }, "\(lines)")
        XCTAssertEqual(live.nextDeadline(after: 1_000_000, horizon: LiveTiming.probeHorizon), 1_200_000)
        XCTAssertNil(live.nextDeadline(after: 1_000_000, horizon: 199_999), "beyond the horizon")
        XCTAssertEqual(live.advance(to: 1_199_999), [])
        let ended = live.advance(to: 1_200_000)
        XCTAssertTrue(ended.contains { $0.text.contains("scroll") && $0.text.contains("ended") }, "\(ended)")
        XCTAssertNil(live.nextDeadline(after: 1_200_000, horizon: LiveTiming.probeHorizon))
    }

    func testFrameLimitAndDeadline() throws {
        let (_, frames) = try Self.tap()
        let source = ScriptedSource(start: Self.start, batches: frames, stopAt: .max)
        let loop = CaptureLoop(source: source, sink: nil, start: Self.start, clock: { source.now })
        var silent = SilentProcessor()
        XCTAssertEqual(try loop.run(&silent, options: CaptureLoop.Options(frameLimit: 2), emit: { _ in }).reason, .count)
        let later = ScriptedSource(start: Self.start, batches: frames, stopAt: .max)
        let timed = CaptureLoop(source: later, sink: nil, start: Self.start, clock: { later.now })
        let summary = try timed.run(&silent, options: CaptureLoop.Options(deadline: Self.start + 100_000), emit: { _ in })
        XCTAssertEqual(summary.reason, .duration)
        XCTAssertEqual(summary.frames, 0)
        XCTAssertEqual(later.timeouts, [100, 0])
    }

    func testPollTimeoutRoundsUp() {
        XCTAssertEqual(LiveTiming.pollTimeout(now: 0, wake: nil), -1)
        XCTAssertEqual(LiveTiming.pollTimeout(now: 0, wake: 1), 1)
        XCTAssertEqual(LiveTiming.pollTimeout(now: 10, wake: 5), 0)
        XCTAssertEqual(LiveTiming.pollTimeout(now: 0, wake: 300_000), 300)
        XCTAssertEqual(LiveTiming.pollTimeout(now: 0, wake: 10_000_000_000), Int32(LiveTiming.maxPollMs))
    }

    /// A sink that keeps what it was given.
    final class KeepingSink: CaptureSink {
        var writes: [InputEvent] = []
        func write(device: Int, event: InputEvent) throws { writes.append(event) }
        func deviceRemoved(_ device: Int, at time: Int64) {}
        func finish() throws {}
        func cancel() {}
        var progressivePaths: [String] { [] }
    }

    /// A source counting the events it handed out.
    final class CountingSource: LiveEventSource {
        let inner: ScriptedSource
        var delivered = 0
        init(_ inner: ScriptedSource) { self.inner = inner }
        var openCount: Int { inner.openCount }
        func poll(timeoutMs: Int32) -> PollRound {
            let r = inner.poll(timeoutMs: timeoutMs)
            delivered += r.events.count
            return r
        }
    }

    /// A round's events are in the trace file before its live lines leave (a live reader that
    /// goes away, SIGPIPE at the write, never costs the file a frame), and the file gets every
    /// event up to the frame limit, in order.
    func testTheRoundReachesTheFileBeforeItsLinesLeaveAndTheFileGetsEveryEventUpToTheLimit() throws {
        // Every frame of the recording (eighteen, several taps), one a round.
        let t = try TraceTestSupport.readAll(path: TraceTestSupport.real("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events"))
        let t0 = t.events[0].event.time
        var frames: [[DeviceEvent]] = [[]]
        for e in t.events {
            var x = e
            x.event.time = Self.start + 200_000 + (e.event.time - t0)
            frames[frames.count - 1].append(x)
            if x.event.isSynReport { frames.append([]) }
        }
        if frames.last!.isEmpty { frames.removeLast() }
        let stopAt = frames.last!.last!.event.time + 1_000_000

        // Until a stop signal: every emit of lines finds the file holding everything polled,
        // the round's events included.
        let source = CountingSource(ScriptedSource(start: Self.start, batches: frames, stopAt: stopAt))
        let sink = KeepingSink()
        let loop = CaptureLoop(source: source, sink: sink, start: Self.start, clock: { source.inner.now })
        var processor = LiveNormalization(devices: t.devices, format: .jsonl, stage: NoStage())
        var emitsWithLines = 0
        let summary = try loop.run(&processor, emit: { lines in
            guard !lines.isEmpty else { return }
            emitsWithLines += 1
            XCTAssertEqual(sink.writes.count, source.delivered, "the lines left before the round reached the file")
        })
        XCTAssertEqual(summary.reason, .signal)
        XCTAssertEqual(sink.writes, frames.flatMap { $0 }.map(\.event))
        XCTAssertGreaterThan(emitsWithLines, frames.count / 2)

        // With a frame limit the file gets the frames up to it, none after.
        let limit = frames.count / 2
        let limited = KeepingSink()
        let again = ScriptedSource(start: Self.start, batches: frames, stopAt: stopAt)
        var fresh = LiveNormalization(devices: t.devices, format: .jsonl, stage: NoStage())
        let stopped = try CaptureLoop(source: again, sink: limited, start: Self.start, clock: { again.now })
            .run(&fresh, options: CaptureLoop.Options(frameLimit: limit), emit: { _ in })
        XCTAssertEqual(stopped.reason, .count)
        XCTAssertEqual(limited.writes, frames.prefix(limit).flatMap { $0 }.map(\.event))
    }
}

/// Raw events of several devices → one unified stream: frames per device,
/// SYN_DROPPED handling, one normalizer per device class, timers from event
/// time, times rebased to the start of the trace, touch ids unique across devices.
///
/// A pure fold: the same events give the same output, whatever the wall clock.
public struct NormalizationPipeline {
    public typealias Factory = (_ device: Int, _ description: DeviceDescription,
                                _ screen: ScreenModel, _ settings: NormalizerSettings) -> [any DeviceNormalizer]

    public let devices: [DeviceDescription]
    public let screen: ScreenModel
    public let settings: NormalizerSettings
    private var assemblers: [FrameAssembler]
    private var normalizers: NormalizerBank
    /// µs of the first event: `t` = 0 there.
    public private(set) var origin: Int64?
    private var started = false
    /// The latest event time seen (µs on the events' base; `advance(untilTime:)` times too). The
    /// pipeline's clock is `lastTime`, that time since the origin.
    private var latestTime: Int64 = .min
    private var lastTime: Timestamp { latestTime == .min ? .zero : time(latestTime) }
    private var touchIDs = TouchIDRemapper()
    /// The earliest `nextTimerDue` of the normalizers: timers are polled only from there on (the
    /// normalizers' `advance` does nothing before it), not on every raw event.
    private var timersDue: Timestamp = .distantPast
    /// The current frame's payloads (storage reused from frame to frame).
    private var payloads: [UnifiedEvent.Payload] = []
    /// The timer events a lone due normalizer appends for a sink (storage reused: momentum ticks
    /// fire every 16 ms of a fling, and an array a tick was a `malloc` and a `free`).
    private var timerPayloads: [TimedPayload] = []

    public init(devices: [DeviceDescription], screen: ScreenModel = .default,
                settings: NormalizerSettings = NormalizerSettings(), factory: Factory) {
        self.devices = devices
        self.screen = screen
        self.settings = settings
        assemblers = devices.indices.map { FrameAssembler(device: $0) }
        normalizers = NormalizerBank(devices.enumerated().map { factory($0.offset, $0.element, screen, settings) })
    }

    /// When the earliest normalizer timer is due: `.distantFuture` when none is pending,
    /// `.distantPast` before the stream starts.
    public var nextTimerDue: Timestamp { timersDue }

    /// The stream time of `time` (µs on the events' base): the time since the origin.
    @inline(__always)
    public func time(_ time: Int64) -> Timestamp {
        Timestamp(microseconds: time &- (origin ?? time))
    }

    /// Feeds one raw event; returns the unified events it completes (timers due before it first).
    public mutating func apply(_ event: DeviceEvent) -> [UnifiedEvent] {
        var out: [UnifiedEvent] = []
        apply(event, into: &out)
        return out
    }

    /// Feeds one raw event; appends the unified events it completes (timers due before it
    /// first) to `out`, which the caller reuses: no array is allocated per event or frame.
    public mutating func apply(_ event: DeviceEvent, into out: inout [UnifiedEvent]) {
        feed(event, into: &out)
    }

    /// Feeds one raw event; hands the unified events it completes (timers due before it first)
    /// to `sink`, in order. `apply(_:into:)` and `run` are this with an array and a closure.
    @inline(__always)
    mutating func feed<S: UnifiedSink>(_ event: DeviceEvent, into sink: inout S) throws(S.Failure) {
        guard event.device >= 0, event.device < devices.count else { return }
        if origin == nil { origin = event.event.time }
        if !started { try start(into: &sink) }
        if event.event.time > latestTime { latestTime = event.event.time }
        if lastTime >= timersDue { try advance(to: lastTime, into: &sink) }
        guard assemblers[event.device].assemble(event.event) else { return }
        let t = lastTime
        // The frame's payloads are appended after the earlier frames' (cleared only once the
        // buffer has grown: clearing an array costs ≈ 100 instructions, as much as a small frame).
        if payloads.count >= Self.payloadBufferLimit { payloads.removeAll(keepingCapacity: true) }
        let first = payloads.count
        for r in normalizers.deviceRoutes[event.device] {
            let route = normalizers.routes[r]
            normalizers.apply(route, assemblers[event.device].frame, at: t, into: &payloads)
        }
        if normalizers.hasTimers { updateTimersDue() }
        if assemblers[event.device].frame.resync {
            // One `resync` per dropped frame: normalizers place it between their cancellations
            // and the re-begun touches; a composite device's others are dropped, and a device
            // whose normalizers emit none gets one first.
            var seen = false
            var kept = payloads[first...].filter { p in
                guard case .resync = p else { return true }
                defer { seen = true }
                return !seen
            }
            if !seen { kept.insert(.resync, at: 0) }
            payloads.replaceSubrange(first..., with: kept)
        }
        if payloads.count == first { return }
        // The payloads are moved, not copied, to the sink (a copy and a destroy of a payload cost
        // ≈ 130 instructions, more than stamping it); `.resync` (no storage) is left in their place.
        let device = event.device
        let end = payloads.count
        for i in first..<end {
            let p = payloads.withUnsafeMutableBufferPointer { buf in
                let p = (buf.baseAddress! + i).move()
                (buf.baseAddress! + i).initialize(to: .resync)
                return p
            }
            try sink.put(Self.stamp(p, t: t, device: device, ids: &touchIDs))
        }
    }

    /// Payloads kept in `payloads` before it is cleared (chosen: a few hundred frames' worth).
    static let payloadBufferLimit = 256

    /// Ends the stream: timers due up to `time` (default: the last event) fire, then every
    /// active touch ends or is cancelled.
    public mutating func finish(at time: Timestamp? = nil) -> [UnifiedEvent] {
        var out: [UnifiedEvent] = []
        if !started { start(into: &out) }
        let end = max(lastTime, time ?? lastTime)
        advance(to: end, into: &out)
        for r in normalizers.routes {
            for p in normalizers.finish(r, at: end) { out.append(stamp(p, t: end, device: r.device)) }
        }
        updateTimersDue()
        return out
    }

    /// Time passes without an event (a live source while idle): fires the normalizers'
    /// timers due up to `time` (µs, the events' time base; a live capture passes the
    /// kernel clock, never the wall clock). Later events earlier than `time` count as at `time`.
    public mutating func advance(untilTime time: Int64) -> [UnifiedEvent] {
        guard started, origin != nil else { return [] }
        let t = self.time(time)
        guard t > lastTime else { return [] }
        latestTime = time
        var out: [UnifiedEvent] = []
        advance(to: t, into: &out)
        return out
    }

    /// Runs a whole source through the pipeline, calling `emit` for each unified event.
    ///
    /// Events go from the source (`RawEventSource.forEachBatch`) through `feed` straight to
    /// `emit`: no intermediate array (appending, moving out and clearing one cost ≈ 150
    /// instructions a unified event, Benchmarks/notes.md).
    public static func run(_ source: inout some RawEventSource, screen: ScreenModel = .default,
                           settings: NormalizerSettings = NormalizerSettings(), factory: Factory,
                           emit: (UnifiedEvent) throws -> Void) throws {
        var pipeline = NormalizationPipeline(devices: source.devices, screen: screen, settings: settings, factory: factory)
        try withoutActuallyEscaping(emit) { emit in
            var sink = ClosureSink(emit: emit)
            try source.forEachBatch { batch in
                for event in batch { try pipeline.feed(event, into: &sink) }
            }
        }
        for u in pipeline.finish() { try emit(u) }
    }

    private mutating func start<S: UnifiedSink>(into sink: inout S) throws(S.Failure) {
        started = true
        for r in normalizers.routes {
            for p in normalizers.start(r, at: .zero) { try sink.put(stamp(p, t: .zero, device: r.device)) }
        }
        updateTimersDue()
    }

    private mutating func updateTimersDue() {
        timersDue = normalizers.nextTimerDue
    }

    /// Fires the timers due at or before `t`, appended to `out` in time order.
    private mutating func advance(to t: Timestamp, into out: inout [UnifiedEvent]) {
        let first = out.count
        var due: [TimedPayload] = []
        for r in normalizers.routes where normalizers.nextTimerDue(r) <= t {
            due.removeAll(keepingCapacity: true)
            normalizers.advance(r, to: t, into: &due)
            for d in due { out.append(stamp(d.payload, t: d.time, device: r.device)) }
        }
        updateTimersDue()
        if out.count - first > 1 { out.replaceSubrange(first..., with: Self.inTimerOrder(out[first...])) }
    }

    /// Timer events in the order they are emitted: stable by time, then device (a deterministic
    /// interleaving of several normalizers' timers).
    static func inTimerOrder(_ events: some Collection<UnifiedEvent>) -> [UnifiedEvent] {
        events.enumerated().sorted { a, b in
            (a.element.t, a.element.device, a.offset) < (b.element.t, b.element.device, b.offset)
        }.map(\.element)
    }

    /// Fires the timers due at or before `t`, handed to `sink` in time order: what
    /// `advance(to:into:)` appends to an array, the same events in the same order.
    ///
    /// The common case is one normalizer due (a scroll momentum tick, a pen's proximity timeout)
    /// whose events are already in time order: the stable sort by (time, device) would leave them
    /// as they are, so they are stamped and handed over straight from the reused `timerPayloads`
    /// (before: an array a tick from the normalizer, another for the stamped events, and the sort's
    /// copies — ≈ 600 instructions a momentum tick, a fifth of the trackpad's run). Anything else
    /// (several normalizers due, times out of order or NaN) goes through the array path.
    private mutating func advance<S: UnifiedSink>(to t: Timestamp, into sink: inout S) throws(S.Failure) {
        var lone: NormalizerBank.Route?
        for r in normalizers.routes where normalizers.nextTimerDue(r) <= t {
            if lone != nil { lone = nil; break }
            lone = r
        }
        guard let route = lone else {
            var due: [UnifiedEvent] = []
            advance(to: t, into: &due)
            for u in due { try sink.put(u) }
            return
        }
        if timerPayloads.count >= Self.payloadBufferLimit { timerPayloads.removeAll(keepingCapacity: true) }
        let first = timerPayloads.count
        normalizers.advance(route, to: t, into: &timerPayloads)
        updateTimersDue()
        let end = timerPayloads.count
        var ordered = true
        if end - first > 1 {
            for i in (first + 1)..<end where !(timerPayloads[i - 1].time <= timerPayloads[i].time) {
                ordered = false
                break
            }
        }
        if !ordered {
            var due: [UnifiedEvent] = []
            for i in first..<end {
                due.append(stamp(timerPayloads[i].payload, t: timerPayloads[i].time, device: route.device))
            }
            for u in Self.inTimerOrder(due) { try sink.put(u) }
            return
        }
        for i in first..<end {
            // Moved out (`.resync` left in its place), not copied: see `feed`.
            var payload = UnifiedEvent.Payload.resync
            swap(&payload, &timerPayloads[i].payload)
            try sink.put(Self.stamp(payload, t: timerPayloads[i].time, device: route.device, ids: &touchIDs))
        }
    }

    private mutating func stamp(_ payload: UnifiedEvent.Payload, t: Timestamp, device: Int) -> UnifiedEvent {
        Self.stamp(payload, t: t, device: device, ids: &touchIDs)
    }

    private static func stamp(_ payload: UnifiedEvent.Payload, t: Timestamp, device: Int,
                              ids: inout TouchIDRemapper) -> UnifiedEvent {
        var payload = payload
        if case .touch(var touch) = payload {
            touch.id = ids.global(device: device, local: touch.id, phase: touch.phase)
            payload = .touch(touch)
        }
        return UnifiedEvent(t: t, device: device, payload)
    }
}

/// Maps per-normalizer touch ids to ids unique in the whole stream (1, 2, 3… in order of first appearance).
///
/// The live touches are few (the fingers down), so they are looked up by a scan of a small array
/// rather than by hashing a key for every touch event; past `scanLimit` live touches (a fuzzed or
/// pathological trace) the rest go to a dictionary, so a lookup never scans more than that.
struct TouchIDRemapper {
    private struct Entry { var device: Int; var local: Int; var global: Int }
    private struct Key: Hashable { var device: Int; var local: Int }
    /// Most live touches the array holds (chosen: 10 fingers on each of a few devices).
    static let scanLimit = 64
    private var live: [Entry] = []
    private var overflow: [Key: Int] = [:]
    private var next = 1

    mutating func global(device: Int, local: Int, phase: TouchPhase) -> Int {
        let ends = phase == .ended || phase == .cancelled
        if let i = live.firstIndex(where: { $0.local == local && $0.device == device }) {
            let id = live[i].global
            if ends { live.remove(at: i) }
            return id
        }
        let key = Key(device: device, local: local)
        if !overflow.isEmpty, let id = overflow[key] {
            if ends { overflow[key] = nil }
            return id
        }
        let id = next
        next += 1
        if !ends {
            if live.count < Self.scanLimit {
                live.append(Entry(device: device, local: local, global: id))
            } else {
                overflow[key] = id
            }
        }
        return id
    }
}

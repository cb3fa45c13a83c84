/// Raw events of several devices → one unified stream: frames per device,
/// SYN_DROPPED handling, one normalizer per device class, timers from event
/// time, times rebased to the start of the trace, touch ids unique across devices.
///
/// Devices come and go (`DevicePresence`): a device that connects later starts its normalizers
/// then, with its `device connected`; one that disconnects finishes them (keys still down come
/// up, touches are cancelled) and says `device disconnected`. Timers due before a change fire
/// first. Events of a device while it is not there are no events of the stream: they are
/// dropped (the trace readers refuse such a trace).
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
    /// `timersDue` on the events' time base (µs), so that the check on each raw event is one
    /// comparison of its time, with no rebasing.
    private var timersDueTime: Int64 = .min
    /// The current frame's payloads (storage reused from frame to frame).
    private var payloads: [UnifiedEvent.Payload] = []
    /// The timer events the due normalizers append, and whose they are: each due normalizer's
    /// device and the end of its events in `timerPayloads` (storage reused: momentum ticks fire
    /// every 16 ms of a fling, and an array a tick was a `malloc` and a `free`).
    private var timerPayloads: [TimedPayload] = []
    private var timerRuns: [(device: Int, end: Int)] = []
    /// A device connecting or disconnecting at `time` (µs, the events' base).
    private struct PresenceChange { var time: Int64; var device: Int; var connects: Bool }
    /// The presence changes the source declared, in time order (then device; a connection
    /// before a disconnection), and the next one to come.
    private var presenceChanges: [PresenceChange] = []
    private var nextPresence = 0
    /// The time of the next presence change (`.max`: none), checked on every raw event.
    private var presenceDueTime: Int64 = .max
    /// Some device is not there from the start to the end: events are checked against
    /// `NormalizerBank.isActive`.
    private var tracksPresence = false
    /// Per route: the `device connected` its normalizer announced, which its `device
    /// disconnected` repeats (role and name).
    private var announced: [DeviceChange?]

    /// - Parameter presence: when each device is there (nil: all from the start to the end).
    public init(devices: [DeviceDescription], presence: [DevicePresence]? = nil, screen: ScreenModel = .default,
                settings: NormalizerSettings = NormalizerSettings(), factory: Factory) {
        self.devices = devices
        self.screen = screen
        self.settings = settings
        assemblers = devices.indices.map { FrameAssembler(device: $0) }
        normalizers = NormalizerBank(devices.enumerated().map { factory($0.offset, $0.element, screen, settings) })
        announced = normalizers.routes.map { _ in nil }
        for (device, p) in (presence ?? []).enumerated() where device < devices.count && !p.isAlways {
            tracksPresence = true
            if let c = p.connected {
                normalizers.setActive(device, false)
                presenceChanges.append(PresenceChange(time: c, device: device, connects: true))
            }
            if let d = p.disconnected { presenceChanges.append(PresenceChange(time: d, device: device, connects: false)) }
        }
        presenceChanges.sort { a, b in (a.time, a.device, a.connects ? 0 : 1) < (b.time, b.device, b.connects ? 0 : 1) }
        presenceDueTime = presenceChanges.first?.time ?? .max
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
    /// to `sink`, in order, with no array between: what `Replay` feeds the machine through.
    public mutating func apply<S: UnifiedSink>(_ event: DeviceEvent, into sink: inout S) throws(S.Failure) {
        try feed(event, into: &sink)
    }

    /// `apply(_:into:)` for a sink that cannot fail (the interaction machine's): the same, without
    /// the error's type to look up at every unified event (Benchmarks/notes.md, "Hot paths").
    public mutating func apply<S: UnifiedSink>(_ event: DeviceEvent, into sink: inout S) where S.Failure == Never {
        feed(event, into: &sink)
    }

    /// Feeds one raw event; hands the unified events it completes (timers due before it first)
    /// to `sink`, in order. `apply(_:into:)` and `run` are this with an array and a closure.
    @inline(__always)
    mutating func feed<S: UnifiedSink>(_ event: DeviceEvent, into sink: inout S) throws(S.Failure) {
        guard event.device >= 0, event.device < devices.count else { return }
        if origin == nil { origin = min(event.event.time, presenceDueTime) }
        if !started { try start(into: &sink) }
        if event.event.time >= presenceDueTime { try applyPresence(upTo: event.event.time, into: &sink) }
        if tracksPresence, !normalizers.isActive[event.device] { return }
        if event.event.time > latestTime { latestTime = event.event.time }
        if latestTime >= timersDueTime { try advance(to: lastTime, into: &sink) }
        guard assemblers[event.device].assemble(event.event) else { return }
        let t = lastTime
        // The frame's payloads are appended after the earlier frames' (cleared only once the
        // buffer has grown: clearing an array costs as much as a small frame: Benchmarks/notes.md, "Hot paths").
        if payloads.count >= Self.payloadBufferLimit { payloads.removeAll(keepingCapacity: true) }
        let first = payloads.count
        let resync = assemblers[event.device].frame.resync
        // After a dropped frame: where each normalizer's payloads end (no array otherwise).
        var ends: [Int] = []
        for r in normalizers.deviceRoutes[event.device] {
            let route = normalizers.routes[r]
            normalizers.apply(route, assemblers[event.device].frame, at: t, into: &payloads)
            if resync { ends.append(payloads.count) }
        }
        if normalizers.hasTimers { updateTimersDue() }
        if resync { orderResync(from: first, ends: ends) }
        if payloads.count == first { return }
        // The payloads are moved, not copied, to the sink (a copy and a destroy of a payload cost
        // more than stamping it); `.resync` (no storage) is left in their place. Through the
        // buffer's pointer: `swap(&p, &payloads[i])` does the same, slower (Benchmarks/notes.md, "Hot paths").
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

    /// A dropped frame's payloads, one stretch per normalizer (each ending at `ends`), become one
    /// `resync`, which says that active touches were cancelled and the state read again
    /// (docs/interfaces.md, "The unified stream"): what every normalizer placed before its own
    /// `resync` (its cancellations), in route order, then the one `resync`, then what each placed
    /// after it (its rebuilt state). A composite device's normalizers each place one; a
    /// normalizer that places none has only rebuilt state; a device without normalizers still
    /// gives its `resync`.
    private mutating func orderResync(from first: Int, ends: [Int]) {
        var cancelled: [UnifiedEvent.Payload] = []
        var rebuilt: [UnifiedEvent.Payload] = []
        var start = first
        for end in ends {
            let stretch = payloads[start..<end]
            if let r = stretch.firstIndex(where: { if case .resync = $0 { true } else { false } }) {
                cancelled += stretch[..<r]
                rebuilt += stretch[(r + 1)...]
            } else {
                rebuilt += stretch
            }
            start = end
        }
        payloads.replaceSubrange(first..., with: cancelled + [.resync] + rebuilt)
    }

    /// Payloads kept in `payloads` before it is cleared (chosen: a few hundred frames' worth).
    static let payloadBufferLimit = 256

    /// Ends the stream: timers due up to `time` fire (without a time: every pending timer,
    /// `settle`), then every active touch ends or is cancelled.
    public mutating func finish(at time: Timestamp? = nil) -> [UnifiedEvent] {
        var out: [UnifiedEvent] = []
        finish(at: time, into: &out)
        return out
    }

    /// `finish(at:)` appending to `out`.
    public mutating func finish(at time: Timestamp? = nil, into out: inout [UnifiedEvent]) {
        end(at: time, into: &out)
    }

    private mutating func end<S: UnifiedSink>(at time: Timestamp?, into sink: inout S) throws(S.Failure) {
        if origin == nil, presenceDueTime != .max { origin = presenceDueTime }
        if !started { try start(into: &sink) }
        try applyPresence(upTo: .max, into: &sink)
        if time == nil { try settleTimers(into: &sink) }
        let end = max(lastTime, time ?? lastTime)
        try advance(to: end, into: &sink)
        for r in normalizers.routes where normalizers.isActive[r.device] {
            for p in normalizers.finish(r, at: end) { try sink.put(stamp(p, t: end, device: r.device)) }
        }
        updateTimersDue()
    }

    // MARK: devices that come and go

    /// A device was removed at `time` (µs, the events' base; a live capture's device that reads
    /// ENODEV): timers due before then fire, its normalizers finish (keys come up, touches are
    /// cancelled) and it says `device disconnected`. Its later events are dropped. Nothing
    /// for a device that is not connected.
    public mutating func disconnect(device: Int, atTime time: Int64, into out: inout [UnifiedEvent]) {
        guard device >= 0, device < devices.count else { return }
        if origin == nil { origin = time }
        if !started { start(into: &out) }
        tracksPresence = true
        if time > latestTime { latestTime = time }
        if latestTime >= timersDueTime { advance(to: lastTime, into: &out) }
        disconnect(device, into: &out)
    }

    /// Applies the declared presence changes due at or before `time` (µs), each after the timers
    /// due before it.
    private mutating func applyPresence<S: UnifiedSink>(upTo time: Int64, into sink: inout S) throws(S.Failure) {
        while nextPresence < presenceChanges.count, presenceChanges[nextPresence].time <= time {
            let change = presenceChanges[nextPresence]
            nextPresence += 1
            if change.time > latestTime { latestTime = change.time }
            if latestTime >= timersDueTime { try advance(to: lastTime, into: &sink) }
            if change.connects { try connect(change.device, into: &sink) } else { try disconnect(change.device, into: &sink) }
        }
        presenceDueTime = nextPresence < presenceChanges.count ? presenceChanges[nextPresence].time : .max
    }

    /// A device connects once: only a device with a `connected` time connects here, and it is
    /// not active (not started) until then.
    private mutating func connect<S: UnifiedSink>(_ device: Int, into sink: inout S) throws(S.Failure) {
        normalizers.setActive(device, true)
        try startDevice(device, at: lastTime, into: &sink)
        updateTimersDue()
    }

    private mutating func disconnect<S: UnifiedSink>(_ device: Int, into sink: inout S) throws(S.Failure) {
        // Active means started: every caller has started the stream, which starts the devices
        // active then, and a later device starts when it connects.
        guard normalizers.isActive[device] else { return }
        let t = lastTime
        let routes = normalizers.deviceRoutes[device]
        for r in routes {
            for p in normalizers.finish(normalizers.routes[r], at: t) { try sink.put(stamp(p, t: t, device: device)) }
        }
        for r in routes {
            guard var change = announced[r] else { continue }
            change.phase = .disconnected
            change.hardwareKeyboard = false
            try sink.put(stamp(.device(change), t: t, device: device))
        }
        normalizers.setActive(device, false)
        updateTimersDue()
    }

    /// Time passes without an event (a live source while idle): fires the normalizers'
    /// timers due up to `time` (µs, the events' time base; a live capture passes the
    /// kernel clock, never the wall clock). Later events earlier than `time` count as at `time`.
    public mutating func advance(untilTime time: Int64) -> [UnifiedEvent] {
        var out: [UnifiedEvent] = []
        advance(untilTime: time, into: &out)
        return out
    }

    /// `advance(untilTime:)` appending to `out`.
    public mutating func advance(untilTime time: Int64, into out: inout [UnifiedEvent]) {
        guard started, origin != nil else { return }
        let t = self.time(time)
        guard t > lastTime else { return }
        latestTime = time
        advance(to: t, into: &out)
    }

    /// The stream has no more events: runs the normalizers' pending timers (scroll momentum,
    /// a wheel scroll's end, a pen's proximity timeout, a tap's timeout) to quiescence, in
    /// event time, as if time went on without input, for at most `settleLimit` after the last
    /// event. The pipeline's clock then stands at the last event it gave. Touches still down
    /// stay down: `finish` ends them.
    public mutating func settle(into out: inout [UnifiedEvent]) {
        settleTimers(into: &out)
    }

    private mutating func settleTimers<S: UnifiedSink>(into sink: inout S) throws(S.Failure) {
        guard started, let origin else { return }
        try applyPresence(upTo: .max, into: &sink)
        let from = lastTime
        // Every timer due up to the limit fires, each stamped with its own time and in time
        // order (`advance(to:)`), whether or not its normalizer says when it is due.
        timerPayloads.removeAll(keepingCapacity: true)
        latestTime = Self.eventTime(of: from + Self.settleLimit, origin: origin)
        try advance(to: lastTime, into: &sink)
        let last = timerPayloads.reduce(from) { max($0, $1.time) }
        latestTime = Self.eventTime(of: last, origin: origin)
    }

    /// How long after the last event `settle` lets time run: longer than any chain of timers a
    /// standard normalizer or the interaction machine sets (a 10 000 pt/s fling's momentum at
    /// `UIScrollView.DecelerationRate.normal` falls below `ScrollMomentum.stopSpeed` in about
    /// 3.5 s), so it bounds only a normalizer that never comes to rest.
    public static let settleLimit = TimeSpan(seconds: 30)

    /// Runs a whole source through the pipeline, calling `emit` for each unified event.
    ///
    /// Events go from the source (`RawEventSource.forEachBatch`) through `feed` straight to
    /// `emit`: no intermediate array to append to, move out of and clear (Benchmarks/notes.md, "Hot paths").
    public static func run(_ source: inout some RawEventSource, screen: ScreenModel = .default,
                           settings: NormalizerSettings = NormalizerSettings(), factory: Factory,
                           emit: (UnifiedEvent) throws -> Void) throws {
        var pipeline = NormalizationPipeline(devices: source.devices, presence: source.presence, screen: screen,
                                             settings: settings, factory: factory)
        try withoutActuallyEscaping(emit) { emit in
            var sink = ClosureSink(emit: emit)
            try source.forEachBatch { batch in
                for event in batch { try pipeline.feed(event, into: &sink) }
            }
            try pipeline.end(at: nil, into: &sink)
        }
    }

    private mutating func start<S: UnifiedSink>(into sink: inout S) throws(S.Failure) {
        started = true
        for device in devices.indices where normalizers.isActive[device] {
            try startDevice(device, at: .zero, into: &sink)
        }
        updateTimersDue()
    }

    /// Starts a device's normalizers: their `device connected` (remembered for the
    /// disconnection) and whatever else they say first.
    private mutating func startDevice<S: UnifiedSink>(_ device: Int, at t: Timestamp, into sink: inout S) throws(S.Failure) {
        for r in normalizers.deviceRoutes[device] {
            for p in normalizers.start(normalizers.routes[r], at: t) {
                if case let .device(change) = p, announced[r] == nil { announced[r] = change }
                try sink.put(stamp(p, t: t, device: device))
            }
        }
    }

    private mutating func updateTimersDue() {
        timersDue = normalizers.nextTimerDue
        timersDueTime = Self.eventTime(of: timersDue, origin: origin)
    }

    /// `t` on the events' time base (the inverse of `time(_:)`), saturating: the sentinels stay
    /// before or after every time.
    static func eventTime(of t: Timestamp, origin: Int64?) -> Int64 {
        guard let origin, t != .distantPast else { return .min }
        return (Timestamp(microseconds: origin) + TimeSpan(microseconds: t.microseconds)).microseconds
    }

    /// Fires the timers due at or before `t`, handed to `sink` in time order: stable by time, then
    /// device (a deterministic interleaving of several normalizers' timers).
    ///
    /// The due normalizers append to the reused `timerPayloads`, in route order (`timerRuns`
    /// says whose each stretch is). Usually that is already in order (one normalizer due: a scroll
    /// momentum tick, a pen's proximity timeout): each payload is then stamped and moved to the
    /// sink as it is, with no array, sort or copies a tick (Benchmarks/notes.md, "Hot paths"). Out of order, the events
    /// are stamped in firing order (touch ids are given in it) and handed over sorted.
    private mutating func advance<S: UnifiedSink>(to t: Timestamp, into sink: inout S) throws(S.Failure) {
        if timerPayloads.count >= Self.payloadBufferLimit { timerPayloads.removeAll(keepingCapacity: true) }
        timerRuns.removeAll(keepingCapacity: true)
        let first = timerPayloads.count
        for r in normalizers.routes where normalizers.nextTimerDue(r) <= t {
            normalizers.advance(r, to: t, into: &timerPayloads)
            if timerPayloads.count > (timerRuns.last?.end ?? first) { timerRuns.append((r.device, timerPayloads.count)) }
        }
        updateTimersDue()
        guard !timerRuns.isEmpty else { return }
        // In order by (time, device) as fired?
        var ordered = true
        var previous: (Timestamp, Int) = (.distantPast, .min)
        var start = first
        check: for run in timerRuns {
            for i in start..<run.end {
                let key = (timerPayloads[i].time, run.device)
                if key < previous { ordered = false; break check }
                previous = key
            }
            start = run.end
        }
        if ordered {
            start = first
            for run in timerRuns {
                for i in start..<run.end {
                    // Moved out (`.resync` left in its place), not copied: see `feed`.
                    var payload = UnifiedEvent.Payload.resync
                    swap(&payload, &timerPayloads[i].payload)
                    try sink.put(Self.stamp(payload, t: timerPayloads[i].time, device: run.device, ids: &touchIDs))
                }
                start = run.end
            }
            return
        }
        var stamped: [UnifiedEvent] = []
        start = first
        for run in timerRuns {
            for i in start..<run.end { stamped.append(stamp(timerPayloads[i].payload, t: timerPayloads[i].time, device: run.device)) }
            start = run.end
        }
        let order = stamped.indices.sorted { (stamped[$0].t, stamped[$0].device, $0) < (stamped[$1].t, stamped[$1].device, $1) }
        for k in order { try sink.put(stamped[k]) }
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

/// Maps per-normalizer touch ids to ids unique in the whole stream (1, 2, 3… in order of first
/// appearance). The live touches are few (the fingers down) and one is looked up on every touch
/// event: a `SmallMap`.
struct TouchIDRemapper {
    private struct Key: Hashable { var device: Int; var local: Int }
    /// Most live touches scanned before the rest are hashed (chosen: 10 fingers on each of a few
    /// devices).
    static let scanLimit = 64
    private var live = SmallMap<Key, Int>(scanLimit: TouchIDRemapper.scanLimit)
    private var next = 1

    mutating func global(device: Int, local: Int, phase: TouchPhase) -> Int {
        let key = Key(device: device, local: local)
        let ends = phase == .ended || phase == .cancelled
        if let id = ends ? live.removeValue(forKey: key) : live[key] { return id }
        let id = next
        next += 1
        if !ends { live[key] = id }
        return id
    }
}

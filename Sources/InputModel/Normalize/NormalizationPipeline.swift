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
    private var normalizers: [[any DeviceNormalizer]]
    /// µs of the first event: `t` = 0 there.
    public private(set) var origin: Int64?
    private var started = false
    private var lastTime: Double = 0
    private var touchIDs = TouchIDRemapper()

    public init(devices: [DeviceDescription], screen: ScreenModel = .default,
                settings: NormalizerSettings = NormalizerSettings(), factory: Factory) {
        self.devices = devices
        self.screen = screen
        self.settings = settings
        assemblers = devices.indices.map { FrameAssembler(device: $0) }
        normalizers = devices.enumerated().map { factory($0.offset, $0.element, screen, settings) }
    }

    /// Seconds since the origin.
    public func seconds(_ time: Int64) -> Double {
        Double(time - (origin ?? time)) / 1_000_000
    }

    /// Feeds one raw event; returns the unified events it completes (timers due before it first).
    public mutating func apply(_ event: DeviceEvent) -> [UnifiedEvent] {
        guard event.device >= 0, event.device < devices.count else { return [] }
        if origin == nil { origin = event.event.time }
        // Empty results are not appended: most events complete no frame and fire no timer, and
        // `+=` of an empty array still cost ≈ 280 instructions each (callgrind, touchscreen
        // normalize bench: 37 M of 319 M instructions per 100 k events).
        var out: [UnifiedEvent] = []
        if !started { out = start() }
        let t = max(lastTime, seconds(event.event.time))
        let due = advance(to: t)
        if !due.isEmpty { out += due }
        lastTime = t
        guard let frame = assemblers[event.device].apply(event.event) else { return out }
        var payloads: [UnifiedEvent.Payload] = []
        for i in normalizers[event.device].indices {
            let p = normalizers[event.device][i].apply(frame, at: t)
            if payloads.isEmpty { payloads = p } else if !p.isEmpty { payloads += p }
        }
        if frame.resync {
            // One `resync` per dropped frame: normalizers place it between their cancellations
            // and the re-begun touches; a composite device's others are dropped, and a device
            // whose normalizers emit none gets one first.
            var seen = false
            payloads = payloads.filter { p in
                guard case .resync = p else { return true }
                defer { seen = true }
                return !seen
            }
            if !seen { payloads.insert(.resync, at: 0) }
        }
        if payloads.isEmpty { return out }
        out.reserveCapacity(out.count + payloads.count)
        for p in payloads { out.append(stamp(p, t: t, device: event.device)) }
        return out
    }

    /// Ends the stream: timers due up to `time` (default: the last event) fire, then every
    /// active touch ends or is cancelled.
    public mutating func finish(at time: Double? = nil) -> [UnifiedEvent] {
        var out: [UnifiedEvent] = []
        if !started { out += start() }
        let end = max(lastTime, time ?? lastTime)
        out += advance(to: end)
        for d in normalizers.indices {
            for i in normalizers[d].indices {
                out += normalizers[d][i].finish(at: end).map { stamp($0, t: end, device: d) }
            }
        }
        return out
    }

    /// Time passes without an event (a live source while idle): fires the normalizers'
    /// timers due up to `time` (µs, the events' time base; a live capture passes the
    /// kernel clock, never the wall clock). Later events earlier than `time` count as at `time`.
    public mutating func advance(untilTime time: Int64) -> [UnifiedEvent] {
        guard started, origin != nil else { return [] }
        let t = seconds(time)
        guard t > lastTime else { return [] }
        lastTime = t
        return advance(to: t)
    }

    /// Runs a whole source through the pipeline, calling `emit` for each unified event.
    public static func run(_ source: inout some RawEventSource, screen: ScreenModel = .default,
                           settings: NormalizerSettings = NormalizerSettings(), factory: Factory,
                           emit: (UnifiedEvent) throws -> Void) throws {
        var pipeline = NormalizationPipeline(devices: source.devices, screen: screen, settings: settings, factory: factory)
        while let event = try source.next() {
            for u in pipeline.apply(event) { try emit(u) }
        }
        for u in pipeline.finish() { try emit(u) }
    }

    private mutating func start() -> [UnifiedEvent] {
        started = true
        var out: [UnifiedEvent] = []
        for d in normalizers.indices {
            for i in normalizers[d].indices {
                out += normalizers[d][i].start(at: 0).map { stamp($0, t: 0, device: d) }
            }
        }
        return out
    }

    private mutating func advance(to t: Double) -> [UnifiedEvent] {
        var due: [UnifiedEvent] = []
        for d in normalizers.indices {
            for i in normalizers[d].indices {
                let fired = normalizers[d][i].advance(to: t)
                if fired.isEmpty { continue }
                for (when, payload) in fired {
                    due.append(stamp(payload, t: when, device: d))
                }
            }
        }
        if due.count > 1 {
            // Stable by time, then device: deterministic interleaving of timers.
            due = due.enumerated().sorted { a, b in
                (a.element.t, a.element.device, a.offset) < (b.element.t, b.element.device, b.offset)
            }.map(\.element)
        }
        return due
    }

    private mutating func stamp(_ payload: UnifiedEvent.Payload, t: Double, device: Int) -> UnifiedEvent {
        var payload = payload
        if case .touch(var touch) = payload {
            touch.id = touchIDs.global(device: device, local: touch.id, phase: touch.phase)
            payload = .touch(touch)
        }
        return UnifiedEvent(t: t, device: device, payload)
    }
}

/// Maps per-normalizer touch ids to ids unique in the whole stream (1, 2, 3… in order of first appearance).
struct TouchIDRemapper {
    private var live: [Key: Int] = [:]
    private var next = 1
    struct Key: Hashable { var device: Int; var local: Int }

    mutating func global(device: Int, local: Int, phase: TouchPhase) -> Int {
        let key = Key(device: device, local: local)
        let id: Int
        if let known = live[key] {
            id = known
        } else {
            id = next
            next += 1
            live[key] = id
        }
        if phase == .ended || phase == .cancelled { live[key] = nil }
        return id
    }
}

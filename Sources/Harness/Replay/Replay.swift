import InputModel

/// Replays raw input through the normalizers and the interaction machine, one outcome at a time.
///
/// A pull-based fold: each `next()` reads raw events from the source only until the machine has
/// something to say, so a trace of any length replays in constant memory. Times are whole µs from
/// the trace's first event; every timer (long press, spring loading, the Command-hold overlay,
/// pen proximity, scroll momentum) fires from event time, never the wall clock, so the same
/// trace always gives the same outcomes.
///
/// ```swift
/// var replay = Replay(trace: try TraceFile.open(path: "tap.yml"), scene: scene)
/// while let outcome = try replay.next() { print(outcome) }
/// ```
///
/// Any `RawEventSource` works: a trace reader (EvdevBridge), a synthesized trace, an array.
public struct Replay {
    /// Where the raw events come from: an array source read in place, any other through a
    /// box that holds it as its own type. Either way a pull is a direct or a class-method call,
    /// not a mutation through an existential (which checks its box is unique on every event:
    /// Benchmarks/notes.md, "Hot paths").
    private var memory: ArrayEventSource?
    /// Copied on write, so that a copy of a replay reads on from where it was copied, as the
    /// value it is.
    private var stream: RawEventPull?
    private var pipeline: NormalizationPipeline
    /// The machine, the outcomes it has produced and not yet returned, and the count of
    /// unified events: what the pipeline hands each unified event to.
    private var fold: MachineFold
    public var machine: InteractionMachine { fold.machine }
    /// The unified events of the end of the stream (the normalizers' last timers and touches).
    private var unified: [UnifiedEvent] = []
    private var pendingIndex = 0
    private var finished = false
    /// Unified events applied so far.
    public var eventCount: Int { fold.eventCount }

    /// - Parameters:
    ///   - trace: the raw events; read lazily.
    ///   - scene: the app's scene; nil replays against `Scene.root`, where every outcome's
    ///     element is `root`.
    ///   - environment: device model, orientation and multitasking; the screen the normalizers
    ///     map device coordinates onto follows it.
    ///   - settings: the user's settings; when given they replace `environment.settings`.
    ///   - constants: the machine's timing and distance constants.
    public init(trace: some RawEventSource, scene: Scene? = nil, environment: HarnessEnvironment = HarnessEnvironment(),
                settings: UserSettings? = nil, constants: InteractionConstants = .default) {
        var env = environment
        if let settings { env.settings = settings }
        if let array = trace as? ArrayEventSource {
            memory = array
            stream = nil
        } else {
            memory = nil
            stream = SourceBox(trace)
        }
        pipeline = NormalizationPipeline(devices: trace.devices, presence: trace.presence, screen: env.screen,
                                         settings: env.settings.normalizerSettings,
                                         factory: StandardNormalizers.make)
        fold = MachineFold(machine: InteractionMachine(scene: scene ?? .root, environment: env, constants: constants))
    }

    /// The environment the replay runs in (with the settings applied).
    public var environment: HarnessEnvironment { machine.environment }

    /// The trace's first raw event time in µs (the replay's `t` = 0), once known.
    public var origin: Int64? { pipeline.origin }

    /// Whether the machine records each recognizer's transitions (`InteractionMachine.tracesTransitions`).
    public var tracesTransitions: Bool {
        get { fold.machine.tracesTransitions }
        set { fold.machine.tracesTransitions = newValue }
    }

    /// The transitions recorded since the last call, in order: those of the events that made
    /// the outcomes `next()` has returned, and of any event read since.
    public mutating func takeTransitions() -> [TransitionRecord] { fold.machine.takeTransitions() }

    /// The next outcome, or nil when the trace is exhausted. Throws what the source throws
    /// (bad input with file and line for trace readers).
    public mutating func next() throws -> Outcome? {
        while pendingIndex == fold.pending.count {
            if finished { return nil }
            if pendingIndex > 0 {
                fold.pending.removeAll(keepingCapacity: true)
                pendingIndex = 0
            }
            let next: DeviceEvent?
            if memory != nil {
                next = try memory!.next()
            } else {
                if !isKnownUniquelyReferenced(&stream) { stream = stream!.copy() }
                next = try stream!.next()
            }
            if let raw = next {
                // Straight from the pipeline to the machine: no array of unified events between
                // (Benchmarks/notes.md, "Hot paths").
                pipeline.apply(raw, into: &fold)
            } else {
                finished = true
                endOfStream()
            }
        }
        defer { pendingIndex += 1 }
        return fold.pending[pendingIndex]
    }

    /// The trace has no more events. Time goes on without input: the normalizers' timers
    /// (trackpad momentum, a wheel scroll's end, a pen's proximity timeout) and then the
    /// machine's (a long press, a drag's lift, spring loading, autoscroll, the Command-hold
    /// overlay) fire in event time until none is pending, for at most
    /// `NormalizationPipeline.settleLimit`: the machine's due before a normalizer's event fire
    /// first, as always. Then the touches still down are cancelled, and what that sets off
    /// fires the same way. Still a pure fold: the same trace, the same outcomes.
    private mutating func endOfStream() {
        unified.removeAll(keepingCapacity: true)
        pipeline.settle(into: &unified)
        fold.apply(unified)
        fold.settle()
        unified.removeAll(keepingCapacity: true)
        pipeline.finish(at: fold.machine.now, into: &unified)
        fold.apply(unified)
        fold.settle()
    }

    /// Calls `body` with every remaining outcome in order.
    public mutating func forEach(_ body: (Outcome) throws -> Void) throws {
        while let o = try next() { try body(o) }
    }

    /// Every remaining outcome.
    public mutating func collect() throws -> [Outcome] {
        var all: [Outcome] = []
        try forEach { all.append($0) }
        return all
    }

    /// Replays a whole trace and returns its outcomes.
    public static func outcomes(trace: some RawEventSource, scene: Scene? = nil,
                                environment: HarnessEnvironment = HarnessEnvironment(), settings: UserSettings? = nil,
                                constants: InteractionConstants = .default) throws -> [Outcome] {
        var replay = Replay(trace: trace, scene: scene, environment: environment, settings: settings, constants: constants)
        return try replay.collect()
    }
}

/// A raw event source behind a class, pulled through one overridable method.
class RawEventPull {
    func next() throws -> DeviceEvent? { nil }
    func copy() -> RawEventPull { self }
}

/// A source of any type, held as that type.
final class SourceBox<Source: RawEventSource>: RawEventPull {
    private var source: Source
    init(_ source: Source) { self.source = source }
    override func next() throws -> DeviceEvent? { try source.next() }
    override func copy() -> RawEventPull { SourceBox(source) }
}

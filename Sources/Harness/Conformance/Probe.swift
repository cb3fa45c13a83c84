import InputModel

/// Runs synthesized input through the whole pipeline for one scene in one environment:
/// scenario → raw frames (Synthesizer) → normalizers → interaction machine → outcomes.
struct Probe {
    let scene: Scene
    let sceneName: String
    let environment: HarnessEnvironment
    let layout: ResolvedScene
    /// Synthesized input shared with the other environments of the run (nil: synthesize every time).
    let cache: ProbeTraceCache?
    /// The thresholds in force (`.tactile.yml`, `--config`).
    var settings: ConformanceSettings = .default
    /// The runs this probe made, in order: a check starts from a probe without any and hands
    /// them back with its result (`Probe.perform`), the evidence of what it exercised.
    private(set) var runs: [Run] = []

    init(scene: Scene, environment: HarnessEnvironment, cache: ProbeTraceCache? = nil, settings: ConformanceSettings = .default) {
        self.settings = settings
        self.scene = scene
        sceneName = scene.name
        self.environment = environment
        let layout = ResolvedScene(scene: scene, environment: environment)
        self.layout = layout
        self.cache = cache
        nodes = layout.nodes.filter { $0.app == 0 && $0.frame != nil }
        interactive = nodes.filter { $0.element.isInteractive }
        func reachable(_ n: ResolvedScene.Node) -> Bool {
            guard let f = n.frame else { return false }
            return Probe.handler(at: ScreenPoint(x: f.x + f.width / 2, y: f.y + f.height / 2), in: layout) == n.element.id
        }
        pointerTargets = interactive.filter(reachable)
        draggables = nodes.filter { $0.element.draggable != nil && reachable($0) }
    }

    /// What takes a touch or a click at `p`: the element hit there, or the nearest interactive
    /// (or draggable) element it sits in. A cell's content view and labels take nothing
    /// themselves: what lands on them goes up the responder chain to the cell, as the machine's
    /// recognizers resolve it (UIKit, `UIResponder`; a table's selection).
    static func handler(at p: ScreenPoint, in layout: ResolvedScene) -> String? {
        layout.id(layout.ancestorOrSelf(layout.hitTest(p), where: { $0.isInteractive || $0.draggable != nil }))
    }

    struct Run {
        var trace: SynthesizedTrace
        var unified: [UnifiedEvent]
        var outcomes: [Outcome]

        func outcomes(_ kind: OutcomeKind, element: String? = nil) -> [Outcome] {
            outcomes.filter { $0.kind == kind && (element == nil || $0.element == element) }
        }
    }

    /// The nodes of the app under test that are laid out in this environment, and those of them
    /// that are interactive, and reachable by the pointer at their centre. Kept, not computed per
    /// use: the checks ask for them dozens of times an environment, and each filtering copies every
    /// node (Benchmarks/notes.md, "Hot paths").
    let nodes: [ResolvedScene.Node]
    let interactive: [ResolvedScene.Node]
    let pointerTargets: [ResolvedScene.Node]
    let draggables: [ResolvedScene.Node]

    func frame(_ id: String) -> ScreenRect? { layout.node(id)?.frame }

    func center(_ id: String) -> (x: Double, y: Double)? {
        guard let f = frame(id) else { return nil }
        return (f.x + f.width / 2, f.y + f.height / 2)
    }

    /// True when the element takes what lands on its centre (not covered by another control).
    func isReachable(_ id: String) -> Bool {
        guard let c = center(id) else { return false }
        return Probe.handler(at: ScreenPoint(x: c.x, y: c.y), in: layout) == id
    }

    /// Runs the steps through synthesis, normalizers and machine. Throws `ProbeError` when the
    /// input cannot be synthesized: the rule's result is then an error, never a pass or n/a.
    mutating func run(_ steps: [ScenarioStep], profile: DeviceProfile, settings: UserSettings? = nil) throws -> Run {
        var env = environment
        if let settings { env.settings = settings }
        let layout = self.layout
        let resolve: (String) -> (x: Double, y: Double)? = { id in
            guard let f = layout.node(id)?.frame else { return nil }
            return (f.x + f.width / 2, f.y + f.height / 2)
        }
        let input: ProbeTraceCache.Input
        if let cache {
            let key = ProbeTraceCache.Key(steps: steps, profile: profile, screen: env.screen, settings: env.settings.normalizerSettings)
            input = try cache.input(for: key, resolve: resolve) { try Probe.input(steps, profile: profile, env: env, resolve: $0) }
        } else {
            input = try Probe.input(steps, profile: profile, env: env, resolve: resolve)
        }
        // The probe's own layout: `settings` change nothing a layout reads.
        var fold = MachineFold(machine: InteractionMachine(scene: scene, environment: env, layout: layout))
        fold.apply(input.unified)
        fold.advance(to: (input.unified.last?.t ?? .zero) + Probe.runOn)
        let run = Run(trace: input.trace, unified: input.unified, outcomes: fold.take())
        runs.append(run)
        return run
    }

    /// A check's verdict and the runs behind it.
    struct CheckOutput {
        var result: RuleResult
        var runs: [Run]
    }

    /// Runs the check of `rule` on a copy of this probe, without runs of its own yet.
    func perform(_ rule: ConformanceRule) throws -> CheckOutput {
        var p = self
        p.runs = []
        let result = try rule.check(&p)
        return CheckOutput(result: result, runs: p.runs)
    }

    /// Steps → raw frames → unified stream in an environment.
    static func input(_ steps: [ScenarioStep], profile: DeviceProfile, env: HarnessEnvironment,
                      resolve: @escaping (String) -> (x: Double, y: Double)?) throws -> ProbeTraceCache.Input {
        let synth = Synthesizer(primary: profile, screen: env.screen, settings: env.settings.normalizerSettings, resolve: resolve)
        let trace: SynthesizedTrace
        do {
            trace = try synth.synthesize(Scenario(steps: steps), file: "<conformance>")
        } catch {
            throw ProbeError(description: "the \(profile.id) input for \(steps.count) step(s) could not be synthesized: \(error)")
        }
        var source = trace.source
        var unified: [UnifiedEvent] = []
        do {
            try NormalizationPipeline.run(&source, screen: env.screen, settings: env.settings.normalizerSettings,
                                          factory: StandardNormalizers.make) { unified.append($0) }
        } catch {
            throw ProbeError(description: "the synthesized \(profile.id) trace did not normalize: \(error)")
        }
        return ProbeTraceCache.Input(trace: trace, unified: unified)
    }

    /// Evidence for a failure: the input paths, the outcomes and the timeline (bounded for the report).
    func evidence(_ run: Run, around element: String? = nil) -> Evidence {
        var e = exercise(run)
        // Interleave unified events and outcomes by time.
        var lines: [(Timestamp, Int, String)] = run.unified.enumerated().map { ($0.element.t, $0.offset, "  " + $0.element.textLine) }
        lines += run.outcomes.enumerated().map { ($0.element.t, 1_000_000 + $0.offset, "→ " + $0.element.description) }
        lines.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        let cap = Probe.timelineCap
        var timeline = lines.map(\.2)
        if timeline.count > cap { timeline = Array(timeline.prefix(cap)) + ["… \(lines.count - cap) more lines"] }
        e.timeline = timeline
        return e
    }

    /// What a run put in and what came out, without the printed timeline: the devices, the path
    /// of each contact, the pointer and the pen, and the outcomes.
    func exercise(_ run: Run) -> Evidence {
        var paths: [Int: [ScreenPoint]] = [:]
        var pointer: [ScreenPoint] = []
        for e in run.unified {
            switch e.payload {
            case .touch(let t):
                if t.touchType == .indirectPointer { pointer.append(ScreenPoint(x: t.x, y: t.y)) } else { paths[t.id, default: []].append(ScreenPoint(x: t.x, y: t.y)) }
            case .hover(let h):
                if h.source == .pointer { pointer.append(ScreenPoint(x: h.x, y: h.y)) } else { paths[-1, default: []].append(ScreenPoint(x: h.x, y: h.y)) }
            default:
                break
            }
        }
        var all = paths.keys.sorted().map { paths[$0]! }
        if !pointer.isEmpty { all.append(pointer) }
        return Evidence(paths: all.map { Probe.thin($0, to: 400) }, timeline: [], devices: run.trace.profiles.map(\.id), outcomes: run.outcomes)
    }

    /// How long a probe's machine runs on after the last unified event, for the timers its input
    /// set off to fire (a long press, a drag's lift, spring loading, autoscroll, the Command-hold
    /// overlay: each due within 1.2 s of the event that set it, `InteractionConstants`).
    static let runOn: TimeSpan = 2

    /// Lines of timeline kept per failure in reports.
    static let timelineCap = 400

    static func thin(_ p: [ScreenPoint], to n: Int) -> [ScreenPoint] {
        guard p.count > n else { return p }
        let step = Double(p.count) / Double(n)
        return (0..<n).map { p[Int(Double($0) * step)] } + [p[p.count - 1]]
    }
}

extension ScenarioStep {
    static func s(_ a: Action) -> ScenarioStep { ScenarioStep(line: 0, a) }
}

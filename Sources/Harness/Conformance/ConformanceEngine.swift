import Foundation
import InputModel

/// Runs every rule of the catalog over a scene in every environment of the matrix.
///
/// Each (scene, environment) is independent and pure, so the environments are spread over all
/// cores (`DispatchQueue.concurrentPerform`) and the results put back in matrix order: the report
/// is the same whatever the core count.
public struct ConformanceEngine {
    public var environments: [HarnessEnvironment]
    /// Progress callback: (environments done, environments total). Called from worker threads.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Use at most this many threads (nil: all cores).
    public var maximumThreads: Int?
    /// The thresholds in force and the rules turned off.
    public var settings: ConformanceSettings = .default

    public init(environments: [HarnessEnvironment] = ConformanceEngine.matrix, progress: (@Sendable (Int, Int) -> Void)? = nil,
                maximumThreads: Int? = nil) {
        self.environments = environments
        self.progress = progress
        self.maximumThreads = maximumThreads
    }

    /// Every iPad model × both orientations × every multitasking state (Slide Over and splits
    /// exist on every current model, docs/sources.md, "Windows").
    public static var matrix: [HarnessEnvironment] { HarnessEnvironment.matrix }

    /// The rules for one scene in one environment.
    public static func check(_ scene: Scene, in environment: HarnessEnvironment) -> [RuleResult] {
        if let why = invalidity(of: scene) { return errorResults(scene, in: environment, because: why) }
        return check(scene, in: environment, cache: nil)
    }

    /// Why the scene is not valid, nil when it is. A scene built in Swift has not been through
    /// the loader's checks (`Scene.validate`): with an id given twice, the rules and the layout
    /// would each take a different one of the two, and with a parent cycle no frame can be
    /// placed, so no rule gives a verdict on it.
    static func invalidity(of scene: Scene) -> String? {
        do {
            try scene.validate(file: "scene '\(scene.name)'")
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// An `error` result for every rule, its note saying why the scene is not valid.
    static func errorResults(_ scene: Scene, in environment: HarnessEnvironment, because why: String) -> [RuleResult] {
        ConformanceRule.all.map {
            RuleResult(rule: $0.ruleID, scene: scene.name, environment: environment, verdict: .error,
                       note: "the scene is not valid: \(why)")
        }
    }

    /// The rules, with probe input shared through `cache` (same results as without). A check whose
    /// input cannot be synthesized gives an `error` result naming the reason, never a verdict.
    static func check(_ scene: Scene, in environment: HarnessEnvironment, cache: ProbeTraceCache?,
                      settings: ConformanceSettings = .default, only: Set<String>? = nil) -> [RuleResult] {
        let judged: HarnessEnvironment
        var placementNote: String?
        let windowJudgement: ScenePlacement.Window
        switch ScenePlacement(scene, in: environment) {
        case let .notShown(reason, why):
            return ConformanceRule.all.filter { only?.contains($0.id) ?? true }.map {
                var r = RuleResult(rule: $0.ruleID, scene: scene.name, environment: environment, verdict: .notApplicable, note: why)
                r.notJudged = NotJudged(reason)
                return r
            }
        case .shown(let env, let note, let window):
            judged = env
            placementNote = note
            windowJudgement = window
        }
        let p = Probe(scene: scene, environment: judged, cache: cache, settings: settings)
        var results = rules(p, scene: scene, environment: judged, only: only)
        if windowJudgement != .judged {
            let other = otherSizeClassReading(windowJudgement, scene: scene, environment: judged, settings: settings, only: only)
            results = results.map { r in
                guard ConformanceRule.entry(r.ruleID).readsWindow, r.verdict != .error, r.notJudged != .turnedOff else { return r }
                return judgeWindowRule(r, windowJudgement, environment: judged, otherReading: other[r.rule])
            }
        }
        if scene.hasWaivers { results = results.map { $0.waived(by: scene) } }
        guard judged != environment || placementNote != nil else { return results }
        // Results are the run's environment's; the note says how the layout was placed in it.
        return results.map { r in
            var r = r
            r.environment = environment
            if let placementNote { r.note = r.note.isEmpty ? placementNote : r.note + " — " + placementNote }
            return r
        }
    }

    /// How the note of a rule turned off in the settings begins.
    public static let turnedOffNote = "turned off in"

    /// Every rule of the catalog on one probe.
    static func rules(_ p: Probe, scene: Scene, environment: HarnessEnvironment, only: Set<String>? = nil) -> [RuleResult] {
        ConformanceRule.all.filter { only?.contains($0.id) ?? true }.map { rule in
            if let why = p.settings.off[rule.id] {
                var r = RuleResult(rule: rule.ruleID, scene: scene.name, environment: environment, verdict: .notApplicable,
                                   note: "\(turnedOffNote) \(p.settings.source ?? "the settings"): \(why)")
                r.notJudged = .turnedOff
                return r
            }
            do {
                let output = try p.perform(rule)
                var result = output.result
                // What was exercised, for every verdict: the first run's input and outcomes.
                if result.verdict != .notApplicable, let first = output.runs.first { result.exercise = p.exercise(first) }
                return result
            } catch {
                return RuleResult(rule: rule.ruleID, scene: scene.name, environment: environment, verdict: .error,
                                  note: "the check could not run: \(error)")
            }
        }
    }

    /// The rules whose verdicts depend on the model beyond its screen's size: its safe area.
    static let modelDependentRules: Set<String> = [RuleID.layoutNoClipping.rawValue, RuleID.layoutBottomEdge.rawValue]

    /// What an environment's results depend on, except the model's safe area: models with one
    /// screen size (the 12.9-inch iPad Pros and the 13-inch iPad Air; the 10.9-inch iPad and the
    /// 11-inch Air) give the same layout, the same synthesized input and the same outcomes there,
    /// so the other rules' results are computed once per such environment and copied.
    struct Equivalence: Hashable {
        var scene: Int
        /// The environment with its model replaced by the first model of the same screen size:
        /// every other field of the environment (a new one included) still tells two apart.
        var environment: HarnessEnvironment

        init(scene: Int, _ e: HarnessEnvironment) {
            self.scene = scene
            var key = e
            let size = e.screen.model.portraitSize
            key.screen.model = IPadModel.allCases.first { $0.portraitSize == size } ?? e.screen.model
            environment = key
        }
    }

    public func run(_ scenes: [Scene]) -> ConformanceReport {
        // Each scene checked once: an invalid one gives `error` results in every environment.
        let invalidity = scenes.map(ConformanceEngine.invalidity(of:))
        let jobs = scenes.enumerated().flatMap { s in environments.map { (s.element, $0, s.offset) } }
        // Jobs of one scene on screens of one size share probe input and results, so they go
        // together to one worker: no two threads synthesize the same trace or check the same
        // layout, and a group's traces are dropped when it is done. Groups are handed out in order
        // to whichever worker is free; results go back by job index, so the report does not depend
        // on the scheduling.
        struct GroupKey: Hashable { var scene: Int; var width: Double; var height: Double }
        var groupOf: [GroupKey: Int] = [:]
        var groups: [[Int]] = []
        for (i, job) in jobs.enumerated() {
            let key = GroupKey(scene: job.2, width: job.1.screen.width, height: job.1.screen.height)
            if let g = groupOf[key] { groups[g].append(i) } else {
                groupOf[key] = groups.count
                groups.append([i])
            }
        }
        let slots = ResultSlots(count: jobs.count)
        let done = Counter()
        let nextGroup = Counter()
        let threads = max(1, min(maximumThreads ?? ProcessInfo.processInfo.activeProcessorCount, groups.count))
        let progress = self.progress
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while case let g = nextGroup.increment() - 1, g < groups.count {
                let cache = ProbeTraceCache()
                var computed: [Equivalence: [RuleResult]] = [:]
                for i in groups[g] {
                    let (scene, env, s) = jobs[i]
                    let key = Equivalence(scene: s, env)
                    if let why = invalidity[s] {
                        slots.set(i, ConformanceEngine.errorResults(scene, in: env, because: why))
                    } else if let base = computed[key] {
                        // Same screen size, windows and settings: only the safe area differs.
                        let own = ConformanceEngine.check(scene, in: env, cache: cache, settings: settings, only: ConformanceEngine.modelDependentRules)
                        let byRule = Dictionary(uniqueKeysWithValues: own.map { ($0.rule, $0) })
                        slots.set(i, base.map { r in
                            if let mine = byRule[r.rule] { return mine }
                            var copy = r
                            copy.environment = env
                            return copy
                        })
                    } else {
                        let results = ConformanceEngine.check(scene, in: env, cache: cache, settings: settings)
                        computed[key] = results
                        slots.set(i, results)
                    }
                    progress?(done.increment(), jobs.count)
                }
            }
        }
        var report = ConformanceReport(scenes: scenes.map(\.name), environments: environments, results: slots.all.flatMap { $0 })
        report.settings = settings
        return report
    }
}

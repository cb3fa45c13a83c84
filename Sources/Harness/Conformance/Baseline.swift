import InputModel

/// Known failures a team accepts for now (`tactile conformance --baseline FILE`), modelled on
/// SwiftLint's `--baseline` and Android Lint's `lint-baseline.xml`: a failure in the baseline does
/// not fail the run, a new one does, and an entry no failure matches any more is reported fixed so
/// the file can shrink.
///
/// An entry is keyed so that it survives re-importing the app's dumps: the rule, the scene, the
/// element id and the environment's class (its horizontal size class and multitasking state),
/// never coordinates, sizes or the message (which carry them), nor the model.
public struct Baseline: Hashable, Sendable {
    public struct Entry: Hashable, Sendable, Comparable {
        public var rule: String
        public var scene: String
        public var element: String
        /// `compact slideOver`, `regular fullScreen`.
        public var environment: String

        public init(rule: String, scene: String, element: String, environment: String) {
            self.rule = rule
            self.scene = scene
            self.element = element
            self.environment = environment
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.scene, a.rule, a.element, a.environment) < (b.scene, b.rule, b.element, b.environment)
        }

        public var description: String { "\(rule) [\(element)] in \(scene), \(environment)" }
    }

    public var entries: Set<Entry>

    public init(entries: Set<Entry> = []) { self.entries = entries }

    /// The class of an environment a baseline entry names.
    public static func environmentClass(_ e: HarnessEnvironment) -> String {
        "\(e.horizontalSizeClass.rawValue) \(e.multitasking.rawValue)"
    }

    /// The entry a failure of `result` is.
    public static func entry(_ result: RuleResult, _ failure: Failure) -> Entry {
        Entry(rule: result.rule, scene: result.scene, element: failure.element, environment: environmentClass(result.environment))
    }

    /// The first line of every baseline Tactile writes (what `--write-baseline` may replace).
    public static let marker = "# Known conformance failures, written by tactile conformance --write-baseline"
}

extension ConformanceReport {
    /// Marks the failures the baseline holds as known, and lists the entries that match no
    /// failure of this run (fixed) among the scenes and environment classes it ran.
    public mutating func apply(baseline: Baseline, file: String) {
        var matched = Set<Baseline.Entry>()
        for i in results.indices where results[i].verdict == .fail {
            for j in results[i].failures.indices where results[i].failures[j].waived == nil {
                let e = Baseline.entry(results[i], results[i].failures[j])
                if baseline.entries.contains(e) {
                    results[i].failures[j].known = true
                    matched.insert(e)
                }
            }
        }
        let ranScenes = Set(scenes)
        let ranClasses = Set(environments.map(Baseline.environmentClass))
        baselineFile = file
        fixed = baseline.entries.subtracting(matched)
            .filter { ranScenes.contains($0.scene) && ranClasses.contains($0.environment) }.sorted()
    }

    /// The entries of this run's failures (not waived), for `--write-baseline`.
    public var baselineEntries: Baseline {
        var out = Set<Baseline.Entry>()
        for r in results where r.verdict == .fail {
            for f in r.failures where f.waived == nil { out.insert(Baseline.entry(r, f)) }
        }
        return Baseline(entries: out)
    }

    /// Failures that fail the run: neither known (in the baseline) nor waived.
    public func newFailures(_ r: RuleResult) -> [Failure] { r.failures.filter { !$0.known && $0.waived == nil } }
}

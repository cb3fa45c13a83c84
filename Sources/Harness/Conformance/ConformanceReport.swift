import InputModel

/// All results, with the summaries the report formats need.
public struct ConformanceReport: Sendable {
    public var scenes: [String]
    public var environments: [HarnessEnvironment]
    public var results: [RuleResult]
    /// `--strict`: a finding that needs review fails the run too.
    public var strict = false
    /// The baseline the report was compared with (`--baseline`), and its entries no failure of
    /// this run matched any more.
    public var baselineFile: String?
    public var fixed: [Baseline.Entry] = []
    /// The thresholds the run used.
    public var settings: ConformanceSettings = .default

    /// A report of `results` (what `ConformanceEngine.run` makes; also the reports' writers'
    /// input in tests and fuzzing).
    public init(scenes: [String], environments: [HarnessEnvironment], results: [RuleResult]) {
        self.scenes = scenes
        self.environments = environments
        self.results = results
    }

    /// A rule failed or could not be checked somewhere, or an imported scene was judged in no
    /// environment at all (no environment of the run shows a window its dumps were taken in);
    /// with `strict`, also a finding that needs review.
    public var failed: Bool {
        results.contains { ($0.verdict == .fail && !newFailures($0).isEmpty) || $0.verdict == .error || (strict && $0.verdict == .needsReview) }
            || !unjudgedScenes.isEmpty
    }

    /// Imported scenes that no environment of the run could judge.
    public var unjudgedScenes: [String] {
        scenes.filter { !environments.isEmpty && unseenEnvironments(scene: $0).count == environments.count }
    }

    /// The environments in which an imported scene was not judged: no dump shows their window.
    public func unseenEnvironments(scene: String) -> Set<HarnessEnvironment> {
        Set(results.filter { $0.scene == scene && ($0.notJudged == .unseenWindow || $0.notJudged == .iPhoneAppFullScreenOnly) }.map(\.environment))
    }

    /// The environments in which an imported iPhone app was not judged: Slide Over and Split View.
    public func iPhoneAppEnvironments(scene: String) -> Set<HarnessEnvironment> {
        Set(results.filter { $0.scene == scene && $0.notJudged == .iPhoneAppFullScreenOnly }.map(\.environment))
    }

    /// rule → (pass, fail, needs review, waived, n/a, error) counts across environments, per
    /// scene. A fail whose failures are all known (in the baseline) still counts as a fail.
    public func counts(scene: String) -> [(rule: ConformanceRule, pass: Int, fail: Int, review: Int, waived: Int, na: Int, error: Int)] {
        ConformanceRule.all.map { rule in
            let r = results.filter { $0.scene == scene && $0.rule == rule.id }
            return (rule, r.filter { $0.verdict == .pass }.count, r.filter { $0.verdict == .fail }.count,
                    r.filter { $0.verdict == .needsReview }.count, r.filter { $0.verdict == .waived }.count,
                    r.filter { $0.verdict == .notApplicable }.count, r.filter { $0.verdict == .error }.count)
        }
    }

    /// The rules whose verdict somewhere for a scene is that a finding needs review (findings
    /// beside a failure of the same result count too).
    public func reviewRules(scene: String) -> [String] {
        ConformanceRule.all.map(\.id).filter { id in results.contains { $0.scene == scene && $0.rule == id && !$0.reviews.isEmpty } }
    }

    /// The rules that failed anywhere for a scene with a failure that is neither known (in the
    /// baseline) nor waived.
    public func failedRules(scene: String) -> [String] {
        ConformanceRule.all.map(\.id).filter { id in results.contains { $0.scene == scene && $0.rule == id && $0.verdict == .fail && !newFailures($0).isEmpty } }
    }

    /// The rules that could not be checked somewhere for a scene.
    public func erroredRules(scene: String) -> [String] {
        ConformanceRule.all.map(\.id).filter { id in results.contains { $0.scene == scene && $0.rule == id && $0.verdict == .error } }
    }
}

import InputModel

public enum Verdict: String, Hashable, Sendable, Comparable {
    case pass, fail
    case notApplicable = "n/a"

    public static func < (a: Verdict, b: Verdict) -> Bool { a.rank < b.rank }
    var rank: Int { self == .fail ? 2 : self == .pass ? 1 : 0 }
}

/// What a failure is shown with: where the input went and what came out.
public struct Evidence: Hashable, Sendable {
    /// Paths of the synthesized contacts, pointer or pen, in screen points.
    public var paths: [[Point]]
    /// The unified events and outcomes, in time order, as printed lines.
    public var timeline: [String]
    /// The synthesized device profiles used.
    public var devices: [String]
    public init(paths: [[Point]] = [], timeline: [String] = [], devices: [String] = []) {
        self.paths = paths
        self.timeline = timeline
        self.devices = devices
    }
}

/// One element that breaks a rule in one environment.
public struct Failure: Hashable, Sendable {
    public var element: String
    public var message: String
    public var evidence: Evidence?
    public init(element: String, message: String, evidence: Evidence? = nil) {
        self.element = element
        self.message = message
        self.evidence = evidence
    }
}

/// A rule's verdict in one environment for one scene.
public struct RuleResult: Hashable, Sendable {
    public var rule: String
    public var scene: String
    public var environment: HarnessEnvironment
    public var verdict: Verdict
    public var failures: [Failure]
    /// What was checked (for passes and n/a, one line).
    public var note: String

    public init(rule: String, scene: String, environment: HarnessEnvironment, verdict: Verdict, failures: [Failure] = [], note: String = "") {
        self.rule = rule
        self.scene = scene
        self.environment = environment
        self.verdict = verdict
        self.failures = failures
        self.note = note
    }
}

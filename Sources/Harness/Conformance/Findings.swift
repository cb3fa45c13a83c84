import InputModel
import TextOutput

public enum Verdict: String, Hashable, Sendable {
    case pass, fail
    case notApplicable = "n/a"
    /// What the rule asks cannot be decided from the input (a dump that cannot show a context
    /// menu, an accessibility tree that does not say what is drawn on top): neither a pass nor a
    /// fail, and each finding says what would decide it. It fails a run only with `--strict`.
    case needsReview = "needs review"
    /// Every failure (or finding that needs review) is waived by the scene, each with its reason
    /// (`waive:` in the overlay): shown as waived, never as a pass, and it does not fail the run.
    case waived
    /// The check itself could not run (its input could not be synthesized): never a pass.
    case error
}

/// How a verdict was reached.
public enum CheckMethod: String, Hashable, Sendable, CaseIterable {
    /// Measured from the scene's layout in the environment (frames, roles, hierarchy).
    case `static`
    /// Read from what the scene declares about behaviour the layout cannot show (an app's drawing
    /// or menu code is not in the scene): the verdict is only as true as the declaration.
    case declared
    /// Synthesized device input ran through the normalizers and the interaction machine, and the
    /// outcomes were inspected.
    case exercised
}

/// A measured value or a threshold, as the report shows it.
public enum Measure: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    /// A size or a point: `[30, 30]`.
    case numbers([Double])
    case text(String)
    case texts([String])
    case flag(Bool)

    /// The value in JSON.
    public var json: String {
        switch self {
        case let .number(v): return JSONLine.number(v, decimals: 1)
        case let .numbers(a): return "[" + a.map { JSONLine.number($0, decimals: 1) }.joined(separator: ",") + "]"
        case let .text(s): return JSONLine.quote(s)
        case let .texts(a): return "[" + a.map(JSONLine.quote).joined(separator: ",") + "]"
        case let .flag(b): return b ? "true" : "false"
        }
    }

    /// The value in a sentence: `30 × 30`, `cmd+p`, `[Tab, Shift-Tab]`.
    public var description: String {
        switch self {
        case let .number(v): return fmt(v)
        case let .numbers(a): return a.map(fmt).joined(separator: " × ")
        case let .text(s): return s
        case let .texts(a): return a.isEmpty ? "none" : a.joined(separator: ", ")
        case let .flag(b): return b ? "yes" : "no"
        }
    }
}

/// What a failure is shown with: the input that was synthesized and what came out.
public struct Evidence: Hashable, Sendable {
    /// Paths of the synthesized contacts, pointer or pen, in screen points.
    public var paths: [[ScreenPoint]]
    /// The unified events and outcomes, in time order, as printed lines.
    public var timeline: [String]
    /// The synthesized device profiles used.
    public var devices: [String]
    /// The outcomes the interaction machine produced for that input (all of them: the failures
    /// of one run share this array's storage).
    public var outcomes: [Outcome]
    public init(paths: [[ScreenPoint]] = [], timeline: [String] = [], devices: [String] = [], outcomes: [Outcome] = []) {
        self.paths = paths
        self.timeline = timeline
        self.devices = devices
        self.outcomes = outcomes
    }
}

/// One element that breaks a rule in one environment: what was measured against what.
public struct Failure: Hashable, Sendable {
    /// The outcomes of the evidence that name this element; all of them when none does (a
    /// missing outcome is the failure, and what happened instead is the evidence).
    public var relevantOutcomes: [Outcome] {
        guard let e = evidence else { return [] }
        let mine = e.outcomes.filter { $0.element == element }
        return mine.isEmpty ? e.outcomes : mine
    }

    public var element: String
    /// The cause in one line ("30 × 30 pt, needs 44 × 44").
    public var message: String
    public var method: CheckMethod
    public var measured: Measure?
    public var required: Measure?
    /// For exercised checks: the synthesized input and its outcomes.
    public var evidence: Evidence?
    /// Other elements the cause involves (those covering a hit target).
    public var related: [String]
    /// For a finding that needs review: what would decide it (an overlay declaration, a dump
    /// that shows it). Nil for a failure.
    public var decide: String?
    /// In the baseline (`--baseline`): a known failure, which does not fail the run.
    public var known = false
    /// The reason the scene waives this rule for this element (`waive:`); nil when not waived.
    public var waived: String?
    public init(element: String, message: String, method: CheckMethod, measured: Measure? = nil, required: Measure? = nil,
                evidence: Evidence? = nil, related: [String] = [], decide: String? = nil) {
        self.element = element
        self.message = message
        self.method = method
        self.measured = measured
        self.required = required
        self.evidence = evidence
        self.related = related
        self.decide = decide
    }
}

/// Why a rule was not judged in an environment, as a value (the result's note says it in words).
public enum NotJudged: String, Hashable, Sendable, CaseIterable {
    /// An imported scene in a window no dump shows: its layout there is unknown.
    case unseenWindow
    /// An iPhone-only app in Slide Over or Split View, where iPadOS never shows it.
    case iPhoneAppFullScreenOnly
    /// The rule is turned off in the settings.
    case turnedOff

    init(_ reason: ScenePlacement.Reason) {
        switch reason {
        case .unseenWindow: self = .unseenWindow
        case .iPhoneAppFullScreenOnly: self = .iPhoneAppFullScreenOnly
        }
    }
}

/// A rule's verdict in one environment for one scene.
public struct RuleResult: Hashable, Sendable {
    public var ruleID: RuleID
    /// The rule's id as reports spell it (`layout.hit-target`).
    public var rule: String { ruleID.rawValue }
    public var scene: String
    public var environment: HarnessEnvironment
    public var verdict: Verdict
    public var failures: [Failure]
    /// What the input cannot decide, each with what would decide it: the verdict is
    /// `needsReview` when these are all there is.
    public var reviews: [Failure] = []
    /// What was checked (for passes and n/a, one line; for errors, the reason).
    public var note: String
    /// How this result was reached in this environment (empty when not applicable).
    public var methods: [CheckMethod]
    /// For a pass: the value measured closest to the threshold, and the threshold.
    public var measured: Measure?
    public var required: Measure?
    /// For a check that ran input: the first run's input and outcomes (failures carry their own).
    public var exercise: Evidence?
    /// Why the rule was not judged here, when it was not (the verdict is then n/a).
    public var notJudged: NotJudged?

    public init(rule: RuleID, scene: String, environment: HarnessEnvironment, verdict: Verdict, failures: [Failure] = [],
                note: String = "", methods: [CheckMethod] = [], measured: Measure? = nil, required: Measure? = nil) {
        self.ruleID = rule
        self.scene = scene
        self.environment = environment
        self.verdict = verdict
        self.failures = failures
        self.note = note
        self.methods = methods
        self.measured = measured
        self.required = required
    }
}

/// A check's input could not be synthesized or run: the rule's result is an error, not a verdict.
struct ProbeError: Error, CustomStringConvertible {
    var description: String
}

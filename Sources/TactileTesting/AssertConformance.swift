import Foundation

/// Fails the running test (XCTest or Swift Testing) once for each way the screen a dump shows
/// breaks the iPad interaction guidelines: `conformance(dump:…)` with its failures recorded at the
/// caller's line. Each names the rule, the element, what was measured against what was required,
/// the environments and the guideline; a finding that needs review (what the dump cannot decide)
/// fails only when `strict`, and then says what would decide it. A check that could not run, and
/// an environment asked for that the dump does not show, fail too: nothing passes unjudged.
///
/// On a failure the HTML report (`tactile conformance --html`, the failing elements drawn over the
/// screenshot) is attached to the test where XCTest attaches files (Apple platforms), and is
/// otherwise written to a report folder whose path each failure gives (`ReportLocation`).
///
/// ```swift
/// try assertConformance(dump: app.debugDescription, overlay: overlay,
///                       screenshot: XCUIScreen.main.screenshot().pngRepresentation)
/// ```
///
/// - Throws: what `conformance(dump:…)` throws for bad input (a `TactileError` naming it); the
///   guidelines' failures are recorded, not thrown.
public func assertConformance(dump: String, overlay: String? = nil, screenshot: Data? = nil,
                              in environments: [HarnessEnvironment]? = nil, settings: ConformanceSettings = .default,
                              baseline: Baseline? = nil, strict: Bool = false, name: String? = nil, everyWindow: Bool = false,
                              dumpName: String = "dump", overlayName: String = "overlay",
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) throws {
    let check = try AppConformance(dump: dump, overlay: overlay, screenshot: screenshot, environments: environments,
                                   settings: settings, baseline: baseline, strict: strict, name: name, everyWindow: everyWindow,
                                   dumpName: dumpName, overlayName: overlayName)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let issues = ConformanceIssues(check.report, environments: check.environments).messages
    guard !issues.isEmpty else { return }
    let kept = ReportLocation.keep(html: check.html, scene: check.scene.name, at: site)
    for message in issues { TestIssue.record(message + "\n" + kept, at: site) }
}

/// The test failures a conformance report makes: one for each rule, element and cause (with every
/// environment it occurs in), one for each rule and reason a check could not run (with its
/// environments), and one for each environment asked for that no dump shows; with `strict`, one
/// for each finding that needs review.
public struct ConformanceIssues {
    public var messages: [String] = []

    public init(_ report: ConformanceReport, environments: [HarnessEnvironment]) {
        for scene in report.scenes {
            let results = report.results.filter { $0.scene == scene }
            // Failures and (strict) reviews, grouped by rule, element and cause, in report order.
            var findings = ByCause<(rule: String, finding: Failure, review: Bool)>()
            func add(_ r: RuleResult, _ f: Failure, review: Bool) {
                findings.add([r.rule, f.element, f.message, review ? "review" : "fail"], (r.rule, f, review), in: r.environment)
            }
            for r in results {
                if r.verdict == .fail { for f in report.newFailures(r) { add(r, f, review: false) } }
                if report.strict { for f in r.reviews where f.waived == nil { add(r, f, review: true) } }
            }
            for (g, environments) in findings.entries {
                messages.append(Self.message(g.rule, g.finding, review: g.review, in: environments))
            }
            // Checks that could not run, one issue for each rule and reason, in report order.
            var errors = ByCause<(rule: String, note: String)>()
            for r in results where r.verdict == .error { errors.add([r.rule, r.note], (r.rule, r.note), in: r.environment) }
            for (e, environments) in errors.entries {
                messages.append("\(e.rule) could not be checked: \(e.note) — in \(environments.map(\.description).joined(separator: ", "))")
            }
            let unseen = report.unseenEnvironments(scene: scene)
            for e in environments where unseen.contains(e) {
                let note = results.first { $0.environment == e }?.note ?? ""
                messages.append("\(scene) not judged in \(e.description): \(note)")
            }
        }
    }

    /// Items keyed by their cause, in the order first seen, each with every environment it
    /// occurs in: one issue for a cause however many environments show it.
    struct ByCause<Item> {
        private(set) var entries: [(item: Item, environments: [HarnessEnvironment])] = []
        private var index: [String: Int] = [:]

        mutating func add(_ cause: [String], _ item: Item, in environment: HarnessEnvironment) {
            let key = cause.joined(separator: "\u{1F}")
            if let i = index[key] {
                entries[i].environments.append(environment)
            } else {
                index[key] = entries.count
                entries.append((item, [environment]))
            }
        }
    }

    /// `layout.hit-target [send] 30 × 30 pt, needs 44 × 44 — measured 30 × 30, required 44 × 44
    /// (static) — in ipad-pro-11 portrait fullScreen — HIG › Adaptivity and layout`.
    static func message(_ rule: String, _ f: Failure, review: Bool, in environments: [HarnessEnvironment]) -> String {
        var parts = ["\(review ? "needs review (strict): " : "")\(rule) [\(f.element)] \(f.message)"]
        var measured = [String]()
        if let m = f.measured { measured.append("measured \(m)") }
        if let q = f.required { measured.append("required \(q)") }
        parts.append((measured.isEmpty ? "" : measured.joined(separator: ", ") + " ") + "(\(f.method.rawValue))")
        parts.append("in " + environments.map(\.description).joined(separator: ", "))
        if let guideline = ConformanceRule.named(rule)?.source { parts.append(guideline) }
        var text = parts.joined(separator: " — ")
        if review, let d = f.decide { text += "\n  to decide: \(d)" }
        return text
    }
}

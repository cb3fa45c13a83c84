import Foundation
import Testing
import TactileTesting

/// The test failures a conformance report makes (`ConformanceIssues`), on reports written here
/// by hand: one issue for each rule, element and cause with every environment it occurs in; one
/// for each rule and reason a check could not run; one for each environment asked for that no
/// dump shows. Expected texts are the format its documentation gives:
/// `rule [element] cause — measured …, required … (method) — in environments — guideline`.
@Suite struct ConformanceIssuesTests {
    let portrait = HarnessEnvironment(.iPadPro11, .portrait)
    let landscape = HarnessEnvironment(.iPadPro11, .landscape)
    let small = Failure(element: "send", message: "30 × 30 pt, needs 44 × 44", method: .static)
    /// The hit-target rule's guideline (docs/rules.md).
    let hitTargetTail = " — HIG › Adaptivity and layout › Hit targets (44 × 44 pt)"

    func failing(_ environment: HarnessEnvironment, _ failures: [Failure], rule: RuleID = .layoutHitTarget,
                 scene: String = "Inbox") -> RuleResult {
        RuleResult(rule: rule, scene: scene, environment: environment, verdict: .fail, failures: failures, methods: [.static])
    }

    /// A report of two scenes: each scene's failure is its own, in its own environment.
    @Test func eachSceneOfAReportHasItsOwnIssues() {
        let report = ConformanceReport(scenes: ["Inbox", "Compose"], environments: [portrait, landscape],
                                       results: [failing(portrait, [small], scene: "Inbox"), failing(landscape, [small], scene: "Compose")])
        #expect(ConformanceIssues(report, environments: []).messages == [
            "layout.hit-target [send] 30 × 30 pt, needs 44 × 44 — (static) — in ipad-pro-11 portrait fullScreen" + hitTargetTail,
            "layout.hit-target [send] 30 × 30 pt, needs 44 × 44 — (static) — in ipad-pro-11 landscape fullScreen" + hitTargetTail,
        ])
    }

    @Test func oneCauseInTwoEnvironmentsIsOneIssue() {
        let report = ConformanceReport(scenes: ["Inbox"], environments: [portrait, landscape],
                                       results: [failing(portrait, [small]), failing(landscape, [small])])
        #expect(ConformanceIssues(report, environments: []).messages == [
            "layout.hit-target [send] 30 × 30 pt, needs 44 × 44 — (static) — in ipad-pro-11 portrait fullScreen, ipad-pro-11 landscape fullScreen" + hitTargetTail,
        ])
    }

    /// Two causes of one element under one rule are two issues, each with its measure.
    @Test func twoCausesOfOneElementAreTwoIssues() {
        var narrow = Failure(element: "send", message: "30 pt wide, needs 44", method: .static)
        narrow.measured = .number(30)
        narrow.required = .number(44)
        let report = ConformanceReport(scenes: ["Inbox"], environments: [portrait],
                                       results: [failing(portrait, [small, narrow])])
        #expect(ConformanceIssues(report, environments: []).messages == [
            "layout.hit-target [send] 30 × 30 pt, needs 44 × 44 — (static) — in ipad-pro-11 portrait fullScreen" + hitTargetTail,
            "layout.hit-target [send] 30 pt wide, needs 44 — measured 30, required 44 (static) — in ipad-pro-11 portrait fullScreen" + hitTargetTail,
        ])
    }

    /// Two rules that fail one element in the same words are two issues, each naming its rule.
    @Test func twoRulesOnOneElementAreTwoIssues() {
        let clipped = Failure(element: "send", message: "partly outside the window", method: .static)
        let report = ConformanceReport(scenes: ["Inbox"], environments: [portrait], results: [
            failing(portrait, [clipped], rule: .layoutNoClipping),
            failing(portrait, [clipped], rule: .layoutInsetButtons),
        ])
        let messages = ConformanceIssues(report, environments: []).messages
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("layout.no-clipping [send] partly outside the window — (static) — in ipad-pro-11 portrait fullScreen — ") == true)
        #expect(messages.last?.hasPrefix("layout.inset-buttons [send] partly outside the window — (static) — in ipad-pro-11 portrait fullScreen — ") == true)
    }

    /// A finding that needs review is an issue only when the report is strict, and then apart
    /// from a failure in the same words, with what would decide it.
    @Test func reviewsAreIssuesOnlyWhenStrict() {
        let review = Failure(element: "send", message: "30 × 30 pt, needs 44 × 44", method: .static, decide: "a dump that shows its frame")
        var result = failing(portrait, [small])
        result.reviews = [review]
        var report = ConformanceReport(scenes: ["Inbox"], environments: [portrait], results: [result])
        #expect(ConformanceIssues(report, environments: []).messages.count == 1)
        report.strict = true
        #expect(ConformanceIssues(report, environments: []).messages == [
            "layout.hit-target [send] 30 × 30 pt, needs 44 × 44 — (static) — in ipad-pro-11 portrait fullScreen" + hitTargetTail,
            "needs review (strict): layout.hit-target [send] 30 × 30 pt, needs 44 × 44 — (static) — in ipad-pro-11 portrait fullScreen"
                + hitTargetTail + "\n  to decide: a dump that shows its frame",
        ])
    }

    /// A check that could not run is one issue for each rule and reason, naming every
    /// environment it could not run in.
    @Test func checksThatCouldNotRun() {
        func error(_ rule: RuleID, _ environment: HarnessEnvironment, _ note: String) -> RuleResult {
            RuleResult(rule: rule, scene: "Inbox", environment: environment, verdict: .error, note: note)
        }
        let report = ConformanceReport(scenes: ["Inbox"], environments: [portrait, landscape], results: [
            error(.pointerHoverEffect, portrait, "the check could not run: no trackpad"),
            error(.pointerHoverEffect, landscape, "the check could not run: no trackpad"),
            error(.pointerHoverEffect, landscape, "the check could not run: no window"),
            error(.pointerMagnetism, portrait, "the check could not run: no trackpad"),
        ])
        #expect(ConformanceIssues(report, environments: []).messages == [
            "pointer.hover-effect could not be checked: the check could not run: no trackpad — in ipad-pro-11 portrait fullScreen, ipad-pro-11 landscape fullScreen",
            "pointer.hover-effect could not be checked: the check could not run: no window — in ipad-pro-11 landscape fullScreen",
            "pointer.magnetism could not be checked: the check could not run: no trackpad — in ipad-pro-11 portrait fullScreen",
        ])
    }

    /// An environment asked for that no dump of the scene shows is an issue with the report's
    /// reason; one not asked for is none.
    @Test func anEnvironmentAskedForThatNoDumpShows() {
        var unseen = RuleResult(rule: .layoutHitTarget, scene: "Inbox", environment: landscape, verdict: .notApplicable,
                                note: "no imported dump shows a 1194 × 834 pt window (its layout is unknown)")
        unseen.notJudged = .unseenWindow
        let passed = RuleResult(rule: .layoutHitTarget, scene: "Inbox", environment: portrait, verdict: .pass, note: "44 × 44 pt")
        let report = ConformanceReport(scenes: ["Inbox"], environments: [portrait, landscape], results: [passed, unseen])
        #expect(ConformanceIssues(report, environments: [portrait]).messages.isEmpty)
        #expect(ConformanceIssues(report, environments: [portrait, landscape]).messages == [
            "Inbox not judged in ipad-pro-11 landscape fullScreen: no imported dump shows a 1194 × 834 pt window (its layout is unknown)",
        ])
    }
}

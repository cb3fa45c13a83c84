import XCTest
import InputModel
@testable import Harness

/// Baseline matching and waivers on both sides of each decision (docs/conformance.md, "Known
/// failures and waivers"): an entry is known when a failure of this run has its rule, scene,
/// element and environment class; it is fixed only when its scene and class ran and nothing
/// matched it; a waived failure is never known; a result whose failures are all waived while a
/// finding still needs review stays needs review.
final class BaselineMatchingTests: XCTestCase {
    let regular = HarnessEnvironment(.iPadPro11, .portrait)
    let slideOver = HarnessEnvironment(.iPadPro11, .portrait, .slideOver)

    func failure(_ element: String, waived: String? = nil) -> Failure {
        var f = Failure(element: element, message: "\(element): 24 × 24 pt, needs 44 × 44", method: .static)
        f.waived = waived
        return f
    }

    func entry(_ element: String, scene: String = "S", environment: String = "regular fullScreen",
               rule: String = "layout.hit-target") -> Baseline.Entry {
        Baseline.Entry(rule: rule, scene: scene, element: element, environment: environment)
    }

    func report(_ failures: [Failure], scenes: [String] = ["S"], environments: [HarnessEnvironment]? = nil) -> ConformanceReport {
        let envs = environments ?? [regular]
        let results = envs.map { RuleResult(rule: .layoutHitTarget, scene: "S", environment: $0, verdict: .fail, failures: failures) }
        return ConformanceReport(scenes: scenes, environments: envs, results: results)
    }

    func testTheEnvironmentClassIsTheSizeClassAndMultitaskingState() {
        XCTAssertEqual(Baseline.environmentClass(regular), "regular fullScreen")
        XCTAssertEqual(Baseline.environmentClass(slideOver), "compact slideOver")
        XCTAssertEqual(Baseline.environmentClass(HarnessEnvironment(.iPadMini, .landscape)), "regular fullScreen",
                       "the model is not in the key")
    }

    /// Known needs all four parts equal; a failure that differs in any one is new.
    func testAFailureIsKnownOnlyWhenEveryPartOfItsEntryMatches() {
        for (base, known) in [(entry("like"), true), (entry("share"), false), (entry("like", scene: "T"), false),
                              (entry("like", environment: "compact slideOver"), false),
                              (entry("like", rule: "pointer.hover-effect"), false)] {
            var r = report([failure("like")])
            r.apply(baseline: Baseline(entries: [base]), file: "b.yml")
            XCTAssertEqual(r.results[0].failures[0].known, known, base.description)
            XCTAssertEqual(r.failed, !known, base.description)
        }
    }

    /// Fixed lists an unmatched entry of a scene and class this run judged, and nothing of a scene
    /// or class it did not run (that run says nothing about them).
    func testOnlyEntriesOfScenesAndClassesThatRanCanBeFixed() {
        let entries: Set<Baseline.Entry> = [
            entry("like"),                                        // matched: known
            entry("gone"),                                        // ran, unmatched: fixed
            entry("gone", environment: "compact slideOver"),      // class not run
            entry("gone", scene: "Other"),                        // scene not run
        ]
        var r = report([failure("like")])
        r.apply(baseline: Baseline(entries: entries), file: "b.yml")
        XCTAssertEqual(r.fixed, [entry("gone")])
        XCTAssertEqual(r.baselineFile, "b.yml")

        var both = report([failure("like")], environments: [regular, slideOver])
        both.apply(baseline: Baseline(entries: entries), file: "b.yml")
        XCTAssertEqual(Set(both.fixed), [entry("gone", environment: "compact slideOver"), entry("gone")],
                       "slide over ran: its unmatched entry is fixed too")
        XCTAssertTrue(both.failed, "the like button's slide over failure is not in the baseline: new")
    }

    /// A waived failure is not matched by the baseline (the waiver is what excuses it) and is not
    /// written into a new baseline.
    func testAWaivedFailureIsNeitherKnownNorWrittenToTheBaseline() {
        var r = report([failure("like", waived: "the row takes the tap"), failure("share")])
        XCTAssertEqual(r.baselineEntries.entries, [entry("share")])
        r.apply(baseline: Baseline(entries: [entry("like"), entry("share")]), file: "b.yml")
        XCTAssertEqual(r.results[0].failures.map(\.known), [false, true])
        XCTAssertFalse(r.failed)
    }

    // MARK: waivers beside failures and reviews

    func waive(_ failures: [Failure], reviews: [Failure] = [], verdict: Verdict, waiving: [String]) -> Verdict {
        var result = RuleResult(rule: .layoutHitTarget, scene: "S", environment: regular, verdict: verdict, failures: failures)
        result.reviews = reviews
        let elements = Set((failures + reviews).map(\.element)).sorted().map { id -> SceneElement in
            var e = SceneElement(id: id, role: .button, frame: ScreenRect(x: 0, y: 0, width: 24, height: 24))
            if waiving.contains(id) { e.waive = ["layout.hit-target": "reviewed"] }
            return e
        }
        return result.waived(by: Scene(name: "S", elements: elements)).verdict
    }

    func testWaiversBesideOpenFailuresAndReviews() {
        let a = failure("a"), b = failure("b"), r = failure("r")
        XCTAssertEqual(waive([a, b], verdict: .fail, waiving: ["a", "b"]), .waived)
        XCTAssertEqual(waive([a, b], verdict: .fail, waiving: ["a"]), .fail, "one failure open")
        XCTAssertEqual(waive([a], reviews: [r], verdict: .fail, waiving: ["a"]), .needsReview,
                       "the failure waived, a review still open")
        XCTAssertEqual(waive([a], reviews: [r], verdict: .fail, waiving: ["a", "r"]), .waived)
        XCTAssertEqual(waive([a], reviews: [r], verdict: .fail, waiving: ["r"]), .fail, "the review waived, the failure open")
        XCTAssertEqual(waive([], reviews: [r], verdict: .needsReview, waiving: ["r"]), .waived)
        XCTAssertEqual(waive([], reviews: [r], verdict: .needsReview, waiving: []), .needsReview)
        XCTAssertEqual(waive([], verdict: .pass, waiving: ["a"]), .pass, "a waiver with nothing to waive changes nothing")
    }

    /// A waiver on the scene covers failures of `root` and nothing else.
    func testASceneWaiverCoversRootOnly() {
        var scene = Scene(name: "S", elements: [SceneElement(id: "a", role: .button, frame: ScreenRect(x: 0, y: 0, width: 24, height: 24))])
        scene.waive = ["layout.hit-target": "the whole scene is a prototype"]
        let root = RuleResult(rule: .layoutHitTarget, scene: "S", environment: regular, verdict: .fail, failures: [failure("root")])
        XCTAssertEqual(root.waived(by: scene).verdict, .waived)
        let element = RuleResult(rule: .layoutHitTarget, scene: "S", environment: regular, verdict: .fail, failures: [failure("a")])
        XCTAssertEqual(element.waived(by: scene).verdict, .fail)
    }
}

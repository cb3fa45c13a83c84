import XCTest
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InputModel
@testable import Harness

/// The conformance engine on the two bundled sample scenes: the well-made one passes every
/// applicable rule; the scaled-up iPhone app fails exactly the rules it was built to violate.
final class ConformanceTests: XCTestCase {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

    static func load(_ name: String) throws -> Scene {
        try SceneLoader.load(contentsOf: scenes.appendingPathComponent(name).path)
    }

    /// Two models at the ends of the range, every orientation and multitasking state:
    /// regular and compact widths, the tallest and the shortest windows. (The full matrix
    /// runs in the README's main command.)
    static let environments = ConformanceEngine.matrix.filter { $0.screen.model == .iPadPro12_9 || $0.screen.model == .iPadMini }

    /// The violations planted in Scenes/scaled-iphone.yml (see its header).
    static let planted: Set<String> = [
        "layout.hit-target", "layout.regular-width-columns", "pointer.hover-effect", "pointer.magnetism", "pointer.secondary-click",
        "keyboard.standard-shortcuts", "keyboard.no-system-conflicts", "keyboard.arrow-navigation", "layout.no-bottom-tabs-regular",
        "navigation.sidebar-regular", "drag.spring-loading",
    ]

    func testMailScenePassesEveryApplicableRule() throws {
        let report = ConformanceEngine(environments: Self.environments).run([try Self.load("mail.yml")])
        let failures = report.results.filter { $0.verdict == .fail }
        XCTAssertEqual(failures.map { "\($0.rule) \($0.environment.description): \($0.failures.map(\.message))" }, [])
        // The rules really ran: most are applicable somewhere.
        let applicable = Set(report.results.filter { $0.verdict == .pass }.map(\.rule))
        XCTAssertGreaterThanOrEqual(applicable.count, 30, "rules exercised: \(applicable.sorted())")
        XCTAssertFalse(report.failed)
    }

    func testScaledIPhoneAppFailsExactlyItsPlantedViolations() throws {
        let report = ConformanceEngine(environments: Self.environments).run([try Self.load("scaled-iphone.yml")])
        XCTAssertEqual(Set(report.failedRules(scene: "Scaled-up iPhone app")), Self.planted)
        XCTAssertTrue(report.failed)
        // Each failure names its element; those found by running input carry the synthesized
        // input paths and the outcome log (static findings, like a missing menu, have none).
        for r in report.results where r.verdict == .fail {
            XCTAssertFalse(r.failures.isEmpty)
            if ["pointer.hover-effect", "pointer.magnetism", "keyboard.no-system-conflicts"].contains(r.rule) {
                XCTAssertTrue(r.failures.allSatisfy { $0.evidence?.timeline.isEmpty == false }, "\(r.rule) has evidence")
                if r.rule != "pointer.magnetism" { // a pointer that snaps to nothing has no outcome to show
                    XCTAssertTrue(r.failures.allSatisfy { $0.evidence?.timeline.contains { $0.contains("→") } == true }, "\(r.rule) shows outcomes")
                }
            }
        }
        let tiny = report.results.filter { $0.rule == "layout.hit-target" }.flatMap(\.failures).map(\.element)
        XCTAssertEqual(Set(tiny), ["like", "share"])
        // The bottom tab bar only counts in regular width.
        let tabs = report.results.filter { $0.rule == "layout.no-bottom-tabs-regular" }
        XCTAssertTrue(tabs.filter { $0.verdict == .fail }.allSatisfy { $0.environment.horizontalSizeClass == .regular })
        XCTAssertTrue(tabs.filter { $0.environment.horizontalSizeClass == .compact }.allSatisfy { $0.verdict == .notApplicable })
    }

    /// A pass is evidence too: an exercised rule's result carries the input it ran and the
    /// outcomes that came out; a static one what it measured against what.
    func testPassesCarryWhatWasExercisedAndMeasured() throws {
        let report = ConformanceEngine(environments: [HarnessEnvironment(.iPadPro12_9, .landscape)]).run([try Self.load("mail.yml")])
        let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        let results = try XCTUnwrap(object?["results"] as? [[String: Any]])
        let hover = try XCTUnwrap(results.first { $0["rule"] as? String == "pointer.hover-effect" })
        XCTAssertEqual(hover["verdict"] as? String, "pass")
        XCTAssertEqual(hover["checked"] as? [String], ["exercised"])
        XCTAssertEqual((hover["input"] as? [String: Any])?["devices"] as? [String], ["mouse"])
        let outcomes = try XCTUnwrap(hover["outcomes"] as? [[String: Any]])
        XCTAssertTrue(outcomes.contains { $0["outcome"] as? String == "hoverBegan" && $0["effect"] as? String != "none" })
        let target = try XCTUnwrap(results.first { $0["rule"] as? String == "layout.hit-target" })
        XCTAssertEqual(target["verdict"] as? String, "pass")
        XCTAssertEqual(target["required"] as? [Double], [44, 44])
        XCTAssertEqual((target["measured"] as? [Double])?.count, 2)
        XCTAssertNil(target["input"], "a static check runs no input")
        XCTAssertTrue(report.junit.contains("input: mouse; outcomes:"))
    }

    func testFixingAViolationFixesItsRule() throws {
        var scene = try Self.load("scaled-iphone.yml")
        for i in scene.apps[0].elements.indices where ["like", "share"].contains(scene.apps[0].elements[i].id) {
            scene.apps[0].elements[i].frames[SceneLayout.defaultKey]!.width = 44
            scene.apps[0].elements[i].frames[SceneLayout.defaultKey]!.height = 44
            scene.apps[0].elements[i].frames[SceneLayout.defaultKey]!.y = 75 // clear of the list below
        }
        // Grown in place they overlap (like 16…60, share 52…96): share covers 8 pt of like.
        var overlapped = ConformanceEngine(environments: [HarnessEnvironment(.iPadPro12_9, .landscape)]).run([scene])
        let covered = overlapped.results.filter { $0.rule == "layout.hit-target" }.flatMap(\.failures)
        XCTAssertEqual(covered.map(\.element), ["like"])
        XCTAssertEqual(covered.first?.measured, .numbers([36, 44]))
        XCTAssertEqual(covered.first?.related, ["share"])
        let page = ConformanceHTML(report: overlapped, scenes: [scene]).page
        XCTAssertTrue(page.contains("class=\"rel\"><title>share (button) covers it</title>"), "the covering element is drawn")
        let share = scene.apps[0].elements.firstIndex { $0.id == "share" }!
        scene.apps[0].elements[share].frames[SceneLayout.defaultKey]!.x = 64
        overlapped = ConformanceEngine(environments: [HarnessEnvironment(.iPadPro12_9, .landscape)]).run([scene])
        XCTAssertEqual(overlapped.results.filter { $0.rule == "layout.hit-target" }.map(\.verdict), [.pass])
        let env = [HarnessEnvironment(.iPadPro12_9, .landscape)]
        let report = ConformanceEngine(environments: env).run([scene])
        XCTAssertFalse(report.failedRules(scene: scene.name).contains("layout.hit-target"))
        XCTAssertTrue(report.failedRules(scene: scene.name).contains("pointer.hover-effect"))
    }

    func testDeterministicAcrossThreadCounts() throws {
        let scenes = [try Self.load("mail.yml"), try Self.load("scaled-iphone.yml")]
        let envs = Array(Self.environments.prefix(4))
        let one = ConformanceEngine(environments: envs, maximumThreads: 1).run(scenes)
        let two = ConformanceEngine(environments: envs, maximumThreads: 2).run(scenes)
        XCTAssertEqual(one.results, two.results)
        XCTAssertEqual(one.json, two.json)
    }

    func testReportsCarryEveryRuleAndEnvironment() throws {
        let scenes = [try Self.load("scaled-iphone.yml")]
        let envs = [HarnessEnvironment(.iPadPro12_9, .landscape), HarnessEnvironment(.iPadMini, .portrait, .slideOver)]
        let report = ConformanceEngine(environments: envs).run(scenes)
        // JUnit: one test case per rule × environment, failures with messages.
        let junit = report.junit
        XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, ConformanceRule.all.count * envs.count)
        XCTAssertTrue(junit.contains("<failure message=\"like: 24 × 24 pt, needs 44 × 44\" type=\"static\">"), junit)
        XCTAssertTrue(junit.contains("measured: [24,24]\n  required: [44,44]"))
        XCTAssertTrue(junit.contains("<property name=\"checked\" value=\"exercised\"/>"))
        let xml = try XMLDocument(xmlString: junit)
        XCTAssertEqual(try xml.nodes(forXPath: "//testcase").count, ConformanceRule.all.count * envs.count)
        // JSON parses and has every result, each saying how it was checked.
        let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        let results = try XCTUnwrap(object?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, ConformanceRule.all.count * envs.count)
        XCTAssertEqual(object?["failed"] as? Bool, true)
        XCTAssertEqual(object?["generator"] as? String, "tactile conformance")
        for r in results where r["verdict"] as? String != "n/a" {
            XCTAssertFalse((r["checked"] as? [String] ?? []).isEmpty, "\(r)")
        }
        // A static failure: measured against required.
        let tiny = try XCTUnwrap(results.first { $0["rule"] as? String == "layout.hit-target" })
        let tinyFailure = try XCTUnwrap((tiny["failures"] as? [[String: Any]])?.first)
        XCTAssertEqual(tinyFailure["element"] as? String, "like")
        XCTAssertEqual(tinyFailure["checked"] as? String, "static")
        XCTAssertEqual(tinyFailure["measured"] as? [Double], [24, 24])
        XCTAssertEqual(tinyFailure["required"] as? [Double], [44, 44])
        // An exercised failure: the synthesized input (device, points) and the outcomes it produced.
        let hover = try XCTUnwrap(results.first { $0["rule"] as? String == "pointer.hover-effect" })
        let hoverFailure = try XCTUnwrap((hover["failures"] as? [[String: Any]])?.first)
        XCTAssertEqual(hoverFailure["checked"] as? String, "exercised")
        let input = try XCTUnwrap(hoverFailure["input"] as? [String: Any])
        XCTAssertEqual(input["devices"] as? [String], ["mouse"])
        XCTAssertFalse(((input["paths"] as? [[[Double]]])?.first ?? []).isEmpty, "the pointer's points")
        let outcomes = try XCTUnwrap(hoverFailure["outcomes"] as? [[String: Any]])
        XCTAssertTrue(outcomes.contains { $0["outcome"] as? String == "hoverBegan" && $0["effect"] as? String == "none" })
        XCTAssertEqual(hoverFailure["measured"] as? String, "none")
        // HTML: the failing element marked and labelled in an SVG of its environment, guidelines by name.
        let html = ConformanceHTML(report: report, scenes: scenes, examples: ["layout.hit-target": "# Breaks layout.hit-target <x>"]).page
        XCTAssertTrue(html.contains("<svg"))
        XCTAssertTrue(html.contains("class=\"hit\"><title>like (button)"))
        XCTAssertTrue(html.contains("class=\"label hitlabel\">like</text>"))
        XCTAssertTrue(html.contains("HIG › Adaptivity and layout › Hit targets (44 × 44 pt)"))
        XCTAssertTrue(html.contains("<a class=\"example\" href=\"#example-layout-hit-target\">"))
        XCTAssertTrue(html.contains("<details id=\"example-layout-hit-target\"><summary>Scenes/violations/layout.hit-target.yml</summary><pre># Breaks layout.hit-target &lt;x&gt;</pre>"))
        XCTAssertFalse(html.contains("000 §"), "no seed file numbers")
        XCTAssertTrue(html.contains("<polyline"), "synthesized input paths are drawn")
        // Terminal summary: the rule with its counts and how it was checked; the cause in one line.
        let text = report.textSummary()
        XCTAssertTrue(text.contains("layout.hit-target                    0     2       0       0     0  static  ✗"), text)
        XCTAssertTrue(text.contains("layout.hit-target [like] 24 × 24 pt, needs 44 × 44 — static"), text)
    }
}

/// Compliant designs planted into the well-made Mail scene raise no alarm.
final class ConformanceFalseAlarmTests: XCTestCase {
    static let environments = [HarnessEnvironment(.iPadPro12_9, .landscape), HarnessEnvironment(.iPadMini, .portrait),
                               HarnessEnvironment(.iPadMini, .landscape, .oneThird), HarnessEnvironment(.iPad10_2, .landscape, .half)]

    func assertPasses(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) {
        let report = ConformanceEngine(environments: Self.environments).run([scene])
        let failures = report.results.filter { $0.verdict == .fail || $0.verdict == .error }
        XCTAssertEqual(failures.map { "\($0.rule) \($0.environment.description): \($0.failures.map(\.message)) \($0.note)" }, [],
                       file: file, line: line)
    }

    func mail() throws -> Scene { try ConformanceTests.load("mail.yml") }

    func testAButtonWithTheLiftEffectIsMagnetic() throws {
        var scene = try mail()
        let i = scene.apps[0].elements.firstIndex { $0.id == "compose" }!
        scene.apps[0].elements[i].hoverEffect = .lift
        assertPasses(scene)
    }

    func testDeleteOnTheDeleteKeyIsTheStandardShortcut() throws {
        var scene = try mail()
        let i = scene.shortcuts.firstIndex { $0.action == "delete" }!
        scene.shortcuts[i].keys = KeyCombo("delete")!
        assertPasses(scene)
    }

    func testAThreeRowListAndAOneRowGridNavigateByArrows() throws {
        var scene = try mail()
        // Three rows only.
        scene.apps[0].elements.removeAll { ["row-4", "row-5", "row-6"].contains($0.id) }
        // A one-row grid of attachments in the detail pane.
        for k in 0..<3 {
            scene.apps[0].elements.append(SceneElement(
                id: "attachment-\(k)", role: .gridItem, frames: ["regular": ScreenRect(x: 440 + Double(k) * 76, y: 720 - 72, width: 70, height: 56)],
                parent: nil, pointerShape: .grab, contextMenu: ["Open", "Save"], draggable: Draggable(types: ["public.image"]),
                focus: FocusSpec(group: "attachments"), defaultAction: "open-attachment"))
        }
        let canvas = scene.apps[0].elements.firstIndex { $0.id == "annotation" }!
        scene.apps[0].elements[canvas].frames["regular"] = ScreenRect(x: 430, y: 390, width: 240, height: 250)
        assertPasses(scene)
    }

    /// drag.move-or-copy (docs/conformance.md): a drop from another app copies and a drop within
    /// the item's own container moves (HIG › Drag and drop › Move or copy). Photos and Files side
    /// by side: the picture dropped on Files' folder and within its own list, two drops, a pass;
    /// Files' folder under a picture frame that takes the drag: no drop there, a failure on it.
    func testADropFromAnotherAppMustCopy() throws {
        let env = HarnessEnvironment(.iPadPro12_9, .landscape, .half)
        let pass = try Probe(scene: Fixtures.split, environment: env).perform(.dragMoveOrCopy).result
        XCTAssertEqual(pass.verdict, .pass, "\(pass.failures)")
        XCTAssertTrue(pass.note.hasSuffix("2 drops"), pass.note)

        var covered = Fixtures.split
        covered.apps[1].elements.append(SceneElement(id: "frame-art", role: .image, frame: ScreenRect(x: 0, y: 0, width: 600, height: 1024)))
        let fail = try Probe(scene: covered, environment: env).perform(.dragMoveOrCopy).result
        XCTAssertEqual(fail.verdict, .fail)
        XCTAssertEqual(fail.failures.map(\.element), ["folder"])
        XCTAssertEqual(fail.failures.first?.message, "a drop from another app was not a copy")
        XCTAssertTrue(fail.note.hasSuffix("2 drops"), fail.note)
    }

    /// The drag checks drop at the destination's centre (`Probe.dropPoint`): a button drawn over
    /// the inbox from 2 pt below its centre leaves the centre to the inbox, and the drop lands.
    func testADropLandsAtTheDestinationsCentre() throws {
        let scene = Scene(name: "Inbox", elements: [
            SceneElement(id: "photo", role: .gridItem, frame: ScreenRect(x: 16, y: 84, width: 140, height: 140), draggable: Fixtures.image),
            SceneElement(id: "inbox", role: .container, frame: ScreenRect(x: 340, y: 84, width: 300, height: 300),
                         dropDestination: DropDestination(accepts: ["public.image"], policy: .copy)),
            SceneElement(id: "badge", role: .button, frame: ScreenRect(x: 340, y: 236, width: 300, height: 40), defaultAction: "open"),
        ])
        let result = try Probe(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape)).perform(.dragFeedback).result
        XCTAssertEqual(result.verdict, .pass, "\(result.failures.map(\.message))")
    }

    /// drag.feedback's second half asks whether a drag let go over no destination goes back; a
    /// drag that never lifted has nothing to return: a photo only the pointer lifts fails the
    /// first half (no lift, no highlight, no drop), not the second.
    func testADragThatNeverLiftedIsNotJudgedForReturning() throws {
        let scene = Scene(name: "Inbox", elements: [
            SceneElement(id: "photo", role: .gridItem, frame: ScreenRect(x: 16, y: 84, width: 140, height: 140),
                         draggable: Draggable(types: ["public.image"], input: .pointer)),
            SceneElement(id: "inbox", role: .container, frame: ScreenRect(x: 340, y: 84, width: 300, height: 300),
                         dropDestination: DropDestination(accepts: ["public.image"], policy: .copy)),
        ])
        let result = try Probe(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape)).perform(.dragFeedback).result
        XCTAssertEqual(result.verdict, .fail)
        XCTAssertEqual(result.failures.map(\.message), ["no lift when dragged to inbox", "no destination highlight when dragged to inbox",
                                                       "no drop when dragged to inbox"])
    }

    func testAnArrowShortcutLeavesFocusNavigationAlone() throws {
        var scene = try mail()
        scene.shortcuts.append(KeyShortcut(keys: KeyCombo("down")!, title: "Next Message", category: "Message", action: "nextMessage"))
        scene.shortcuts.append(KeyShortcut(keys: KeyCombo("up")!, title: "Previous Message", category: "Message", action: "previousMessage"))
        assertPasses(scene)
    }
}

/// `--explain` (docs/conformance.md, "The outputs"): the first failure of each rule with its measured
/// and required values, its devices and its timeline, at most 400 lines and then how many more.
final class ConformanceExplainTests: XCTestCase {
    func testExplainShowsTheFirstFailuresEvidence() throws {
        let scene = try ConformanceTests.load("violations/drag.feedback.yml")
        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        let result = try Probe(scene: scene, environment: env).perform(.dragFeedback).result
        XCTAssertEqual(result.verdict, .fail)
        let report = ConformanceReport(scenes: [scene.name], environments: [env], results: [result])
        let plain = report.textSummary(), explained = report.textSummary(explain: true)
        let lines = explained.split(separator: "\n").map(String.init)
        let at = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("    drag.feedback [") }, explained)
        XCTAssertTrue(lines[at + 1].hasPrefix("        measured: "), lines[at + 1])
        XCTAssertTrue(lines[at + 1].contains("   required: "), lines[at + 1])
        XCTAssertEqual(lines[at + 2], "        input: touchscreen")
        XCTAssertTrue(lines.contains { $0.hasPrefix("          0 ") && $0.contains("touch began #1 direct") }, "the unified events, with their times")
        XCTAssertTrue(lines.contains { $0.hasPrefix("        → ") && $0.contains("dragLift") }, "the outcomes")
        XCTAssertFalse(plain.contains("measured: "))
        XCTAssertFalse(plain.contains("input: touchscreen"))
    }

    func testATimelineStopsAtFourHundredLinesAndCountsTheRest() throws {
        var probe = Probe(scene: Fixtures.split, environment: HarnessEnvironment(.iPadPro12_9, .landscape, .half))
        // A drag of eight seconds: a moved touch in every frame.
        let run = try probe.run([.s(.drag(from: .element("pic"), to: .point(x: 500, y: 900), hold: 0.45, duration: 8, dwell: 0))], profile: .touchscreen)
        let lines = run.unified.count + run.outcomes.count
        XCTAssertGreaterThan(lines, 401)
        let timeline = probe.evidence(run).timeline
        XCTAssertEqual(timeline.count, 401)
        XCTAssertEqual(timeline.last, "… \(lines - 400) more lines")

        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        let failure = Failure(element: "x", message: "m", method: .exercised, evidence: Evidence(timeline: timeline, devices: ["touchscreen"]))
        let report = ConformanceReport(scenes: ["S"], environments: [env],
                                       results: [RuleResult(rule: .dragFeedback, scene: "S", environment: env, verdict: .fail, failures: [failure])])
        let shown = report.textSummary(explain: true).split(separator: "\n").filter { $0.hasPrefix("          ") || $0.hasPrefix("        → ") || $0.hasPrefix("        …") }
        XCTAssertEqual(shown.count, 401, "every line the evidence kept, the count of the rest last")
        XCTAssertEqual(shown.last.map(String.init), "        … \(lines - 400) more lines")
    }
}

/// How much of a rule's failures the reports show (docs/conformance.md, "The outputs"): the text
/// names the first three distinct failures of a rule and counts the rest; the HTML page lists
/// every one and draws the first four.
final class ReportLimitTests: XCTestCase {
    func report(failures n: Int) -> ConformanceReport {
        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        let failures = (1...n).map { Failure(element: "e\($0)", message: "too small", method: .static) }
        return ConformanceReport(scenes: ["S"], environments: [env],
                                 results: [RuleResult(rule: .layoutHitTarget, scene: "S", environment: env, verdict: .fail, failures: failures)])
    }

    func testTheTextNamesThreeFailuresOfARuleAndCountsTheRest() {
        let three = report(failures: 3).textSummary()
        XCTAssertEqual(three.split(separator: "\n").filter { $0.hasPrefix("    layout.hit-target [e") }.count, 3)
        XCTAssertFalse(three.contains("more (in"), three)
        let four = report(failures: 4).textSummary()
        XCTAssertEqual(four.split(separator: "\n").filter { $0.hasPrefix("    layout.hit-target [e") }.map { String($0.prefix(25)) },
                       ["    layout.hit-target [e1", "    layout.hit-target [e2", "    layout.hit-target [e3"])
        XCTAssertTrue(four.contains("    layout.hit-target: 1 more (in 1 environment)"), four)
    }

    /// Reviews are listed as failures are: three of a rule, then how many more and in how many
    /// environments (docs/conformance.md, "The outputs").
    func testTheTextNamesThreeReviewsOfARuleAndCountsTheRest() {
        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        var r = RuleResult(rule: .pointerSecondaryClick, scene: "S", environment: env, verdict: .needsReview)
        r.reviews = (1...4).map { Failure(element: "e\($0)", message: "cannot tell", method: .declared, decide: "declare it") }
        let text = ConformanceReport(scenes: ["S"], environments: [env], results: [r]).textSummary()
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("    pointer.secondary-click [e") }.count, 3)
        XCTAssertTrue(text.contains("    pointer.secondary-click: 1 more (in 1 environment)"), text)
    }

    /// The page's contents line: each scene with what it came to, coloured by it.
    func testTheHTMLNamesWhatEachSceneCameTo() {
        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        let review = Failure(element: "menu", message: "cannot tell", method: .static, decide: "declare it")
        var reviewed = RuleResult(rule: .pointerSecondaryClick, scene: "R", environment: env, verdict: .needsReview)
        reviewed.reviews = [review]
        let results = [RuleResult(rule: .layoutHitTarget, scene: "P", environment: env, verdict: .pass),
                       RuleResult(rule: .layoutHitTarget, scene: "F", environment: env, verdict: .fail,
                                  failures: [Failure(element: "e", message: "too small", method: .static)]),
                       reviewed]
        let page = ConformanceHTML(report: ConformanceReport(scenes: ["P", "F", "R"], environments: [env], results: results), scenes: []).page
        XCTAssertTrue(page.contains("<a href=\"#P\" class=\"pass\">P: passes every applicable rule</a>"), page)
        XCTAssertTrue(page.contains("<a href=\"#F\" class=\"fail\">F: 1 rules fail</a>"))
        XCTAssertTrue(page.contains("<a href=\"#R\" class=\"review\">R: 1 need review</a>"))
        // A rule's row links to the scene's failures where it has one (a single failure is
        // enough), to the rule's description where it has none.
        XCTAssertTrue(page.contains("<a href=\"#F-layout-hit-target\" title="), "one failure: the row links to it")
        XCTAssertTrue(page.contains("<a href=\"#rule-layout-hit-target\" title="), "a pass: the row links to the rule")
        XCTAssertTrue(page.contains("id=\"F-layout-hit-target\""), "F's failures of the rule are shown")
        XCTAssertFalse(page.contains("id=\"P-layout-hit-target\""), "P has none: another scene's failures are not its")
        // Under --strict a review fails the run (docs/conformance.md), so one is enough to mark
        // the scene failed.
        var strict = ConformanceReport(scenes: ["P", "F", "R"], environments: [env], results: results)
        strict.strict = true
        let strictPage = ConformanceHTML(report: strict, scenes: []).page
        XCTAssertTrue(strictPage.contains("<a href=\"#R\" class=\"fail\">R: 1 need review</a>"), strictPage)
    }

    /// docs/conformance.md, "The outputs": an element is labelled where a label fits, 28 × 9 px on
    /// the page or more. The 12.9-inch screen's 1366 pt are drawn 560 px wide (0.41 px a point):
    /// a caption 68.8 pt wide is 28.2 px (labelled), 67.8 pt is 27.8 px (not).
    func testTheHTMLLabelsAnElementWhereALabelFits() throws {
        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        func page(captionWidth: Double, height: Double = 44) throws -> String {
            let scene = Scene(name: "S", elements: [
                SceneElement(id: "tiny", role: .button, frame: ScreenRect(x: 700, y: 400, width: 20, height: 20), defaultAction: "go"),
                SceneElement(id: "caption", role: .label, frame: ScreenRect(x: 100, y: 400, width: captionWidth, height: height)),
            ])
            return ConformanceHTML(report: ConformanceEngine(environments: [env]).run([scene]), scenes: [scene]).page
        }
        XCTAssertTrue(try page(captionWidth: 68.8).contains(">caption</text>"))
        XCTAssertFalse(try page(captionWidth: 67.8).contains(">caption</text>"))
        // 9 px tall: 22.4 pt is 9.2 px (labelled), 21.5 pt is 8.8 px (not).
        XCTAssertTrue(try page(captionWidth: 200, height: 22.4).contains(">caption</text>"))
        XCTAssertFalse(try page(captionWidth: 200, height: 21.5).contains(">caption</text>"))
    }

    func testTheHTMLDrawsFourFailuresOfARuleAndListsEvery() {
        for (n, drawn) in [(4, 4), (5, 4)] {
            let page = ConformanceHTML(report: report(failures: n), scenes: []).page
            XCTAssertEqual(page.components(separatedBy: "<div class=\"failure\">").count - 1, n)
            XCTAssertEqual(page.components(separatedBy: "<div class=\"evidence\">").count - 1, drawn)
        }
    }
}

/// The probe's groupings and geometry, which several rules share.
final class ProbeGeometryTests: XCTestCase {
    /// Lists and grids are siblings: items grouped by parent, two or more to a group, in order.
    func testSiblingGroupsAreTwoOrMoreUnderOneParent() {
        func item(_ id: String, _ parent: String?, _ y: Double) -> SceneElement {
            SceneElement(id: id, role: .listItem, frame: ScreenRect(x: 0, y: y, width: 100, height: 40), parent: parent)
        }
        let scene = Scene(name: "S", elements: [
            SceneElement(id: "a", role: .scrollView, frame: ScreenRect(x: 0, y: 0, width: 300, height: 300)),
            SceneElement(id: "b", role: .scrollView, frame: ScreenRect(x: 300, y: 0, width: 300, height: 300)),
            item("a1", "a", 0), item("b1", "b", 0), item("a2", "a", 50), item("r1", nil, 400), item("r2", nil, 450),
        ])
        let layout = ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        let groups = Probe.siblingGroups(layout.nodes.filter { $0.element.role == .listItem })
        XCTAssertEqual(groups.map(\.container), ["a", "root"], "b has one item: no group")
        XCTAssertEqual(groups.map { $0.items.map(\.element.id) }, [["a1", "a2"], ["r1", "r2"]])
    }

    /// docs/conformance.md, "How a scene says what the rules read": a scroll view has more to show
    /// when its content exceeds its frame by more than 1 pt, down or across.
    func testMoreContentIsMoreThanAPointBeyondTheFrame() {
        func more(_ w: Double, _ h: Double, role: ElementRole = .scrollView) -> [Bool] {
            let scene = Scene(name: "S", elements: [SceneElement(id: "v", role: role, frame: ScreenRect(x: 0, y: 0, width: 300, height: 400),
                                                                 contentSize: ScreenSize(width: w, height: h))])
            let m = Probe.moreContent(ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape)).nodes[0])
            return [m.down, m.across]
        }
        XCTAssertEqual(more(300, 401), [false, false])
        XCTAssertEqual(more(300, 401.5), [true, false])
        XCTAssertEqual(more(301, 400), [false, false])
        XCTAssertEqual(more(301.5, 400), [false, true])
        XCTAssertEqual(more(600, 800, role: .container), [false, false], "only a scroll view scrolls")
    }

    /// A frame lies inside another with its edges on the other's, not a hair beyond any of them.
    func testContainsTakesEdges() {
        let outer = ScreenRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertTrue(outer.contains(outer))
        XCTAssertFalse(outer.contains(ScreenRect(x: 9.99, y: 20, width: 100, height: 50)))
        XCTAssertFalse(outer.contains(ScreenRect(x: 10, y: 19.99, width: 100, height: 50)))
        XCTAssertFalse(outer.contains(ScreenRect(x: 10, y: 20, width: 100.01, height: 50)))
        XCTAssertFalse(outer.contains(ScreenRect(x: 10, y: 20, width: 100, height: 50.01)))
    }
}

/// A check whose input cannot be synthesized is an error in the report, never a silent n/a.
final class ConformanceErrorTests: XCTestCase {
    func testAnInputThatCannotBeSynthesizedThrows() throws {
        let scene = try ConformanceTests.load("mail.yml")
        var probe = Probe(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        XCTAssertThrowsError(try probe.run([.s(.tap(.element("no-such-element"), count: 1, fingers: 1))], profile: .touchscreen)) { error in
            XCTAssertTrue("\(error)".contains("could not be synthesized"), "\(error)")
            XCTAssertTrue("\(error)".contains("no-such-element"), "\(error)")
        }
    }

    func testAnErrorResultFailsTheReportAndIsShown() throws {
        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        let results = ConformanceRule.all.map { rule in
            rule.id == "pointer.scroll"
                ? RuleResult(rule: rule.ruleID, scene: "S", environment: env, verdict: .error, note: "the check could not run: no trackpad")
                : RuleResult(rule: rule.ruleID, scene: "S", environment: env, verdict: .notApplicable)
        }
        let report = ConformanceReport(scenes: ["S"], environments: [env], results: results)
        XCTAssertTrue(report.failed)
        XCTAssertEqual(report.erroredRules(scene: "S"), ["pointer.scroll"])
        XCTAssertTrue(report.textSummary().contains("S — ERROR"))
        XCTAssertTrue(report.textSummary().contains("pointer.scroll — the check could not run: no trackpad"))
        XCTAssertTrue(report.junit.contains("<error message=\"the check could not run: no trackpad\"/>"))
        XCTAssertTrue(report.json.contains("\"rule\":\"pointer.scroll\",\"verdict\":\"error\""))
        XCTAssertTrue(ConformanceHTML(report: report, scenes: []).page.contains("could not be checked: the check could not run: no trackpad"))
    }
}

/// Single rules on small scenes: the thresholds they measure against.
final class ConformanceRuleTests: XCTestCase {
    func verdicts(_ rule: String, _ scene: Scene, _ envs: [HarnessEnvironment]) -> [Verdict] {
        envs.map { env in ConformanceEngine.check(scene, in: env).first { $0.rule == rule }!.verdict }
    }

    /// Home-button iPads: 20-pt status bar, no bottom inset; the others 24 pt and 20 pt.
    func testSafeAreasFollowTheModel() {
        let homeButton = HarnessEnvironment(.iPad10_2, .portrait), faceID = HarnessEnvironment(.iPadPro11, .portrait)
        XCTAssertEqual(homeButton.safeAreaInsets, SafeAreaInsets(top: 20, bottom: 0))
        XCTAssertEqual(faceID.safeAreaInsets, SafeAreaInsets(top: 24, bottom: 20))
        XCTAssertEqual(HarnessEnvironment(.iPadMini, .landscape).safeAreaInsets, SafeAreaInsets(top: 24, bottom: 20))
        // A title 21 pt from the top: below the status bar of a Home-button iPad only.
        let title = Scene(name: "t", elements: [SceneElement(id: "title", role: .label, frame: ScreenRect(x: 16, y: 21, width: 200, height: 30))])
        XCTAssertEqual(verdicts("layout.no-clipping", title, [homeButton, faceID]), [.pass, .fail])
        // A footer ending 10 pt above the bottom: clear of nothing but on a Home-button iPad.
        var footer = SceneElement(id: "footer", role: .label, frame: ScreenRect(x: 16, y: 10, width: 200, height: 30))
        footer.pin = .bottom
        XCTAssertEqual(verdicts("layout.no-clipping", Scene(name: "f", elements: [footer]), [homeButton, faceID]), [.pass, .fail])
        let failure = ConformanceEngine.check(Scene(name: "f", elements: [footer]), in: faceID).first { $0.rule == "layout.no-clipping" }!.failures[0]
        XCTAssertTrue(failure.message.contains("bottom 20 pt on ipad-pro-11"), failure.message)
    }

    /// Neighbours overlapping by a rounded half point are not cover; by 2 pt they are.
    func testOverlapsOfHalfAPointAreRounding() {
        func scene(overlap: Double) -> Scene {
            Scene(name: "o", elements: [
                SceneElement(id: "a", role: .button, frame: ScreenRect(x: 100, y: 100, width: 44, height: 44)),
                SceneElement(id: "b", role: .button, frame: ScreenRect(x: 144 - overlap, y: 100, width: 44, height: 44)),
            ])
        }
        let env = [HarnessEnvironment(.iPadPro12_9, .landscape)]
        XCTAssertEqual(verdicts("layout.hit-target", scene(overlap: 0.5), env), [.pass])
        let covered = ConformanceEngine.check(scene(overlap: 2), in: env[0]).first { $0.rule == "layout.hit-target" }!
        XCTAssertEqual(covered.failures.map(\.element), ["a"])
        XCTAssertEqual(covered.failures.first?.measured, .numbers([42, 44]))
    }

    /// A trackpad probe reaches an element far from where the pointer starts (here 600 pt below
    /// the centre of a 13-inch iPad in portrait): the finger re-grips at the pad's edge, and the
    /// click used to come before the pointer arrived, opening the menu of the row above.
    func testTheTrackpadReachesTheFarEndOfALargeScreen() {
        let scene = Scene(name: "far", elements: [
            SceneElement(id: "near", role: .listItem, frame: ScreenRect(x: 200, y: 1230, width: 400, height: 44), contextMenu: ["Open"]),
            SceneElement(id: "far", role: .listItem, frame: ScreenRect(x: 200, y: 1276, width: 400, height: 44), contextMenu: ["Open"]),
        ])
        let env = HarnessEnvironment(.iPadAir13, .portrait)
        let result = ConformanceEngine.check(scene, in: env).first { $0.rule == "pointer.secondary-click" }!
        XCTAssertEqual(result.verdict, .pass, "\(result.failures.map { "\($0.element): \($0.message)" })")
    }

    /// The tilt half judges the samples drawn while touching: a canvas that ignores tilt fails it.
    func testACanvasIgnoringTiltFails() {
        let env = [HarnessEnvironment(.iPadPro12_9, .landscape)]
        func canvas(_ caps: CanvasCapabilities) -> Scene {
            Scene(name: "c", elements: [SceneElement(id: "sketch", role: .canvas, frame: ScreenRect(x: 0, y: 80, width: 900, height: 600), canvas: caps)])
        }
        XCTAssertEqual(verdicts("pencil.pressure-tilt", canvas(CanvasCapabilities()), env), [.pass])
        let result = ConformanceEngine.check(canvas(CanvasCapabilities(usesTilt: false)), in: env[0]).first { $0.rule == "pencil.pressure-tilt" }!
        XCTAssertEqual(result.verdict, .fail)
        XCTAssertEqual(result.failures.map(\.message).filter { $0.contains("ignores tilt") }.count, 1, "\(result.failures.map(\.message))")
        XCTAssertEqual(result.failures.filter { $0.message.contains("ignores force") }.count, 0)
        // The sweeps as docs/conformance.md gives them (pencil.pressure-tilt).
        XCTAssertTrue(result.failures[0].message.hasSuffix("over a stroke from upright to 50° tilt at force 0.5"), result.failures[0].message)
        let forceless = ConformanceEngine.check(canvas(CanvasCapabilities(usesForce: false)), in: env[0]).first { $0.rule == "pencil.pressure-tilt" }!
        XCTAssertEqual(forceless.failures.count, 1)
        XCTAssertTrue(forceless.failures[0].message.hasPrefix("stroke width ignores force: "), forceless.failures[0].message)
        XCTAssertTrue(forceless.failures[0].message.hasSuffix("over a stroke from force 0.1 to 0.9"), forceless.failures[0].message)
    }

    /// ⌘P and ⌘W mean Print and Close: bound to Pin and Wrap they fail; titled for their action they pass.
    func testAStandardCombinationMeansWhatTheTableSays() {
        let env = [HarnessEnvironment(.iPadPro12_9, .landscape)]
        func scene(_ shortcuts: [KeyShortcut]) -> Scene {
            Scene(name: "s", elements: [SceneElement(id: "text", role: .label, frame: ScreenRect(x: 0, y: 80, width: 900, height: 600))], shortcuts: shortcuts)
        }
        let repurposed = scene([KeyShortcut(keys: KeyCombo("cmd+p")!, title: "Pin", category: "Note", action: "pin"),
                                KeyShortcut(keys: KeyCombo("cmd+w")!, title: "Wrap Lines", category: "View", action: "wrap")])
        let result = ConformanceEngine.check(repurposed, in: env[0]).first { $0.rule == "keyboard.standard-shortcuts" }!
        XCTAssertEqual(result.failures.map(\.message), ["cmd+p is the standard Print shortcut; here it is \"Pin\"",
                                                       "cmd+w is the standard Close shortcut; here it is \"Wrap Lines\""])
        let meant = scene([KeyShortcut(keys: KeyCombo("cmd+p")!, title: "Print Note", category: "File"),
                           KeyShortcut(keys: KeyCombo("cmd+w")!, title: "Close Window", category: "File", action: "closeWindow")])
        XCTAssertEqual(verdicts("keyboard.standard-shortcuts", meant, env), [.pass])
    }
}

/// The catalog holds every rule id once: an id added to `RuleID` without its text and guidelines,
/// or listed twice, is caught here (a rule without a check does not compile).
final class RuleCatalogTests: XCTestCase {
    func testEveryRuleIDHasOneCatalogEntry() {
        XCTAssertEqual(ConformanceRule.all.map(\.ruleID), RuleID.allCases)
        XCTAssertEqual(ConformanceRule.named("drag.source")?.ruleID, .dragSource)
        XCTAssertTrue(ConformanceRule.all.allSatisfy { !$0.rule.isEmpty && !$0.guidelines.isEmpty && !$0.methods.isEmpty })
    }

    /// A check hands back its verdict and the runs it made; the probe it ran on is left as it was.
    /// Mail's rows are draggable: drag.source lifts one (a run); layout.hit-target reads frames only.
    func testACheckReturnsItsResultAndItsRuns() throws {
        let probe = Probe(scene: try ConformanceTests.load("mail.yml"), environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        let drag = try probe.perform(.dragSource)
        XCTAssertEqual(drag.result.rule, "drag.source")
        XCTAssertFalse(drag.runs.isEmpty)
        XCTAssertTrue(drag.runs.contains { !$0.outcomes(.dragLift).isEmpty }, "a row lifted")
        XCTAssertTrue(probe.runs.isEmpty, "the probe itself made no run")
        let hit = try probe.perform(.layoutHitTarget)
        XCTAssertEqual(hit.result.rule, "layout.hit-target")
        XCTAssertEqual(hit.runs.count, 0)
    }
}

import XCTest
import InputModel
@testable import Harness

/// Outcome patterns, ordered and unordered matching, times and absent, the failure report, and
/// expectation files with line-numbered errors.
final class ExpectationTests: XCTestCase {
    let log = [
        Outcome(t: 0.10, element: "send", .hoverBegan(.init(effect: .highlight, input: .pointer, shape: .automatic))),
        Outcome(t: 0.13, element: "send", .tap(count: 1, input: .touch)),
        Outcome(t: 0.40, element: "send", .tap(count: 2, input: .touch)),
        Outcome(t: 0.90, element: "list", .scroll(dx: 0, dy: -12.5, phase: .began, scrollType: .continuous)),
    ]

    func testStrictOrderComparesOnlyNamedKinds() {
        let ok = Expectations([
            OutcomePattern(.tap, element: "send", at: 0.13, ["count": .int(1)]),
            OutcomePattern(.tap, element: "send", ["count": .int(2)]),
        ])
        XCTAssertNil(ok.check(log), "hover and scroll are not compared")
        let missingSecond = Expectations([OutcomePattern(.tap, element: "send")])
        let m = missingSecond.check(log)
        XCTAssertEqual(m?.problems, ["first divergence: unexpected `0.4 tap send count=2 input=touch` after the last expected outcome"])
    }

    func testFirstDivergenceIsMarked() throws {
        let e = Expectations([
            OutcomePattern(.tap, element: "send", ["count": .int(1)]),
            OutcomePattern(.tap, element: "send", ["count": .int(3)]),
        ])
        let m = try XCTUnwrap(e.check(log))
        XCTAssertEqual(m.problems.count, 1)
        XCTAssertTrue(m.problems[0].contains("expected #2 `tap element=send count=3`"), m.problems[0])
        XCTAssertTrue(m.problems[0].contains("got `0.4 tap send count=2 input=touch`"), m.problems[0])
        let lines = m.details.components(separatedBy: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("  >") }, ["  > 2 tap element=send count=3", "  > 2 0.4 tap send count=2 input=touch"])
    }

    func testTimeTolerance() {
        XCTAssertNil(Expectations([OutcomePattern(.tap, at: 0.14, [:])], order: .any, tolerance: 0.02).check(log))
        XCTAssertNotNil(Expectations([OutcomePattern(.tap, at: 0.16, [:])], order: .any, tolerance: 0.02).check(log))
        var p = OutcomePattern(.tap, at: 0.16, [:])
        p.tolerance = 0.05
        XCTAssertNil(Expectations([p], order: .any, tolerance: 0.02).check(log), "a pattern's own tolerance wins")
        // Strict: the second tap (0.4 s) is outside a 0.14 ± 0.02 pattern repeated 1+ times.
        XCTAssertNotNil(Expectations([OutcomePattern(.tap, at: 0.14, [:], times: .atLeast(1))]).check(log))
    }

    func testTimesAndRanges() {
        XCTAssertNil(Expectations([OutcomePattern(.tap, [:], times: .exactly(2))]).check(log))
        XCTAssertNotNil(Expectations([OutcomePattern(.tap, [:], times: .exactly(3))]).check(log))
        XCTAssertNil(Expectations([OutcomePattern(.tap, [:], times: .atLeast(1))]).check(log))
        let inRange = OutcomePattern(.scroll, fields: ["dy": .range(min: -20, max: -10)])
        XCTAssertNil(Expectations([inRange]).check(log))
        let outOfRange = OutcomePattern(.scroll, fields: ["dy": .range(min: -10, max: nil)])
        XCTAssertNotNil(Expectations([outOfRange]).check(log))
        XCTAssertNotNil(Expectations([OutcomePattern(.scroll, ["dy": .int(-12)])]).check(log), "-12 is not -12.5")
        XCTAssertNil(Expectations([OutcomePattern(.scroll, ["dy": .double(-12.5)])]).check(log))
        XCTAssertNotNil(Expectations([OutcomePattern(.scroll, ["missing": .string("x")])]).check(log), "an absent field never matches")
    }

    func testAnyOrderAndAbsent() throws {
        let e = Expectations([
            OutcomePattern(.scroll, element: "list", [:]),
            OutcomePattern(.tap, ["count": .int(2)]),
            OutcomePattern(.tap, ["count": .int(1)]),
        ], order: .any, absent: [OutcomePattern(.longPress)])
        XCTAssertNil(e.check(log))
        var bad = e
        bad.absent = [OutcomePattern(.hoverBegan)]
        let m = try XCTUnwrap(bad.check(log))
        XCTAssertEqual(m.problems, ["absent hoverBegan occurred 1×"])
        var unmet = e
        unmet.outcomes.append(OutcomePattern(.drop))
        XCTAssertEqual(unmet.check(log)?.problems, ["expected 1 × `drop`, found 0"])
    }

    func testLongLogsAreElidedAroundTheDivergence() throws {
        let many = (0..<500).map { Outcome(t: Timestamp(microseconds: Int64($0) * 10_000), .tap(count: $0 == 300 ? 9 : 1, input: .touch)) }
        let m = try XCTUnwrap(Expectations([OutcomePattern(.tap, ["count": .int(1)], times: .atLeast(1))]).check(many))
        XCTAssertTrue(m.details.contains("> 301 3 tap root count=9 input=touch"), m.details)
        XCTAssertLessThan(m.details.components(separatedBy: "\n").count, 100)
    }

    // MARK: Files

    func testFileFormat() throws {
        let f = try ExpectationFile.parse("""
        scene: ../scenes/mail.yml
        environment: {model: ipad-pro-11, orientation: portrait, multitasking: full}
        settings: {tapToClick: false, pencilPreferredTapAction: showColorPalette}
        order: any
        tolerance: 0.05
        outcomes:
          - {outcome: tap, element: send, count: 1, at: 0.13}
          - {outcome: scroll, dy: {max: -10}, times: 2+}
          - {outcome: drop, items: [a, b], operation: "copy", shown: true}
        absent: [dropForbidden, {outcome: tap, element: delete}]
        """, file: Corpus.path("expect/inline.expect.yml"))
        XCTAssertEqual(f.scene?.name, "mail")
        XCTAssertEqual(f.environment.screen, ScreenModel(model: .iPadPro11, orientation: .portrait))
        XCTAssertEqual(f.environment.multitasking, .fullScreen)
        XCTAssertFalse(f.environment.settings.tapToClick)
        XCTAssertEqual(f.environment.settings.pencilPreferredTapAction, .showColorPalette)
        let e = f.expectations
        XCTAssertEqual(e.order, .any)
        XCTAssertEqual(e.tolerance, 0.05)
        XCTAssertEqual(e.outcomes[0], OutcomePattern(.tap, element: "send", at: 0.13, fields: ["count": .equals(.int(1))], line: 7))
        XCTAssertEqual(e.outcomes[1].times, .atLeast(2))
        XCTAssertEqual(e.outcomes[1].fields["dy"], .range(min: nil, max: -10))
        XCTAssertEqual(e.outcomes[2].fields, ["items": .equals(.strings(["a", "b"])), "operation": .equals(.string("copy")),
                                              "shown": .equals(.bool(true))])
        XCTAssertEqual(e.absent.map(\.kind), [.dropForbidden, .tap])
        XCTAssertEqual(e.absent[1].element, "delete")
    }

    func testEnvironmentAsWords() throws {
        let f = try ExpectationFile.parse("environment: ipad-mini landscape slideOver\nabsent: [tap]\n")
        XCTAssertEqual(f.environment.screen.model, .iPadMini)
        XCTAssertEqual(f.environment.multitasking, .slideOver)
    }

    func testErrorsNameFileAndLine() {
        let cases: [(String, Int, String)] = [
            ("outcomes:\n  - {outcome: tapp}\n", 2, "outcomes.outcome: unknown value 'tapp'"),
            ("order: sorted\noutcomes: [{outcome: tap}]\n", 1, "order: unknown value 'sorted'"),
            ("outcomes:\n  - {outcome: tap}\n  - {element: x}\n", 3, "outcomes: missing 'outcome'"),
            ("outcomes:\n  - {outcome: tap, times: many}\n", 2, "outcomes.times: expected a count"),
            ("outcomes:\n  - {outcome: tap, dy: {min: 3, max: 1}}\n", 2, "outcomes.dy: min is above max"),
            ("outcome:\n  - {outcome: tap}\n", 1, "expectations: unknown key 'outcome'"),
            ("tolerance: -1\noutcomes: [{outcome: tap}]\n", 1, "tolerance: must not be negative"),
            ("environment: {model: ipad-max}\nabsent: [tap]\n", 1, "environment.model: unknown value 'ipad-max'"),
            ("settings: {tapToClick: maybe}\nabsent: [tap]\n", 1, "settings.tapToClick: expected true or false"),
            ("scene: nowhere.yml\nabsent: [tap]\n", 1, "scene: no such file"),
            ("order: any\n", 1, "give `outcomes`, `absent` or both"),
            ("outcomes: [\n", 2, "syntax error"),
        ]
        for (text, line, reason) in cases {
            XCTAssertThrowsError(try ExpectationFile.parse(text, file: "t.expect.yml"), reason) { error in
                let e = error as? TactileError
                XCTAssertEqual(e?.kind, .badInput, reason)
                XCTAssertEqual(e?.file, "t.expect.yml", reason)
                XCTAssertEqual(e?.line, line, "\(reason): \(e?.description ?? "")")
                XCTAssertTrue(e?.reason.contains(reason) == true, "\(e?.reason ?? "nil") lacks \(reason)")
            }
        }
    }

    func testEnvironmentSpecWords() throws {
        let env = try EnvironmentSpec.parse("ipad-pro-11,portrait,half")
        XCTAssertEqual(env.screen, ScreenModel(model: .iPadPro11, orientation: .portrait))
        XCTAssertEqual(env.multitasking, .half)
        XCTAssertThrowsError(try EnvironmentSpec.parse("ipad-pro-11 sideways")) { error in
            XCTAssertEqual((error as? TactileError)?.kind, .usage)
        }
    }
}

import XCTest
import InputModel
@testable import Harness

/// The failure report of an expectation set, line by line, as docs/replay.md ("Expectations in
/// tests") describes it: the `✗` problems, the numbered patterns with the divergence marked,
/// the actual outcomes of the kinds named, `(end)` and `(none)`, the unordered form with each
/// pattern's count, absent occurrences, and how a long list is cut around the divergence.
final class OutcomeMismatchReportTests: XCTestCase {
    func tap(_ t: Double, _ count: Int = 1, on element: String = "root") -> Outcome {
        Outcome(t: Timestamp(seconds: t), element: element, .tap(count: count, input: .touch))
    }

    /// The report docs/replay.md shows, word for word (read from the doc): a drag that lifted
    /// and was then cancelled, against a lift and a drop. The cancel is of a kind no pattern
    /// names, so the drop gets nothing.
    func testTheDocumentedFailureReadsAsShown() throws {
        let doc = try String(contentsOfFile: TactileProcess.root + "/docs/replay.md", encoding: .utf8)
        let after = try XCTUnwrap(doc.range(of: "A failure reads:\n\n```\n"))
        let end = try XCTUnwrap(doc.range(of: "\n```", range: after.upperBound..<doc.endIndex))
        let shown = String(doc[after.upperBound..<end.lowerBound])
        let log = [
            Outcome(t: 0.325, element: "row1", .dragLift(items: ["row1"])),
            Outcome(t: 0.325, element: "inbox", .dropTargetEntered(operation: .move)),
            Outcome(t: 0.7, element: "inbox", .dropTargetExited),
            Outcome(t: 1.108333, element: "row1", .dragCancelled(items: ["row1"])),
            Outcome(t: 1.2, element: "row1", .tap(count: 1, input: .touch)),
        ]
        var lift = OutcomePattern(.dragLift, element: "row1", at: 0.325, ["items": .strings(["row1"]), "count": .int(1)])
        lift.line = 7
        var drop = OutcomePattern(.drop, element: "archive", ["operation": .string("copy")])
        drop.line = 8
        let m = try XCTUnwrap(Expectations([lift, drop]).check(log))
        XCTAssertEqual(m.description, shown)
    }

    /// A pattern of `times: 3` that matched twice: the third is what it got, marked in both lists.
    func testAPartlyMatchedPatternSaysHowManyAndWhatCameNext() throws {
        let log = [tap(0.1), tap(0.2), tap(0.3, 2), tap(0.4)]
        let m = try XCTUnwrap(Expectations([OutcomePattern(.tap, ["count": .int(1)], times: .exactly(3))]).check(log))
        XCTAssertEqual(m.problems, ["first divergence: expected #1 `tap count=1 ×3` (2 of 3 matched), got `0.3 tap root count=2 input=touch`"])
        XCTAssertEqual(m.details, """
        expected (order: strict, tolerance 0.02 s):
          > 1 tap count=1 ×3
        actual (tap; 4 outcomes in all):
            1 0.1 tap root count=1 input=touch
            2 0.2 tap root count=1 input=touch
          > 3 0.3 tap root count=2 input=touch
            4 0.4 tap root count=1 input=touch
        """)
    }

    /// An outcome after the last pattern: `(end)` is the divergent pattern; the kinds named are
    /// listed once each, in the order the patterns first name them.
    func testAnOutcomeAfterTheLastPatternMarksTheEndOfTheExpected() throws {
        let log = [tap(0.1), Outcome(t: 0.2, element: "a", .dropForbidden), tap(0.3, 2), tap(0.5, 3)]
        let e = Expectations([OutcomePattern(.tap, [:]), OutcomePattern(.dropForbidden, element: "a"), OutcomePattern(.tap, ["count": .int(2)])])
        let m = try XCTUnwrap(e.check(log))
        XCTAssertEqual(m.problems, ["first divergence: unexpected `0.5 tap root count=3 input=touch` after the last expected outcome"])
        XCTAssertEqual(m.details, """
        expected (order: strict, tolerance 0.02 s):
            1 tap
            2 dropForbidden element=a
            3 tap count=2
          > (end)
        actual (tap, dropForbidden; 4 outcomes in all):
            1 0.1 tap root count=1 input=touch
            2 0.2 dropForbidden a
            3 0.3 tap root count=2 input=touch
          > 4 0.5 tap root count=3 input=touch
        """)
    }

    /// Ten patterns: numbers right-aligned to two columns; nothing happened: `(none)`, then `(end)`.
    func testNumbersAlignAndAnEmptyLogIsNone() throws {
        let patterns = (1...10).map { OutcomePattern(.tap, ["count": .int($0)]) }
        let m = try XCTUnwrap(Expectations(patterns, tolerance: 0.05).check([]))
        XCTAssertEqual(m.problems, ["first divergence: expected #1 `tap count=1`, got nothing (no more outcomes)"])
        XCTAssertEqual(m.details, """
        expected (order: strict, tolerance 0.05 s):
          >  1 tap count=1
             2 tap count=2
             3 tap count=3
             4 tap count=4
             5 tap count=5
             6 tap count=6
             7 tap count=7
             8 tap count=8
             9 tap count=9
            10 tap count=10
        actual (tap; 0 outcomes in all):
            (none)
          > (end)
        """)
    }

    /// Any order: every pattern with its count found, `>` on those whose count is wrong, then
    /// every outcome (also those of kinds no pattern names), numbered to their own width.
    func testUnorderedReportCountsEachPattern() throws {
        var patterns = (1...9).map { OutcomePattern(.tap, ["count": .int($0)], times: .exactly(0)) }
        patterns[1].times = .exactly(1)
        patterns.append(OutcomePattern(.dropForbidden, times: .atLeast(2)))
        let log = (1...10).map { i in i == 10 ? Outcome(t: 1.0, .dropForbidden) : tap(Double(i) / 10, i == 2 ? 2 : 5) }
        let m = try XCTUnwrap(Expectations(patterns, order: .any).check(log))
        XCTAssertEqual(m.problems, ["expected 0 × `tap count=5 ×0`, found 8", "expected 2+ × `dropForbidden ×2+`, found 1"])
        XCTAssertEqual(m.details, """
        expected (order: any, tolerance 0.02 s):
             1 tap count=1 ×0: 0 found
             2 tap count=2: 1 found
             3 tap count=3 ×0: 0 found
             4 tap count=4 ×0: 0 found
          >  5 tap count=5 ×0: 8 found
             6 tap count=6 ×0: 0 found
             7 tap count=7 ×0: 0 found
             8 tap count=8 ×0: 0 found
             9 tap count=9 ×0: 0 found
          > 10 dropForbidden ×2+: 1 found
        actual (10 outcomes):
             1 0.1 tap root count=5 input=touch
             2 0.2 tap root count=2 input=touch
             3 0.3 tap root count=5 input=touch
             4 0.4 tap root count=5 input=touch
             5 0.5 tap root count=5 input=touch
             6 0.6 tap root count=5 input=touch
             7 0.7 tap root count=5 input=touch
             8 0.8 tap root count=5 input=touch
             9 0.9 tap root count=5 input=touch
            10 1 dropForbidden root
        """)
    }

    /// An absent pattern that occurred: its line, and its occurrences with the first marked.
    func testAbsentOccurrencesAreListed() throws {
        var absent = OutcomePattern(.tap, element: "delete")
        absent.line = 4
        let log = [tap(0.1, on: "delete"), tap(0.2), tap(0.3, 2, on: "delete")]
        let m = try XCTUnwrap(Expectations([], order: .any, absent: [absent]).check(log))
        XCTAssertEqual(m.problems, ["absent tap element=delete (line 4) occurred 2×"])
        XCTAssertEqual(m.details, """
        occurrences of absent tap element=delete:
          > 1 0.1 tap delete count=1 input=touch
            2 0.3 tap delete count=2 input=touch
        """)
    }

    /// The listed numbers of a report of `count` taps whose `mark`-th (1-based) diverges: the
    /// rows' numbers and the `…` rows as 0.
    func listed(count: Int, divergingAt mark: Int?) throws -> [Int] {
        let log = (1...count).map { tap(Double($0) / 100, $0 == mark ? 2 : 1) }
        let m = try XCTUnwrap(Expectations([OutcomePattern(.tap, ["count": .int(1)], times: .atLeast(count + 1))]).check(log))
        let actual = m.details.components(separatedBy: "\n").drop { !$0.hasPrefix("actual") }.dropFirst()
        return actual.compactMap { row in
            if row == "     …" { return 0 }
            let words = row.dropFirst(4).split(separator: " ")
            return words.first.flatMap { Int($0) }
        }
    }

    /// Up to 60 outcomes are all listed; 61 keep the first 15 and the last 15, and around the
    /// divergence the 15 before it, it and the 14 after; each gap is one `…`.
    func testLongListsKeepBothEndsAndTheDivergence() throws {
        XCTAssertEqual(try listed(count: 60, divergingAt: nil), Array(1...60))
        XCTAssertEqual(try listed(count: 40, divergingAt: nil), Array(1...40))
        XCTAssertEqual(try listed(count: 61, divergingAt: nil), Array(1...15) + [0] + Array(47...61))
        // The divergence at 31: 16…30 before it, 32…45 after it, then a gap to the last 15.
        XCTAssertEqual(try listed(count: 100, divergingAt: 31), Array(1...45) + [0] + Array(86...100))
        XCTAssertEqual(try listed(count: 100, divergingAt: 50), Array(1...15) + [0] + Array(35...64) + [0] + Array(86...100))
    }

    /// How a pattern describes itself: fields in alphabetical order, a range by its bounds
    /// (either open), the time with its tolerance, and `×n` only when not once.
    func testAPatternsDescription() {
        let fields: [String: FieldMatch] = ["phase": .equals(.string("changed")), "dy": .range(min: -20, max: -10),
                                            "dx": .range(min: nil, max: 3), "count": .range(min: 1, max: nil),
                                            "items": .equals(.strings(["a", "b"])), "animated": .equals(.bool(true))]
        var p = OutcomePattern(.scroll, element: "list", at: 0.5, tolerance: 0.1, fields: fields, times: .atLeast(2))
        XCTAssertEqual(p.describe(tolerance: 0.02),
                       "scroll element=list animated=true count=1… dx=…3 dy=-20…-10 items=[a,b] phase=changed at=0.5±0.1 ×2+")
        p.tolerance = nil
        p.times = .exactly(3)
        XCTAssertEqual(p.describe(tolerance: 0.02),
                       "scroll element=list animated=true count=1… dx=…3 dy=-20…-10 items=[a,b] phase=changed at=0.5±0.02 ×3")
        XCTAssertEqual(OutcomePattern(.tap).describe(tolerance: 0.02), "tap")
    }

    /// The tolerance given to the initializer is the pattern's own, over the expectations'.
    func testThePatternsOwnToleranceFromItsInitializer() {
        let p = OutcomePattern(.tap, at: 0.16, tolerance: 0.05)
        XCTAssertEqual(p.tolerance, 0.05)
        XCTAssertTrue(p.matches(tap(0.12), tolerance: 0.02), "0.04 from 0.16: within its own 0.05")
        XCTAssertFalse(p.matches(tap(0.10), tolerance: 0.02), "0.06 from 0.16")
    }
}

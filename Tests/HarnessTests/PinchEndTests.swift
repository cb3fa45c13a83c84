import XCTest
import InputModel
@testable import Harness

/// How long a two-finger pinch lasts, on cases written from Apple's documentation: two fingers on
/// the photo grid of `Fixtures.photos` spread from 100 to 200 pt apart, then lift.
///
/// The source, quoted: UIPinchGestureRecognizer: "The gesture is continuous. It begins when the
/// two touches have moved enough to be considered a pinch gesture. The gesture changes when a
/// finger moves (with both fingers remaining pressed). The gesture ends when both fingers lift
/// from the view."
final class PinchEndTests: XCTestCase {
    /// Fingers 1 and 2 at 300 and 400 pt, spread to 250 and 450 pt by 0.3 s.
    static let spread: [UnifiedEvent] = [S.down(0, id: 1, 300, 500), S.down(0.01, id: 2, 400, 500)]
        + (1...5).flatMap { k -> [UnifiedEvent] in
            let t = 0.05 * Double(k), dx = 10 * Double(k)
            return [S.move(t, id: 1, 300 - dx, 500), S.move(t, id: 2, 400 + dx, 500)]
        }

    struct Case {
        var name: String
        var then: [UnifiedEvent]
        /// The pinch outcomes after the spread's: phase and time.
        var expected: [(phase: String, t: Double)]
        /// The case checks that the pinch ends at the scale of its last change with both fingers
        /// down (the spread's last).
        var keepsLastScale = false
    }

    static let cases: [Case] = [
        Case(name: "one finger lifting does not end it",
             then: [S.up(1.0, id: 1, 250, 500)], expected: []),
        Case(name: "it ends as the second finger lifts, not the first",
             then: [S.up(1.0, id: 1, 250, 500), S.up(1.5, id: 2, 450, 500)], expected: [("ended", 1.5)]),
        Case(name: "lifted in the other order, the same",
             then: [S.up(1.0, id: 2, 450, 500), S.up(1.5, id: 1, 250, 500)], expected: [("ended", 1.5)]),
        Case(name: "both lifting together end it then",
             then: [S.up(1.0, id: 1, 250, 500), S.up(1.0, id: 2, 450, 500)], expected: [("ended", 1.0)]),
        Case(name: "it ends at the scale both fingers last gave (changes need both pressed)",
             then: [S.up(1.0, id: 1, 250, 500), S.move(1.2, id: 2, 600, 500), S.up(1.5, id: 2, 600, 500)],
             expected: [("ended", 1.5)], keepsLastScale: true),
        Case(name: "the finger left alone moving changes nothing",
             then: [S.up(1.0, id: 1, 250, 500), S.move(1.2, id: 2, 600, 500), S.move(1.3, id: 2, 700, 500)], expected: []),
        Case(name: "the remaining finger cancelled cancels it",
             then: [S.up(1.0, id: 1, 250, 500), S.cancel(1.2, id: 2, 450, 500)], expected: [("cancelled", 1.2)]),
        Case(name: "a finger landing after one lifted starts no new pinch, and the pinch ends with the last finger",
             then: [S.up(1.0, id: 1, 250, 500), S.down(1.1, id: 3, 300, 500), S.move(1.2, id: 3, 200, 500),
                    S.up(1.3, id: 2, 450, 500), S.up(1.4, id: 3, 200, 500)],
             expected: [("ended", 1.4)], keepsLastScale: true),
    ]

    func testEveryCase() {
        let before = replay(Self.spread, until: 0.9).named(.pinch)
        XCTAssertEqual(before.first?.string("phase"), "began")
        XCTAssertGreaterThan(before.last?.double("scale") ?? 0, 1.5, "spread from 100 to 200 pt")
        let lastScale = before.last?.double("scale") ?? 0
        var passed = 0
        for c in Self.cases {
            let all = replay(Self.spread + c.then, until: 3).named(.pinch)
            let after = all.dropFirst(before.count)
            let got = after.map { "\($0.string("phase") ?? "") \($0.t.microseconds)" }
            let want = c.expected.map { "\($0.phase) \(Timestamp(seconds: $0.t).microseconds)" }
            XCTAssertEqual(got, want, c.name)
            var ok = got == want
            if c.keepsLastScale {
                XCTAssertEqual(after.last?.double("scale") ?? 0, lastScale, accuracy: 1e-9, c.name)
                ok = ok && abs((after.last?.double("scale") ?? 0) - lastScale) < 1e-9
            }
            if ok { passed += 1 }
        }
        print("pinch-end cases: \(passed) of \(Self.cases.count) pass")
    }
}

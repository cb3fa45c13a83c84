import XCTest
import InputModel
@testable import Harness

/// How long a scroll view's pan by two fingers lasts, on cases written from Apple's
/// documentation: two fingers 80 pt apart on a list that scrolls vertically move down together
/// by 100 pt (the pan begins), then each case goes on; its `pan` outcomes after that are what the
/// case expects (phase and dy).
///
/// The source, quoted: UIPanGestureRecognizer: "A panning gesture is continuous. It begins
/// (began) when the minimum number of fingers allowed (minimumNumberOfTouches) has moved enough
/// to be considered a pan. It changes (changed) when a finger moves while at least the minimum
/// number of fingers are pressed down. It ends (ended) when all fingers are lifted." A scroll
/// view's pan needs one finger (`minimumNumberOfTouches` 1), and its translation is the fingers'
/// movement; it does not jump as a finger lifts (the remaining finger carries it on).
final class PanLastsTests: XCTestCase {
    static let scene = MechanismScene.yaml("pan", children:
        "- {id: list, role: scrollView, frame: [0, 0, 800, 1000], contentSize: [800, 4000]}")

    /// Fingers 1 and 2 at (300, 300) and (380, 300), moved down together by 100 pt by 0.3 s.
    static let together: [UnifiedEvent] = [S.down(0, id: 1, 300, 300), S.down(0.01, id: 2, 380, 300)]
        + (1...5).flatMap { k -> [UnifiedEvent] in
            let t = 0.05 * Double(k), dy = 20 * Double(k)
            return [S.move(t, id: 1, 300, 300 + dy), S.move(t, id: 2, 380, 300 + dy)]
        }

    struct Case {
        var name: String
        var then: [UnifiedEvent]
        /// The pan outcomes after the fingers' joint movement: phase and dy (translation less the
        /// 10 pt hysteresis).
        var expected: [(phase: String, dy: Double)]
    }

    static let cases: [Case] = [
        Case(name: "one finger lifting does not end the pan", then: [S.up(1.0, id: 2, 380, 400)], expected: []),
        Case(name: "the remaining finger carries the pan on", then: [S.up(1.0, id: 2, 380, 400), S.move(1.2, id: 1, 300, 450)],
             expected: [("changed", 140)]),
        Case(name: "the pan ends when the last finger lifts, where it carried it",
             then: [S.up(1.0, id: 2, 380, 400), S.move(1.2, id: 1, 300, 450), S.up(1.4, id: 1, 300, 450)],
             expected: [("changed", 140), ("ended", 140)]),
        Case(name: "lifted in the other order, the same",
             then: [S.up(1.0, id: 1, 300, 400), S.move(1.2, id: 2, 380, 450), S.up(1.4, id: 2, 380, 450)],
             expected: [("changed", 140), ("ended", 140)]),
        Case(name: "the translation does not jump as a finger lifts: the fingers' centre moves 40 pt sideways, the pan not at all",
             then: [S.up(1.0, id: 2, 380, 400), S.move(1.2, id: 1, 300, 400), S.up(1.4, id: 1, 300, 400)],
             expected: [("changed", 90), ("ended", 90)]),
        Case(name: "both lifting together end it once", then: [S.up(1.0, id: 1, 300, 400), S.up(1.0, id: 2, 380, 400)],
             expected: [("ended", 90)]),
        Case(name: "the last finger cancelled cancels the pan",
             then: [S.up(1.0, id: 2, 380, 400), S.cancel(1.2, id: 1, 300, 400)], expected: [("cancelled", 90)]),
    ]

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(Self.scene, case: c.name) else { continue }
            let outcomes = replay(Self.together + c.then, scene: scene)
            let after = outcomes.named(.pan).filter { $0.t > 0.3 }.map { "\($0.string("phase") ?? "-") \(($0.double("dy") ?? .nan).rounded())" }
            let want = c.expected.map { "\($0.phase) \($0.dy)" }
            XCTAssertEqual(after, want, "\(c.name)\n\(outcomes.log)")
            if after == want { passed += 1 }
        }
        print("pan-lasts cases: \(passed) of \(Self.cases.count) pass")
    }
}

import XCTest
import InputModel
@testable import Harness

/// Which scroll view a finger's pan moves, on cases written from Apple's documentation: each a
/// scene of its own and a one-finger drag that starts on `cell`, inside an inner scroll view
/// (`inner`) inside an outer one (`outer`); the pan's element is the one the case expects, or
/// none.
///
/// The sources, quoted:
/// - Scroll View Programming Guide › Nesting Scroll Views: "Cross-directional scrolling is the
///   term used when a scroll view that is a subview of another scroll view scrolls at a 90 degree
///   angle." "After you scroll horizontally to the news view, you can then scroll its contents
///   vertically." "Your application does not need to do anything to support nesting scrolling.
///   It is supported and provided by default."
/// - UIScrollView.alwaysBounceVertical: "If this property is set to true and bounces is true,
///   vertical dragging is allowed even if the content is smaller than the bounds of the scroll
///   view. The default value is false." (alwaysBounceHorizontal says the same of horizontal
///   dragging; so content that fits along an axis is not dragged along it.)
final class NestedScrollTests: XCTestCase {
    struct Case {
        var name: String
        /// Content sizes (width, height) of the outer (frame 1000 × 800) and inner (frame 600 × 300)
        /// scroll views; nil: undeclared.
        var outer: (Double, Double)?
        var inner: (Double, Double)?
        /// The drag from (400, 300), by (dx, dy) in 10 steps.
        var by: (dx: Double, dy: Double)
        var expected: String?
    }

    static func scene(_ c: Case) -> String {
        func content(_ s: (Double, Double)?) -> String { s.map { ", contentSize: [\($0.0), \($0.1)]" } ?? "" }
        return """
        scene: nested
        elements:
          - {id: outer, role: scrollView, frame: [0, 0, 1000, 800]\(content(c.outer))}
          - {id: inner, role: scrollView, frame: [100, 200, 600, 300], parent: outer\(content(c.inner))}
          - {id: cell, role: container, frame: [300, 250, 200, 150], parent: inner}
        """
    }

    static let cases: [Case] = [
        Case(name: "a horizontal carousel in a vertical list: sideways moves the carousel",
             outer: (1000, 3000), inner: (2000, 300), by: (-120, 5), expected: "inner"),
        Case(name: "a horizontal carousel in a vertical list: down moves the list",
             outer: (1000, 3000), inner: (2000, 300), by: (5, 120), expected: "outer"),
        Case(name: "a vertical list in a horizontal pager: down moves the list",
             outer: (3000, 800), inner: (600, 1500), by: (5, 120), expected: "inner"),
        Case(name: "a vertical list in a horizontal pager: sideways moves the pager",
             outer: (3000, 800), inner: (600, 1500), by: (-120, 5), expected: "outer"),
        Case(name: "same-direction nesting: the inner scroll view takes the pan",
             outer: (1000, 3000), inner: (600, 1500), by: (0, 120), expected: "inner"),
        Case(name: "an inner scroll view whose content fits moves nothing: the outer takes the pan",
             outer: (1000, 3000), inner: (600, 300), by: (0, 120), expected: "outer"),
        Case(name: "across both axes neither can scroll: no pan",
             outer: (1000, 3000), inner: (600, 1500), by: (-120, 5), expected: nil),
        Case(name: "an undeclared content size can scroll either way: the inner takes it",
             outer: (1000, 3000), inner: nil, by: (-120, 5), expected: "inner"),
        Case(name: "a diagonal drag goes by its larger component",
             outer: (1000, 3000), inner: (2000, 300), by: (-100, 60), expected: "inner"),
    ]

    func testEveryCase() {
        var passed = 0
        for c in Self.cases {
            guard let scene = MechanismScene.load(Self.scene(c), case: c.name) else { continue }
            var events = [S.down(0, 400, 300)]
            for k in 1...10 { events.append(S.move(0.02 * Double(k), 400 + c.by.dx * Double(k) / 10, 300 + c.by.dy * Double(k) / 10)) }
            events.append(S.up(0.25, 400 + c.by.dx, 300 + c.by.dy))
            let pans = Set(replay(events, scene: scene).named(.pan).map(\.element))
            let want: Set<String> = c.expected.map { [$0] } ?? []
            XCTAssertEqual(pans, want, c.name)
            if pans == want { passed += 1 }
        }
        print("nested-scroll cases: \(passed) of \(Self.cases.count) pass")
    }
}

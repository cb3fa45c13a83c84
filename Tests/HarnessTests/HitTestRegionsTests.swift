import InputModel
import XCTest
@testable import Harness

/// Each node's standing before UIKit's hit-test (`HitTestRegions`), from
/// `UIView.hitTest(_:with:)`'s documentation: hidden views, views with an alpha under 0.01 and
/// views that pass touches are ignored with their subviews; a point outside a view's bounds is
/// never a hit, even inside a subview that overflows it; a node with no frame in the layout is
/// absent and bounds nothing, its own ancestors still bound its subviews. In an accessibility
/// tree (no view hierarchy) each element is judged alone. `UIView.canBecomeFocused` shows the
/// focus system a view not hidden, of alpha above 0.
final class HitTestRegionsTests: XCTestCase {
    typealias Standing = HitTestRegions.Standing

    /// Nodes in drawing order (parents first), each `(id, frame, parent index, edit)`.
    func regions(_ specs: [(String, ScreenRect?, Int?, (inout SceneElement) -> Void)], nestedViews: Bool = true) -> HitTestRegions {
        let nodes = specs.enumerated().map { i, s in
            var e = SceneElement(id: s.0, role: .container, frame: s.1)
            s.3(&e)
            return ResolvedScene.Node(element: e, app: 0, frame: s.1, parent: s.2, order: i)
        }
        return HitTestRegions(nodes: nodes, nestedViews: nestedViews)
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> ScreenRect { ScreenRect(x: x, y: y, width: w, height: h) }

    func testEachStanding() {
        let r = regions([
            ("root", rect(0, 0, 200, 100), nil, { _ in }),
            ("frameless", nil, 0, { _ in }),
            ("hidden", rect(10, 10, 20, 20), 0, { $0.hidden = true }),
            ("faint", rect(10, 10, 20, 20), 0, { $0.alpha = 0.009 }),
            ("passing", rect(10, 10, 20, 20), 0, { $0.passesTouches = true }),
            ("beyond", rect(300, 10, 20, 20), 0, { _ in }),
            ("overflowing", rect(180, 90, 50, 50), 0, { _ in }),
            ("justVisible", rect(10, 10, 20, 20), 0, { $0.alpha = 0.01 }),
        ])
        XCTAssertEqual(r.standings, [
            .candidate(rect(0, 0, 200, 100)), .absent, .ignored, .ignored, .ignored, .outside,
            .candidate(rect(180, 90, 20, 10)), .candidate(rect(10, 10, 20, 20)),
        ])
        XCTAssertEqual((0..<8).map { r.frame($0) != nil }, [true, false, false, false, false, false, true, true])
    }

    /// An ignored view's subtree is ignored and an overflowing subview is clipped to each
    /// ancestor in a view hierarchy; not in an accessibility tree.
    func testAncestorsInAViewHierarchyOnly() {
        let specs: [(String, ScreenRect?, Int?, (inout SceneElement) -> Void)] = [
            ("root", rect(0, 0, 200, 100), nil, { _ in }),
            ("hidden", rect(0, 0, 100, 100), 0, { $0.hidden = true }),
            ("inHidden", rect(10, 10, 20, 20), 1, { _ in }),
            ("box", rect(100, 0, 50, 50), 0, { _ in }),
            ("inBox", rect(140, 40, 100, 100), 3, { _ in }),
        ]
        let views = regions(specs)
        XCTAssertEqual(views.standings, [.candidate(rect(0, 0, 200, 100)), .ignored, .ignored,
                                         .candidate(rect(100, 0, 50, 50)), .candidate(rect(140, 40, 10, 10))])
        let tree = regions(specs, nestedViews: false)
        XCTAssertEqual(tree.standings, [.candidate(rect(0, 0, 200, 100)), .ignored, .candidate(rect(10, 10, 20, 20)),
                                        .candidate(rect(100, 0, 50, 50)), .candidate(rect(140, 40, 100, 100))])
    }

    /// A node with no frame bounds nothing itself, but its ancestor's frame still bounds the
    /// node's subviews; a subview wholly outside a clipped ancestor is outside, and so are its own.
    func testAFramelessNodePassesItsAncestorsBoundsOn() {
        let r = regions([
            ("root", rect(0, 0, 100, 100), nil, { _ in }),
            ("frameless", nil, 0, { _ in }),
            ("child", rect(50, 50, 100, 100), 1, { _ in }),
            ("away", rect(120, 0, 10, 10), 0, { _ in }),
            ("inAway", rect(120, 0, 5, 5), 3, { _ in }),
        ])
        XCTAssertEqual(r.standings, [.candidate(rect(0, 0, 100, 100)), .absent, .candidate(rect(50, 50, 50, 50)), .outside, .outside])
    }

    /// The focus system's bound is alpha 0, the hit-test's 0.01: a view of alpha 0.005 is shown
    /// for focus, not hit; hidden and passing views are neither, with their subtree in a view
    /// hierarchy.
    func testShownForFocus() {
        let specs: [(String, ScreenRect?, Int?, (inout SceneElement) -> Void)] = [
            ("root", rect(0, 0, 200, 100), nil, { _ in }),
            ("faint", rect(0, 0, 10, 10), 0, { $0.alpha = 0.005 }),
            ("clear", rect(0, 0, 10, 10), 0, { $0.alpha = 0 }),
            ("inClear", rect(0, 0, 5, 5), 2, { _ in }),
            ("hidden", rect(0, 0, 10, 10), 0, { $0.hidden = true }),
            ("passing", rect(0, 0, 10, 10), 0, { $0.passesTouches = true }),
        ]
        let views = regions(specs)
        XCTAssertEqual(views.shownForFocus, [true, true, false, false, false, false])
        XCTAssertEqual(views.standings[1], .ignored)
        XCTAssertEqual(regions(specs, nestedViews: false).shownForFocus, [true, true, false, true, false, false])
    }
}

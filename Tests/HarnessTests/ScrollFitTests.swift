import XCTest
import InputModel
@testable import Harness

/// A scroll view whose content fits does not scroll: `alwaysBounceVertical` and
/// `alwaysBounceHorizontal` default to false (UIKit, `UIScrollView`), so a finger drag on it pans
/// nothing and the pan goes to the scroll view around it; so does a wheel.
final class ScrollFitTests: XCTestCase {
    static func scene(inner: (Double, Double), outer: (Double, Double)?) throws -> Scene {
        let outerContent = outer.map { "\n    contentSize: [\($0.0), \($0.1)]" } ?? ""
        return try SceneLoader.load("""
        scene: Fit
        elements:
          - id: page
            role: scrollView
            frame: [0, 0, 834, 1194]\(outerContent)
            children:
              - {id: card, role: scrollView, frame: [100, 200, 400, 300], contentSize: [\(inner.0), \(inner.1)]}
        """, file: "fit.yml")
    }

    func pans(_ scene: Scene) -> [String] {
        replay([S.down(0, 300, 350), S.move(0.05, 300, 300), S.move(0.1, 300, 250), S.up(0.15, 300, 250)], scene: scene)
            .named(.pan).map(\.element)
    }

    func testAFittingScrollViewPassesThePanOn() throws {
        // The card's content fits: the page, whose content does not, pans.
        XCTAssertEqual(Set(pans(try Self.scene(inner: (400, 300), outer: (834, 3000)))), ["page"])
        // One point more content than frame: the card pans.
        XCTAssertEqual(Set(pans(try Self.scene(inner: (400, 301), outer: (834, 3000)))), ["card"])
        // Nothing around it scrolls either: no pan at all.
        XCTAssertEqual(pans(try Self.scene(inner: (400, 300), outer: (834, 1194))), [])
        // A scroll view that declares no content size may scroll.
        XCTAssertEqual(Set(pans(try Self.scene(inner: (400, 300), outer: nil))), ["page"])
    }

    func testAWheelOverAFittingScrollViewScrollsTheOneAroundIt() throws {
        let scene = try Self.scene(inner: (400, 300), outer: (834, 3000))
        let wheel = [S.hover(0, 300, 350, .began), S.scroll(0.1, 300, 350, dy: -40)]
        XCTAssertEqual(Set(replay(wheel, scene: scene).named(.scroll).map(\.element)), ["page"])
    }
}

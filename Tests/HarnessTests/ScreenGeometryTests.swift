import Harness
import InputModel
import XCTest

/// `ScreenRect`, the scene's `CGRect`: each operation on a rectangle whose four values all
/// differ, so a coordinate taken for another shows. Expected values from `CGRect`'s
/// documentation (insetBy(dx:dy:), union(_:), intersection(_:), contains(_:)).
final class ScreenGeometryTests: XCTestCase {
    let r = ScreenRect(x: 10, y: 20, width: 100, height: 60)

    func testEdgesCentreOriginAndSize() {
        XCTAssertEqual([r.minX, r.minY, r.maxX, r.maxY], [10, 20, 110, 80])
        XCTAssertEqual(r.center, ScreenPoint(x: 60, y: 50))
        XCTAssertEqual(r.origin, ScreenPoint(x: 10, y: 20))
        XCTAssertEqual(r.size, ScreenSize(width: 100, height: 60))
        XCTAssertEqual(r.description, "[10.0, 20.0, 100.0, 60.0]")
    }

    /// `insetBy(dx:dy:)`: the origin moves by dx across and dy down, the size shrinks by twice
    /// each; negative values grow the rectangle.
    func testInsetBy() {
        XCTAssertEqual(r.insetBy(dx: 4, dy: 7), ScreenRect(x: 14, y: 27, width: 92, height: 46))
        XCTAssertEqual(r.insetBy(dx: -3, dy: -5), ScreenRect(x: 7, y: 15, width: 106, height: 70))
    }

    func testOffsetBy() {
        XCTAssertEqual(r.offsetBy(ScreenPoint(x: 3, y: -8)), ScreenRect(x: 13, y: 12, width: 100, height: 60))
    }

    /// The far edges are outside (half-open, as `CGRect.contains(_:)`), the near ones inside.
    func testContainsEachEdge() {
        XCTAssertTrue(r.contains(ScreenPoint(x: 10, y: 20)))
        XCTAssertTrue(r.contains(ScreenPoint(x: 109.9, y: 79.9)))
        XCTAssertFalse(r.contains(ScreenPoint(x: 110, y: 50)))
        XCTAssertFalse(r.contains(ScreenPoint(x: 60, y: 80)))
        XCTAssertFalse(r.contains(ScreenPoint(x: 9.9, y: 50)))
        XCTAssertFalse(r.contains(ScreenPoint(x: 60, y: 19.9)))
    }

    /// Overlap on either axis alone is not enough; frames that only touch do not intersect.
    func testIntersects() {
        XCTAssertTrue(r.intersects(ScreenRect(x: 100, y: 70, width: 50, height: 50)))
        XCTAssertFalse(r.intersects(ScreenRect(x: 110, y: 20, width: 10, height: 10)))
        XCTAssertFalse(r.intersects(ScreenRect(x: 10, y: 80, width: 10, height: 10)))
        XCTAssertFalse(r.intersects(ScreenRect(x: 0, y: 0, width: 10, height: 100)))
        XCTAssertFalse(r.intersects(ScreenRect(x: 0, y: 0, width: 200, height: 20)))
        XCTAssertFalse(r.intersects(ScreenRect(x: 20, y: 90, width: 10, height: 10)))
        XCTAssertFalse(r.intersects(ScreenRect(x: 120, y: 30, width: 10, height: 10)))
    }

    func testUnionAndIntersection() {
        let other = ScreenRect(x: 50, y: 5, width: 200, height: 30)
        XCTAssertEqual(r.union(other), ScreenRect(x: 10, y: 5, width: 240, height: 75))
        XCTAssertEqual(other.union(r), ScreenRect(x: 10, y: 5, width: 240, height: 75))
        XCTAssertEqual(r.intersection(other), ScreenRect(x: 50, y: 20, width: 60, height: 15))
        XCTAssertNil(r.intersection(ScreenRect(x: 110, y: 20, width: 10, height: 10)))
        XCTAssertNil(r.intersection(ScreenRect(x: 10, y: 80, width: 10, height: 10)))
    }
}

/// Screen edges in `UIRectEdge`'s order (top 1, left 2, bottom 4, right 8): the order a scene
/// writes `defersSystemGestures` in.
final class ScreenEdgeOrderTests: XCTestCase {
    func testUIRectEdgesOrder() {
        XCTAssertEqual([ScreenEdge.right, .bottom, .top, .left].sorted(), [.top, .left, .bottom, .right])
        XCTAssertTrue(ScreenEdge.top < .left)
        XCTAssertFalse(ScreenEdge.left < .top)
        XCTAssertFalse(ScreenEdge.bottom < .bottom)
    }
}

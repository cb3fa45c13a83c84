import XCTest
import InputModel
@testable import Harness

/// A set of touch locations' centroid and spread (the system's multi-finger gestures), as their
/// documentation gives them: the mean point and the mean distance from it; `.zero` and 0 for none.
final class PointSetTests: XCTestCase {
    func testCentroidAndSpread() {
        let square = [ScreenPoint(x: 0, y: 0), ScreenPoint(x: 6, y: 0), ScreenPoint(x: 6, y: 8), ScreenPoint(x: 0, y: 8)]
        XCTAssertEqual(square.centroid, ScreenPoint(x: 3, y: 4))
        XCTAssertEqual(square.spread, 5)  // each corner 5 pt from the centre (3-4-5)
        XCTAssertEqual([ScreenPoint(x: 2, y: 7)].centroid, ScreenPoint(x: 2, y: 7))
        XCTAssertEqual([ScreenPoint(x: 2, y: 7)].spread, 0)
        XCTAssertEqual([ScreenPoint]().centroid, .zero)
        XCTAssertEqual([ScreenPoint]().spread, 0)
    }
}

import XCTest
@testable import InputModel

/// `TouchpadNormalizer.Positions`: a frame's contacts by tracking id in slot order, read as a
/// dictionary would be.
final class ContactPositionsTests: XCTestCase {
    /// A second contact with an id already there (a malformed recording can give two slots one
    /// tracking id) replaces that contact's point and keeps its place, as a dictionary would.
    func testASecondContactWithTheSameIdReplacesThePoint() {
        var p = TouchpadNormalizer.Positions()
        p.set(7, ScreenPoint(x: 1, y: 2))
        p.set(9, ScreenPoint(x: 5, y: 6))
        p.set(7, ScreenPoint(x: 3, y: 4))
        XCTAssertEqual(p.count, 2)
        XCTAssertEqual(p.entries.map(\.id), [7, 9])
        XCTAssertEqual(p[7], ScreenPoint(x: 3, y: 4))
        XCTAssertNil(p[8])
        XCTAssertEqual(p.dictionary, [7: ScreenPoint(x: 3, y: 4), 9: ScreenPoint(x: 5, y: 6)])
        p.removeAll()
        XCTAssertTrue(p.isEmpty)
    }
}

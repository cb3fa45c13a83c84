import XCTest
@testable import InputModel

/// Screen models by name, and the point arithmetic and turns a rotation is measured with.
final class ScreenGeometryTests: XCTestCase {
    /// The iPad mini 4 and 5 have the 9.7-inch iPads' 768 × 1024 points and answer to their own
    /// names; an unknown name is no model.
    func testModelsAnswerToTheirAliases() {
        XCTAssertEqual(IPadModel.named("ipad-mini-4"), .iPad9_7)
        XCTAssertEqual(IPadModel.named("ipad-mini-5"), .iPad9_7)
        XCTAssertEqual(IPadModel.named("ipad-pro-11"), .iPadPro11)
        XCTAssertNil(IPadModel.named("ipad-mini-6"))
        XCTAssertEqual(IPadModel.iPad9_7.portraitSize.width, 768)
        XCTAssertEqual(IPadModel.iPad9_7.portraitSize.height, 1024)
    }

    func testPointsAddAndSubtractByAxis() {
        let a = ScreenPoint(x: 1, y: 2), b = ScreenPoint(x: 10, y: 40)
        XCTAssertEqual(a + b, ScreenPoint(x: 11, y: 42))
        XCTAssertEqual(b - a, ScreenPoint(x: 9, y: 38))
    }

    /// A turn is the short way round: from 170° to −170° is +20°, not −340°; from −170° to 170° is
    /// −20°; within half a circle it is the plain difference.
    func testATurnIsTheShortWayRound() {
        let deg = Double.pi / 180
        XCTAssertEqual(ScreenPoint.turn(from: 170 * deg, to: -170 * deg), 20 * deg, accuracy: 1e-9)
        XCTAssertEqual(ScreenPoint.turn(from: -170 * deg, to: 170 * deg), -20 * deg, accuracy: 1e-9)
        XCTAssertEqual(ScreenPoint.turn(from: 10 * deg, to: 40 * deg), 30 * deg, accuracy: 1e-9)
        XCTAssertEqual(ScreenPoint.turn(from: 40 * deg, to: 10 * deg), -30 * deg, accuracy: 1e-9)
    }
}

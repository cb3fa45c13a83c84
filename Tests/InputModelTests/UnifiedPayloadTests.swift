import XCTest
@testable import InputModel

/// The unified stream's payloads keep what they are made with.
final class UnifiedPayloadTests: XCTestCase {
    func testATouchKeepsEveryFieldItIsGiven() {
        let t = Touch(phase: .moved, id: 3, touchType: .pencil, x: 1, y: 2, majorRadius: 3, force: 4, maximumPossibleForce: 5,
                      altitude: 0.5, azimuth: 0.25, tool: .eraser, buttons: .secondary, pressure: 0.75)
        XCTAssertEqual(t.phase, .moved)
        XCTAssertEqual(t.id, 3)
        XCTAssertEqual(t.touchType, .pencil)
        XCTAssertEqual([t.x, t.y, t.majorRadius, t.force, t.maximumPossibleForce], [1, 2, 3, 4, 5])
        XCTAssertEqual(t.altitude, 0.5)
        XCTAssertEqual(t.azimuth, 0.25)
        XCTAssertEqual(t.tool, .eraser)
        XCTAssertEqual(t.buttons, .secondary)
        XCTAssertEqual(t.pressure, 0.75)
    }
}

import XCTest
@testable import InputModel

/// An axis's range as evdev's `input_absinfo` gives it, minimum and maximum both reachable
/// (linux/input.h): `normalized` is 0 at the minimum and 1 at the maximum, also where the
/// minimum is not 0 (a tilt axis of −64…63, a joystick's −32768…32767).
final class AbsInfoTests: XCTestCase {
    func testNormalizedRunsFromTheMinimumToTheMaximum() {
        let tilt = AbsInfo(minimum: -64, maximum: 63)
        XCTAssertEqual(tilt.span, 127)
        XCTAssertEqual(tilt.normalized(-64), 0)
        XCTAssertEqual(tilt.normalized(63), 1)
        XCTAssertEqual(tilt.normalized(0), 64.0 / 127.0, accuracy: 1e-12)
        let pressure = AbsInfo(minimum: 0, maximum: 2047)
        XCTAssertEqual(pressure.normalized(2047), 1)
        // A range of one value spans 1, so it can divide.
        XCTAssertEqual(AbsInfo(minimum: 5, maximum: 5).span, 1)
    }
}

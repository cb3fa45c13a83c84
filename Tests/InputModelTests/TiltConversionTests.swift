import XCTest
@testable import InputModel

final class TiltConversionTests: XCTestCase {
    private let pi = Double.pi
    private let eps = 1e-9

    /// WPT pointerevent_tiltX_tiltY_to_azimuth_altitude.html (docs/sources.md, "Tilt, altitude and azimuth").
    func testWPTTiltToSpherical() {
        let table: [(tx: Double, ty: Double, azimuth: Double, altitude: Double)] = [
            (0, 0, 0, pi / 2), (0, 90, pi / 2, 0), (0, -90, 3 * pi / 2, 0), (90, 0, 0, 0), (90, 90, 0, 0),
            (90, -90, 0, 0), (-90, 0, pi, 0), (-90, 90, 0, 0), (-90, -90, 0, 0), (0, 45, pi / 2, pi / 4),
            (0, -45, 3 * pi / 2, pi / 4), (45, 0, 0, pi / 4), (-45, 0, pi, pi / 4),
        ]
        for row in table {
            let s = TiltConversion.tiltToSpherical(tiltX: row.tx, tiltY: row.ty)
            XCTAssertEqual(s.azimuth, row.azimuth, accuracy: eps, "azimuth for tilt (\(row.tx), \(row.ty))")
            XCTAssertEqual(s.altitude, row.altitude, accuracy: eps, "altitude for tilt (\(row.tx), \(row.ty))")
        }
    }

    /// W3C `tilt2spherical` with one tilt at ±90° and the other neither 0 nor ±90°: "not enough
    /// information", azimuth 0, and the pen lies in the plane, altitude exactly 0 (not the
    /// arctangent of tan 90°, which floating point makes a huge finite number).
    func testOneTiltAtNinetyDegreesHasNoAzimuthAndLiesFlat() {
        for (tx, ty) in [(-90.0, 45.0), (45.0, -90.0), (90.0, -30.0), (-60.0, 90.0)] {
            let s = TiltConversion.tiltToSpherical(tiltX: tx, tiltY: ty)
            XCTAssertEqual(s.azimuth, 0, "azimuth for tilt (\(tx), \(ty))")
            XCTAssertEqual(s.altitude, 0, "altitude for tilt (\(tx), \(ty))")
        }
    }

    func testWPTSphericalToTilt() {
        let table: [(azimuth: Double, altitude: Double, tx: Double, ty: Double)] = [
            (0, 0, 90, 0), (0, pi / 4, 45, 0), (0, pi / 2, 0, 0), (pi / 2, 0, 0, 90), (pi / 2, pi / 4, 0, 45),
            (pi, 0, -90, 0), (pi, pi / 4, -45, 0), (3 * pi / 2, 0, 0, -90), (3 * pi / 2, pi / 4, 0, -45),
        ]
        for row in table {
            let t = TiltConversion.sphericalToTilt(altitude: row.altitude, azimuth: row.azimuth)
            XCTAssertEqual(t.tiltX, row.tx, accuracy: eps, "tiltX for (az \(row.azimuth), alt \(row.altitude))")
            XCTAssertEqual(t.tiltY, row.ty, accuracy: eps, "tiltY for (az \(row.azimuth), alt \(row.altitude))")
        }
    }

    func testPenInThePlaneSaturatesPerQuadrant() {
        let cases: [(Double, Double, Double)] = [
            (pi / 4, 90, 90), (3 * pi / 4, -90, 90), (5 * pi / 4, -90, -90), (7 * pi / 4, 90, -90), (2 * pi, 90, 0),
            // Each quadrant is open at both ends: just inside its edges, still saturated.
            (0.05 * pi, 90, 90), (0.45 * pi, 90, 90), (0.55 * pi, -90, 90), (0.95 * pi, -90, 90),
            (1.05 * pi, -90, -90), (1.45 * pi, -90, -90), (1.55 * pi, 90, -90), (1.95 * pi, 90, -90),
        ]
        for (az, tx, ty) in cases {
            let t = TiltConversion.sphericalToTilt(altitude: 0, azimuth: az)
            XCTAssertEqual(t.tiltX, tx, accuracy: eps)
            XCTAssertEqual(t.tiltY, ty, accuracy: eps)
        }
    }

    func testRoundTripInsideTheRange() {
        for tx in stride(from: -85.0, through: 85, by: 17) {
            for ty in stride(from: -80.0, through: 80, by: 16) {
                let s = TiltConversion.tiltToSpherical(tiltX: tx, tiltY: ty)
                XCTAssertGreaterThanOrEqual(s.altitude, 0)
                XCTAssertLessThanOrEqual(s.altitude, pi / 2)
                XCTAssertGreaterThanOrEqual(s.azimuth, 0)
                XCTAssertLessThan(s.azimuth, 2 * pi)
                let t = TiltConversion.sphericalToTilt(altitude: s.altitude, azimuth: s.azimuth)
                XCTAssertEqual(t.tiltX, tx, accuracy: eps, "(\(tx), \(ty))")
                XCTAssertEqual(t.tiltY, ty, accuracy: eps, "(\(tx), \(ty))")
            }
        }
    }

    // MARK: raw ABS_TILT units (docs/sources.md, "Event codes"; libinput adjust_tilt)

    private func deg(_ v: Double, _ info: AbsInfo) -> Double { TiltConversion.degrees(raw: v, axis: info) }
    private func rad2deg(_ r: Double) -> Double { r * 180 / Double.pi }

    func testWacomMinus64To63Res57() {
        let a = AbsInfo(minimum: -64, maximum: 63, resolution: 57)
        XCTAssertEqual(deg(-64, a), rad2deg(-64.0 / 57), accuracy: eps)
        XCTAssertEqual(deg(-64, a), -64.33, accuracy: 0.01)
        XCTAssertEqual(deg(0, a), 0, accuracy: eps)
        XCTAssertEqual(deg(63, a), 63.33, accuracy: 0.01)
        XCTAssertEqual(deg(57, a), rad2deg(1), accuracy: eps, "57 units = 1 radian")
    }

    func testEveMinus90To90Res57ClampsToNinety() {
        let a = AbsInfo(minimum: -90, maximum: 90, resolution: 57)
        // rad2deg(90/57) = 90.46°: units per radian, so ≈ degrees; clamped to the W3C ±90°.
        XCTAssertEqual(deg(-90, a), -90, accuracy: eps)
        XCTAssertEqual(deg(0, a), 0, accuracy: eps)
        XCTAssertEqual(deg(90, a), 90, accuracy: eps)
        XCTAssertEqual(deg(45, a), rad2deg(45.0 / 57), accuracy: eps)
        XCTAssertEqual(deg(45, a), 45.2, accuracy: 0.05)
    }

    func testCentidegreesMinus9000To9000Res5730() {
        let a = AbsInfo(minimum: -9000, maximum: 9000, resolution: 5730)
        XCTAssertEqual(deg(-9000, a), -89.99, accuracy: 0.01)
        XCTAssertEqual(deg(-9000, a), rad2deg(-9000.0 / 5730), accuracy: eps)
        XCTAssertEqual(deg(0, a), 0, accuracy: eps)
        XCTAssertEqual(deg(9000, a), 89.99, accuracy: 0.01)
        XCTAssertEqual(deg(4500, a), 45, accuracy: 0.01)
    }

    func testNoResolutionSignedRangeMapsToPlusMinus64() {
        let a = AbsInfo(minimum: -127, maximum: 127, resolution: 0)
        XCTAssertEqual(deg(-127, a), -64, accuracy: eps)
        XCTAssertEqual(deg(0, a), 0, accuracy: eps)
        XCTAssertEqual(deg(127, a), 64, accuracy: eps)
    }

    func testNoResolutionUnsignedRangeMapsToPlusMinus64() {
        let a = AbsInfo(minimum: 0, maximum: 127, resolution: 0)
        XCTAssertEqual(deg(0, a), -64, accuracy: eps)
        XCTAssertEqual(deg(63.5, a), 0, accuracy: eps)
        XCTAssertEqual(deg(127, a), 64, accuracy: eps)
        XCTAssertEqual(TiltConversion.degrees(raw: Int32(64), axis: a), 64.0 / 127, accuracy: eps)
    }

    func testUnsignedRangeWithResolutionUsesLinearRule() {
        // libinput uses the resolution only for ranges with min < 0 < max.
        let a = AbsInfo(minimum: 0, maximum: 127, resolution: 57)
        XCTAssertEqual(deg(0, a), -64, accuracy: eps)
        XCTAssertEqual(deg(127, a), 64, accuracy: eps)
    }

    func testAltitudeAzimuthFromRawAxes() {
        let a = AbsInfo(minimum: -64, maximum: 63, resolution: 57)
        let upright = TiltConversion.altitudeAzimuth(rawX: 0, axisX: a, rawY: 0, axisY: a)
        XCTAssertEqual(upright.altitude, pi / 2, accuracy: eps)
        XCTAssertEqual(upright.azimuth, 0, accuracy: eps)
        // Top of the pen leaning right: azimuth 0 (+x), altitude π/2 − tilt.
        let right = TiltConversion.altitudeAzimuth(rawX: 30, axisX: a, rawY: 0, axisY: a)
        XCTAssertEqual(right.azimuth, 0, accuracy: eps)
        XCTAssertEqual(right.altitude, pi / 2 - 30.0 / 57, accuracy: eps)
        // Leaning towards the bottom of the screen (+y, down): azimuth π/2.
        let down = TiltConversion.altitudeAzimuth(rawX: 0, axisX: a, rawY: 30, axisY: a)
        XCTAssertEqual(down.azimuth, pi / 2, accuracy: eps)
        let left = TiltConversion.altitudeAzimuth(rawX: -30, axisX: a, rawY: 0, axisY: a)
        XCTAssertEqual(left.azimuth, pi, accuracy: eps)
        let upLeft = TiltConversion.altitudeAzimuth(rawX: -30, axisX: a, rawY: -30, axisY: a)
        XCTAssertEqual(upLeft.azimuth, 5 * pi / 4, accuracy: eps)
        // No tilt axes: perpendicular.
        let none = TiltConversion.altitudeAzimuth(rawX: nil, axisX: nil, rawY: nil, axisY: nil)
        XCTAssertEqual(none.altitude, pi / 2)
        XCTAssertEqual(none.azimuth, 0)
    }
}

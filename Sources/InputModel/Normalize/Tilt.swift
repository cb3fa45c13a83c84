import Foundation

/// Pen tilt: raw `ABS_TILT_X/Y` → degrees, and the W3C Pointer Events conversion
/// between (tiltX, tiltY) and (altitude, azimuth).
///
/// Conventions (all equal, so the values feed straight through):
/// - evdev / libinput: a positive tilt means the top of the pen leans towards
///   logical +x (right) or +y (down) (docs/sources.md, "libinput");
/// - W3C: tiltX, tiltY in degrees in [−90, 90]; altitude π/2 = perpendicular,
///   0 = parallel; azimuth 0 = +x, π/2 = +y (down) (docs/sources.md, "Tilt, altitude and azimuth");
/// - UIKit: `altitudeAngle` and `azimuthAngle(in: window)` use the same zero
///   directions as W3C, y down (docs/sources.md, "Tilt, altitude and azimuth").
public enum TiltConversion {
    /// Degrees a tilt axis without a usable resolution spans on each side:
    /// libinput maps the range linearly onto ±64°, Wacom's physical range
    /// (libinput `adjust_tilt`, docs/sources.md, "libinput").
    public static let assumedHalfRangeDegrees: Double = 64
    /// W3C tilt range: [−90, 90] degrees (docs/sources.md, "Tilt, altitude and azimuth").
    public static let maximumTiltDegrees: Double = 90

    // MARK: raw axis → degrees

    /// Degrees for a raw tilt value, libinput's rule (`adjust_tilt`):
    /// - resolution ≠ 0 and min < 0 < max: the resolution is in units per
    ///   radian, degrees = rad2deg(value / resolution). This covers
    ///   −64…63 r57 (Wacom, ≈ 1 unit per degree), −90…90 r57 (Eve pen, ≈ degrees)
    ///   and −9000…9000 r5730 (centidegrees);
    /// - otherwise (r0, or a range that is not signed, e.g. −127…127 r0, 0…127 r0):
    ///   the range maps linearly onto [−64°, +64°], centre = 0.
    ///
    /// The result is clamped to the W3C range ±90°: −90…90 r57 gives
    /// rad2deg(90/57) = 90.46° at its ends, which clamps to 90°.
    public static func degrees(raw value: Double, axis: AbsInfo) -> Double {
        let deg: Double
        if axis.resolution != 0 && axis.minimum < 0 && axis.maximum > 0 {
            deg = (value / Double(axis.resolution)) * 180 / Double.pi
        } else {
            let normalized = (value - Double(axis.minimum)) / axis.span
            deg = (2 * normalized - 1) * assumedHalfRangeDegrees
        }
        return min(maximumTiltDegrees, max(-maximumTiltDegrees, deg))
    }

    public static func degrees(raw value: Int32, axis: AbsInfo) -> Double {
        degrees(raw: Double(value), axis: axis)
    }

    /// UIKit altitude and azimuth (radians) for raw tilt values; a missing axis counts as 0°.
    public static func altitudeAzimuth(rawX: Int32?, axisX: AbsInfo?, rawY: Int32?, axisY: AbsInfo?)
        -> (altitude: Double, azimuth: Double) {
        var tx = 0.0, ty = 0.0
        if let rawX, let axisX { tx = degrees(raw: rawX, axis: axisX) }
        if let rawY, let axisY { ty = degrees(raw: rawY, axis: axisY) }
        return tiltToSpherical(tiltX: tx, tiltY: ty)
    }

    // MARK: W3C conversion (docs/sources.md, "Tilt, altitude and azimuth": the normative algorithm)

    /// W3C `tilt2spherical`: tilt in degrees → (altitude, azimuth) in radians.
    public static func tiltToSpherical(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        let tiltXrad = tiltX * Double.pi / 180
        let tiltYrad = tiltY * Double.pi / 180
        var azimuth = 0.0
        if tiltX == 0 {
            if tiltY > 0 {
                azimuth = Double.pi / 2
            } else if tiltY < 0 {
                azimuth = 3 * Double.pi / 2
            }
        } else if tiltY == 0 {
            if tiltX < 0 { azimuth = Double.pi }
        } else if Swift.abs(tiltX) == 90 || Swift.abs(tiltY) == 90 {
            azimuth = 0 // not enough information
        } else {
            azimuth = atan2(tan(tiltYrad), tan(tiltXrad))
            if azimuth < 0 { azimuth += 2 * Double.pi }
        }
        var altitude = 0.0
        if Swift.abs(tiltX) == 90 || Swift.abs(tiltY) == 90 {
            altitude = 0
        } else if tiltX == 0 {
            altitude = Double.pi / 2 - Swift.abs(tiltYrad)
        } else if tiltY == 0 {
            altitude = Double.pi / 2 - Swift.abs(tiltXrad)
        } else {
            altitude = atan(1.0 / sqrt(pow(tan(tiltXrad), 2) + pow(tan(tiltYrad), 2)))
        }
        return (altitude, azimuth)
    }

    /// W3C `spherical2tilt`: (altitude, azimuth) in radians → tilt in degrees (not rounded).
    public static func sphericalToTilt(altitude: Double, azimuth: Double) -> (tiltX: Double, tiltY: Double) {
        let radToDeg = 180 / Double.pi
        let pi = Double.pi
        var tiltXrad = 0.0, tiltYrad = 0.0
        if altitude == 0 { // pen in the X-Y plane
            if azimuth == 0 || azimuth == 2 * pi { tiltXrad = pi / 2 }
            if azimuth == pi / 2 { tiltYrad = pi / 2 }
            if azimuth == pi { tiltXrad = -pi / 2 }
            if azimuth == 3 * pi / 2 { tiltYrad = -pi / 2 }
            if azimuth > 0 && azimuth < pi / 2 { tiltXrad = pi / 2; tiltYrad = pi / 2 }
            if azimuth > pi / 2 && azimuth < pi { tiltXrad = -pi / 2; tiltYrad = pi / 2 }
            if azimuth > pi && azimuth < 3 * pi / 2 { tiltXrad = -pi / 2; tiltYrad = -pi / 2 }
            if azimuth > 3 * pi / 2 && azimuth < 2 * pi { tiltXrad = pi / 2; tiltYrad = -pi / 2 }
        } else {
            let tanAlt = tan(altitude)
            tiltXrad = atan(cos(azimuth) / tanAlt)
            tiltYrad = atan(sin(azimuth) / tanAlt)
        }
        return (tiltXrad * radToDeg, tiltYrad * radToDeg)
    }
}

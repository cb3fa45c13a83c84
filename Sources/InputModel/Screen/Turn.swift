import Foundation

/// Directions and turns between two contacts: what a two-finger rotation measures, on a screen
/// or on a touchpad's surface.
extension ScreenPoint {
    /// The direction from this point to `other`, radians in (−π, π], clockwise on screen (y
    /// grows downward).
    public func direction(to other: ScreenPoint) -> Double { atan2(other.y - y, other.x - x) }

    /// The turn from direction `a` to direction `b` (both from `direction(to:)`), radians, within
    /// half a circle either way: two moves' turn, which a rotation adds up past a whole circle.
    public static func turn(from a: Double, to b: Double) -> Double {
        var step = b - a
        if step > .pi { step -= 2 * .pi }
        if step < -.pi { step += 2 * .pi }
        return step
    }
}

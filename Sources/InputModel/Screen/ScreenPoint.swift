/// A point: in window or screen coordinates (origin top-left, y down), as in UIKit, or on a
/// touchpad's surface in mm (`TapToClick`, `GestureClassifier`).
public struct ScreenPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = ScreenPoint(x: 0, y: 0)

    public func distance(to other: ScreenPoint) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
    public static func + (a: ScreenPoint, b: ScreenPoint) -> ScreenPoint { ScreenPoint(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: ScreenPoint, b: ScreenPoint) -> ScreenPoint { ScreenPoint(x: a.x - b.x, y: a.y - b.y) }
    public var length: Double { (x * x + y * y).squareRoot() }
    public var description: String { "(\(x), \(y))" }
}

import InputModel
/// A width and a height in points, as `CGSize`.
public struct ScreenSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// `CGRect`-like frame; width and height are never negative in a valid scene.
public struct ScreenRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: ScreenPoint { ScreenPoint(x: x + width / 2, y: y + height / 2) }
    public var origin: ScreenPoint { ScreenPoint(x: x, y: y) }
    public var size: ScreenSize { ScreenSize(width: width, height: height) }

    /// Half-open on the far edges, like `CGRect.contains`.
    public func contains(_ p: ScreenPoint) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
    public func intersects(_ r: ScreenRect) -> Bool {
        r.minX < maxX && r.maxX > minX && r.minY < maxY && r.maxY > minY
    }
    /// `CGRect.insetBy(dx:dy:)`; negative values outset.
    public func insetBy(dx: Double, dy: Double) -> ScreenRect {
        ScreenRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(_ p: ScreenPoint) -> ScreenRect { ScreenRect(x: x + p.x, y: y + p.y, width: width, height: height) }
    public func union(_ r: ScreenRect) -> ScreenRect {
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return ScreenRect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }
    /// The overlap of two frames, nil when they do not overlap.
    public func intersection(_ r: ScreenRect) -> ScreenRect? {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY), x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return ScreenRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}

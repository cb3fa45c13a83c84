/// A frame laid out against its parent's frame, or the window's, in each environment: insets
/// from the reference's edges and sizes in points or as fractions of the reference, so a
/// hand-written layout stretches with the window as Auto Layout constraints would, instead of
/// leaving empty space in the wider windows of a size class.
///
/// Each axis gives two of its three lengths: `left`, `width`, `right` across; `top`, `height`,
/// `bottom` down. `{left: 16, right: 16, top: 80, height: 44}` is a bar 16 pt in from both
/// sides; `{left: 0, top: 0, bottom: 0, width: 30%}` a column of 30 % of the reference's width.
public struct RelativeFrame: Hashable, Sendable {
    /// A length in points, or a fraction of the reference's extent along the axis (`25%` is 0.25).
    public enum Length: Hashable, Sendable {
        case points(Double)
        case fraction(Double)

        func resolve(_ extent: Double) -> Double {
            switch self {
            case .points(let p): return p
            case .fraction(let f): return f * extent
            }
        }
    }

    /// What the lengths are measured against.
    public enum Reference: String, Hashable, Sendable, CaseIterable {
        /// The parent element's frame in the environment (the window's for an element without a
        /// parent).
        case parent
        /// The app's window.
        case window
    }

    public var left: Length?
    public var width: Length?
    public var right: Length?
    public var top: Length?
    public var height: Length?
    public var bottom: Length?
    public var reference: Reference

    public init(left: Length? = nil, width: Length? = nil, right: Length? = nil,
                top: Length? = nil, height: Length? = nil, bottom: Length? = nil, reference: Reference = .parent) {
        self.left = left; self.width = width; self.right = right
        self.top = top; self.height = height; self.bottom = bottom
        self.reference = reference
    }

    /// Exactly two of the axis's three lengths are given.
    static func isDetermined(_ a: Length?, _ b: Length?, _ c: Length?) -> Bool {
        [a, b, c].filter { $0 != nil }.count == 2
    }

    public var isValid: Bool {
        Self.isDetermined(left, width, right) && Self.isDetermined(top, height, bottom)
    }

    /// The frame within `r` (screen points). A size that comes out negative (insets wider than
    /// the reference) is 0. Of a frame not `isValid` (the loader refuses one), an axis given its
    /// start and size ignores its end, and one given a single length lies at the start of `r`
    /// with no size.
    public func resolve(in r: ScreenRect) -> ScreenRect {
        let (x, w) = Self.axis(start: left, size: width, end: right, origin: r.x, extent: r.width)
        let (y, h) = Self.axis(start: top, size: height, end: bottom, origin: r.y, extent: r.height)
        return ScreenRect(x: x, y: y, width: w, height: h)
    }

    static func axis(start: Length?, size: Length?, end: Length?, origin: Double, extent: Double) -> (Double, Double) {
        let s = start?.resolve(extent), l = size?.resolve(extent), e = end?.resolve(extent)
        switch (s, l, e) {
        case let (s?, l?, _): return (origin + s, max(0, l))
        case let (s?, nil, e?): return (origin + s, max(0, extent - s - e))
        case let (nil, l?, e?): return (origin + extent - e - max(0, l), max(0, l))
        default: return (origin, 0)
        }
    }
}

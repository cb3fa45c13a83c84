/// Maps device axis units to screen points.
///
/// - Direct devices (touchscreens, display pens): the axis range covers the
///   whole screen, each axis stretched independently, as a calibrated display
///   digitizer does.
/// - Indirect pen tablets: the tablet's active area maps onto the whole screen,
///   like the default "map to whole display" of Wacom drivers; each axis stretched.
/// - Touchpads do not map positions: their motion becomes relative pointer motion
///   (see `PointerAcceleration`), using `millimetres(dx:dy:)`.
public struct CoordinateMapper: Hashable, Sendable {
    public var x: AbsInfo
    public var y: AbsInfo
    public var screen: ScreenModel

    public init(x: AbsInfo, y: AbsInfo, screen: ScreenModel) {
        self.x = x
        self.y = y
        self.screen = screen
    }

    /// Position in points for raw values (values outside the range are kept, not clamped:
    /// devices report them and Android accepts them, docs/sources.md, "Android and Chromium").
    public func point(x rawX: Int32, y rawY: Int32) -> (x: Double, y: Double) {
        (x.normalized(rawX) * screen.width, y.normalized(rawY) * screen.height)
    }

    /// Points per device unit along x, used to scale radii.
    public var pointsPerUnitX: Double { screen.width / x.span }

    /// A device-unit delta in millimetres; when the resolution is unknown
    /// (0 is common on touchpads) the pad is assumed 100 mm wide, aspect kept
    /// from the ranges.
    public func millimetres(dx: Double, dy: Double) -> (dx: Double, dy: Double) {
        let rx = x.resolution > 0 ? Double(x.resolution) : x.span / CoordinateMapper.assumedPadWidth
        let ry = y.resolution > 0 ? Double(y.resolution) : rx
        return (dx / rx, dy / ry)
    }

    /// mm; assumed touchpad width when the device gives no resolution (a typical laptop pad).
    public static let assumedPadWidth: Double = 100
}

/// The pointer acceleration curve shared by mice and touchpads.
///
/// iPadOS documents no acceleration curve (ipados-semantics.md §3.4, §9: it is a
/// user setting, "model them as configuration, not constants"), so Tactile uses
/// a simplified form of libinput's *adaptive* profile: a speed-dependent gain.
///
///     v      = |Δ| / Δt                       (mm/s, physical speed of the hand)
///     factor = clamp(1 + (v − threshold) · incline, 1, maximumFactor)   (1 below threshold)
///     points = Δmm · baseGain · factor · trackingSpeed
///
/// Slow, precise motion gets the base gain; faster motion gets up to
/// `maximumFactor` times more, as libinput's adaptive filter does (its
/// touchpad profile ramps linearly above a threshold speed and caps the factor).
/// The gaps between motion events give Δt; it is clamped to
/// `minimumInterval…maximumInterval` so the first motion after a pause (a huge
/// Δt) counts as slow and a burst of events at the same timestamp is not infinitely fast.
public struct PointerAcceleration: Hashable, Sendable {
    /// Points per millimetre of hand motion at low speed.
    public var baseGain: Double
    /// mm/s: below this speed the factor is 1.
    public var threshold: Double
    /// Extra factor per mm/s above the threshold.
    public var incline: Double
    /// Cap on the factor.
    public var maximumFactor: Double
    /// The user's tracking-speed multiplier (`NormalizerSettings.trackingSpeed`).
    public var trackingSpeed: Double

    public init(baseGain: Double, threshold: Double, incline: Double, maximumFactor: Double, trackingSpeed: Double = 1) {
        self.baseGain = baseGain
        self.threshold = threshold
        self.incline = incline
        self.maximumFactor = maximumFactor
        self.trackingSpeed = trackingSpeed
    }

    /// Touchpads: 3 pt/mm slow (a 100 mm pad crosses about a quarter of the
    /// 1366 pt screen at finger-precision speed), ramping above 40 mm/s up to 3.5×
    /// (a quick 100 mm swipe crosses the whole screen). Chosen values, not Apple's.
    public static func touchpad(trackingSpeed: Double = 1) -> PointerAcceleration {
        PointerAcceleration(baseGain: 3, threshold: 40, incline: 0.02, maximumFactor: 3.5, trackingSpeed: trackingSpeed)
    }

    /// Mice: 2.5 pt/mm slow, ramping above 60 mm/s up to 3× (mice travel further and faster than fingers
    /// on a pad). Chosen values, not Apple's.
    public static func mouse(trackingSpeed: Double = 1) -> PointerAcceleration {
        PointerAcceleration(baseGain: 2.5, threshold: 60, incline: 0.015, maximumFactor: 3, trackingSpeed: trackingSpeed)
    }

    /// Shortest interval between motion events used for the speed (s): 4 ms (a 250 Hz report rate).
    public static let minimumInterval: Double = 0.004
    /// Longest interval (s): 100 ms; any longer pause counts as this (slow motion).
    public static let maximumInterval: Double = 0.100

    /// The gain factor for a speed in mm/s.
    public func factor(speed: Double) -> Double {
        guard speed > threshold else { return 1 }
        return min(maximumFactor, 1 + (speed - threshold) * incline)
    }

    /// Points for a motion of (dx, dy) mm that took `interval` seconds since the previous motion.
    public func points(dx: Double, dy: Double, interval: Double) -> (dx: Double, dy: Double) {
        let dt = min(PointerAcceleration.maximumInterval, max(PointerAcceleration.minimumInterval, interval))
        let speed = (dx * dx + dy * dy).squareRoot() / dt
        let gain = baseGain * factor(speed: speed) * trackingSpeed
        return (dx * gain, dy * gain)
    }
}

/// Millimetres from mouse counts. Mice report no resolution in evdev; libinput
/// assumes 1000 dpi when the hwdb has no `MOUSE_DPI` entry (its `DEFAULT_MOUSE_DPI`),
/// and so does Tactile.
public enum MouseResolution {
    /// Counts per inch assumed when unknown.
    public static let defaultDPI: Double = 1000
    public static let millimetresPerInch: Double = 25.4

    public static func millimetres(counts: Double, dpi: Double = defaultDPI) -> Double {
        counts / dpi * millimetresPerInch
    }
}

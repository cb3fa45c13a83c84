/// The pointer acceleration curve of mice and touchpads: a speed-dependent gain.
///
/// iPadOS publishes no acceleration curve (its tracking speed is a user setting), so Tactile
/// takes libinput's *adaptive* profile as the documented reference (docs/pointer-speed.md):
///
///     v      = |Δ| / Δt                                  (mm/s, the hand's speed)
///     factor = minimumFactor + (1 − minimumFactor) · v / decelerationSpeed   below decelerationSpeed
///              1                                                             up to threshold
///              min(1 + (v − threshold) · incline, maximumFactor)             above it
///     points = Δmm · baseGain · factor · trackingSpeed
///
/// The gaps between motion events give Δt, clamped to `minimumInterval…maximumInterval` so the
/// first motion after a pause (a huge Δt) counts as slow and a burst of events at one timestamp is
/// not infinitely fast.
public struct PointerAcceleration: Hashable, Sendable {
    /// Points per millimetre of hand motion at factor 1.
    public var baseGain: Double
    /// mm/s: below this the factor falls linearly to `minimumFactor` at rest (0: no deceleration).
    public var decelerationSpeed: Double = 0
    /// The factor at rest when `decelerationSpeed` > 0.
    public var minimumFactor: Double = 1
    /// mm/s: above this speed the factor grows.
    public var threshold: Double
    /// Extra factor per mm/s above the threshold.
    public var incline: Double
    /// Cap on the factor.
    public var maximumFactor: Double
    /// The user's tracking-speed multiplier (`NormalizerSettings.trackingSpeed`).
    public var trackingSpeed: Double
    /// Shortest interval between motion events used for the speed.
    public var minimumInterval: TimeSpan = 0.004

    public init(baseGain: Double, threshold: Double, incline: Double, maximumFactor: Double, trackingSpeed: Double = 1) {
        self.baseGain = baseGain
        self.threshold = threshold
        self.incline = incline
        self.maximumFactor = maximumFactor
        self.trackingSpeed = trackingSpeed
    }

    /// Touchpads: 3 pt/mm slow (a 100 mm pad crosses about a quarter of the 1366 pt screen at
    /// finger-precision speed), ramping above 40 mm/s up to 3.5× (a quick 100 mm swipe crosses the
    /// whole screen). Chosen values, at 0.3–1.3× of libinput's touchpad motion on real recordings.
    public static func touchpad(trackingSpeed: Double = 1) -> PointerAcceleration {
        PointerAcceleration(baseGain: 3, threshold: 40, incline: 0.02, maximumFactor: 3.5, trackingSpeed: trackingSpeed)
    }

    /// Mice: libinput's adaptive mouse profile at its default speed (`pointer_accel_profile_linear`,
    /// speed 0), with its normalized unit — one count of a 1000-dpi mouse, 0.0254 mm — taken as one
    /// point. In libinput's units per ms of a 1000-dpi mouse: factor 10·v + 0.3 below 0.07, 1 up to
    /// 0.4, then 1.1·(v − 0.4) + 1 capped at 2; here in mm/s (× 25.4).
    public static func mouse(trackingSpeed: Double = 1) -> PointerAcceleration {
        // libinput's speeds are in counts/ms of a 1000-dpi mouse: × this gives mm/s.
        let mmPerSecond = MouseResolution.millimetresPerInch / MouseResolution.defaultDPI * 1000   // 25.4
        var a = PointerAcceleration(baseGain: MouseResolution.defaultDPI / MouseResolution.millimetresPerInch, // 39.37 pt/mm
                                    threshold: 0.4 * mmPerSecond,              // 10.16 mm/s
                                    incline: 1.1 / mmPerSecond,                // 0.0433 per mm/s
                                    maximumFactor: 2.0, trackingSpeed: trackingSpeed)
        a.decelerationSpeed = 0.07 * mmPerSecond                               // 1.78 mm/s
        a.minimumFactor = 0.3
        a.minimumInterval = 0.001                                              // mice report at up to 1000 Hz
        return a
    }

    /// Longest interval: 100 ms; any longer pause counts as this (slow motion).
    public static let maximumInterval: TimeSpan = 0.100

    /// The gain factor for a speed in mm/s.
    public func factor(speed: Double) -> Double {
        if speed < decelerationSpeed { return minimumFactor + (1 - minimumFactor) * speed / decelerationSpeed }
        guard speed > threshold else { return 1 }
        return min(maximumFactor, 1 + (speed - threshold) * incline)
    }

    /// Points per millimetre at a hand speed in mm/s (the gain the device notes quote).
    public func pointsPerMillimetre(speed: Double) -> Double { baseGain * factor(speed: speed) * trackingSpeed }

    /// Points for a motion of (dx, dy) mm that took `interval` since the previous motion.
    public func points(dx: Double, dy: Double, interval: TimeSpan) -> (dx: Double, dy: Double) {
        let dt = min(PointerAcceleration.maximumInterval, max(minimumInterval, interval)).seconds
        let gain = pointsPerMillimetre(speed: (dx * dx + dy * dy).squareRoot() / dt)
        return (dx * gain, dy * gain)
    }
}

/// Millimetres from mouse counts. Mice report no resolution in evdev; udev's hwdb gives many a
/// `MOUSE_DPI` property, which a libinput record trace keeps in its `udev` section. Without one,
/// libinput assumes 1000 dpi (its `DEFAULT_MOUSE_DPI`), and so does Tactile.
public enum MouseResolution {
    /// The description's `MOUSE_DPI` (a libinput record trace's `udev` properties), else the default.
    public static func dpi(of d: DeviceDescription) -> Double {
        guard let udev = d.extras["yaml:udev"], let line = udev.split(separator: "\n").first(where: { $0.contains("MOUSE_DPI=") }),
              let value = line.split(separator: "=", maxSplits: 1).last, let dpi = parseMouseDPI(String(value)) else { return defaultDPI }
        return dpi
    }

    /// hwdb's `MOUSE_DPI` value: one resolution, or several with the default marked `*`, each
    /// optionally `@` its report rate ("400@125 *800@125 1600@125"), as libinput's
    /// `parse_mouse_dpi_property` reads it: entries are read in order up to the first marked
    /// default, which is the answer; with none marked, the last; an entry read on the way that
    /// is no positive number (or has a rate that is not) makes the whole value invalid (nil).
    public static func parseMouseDPI(_ value: String) -> Double? {
        let entries = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" })
        var dpi: Double?
        for entry in entries {
            let isDefault = entry.hasPrefix("*")
            let parts = entry.dropFirst(isDefault ? 1 : 0).split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count <= 2, let value = Double(parts[0]), value > 0,
                  parts.count == 1 || (Int(parts[1]).map { $0 > 0 } ?? false) else { return nil }
            dpi = value
            if isDefault { break }
        }
        return dpi
    }

    /// Counts per inch assumed when unknown.
    public static let defaultDPI: Double = 1000
    public static let millimetresPerInch: Double = 25.4

    public static func millimetres(counts: Double, dpi: Double = defaultDPI) -> Double {
        counts / dpi * millimetresPerInch
    }
}

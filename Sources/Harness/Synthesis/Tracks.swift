import InputModel

/// One sample of a contact or pen: time and position (points) plus optional properties.
public struct Sample: Hashable, Sendable {
    public var t: Timestamp
    public var x: Double
    public var y: Double
    /// 0…1 (touch pressure or pen pressure; 0 for a hovering pen).
    public var pressure: Double = 0.5
    /// Pen only: hover height 0 (near) … 1 (far); nil when touching.
    public var height: Double?
    /// Pen only: tilt in degrees.
    public var tiltX: Double = 0
    public var tiltY: Double = 0
}

/// A finger on a touch surface from touch-down to lift, sampled on the device's grid.
public struct ContactTrack: Hashable, Sendable {
    public var samples: [Sample]
    public var palm = false
    public init(samples: [Sample]) { self.samples = samples }
    public var start: Timestamp { samples.first?.t ?? .zero }
    public var end: Timestamp { samples.last?.t ?? .zero }
}

/// A barrel button of a pen track pressed or released at `t`; `button` 1 or 2.
public struct BarrelButtonChange: Hashable, Sendable {
    public var t: Timestamp
    public var button: Int
    public var down: Bool
    public init(t: Timestamp, button: Int, down: Bool) {
        self.t = t
        self.button = button
        self.down = down
    }
}

/// A pen from proximity-in to proximity-out.
public struct PenTrack: Hashable, Sendable {
    public var samples: [Sample]
    public var eraser: Bool
    /// Barrel button presses and releases.
    public var buttons: [BarrelButtonChange] = []
    public init(samples: [Sample], eraser: Bool) {
        self.samples = samples
        self.eraser = eraser
    }
    public static func == (a: PenTrack, b: PenTrack) -> Bool {
        a.samples == b.samples && a.eraser == b.eraser && a.buttons.count == b.buttons.count
    }
    public func hash(into h: inout Hasher) { h.combine(samples); h.combine(eraser) }
}

/// A key press or release of a Linux key code; `repeat` is a kernel autorepeat (value 2).
public struct KeyStroke: Hashable, Sendable {
    public enum Kind: Int32, Sendable { case up = 0, down = 1, `repeat` = 2 }
    public var t: Timestamp
    public var code: UInt16
    public var kind: Kind
}

/// Snaps times onto a device's report grid (k / rate, to the nearest µs), so simultaneous
/// contacts share frames. `rate` is reports a second. A time halfway between two reports goes to
/// the even one (IEEE 754's default rounding), so that ties do not all lean one way.
struct SampleGrid {
    let rate: Double
    /// The report nearest `t`: µs × rate is exact for a whole rate, so a tie is seen as one.
    func tick(_ t: Timestamp) -> Int { Int((Double(t.microseconds) * rate / 1_000_000).rounded(.toNearestOrEven)) }
    /// The instant of report `k` in µs, k × 10⁶ / rate: not always whole.
    func instant(_ k: Int) -> Double { Double(k) * 1_000_000 / rate }
    /// The time report `k` is written at: its instant to the nearest µs.
    func time(_ k: Int) -> Timestamp { Timestamp(microseconds: Int64(instant(k).rounded())) }
    /// One report's span, to the nearest µs.
    var period: TimeSpan { TimeSpan(microseconds: Int64(instant(1).rounded())) }
    /// Ticks covering [start, end], at least two.
    func ticks(from start: Timestamp, to end: Timestamp) -> [Int] {
        let a = tick(start), b = max(tick(end), a + 1)
        return Array(a...b)
    }
}

extension TimeSpan {
    /// `k` n-ths of this span, to the nearest µs: where the k-th of n even steps over it falls.
    func part(_ k: Int, of n: Int) -> TimeSpan {
        TimeSpan(microseconds: Int64((Double(microseconds) * Double(k) / Double(n)).rounded()))
    }
}

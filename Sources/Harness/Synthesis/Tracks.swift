import InputModel

/// One sample of a contact or pen: time (s) and position (points) plus optional properties.
public struct Sample: Hashable, Sendable {
    public var t: Double
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
    public var start: Double { samples.first?.t ?? 0 }
    public var end: Double { samples.last?.t ?? 0 }
}

/// A barrel button of a pen track pressed or released at `t` (s); `button` 1 or 2.
public struct BarrelButtonChange: Hashable, Sendable {
    public var t: Double
    public var button: Int
    public var down: Bool
    public init(t: Double, button: Int, down: Bool) {
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
    public var t: Double
    public var code: UInt16
    public var kind: Kind
}

/// Snaps times onto a device's report grid (k / rate), so simultaneous contacts share frames.
struct SampleGrid {
    let rate: Double
    func tick(_ t: Double) -> Int { Int((t * rate).rounded()) }
    func time(_ tick: Int) -> Double { Double(tick) / rate }
    /// Ticks covering [start, end], at least two.
    func ticks(from start: Double, to end: Double) -> [Int] {
        let a = tick(start), b = max(tick(end), a + 1)
        return Array(a...b)
    }
}

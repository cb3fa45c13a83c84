import XCTest
@testable import InputModel

/// A tiny DSL for raw frames and device descriptions, for the touchscreen and pen
/// normalizer tests. Positions default to ranges equal to the screen size in
/// points (1366 × 1024), so raw values read as points.
enum TP {
    static func abs(_ code: UInt16, _ value: Int32) -> [InputEvent] {
        [InputEvent(time: 0, type: EV.ABS, code: code, value: value)]
    }
    static func key(_ code: UInt16, _ value: Int32) -> [InputEvent] {
        [InputEvent(time: 0, type: EV.KEY, code: code, value: value)]
    }
    static let mtReport = [InputEvent(time: 0, type: EV.SYN, code: SYN.MT_REPORT, value: 0)]
    static let timestamp = [InputEvent(time: 0, type: EV.MSC, code: MSC.TIMESTAMP, value: 1234)]
    static func serial(_ s: Int32) -> [InputEvent] { [InputEvent(time: 0, type: EV.MSC, code: MSC.SERIAL, value: s)] }
    static func slot(_ n: Int32) -> [InputEvent] { abs(ABS.MT_SLOT, n) }
    static func id(_ n: Int32) -> [InputEvent] { abs(ABS.MT_TRACKING_ID, n) }
    static func tool(_ t: Int32) -> [InputEvent] { abs(ABS.MT_TOOL_TYPE, t) }
    static func mt(_ x: Int32, _ y: Int32) -> [InputEvent] { abs(ABS.MT_POSITION_X, x) + abs(ABS.MT_POSITION_Y, y) }
    static func xy(_ x: Int32, _ y: Int32) -> [InputEvent] { abs(ABS.X, x) + abs(ABS.Y, y) }

    static let width: Int32 = 1366
    static let height: Int32 = 1024

    /// A protocol-B touchscreen (litest generic touch screen shape).
    static func touchscreen(slots: Int32 = 10, initialSlot: Int32 = 0, pressure: Bool = true,
                            major: Bool = true, distance: Bool = false) -> DeviceDescription {
        var d = DeviceDescription(name: "Test Touchscreen", properties: [INPUT_PROP.DIRECT])
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        func axis(_ code: UInt16, _ info: AbsInfo) { d.enable(type: EV.ABS, code: code); d.absinfo[code] = info }
        axis(ABS.X, AbsInfo(minimum: 0, maximum: width))
        axis(ABS.Y, AbsInfo(minimum: 0, maximum: height))
        axis(ABS.MT_SLOT, AbsInfo(value: initialSlot, minimum: 0, maximum: slots - 1))
        axis(ABS.MT_POSITION_X, AbsInfo(minimum: 0, maximum: width))
        axis(ABS.MT_POSITION_Y, AbsInfo(minimum: 0, maximum: height))
        axis(ABS.MT_TRACKING_ID, AbsInfo(minimum: 0, maximum: 65535))
        axis(ABS.MT_TOOL_TYPE, AbsInfo(minimum: 0, maximum: 2))
        if pressure { axis(ABS.MT_PRESSURE, AbsInfo(minimum: 0, maximum: 255)) }
        if major { axis(ABS.MT_TOUCH_MAJOR, AbsInfo(minimum: 0, maximum: 255)) }
        if distance { axis(ABS.MT_DISTANCE, AbsInfo(minimum: 0, maximum: 1)) }
        return d
    }

    /// A protocol-A touchscreen: ABS_MT_* without slots.
    static func protocolA(btnTouch: Bool = false) -> DeviceDescription {
        var d = DeviceDescription(name: "Test Protocol A", properties: [INPUT_PROP.DIRECT])
        if btnTouch { d.enable(type: EV.KEY, code: BTN.TOUCH) }
        func axis(_ code: UInt16, _ info: AbsInfo) { d.enable(type: EV.ABS, code: code); d.absinfo[code] = info }
        axis(ABS.X, AbsInfo(minimum: 0, maximum: width))
        axis(ABS.Y, AbsInfo(minimum: 0, maximum: height))
        axis(ABS.MT_POSITION_X, AbsInfo(minimum: 0, maximum: width))
        axis(ABS.MT_POSITION_Y, AbsInfo(minimum: 0, maximum: height))
        return d
    }

    static func singleTouch() -> DeviceDescription {
        var d = DeviceDescription(name: "Test Single Touch", properties: [INPUT_PROP.DIRECT])
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: width)
        d.enable(type: EV.ABS, code: ABS.Y); d.absinfo[ABS.Y] = AbsInfo(minimum: 0, maximum: height)
        return d
    }

    /// A pen tablet. `tilt` gives the ABS_TILT_X/Y range (nil: no tilt axes).
    static func pen(btnTouch: Bool = true, pressureMax: Int32 = 2047, distanceMax: Int32? = 63,
                    tilt: AbsInfo? = AbsInfo(minimum: -64, maximum: 63, resolution: 57),
                    rubber: Bool = true, direct: Bool = true) -> DeviceDescription {
        var d = DeviceDescription(name: "Test Pen", properties: direct ? [INPUT_PROP.DIRECT] : [INPUT_PROP.POINTER])
        d.enable(type: EV.KEY, code: BTN.TOOL_PEN)
        if rubber { d.enable(type: EV.KEY, code: BTN.TOOL_RUBBER) }
        if btnTouch { d.enable(type: EV.KEY, code: BTN.TOUCH) }
        d.enable(type: EV.KEY, code: BTN.STYLUS)
        d.enable(type: EV.KEY, code: BTN.STYLUS2)
        func axis(_ code: UInt16, _ info: AbsInfo) { d.enable(type: EV.ABS, code: code); d.absinfo[code] = info }
        axis(ABS.X, AbsInfo(minimum: 0, maximum: width))
        axis(ABS.Y, AbsInfo(minimum: 0, maximum: height))
        axis(ABS.PRESSURE, AbsInfo(minimum: 0, maximum: pressureMax))
        if let distanceMax { axis(ABS.DISTANCE, AbsInfo(minimum: 0, maximum: distanceMax)) }
        if let tilt {
            axis(ABS.TILT_X, tilt)
            axis(ABS.TILT_Y, tilt)
        }
        return d
    }
}

/// Drives a normalizer like the pipeline does: `advance(to:)` before each frame.
struct Drive<N: DeviceNormalizer> {
    var normalizer: N
    /// Every payload so far with its time.
    var log: [(t: Double, payload: UnifiedEvent.Payload)] = []

    init(_ normalizer: N) {
        self.normalizer = normalizer
        log += self.normalizer.start(at: 0).map { (0, $0) }
    }

    /// Applies one frame at `t` seconds; returns the payloads of this step (timers first).
    @discardableResult
    mutating func frame(_ t: Double, _ parts: [InputEvent]..., resync: Bool = false) -> [UnifiedEvent.Payload] {
        let time = Timestamp(seconds: t)
        let fired = normalizer.advance(to: time).map { ($0.time.seconds, $0.payload) }
        let frame = RawFrame(device: 0, time: time.microseconds, events: parts.flatMap { $0 }, resync: resync)
        let applied = normalizer.apply(frame, at: time)
        log += fired + applied.map { (t, $0) }
        return fired.map(\.1) + applied
    }

    @discardableResult
    mutating func advance(to t: Double) -> [(Double, UnifiedEvent.Payload)] {
        let fired = normalizer.advance(to: Timestamp(seconds: t)).map { ($0.time.seconds, $0.payload) }
        log += fired
        return fired
    }

    @discardableResult
    mutating func finish(_ t: Double) -> [UnifiedEvent.Payload] {
        let out = normalizer.finish(at: Timestamp(seconds: t))
        log += out.map { (t, $0) }
        return out
    }
}

extension Array where Element == UnifiedEvent.Payload {
    var touches: [Touch] { compactMap { if case .touch(let t) = $0 { return t } else { return nil } } }
    var hovers: [Hover] { compactMap { if case .hover(let h) = $0 { return h } else { return nil } } }
    /// Compact form for sequence assertions: "began 1", "hover changed", "pencil tap", "resync".
    var summary: [String] {
        map { payload in
            switch payload {
            case .touch(let t): return "\(t.phase.rawValue) \(t.id)"
            case .hover(let h): return "hover \(h.phase.rawValue)"
            case .pencil(let p): return "pencil \(p.action.rawValue)"
            case .resync: return "resync"
            case .device(let d): return "device \(d.phase.rawValue)"
            default: return "other"
            }
        }
    }
}

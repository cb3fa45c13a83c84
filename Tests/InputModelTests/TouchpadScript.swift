import XCTest
@testable import InputModel

/// A 100 × 60 mm test touchpad and protocol-B frames for it (the touchpad normalizer tests).
extension PointerTestCase {
    /// A 100 × 60 mm clickpad at 30 units/mm.
    func pad(slots: Int32 = 5, clickpad: Bool = true, semiMT: Bool = false) -> DeviceDescription {
        let x = AbsInfo(minimum: 0, maximum: 3000, resolution: 30)
        let y = AbsInfo(minimum: 0, maximum: 1800, resolution: 30)
        var props: Set<UInt16> = [INPUT_PROP.POINTER]
        if clickpad { props.insert(INPUT_PROP.BUTTONPAD) }
        if semiMT { props.insert(INPUT_PROP.SEMI_MT) }
        return describe("Test Touchpad",
                        keys: [BTN.LEFT, BTN.TOUCH, BTN.TOOL_FINGER, BTN.TOOL_DOUBLETAP, BTN.TOOL_TRIPLETAP,
                               BTN.TOOL_QUADTAP, BTN.TOOL_QUINTTAP] + (clickpad ? [] : [BTN.RIGHT, BTN.MIDDLE]),
                        abs: [ABS.X: x, ABS.Y: y, ABS.MT_POSITION_X: x, ABS.MT_POSITION_Y: y,
                              ABS.MT_SLOT: AbsInfo(minimum: 0, maximum: slots - 1),
                              ABS.MT_TRACKING_ID: AbsInfo(minimum: 0, maximum: 65535)],
                        properties: props, bus: InputID.BUS_I2C)
    }

    /// Frames for finger paths: `steps` frames 10 ms apart from `t0`, positions from `at(step)`.
    func script(_ s: inout PadScript, from t0: Double, steps: Int, interval: Double = 0.010,
                count: Int? = nil, _ at: (Int) -> [Int: (Double, Double)]) -> [RawFrame] {
        (0..<steps).map { i in frame(t0 + Double(i) * interval, s.events(at(i), count: count)) }
    }

    func lift(_ s: inout PadScript, at t: Double, extra: [InputEvent] = []) -> RawFrame {
        frame(t, s.events([:], extra: extra))
    }

    func settings(tap: Bool = false, natural: Bool = true) -> NormalizerSettings {
        var s = NormalizerSettings()
        s.tapToClick = tap
        s.naturalScrolling = natural
        return s
    }

}

/// Writes protocol-B frames like a kernel driver: only changes, slot switches,
/// tracking ids, BTN_TOUCH and one BTN_TOOL_* for the finger count.
struct PadScript {
    var slotsDown: [Int: (Int32, Int32)] = [:]
    var nextID: Int32 = 100
    var currentSlot = 0
    var tool: UInt16?
    /// `fingers`: slot → position in mm; `count` overrides the BTN_TOOL count (fingers beyond the slots).
    mutating func events(_ fingers: [Int: (Double, Double)], count: Int? = nil, extra: [InputEvent] = []) -> [InputEvent] {
        var out: [InputEvent] = []
        func ev(_ type: UInt16, _ code: UInt16, _ value: Int32) { out.append(InputEvent(time: 0, type: type, code: code, value: value)) }
        func select(_ slot: Int) { if slot != currentSlot { ev(EV.ABS, ABS.MT_SLOT, Int32(slot)); currentSlot = slot } }
        for slot in slotsDown.keys.sorted() where fingers[slot] == nil {
            select(slot); ev(EV.ABS, ABS.MT_TRACKING_ID, -1); slotsDown[slot] = nil
        }
        for slot in fingers.keys.sorted() {
            let p = (Int32((fingers[slot]!.0 * 30).rounded()), Int32((fingers[slot]!.1 * 30).rounded()))
            if let old = slotsDown[slot] {
                if old == p { continue }
                select(slot)
                if old.0 != p.0 { ev(EV.ABS, ABS.MT_POSITION_X, p.0) }
                if old.1 != p.1 { ev(EV.ABS, ABS.MT_POSITION_Y, p.1) }
            } else {
                select(slot)
                ev(EV.ABS, ABS.MT_TRACKING_ID, nextID); nextID += 1
                ev(EV.ABS, ABS.MT_POSITION_X, p.0); ev(EV.ABS, ABS.MT_POSITION_Y, p.1)
            }
            slotsDown[slot] = p
        }
        let n = count ?? fingers.count
        let tools: [UInt16] = [BTN.TOOL_FINGER, BTN.TOOL_DOUBLETAP, BTN.TOOL_TRIPLETAP, BTN.TOOL_QUADTAP, BTN.TOOL_QUINTTAP]
        let newTool = n > 0 ? tools[min(n, 5) - 1] : nil
        if newTool != tool {
            if tool == nil { ev(EV.KEY, BTN.TOUCH, 1) }
            if let t = tool { ev(EV.KEY, t, 0) }
            if let t = newTool { ev(EV.KEY, t, 1) } else { ev(EV.KEY, BTN.TOUCH, 0) }
            tool = newTool
        }
        return out + extra
    }
}


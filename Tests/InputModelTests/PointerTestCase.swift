import XCTest
@testable import InputModel

/// Base class for the pointer, touchpad and keyboard normalizer tests: a tiny DSL
/// that builds RawFrames (`frame(t, rel(REL.X, 5), key(BTN.LEFT, 1))`) and device descriptions.
class PointerTestCase: XCTestCase {
    typealias Payload = UnifiedEvent.Payload

    func rel(_ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(time: 0, type: EV.REL, code: code, value: value) }
    func key(_ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(time: 0, type: EV.KEY, code: code, value: value) }
    func abs(_ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(time: 0, type: EV.ABS, code: code, value: value) }
    func led(_ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(time: 0, type: EV.LED, code: code, value: value) }

    /// A frame at `t` seconds (events are stamped with the frame time).
    func frame(_ t: Double, _ events: InputEvent..., syn: Int32 = 0, resync: Bool = false) -> RawFrame {
        frame(t, events, syn: syn, resync: resync)
    }

    func frame(_ t: Double, _ events: [InputEvent], syn: Int32 = 0, resync: Bool = false) -> RawFrame {
        let us = Int64((t * 1_000_000).rounded())
        return RawFrame(device: 0, time: us, events: events.map { var e = $0; e.time = us; return e },
                        synValue: syn, resync: resync)
    }

    /// A description with the given codes per type.
    func describe(_ name: String, rel: [UInt16] = [], keys: [UInt16] = [], abs: [UInt16: AbsInfo] = [:],
                  properties: Set<UInt16> = [], bus: UInt16 = InputID.BUS_USB) -> DeviceDescription {
        var d = DeviceDescription(name: name, id: InputID(bustype: bus), properties: properties)
        for c in rel { d.enable(type: EV.REL, code: c) }
        for c in keys { d.enable(type: EV.KEY, code: c) }
        for (c, info) in abs {
            d.enable(type: EV.ABS, code: c)
            d.absinfo[c] = info
        }
        return d
    }

    /// Feeds frames the way the pipeline does: `advance(to:)` before each frame, then `apply`.
    /// Returns (time, payload) pairs in order.
    func run<N: DeviceNormalizer>(_ n: inout N, _ frames: [RawFrame], until end: Double? = nil,
                                  finish: Bool = false) -> [(Double, Payload)] {
        var out: [(Double, Payload)] = []
        for f in frames {
            let t = Timestamp(microseconds: f.time)
            out += n.advance(to: t).map { ($0.time.seconds, $0.payload) }
            out += n.apply(f, at: t).map { (t.seconds, $0) }
        }
        if let end {
            let e = Timestamp(seconds: end)
            out += n.advance(to: e).map { ($0.time.seconds, $0.payload) }
            if finish { out += n.finish(at: e).map { (end, $0) } }
        }
        return out
    }

    // MARK: extracting payloads

    func touches(_ events: [(Double, Payload)]) -> [Touch] {
        events.compactMap { if case .touch(let t) = $0.1 { return t } else { return nil } }
    }
    func hovers(_ events: [(Double, Payload)]) -> [Hover] {
        events.compactMap { if case .hover(let h) = $0.1 { return h } else { return nil } }
    }
    func scrolls(_ events: [(Double, Payload)]) -> [Scroll] {
        events.compactMap { if case .scroll(let s) = $0.1 { return s } else { return nil } }
    }
    func transforms(_ events: [(Double, Payload)]) -> [Transform] {
        events.compactMap { if case .transform(let s) = $0.1 { return s } else { return nil } }
    }
    func systemGestures(_ events: [(Double, Payload)]) -> [SystemGesture] {
        events.compactMap { if case .systemGesture(let s) = $0.1 { return s } else { return nil } }
    }
    func keys(_ events: [(Double, Payload)]) -> [Key] {
        events.compactMap { if case .key(let k) = $0.1 { return k } else { return nil } }
    }
    func devices(_ events: [(Double, Payload)]) -> [DeviceChange] {
        events.compactMap { if case .device(let d) = $0.1 { return d } else { return nil } }
    }
    /// A compact trace of the event kinds and phases, e.g. ["hover.began", "touch.began"].
    func kinds(_ events: [(Double, Payload)]) -> [String] { payloadKinds(events.map(\.1)) }
    /// The times of the payloads of one kind (a `kinds` name, e.g. "scroll.began"), in order.
    func times(_ events: [(Double, Payload)], of kind: String) -> [Double] {
        zip(events, kinds(events)).filter { $0.1 == kind }.map(\.0.0)
    }
}

/// A compact trace of the payloads' kinds and phases, e.g. ["hover.began", "touch.began"]
/// (`PointerTestCase.kinds`, for payloads without times).
func payloadKinds(_ payloads: [UnifiedEvent.Payload]) -> [String] {
    payloads.map { p in
        switch p {
        case .touch(let t): return "touch.\(t.phase.rawValue)"
        case .hover(let h): return "hover.\(h.phase.rawValue)"
        case .scroll(let s): return "scroll.\(s.phase.rawValue)"
        case .transform(let t): return "transform.\(t.phase.rawValue)"
        case .key(let k): return "key.\(k.phase.rawValue)"
        case .device: return "device"
        case .resync: return "resync"
        case .systemGesture(let g): return "systemGesture.\(g.phase.rawValue)"
        case .pencil: return "pencil"
        }
    }
}

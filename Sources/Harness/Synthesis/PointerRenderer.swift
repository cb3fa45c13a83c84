import Foundation
import InputModel

/// Renders pointer intentions (move to a point, press a button, scroll) as raw frames of a
/// mouse or a trackpad. Relative devices only say "moved by so much", and the normalizer
/// accelerates that, so the renderer runs closed-loop: it feeds every frame it writes to a
/// copy of the very normalizer the trace will meet, and picks each frame's motion by searching
/// what brings that copy's pointer to the planned position.
struct PointerRenderer {
    let profile: DeviceProfile
    let screen: ScreenModel
    let settings: NormalizerSettings

    /// Points per wheel detent (the normalizer's `DiscreteScroll.pointsPerDetent`).
    static let detentUnits: Int32 = 120

    func render(_ script: PointerScript) -> [InputEvent] {
        switch profile.kind {
        case .trackpad, .twoSlotClickpad:
            var r = TrackpadWriter(profile: profile, screen: screen, settings: settings)
            return r.render(script)
        default:
            var r = MouseWriter(profile: profile, screen: screen, settings: settings)
            return r.render(script)
        }
    }
}

/// Writes a frame and feeds the same frame to the simulated normalizer, so the simulation sees
/// exactly what the trace will hold (shared by the mouse and trackpad writers).
func writeAndSimulate<N: DeviceNormalizer>(_ events: [(UInt16, UInt16, Int32)], at t: Timestamp,
                                           writer w: inout FrameWriter, simulation sim: inout N) {
    guard !events.isEmpty else { return }
    for (type, code, value) in events { w.add(type, code, value) }
    w.sync(at: t)
    let time = w.events.last!.time
    let frame = RawFrame(device: 0, time: time, events: events.map { InputEvent(time: time, type: $0.0, code: $0.1, value: $0.2) })
    _ = sim.apply(frame, at: Timestamp(microseconds: time))
}

/// A moment the pointer writers report at: the instant a position is planned for, in µs (not
/// always whole), and the frame's time, that instant to the nearest µs. A report on the device's
/// grid is planned for its own instant, k / rate; a button change or a pad tap for its script
/// time. Fractions of a step are taken from the exact instant, so a step's k-th of n falls where
/// the step puts it (a wheel's detent at 10 pt of 100 is not lost to a rounded time).
struct PointerTick: Hashable, Comparable {
    let micros: Double
    var time: Timestamp { Timestamp(microseconds: Int64(micros.rounded())) }

    init(tick k: Int, on grid: SampleGrid) { micros = grid.instant(k) }
    init(_ t: Timestamp) { micros = Double(t.microseconds) }

    static func < (a: PointerTick, b: PointerTick) -> Bool { a.micros < b.micros }
    /// How far through [start, start + duration] this tick is, at most 1 (1 for an empty span);
    /// a tick rounded onto the grid just before `start` is a hair below 0.
    func fraction(from start: Timestamp, over duration: TimeSpan) -> Double {
        duration > .zero ? min(1, (micros - Double(start.microseconds)) / Double(duration.microseconds)) : 1
    }
    /// The report one period of `grid` after this one.
    func next(on grid: SampleGrid) -> PointerTick { PointerTick(micros: micros + grid.instant(1)) }
    private init(micros: Double) { self.micros = micros }
}

/// Moments at which something happens, on the device's report grid, plus item edges.
func pointerTicks(_ script: PointerScript, rate: Double) -> [PointerTick] {
    var ticks = Set<PointerTick>()
    let grid = SampleGrid(rate: rate)
    for item in script.items {
        switch item {
        case let .move(start, duration, _):
            for k in grid.ticks(from: start, to: start + duration) { ticks.insert(PointerTick(tick: k, on: grid)) }
        case let .button(t, _, _):
            ticks.insert(PointerTick(t))
        case let .scroll(start, duration, _, _, _), let .padPinch(start, duration, _, _):
            for k in grid.ticks(from: start, to: start + duration) { ticks.insert(PointerTick(tick: k, on: grid)) }
        case let .padTap(start, _):
            ticks.insert(PointerTick(start))
            ticks.insert(PointerTick(start + Synthesizer.tapDuration))
        }
    }
    return ticks.sorted()
}

/// Where the plan wants the pointer at time t: each move interpolates from where the pointer
/// was when it started (`origins`) to its target.
struct PointerPlan {
    var moves: [(start: Timestamp, duration: TimeSpan, to: (x: Double, y: Double))] = []
    var origins: [Int: (x: Double, y: Double)] = [:]

    init(_ script: PointerScript) {
        for item in script.items {
            if case let .move(start, duration, to) = item { moves.append((start, duration, to)) }
        }
    }

    /// The planned position, or nil when no move is under way at t.
    mutating func target(at tick: PointerTick, current: (x: Double, y: Double)) -> (x: Double, y: Double)? {
        let t = tick.time
        for (i, m) in moves.enumerated() where t >= m.start && t <= m.start + m.duration {
            if origins[i] == nil { origins[i] = current }
            let o = origins[i]!
            let f = max(0, tick.fraction(from: m.start, over: m.duration))
            // Ease in and out so speeds stay realistic at the ends.
            let e = f * f * (3 - 2 * f)
            return (o.x + (m.to.x - o.x) * e, o.y + (m.to.y - o.y) * e)
        }
        return nil
    }
}

struct MouseWriter {
    let profile: DeviceProfile
    var sim: MouseNormalizer
    var w = FrameWriter()

    init(profile: DeviceProfile, screen: ScreenModel, settings: NormalizerSettings) {
        self.profile = profile
        sim = MouseNormalizer(description: profile.description, settings: settings, screen: screen)
        _ = sim.start(at: 0)
    }

    /// Writes a frame and feeds it to the simulated normalizer.
    mutating func emit(_ events: [(UInt16, UInt16, Int32)], at t: Timestamp) {
        writeAndSimulate(events, at: t, writer: &w, simulation: &sim)
    }

    /// Halvings of the counts-per-point search (the last one's counts are used).
    static let searchSteps = 24

    /// Counts that move the simulated pointer closest to `target`.
    func counts(toward target: (x: Double, y: Double), at t: Timestamp) -> (Int32, Int32) {
        let dx = target.x - sim.pointer.x, dy = target.y - sim.pointer.y
        let want = (dx * dx + dy * dy).squareRoot()
        guard want > 0.05 else { return (0, 0) }
        // Binary search on counts per point along the wanted direction: more counts, more motion.
        var lo = 0.0, hi = 64.0
        var best: (Int32, Int32) = (0, 0)
        // Halving k soon stops changing the integer counts; the simulation is deterministic, so a
        // count pair already tried gives the same motion. Why: the search runs the normalizer many
        // times a tick (Benchmarks/notes.md, "Hot paths").
        var tried: [(c: (Int32, Int32), moved: Double)] = []
        tried.reserveCapacity(MouseWriter.searchSteps)
        for _ in 0..<MouseWriter.searchSteps {
            let k = (lo + hi) / 2
            let c = (Int32((dx * k).rounded()), Int32((dy * k).rounded()))
            let moved: Double
            if let known = tried.first(where: { $0.c == c }) {
                moved = known.moved
            } else {
                var copy = sim
                let time = t.microseconds
                var ev: [InputEvent] = []
                ev.reserveCapacity(2)
                if c.0 != 0 { ev.append(InputEvent(time: time, type: EV.REL, code: REL.X, value: c.0)) }
                if c.1 != 0 { ev.append(InputEvent(time: time, type: EV.REL, code: REL.Y, value: c.1)) }
                _ = copy.apply(RawFrame(device: 0, time: time, events: ev), at: Timestamp(microseconds: time))
                let mx = copy.pointer.x - sim.pointer.x, my = copy.pointer.y - sim.pointer.y
                moved = (mx * mx + my * my).squareRoot()
                tried.append((c, moved))
            }
            best = c
            if moved < want { lo = k } else { hi = k }
        }
        return best
    }

    mutating func render(_ script: PointerScript) -> [InputEvent] {
        var plan = PointerPlan(script)
        var scrollPlan: [WheelScroll] = []
        var buttons: [ButtonChange] = []
        for item in script.items {
            switch item {
            case let .button(t, b, down): buttons.append(ButtonChange(t: t, button: b, down: down))
            case let .scroll(start, duration, dx, dy, _): scrollPlan.append(WheelScroll(start: start, duration: duration, dx: dx, dy: dy))
            default: break
            }
        }
        // Which wheel direction gives a positive unified dy under the current settings.
        var probe = sim
        let t0: Int64 = 0
        let p = probe.apply(RawFrame(device: 0, time: t0, events: [InputEvent(time: t0, type: EV.REL, code: REL.WHEEL, value: 1),
                                                                     InputEvent(time: t0, type: EV.REL, code: REL.WHEEL_HI_RES, value: 120)]), at: 0)
        var wheelSign: Int32 = 1
        for e in p { if case .scroll(let s) = e, s.dy < 0 { wheelSign = -1 } }

        let grid = SampleGrid(rate: profile.sampleRate)
        for tick in pointerTicks(script, rate: profile.sampleRate) {
            let t = tick.time
            var frame: [(UInt16, UInt16, Int32)] = []
            if let target = plan.target(at: tick, current: (sim.pointer.x, sim.pointer.y)) {
                let c = counts(toward: target, at: t)
                if c.0 != 0 { frame.append((EV.REL, REL.X, c.0)) }
                if c.1 != 0 { frame.append((EV.REL, REL.Y, c.1)) }
            }
            for i in scrollPlan.indices where grid.tick(t) >= grid.tick(scrollPlan[i].start)
                && grid.tick(t) <= grid.tick(scrollPlan[i].start + scrollPlan[i].duration) {
                // Whole detents as the planned distance is covered: 10 pt per detent.
                // The last tick of the scroll completes it (ticks are rounded onto the report grid).
                let end = scrollPlan[i].start + scrollPlan[i].duration
                let f = grid.tick(t) < grid.tick(end) ? tick.fraction(from: scrollPlan[i].start, over: scrollPlan[i].duration) : 1
                let wantY = scrollPlan[i].dy * f, wantX = scrollPlan[i].dx * f
                let detY = Int32(((wantY - scrollPlan[i].doneY) / DiscreteScroll.pointsPerDetent).rounded(.towardZero))
                let detX = Int32(((wantX - scrollPlan[i].doneX) / DiscreteScroll.pointsPerDetent).rounded(.towardZero))
                if detY != 0 {
                    frame.append((EV.REL, REL.WHEEL, detY * wheelSign))
                    if profile.description.hasRel(REL.WHEEL_HI_RES) { frame.append((EV.REL, REL.WHEEL_HI_RES, detY * wheelSign * PointerRenderer.detentUnits)) }
                    scrollPlan[i].doneY += Double(detY) * DiscreteScroll.pointsPerDetent
                }
                if detX != 0 {
                    frame.append((EV.REL, REL.HWHEEL, -detX * wheelSign))
                    if profile.description.hasRel(REL.HWHEEL_HI_RES) { frame.append((EV.REL, REL.HWHEEL_HI_RES, -detX * wheelSign * PointerRenderer.detentUnits)) }
                    scrollPlan[i].doneX += Double(detX) * DiscreteScroll.pointsPerDetent
                }
            }
            emit(frame, at: t)
            for b in buttons where b.t == t {
                let code: UInt16 = b.button == .primary ? BTN.LEFT : b.button == .secondary ? BTN.RIGHT : BTN.MIDDLE
                emit([(EV.MSC, MSC.SCAN, Int32(0x90001 + Int(code - BTN.LEFT))), (EV.KEY, code, b.down ? 1 : 0)]
                        .filter { $0.0 != EV.MSC || profile.description.has(type: EV.MSC, code: MSC.SCAN) }, at: t)
            }
        }
        return w.events
    }
}

struct TrackpadWriter {
    let profile: DeviceProfile
    var sim: TouchpadNormalizer
    var w = FrameWriter()
    let x: AbsInfo
    let y: AbsInfo
    /// The finger's current raw position, nil when lifted.
    var finger: (Int32, Int32)?
    var tracking: Int32 = 200

    init(profile: DeviceProfile, screen: ScreenModel, settings: NormalizerSettings) {
        self.profile = profile
        sim = TouchpadNormalizer(description: profile.description, settings: settings, screen: screen)
        _ = sim.start(at: 0)
        x = profile.description.absinfo[ABS.MT_POSITION_X]!
        y = profile.description.absinfo[ABS.MT_POSITION_Y]!
    }

    /// mm between the fingers of a scripted trackpad tap, and at the start of a pinch.
    static let tapSpacing = 15.0
    static let pinchSpan = 30.0
    /// A resting finger's pressure, as a fraction of the pad's pressure range: a real Synaptics
    /// pad's median, 71 of 0…255, in Traces/real/touchpads/SynPS2 Synaptics TouchPad.leftmove.events.
    /// libinput begins a touch on a pad with pressure only above minimum + 12 % of the range
    /// (`tp_init_pressure`, with no quirk), so a finger written without it would never touch.
    static let contactPressure = 71.0 / 255.0

    /// The pressure written for a finger in contact on an axis of this range.
    static func pressure(_ range: AbsInfo) -> Int32 {
        range.minimum + Int32((Double(range.maximum - range.minimum) * contactPressure).rounded())
    }

    var centre: (Int32, Int32) { (Int32((Int64(x.minimum) + Int64(x.maximum)) / 2), Int32((Int64(y.minimum) + Int64(y.maximum)) / 2)) }

    mutating func emit(_ events: [(UInt16, UInt16, Int32)], at t: Timestamp) {
        writeAndSimulate(events, at: t, writer: &w, simulation: &sim)
    }

    /// Frames for a set of fingers at raw positions (slot i ↔ finger i); nil lifts the slot.
    func fingersFrame(_ fingers: [(Int32, Int32)?], previous: [(Int32, Int32)?], trackingStart: Int32) -> [(UInt16, UInt16, Int32)] {
        var f: [(UInt16, UInt16, Int32)] = []
        // Slot, tracking id and position per finger, the touch and tool keys, the legacy axes.
        f.reserveCapacity(4 * max(fingers.count, previous.count) + 6)
        for slot in 0..<max(fingers.count, previous.count) {
            let now = slot < fingers.count ? fingers[slot] : nil
            let was = slot < previous.count ? previous[slot] : nil
            if now == nil && was == nil { continue }
            f.append((EV.ABS, ABS.MT_SLOT, Int32(slot)))
            if let n = now {
                if was == nil { f.append((EV.ABS, ABS.MT_TRACKING_ID, trackingStart + Int32(slot))) }
                if was?.0 != n.0 { f.append((EV.ABS, ABS.MT_POSITION_X, n.0)) }
                if was?.1 != n.1 { f.append((EV.ABS, ABS.MT_POSITION_Y, n.1)) }
                if was == nil, let range = profile.description.absinfo[ABS.MT_PRESSURE], profile.description.hasAbs(ABS.MT_PRESSURE) {
                    f.append((EV.ABS, ABS.MT_PRESSURE, Self.pressure(range)))
                }
            } else {
                f.append((EV.ABS, ABS.MT_TRACKING_ID, -1))
            }
        }
        let countNow = fingers.compactMap { $0 }.count, countWas = previous.compactMap { $0 }.count
        if countNow > 0 && countWas == 0 { f.append((EV.KEY, BTN.TOUCH, 1)) }
        if countNow == 0 && countWas > 0 { f.append((EV.KEY, BTN.TOUCH, 0)) }
        if countNow != countWas {
            if let o = MultitouchRenderer.toolButton(countWas) { f.append((EV.KEY, o, 0)) }
            if let n = MultitouchRenderer.toolButton(countNow) { f.append((EV.KEY, n, 1)) }
        }
        if let first = fingers.compactMap({ $0 }).first, profile.description.hasAbs(ABS.X) {
            f.append((EV.ABS, ABS.X, first.0))
            f.append((EV.ABS, ABS.Y, first.1))
        }
        // The kernel's pointer emulation (`input_mt_report_pointer_emulation`): ABS_PRESSURE is the
        // first finger's pressure while one touches, 0 once none does.
        if let range = profile.description.absinfo[ABS.PRESSURE], profile.description.hasAbs(ABS.PRESSURE), countNow != countWas {
            if countWas == 0 { f.append((EV.ABS, ABS.PRESSURE, Self.pressure(range))) }
            if countNow == 0 { f.append((EV.ABS, ABS.PRESSURE, 0)) }
        }
        return f
    }

    func clampX(_ v: Double) -> Int32 { Int32(min(Double(x.maximum), max(Double(x.minimum), v.rounded()))) }
    func clampY(_ v: Double) -> Int32 { Int32(min(Double(y.maximum), max(Double(y.minimum), v.rounded()))) }

    mutating func render(_ script: PointerScript) -> [InputEvent] {
        var plan = PointerPlan(script)
        var buttons: [ButtonChange] = []
        var scrolls: [(start: Timestamp, duration: TimeSpan, dx: Double, dy: Double)] = []
        var taps: [(start: Timestamp, fingers: Int)] = []
        var pinches: [(start: Timestamp, duration: TimeSpan, scale: Double, rotate: Double)] = []
        for item in script.items {
            switch item {
            case let .button(t, b, down): buttons.append(ButtonChange(t: t, button: b, down: down))
            case let .scroll(start, duration, dx, dy, _): scrolls.append((start, duration, dx, dy))
            case let .padTap(start, fingers): taps.append((start, fingers))
            case let .padPinch(start, duration, scale, rotate): pinches.append((start, duration, scale, rotate))
            default: break
            }
        }
        var fingers: [(Int32, Int32)?] = []
        let unitsPerMM = (x.resolution > 0 ? Double(x.resolution) : x.span / CoordinateMapper.assumedPadWidth,
                          y.resolution > 0 ? Double(y.resolution) : x.span / CoordinateMapper.assumedPadWidth)
        var scrollStart: [Int: Timestamp] = [:]
        var liftNext = false
        let ticks = pointerTicks(script, rate: profile.sampleRate)
        for tick in ticks {
            let t = tick.time
            var next = fingers
            // Pressed: the last button change at or before this tick was a press.
            let pressedNow = buttons.last(where: { $0.t <= t })?.down == true
            // Whether a step over [start, start + duration] is under way at this tick.
            func during(_ start: Timestamp, _ duration: TimeSpan) -> Bool {
                t >= start && t <= start + duration
            }
            if let pinch = pinches.first(where: { during($0.start, $0.duration) }) {
                // Two fingers `pinchSpan` mm apart around the pad's centre, spreading by the
                // scale and turning by the angle; lifted at the end.
                let f = tick.fraction(from: pinch.start, over: pinch.duration)
                let half = TrackpadWriter.pinchSpan * (1 + (pinch.scale - 1) * f) / 2
                let a = pinch.rotate * f * .pi / 180
                let (cx, cy) = (Double(centre.0), Double(centre.1))
                let ux = half * cos(a) * unitsPerMM.0, uy = half * sin(a) * unitsPerMM.1
                next = f >= 1 ? [nil, nil] : [(clampX(cx - ux), clampY(cy - uy)), (clampX(cx + ux), clampY(cy + uy))]
            } else if let s = scrolls.firstIndex(where: { during($0.start, $0.duration) }) {
                // Two fingers 20 mm apart move together; natural scrolling: content follows them.
                let sc = scrolls[s]
                if scrollStart[s] == nil { scrollStart[s] = t }
                let f = tick.fraction(from: sc.start, over: sc.duration)
                // About 3 pt per mm at finger speed (the touchpad curve's base gain); the sign follows the setting.
                let sign: Double = sim.settings.naturalScrolling ? 1 : -1
                let mmY = sc.dy / 3 * f * sign, mmX = sc.dx / 3 * f * sign
                let cy = Double(centre.1) - sc.dy / 3 / 2 * sign * unitsPerMM.1
                let cx = Double(centre.0) - sc.dx / 3 / 2 * sign * unitsPerMM.0
                let a = (clampX(cx - 10 * unitsPerMM.0 + mmX * unitsPerMM.0), clampY(cy + mmY * unitsPerMM.1))
                let b = (clampX(cx + 10 * unitsPerMM.0 + mmX * unitsPerMM.0), clampY(cy + mmY * unitsPerMM.1))
                next = [a, b]
                if f >= 1 { next = [nil, nil] }
            } else if liftNext {
                liftNext = false
                next = fingers.map { _ in nil }
                _ = plan.target(at: tick, current: (sim.pointer.x, sim.pointer.y))
            } else if let target = plan.target(at: tick, current: (sim.pointer.x, sim.pointer.y)) {
                let start = fingers.first.flatMap { $0 } ?? centre
                // Search the finger displacement that moves the simulated pointer to the target.
                let dx = target.x - sim.pointer.x, dy = target.y - sim.pointer.y
                // A finger moves less than the normalizer's jump threshold in one frame (a longer
                // step would be dropped as a touchpad jump).
                let reach = (TouchpadNormalizer.jumpThreshold - 1) * 3 * min(unitsPerMM.0, unitsPerMM.1)
                    / max((dx * dx + dy * dy).squareRoot(), 1e-9)
                var lo = 0.0, hi = min(8.0 * max(unitsPerMM.0, 1), reach)
                var best = start
                if (dx * dx + dy * dy).squareRoot() > 0.05 {
                    // As in MouseWriter.counts: a candidate already simulated is not simulated again.
                    var tried: [(cand: (Int32, Int32), moved: Double)] = []
                    tried.reserveCapacity(MouseWriter.searchSteps)
                    for _ in 0..<MouseWriter.searchSteps {
                        let k = (lo + hi) / 2
                        let cand = (clampX(Double(start.0) + dx * k / 3), clampY(Double(start.1) + dy * k / 3))
                        let moved: Double
                        if let known = tried.first(where: { $0.cand == cand }) {
                            moved = known.moved
                        } else {
                            var copy = sim
                            let time = t.microseconds
                            let evs = fingersFrame([cand], previous: fingers.isEmpty ? [nil] : [fingers[0]], trackingStart: tracking)
                            _ = copy.apply(RawFrame(device: 0, time: time, events: evs.map { InputEvent(time: time, type: $0.0, code: $0.1, value: $0.2) }), at: Timestamp(microseconds: time))
                            let mx = copy.pointer.x - sim.pointer.x, my = copy.pointer.y - sim.pointer.y
                            moved = (mx * mx + my * my).squareRoot()
                            tried.append((cand, moved))
                        }
                        best = cand
                        if moved < (dx * dx + dy * dy).squareRoot() { lo = k } else { hi = k }
                    }
                }
                next = [best]
                // At the pad's edge the finger still moves there this tick; it lifts on the next tick
                // and goes down again at the centre on the one after, as a hand re-grips a trackpad.
                if best.0 == x.minimum || best.0 == x.maximum || best.1 == y.minimum || best.1 == y.maximum { liftNext = true }
            } else if !pressedNow {
                next = fingers.map { _ in nil }
            }
            let events = fingersFrame(next, previous: fingers, trackingStart: tracking)
            if fingers.compactMap({ $0 }).isEmpty && !next.compactMap({ $0 }).isEmpty { tracking += 10 }
            emit(events, at: t)
            fingers = next.compactMap({ $0 }).isEmpty ? [] : next
            for tap in taps where tap.start == t {
                // The fingers land together, `tapSpacing` mm apart, still; the next tick (the
                // tap's end) lifts them, nothing being pressed or moved.
                let down: [(Int32, Int32)?] = (0..<tap.fingers).map { k in
                    (clampX(Double(centre.0) + (Double(k) - Double(tap.fingers - 1) / 2) * TrackpadWriter.tapSpacing * unitsPerMM.0), centre.1)
                }
                emit(fingersFrame(down, previous: fingers, trackingStart: tracking), at: t)
                fingers = down
            }
            for b in buttons where b.t == t {
                // A clickpad click: one finger for primary, two for secondary (clickfinger), then the button.
                var clickFingers: [(Int32, Int32)?] = b.button == .secondary ? [centre, (centre.0 + Int32(20 * unitsPerMM.0), centre.1)] : [fingers.first.flatMap { $0 } ?? centre]
                if b.down {
                    emit(fingersFrame(clickFingers, previous: fingers, trackingStart: tracking), at: t)
                    fingers = clickFingers
                    emit([(EV.KEY, BTN.LEFT, 1)], at: t + SynthesisTiming.clickpadButtonDelay)
                } else {
                    emit([(EV.KEY, BTN.LEFT, 0)], at: t)
                    clickFingers = fingers.map { _ in nil }
                    emit(fingersFrame(clickFingers, previous: fingers, trackingStart: tracking), at: t + SynthesisTiming.clickpadButtonDelay)
                    fingers = []
                    tracking += 10
                }
            }
        }
        if !fingers.isEmpty {
            emit(fingersFrame(fingers.map { _ in nil }, previous: fingers, trackingStart: tracking), at: (ticks.last ?? PointerTick(.zero)).next(on: SampleGrid(rate: profile.sampleRate)).time)
        }
        return w.events
    }
}

extension Synthesizer {
    func renderPointer(_ script: PointerScript, profile: DeviceProfile) -> [InputEvent] {
        PointerRenderer(profile: profile, screen: screen, settings: settings).render(script)
    }
}

/// A pointer button pressed or released at `t`.
struct ButtonChange {
    var t: Timestamp
    var button: PointerButtonName
    var down: Bool
}

/// A wheel scroll step: `dx`, `dy` (pt) over [start, start + duration], and the points its whole
/// detents have covered so far.
struct WheelScroll {
    var start: Timestamp
    var duration: TimeSpan
    var dx: Double
    var dy: Double
    var doneX = 0.0
    var doneY = 0.0
}

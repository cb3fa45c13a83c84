import InputModel

/// Points → device units for absolute devices (the inverse of `CoordinateMapper`), clamped into absinfo.
struct AxisEncoder {
    let x: AbsInfo
    let y: AbsInfo
    let screen: ScreenModel
    func raw(x px: Double, y py: Double) -> (Int32, Int32) {
        (encode(px / screen.width, x), encode(py / screen.height, y))
    }
    func encode(_ unit: Double, _ a: AbsInfo) -> Int32 {
        let v = (Double(a.minimum) + unit * a.span).rounded()
        return Int32(min(Double(a.maximum), max(Double(a.minimum), v)))
    }
}

/// Writes frames: events at one time then SYN_REPORT.
struct FrameWriter {
    var events: [InputEvent] = []
    private var frame: [InputEvent] = []
    private var lastTime: Int64 = -1

    mutating func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        frame.append(InputEvent(time: 0, type: type, code: code, value: value))
    }
    mutating func sync(at t: Timestamp, value: Int32 = 0) {
        guard !frame.isEmpty else { return }
        var time = t.microseconds
        if time <= lastTime { time = lastTime + 1 } // strictly increasing frame times
        lastTime = time
        for var e in frame {
            e.time = time
            events.append(e)
        }
        events.append(InputEvent(time: time, type: EV.SYN, code: SYN.REPORT, value: value))
        frame.removeAll(keepingCapacity: true)
    }
}

/// Multitouch protocol B for touchscreens and touchpads: slots, tracking ids, BTN_TOUCH,
/// BTN_TOOL_* finger counts, single-touch ABS_X/Y emulation of the first contact, only changes sent.
struct MultitouchRenderer {
    let description: DeviceDescription
    let encoder: AxisEncoder
    let grid: SampleGrid
    /// Extra frames to merge in (clicks): tick → events.
    var buttonEvents: [Int: [(UInt16, Int32)]] = [:]

    func render(_ contacts: [ContactTrack], trackingIDStart: Int32 = 100) -> [InputEvent] {
        guard let slotInfo = description.absinfo[ABS.MT_SLOT] else { return [] }
        let slots = Int(slotInfo.maximum) + 1
        var w = FrameWriter()
        var allTicks = Set<Int>(buttonEvents.keys)
        var sampleAt: [[Int: Sample]] = []
        for c in contacts {
            var byTick: [Int: Sample] = [:]
            for s in c.samples { byTick[grid.tick(s.t)] = s; allTicks.insert(grid.tick(s.t)) }
            allTicks.insert(grid.tick(c.end) + 1) // the lift frame
            sampleAt.append(byTick)
        }
        let first = contacts.map { grid.tick($0.start) }
        let last = contacts.map { grid.tick($0.end) }
        var slotOf = [Int?](repeating: nil, count: contacts.count)
        var slotBusy = [Bool](repeating: false, count: slots)
        var lastValue: [Int: (Int32, Int32, Int32, Int32)] = [:] // slot → x, y, pressure, major
        var currentSlot: Int32 = description.absinfo[ABS.MT_SLOT]?.value ?? 0
        var nextTracking = trackingIDStart
        var toolCount = 0
        let hasPressure = description.hasAbs(ABS.MT_PRESSURE)
        let hasMajor = description.hasAbs(ABS.MT_TOUCH_MAJOR)
        let hasST = description.hasAbs(ABS.X)
        let hasSTPressure = description.hasAbs(ABS.PRESSURE)
        let pressureInfo = description.absinfo[ABS.MT_PRESSURE] ?? AbsInfo(minimum: 0, maximum: 255)
        let majorInfo = description.absinfo[ABS.MT_TOUCH_MAJOR] ?? AbsInfo(minimum: 0, maximum: 255)
        var lastST: (Int32, Int32)?
        for tick in allTicks.sorted() {
            func select(_ slot: Int) {
                if currentSlot != Int32(slot) {
                    w.add(EV.ABS, ABS.MT_SLOT, Int32(slot))
                    currentSlot = Int32(slot)
                }
            }
            // Lifts first (a contact ending at this tick), then moves, then new contacts.
            for i in contacts.indices where last[i] < tick && slotOf[i] != nil {
                guard let slot = slotOf[i] else { continue }
                select(slot)
                w.add(EV.ABS, ABS.MT_TRACKING_ID, -1)
                slotBusy[slot] = false
                slotOf[i] = nil
                lastValue[slot] = nil
            }
            for i in contacts.indices where first[i] <= tick && last[i] >= tick {
                guard let s = sampleAt[i][tick] ?? nearest(sampleAt[i], tick) else { continue }
                let (rx, ry) = encoder.raw(x: s.x, y: s.y)
                let p = encoder.encode(s.pressure, pressureInfo)
                let m = encoder.encode(0.3, majorInfo)
                if slotOf[i] == nil {
                    // More contacts than slots: the extra fingers only show in BTN_TOOL_*TAP.
                    guard let free = slotBusy.firstIndex(of: false) else { continue }
                    slotOf[i] = free
                    slotBusy[free] = true
                    select(free)
                    w.add(EV.ABS, ABS.MT_TRACKING_ID, nextTracking)
                    nextTracking = nextTracking == 65535 ? 0 : nextTracking + 1
                }
                let slot = slotOf[i]!
                let old = lastValue[slot]
                if old?.0 != rx || old?.1 != ry || old?.2 != p || old?.3 != m {
                    select(slot)
                    if old?.0 != rx { w.add(EV.ABS, ABS.MT_POSITION_X, rx) }
                    if old?.1 != ry { w.add(EV.ABS, ABS.MT_POSITION_Y, ry) }
                    if hasPressure && old?.2 != p { w.add(EV.ABS, ABS.MT_PRESSURE, p) }
                    if hasMajor && old?.3 != m { w.add(EV.ABS, ABS.MT_TOUCH_MAJOR, m) }
                    lastValue[slot] = (rx, ry, p, m)
                }
            }
            // Finger count including contacts without a slot.
            let fingers = contacts.indices.filter { first[$0] <= tick && last[$0] >= tick }.count
            if fingers > 0 && toolCount == 0 { w.add(EV.KEY, BTN.TOUCH, 1) }
            if fingers == 0 && toolCount > 0 { w.add(EV.KEY, BTN.TOUCH, 0) }
            if fingers != toolCount {
                if let old = MultitouchRenderer.toolButton(toolCount), description.hasKey(old) { w.add(EV.KEY, old, 0) }
                if let new = MultitouchRenderer.toolButton(fingers), description.hasKey(new) { w.add(EV.KEY, new, 1) }
                toolCount = fingers
            }
            // Single-touch emulation follows the lowest active slot.
            if hasST, let i = contacts.indices.filter({ slotOf[$0] != nil }).min(by: { slotOf[$0]! < slotOf[$1]! }),
               let v = lastValue[slotOf[i]!] {
                if lastST?.0 != v.0 { w.add(EV.ABS, ABS.X, v.0) }
                if lastST?.1 != v.1 { w.add(EV.ABS, ABS.Y, v.1) }
                if hasSTPressure { w.add(EV.ABS, ABS.PRESSURE, v.2) }
                lastST = (v.0, v.1)
            }
            for (code, value) in buttonEvents[tick] ?? [] { w.add(EV.KEY, code, value) }
            w.sync(at: grid.time(tick))
        }
        return w.events
    }

    private func nearest(_ samples: [Int: Sample], _ tick: Int) -> Sample? {
        samples.keys.filter { $0 <= tick }.max().flatMap { samples[$0] }
    }

    static func toolButton(_ fingers: Int) -> UInt16? {
        switch fingers {
        case 0: return nil
        case 1: return BTN.TOOL_FINGER
        case 2: return BTN.TOOL_DOUBLETAP
        case 3: return BTN.TOOL_TRIPLETAP
        case 4: return BTN.TOOL_QUADTAP
        default: return BTN.TOOL_QUINTTAP
        }
    }
}

/// Pen tablets: BTN_TOOL_PEN/RUBBER proximity, ABS_DISTANCE while hovering, BTN_TOUCH and
/// ABS_PRESSURE in contact, ABS_TILT_X/Y, BTN_STYLUS/STYLUS2. A pen that declares MSC_SERIAL
/// ends every report with its tool's serial, as the wacom driver does, so a pen held still in
/// range still sends a frame at every sample: the kernel drops unchanged axis values but never
/// an MSC event, and libinput's forced proximity-out (50 ms without a frame) does not end a
/// hover the pen is still in (docs/sources.md, "libinput").
struct PenRenderer {
    let description: DeviceDescription
    let encoder: AxisEncoder
    let grid: SampleGrid

    /// The serial every report of a synthesized pen carries (MSC_SERIAL): any value but the
    /// pad's 0xffffffff names a tool; a pen's tip and eraser share it.
    static let toolSerial: Int32 = 0x0A11_CE55

    func render(_ tracks: [PenTrack]) -> [InputEvent] {
        var w = FrameWriter()
        let pressure = description.absinfo[ABS.PRESSURE] ?? AbsInfo(minimum: 0, maximum: 1023)
        let distance = description.absinfo[ABS.DISTANCE]
        let tiltX = description.absinfo[ABS.TILT_X]
        let tiltY = description.absinfo[ABS.TILT_Y]
        let serial = description.has(type: EV.MSC, code: MSC.SERIAL)
        for track in tracks.sorted(by: { $0.samples.first?.t ?? .zero < $1.samples.first?.t ?? .zero }) {
            let tool = track.eraser ? BTN.TOOL_RUBBER : BTN.TOOL_PEN
            var touching = false
            var last: (Int32, Int32, Int32, Int32, Int32, Int32)?
            var buttons = track.buttons.sorted { $0.t < $1.t }
            for (n, s) in track.samples.enumerated() {
                let (rx, ry) = encoder.raw(x: s.x, y: s.y)
                let p = s.height == nil ? max(encoder.encode(s.pressure, pressure), pressure.minimum + 1) : pressure.minimum
                let d = distance.map { encoder.encode(s.height ?? 0, $0) } ?? 0
                let tx = tiltX.map { PenRenderer.encodeTilt(degrees: s.tiltX, $0) } ?? 0
                let ty = tiltY.map { PenRenderer.encodeTilt(degrees: s.tiltY, $0) } ?? 0
                if n == 0 { w.add(EV.KEY, tool, 1) }
                if last?.0 != rx { w.add(EV.ABS, ABS.X, rx) }
                if last?.1 != ry { w.add(EV.ABS, ABS.Y, ry) }
                if description.hasAbs(ABS.PRESSURE) && last?.2 != p { w.add(EV.ABS, ABS.PRESSURE, p) }
                if distance != nil && last?.3 != d { w.add(EV.ABS, ABS.DISTANCE, d) }
                if tiltX != nil && last?.4 != tx { w.add(EV.ABS, ABS.TILT_X, tx) }
                if tiltY != nil && last?.5 != ty { w.add(EV.ABS, ABS.TILT_Y, ty) }
                last = (rx, ry, p, d, tx, ty)
                let contact = s.height == nil
                if contact != touching {
                    w.add(EV.KEY, BTN.TOUCH, contact ? 1 : 0)
                    touching = contact
                }
                while let b = buttons.first, b.t <= s.t {
                    w.add(EV.KEY, b.button == 2 ? BTN.STYLUS2 : BTN.STYLUS, b.down ? 1 : 0)
                    buttons.removeFirst()
                }
                if serial { w.add(EV.MSC, MSC.SERIAL, Self.toolSerial) }
                w.sync(at: s.t)
            }
            if touching { w.add(EV.KEY, BTN.TOUCH, 0) }
            if description.hasAbs(ABS.PRESSURE) && last?.2 != pressure.minimum { w.add(EV.ABS, ABS.PRESSURE, pressure.minimum) }
            w.add(EV.KEY, tool, 0)
            if serial { w.add(EV.MSC, MSC.SERIAL, Self.toolSerial) }
            w.sync(at: (track.samples.last?.t ?? .zero) + grid.period)
        }
        return w.events
    }

    /// Degrees → raw tilt: units per radian when the axis has a resolution and a signed range
    /// (libinput's rule), otherwise the range spans ±64° (docs/sources.md, "libinput").
    static func encodeTilt(degrees: Double, _ a: AbsInfo) -> Int32 {
        let raw: Double
        if a.resolution != 0 && a.minimum < 0 && a.maximum > 0 {
            raw = degrees * .pi / 180 * Double(a.resolution)
        } else {
            raw = Double(a.minimum) + (degrees / 64 + 1) / 2 * a.span
        }
        return Int32(min(Double(a.maximum), max(Double(a.minimum), raw.rounded())))
    }
}

/// Keyboards: MSC_SCAN (the USB usage) before each EV_KEY, autorepeat frames end with SYN_REPORT 1.
struct KeyboardRenderer {
    let description: DeviceDescription
    func render(_ strokes: [KeyStroke]) -> [InputEvent] {
        var w = FrameWriter()
        for s in strokes.sorted(by: { $0.t < $1.t }) {
            if description.has(type: EV.MSC, code: MSC.SCAN), s.kind != .repeat {
                w.add(EV.MSC, MSC.SCAN, 0x70000 + Int32(s.code)) // scan code: the key code in the keyboard page range
            }
            w.add(EV.KEY, s.code, s.kind.rawValue)
            w.sync(at: s.t, value: s.kind == .repeat ? 1 : 0)
        }
        return w.events
    }
}

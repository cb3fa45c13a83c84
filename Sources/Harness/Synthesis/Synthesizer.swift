import Foundation
import InputModel

/// A synthesized recording: descriptions and their events merged in time order.
public struct SynthesizedTrace: Sendable {
    public var devices: [DeviceDescription]
    public var profiles: [DeviceProfile]
    public var events: [DeviceEvent]
    /// When each device is there (a keyboard connected or disconnected mid-stream).
    public var presence: [DevicePresence]

    public init(devices: [DeviceDescription], profiles: [DeviceProfile], events: [DeviceEvent], presence: [DevicePresence]? = nil) {
        self.devices = devices
        self.profiles = profiles
        self.events = events
        self.presence = presence ?? devices.map { _ in .always }
    }

    /// An event source for the normalization pipeline.
    public var source: ArrayEventSource { ArrayEventSource(devices: devices, events: events, presence: presence) }
}

/// Turns a scenario into raw evdev frames that obey the kernel's rules for each device class,
/// so synthesized traces go through the very same normalizer as real ones.
///
/// Touch steps use the touchscreen profile, pencil steps a pen profile, key steps the keyboard;
/// pointer steps (move, click, scroll) a mouse or trackpad. `primary` is device 0 and decides
/// which profile of its class is used.
public struct Synthesizer {
    public var primary: DeviceProfile
    public var screen: ScreenModel
    /// The settings the trace will be normalized with (pointer synthesis aims through them).
    public var settings: NormalizerSettings
    /// Element id → centre and size in points (from the scene in the chosen environment).
    public var resolve: (String) -> (x: Double, y: Double)?

    public init(primary: DeviceProfile, screen: ScreenModel = .default, settings: NormalizerSettings = NormalizerSettings(),
                resolve: @escaping (String) -> (x: Double, y: Double)? = { _ in nil }) {
        self.primary = primary
        self.screen = screen
        self.settings = settings
        self.resolve = resolve
    }

    /// Stillness before the first step: the script's first step starts here.
    static let leadIn: Timestamp = 0.05
    /// Key autorepeat: the input core's defaults, REP_DELAY 250 ms and REP_PERIOD 33 ms
    /// (drivers/input/input.c, input_enable_softrepeat(dev, 250, 33)).
    static let repeatDelay: TimeSpan = 0.250
    static let repeatPeriod: TimeSpan = 0.033
    /// How long a tap's finger stays down: well inside the 0.75 s tap limit.
    static let tapDuration: TimeSpan = 0.08
    /// Chords of the arc a rotating pinch's fingers follow.
    static let pinchArcSteps = 8
    /// Gap between the taps of a double tap: inside the 0.35 s interval.
    static let multiTapGap: TimeSpan = 0.12

    struct Build {
        var contacts: [ContactTrack] = []
        var pens: [PenTrack] = []
        var keys: [KeyStroke] = []
        var pointer = PointerScript()
        /// The keyboards, one per connection: a keyboard that comes back is a new device.
        var keyboards: [KeyboardSession] = []
        var rng: SplitMix64?
        var jitter: Double = 0

        /// A keyboard connected at `connected` (nil: from the start) until `disconnected`
        /// (nil: the end).
        struct KeyboardSession { var connected: Timestamp?; var disconnected: Timestamp? }

        /// A step presses keys: the keyboard connected now, or one there from the start when
        /// no `keyboard` step came before.
        mutating func useKeyboard(line: Int, file: String) throws {
            guard let last = keyboards.last else { return keyboards.append(KeyboardSession()) }
            if last.disconnected != nil {
                throw TactileError.badInput(file, line: line, "keys pressed after the keyboard was disconnected; connect it again first (keyboard: connect)")
            }
        }

        mutating func keyboard(connected: Bool, at t: Timestamp, line: Int, file: String) throws {
            let open = keyboards.last.map { $0.disconnected == nil } ?? false
            if connected {
                guard !open else {
                    throw TactileError.badInput(file, line: line, "a keyboard is already connected (key steps before this one connect one from the start)")
                }
                keyboards.append(KeyboardSession(connected: t))
            } else if keyboards.isEmpty {
                keyboards.append(KeyboardSession(connected: nil, disconnected: t))
            } else {
                guard open else { throw TactileError.badInput(file, line: line, "no keyboard is connected to disconnect") }
                keyboards[keyboards.count - 1].disconnected = t
            }
        }
    }

    public func synthesize(_ scenario: Scenario, file: String = "<scenario>") throws -> SynthesizedTrace {
        var b = Build()
        if let seed = scenario.seed {
            b.rng = SplitMix64(seed: seed)
            b.jitter = scenario.jitter
        }
        var now = Synthesizer.leadIn
        for step in scenario.steps {
            now = try run(step, at: now, &b, file: file)
        }
        return try assemble(b, file: file)
    }

    // MARK: steps

    func point(_ t: ScenarioTarget, line: Int, file: String) throws -> (x: Double, y: Double) {
        switch t {
        case let .point(x, y): return (x, y)
        case let .element(id):
            guard let p = resolve(id) else { throw TactileError.badInput(file, line: line, "no element `\(id)` in the scene") }
            return p
        case let .elementOffset(id, dx, dy):
            guard let p = resolve(id) else { throw TactileError.badInput(file, line: line, "no element `\(id)` in the scene") }
            return (p.x + dx, p.y + dy)
        }
    }

    var touchRate: Double { primary.kind == .touchscreen ? primary.sampleRate : DeviceProfile.touchscreen.sampleRate }
    var penProfile: DeviceProfile { primary.kind == .displayPen || primary.kind == .penTablet ? primary : .displayPen }

    /// Samples a path over [start, start+duration] at `rate` (reports a second), with optional
    /// jitter: n + 1 samples, the k-th at k/n of the duration (to the nearest µs).
    func samples(_ path: [(x: Double, y: Double)], start: Timestamp, duration: TimeSpan, rate: Double,
                 _ b: inout Build, pressure: [Double] = [0.5], tilt: [[Double]] = [[0, 0]]) -> [Sample] {
        let n = max(1, Int((duration.seconds * rate).rounded()))
        var out: [Sample] = []
        for k in 0...n {
            let f = Double(k) / Double(n)
            var (x, y) = Synthesizer.along(path, f)
            if b.jitter > 0, var rng = b.rng {
                x += (rng.unit() * 2 - 1) * b.jitter
                y += (rng.unit() * 2 - 1) * b.jitter
                b.rng = rng
            }
            let p = Synthesizer.curve(pressure, f)
            let tx = Synthesizer.curve(tilt.map { $0[0] }, f)
            let ty = Synthesizer.curve(tilt.map { $0[1] }, f)
            out.append(Sample(t: start + duration.part(k, of: n), x: x, y: y, pressure: p, height: nil, tiltX: tx, tiltY: ty))
        }
        return out
    }

    /// A point a fraction `f` along a polyline (by length).
    static func along(_ path: [(x: Double, y: Double)], _ f: Double) -> (Double, Double) {
        guard path.count > 1 else { return path.first ?? (0, 0) }
        var lengths: [Double] = []
        for i in 1..<path.count {
            lengths.append(((path[i].x - path[i - 1].x) * (path[i].x - path[i - 1].x)
                            + (path[i].y - path[i - 1].y) * (path[i].y - path[i - 1].y)).squareRoot())
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return path[0] }
        var remaining = f * total
        for i in 1..<path.count {
            if remaining <= lengths[i - 1] || i == path.count - 1 {
                let u = lengths[i - 1] > 0 ? min(1, remaining / lengths[i - 1]) : 0
                return (path[i - 1].x + (path[i].x - path[i - 1].x) * u, path[i - 1].y + (path[i].y - path[i - 1].y) * u)
            }
            remaining -= lengths[i - 1]
        }
        return path[path.count - 1]
    }

    /// A value of a curve sampled evenly over 0…1, linearly interpolated.
    static func curve(_ values: [Double], _ f: Double) -> Double {
        guard values.count > 1 else { return values.first ?? 0 }
        let x = f * Double(values.count - 1)
        let i = min(values.count - 2, Int(x))
        return values[i] + (values[i + 1] - values[i]) * (x - Double(i))
    }

    func still(_ p: (x: Double, y: Double), start: Timestamp, duration: TimeSpan, _ b: inout Build) -> [Sample] {
        samples([p, p], start: start, duration: duration, rate: touchRate, &b)
    }

    /// Runs one step from `t`; returns when it ends.
    func run(_ step: ScenarioStep, at t: Timestamp, _ b: inout Build, file: String) throws -> Timestamp {
        let line = step.line
        switch step.action {
        case .tap where primary.kind.isTrackpad, .pinch where primary.kind.isTrackpad:
            return try runPointer(step, at: t, &b, file: file)
        case let .tap(target, count, fingers):
            let p = try point(target, line: line, file: file)
            var start = t
            for _ in 0..<max(1, count) {
                for f in 0..<max(1, fingers) {
                    let q = (p.x + Double(f) * SynthesisGeometry.tapFingerSpacing, p.y)
                    b.contacts.append(ContactTrack(samples: still(q, start: start, duration: Synthesizer.tapDuration, &b)))
                }
                start += Synthesizer.tapDuration + Synthesizer.multiTapGap
            }
            return start - Synthesizer.multiTapGap + SynthesisTiming.tapSettle // let a single tap's interval pass
        case let .touchAndHold(target, duration):
            let p = try point(target, line: line, file: file)
            b.contacts.append(ContactTrack(samples: still(p, start: t, duration: duration, &b)))
            return t + duration + SynthesisTiming.stepSettle
        case let .drag(from, to, hold, duration, dwell):
            let a = try point(from, line: line, file: file), z = try point(to, line: line, file: file)
            var s = still(a, start: t, duration: hold, &b)
            s += samples([a, z], start: t + hold, duration: duration, rate: touchRate, &b).dropFirst()
            s += still(z, start: t + hold + duration, duration: dwell, &b).dropFirst()
            b.contacts.append(ContactTrack(samples: s))
            return t + hold + duration + dwell + SynthesisTiming.stepSettle
        case let .touches(paths, duration):
            for path in paths {
                let pts = try path.map { try point($0, line: line, file: file) }
                b.contacts.append(ContactTrack(samples: samples(pts.count == 1 ? [pts[0], pts[0]] : pts, start: t,
                                                                duration: duration, rate: touchRate, &b)))
            }
            return t + duration + SynthesisTiming.stepSettle
        case let .swipe(from, to, duration, fingers):
            let a = try point(from, line: line, file: file), z = try point(to, line: line, file: file)
            for f in 0..<max(1, fingers) {
                let dx = Double(f) * SynthesisGeometry.swipeFingerSpacing - Double(fingers - 1) * (SynthesisGeometry.swipeFingerSpacing / 2)
                b.contacts.append(ContactTrack(samples: samples([(a.x + dx, a.y), (z.x + dx, z.y)], start: t,
                                                                duration: duration, rate: touchRate, &b)))
            }
            return t + duration + SynthesisTiming.stepSettle
        case let .pinch(at, fromSpan, toSpan, duration, rotate):
            let c = try point(at, line: line, file: file)
            // Each finger along an arc of `rotate` degrees (a polyline of `pinchArcSteps` chords)
            // while the span changes from `fromSpan` to `toSpan`.
            let steps = rotate == 0 ? 1 : Synthesizer.pinchArcSteps
            for sign in [-1.0, 1.0] {
                let path = (0...steps).map { k -> (x: Double, y: Double) in
                    let f = Double(k) / Double(steps)
                    let r = (fromSpan + (toSpan - fromSpan) * f) / 2, a = rotate * f * .pi / 180
                    return (c.x + sign * r * cos(a), c.y + sign * r * sin(a))
                }
                b.contacts.append(ContactTrack(samples: samples(path, start: t, duration: duration, rate: touchRate, &b)))
            }
            return t + duration + SynthesisTiming.stepSettle
        case let .pencilHover(at, height, duration):
            let p = try point(at, line: line, file: file)
            var s = samples([p, p], start: t, duration: duration, rate: penProfile.sampleRate, &b)
            for i in s.indices { s[i].height = height }
            b.pens.append(PenTrack(samples: s, eraser: false))
            return t + duration + SynthesisTiming.stepSettle
        case let .stroke(path, duration, pressure, tilt, eraser):
            let pts = try path.map { try point($0, line: line, file: file) }
            let rate = penProfile.sampleRate
            // Approach from hover (0.1 s at mid height), draw, lift back to hover.
            // The pen arrives and leaves holding the stroke's first and last tilt.
            var approach = samples([pts[0], pts[0]], start: t, duration: SynthesisTiming.penApproach, rate: rate, &b, tilt: [tilt.first ?? [0, 0]])
            for i in approach.indices { approach[i].height = SynthesisGeometry.penApproachHeight }
            var s = approach
            s += samples(pts, start: t + SynthesisTiming.penApproach, duration: duration, rate: rate, &b, pressure: pressure, tilt: tilt).dropFirst()
            var leave = samples([pts[pts.count - 1], pts[pts.count - 1]], start: t + SynthesisTiming.penApproach + duration, duration: SynthesisTiming.penApproach, rate: rate, &b,
                                tilt: [tilt.last ?? [0, 0]])
            for i in leave.indices { leave[i].height = SynthesisGeometry.penApproachHeight }
            s += leave.dropFirst()
            b.pens.append(PenTrack(samples: s, eraser: eraser))
            return t + duration + SynthesisTiming.strokeSettle
        case let .barrel(button):
            guard button == 1 || button == 2 else {
                throw TactileError.badInput(file, line: line, "barrel button \(button): a pen has button 1 (BTN_STYLUS) and button 2 (BTN_STYLUS2)")
            }
            // A barrel press while hovering mid-screen, as the Pencil double-tap arrives.
            let p = (screen.width / 2, screen.height / 2)
            var s = samples([p, p], start: t, duration: SynthesisTiming.barrelHover, rate: penProfile.sampleRate, &b)
            for i in s.indices { s[i].height = SynthesisGeometry.barrelHeight }
            var track = PenTrack(samples: s, eraser: false)
            track.buttons = [BarrelButtonChange(t: t + SynthesisTiming.barrelPress, button: button, down: true),
                             BarrelButtonChange(t: t + SynthesisTiming.barrelRelease, button: button, down: false)]
            b.pens.append(track)
            return t + SynthesisTiming.barrelStep
        case let .key(chord):
            guard let c = KeyChord(chord) else { throw TactileError.badInput(file, line: line, "unknown key chord `\(chord)`") }
            try b.useKeyboard(line: line, file: file)
            var time = t
            for m in c.modifiers { b.keys.append(KeyStroke(t: time, code: m, kind: .down)); time += SynthesisTiming.keyGap }
            if let k = c.key {
                b.keys.append(KeyStroke(t: time, code: k, kind: .down)); time += SynthesisTiming.keyHold
                b.keys.append(KeyStroke(t: time, code: k, kind: .up)); time += SynthesisTiming.keyGap
            }
            for m in c.modifiers.reversed() { b.keys.append(KeyStroke(t: time, code: m, kind: .up)); time += SynthesisTiming.keyGap }
            return time + SynthesisTiming.stepSettle
        case let .holdKey(chord, duration):
            guard let c = KeyChord(chord) else { throw TactileError.badInput(file, line: line, "unknown key chord `\(chord)`") }
            try b.useKeyboard(line: line, file: file)
            let codes = c.modifiers + (c.key.map { [$0] } ?? [])
            var time = t
            for code in codes { b.keys.append(KeyStroke(t: time, code: code, kind: .down)); time += SynthesisTiming.keyGap }
            // Only the last key pressed repeats, as in the kernel.
            if let held = codes.last {
                var r = time - SynthesisTiming.keyGap + Synthesizer.repeatDelay
                while r < t + duration {
                    b.keys.append(KeyStroke(t: r, code: held, kind: .repeat))
                    r += Synthesizer.repeatPeriod
                }
            }
            var end = max(time, t + duration)
            for code in codes.reversed() { b.keys.append(KeyStroke(t: end, code: code, kind: .up)); end += SynthesisTiming.keyGap }
            return end + SynthesisTiming.stepSettle
        case let .keyboard(connected):
            try b.keyboard(connected: connected, at: t, line: line, file: file)
            return t
        case let .wait(d):
            return t + max(.zero, d)
        case let .parallel(children):
            var end = t
            for child in children { end = max(end, try run(child, at: t, &b, file: file)) }
            return end
        case let .sequence(children):
            var end = t
            for child in children { end = try run(child, at: end, &b, file: file) }
            return end
        case .pointerMove, .click, .clickDrag, .scroll:
            return try runPointer(step, at: t, &b, file: file)
        }
    }

    // MARK: assembly

    func assemble(_ b: Build, file: String = "<scenario>") throws -> SynthesizedTrace {
        var profiles: [DeviceProfile] = [primary]
        func index(of profile: DeviceProfile) -> Int {
            if let i = profiles.firstIndex(where: { $0.id == profile.id }) { return i }
            profiles.append(profile)
            return profiles.count - 1
        }
        var perDevice: [Int: [InputEvent]] = [:]
        if !b.contacts.isEmpty {
            let p = primary.kind == .touchscreen ? primary : DeviceProfile.touchscreen
            let d = p.description
            let r = MultitouchRenderer(description: d, encoder: AxisEncoder(x: d.absinfo[ABS.MT_POSITION_X]!, y: d.absinfo[ABS.MT_POSITION_Y]!, screen: screen),
                                       grid: SampleGrid(rate: p.sampleRate))
            perDevice[index(of: p), default: []] += r.render(b.contacts)
        }
        if !b.pens.isEmpty {
            let p = penProfile, d = p.description
            let r = PenRenderer(description: d, encoder: AxisEncoder(x: d.absinfo[ABS.X]!, y: d.absinfo[ABS.Y]!, screen: screen),
                                grid: SampleGrid(rate: p.sampleRate))
            perDevice[index(of: p), default: []] += r.render(b.pens)
        }
        if !b.pointer.isEmpty {
            let p = pointerProfile(for: b.pointer)
            perDevice[index(of: p), default: []] += renderPointer(b.pointer, profile: p)
        }
        // Each keyboard connection is a device of its own, with the strokes of its time.
        var presence: [Int: DevicePresence] = [:]
        var strokes = b.keys
        for (n, session) in b.keyboards.enumerated() {
            let from = session.connected ?? .distantPast, to = session.disconnected ?? .distantFuture
            let i = n == 0 ? index(of: .keyboard) : profiles.count
            if i == profiles.count { profiles.append(.keyboard) }
            perDevice[i, default: []] += KeyboardRenderer(description: DeviceProfile.keyboard.description)
                .render(strokes.filter { $0.t >= from && $0.t < to })
            strokes.removeAll { $0.t >= from && $0.t < to }
            presence[i] = DevicePresence(connected: session.connected?.microseconds,
                                         disconnected: session.disconnected?.microseconds)
        }
        // What is left fell while no keyboard was there: the repeats and releases of a key held
        // when its keyboard was unplugged are gone with it; a press is a script's mistake.
        if let press = strokes.first(where: { $0.kind == .down }) {
            throw TactileError.badInput(file, line: nil, "a key pressed at \(press.t) s while no keyboard is connected (a `keyboard` step inside `parallel`?)")
        }
        var events: [DeviceEvent] = []
        for (device, list) in perDevice {
            events += list.map { DeviceEvent(device: device, event: $0) }
        }
        // Merge by time; frames of one device stay contiguous (stable on device, then original order).
        let indexed = events.enumerated().map { ($0.offset, $0.element) }
        events = indexed.sorted { a, b in
            (a.1.event.time, a.1.device, a.0) < (b.1.event.time, b.1.device, b.0)
        }.map(\.1)
        return SynthesizedTrace(devices: profiles.map(\.description), profiles: profiles, events: events,
                                presence: profiles.indices.map { presence[$0] ?? .always })
    }
}

/// A small deterministic PRNG (SplitMix64) so jitter is the same for the same seed everywhere.
public struct SplitMix64: Sendable, RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

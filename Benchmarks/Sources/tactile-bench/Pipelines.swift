#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel
import EvdevBridge
import Harness

/// A synthesized scenario (as `tactile synth` makes it) repeated back to back, 0.5 s apart,
/// until it holds at least `events` raw events.
func repeatedTrace(script: String, profile: String?, events target: Int) throws -> SynthesizedTrace {
    let one = try ScriptSynthesis.synthesize(script: script, profile: profile)
    guard let first = one.events.first?.event.time, let last = one.events.last?.event.time else {
        fail("\(script) synthesizes no events")
    }
    let span = last - first + 500_000
    var all: [DeviceEvent] = []
    all.reserveCapacity(target + one.events.count)
    var shift: Int64 = 0
    while all.count < target {
        for var e in one.events {
            e.event.time += shift
            all.append(e)
        }
        shift += span
    }
    var trace = one
    trace.events = all
    return trace
}

/// Raw frames → unified stream with `NormalizationPipeline` + `StandardNormalizers.make`,
/// the raw events already in memory (no parsing). Single-threaded: events/s is per core.
func benchNormalize(profile: String, script: String, events: Int, runs: Int) throws {
    let trace = try repeatedTrace(script: script, profile: profile, events: events)
    var times: [Double] = []
    var unified = 0
    for _ in 0..<runs {
        var source = trace.source
        unified = 0
        let t0 = now()
        try NormalizationPipeline.run(&source, factory: StandardNormalizers.make) { _ in unified += 1 }
        times.append(now() - t0)
    }
    report([("profile", profile), ("raw_events", "\(trace.events.count)"), ("unified_events", "\(unified)")], runs: times)
}

/// The same raw frames through the APIs a test and a live capture use: `apply(_:into:)` with one
/// reused buffer per raw event (`api: "apply"`), or `Replay` with no scene, the machine after the
/// normalizers (`api: "replay"`); and what `Replay` does composed by hand on the closure path,
/// `NormalizationPipeline.run` feeding the machine (`api: "compose"`), to compare it with.
func benchNormalizeAPI(api: String, profile: String, script: String, events: Int, runs: Int) throws {
    let trace = try repeatedTrace(script: script, profile: profile, events: events)
    var times: [Double] = []
    var unified = 0
    for _ in 0..<runs {
        let t0 = now()
        switch api {
        case "apply":
            var pipeline = NormalizationPipeline(devices: trace.devices, factory: StandardNormalizers.make)
            var buffer: [UnifiedEvent] = []
            unified = 0
            for e in trace.events {
                buffer.removeAll(keepingCapacity: true)
                pipeline.apply(e, into: &buffer)
                unified += buffer.count
            }
            buffer.removeAll(keepingCapacity: true)
            pipeline.finish(into: &buffer)
            unified += buffer.count
        case "replay":
            var replay = Replay(trace: trace.source)
            while try replay.next() != nil {}
            unified = replay.eventCount
        case "compose":
            // What `Replay` does, composed by hand on the fastest path: the pipeline's `run`
            // (the closure path of `tactile normalize`) feeding the machine event by event.
            let env = HarnessEnvironment()
            var machine = InteractionMachine(scene: .root, environment: env)
            var outcomes: [Outcome] = []
            var source = trace.source
            unified = 0
            try NormalizationPipeline.run(&source, screen: env.screen, settings: env.settings.normalizerSettings,
                                          factory: StandardNormalizers.make) { e in
                unified += 1
                if outcomes.count >= 256 { outcomes.removeAll(keepingCapacity: true) }
                machine.apply(e, into: &outcomes)
            }
            if let end = machine.now { machine.advance(to: end, into: &outcomes) }
        default:
            fail("normalize-api: API must be apply, replay or compose")
        }
        times.append(now() - t0)
    }
    report([("api", api), ("profile", profile), ("raw_events", "\(trace.events.count)"), ("unified_events", "\(unified)")], runs: times)
}

/// Raw frames → unified stream for the first `events` raw events of a trace file (read into memory
/// first, outside the timing): the parse benchmark's generated touchscreen trace, ten contacts a
/// frame, where per-frame costs are spread over 33 raw events instead of ≈ 3.
func benchNormalizeTrace(path: String, events: Int, runs: Int) throws {
    var reader = try TraceFile.open(path: path)
    var all: [DeviceEvent] = []
    all.reserveCapacity(events)
    while all.count < events, let e = try reader.next() { all.append(e) }
    var times: [Double] = []
    var unified = 0
    for _ in 0..<runs {
        var source = ArrayEventSource(devices: reader.devices, events: all)
        unified = 0
        let t0 = now()
        try NormalizationPipeline.run(&source, factory: StandardNormalizers.make) { _ in unified += 1 }
        times.append(now() - t0)
    }
    report([("raw_events", "\(all.count)"), ("unified_events", "\(unified)")], runs: times)
}

/// A generated scene of `count` elements: buttons, list rows with context menus and drag, text
/// fields, folders that accept drops, labels…, in a grid.
///
/// - `list`: elements the size of real controls (96 × 44 pt cells), row after row, so the screen
///   holds a few hundred of them and the rest lie below it, as in a long list (the realistic case:
///   on-screen density stays the same whatever the count).
/// - `dense`: all of them squeezed onto the screen (100 000 elements are 4 × 3 pt each), the worst
///   case for hit-testing.
func generatedScene(elements count: Int, screen: ScreenRect, dense: Bool) -> Scene {
    var elements: [SceneElement] = []
    elements.reserveCapacity(count)
    let roles: [ElementRole] = [.button, .listItem, .textField, .gridItem, .link, .barButton, .folder, .label]
    let columns: Int, w: Double, h: Double
    if dense {
        columns = max(1, Int(Double(count).squareRoot().rounded(.up)))
        let rows = (count + columns - 1) / columns
        w = screen.width / Double(columns)
        h = screen.height / Double(rows)
    } else {
        w = 96
        h = 44
        columns = max(1, Int(screen.width / w))
    }
    for i in 0..<count {
        let r = i / columns, c = i % columns
        let role = roles[i % roles.count]
        let frame = ScreenRect(x: Double(c) * w, y: Double(r) * h, width: w * 0.9, height: h * 0.9)
        var e = SceneElement(id: "e\(i)", role: role, frame: frame)
        switch role {
        case .listItem, .gridItem:
            e.contextMenu = ["Open", "Delete"]
            e.draggable = Draggable(types: ["public.text"])
        case .folder:
            e.dropDestination = DropDestination(accepts: ["public.text"], policy: .copy)
        case .barButton where i % 16 == 5:
            // One control in sixteen has a keyboard shortcut of its own.
            e.shortcuts = [KeyShortcut(keys: KeyCombo("cmd+shift+\(["k", "l", "j"][i % 3])")!, title: "Action \(i)", action: "a\(i)")]
        default: break
        }
        elements.append(e)
    }
    return Scene(name: "generated-\(count)", elements: elements)
}

/// Unified stream → outcomes through `InteractionMachine`: the unified events of the touchscreen,
/// mouse, trackpad and keyboard scenarios (normalized once, outside the timing) replayed against
/// generated scenes; events/s counts unified events in.
func benchReplay(elements: Int, dense: Bool, scripts: String, events target: Int, runs: Int) throws {
    let env = HarnessEnvironment()
    let scene = generatedScene(elements: elements, screen: env.screenBounds, dense: dense)
    try scene.validate()
    // One raw trace of four devices, one scenario after another, repeated.
    let parts: [(String, String)] = [
        ("pan-inbox.yml", "touchscreen"), ("pointer-hover-snap.yml", "mouse"),
        ("double-tap-row.yml", "touchscreen"), ("scroll-trackpad.yml", "trackpad"),
        ("drag-to-archive.yml", "touchscreen"), ("focus-tab.yml", "keyboard"),
        ("pointer-drag-drop.yml", "mouse"), ("long-press-flag.yml", "touchscreen"),
    ]
    var devices: [DeviceDescription] = []
    var deviceIndex: [String: Int] = [:]
    var segments: [[DeviceEvent]] = []
    for (file, profile) in parts {
        let one = try ScriptSynthesis.synthesize(script: scripts + "/" + file, profile: profile)
        let index: Int
        if let known = deviceIndex[profile] { index = known } else {
            index = devices.count
            deviceIndex[profile] = index
            devices.append(one.devices[0])
        }
        segments.append(one.events.filter { $0.device == 0 }.map { DeviceEvent(device: index, event: $0.event) })
    }
    var raw: [DeviceEvent] = []
    var unified: [UnifiedEvent] = []
    var shift: Int64 = 0
    var pipeline = NormalizationPipeline(devices: devices, screen: env.screen, settings: env.settings.normalizerSettings,
                                         factory: StandardNormalizers.make)
    while unified.count < target {
        raw.removeAll(keepingCapacity: true)
        for seg in segments {
            guard let first = seg.first?.event.time, let last = seg.last?.event.time else { continue }
            for var e in seg {
                e.event.time += shift - first
                raw.append(e)
            }
            shift += last - first + 1_500_000
        }
        for e in raw { unified += pipeline.apply(e) }
    }
    unified += pipeline.finish()
    var times: [Double] = []
    var outcomes = 0
    for _ in 0..<runs {
        var machine = InteractionMachine(scene: scene, environment: env)
        outcomes = 0
        // One reused outcome buffer, as `Replay` does (`apply(_:into:)`).
        var buffer: [Outcome] = []
        let t0 = now()
        for e in unified {
            machine.apply(e, into: &buffer)
            outcomes += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }
        times.append(now() - t0)
    }
    report([("elements", "\(elements)"), ("layout", dense ? "dense" : "list"), ("unified_events", "\(unified.count)"), ("outcomes", "\(outcomes)")], runs: times)
}

import InputModel
import Harness

/// Structure-aware: the bytes choose devices (the built-in profiles: touchscreen, pens, trackpads,
/// mouse, keyboard) and a stream of raw events — codes each device supports, values mostly within
/// (and sometimes beyond) absinfo, SYN_REPORT and SYN_DROPPED — fed through every normalizer and the
/// interaction machine over the mail scene. No crash, no NaN/inf, nothing left down at the end.
let profiles = DeviceProfile.builtIn.map(\.description)
let scene = try! SceneLoader.load("""
    scene: fuzz
    elements:
      - {id: list, role: scrollView, frame: [0, 0, 600, 1024], contentSize: [600, 4000], dropDestination: {accepts: [public.text]},
         children: [{id: row, role: listItem, frame: [0, 0, 600, 80], draggable: {types: [public.text]}, contextMenu: [A, B]}]}
      - {id: button, role: button, frame: [700, 100, 60, 44], hoverEffect: highlight}
      - {id: canvas, role: canvas, frame: [700, 300, 600, 600], canvas: {usesForce: true, usesTilt: true}}
    """, file: "fuzz-scene.yml")
/// Per profile: the standard normalizers in their initial state, on the default screen and settings.
let initialNormalizers: [[any DeviceNormalizer]] = profiles.enumerated().map { k, d in
    StandardNormalizers.make(device: k, description: d, screen: .default, settings: NormalizerSettings())
}
/// The machine over the scene, before any event.
let initialMachine = InteractionMachine(scene: scene, environment: HarnessEnvironment())
/// Per profile: every (type, code) it supports.
let supported: [[(UInt16, UInt16)]] = profiles.map { d in
    d.codes.keys.sorted().flatMap { t in d.codes[t]!.sorted().map { (t, $0) } }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let b = UnsafeRawBufferPointer(start: data, count: size)
    guard b.count >= 2 else { return 0 }
    // Devices: one to three profiles.
    let count = Int(b[0] % 3) + 1
    var devices: [DeviceDescription] = []
    var kinds: [Int] = []
    for i in 0..<count {
        let k = Int(b[(1 + i) % b.count]) % profiles.count
        devices.append(profiles[k])
        kinds.append(k)
    }
    var events: [DeviceEvent] = []
    var time: Int64 = 1_000_000
    var i = 1 + count
    while i + 6 <= b.count, events.count < 20_000 {
        let device = Int(b[i]) % count
        let step = b[i + 1]
        time += Int64(step >> 3) * Int64(step & 0x7 == 0 ? 100_000 : 1_000)  // mostly ms, sometimes long gaps
        let codes = supported[kinds[device]]
        let pick = Int(b[i + 2])
        let raw = Int32(bitPattern: UInt32(b[i + 3]) << 8 | UInt32(b[i + 4]) | UInt32(b[i + 5]) << 24)
        let event: InputEvent
        if pick % 8 == 0 {
            event = InputEvent(time: time, type: EV.SYN, code: SYN.REPORT, value: 0)
        } else if pick == 255 {
            event = InputEvent(time: time, type: EV.SYN, code: SYN.DROPPED, value: 0)
        } else if codes.isEmpty {
            event = InputEvent(time: time, type: EV.SYN, code: SYN.REPORT, value: 0)
        } else {
            let (type, code) = codes[pick % codes.count]
            var value = raw
            if type == EV.KEY {
                value = Int32(b[i + 3] % 3)
            } else if type == EV.ABS, let info = devices[device].absinfo[code], b[i + 5] & 0x80 == 0 {
                let span = Int64(info.maximum) - Int64(info.minimum) + 5
                value = Int32(clamping: Int64(info.minimum) - 2 + Int64(UInt32(bitPattern: raw) % UInt32(clamping: span)))
                if code == ABS.MT_TRACKING_ID && b[i + 4] & 1 == 1 { value = -1 }
            } else if type == EV.REL {
                value = Int32(Int8(bitPattern: b[i + 4]))
            }
            event = InputEvent(time: time, type: type, code: code, value: value)
        }
        events.append(DeviceEvent(device: device, event: event))
        i += 6
    }
    // Through the normalizers (initial states built once per profile: they are value types, so a
    // copy is a fresh normalizer — this harness ran at ≈ 450 exec/s rebuilding them, and the
    // device classification behind them, for every input) and, event by event, through the
    // interaction machine, as `Replay` does.
    var pipeline = NormalizationPipeline(devices: devices, factory: { device, _, _, _ in initialNormalizers[kinds[device]] })
    var machine = initialMachine
    var check = StreamInvariants()
    for e in events {
        for u in pipeline.apply(e) { check.apply(u); _ = machine.apply(u) }
    }
    for u in pipeline.finish() { check.apply(u); _ = machine.apply(u) }
    if let end = machine.now { _ = machine.advance(to: end) }
    let problems = check.finalProblems
    if !problems.isEmpty { fatalError("stream invariants: \(problems.prefix(5))") }
    if machine.isDragging { fatalError("a drag is still live after the end of the stream") }
    return 0
}

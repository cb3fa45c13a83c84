#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel
import EvdevBridge

/// Hands a capture loop one kernel frame per `poll`, as a 1 kHz device read as it comes does,
/// without a kernel: what is timed is the capture's own work, not the wait for the device.
final class FrameFeed: LiveEventSource {
    private let frames: [[DeviceEvent]]
    private var next = 0
    init(frames: [[DeviceEvent]]) { self.frames = frames }
    var openCount: Int { next < frames.count ? 1 : 0 }
    func poll(timeoutMs: Int32) -> PollRound {
        guard next < frames.count else { return PollRound(stopRequested: true) }
        defer { next += 1 }
        return PollRound(events: frames[next])
    }
}

/// `tactile capture --live --format jsonl`'s work per kernel frame, on this host: `CaptureLoop`
/// with the real trace sink (libinput record, one `write(2)` a frame, into a scratch file),
/// the live normalizer printing jsonl lines (one `write(2)` a round, to /dev/null), for every
/// frame of a trace. Reports the time of each loop round (one frame) — p50, p99 and max, µs —
/// from the end of one round's output to the end of the next: the part of live latency that is
/// Tactile's, without the kernel's wake-up (which the guest row measures, under emulation).
func benchLivePath(trace path: String, runs: Int) throws {
    var reader = try TraceFile.open(path: path)
    var frames: [[DeviceEvent]] = []
    var current: [DeviceEvent] = []
    while let e = try reader.next() {
        current.append(e)
        if e.event.isSynReport { frames.append(current); current = [] }
    }
    guard let first = frames.first?.first?.event.time else { fail("\(path): no frames") }
    let devNull = open("/dev/null", O_WRONLY)
    defer { close(devNull) }
    let scratch = "/tmp/tactile-bench-live-\(getpid()).yml"
    var rounds: [Double] = []
    var totals: [Double] = []
    for _ in 0..<runs {
        defer { unlink(scratch) }
        let sink = try LiveTrace.makeSink(format: .libinput, path: scratch, devices: reader.devices, start: first,
                                          obfuscate: true, privateMode: false)
        let loop = CaptureLoop(source: FrameFeed(frames: frames), sink: sink, start: first)
        var processor = LiveNormalization(devices: reader.devices, format: .jsonl, stage: NoStage())
        var buffer: [UInt8] = []
        var last = MonotonicClock.now()
        let t0 = last
        _ = try loop.run(&processor, emit: { lines in
            buffer.removeAll(keepingCapacity: true)
            for l in lines { buffer.append(contentsOf: l.text.utf8); buffer.append(0x0a) }
            if !buffer.isEmpty { _ = buffer.withUnsafeBytes { write(devNull, $0.baseAddress, $0.count) } }
            let now = MonotonicClock.now()
            rounds.append(Double(now - last))
            last = now
        })
        try sink.finish()
        totals.append(Double(MonotonicClock.now() - t0) / 1e6)
    }
    rounds.sort()
    func rank(_ p: Double) -> Double { rounds[min(rounds.count - 1, Int((p * Double(rounds.count)).rounded(.up)) - 1)] }
    report([("frames", "\(frames.count)"), ("rounds", "\(rounds.count)"),
            ("p50_us", format3(rank(0.5))), ("p99_us", format3(rank(0.99))), ("max_us", format3(rounds.last ?? 0))],
           runs: totals)
}

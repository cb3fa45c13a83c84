import ArgumentParser
import EvdevBridge
import TraceFormats
import Harness
import InputModel

extension CaptureFormat: ExpressibleByArgument {}
extension LiveFormat: ExpressibleByArgument {}

/// `tactile capture`: records evdev devices to a trace on one CLOCK_MONOTONIC time base.
struct CaptureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Record real devices to a trace.",
        discussion: """
        Stops on SIGINT/SIGTERM, after --duration or --count, or when every device is gone \
        (exit 69; the trace is still written). Key codes are obfuscated as libinput record does \
        unless --show-keycodes; files holding keyboard events are created mode 0600. Each frame \
        reaches the file as it completes: a capture killed outright (SIGKILL) leaves a valid trace \
        up to its last frame (several devices in libinput record format: OUT holds the first, \
        OUT.1 … the others, until a clean stop joins them into OUT). With --live the unified \
        stream (and with --scene the interaction outcomes) is printed as it happens, its timers \
        driven by the kernel's CLOCK_MONOTONIC event times; --latency FILE also records, per \
        unified event, the kernel timestamp of the frame that completed it and CLOCK_MONOTONIC \
        right after its line was written (`kernel_us write_us`), and prints p50/p99 at the end.
        """)

    @Argument(help: ArgumentHelp("Device nodes (/dev/input/eventN, eventN or N).", valueName: "device"))
    var devices: [String] = []

    @Flag(help: "Every /dev/input/event* that can be opened.")
    var all = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The trace file to write.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Output format.", valueName: "libinput|evemu"))
    var format: CaptureFormat = .libinput

    @Flag(name: .customLong("show-keycodes"), help: "Record real key codes (keystrokes, passwords!) instead of obfuscating them.")
    var showKeycodes = false

    @Flag(help: "Grab the devices (EVIOCGRAB): no other program sees their events while recording.")
    var grab = false

    @Option(help: ArgumentHelp("Stop after this many seconds.", valueName: "seconds"))
    var duration: Double?

    @Option(help: ArgumentHelp("Stop after this many frames (SYN_REPORTs, all devices together).", valueName: "n"))
    var count: Int?

    @Flag(help: "Print the unified stream as it happens (on standard output).")
    var live = false

    @Option(help: ArgumentHelp("With --live: also run the interaction machine over this scene and print its outcomes.", valueName: "scene"))
    var scene: String?

    @Option(name: .customLong("live-format"), help: ArgumentHelp("With --live: text or jsonl (the lines of `tactile normalize` and `tactile replay`).", valueName: "text|jsonl"))
    var liveFormat: LiveFormat = .text

    @Option(help: ArgumentHelp("With --live: write `kernel_us write_us` per unified event to this file (latency; see docs/capture.md).", valueName: "file"))
    var latency: String?

    func validate() throws {
        if all == !devices.isEmpty { throw ValidationError("give device nodes or --all (not both)") }
        if scene != nil && !live { throw ValidationError("--scene needs --live") }
        if latency != nil && !live { throw ValidationError("--latency needs --live") }
        if let duration, duration <= 0 { throw ValidationError("--duration must be above 0") }
        if let count, count <= 0 { throw ValidationError("--count must be above 0") }
    }

    func run() throws {
        #if LIVE_EVDEV
        try runReportingErrors { try capture() }
        #else
        try runReportingErrors { throw LiveDevices.unavailable("capture") }
        #endif
    }

    #if LIVE_EVDEV
    private func openDevices() throws -> [EvdevDevice] {
        if !all { return try devices.map { try EvdevDevice(path: DeviceNodes.resolve($0)) } }
        var opened: [EvdevDevice] = []
        for node in try DeviceNodes.eventNodes() {
            do { opened.append(try EvdevDevice(path: node)) }
            catch let e as TactileError { printError("skipping \(e)") }
        }
        if opened.isEmpty { throw TactileError(.unavailable, "no input device could be opened") }
        return opened
    }

    private func capture() throws {
        let sceneModel = try scene.map { try SceneLoader.load(contentsOf: $0) } // before any file exists
        // Before any device is opened or grabbed: the outputs may replace only what Tactile wrote.
        try OutputGuard.refuseSharedPaths([("-o", output), ("--latency", latency)])
        try OutputClaim.trace(output, option: "-o")
        try LatencyLog.claim(latency)
        let stop = StopSignals()
        let opened = try openDevices()
        let poller = DevicePoller(devices: opened, stop: stop)
        defer { poller.closeAll() } // releases grabs on every path
        for d in opened {
            try d.useMonotonicClock()
            if grab { try d.grab() }
        }
        let descriptions = opened.map { $0.readDescription() }
        let keyboards = descriptions.filter { DeviceClassification($0).tags.contains(.keyboard) }
        if showKeycodes && !keyboards.isEmpty {
            printError("warning: recording real key codes of \(keyboards.map(\.name).joined(separator: ", ")); the trace may hold passwords")
        }
        let keyBearing = descriptions.contains { let t = DeviceClassification($0).tags; return t.contains(.keyboard) || t.contains(.key) }
        let start = MonotonicClock.now()
        let sink = try LiveTrace.makeSink(format: format, path: output, devices: descriptions, start: start,
                                          obfuscate: !showKeycodes, privateMode: keyBearing)
        printError("capturing \(opened.count) device(s) to \(output)")
        let loop = CaptureLoop(source: poller, sink: sink, start: start)
        let options = CaptureLoop.Options(deadline: duration.map { start + TimeSpan(seconds: $0).microseconds },
                                          frameLimit: count, obfuscateKeys: !showKeycodes)
        var out = StandardOutput()
        let latencyLog = try latency.map { try LatencyLog(path: $0) }
        let emit: ([LiveLine]) -> Void = { lines in
            guard !lines.isEmpty else { return }
            for l in lines { out.line(l.text) }
            out.flush()
            guard let latencyLog else { return }
            let written = MonotonicClock.now() // right after the write(2): the lines have left
            // A log that cannot be written ends there (said once, now); the capture goes on and
            // exits 73 when it stops (`finish` throws the failure).
            do { try latencyLog.record(lines, writtenAt: written) } catch {
                printError("\(error); latency is no longer recorded, the capture goes on")
            }
        }
        let lost: CaptureLoop.LossHandler = { i, e in
            if let e { printError("\(opened[i].path): read failed (\(EvdevErrors.message(e))); closed") }
            else { printError("\(opened[i].path) (\(descriptions[i].name)) was removed") }
        }
        let summary: CaptureLoop.Summary
        if live, let sceneModel {
            var processor = LiveNormalization(devices: descriptions, format: liveFormat,
                                              stage: MachineStage(machine: InteractionMachine(scene: sceneModel), format: liveFormat))
            summary = try loop.run(&processor, options: options, emit: emit, lost: lost)
        } else if live {
            var processor = LiveNormalization(devices: descriptions, format: liveFormat, stage: NoStage())
            summary = try loop.run(&processor, options: options, emit: emit, lost: lost)
        } else {
            var processor = SilentProcessor()
            summary = try loop.run(&processor, options: options, emit: emit, lost: lost)
        }
        poller.closeAll()
        try sink.finish()
        // The trace is whole; a live stream that could not be written is said (73).
        try out.finish()
        if let latencyLog {
            try latencyLog.finish()
            printError("latency (kernel frame to line written): \(latencyLog.histogram.summary)")
        }
        if summary.reason == .allDevicesGone {
            throw TactileError(.unavailable, "every device was removed; the trace up to then is in \(output)")
        }
    }
    #endif
}

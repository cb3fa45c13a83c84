import ArgumentParser
import EvdevBridge
import InputModel

extension CaptureFormat: ExpressibleByArgument {}

/// `tactile capture`: records evdev devices to a trace on one CLOCK_MONOTONIC time base.
struct CaptureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Record real devices to a trace.",
        discussion: """
        Stops on SIGINT/SIGTERM, after --duration or --count, or when every device is gone \
        (exit 69; the trace is still written). Key codes are obfuscated as libinput record does \
        unless --show-keycodes; files holding keyboard events are created mode 0600.
        """)

    @Argument(help: "Device nodes (/dev/input/eventN, eventN or N).")
    var devices: [String] = []

    @Flag(help: "Every /dev/input/event* that can be opened.")
    var all = false

    @Option(name: [.short, .customLong("output-file")], help: "The trace file to write.")
    var output: String

    @Option(help: "Output format.")
    var format: CaptureFormat = .libinput

    @Flag(name: .customLong("show-keycodes"), help: "Record real key codes (keystrokes, passwords!) instead of obfuscating them.")
    var showKeycodes = false

    @Flag(help: "Grab the devices (EVIOCGRAB): no other program sees their events while recording.")
    var grab = false

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(help: "Stop after this many frames (SYN_REPORTs, all devices together).")
    var count: Int?

    func validate() throws {
        if all == !devices.isEmpty { throw ValidationError("give device nodes or --all (not both)") }
        if let duration, duration <= 0 { throw ValidationError("--duration must be above 0") }
        if let count, count <= 0 { throw ValidationError("--count must be above 0") }
    }

    func run() throws {
        try runReportingErrors { try capture() }
    }

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
        let deadline = duration.map { start + Int64($0 * 1_000_000) }
        var frames = 0
        var removed: [String] = []
        loop: while true {
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline - MonotonicClock.now()
                if left <= 0 { break }
                timeout = Int32(min((left + 999) / 1_000, 60_000))
            }
            let round = poller.poll(timeoutMs: timeout)
            for de in round.events {
                try sink.write(device: de.device, event: de.event)
                if de.event.isSynReport {
                    frames += 1
                    if let count, frames >= count { break loop }
                }
            }
            for i in round.removed {
                printError("\(opened[i].path) (\(descriptions[i].name)) was removed")
                removed.append(opened[i].path)
            }
            for (i, e) in round.failed {
                printError("\(opened[i].path): read failed (\(EvdevErrors.message(e))); closed")
                removed.append(opened[i].path)
            }
            if round.stopRequested || poller.openCount == 0 { break }
        }
        poller.closeAll()
        try sink.finish()
        if poller.openCount == 0 && removed.count == opened.count {
            throw TactileError(.unavailable, "every device was removed; the trace up to then is in \(output)")
        }
    }
}

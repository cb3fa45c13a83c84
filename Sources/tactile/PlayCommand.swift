import ArgumentParser
import EvdevBridge
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// `tactile play TRACE...`: uinput devices from the traces' descriptions, events with their timing.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Create uinput devices from a trace and replay its events with their timing.")

    @Argument(help: ArgumentHelp("The traces (evemu or libinput record). Several play at once: each starts at the same moment, all devices on one clock.", valueName: "trace"))
    var traces: [String]

    @Option(help: ArgumentHelp("Device description for an old evemu recording (a separate .desc file); with several traces, for the first.", valueName: "file"))
    var description: String?

    @Option(help: ArgumentHelp("Speed factor: 2 plays twice as fast.", valueName: "x"))
    var speed: Double = 1

    @Option(name: .customLong("wait-before"), help: ArgumentHelp("Seconds between creating the devices and the first event.", valueName: "seconds"))
    var waitBefore: Double = 0.5

    @Option(name: .customLong("wait-after"), help: ArgumentHelp("Seconds to keep the devices after the last event (readers can drain them).", valueName: "seconds"))
    var waitAfter: Double = 0

    @Flag(name: .customLong("keep-fuzz"), help: "Create the devices with the recorded fuzz (the kernel then filters the recorded values again).")
    var keepFuzz = false

    func validate() throws {
        // At least one TRACE: the argument parser refuses none (a required argument).
        guard speed > 0 else { throw ValidationError("--speed must be above 0") }
        guard waitBefore >= 0, waitAfter >= 0 else { throw ValidationError("--wait-before and --wait-after must not be negative") }
    }

    func run() throws {
        #if !LIVE_EVDEV
        try runReportingErrors { throw LiveDevices.unavailable("play") }
        #else
        try runReportingErrors {
            let contents = LiveTraceContents.merging(try traces.enumerated().map {
                try LiveTrace.read(path: $0.element, descriptionPath: $0.offset == 0 ? description : nil)
            })
            let stop = StopSignals()
            var options = Player.Options()
            options.speed = speed
            options.waitBefore = waitBefore
            options.keepFuzz = keepFuzz
            let player = try Player(trace: contents, options: options)
            defer { player.destroy() }
            for dev in player.devices {
                print("\(dev.node ?? "(node unknown: is sysfs mounted?)")\t\(dev.description.name)")
            }
            fflush(stdout)
            var completed = try player.run(stop: stop)
            if completed {
                printError("played \(contents.events.count) events")
                completed = stop.wait(until: MonotonicClock.now() + TimeSpan(seconds: waitAfter).microseconds)
            }
            if !completed {
                printError("interrupted; devices removed")
                player.destroy()
                throw ExitCode(128 + stop.received)
            }
        }
        #endif
    }
}

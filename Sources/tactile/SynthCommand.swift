import ArgumentParser
import TraceFormats
import Harness
import InputModel

/// `tactile synth SCRIPT --profile P -o FILE`: raw evdev frames from a scenario script.
struct Synth: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Synthesize a raw trace (libinput record or evemu) from a scenario script for a device profile.",
        discussion: """
        Profiles: \(DeviceProfile.builtIn.map(\.id).joined(separator: ", ")), or a trace file whose first \
        device description is used (its report rate is taken as 100 Hz). Touch, pencil, pointer and key \
        steps each go to a device of their class: the profile when it is one, a built-in one otherwise. \
        The output appears only when complete.
        """
    )

    @Argument(help: ArgumentHelp("The scenario script (YAML).", valueName: "script"))
    var script: String

    @Option(help: ArgumentHelp("A built-in profile id or a trace file whose description to use (default: the script's `profile:`, else touchscreen).", valueName: "profile"))
    var profile: String?

    @Option(help: ArgumentHelp("A scene whose element ids the script names (default: the script's `scene:`, relative to the script).", valueName: "scene"))
    var scene: String?

    @Option(help: ArgumentHelp("Device model, orientation, multitasking the scene is laid out for, e.g. \"ipad-pro-11 portrait\".", valueName: "env"))
    var environment: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The trace to write.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Output format: libinput (several devices in one file) or evemu (one file per device).", valueName: "libinput|evemu"))
    var format: String = "libinput"

    func run() throws {
        try runReportingErrors {
            try OutputGuard.refuseOverwriting(output, option: "-o", inputs: [script, scene])
            try OutputClaim.trace(output, option: "-o")
            guard let traceFormat = TraceFormat(rawValue: format) else {
                throw TactileError(.usage, "--format must be libinput or evemu, not \(format)")
            }
            let env = try environment.map { try EnvironmentSpec.parse($0) }
            let trace = try ScriptSynthesis.synthesize(script: script, profile: profile, scenePath: scene,
                                                       environment: env, loadProfile: Synth.loadProfile)
            let hasKeys = trace.profiles.contains { $0.kind == .keyboard }
            let writer = try TraceWriters.make(traceFormat, path: output, devices: trace.devices, presence: trace.presence,
                                               options: TraceWriterOptions(privateFile: hasKeys, flushEveryFrame: false))
            do {
                for e in trace.events { try writer.write(e) }
                try writer.finish()
            } catch {
                writer.cancel()
                throw error
            }
        }
    }

    static func loadProfile(_ name: String) throws -> DeviceProfile {
        if let builtIn = DeviceProfile.named(name) { return builtIn }
        guard name.contains("/") || name.contains(".") else {
            throw TactileError(.usage, "unknown profile `\(name)` (built-in: \(DeviceProfile.builtIn.map(\.id).joined(separator: ", ")))")
        }
        let reader = try TraceFile.open(path: name)
        guard let d = reader.devices.first else { throw TactileError.badInput(name, line: nil, "the trace describes no device") }
        return try DeviceProfile(description: d, file: name)
    }
}

import ArgumentParser
import TraceFormats

struct Tactile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "Input-device simulator and iPad interaction test harness.",
        version: TactileVersion.current,
        subcommands: [
            ConformanceCommand.self, Describe.self, Normalize.self, Convert.self, Synth.self,
            DevicesCommand.self, CaptureCommand.self, PlayCommand.self, CompareCaptureCommand.self,
            ReplayCommand.self, ImportCommand.self,
        ]
    )
}
// A fatal signal removes the temporary names of outputs not yet complete (see PendingOutputs).
PendingOutputs.installSignalHandlers()
Tactile.main()

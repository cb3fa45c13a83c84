import ArgumentParser
import InputModel
import EvdevBridge
import Harness

struct Tactile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "Input-device simulator and iPad interaction test harness.",
        subcommands: [Convert.self]
    )
}
Tactile.main()

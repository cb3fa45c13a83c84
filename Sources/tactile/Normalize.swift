import ArgumentParser
import InputModel
import EvdevBridge

struct Normalize: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints the unified iPad-style event stream of traces."
    )

    @Argument(help: "Trace files (evemu or libinput record), read by content.")
    var traces: [String]

    @Option(help: "Device description for old evemu recordings whose description is a separate .desc file.")
    var description: String?

    @Option(help: "text or jsonl")
    var format: OutputFormat = .text

    @Flag(help: "Trackpad tap to click (iPadOS default: off).")
    var tapToClick = false

    func run() throws {
        try runReportingErrors {
            var out = StandardOutput()
            var settings = NormalizerSettings()
            settings.tapToClick = tapToClick
            for path in traces {
                var reader = try openTrace(path, description: description)
                try NormalizationPipeline.run(&reader, settings: settings, factory: StandardNormalizers.make) { event in
                    out.line(format == .jsonl ? event.jsonLine : event.textLine)
                }
            }
            out.flush()
        }
    }
}

import ArgumentParser
import InputModel
import TraceFormats

struct Normalize: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the unified iPad-style event stream of traces."
    )

    @Argument(help: ArgumentHelp("Trace files (evemu or libinput record), read by content.", valueName: "trace"))
    var traces: [String]

    @Option(help: ArgumentHelp("Device description for old evemu recordings whose description is a separate .desc file.", valueName: "file"))
    var description: String?

    @Option(help: ArgumentHelp("text or jsonl", valueName: "text|jsonl"))
    var format: OutputFormat = .text

    @Flag(inversion: .prefixedNo, help: "Trackpad tap to click (default: off, as on iPadOS).")
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
            try out.finish()
        }
    }
}

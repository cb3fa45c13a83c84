import ArgumentParser
import TraceFormats
import InputModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tactile convert IN OUT [--format evemu|libinput]`: converts between trace formats without loss of events.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert a trace between evemu and libinput record, without loss of events.",
        discussion: """
        The input format is found by content. Without --to, the output is the other format. \
        evemu holds one device per file: a multi-device trace written as evemu goes to \
        OUT (device 0), OUT.1, OUT.2 … The output appears only when complete.
        """
    )

    @Argument(help: ArgumentHelp("The trace to read (evemu or libinput record).", valueName: "in"))
    var input: String

    @Argument(help: ArgumentHelp("The file to write.", valueName: "out"))
    var output: String

    @Option(help: ArgumentHelp("Output format: evemu or libinput (default: the other one).", valueName: "evemu|libinput"))
    var format: String?

    /// The option's earlier spelling, still read.
    @Option(name: .customLong("to"), help: .hidden)
    var formatEarlierSpelling: String?

    @Option(name: .customLong("description"), help: ArgumentHelp("Device description (.desc) for an events-only evemu file.", valueName: "file"))
    var descriptionFile: String?

    @Flag(name: .customLong("private"), help: "Create the output with mode 0600 (traces with typed text).")
    var privateFile = false

    @Flag(help: "Obfuscate key codes as libinput record does (alphanumeric keys → KEY_A, MSC_SCAN → 30).")
    var obfuscateKeys = false

    func run() throws {
        do {
            try OutputGuard.refuseOverwriting(output, option: "OUT", inputs: [input, descriptionFile])
            try OutputClaim.trace(output, option: "OUT")
            var target: TraceFormat?
            if let to = format ?? formatEarlierSpelling {
                guard let f = TraceFormat(rawValue: to) else {
                    throw TactileError(.usage, "--format must be evemu or libinput, not \(to)")
                }
                target = f
            }
            let summary = try TraceConverter.convert(
                inputPath: input, descriptionPath: descriptionFile, outputPath: output, to: target,
                options: TraceWriterOptions(privateFile: privateFile, obfuscateKeys: obfuscateKeys, flushEveryFrame: false))
            if summary.outputPaths.count > 1 {
                let list = summary.outputPaths.joined(separator: ", ")
                writeToStandardError("tactile: evemu holds one device per file; wrote \(summary.devices) files: \(list)\n")
            }
        } catch let error as TactileError {
            writeToStandardError("tactile: \(error)\n")
            throw ExitCode(error.exitCode)
        }
    }
}

private func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

import ArgumentParser
import InputModel
import TraceFormats

/// Runs a command body and turns `TactileError` into its message and documented exit code.
func runReportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as TactileError {
        printError(error.description)
        throw ExitCode(error.exitCode)
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, jsonl
}

enum DescribeFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// Opens a trace for a command; an events-only evemu file is paired with its sibling `NAME.desc`
/// (said on standard error) so `tactile normalize NAME.WHAT.events` just works.
func openTrace(_ path: String, description: String?) throws -> any TraceReader {
    let (reader, paired) = try TraceFile.openPairing(path: path, descriptionPath: description)
    if let paired { printError("\(path): no device description in the file; using \(paired)") }
    // Never silence: a device whose events mean nothing on an iPad says so.
    for d in reader.devices where StandardNormalizers.make(device: 0, description: d, screen: .default,
                                                            settings: NormalizerSettings()).isEmpty {
        let c = DeviceClassification(d)
        let what = c.tags.contains(.tabletPad)
            ? "a tablet pad (ExpressKeys, touch ring, strip), which has no iPad equivalent"
            : "a device with no iPad role (\(c.sortedTags.map(\.rawValue).joined(separator: " ")))"
        printError("\(path): \"\(d.name)\" is \(what): its events give nothing")
    }
    return reader
}

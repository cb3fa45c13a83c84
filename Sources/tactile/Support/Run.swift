import ArgumentParser
import InputModel

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

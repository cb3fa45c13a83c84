import Foundation

/// Prints `tactile: message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(("tactile: " + message + "\n").data(using: .utf8)!)
}

/// Errors users see: what went wrong (`kind`), where (`file`, `line`) and why. The executable
/// turns a kind into its documented exit status (docs/interfaces.md, "Exit codes").
public struct TactileError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Sendable {
        /// Expectations or conformance failed.
        case failed
        /// The command line is wrong, or an output would replace what it may not.
        case usage
        /// Bad input data; the message names file, line and reason.
        case badInput
        /// An input is missing.
        case missingInput
        /// A device or kernel facility is unavailable (no /dev/uinput, …).
        case unavailable
        /// An output file cannot be created or written.
        case cantCreate
        /// Permission denied; the message says which group or capability is needed.
        case permission
    }

    public var kind: Kind
    public var file: String?
    public var line: Int?
    public var reason: String

    public init(_ kind: Kind, file: String? = nil, line: Int? = nil, _ reason: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`, `file: reason` or `reason`.
    public var description: String {
        switch (file, line) {
        case let (f?, l?): return "\(f):\(l): \(reason)"
        case let (f?, nil): return "\(f): \(reason)"
        default: return reason
        }
    }

    public static func badInput(_ file: String, line: Int?, _ reason: String) -> TactileError {
        TactileError(.badInput, file: file, line: line, reason)
    }
}

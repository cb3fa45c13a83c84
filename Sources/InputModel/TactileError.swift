/// Errors users see, each with the documented exit code (README, "Command line").
public struct TactileError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Int32, Sendable {
        /// 1: expectations or conformance failed.
        case failed = 1
        /// 64: usage error.
        case usage = 64
        /// 65: bad input data; the message names file, line and reason.
        case badInput = 65
        /// 66: input missing.
        case missingInput = 66
        /// 69: device or kernel facility unavailable (no /dev/uinput, …).
        case unavailable = 69
        /// 73: cannot create an output file.
        case cantCreate = 73
        /// 77: permission denied; the message says which group or capability is needed.
        case permission = 77
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

    public var exitCode: Int32 { kind.rawValue }

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

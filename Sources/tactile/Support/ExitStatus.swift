import ArgumentParser
import InputModel

/// The documented exit statuses (docs/interfaces.md, "Exit codes"): sysexits(3) values for the
/// errors, 1 for checks that failed.
extension TactileError.Kind {
    var exitCode: Int32 {
        switch self {
        case .failed: return 1          // an expectation or a rule failed
        case .usage: return 64          // EX_USAGE
        case .badInput: return 65       // EX_DATAERR
        case .missingInput: return 66   // EX_NOINPUT
        case .unavailable: return 69    // EX_UNAVAILABLE
        case .cantCreate: return 73     // EX_CANTCREAT
        case .permission: return 77     // EX_NOPERM
        }
    }
}

extension TactileError {
    var exitCode: Int32 { kind.exitCode }
}

extension ExitCode {
    /// An expectation or a rule failed, or a scene was judged nowhere: the run's verdict, after
    /// its output was printed.
    static let checksFailed = ExitCode(TactileError.Kind.failed.exitCode)
}

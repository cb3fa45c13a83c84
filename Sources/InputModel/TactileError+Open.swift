import Foundation

extension TactileError {
    /// Why an input file could not be opened for reading (`what` names its kind in messages):
    /// missing (66), refused (77: permission), or the system's reason (66). One mapping for every
    /// reader of the user's files: traces and YAML documents alike.
    public static func openFailure(_ path: String, what: String, errno err: Int32) -> TactileError {
        switch err {
        case ENOENT, ENOTDIR: return TactileError(.missingInput, file: path, "no such \(what)")
        case EACCES, EPERM: return TactileError(.permission, file: path, "permission denied (cannot read the \(what))")
        default: return TactileError(.missingInput, file: path, "cannot open: \(String(cString: strerror(err)))")
        }
    }
}

/// Tactile's version, printed by `tactile --version` (semantic versioning: the interfaces of
/// docs/interfaces.md change only with the major number).
enum TactileVersion {
    static let current = "0.1.0"
}

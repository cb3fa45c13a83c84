import InputModel

/// Reads environments written as words: `ipad-pro-11 portrait half`, `ipad-mini,landscape`,
/// `ipad-air-13/portrait/slideOver`. Words are a model id, an orientation or a multitasking state
/// in any order; what is not given keeps the default (iPad Pro 12.9" landscape full screen).
/// `full` and `fullscreen` also mean `fullScreen`.
public enum EnvironmentSpec {
    public static func parse(_ text: String, base: HarnessEnvironment = HarnessEnvironment()) throws -> HarnessEnvironment {
        var env = base
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }).map(String.init)
        for word in words {
            if let m = IPadModel.named(word.lowercased()) {
                env.screen.model = m
            } else if let o = Orientation(rawValue: word.lowercased()) {
                env.screen.orientation = o
            } else if let s = multitasking(word) {
                env.multitasking = s
            } else {
                throw TactileError(.usage, "unknown environment word `\(word)` (models: "
                                   + IPadModel.allCases.map(\.rawValue).joined(separator: ", ")
                                   + "; portrait, landscape; " + MultitaskingState.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
        }
        return env
    }

    /// A multitasking state by name, case-insensitively, with `full`/`fullscreen` for `fullScreen`.
    public static func multitasking(_ word: String) -> MultitaskingState? {
        let w = word.lowercased()
        if w == "full" || w == "fullscreen" { return .fullScreen }
        return MultitaskingState.allCases.first { $0.rawValue.lowercased() == w }
    }
}

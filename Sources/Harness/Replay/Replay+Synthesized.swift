import InputModel

/// A synthesized trace replays as it is, without going through `.source` first.
///
/// Inlinable, so a caller's optimizer sees the array source as `Replay(trace: trace.source)` does:
/// out of line, the release replay of 2 M raw events took 0.154 s against 0.128 s
/// (`tactile-bench testing-replay`, Benchmarks/notes.md).
extension Replay {
    /// Replays `trace` (`Synthesizer.synthesize`, `ScriptSynthesis.synthesize`): its events in
    /// time order, through the same normalizers as a recording.
    @inlinable
    public init(trace: SynthesizedTrace, scene: Scene? = nil, environment: HarnessEnvironment = HarnessEnvironment(),
                settings: UserSettings? = nil, constants: InteractionConstants = .default) {
        self.init(trace: trace.source, scene: scene, environment: environment, settings: settings, constants: constants)
    }

    /// Replays a whole synthesized trace and returns its outcomes.
    @inlinable
    public static func outcomes(trace: SynthesizedTrace, scene: Scene? = nil,
                                environment: HarnessEnvironment = HarnessEnvironment(), settings: UserSettings? = nil,
                                constants: InteractionConstants = .default) throws -> [Outcome] {
        try outcomes(trace: trace.source, scene: scene, environment: environment, settings: settings, constants: constants)
    }
}

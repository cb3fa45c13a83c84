import InputModel

/// A synthesized trace replays as it is, without going through `.source` first.
extension Replay {
    /// Replays `trace` (`Synthesizer.synthesize`, `ScriptSynthesis.synthesize`): its events in
    /// time order, through the same normalizers as a recording.
    public init(trace: SynthesizedTrace, scene: Scene? = nil, environment: HarnessEnvironment = HarnessEnvironment(),
                settings: UserSettings? = nil, constants: InteractionConstants = .default) {
        self.init(trace: trace.source, scene: scene, environment: environment, settings: settings, constants: constants)
    }

    /// Replays a whole synthesized trace and returns its outcomes.
    public static func outcomes(trace: SynthesizedTrace, scene: Scene? = nil,
                                environment: HarnessEnvironment = HarnessEnvironment(), settings: UserSettings? = nil,
                                constants: InteractionConstants = .default) throws -> [Outcome] {
        try outcomes(trace: trace.source, scene: scene, environment: environment, settings: settings, constants: constants)
    }
}

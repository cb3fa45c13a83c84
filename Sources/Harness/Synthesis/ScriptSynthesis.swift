import Foundation
import InputModel

/// What `tactile synth SCRIPT` does, as a library call, so tests can re-synthesize a committed
/// trace exactly as the command did: the script's own `profile:` and `scene:` apply unless
/// overridden, and element ids resolve to their centres in the scene laid out for `environment`.
public enum ScriptSynthesis {
    /// The profile used when neither the command line nor the script names one.
    public static let defaultProfile = "touchscreen"

    /// - Parameters:
    ///   - loadProfile: a profile by name: built-in ids, or (where EvdevBridge is visible) trace files.
    ///   - environment: the window the scene is laid out in; nil: the script's `environment:`,
    ///     else a full-screen iPad Pro 12.9" in landscape.
    public static func synthesize(script path: String, profile: String? = nil, scenePath: String? = nil,
                                  environment: HarnessEnvironment? = nil,
                                  loadProfile: (String) throws -> DeviceProfile = ScriptSynthesis.builtInProfile)
    throws -> SynthesizedTrace {
        let scenario = try ScenarioParser.load(path: path)
        let environment = try environment ?? scenario.environment.map { try EnvironmentSpec.parse($0) } ?? HarnessEnvironment()
        let primary: DeviceProfile
        do {
            primary = try loadProfile(profile ?? scenario.profile ?? defaultProfile)
        } catch let e as TactileError where e.kind == .usage && profile == nil && scenario.profile != nil {
            // The script named it: bad input in the script, at its `profile:` line.
            throw TactileError.badInput(path, line: lineOfTopLevelKey("profile", in: path), e.reason)
        }
        var resolve: (String) -> (x: Double, y: Double)? = { _ in nil }
        if let scene = try scenePath.map(SceneLoader.load(contentsOf:)) ?? scenario.scene.map({
            try SceneLoader.load(contentsOf: relative($0, to: path))
        }) {
            resolve = resolver(scene: scene, environment: environment)
        }
        return try Synthesizer(primary: primary, screen: environment.screen, settings: NormalizerSettings(),
                               resolve: resolve).synthesize(scenario, file: path)
    }

    /// The 1-based line of a top-level `key:` in a YAML file (nil when not found).
    static func lineOfTopLevelKey(_ key: String, in path: String) -> Int? {
        guard let text = try? YAMLSource.text(path: path, what: "file") else { return nil }
        var n = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            n += 1
            if line.hasPrefix(key + ":") { return n }
        }
        return nil
    }

    /// Element id → the centre of its frame on screen in the scene laid out for `environment`.
    public static func resolver(scene: Scene, environment: HarnessEnvironment) -> (String) -> (x: Double, y: Double)? {
        let layout = ResolvedScene(scene: scene, environment: environment)
        return { id in layout.node(id)?.frame.map { ($0.center.x, $0.center.y) } }
    }

    public static func builtInProfile(_ name: String) throws -> DeviceProfile {
        guard let p = DeviceProfile.named(name) else {
            throw TactileError(.usage, "unknown profile `\(name)` (built-in: \(DeviceProfile.builtIn.map(\.id).joined(separator: ", ")))")
        }
        return p
    }

    /// `p` relative to the directory of `file` (absolute paths stay).
    public static func relative(_ p: String, to file: String) -> String {
        let dir = (file as NSString).deletingLastPathComponent
        return p.hasPrefix("/") || dir.isEmpty ? p : dir + "/" + p
    }
}

import XCTest
import InputModel
import TraceFormats
@testable import Harness

/// What the synthesis tests share: a script's trace on a profile, its unified events, and a
/// recording's device as a profile (`--profile TRACE`).
extension SynthesizedTrace {
    /// The trace a scenario script gives on `profile`; its errors name `test.yml`.
    static func of(_ yaml: String, profile: DeviceProfile, settings: NormalizerSettings = NormalizerSettings()) throws -> SynthesizedTrace {
        let scenario = try ScenarioParser(file: "test.yml").parse(yaml)
        return try Synthesizer(primary: profile, screen: .default, settings: settings, resolve: { _ in nil }).synthesize(scenario, file: "test.yml")
    }

    /// The unified events the standard normalizers make of the trace.
    func normalized(settings: NormalizerSettings = NormalizerSettings()) throws -> [UnifiedEvent] {
        var source = self.source
        var out: [UnifiedEvent] = []
        try NormalizationPipeline.run(&source, screen: .default, settings: settings, factory: StandardNormalizers.make) { out.append($0) }
        return out
    }
}

extension DeviceProfile {
    /// The first device of a real recording under Traces/real, as `--profile TRACE` takes it.
    static func recorded(_ file: String) throws -> (profile: DeviceProfile, description: DeviceDescription) {
        let path = TactileProcess.root + "/Traces/real/" + file
        let d = try XCTUnwrap(try TraceFile.open(path: path).devices.first, file)
        return (try DeviceProfile(description: d, file: path), d)
    }
}

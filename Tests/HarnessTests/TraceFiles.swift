import Foundation
import EvdevBridge
import Harness
import InputModel

/// Paths into the repository's Traces/ corpus, and replay of trace files (EvdevBridge opens them;
/// Harness only needs a `RawEventSource`).
enum Corpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Files in a corpus directory with a suffix, sorted.
    static func files(_ directory: String, suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(directory))
            .filter { $0.hasSuffix(suffix) }.sorted().map { path(directory + "/" + $0) }
    }
}

extension Replay {
    /// Replays a trace file (evemu or libinput record, read by content).
    static func outcomes(path: String, description: String? = nil, scene: Scene? = nil,
                         environment: HarnessEnvironment = HarnessEnvironment(), settings: UserSettings? = nil) throws -> [Outcome] {
        try Replay.outcomes(trace: try TraceFile.open(path: path, descriptionPath: description), scene: scene,
                            environment: environment, settings: settings)
    }

    /// Replays what an expectation file names.
    static func outcomes(for file: ExpectationFile) throws -> [Outcome] {
        guard let trace = file.trace else { throw TactileError(.usage, file: file.path, "no `trace:`") }
        return try outcomes(path: trace, description: file.traceDescription, scene: file.scene, environment: file.environment)
    }
}

/// Every raw event of a trace file, in order.
func readAllEvents(_ path: String, description: String? = nil) throws -> (devices: [DeviceDescription], events: [DeviceEvent]) {
    var reader = try TraceFile.open(path: path, descriptionPath: description)
    var events: [DeviceEvent] = []
    while let e = try reader.next() { events.append(e) }
    return (reader.devices, events)
}

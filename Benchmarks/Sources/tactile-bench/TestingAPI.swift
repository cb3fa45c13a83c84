import Foundation
import TactileTesting

/// The Replay API as a test target reaches it (`import TactileTesting`): a synthesized trace
/// replayed as it is (`Replay(trace: SynthesizedTrace)`), no scene; the same work as
/// `normalize-api replay`, which builds its source by hand.
func benchTestingReplay(profile: String, script: String, events: Int, runs: Int) throws {
    let trace = try repeatedTrace(script: script, profile: profile, events: events)
    var times: [Double] = []
    var unified = 0
    for _ in 0..<runs {
        let t0 = now()
        var replay = Replay(trace: trace)
        while try replay.next() != nil {}
        unified = replay.eventCount
        times.append(now() - t0)
    }
    report([("api", "testing"), ("profile", profile), ("raw_events", "\(trace.events.count)"), ("unified_events", "\(unified)")], runs: times)
}

/// `conformance(dump:everyWindow:)` as a test calls it: the dump read into a string first (outside
/// the timing), then imported and checked in memory, every environment of the matrix.
func benchTestingConformance(dump path: String, runs: Int) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var times: [Double] = []
    var results = 0
    for _ in 0..<runs {
        let t0 = now()
        let report = try conformance(dump: text, everyWindow: true, dumpName: (path as NSString).lastPathComponent)
        times.append(now() - t0)
        results = report.results.count
    }
    report([("results", "\(results)")], runs: times)
}

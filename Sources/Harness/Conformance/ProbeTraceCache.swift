import Foundation
import InputModel

/// Synthesized and normalized probe input, memoized across the environments of one conformance
/// run.
///
/// Why: probe-trace synthesis is most of `tactile conformance` (Benchmarks/notes.md, "Hot paths"), and many of the 90
/// environments ask for the very same input — keyboard probes never depend on the layout, and
/// models sharing a screen and layout share every pointer and touch probe.
///
/// Exact by construction: synthesis is a pure function of the steps, the profile, the screen, the
/// normalizer settings and the answers of the element-centre lookup; normalization a pure function
/// of the trace, the screen and the settings. An entry records every lookup the synthesizer made
/// (id → centre, in order) and is reused only when the current layout answers each of them with
/// the same bits, so a hit returns exactly what synthesizing again would.
final class ProbeTraceCache: @unchecked Sendable {
    struct Key: Hashable {
        var steps: [ScenarioStep]
        var profile: DeviceProfile
        var screen: ScreenModel
        var settings: NormalizerSettings
    }

    /// One element-centre lookup the synthesizer made: the id and the answer's bits (nil: no such
    /// element laid out). Bits, not `Double ==`, so 0.0 and -0.0 stay distinct.
    struct Lookup: Hashable {
        var id: String
        var x: UInt64?
        var y: UInt64?

        init(id: String, _ p: (x: Double, y: Double)?) {
            self.id = id
            x = p?.x.bitPattern
            y = p?.y.bitPattern
        }
    }

    /// The probe's input (a failed synthesis is kept as its error, so every environment reports it).
    struct Input: Sendable {
        var trace: SynthesizedTrace
        var unified: [UnifiedEvent]
    }

    struct Entry {
        var lookups: [Lookup]
        var input: Result<Input, Error>
    }

    private var entries: [Key: [Entry]] = [:]
    private let lock = NSLock()
    private(set) var hits = 0
    private(set) var misses = 0

    /// The cached input for `key` when every lookup it depends on still gives the same answer,
    /// else `make()`'s, stored. `resolve` is the current layout's lookup; `make` gets a recording
    /// wrapper of it and must use only that.
    func input(for key: Key, resolve: @escaping (String) -> (x: Double, y: Double)?,
               make: (@escaping (String) -> (x: Double, y: Double)?) throws -> Input) throws -> Input {
        lock.lock()
        let candidates = entries[key] ?? []
        lock.unlock()
        for entry in candidates where entry.lookups.allSatisfy({ Lookup(id: $0.id, resolve($0.id)) == $0 }) {
            lock.lock(); hits += 1; lock.unlock()
            return try entry.input.get()
        }
        let recorder = LookupRecorder(resolve)
        let input = Result { try make { id in recorder.resolve(id) } }
        lock.lock()
        misses += 1
        entries[key, default: []].append(Entry(lookups: recorder.lookups, input: input))
        lock.unlock()
        return try input.get()
    }
}

/// Answers element-centre lookups and remembers them (used only on the thread synthesizing).
private final class LookupRecorder: @unchecked Sendable {
    let base: (String) -> (x: Double, y: Double)?
    var lookups: [ProbeTraceCache.Lookup] = []

    init(_ base: @escaping (String) -> (x: Double, y: Double)?) { self.base = base }

    func resolve(_ id: String) -> (x: Double, y: Double)? {
        let p = base(id)
        if !lookups.contains(where: { $0.id == id }) { lookups.append(ProbeTraceCache.Lookup(id: id, p)) }
        return p
    }
}

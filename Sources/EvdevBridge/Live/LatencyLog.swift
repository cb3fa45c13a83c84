import InputModel

/// `tactile capture --live --latency FILE`: after a `#` comment line naming the columns, for
/// every unified event a kernel frame completed, one line `kernel_us write_us` — the frame's
/// SYN_REPORT timestamp as the kernel stamped it and CLOCK_MONOTONIC read right after the event's
/// line was written to standard output, both µs on CLOCK_MONOTONIC (the devices are switched to it with `EVIOCSCLOCKID`), so
/// `write_us − kernel_us` is the event's latency through the capture. Lines printed by timers
/// (no frame) are not measured.
///
/// The file appears whole when the capture stops (written under a temporary name), and the
/// latencies are also kept as a histogram for `summary` (bounded memory over a long capture).
/// A write that fails (a full disk) ends the log: `record` throws that once and keeps nothing
/// more, and `finish` throws it again instead of putting a log with a gap into place.
public final class LatencyLog {
    let file: AtomicOutputFile
    public private(set) var histogram = LatencyHistogram()
    /// The first write that failed; from then on nothing is recorded.
    public private(set) var failure: TactileError?

    public init(path: String) throws {
        try LatencyLog.claim(path)
        file = try AtomicOutputFile(path: path, privateFile: false)
        try file.append(LatencyLog.header + "\n")
    }

    /// The log's first line: what it is and its columns (a comment; the pairs follow).
    public static let header = "# Written by tactile: kernel_us write_us"

    /// `path` may take the log: nothing is there, or an earlier latency log (`OutputClaim`).
    public static func claim(_ path: String?) throws {
        try OutputClaim.file(path, option: "--latency", what: "a latency log", isOurs: { $0.hasPrefix(header) })
    }

    /// Records every measured line of one emitted batch, all written at `writtenAt` (µs, CLOCK_MONOTONIC).
    /// Throws the write that failed, once; after it records nothing.
    public func record(_ lines: [LiveLine], writtenAt: Int64) throws(TactileError) {
        guard failure == nil else { return }
        for l in lines {
            guard l.isUnifiedEvent, let k = l.frameTime else { continue }
            do { try file.append("\(k) \(writtenAt)\n") } catch { failure = error; throw error }
            histogram.add(writtenAt - k)
        }
    }

    /// Writes the file into place, or removes it and throws the write that failed.
    public func finish() throws(TactileError) {
        if let failure {
            file.discard()
            throw failure
        }
        try file.commit()
    }
}

/// Latencies (µs) by value: exact counts for 0 ..< `exactLimit` µs, larger ones kept as they
/// are (rare; a long stall), so percentiles are exact and memory stays bounded by the range.
public struct LatencyHistogram: Equatable, Sendable {
    /// 100 ms: latencies below this are counted per µs (800 KB of counters).
    public static let exactLimit: Int64 = 100_000
    private var counts: [Int] = []
    private var large: [Int64] = []
    public private(set) var count = 0

    public init() {}

    public mutating func add(_ latency: Int64) {
        let v = max(0, latency)
        count += 1
        if v < Self.exactLimit {
            if counts.isEmpty { counts = Array(repeating: 0, count: Int(Self.exactLimit)) }
            counts[Int(v)] += 1
        } else {
            large.append(v)
        }
    }

    /// The nearest-rank percentile (`p` in 0…100): the smallest latency that at least p % of
    /// the samples do not exceed (rank ⌈p/100 · n⌉, at least 1); nil without samples.
    public func percentile(_ p: Double) -> Int64? {
        guard count > 0 else { return nil }
        let rank = max(1, Int((p / 100 * Double(count)).rounded(.up)))
        var seen = 0
        for (v, c) in counts.enumerated() where c > 0 {
            seen += c
            if seen >= rank { return Int64(v) }
        }
        let sorted = large.sorted()
        return sorted[min(rank - seen, sorted.count) - 1]
    }

    public var maximum: Int64? { percentile(100) }

    /// `N events, p50 A µs, p99 B µs, max C µs` (what capture prints on standard error).
    public var summary: String {
        guard let p50 = percentile(50), let p99 = percentile(99), let mx = maximum else { return "no events measured" }
        return "\(count) events, p50 \(p50) µs, p99 \(p99) µs, max \(mx) µs"
    }
}

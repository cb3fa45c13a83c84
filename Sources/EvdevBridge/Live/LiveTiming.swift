/// Timing of the capture loop's waits.
public enum LiveTiming {
    /// Longest single `poll` (ms) when something is due: a bound, not a tick. The loop
    /// re-computes its deadlines after every wake, so nothing is late by it.
    public static let maxPollMs: Int64 = 60_000
    /// How far ahead (µs) a live processor is probed for its next timer. Longer than any
    /// timer the normalizers or the machine start (pen proximity 50 ms, long press 0.5 s,
    /// spring loading and the Command-hold overlay about 1 s: InteractionConstants); a
    /// processor with nothing due sooner is probed again after this long.
    public static let probeHorizon: Int64 = 5_000_000

    /// The `poll` timeout (ms) from `now` until `wake` (both µs, CLOCK_MONOTONIC): rounded
    /// up, so the wake comes at or after the deadline and the timer is due when it fires;
    /// −1 (no limit) without a wake time.
    public static func pollTimeout(now: Int64, wake: Int64?) -> Int32 {
        guard let wake else { return -1 }
        let ms = (max(0, wake - now) + 999) / 1_000
        return Int32(min(ms, maxPollMs))
    }
}

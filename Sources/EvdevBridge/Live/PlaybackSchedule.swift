/// When `tactile play` writes each event of a trace: pure, so it builds and is tested where no
/// device can be created.
public enum PlaybackSchedule {
    /// The monotonic time (µs) the event recorded at `t` is due when the first, recorded at `t0`,
    /// is due at `start` and the trace plays `speed` times as fast (`--speed 2`: every interval
    /// halved).
    public static func due(_ t: Int64, first t0: Int64, start: Int64, speed: Double) -> Int64 {
        start + Int64(Double(t - t0) / speed)
    }
}

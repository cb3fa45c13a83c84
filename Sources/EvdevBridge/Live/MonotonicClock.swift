#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CLOCK_MONOTONIC in microseconds: the time base evdev stamps events with
/// after `EVIOCSCLOCKID`, so capture start, deadlines and events compare directly.
public enum MonotonicClock {
    public static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
    }

    #if LIVE_EVDEV
    /// Sleeps until `deadline` (µs, CLOCK_MONOTONIC) with `TIMER_ABSTIME`, so
    /// per-event sleeps do not accumulate drift over a long replay.
    public static func sleep(until deadline: Int64) {
        var ts = timespec(tv_sec: Int(deadline / 1_000_000), tv_nsec: Int(deadline % 1_000_000) * 1000)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
    #endif
}

// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import CLibevdev

/// SIGINT and SIGTERM delivered through a `signalfd` instead of a handler: the
/// signals are blocked and become readable on a descriptor that the capture's
/// `poll` and the player's waits watch, so stopping runs the ordinary cleanup
/// (ungrab, finalize the file, destroy uinput devices) on the main thread.
public final class StopSignals {
    public let fd: Int32
    public private(set) var received: Int32 = 0

    public init() {
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        sigaddset(&mask, SIGTERM)
        sigprocmask(SIG_BLOCK, &mask, nil)
        fd = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    }

    /// Stop requests read from `descriptor` (owned from now on) as signalfd records, with the
    /// process's signal mask left alone: a test's pipe.
    package init(descriptor: Int32) {
        fd = descriptor
    }

    deinit { if fd >= 0 { close(fd) } }

    /// True once SIGINT or SIGTERM arrived (reads the pending one, if any).
    public var stopRequested: Bool {
        if received != 0 { return true }
        var info = signalfd_siginfo()
        if read(fd, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            received = Int32(info.ssi_signo)
        }
        return received != 0
    }

    /// Waits until `deadline` (µs, CLOCK_MONOTONIC) or a stop signal; returns false when stopped.
    /// Coarse part with poll (wakes on the signal), last millisecond with an absolute sleep.
    public func wait(until deadline: Int64) -> Bool {
        while true {
            if stopRequested { return false }
            let remaining = deadline - MonotonicClock.now()
            if remaining <= 0 { return true }
            if remaining <= 2_000 {
                MonotonicClock.sleep(until: deadline)
                return !stopRequested
            }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, Self.pollTimeout(remaining: remaining))
        }
    }

    /// How long (ms) the coarse part of a wait polls with `remaining` µs to go: until a
    /// millisecond before the deadline, which the absolute sleep takes, and a second at most.
    static func pollTimeout(remaining: Int64) -> Int32 {
        Int32(min((remaining - 1_000) / 1_000, 1_000))
    }
}
#endif

// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import Foundation
import Testing
@testable import EvdevBridge

/// The stop signals and the clock every live deadline is read on, as their documentation
/// states: SIGINT and SIGTERM blocked and read from a signalfd(2) (the process goes on and its
/// cleanup runs), the first signal kept; waits that end at their deadline or at a stop;
/// CLOCK_MONOTONIC in microseconds, and absolute sleeps that end no earlier than asked.
extension StopSignals {
    /// A stop source reading a pipe, and the pipe's write end (what `StopSignalsTests` and
    /// `DevicePollerTests` stop with).
    static func pipe() -> (StopSignals, Int32) {
        var ends: [Int32] = [0, 0]
        precondition(Glibc.pipe(&ends) == 0 && fcntl(ends[0], F_SETFL, O_NONBLOCK) == 0)
        return (StopSignals(descriptor: ends[0]), ends[1])
    }

    /// A stop request as signalfd(2) writes it: one record of 128 bytes, the signal's number
    /// (`ssi_signo`, a uint32_t) first.
    static func send(_ signal: Int32, to writeEnd: Int32) {
        var record = [UInt8](repeating: 0, count: 128)
        withUnsafeBytes(of: UInt32(signal)) { for (i, b) in $0.enumerated() { record[i] = b } }
        precondition(write(writeEnd, record, 128) == 128)
    }
}

@Suite struct StopSignalsTests {
    /// CLOCK_MONOTONIC read the way clock_gettime(2) gives it, in microseconds.
    static func monotonic() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
    }

    /// The exit test's process as a shell starts a command, with SIGINT and SIGTERM not blocked:
    /// a test runner may hand its own blocked signals down to it.
    static func unblockStopSignals() {
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        sigaddset(&mask, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
    }

    /// SIGTERM or SIGINT sent to the process itself (to the calling thread: `raise`) does not end
    /// it: the signal waits on the descriptor, and the exit code the commands give, 128 + the
    /// signal, is the one received.
    @Test func eachSignalIsHeldForTheDescriptor() async {
        await #expect(processExitsWith: .exitCode(128 + SIGTERM)) {
            StopSignalsTests.unblockStopSignals()
            let stop = StopSignals()
            guard stop.fd >= 0, !stop.stopRequested else { exit(1) }
            raise(SIGTERM)
            exit(stop.stopRequested ? 128 + stop.received : 2)
        }
        await #expect(processExitsWith: .exitCode(128 + SIGINT)) {
            StopSignalsTests.unblockStopSignals()
            let stop = StopSignals()
            raise(SIGINT)
            exit(stop.stopRequested ? 128 + stop.received : 2)
        }
    }

    @Test func aStopIsKeptOnceRead() {
        let (stop, w) = StopSignals.pipe()
        defer { close(w) }
        #expect(!stop.stopRequested)
        #expect(stop.received == 0)
        StopSignals.send(SIGINT, to: w)
        StopSignals.send(SIGTERM, to: w)
        #expect(stop.stopRequested)
        #expect(stop.received == SIGINT)
        #expect(stop.stopRequested)
        #expect(stop.received == SIGINT)
    }

    /// The descriptor is the stop source's own: closed with it (the pipe then has no reader,
    /// which poll(2) reports on its write end as POLLERR).
    @Test func theDescriptorIsClosedWithTheStopSource() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0)
        defer { close(ends[1]) }
        var p = pollfd(fd: ends[1], events: Int16(POLLOUT), revents: 0)
        do {
            let stop = StopSignals(descriptor: ends[0])
            #expect(stop.fd == ends[0])
            #expect(poll(&p, 1, 0) == 1 && p.revents & Int16(POLLERR) == 0)
        }
        #expect(poll(&p, 1, 0) == 1 && p.revents & Int16(POLLERR) != 0)
    }

    /// The coarse part of a wait polls until a millisecond before the deadline (the absolute
    /// sleep takes the last one), a second at most at a time.
    @Test func theCoarseWaitEndsAMillisecondEarlyAndLastsASecondAtMost() {
        #expect(StopSignals.pollTimeout(remaining: 30_000) == 29)
        #expect(StopSignals.pollTimeout(remaining: 2_001) == 1)
        #expect(StopSignals.pollTimeout(remaining: 1_001_000) == 1_000)
        #expect(StopSignals.pollTimeout(remaining: 1_002_000) == 1_000)
        #expect(StopSignals.pollTimeout(remaining: 60_000_000) == 1_000)
    }

    /// A wait sleeps in poll(2) and clock_nanosleep(2): the thread uses next to no processor
    /// time while it waits (a spin would use all of it).
    @Test func aWaitSleepsRatherThanSpins() {
        let (stop, w) = StopSignals.pipe()
        defer { close(w) }
        // This thread's processor time (µs).
        func cpu() -> Int64 {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
        }
        let used = cpu()
        #expect(stop.wait(until: Self.monotonic() + 300_000))
        #expect(cpu() - used < 150_000, "\(cpu() - used) µs of processor time in a 300 ms wait")
    }

    @Test func aWaitWithoutAStopEndsAtItsDeadlineAndNotBefore() {
        let (stop, w) = StopSignals.pipe()
        defer { close(w) }
        for ahead in [Int64(500), 30_000] {
            let deadline = Self.monotonic() + ahead
            #expect(stop.wait(until: deadline))
            #expect(Self.monotonic() >= deadline, "woke \(deadline - Self.monotonic()) µs early")
        }
        // A deadline already past: at once, not stopped.
        #expect(stop.wait(until: Self.monotonic() - 1_000_000))
    }

    @Test func aStopEndsAWait() {
        let (stop, w) = StopSignals.pipe()
        defer { close(w) }
        StopSignals.send(SIGTERM, to: w)
        let deadline = Self.monotonic() + 60_000_000
        #expect(!stop.wait(until: deadline))
        #expect(Self.monotonic() < deadline)
        #expect(stop.received == SIGTERM)
    }

    /// A stop that comes while the wait sleeps wakes it (the wait polls the descriptor).
    @Test func aStopDuringAWaitWakesIt() {
        let (stop, w) = StopSignals.pipe()
        defer { close(w) }
        let sender = Thread {
            usleep(50_000)
            StopSignals.send(SIGINT, to: w)
        }
        sender.start()
        let deadline = Self.monotonic() + 60_000_000
        #expect(!stop.wait(until: deadline))
        #expect(Self.monotonic() < deadline)
    }

    @Test func theClockIsCLOCK_MONOTONICInMicroseconds() {
        let before = Self.monotonic()
        let now = MonotonicClock.now()
        let after = Self.monotonic()
        #expect(before <= now && now <= after, "\(before) ≤ \(now) ≤ \(after)")
    }

    @Test func anAbsoluteSleepEndsNoEarlierThanItsDeadline() {
        let deadline = Self.monotonic() + 20_000
        MonotonicClock.sleep(until: deadline)
        #expect(Self.monotonic() >= deadline)
    }
}
#endif

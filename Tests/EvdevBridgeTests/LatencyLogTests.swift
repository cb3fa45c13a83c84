import XCTest
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// `capture --live --latency`: unified events carry the kernel time of the frame that completed
/// them, the log writes `kernel_us write_us` per event, and the percentiles are nearest-rank.
final class LatencyLogTests: XCTestCase {
    func testUnifiedLinesCarryTheirFramesKernelTimeAndTimerLinesNone() throws {
        let (device, frames) = try CaptureLoopTests.tap()
        let first = frames[0]
        let source = ScriptedSource(start: CaptureLoopTests.start, batches: frames,
                                    stopAt: frames.last!.last!.event.time + 1_000_000)
        let loop = CaptureLoop(source: source, sink: nil, start: CaptureLoopTests.start, clock: { source.now })
        var processor = LiveNormalization(devices: [device], format: .jsonl, stage: OneTimerStage(delay: 0.3))
        var rounds: [[LiveLine]] = []
        _ = try loop.run(&processor, emit: { rounds.append($0) })
        let syncTimes = Set(frames.flatMap { $0 }.filter(\.event.isSynReport).map(\.event.time))
        let events = rounds.joined().filter(\.isUnifiedEvent)
        XCTAssertFalse(events.isEmpty)
        // Every unified event the taps caused is measured from one of the played frames' SYN_REPORT
        // (kernel time, not rebased); the touch began with the first frame.
        let measured = events.compactMap(\.frameTime)
        XCTAssertTrue(measured.allSatisfy { syncTimes.contains($0) }, "\(measured.prefix(5))")
        let began = try XCTUnwrap(events.first { $0.text.contains("\"phase\":\"began\"") })
        XCTAssertEqual(began.frameTime, first.last!.event.time)
        // The stage's timer line and the touches the stop ends have no frame.
        let timer = try XCTUnwrap(rounds.joined().first { $0.text == "timer" })
        XCTAssertFalse(timer.isUnifiedEvent)
        XCTAssertNil(timer.frameTime)
        XCTAssertTrue(rounds.last!.allSatisfy { $0.frameTime == nil })
    }

    func testLogWritesOnePairPerMeasuredLineAndAppearsWhole() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let path = dir + "/lat.txt"
        let log = try LatencyLog(path: path)
        try log.record([
            LiveLine(t: 0, text: "a", isUnifiedEvent: true, frameTime: 1_000),
            LiveLine(t: 0, text: "outcome", frameTime: nil),
            LiveLine(t: 0.5, text: "timer event", isUnifiedEvent: true, frameTime: nil),
            LiveLine(t: 0, text: "b", isUnifiedEvent: true, frameTime: 1_000),
        ], writtenAt: 1_250)
        try log.record([LiveLine(t: 0.001, text: "c", isUnifiedEvent: true, frameTime: 2_000)], writtenAt: 2_900)
        XCTAssertFalse(FileSystem.exists(path), "the file appears when the capture stops")
        try log.finish()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), LatencyLog.header + "\n1000 1250\n1000 1250\n2000 2900\n")
        XCTAssertEqual(log.histogram.count, 3)
        XCTAssertEqual(log.histogram.percentile(50), 250)
        XCTAssertEqual(log.histogram.percentile(99), 900)
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["lat.txt"])
    }

    /// `--latency` replaces only an earlier latency log (README, "Additions to the
    /// interfaces": an output path replaces only what Tactile wrote there): one is replaced whole; a file of the user's with the same
    /// columns but not Tactile's first line, and a folder, are refused and kept.
    func testAnEarlierLatencyLogIsReplacedAndNothingElse() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let earlier = dir + "/earlier.lat"
        try "# Written by tactile: kernel_us write_us\n5 9\n".write(toFile: earlier, atomically: false, encoding: .utf8)
        let log = try LatencyLog(path: earlier)
        try log.record([LiveLine(t: 0, text: "a", isUnifiedEvent: true, frameTime: 100)], writtenAt: 140)
        try log.finish()
        XCTAssertEqual(try String(contentsOfFile: earlier, encoding: .utf8), "# Written by tactile: kernel_us write_us\n100 140\n")
        let mine = dir + "/mine.lat"
        try "# kernel_us write_us\n1 2\n".write(toFile: mine, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try LatencyLog(path: mine)) {
            XCTAssertEqual(($0 as? TactileError)?.kind, .usage)
            XCTAssertTrue("\($0)".contains("--latency \(mine) exists and is not a latency log Tactile wrote"), "\($0)")
        }
        XCTAssertEqual(try String(contentsOfFile: mine, encoding: .utf8), "# kernel_us write_us\n1 2\n")
        let folder = dir + "/logs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        XCTAssertThrowsError(try LatencyLog(path: folder)) { XCTAssertEqual(($0 as? TactileError)?.kind, .usage) }
        XCTAssertEqual(try DirectoryListing.names(in: folder), [])
    }

    /// A log that cannot be written (a full disk; here RLIMIT_FSIZE, EFBIG) ends at its first
    /// failed write: `record` throws it once naming the file, records nothing after it even when
    /// more would fit, and `finish` throws it again and leaves no file — even once the disk has
    /// room again (the log would have a gap).
    func testAFailedWriteEndsTheLogAndFinishThrowsIt() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let path = dir + "/lat.txt"
        let log = try LatencyLog(path: path)
        // 16 bytes a pair: 5 000 pairs pass the 64 KiB the file buffers before it writes.
        let batch = (0..<5_000).map { LiveLine(t: 0, text: "e", isUnifiedEvent: true, frameTime: 1_000_000 + Int64($0)) }
        let first: TactileError? = try TraceTestSupport.withFileSizeLimit(4_096) {
            let error = TraceTestSupport.tactileError { try log.record(batch, writtenAt: 2_000_000) }
            XCTAssertNoThrow(try log.record(batch, writtenAt: 3_000_000), "said once")
            return error
        }
        let failure = try XCTUnwrap(first)
        XCTAssertEqual(failure.kind, .cantCreate) // exit 73
        XCTAssertEqual(failure.file, path)
        XCTAssertEqual(failure.reason, "write failed: File too large")
        XCTAssertEqual(log.failure?.description, failure.description)
        let counted = log.histogram.count
        XCTAssertLessThan(counted, 5_000, "the pairs after the failed write are not counted")
        XCTAssertNoThrow(try log.record([LiveLine(t: 0, text: "f", isUnifiedEvent: true, frameTime: 1)], writtenAt: 2))
        XCTAssertEqual(log.histogram.count, counted)
        XCTAssertEqual(TraceTestSupport.tactileError { try log.finish() }?.description, failure.description)
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }

    func testNearestRankPercentiles() {
        var h = LatencyHistogram()
        XCTAssertNil(h.percentile(50))
        XCTAssertEqual(h.summary, "no events measured")
        for v in 1...100 { h.add(Int64(v) * 10) } // 10, 20, … 1000 µs
        XCTAssertEqual(h.percentile(50), 500)
        XCTAssertEqual(h.percentile(99), 990)
        XCTAssertEqual(h.percentile(99.5), 1000)
        XCTAssertEqual(h.percentile(0), 10)
        XCTAssertEqual(h.maximum, 1000)
        XCTAssertEqual(h.summary, "100 events, p50 500 µs, p99 990 µs, max 1000 µs")
        // Beyond the exact range (a stall) and below zero (clock skew is impossible on one clock; clamped).
        h.add(LatencyHistogram.exactLimit + 7)
        h.add(5 * LatencyHistogram.exactLimit)
        h.add(-3)
        XCTAssertEqual(h.count, 103)
        XCTAssertEqual(h.percentile(0), 0)
        XCTAssertEqual(h.maximum, 5 * LatencyHistogram.exactLimit)
        XCTAssertEqual(h.percentile(99), LatencyHistogram.exactLimit + 7) // rank 102 of 103
        XCTAssertEqual(h.percentile(50), 510) // rank 52 of 0, 10, 20, …
        // Large latencies added out of order are ranked by value.
        var stalls = LatencyHistogram()
        stalls.add(9 * LatencyHistogram.exactLimit)
        stalls.add(LatencyHistogram.exactLimit + 1)
        stalls.add(3 * LatencyHistogram.exactLimit)
        XCTAssertEqual(stalls.percentile(1), LatencyHistogram.exactLimit + 1)
        XCTAssertEqual(stalls.percentile(50), 3 * LatencyHistogram.exactLimit)
        XCTAssertEqual(stalls.maximum, 9 * LatencyHistogram.exactLimit)
    }
}

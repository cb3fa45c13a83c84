import XCTest
@testable import EvdevBridge
import InputModel

/// A source that hands out fixed rounds, one a poll, each after moving its clock on; then
/// nothing, with no device left open.
final class QueueSource: LiveEventSource {
    var now: Int64
    var rounds: [(after: Int64, round: PollRound, open: Int)]
    private(set) var openCount = 1
    private(set) var timeouts: [Int32] = []
    init(start: Int64, rounds: [(after: Int64, round: PollRound, open: Int)]) {
        now = start
        self.rounds = rounds
    }
    func poll(timeoutMs: Int32) -> PollRound {
        timeouts.append(timeoutMs)
        guard !rounds.isEmpty else { openCount = 0; return PollRound() }
        let next = rounds.removeFirst()
        now += next.after
        openCount = next.open
        return next.round
    }
}

/// A processor that writes down every call it gets.
struct RecordingProcessor: LiveProcessor {
    var applied: [DeviceEvent] = []
    var advanced: [Int64] = []
    var removed: [String] = []
    var finishedAt: Int64?
    mutating func apply(_ event: DeviceEvent) -> [LiveLine] { applied.append(event); return [] }
    mutating func advance(to time: Int64) -> [LiveLine] { advanced.append(time); return [] }
    mutating func finish(at time: Int64) -> [LiveLine] { finishedAt = time; return [] }
    mutating func nextDeadline(after time: Int64, horizon: Int64) -> Int64? { nil }
    mutating func deviceRemoved(_ device: Int, at time: Int64) -> [LiveLine] { removed.append("\(device)@\(time)"); return [] }
}

/// `CaptureLoop`'s handling of each kind of round: a device that failed to read, a stop request,
/// what the immediate second poll of an idle round reads, and key codes hidden from the processor.
final class CaptureLoopRoundTests: XCTestCase {
    static let start: Int64 = 9_000_000_000

    static func key(_ code: UInt16, _ value: Int32, at t: Int64, device: Int = 0) -> [DeviceEvent] {
        [DeviceEvent(device: device, event: InputEvent(time: t, type: EV.KEY, code: code, value: value)),
         DeviceEvent(device: device, event: InputEvent(time: t, type: EV.SYN, code: SYN.REPORT, value: 0))]
    }

    func run(_ source: QueueSource, obfuscate: Bool = false) throws -> (RecordingProcessor, CaptureLoop.Summary, [String]) {
        let loop = CaptureLoop(source: source, sink: nil, start: Self.start, clock: { source.now })
        var processor = RecordingProcessor()
        var lost: [String] = []
        let summary = try loop.run(&processor, options: CaptureLoop.Options(obfuscateKeys: obfuscate), emit: { _ in },
                                   lost: { lost.append("\($0):\($1.map(String.init) ?? "removed")") })
        return (processor, summary, lost)
    }

    /// A device whose read failed (EIO) is closed: the loss handler gets its error, and what it
    /// held ends in the processor at the time the capture noticed; with no device left the
    /// capture ends, and the processor finishes at that time.
    func testAFailedDeviceIsLostWithItsError() throws {
        let source = QueueSource(start: Self.start, rounds: [
            (after: 10_000, round: PollRound(events: Self.key(KEY.LEFTSHIFT, 1, at: Self.start + 10_000)), open: 1),
            (after: 290_000, round: PollRound(failed: [(0, EIO)]), open: 0),
        ])
        let (processor, summary, lost) = try run(source)
        XCTAssertEqual(lost, ["0:\(EIO)"])
        XCTAssertEqual(processor.removed, ["0@300000"])
        XCTAssertEqual(summary.reason, .allDevicesGone)
        XCTAssertEqual(summary.frames, 1)
        XCTAssertEqual(processor.finishedAt, 300_000)
    }

    /// A stop request (SIGINT, SIGTERM) ends the capture with `.signal`; the processor finishes
    /// at the time of the stop on the capture's time base.
    func testAStopRequestEndsTheCaptureAtItsTime() throws {
        let source = QueueSource(start: Self.start, rounds: [
            (after: 5_000, round: PollRound(events: Self.key(KEY.LEFTSHIFT, 1, at: Self.start + 5_000)), open: 1),
            (after: 1_995_000, round: PollRound(stopRequested: true), open: 1),
        ])
        let (processor, summary, lost) = try run(source)
        XCTAssertEqual(summary.reason, .signal)
        XCTAssertEqual(processor.finishedAt, 2_000_000)
        XCTAssertEqual(lost, [])
        XCTAssertEqual(processor.applied.map(\.event.time), [5_000, 5_000], "events on the capture's time base")
    }

    /// A poll that read nothing (its timeout passed) is followed at once by one that does not
    /// wait, so nothing the kernel stamped before the idle instant is left behind a timer:
    /// everything that second poll reads counts — events, removals, failures and a stop.
    func testTheSecondPollOfAnIdleRoundCountsWhole() throws {
        let later = PollRound(events: Self.key(KEY.LEFTSHIFT, 1, at: Self.start + 99_000, device: 1),
                              removed: [0], failed: [(1, EIO)], stopRequested: true)
        let source = QueueSource(start: Self.start, rounds: [
            (after: 100_000, round: PollRound(), open: 2),
            (after: 0, round: later, open: 1),
        ])
        let (processor, summary, lost) = try run(source)
        XCTAssertEqual(source.timeouts.prefix(2), [-1, 0], "no timer: the first poll waits; the second does not")
        XCTAssertEqual(processor.applied.count, 2)
        XCTAssertEqual(processor.advanced, [100_000], "the idle instant, after the events read with it")
        XCTAssertEqual(processor.removed, ["0@100000", "1@100000"])
        XCTAssertEqual(lost, ["0:removed", "1:\(EIO)"])
        XCTAssertEqual(summary.reason, .signal)
    }

    /// With `obfuscateKeys` the processor sees what the trace file holds: a letter as KEY_A and
    /// every MSC_SCAN as 30 (libinput record's rule, README › Privacy); without it, the codes read.
    func testTheProcessorSeesKeysAsTheTraceHoldsThem() throws {
        let scan = DeviceEvent(device: 0, event: InputEvent(time: Self.start + 1_000, type: EV.MSC, code: MSC.SCAN, value: 0x70014))
        for obfuscate in [true, false] {
            let source = QueueSource(start: Self.start, rounds: [
                (after: 1_000, round: PollRound(events: [scan] + Self.key(16, 1, at: Self.start + 1_000)), open: 1), // KEY_Q
            ])
            let (processor, _, _) = try run(source, obfuscate: obfuscate)
            XCTAssertEqual(processor.applied.map(\.event.code), [MSC.SCAN, obfuscate ? KEY.A : 16, SYN.REPORT], "\(obfuscate)")
            XCTAssertEqual(processor.applied[0].event.value, obfuscate ? 30 : 0x70014)
        }
    }
}

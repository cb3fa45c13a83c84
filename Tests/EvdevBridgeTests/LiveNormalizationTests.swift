import XCTest
@testable import EvdevBridge
import InputModel

/// A normalizer that does not say when its timers are due (`DeviceNormalizer`'s default).
struct UntimedNormalizer: DeviceNormalizer {
    mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] { [] }
    mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {}
    mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] { [] }
}

/// The live unified stream of `capture --live`: nothing before the first event (the stream's
/// time base), a removal's own lines only, and when the idle capture must wake.
final class LiveNormalizationTests: XCTestCase {
    /// The tap of `CaptureLoopTests`, on the capture's time base (µs since its start).
    static func tap() throws -> (DeviceDescription, [[DeviceEvent]]) {
        let (device, frames) = try CaptureLoopTests.tap()
        return (device, frames.map { $0.map { var e = $0; e.event.time -= CaptureLoopTests.start; return e } })
    }

    /// Before any event there is no stream: a timer's wake, a device's removal and the stop
    /// print nothing, and there is no deadline.
    func testNothingBeforeTheFirstEvent() throws {
        let (device, _) = try Self.tap()
        var live = LiveNormalization(devices: [device], format: .jsonl, stage: OneTimerStage(delay: 0.1))
        XCTAssertEqual(live.advance(to: 5_000_000), [])
        XCTAssertNil(live.nextDeadline(after: 5_000_000, horizon: 1_000_000))
        XCTAssertEqual(live.deviceRemoved(0, at: 6_000_000), [])
        XCTAssertEqual(live.finish(at: 7_000_000), [])
    }

    /// A device removed mid-touch: its touch is cancelled and the device disconnected — those
    /// lines only, not the lines of the frame before.
    func testARemovalPrintsItsOwnLinesOnly() throws {
        let (device, frames) = try Self.tap()
        var live = LiveNormalization(devices: [device], format: .jsonl, stage: NoStage())
        var before: [LiveLine] = []
        for e in frames[0] { before += live.apply(e) }
        XCTAssertTrue(before.contains { $0.text.contains("\"phase\":\"began\"") }, before.map(\.text).joined(separator: "\n"))
        let removal = live.deviceRemoved(0, at: frames[0].last!.event.time + 50_000)
        XCTAssertFalse(removal.isEmpty)
        XCTAssertFalse(removal.contains { $0.text.contains("\"phase\":\"began\"") }, removal.map(\.text).joined(separator: "\n"))
        XCTAssertTrue(removal.contains { $0.text.contains("\"phase\":\"cancelled\"") }, removal.map(\.text).joined(separator: "\n"))
        XCTAssertTrue(removal.last!.text.contains("disconnected"), removal.last!.text)
    }

    /// The next deadline is the earlier of the normalizers' timers and the stage's, on the
    /// events' time base, when it falls within `horizon` of `time`; later, none (the capture
    /// sleeps for the horizon and asks again).
    func testTheStagesTimerWithinTheHorizonOfTheQueryTime() throws {
        let (device, frames) = try Self.tap()
        var live = LiveNormalization(devices: [device], format: .jsonl, stage: OneTimerStage(delay: 5))
        for frame in frames { for e in frame { _ = live.apply(e) } }
        let origin = frames[0][0].event.time // the stream's time 0
        // The stage's timer is due 5 s after the first unified event (stream time 0).
        XCTAssertEqual(live.nextDeadline(after: origin + 4_500_000, horizon: 1_000_000), origin + 5_000_000)
        XCTAssertEqual(live.nextDeadline(after: origin + 4_000_000, horizon: 1_000_000), origin + 5_000_000, "exactly at the horizon")
        XCTAssertNil(live.nextDeadline(after: origin + 3_999_999, horizon: 1_000_000))
    }

    /// A normalizer that cannot say when its timers are due is advanced every `horizon`.
    func testAnUntimedNormalizerIsAdvancedEveryHorizon() throws {
        let (device, frames) = try Self.tap()
        var live = LiveNormalization(devices: [device], format: .jsonl, stage: NoStage(),
                                     factory: { _, _, _, _ in [UntimedNormalizer()] })
        for e in frames[0] { _ = live.apply(e) }
        XCTAssertEqual(live.nextDeadline(after: 3_000_000, horizon: 250_000), 3_250_000)
    }
}

/// `tactile play A B`'s merge, and the capture sink of each format.
final class LiveTraceTests: XCTestCase {
    static func ev(_ device: Int, _ t: Int64, _ code: UInt16 = ABS.X, _ v: Int32 = 1) -> DeviceEvent {
        DeviceEvent(device: device, event: InputEvent(time: t, type: EV.ABS, code: code, value: v))
    }

    /// One trace is played as it is (its own times); several start together at 0, each rebased
    /// onto its first event, devices numbered in order, merged by time, equal times lower device
    /// first.
    func testMergingRebasesEachTraceAndKeepsOneAsItIs() {
        let a = LiveTraceContents(devices: [DeviceDescription(name: "a")], events: [Self.ev(0, 1_000), Self.ev(0, 3_000)])
        let b = LiveTraceContents(devices: [DeviceDescription(name: "b0"), DeviceDescription(name: "b1")],
                                  events: [Self.ev(1, 50_000), Self.ev(0, 52_000, ABS.Y), Self.ev(1, 51_000, ABS.Y)])
        let one = LiveTraceContents.merging([a])
        XCTAssertEqual(one.events, a.events)
        XCTAssertEqual(one.devices.map(\.name), ["a"])
        let both = LiveTraceContents.merging([a, b])
        XCTAssertEqual(both.devices.map(\.name), ["a", "b0", "b1"])
        XCTAssertEqual(both.events, [Self.ev(0, 0), Self.ev(2, 0), Self.ev(2, 1_000, ABS.Y), Self.ev(0, 2_000), Self.ev(1, 2_000, ABS.Y)])
        XCTAssertEqual(LiveTraceContents.merging([]).events, [])
    }

    /// The sink writes the format asked for.
    func testTheSinkWritesTheFormatAskedFor() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        var d = DeviceDescription(name: "pad")
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: 100)
        for format in CaptureFormat.allCases {
            let path = dir + "/cap.\(format.rawValue)"
            let sink = try LiveTrace.makeSink(format: format, path: path, devices: [d], start: 1_000_000, obfuscate: true, privateMode: false)
            try sink.write(device: 0, event: InputEvent(time: 1_000_500, type: EV.ABS, code: ABS.X, value: 7))
            try sink.write(device: 0, event: InputEvent(time: 1_000_500, type: EV.SYN, code: SYN.REPORT, value: 0))
            try sink.finish()
            let text = try TraceTestSupport.read(path)
            switch format {
            case .evemu: XCTAssertTrue(text.hasPrefix("# EVEMU"), String(text.prefix(40)))
            case .libinput: XCTAssertTrue(text.hasPrefix("# libinput record"), String(text.prefix(40)))
            }
            XCTAssertEqual(try TraceTestSupport.readAll(path: path).events.map(\.event.value), [7, 0], format.rawValue)
        }
    }
}

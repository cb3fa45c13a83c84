import XCTest
import EvdevBridge
import InputModel
@testable import Harness

/// `InteractionMachine.apply(_:into:)` (the buffer `Replay` and the benchmark use) and the
/// array-returning `apply(_:)` are the same fold.
final class OutcomeBufferTests: XCTestCase {
    /// Over every corpus trace: event by event, what the buffer API appends equals what the array
    /// API returns, and `Replay` (which uses the buffer) gives the same stream.
    func testBufferAndArrayAPIsAgreeOverTheCorpus() throws {
        var traces = 0, outcomes = 0
        for path in try Corpus.files("expect", suffix: ".expect.yml") {
            let file = try ExpectationFile.load(path: path)
            guard let trace = file.trace else { continue }
            let env = file.environment
            var source = try TraceFile.open(path: trace, descriptionPath: file.traceDescription)
            var pipeline = NormalizationPipeline(devices: source.devices, presence: source.presence, screen: env.screen,
                                                 settings: env.settings.normalizerSettings, factory: StandardNormalizers.make)
            var unified: [UnifiedEvent] = []
            while let raw = try source.next() { unified += pipeline.apply(raw) }
            pipeline.settle(into: &unified)

            var byArray = InteractionMachine(scene: file.scene ?? .root, environment: env)
            var byBuffer = byArray
            var fromArrays: [Outcome] = []
            var buffer: [Outcome] = []
            func feed(_ events: ArraySlice<UnifiedEvent>) {
                for (i, e) in zip(events.indices, events) {
                    let returned = byArray.apply(e)
                    let before = buffer.count
                    byBuffer.apply(e, into: &buffer)
                    XCTAssertEqual(Array(buffer[before...]), returned, "\(path): event \(i)")
                    fromArrays += returned
                }
            }
            // The end of the stream as `Replay` runs it: the normalizers' timers, the machine's,
            // the touches still down cancelled, the machine's again.
            func settle() {
                var settled: [Outcome] = []
                byArray.settle(into: &settled)
                fromArrays += settled
                byBuffer.settle(into: &buffer)
            }
            feed(unified[...])
            settle()
            let cancels = pipeline.finish(at: byArray.now)
            feed(cancels[...])
            settle()
            XCTAssertEqual(buffer, fromArrays, path)
            XCTAssertEqual(try Replay.outcomes(for: file), fromArrays, "\(path): Replay")
            traces += 1
            outcomes += fromArrays.count
        }
        XCTAssertGreaterThanOrEqual(traces, 30)
        XCTAssertGreaterThan(outcomes, 100)
    }

    /// The hold deadline follows `constants` changed mid-press (it is cached with the gesture).
    func testLongPressDeadlineFollowsConstantsChangedMidPress() {
        var m = InteractionMachine(scene: Fixtures.photos)
        XCTAssertEqual(m.apply(S.down(0, 1030, 60)), [])
        m.constants.longPressDuration = 0.2
        XCTAssertEqual(m.advance(to: 0.25).map(\.kind), [.longPress])
        var slow = InteractionMachine(scene: Fixtures.photos)
        _ = slow.apply(S.down(0, 1030, 60))
        slow.constants.longPressDuration = 0.8
        XCTAssertEqual(slow.advance(to: 0.6), [], "not at the default 0.5 s")
        XCTAssertEqual(slow.advance(to: 0.81).map(\.kind), [.longPress])
    }
}

import XCTest
import InputModel
import EvdevBridge

/// The pipeline's output-buffer path (`apply(_:into:)`, concrete normalizers, timers polled only
/// when due) against the array-returning path and against the existential path that polls every
/// normalizer's timers on every raw event: the same unified stream, event for event, over every
/// recording of Traces/real and every synthesized trace of Traces/synth.
final class PipelineBufferAPITests: XCTestCase {
    static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")

    /// A normalizer of a type the pipeline does not know: it stays an existential, and with the
    /// protocol's default `nextTimerDue` (`.distantPast`) its timers are polled on every raw event.
    struct Opaque: DeviceNormalizer {
        var inner: any DeviceNormalizer
        mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] { inner.start(at: time) }
        mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
            out += inner.apply(frame, at: time)
        }
        mutating func advance(to time: Timestamp) -> [TimedPayload] { inner.advance(to: time) }
        mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] { inner.finish(at: time) }
    }

    static func opaque(device: Int, description: DeviceDescription, screen: ScreenModel,
                       settings: NormalizerSettings) -> [any DeviceNormalizer] {
        StandardNormalizers.make(device: device, description: description, screen: screen, settings: settings)
            .map { Opaque(inner: $0) }
    }

    func traceFiles() throws -> [String] {
        var out: [String] = []
        for dir in ["real", "synth"] {
            let root = Self.traces.appendingPathComponent(dir)
            guard let walk = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let name as String in walk
            where name.hasSuffix(".events") || name.hasSuffix(".evemu") || name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
                out.append(root.appendingPathComponent(name).path)
            }
        }
        return out.sorted()
    }

    static func read(_ path: String) throws -> (devices: [DeviceDescription], events: [DeviceEvent], presence: [DevicePresence]) {
        var reader = try TraceFile.openPairing(path: path).reader
        var events: [DeviceEvent] = []
        while let e = try reader.next() { events.append(e) }
        return (reader.devices, events, reader.presence)
    }

    func testBufferArrayAndPolledPathsGiveTheSameStream() throws {
        let files = try traceFiles()
        XCTAssertGreaterThanOrEqual(files.filter { $0.contains("/real/") }.count, 13, "every recording of Traces/real")
        var settingsVariants = [NormalizerSettings()]
        var other = NormalizerSettings()
        other.tapToClick = true
        other.naturalScrolling = false
        settingsVariants.append(other)
        var compared = 0
        for path in files {
            guard let trace = try? Self.read(path) else { continue } // not a trace (a scene or script YAML)
            for settings in settingsVariants {
                // Array API, one fresh array per raw event.
                var arrayPipeline = NormalizationPipeline(devices: trace.devices, presence: trace.presence, settings: settings,
                                                          factory: StandardNormalizers.make)
                var viaArrays: [UnifiedEvent] = []
                for e in trace.events { viaArrays += arrayPipeline.apply(e) }
                viaArrays += arrayPipeline.finish()

                // Buffer API, one buffer for the whole stream.
                var bufferPipeline = NormalizationPipeline(devices: trace.devices, presence: trace.presence, settings: settings,
                                                           factory: StandardNormalizers.make)
                var viaBuffer: [UnifiedEvent] = []
                for e in trace.events { bufferPipeline.apply(e, into: &viaBuffer) }
                viaBuffer += bufferPipeline.finish()

                // `run` (buffer reused and cleared), with existential normalizers polled every event.
                var source = ArrayEventSource(devices: trace.devices, events: trace.events, presence: trace.presence)
                var polled: [UnifiedEvent] = []
                try NormalizationPipeline.run(&source, settings: settings, factory: Self.opaque) { polled.append($0) }

                // `run` over a source that has only `next()`: the default `forEachBatch` (batches
                // of 256, so every long trace crosses batch boundaries).
                var nextOnly = NextOnlySource(devices: trace.devices, events: trace.events, presence: trace.presence)
                var batched: [UnifiedEvent] = []
                try NormalizationPipeline.run(&nextOnly, settings: settings, factory: StandardNormalizers.make) { batched.append($0) }

                let name = (path as NSString).lastPathComponent
                // A tablet pad gives nothing on an iPad; every other recording gives something.
                let pad = trace.devices.allSatisfy { DeviceClassification($0).tags.contains(.tabletPad) }
                XCTAssertEqual(viaArrays.isEmpty, pad, name)
                XCTAssertEqual(batched, viaArrays, "\(name): run over next() differs from array API")
                XCTAssertEqual(viaBuffer, viaArrays, "\(name): buffer API differs from array API")
                XCTAssertEqual(polled, viaArrays, "\(name): timers polled every event differ")
                compared += 1
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 30)
    }

    /// A source with only `next()` (the protocol's default `forEachBatch`), failing after
    /// `failAfter` events as a trace reader does on a malformed line.
    struct NextOnlySource: RawEventSource {
        struct Malformed: Error {}
        var devices: [DeviceDescription]
        var events: [DeviceEvent]
        var presence: [DevicePresence]
        var failAfter = Int.max
        var index = 0
        mutating func next() throws -> DeviceEvent? {
            if index == failAfter { throw Malformed() }
            guard index < events.count else { return nil }
            defer { index += 1 }
            return events[index]
        }
    }

    /// The default `forEachBatch` hands over every event once, in order, in batches of
    /// `RawEventBatch.size`; an error of the consumer's own (a sink that cannot write) is thrown
    /// as it is, its batch not handed over again and nothing more read.
    func testTheDefaultBatchesHandOverEachEventOnce() throws {
        struct Full: Error {}
        let events = (0..<600).map { DeviceEvent(device: 0, event: InputEvent(time: Int64($0), type: 0, code: 0, value: Int32($0))) }
        var source = NextOnlySource(devices: [.unknown()], events: events, presence: [.always])
        var sizes: [Int] = [], seen: [DeviceEvent] = []
        try source.forEachBatch { sizes.append($0.count); seen += $0 }
        XCTAssertEqual(sizes, [256, 256, 88])
        XCTAssertEqual(seen, events)

        var failing = NextOnlySource(devices: [.unknown()], events: events, presence: [.always])
        var calls: [[DeviceEvent]] = []
        XCTAssertThrowsError(try failing.forEachBatch { calls.append(Array($0)); throw Full() }) {
            XCTAssertTrue($0 is Full, "\($0)")
        }
        XCTAssertEqual(calls.count, 1, "the failing batch, once")
        XCTAssertEqual(calls.first, Array(events.prefix(256)))
        XCTAssertEqual(failing.index, 256, "nothing read past it")
    }

    /// An in-memory source hands its events over once: a batch of them all, then nothing (no
    /// empty batch, and `next()` has none left); an empty source hands over no batch.
    func testAnArraySourceHandsItsEventsOverOnce() throws {
        let events = (0..<3).map { DeviceEvent(device: 0, event: InputEvent(time: Int64($0), type: 0, code: 0, value: 0)) }
        var source = ArrayEventSource(devices: [.unknown()], events: events)
        var batches: [[DeviceEvent]] = []
        try source.forEachBatch { batches.append(Array($0)) }
        try source.forEachBatch { batches.append(Array($0)) }
        XCTAssertEqual(batches, [events])
        XCTAssertNil(try source.next())
        var empty = ArrayEventSource(devices: [.unknown()], events: [])
        try empty.forEachBatch { batches.append(Array($0)) }
        XCTAssertEqual(batches.count, 1)
    }

    /// A source that fails mid-stream: `run` has emitted exactly what the events before the
    /// failure give (as a loop over `next()` would), then throws the source's error.
    func testRunEmitsEveryEventBeforeASourceFailure() throws {
        let trace = try Self.read(Self.traces.appendingPathComponent("real/touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events").path)
        XCTAssertGreaterThan(trace.events.count, 600)
        for failAfter in [0, 5, 256, 300, 600] {
            var pipeline = NormalizationPipeline(devices: trace.devices, presence: trace.presence, factory: StandardNormalizers.make)
            var expected: [UnifiedEvent] = []
            for e in trace.events.prefix(failAfter) { pipeline.apply(e, into: &expected) }
            var source = NextOnlySource(devices: trace.devices, events: trace.events, presence: trace.presence, failAfter: failAfter)
            var emitted: [UnifiedEvent] = []
            XCTAssertThrowsError(try NormalizationPipeline.run(&source, factory: StandardNormalizers.make) { emitted.append($0) }) {
                XCTAssertTrue($0 is NextOnlySource.Malformed, "\($0)")
            }
            // Read off the recording by hand: its first SYN_REPORT is event 11, and its first 300
            // events are 34 frames of one finger (one ABS_MT_* block each) that has not lifted.
            let touches = emitted.compactMap { if case .touch(let t) = $0.payload { return t } else { return nil } }
            if failAfter <= 5 {
                XCTAssertTrue(emitted.allSatisfy { if case .device = $0.payload { return true } else { return false } },
                              "at most the device's announcement: no frame is complete before event 11")
            }
            if failAfter == 300 {
                XCTAssertEqual(touches.filter { $0.phase == .began }.count, 1)
                XCTAssertEqual(touches.filter { $0.phase == .ended || $0.phase == .cancelled }.count, 0)
                XCTAssertEqual(Set(touches.map(\.id)).count, 1)
            }
            XCTAssertEqual(emitted, expected, "failing after \(failAfter) events")
            if failAfter >= 300 { XCTAssertFalse(expected.isEmpty) }
        }
    }

    /// A sink of the caller's own that can fail (`apply(_:into:)` with a throwing `UnifiedSink`):
    /// it is handed what the array API gives, event for event, and its error reaches the caller
    /// as it is, at the event it refused.
    func testACallersOwnFailingSinkGetsTheArrayStreamAndItsErrorIsThrown() throws {
        struct Refused: Error, Equatable { let at: Int }
        struct Recorder: UnifiedSink {
            var kept: [UnifiedEvent] = []
            var refuseAt = Int.max
            mutating func put(_ event: consuming UnifiedEvent) throws(Refused) {
                if kept.count == refuseAt { throw Refused(at: refuseAt) }
                kept.append(event)
            }
        }
        let trace = try Self.read(Self.traces.appendingPathComponent("real/touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events").path)
        var arrayPipeline = NormalizationPipeline(devices: trace.devices, presence: trace.presence, factory: StandardNormalizers.make)
        var expected: [UnifiedEvent] = []
        for e in trace.events { arrayPipeline.apply(e, into: &expected) }
        XCTAssertGreaterThan(expected.count, 10)

        var pipeline = NormalizationPipeline(devices: trace.devices, presence: trace.presence, factory: StandardNormalizers.make)
        var all = Recorder()
        for e in trace.events { try pipeline.apply(e, into: &all) }
        XCTAssertEqual(all.kept, expected)

        var refusing = NormalizationPipeline(devices: trace.devices, presence: trace.presence, factory: StandardNormalizers.make)
        var partial = Recorder(refuseAt: 10)
        var thrown: Refused?
        do {
            for e in trace.events { try refusing.apply(e, into: &partial) }
        } catch {
            thrown = error
        }
        XCTAssertEqual(thrown, Refused(at: 10))
        XCTAssertEqual(partial.kept, Array(expected.prefix(10)))
    }

    /// The assembler's reused frame storage: a frame kept by the caller is not changed by later events.
    func testAssembledFramesStayIntactWhenKept() {
        var assembler = FrameAssembler(device: 0)
        func ev(_ t: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
            InputEvent(time: t, type: type, code: code, value: value)
        }
        XCTAssertNil(assembler.apply(ev(1, EV.ABS, ABS.X, 5)))
        let first = assembler.apply(ev(1, EV.SYN, SYN.REPORT, 0))
        XCTAssertNil(assembler.apply(ev(2, EV.ABS, ABS.X, 6)))
        XCTAssertNil(assembler.apply(ev(2, EV.ABS, ABS.Y, 7)))
        let second = assembler.apply(ev(2, EV.SYN, SYN.REPORT, 0))
        XCTAssertEqual(first?.events, [ev(1, EV.ABS, ABS.X, 5)])
        XCTAssertEqual(second?.events, [ev(2, EV.ABS, ABS.X, 6), ev(2, EV.ABS, ABS.Y, 7)])
        XCTAssertTrue(assembler.assemble(ev(3, EV.SYN, SYN.REPORT, 1)))
        XCTAssertEqual(assembler.frame.events, [])
        XCTAssertEqual(assembler.frame.synValue, 1)
        XCTAssertEqual(first?.time, 1)
    }
}

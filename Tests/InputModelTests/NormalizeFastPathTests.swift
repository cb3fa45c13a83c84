import XCTest
@testable import InputModel

/// The shortcuts of the fourth normalize pass (Benchmarks/notes.md) against the plain
/// definitions they replace: timers handed straight to the sink, scroll-momentum samples pruned
/// as a prefix, the slot decoder's contact scan that stops after the last tracked slot.
final class NormalizeFastPathTests: XCTestCase {
    /// A deterministic generator (SplitMix64), so a failure names a reproducible seed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    // MARK: timers

    /// A normalizer whose timer fires the given (time, tag) pairs at its first `advance`, in the
    /// order given, and nothing on frames.
    struct Ticker: DeviceNormalizer {
        var ticks: [(Timestamp, Int)]
        var due: Timestamp
        mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] { [] }
        mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {}
        var nextTimerDue: Timestamp { ticks.isEmpty ? .distantFuture : due }
        mutating func advance(to time: Timestamp) -> [TimedPayload] {
            guard time >= due else { return [] }
            defer { ticks = [] }
            return ticks.map { TimedPayload(time: $0.0, payload: Self.payload($0.1)) }
        }
        mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] { [] }
        static func payload(_ tag: Int) -> UnifiedEvent.Payload {
            .scroll(Scroll(scrollType: .discrete, phase: .changed, dx: Double(tag), dy: 0, x: 0, y: 0))
        }
    }

    static func tags(_ events: [UnifiedEvent]) -> [Int] {
        events.compactMap { if case .scroll(let s) = $0.payload { return Int(s.dx) } else { return nil } }
    }

    /// Raw frames of `devices` devices at 0 s and 1 s (µs times), the second one after every timer.
    static func frames(devices: Int) -> [DeviceEvent] {
        var out: [DeviceEvent] = []
        for t: Int64 in [0, 1_000_000] {
            for d in 0..<devices {
                out.append(DeviceEvent(device: d, event: InputEvent(time: t, type: EV.MSC, code: MSC.SCAN, value: 1)))
                out.append(DeviceEvent(device: d, event: InputEvent(time: t, type: EV.SYN, code: SYN.REPORT, value: 0)))
            }
        }
        return out
    }

    /// `run` (the sink path, with its lone-normalizer shortcut) and `apply(_:into:)` (the array
    /// path) give timer events sorted by time, then device, then the order they were fired in.
    func run(_ tickers: [[(Timestamp, Int)]]) throws -> (viaSink: [Int], viaArray: [Int]) {
        let devices = tickers.indices.map { DeviceDescription(name: "ticker \($0)") }
        let factory: NormalizationPipeline.Factory = { device, _, _, _ in [Ticker(ticks: tickers[device], due: 0.5)] }
        var source = ArrayEventSource(devices: devices, events: Self.frames(devices: tickers.count))
        var viaSink: [UnifiedEvent] = []
        try NormalizationPipeline.run(&source, factory: factory) { viaSink.append($0) }
        var pipeline = NormalizationPipeline(devices: devices, factory: factory)
        var viaArray: [UnifiedEvent] = []
        for e in Self.frames(devices: tickers.count) { pipeline.apply(e, into: &viaArray) }
        viaArray += pipeline.finish()
        return (Self.tags(viaSink), Self.tags(viaArray))
    }

    func testOneNormalizersTimersInOrderPassStraightThrough() throws {
        let r = try run([[(0.10, 10), (0.20, 20), (0.20, 21) /* same time: fired order */, (0.30, 30)]])
        XCTAssertEqual(r.viaSink, [10, 20, 21, 30])
        XCTAssertEqual(r.viaArray, r.viaSink)
    }

    func testOneNormalizersTimersOutOfOrderAreSorted() throws {
        let r = try run([[(0.30, 30), (0.10, 10), (0.20, 20)]])
        XCTAssertEqual(r.viaSink, [10, 20, 30])
        XCTAssertEqual(r.viaArray, r.viaSink)
    }

    func testSeveralNormalizersTimersInterleaveByTimeThenDevice() throws {
        let r = try run([[(0.10, 10), (0.30, 31)], [(0.20, 20), (0.30, 32)]])
        XCTAssertEqual(r.viaSink, [10, 20, 31, 32])
        XCTAssertEqual(r.viaArray, r.viaSink)
    }

    // MARK: scroll momentum samples

    /// `record` keeps the samples of the last 200 ms: the same as removing every older sample
    /// after each append, whether the times come in order (the pipeline) or not (a caller's).
    func testMomentumSamplesMatchTheFilteredDefinition() {
        for seed in 0..<200 as Range<UInt64> {
            var rng = SplitMix(state: seed)
            var momentum = ScrollMomentum()
            var reference: [ScrollMomentum.Sample] = []
            var t = Timestamp.zero
            let jumbled = seed % 4 == 0
            for _ in 0..<Int.random(in: 1...80, using: &rng) {
                t += TimeSpan(microseconds: Int64.random(in: 0...30_000, using: &rng))
                let time = jumbled && Bool.random(using: &rng) ? t - TimeSpan(microseconds: Int64.random(in: 0...300_000, using: &rng)) : t
                let dx = Double.random(in: -5...5, using: &rng)
                momentum.record(time: time, dx: dx, dy: 1)
                reference.append(ScrollMomentum.Sample(time: time, dx: dx, dy: 1))
                reference.removeAll { $0.time < time - ScrollMomentum.velocityWindow * 2 }
                XCTAssertEqual(momentum.samples, reference, "seed \(seed)")
            }
            if Bool.random(using: &rng) { momentum.clearSamples(); reference = [] }
            momentum.record(time: t + 1, dx: 1, dy: 1)
            reference.append(ScrollMomentum.Sample(time: t + 1, dx: 1, dy: 1))
            reference.removeAll { $0.time < t + 1 - ScrollMomentum.velocityWindow * 2 }
            XCTAssertEqual(momentum.samples, reference, "seed \(seed), after a clear")
        }
    }

    /// Ticks appended to a buffer are the ticks `advance(to:x:y:)` returns.
    func testMomentumTicksThroughTheBufferMatchTheArray() {
        var a = ScrollMomentum(), b = ScrollMomentum()
        for i in 0..<10 {
            a.record(time: Timestamp(microseconds: Int64(i) * 10_000), dx: 0, dy: 8)
            b.record(time: Timestamp(microseconds: Int64(i) * 10_000), dx: 0, dy: 8)
        }
        a.release(at: 0.1)
        b.release(at: 0.1)
        XCTAssertTrue(a.isCoasting)
        var buffer = [TimedPayload(time: -1, payload: .resync)] // appended after what is there
        var viaArray: [TimedPayload] = []
        for step in 1...400 {
            let t = Timestamp(microseconds: 100_000 + Int64(step) * 7_000)
            viaArray += a.advance(to: t, x: 1, y: 2)
            b.advance(to: t, x: 1, y: 2, into: &buffer)
        }
        XCTAssertFalse(a.isCoasting)
        XCTAssertGreaterThan(viaArray.count, 20)
        XCTAssertEqual(buffer.first, TimedPayload(time: -1, payload: .resync))
        XCTAssertEqual(Array(buffer.dropFirst()), viaArray)
    }

    // MARK: slot decoder

    /// The contacts are the touching slots in slot order (the definition, from `slots`), and
    /// `fillContacts` gives them whatever the array held before, over random MT protocol B streams:
    /// tracking ids that start, end, restart and repeat, out-of-range slots, distances (hover).
    func testSlotDecoderContactsMatchAScanOfEverySlot() {
        let description = TP.touchscreen(slots: 6, distance: true)
        for seed in 0..<300 as Range<UInt64> {
            var rng = SplitMix(state: seed)
            var decoder = TouchscreenNormalizer.SlotDecoder(description: description, slotCount: 6)
            var filled: [TouchscreenNormalizer.Contact] = []
            for _ in 0..<40 {
                var events: [InputEvent] = []
                for _ in 0..<Int.random(in: 0...8, using: &rng) {
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0, 1: events += TP.slot(Int32.random(in: -1...7, using: &rng))
                    case 2, 3: events += TP.id(Int32.random(in: -1...4, using: &rng))
                    case 4: events += TP.abs(ABS.MT_DISTANCE, Int32.random(in: 0...1, using: &rng))
                    case 5: events += TP.tool(Int32.random(in: 0...2, using: &rng))
                    default: events += TP.mt(Int32.random(in: 0...1000, using: &rng), Int32.random(in: 0...1000, using: &rng))
                    }
                }
                decoder.apply(events)
                let expected = decoder.slots.filter { $0.trackingID >= 0 && ($0.distance ?? 0) <= 0 }.map {
                    TouchscreenNormalizer.Contact(key: $0.key, x: $0.x, y: $0.y, touchMajor: $0.touchMajor,
                                                  pressure: $0.pressure, tool: $0.tool)
                }
                XCTAssertEqual(decoder.contacts, expected, "seed \(seed)")
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    filled = Array(repeating: expected.first ?? TouchscreenNormalizer.Contact(key: 99, x: 1, y: 1),
                                   count: Int.random(in: 0...8, using: &rng))
                }
                decoder.fillContacts(&filled)
                XCTAssertEqual(filled, expected, "seed \(seed): fillContacts")
            }
        }
    }
}

import XCTest
@testable import InputModel

/// The pipeline's own promises (its type's documentation and docs/interfaces.md § Unified
/// events), beside what each normalizer does: timers fire from event time at their own time;
/// a dropped frame gives one `resync` after the cancellations and before the rebuilt state;
/// devices come and go as declared, also after the last event; events of a device the
/// pipeline does not have are ignored; a stream without events still announces its devices.
final class NormalizationPipelineTests: PointerTestCase {
    func ev(_ t: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32, device: Int = 0) -> DeviceEvent {
        DeviceEvent(device: device, event: InputEvent(time: t, type: type, code: code, value: value))
    }

    func feed(_ pipeline: inout NormalizationPipeline, _ events: [DeviceEvent]) -> [UnifiedEvent] {
        var out: [UnifiedEvent] = []
        for e in events { pipeline.apply(e, into: &out) }
        return out
    }

    func resyncs(_ payloads: [UnifiedEvent.Payload]) -> Int {
        payloads.filter { if case .resync = $0 { return true } else { return false } }.count
    }

    func mouseDescription() -> DeviceDescription {
        describe("Mouse", rel: [REL.X, REL.Y, REL.WHEEL], keys: [BTN.LEFT, BTN.RIGHT])
    }

    func keyboardDescription() -> DeviceDescription { describe("Keyboard", keys: Array(1...127)) }

    func device(_ u: UnifiedEvent) -> DeviceChange? { if case .device(let d) = u.payload { return d } else { return nil } }

    // MARK: timers

    /// A wheel scroll ends `DiscreteScroll.idleGap` (0.2 s) after its last detent, at that time,
    /// before a motion that comes later: the pipeline fires the timer before the later frame,
    /// not with it.
    func testATimerFiresAtItsOwnTimeBeforeALaterFrame() {
        var pipeline = NormalizationPipeline(devices: [mouseDescription()], factory: StandardNormalizers.make)
        let out = feed(&pipeline, [ev(0, EV.REL, REL.WHEEL, 1), ev(0, EV.SYN, SYN.REPORT, 0),
                                   ev(1_000_000, EV.REL, REL.X, 5), ev(1_000_000, EV.SYN, SYN.REPORT, 0)])
        let ended = out.firstIndex { if case .scroll(let s) = $0.payload { return s.phase == .ended } else { return false } }
        let hover = out.firstIndex { if case .hover = $0.payload { return $0.t > .zero } else { return false } }
        XCTAssertNotNil(ended, "\(out)")
        XCTAssertNotNil(hover, "\(out)")
        if let ended, let hover {
            XCTAssertEqual(out[ended].t, Timestamp(seconds: 0.2))
            XCTAssertLessThan(ended, hover)
            XCTAssertEqual(out[hover].t, Timestamp(seconds: 1))
        }
    }

    // MARK: dropped frames

    /// The stream's payloads after a press, a dropped frame and the frame that resyncs.
    func droppedFrame(_ d: DeviceDescription, pressing code: UInt16) -> [UnifiedEvent.Payload] {
        var pipeline = NormalizationPipeline(devices: [d], factory: StandardNormalizers.make)
        return feed(&pipeline, [ev(0, EV.KEY, code, 1), ev(0, EV.SYN, SYN.REPORT, 0),
                                ev(10_000, EV.SYN, SYN.DROPPED, 0), ev(10_000, EV.KEY, code, 0), ev(10_000, EV.SYN, SYN.REPORT, 0),
                                ev(20_000, EV.REL, REL.X, 0), ev(20_000, EV.SYN, SYN.REPORT, 0)]).map(\.payload)
    }

    /// One node that is a mouse and a full keyboard has two normalizers, each of which emits a
    /// `resync`: the stream has one, after both normalizers' cancellations: a `resync` says that active
    /// touches were cancelled and the state read again (docs/interfaces.md, "The unified stream").
    func testACompositeDeviceGivesOneResyncAfterEveryCancellation() {
        let combo = describe("Combo Receiver", rel: [REL.X, REL.Y, REL.WHEEL], keys: Array(1...127) + [BTN.LEFT, BTN.RIGHT])
        XCTAssertEqual(StandardNormalizers.make(device: 0, description: combo, screen: .default, settings: NormalizerSettings()).count, 2)
        let keyA: UInt16 = 30
        let out = droppedFrame(combo, pressing: keyA)
        XCTAssertEqual(resyncs(out), 1, "\(out)")
        let kinds = out.compactMap { p -> String? in
            switch p {
            case .key(let k): return "key.\(k.phase)"
            case .resync: return "resync"
            default: return nil
            }
        }
        XCTAssertEqual(kinds, ["key.down", "key.up", "resync"])
    }

    /// A tablet pad (BTN_0, BTN_1, BTN_STYLUS, ABS_X/Y 0…1 and no pen, as wacom_wac.c exposes
    /// it) has no normalizer on an iPad; its dropped frame still gives the stream its `resync`.
    func testADeviceWhoseNormalizersSayNothingStillGivesOneResync() {
        let unit = AbsInfo(value: 0, minimum: 0, maximum: 1)
        let pad = describe("Wacom Intuos Pro M Pad", keys: [BTN._0, BTN._1, BTN.STYLUS], abs: [ABS.X: unit, ABS.Y: unit])
        XCTAssertTrue(DeviceClassification(pad).tags.contains(.tabletPad))
        let out = droppedFrame(pad, pressing: BTN._0)
        XCTAssertEqual(out.count, 1, "\(out)")
        XCTAssertEqual(resyncs(out), 1, "\(out)")
    }

    /// A normalizer that places no `resync` of its own (a keyboard normalizer with
    /// `emitsResyncEvent` off, as a caller's factory may make it): the pipeline cannot tell its
    /// cancellations from its rebuilt state and gives the `resync` first.
    func testANormalizerThatPlacesNoResyncGetsItsResyncFirst() {
        let factory: NormalizationPipeline.Factory = { _, d, _, settings in
            var keyboard = KeyboardNormalizer(description: d, settings: settings)
            keyboard.emitsResyncEvent = false
            return [keyboard]
        }
        var pipeline = NormalizationPipeline(devices: [keyboardDescription()], factory: factory)
        let keyA: UInt16 = 30
        let out = feed(&pipeline, [ev(0, EV.KEY, keyA, 1), ev(0, EV.SYN, SYN.REPORT, 0),
                                   ev(10_000, EV.SYN, SYN.DROPPED, 0), ev(10_000, EV.KEY, keyA, 0), ev(10_000, EV.SYN, SYN.REPORT, 0),
                                   ev(20_000, EV.KEY, keyA, 0), ev(20_000, EV.SYN, SYN.REPORT, 0)])
        let kinds = out.compactMap { u -> String? in
            switch u.payload {
            case .key(let k): return "key.\(k.phase)"
            case .resync: return "resync"
            default: return nil
            }
        }
        XCTAssertEqual(kinds, ["key.down", "resync", "key.up"])
    }

    // MARK: devices

    /// An event whose device index is not one of the pipeline's (negative or past the end) is
    /// no event of the stream.
    func testEventsOfADeviceThePipelineDoesNotHaveAreIgnored() {
        var pipeline = NormalizationPipeline(devices: [mouseDescription()], factory: StandardNormalizers.make)
        let out = feed(&pipeline, [ev(0, EV.REL, REL.X, 5, device: 1), ev(0, EV.SYN, SYN.REPORT, 0, device: 1),
                                   ev(0, EV.REL, REL.X, 5, device: -1), ev(0, EV.SYN, SYN.REPORT, 0, device: -1)])
        XCTAssertEqual(out, [])
        XCTAssertNil(pipeline.origin, "no event of the stream yet")
    }

    /// A stream without one event still announces its devices when it ends, then says they went.
    func testAStreamWithoutEventsAnnouncesItsDevicesAtTheEnd() {
        var pipeline = NormalizationPipeline(devices: [keyboardDescription()], factory: StandardNormalizers.make)
        let out = pipeline.finish()
        XCTAssertEqual(out.compactMap(device).map(\.phase), [.connected])
        XCTAssertEqual(out.compactMap(device).first?.name, "Keyboard")
    }

    /// A device that connects later and has no events: the stream's origin is its connection,
    /// so its `device connected` is at 0.
    func testAStreamWhoseOnlyDeviceConnectsLaterStartsThere() {
        var pipeline = NormalizationPipeline(devices: [keyboardDescription()], presence: [DevicePresence(connected: 5_000_000)],
                                             factory: StandardNormalizers.make)
        let out = pipeline.finish()
        XCTAssertEqual(pipeline.origin, 5_000_000)
        XCTAssertEqual(out.compactMap(device).map(\.phase), [.connected])
        XCTAssertEqual(out.first?.t, .zero)
    }

    /// A device that disconnects after the last event says so when the stream ends, at its own
    /// time, also when the stream is ended at an earlier time than that (`finish(at:)`).
    func testADisconnectionAfterTheLastEventIsInTheStream() {
        var pipeline = NormalizationPipeline(devices: [mouseDescription(), keyboardDescription()],
                                             presence: [.always, DevicePresence(disconnected: 2_000_000)],
                                             factory: StandardNormalizers.make)
        var out = feed(&pipeline, [ev(0, EV.REL, REL.X, 5), ev(0, EV.SYN, SYN.REPORT, 0)])
        out += pipeline.finish(at: Timestamp(seconds: 1))
        let keyboard = out.filter { $0.device == 1 }.compactMap { u in device(u).map { (u.t, $0.phase) } }
        XCTAssertEqual(keyboard.map(\.1), [.connected, .disconnected])
        XCTAssertEqual(keyboard.last?.0, Timestamp(seconds: 2))
    }

    /// A device that stops being there is finished and says `device disconnected`: timers due
    /// before then fire first, at their own time; its later events are no events of the stream;
    /// a second disconnection says nothing (the live capture's path, `disconnect(device:atTime:)`).
    func testALiveDisconnectionFiresEarlierTimersThenEndsTheDeviceOnce() {
        var pipeline = NormalizationPipeline(devices: [mouseDescription()], factory: StandardNormalizers.make)
        var out = feed(&pipeline, [ev(0, EV.REL, REL.WHEEL, 1), ev(0, EV.SYN, SYN.REPORT, 0)])
        pipeline.disconnect(device: 0, atTime: 1_000_000, into: &out)
        pipeline.disconnect(device: 0, atTime: 1_500_000, into: &out)
        pipeline.disconnect(device: 3, atTime: 1_500_000, into: &out)
        out += feed(&pipeline, [ev(2_000_000, EV.REL, REL.X, 5), ev(2_000_000, EV.SYN, SYN.REPORT, 0)])
        let ended = out.filter { if case .scroll(let s) = $0.payload { return s.phase == .ended } else { return false } }
        XCTAssertEqual(ended.map(\.t), [Timestamp(seconds: 0.2)])
        XCTAssertEqual(out.compactMap(device).map(\.phase), [.connected, .disconnected])
        XCTAssertEqual(out.last.flatMap(device)?.phase, .disconnected, "nothing after it: \(out)")
        XCTAssertEqual(out.last?.t, Timestamp(seconds: 1))
        XCTAssertEqual(pipeline.nextTimerDue, .distantFuture, "no timer pending once it is gone")
    }

    /// A live disconnection before any event: the stream starts there, with the device's
    /// `device connected` and then its `device disconnected`, both at 0.
    func testALiveDisconnectionBeforeAnyEventStartsTheStream() {
        var pipeline = NormalizationPipeline(devices: [keyboardDescription()], factory: StandardNormalizers.make)
        var out: [UnifiedEvent] = []
        pipeline.disconnect(device: 0, atTime: 7_000_000, into: &out)
        XCTAssertEqual(pipeline.origin, 7_000_000)
        XCTAssertEqual(out.compactMap(device).map(\.phase), [.connected, .disconnected])
        XCTAssertEqual(out.map(\.t), [.zero, .zero])
    }

    /// Time passing without an event (`advance(untilTime:)`, a live source while idle) fires the
    /// timers due by then at their own time; before the first event it does nothing; a later
    /// event earlier than that time counts as at that time, and so does one after an idle call
    /// for an earlier time, which does not turn the clock back.
    func testIdleTimeFiresTimersAndTheClockNeverGoesBack() {
        var pipeline = NormalizationPipeline(devices: [mouseDescription()], factory: StandardNormalizers.make)
        XCTAssertEqual(pipeline.advance(untilTime: 1_000_000), [], "no stream yet")
        XCTAssertNil(pipeline.origin)
        var out = feed(&pipeline, [ev(0, EV.REL, REL.WHEEL, 1), ev(0, EV.SYN, SYN.REPORT, 0)])
        let idle = pipeline.advance(untilTime: 1_000_000)
        XCTAssertEqual(idle.count, 1, "\(idle)")
        XCTAssertEqual(idle.first?.t, Timestamp(seconds: 0.2))
        if case .scroll(let s)? = idle.first?.payload { XCTAssertEqual(s.phase, .ended) } else { XCTFail("\(idle)") }
        XCTAssertEqual(pipeline.advance(untilTime: 500_000), [])
        out = feed(&pipeline, [ev(600_000, EV.REL, REL.X, 5), ev(600_000, EV.SYN, SYN.REPORT, 0)])
        XCTAssertFalse(out.isEmpty)
        XCTAssertEqual(Set(out.map(\.t)), [Timestamp(seconds: 1)], "\(out)")
    }

    /// `finish(at:)` later than the last event fires the timers due by then at their own time,
    /// and leaves no timer pending.
    func testFinishingAtALaterTimeFiresTimersAtTheirOwnTime() {
        var pipeline = NormalizationPipeline(devices: [mouseDescription()], factory: StandardNormalizers.make)
        var out = feed(&pipeline, [ev(0, EV.REL, REL.WHEEL, 1), ev(0, EV.SYN, SYN.REPORT, 0)])
        XCTAssertEqual(pipeline.nextTimerDue, Timestamp(seconds: 0.2))
        out += pipeline.finish(at: Timestamp(seconds: 1))
        let ended = out.filter { if case .scroll(let s) = $0.payload { return s.phase == .ended } else { return false } }
        XCTAssertEqual(ended.map(\.t), [Timestamp(seconds: 0.2)])
        XCTAssertEqual(pipeline.nextTimerDue, .distantFuture)
    }

    /// A declared disconnection fires the timers due before it first, at their own time.
    func testADeclaredDisconnectionFiresEarlierTimersFirst() {
        var pipeline = NormalizationPipeline(devices: [mouseDescription()], presence: [DevicePresence(disconnected: 1_000_000)],
                                             factory: StandardNormalizers.make)
        var out = feed(&pipeline, [ev(0, EV.REL, REL.WHEEL, 1), ev(0, EV.SYN, SYN.REPORT, 0)])
        out += pipeline.finish()
        let kinds = out.compactMap { u -> String? in
            switch u.payload {
            case .scroll(let s): return "scroll.\(s.phase)@\(u.t.seconds)"
            case .device(let d): return "device.\(d.phase)@\(u.t.seconds)"
            default: return nil
            }
        }
        XCTAssertEqual(kinds, ["device.connected@0.0", "scroll.began@0.0", "scroll.ended@0.2", "device.disconnected@1.0"])
    }

    /// A normalizer of the caller's own (the factory is public) whose `start` sets a timer:
    /// `Beacon` says `key down` 0.5 s after it starts. Connecting later, its timer fires at its
    /// time, before a later event of another device.
    struct Beacon: DeviceNormalizer {
        var due: Timestamp = .distantFuture
        mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] {
            due = time + TimeSpan(seconds: 0.5)
            return [.device(DeviceChange(phase: .connected, role: .keyboard, name: "Beacon", hardwareKeyboard: false))]
        }
        mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {}
        mutating func advance(to time: Timestamp) -> [TimedPayload] {
            guard time >= due else { return [] }
            defer { due = .distantFuture }
            return [TimedPayload(time: due, payload: .key(Key(phase: .down, usage: 4, modifiers: [])))]
        }
        var nextTimerDue: Timestamp { due }
        mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] { due = .distantFuture; return [] }
    }

    func testATimerSetWhenADeviceConnectsFiresAtItsTime() {
        let factory: NormalizationPipeline.Factory = { device, d, screen, settings in
            d.name == "Beacon" ? [Beacon()] : StandardNormalizers.make(device: device, description: d, screen: screen, settings: settings)
        }
        var pipeline = NormalizationPipeline(devices: [mouseDescription(), DeviceDescription(name: "Beacon")],
                                             presence: [.always, DevicePresence(connected: 1_000_000)], factory: factory)
        let out = feed(&pipeline, [ev(0, EV.REL, REL.X, 1), ev(0, EV.SYN, SYN.REPORT, 0),
                                   ev(3_000_000, EV.REL, REL.X, 1), ev(3_000_000, EV.SYN, SYN.REPORT, 0)])
        let beacon = out.filter { if case .key = $0.payload { return true } else { return false } }
        XCTAssertEqual(beacon.map(\.t), [Timestamp(seconds: 1.5)], "\(out)")
        XCTAssertEqual(beacon.first?.device, 1)
    }

    /// `settle` (the stream has no more events) applies the declared changes before it lets time
    /// run: a device gone at 0.1 s ends its wheel scroll then, not at the 0.2 s its idle timer
    /// would have said.
    func testSettlingAppliesADisconnectionBeforeLaterTimers() {
        var pipeline = NormalizationPipeline(devices: [mouseDescription()], presence: [DevicePresence(disconnected: 100_000)],
                                             factory: StandardNormalizers.make)
        var out = feed(&pipeline, [ev(0, EV.REL, REL.WHEEL, 1), ev(0, EV.SYN, SYN.REPORT, 0)])
        pipeline.settle(into: &out)
        let kinds = out.compactMap { u -> String? in
            switch u.payload {
            case .scroll(let s): return "scroll.\(s.phase)@\(u.t.seconds)"
            case .device(let d): return "device.\(d.phase)@\(u.t.seconds)"
            default: return nil
            }
        }
        XCTAssertEqual(kinds, ["device.connected@0.0", "scroll.began@0.0", "scroll.ended@0.1", "device.disconnected@0.1"])
    }
}

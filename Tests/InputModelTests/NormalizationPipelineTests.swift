import XCTest
@testable import InputModel
import EvdevBridge

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

    /// The scroll and device events with their phases and times, e.g. "scroll.ended@0.2".
    func scrollsAndDevices(_ out: [UnifiedEvent]) -> [String] {
        out.compactMap { u -> String? in
            switch u.payload {
            case .scroll(let s): return "scroll.\(s.phase)@\(u.t.seconds)"
            case .device(let d): return "device.\(d.phase)@\(u.t.seconds)"
            default: return nil
            }
        }
    }

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
        XCTAssertEqual(payloadKinds(out).filter { $0.hasPrefix("key.") || $0 == "resync" }, ["key.down", "key.up", "resync"])
    }

    /// A touchscreen with a finger down through a dropped frame: the finger is cancelled, then
    /// the `resync`, then the finger the device still reports begins again.
    func testATouchStillDownAfterADroppedFrameIsCancelledThenBegunAfterTheResync() {
        var pipeline = NormalizationPipeline(devices: [TP.touchscreen()], factory: StandardNormalizers.make)
        func abs(_ t: Int64, _ code: UInt16, _ v: Int32) -> DeviceEvent { ev(t, EV.ABS, code, v) }
        let out = feed(&pipeline, [
            abs(0, ABS.MT_TRACKING_ID, 40), abs(0, ABS.MT_POSITION_X, 100), abs(0, ABS.MT_POSITION_Y, 200),
            ev(0, EV.KEY, BTN.TOUCH, 1), ev(0, EV.SYN, SYN.REPORT, 0),
            ev(10_000, EV.SYN, SYN.DROPPED, 0), abs(10_000, ABS.MT_POSITION_X, 105), ev(10_000, EV.SYN, SYN.REPORT, 0),
            abs(20_000, ABS.MT_SLOT, 0), abs(20_000, ABS.MT_TRACKING_ID, 40), abs(20_000, ABS.MT_POSITION_X, 110),
            abs(20_000, ABS.MT_POSITION_Y, 200), ev(20_000, EV.SYN, SYN.REPORT, 0),
        ]).map(\.payload)
        XCTAssertEqual(payloadKinds(out).filter { $0.hasPrefix("touch.") || $0 == "resync" },
                       ["touch.began", "touch.cancelled", "resync", "touch.began"])
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
        XCTAssertEqual(payloadKinds(out.map(\.payload)).filter { $0.hasPrefix("key.") || $0 == "resync" },
                       ["key.down", "resync", "key.up"])
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

    /// A timer still pending when its device goes (a wheel scroll 0.1 s after its detent, due
    /// at 0.2 s) goes with it: the scroll ends at the disconnection, and none is pending after,
    /// neither when the device is taken away live nor when the stream is finished early.
    func testATimerPendingWhenItsDeviceGoesIsNoLongerDue() {
        var live = NormalizationPipeline(devices: [mouseDescription()], factory: StandardNormalizers.make)
        var out = feed(&live, [ev(0, EV.REL, REL.WHEEL, 1), ev(0, EV.SYN, SYN.REPORT, 0)])
        live.disconnect(device: 0, atTime: 100_000, into: &out)
        XCTAssertEqual(live.nextTimerDue, .distantFuture)
        var finished = NormalizationPipeline(devices: [mouseDescription()], factory: StandardNormalizers.make)
        out += feed(&finished, [ev(0, EV.REL, REL.WHEEL, 1), ev(0, EV.SYN, SYN.REPORT, 0)])
        out += finished.finish(at: Timestamp(seconds: 0.1))
        XCTAssertEqual(finished.nextTimerDue, .distantFuture)
        let ended = out.filter { if case .scroll(let s) = $0.payload { return s.phase == .ended } else { return false } }
        XCTAssertEqual(ended.map(\.t), [Timestamp(seconds: 0.1), Timestamp(seconds: 0.1)])
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
        XCTAssertEqual(scrollsAndDevices(out), ["device.connected@0.0", "scroll.began@0.0", "scroll.ended@0.2", "device.disconnected@1.0"])
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
        XCTAssertEqual(scrollsAndDevices(out), ["device.connected@0.0", "scroll.began@0.0", "scroll.ended@0.1", "device.disconnected@0.1"])
    }

    /// Timers of two devices due by one event fire in time order, then device order, each once:
    /// in the order their normalizers fired them (mouse 0's wheel scroll ends at 0.2 s, mouse
    /// 1's at 0.25 s) and against it (mouse 0's at 0.25 s, mouse 1's at 0.2 s).
    func testTimersOfTwoDevicesFireInTimeOrderEachOnce() {
        for (first, second) in [(Int64(0), Int64(50_000)), (50_000, 0)] {
            var pipeline = NormalizationPipeline(devices: [mouseDescription(), mouseDescription()], factory: StandardNormalizers.make)
            var events = [ev(first, EV.REL, REL.WHEEL, 1, device: 0), ev(first, EV.SYN, SYN.REPORT, 0, device: 0),
                          ev(second, EV.REL, REL.WHEEL, 1, device: 1), ev(second, EV.SYN, SYN.REPORT, 0, device: 1)]
            if first > second { events = Array(events[2...] + events[..<2]) }
            events += [ev(1_000_000, EV.REL, REL.X, 1, device: 0), ev(1_000_000, EV.SYN, SYN.REPORT, 0, device: 0)]
            let out = feed(&pipeline, events)
            let timed = out.filter { $0.t > Timestamp(seconds: 0.1) && $0.t < Timestamp(seconds: 1) }
            let seen = timed.map { u -> String in
                if case .scroll(let s) = u.payload { return "scroll.\(s.phase)@\(u.t.seconds) device \(u.device)" }
                return "\(u.type)@\(u.t.seconds) device \(u.device)"
            }
            let expected = first < second
                ? ["scroll.ended@0.2 device 0", "scroll.ended@0.25 device 1"]
                : ["scroll.ended@0.2 device 1", "scroll.ended@0.25 device 0"]
            XCTAssertEqual(seen, expected)
        }
    }

    /// Touch ids are unique in the whole stream: two touchscreens whose fingers have the same
    /// tracking id and slot give two touches, numbered in order of first appearance.
    func testTouchIDsAreUniqueAcrossDevices() {
        var pipeline = NormalizationPipeline(devices: [TP.touchscreen(), TP.touchscreen()], factory: StandardNormalizers.make)
        var events: [DeviceEvent] = []
        for device in [0, 1] {
            let t = Int64(device) * 10_000
            events += [ev(t, EV.ABS, ABS.MT_TRACKING_ID, 40, device: device), ev(t, EV.ABS, ABS.MT_POSITION_X, 100, device: device),
                       ev(t, EV.ABS, ABS.MT_POSITION_Y, 200, device: device), ev(t, EV.KEY, BTN.TOUCH, 1, device: device),
                       ev(t, EV.SYN, SYN.REPORT, 0, device: device)]
        }
        let began = feed(&pipeline, events).compactMap { u -> (Int, Int)? in
            if case .touch(let t) = u.payload, t.phase == .began { return (u.device, t.id) } else { return nil }
        }
        XCTAssertEqual(began.map(\.0), [0, 1])
        XCTAssertEqual(began.map(\.1), [1, 2])
    }

    /// Devices of every kind in one pipeline, two of each, so that no device's place among the
    /// devices is its place among its kind: each device's part of the stream (payloads and
    /// times; touch ids aside, which are numbered across the stream) is what it gives alone.
    /// Real recordings of a touchscreen, a pen, a touchpad, a mouse and a keyboard, each
    /// rebased to start at the same time, and a normalizer of the caller's own (`Beacon`).
    func testEachDeviceOfAMixedPipelineGivesWhatItGivesAlone() throws {
        let traces = PipelineBufferAPITests.traces.appendingPathComponent("real")
        let files = ["touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events", "tablets/Wacom Intuos4 6x9.stylus-tap.events",
                     "touchpads/SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-horizontal.events", "mice/Saitek Cyborg R.A.T.5 Mouse.events",
                     "keyboards/Logitech K400 Plus.events"]
        let start: Int64 = 1_000_000
        var devices: [DeviceDescription] = []
        var streams: [[InputEvent]] = []
        let recordings = try files.map { try PipelineBufferAPITests.read(traces.appendingPathComponent($0).path) }
        for copy in 0..<2 {
            for (file, recording) in zip(files, recordings) {
                var events = recording.events.map(\.event)
                let shift = start - (events.first?.time ?? start)
                events = events.map { var e = $0; e.time += shift; return e }
                // Tails that leave a timer running, so that every kind's timers fire in the
                // mixed pipeline: a wheel detent (its idle end), a pen back in range and left
                // there (its proximity timeout). The touchpad's fling gives momentum of its own.
                let last = events.last?.time ?? start
                func tail(_ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
                    InputEvent(time: last + 100_000, type: type, code: code, value: value)
                }
                if file.hasPrefix("mice/") { events += [tail(EV.REL, REL.WHEEL, 1), tail(EV.SYN, SYN.REPORT, 0)] }
                if file.hasPrefix("tablets/") {
                    events += [tail(EV.KEY, BTN.TOOL_PEN, 1), tail(EV.ABS, ABS.X, 500), tail(EV.SYN, SYN.REPORT, 0)]
                }
                devices.append(recording.devices[0])
                streams.append(events)
            }
            devices.append(DeviceDescription(name: "Beacon \(copy)"))
            streams.append([InputEvent(time: start, type: EV.SYN, code: SYN.REPORT, value: 0)])
        }
        let factory: NormalizationPipeline.Factory = { device, d, screen, settings in
            d.name.hasPrefix("Beacon") ? [Beacon()] : StandardNormalizers.make(device: device, description: d, screen: screen, settings: settings)
        }
        let end = Timestamp(seconds: Double(streams.flatMap { $0 }.map(\.time).max()! - start) / 1e6 + 60)
        let merged = streams.enumerated().flatMap { d, events in events.map { DeviceEvent(device: d, event: $0) } }
            .enumerated().sorted { ($0.element.event.time, $0.offset) < ($1.element.event.time, $1.offset) }.map(\.element)
        var pipeline = NormalizationPipeline(devices: devices, factory: factory)
        var all = feed(&pipeline, merged)
        all += pipeline.finish(at: end)

        func comparable(_ u: UnifiedEvent) -> String {
            var p = u.payload
            if case .touch(var t) = p { t.id = 0; p = .touch(t) }
            return "\(u.t.microseconds) \(p)"
        }
        for (d, events) in streams.enumerated() {
            var alone = NormalizationPipeline(devices: [devices[d]], factory: factory)
            var expected = feed(&alone, events.map { DeviceEvent(device: 0, event: $0) })
            expected += alone.finish(at: end)
            let mine = all.filter { $0.device == d }
            XCTAssertGreaterThan(expected.count, 1, devices[d].name)
            if devices[d].name.contains("TouchPad") {
                XCTAssertTrue(expected.contains { if case .scroll(let s) = $0.payload { s.phase == .momentum } else { false } },
                              "the touchpad's fling gives momentum")
            }
            XCTAssertEqual(mine.map(comparable), expected.map(comparable), "device \(d), \(devices[d].name)")
        }
    }

    /// A normalizer of the caller's own that does not say when its timers are due (the
    /// protocol's default `nextTimerDue`, `.distantPast`: polled on every event) and ticks
    /// whenever it is polled at a later time than before: it is polled only while its device is there (connected at 1 s,
    /// gone at 2 s), never before it connects or after it goes.
    struct Ticker: DeviceNormalizer {
        var last = Timestamp.distantPast
        mutating func start(at time: Timestamp) -> [UnifiedEvent.Payload] {
            [.device(DeviceChange(phase: .connected, role: .keyboard, name: "Ticker", hardwareKeyboard: false))]
        }
        mutating func apply(_ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {}
        mutating func advance(to time: Timestamp) -> [TimedPayload] {
            guard time > last else { return [] }
            last = time
            return [TimedPayload(time: time, payload: .key(Key(phase: .down, usage: 4, modifiers: [])))]
        }
        mutating func finish(at time: Timestamp) -> [UnifiedEvent.Payload] { [] }
    }

    func testANormalizerIsPolledOnlyWhileItsDeviceIsThere() {
        let factory: NormalizationPipeline.Factory = { device, d, screen, settings in
            d.name == "Ticker" ? [Ticker()] : StandardNormalizers.make(device: device, description: d, screen: screen, settings: settings)
        }
        var pipeline = NormalizationPipeline(devices: [mouseDescription(), DeviceDescription(name: "Ticker")],
                                             presence: [.always, DevicePresence(connected: 1_000_000, disconnected: 2_000_000)],
                                             factory: factory)
        var events: [DeviceEvent] = []
        for t: Int64 in [0, 500_000, 1_500_000, 2_500_000] {
            events += [ev(t, EV.REL, REL.X, 1), ev(t, EV.SYN, SYN.REPORT, 0)]
        }
        let out = feed(&pipeline, events)
        let ticks = out.filter { if case .key = $0.payload { return true } else { return false } }
        XCTAssertEqual(ticks.map(\.t), [Timestamp(seconds: 1.5), Timestamp(seconds: 2)])
        XCTAssertEqual(Set(ticks.map(\.device)), [1])
    }
}

import XCTest
@testable import InputModel

/// Devices that come and go during a stream (`DevicePresence`): a device connects with its
/// `device connected` at its time, not at the start; one that disconnects ends what it held, as
/// the end of the stream would (keys come up: the kernel releases them on unregistering,
/// `input_dev_release_keys`; touches are cancelled, not ended: no finger lifted), then says
/// `device disconnected`.
final class DevicePresenceTests: PointerTestCase {
    let KEY_A: UInt16 = 30

    var keyboard: DeviceDescription { describe("Test Keyboard", keys: Array(1...127)) }

    func events(_ device: Int, _ t: Double, _ events: [InputEvent]) -> [DeviceEvent] {
        let us = Int64((t * 1_000_000).rounded())
        return (events + [InputEvent(time: 0, type: EV.SYN, code: SYN.REPORT, value: 0)])
            .map { var e = $0; e.time = us; return DeviceEvent(device: device, event: e) }
    }

    func run(_ devices: [DeviceDescription], _ presence: [DevicePresence]?, _ raw: [DeviceEvent]) throws -> [UnifiedEvent] {
        var source = ArrayEventSource(devices: devices, events: raw, presence: presence)
        var out: [UnifiedEvent] = []
        try NormalizationPipeline.run(&source, factory: StandardNormalizers.make) { out.append($0) }
        return out
    }

    func line(_ e: UnifiedEvent) -> String {
        switch e.payload {
        case let .device(d): return "\(e.t.seconds) \(e.device) device \(d.phase.rawValue) \(d.role.rawValue)\(d.hardwareKeyboard ? " hw" : "")"
        case let .key(k): return "\(e.t.seconds) \(e.device) key \(k.phase.rawValue) \(k.usage)"
        case let .touch(t): return "\(e.t.seconds) \(e.device) touch \(t.phase.rawValue)"
        default: return "\(e.t.seconds) \(e.device) \(e.type)"
        }
    }

    /// A keyboard that connects at 1 s says so then; a key held when it is unplugged at 2 s
    /// comes up at 2 s, before the disconnection. Times are from the first event (0.5 s).
    func testAKeyboardConnectsAndDisconnectsMidStream() throws {
        let touch = TP.touchscreen()
        let raw = events(0, 0.5, TP.slot(0) + TP.id(1) + TP.mt(100, 100) + TP.key(BTN.TOUCH, 1))
            + events(0, 0.6, TP.slot(0) + TP.id(-1) + TP.key(BTN.TOUCH, 0))
            + events(1, 1.5, [key(KEY_A, 1)])
            + events(0, 2.5, TP.slot(0) + TP.id(2) + TP.mt(200, 200) + TP.key(BTN.TOUCH, 1))
        let presence = [DevicePresence.always, DevicePresence(connected: 1_000_000, disconnected: 2_000_000)]
        let out = try run([touch, keyboard], presence, raw).map(line)
        XCTAssertEqual(out, [
            "0.0 0 device connected touchscreen",
            "0.0 0 touch began",
            "0.1 0 touch ended",
            "0.5 1 device connected keyboard hw",
            "1.0 1 key down 4",
            "1.5 1 key up 4",
            "1.5 1 device disconnected keyboard",
            "2.0 0 touch began",
            "2.0 0 touch cancelled",
        ])
    }

    /// A touchscreen unplugged under a finger cancels its touch; its events after that, and a
    /// keyboard's before it connects, are not the stream's. A change before the first event is
    /// where the stream's time starts.
    func testUnpluggedTouchscreenCancelsAndLaterEventsAreDropped() throws {
        let raw = events(0, 1.0, TP.slot(0) + TP.id(1) + TP.mt(100, 100) + TP.key(BTN.TOUCH, 1))
            + events(0, 1.2, TP.slot(0) + TP.mt(110, 100))
            + events(1, 1.3, [key(KEY_A, 1)])
            + events(0, 1.6, TP.slot(0) + TP.mt(120, 100))
        let presence = [DevicePresence(disconnected: 1_500_000), DevicePresence(connected: 1_400_000)]
        let out = try run([TP.touchscreen(), keyboard], presence, raw).map(line)
        XCTAssertEqual(out, [
            "0.0 0 device connected touchscreen",
            "0.0 0 touch began",
            "0.2 0 touch moved",
            "0.4 1 device connected keyboard hw",
            "0.5 0 touch cancelled",
            "0.5 0 device disconnected touchscreen",
        ])
        // A connection before the first event starts the stream's time.
        let early = try run([TP.touchscreen(), keyboard], [.always, DevicePresence(connected: 400_000)],
                            events(0, 1.0, TP.slot(0) + TP.id(1) + TP.mt(100, 100) + TP.key(BTN.TOUCH, 1))).map(line)
        XCTAssertEqual(early.prefix(3), ["0.0 0 device connected touchscreen", "0.0 1 device connected keyboard hw", "0.6 0 touch began"])
    }

    /// Changes after the last event still happen, in time order, before the end cancels what is
    /// left. Without a declared presence the stream
    /// is what it always was.
    func testChangesAfterTheLastEventAndAbsentPresence() throws {
        let raw = events(1, 0.2, [key(KEY_A, 1)])
        let out = try run([TP.touchscreen(), keyboard, keyboard],
                          [DevicePresence(disconnected: 3_000_000), DevicePresence(disconnected: 1_000_000),
                           DevicePresence(connected: 9_000_000)], raw).map(line)
        XCTAssertEqual(out, [
            "0.0 0 device connected touchscreen",
            "0.0 1 device connected keyboard hw",
            "0.0 1 key down 4",
            "0.8 1 key up 4",
            "0.8 1 device disconnected keyboard",
            "2.8 0 device disconnected touchscreen",
            "8.8 2 device connected keyboard hw",
        ])
        XCTAssertEqual(try run([TP.touchscreen(), keyboard], nil, raw).map(line),
                       ["0.0 0 device connected touchscreen", "0.0 1 device connected keyboard hw", "0.0 1 key down 4", "0.0 1 key up 4"])
    }

    /// A live device that reads ENODEV: the same disconnection, at the time it was noticed.
    func testLiveDisconnection() {
        var p = NormalizationPipeline(devices: [TP.touchscreen(), keyboard], factory: StandardNormalizers.make)
        var out: [UnifiedEvent] = []
        for e in events(1, 10.0, [key(KEY_A, 1)]) { p.apply(e, into: &out) }
        p.disconnect(device: 1, atTime: 10_250_000, into: &out)
        for e in events(1, 10.3, [key(KEY_A, 0)]) { p.apply(e, into: &out) }
        p.finish(into: &out)
        XCTAssertEqual(out.map(line), [
            "0.0 0 device connected touchscreen",
            "0.0 1 device connected keyboard hw",
            "0.0 1 key down 4",
            "0.25 1 key up 4",
            "0.25 1 device disconnected keyboard",
        ])
    }

    func testPresenceInterval() {
        let p = DevicePresence(connected: 10, disconnected: 20)
        XCTAssertFalse(p.contains(9))
        XCTAssertTrue(p.contains(10))
        XCTAssertTrue(p.contains(19))
        XCTAssertFalse(p.contains(20))
        XCTAssertNil(p.problem)
        XCTAssertNotNil(DevicePresence(connected: 20, disconnected: 10).problem)
        XCTAssertTrue(DevicePresence.always.contains(.min))
    }
}

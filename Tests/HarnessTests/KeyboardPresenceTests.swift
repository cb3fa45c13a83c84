import XCTest
import InputModel
import EvdevBridge
@testable import Harness

/// A hardware keyboard connected or disconnected mid-stream: the script step, the trace format
/// that keeps it (a device's `presence:` in libinput record), the bad input it refuses, and the
/// machine's `hardwareKeyboard` outcome at the moment of the change.
final class KeyboardPresenceTests: XCTestCase {
    func synth(_ yaml: String, profile: DeviceProfile = .touchscreen) throws -> SynthesizedTrace {
        let scenario = try ScenarioParser(file: "test.yml").parse(yaml)
        return try Synthesizer(primary: profile).synthesize(scenario, file: "test.yml")
    }

    func temporary(_ name: String) -> String { NSTemporaryDirectory() + "presence-\(UUID().uuidString)-\(name)" }

    /// `keyboard: connect` at 0.55 s and `disconnect` at 1.55 s (script times: the 0.05 s lead-in,
    /// a 0.5 s wait, the key step) make a keyboard device there only then; connecting again is a
    /// second device, as a replugged keyboard is a new event node.
    func testConnectAndDisconnectStepsDeclareWhenTheKeyboardIsThere() throws {
        let trace = try synth("""
            steps:
              - wait: 0.5
              - keyboard: connect
              - key: a
              - wait: 1
              - keyboard: disconnect
              - wait: 0.5
              - keyboard: connect
              - key: b
            """)
        XCTAssertEqual(trace.devices.map(\.name), ["Tactile Touchscreen", "Tactile Keyboard", "Tactile Keyboard"])
        XCTAssertEqual(trace.presence[0], .always)
        XCTAssertEqual(trace.presence[1].connected, 550_000)
        let disconnected = try XCTUnwrap(trace.presence[1].disconnected)
        XCTAssertEqual(trace.presence[2].connected, disconnected + 500_000)
        XCTAssertNil(trace.presence[2].disconnected)
        // Each keyboard's keys fall while it is there.
        for k in [1, 2] {
            let times = trace.events.filter { $0.device == k }.map(\.event.time)
            XCTAssertFalse(times.isEmpty)
            XCTAssertTrue(times.allSatisfy(trace.presence[k].contains), "keyboard \(k)")
        }
        // A disconnection with no keyboard before it: one there from the start.
        let unplugged = try synth("steps:\n  - wait: 0.3\n  - keyboard: disconnect\n")
        XCTAssertEqual(unplugged.presence.last, DevicePresence(connected: nil, disconnected: 350_000))
    }

    /// The machine hears a keyboard when it connects and when it goes: `hardwareKeyboard`
    /// connected=true at 0.5 s, false at 1.5 s (times from the first event, the 0.05 s lead-in).
    func testTheMachineSeesTheKeyboardComeAndGo() throws {
        let trace = try synth("steps:\n  - tap: [10, 10]\n  - keyboard: connect\n  - wait: 1\n  - keyboard: disconnect\n  - wait: 0.2\n  - tap: [10, 10]\n")
        let connect = try XCTUnwrap(trace.presence[1].connected), disconnect = try XCTUnwrap(trace.presence[1].disconnected)
        let origin = try XCTUnwrap(trace.events.first?.event.time)
        let o = try Replay.outcomes(trace: trace).filter { $0.kind == .hardwareKeyboard }
        XCTAssertEqual(o.map { $0.bool("connected") }, [true, false])
        XCTAssertEqual(o.map(\.t.microseconds), [connect - origin, disconnect - origin])
        XCTAssertEqual(disconnect - connect, 1_000_000)
    }

    /// Written as libinput record and read back, the presence is the same; evemu, which has no
    /// place for it, is refused rather than written as if the keyboard had stayed.
    func testPresenceSurvivesTheWriterAndReaderAndEvemuRefusesIt() throws {
        let trace = try synth("steps:\n  - keyboard: connect\n  - key: a\n  - keyboard: disconnect\n  - tap: [10, 10]\n")
        let path = temporary("k.yml")
        defer { unlink(path) }
        let (back, reader) = try trace.writtenAndRead(at: path)
        XCTAssertEqual(back, trace.events)
        XCTAssertEqual(reader.presence, trace.presence)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("  presence:\n    connected: [0, 50000]\n"), text)

        let evemu = temporary("k.evemu")
        XCTAssertThrowsError(try TraceWriters.make(.evemu, path: evemu, devices: trace.devices, presence: trace.presence)) {
            XCTAssertTrue("\($0)".contains("evemu cannot say"), "\($0)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: evemu))
        // Converting the libinput record to evemu is refused the same way, and leaves nothing.
        XCTAssertThrowsError(try TraceConverter.convert(inputPath: path, outputPath: evemu, to: .evemu))
        XCTAssertFalse(FileManager.default.fileExists(atPath: evemu))
        XCTAssertFalse(FileManager.default.fileExists(atPath: evemu + ".1"))
    }

    /// Scripts that cannot happen name their line.
    func testImpossibleKeyboardStepsNameTheLine() {
        let cases: [(String, String)] = [
            ("steps:\n  - keyboard: disconnect\n  - key: a\n", "test.yml:3: keys pressed after the keyboard was disconnected"),
            ("steps:\n  - key: a\n  - keyboard: connect\n", "test.yml:3: a keyboard is already connected"),
            ("steps:\n  - keyboard: connect\n  - keyboard: connect\n", "test.yml:3: a keyboard is already connected"),
            ("steps:\n  - keyboard: disconnect\n  - keyboard: disconnect\n", "test.yml:3: no keyboard is connected"),
            ("steps:\n  - keyboard: disconnect\n  - click: {at: [1, 1], modifiers: [cmd]}\n", "test.yml:3: keys pressed after"),
        ]
        for (yaml, message) in cases {
            XCTAssertThrowsError(try synth(yaml, profile: .mouse), message) { error in
                XCTAssertTrue("\(error)".hasPrefix(message), "\(error) vs \(message)")
            }
        }
    }

    /// A key still held when its keyboard is unplugged: its repeats and release after that are
    /// gone with the keyboard, and the stream releases it at the unplugging.
    func testAKeyHeldAtTheUnpluggingIsReleasedThen() throws {
        let trace = try synth("""
            steps:
              - parallel:
                  - holdKey: {keys: a, duration: 2}
                  - sequence:
                      - wait: 1
                      - keyboard: disconnect
            """, profile: .keyboard)
        let disconnect = try XCTUnwrap(trace.presence[0].disconnected)
        XCTAssertTrue(trace.events.allSatisfy { $0.event.time < disconnect })
        var source = trace.source
        var keys: [(Int64, KeyPhase)] = []
        try NormalizationPipeline.run(&source, factory: StandardNormalizers.make) { e in
            if case let .key(k) = e.payload, k.phase != .repeat { keys.append((e.t.microseconds, k.phase)) }
        }
        let origin = try XCTUnwrap(trace.events.first?.event.time)
        XCTAssertEqual(keys.map(\.1), [.down, .up])
        XCTAssertEqual(keys.last?.0, disconnect - origin)
    }
}

/// The `presence:` key of libinput record: malformed values and events outside it are refused
/// with the file and line.
final class PresenceFormatTests: XCTestCase {
    func trace(_ presence: String, events: String) -> String {
        """
        version: 1
        ndevices: 1
        devices:
        - node: ""
          evdev:
            name: "Keys"
            id: [3, 1, 1, 1]
            codes:
              0: [0]
              1: [30]
            properties: []
        \(presence)
          events:
        \(events)
        """
    }

    let keyAt2s = "  - evdev:\n    - [  2,      0,   1,  30,       1]\n    - [  2,      0,   0,   0,       0]\n"

    func read(_ text: String) throws -> [DeviceEvent] {
        let path = NSTemporaryDirectory() + "presence-\(UUID().uuidString).yml"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        defer { unlink(path) }
        var reader = try TraceFile.open(path: path)
        var out: [DeviceEvent] = []
        while let e = try reader.next() { out.append(e) }
        return out
    }

    func testEventsInsideThePresenceAreRead() throws {
        XCTAssertEqual(try read(trace("  presence:\n    connected: [2, 0]\n    disconnected: [2, 1]", events: keyAt2s)).count, 2)
    }

    func testBadPresenceAndEventsOutsideItNameTheLine() {
        let cases: [(String, String, String)] = [
            ("  presence:\n    connected: [2, 1]", keyAt2s, ":16: event at [2, 0] before the device connected at [2, 1]"),
            ("  presence:\n    disconnected: [2, 0]", keyAt2s, ":16: event at [2, 0] after the device disconnected at [2, 0]"),
            ("  presence:\n    connected: [3, 0]\n    disconnected: [2, 0]", keyAt2s, ":12: presence: disconnected at 2000000 µs, before it connected"),
            ("  presence:\n    connected: [1, 1000000]", keyAt2s, ":13: presence connected: expected [sec, usec]"),
            ("  presence:\n    connected: soon", keyAt2s, ":13: presence connected: expected a [list]"),
        ]
        for (presence, events, message) in cases {
            XCTAssertThrowsError(try read(trace(presence, events: events)), message) { error in
                let e = error as? TactileError
                XCTAssertEqual(e?.kind, .badInput)
                XCTAssertTrue("\(error)".contains(".yml" + message), "\(error) vs \(message)")
            }
        }
    }
}

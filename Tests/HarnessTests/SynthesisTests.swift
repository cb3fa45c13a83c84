import XCTest
import InputModel
import EvdevBridge
@testable import Harness

/// Synthesized traces obey the kernel rules for their device and normalize to what the script asked for.
final class SynthesisTests: XCTestCase {
    let screen = ScreenModel.default

    func synth(_ yaml: String, profile: DeviceProfile, resolve: @escaping (String) -> (x: Double, y: Double)? = { _ in nil }) throws -> SynthesizedTrace {
        let scenario = try ScenarioParser(file: "test.yml").parse(yaml)
        return try Synthesizer(primary: profile, screen: screen, resolve: resolve).synthesize(scenario, file: "test.yml")
    }

    func normalize(_ trace: SynthesizedTrace, settings: NormalizerSettings = NormalizerSettings()) throws -> [UnifiedEvent] {
        try trace.normalized(settings: settings)
    }

    func assertValid(_ trace: SynthesizedTrace, file: StaticString = #filePath, line: UInt = #line) {
        for (i, d) in trace.devices.enumerated() {
            let events = trace.events.filter { $0.device == i }.map(\.event)
            XCTAssertFalse(events.isEmpty, "device \(d.name) has events", file: file, line: line)
            let violations = TraceValidator.validate(events, against: d)
            XCTAssertEqual(violations.map(\.description), [], "\(d.name)", file: file, line: line)
        }
    }

    func touches(_ e: [UnifiedEvent]) -> [Touch] { e.compactMap { if case .touch(let t) = $0.payload { return t } else { return nil } } }

    func testTouchscreenTapLandsWhereAsked() throws {
        let trace = try synth("steps:\n  - tap: [400, 300]\n  - doubleTap: [900, 700]\n", profile: .touchscreen)
        assertValid(trace)
        let t = touches(try normalize(trace))
        XCTAssertEqual(t.filter { $0.phase == .began }.count, 3)
        XCTAssertEqual(t.filter { $0.phase == .ended }.count, 3)
        let first = try XCTUnwrap(t.first)
        XCTAssertEqual(first.x, 400, accuracy: 0.1)
        XCTAssertEqual(first.y, 300, accuracy: 0.1)
        XCTAssertEqual(t.last!.x, 900, accuracy: 0.1)
        XCTAssertTrue(t.allSatisfy { $0.touchType == .direct })
    }

    func testElementTargetsResolveThroughTheScene() throws {
        let trace = try synth("steps:\n  - touchAndHold: {at: send, duration: 0.6}\n", profile: .touchscreen) { id in
            id == "send" ? (100, 50) : nil
        }
        let t = touches(try normalize(trace))
        XCTAssertEqual(t.first?.x ?? 0, 100, accuracy: 0.1)
        let began = try XCTUnwrap(t.first { $0.phase == .began }), ended = try XCTUnwrap(t.last)
        XCTAssertEqual(ended.phase, .ended)
        _ = began
        XCTAssertThrowsError(try synth("steps:\n  - tap: nowhere\n", profile: .touchscreen)) { error in
            XCTAssertEqual((error as? TactileError)?.description, "test.yml:2: no element `nowhere` in the scene")
        }
    }

    func testMultiFingerSwipeAndPinch() throws {
        let trace = try synth("""
        steps:
          - swipe: {from: [683, 900], to: [683, 300], fingers: 4, duration: 0.3}
          - pinch: {at: [683, 512], from: 100, to: 300, duration: 0.4}
        """, profile: .touchscreen)
        assertValid(trace)
        let events = try normalize(trace)
        var active = Set<Int>(), most = 0
        for t in touches(events) {
            if t.phase == .began { active.insert(t.id) }
            if t.phase == .ended { active.remove(t.id) }
            most = max(most, active.count)
        }
        XCTAssertEqual(most, 4)
        XCTAssertTrue(active.isEmpty)
        // The pinch's two fingers end 300 pt apart.
        let last = touches(events).filter { $0.phase == .ended }.suffix(2)
        XCTAssertEqual(abs(last.first!.x - last.last!.x), 300, accuracy: 2)
    }

    func testPencilStrokeForceFollowsPressureAndTiltGivesAltitude() throws {
        let trace = try synth("""
        steps:
          - stroke: {path: [[200, 200], [600, 260]], duration: 0.5, pressure: [0.1, 0.9], tilt: [30, 0]}
        """, profile: .displayPen)
        assertValid(trace)
        let events = try normalize(trace)
        let pencil = touches(events).filter { $0.touchType == .pencil }
        XCTAssertGreaterThan(pencil.count, 50, "240 Hz over 0.5 s")
        let forces = pencil.filter { $0.phase == .moved }.map(\.force)
        XCTAssertLessThan(forces.first!, forces.last!, "pressure rises along the stroke")
        XCTAssertEqual(forces.last! / pencil[0].maximumPossibleForce, 0.9, accuracy: 0.05)
        // 30° of tilt towards +x: altitude 60°, azimuth 0.
        let alt = try XCTUnwrap(pencil.last?.altitude)
        XCTAssertEqual(alt, .pi / 3, accuracy: 0.03)
        XCTAssertEqual(pencil.last?.azimuth ?? -1, 0, accuracy: 0.03)
        XCTAssertEqual(pencil.last!.x, 600, accuracy: 1)
        let hovers = events.compactMap { if case .hover(let h) = $0.payload { return h } else { return nil } }
        XCTAssertTrue(hovers.contains { $0.source == .pencil }, "the pen approaches in hover")
    }

    func testPencilHoverHeightAndBarrel() throws {
        let trace = try synth("steps:\n  - pencilHover: {at: [300, 300], height: 0.5, duration: 0.3}\n  - barrel: 1\n", profile: .penTablet)
        assertValid(trace)
        let events = try normalize(trace)
        let z = events.compactMap { if case .hover(let h) = $0.payload { return h.zOffset } else { return nil } }
        XCTAssertFalse(z.isEmpty)
        XCTAssertEqual(z.first!, 0.5, accuracy: 0.03)
        XCTAssertTrue(events.contains { if case .pencil(let p) = $0.payload { return p.action == .tap }; return false })
        XCTAssertTrue(touches(events).isEmpty, "hovering never touches")
    }

    /// A Pencil held still over one point for 0.5 s stays in range the whole time: each report
    /// carries the pen's serial (MSC_SERIAL, as the wacom driver sends it), so there is a frame
    /// at every sample and libinput's 50 ms forced proximity-out never fires. Its one hover
    /// ends when the pen leaves, 0.5 s after it arrived, on both pen profiles.
    func testAStillHoverStaysInRange() throws {
        for profile in [DeviceProfile.penTablet, .displayPen] {
            let trace = try synth("steps:\n  - pencilHover: {at: [300, 300], height: 0.5, duration: 0.5}\n", profile: profile)
            assertValid(trace)
            let serials = trace.events.filter { $0.event.type == EV.MSC && $0.event.code == MSC.SERIAL }
            let frames = trace.events.filter { $0.event.type == EV.SYN && $0.event.code == SYN.REPORT }
            XCTAssertEqual(serials.count, frames.count, "\(profile.id): every report names the tool")
            XCTAssertGreaterThanOrEqual(frames.count, Int(0.5 * Double(profile.sampleRate)), profile.id)
            let hovers = try normalize(trace).compactMap { e -> (Timestamp, HoverPhase)? in
                if case .hover(let h) = e.payload { return (e.t, h.phase) } else { return nil }
            }
            XCTAssertEqual(hovers.filter { $0.1 == .began }.count, 1, "\(profile.id): \(hovers)")
            let ended = try XCTUnwrap(hovers.first { $0.1 == .ended }, profile.id)
            XCTAssertEqual(ended.0.seconds - hovers[0].0.seconds, 0.5, accuracy: 0.02, profile.id)
        }
    }

    /// A barrel step presses the button it names: 1 is BTN_STYLUS, 2 BTN_STYLUS2 (the kernel's
    /// codes for a pen's first and second barrel buttons); any other number is refused with the
    /// script's line, not pressed as the first.
    func testABarrelStepPressesTheButtonItNames() throws {
        func presses(_ n: Int) throws -> Set<UInt16> {
            let trace = try synth("steps:\n  - barrel: \(n)\n", profile: .penTablet)
            return Set(trace.events.filter { $0.event.type == EV.KEY && $0.event.value == 1 && [BTN.STYLUS, BTN.STYLUS2].contains($0.event.code) }.map(\.event.code))
        }
        XCTAssertEqual(try presses(1), [BTN.STYLUS])
        XCTAssertEqual(try presses(2), [BTN.STYLUS2])
        for n in [0, 3] {
            XCTAssertThrowsError(try presses(n)) { error in
                XCTAssertEqual((error as? TactileError)?.kind, .badInput)
                XCTAssertTrue("\(error)".hasPrefix("test.yml:2: barrel button \(n): "), "\(error)")
            }
        }
    }

    func testKeyChordsAndHeldKeyRepeats() throws {
        let trace = try synth("steps:\n  - key: cmd+shift+z\n  - holdKey: {keys: down, duration: 1.0}\n", profile: .keyboard)
        assertValid(trace)
        let keys = try normalize(trace).compactMap { if case .key(let k) = $0.payload { return k } else { return nil } }
        let z = try XCTUnwrap(keys.first { $0.usage == 29 && $0.phase == .down })
        XCTAssertEqual(z.modifiers, [.command, .shift])
        let repeats = keys.filter { $0.usage == 81 && $0.phase == .repeat }.count
        // 1.0 s held: first repeat after 250 ms, then every 33 ms → 23 repeats.
        XCTAssertEqual(repeats, 23)
        XCTAssertEqual(keys.filter { $0.phase == .down }.count, keys.filter { $0.phase == .up }.count)
    }

    func testMousePointerReachesItsTargetsThroughAcceleration() throws {
        let trace = try synth("""
        steps:
          - hover: {to: [100, 900], duration: 0.4}
          - click: {at: [1200, 150], button: secondary}
          - scroll: {at: [600, 600], dy: -120, device: wheel, duration: 0.3}
        """, profile: .mouse)
        assertValid(trace)
        let events = try normalize(trace)
        let hovers = events.compactMap { if case .hover(let h) = $0.payload { return h } else { return nil } }
        XCTAssertTrue(hovers.contains { abs($0.x - 100) < 1.5 && abs($0.y - 900) < 1.5 }, "the pointer got to (100, 900)")
        let click = try XCTUnwrap(touches(events).first { $0.touchType == .indirectPointer && $0.phase == .began })
        XCTAssertEqual(click.buttons, .secondary)
        XCTAssertEqual(click.x, 1200, accuracy: 1.5)
        XCTAssertEqual(click.y, 150, accuracy: 1.5)
        let scroll = events.compactMap { if case .scroll(let s) = $0.payload { return s } else { return nil } }
        XCTAssertTrue(scroll.allSatisfy { $0.scrollType == .discrete })
        XCTAssertEqual(scroll.map(\.dy).reduce(0, +), -120, accuracy: 0.5)
    }

    /// A wheel scroll of 100 pt over 0.3 s turns a detent (10 pt, `DiscreteScroll.pointsPerDetent`)
    /// at the first report of the mouse's 125 Hz grid (every 8 ms) by which the step has covered
    /// another 10 pt. The step starts at 0.45 s (the 0.05 s lead-in, the pointer's 0.35 s
    /// approach and its 0.05 s settle), so detent k falls at the first 8 ms multiple at or after
    /// 0.45 + 0.03 k s; 0.48, 0.6 and 0.72 s are on the grid and take their detent on the spot, and
    /// the step's last report (0.75 s rounds to tick 94, 0.752 s) completes it.
    func testWheelDetentsFallOnTheReportWhereTheirDistanceIsCovered() throws {
        let trace = try synth("steps:\n  - scroll: {at: [600, 600], dy: -100, device: wheel, duration: 0.3}\n", profile: .mouse)
        let wheel = trace.events.filter { $0.event.type == EV.REL && $0.event.code == REL.WHEEL }.map(\.event.time)
        XCTAssertEqual(wheel, [480_000, 512_000, 544_000, 576_000, 600_000, 632_000, 664_000, 696_000, 720_000, 752_000])
    }

    /// A script time snaps to the nearest report of the device's grid; exactly halfway between
    /// two (a 90 Hz trackpad: 0.45 s is report 40.5, 0.05 s is 4.5), to the even one.
    func testSampleGridTiesGoToTheEvenReport() {
        let pad = SampleGrid(rate: 90)
        XCTAssertEqual(pad.tick(Timestamp(microseconds: 449_999)), 40)
        XCTAssertEqual(pad.tick(0.45), 40)
        XCTAssertEqual(pad.tick(Timestamp(microseconds: 450_001)), 41)
        XCTAssertEqual(pad.tick(0.05), 4)
        XCTAssertEqual(pad.tick(Timestamp(microseconds: 149_999)), 13)
        XCTAssertEqual(pad.tick(0.15), 14)
        XCTAssertEqual(pad.tick(Timestamp(microseconds: 150_001)), 14)
        XCTAssertEqual(pad.time(41), Timestamp(microseconds: 455_556))
    }

    func testTrackpadMovesClicksAndScrollsContinuously() throws {
        let trace = try synth("""
        steps:
          - hover: {to: [400, 300], duration: 0.5}
          - click: {at: [500, 400], button: secondary}
          - scroll: {at: [600, 600], dy: 200, duration: 0.4}
        """, profile: .trackpad)
        assertValid(trace)
        let events = try normalize(trace)
        let hovers = events.compactMap { if case .hover(let h) = $0.payload { return h } else { return nil } }
        XCTAssertTrue(hovers.contains { abs($0.x - 400) < 3 && abs($0.y - 300) < 3 }, "the pointer got to (400, 300)")
        let click = try XCTUnwrap(touches(events).first { $0.phase == .began })
        XCTAssertEqual(click.buttons, .secondary, "a two-finger click")
        let scroll = events.compactMap { if case .scroll(let s) = $0.payload { return s } else { return nil } }
        XCTAssertTrue(scroll.contains { $0.scrollType == .continuous && $0.phase == .began })
        XCTAssertTrue(scroll.contains { $0.phase == .momentum })
        XCTAssertGreaterThan(scroll.map(\.dy).reduce(0, +), 50, "fingers moving down scroll content down (natural)")
    }

    func testTwoSlotClickpadIsValidAndMoves() throws {
        let trace = try synth("steps:\n  - hover: {to: [300, 300], duration: 0.4}\n  - click: {at: [300, 300]}\n", profile: .twoSlotClickpad)
        assertValid(trace)
        let events = try normalize(trace)
        XCTAssertTrue(touches(events).contains { $0.phase == .began && $0.buttons == .primary })
    }

    func testSameScriptSameTraceAndSeededJitterDiffers() throws {
        let yaml = "seed: 7\njitter: 1.5\nsteps:\n  - drag: {from: [100, 100], to: [500, 500], hold: 0.4, duration: 0.5}\n"
        let a = try synth(yaml, profile: .touchscreen), b = try synth(yaml, profile: .touchscreen)
        XCTAssertEqual(a.events, b.events)
        let c = try synth(yaml.replacingOccurrences(of: "seed: 7", with: "seed: 8"), profile: .touchscreen)
        XCTAssertNotEqual(a.events, c.events)
        assertValid(a)
    }

    func testScriptErrorsNameTheLine() {
        let cases: [(String, String)] = [
            ("steps:\n  - tap: [1, 2]\n  - jump: 3\n", "test.yml:3: unknown step `jump`"),
            ("steps:\n  - tap: {at: [1, 2], cuont: 2}\n", "test.yml:2: unknown key `cuont` for `tap`"),
            ("steps:\n  - wait: soon\n", "test.yml:2: `wait` must be a number"),
            ("steps:\n  - key: cmd+banana\n", "test.yml:2: unknown key in `cmd+banana`"),
            ("name: x\n", "test.yml:1: the scenario has no steps"),
            ("steps: [\n", "test.yml:2: syntax error"),
        ]
        for (yaml, message) in cases {
            XCTAssertThrowsError(try ScenarioParser(file: "test.yml").parse(yaml), message) { error in
                let e = error as? TactileError
                XCTAssertEqual(e?.kind, .badInput)
                XCTAssertTrue(e?.description.hasPrefix(message) ?? false, "\(e?.description ?? "nil") vs \(message)")
            }
        }
    }

    func testSynthesizedTraceSurvivesTheWriterAndReader() throws {
        let trace = try synth("steps:\n  - tap: [10, 10]\n  - key: a\n", profile: .touchscreen)
        let path = NSTemporaryDirectory() + "synth-\(UUID().uuidString).yml"
        defer { unlink(path) }
        let (back, reader) = try trace.writtenAndRead(at: path)
        XCTAssertEqual(back, trace.events)
        XCTAssertEqual(reader.devices.map(\.name), ["Tactile Touchscreen", "Tactile Keyboard"])
    }
}

extension SynthesizedTrace {
    /// Written as libinput record at `path` (with its presence) and read back: the events and the reader.
    func writtenAndRead(at path: String) throws -> (events: [DeviceEvent], reader: any TraceReader) {
        let writer = try TraceWriters.make(.libinput, path: path, devices: devices, presence: presence)
        for e in events { try writer.write(e) }
        try writer.finish()
        var reader = try TraceFile.open(path: path)
        var back: [DeviceEvent] = []
        while let e = try reader.next() { back.append(e) }
        return (back, reader)
    }
}

extension SynthesisTests {
    /// A synthesized Globe chord reaches the machine as a system shortcut.
    func testGlobeChordFromKeyboardToMachine() throws {
        let trace = try synth("steps:\n  - key: globe+h\n  - key: cmd+c\n", profile: .keyboard)
        assertValid(trace)
        let events = try normalize(trace)
        let keys = events.compactMap { if case .key(let k) = $0.payload { return k } else { return nil } }
        XCTAssertTrue(keys.contains { $0.usage == HIDUsage.globe && $0.phase == .down })
        XCTAssertEqual(KeyChord("globe+h")?.modifiers, [HIDUsage.keyFn])
        XCTAssertEqual(KeyChord("cmd")?.key, nil)
        XCTAssertNil(KeyChord("cmd+nope"))
    }
}

extension SynthesisTests {
    /// The pen lifts with the tilt the stroke ended with (the lift does not restart the tilt curve).
    func testStrokeEndsWithItsLastTilt() throws {
        let trace = try synth("steps:\n  - stroke: {path: [[200, 200], [600, 200]], duration: 0.4, tilt: [[0, 0], [40, 0]]}\n", profile: .displayPen)
        let pencil = touches(try normalize(trace)).filter { $0.touchType == .pencil }
        let ended = try XCTUnwrap(pencil.last)
        XCTAssertEqual(ended.phase, .ended)
        XCTAssertEqual(ended.altitude ?? 0, .pi / 2 - 40 * .pi / 180, accuracy: 0.03)
        XCTAssertEqual(pencil.first?.altitude ?? 0, .pi / 2, accuracy: 0.03)
    }
}

import XCTest
import EvdevBridge
import Harness
import InputModel

/// `capture --live --scene`: the machine after the live normalizers, timers from the kernel
/// clock while no event comes (the tactile tool's MachineStage, rebuilt here: executables
/// cannot be imported by tests).
final class LiveMachineTests: XCTestCase {
    struct Stage: UnifiedStage {
        var fold: MachineFold
        init(machine: InteractionMachine) { fold = MachineFold(machine: machine) }
        mutating func apply(_ event: UnifiedEvent) -> [LiveLine] {
            fold.put(event)
            return fold.take().map { LiveLine(t: $0.t, text: $0.jsonLine) }
        }
        mutating func advance(to t: Timestamp) -> [LiveLine] {
            fold.advance(to: t)
            return fold.take().map { LiveLine(t: $0.t, text: $0.jsonLine) }
        }
        mutating func nextTimerDue() -> Timestamp? { fold.nextTimerDue() }
    }

    /// The scene of the real-kernel test (Tests/Kernel/guest-steps.sh, step h).
    static let sceneYAML = "scene: live-test\nelements:\n  - {id: all, role: button, frame: [0, 0, 1366, 1024]}\n"
    static let scene = try! SceneLoader.load(sceneYAML)

    static func touchscreen() throws -> DeviceDescription {
        var path = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        path.removeLast(3)
        let desc = path.joined(separator: "/") + "/Traces/real/touchscreens/Atmel maXTouch Touchscreen.desc"
        return try LiveTrace.read(path: desc, descriptionPath: nil).devices[0]
    }

    /// One finger down in the middle at `t` µs (slot 0).
    static func down(_ d: DeviceDescription, at t: Int64) -> [DeviceEvent] {
        let x = d.absinfo[ABS.MT_POSITION_X].map { ($0.minimum + $0.maximum) / 2 } ?? 0
        let y = d.absinfo[ABS.MT_POSITION_Y].map { ($0.minimum + $0.maximum) / 2 } ?? 0
        return [(EV.ABS, ABS.MT_SLOT, 0), (EV.ABS, ABS.MT_TRACKING_ID, 7), (EV.ABS, ABS.MT_POSITION_X, x),
                (EV.ABS, ABS.MT_POSITION_Y, y), (EV.KEY, BTN.TOUCH, 1), (EV.ABS, ABS.X, x), (EV.ABS, ABS.Y, y),
                (EV.SYN, SYN.REPORT, 0)]
            .map { DeviceEvent(device: 0, event: InputEvent(time: t, type: $0.0, code: $0.1, value: $0.2)) }
    }

    func testLongPressFiresWhileTheFingerIsStillDown() throws {
        let d = try Self.touchscreen()
        var live = LiveNormalization(devices: [d], format: .jsonl, stage: Stage(machine: InteractionMachine(scene: Self.scene)))
        var lines: [LiveLine] = []
        for e in Self.down(d, at: 1_000_000) { lines += live.apply(e) }
        XCTAssertTrue(lines.contains { $0.text.contains("\"phase\":\"began\"") })
        XCTAssertFalse(lines.contains { $0.text.contains("longPress") })
        // The idle wait ends at the long press deadline: 0.5 s after the touch (InteractionConstants).
        let due = try XCTUnwrap(live.nextDeadline(after: 1_000_000, horizon: LiveTiming.probeHorizon))
        XCTAssertEqual(due, 1_500_000)
        XCTAssertEqual(live.advance(to: due - 1), [])
        let fired = live.advance(to: due + 3_000) // woken a little late, as poll does
        XCTAssertEqual(fired.count, 1)
        XCTAssertTrue(fired[0].text.contains("\"outcome\":\"longPress\""), fired[0].text)
        XCTAssertEqual(fired[0].t, 0.5) // stamped with its due time
        XCTAssertNil(live.nextDeadline(after: due + 3_000, horizon: LiveTiming.probeHorizon))
    }

    func testTapPrintsTheStreamAndTheOutcome() throws {
        let d = try Self.touchscreen()
        var live = LiveNormalization(devices: [d], format: .text, stage: Stage(machine: InteractionMachine(scene: Self.scene)))
        var lines: [LiveLine] = []
        for e in Self.down(d, at: 1_000_000) { lines += live.apply(e) }
        for (type, code, value) in [(EV.ABS, ABS.MT_TRACKING_ID, Int32(-1)), (EV.KEY, BTN.TOUCH, 0), (EV.SYN, SYN.REPORT, 0)] {
            lines += live.apply(DeviceEvent(device: 0, event: InputEvent(time: 1_024_000, type: type, code: code, value: value)))
        }
        lines += live.finish(at: 2_000_000)
        let text = lines.map(\.text)
        XCTAssertTrue(text.contains { $0.contains("touch began") }, "\(text)")
        XCTAssertTrue(text.contains { $0.contains("touch ended") }, "\(text)")
        XCTAssertTrue(text.contains { $0.contains("\"outcome\":\"tap\"") && $0.contains("\"element\":\"all\"") }, "\(text)")
    }
}

import XCTest
import InputModel
@testable import Harness

/// The pointer's steps as docs/scenarios.md › The pointer describes them: which device they go to,
/// and the keys a click holds, "pressed in order, released in reverse" (› Keys).
final class PointerScriptTests: XCTestCase {
    func synth(_ steps: String, profile: DeviceProfile) throws -> SynthesizedTrace {
        try SynthesizedTrace.of("steps:\n" + steps, profile: profile)
    }

    /// KEY_LEFTMETA 125, KEY_LEFTSHIFT 42 (linux/input-event-codes.h): down in the chord's order,
    /// up in reverse.
    func keyStrokes(_ trace: SynthesizedTrace) -> [InputEvent] {
        let modifiers: Set<UInt16> = [125, 42]
        return trace.events.map(\.event).filter { (e: InputEvent) -> Bool in
            e.type == EV.KEY && modifiers.contains(e.code) && e.value != 2
        }
    }

    func testAClickAndAClickDragHoldTheirModifiersAndReleaseThemInReverse() throws {
        for step in ["  - click: {at: [400, 300], modifiers: [cmd, shift]}\n",
                     "  - clickDrag: {from: [400, 300], to: [600, 300], modifiers: [cmd, shift]}\n"] {
            let keys = keyStrokes(try synth(step, profile: .mouse))
            XCTAssertEqual(keys.map { "\($0.code) \($0.value)" }, ["125 1", "42 1", "42 0", "125 0"], step)
            guard keys.count == 4 else { continue }
            XCTAssertEqual(keys.map(\.time), keys.map(\.time).sorted(), step)
            // docs/scenarios.md › `key`: the keys 20 ms apart, pressing and releasing.
            XCTAssertEqual(keys[1].time - keys[0].time, 20_000, step)
            XCTAssertEqual(keys[3].time - keys[2].time, 20_000, step)
        }
    }

    /// "On a touchscreen profile these steps add a mouse (a trackpad for trackpad scrolling)".
    func testOnATouchscreenTheStepsAddAMouseOrATrackpadForTrackpadScrolling() throws {
        let byDevice: [(String, [String])] = [
            ("  - click: [400, 300]\n", ["Tactile Touchscreen", "Tactile USB Mouse"]),
            ("  - scroll: {at: [400, 300], dy: 100, device: wheel}\n", ["Tactile Touchscreen", "Tactile USB Mouse"]),
            ("  - scroll: {at: [400, 300], dy: 100}\n", ["Tactile Touchscreen", "Tactile Trackpad"]),
        ]
        for (step, devices) in byDevice {
            XCTAssertEqual(try synth(step, profile: .touchscreen).devices.map(\.name), devices, step)
        }
    }

    /// `--profile TRACE` with a recorded mouse: the pointer's steps go to that mouse.
    func testARecordedMouseTakesThePointersSteps() throws {
        let rat = try DeviceProfile.recorded("mice/Saitek Cyborg R.A.T.5 Mouse.desc")
        XCTAssertEqual(try synth("  - click: [400, 300]\n", profile: rat.profile).devices.map(\.name), [rat.description.name])
    }

    /// Bad input is refused with the file, line and reason (docs/scenarios.md): a pinch whose span
    /// is 0 has no scale.
    func testAPinchFromOrToNothingIsRefusedWithItsLine() {
        for step in ["  - pinch: {at: [400, 300], from: 0, to: 100}\n", "  - pinch: {at: [400, 300], from: 100, to: 0}\n"] {
            XCTAssertThrowsError(try synth("  - wait: 0.1\n" + step, profile: .trackpad), step) { error in
                let e = error as? TactileError
                XCTAssertEqual(e?.kind, .badInput)
                XCTAssertTrue(e?.description.hasPrefix("test.yml:3:") ?? false, e?.description ?? "nil")
            }
        }
    }
}

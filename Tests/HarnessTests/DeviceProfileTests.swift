import XCTest
import InputModel
@testable import Harness

/// The built-in profiles as README › Synthesis and docs/scenarios.md describe them: each step goes
/// to a device of its class, and a trackpad profile takes a script's taps on its pad.
final class DeviceProfileTests: XCTestCase {
    func synth(_ yaml: String, profile: DeviceProfile) throws -> SynthesizedTrace {
        let scenario = try ScenarioParser(file: "test.yml").parse(yaml)
        return try Synthesizer(primary: profile, screen: .default, resolve: { _ in nil }).synthesize(scenario, file: "test.yml")
    }

    /// docs/scenarios.md › `tap`: "On a trackpad profile: the pointer goes to the target, then the
    /// fingers tap the pad". Both trackpad profiles, the Magic Trackpad class and the two-slot
    /// clickpad, are trackpads: the tap is the pad's, and no touchscreen is added for it.
    func testATapOnEitherTrackpadProfileIsFingersOnThePad() throws {
        for profile in [DeviceProfile.trackpad, .twoSlotClickpad] {
            let trace = try synth("steps:\n  - tap: [400, 300]\n", profile: profile)
            XCTAssertEqual(trace.devices.map(\.name), [profile.description.name], profile.id)
            let fingerDown = trace.events.contains { $0.event.type == EV.KEY && $0.event.code == BTN.TOOL_FINGER && $0.event.value == 1 }
            XCTAssertTrue(fingerDown, "\(profile.id): a finger on the pad")
        }
    }

    /// README › Synthesis: "Each step goes to a device of its class". On the touchscreen profile a
    /// Pencil stroke goes to the display pen, the fingers' taps to the touchscreen itself.
    func testAPencilStrokeOnTheTouchscreenProfileGoesToThePen() throws {
        let trace = try synth("steps:\n  - tap: [100, 100]\n  - stroke: {path: [[200, 200], [400, 200]]}\n", profile: .touchscreen)
        XCTAssertEqual(trace.devices.map(\.name), ["Tactile Touchscreen", "Tactile Display Pen"])
        let pen = try XCTUnwrap(trace.devices.firstIndex { $0.name == "Tactile Display Pen" })
        let penEvents = trace.events.filter { $0.device == pen }.map(\.event)
        XCTAssertTrue(penEvents.contains { $0.type == EV.ABS && $0.code == ABS.PRESSURE && $0.value > 0 }, "the stroke presses")
    }

    /// README › Synthesis names the profiles `--profile` takes, each once; a name finds its own.
    func testTheBuiltInProfilesAreTheOnesTheReadmeNames() {
        let names = ["touchscreen", "display-pen", "pen-tablet", "trackpad", "two-slot-clickpad", "mouse", "keyboard"]
        XCTAssertEqual(DeviceProfile.builtIn.map(\.id), names)
        for name in names { XCTAssertEqual(DeviceProfile.named(name)?.id, name) }
        XCTAssertNil(DeviceProfile.named("tablet"))
    }
}

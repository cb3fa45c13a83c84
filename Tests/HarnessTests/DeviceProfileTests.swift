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

    /// README › Synthesis: both pen profiles, the display pen and the indirect pen tablet, have
    /// pressure and tilt on both axes, so a stroke's pressure curve becomes the Pencil's force and
    /// its tilt the altitude and azimuth (the W3C tilt algorithm: 30° towards +x is altitude 60°,
    /// azimuth 0; 30° towards +y, down the screen, altitude 60°, azimuth π/2).
    func testBothPenProfilesGiveForceAltitudeAndAzimuth() throws {
        func pencil(_ tilt: String, _ profile: DeviceProfile) throws -> [Touch] {
            let trace = try synth("steps:\n  - stroke: {path: [[200, 200], [600, 260]], duration: 0.5, pressure: [0.1, 0.9], tilt: \(tilt)}\n", profile: profile)
            var source = trace.source
            var out: [Touch] = []
            try NormalizationPipeline.run(&source, screen: .default, settings: NormalizerSettings(), factory: StandardNormalizers.make) {
                if case .touch(let t) = $0.payload, t.touchType == .pencil, t.phase == .moved { out.append(t) }
            }
            return out
        }
        for profile in [DeviceProfile.displayPen, .penTablet] {
            let alongX = try pencil("[30, 0]", profile)
            let first = try XCTUnwrap(alongX.first, profile.id), last = try XCTUnwrap(alongX.last, profile.id)
            XCTAssertEqual(last.force / last.maximumPossibleForce, 0.9, accuracy: 0.05, profile.id)
            XCTAssertLessThan(first.force, last.force, profile.id)
            XCTAssertEqual(last.altitude ?? 0, .pi / 3, accuracy: 0.03, profile.id)
            XCTAssertEqual(last.azimuth ?? -1, 0, accuracy: 0.03, profile.id)
            let alongY = try XCTUnwrap(try pencil("[0, 30]", profile).last, profile.id)
            XCTAssertEqual(alongY.altitude ?? 0, .pi / 3, accuracy: 0.03, profile.id)
            XCTAssertEqual(alongY.azimuth ?? -1, .pi / 2, accuracy: 0.03, profile.id)
        }
    }

    /// The profiles' devices as their documentation gives them: the ids of the class each imitates
    /// (usb.ids: 056a:0350 Cintiq Pro 16, 056a:0357 Intuos Pro (M), 046d:c08b G502 HERO; the
    /// kernel's hid-ids.h: Bluetooth vendor 0x004c Apple, 0x0265 Magic Trackpad 2, 05ac:029c Magic
    /// Keyboard 2021; psmouse: vendor 0x0002, product 7 for a Synaptics pad on i8042), the screen
    /// and the display pen direct, the tablet a pointer, both clickpads buttonpads, and the report
    /// rates of README › Synthesis and the profiles' notes (the touchscreen's 120 Hz is ProMotion's).
    func testTheProfilesDevicesAreTheOnesDocumented() {
        let expected: [(DeviceProfile, ids: (UInt16, UInt16)?, properties: Set<UInt16>, rate: Double?)] = [
            (.touchscreen, nil, [INPUT_PROP.DIRECT], 120),
            (.displayPen, (0x056a, 0x0350), [INPUT_PROP.DIRECT], 240),
            (.penTablet, (0x056a, 0x0357), [INPUT_PROP.POINTER], 200),
            (.trackpad, (0x004c, 0x0265), [INPUT_PROP.POINTER, INPUT_PROP.BUTTONPAD], 90),
            (.twoSlotClickpad, (0x0002, 0x0007), [INPUT_PROP.POINTER, INPUT_PROP.BUTTONPAD], 80),
            (.mouse, (0x046d, 0xc08b), [], 125),
            (.keyboard, (0x05ac, 0x029c), [], nil),
        ]
        XCTAssertEqual(expected.map(\.0.id), DeviceProfile.builtIn.map(\.id))
        // Each profile is of its own kind (the public `kind` a test reads), in the same order.
        XCTAssertEqual(DeviceProfile.builtIn.map(\.kind), DeviceProfile.Kind.allCases)
        for (profile, ids, properties, rate) in expected {
            if let (vendor, product) = ids {
                XCTAssertEqual(profile.description.id.vendor, vendor, profile.id)
                XCTAssertEqual(profile.description.id.product, product, profile.id)
            }
            XCTAssertEqual(profile.description.properties, properties, profile.id)
            if let rate { XCTAssertEqual(profile.sampleRate, rate, profile.id) }
        }
    }

    /// The two-slot clickpad imitates a Synaptics pad on PS/2, so its id is the one such a pad
    /// reports: the `I:` line of the real recording Traces/real/touchpads/SynPS2 Synaptics
    /// TouchPad.desc (bus i8042, vendor 2, product 7, version 0x01b1), read from the file.
    func testTheTwoSlotClickpadHasTheRealSynapticsPadsId() throws {
        let text = try String(contentsOfFile: TactileProcess.root + "/Traces/real/touchpads/SynPS2 Synaptics TouchPad.desc", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("I: ") })
        let fields = line.dropFirst(3).split(separator: " ").map { UInt16($0, radix: 16) }
        let id = DeviceProfile.twoSlotClickpad.description.id
        XCTAssertEqual(fields, [id.bustype, id.vendor, id.product, id.version])
    }
}

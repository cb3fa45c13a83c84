import XCTest
import InputModel
@testable import Harness

/// The built-in profiles as README › Synthesis and docs/scenarios.md describe them: each step goes
/// to a device of its class, and a trackpad profile takes a script's taps on its pad.
final class DeviceProfileTests: XCTestCase {
    /// docs/scenarios.md › `tap`: "On a trackpad profile: the pointer goes to the target, then the
    /// fingers tap the pad". Both trackpad profiles, the Magic Trackpad class and the two-slot
    /// clickpad, are trackpads: the tap is the pad's, and no touchscreen is added for it.
    func testATapOnEitherTrackpadProfileIsFingersOnThePad() throws {
        for profile in [DeviceProfile.trackpad, .twoSlotClickpad] {
            let trace = try SynthesizedTrace.of("steps:\n  - tap: [400, 300]\n", profile: profile)
            XCTAssertEqual(trace.devices.map(\.name), [profile.description.name], profile.id)
            let fingerDown = trace.events.contains { $0.event.type == EV.KEY && $0.event.code == BTN.TOOL_FINGER && $0.event.value == 1 }
            XCTAssertTrue(fingerDown, "\(profile.id): a finger on the pad")
        }
    }

    /// A pad that reports pressure reports it for every finger: libinput begins a touch on such a
    /// pad only above minimum + 12 % of the range (`tp_init_pressure`, no quirk), and a Synaptics
    /// pad on PS/2 reports it on both ABS_MT_PRESSURE and, through the kernel's pointer emulation,
    /// ABS_PRESSURE, 0 once no finger touches (Traces/real/touchpads/SynPS2 Synaptics
    /// TouchPad.leftmove.events: 165 and 166 of them). Both trackpad profiles declare pressure.
    func testAFingerOnAPadThatReportsPressurePressesAboveLibinputsThreshold() throws {
        for profile in [DeviceProfile.trackpad, .twoSlotClickpad] {
            let trace = try SynthesizedTrace.of("steps:\n  - tap: {at: [400, 300], fingers: 2}\n", profile: profile)
            let abs = trace.events.map(\.event).filter { $0.type == EV.ABS }
            let range = try XCTUnwrap(profile.description.absinfo[ABS.MT_PRESSURE], profile.id)
            let threshold = Double(range.minimum) + 0.12 * Double(range.maximum - range.minimum)
            let pressures = abs.filter { $0.code == ABS.MT_PRESSURE }.map(\.value)
            let landings = abs.filter { $0.code == ABS.MT_TRACKING_ID && $0.value != -1 }.count
            XCTAssertGreaterThanOrEqual(landings, 2, profile.id)
            XCTAssertEqual(pressures.count, landings, "\(profile.id): one per finger as it lands")
            XCTAssertTrue(pressures.allSatisfy { Double($0) > threshold && $0 <= range.maximum }, "\(profile.id): \(pressures)")
            let single = abs.filter { $0.code == ABS.PRESSURE }.map(\.value)
            if profile.description.hasAbs(ABS.PRESSURE) {
                // Pressed as the first finger lands, 0 as the last lifts, in turn.
                XCTAssertFalse(single.isEmpty, profile.id)
                for (i, p) in single.enumerated() {
                    if i % 2 == 0 { XCTAssertGreaterThan(Double(p), threshold, "\(profile.id): \(single)") } else { XCTAssertEqual(p, 0, "\(profile.id): \(single)") }
                }
                XCTAssertEqual(single.last, 0, profile.id)
            } else {
                XCTAssertEqual(single, [], profile.id)
            }
        }
    }

    /// README › Synthesis: "Each step goes to a device of its class". On the touchscreen profile a
    /// Pencil stroke goes to the display pen, the fingers' taps to the touchscreen itself.
    func testAPencilStrokeOnTheTouchscreenProfileGoesToThePen() throws {
        let trace = try SynthesizedTrace.of("steps:\n  - tap: [100, 100]\n  - stroke: {path: [[200, 200], [400, 200]]}\n", profile: .touchscreen)
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
            let trace = try SynthesizedTrace.of("steps:\n  - stroke: {path: [[200, 200], [600, 260]], duration: 0.5, pressure: [0.1, 0.9], tilt: \(tilt)}\n", profile: profile)
            return try trace.normalized().compactMap {
                if case .touch(let t) = $0.payload, t.touchType == .pencil, t.phase == .moved { return t } else { return nil }
            }
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

    /// The kernel's `input_mt_init_slots` gives a multitouch pointer or direct device the single-touch
    /// axes ABS_X and ABS_Y as copies of ABS_MT_POSITION_X and _Y (`input_copy_abs`), which
    /// libinput and udev read; every built-in profile with slots has them so.
    func testEveryMultitouchProfileHasTheKernelsSingleTouchAxes() {
        let multitouch = DeviceProfile.builtIn.filter { $0.description.hasAbs(ABS.MT_SLOT) }
        XCTAssertEqual(multitouch.map(\.id), ["touchscreen", "trackpad", "two-slot-clickpad"])
        for profile in multitouch {
            let a = profile.description.absinfo
            for (single, mt) in [(ABS.X, ABS.MT_POSITION_X), (ABS.Y, ABS.MT_POSITION_Y)] {
                XCTAssertTrue(profile.description.hasAbs(single), "\(profile.id): axis \(single)")
                XCTAssertEqual(a[single], a[mt], "\(profile.id): axis \(single)")
            }
        }
    }

    /// The pads' and the screen's ranges as their notes give them: the Magic Trackpad 2 class at
    /// hid-magicmouse's X −3678…3934 and Y −2478…2587 (160 × 114.9 mm), 16 slots; the two-slot
    /// clickpad at X 1266…5676 r45 and Y 1096…4758 r68, 2 slots; the touchscreen 262.9 × 197.2 mm
    /// at 100 units/mm, 10 slots.
    func testThePadsAndTheScreenHaveTheirDocumentedRanges() {
        let expected: [(DeviceProfile, x: ClosedRange<Int32>, xRes: Int32, y: ClosedRange<Int32>, yRes: Int32, slots: Int)] = [
            (.trackpad, -3678...3934, 48, -2478...2587, 44, 16),
            (.twoSlotClickpad, 1266...5676, 45, 1096...4758, 68, 2),
            (.touchscreen, 0...26290, 100, 0...19720, 100, 10),
        ]
        for (profile, x, xRes, y, yRes, slots) in expected {
            let d = profile.description
            for (code, range, res) in [(ABS.MT_POSITION_X, x, xRes), (ABS.MT_POSITION_Y, y, yRes)] {
                XCTAssertEqual(d.absinfo[code].map { $0.minimum...$0.maximum }, range, "\(profile.id) \(code)")
                XCTAssertEqual(d.absinfo[code]?.resolution, res, "\(profile.id) \(code)")
            }
            XCTAssertEqual(d.slotCount, slots, profile.id)
        }
    }

    /// uinput creates a device only when each axis's range is ordered and its flat fits in it
    /// (`uinput_validate_absinfo`: maximum < minimum, or flat beyond the range, is EINVAL), so
    /// `tactile play` needs every profile's axes so.
    func testEveryProfileAxisIsOneUinputAccepts() {
        for profile in DeviceProfile.builtIn {
            for (code, a) in profile.description.absinfo where profile.description.hasAbs(code) {
                XCTAssertLessThan(a.minimum, a.maximum, "\(profile.id) axis \(code)")
                XCTAssertLessThanOrEqual(Int64(a.flat), Int64(a.maximum) - Int64(a.minimum), "\(profile.id) axis \(code)")
            }
        }
    }

    /// `--profile TRACE` takes a recording's device as the profile of its class (README ›
    /// Synthesis): real recordings of each class, and a recording of each built-in profile's device,
    /// which gives that profile's kind back. A tablet's button pad is no device a script can drive.
    func testARecordingsDeviceIsTheProfileOfItsClass() throws {
        let real: [(String, DeviceProfile.Kind)] = [
            ("touchscreens/Atmel maXTouch Touchscreen.desc", .touchscreen),
            ("tablets/dell_canvas_pen.evemu", .displayPen),          // INPUT_PROP_DIRECT (P: 02)
            ("tablets/Wacom Intuos4 6x9.desc", .penTablet),
            ("touchpads/SynPS2 Synaptics TouchPad.desc", .twoSlotClickpad),
            ("mice/Saitek Cyborg R.A.T.5 Mouse.desc", .mouse),
            // The mouse node of a keyboard's receiver: BTN_LEFT, RIGHT, MIDDLE, REL_X, Y, WHEEL, no keys.
            ("keyboards/CHICONY USB Keyboard.desc", .mouse),
        ]
        for (file, kind) in real {
            XCTAssertEqual(try DeviceProfile.recorded(file).profile.kind, kind, file)
        }
        for profile in DeviceProfile.builtIn {
            XCTAssertEqual(try DeviceProfile(description: profile.description, file: "recorded").kind, profile.kind, profile.id)
        }
        XCTAssertThrowsError(try DeviceProfile.recorded("tablets/Wacom Intuos3 4x6 Pad.desc")) { error in
            XCTAssertEqual((error as? TactileError)?.kind, .badInput)
        }
    }

    /// README › Synthesis: the touchscreen is "10-slot direct multitouch", so ten fingers down at
    /// once are ten touches, each in a slot of its own.
    func testTenFingersOnTheTouchscreenAreTenTouches() throws {
        let paths = (0..<10).map { "[[\(100 + 80 * $0), 300], [\(100 + 80 * $0), 500]]" }.joined(separator: ", ")
        let trace = try SynthesizedTrace.of("steps:\n  - touches: {paths: [\(paths)], duration: 0.3}\n", profile: .touchscreen)
        let began = try trace.normalized().compactMap {
            if case .touch(let t) = $0.payload, t.phase == .began { return Int(t.x.rounded()) } else { return nil }
        }
        XCTAssertEqual(Set(began).sorted(), (0..<10).map { 100 + 80 * $0 })
    }
}

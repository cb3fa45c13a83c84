import Foundation
import XCTest

/// `tactile describe` prints what a device's description says, each value under its own name:
/// the id, role and udev tags, the input properties by their kernel names in the kernel's order
/// (include/uapi/linux/input-event-codes.h: INPUT_PROP_POINTER 0x00, INPUT_PROP_BUTTONPAD 0x02,
/// INPUT_PROP_TOPBUTTONPAD 0x04),
/// each axis with its own minimum, maximum, fuzz, flat and resolution (struct input_absinfo), and
/// the codes of each other event type. The values are written into the trace here, each one
/// different from every other, so a value printed under another's name shows.
final class DescribeReportTests: XCTestCase {
    /// The libinput record of two devices (Tests/EvdevBridgeTests/Fixtures), its touchpad's axes
    /// given distinct values, its properties listed out of order, and an axis range for a code
    /// the device does not have (ABS_PRESSURE, 24), which no report shows.
    func edited() throws -> String {
        var text = try String(contentsOfFile: TactileProcess.root + "/Tests/EvdevBridgeTests/Fixtures/two-devices.yml", encoding: .utf8)
        // More axes, properties and event types than the fixture has, so that an order not
        // sorted shows (the description keeps them in sets and dictionaries).
        for (old, new) in [("      0: [0, 4000, 0, 0, 40]\n", "      24: [0, 255, 0, 0, 0]\n      0: [-7, 4000, 3, 5, 40]\n"),
                           ("      47: [0, 4, 0, 0, 0]\n", "      47: [0, 4, 0, 0, 0]\n      32: [0, 100, 0, 0, 0]\n      40: [0, 9, 0, 0, 0]\n"),
                           ("      3: [0, 1, 47] # EV_ABS\n", "      3: [0, 1, 32, 40, 47] # EV_ABS\n      4: [4]\n      17: [0]\n"),
                           ("    properties: [0, 2]\n", "    properties: [4, 2, 0]\n")] {
            XCTAssertTrue(text.contains(old), "the fixture changed: \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        let dir = try scratchFolder("describe")
        try text.write(toFile: dir + "/two.yml", atomically: true, encoding: .utf8)
        return dir + "/two.yml"
    }

    func testTheText() throws {
        let r = try TactileProcess.run(["describe", try edited()])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        let touchpad = try XCTUnwrap(lines.firstIndex(of: "Touchpad"), "\(lines)")
        let mine = Array(lines[touchpad...])
        XCTAssertEqual(Array(mine.prefix(6)), [
            "Touchpad",
            "  id: bus 0x0018 vendor 0x06cb product 0xcd8b version 0x0100",
            // An absolute pointer with a left button and no BTN_TOOL_FINGER: a mouse to udev's input_id.
            "  role: pointer",
            "  tags: ID_INPUT ID_INPUT_MOUSE",
            "  properties: INPUT_PROP_POINTER INPUT_PROP_BUTTONPAD INPUT_PROP_TOPBUTTONPAD",
            "  axes:",
        ])
        // Each axis: name padded to 20 columns, min…max, res, fuzz, flat, then the current value.
        XCTAssertTrue(mine[6].hasPrefix("    ABS_X               -7…4000  res 40  fuzz 3  flat 5  value "), mine[6])
        XCTAssertTrue(mine[7].hasPrefix("    ABS_Y               0…2250  res 40  fuzz 0  flat 0  value "), mine[7])
        // ABS_VOLUME 0x20, ABS_MISC 0x28, ABS_MT_SLOT 0x2f: by code.
        XCTAssertTrue(mine[8].hasPrefix("    ABS_VOLUME          0…100  res 0  fuzz 0  flat 0  value "), mine[8])
        XCTAssertTrue(mine[9].hasPrefix("    ABS_MISC            0…9  res 0  fuzz 0  flat 0  value "), mine[9])
        XCTAssertTrue(mine[10].hasPrefix("    ABS_MT_SLOT         0…4  res 0  fuzz 0  flat 0  value "), mine[10])
        // The other types by number: EV_KEY 0x01, EV_MSC 0x04, EV_LED 0x11.
        XCTAssertEqual(Array(mine[11...13]), ["  EV_KEY: 2 codes", "  EV_MSC: 1 codes", "  EV_LED: 1 codes"])
        XCTAssertFalse(lines.contains { $0.contains("ABS_PRESSURE") }, "a range for a code the device lacks")
        // The keyboard: its other types in the kernel's order (EV_KEY 0x01 before EV_MSC 0x04).
        let key = try XCTUnwrap(lines.firstIndex(of: "  EV_KEY: 2 codes"))
        XCTAssertEqual(lines[key + 1], "  EV_MSC: 1 codes")
    }

    func testTheJSON() throws {
        let r = try TactileProcess.run(["describe", try edited(), "--format", "json"])
        let devices = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]])
        let touchpad = try XCTUnwrap(devices.first { $0["name"] as? String == "Touchpad" })
        XCTAssertEqual(touchpad["properties"] as? [String], ["INPUT_PROP_POINTER", "INPUT_PROP_BUTTONPAD", "INPUT_PROP_TOPBUTTONPAD"])
        let axes = try XCTUnwrap(touchpad["axes"] as? [[String: Any]])
        XCTAssertEqual(axes.map { $0["code"] as? String }, ["ABS_X", "ABS_Y", "ABS_VOLUME", "ABS_MISC", "ABS_MT_SLOT"])
        let x = axes[0]
        XCTAssertEqual([x["min"], x["max"], x["fuzz"], x["flat"], x["resolution"]].map { $0 as? Int }, [-7, 4000, 3, 5, 40])
    }

    /// A keyboard is a hardware keyboard and no fake MT; the Surface Type Cover is both (its
    /// touchpad's vendor axes overflow into ABS_MT_*); the ALPS touchpad is semi-MT by its
    /// INPUT_PROP_SEMI_MT property.
    func testTheFlagsOfRealDevices() throws {
        let k400 = try TactileProcess.run(["describe", "Traces/real/keyboards/Logitech K400 Plus.events", "--format", "json"])
        let keyboard = try XCTUnwrap((JSONSerialization.jsonObject(with: k400.stdout) as? [[String: Any]])?.first)
        XCTAssertEqual(keyboard["hardwareKeyboard"] as? Bool, true)
        XCTAssertEqual(keyboard["fakeMT"] as? Bool, false)
        let k400Text = String(decoding: try TactileProcess.run(["describe", "Traces/real/keyboards/Logitech K400 Plus.events"]).stdout, as: UTF8.self)
        XCTAssertTrue(k400Text.contains("\n  hardware keyboard: yes\n"), k400Text)
        XCTAssertFalse(k400Text.contains("fake MT"), k400Text)
        let cover = String(decoding: try TactileProcess.run(["describe", "Traces/real/misc/Microsoft Surface Type Cover.events"]).stdout, as: UTF8.self)
        XCTAssertTrue(cover.contains("\n  fake MT: vendor axes overflow into ABS_MT_*; they are not touches\n  hardware keyboard: yes\n"), cover)
        let alps = String(decoding: try TactileProcess.run(["describe", "Traces/real/touchpads/AlpsPS2 ALPS GlidePoint.right-edge-scroll.events"]).stdout, as: UTF8.self)
        XCTAssertTrue(alps.contains("\n  properties: INPUT_PROP_SEMI_MT\n  semi-MT: read as one position with a finger count\n"), alps)
    }
}

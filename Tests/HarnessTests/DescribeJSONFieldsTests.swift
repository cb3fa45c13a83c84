import Foundation
import XCTest

/// docs/interfaces.md § Device descriptions lists every field `tactile describe --format json`
/// writes: run as a user runs it on a touchpad, a touchscreen, a tablet pen, a keyboard and a
/// libinput record of two devices, it writes exactly those, each role one the table names.
final class DescribeJSONFieldsTests: XCTestCase {
    static let traces = [
        "Traces/real/touchpads/AlpsPS2 ALPS GlidePoint.right-edge-scroll.events",
        "Traces/real/touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events",
        "Tests/EvdevBridgeTests/Fixtures/two-devices.yml",
        "Tests/EvdevBridgeTests/Fixtures/comments-everywhere.evemu", "Traces/real/keyboards/Logitech K400 Plus.events",
    ]

    func testEveryFieldIsInTheTableAndNoOther() throws {
        var rows: [String: [String]] = [:]
        for cells in try DocTables.rows(in: "docs/interfaces.md", under: "| field | value |") where cells.count == 2 {
            if let field = DocTables.ticked(cells[0]).first { rows[field] = DocTables.ticked(cells[1]) }
        }
        XCTAssertEqual(rows.count, 9)
        var fields = Set<String>(), ids = Set<String>(), axes = Set<String>(), events = Set<String>(), roles = Set<String>()
        for trace in Self.traces {
            let r = try TactileProcess.run(["describe", TactileProcess.root + "/" + trace, "--format", "json"], timeout: 60)
            XCTAssertEqual(r.status, 0, "\(trace): \(r.stderr)")
            let devices = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]], trace)
            for d in devices {
                fields.formUnion(d.keys)
                ids.formUnion((d["id"] as? [String: Any])?.keys ?? [String: Any]().keys)
                for axis in (d["axes"] as? [[String: Any]]) ?? [] { axes.formUnion(axis.keys) }
                events.formUnion((d["events"] as? [String: Any])?.keys ?? [String: Any]().keys)
                if let role = d["role"] as? String { roles.insert(role) }
            }
        }
        XCTAssertEqual(fields, Set(rows.keys))
        XCTAssertEqual(ids, Set(rows["id"] ?? []))
        XCTAssertEqual(axes, Set(rows["axes"] ?? []))
        XCTAssertEqual(events, Set(rows["events"] ?? []))
        XCTAssertEqual(roles.subtracting(rows["role"] ?? []).sorted(), [], "roles written, not in the table")
        XCTAssertGreaterThanOrEqual(roles.count, 3, "\(roles)")
    }

    /// `tags` are the device's own udev-style tags, as udev's input_id builtin gives them (systemd
    /// `src/udev/udev-builtin-input_id.c`): a touchpad (BTN_TOOL_FINGER with absolute X and Y) is
    /// ID_INPUT_TOUCHPAD, a direct touchscreen (BTN_TOUCH, INPUT_PROP_DIRECT) ID_INPUT_TOUCHSCREEN,
    /// each after ID_INPUT and no other.
    func testTagsAreTheDevicesOwn() throws {
        for (trace, tags) in [("Traces/real/touchpads/AlpsPS2 ALPS GlidePoint.right-edge-scroll.events", ["ID_INPUT", "ID_INPUT_TOUCHPAD"]),
                              ("Traces/real/touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events", ["ID_INPUT", "ID_INPUT_TOUCHSCREEN"])] {
            let r = try TactileProcess.run(["describe", TactileProcess.root + "/" + trace, "--format", "json"], timeout: 60)
            let devices = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]], trace)
            XCTAssertEqual(devices.first?["tags"] as? [String], tags, trace)
        }
    }
}

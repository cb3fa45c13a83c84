import Foundation
import XCTest

/// An events-only evemu recording with no description (no N:/I:/B: lines, no NAME.desc beside
/// it) is refused with exit 65 naming the file and what to pass, by every command that reads a
/// trace — it used to read as an unknown device and give nothing with exit 0.
final class SilentTraceTests: XCTestCase {
    func testEventsWithoutADescriptionAreRefusedAndWorkWithOne() throws {
        let dir = try TactileProcess.scratchDirectory("silent-trace")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A real touchscreen recording's events alone, away from its description.
        let real = TactileProcess.root + "/Traces/real/touchscreens/EP0430M09.2-finger-scroll-down.events"
        let desc = TactileProcess.root + "/Traces/real/touchscreens/EP0430M09.desc"
        let events = try String(contentsOfFile: real, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("E:") }
        XCTAssertGreaterThan(events.count, 600)
        let bare = dir + "/scroll.events"
        try (events.joined(separator: "\n") + "\n").write(toFile: bare, atomically: false, encoding: .utf8)
        var commands = [["normalize", bare], ["replay", bare], ["describe", bare], ["convert", bare, dir + "/out.yml"]]
        #if LIVE_EVDEV
        commands.append(["play", bare]) // elsewhere play refuses before reading (LiveDevicesUnavailableTests)
        #endif
        for args in commands {
            let r = try TactileProcess.run(args)
            XCTAssertEqual(r.status, 65, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("no device description in \(bare)") && r.stderr.contains("pass --description FILE"), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stdout.isEmpty, "\(args) printed something")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out.yml"))
        // With the description the same events are a two-finger scroll.
        let r = try TactileProcess.run(["normalize", bare, "--description", desc, "--format", "jsonl"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains("\"type\":\"touch\"") && $0.contains("\"phase\":\"began\"") })
        let converted = try TactileProcess.run(["convert", bare, dir + "/out.yml", "--description", desc])
        XCTAssertEqual(converted.status, 0, converted.stderr)
    }

    /// A tablet pad (ExpressKeys, touch ring, strip) has no iPad equivalent: its recording gives an
    /// empty stream, and stderr says why instead of leaving the user with silence.
    func testATabletPadSaysItGivesNothing() throws {
        let strip = TactileProcess.root + "/Traces/real/tablets/Wacom Intuos3 4x6 Pad.strip.events"
        for args in [["normalize", strip], ["replay", strip]] {
            let r = try TactileProcess.run(args)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.isEmpty, "\(args) printed \(String(decoding: r.stdout, as: UTF8.self))")
            XCTAssertTrue(r.stderr.contains("\"Wacom Intuos3 4x6 Pad\" is a tablet pad") && r.stderr.contains("its events give nothing"),
                          "\(args): \(r.stderr)")
        }
        // A pen tablet says nothing of the kind.
        let pen = try TactileProcess.run(["normalize", TactileProcess.root + "/Traces/real/tablets/Wacom Intuos4 6x9.stylus-tap.events"])
        XCTAssertFalse(pen.stderr.contains("give nothing"), pen.stderr)
    }
}

#if !LIVE_EVDEV
import Foundation
import XCTest

/// A build that reads no devices (macOS, iOS, or Linux without the Evdev trait: Package.swift)
/// answers every command that reads or creates a device with exit 69 (EX_UNAVAILABLE, README ›
/// Command line), saying it reads Linux evdev devices and what to do instead, and leaves the
/// user's files as they were. The commands that read files work as everywhere (the rest of the
/// suite runs in this build too).
final class LiveDevicesUnavailableTests: XCTestCase {
    func testLiveDeviceCommandsExit69AndSayWhereToGo() throws {
        let fm = FileManager.default
        let dir = try TactileProcess.scratchDirectory("no-evdev")
        defer { try? fm.removeItem(atPath: dir) }
        let trace = TactileProcess.root + "/Traces/real/tablets/dell_canvas_pen.evemu"
        let mine = dir + "/mine.yml"
        try "# my notes\n".write(toFile: mine, atomically: false, encoding: .utf8)
        for (args, command) in [
            (["capture", "--all", "-o", dir + "/new.yml"], "capture"),
            (["capture", "/dev/input/event0", "-o", mine], "capture"),
            (["play", trace], "play"),
            (["devices"], "devices"),
            (["describe", "/dev/input/event3"], "describe /dev/input/event3"),
        ] {
            let r = try TactileProcess.run(args)
            XCTAssertEqual(r.status, 69, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("`tactile \(command)` reads Linux evdev devices"), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("Record on a Linux machine"), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stdout.isEmpty, "\(args) printed \(String(decoding: r.stdout, as: UTF8.self))")
        }
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: dir), ["mine.yml"], "nothing written")
        XCTAssertEqual(try String(contentsOfFile: mine, encoding: .utf8), "# my notes\n")
        // describe of a file, and compare-capture (files on both sides), work in this build.
        XCTAssertEqual(try TactileProcess.run(["describe", trace]).status, 0)
        let r = try TactileProcess.run(["compare-capture", trace, trace, "--raw"])
        XCTAssertEqual(r.status, 0, r.stderr)
    }
}
#endif

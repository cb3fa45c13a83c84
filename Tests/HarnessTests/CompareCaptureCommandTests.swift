import Foundation
import XCTest

/// `tactile compare-capture`, the real-kernel test's judge (Tests/Kernel), run here on traces
/// whose differences are made by hand: a capture that matches, one late, one cut short, one
/// with a value changed, one of another speed, and devices played together. What it prints and
/// its exit code are what the kernel test reads.
final class CompareCaptureCommandTests: XCTestCase {
    static let pan = "Traces/synth/pan-inbox.yml"

    /// The libinput record at `path` with each event line's time changed by `time` (µs → µs),
    /// or dropped when `keep` says so; written into `dir`. With `device`, only the event lines of
    /// that device (0 the first) change.
    func edited(_ path: String, in dir: String, name: String, time: (Int) -> Int = { $0 },
                value: ((Int, Int, Int) -> Int)? = nil, keep: (Int) -> Bool = { _ in true },
                device: Int? = nil) throws -> String {
        let text = try String(contentsOfFile: TactileProcess.root + "/" + path, encoding: .utf8)
        var out: [String] = []
        var frame = 0
        var dropping = false
        var section = -1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "  events:" { section += 1 }
            if line.hasPrefix("  - evdev:") { frame += 1; dropping = !keep(frame); if dropping { continue } }
            guard line.hasPrefix("    - ["), let close = line.firstIndex(of: "]"), device.map({ $0 == section }) ?? true else {
                out.append(line)
                continue
            }
            if dropping { continue }
            let f = line[line.index(line.startIndex, offsetBy: 7)..<close].split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces))! }
            let t = time(f[0] * 1_000_000 + f[1])
            let v = value?(f[2], f[3], f[4]) ?? f[4]
            out.append("    - [\(t / 1_000_000), \(t % 1_000_000), \(f[2]), \(f[3]), \(v)]")
        }
        if let device { XCTAssertLessThanOrEqual(device, section, "\(path) has no device \(device)") }
        let file = dir + "/" + name
        try out.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The libinput record at `path` cut at each device's `- node:` line: the lines before the
    /// first, and each device's lines (blank lines left out).
    func devices(of path: String) throws -> (header: [String], devices: [[String]]) {
        let lines = try String(contentsOfFile: TactileProcess.root + "/" + path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = lines.indices.filter { lines[$0].hasPrefix("- node:") }
        XCTAssertFalse(starts.isEmpty, path)
        let devices = starts.indices.map { k in
            lines[starts[k]..<(k + 1 < starts.count ? starts[k + 1] : lines.endIndex)].filter { !$0.isEmpty }
        }
        return (Array(lines[..<(starts.first ?? lines.endIndex)]), devices)
    }

    /// A libinput record of these devices under `header` (its `ndevices:` their count), written
    /// into `dir`.
    func record(_ header: [String], _ devices: [[String]], in dir: String, name: String) throws -> String {
        let head = header.map { $0.hasPrefix("ndevices: ") ? "ndevices: \(devices.count)" : $0 }
        XCTAssertTrue(head.contains("ndevices: \(devices.count)"))
        let file = dir + "/" + name
        try (head + devices.joined()).joined(separator: "\n").appending("\n").write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func compare(_ args: [String]) throws -> (status: Int32, lines: [String]) {
        let r = try TactileProcess.run(["compare-capture"] + args)
        XCTAssertTrue(r.stderr.isEmpty || r.status != 0, r.stderr)
        return (r.status, String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    func testACaptureOfWhatWasPlayedMatches() throws {
        for mode in [[], ["--raw"]] {
            let r = try compare([Self.pan, Self.pan] + mode)
            XCTAssertEqual(r.status, 0, "\(mode)")
            XCTAssertEqual(r.lines, ["frames: expected 38, captured 38, matched 38; max timing deviation 0 µs"]
                           + (mode.isEmpty ? ["description: same"] : []), "\(mode)")
        }
    }

    /// A capture whose device is named otherwise than the one created from PLAYED: the frames
    /// match, the description differs, each difference on its own indented line, and the exit is
    /// 1; with `--raw` (two captures of one device) the description is not compared.
    func testADescriptionThatDiffers() throws {
        let dir = try scratchFolder("compare-capture")
        let text = try String(contentsOfFile: TactileProcess.root + "/" + Self.pan, encoding: .utf8)
        let captured = text.replacingOccurrences(of: "name: \"Tactile Touchscreen\"", with: "name: \"Other Screen\"")
        XCTAssertNotEqual(captured, text)
        let capture = dir + "/capture.yml"
        try captured.write(toFile: capture, atomically: true, encoding: .utf8)
        let r = try compare([Self.pan, capture])
        XCTAssertEqual(r.status, 1, "\(r.lines)")
        XCTAssertEqual(r.lines, [
            "frames: expected 38, captured 38, matched 38; max timing deviation 0 µs",
            "description: differs",
            "  name: created \"Tactile Touchscreen\", captured \"Other Screen\"",
        ])
        let state = try compare([Self.pan, capture, "--state"])
        XCTAssertEqual(state.status, 1, "\(state.lines)")
        XCTAssertEqual(Array(state.lines.suffix(2)), ["description: differs", "  name: created \"Tactile Touchscreen\", captured \"Other Screen\""])
        XCTAssertEqual(try compare([Self.pan, capture, "--raw"]).status, 0)
    }

    /// Frames 10 ms late are within the default 50 ms; 60 ms late are not, unless the
    /// tolerance is wider.
    func testTimingWithinTheTolerance() throws {
        let dir = try scratchFolder("compare-capture")
        // Every frame after the first, late: the first is where both clocks start.
        let late10 = try edited(Self.pan, in: dir, name: "late10.yml", time: { $0 > 50_000 ? $0 + 10_000 : $0 })
        let late60 = try edited(Self.pan, in: dir, name: "late60.yml", time: { $0 > 50_000 ? $0 + 60_000 : $0 })
        let ok = try compare([Self.pan, late10])
        XCTAssertEqual(ok.status, 0)
        XCTAssertEqual(ok.lines.first, "frames: expected 38, captured 38, matched 38; max timing deviation 10000 µs")
        XCTAssertEqual(try compare([Self.pan, late60]).status, 1)
        XCTAssertEqual(try compare([Self.pan, late60, "--tolerance-ms", "70"]).status, 0)
    }

    /// Played at half speed, every gap twice as long: a difference unless `--speed 0.5` says so.
    func testTheSpeedItWasPlayedAt() throws {
        let dir = try scratchFolder("compare-capture")
        let slow = try edited(Self.pan, in: dir, name: "slow.yml", time: { 50_000 + ($0 - 50_000) * 2 })
        XCTAssertEqual(try compare([Self.pan, slow]).status, 1)
        let r = try compare([Self.pan, slow, "--speed", "0.5"])
        XCTAssertEqual(r.status, 0, "\(r.lines)")
    }

    /// A capture that stopped early: 30 frames of 38 are a difference unless `--prefix`.
    func testACaptureCutShort() throws {
        let dir = try scratchFolder("compare-capture")
        let short = try edited(Self.pan, in: dir, name: "short.yml", keep: { $0 <= 30 })
        let r = try compare([Self.pan, short])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.lines.first, "frames: expected 38, captured 30, matched 30; max timing deviation 0 µs")
        XCTAssertTrue(r.lines.contains("8 frame(s) missing from the capture, first:"), "the difference is said: \(r.lines)")
        let prefix = try compare([Self.pan, short, "--prefix"])
        XCTAssertEqual(prefix.status, 0, "\(prefix.lines)")
    }

    /// The final state: the same after the same events; a position off in the last frame is a
    /// difference; `--expect-resync` asks for a SYN_DROPPED the capture does not have.
    func testTheFinalState() throws {
        let dir = try scratchFolder("compare-capture")
        let same = try compare([Self.pan, Self.pan, "--state"])
        XCTAssertEqual(same.status, 0)
        XCTAssertEqual(same.lines, ["state: same; resyncs: 0; captured events: \(try eventCount(Self.pan))", "description: same"])
        // Two captures of one device (--raw): no description is compared, none is said.
        let raw = try compare([Self.pan, Self.pan, "--state", "--raw"])
        XCTAssertEqual(raw.status, 0)
        XCTAssertEqual(raw.lines, ["state: same; resyncs: 0; captured events: \(try eventCount(Self.pan))"])
        let resync = try compare([Self.pan, Self.pan, "--state", "--expect-resync"])
        XCTAssertEqual(resync.status, 1)
        XCTAssertEqual(resync.lines, ["state: differs; resyncs: 0; captured events: \(try eventCount(Self.pan))",
                                      "  no SYN_DROPPED resync in the capture", "description: same"])
        // ABS_X (3, 0) 100 further in every frame: the final value differs.
        let moved = try edited(Self.pan, in: dir, name: "moved.yml", value: { type, code, v in type == 3 && code == 0 ? v + 100 : v })
        let r = try compare([Self.pan, moved, "--state"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.lines.first?.hasPrefix("state: differs; resyncs: 0"), true, "\(r.lines)")
        XCTAssertTrue(r.lines.dropFirst().contains { $0.hasPrefix("  ") && $0.contains("ABS_X") }, "\(r.lines)")
    }

    /// Played with another trace (`--also-played`): device 0 is compared, the other device's
    /// events are not expected in a capture of device 0.
    func testOnlyThePlayedDeviceIsCompared() throws {
        let r = try compare([Self.pan, Self.pan, "--also-played", "Traces/synth/tap-send.yml"])
        XCTAssertEqual(r.status, 0, "\(r.lines)")
        XCTAssertEqual(r.lines, ["frames: expected 38, captured 38, matched 38; max timing deviation 0 µs", "description: same"])
    }

    /// `--all-devices`: a capture of two devices against the two played; a capture of one is
    /// short of a device.
    func testEveryDevice() throws {
        let two = "Tests/EvdevBridgeTests/Fixtures/two-devices.yml"
        XCTAssertEqual(try compare([two, two, "--all-devices"]).status, 0)
        let r = try compare([two, Self.pan, "--all-devices"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.lines.first, "devices: played 2, captured 1")
    }

    /// The second device 60 ms late in the capture: outside the default 50 ms, within 70; the
    /// devices' frames interleave otherwise than when played (the line the test reads for
    /// devices played at once: played 3 switches between devices, captured 1).
    func testEveryDeviceOnOneClock() throws {
        let dir = try scratchFolder("compare-capture")
        let two = "Tests/EvdevBridgeTests/Fixtures/two-devices.yml"
        let late = try edited(two, in: dir, name: "late.yml", time: { $0 + 60_000 }, device: 1)
        let r = try compare([two, late, "--all-devices"])
        XCTAssertEqual(r.status, 1)
        // Each late frame is said under its device, measured from the first frame of either.
        XCTAssertEqual(r.lines, [
            "device 0 (HUION Huion Keydial_K20): frames: expected 2, captured 2, matched 2; max timing deviation 0 µs",
            "device 1 (Touchpad): frames: expected 4, captured 4, matched 0; max timing deviation 60000 µs",
            "  frame 0: captured at +60000 µs, played at +0 µs (deviation 60000 µs > 50000 µs)",
            "  frame 1: captured at +70000 µs, played at +10000 µs (deviation 60000 µs > 50000 µs)",
            "  frame 2: captured at +80000 µs, played at +20000 µs (deviation 60000 µs > 50000 µs)",
            "  frame 3: captured at +90000 µs, played at +30000 µs (deviation 60000 µs > 50000 µs)",
            "device switches: played 3, captured 1",
        ])
        let wider = try compare([two, late, "--all-devices", "--tolerance-ms", "70"])
        XCTAssertEqual(wider.status, 0, "\(wider.lines)")
        XCTAssertEqual(wider.lines, [
            "device 0 (HUION Huion Keydial_K20): frames: expected 2, captured 2, matched 2; max timing deviation 0 µs",
            "device 1 (Touchpad): frames: expected 4, captured 4, matched 4; max timing deviation 60000 µs",
            "device switches: played 3, captured 1",
        ])
    }

    /// The touchpad's frames start 100 ms after the dial's in both: one clock for every device
    /// measures them from the dial's first frame on each side, so they match. Timed from its own
    /// first frame on one side alone, the touchpad would be 100 ms off.
    func testEveryDeviceIsTimedFromTheFirstFrameOfAny() throws {
        let dir = try scratchFolder("compare-capture")
        let two = "Tests/EvdevBridgeTests/Fixtures/two-devices.yml"
        let later = try edited(two, in: dir, name: "later.yml", time: { $0 + 100_000 }, device: 1)
        let r = try compare([later, later, "--all-devices"])
        XCTAssertEqual(r.status, 0, "\(r.lines)")
        XCTAssertEqual(r.lines, [
            "device 0 (HUION Huion Keydial_K20): frames: expected 2, captured 2, matched 2; max timing deviation 0 µs",
            "device 1 (Touchpad): frames: expected 4, captured 4, matched 4; max timing deviation 0 µs",
            "device switches: played 1, captured 1",
        ])
    }

    /// What each device must show comes from the played trace's description of it, not the
    /// capture's: here the capture's record gives the touchpad an ABS_X fuzz of 5000 (the kernel
    /// would hold back every move under it) and another name. Played with `--keep-fuzz` from a
    /// description without fuzz, every frame is expected as played, and matches; the line names
    /// the captured device. The captured device is not the one created, though: its name and
    /// fuzz are differences.
    func testEveryDeviceIsExpectedFromItsPlayedDescription() throws {
        let dir = try scratchFolder("compare-capture")
        let two = "Tests/EvdevBridgeTests/Fixtures/two-devices.yml"
        let text = try String(contentsOfFile: TactileProcess.root + "/" + two, encoding: .utf8)
        let captured = text.replacingOccurrences(of: "      0: [0, 4000, 0, 0, 40]", with: "      0: [0, 4000, 5000, 0, 40]")
            .replacingOccurrences(of: "    name: \"Touchpad\"", with: "    name: \"Touchpad (captured)\"")
        XCTAssertNotEqual(captured, text)
        let capture = dir + "/capture.yml"
        try captured.write(toFile: capture, atomically: true, encoding: .utf8)
        let r = try compare([two, capture, "--all-devices", "--keep-fuzz"])
        XCTAssertEqual(r.status, 1, "\(r.lines)")
        XCTAssertEqual(r.lines, [
            "device 0 (HUION Huion Keydial_K20): frames: expected 2, captured 2, matched 2; max timing deviation 0 µs",
            "device 1 (Touchpad (captured)): frames: expected 4, captured 4, matched 4; max timing deviation 0 µs",
            "  description: name: created \"Touchpad\", captured \"Touchpad (captured)\"",
            "  description: ABS_X fuzz: created 0, captured 5000",
            "device switches: played 3, captured 3",
        ])
        // The other way round, the played description's fuzz holds back the touchpad's moves.
        let r2 = try compare([capture, two, "--all-devices", "--keep-fuzz"])
        XCTAssertEqual(r2.status, 1, "\(r2.lines)")
    }

    /// Two devices of one kind played together (`tactile play PAN TAP`, each from its own
    /// start): each device's expectation holds its own events only, though the other's would
    /// pass through its description (the tap's touch would end the pan's in device 0's).
    func testEveryDeviceOfOneKindHoldsItsOwnEvents() throws {
        let dir = try scratchFolder("compare-capture")
        let tap = "Traces/synth/tap-send.yml"
        // A record of both devices: the pan's, then the tap's (one description, two traces).
        let (header, pan) = try devices(of: Self.pan)
        let tapped = try devices(of: tap).devices
        XCTAssertNotEqual(pan, tapped)
        let both = try record(header, pan + tapped, in: dir, name: "both.yml")
        let r = try compare([Self.pan, both, "--also-played", tap, "--all-devices"])
        XCTAssertEqual(r.status, 0, "\(r.lines)")
        XCTAssertEqual(Array(r.lines.prefix(2)), [
            "device 0 (Tactile Touchscreen): frames: expected 38, captured 38, matched 38; max timing deviation 0 µs",
            "device 1 (Tactile Touchscreen): frames: expected \(try frameCount(tap)), captured \(try frameCount(tap)), matched \(try frameCount(tap)); max timing deviation 0 µs",
        ])
    }

    func frameCount(_ path: String) throws -> Int {
        try String(contentsOfFile: TactileProcess.root + "/" + path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("  - evdev:") }.count
    }

    /// `--raw` (two captures of one device): autorepeat after the last frame both hold depends
    /// on when each reader stopped and is not a difference; without `--raw` it is one.
    func testRawCapturesMayEndInAutorepeat() throws {
        let dir = try scratchFolder("compare-capture")
        let two = "Tests/EvdevBridgeTests/Fixtures/two-devices.yml"
        // The dial alone, its key pressed and not released (its record's first frame).
        let (header, both) = try devices(of: two)
        let dial = both[0]
        let release = try XCTUnwrap(dial.firstIndex { $0.hasPrefix("    - [  0,  20000,   1,  30,       0]") })
        let held = Array(dial[..<(release - 1)])
        let pressed = try record(header, [held], in: dir, name: "pressed.yml")
        // The other reader went on 300 ms and saw the key repeat twice (EV_KEY value 2, SYN_REPORT 1).
        let repeats = ["  - evdev:", "    - [  0, 250000,   1,  30,       2]", "    - [  0, 250000,   0,   0,       1]",
                       "  - evdev:", "    - [  0, 283000,   1,  30,       2]", "    - [  0, 283000,   0,   0,       1]"]
        let repeated = try record(header, [held + repeats], in: dir, name: "repeated.yml")
        let raw = try compare([pressed, repeated, "--raw"])
        XCTAssertEqual(raw.status, 0, "\(raw.lines)")
        XCTAssertEqual(raw.lines, ["frames: expected 1, captured 1, matched 1; max timing deviation 0 µs"])
        // Repeats the played frames do not hold anywhere but at the end are a difference still.
        let extra = try compare([pressed, repeated])
        XCTAssertEqual(extra.status, 1, "\(extra.lines)")
    }

    /// `--all-devices` takes `--speed` and `--prefix` as one device does.
    func testEveryDeviceAtTheSpeedPlayedAndCutShort() throws {
        let dir = try scratchFolder("compare-capture")
        let two = "Tests/EvdevBridgeTests/Fixtures/two-devices.yml"
        let slow = try edited(two, in: dir, name: "slow.yml", time: { $0 * 2 })
        // Its frames are 30 ms apart at most: 5 ms of tolerance tells the speeds apart.
        XCTAssertEqual(try compare([two, slow, "--all-devices", "--tolerance-ms", "5"]).status, 1)
        let r = try compare([two, slow, "--all-devices", "--tolerance-ms", "5", "--speed", "0.5"])
        XCTAssertEqual(r.status, 0, "\(r.lines)")
        // The record's six frames (two of the dial, four of the touchpad), the last one lost.
        let short = try edited(two, in: dir, name: "short.yml", keep: { $0 < 6 })
        let cut = try compare([two, short, "--all-devices"])
        XCTAssertEqual(cut.status, 1)
        XCTAssertTrue(cut.lines.contains("device 1 (Touchpad): frames: expected 4, captured 3, matched 3; max timing deviation 0 µs"), "\(cut.lines)")
        XCTAssertEqual(try compare([two, short, "--all-devices", "--prefix"]).status, 0)
    }

    /// A capture of two devices judged for the first alone (no `--all-devices`): the second
    /// device's events are not the played device's, and do not count against it.
    func testACaptureOfMoreDevicesIsJudgedForTheFirst() throws {
        let dir = try scratchFolder("compare-capture")
        let two = "Tests/EvdevBridgeTests/Fixtures/two-devices.yml"
        // The record's first device alone.
        let (header, both) = try devices(of: two)
        XCTAssertEqual(both.count, 2)
        let dial = try record(header, [both[0]], in: dir, name: "dial.yml")
        let r = try compare([dial, two])
        XCTAssertEqual(r.status, 0, "\(r.lines)")
        XCTAssertEqual(r.lines, ["frames: expected 2, captured 2, matched 2; max timing deviation 0 µs", "description: same"])
    }

    func eventCount(_ path: String) throws -> Int {
        try String(contentsOfFile: TactileProcess.root + "/" + path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("    - [") }.count
    }
}

import Foundation
import XCTest

/// Options the `--help` texts promise, run as a user runs them, each against what its help says
/// (docs/promises.md lists every option with its test).
final class CommandOptionTests: XCTestCase {
    static let root = TactileProcess.root

    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    // MARK: conformance

    /// `--device <model>`: "Only this iPad model": every result of the JSON report is judged on
    /// the model named, and another model gives results of its own.
    func testConformanceDeviceJudgesOnlyThatModel() throws {
        let dir = try scratchFolder("options")
        let scene = Self.root + "/Scenes/violations/layout.hit-target.yml"
        for model in ["ipad-mini", "ipad-pro-13-m4"] {
            let r = try TactileProcess.run(["conformance", scene, "--device", model, "--json", dir + "/\(model).json"], timeout: 120)
            XCTAssertEqual(r.status, 1, r.stderr)
            let results = try XCTUnwrap(Self.json(dir + "/\(model).json")["results"] as? [[String: Any]])
            XCTAssertFalse(results.isEmpty)
            XCTAssertEqual(Set(results.compactMap { $0["model"] as? String }), [model])
            // Each result names its environment's own orientation, multitasking state and size
            // class, in the words of the environment it was judged in ("ipad-mini portrait half").
            XCTAssertEqual(Set(results.compactMap { $0["orientation"] as? String }), ["portrait", "landscape"])
            for r in results {
                let env = (r["environment"] as? String ?? "").split(separator: " ").map(String.init)
                XCTAssertEqual(env.first, model)
                XCTAssertEqual(env.count > 1 ? env[1] : nil, r["orientation"] as? String, "\(r["environment"] ?? "")")
                XCTAssertEqual(env.count > 2 ? env[2] : nil, r["multitasking"] as? String, "\(r["environment"] ?? "")")
            }
        }
    }

    /// `--jobs <n>`: "Worker threads": the number of workers changes no result (the report is a
    /// pure function of its inputs); one worker and two write the same JSON.
    func testConformanceJobsChangeNoResult() throws {
        let dir = try scratchFolder("options")
        let scene = Self.root + "/Scenes/violations/drag.feedback.yml"
        for n in ["1", "2"] {
            let r = try TactileProcess.run(["conformance", scene, "--device", "ipad-mini", "--jobs", n, "--json", dir + "/\(n).json"], timeout: 120)
            XCTAssertEqual(r.status, 1, r.stderr)
        }
        let one = try Data(contentsOf: URL(fileURLWithPath: dir + "/1.json")), two = try Data(contentsOf: URL(fileURLWithPath: dir + "/2.json"))
        XCTAssertFalse(one.isEmpty)
        XCTAssertEqual(one, two)
    }

    /// `--explain`: "Print the unified events and outcomes behind the first failure of each
    /// rule": with it the failure is followed by its measured and required values, its input
    /// device, the unified events and the outcomes; without it, none of them.
    func testConformanceExplainPrintsTheEvidence() throws {
        let scene = Self.root + "/Scenes/violations/drag.feedback.yml"
        let plain = try TactileProcess.run(["conformance", scene, "--device", "ipad-mini"], timeout: 120)
        let explained = try TactileProcess.run(["conformance", scene, "--device", "ipad-mini", "--explain"], timeout: 120)
        XCTAssertEqual(plain.status, 1, plain.stderr)
        XCTAssertEqual(explained.status, 1, explained.stderr)
        let text = String(decoding: explained.stdout, as: UTF8.self), before = String(decoding: plain.stdout, as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        let at = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("    drag.feedback [") }, text)
        XCTAssertTrue(lines[at + 1].hasPrefix("        measured: ") && lines[at + 1].contains("required: "), lines[at + 1])
        XCTAssertEqual(lines[at + 2], "        input: touchscreen")
        XCTAssertTrue(lines.contains { $0.hasPrefix("        → ") && $0.contains("dragLift") }, text)
        XCTAssertFalse(before.contains("measured: "), before)
        XCTAssertFalse(before.contains("        → "), before)
    }

    // MARK: replay

    /// `--expect <file>`: "An expectation file the outcomes must meet": met, exit 0 and `ok`; not
    /// met, exit 1 and the line names what was expected and not seen.
    func testReplayExpectExitsByTheVerdict() throws {
        let dir = try scratchFolder("options")
        let met = try TactileProcess.run(["replay", "--expect", Self.root + "/Traces/expect/pinch-inbox.expect.yml"], timeout: 60)
        XCTAssertEqual(met.status, 0, met.stderr)
        XCTAssertTrue(String(decoding: met.stdout, as: UTF8.self).hasPrefix("ok "), String(decoding: met.stdout, as: UTF8.self))
        let wrong = dir + "/wrong.expect.yml"
        try """
        trace: \(Self.root)/Traces/synth/pinch-inbox.yml
        scene: \(Self.root)/Traces/scenes/mail.yml
        outcomes:
          - {outcome: tap, element: inbox}
        """.write(toFile: wrong, atomically: true, encoding: .utf8)
        let unmet = try TactileProcess.run(["replay", "--expect", wrong], timeout: 60)
        XCTAssertEqual(unmet.status, 1, unmet.stderr)
        let said = String(decoding: unmet.stdout, as: UTF8.self) + unmet.stderr
        XCTAssertTrue(said.contains("tap"), said)
        XCTAssertFalse(said.hasPrefix("ok "), said)
    }

    // MARK: replay and normalize: tap to click

    /// `--tap-to-click/--no-tap-to-click`: "Trackpad tap to click (default: off, as on iPadOS)".
    /// A two-finger tap on a real Cypress trackpad is a secondary click with it (libinput's tap
    /// button map: two fingers, the right button) and nothing without it, or by default.
    func testTapToClickMakesATwoFingerTapASecondaryClick() throws {
        let trace = Self.root + "/Traces/real/touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events"
        func pointerTouches(_ extra: [String]) throws -> [String] {
            let r = try TactileProcess.run(["normalize", trace, "--format", "jsonl"] + extra, timeout: 60)
            XCTAssertEqual(r.status, 0, r.stderr)
            return String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
                .filter { $0.contains("\"touchType\":\"indirectPointer\"") && $0.contains("\"phase\":\"began\"") }
        }
        let on = try pointerTouches(["--tap-to-click"])
        XCTAssertEqual(on.count, 1, "\(on)")
        XCTAssertTrue(on.first?.contains("secondary") == true, "\(on)")
        XCTAssertEqual(try pointerTouches(["--no-tap-to-click"]), [])
        XCTAssertEqual(try pointerTouches([]), [])
        let menu = try TactileProcess.run(["replay", trace, "--scene", Self.root + "/Traces/scenes/page.yml", "--tap-to-click", "--format", "jsonl"], timeout: 60)
        XCTAssertTrue(String(decoding: menu.stdout, as: UTF8.self).contains("\"outcome\":\"contextMenu\""))
        let none = try TactileProcess.run(["replay", trace, "--scene", Self.root + "/Traces/scenes/page.yml", "--format", "jsonl"], timeout: 60)
        XCTAssertFalse(String(decoding: none.stdout, as: UTF8.self).contains("\"outcome\":\"contextMenu\""))
    }

    // MARK: synth

    /// `--scene <scene>` and `--environment <env>`: the script names an element of the scene
    /// given, laid out for the environment given. A button pinned near the bottom of the window
    /// (docs/scenes.md, `pin`) is 360 pt lower in portrait than in landscape on an 11-inch iPad
    /// Pro (834 × 1194 pt against 1194 × 834 pt): the trace made for each orientation taps the
    /// button when replayed in that orientation, and misses it in the other. Without a scene the
    /// script's element is unknown, and nothing is written.
    func testSynthLaysTheScriptOutOnTheSceneAndEnvironmentGiven() throws {
        let dir = try scratchFolder("options")
        try """
        scene: pinned
        elements:
          - {id: go, role: button, frame: [100, 100, 88, 44], pin: bottom}
        """.write(toFile: dir + "/pinned.yml", atomically: true, encoding: .utf8)
        try """
        name: a tap on the pinned button
        profile: touchscreen
        steps:
          - tap: go
        """.write(toFile: dir + "/tap.yml", atomically: true, encoding: .utf8)
        func taps(_ trace: String, _ orientation: String) throws -> [String] {
            let r = try TactileProcess.run(["replay", trace, "--scene", dir + "/pinned.yml", "--environment", "ipad-pro-11 \(orientation)",
                                            "--format", "jsonl"], timeout: 60)
            XCTAssertEqual(r.status, 0, r.stderr)
            return String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").filter { $0.contains("\"outcome\":\"tap\"") }
                .map { $0.contains("\"element\":\"go\"") ? "go" : "elsewhere" }
        }
        for orientation in ["portrait", "landscape"] {
            let r = try TactileProcess.run(["synth", dir + "/tap.yml", "--scene", dir + "/pinned.yml",
                                            "--environment", "ipad-pro-11 \(orientation)", "-o", dir + "/\(orientation).trace"], timeout: 60)
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        XCTAssertEqual(try taps(dir + "/portrait.trace", "portrait"), ["go"])
        XCTAssertEqual(try taps(dir + "/landscape.trace", "landscape"), ["go"])
        XCTAssertEqual(try taps(dir + "/portrait.trace", "landscape").filter { $0 == "go" }, [])
        XCTAssertEqual(try taps(dir + "/landscape.trace", "portrait").filter { $0 == "go" }, [])
        let unknown = try TactileProcess.run(["synth", dir + "/tap.yml", "-o", dir + "/none.trace"], timeout: 60)
        XCTAssertEqual(unknown.status, 65, unknown.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/none.trace"))
    }

    /// `convert --format evemu` of a libinput record of two devices: evemu holds one device per
    /// file, so it writes OUT and OUT.1, and says so on standard error (docs/capture.md: `OUT`,
    /// `OUT.1`, … as always).
    func testConvertToEvemuSaysItWroteAFilePerDevice() throws {
        let dir = try scratchFolder("convert-evemu")
        let r = try TactileProcess.run(["convert", TactileProcess.root + "/Tests/EvdevBridgeTests/Fixtures/two-devices.yml", "out.evemu",
                                        "--format", "evemu"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "tactile: evemu holds one device per file; wrote 2 files: out.evemu, out.evemu.1\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["out.evemu", "out.evemu.1"])
        XCTAssertTrue(try String(contentsOfFile: dir + "/out.evemu.1", encoding: .utf8).contains("N: Touchpad"))
    }
}

import Foundation
import XCTest

/// Options a command refuses before it does anything: each refusal exits 64 (EX_USAGE, as every
/// usage error of Tactile's; 66, EX_NOINPUT, for a file that is not there) with the reason on
/// standard error, and writes nothing. Live commands
/// check their options before they open a device, so these run on any machine.
final class CommandValidationTests: XCTestCase {
    func refuses(_ args: [String], _ said: String, status: Int32 = 64, file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = try scratchFolder("validation")
        let r = try TactileProcess.run(args.map { $0.replacingOccurrences(of: "$ROOT", with: TactileProcess.root) }, in: dir)
        XCTAssertEqual(r.status, status, "tactile \(args.joined(separator: " ")): \(r.stderr)", file: file, line: line)
        let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertEqual(first, said, "tactile \(args.joined(separator: " "))", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [], "nothing written", file: file, line: line)
    }

    func testCaptureOptions() throws {
        try refuses(["capture", "-o", "out.yml"], "Error: give device nodes or --all (not both)")
        try refuses(["capture", "--all", "event3", "-o", "out.yml"], "Error: give device nodes or --all (not both)")
        try refuses(["capture", "--all", "-o", "out.yml", "--scene", "s.yml"], "Error: --scene needs --live")
        try refuses(["capture", "--all", "-o", "out.yml", "--latency", "l.txt"], "Error: --latency needs --live")
        try refuses(["capture", "--all", "-o", "out.yml", "--duration", "0"], "Error: --duration must be above 0")
        try refuses(["capture", "--all", "-o", "out.yml", "--count", "0"], "Error: --count must be above 0")
    }

    func testPlayOptions() throws {
        try refuses(["play", "t.yml", "--speed", "0"], "Error: --speed must be above 0")
        try refuses(["play", "t.yml", "--wait-before=-0.5"], "Error: --wait-before and --wait-after must not be negative")
        try refuses(["play", "t.yml", "--wait-after=-0.5"], "Error: --wait-before and --wait-after must not be negative")
    }

    func testConformanceOptions() throws {
        try refuses(["conformance", "$ROOT/Traces/scenes/mail.yml", "--device", "ipad-99"],
                    "tactile: unknown --device ipad-99 (one of ipad-mini, ipad-10.2, ipad-10.9, ipad-air-11, ipad-air-13, ipad-pro-11, ipad-pro-11-m4, ipad-pro-12.9, ipad-pro-13-m4, ipad-9.7, ipad-pro-12.9-gen2)")
        try refuses(["conformance", "$ROOT/Traces/scenes/mail.yml", "--jobs", "0"], "tactile: --jobs must be at least 1")
    }

    /// `synth --profile`: a built-in profile's id, else a trace file's path; a name with a `/` or
    /// a `.` is a path (66 when it is not there), any other is an unknown profile (64).
    func testSynthProfileOption() throws {
        let script = "$ROOT/Traces/scenarios/tap-send.yml"
        try refuses(["synth", script, "--profile", "nosuch", "-o", "o.yml"],
                    "tactile: unknown profile `nosuch` (built-in: touchscreen, display-pen, pen-tablet, trackpad, two-slot-clickpad, mouse, keyboard)")
        try refuses(["synth", script, "--profile", "dir/pad", "-o", "o.yml"], "tactile: dir/pad: no such file", status: 66)
        try refuses(["synth", script, "--profile", "pad.desc", "-o", "o.yml"], "tactile: pad.desc: no such file", status: 66)
        // A trace of several devices gives its first device's description (here a dial of two
        // keys, for which nothing can be synthesized: 65, naming it).
        let two = "$ROOT/Tests/EvdevBridgeTests/Fixtures/two-devices.yml"
        try refuses(["synth", script, "--profile", two, "-o", "o.yml"],
                    "tactile: \(TactileProcess.root)/Tests/EvdevBridgeTests/Fixtures/two-devices.yml: cannot synthesize for \"HUION Huion Keydial_K20\": not a multitouch screen, pen, touchpad, mouse or keyboard",
                    status: 65)
    }

    /// `synth --format`: libinput or evemu, nothing else (64, before a script is read).
    func testSynthFormatOption() throws {
        try refuses(["synth", "$ROOT/Traces/scenarios/tap-send.yml", "--format", "yaml", "-o", "o.yml"],
                    "tactile: --format must be libinput or evemu, not yaml")
        try refuses(["synth", "no-such-script.yml", "--format", "evdev", "-o", "o.yml"],
                    "tactile: --format must be libinput or evemu, not evdev")
    }

    /// `--screenshot DUMP=PNG`: both sides given, split at the first `=` (a PNG's name may hold one).
    func testImportScreenshotOption() throws {
        try refuses(["import", "d.txt", "--screenshot", "shot.png"], "tactile: --screenshot shot.png: give DUMP=PNG")
        try refuses(["import", "d.txt", "--screenshot", "=shot.png"], "tactile: --screenshot =shot.png: give DUMP=PNG")
        try refuses(["import", "d.txt", "--screenshot", "d.txt="], "tactile: --screenshot d.txt=: give DUMP=PNG")
    }
}

/// An output path that holds a file Tactile did not write is refused (64), in words that name the
/// option, the path and what Tactile would have replaced, and the file is kept.
final class OutputRefusalMessageTests: XCTestCase {
    func refused(_ args: [String], file name: String, _ said: String, line: UInt = #line) throws {
        let dir = try scratchFolder("refusal")
        try "my notes\n".write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
        let r = try TactileProcess.run(args.map { $0.replacingOccurrences(of: "$ROOT", with: TactileProcess.root) }, in: dir)
        XCTAssertEqual(r.status, 64, r.stderr, line: line)
        XCTAssertEqual(r.stderr.split(separator: "\n").last.map(String.init), said, line: line)
        // Refused before any work: no report printed.
        XCTAssertEqual(r.stdout, Data(), "printed before the refusal", line: line)
        XCTAssertEqual(try String(contentsOfFile: dir + "/" + name, encoding: .utf8), "my notes\n", line: line)
    }

    /// `--html` onto a folder of the user's, or onto the scene read, and `--write-baseline` onto
    /// the scene read: refused before the run, the scene kept.
    func testReportsNeverReplaceTheUsersFolderOrTheInput() throws {
        let dir = try scratchFolder("refusal-html")
        try FileManager.default.createDirectory(atPath: dir + "/report", withIntermediateDirectories: true)
        try "my notes\n".write(toFile: dir + "/report/mine.txt", atomically: true, encoding: .utf8)
        let scene = try String(contentsOfFile: TactileProcess.root + "/Traces/scenes/scroll.yml", encoding: .utf8)
        try scene.write(toFile: dir + "/scene.yml", atomically: true, encoding: .utf8)
        for (args, said) in [
            (["--html", "report"], "tactile: --html report is a folder that is not a Tactile report (no .tactile-report marker) and not empty: refusing to replace it (remove it yourself or give another path)"),
            (["--html", "scene.yml"], "tactile: --html scene.yml is the input scene.yml: writing it would replace the input; give another path"),
            (["--write-baseline", "scene.yml"], "tactile: --write-baseline scene.yml is the input scene.yml: writing it would replace the input; give another path"),
        ] {
            let r = try TactileProcess.run(["conformance", "scene.yml", "--device", "ipad-pro-11"] + args, in: dir)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr, said + "\n", "\(args)")
            XCTAssertEqual(r.stdout, Data(), "\(args): printed before the refusal")
        }
        XCTAssertEqual(try String(contentsOfFile: dir + "/scene.yml", encoding: .utf8), scene)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/report"), ["mine.txt"])
    }

    /// What was written is said on standard error: the baseline with its count, the HTML page.
    func testWrittenReportsAreSaid() throws {
        let dir = try scratchFolder("reports-said")
        let r = try TactileProcess.run(["conformance", TactileProcess.root + "/Traces/scenes/scroll.yml", "--device", "ipad-pro-11",
                                        "--write-baseline", "known.yml", "--html", "report"], in: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        // The count said is the entries the file lists (one `- {rule: …}` line each).
        let entries = try String(contentsOfFile: dir + "/known.yml", encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("- ") }.count
        XCTAssertGreaterThan(entries, 0)
        XCTAssertEqual(r.stderr, "tactile: baseline: \(entries) known failures written to known.yml\ntactile: HTML report: report/index.html\n")
    }

    /// A file of the user's that appears at an output's path while the report is made (after
    /// the check before the run) is refused just before the write too, and kept. The run takes
    /// seconds (two scenes over the whole matrix); the file appears a second in. On a machine so
    /// slow that it appears before the first check, that check refuses it the same way.
    func testAFileThatAppearsDuringTheRunIsNotReplaced() throws {
        let scenes = ["$ROOT/Traces/scenes/mail.yml", "$ROOT/Traces/scenes/notes.yml"].map { $0.replacingOccurrences(of: "$ROOT", with: TactileProcess.root) }
        for (option, name, what) in [("--json", "r.json", "a conformance report"), ("--junit", "j.xml", "a JUnit report"),
                                     ("--write-baseline", "b.yml", "a baseline")] {
            let dir = try scratchFolder("appears")
            let p = try TactileProcess.start(["conformance"] + scenes + [option, name], in: dir)
            Thread.sleep(forTimeInterval: 1)
            XCTAssertTrue(p.isRunning, "\(option): the run ended before the file appeared")
            try "my notes\n".write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
            let r = TactileProcess.wait(for: p, timeout: 120)
            XCTAssertEqual(r.status, 64, "\(option): \(r.stderr)")
            XCTAssertEqual(r.stderr.split(separator: "\n").last.map(String.init),
                           "tactile: \(option) \(name) exists and is not \(what) Tactile wrote: refusing to replace it (remove it yourself or give another path)")
            XCTAssertEqual(try String(contentsOfFile: dir + "/" + name, encoding: .utf8), "my notes\n", option)
        }
    }

    func testEachOutputNamesWhatItWouldReplace() throws {
        let scene = ["conformance", "$ROOT/Traces/scenes/scroll.yml", "--device", "ipad-pro-11"]
        try refused(scene + ["--junit", "j.xml"], file: "j.xml",
                    "tactile: --junit j.xml exists and is not a JUnit report Tactile wrote: refusing to replace it (remove it yourself or give another path)")
        try refused(scene + ["--json", "r.json"], file: "r.json",
                    "tactile: --json r.json exists and is not a conformance report Tactile wrote: refusing to replace it (remove it yourself or give another path)")
        try refused(scene + ["--write-baseline", "b.yml"], file: "b.yml",
                    "tactile: --write-baseline b.yml exists and is not a baseline Tactile wrote: refusing to replace it (remove it yourself or give another path)")
        try refused(["import", "$ROOT/Examples/check-your-app/jotter-portrait.txt", "-o", "s.yml"], file: "s.yml",
                    "tactile: -o s.yml exists and is not an imported scene Tactile wrote: refusing to replace it (remove it yourself or give another path)")
    }
}

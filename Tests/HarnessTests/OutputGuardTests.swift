import Foundation
import XCTest

/// An output path that names an input is refused before any work (exit 64), and the input is left
/// as it was — also when spelt differently. (A `tactile conformance --json Scenes/*.yml` once took
/// the first scene as the JSON file and replaced it.)
final class OutputGuardTests: XCTestCase {
    func copy(_ relative: String, into dir: String) throws -> String {
        let to = dir + "/" + (relative as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: TactileProcess.root + "/" + relative, toPath: to)
        return to
    }

    func assertRefused(_ args: [String], keeps file: String, option: String,
                       file line: StaticString = #filePath, line l: UInt = #line) throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let r = try TactileProcess.run(args)
        XCTAssertEqual(r.status, 64, r.stderr, file: line, line: l)
        XCTAssertTrue(r.stderr.contains("\(option) ") && r.stderr.contains("writing it would replace the input"), r.stderr, file: line, line: l)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), before, "the input changed", file: line, line: l)
    }

    func testConformanceJSONOntoAScene() throws {
        let dir = try TactileProcess.scratchDirectory("guard-conformance")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let mail = try copy("Scenes/mail.yml", into: dir)
        let other = try copy("Scenes/scaled-iphone.yml", into: dir)
        try assertRefused(["conformance", "--json", mail, mail, other], keeps: mail, option: "--json")
        // The same file by another spelling.
        try assertRefused(["conformance", other, "--junit", dir + "/../" + (dir as NSString).lastPathComponent + "/scaled-iphone.yml"],
                          keeps: other, option: "--junit")
    }

    /// The slip itself: `tactile conformance --json Scenes/*.yml` expands to `--json mail.yml
    /// scaled-iphone.yml`, so the first scene is the JSON path and not among the inputs. It is
    /// refused as a file Tactile did not write, and kept.
    func testConformanceJSONGivenTheScenesGlob() throws {
        let dir = try TactileProcess.scratchDirectory("guard-glob")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let mail = try copy("Scenes/mail.yml", into: dir)
        let other = try copy("Scenes/scaled-iphone.yml", into: dir)
        let before = try Data(contentsOf: URL(fileURLWithPath: mail))
        let r = try TactileProcess.run(["conformance", "--json", mail, other])
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertTrue(r.stderr.contains("--json \(mail) exists and is not a conformance report Tactile wrote"), r.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: mail)), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["mail.yml", "scaled-iphone.yml"])
    }

    /// "The same file under any spelling" includes a hard link: another name, the same inode.
    func testAHardLinkToTheInputIsTheInput() throws {
        let dir = try TactileProcess.scratchDirectory("guard-hardlink")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let trace = try copy("Traces/real/touchscreens/EP0430M09.2-finger-scroll-down.events", into: dir)
        _ = try copy("Traces/real/touchscreens/EP0430M09.desc", into: dir)
        let link = dir + "/out.events"
        try FileManager.default.linkItem(atPath: trace, toPath: link)
        try assertRefused(["convert", trace, link], keeps: trace, option: "OUT")
    }

    func testConvertOntoItsInput() throws {
        let dir = try TactileProcess.scratchDirectory("guard-convert")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let trace = try copy("Traces/real/touchscreens/EP0430M09.2-finger-scroll-down.events", into: dir)
        let desc = try copy("Traces/real/touchscreens/EP0430M09.desc", into: dir)
        try assertRefused(["convert", trace, trace], keeps: trace, option: "OUT")
        try assertRefused(["convert", trace, desc, "--description", desc], keeps: desc, option: "OUT")
    }

    func testSynthOntoItsScript() throws {
        let dir = try TactileProcess.scratchDirectory("guard-synth")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = try copy("Traces/scenarios/pan-inbox.yml", into: dir)
        try assertRefused(["synth", script, "-o", script], keeps: script, option: "-o")
    }

    /// A fresh output path is still fine (the guard only looks at paths that exist).
    func testAnOrdinaryOutputStillWorks() throws {
        let dir = try TactileProcess.scratchDirectory("guard-ok")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let trace = try copy("Traces/real/touchscreens/EP0430M09.2-finger-scroll-down.events", into: dir)
        _ = try copy("Traces/real/touchscreens/EP0430M09.desc", into: dir)
        let r = try TactileProcess.run(["convert", trace, dir + "/out.yml"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out.yml"))
    }
}

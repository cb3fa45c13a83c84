import XCTest
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InputModel
@testable import Harness

/// Outputs that would clash, text XML forbids, and a settings file that is not there: refused
/// before any work, escaped, or named.
final class HostileReportInputTests: XCTestCase {
    func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    static let scene = "Scenes/violations/layout.hit-target.yml"

    /// Two outputs on one path, or a file output inside the --html folder, exit 64 before any
    /// work: nothing is written, not even the first of them.
    func testTwoOutputsOnOnePathWriteNothing() throws {
        let dir = try scratch()
        let cases: [[String]] = [
            ["--json", "\(dir)/out.report", "--junit", "\(dir)/out.report"],
            ["--json", "\(dir)/x", "--write-baseline", "\(dir)/./x"],
            ["--html", "\(dir)/x", "--json", "\(dir)/x"],
            ["--html", "\(dir)/site", "--json", "\(dir)/site/report.json"],
            ["--junit", "\(dir)/sub/../j.xml", "--json", "\(dir)/j.xml"],
        ]
        for args in cases {
            let r = try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini"] + args, timeout: 120)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(args[0]) && r.stderr.contains(args[2]), r.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [], "\(args)")
        }
        // Distinct paths are fine.
        let ok = try TactileProcess.run(["conformance", Self.scene, "--device", "ipad-mini", "--json", "\(dir)/a.json", "--junit", "\(dir)/a.xml"], timeout: 120)
        XCTAssertEqual(ok.status, 1, ok.stderr)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: dir)), ["a.json", "a.xml"])
    }

    /// A `.tactile.yml` that is a dangling symbolic link is named (66), not ignored for the defaults.
    func testADanglingSettingsLinkIsNamed() throws {
        let dir = try scratch()
        try FileManager.default.createSymbolicLink(atPath: dir + "/.tactile.yml", withDestinationPath: dir + "/team-settings.yml")
        let scene = TactileProcess.root + "/" + Self.scene
        let r = try TactileProcess.run(["conformance", scene, "--device", "ipad-mini"], in: dir, timeout: 120)
        XCTAssertEqual(r.status, 66, r.stderr)
        XCTAssertTrue(r.stderr.contains(".tactile.yml: a symbolic link to \(dir)/team-settings.yml, which does not exist"), r.stderr)
        try "conformance: {minimumHitTarget: 20}\n".write(toFile: dir + "/team-settings.yml", atomically: false, encoding: .utf8)
        let mended = try TactileProcess.run(["conformance", scene, "--device", "ipad-mini"], in: dir, timeout: 120)
        let out = String(decoding: mended.stdout, as: UTF8.self)
        XCTAssertTrue(out.contains("settings from .tactile.yml: minimum hit target 20 pt"), out)
    }

    /// XML 1.0's characters (its `Char` production): tab, line feed, carriage return and
    /// U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
    static func isXML10Char(_ u: Unicode.Scalar) -> Bool {
        u == "\t" || u == "\n" || u == "\r" || (0x20...0xD7FF).contains(u.value) || (0xE000...0xFFFD).contains(u.value) || u.value >= 0x10000
    }

    /// An element id and a waiver reason holding NUL, BEL and ESC (a dump's identifier can):
    /// the JUnit report is well-formed XML by Foundation's parser and says where they were; the
    /// HTML page holds no character XML or HTML forbids.
    func testControlCharactersDoNotBreakTheXMLReports() throws {
        var tiny = SceneElement(id: "like\u{0}\u{7}\u{1B}[31m", role: .button, frames: ["default": ScreenRect(x: 100, y: 100, width: 20, height: 20)])
        tiny.defaultAction = "like"
        var waived = SceneElement(id: "share", role: .button, frames: ["default": ScreenRect(x: 200, y: 100, width: 20, height: 20)])
        waived.defaultAction = "share"
        waived.waive = ["layout.hit-target": "audited\u{1B}[0m by \u{7}design\u{FFFE}"]
        let scene = Scene(name: "Hostile\u{0}", elements: [tiny, waived])
        let report = ConformanceEngine(environments: [HarnessEnvironment(.iPadMini, .portrait)]).run([scene])
        let junit = Data(report.junit.utf8)
        let parser = XMLParser(data: junit)
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") line \(parser.lineNumber)")
        final class Messages: NSObject, XMLParserDelegate {
            var failures: [String] = []
            func parser(_ p: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if name == "failure", let m = attributes["message"] { failures.append(m) }
            }
        }
        let messages = Messages()
        let again = XMLParser(data: junit)
        again.delegate = messages
        XCTAssertTrue(again.parse())
        XCTAssertTrue(messages.failures.contains { $0.hasPrefix("like\\u{0}\\u{7}\\u{1B}[31m: ") }, "\(messages.failures)")
        let page = ConformanceHTML(report: report, scenes: [scene]).page
        let bad = page.unicodeScalars.filter { !Self.isXML10Char($0) }
        XCTAssertEqual(bad.map { String($0.value, radix: 16) }, [])
        XCTAssertTrue(page.contains("audited\\u{1B}[0m by \\u{7}design\\u{FFFE}"))
    }
}

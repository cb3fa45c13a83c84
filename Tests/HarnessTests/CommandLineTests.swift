import Foundation
import XCTest

/// The command line itself: the version, and help text that ArgumentParser wraps (never broken
/// by hand mid-sentence).
final class CommandLineTests: XCTestCase {
    static let subcommands = ["conformance", "describe", "normalize", "convert", "synth", "devices", "capture",
                              "play", "replay", "import"]

    func testVersion() throws {
        let r = try TactileProcess.run(["--version"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(String(decoding: r.stdout, as: UTF8.self), "0.1.0\n")
    }

    /// Above USAGE, the overview and discussion are paragraphs ArgumentParser wraps at 80
    /// columns: a line followed by more text of its paragraph is at least 60 characters long. A
    /// line break written into the text shows as a short line in the middle of a sentence.
    func testHelpParagraphsAreWrappedByTheParserOnly() throws {
        for command in Self.subcommands {
            let r = try TactileProcess.run([command, "--help"])
            XCTAssertEqual(r.status, 0, "\(command): \(r.stderr)")
            let prose = String(decoding: r.stdout, as: UTF8.self).components(separatedBy: "\nUSAGE:")[0].components(separatedBy: "\n")
            for (i, line) in prose.enumerated() where i + 1 < prose.count && !prose[i + 1].isEmpty && !line.isEmpty {
                XCTAssertGreaterThanOrEqual(line.count, 60, "\(command) --help: a hand-made break after \"\(line)\"")
            }
        }
    }

    /// The commands that write one file spell it alike; the value says what the file is.
    func testOneFileOutputIsDashOOutput() throws {
        for (command, value) in [("capture", "file"), ("synth", "file"), ("import", "scene")] {
            let help = String(decoding: try TactileProcess.run([command, "--help"]).stdout, as: UTF8.self)
            XCTAssertTrue(help.contains("-o, --output <\(value)>"), "\(command) --help:\n\(help)")
        }
    }

    /// Every option the documents show on a command line (`tactile replay … --expect FILE`, in
    /// backticks or a code block) is one that command's help lists.
    func testEveryOptionTheDocumentsShowExists() throws {
        var options: [String: Set<String>] = [:]
        let optionPattern = try NSRegularExpression(pattern: "--[a-z][a-z0-9-]*")
        func optionsIn(_ text: String) -> [String] {
            let ns = text as NSString
            return optionPattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range) }
        }
        for command in Self.subcommands {
            options[command] = Set(optionsIn(String(decoding: try TactileProcess.run([command, "--help"]).stdout, as: UTF8.self)))
        }
        let root = TactileProcess.root
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
            + ["README.md", "TESTING.md", "BENCHMARKS.md", "FUZZING.md", "SECURITY.md"]
        let span = try NSRegularExpression(pattern: "`([^`\n]+)`")
        let commandLine = try NSRegularExpression(pattern: "tactile ([a-z]+)((?: [^|;]*)?)")
        var checked = 0
        var unknown: [String] = []
        for doc in docs {
            let text = try String(contentsOfFile: root + "/" + doc, encoding: .utf8)
            let ns = text as NSString
            var spans = span.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
            var inBlock = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") { inBlock.toggle(); continue }
                if inBlock { spans.append(line) }
            }
            for s in spans {
                let sn = s as NSString
                for m in commandLine.matches(in: s, range: NSRange(location: 0, length: sn.length)) {
                    let command = sn.substring(with: m.range(at: 1))
                    guard let known = options[command] else { continue }
                    for o in optionsIn(sn.substring(with: m.range(at: 2))) {
                        checked += 1
                        if !known.contains(o) { unknown.append("\(doc): tactile \(command) \(o)") }
                    }
                }
            }
        }
        XCTAssertEqual(unknown, [])
        XCTAssertGreaterThan(checked, 30, "the documents' command lines are still found")
    }
}

import Foundation
import XCTest

/// One vocabulary for the command line: each command's options and value names in the README's
/// table ("Command line") are the ones its `--help` prints — no option missing from either side,
/// no value named one way there and another here (`--html DIR` is `--html <dir>`).
final class CommandLineVocabularyTests: XCTestCase {
    /// What a usage line says: the positionals in order and each option's value name (nil for a flag).
    struct Usage: Equatable, CustomStringConvertible {
        var positionals: [String] = []
        var options: [String: String?] = [:]
        var description: String {
            positionals.joined(separator: " ") + " " + options.keys.sorted().map { k in options[k]!.map { "\(k) \($0)" } ?? k }.joined(separator: " ")
        }
    }

    /// The commands of `tactile --help` (every one the user sees).
    static let commands = ["conformance", "import", "replay", "normalize", "describe", "convert", "synth", "devices", "capture", "play"]

    /// `USAGE: tactile replay [<trace> ...] [--scene <scene>] …` and the OPTIONS section's short
    /// names (`-o, --output <file>`).
    static func help(_ command: String) throws -> (usage: Usage, shortNames: [String: String]) {
        let r = try TactileProcess.run([command, "--help"])
        let text = String(decoding: r.stdout, as: UTF8.self)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("USAGE: tactile \(command)") }, text)
        var usage = Usage()
        let tokens = line.dropFirst("USAGE: tactile \(command)".count)
            .replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ")
            .split(separator: " ").map(String.init)
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.hasPrefix("--") {
                if i + 1 < tokens.count, tokens[i + 1].hasPrefix("<") {
                    usage.options[t] = String(tokens[i + 1].dropFirst().dropLast())
                    i += 1
                } else {
                    usage.options[t] = .some(nil)
                }
            } else if t.hasPrefix("<") {
                let name = String(t.dropFirst().dropLast())
                let repeated = i + 1 < tokens.count && tokens[i + 1] == "..."
                usage.positionals.append(name + (repeated ? "..." : ""))
                if repeated { i += 1 }
            }
            i += 1
        }
        var short: [String: String] = [:]
        for l in text.split(separator: "\n") {
            let s = l.trimmingCharacters(in: .whitespaces)
            guard s.hasPrefix("-"), !s.hasPrefix("--") else { continue }
            let parts = s.split(separator: " ")
            if parts.count >= 2, parts[0].hasSuffix(",") { short[String(parts[0].dropLast())] = String(parts[1]) }
        }
        return (usage, short)
    }

    /// The README row of `tactile COMMAND …`: its first cell, read with the help's value-taking
    /// options (a value follows those, a flag stands alone).
    static func readme(_ command: String, options: [String: String?], shortNames: [String: String]) throws -> Usage {
        let readme = try String(contentsOfFile: TactileProcess.root + "/README.md", encoding: .utf8)
        let prefix = "| `tactile \(command)"
        let row = try XCTUnwrap(readme.split(separator: "\n").first { $0.hasPrefix(prefix + " ") || $0.hasPrefix(prefix + "`") },
                                "README has no row for tactile \(command)")
        let cell = row.dropFirst(3).prefix { $0 != "`" }.replacingOccurrences(of: "\\|", with: "|")
        var tokens: [String] = []
        for t in cell.dropFirst("tactile \(command)".count).replacingOccurrences(of: "[", with: " ")
            .replacingOccurrences(of: "]", with: " ").split(separator: " ") {
            // `--a|--b` (a flag and its inversion) and `DEVICE...|--all` are two tokens.
            let parts = t.split(separator: "|")
            if parts.count > 1, parts.contains(where: { $0.hasPrefix("-") }) { tokens += parts.map(String.init) } else { tokens.append(String(t)) }
        }
        var usage = Usage()
        var i = 0
        while i < tokens.count {
            var t = tokens[i]
            if let long = shortNames[t] { t = long }
            if t.hasPrefix("-") {
                if case .some(.some) = options[t], i + 1 < tokens.count {
                    usage.options[t] = tokens[i + 1]
                    i += 1
                } else {
                    usage.options[t] = .some(nil)
                }
            } else {
                usage.positionals.append(t)
            }
            i += 1
        }
        return usage
    }

    func testTheReadmeTableSaysWhatEachCommandsHelpSays() throws {
        for command in Self.commands {
            let (help, shortNames) = try Self.help(command)
            let row = try Self.readme(command, options: help.options, shortNames: shortNames)
            XCTAssertEqual(Set(row.options.keys), Set(help.options.keys), "tactile \(command): README \(row) vs --help \(help)")
            for (option, value) in help.options {
                guard let value, let said = row.options[option] ?? nil else { continue }
                XCTAssertTrue(said == value || said == value.uppercased(), "tactile \(command) \(option): README says \(said), --help <\(value)>")
            }
            XCTAssertEqual(row.positionals, help.positionals.map { $0.uppercased() }, "tactile \(command): the arguments")
        }
    }

    /// The test reads what it should: against a made-up help without `--obfuscate-keys` and with
    /// `--format` taking `<fmt>`, the README's row differs in both ways.
    func testTheReaderSeesAMissingOptionAndAnotherValueName() throws {
        let flag: String? = nil
        let help = Usage(positionals: ["in", "out"], options: ["--format": "fmt", "--description": "file", "--private": flag])
        let row = try Self.readme("convert", options: help.options, shortNames: [:])
        XCTAssertEqual(row.positionals, ["IN", "OUT"])
        XCTAssertEqual(Set(row.options.keys).subtracting(help.options.keys), ["--obfuscate-keys"])
        XCTAssertEqual(row.options["--format"], "evemu|libinput", "not FMT")
        XCTAssertEqual(row.options["--description"], "FILE")
        XCTAssertNil(row.options["--private"] ?? nil, "a flag has no value")
    }

    /// `convert --to`, the format option's earlier spelling, is still read as `--format`.
    func testConvertStillReadsTheEarlierSpelling() throws {
        let input = TactileProcess.root + "/Traces/real/tablets/dell_canvas_pen.evemu"
        let dir = NSTemporaryDirectory() + "vocabulary-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for option in ["--format", "--to"] {
            let out = dir + "/pen\(option).yml"
            let r = try TactileProcess.run(["convert", input, out, option, "libinput"])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("# libinput record\n"), option)
        }
        let bad = try TactileProcess.run(["convert", input, dir + "/x.yml", "--format", "yaml"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--format must be evemu or libinput, not yaml"), bad.stderr)
    }
}

import Foundation
import XCTest

/// Each command's `--help` says what each argument and option is for, under its own name: a
/// sentence given to the wrong option, a command's summary swapped with its discussion, or a
/// default that is not the one the docs give, shows here. The words each entry must hold are the
/// ones README › Command line and the docs use for it; the defaults are those the docs give
/// (docs/capture.md: the live stream is `tactile normalize`'s lines, text unless jsonl is asked
/// for; traces are written as libinput record unless evemu is asked for).
final class CommandHelpTextTests: XCTestCase {
    /// command → entry (`<positional>` or the long option) → words its help holds.
    static let words: [String: [String: [String]]] = [
        "conformance": [
            "<scene>": ["Scene files"], "--device": ["iPad model"], "--html": ["HTML report"],
            "--junit": ["JUnit XML"], "--json": ["as JSON"], "--jobs": ["Worker threads"],
            "--explain": ["unified events and outcomes", "first failure"], "--strict": ["need review", "fail the run"],
            "--baseline": ["Known failures"], "--config": ["Settings", ".tactile.yml"],
            "--write-baseline": ["Record this run's failures", "known ones"],
        ],
        "import": [
            "<dump>": ["View dumps"], "--overlay": ["what the dumps cannot show"], "--output": ["scene file to write", "standard output"],
            "--name": ["scene's name"], "--every-window": ["every window"], "--info-plist": ["Info.plist", "UIDeviceFamily"],
            "--screenshot": ["DUMP=PNG", "screenshot"],
        ],
        "replay": [
            "<trace>": ["Trace files", "expectation file's `trace`"], "--scene": ["The scene"], "--environment": ["Device model, orientation"],
            "--expect": ["expectation file"], "--description": ["Device description", ".desc"], "--format": ["text or jsonl", "(values: text, jsonl; default: text)"],
            "--tap-to-click": ["tap to click"], "--trace-transitions": ["transitions"],
        ],
        "normalize": [
            "<trace>": ["Trace files"], "--description": ["Device description", ".desc"],
            "--format": ["text or jsonl", "(values: text, jsonl; default: text)"], "--tap-to-click": ["tap to click", "default: off"],
        ],
        "describe": [
            "<trace>": ["trace file", "device node"], "--description": ["Device description", ".desc"],
            "--format": ["text or json", "(values: text, json; default: text)"],
        ],
        "convert": [
            "<in>": ["trace to read"], "<out>": ["file to write"], "--format": ["Output format"],
            "--description": ["events-only evemu"], "--private": ["0600"], "--obfuscate-keys": ["Obfuscate key codes"],
        ],
        "synth": [
            "<script>": ["scenario script"], "--profile": ["profile"], "--scene": ["element ids"],
            "--environment": ["Device model, orientation"], "--output": ["trace to write"], "--format": ["Output format", "(default: libinput)"],
        ],
        "capture": [
            "<device>": ["Device nodes"], "--all": ["Every /dev/input/event*"], "--output": ["trace file to write"],
            "--format": ["Output format", "default: libinput"], "--show-keycodes": ["real key codes"], "--grab": ["EVIOCGRAB"],
            "--duration": ["seconds"], "--count": ["frames"], "--live": ["unified stream"],
            "--scene": ["interaction machine"], "--live-format": ["the lines of `tactile", "default: text"], "--latency": ["latency"],
        ],
        // The kernel test's helper (not listed by `tactile --help`), under its own name.
        "compare-capture": [
            "<played>": ["trace that was played"], "<captured>": ["capture of the played device"],
            "--description": ["Description of PLAYED"], "--raw": ["as they are"], "--state": ["final device state"],
            "--expect-resync": ["SYN_DROPPED resync"], "--prefix": ["stopped early"], "--removed": ["removed at the end"],
            "--keep-fuzz": ["played with --keep-fuzz"], "--tolerance-ms": ["timing difference", "(default: 50.0)"],
            "--speed": ["speed it was played at", "(default: 1.0)"], "--also-played": ["played together"],
            "--all-devices": ["Compare every device"],
        ],
        "play": [
            "<trace>": ["The traces"], "--description": ["Device description"], "--speed": ["Speed factor", "(default: 1.0)"],
            "--wait-before": ["creating the devices and the first event", "(default: 0.5)"], "--wait-after": ["after the last event", "(default: 0.0)"],
            "--keep-fuzz": ["recorded fuzz"],
        ],
    ]

    /// The one-line summary of each command in `tactile --help`, the words README › Command line
    /// gives each.
    static let summaries: [String: String] = [
        "conformance": "iPad interaction guidelines", "describe": "device description", "normalize": "unified iPad-style event stream",
        "convert": "between evemu and libinput record", "synth": "from a scenario script", "devices": "/dev/input/event*",
        "capture": "Record real devices", "play": "uinput devices", "replay": "interaction machine", "import": "Build a scene from",
    ]

    /// The ARGUMENTS and OPTIONS entries of a help text: entry → its text, wrapped lines joined.
    static func entries(_ help: String) -> [String: String] {
        var out: [String: String] = [:]
        var current: String?
        var inSection = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "ARGUMENTS:" || line == "OPTIONS:" { inSection = true; current = nil; continue }
            if line.isEmpty || !line.hasPrefix("  ") { inSection = line.isEmpty ? inSection : false; current = nil; continue }
            guard inSection else { continue }
            let body = line.dropFirst(2)
            if body.first != " " {
                let name = body.split(separator: " ").map(String.init).first { $0.hasPrefix("<") || $0.hasPrefix("--") }
                let key = name.map { $0.hasPrefix("--") ? String($0.split(separator: "/").first!) : $0 } ?? String(body)
                current = key
                // The text starts in the 27th column, after a label of up to 23 characters; a longer
                // label has the line to itself.
                let chars = Array(line)
                out[key] = chars.count > 26 && chars[25] == " " ? String(chars[26...]).trimmingCharacters(in: .whitespaces) : ""
            } else if let c = current {
                let more = line.trimmingCharacters(in: .whitespaces)
                out[c] = (out[c]!.isEmpty ? "" : out[c]! + " ") + more
            }
        }
        return out
    }

    func help(_ args: [String]) throws -> String {
        let r = try TactileProcess.run(args + ["--help"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return String(decoding: r.stdout, as: UTF8.self)
    }

    func testEachEntrySaysWhatItIsFor() throws {
        for (command, table) in Self.words.sorted(by: { $0.key < $1.key }) {
            let entries = Self.entries(try help([command]))
            XCTAssertEqual(Set(entries.keys).subtracting(["--version", "--help"]), Set(table.keys), "tactile \(command): the entries of its help")
            for (entry, words) in table {
                let text = entries[entry] ?? ""
                for w in words { XCTAssertTrue(text.contains(w), "tactile \(command) \(entry): \"\(text)\" does not say \"\(w)\"") }
            }
        }
    }

    /// Each command's help begins with its summary, the one `tactile --help` lists for it, and
    /// the discussion, when there is one, follows it.
    func testEachCommandsSummaryIsItsOwn() throws {
        let top = try help([])
        for (command, words) in Self.summaries {
            let listed = try XCTUnwrap(top.range(of: "\n  \(command) "), "tactile --help lists \(command)")
            let line = top[listed.upperBound...].prefix { $0 != "\n" }
            let overview = try help([command])
            XCTAssertTrue(overview.hasPrefix("OVERVIEW: "), overview)
            let first = overview.dropFirst("OVERVIEW: ".count).prefix { $0 != "\n" }
            XCTAssertTrue(line.trimmingCharacters(in: .whitespaces).hasPrefix(first.prefix(30)), "tactile \(command): listed as \"\(line)\", its help begins \"\(first)\"")
            let summary = overview.components(separatedBy: "\n\n").first!.replacingOccurrences(of: "\n", with: " ")
            XCTAssertTrue(summary.contains(words), "tactile \(command): its summary \"\(summary)\" does not say \"\(words)\"")
        }
    }

    /// The test reads what it should: entries, wrapped text and a default on its own line.
    func testTheParserReadsWrappedEntries() {
        let help = """
        OVERVIEW: A made-up command.

        ARGUMENTS:
          <trace>                 Trace files (evemu or libinput record), read by
                                  content.

        OPTIONS:
          --format <evemu|libinput>
                                  Output format. (default: libinput)
          -o, --output <file>     The file to write.
          --write-baseline <file> Record this run's failures (by rule, scene,
                                  element).
          --tap-to-click/--no-tap-to-click
                                  Trackpad tap to click.
          -h, --help              Show help information.

        """
        XCTAssertEqual(Self.entries(help), [
            "<trace>": "Trace files (evemu or libinput record), read by content.",
            "--format": "Output format. (default: libinput)",
            "--output": "The file to write.",
            "--write-baseline": "Record this run's failures (by rule, scene, element).",
            "--tap-to-click": "Trackpad tap to click.",
            "--help": "Show help information.",
        ])
    }
}

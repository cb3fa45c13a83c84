import Foundation
import XCTest
import InputModel
@testable import Harness

/// Reading a YAML file the user names (a scene, a script, an expectation file): each way it
/// cannot be read, with the exit code docs/interfaces.md gives (66 missing or unreadable, 77
/// permission denied, as for a trace), and the nesting check's line state, which starts afresh
/// on every line.
final class YAMLSourceReadingTests: XCTestCase {
    /// The error `body` throws, nil when it throws none.
    func thrown(_ body: () throws -> Void) -> TactileError? {
        do {
            try body()
            return nil
        } catch {
            return error as? TactileError
        }
    }

    func refusal(_ path: String, _ what: String = "scene") -> TactileError? {
        thrown { _ = try YAMLSource.data(path: path, what: what) }
    }

    func testAMissingFileIsMissingInput() throws {
        let dir = try scratchFolder("yaml-missing")
        let e = refusal(dir + "/none.yml")
        XCTAssertEqual(e?.kind, .missingInput)
        XCTAssertEqual(e?.file, dir + "/none.yml")
        XCTAssertEqual(e?.reason, "no such scene")
        // A path through a file (ENOTDIR) is no such file either.
        try "scene: s\n".write(toFile: dir + "/a.yml", atomically: true, encoding: .utf8)
        let through = refusal(dir + "/a.yml/b.yml", "script")
        XCTAssertEqual(through?.kind, .missingInput)
        XCTAssertEqual(through?.file, dir + "/a.yml/b.yml")
        XCTAssertEqual(through?.reason, "no such script")
    }

    /// Each read closes what it opened: a hundred reads leave the process's open descriptors as
    /// they were (counted in /dev/fd, Linux and macOS; a few of the runner's may come and go).
    func testAReadLeavesNoDescriptorOpen() throws {
        let dir = try scratchFolder("yaml-descriptors")
        try "scene: s\nelements: []\n".write(toFile: dir + "/s.yml", atomically: true, encoding: .utf8)
        try assertReadsLeaveNoDescriptorOpen { XCTAssertEqual(try YAMLSource.data(path: dir + "/s.yml", what: "scene").count, 22) }
    }

    /// A folder opens but gives no bytes: it cannot be read (66), the file named.
    func testAFolderCannotBeRead() throws {
        let dir = try scratchFolder("yaml-folder")
        let e = refusal(dir, "expectation file")
        XCTAssertEqual(e?.kind, .missingInput)
        XCTAssertEqual(e?.file, dir)
        XCTAssertEqual(e?.reason, "cannot read the expectation file: Is a directory")
    }

    /// A socket exists but cannot be opened (ENXIO; on macOS EOPNOTSUPP): said with the system's
    /// reason (66).
    func testASocketCannotBeOpened() throws {
        let dir = try scratchFolder("yaml-socket")
        let path = dir + "/s.yml"
        #if os(Linux)
        let refused = ENXIO
        #else
        let refused = EOPNOTSUPP // macOS's open(2) of a socket
        #endif
        bindSocket(at: path)
        let e = refusal(path, "script")
        XCTAssertEqual(e?.kind, .missingInput)
        XCTAssertEqual(e?.file, path)
        XCTAssertEqual(e?.reason, "cannot open: \(String(cString: strerror(refused)))")
    }

    /// A scene the user may not read: 77 and the file named, as `tactile` says for a trace.
    /// Root reads any file: run as root (a container), the command goes through `unshare -U`,
    /// where it is nobody.
    func testASceneThatMayNotBeReadIsPermissionDenied() throws {
        let dir = try scratchFolder("yaml-permission")
        let scene = dir + "/s.yml"
        try "scene: s\nelements: []\n".write(toFile: scene, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: scene)
        let trace = TactileProcess.root + "/Traces/synth/tap-send.yml"
        let r = try TactileProcess.run(["replay", trace, "--scene", scene], in: dir, launcher: getuid() == 0 ? "unshare -U " : "")
        XCTAssertEqual(r.status, 77, r.stderr)
        XCTAssertEqual(r.stderr, "tactile: \(scene): permission denied (cannot read the scene)\n")
        XCTAssertEqual(r.stdout, Data())
    }

    func nestingRefusal(_ text: String) -> TactileError? {
        thrown { try YAMLSource.checkNesting(text, file: "n.yml") }
    }

    /// A quote left open on one line (`Bob's pad`, a plain scalar) and a comment end with their
    /// line: the next line's brackets count.
    func testQuotesAndCommentsEndWithTheirLine() {
        let deep = String(repeating: "[", count: 1001)
        for first in ["name: Bob's pad", "name: \"open", "# a comment [", "a: 1 # it's"] {
            let e = nestingRefusal(first + "\nlist: " + deep + "\n")
            XCTAssertEqual(e?.line, 2, first)
            XCTAssertEqual(e?.reason, "nested deeper than 1000 levels", first)
        }
        XCTAssertNil(nestingRefusal("name: Bob's pad\nlist: " + String(repeating: "[", count: 1000) + "\n"))
        // Inside quotes or a comment on the same line, brackets do not count; a comment may
        // start a line, also after the first.
        XCTAssertNil(nestingRefusal("a: '" + deep + "'\nb: 1 # " + deep + "\n"))
        XCTAssertNil(nestingRefusal("a: 1\n# " + deep + "\n"))
        XCTAssertNil(nestingRefusal("# " + deep + "\n"))
    }

    /// Every line's depth is its indentation, its leading `-`/`?` indicators and the flow
    /// brackets open (those of earlier lines too): over 1000 is refused at that line, 1000 is not.
    func testEachLinesDepthCountsIndentationIndicatorsAndOpenBrackets() {
        func line(_ text: String) -> Int? { nestingRefusal(text)?.line }
        // Indentation: 1001 spaces on line 2.
        XCTAssertEqual(line("a:\n" + String(repeating: " ", count: 1001) + "b: 1\n"), 2)
        XCTAssertNil(line("a:\n" + String(repeating: " ", count: 1000) + "b: 1\n"))
        // Indicators: each `- ` is an indicator and a space.
        XCTAssertEqual(line("a:\n" + String(repeating: "- ", count: 501) + "x\n"), 2)
        XCTAssertNil(line("a:\n" + String(repeating: "- ", count: 500) + "x\n"))
        // Indicators and indentation with brackets: 10 + 10 + 981.
        XCTAssertEqual(line(String(repeating: "- ", count: 10) + String(repeating: "[", count: 981) + "\n"), 1)
        XCTAssertNil(line(String(repeating: "- ", count: 10) + String(repeating: "[", count: 980) + "\n"))
        // Brackets left open on line 1 count on line 2, with its indentation.
        XCTAssertEqual(line("a: " + String(repeating: "[", count: 1000) + "\n x\n"), 2)
        XCTAssertNil(line("a: " + String(repeating: "[", count: 999) + "\n x\n"))
        // A `#` after other text than a blank is no comment: the brackets after it count.
        XCTAssertEqual(line("a: b#" + String(repeating: "[", count: 1001) + "\n"), 1)
    }

    /// Aliases nest what they stand for: a value or a key whose tree, aliases expanded, is 1001
    /// deep is refused at the line of its deepest node (inside the anchor, line 1); 1000 is not.
    func testDepthThroughAliasesInValuesAndKeys() throws {
        let anchor = "a: &a " + String(repeating: "[", count: 500) + "x" + String(repeating: "]", count: 500) + "\n"
        func nest(_ n: Int) -> String { String(repeating: "[", count: n) + "*a" + String(repeating: "]", count: n) }
        for document in [anchor + "b: " + nest(500) + "\n", anchor + "? " + nest(500) + "\n: 1\n"] {
            XCTAssertThrowsError(try YAMLSource.compose(document, file: "d.yml", what: "scene")) { error in
                let e = error as? TactileError
                XCTAssertEqual(e?.line, 1)
                XCTAssertEqual(e?.reason, "nested deeper than 1000 levels")
            }
        }
        XCTAssertNoThrow(try YAMLSource.compose(anchor + "b: " + nest(499) + "\n", file: "d.yml", what: "scene"))
        XCTAssertNoThrow(try YAMLSource.compose(anchor + "? " + nest(499) + "\n: 1\n", file: "d.yml", what: "scene"))
    }

    /// Keys count toward the node budget as values do: six uses of a 111 111-node alias as keys.
    func testAliasedKeysCountTowardTheNodeBudget() {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for (name, inner) in [("b", "a"), ("c", "b"), ("d", "c"), ("e", "d")] {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(inner)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append("f:")
        for i in 0..<6 { lines += ["  ? [*e, \(i)]", "  : 1"] }
        XCTAssertThrowsError(try YAMLSource.compose(lines.joined(separator: "\n") + "\n", file: "k.yml", what: "scene")) { error in
            XCTAssertEqual((error as? TactileError)?.reason, "more than 500000 nodes (aliases expanded): refused")
        }
    }
}

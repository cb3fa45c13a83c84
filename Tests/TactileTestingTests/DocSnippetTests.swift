import Foundation
import Testing

/// Every Swift block of the README and docs/ is an excerpt of a file that is compiled and run —
/// by `swift test` (Sources/, Tests/) or by the example consumer's tests (Examples/TactileConsumer,
/// which CI builds with libevdev hidden) — so the documentation cannot drift from the API.
///
/// A block is preceded by `<!-- compiled: PATH -->`; its lines must stand in PATH verbatim, each
/// stretch under one indentation of its own (a method shown at the margin is indented in its
/// class), and a line `// …` stands for lines left out between two stretches.
@Suite struct DocSnippetTests {
    struct Block: CustomStringConvertible {
        var document: String
        var line: Int
        var source: String?
        var lines: [String]
        var description: String { "\(document):\(line)" }
    }

    static let elision = "// …"
    /// Where a compiled file may be: what `swift test` builds, and the consumer CI tests.
    static let compiledFolders = ["Sources/", "Tests/", "Examples/TactileConsumer/"]

    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("docs")).filter { $0.hasSuffix(".md") }
        return ["README.md"] + docs.sorted().map { "docs/" + $0 }
    }

    static func blocks(in document: String) throws -> [Block] {
        let lines = try Fixtures.text(document).components(separatedBy: "\n")
        var out: [Block] = []
        var i = 0
        while i < lines.count {
            guard lines[i].trimmingCharacters(in: .whitespaces) == "```swift" else { i += 1; continue }
            var source: String?
            if i > 0, let m = lines[i - 1].firstRange(of: "<!-- compiled: "), lines[i - 1].hasSuffix(" -->") {
                source = String(lines[i - 1][m.upperBound...].dropLast(" -->".count))
            }
            var j = i + 1
            while j < lines.count && lines[j].trimmingCharacters(in: .whitespaces) != "```" { j += 1 }
            out.append(Block(document: document, line: i + 1, source: source, lines: Array(lines[(i + 1)..<j])))
            i = j + 1
        }
        return out
    }

    /// The stretches of `block` (split at `// …`) found in `file` in order, each at one indentation:
    /// nil when they are, else the first stretch not found.
    static func missingStretch(_ block: [String], in file: [String]) -> [String]? {
        var stretches: [[String]] = [[]]
        for line in block {
            if line.trimmingCharacters(in: .whitespaces) == elision { stretches.append([]) } else { stretches[stretches.count - 1].append(line) }
        }
        var from = 0
        for stretch in stretches where !stretch.isEmpty {
            guard let end = find(stretch, in: file, from: from) else { return stretch }
            from = end
        }
        return nil
    }

    /// The index after the first place at or after `from` where `stretch` stands, every non-empty
    /// line behind one common indentation.
    static func find(_ stretch: [String], in file: [String], from: Int) -> Int? {
        guard stretch.count <= file.count else { return nil }
        let first = stretch[0]
        for start in from..<max(from, file.count - stretch.count + 1) {
            guard file[start].hasSuffix(first) else { continue }
            let indent = String(file[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }) else { continue }
            let matches = stretch.indices.allSatisfy { k in
                stretch[k].isEmpty ? file[start + k].trimmingCharacters(in: .whitespaces).isEmpty : file[start + k] == indent + stretch[k]
            }
            if matches { return start + stretch.count }
        }
        return nil
    }

    @Test func everySwiftBlockIsAnExcerptOfACompiledFile() throws {
        var checked = 0
        for document in try Self.documents() {
            for block in try Self.blocks(in: document) {
                let source = try #require(block.source, "\(block): a Swift block without <!-- compiled: PATH --> before it")
                #expect(Self.compiledFolders.contains { source.hasPrefix($0) }, "\(block): \(source) is not in a folder that is compiled")
                let file = try Fixtures.text(source).components(separatedBy: "\n")
                if let missing = Self.missingStretch(block.lines, in: file) {
                    Issue.record(Comment(rawValue: "\(block): these lines are not in \(source) as written:\n" + missing.joined(separator: "\n")))
                }
                checked += 1
            }
        }
        // The README's (dumps for import, the manifest, unit tests in both frameworks, the UI
        // test, conformance in Swift Testing) and docs/replay.md's three.
        #expect(checked >= 9)
    }

    /// The check itself: a changed line, an unknown file and a missing marker are caught.
    @Test func theCheckCatchesDrift() throws {
        let file = ["final class T: XCTestCase {", "    func testA() {", "        let x = 1", "    }", "}"]
        #expect(Self.missingStretch(["func testA() {", "    let x = 1", "}"], in: file) == nil)
        #expect(Self.missingStretch(["final class T: XCTestCase {", Self.elision, "}"], in: file) == nil)
        #expect(Self.missingStretch(["func testA() {", "    let x = 2", "}"], in: file) == ["func testA() {", "    let x = 2", "}"])
        // Stretches in another order than the file's are not found.
        #expect(Self.missingStretch(["}", Self.elision, "func testA() {"], in: file) == ["func testA() {"])
        // A line at another indentation than its stretch's is not the same line.
        #expect(Self.missingStretch(["func testA() {", "let x = 1"], in: file) != nil)
    }
}

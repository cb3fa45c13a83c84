import Foundation
import XCTest

/// A citation of a section — `(docs/import.md, "The overlay")`, `(README, "Design")` — in the
/// code, the tests and the documents names a heading that exists in that document (outside its
/// code blocks), so a reader who follows it finds the section.
final class DocCitationTests: XCTestCase {
    static let root = TactileProcess.root

    /// The headings of a Markdown file, without the `#`s, fenced code blocks skipped.
    static func headings(_ path: String) throws -> Set<String> {
        var out = Set<String>()
        var inFence = false
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            out.insert(String(line.drop(while: { $0 == "#" })).trimmingCharacters(in: .whitespaces))
        }
        return out
    }

    /// Every file the project writes prose in: Swift sources and tests, the documents.
    static func citingFiles() throws -> [String] {
        var files: [String] = []
        for dir in ["Sources", "Tests", "docs", "Benchmarks"] {
            guard let e = FileManager.default.enumerator(atPath: root + "/" + dir) else { continue }
            for case let f as String in e where (f.hasSuffix(".swift") || f.hasSuffix(".md")) && !f.hasPrefix(".build") {
                files.append(dir + "/" + f)
            }
        }
        return files + ["README.md", "TESTING.md", "BENCHMARKS.md", "FUZZING.md"]
    }

    /// `docs/x.md, "A"` or `README, "A"`, a comment's line breaks and `///` folded into spaces;
    /// several sections as `"A", "B"` or `"A" and "B"`.
    static let citation = try! NSRegularExpression(
        pattern: #"((?:docs/|Benchmarks/)?[a-z][a-z-]*\.md|README)[,:]? ("[^"]+"(?:(?:, | and )"[^"]+")*)"#)

    func testSectionCitationsNameHeadingsThatExist() throws {
        var checked = 0
        var missing: [String] = []
        for file in try Self.citingFiles() where file != "Tests/HarnessTests/DocCitationTests.swift" {   // its own examples
            let raw = try String(contentsOfFile: Self.root + "/" + file, encoding: .utf8)
            let text = raw.replacingOccurrences(of: #"\n\s*(///?|\*)?\s*"#, with: " ", options: .regularExpression)
            let ns = text as NSString
            for m in Self.citation.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                var doc = ns.substring(with: m.range(at: 1))
                if doc == "README" { doc = "README.md" }
                if !doc.contains("/") && !["README.md", "TESTING.md", "BENCHMARKS.md", "FUZZING.md"].contains(doc) {
                    doc = "docs/" + doc
                }
                let path = Self.root + "/" + doc
                guard FileManager.default.fileExists(atPath: path) else {
                    missing.append("\(file): \(doc) does not exist")
                    continue
                }
                let headings = try Self.headings(path)
                let sections = ns.substring(with: m.range(at: 2))
                for s in sections.split(separator: "\"").map(String.init) where !s.isEmpty && s != ", " && s != " and " {
                    checked += 1
                    if !headings.contains(s) { missing.append("\(file): \(doc) has no heading \"\(s)\"") }
                }
            }
        }
        XCTAssertEqual(missing, [])
        XCTAssertGreaterThan(checked, 40, "the pattern still finds the project's citations")
    }

    /// The checker itself: a heading inside a code block does not count, and a missing one is found.
    func testTheCheckerSeesHeadingsOutsideCodeOnly() throws {
        let dir = try TactileProcess.scratchDirectory("doc-citations")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "# Title\n\n## Real\n\n```yaml\n# Not a heading\n```\n".write(toFile: dir + "/d.md", atomically: false, encoding: .utf8)
        XCTAssertEqual(try Self.headings(dir + "/d.md"), ["Title", "Real"])
    }
}

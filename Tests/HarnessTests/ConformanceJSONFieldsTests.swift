import Foundation
import XCTest

/// The conformance report's JSON holds every field docs/conformance.md § The outputs lists for
/// each of its objects, and no other: written by `tactile conformance` as a user runs it, over a
/// baseline, a team's settings with a rule turned off, a waiver, an imported scene with
/// findings that need review under `--strict`, and a failure with more outcomes than it keeps.
final class ConformanceJSONFieldsTests: XCTestCase {
    /// The table's rows: object → fields.
    static func documented() throws -> [String: Set<String>] {
        let doc = try String(contentsOfFile: TactileProcess.root + "/docs/conformance.md", encoding: .utf8)
        var out: [String: Set<String>] = [:]
        var inTable = false
        for raw in doc.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line == "| object | fields |" { inTable = true; continue }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            if line.hasPrefix("|---") { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            // A field is the first name in backticks of each comma-separated part.
            var fields = Set<String>()
            var depth = 0, part = ""
            for ch in cells[1] + "," {
                if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
                if ch == ",", depth == 0 {
                    if let name = part.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first { fields.insert(String(name)) }
                    part = ""
                } else { part.append(ch) }
            }
            let object = cells[0].replacingOccurrences(of: "`", with: "")
            out[object] = fields
        }
        return out
    }

    /// The object a path of keys names, as the table names it.
    static func object(_ path: [String]) -> String? {
        switch path.last {
        case nil: return "the report"
        case "settings"?: return "settings"
        case "baseline"? where path.count == 1: return "baseline"
        case "results"?: return "a result"
        case "threshold"?: return "threshold"
        case "guideline"?: return "guideline"
        case "failures"?, "needsReview"?: return "a failure, or a finding that needs review"
        case "input"?: return "input"
        default: return nil
        }
    }

    func testEveryFieldIsWrittenAndNoOther() throws {
        let dir = try TactileProcess.scratchDirectory("json")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        let root = TactileProcess.root
        func run(_ args: [String]) throws {
            let r = try TactileProcess.run(args, in: dir, timeout: 120)
            XCTAssertTrue([0, 1].contains(r.status), "\(args): \(r.stderr)")
        }
        try run(["conformance", root + "/Scenes/scaled-iphone.yml", "--device", "ipad-mini", "--write-baseline", "b.yml"])
        try run(["conformance", root + "/Scenes/scaled-iphone.yml", root + "/Scenes/mail.yml", "--device", "ipad-mini", "--baseline", "b.yml", "--json", "r1.json"])
        try run(["import", root + "/Tests/Import/xcuitest-overlap.txt", "-o", "acme.yml"])
        try run(["conformance", "acme.yml", "--device", "ipad-pro-11", "--strict", "--json", "r2.json"])
        try "conformance:\n  minimumHitTarget: 60\n  off:\n    pointer.magnetism: \"our own cursor\"\n".write(toFile: dir + "/team.yml", atomically: true, encoding: .utf8)
        try run(["conformance", root + "/Scenes/mail.yml", "--device", "ipad-mini", "--config", "team.yml", "--json", "r3.json"])
        try "scene: waived\nelements:\n  - {id: tiny, role: button, frame: [100, 100, 20, 20], waive: {layout.hit-target: \"the row takes the tap\"}}\n"
            .write(toFile: dir + "/w.yml", atomically: true, encoding: .utf8)
        try run(["conformance", "w.yml", "--device", "ipad-mini", "--json", "r4.json"])
        // A stroke's failure names its canvas in more outcomes than a failure keeps (60).
        try run(["conformance", root + "/Scenes/violations/pencil.pressure-tilt.yml", "--device", "ipad-pro-11", "--json", "r5.json"])

        var written: [String: Set<String>] = [:], unplaced: [String] = []
        func walk(_ value: Any, _ path: [String]) {
            if let dict = value as? [String: Any] {
                guard let object = Self.object(path) else { unplaced.append(path.joined(separator: ".")); return }
                for (key, child) in dict {
                    written[object, default: []].insert(key)
                    // Outcomes are the interface's (CorpusTests); `off` maps rule ids to reasons.
                    if key == "outcomes" || key == "off" { continue }
                    walk(child, path + [key])
                }
            } else if let list = value as? [Any] {
                for child in list { walk(child, path) }
            }
        }
        for n in 1...5 {
            let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/r\(n).json"))
            walk(try JSONSerialization.jsonObject(with: data), [])
        }
        XCTAssertEqual(unplaced, [], "objects the table does not name")
        let documented = try Self.documented()
        XCTAssertEqual(documented.count, 8)
        for object in documented.keys.sorted() {
            let w = written[object] ?? [], d = documented[object] ?? []
            XCTAssertEqual(w.subtracting(d).sorted(), [], "\(object): written, not in docs/conformance.md")
            XCTAssertEqual(d.subtracting(w).sorted(), [], "\(object): in docs/conformance.md, never written")
        }
    }
}

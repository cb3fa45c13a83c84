import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import Harness

/// The conformance report's JSON and JUnit hold every field docs/conformance.md § The outputs
/// lists for each of their objects and elements, and no other, and the JUnit carries every result
/// of the JSON: written by `tactile conformance` as a user runs it, over a baseline, a team's
/// settings with a rule turned off, a waiver, an imported scene with findings that need review
/// under `--strict`, and a failure with more outcomes than it keeps.
final class ConformanceJSONFieldsTests: XCTestCase {
    /// The reports, written once for the class: `rN.json` and `rN.xml` for N in 1...6.
    nonisolated(unsafe) static var written: String?

    override class func tearDown() {
        if let dir = written {
            XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir))
            written = nil
        }
        super.tearDown()
    }

    static func reports() throws -> String {
        if let dir = written { return dir }
        let dir = try TactileProcess.scratchDirectory("report-fields")
        written = dir
        let root = TactileProcess.root
        func run(_ args: [String]) throws {
            let r = try TactileProcess.run(args, in: dir, timeout: 120)
            XCTAssertTrue([0, 1].contains(r.status), "\(args): \(r.stderr)")
        }
        try run(["conformance", root + "/Scenes/scaled-iphone.yml", "--device", "ipad-mini", "--write-baseline", "b.yml"])
        try run(["conformance", root + "/Scenes/scaled-iphone.yml", root + "/Scenes/mail.yml", "--device", "ipad-mini", "--baseline", "b.yml",
                 "--json", "r1.json", "--junit", "r1.xml"])
        try run(["import", root + "/Tests/Import/xcuitest-overlap.txt", "-o", "acme.yml"])
        try run(["conformance", "acme.yml", "--device", "ipad-pro-11", "--strict", "--json", "r2.json", "--junit", "r2.xml"])
        try "conformance:\n  minimumHitTarget: 60\n  off:\n    pointer.magnetism: \"our own cursor\"\n".write(toFile: dir + "/team.yml", atomically: true, encoding: .utf8)
        try run(["conformance", root + "/Scenes/mail.yml", "--device", "ipad-mini", "--config", "team.yml", "--json", "r3.json", "--junit", "r3.xml"])
        try "scene: waived\nelements:\n  - {id: tiny, role: button, frame: [100, 100, 20, 20], waive: {layout.hit-target: \"the row takes the tap\"}}\n"
            .write(toFile: dir + "/w.yml", atomically: true, encoding: .utf8)
        try run(["conformance", "w.yml", "--device", "ipad-mini", "--json", "r4.json", "--junit", "r4.xml"])
        // A stroke's failure names its canvas in more outcomes than a failure keeps (60).
        try run(["conformance", root + "/Scenes/violations/pencil.pressure-tilt.yml", "--device", "ipad-pro-11", "--json", "r5.json", "--junit", "r5.xml"])
        // A check that could not run, which no scene of the command makes: the report's own writers.
        let env = HarnessEnvironment(.iPadPro12_9, .landscape)
        let report = ConformanceReport(scenes: ["S"], environments: [env], results: [
            RuleResult(rule: .pointerScroll, scene: "S", environment: env, verdict: .error, note: "the check could not run: no trackpad"),
        ])
        try report.json.write(toFile: dir + "/r6.json", atomically: true, encoding: .utf8)
        try report.junit.write(toFile: dir + "/r6.xml", atomically: true, encoding: .utf8)
        return dir
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
        let dir = try Self.reports()
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
        for n in 1...6 {
            let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/r\(n).json"))
            walk(try JSONSerialization.jsonObject(with: data), [])
        }
        XCTAssertEqual(unplaced, [], "objects the table does not name")
        let documented = try DocTables.names(in: "docs/conformance.md", under: "| object | fields |")
        XCTAssertEqual(documented.count, 8)
        for object in documented.keys.sorted() {
            let w = written[object] ?? [], d = documented[object] ?? []
            XCTAssertEqual(w.subtracting(d).sorted(), [], "\(object): written, not in docs/conformance.md")
            XCTAssertEqual(d.subtracting(w).sorted(), [], "\(object): in docs/conformance.md, never written")
        }
    }

    /// A JUnit file as read back: every element's attribute names, and each test case.
    final class JUnit: NSObject, XMLParserDelegate {
        struct TestCase {
            var suite = "", classname = "", name = ""
            var properties: [String: String] = [:]
            /// The `failure`, `skipped` or `error` element, with its attributes.
            var result: (element: String, attributes: [String: String])?
        }
        var attributes: [String: Set<String>] = [:]
        var suites: [String: [String: String]] = [:]
        var top: [String: String] = [:]
        var cases: [TestCase] = []
        var suite = ""

        func parser(_ p: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes a: [String: String] = [:]) {
            attributes[name, default: []].formUnion(a.keys)
            switch name {
            case "testsuites": top = a
            case "testsuite": suite = a["name"] ?? ""; suites[suite] = a
            case "testcase": cases.append(TestCase(suite: suite, classname: a["classname"] ?? "", name: a["name"] ?? ""))
            case "property": cases[cases.count - 1].properties[a["name"] ?? ""] = a["value"]
            case "failure", "skipped", "error": cases[cases.count - 1].result = (name, a)
            default: break
            }
        }

        static func read(_ path: String) throws -> JUnit {
            let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
            let junit = JUnit()
            parser.delegate = junit
            XCTAssertTrue(parser.parse(), "\(path): \(parser.parserError.map { "\($0)" } ?? "")")
            return junit
        }
    }

    func testEveryJUnitElementAttributeAndPropertyIsWrittenAndNoOther() throws {
        let dir = try Self.reports()
        var attributes: [String: Set<String>] = [:], properties = Set<String>()
        for n in 1...6 {
            let junit = try JUnit.read(dir + "/r\(n).xml")
            attributes.merge(junit.attributes) { $0.union($1) }
            for c in junit.cases { properties.formUnion(c.properties.keys) }
        }
        let elements = try DocTables.names(in: "docs/conformance.md", under: "| element | attributes |")
        XCTAssertEqual(elements.count, 9)
        XCTAssertEqual(Set(attributes.keys).subtracting(elements.keys).sorted(), [], "elements written, not in docs/conformance.md")
        XCTAssertEqual(Set(elements.keys).subtracting(attributes.keys).sorted(), [], "elements in docs/conformance.md, never written")
        for (element, d) in elements {
            let w = attributes[element] ?? []
            XCTAssertEqual(w.subtracting(d).sorted(), [], "\(element): attributes written, not in docs/conformance.md")
            XCTAssertEqual(d.subtracting(w).sorted(), [], "\(element): attributes in docs/conformance.md, never written")
        }
        let documentedProperties = Set(try DocTables.names(in: "docs/conformance.md", under: "| property | value |").keys)
        XCTAssertEqual(documentedProperties.count, 6)
        XCTAssertEqual(properties.subtracting(documentedProperties).sorted(), [], "properties written, not in docs/conformance.md")
        XCTAssertEqual(documentedProperties.subtracting(properties).sorted(), [], "properties in docs/conformance.md, never written")
    }

    /// Every result of the JSON is a test case of the JUnit written beside it, with the same
    /// rule, environment, verdict, methods, threshold, measured and required values, and its
    /// waiver or baseline in the element docs/conformance.md gives it.
    func testTheJUnitCarriesEveryResultOfTheJSON() throws {
        let dir = try Self.reports()
        var verdicts = Set<String>(), results = 0
        for n in 1...6 {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r\(n).json"))) as? [String: Any]
            let list = try XCTUnwrap(json?["results"] as? [[String: Any]])
            let junit = try JUnit.read(dir + "/r\(n).xml")
            XCTAssertEqual(junit.cases.count, list.count, "r\(n)")
            XCTAssertEqual(junit.top["tests"], "\(list.count)", "r\(n)")
            var byKey: [String: JUnit.TestCase] = [:]
            for c in junit.cases { byKey[c.classname + " " + c.name] = c }
            for r in list {
                results += 1
                let scene = try XCTUnwrap(r["scene"] as? String), rule = try XCTUnwrap(r["rule"] as? String)
                let environment = try XCTUnwrap(r["environment"] as? String), verdict = try XCTUnwrap(r["verdict"] as? String)
                verdicts.insert(verdict)
                let where_ = "r\(n): \(scene) \(rule) [\(environment)]"
                guard let c = byKey["\(scene).\(rule) \(rule) [\(environment)]"] else { XCTFail("\(where_): no test case"); continue }
                XCTAssertEqual(c.suite, scene, where_)
                XCTAssertEqual(c.properties["rule"], rule, where_)
                XCTAssertEqual(c.properties["verdict"], verdict, where_)
                XCTAssertEqual(c.properties["checked"], (r["checked"] as? [String])?.joined(separator: " + "), where_)
                for field in ["measured", "required"] {
                    if let value = r[field] {
                        let text = try XCTUnwrap(c.properties[field], "\(where_): no \(field)")
                        let read = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
                        XCTAssertEqual(read as? NSObject, value as? NSObject, "\(where_): \(field)")
                    } else {
                        XCTAssertNil(c.properties[field], "\(where_): \(field)")
                    }
                }
                if let t = r["threshold"] as? [String: Any] {
                    let words = try XCTUnwrap(c.properties["threshold"], "\(where_): no threshold")
                    let value = try XCTUnwrap(t["value"] as? Double)
                    XCTAssertTrue(words.contains("\(Int(value)) pt"), "\(where_): \(words)")
                    XCTAssertTrue(words.contains(try XCTUnwrap(t["source"] as? String)), "\(where_): \(words)")
                } else {
                    XCTAssertNil(c.properties["threshold"], where_)
                }
                let failures = (r["failures"] as? [[String: Any]]) ?? []
                let message = c.result?.attributes["message"] ?? ""
                switch verdict {
                case "pass":
                    XCTAssertNil(c.result?.element, where_)
                case "n/a":
                    XCTAssertEqual(c.result?.element, "skipped", where_)
                    XCTAssertTrue(message.hasPrefix("not applicable"), "\(where_): \(message)")
                case "error":
                    XCTAssertEqual(c.result?.element, "error", where_)
                case "waived":
                    XCTAssertEqual(c.result?.element, "skipped", where_)
                    let all = failures + ((r["needsReview"] as? [[String: Any]]) ?? [])
                    let reason = try XCTUnwrap(all.first?["waived"] as? String, where_)
                    XCTAssertTrue(message.hasPrefix("waived: \(reason): "), "\(where_): \(message)")
                case "needs review":
                    XCTAssertEqual(c.result?.element, json?["strict"] as? Bool == true ? "failure" : "skipped", where_)
                    XCTAssertTrue(message.hasPrefix("needs review: "), "\(where_): \(message)")
                case "fail":
                    let first = try XCTUnwrap(failures.first, where_)
                    let cause = "\(first["element"] as? String ?? ""): \(first["message"] as? String ?? "")"
                    if failures.allSatisfy({ $0["baseline"] as? String == "known" }) {
                        XCTAssertEqual(c.result?.element, "skipped", where_)
                        XCTAssertEqual(message, "known failure (in the baseline b.yml): \(cause)", where_)
                    } else {
                        XCTAssertEqual(c.result?.element, "failure", where_)
                        XCTAssertEqual(message, cause, where_)
                    }
                default:
                    XCTFail("\(where_): verdict \(verdict)")
                }
            }
        }
        XCTAssertGreaterThan(results, 100)
        XCTAssertEqual(verdicts, ["pass", "fail", "n/a", "needs review", "waived", "error"])
    }
}

import Foundation
import XCTest

/// Harness's folders depend one way: the scene and the environment at the bottom, then the
/// interaction machine, then conformance and import, side by side. A folder's code (comments
/// aside) names no type declared in a folder above it or beside it.
final class HarnessLayeringTests: XCTestCase {
    static let harness = TactileProcess.root + "/Sources/Harness"

    /// Each folder and the folders whose types it must not name.
    static let forbidden: [String: Set<String>] = [
        "Scene": ["Machine", "Synthesis", "Replay", "Assertions", "Conformance", "Import"],
        "Environment": ["Machine", "Synthesis", "Replay", "Assertions", "Conformance", "Import"],
        "Machine": ["Synthesis", "Replay", "Assertions", "Conformance", "Import"],
        "Import": ["Machine", "Synthesis", "Replay", "Assertions", "Conformance"],
        "Conformance": ["Import", "Assertions"],
    ]

    /// The Swift files of a folder, with their text less comments and string literals' contents.
    static func code(in folder: String) throws -> [(file: String, text: String)] {
        let dir = harness + "/" + folder
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let raw = try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
            let lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                var l = String(line)
                if let r = l.range(of: "//") { l = String(l[..<r.lowerBound]) }
                return l.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
            }
            return (folder + "/" + name, lines.joined(separator: "\n"))
        }
    }

    /// The top-level types a folder declares.
    static func declaredTypes(in folder: String) throws -> Set<String> {
        let declaration = try NSRegularExpression(pattern: #"(?m)^(?:public |final |indirect )*(?:struct|enum|class|protocol|typealias) ([A-Z]\w*)"#)
        var out = Set<String>()
        for (_, text) in try code(in: folder) {
            let ns = text as NSString
            for m in declaration.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                out.insert(ns.substring(with: m.range(at: 1)))
            }
        }
        return out
    }

    func testFoldersNameNoTypeOfAFolderAboveOrBeside() throws {
        var violations: [String] = []
        var checked = 0
        for (folder, above) in Self.forbidden.sorted(by: { $0.key < $1.key }) {
            var types: [String: String] = [:]
            for other in above { for t in try Self.declaredTypes(in: other) { types[t] = other } }
            XCTAssertFalse(types.isEmpty, folder)
            for (file, text) in try Self.code(in: folder) {
                checked += 1
                for (t, owner) in types.sorted(by: { $0.key < $1.key })
                where text.range(of: #"\b\#(t)\b"#, options: .regularExpression) != nil {
                    violations.append("\(file) names \(t), declared in \(owner)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 50)
        XCTAssertEqual(violations, [], violations.joined(separator: "\n"))
    }

    /// The reader finds what it looks for: a made-up file of the scene layer naming the machine's
    /// `InteractionConstants` would be reported, one naming it only in a comment would not.
    func testTheReaderSeesATypeInCodeAndNotInAComment() throws {
        let machine = try Self.declaredTypes(in: "Machine")
        XCTAssertTrue(machine.contains("InteractionConstants"))
        XCTAssertTrue(machine.contains("InteractionMachine"))
        XCTAssertTrue(try Self.declaredTypes(in: "Scene").contains("ResolvedScene"))
        let scene = try Self.code(in: "Scene")
        let resolved = try XCTUnwrap(scene.first { $0.file == "Scene/PointerHitRegion.swift" })
        XCTAssertFalse(resolved.text.contains("InteractionConstants"), "a comment is not code")
    }
}

import Foundation

/// Reading the docs' tables the doc tests hold the code to: the names in backticks of a cell, and
/// the test sources that a named test (`Class.testMethod`) must stand in.
enum DocTables {
    /// The names in backticks of `text`, in order.
    static func ticked<S: StringProtocol>(_ text: S) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Test files' texts by the XCTest classes and Swift Testing suites (`@Suite struct`) they
    /// declare: `Class.testX` exists when `func testX(` is in the file declaring `Class`.
    static func testSources() throws -> [String: String] {
        var sources: [String: String] = [:]
        let tests = TactileProcess.root + "/Tests"
        guard let files = FileManager.default.subpaths(atPath: tests) else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: tests]) }
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: tests + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let r = line.range(of: "class ") ?? line.range(of: "@Suite struct ") else { continue }
                let name = line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { sources[String(name), default: ""] += text }
            }
        }
        return sources
    }

    /// Whether the test `Class.testMethod` exists (`testSources`).
    static func exists(_ name: String, in sources: [String: String]) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count == 2 && sources[String(parts[0])]?.contains("func \(parts[1])(") == true
    }
}

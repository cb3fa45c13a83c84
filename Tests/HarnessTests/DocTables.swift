import Foundation

/// Reading the docs' tables the doc tests hold the code to: a table's rows, the names in backticks
/// of a cell, and the test sources that a named test (`Class.testMethod`) must stand in.
enum DocTables {
    /// The names in backticks of `text`, in order.
    static func ticked<S: StringProtocol>(_ text: S) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The cells of each row of the table under `header` (a line of its own, indented or not) in
    /// the doc at `path` (from the repository's root), without the line under the header.
    static func rows(in path: String, under header: String) throws -> [[String]] {
        let doc = try String(contentsOfFile: TactileProcess.root + "/" + path, encoding: .utf8)
        var out: [[String]] = []
        var inTable = false
        for raw in doc.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line == header { inTable = true; continue }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            if line.hasPrefix("|---") { continue }
            out.append(line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return out
    }

    /// A two-column table of names: the first column's name (backticks dropped) → the names the
    /// second gives, the first name in backticks of each comma-separated part (`none`: none).
    static func names(in path: String, under header: String) throws -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for cells in try rows(in: path, under: header) where cells.count == 2 {
            var names = Set<String>()
            var depth = 0, part = ""
            for ch in cells[1] + "," {
                if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
                if ch == ",", depth == 0 {
                    if let name = ticked(part).first { names.insert(name) }
                    part = ""
                } else { part.append(ch) }
            }
            out[cells[0].replacingOccurrences(of: "`", with: "")] = names
        }
        return out
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

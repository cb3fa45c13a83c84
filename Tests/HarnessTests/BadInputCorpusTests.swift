import Foundation
import XCTest

/// Tests/BadInputs: every hostile or malformed file is run through the built `tactile` for the
/// command in `expected.tsv` and must give the documented exit code and `file:line: reason`,
/// within a time and memory limit, leaving no output file (nor a temporary one) behind.
/// Rows with exit 0 are inputs that are tolerated on purpose; a `normalize --format jsonl` of
/// one must end every touch that began.
final class BadInputCorpusTests: XCTestCase {
    static let corpus = TactileProcess.root + "/Tests/BadInputs"

    struct Row {
        var line: Int
        var file: String
        var command: String
        var exit: Int32
        var message: String?
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: corpus + "/expected.tsv", encoding: .utf8)
        var rows: [Row] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 4, let code = Int32(f[2]) else {
                XCTFail("expected.tsv:\(i + 1): needs 4 tab-separated fields (file, command, exit, message)")
                continue
            }
            rows.append(Row(line: i + 1, file: f[0], command: f[1], exit: code, message: f[3] == "-" ? nil : f[3]))
        }
        return rows
    }

    func testEveryFileHasARowAndThereAreEnough() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus).filter { $0 != "expected.tsv" }
        let covered = Set(try Self.rows().map(\.file))
        XCTAssertGreaterThanOrEqual(files.count, 40)
        for f in files { XCTAssertTrue(covered.contains(f), "\(f) has no row in expected.tsv") }
        for f in covered { XCTAssertTrue(files.contains(f), "expected.tsv names \(f), which is not in Tests/BadInputs") }
    }

    func testEveryBadInputGivesItsExitCodeAndMessage() throws {
        _ = try TactileProcess.binary()
        for row in try Self.rows() {
            try check(row)
        }
    }

    func check(_ row: Row) throws {
        let scratch = try TactileProcess.scratchDirectory("bad")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let out = scratch + "/out"
        let args = row.command.split(separator: " ").map { word -> String in
            String(word).replacingOccurrences(of: "{out}", with: out)
                .replacingOccurrences(of: "{}", with: "Tests/BadInputs/" + row.file)
        }
        let r = try TactileProcess.run(args, timeout: 20)
        let what = "expected.tsv:\(row.line) \(row.file) (\(row.command))"
        XCTAssertFalse(r.timedOut, "\(what): still running after 20 s")
        XCTAssertNil(r.signal, "\(what): killed by signal \(r.signal ?? 0): \(r.stderr.prefix(400))")
        XCTAssertEqual(r.status, row.exit, "\(what): \(r.stderr.prefix(400))")
        XCTAssertLessThan(r.seconds, 10, "\(what): took \(r.seconds) s")
        if let m = row.message {
            XCTAssertTrue(r.stderr.contains(m), "\(what): stderr lacks \"\(m)\": \(r.stderr.prefix(400))")
        }
        if row.exit != 0 {
            let left = (try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []
            XCTAssertEqual(left, [], "\(what): left files behind")
        }
        if row.exit == 0, args.first == "normalize", args.contains("jsonl") {
            XCTAssertEqual(Self.unendedTouches(r.stdout), [], "\(what): touches that began and never ended")
            let text = String(decoding: r.stdout, as: UTF8.self)
            XCTAssertFalse([":nan", ":-nan", ":inf", ":-inf", "NaN", "Infinity"].contains { text.contains($0) },
                           "\(what): NaN or infinity in the stream")
        }
    }

    /// Touch ids (per device) that began and were neither ended nor cancelled in a jsonl stream.
    static func unendedTouches(_ jsonl: Data) -> [String] {
        var open = Set<String>()
        for line in String(decoding: jsonl, as: UTF8.self).split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  o["type"] as? String == "touch", let phase = o["phase"] as? String else { continue }
            let key = "\(o["device"] ?? 0)/\(o["id"] ?? 0)"
            switch phase {
            case "began": open.insert(key)
            case "ended", "cancelled": open.remove(key)
            default: break
            }
        }
        return open.sorted()
    }

    /// A line longer than any reader accepts, generated here rather than committed: refused with
    /// the line number, in bounded memory and time.
    func testAnEnormousLineIsRefused() throws {
        let scratch = try scratchFolder("huge")
        let path = scratch + "/huge.events"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil), path)
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        h.write(Data("N: Dev\nI: 0003 0001 0002 0003\nE: 0.000001 0000 0000 0 # ".utf8))
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<17 { h.write(chunk) }
        h.write(Data("\n".utf8))
        try h.close()
        for command in [["normalize", path], ["convert", path, scratch + "/out.yml"], ["describe", path]] {
            let r = try TactileProcess.run(command, timeout: 30)
            XCTAssertEqual(r.status, 65, "\(command): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("huge.events:3: line longer than"), "\(command): \(r.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: scratch + "/out.yml"))
        }
        // The same for a YAML file: refused by size before it is read whole.
        let scene = scratch + "/huge.yml"
        try FileManager.default.copyItem(atPath: path, toPath: scene)
        let r = try TactileProcess.run(["conformance", scene], timeout: 30)
        XCTAssertEqual(r.status, 65, r.stderr)
        XCTAssertTrue(r.stderr.contains("huge.yml: larger than 16 MiB"), r.stderr)
    }
}

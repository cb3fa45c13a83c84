import Foundation
import XCTest

/// docs/promises.md holds every promise with its test: each test it names exists, every option of
/// every command's `--help` has a row, and every exit code of docs/interfaces.md has one.
final class PromisesDocTests: XCTestCase {
    static let root = TactileProcess.root

    static func doc() throws -> String {
        try String(contentsOfFile: root + "/docs/promises.md", encoding: .utf8)
    }

    /// The test cells of the doc's tables: the last cell of each row.
    static func rows() throws -> [(section: String, cells: [String])] {
        var section = ""
        var out: [(String, [String])] = []
        for line in try doc().split(separator: "\n") {
            if line.hasPrefix("#") { section = line.trimmingCharacters(in: CharacterSet(charactersIn: "# ")); continue }
            guard line.hasPrefix("| "), !line.hasPrefix("|---") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if ["option", "code", "promise"].contains(cells.first) { continue }  // a header
            out.append((section, cells))
        }
        return out
    }

    func testEveryTestNamedExists() throws {
        let sources = try DocTables.testSources()
        let kernel = try String(contentsOfFile: Self.root + "/Tests/Kernel/guest-steps.sh", encoding: .utf8)
        let rows = try Self.rows()
        XCTAssertGreaterThan(rows.count, 60)
        for (section, cells) in rows {
            let tests = DocTables.ticked(cells.last ?? "")
            XCTAssertFalse(tests.isEmpty, "\(section): no test for \(cells)")
            for name in tests {
                if name.hasPrefix("Tests/Kernel/guest-steps.sh ") {
                    let step = name.dropFirst("Tests/Kernel/guest-steps.sh ".count)
                    XCTAssertTrue(kernel.contains("\n\(step)() {"), "\(name) does not exist")
                } else if name.hasPrefix("Tests/") {
                    XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.root + "/" + name), "\(name) does not exist")
                } else {
                    XCTAssertEqual(name.split(separator: ".").count, 2, "\(section): \(name) is no Class.testMethod")
                    XCTAssertTrue(DocTables.exists(name, in: sources), "\(name) does not exist")
                }
            }
        }
    }

    /// Every option each command's `--help` prints has a row under that command.
    func testEveryOptionOfEveryCommandHasARow() throws {
        let rows = try Self.rows()
        var listed = 0
        for command in CommandLineVocabularyTests.commands {
            let options = try CommandLineVocabularyTests.help(command).usage.options.keys
            let mine = Set(rows.filter { $0.section == "tactile \(command)" }.compactMap { DocTables.ticked($0.cells[0]).first })
            for option in options {
                // `--tap-to-click` stands for its inversion `--no-tap-to-click`.
                let name = option.hasPrefix("--no-") ? "--" + option.dropFirst("--no-".count) : option
                XCTAssertTrue(mine.contains(name), "tactile \(command) \(option) has no row in docs/promises.md")
                listed += 1
            }
            if options.isEmpty {
                XCTAssertTrue(try Self.doc().contains("`tactile \(command)` takes no option"), "tactile \(command)")
            }
        }
        XCTAssertGreaterThan(listed, 40)
    }

    /// Every exit code docs/interfaces.md documents has a row, and no other.
    func testEveryExitCodeHasARow() throws {
        let interfaces = try String(contentsOfFile: Self.root + "/docs/interfaces.md", encoding: .utf8)
        let documented = interfaces.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| "), let code = line.dropFirst(2).split(separator: " ").first, Int(code) != nil else { return nil }
            return String(code)
        }
        XCTAssertEqual(documented, ["0", "1", "64", "65", "66", "69", "73", "77"])
        let rows = try Self.rows().filter { $0.section == "Exit codes" }.map { $0.cells[0] }
        XCTAssertEqual(rows, documented)
    }
}

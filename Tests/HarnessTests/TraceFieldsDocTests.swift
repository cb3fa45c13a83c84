import Foundation
import XCTest

/// docs/interfaces.md § Trace files lists every line of an evemu file and every key of a libinput
/// record file Tactile writes: `tactile convert`, run as a user runs it on traces that carry every
/// field (LEDs and switches that are on, the recording libinput's version, the system, the
/// sections kept word for word, a device that comes and goes), writes exactly those.
final class TraceFieldsDocTests: XCTestCase {
    static let inputs = ["Tests/EvdevBridgeTests/Fixtures/comments-everywhere.evemu", "Tests/EvdevBridgeTests/Fixtures/two-devices.yml",
                         "Traces/synth/keyboard-comes-and-goes.yml", "Traces/real/touchpads/AlpsPS2 ALPS GlidePoint.right-edge-scroll.events"]

    /// Converts each input to `format` in `dir`; the files written.
    func converted(to format: String, in dir: String) throws -> [String] {
        var out: [String] = []
        for (n, input) in Self.inputs.enumerated() {
            // evemu holds one device that is always there: those traces are not converted to it.
            if format == "evemu", input.hasSuffix(".yml") { continue }
            let path = "\(dir)/t\(n).\(format)"
            let r = try TactileProcess.run(["convert", TactileProcess.root + "/" + input, path, "--format", format], timeout: 60)
            XCTAssertEqual(r.status, 0, "\(input): \(r.stderr)")
            out.append(path)
        }
        return out
    }

    func testEveryEvemuLineIsInTheTableAndNoOther() throws {
        let dir = try TactileProcess.scratchDirectory("evemu-fields")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        var written = Set<String>()
        for path in try converted(to: "evemu", in: dir) {
            for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
                written.insert(String(line.prefix(2)))
            }
        }
        let table = try DocTables.names(in: "docs/interfaces.md", under: "| line | fields |")
        let documented = Set(table.keys)
        XCTAssertEqual(documented.count, 8)
        XCTAssertEqual(written.subtracting(documented).sorted(), [], "written, not in docs/interfaces.md § Trace files")
        XCTAssertEqual(documented.subtracting(written).sorted(), [], "in docs/interfaces.md § Trace files, never written")
    }

    /// The object a key's parent keys name, as the table names it; nil inside a section kept
    /// word for word, or inside `codes` and `absinfo` (numbers).
    static func object(_ parents: [String]) -> String? {
        switch parents {
        case []: return "the file"
        case ["libinput"]: return "libinput"
        case ["system"]: return "system"
        case ["devices"]: return "a device"
        case ["devices", "evdev"]: return "evdev"
        case ["devices", "presence"]: return "presence"
        case ["devices", "events"]: return "an event"
        default: return nil
        }
    }

    func testEveryLibinputRecordKeyIsInTheTableAndNoOther() throws {
        let dir = try TactileProcess.scratchDirectory("libinput-fields")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        var written: [String: Set<String>] = [:]
        for path in try converted(to: "libinput", in: dir) {
            // Keys by indentation, as the writer lays them out: a `- ` item's key stands two
            // columns in, like the keys under it.
            var stack: [(indent: Int, key: String)] = []
            for raw in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
                var line = Substring(raw)
                var indent = line.prefix { $0 == " " }.count
                line = line.dropFirst(indent)
                if line.hasPrefix("#") { continue }
                if line.hasPrefix("- ") { line = line.dropFirst(2); indent += 2 }
                let key = line.prefix { $0.isLetter || $0 == "_" }
                guard !key.isEmpty, line.dropFirst(key.count).hasPrefix(":") else { continue }
                while let top = stack.last, top.indent >= indent { stack.removeLast() }
                if let object = Self.object(stack.map(\.key)) { written[object, default: []].insert(String(key)) }
                stack.append((indent, String(key)))
            }
        }
        let table = try DocTables.names(in: "docs/interfaces.md", under: "| object | keys |")
        XCTAssertEqual(table.count, 7)
        for object in table.keys.sorted() {
            let w = written[object] ?? [], d = table[object] ?? []
            XCTAssertEqual(w.subtracting(d).sorted(), [], "\(object): written, not in docs/interfaces.md § Trace files")
            XCTAssertEqual(d.subtracting(w).sorted(), [], "\(object): in docs/interfaces.md § Trace files, never written")
        }
        XCTAssertEqual(Set(written.keys).subtracting(table.keys).sorted(), [])
    }

    /// `node` is a device's node when it was recorded (libinput record's `- node:`): converted
    /// again to libinput record, each device keeps its own.
    func testEachDeviceKeepsItsNode() throws {
        let dir = try TactileProcess.scratchDirectory("libinput-node")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        let r = try TactileProcess.run(["convert", TactileProcess.root + "/Tests/EvdevBridgeTests/Fixtures/two-devices.yml", dir + "/t.yml",
                                        "--format", "libinput"], timeout: 60)
        XCTAssertEqual(r.status, 0, r.stderr)
        let nodes = try String(contentsOfFile: dir + "/t.yml", encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("- node:") }
        XCTAssertEqual(nodes, ["- node: \"/dev/input/event20\"", "- node: \"/dev/input/event5\""])
    }
}

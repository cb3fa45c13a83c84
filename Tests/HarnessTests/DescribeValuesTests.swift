import Foundation
import XCTest

/// `tactile describe` gives a trace's id and event statistics as the file records them: the
/// evemu `I:` line's four hex numbers (bus, vendor, product, version: evemu's format, as
/// `evemu-describe` writes them), and of its `E:` lines the number, the SYN_REPORTs among them
/// (type 0, code 0) and the time from the first to the last. The expected values are read here
/// from the file's lines themselves.
final class DescribeValuesTests: XCTestCase {
    static let trace = "Traces/real/tablets/Wacom Intuos3 4x6 Pad.strip.events"

    /// What the file's own lines say: the `I:` numbers, the `E:` count, SYN_REPORTs, first and last time (µs).
    func recorded() throws -> (id: [Int], events: Int, frames: Int, first: Int, last: Int) {
        let text = try String(contentsOfFile: TactileProcess.root + "/" + Self.trace, encoding: .utf8)
        var id: [Int] = []
        var events = 0, frames = 0
        var times: [Int] = []
        for line in text.split(separator: "\n") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if f.first == "I:" { id = f[1...4].map { Int($0, radix: 16)! } }
            guard f.first == "E:" else { continue }
            events += 1
            if f[2] == "0000" && f[3] == "0000" { frames += 1 }
            let parts = f[1].split(separator: ".")
            times.append(Int(parts[0])! * 1_000_000 + Int(parts[1])!)
        }
        return (id, events, frames, times.first!, times.last!)
    }

    func testTheJSONHoldsTheFilesIdAndStatistics() throws {
        let file = try recorded()
        XCTAssertEqual(file.id, [0x0003, 0x056a, 0x00b7, 0x0100])
        let r = try TactileProcess.run(["describe", Self.trace, "--format", "json"])
        let devices = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]])
        let d = try XCTUnwrap(devices.first)
        let id = try XCTUnwrap(d["id"] as? [String: Int])
        XCTAssertEqual([id["bustype"], id["vendor"], id["product"], id["version"]], file.id.map { $0 })
        let events = try XCTUnwrap(d["events"] as? [String: Any])
        XCTAssertEqual(events["count"] as? Int, file.events)
        XCTAssertEqual(events["frames"] as? Int, file.frames)
        let duration = try XCTUnwrap(events["duration"] as? Double)
        XCTAssertEqual(duration, Double(file.last - file.first) / 1_000_000, accuracy: 1e-9)
    }

    /// The text: hex numbers of four digits, as `evemu-describe` and the kernel print them.
    func testTheTextHoldsTheSame() throws {
        let file = try recorded()
        let r = try TactileProcess.run(["describe", Self.trace])
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("  id: bus 0x0003 vendor 0x056a product 0x00b7 version 0x0100"), "\(lines)")
        let seconds = Double(file.last - file.first) / 1_000_000
        XCTAssertEqual(seconds, 3.780049, accuracy: 1e-9)
        XCTAssertTrue(lines.contains("  events: \(file.events) in \(file.frames) frames over 3.78 s"), "\(lines)")
    }

    /// An events-only evemu file takes the description beside it, and says which on standard
    /// error (evemu-devices naming: NAME.WHAT.events beside NAME.desc).
    func testAnEventsOnlyFileSaysWhichDescriptionItTook() throws {
        let events = TactileProcess.root + "/Traces/real/touchpads/AlpsPS2 ALPS GlidePoint.right-edge-scroll.events"
        let r = try TactileProcess.run(["describe", events])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "tactile: \(events): no device description in the file; using \(TactileProcess.root)/Traces/real/touchpads/AlpsPS2 ALPS GlidePoint.desc\n")
    }
}

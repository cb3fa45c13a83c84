import XCTest
import Foundation
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// Each malformed line is refused as bad input (exit 65) naming the file and the line.
final class MalformedInputTests: XCTestCase {
    static let evemuHead = "# EVEMU 1.3\nN: Dev\nI: 0003 0001 0002 0003\n"

    /// (file content, expected line, words the reason must contain)
    let evemuCases: [(String, Int, String)] = [
        (evemuHead + "E: 0.000001 0003 0000\n", 4, "truncated"),
        (evemuHead + "E: 0.000001 0003 0000 12 13\n", 4, "fields"),
        (evemuHead + "E: 0.000001 0003 0000 abc\n", 4, "decimal"),
        (evemuHead + "E: 0.000001 00g3 0000 1\n", 4, "hex"),
        (evemuHead + "E: 0.0000001 0003 0000 1\n", 4, "timestamp"),
        (evemuHead + "E: zero 0003 0000 1\n", 4, "timestamp"),
        (evemuHead + "E: 0.000001 0003 0000 99999999999\n", 4, "32 bits"),
        (evemuHead + "E: 2.000000 0000 0000 0\nE: 1.999999 0000 0000 0\n", 5, "backwards"),
        ("N: Dev\nI: 0003 0001 0002\n", 2, "I: needs 4"),
        ("N: Dev\nI: 0003 0001 0002 0003 0004\n", 2, "I: needs 4"),
        ("N: Dev\nI: 0003 0001 zz 0003\n", 2, "hex"),
        (evemuHead + "P: 00 00 00\n", 4, "P: needs 8"),
        (evemuHead + "B: 20 00 00 00 00 00 00 00 00\n", 4, "EV_CNT"),
        (evemuHead + "B: 01 00 00 00 00 00 00 00\n", 4, "B: needs"),
        (evemuHead + "B: 01 00 00 00 00 00 00 00 fff\n", 4, "0xff"),
        (evemuHead + "A: 00 0 100 0\n", 4, "5 or 6"),
        (evemuHead + "A: 00 0 1x0 0 0 0\n", 4, "decimal"),
        (evemuHead + "A: zz 0 100 0 0 0\n", 4, "A: axis code is not hex"),
        (evemuHead + "L: 00\n", 4, "2 fields"),
        ("I: 0003 0001 0002 0003\n", 1, "N:"),
        (evemuHead + "E: 0.000001 0000 0000 0\nN: Another\n", 5, "one device"),
        (evemuHead + "N: Another\n", 4, "second device"),
        ("N: Dev\nP: 00 00 00 00 00 00 00 00\n", 2, "I:"),
    ]

    func testMalformedEvemuLines() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        for (n, (text, line, words)) in evemuCases.enumerated() {
            let path = "\(dir)/bad\(n).evemu"
            try TraceTestSupport.write(text, to: path)
            let e = TraceTestSupport.tactileError {
                var reader = try TraceFile.open(path: path)
                while try reader.next() != nil {}
            }
            XCTAssertEqual(e?.kind, .badInput, "case \(n): \(text)")
            XCTAssertEqual(e?.kind, .badInput)
            XCTAssertEqual(e?.file, path, "case \(n)")
            XCTAssertEqual(e?.line, line, "case \(n): \(e?.description ?? "")")
            XCTAssertTrue(e?.reason.contains(words) ?? false, "case \(n): \(e?.reason ?? "") lacks \(words)")
        }
    }

    static let libinputHead = """
    version: 1
    ndevices: 1
    devices:
    - node: /dev/input/event0
      evdev:
        name: "Dev"
        id: [3, 1, 2, 3]
        codes:
          0: [0] # EV_SYN
        properties: []
      events:
      - evdev:

    """

    let libinputCases: [(String, Int, String)] = [
        (libinputHead + "    - [0, 0, 3, 0]\n", 13, "4 values"),
        (libinputHead + "    - [0, 0, 3, 0, 1, 2]\n", 13, "6 values"),
        (libinputHead + "    - [0, 0, 3, 0, 1 2]\n", 13, "expected , or ]"),
        (libinputHead + "    - [0, 0, 3, 0, 1\n", 13, "truncated"),
        (libinputHead + "    - [0, 0, x, 0, 1]\n", 13, "decimal"),
        (libinputHead + "    - [0, 1000000, 3, 0, 1]\n", 13, "microseconds"),
        (libinputHead + "    - [0, 0, 70000, 0, 1]\n", 13, "type"),
        (libinputHead + "    - [0, 0, 3, 0, 1] trailing\n", 13, "after event row"),
        (libinputHead + "    - [1, 0, 0, 0, 0]\n    - [0, 999999, 0, 0, 0]\n", 14, "backwards"),
        (libinputHead + "    foo: bar\n", 13, "expected an event row - [sec, usec, type, code, value] in an evdev frame"),
        (libinputHead + "    - foo\n", 13, "expected an event row [sec, usec, type, code, value]"),
        // Seconds whose microseconds could overflow 64 bits: at most (Int64.max − 999 999) / 10⁶.
        (libinputHead + "    - [9223372036854, 0, 0, 0, 0]\n", 13, "event seconds out of range"),
        (libinputHead + "    - [-1, 0, 0, 0, 0]\n", 13, "event seconds out of range"),
        (libinputHead.replacingFirst("id: [3, 1, 2, 3]", with: "id: [3, 1, 2]"), 7, "id needs 4"),
        (libinputHead.replacingFirst("id: [3, 1, 2, 3]", with: "id: [3, one, 2, 3]"), 7, "not a number"),
        (libinputHead.replacingFirst("    properties: []", with: "    absinfo:\n      0: [0, 1, 2]\n    properties: []"), 11, "absinfo needs 5"),
        (libinputHead.replacingFirst("  events:\n  - evdev:\n", with: "  events: 5\n"), 11, "events: must be a list of frames"),
        (libinputHead.replacingFirst("- node: /dev/input/event0\n", with: "  extra: 1\n- node: /dev/input/event0\n"), 4,
         "expected a device entry (- node: …) under devices:"),
        (libinputHead.replacingFirst("version: 1", with: "version: one"), 1, "version"),
        (libinputHead.replacingFirst("version: 1\n", with: ""), 0, "no version"),
        (libinputHead.replacingFirst("    name: \"Dev\"\n", with: ""), 5, "without a name"),
    ]

    func testMalformedLibinputRecordLines() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        for (n, (text, line, words)) in libinputCases.enumerated() {
            let path = "\(dir)/bad\(n).yml"
            try TraceTestSupport.write(text, to: path)
            let e = TraceTestSupport.tactileError {
                var reader = try TraceFile.open(path: path)
                while try reader.next() != nil {}
            }
            XCTAssertEqual(e?.kind, .badInput, "case \(n)")
            XCTAssertEqual(e?.file, path, "case \(n)")
            XCTAssertEqual(e?.line ?? 0, line, "case \(n): \(e?.description ?? "")")
            XCTAssertTrue(e?.reason.contains(words) ?? false, "case \(n): \(e?.reason ?? "") lacks \(words)")
        }
    }

    func testDescriptionOptionIsForEvemuOnly() {
        let e = TraceTestSupport.tactileError {
            _ = try TraceFile.open(path: TraceTestSupport.fixtures + "/two-devices.yml",
                                   descriptionPath: TraceTestSupport.fixtures + "/events-only.desc")
        }
        XCTAssertEqual(e?.kind, .usage)
    }

    func testNotATrace() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceTestSupport.write("hello world\n", to: dir + "/x.txt")
        XCTAssertEqual(TraceTestSupport.tactileError { _ = try TraceFile.open(path: dir + "/x.txt") }?.line, 1)
        try TraceTestSupport.write("", to: dir + "/empty")
        XCTAssertEqual(TraceTestSupport.tactileError { _ = try TraceFile.open(path: dir + "/empty") }?.kind, .badInput)
    }
}

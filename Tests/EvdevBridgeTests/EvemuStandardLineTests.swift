import XCTest
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// The evemu reader's one-pass read of a standard event line (`E: %lu.%06u %04x %04x %d`, as
/// evemu-record writes it): values as the format defines them, and for any line, standard or
/// not, the same event or the same error as the general parser, which reads a line that begins
/// with a blank (evemu skips leading blanks; the one-pass read does not take such a line).
final class EvemuStandardLineTests: XCTestCase {
    func event(_ line: String) -> InputEvent? {
        var bytes = Array(line.utf8)
        return bytes.withUnsafeMutableBufferPointer { EvemuReader.standardEvent(UnsafeBufferPointer($0)) }
    }

    func testStandardLinesReadAsTheFormatDefines() {
        XCTAssertEqual(event("E: 1357751031.716015 0003 0035 1234"),
                       InputEvent(time: 1_357_751_031_716_015, type: 3, code: 0x35, value: 1234))
        XCTAssertEqual(event("E: 0.000001 0001 014A -1\t# EV_KEY / BTN_TOUCH"),
                       InputEvent(time: 1, type: 1, code: 0x14a, value: -1), "upper-case hex, a comment after a tab")
        XCTAssertEqual(event("E: 999999999999.999999 0000 0000 999999999  "),
                       InputEvent(time: 999_999_999_999_999_999, type: 0, code: 0, value: 999_999_999), "12 digits of seconds, 9 of value, trailing blanks")
        // Beyond the one-pass limits, or not the standard layout: left to the general parser.
        XCTAssertNil(event("E: 1000000000000.000000 0000 0000 0"), "13 digits of seconds")
        XCTAssertNil(event("E: 0.000000 0000 0000 1000000000"), "10 digits of value")
        XCTAssertNil(event("E: 0.5 0003 0035 1"), "a short microseconds field")
        XCTAssertNil(event("E: 0.000000 3 35 1"), "unpadded type and code")
        XCTAssertNil(event("E:  0.000000 0003 0035 1"), "two blanks")
        XCTAssertNil(event("E: 0.000000 0003 0035 +1"), "a plus sign")
        XCTAssertNil(event("E: 0.000000 0003 0035 1 2"), "a fourth field")
        XCTAssertNil(event("E: 0.000000 0003 0035"), "truncated")
        XCTAssertNil(event("E: 0.000000 0003 0035 "), "no value")
    }

    /// The one-pass read takes only the line's own bytes: what follows it in the reader's buffer
    /// (here a value, as stale bytes of an earlier read would be) is never read as part of it.
    func testNothingPastTheLinesEndIsRead() {
        for (line, tail) in [("E: 000000000000.000001 0003 0000", " 0005"), ("E: 12.000001 0003 0000", " 7"),
                             ("E: 123.000001 0003 000", "0 1")] {
            let bytes = Array((line + tail).utf8)
            let read = bytes.withUnsafeBufferPointer {
                EvemuReader.standardEvent(UnsafeBufferPointer(rebasing: $0[0..<line.utf8.count]))
            }
            XCTAssertNil(read, line)
            XCTAssertNotNil(event(line + tail), "whole, the line is standard: \(line + tail)")
        }
    }

    /// Random edits of standard lines: whatever the one-pass read makes of a line, the general
    /// parser makes of it too, and a line it does not take reads as the general parser says
    /// (an event, or the same error).
    func testAnyLineReadsAsTheGeneralParserReadsIt() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789abcdefABCDEF .-+#\t:E,]".utf8)
        var lines: [String] = []
        for i in 0..<3_000 {
            var line = Array("E: \(i / 7).\(String(format: "%06d", (i * 37) % 1_000_000)) 0003 00\(String(format: "%02x", i % 256)) \(i * 13 - 9000)".utf8)
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let at = Int.random(in: 0..<line.count, using: &rng)
                let b = alphabet.randomElement(using: &rng)!
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: line[at] = b
                case 1: line.insert(b, at: at)
                default: line.remove(at: at)
                }
            }
            lines.append(String(decoding: line, as: UTF8.self))
        }
        var standardTaken = 0
        for (i, line) in lines.enumerated() {
            let onePass = dir + "/one-\(i).evemu", general = dir + "/general-\(i).evemu"
            try TraceTestSupport.write("# EVEMU 1.3\n" + line + "\n", to: onePass)
            try TraceTestSupport.write("# EVEMU 1.3\n " + line + "\n", to: general)
            if event(line) != nil { standardTaken += 1 }
            let a = Result { try TraceTestSupport.readAll(path: onePass).events.map(\.event) }
            let b = Result { try TraceTestSupport.readAll(path: general).events.map(\.event) }
            switch (a, b) {
            case let (.success(x), .success(y)): XCTAssertEqual(x, y, line)
            case let (.failure(x), .failure(y)): XCTAssertEqual("\(x)".replacingOccurrences(of: "one-", with: ""),
                                                               "\(y)".replacingOccurrences(of: "general-", with: ""), line)
            default: XCTFail("\(line): one-pass \(a), general \(b)")
            }
        }
        XCTAssertGreaterThan(standardTaken, 500, "the one-pass read was exercised")
        XCTAssertLessThan(standardTaken, lines.count - 500, "so was the general parser")
    }
}

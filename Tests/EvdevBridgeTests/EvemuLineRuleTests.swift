import XCTest
@testable import TraceFormats
import InputModel

/// An evemu file's lines one rule at a time, description and events, on files written for each
/// (evemu's `evemu_read` in evemu.c: a line is read by its two-character prefix, anything else
/// skipped).
final class EvemuLineRuleTests: XCTestCase {
    func reader(_ text: String) throws -> EvemuReader {
        let path = try TraceTestSupport.temporaryDirectory(self) + "/t.evemu"
        try TraceTestSupport.write(text, to: path)
        return try EvemuReader(path: path)
    }

    func error(_ text: String) throws -> TactileError? {
        let path = try TraceTestSupport.temporaryDirectory(self) + "/t.evemu"
        try TraceTestSupport.write(text, to: path)
        return TraceTestSupport.tactileError { _ = try EvemuReader(path: path) }
    }

    let rest = "I: 0003 0001 0002 0003\nE: 0.000001 0000 0000 0000\n"

    /// The `# EVEMU M.m` comment before the first data line is the file's format version; one
    /// after a data line is a comment like any other; a file without one is format 1.0 (none).
    func testTheVersionHeaderComesBeforeTheData() throws {
        XCTAssertEqual(try reader("# EVEMU 1.2\nN: x\n" + rest).fileVersion.map { [$0.major, $0.minor] }, [1, 2])
        XCTAssertNil(try reader("N: x\n# EVEMU 1.3\n" + rest).fileVersion.map { [$0.major, $0.minor] })
        XCTAssertNil(try reader("N: x\n" + rest).fileVersion.map { [$0.major, $0.minor] })
    }

    /// A line whose second character is not `:` is no description line, whatever its first: a
    /// word that starts with N names nothing, and a line of one character is skipped.
    func testALineWithoutItsColonIsSkipped() throws {
        let r = try reader("Nothing to see\nP\nN: Real Name\n" + rest)
        XCTAssertEqual(r.devices.map(\.name), ["Real Name"])
    }

    /// `I:`, `P:`, `B:`, `A:`, `L:` and `S:` lines belong to a device: before its `N:` line each is
    /// refused with its line number; a `P:` byte above 0xff is refused too.
    func testPropertyLinesNeedTheNameAndBytes() throws {
        for line in ["I: 0003 0001 0002 0003", "P: 00 00 00 00 00 00 00 00", "B: 01 00 00 00 00 00 00 00 00",
                     "A: 00 0 100 0 0 0", "L: 00 1", "S: 00 1"] {
            let early = try error("# a comment\n" + line + "\nN: x\n" + rest)
            XCTAssertEqual(early?.kind, .badInput, line)
            XCTAssertEqual(early?.line, 2, line)
            XCTAssertEqual(early?.reason, "description line before the device name (N:)", line)
        }
        let wide = try error("N: x\nP: 100 00 00 00 00 00 00 00\n" + rest)
        XCTAssertEqual(wide?.line, 2)
        XCTAssertEqual(wide?.reason, "P: byte above 0xff")
        XCTAssertEqual(try reader("N: x\nP: 02 00 00 00 00 00 00 00\n" + rest).devices.first?.properties, [INPUT_PROP.DIRECT])
    }

    /// Each `P:` line is the next 8 bytes of the property bitmask, bit b of byte i property 8i + b:
    /// byte 1 bit 0 is property 8, byte 2 bit 7 property 23, and a second line's first bit 64.
    func testPropertyBytesAreTheBitmaskInOrder() throws {
        let r = try reader("N: x\nP: 00 01 80 00 00 00 00 00\nP: 01 00 00 00 00 00 00 00\n" + rest)
        XCTAssertEqual(r.devices.first?.properties, [8, 23, 64])
    }

    func events(_ text: String) throws -> [InputEvent] {
        var r = try reader(text)
        var out: [InputEvent] = []
        while let e = try r.next() { out.append(e.event) }
        return out
    }

    func eventError(_ text: String) throws -> TactileError? {
        var r = try reader(text)
        return TraceTestSupport.tactileError { while try r.next() != nil {} }
    }

    let head = "N: x\nI: 0003 0001 0002 0003\n"

    /// Among the events too, a line whose second character is not `:` is skipped, a line of one
    /// character as well; an event line written other than evemu-record writes it (a blank
    /// before it) is read the same.
    func testEventSectionSkipsLinesWithoutTheirColon() throws {
        let e = try events(head + "E: 0.000001 0003 0000 5\nE\nExtra words\n E: 0.000002 0003 0000 6\n")
        XCTAssertEqual(e.map(\.value), [5, 6])
        XCTAssertEqual(e.map(\.time), [1, 2])
    }

    /// Time never goes back, whichever way the lines are written: an event line after a later
    /// one written with a blank before it is refused at its line.
    func testTimeGoingBackIsRefusedAfterAnyEventLine() throws {
        let err = try eventError(head + " E: 2.000000 0000 0000 0000\nE: 1.000000 0000 0000 0000\n")
        XCTAssertEqual(err?.line, 4)
        XCTAssertEqual(err?.reason, "timestamp goes backwards (1.000000 after 2.000000)")
    }

    /// A timestamp without its seconds, one with more than six digits of microseconds, and one
    /// past what 64-bit microseconds hold are each refused (evemu writes `%lu.%06u`).
    func testTimestampsAreSecondsDotMicroseconds() throws {
        XCTAssertEqual(try eventError(head + "E: x.000001 0000 0000 0000\n")?.reason,
                       "event timestamp is not <seconds>.<microseconds>")
        XCTAssertEqual(try eventError(head + "E: 1.1234567 0000 0000 0000\n")?.reason,
                       "event timestamp is not <seconds>.<microseconds> (at most 6 digits)")
        // 10^13 s is 10^19 µs, past the 64-bit microseconds a time is kept in.
        XCTAssertEqual(try eventError(head + "E: 10000000000000.000000 0000 0000 0000\n")?.reason, "event time out of range")
        XCTAssertEqual(try events(head + "E: 9000000000000.000000 0000 0000 0000\n").map(\.time), [9_000_000_000_000_000_000])
    }

    /// `L:` and `S:` lines win over the comment block's states, off ones too (SupportedEventsComments:
    /// "Data lines win"): comments saying LED_NUML, LED_CAPSL and SW_DOCK are on, and data lines
    /// saying LED_NUML and SW_DOCK are off, leave only LED_CAPSL on.
    func testDataLinesWinOverCommentStatesOffOnesToo() throws {
        let comments = """
        # EVEMU 1.3
        # Supported events:
        #   Event type 17 (EV_LED)
        #     Event code 0 (LED_NUML)
        #        State 1
        #     Event code 1 (LED_CAPSL)
        #        State 1
        #   Event type 5 (EV_SW)
        #     Event code 5 (SW_DOCK)
        #        State 1

        """
        let d = try reader(comments + "N: x\nI: 0003 0001 0002 0003\nL: 00 0\nS: 05 0\nE: 0.000001 0000 0000 0000\n").devices[0]
        XCTAssertEqual(d.leds, [1: 1])
        XCTAssertEqual(d.switches, [:])
    }

    /// Event lines written other than by evemu-record are read too: a short timestamp (`1.5` is
    /// 1 s and 5 µs, as `%lu.%u` reads it) with unpadded fields, and a value with a comment right
    /// after it (`%d` stops at the `#`).
    func testEventLinesOtherThanEvemuRecordsAreRead() throws {
        let e = try events(head + "E: 1.5 3 0 5\nE: 2.000001 0003 0000 0007#c\n")
        XCTAssertEqual(e.map { [$0.time, Int64($0.type), Int64($0.code), Int64($0.value)] },
                       [[1_000_005, 3, 0, 5], [2_000_001, 3, 0, 7]])
    }
}

import XCTest
@testable import TraceFormats
import InputModel

/// Device names as the formats hold them, found by the round-trip property
/// (Tests/PropertyTests/TraceRoundTripProperties.swift).
final class DeviceNameTests: XCTestCase {
    static let header = "# EVEMU 1.3\nI: 0003 046d c08b 0111\nP: 00 00 00 00 00 00 00 00\nB: 00 0b 00 00 00 00 00 00 00\n"

    func read(_ text: String, as name: String) throws -> (devices: [DeviceDescription], events: [DeviceEvent]) {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let path = dir + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try TraceTestSupport.readAll(path: path)
    }

    /// evemu reads a name with `sscanf(line, "N: %m[^\n\r]\n", …)`: the blanks after `N:` are
    /// skipped, and everything else up to the line's end is the name, trailing spaces included.
    func testEvemuNamesAreReadAsEvemuReadsThem() throws {
        for (line, name) in [("N: Pad  ", "Pad  "), ("N:    Pad", "Pad"), ("N: Pad # not a comment", "Pad # not a comment"), ("N:\tPad\r", "Pad")] {
            let (devices, _) = try read("# EVEMU 1.3\n\(line)\n" + Self.header.dropFirst("# EVEMU 1.3\n".count) + "E: 0.000001 0000 0000 0000\n", as: "n.evemu")
            XCTAssertEqual(devices.first?.name, name, line)
        }
    }

    /// A libinput record name with an escaped quote and a bracket (`"!\"["`) is one scalar: the
    /// header after it (the id, the codes) is read as written.
    func testAQuotedNameWithAnEscapedQuoteLeavesTheHeaderWhole() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try (Self.header.replacingOccurrences(of: "# EVEMU 1.3\n", with: "# EVEMU 1.3\nN: !\"[ {#\n") + "E: 0.000001 0000 0000 0000\n")
            .write(toFile: dir + "/q.evemu", atomically: true, encoding: .utf8)
        try TraceConverter.convert(inputPath: dir + "/q.evemu", outputPath: dir + "/q.yml", to: .libinput)
        let back = try TraceTestSupport.readAll(path: dir + "/q.yml")
        XCTAssertEqual(back.devices.first?.name, "!\"[ {#")
        XCTAssertEqual(back.devices.first?.id, InputID(bustype: 3, vendor: 0x046d, product: 0xc08b, version: 0x0111))
        XCTAssertEqual(back.devices.first?.codes[EV.SYN], [SYN.REPORT, SYN.CONFIG, SYN.DROPPED].reduce(into: Set<UInt16>()) { $0.insert($1) })
    }
}

/// libinput record writes its strings as YAML double-quoted scalars: the escapes `\n`, `\t`, `\"`
/// and `\\` read back as the characters they stand for (YAML 1.2, "Double-Quoted Style").
final class YAMLScalarReadingTests: XCTestCase {
    func testEscapesReadAsTheirCharacters() {
        XCTAssertEqual(YAMLText.scalar("\"a\\nb\""), "a\nb")
        XCTAssertEqual(YAMLText.scalar("\"a\\tb\""), "a\tb")
        XCTAssertEqual(YAMLText.scalar("\"say \\\"hi\\\"\""), "say \"hi\"")
        XCTAssertEqual(YAMLText.scalar("\"back\\\\slash\""), "back\\slash")
        XCTAssertEqual(YAMLText.scalar("'it''s'"), "it's")
    }

    /// A scalar is quoted only when it begins with its quote; a plain scalar ends before its
    /// comment; `null`, `~` and nothing are no value.
    func testPlainAndQuotedScalars() {
        XCTAssertEqual(YAMLText.scalar("abc\""), "abc\"")
        XCTAssertEqual(YAMLText.scalar("Bob's pad # note"), "Bob's pad", "a quote inside a plain scalar opens nothing")
        XCTAssertEqual(YAMLText.scalar("\"# not a comment\""), "# not a comment")
        XCTAssertNil(YAMLText.scalar("null"))
        XCTAssertNil(YAMLText.scalar(" ~ "))
        XCTAssertNil(YAMLText.scalar("  # only a comment"))
    }

    /// A comment starts at a `#` after a blank outside quotes. In double quotes a backslash
    /// escapes the next character, so `\"` does not close them; in single quotes it is itself.
    func testCommentsEndOutsideQuotes() {
        XCTAssertEqual(YAMLText.stripComment("\"x\\\"y\" # note"), "\"x\\\"y\" ")
        XCTAssertEqual(YAMLText.stripComment("\"x\\\" # y\" # note"), "\"x\\\" # y\" ")
        XCTAssertEqual(YAMLText.stripComment("'a\\' # note"), "'a\\' ")
        XCTAssertEqual(YAMLText.stripComment("a#b # note"), "a#b ")
    }
}

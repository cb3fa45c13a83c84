import XCTest
@testable import TraceFormats
import InputModel
import TextOutput

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

    /// YAML 1.2, Example 5.13 "Escaped Characters": every escape of §5.7, with the characters the
    /// spec gives for it.
    func testEveryEscapeOfYAMLReadsAsTheSpecSays() {
        XCTAssertEqual(YAMLText.scalar(#""Fun with \\ \" \a \b \e \f \n \r \t \v \0 \  \_ \N \L \P \x41 \u0041 \U00000041""#),
                       "Fun with \u{5C} \u{22} \u{07} \u{08} \u{1B} \u{0C} \u{0A} \u{0D} \u{09} \u{0B} \u{00} \u{20} \u{A0} \u{85} \u{2028} \u{2029} A A A")
        XCTAssertEqual(YAMLText.scalar("\"\\/ \\\t.\""), "/ \t.", "a solidus and a tab escaped")
        XCTAssertEqual(YAMLText.scalar(#""caf\xE9 \u00e9 \U0001F600""#), "café é 😀")
    }

    /// What is no escape of YAML's stands for its character: a letter it does not list, or hex
    /// digits too few or not hex at all.
    func testWhatIsNoEscapeReadsAsItsCharacter() {
        XCTAssertEqual(YAMLText.scalar(#""\q""#), "q")
        XCTAssertEqual(YAMLText.scalar(#""\x4""#), "x4")
        XCTAssertEqual(YAMLText.scalar(#""\xZZ""#), "xZZ")
        XCTAssertEqual(YAMLText.scalar(#""\x+1""#), "x+1")
        XCTAssertEqual(YAMLText.scalar(#""\uD800""#), "uD800", "a surrogate is no character")
    }

    /// Every character below U+0100, and the line and paragraph separators and the byte-order
    /// mark, reads back as itself from the scalar `YAMLScalar.quoted` writes.
    func testEveryCharacterReadsBackFromItsQuotedScalar() {
        for code in Array(0..<0x100) + [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0x1F600] {
            let s = "a" + String(Character(Unicode.Scalar(UInt32(code))!)) + "b"
            XCTAssertEqual(YAMLText.scalar(Substring(YAMLScalar.quoted(s))), s, String(code, radix: 16))
        }
    }

    /// A device name with control characters (a carriage return, an escape sequence) survives a
    /// libinput record written and read back.
    func testANameWithControlCharactersSurvivesALibinputRecord() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let name = "Pad\r\u{1B}[31mred\u{7}\u{0}"
        let d = DeviceDescription(name: name, codes: [EV.REL: [REL.X, REL.Y], EV.KEY: [BTN.LEFT]])
        let w = try LibinputRecordWriter(path: dir + "/n.yml", devices: [d])
        try w.write(DeviceEvent(device: 0, event: InputEvent(time: 0, type: EV.REL, code: REL.X, value: 1)))
        try w.write(DeviceEvent(device: 0, event: InputEvent(time: 0, type: EV.SYN, code: SYN.REPORT, value: 0)))
        try w.finish()
        XCTAssertTrue(try TraceTestSupport.read(dir + "/n.yml").contains(#"name: "Pad\r\e[31mred\a\0""#))
        XCTAssertEqual(try TraceTestSupport.readAll(path: dir + "/n.yml").devices.first?.name, name)
    }
}

import XCTest
@testable import TraceFormats
import InputModel

/// How a libinput record file's `events:` lists are told apart from the rest, read as YAML
/// reads them (block sequences and mappings by indentation; libinput record(1) writes frames at
/// the key's own indentation, YAML allows deeper), and how a row's numbers are read.
final class LibinputStructureTests: XCTestCase {
    static let head = """
    version: 1
    ndevices: 1
    devices:
    - node: /dev/input/event0
      evdev:
        name: "Dev"
        id: [3, 1, 2, 3]
        codes:
          0: [0] # EV_SYN
          2: [0, 1] # EV_REL
        properties: []

    """

    private func read(_ text: String) throws -> (reader: LibinputRecordReader, events: [DeviceEvent]) {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceTestSupport.write(text, to: dir + "/t.yml")
        var reader = try LibinputRecordReader(path: dir + "/t.yml")
        var events: [DeviceEvent] = []
        while let e = try reader.next() { events.append(e) }
        return (reader, events)
    }

    private func error(_ text: String) throws -> TactileError? {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceTestSupport.write(text, to: dir + "/t.yml")
        return TraceTestSupport.tactileError {
            var reader = try LibinputRecordReader(path: dir + "/t.yml")
            while try reader.next() != nil {}
        }
    }

    /// A comment may stand anywhere in YAML, also between `devices:` and its first entry: it is
    /// no entry, and the device after it is read.
    func testACommentBeforeTheFirstDeviceIsNoEntry() throws {
        let text = Self.head.replacingOccurrences(of: "devices:\n", with: "devices:\n# recorded on the bench\n")
        XCTAssertTrue(text.contains("devices:\n# recorded on the bench\n- node:"))
        let (reader, events) = try read(text + """
          events:
          - evdev:
            - [  0,      0,   2,   0,       5] # EV_REL / REL_X                     5
            - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms

        """)
        XCTAssertEqual(reader.devices.map(\.name), ["Dev"])
        XCTAssertEqual(events.count, 2)
    }

    /// `events:` with nothing under it is null, no list: the key after it at the same
    /// indentation is the device's next key, read as such.
    func testAnEventsKeyWithoutFramesEndsAtTheNextKey() throws {
        let (reader, events) = try read(Self.head + """
          events:
          presence:
            disconnected: [4, 0]

        """)
        XCTAssertEqual(events, [])
        XCTAssertEqual(reader.presence, [DevicePresence(disconnected: 4_000_000)])
    }

    /// The frames' own indentation ends the list: a key there (`presence:` after the frames, as
    /// Tactile writes it) is the device's, and a key less indented is the file's.
    func testTheListEndsAtAKeyAtTheFramesIndentation() throws {
        let (reader, events) = try read(Self.head + """
          events:
          - evdev:
            - [1, 0, 2, 0, 5]
            - [1, 0, 0, 0, 0]
          presence:
            disconnected: [2, 0]
        future: key

        """)
        XCTAssertEqual(events.map(\.event.value), [5, 0])
        XCTAssertEqual(reader.presence, [DevicePresence(disconnected: 2_000_000)])
    }

    /// An empty frame (`-` alone, a null item) and frames other than evdev (`- libinput:`, a
    /// header shorter than `evdev:`) are skipped; the evdev frames around them are read.
    func testEmptyAndOtherFramesAreSkipped() throws {
        let (_, events) = try read(Self.head + """
          events:
          - evdev:
            - [1, 0, 2, 0, 1]
            - [1, 0, 0, 0, 0]
          -
          - libinput:
            - {time: 1.0, type: POINTER_MOTION}
          - ev
          - evdev:
            - [2, 0, 2, 1, 7]
            - [2, 0, 0, 0, 0]

        """)
        XCTAssertEqual(events.map(\.event), [
            InputEvent(time: 1_000_000, type: EV.REL, code: REL.X, value: 1),
            InputEvent(time: 1_000_000, type: EV.SYN, code: SYN.REPORT, value: 0),
            InputEvent(time: 2_000_000, type: EV.REL, code: REL.Y, value: 7),
            InputEvent(time: 2_000_000, type: EV.SYN, code: SYN.REPORT, value: 0),
        ])
    }

    /// A flow sequence may have blanks around its commas; the largest seconds whose every
    /// microsecond fits 64 bits is read.
    func testARowsNumbersMayHaveBlanksAroundCommas() throws {
        let (_, events) = try read(Self.head + """
          events:
          - evdev:
            - [ 0 , 5 , 2 , 0 , -3 ]
            - [9223372036853, 999999, 0, 0, 0]

        """)
        XCTAssertEqual(events.map(\.event), [
            InputEvent(time: 5, type: EV.REL, code: REL.X, value: -3),
            InputEvent(time: 9_223_372_036_853_999_999, type: EV.SYN, code: SYN.REPORT, value: 0),
        ])
    }

    /// An event outside the device's presence names both ends it broke, each as `[sec, usec]`.
    func testAnEventOutsideThePresenceSaysWhichEnd() throws {
        let presence = """
          presence:
            connected: [1, 0]
            disconnected: [4, 500000]
          events:
          - evdev:

        """
        let late = try error(Self.head + presence + "    - [5, 0, 0, 0, 0]\n")
        XCTAssertEqual(late?.reason, "event at [5, 0] after the device disconnected at [4, 500000] (its presence:)")
        let early = try error(Self.head + presence + "    - [0, 250000, 0, 0, 0]\n")
        XCTAssertEqual(early?.reason, "event at [0, 250000] before the device connected at [1, 0] (its presence:)")
    }

    private static func device(_ name: String, events: String) -> String {
        """
        - node: /dev/input/event9
          evdev:
            name: "\(name)"
            id: [3, 1, 2, 3]
            codes:
              0: [0] # EV_SYN
              2: [0, 1] # EV_REL
            properties: []
          events:
        \(events)
        """
    }

    /// Each device's list is found by its own `events:` key, whatever its place among the
    /// devices: here a file of four, the first without frames (the next device's entry ends
    /// its list at once), the fourth with two frames.
    func testEveryDevicesListIsItsOwn() throws {
        let frames = "  - evdev:\n    - [1, 0, 2, 0, 4]\n    - [1, 0, 0, 0, 0]\n"
        let (reader, events) = try read("version: 1\nndevices: 4\ndevices:\n" + Self.device("A", events: "")
            + Self.device("B", events: frames) + "# a comment between the entries\n" + Self.device("C", events: "")
            + Self.device("D", events: frames))
        XCTAssertEqual(reader.devices.map(\.name), ["A", "B", "C", "D"])
        XCTAssertEqual(events.map(\.device), [1, 1, 3, 3])
    }

    /// Only keys at the left margin are the file's: a document indented as a whole has none.
    func testAnIndentedDocumentHasNoTopLevelKeys() throws {
        let indented = Self.head.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        XCTAssertEqual(try error(indented)?.reason, "not a libinput record file: no version: key")
    }

    /// The file's `version:` is the format's; libinput's own version is the one under `libinput:`.
    func testTheFormatsVersionIsNotLibinputs() throws {
        let text = Self.head.replacingFirst("ndevices: 1\n", with: "libinput:\n  git: \"abc\"\n")
        let (reader, _) = try read(text)
        XCTAssertNil(reader.devices[0].extras[DescriptionExtras.libinputVersion])
        XCTAssertEqual(reader.devices[0].extras[DescriptionExtras.libinputGit], "abc")
    }

    /// A device entry's keys come in any order (a YAML mapping's do): `evdev:` on the item's own
    /// line, `node:` last.
    func testADeviceEntrysKeysComeInAnyOrder() throws {
        let (reader, events) = try read("""
        version: 1
        devices:
        - evdev:
            name: "Late node"
            id: [3, 1, 2, 3]
            codes:
              0: [0] # EV_SYN
            properties: []
          events:
          - evdev:
            - [0, 7, 0, 0, 0]
          node: /dev/input/event3

        """)
        XCTAssertEqual(reader.devices.map(\.name), ["Late node"])
        XCTAssertEqual(reader.devices[0].node, "/dev/input/event3")
        XCTAssertEqual(events.map(\.event.time), [7])
        let nameless = try error("version: 1\ndevices:\n- evdev:\n    id: [3, 1, 2, 3]\n  node: /dev/input/event3\n")
        XCTAssertEqual(nameless?.line, 3, "the evdev: key's own line, the item's")
        XCTAssertEqual(nameless?.reason, "evdev: without a name")
    }

    /// Numbers of 16 bits (ids, codes, properties) go up to 0xffff and no further.
    func testSixteenBitNumbersStopAt0xffff() throws {
        let (reader, _) = try read(Self.head
            .replacingFirst("id: [3, 1, 2, 3]", with: "id: [3, 65535, 0xffff, 0]")
            .replacingFirst("2: [0, 1] # EV_REL", with: "2: [0, 1] # EV_REL\n      21: [65535]")
            .replacingFirst("properties: []", with: "properties: [65535]"))
        XCTAssertEqual(reader.devices[0].id, InputID(bustype: 3, vendor: 0xffff, product: 0xffff, version: 0))
        XCTAssertEqual(reader.devices[0].codes[0x15], [0xffff])
        XCTAssertEqual(reader.devices[0].properties, [0xffff])
        for (text, line, reason) in [
            (Self.head.replacingFirst("id: [3, 1, 2, 3]", with: "id: [3, 65536, 2, 3]"), 7,
             "id needs 4 numbers [bustype, vendor, product, version]"),
            (Self.head.replacingFirst("2: [0, 1] # EV_REL", with: "2: [0, 65536]"), 10, "codes: code out of range"),
            (Self.head.replacingFirst("properties: []", with: "properties: [65536]"), 11, "properties: out of range"),
        ] {
            let e = try error(text)
            XCTAssertEqual(e?.line, line, reason)
            XCTAssertEqual(e?.reason, reason)
        }
    }

    /// A presence time is `[sec, usec]` whose microseconds fit 64 bits, as an event row's.
    func testPresenceSecondsStopWhereEventSecondsDo() throws {
        let last = try read(Self.head + "  presence:\n    disconnected: [9223372036853, 999999]\n  events: []\n")
        XCTAssertEqual(last.reader.presence, [DevicePresence(disconnected: 9_223_372_036_853_999_999)])
        let beyond = try error(Self.head + "  presence:\n    disconnected: [9223372036854, 0]\n  events: []\n")
        XCTAssertEqual(beyond?.line, 13)
        XCTAssertEqual(beyond?.reason, "presence disconnected: expected [sec, usec] with usec in 0…999999")
    }

    /// A section kept verbatim (`udev:`) keeps what is under it, comments inside included, with
    /// its key's indentation taken off; a comment at the device's own indentation is not its.
    func testAVerbatimSectionKeepsItsOwnLines() throws {
        let (reader, _) = try read(Self.head + """
          udev:
            properties:
            # the properties udev set
            - ID_INPUT=1
          # not udev's: the device's
            virtual: false
          events: []

        """)
        XCTAssertEqual(reader.devices[0].extras["yaml:udev"],
                       "udev:\n  properties:\n  # the properties udev set\n  - ID_INPUT=1\n  virtual: false")
    }

    /// The first pass keeps the header and descriptions, never an `events:` list's lines, whatever
    /// its frames hold (an empty item, other kinds of frame), so a long recording costs nothing there.
    func testTheFirstPassKeepsNoEventLines() throws {
        var frames = ""
        for k in 0..<500 {
            frames += "  - evdev:\n    - [\(k), 0, 2, 0, 1]\n    - [\(k), 0, 0, 0, 0]\n  -\n  - libinput:\n    - {time: \(k).0, type: POINTER_MOTION}\n"
                + "  - hid:\n      time: [\(k), 0]\n      hidraw0: [1, 2]\n"
        }
        let text = "version: 1\nndevices: 2\ndevices:\n" + Self.device("A", events: frames) + Self.device("B", events: frames)
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceTestSupport.write(text, to: dir + "/long.yml")
        let header = try LibinputRecordHeader(path: dir + "/long.yml")
        XCTAssertEqual(header.keptLineCount, 3 + 2 * 9, "3 lines of the file's own, 9 of each device's")
        XCTAssertEqual(try read(text).events.count, 2000)
    }

    /// A YAML mapping's keys are unique: a key given twice, at any level, is refused at its second place.
    func testAKeyGivenTwiceIsRefused() throws {
        for (text, line, key) in [
            (Self.head.replacingFirst("ndevices: 1\n", with: "ndevices: 1\nversion: 1\n"), 3, "version"),
            (Self.head + "  node: /dev/input/event1\n  events: []\n", 12, "node"),
            (Self.head.replacingFirst("    properties: []", with: "    properties: []\n    name: \"Again\""), 12, "name"),
        ] {
            let e = try error(text)
            XCTAssertEqual(e?.line, line, key)
            XCTAssertEqual(e?.reason, "\(key): given twice (a YAML mapping's keys are unique)")
        }
    }

    /// A key of `evdev:` less indented than its siblings is no sibling: refused, not skipped.
    func testAnEvdevKeyOutOfLineIsRefused() throws {
        let e = try error(Self.head.replacingFirst("    properties: []", with: "   properties: []"))
        XCTAssertEqual(e?.line, 11)
        XCTAssertEqual(e?.reason, "evdev: a key indented by 3 where the others are indented by 4")
    }

    /// A comment line between two device entries (outside any `events:` list) is no entry.
    func testACommentBetweenDeviceEntriesIsNoEntry() throws {
        let entry = Self.head.components(separatedBy: "devices:\n")[1]
        let (reader, _) = try read("version: 1\ndevices:\n" + entry + "# the second device\n" + entry.replacingFirst("\"Dev\"", with: "\"Two\""))
        XCTAssertEqual(reader.devices.map(\.name), ["Dev", "Two"])
    }

    /// A flow sequence may go on over several lines, and comments may stand among a block's keys.
    func testAListOverSeveralLinesAndCommentsAmongKeys() throws {
        let (reader, _) = try read(Self.head.replacingFirst("      2: [0, 1] # EV_REL", with: "      # the relative axes:\n      2: [0,\n          1,\n          8] # EV_REL"))
        XCTAssertEqual(reader.devices[0].codes[EV.REL], [REL.X, REL.Y, REL.WHEEL])
        XCTAssertEqual(reader.devices[0].codes[EV.SYN], [SYN.REPORT])
    }

    /// `system:`'s keys are its own: the same names in the block before it are not the system's.
    func testTheSystemsKeysAreItsOwn() throws {
        let text = Self.head.replacingFirst("ndevices: 1\n", with: "ndevices: 1\nlibinput:\n  version: \"1.2\"\n  os: \"not the system's\"\nsystem:\n  kernel: \"6.1\"\n")
        let (reader, _) = try read(text)
        XCTAssertNil(reader.devices[0].extras[DescriptionExtras.os])
        XCTAssertEqual(reader.devices[0].extras[DescriptionExtras.kernel], "6.1")
    }

    /// A colon makes a key only with a blank or the line's end after it (YAML): `version:1` is
    /// a plain scalar, no version.
    func testAColonWithoutABlankMakesNoKey() throws {
        XCTAssertEqual(try error(Self.head.replacingFirst("version: 1", with: "version:1"))?.reason,
                       "not a libinput record file: no version: key")
    }
}

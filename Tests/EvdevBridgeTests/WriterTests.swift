import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

final class WriterTests: XCTestCase {
    func testEvemuEventLineFormat() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let d = DeviceDescription(name: "Mouse", id: InputID(bustype: 3, vendor: 0x46d, product: 0xc077, version: 0x111),
                                  codes: [EV.REL: [REL.X, REL.Y], EV.KEY: [BTN.LEFT]])
        let w = try EvemuWriter(path: dir + "/m.evemu", devices: [d])
        for e in [InputEvent(time: 1, type: EV.REL, code: REL.X, value: -1),
                  InputEvent(time: 1, type: EV.REL, code: REL.Y, value: 777),
                  InputEvent(time: 1, type: EV.KEY, code: BTN.LEFT, value: 15947),
                  InputEvent(time: 1, type: EV.SYN, code: SYN.REPORT, value: 0),
                  InputEvent(time: 12_345, type: EV.SYN, code: SYN.MT_REPORT, value: 0),
                  InputEvent(time: 12_345, type: EV.SYN, code: SYN.REPORT, value: 1)] {
            try w.write(DeviceEvent(device: 0, event: e))
        }
        try w.finish()
        let lines = try TraceTestSupport.read(dir + "/m.evemu").split(separator: "\n").filter { $0.hasPrefix("E:") }
        XCTAssertEqual(lines, [
            "E: 0.000001 0002 0000 -001\t# EV_REL / REL_X                -1",
            "E: 0.000001 0002 0001 0777\t# EV_REL / REL_Y                777",
            "E: 0.000001 0001 0110 15947\t# EV_KEY / BTN_LEFT             15947",
            "E: 0.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms",
            "E: 0.012345 0000 0002 0000\t# ++++++++++++ SYN_MT_REPORT (0) ++++++++++",
            "E: 0.012345 0000 0000 0001\t# ------------ SYN_REPORT (1) ---------- +12ms",
        ])
        let text = try TraceTestSupport.read(dir + "/m.evemu")
        XCTAssertTrue(text.hasPrefix("# EVEMU 1.3\n# Written by tactile\n# Input device name: \"Mouse\"\n# Input device ID: bus 0x03 vendor 0x46d product 0xc077 version 0x111\n"))
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("B: 01") }.count, 12, "EV_KEY takes 12 B: lines")
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("B: 15") }.count, 2, "EV_FF takes 2")
    }

    /// evemu-record's header for LEDs, switches and properties: `L:` lines from the LEDs on, `S:`
    /// lines from the switches set, each in the supported-events block with its state; properties
    /// listed by number; a type with no code not listed; EV_SYN's `B:` line `0b` when the
    /// description has no EV_SYN codes; mask lines of 8 bytes, as many as the highest code needs.
    func testEvemuHeaderForLedsSwitchesAndProperties() {
        var d = DeviceDescription(name: "Dock", properties: [5, 3, INPUT_PROP.DIRECT, 4, INPUT_PROP.POINTER, 2],
                                  codes: [EV.LED: [0, 1], EV.SW: [5], EV.REL: []])
        d.leds = [1: 1]
        d.switches = [5: 1]
        let lines = EvemuWriter.header(for: d).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("L:") || $0.hasPrefix("S:") }, ["L: 01 1", "S: 05 1"])
        XCTAssertEqual(lines.filter { $0.hasPrefix("#   Property") }.map { $0.split(separator: " ")[3] },
                       ["0", "1", "2", "3", "4", "5"])
        XCTAssertEqual(lines.filter { $0.hasPrefix("#   Property") }.prefix(2),
                       ["#   Property  type 0 (INPUT_PROP_POINTER)", "#   Property  type 1 (INPUT_PROP_DIRECT)"])
        // A mask line holds 64 codes: codes 3 and 70 take two lines, 70 being bit 6 of the second's first byte.
        XCTAssertEqual(EvemuWriter.maskLines([70, 3], minimumLines: 1),
                       ["08 00 00 00 00 00 00 00", "40 00 00 00 00 00 00 00"])
        XCTAssertEqual(EvemuWriter.maskLines([], minimumLines: 2), ["00 00 00 00 00 00 00 00", "00 00 00 00 00 00 00 00"])
        XCTAssertFalse(lines.contains { $0.hasPrefix("#   Event type 2 ") }, "EV_REL with no code is not listed")
        XCTAssertTrue(lines.contains("B: 00 0b 00 00 00 00 00 00 00"))
        let sw = lines.firstIndex(of: "#     Event code 5 (SW_DOCK)")
        XCTAssertEqual(sw.map { lines[$0 + 1] }, "#        State 1")
        let numLock = lines.firstIndex(of: "#     Event code 0 (LED_NUML)")
        XCTAssertEqual(numLock.map { lines[$0 + 1] }, "#        State 0")
    }

    /// A writer needs a device; finishing twice commits once and is no error.
    func testEvemuWriterNeedsADeviceAndFinishesOnce() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let none = TraceTestSupport.tactileError { _ = try EvemuWriter(path: dir + "/none.evemu", devices: []) }
        XCTAssertEqual(none?.kind, .usage)
        XCTAssertEqual(none?.reason, "no device to write")
        let w = try EvemuWriter(path: dir + "/one.evemu", devices: [DeviceDescription(name: "One", codes: [EV.KEY: [KEY.A]])])
        try w.finish()
        XCTAssertNoThrow(try w.finish())
        XCTAssertTrue(try TraceTestSupport.read(dir + "/one.evemu").hasPrefix("# EVEMU 1.3\n"))
    }

    /// A writer never replaces a file Tactile did not write (the refusal names the option and the
    /// path, and the file is left as it was), and a private recording is created readable by its
    /// owner only (mode 0600: a keyboard recording's keys are the user's).
    func testEvemuWriterKeepsOthersFilesAndMakesPrivateFilesPrivate() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let theirs = dir + "/notes.evemu"
        try TraceTestSupport.write("my notes\n", to: theirs)
        let d = DeviceDescription(name: "One", codes: [EV.KEY: [KEY.A]])
        let refused = TraceTestSupport.tactileError { _ = try EvemuWriter(path: theirs, devices: [d]) }
        XCTAssertEqual(refused?.kind, .usage)
        XCTAssertTrue(refused?.reason.hasPrefix("output \(theirs) exists and is not a trace Tactile wrote") ?? false,
                      refused?.reason ?? "no error")
        XCTAssertEqual(try TraceTestSupport.read(theirs), "my notes\n")

        // A shared recording gets the mode any new file gets here (0666 less the umask).
        let reference = dir + "/reference"
        let fd = open(reference, O_CREAT | O_WRONLY, 0o666)
        XCTAssertGreaterThanOrEqual(fd, 0)
        close(fd)
        func mode(_ path: String) -> mode_t { TraceTestSupport.mode(path) }
        for (isPrivate, path) in [(true, dir + "/private.evemu"), (false, dir + "/shared.evemu")] {
            let w = try EvemuWriter(path: path, devices: [d], options: TraceWriterOptions(privateFile: isPrivate))
            try w.finish()
            XCTAssertEqual(mode(path), isPrivate ? 0o600 : mode(reference), path)
        }
    }

    func testLibinputRowsAreRightAligned() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let d = DeviceDescription(name: "Keys", codes: [EV.KEY: [KEY.A], EV.MSC: [MSC.SCAN]])
        let w = try LibinputRecordWriter(path: dir + "/k.yml", devices: [d], options: TraceWriterOptions(obfuscateKeys: true))
        for e in [InputEvent(time: 0, type: EV.MSC, code: MSC.SCAN, value: 458_756),
                  InputEvent(time: 0, type: EV.KEY, code: KEY.D, value: 1),
                  InputEvent(time: 0, type: EV.KEY, code: KEY.CAPSLOCK, value: 1),
                  InputEvent(time: 0, type: EV.SYN, code: SYN.REPORT, value: 0)] {
            try w.write(DeviceEvent(device: 0, event: e))
        }
        try w.finish()
        let text = try TraceTestSupport.read(dir + "/k.yml")
        XCTAssertTrue(text.contains("""
          events:
          - evdev:
            - [  0,      0,   4,   4,      30] # EV_MSC / MSC_SCAN                 30 (obfuscated)
            - [  0,      0,   1,  30,       1] # EV_KEY / KEY_A                     1 (obfuscated)
            - [  0,      0,   1,  58,       1] # EV_KEY / KEY_CAPSLOCK              1
            - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms

        """), text)
        XCTAssertTrue(text.hasPrefix("# libinput record\n# Written by tactile\nversion: 1\nndevices: 1\ndevices:\n- node: \"\"\n  evdev:\n"))
    }

    /// libinput record's device entry begins with the node the device was read from
    /// (`- node: /dev/input/event5`); a description made with a node keeps it into the file.
    func testLibinputRecordWritesTheDescriptionsNode() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let d = DeviceDescription(name: "Keys", codes: [EV.KEY: [KEY.A]], node: "/dev/input/event5")
        let w = try LibinputRecordWriter(path: dir + "/k.yml", devices: [d])
        try w.finish()
        let text = try TraceTestSupport.read(dir + "/k.yml")
        XCTAssertTrue(text.contains("devices:\n- node: \"/dev/input/event5\"\n  evdev:\n"), text)
    }

    func testObfuscationRules() {
        func key(_ code: UInt16) -> UInt16 { KeyObfuscation.obfuscate(InputEvent(time: 0, type: EV.KEY, code: code, value: 1)).event.code }
        XCTAssertEqual(key(KEY.ESC), KEY.ESC)
        XCTAssertEqual(key(KEY._1), KEY.A)
        XCTAssertEqual(key(KEY.TAB), KEY.TAB)
        XCTAssertEqual(key(KEY.Q), KEY.A)
        XCTAssertEqual(key(KEY.ENTER), KEY.ENTER)
        XCTAssertEqual(key(KEY.LEFTCTRL), KEY.LEFTCTRL)
        XCTAssertEqual(key(KEY.SPACE), KEY.A)
        XCTAssertEqual(key(KEY.CAPSLOCK), KEY.CAPSLOCK)
        XCTAssertEqual(key(KEY.NUMLOCK), KEY.NUMLOCK)
        XCTAssertEqual(key(KEY.KP7), KEY.A)
        XCTAssertEqual(key(KEY.KPDOT), KEY.A)
        XCTAssertEqual(key(KEY.ZENKAKUHANKAKU), KEY.ZENKAKUHANKAKU)
        XCTAssertEqual(key(BTN.LEFT), BTN.LEFT)
        let scan = KeyObfuscation.obfuscate(InputEvent(time: 0, type: EV.MSC, code: MSC.SCAN, value: 458_792))
        XCTAssertEqual(scan.event.value, 30)
        XCTAssertTrue(scan.obfuscated)
        XCTAssertFalse(KeyObfuscation.obfuscate(InputEvent(time: 0, type: EV.MSC, code: MSC.TIMESTAMP, value: 5)).obfuscated)
    }

    func testConversionIsNotObfuscatedByDefault() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let k400 = TraceTestSupport.real("keyboards/Logitech K400 Plus.events")
        try TraceConverter.convert(inputPath: k400, outputPath: dir + "/k.yml")
        XCTAssertEqual(try TraceTestSupport.readAll(path: dir + "/k.yml").events, try TraceTestSupport.readAll(path: k400).events)
        XCTAssertFalse(try TraceTestSupport.read(dir + "/k.yml").contains("obfuscated"))
    }

    func testCancelAndUnfinishedWritersLeaveNothing() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let d = DeviceDescription(name: "X")
        let a = try LibinputRecordWriter(path: dir + "/a.yml", devices: [d, d])
        try a.write(DeviceEvent(device: 1, event: InputEvent(time: 0, type: 0, code: 0, value: 0)))
        a.cancel()
        let b = try EvemuWriter(path: dir + "/b.evemu", devices: [d, d])
        try b.write(DeviceEvent(device: 0, event: InputEvent(time: 0, type: 0, code: 0, value: 0)))
        b.cancel()
        do { _ = try EvemuWriter(path: dir + "/c.evemu", devices: [d]) } // dropped without finish
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }

    func testFailedConversionLeavesNoOutputAndKeepsAnExistingFile() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceTestSupport.write(MalformedInputTests.evemuHead + "E: 0.000001 0000 0000 0\nE: 0.000002 0000 0000 x\n", to: dir + "/bad.evemu")
        let e = TraceTestSupport.tactileError { try TraceConverter.convert(inputPath: dir + "/bad.evemu", outputPath: dir + "/out.yml") }
        XCTAssertEqual(e?.line, 5)
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["bad.evemu"])

        try TraceTestSupport.write("previous\n", to: dir + "/out.yml")
        _ = TraceTestSupport.tactileError { try TraceConverter.convert(inputPath: dir + "/bad.evemu", outputPath: dir + "/out.yml") }
        XCTAssertEqual(try TraceTestSupport.read(dir + "/out.yml"), "previous\n")
        XCTAssertEqual(try DirectoryListing.names(in: dir).sorted(), ["bad.evemu", "out.yml"])
    }

    func testRefusesToOverwriteTheInput() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceTestSupport.write(try TraceTestSupport.read(TraceTestSupport.fixtures + "/events-only.events"), to: dir + "/t.evemu")
        let desc = TraceTestSupport.fixtures + "/events-only.desc"
        let e = TraceTestSupport.tactileError {
            try TraceConverter.convert(inputPath: dir + "/t.evemu", descriptionPath: desc, outputPath: dir + "/t.evemu", to: .evemu)
        }
        XCTAssertEqual(e?.kind, .usage)
    }

    func testPrivateModeAndDefaultMode() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let src = TraceTestSupport.fixtures + "/events-only.events"
        try TraceConverter.convert(inputPath: src, outputPath: dir + "/p.yml",
                                   options: TraceWriterOptions(privateFile: true, flushEveryFrame: false))
        try TraceConverter.convert(inputPath: src, outputPath: dir + "/q.yml")
        var st = stat()
        XCTAssertEqual(stat(dir + "/p.yml", &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o600)
        let mask = umask(0); umask(mask)
        XCTAssertEqual(stat(dir + "/q.yml", &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o666 & ~mask)
    }

    func testMultiDeviceEvemuOutputIsOneFilePerDevice() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let summary = try TraceConverter.convert(inputPath: TraceTestSupport.fixtures + "/two-devices.yml", outputPath: dir + "/out.evemu")
        XCTAssertEqual(summary.outputPaths, [dir + "/out.evemu", dir + "/out.evemu.1"])
        let original = try TraceTestSupport.readAll(path: TraceTestSupport.fixtures + "/two-devices.yml")
        let first = try TraceTestSupport.readAll(path: dir + "/out.evemu")
        let second = try TraceTestSupport.readAll(path: dir + "/out.evemu.1")
        XCTAssertEqual(first.devices[0].name, "HUION Huion Keydial_K20")
        XCTAssertEqual(second.devices[0].absinfo, original.devices[1].absinfo)
        XCTAssertEqual(first.events.map(\.event), original.events.filter { $0.device == 0 }.map(\.event))
        XCTAssertEqual(second.events.map(\.event), original.events.filter { $0.device == 1 }.map(\.event))
        XCTAssertEqual(try DirectoryListing.names(in: dir).sorted(), ["out.evemu", "out.evemu.1"])
    }
}

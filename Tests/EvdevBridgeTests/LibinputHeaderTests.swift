import XCTest
@testable import TraceFormats
import InputModel

/// A device's entry as libinput record writes it (`print_description` and the `print_bits_*`
/// functions of tools/libinput-record.c): the comment block (name; id with the bus named for
/// USB, Bluetooth, I2C, SPI and RMI; size from the ABS_X/ABS_Y resolution; every type and code
/// with an axis's six values `%6d` or an LED's or switch's state; the properties), then the
/// `name`, `id`, `codes`, `absinfo` and `properties` keys.
final class LibinputHeaderTests: XCTestCase {
    func testADevicesEntryAsLibinputRecordWritesIt() {
        var pad = DeviceDescription(name: "Pad", id: InputID(bustype: 0x18, vendor: 0x06cb, product: 0xcd7d, version: 0x0100),
                                    properties: [INPUT_PROP.POINTER, INPUT_PROP.BUTTONPAD],
                                    codes: [EV.SYN: [SYN.REPORT], EV.KEY: [BTN.LEFT], EV.ABS: [ABS.X, ABS.Y], EV.LED: [1]],
                                    absinfo: [ABS.X: AbsInfo(value: 10, minimum: 0, maximum: 1000, resolution: 10),
                                              ABS.Y: AbsInfo(value: -5, minimum: 0, maximum: 500, fuzz: 2, flat: 1, resolution: 10)],
                                    node: "/dev/input/event7")
        pad.leds = [1: 1]
        XCTAssertEqual(LibinputRecordWriter.deviceHeader(pad).split(separator: "\n", omittingEmptySubsequences: false).map(String.init), [
            "- node: \"/dev/input/event7\"",
            "  evdev:",
            "    # Name: Pad",
            "    # ID: bus 0x0018 (i2c) vendor 0x06cb product 0xcd7d version 0x0100",
            "    # Size in mm: 100x50",
            "    # Supported Events:",
            "    # Event type 0 (EV_SYN)",
            "    # Event type 1 (EV_KEY)",
            "    #   Event code 272 (BTN_LEFT)",
            "    # Event type 3 (EV_ABS)",
            "    #   Event code 0 (ABS_X)",
            "    #       Value          10",
            "    #       Min             0",
            "    #       Max          1000",
            "    #       Fuzz            0",
            "    #       Flat            0",
            "    #       Resolution     10",
            "    #   Event code 1 (ABS_Y)",
            "    #       Value          -5",
            "    #       Min             0",
            "    #       Max           500",
            "    #       Fuzz            2",
            "    #       Flat            1",
            "    #       Resolution     10",
            "    # Event type 17 (EV_LED)",
            "    #   Event code 1 (LED_CAPSL)",
            "    #       State 1",
            "    # Properties:",
            "    #    Property 0 (INPUT_PROP_POINTER)",
            "    #    Property 2 (INPUT_PROP_BUTTONPAD)",
            "    name: \"Pad\"",
            "    id: [24, 1739, 52605, 256]",
            "    codes:",
            "      0: [0] # EV_SYN",
            "      1: [272] # EV_KEY",
            "      3: [0, 1] # EV_ABS",
            "      17: [1] # EV_LED",
            "    absinfo:",
            "      0: [0, 1000, 0, 0, 10]",
            "      1: [0, 500, 2, 1, 10]",
            "    properties: [0, 2]",
            "  events:",
            "",
        ])
    }

    func testTheBusIsNamedForTheBusesLibinputNames() {
        func idLine(_ bus: UInt16) -> String? {
            let d = DeviceDescription(name: "D", id: InputID(bustype: bus, vendor: 1, product: 2, version: 3))
            return LibinputRecordWriter.deviceHeader(d).split(separator: "\n").map(String.init).first { $0.hasPrefix("    # ID:") }
        }
        XCTAssertEqual(idLine(0x03), "    # ID: bus 0x0003 (usb) vendor 0x0001 product 0x0002 version 0x0003")
        XCTAssertEqual(idLine(0x05), "    # ID: bus 0x0005 (bluetooth) vendor 0x0001 product 0x0002 version 0x0003")
        XCTAssertEqual(idLine(0x18), "    # ID: bus 0x0018 (i2c) vendor 0x0001 product 0x0002 version 0x0003")
        XCTAssertEqual(idLine(0x1c), "    # ID: bus 0x001c (spi) vendor 0x0001 product 0x0002 version 0x0003")
        XCTAssertEqual(idLine(0x1d), "    # ID: bus 0x001d (rmi) vendor 0x0001 product 0x0002 version 0x0003")
        XCTAssertEqual(idLine(0x11), "    # ID: bus 0x0011 vendor 0x0001 product 0x0002 version 0x0003", "i8042: not named")
    }

    /// The size comes from ABS_X and ABS_Y when both have a resolution; with either missing it is
    /// unknown; without both axes there is no size line.
    func testTheSizeLine() {
        func sizeLine(_ absinfo: [UInt16: AbsInfo]) -> String? {
            let d = DeviceDescription(name: "D", codes: [EV.ABS: Set(absinfo.keys)], absinfo: absinfo)
            return LibinputRecordWriter.deviceHeader(d).split(separator: "\n").map(String.init).first { $0.contains("# Size in mm") }
        }
        XCTAssertEqual(sizeLine([ABS.X: AbsInfo(minimum: 100, maximum: 3100, resolution: 30),
                                 ABS.Y: AbsInfo(minimum: 400, maximum: 2400, resolution: 40)]), "    # Size in mm: 100x50")
        XCTAssertEqual(sizeLine([ABS.X: AbsInfo(minimum: 0, maximum: 3000, resolution: 30),
                                 ABS.Y: AbsInfo(minimum: 0, maximum: 2000)]), "    # Size in mm: unknown, missing resolution")
        XCTAssertNil(sizeLine([ABS.X: AbsInfo(minimum: 0, maximum: 3000, resolution: 30)]))
    }

    /// What the bitmask lacks but the description holds (an axis's value, an LED on, a switch set)
    /// is written as a block of its own after the supported events, so a round trip keeps it; a
    /// type without codes is not listed; properties never recorded say so instead of `[]`.
    func testFactsBeyondTheBitmaskAreKept() throws {
        var d = DeviceDescription(name: "Dock", codes: [EV.SW: [5], EV.REL: []],
                                  absinfo: [ABS.X: AbsInfo(value: 7, minimum: 0, maximum: 100)])
        d.switches = [5: 1, 7: 1]
        d.leds = [3: 1]
        d.propertiesUnknown = true
        let lines = LibinputRecordWriter.deviceHeader(d).split(separator: "\n").map(String.init)
        let comments = Array(lines.drop { !$0.hasSuffix("# Supported Events:") }.prefix { !$0.hasSuffix("# Properties:") })
        XCTAssertEqual(comments, [
            "    # Supported Events:",
            "    # Event type 5 (EV_SW)",
            "    #   Event code 5 (SW_DOCK)",
            "    #       State 1",
            "    # Event type 3 (EV_ABS)",
            "    #   Event code 0 (ABS_X)",
            "    #       Value           7",
            "    # Event type 17 (EV_LED)",
            "    #   Event code 3 (LED_COMPOSE)",
            "    #       State 1",
            "    # Event type 5 (EV_SW)",
            "    #   Event code 7 (SW_JACK_PHYSICAL_INSERT)",
            "    #       State 1",
        ])
        XCTAssertTrue(lines.contains("    # properties: unknown (the source did not record them)"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("    properties:") })
        XCTAssertFalse(lines.contains { $0.contains("(EV_REL)") })

        let dir = try TraceTestSupport.temporaryDirectory(self)
        let w = try LibinputRecordWriter(path: dir + "/d.yml", devices: [d])
        try w.finish()
        let back = try LibinputRecordReader(path: dir + "/d.yml").devices[0]
        XCTAssertEqual(back.switches, [5: 1, 7: 1])
        XCTAssertEqual(back.leds, [3: 1])
        XCTAssertEqual(back.absinfo[ABS.X]?.value, 7)
        XCTAssertTrue(back.propertiesUnknown)
    }
}

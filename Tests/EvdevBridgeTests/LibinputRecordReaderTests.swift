import XCTest
import Foundation
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

final class LibinputRecordReaderTests: XCTestCase {
    let twoDevices = TraceTestSupport.fixtures + "/two-devices.yml"

    func testMultiDeviceFileIsMergedByTime() throws {
        var reader = try TraceFile.open(path: twoDevices)
        XCTAssertEqual(reader.format, .libinput)
        XCTAssertEqual(reader.devices.map(\.name), ["HUION Huion Keydial_K20", "Touchpad"])
        let events = try TraceTestSupport.readAll(&reader)
        XCTAssertEqual(events.map(\.device), [0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1],
                       "equal times: device 0 first; then by time across devices")
        XCTAssertEqual(events.map(\.event.time), [0, 0, 0, 0, 0, 10_000, 10_000, 20_000, 20_000, 20_000, 20_000, 30_000, 30_000])
        XCTAssertEqual(events[0].event, InputEvent(time: 0, type: EV.MSC, code: MSC.SCAN, value: 30))
        XCTAssertEqual(events[8].event, InputEvent(time: 20_000, type: EV.SYN, code: SYN.REPORT, value: 0))
    }

    func testDescriptionsUnknownKeysAndVerbatimSections() throws {
        let reader = try LibinputRecordReader(path: twoDevices)
        XCTAssertEqual(reader.declaredDeviceCount, 2)
        let k20 = reader.devices[0], pad = reader.devices[1]
        XCTAssertEqual(k20.node, "/dev/input/event20")
        XCTAssertEqual(k20.id, InputID(bustype: 3, vendor: 9580, product: 105, version: 272))
        XCTAssertEqual(k20.codes[EV.KEY], [KEY.A, BTN._0])
        XCTAssertEqual(k20.codes[EV.SYN]?.count, 16)
        XCTAssertEqual(k20.properties, [])
        XCTAssertEqual(k20.extras[DescriptionExtras.kernel], "6.11.3-300.fc41.x86_64")
        XCTAssertEqual(k20.extras[DescriptionExtras.os], "fedora:41")
        XCTAssertEqual(k20.extras[DescriptionExtras.libinputVersion], "1.23.0")
        XCTAssertEqual(k20.extras["yaml:udev"], "udev:\n  properties:\n  - ID_INPUT=1\n  - ID_INPUT_KEY=1\n  virtual: false")
        XCTAssertEqual(k20.extras["yaml:quirks"], "quirks:\n- AttrResolutionHint=205x328")
        XCTAssertEqual(k20.extras["yaml:hid"]?.hasPrefix("hid: [\n  0x05, 0x01"), true)
        XCTAssertEqual(k20.extras["yaml:hid"]?.hasSuffix("0xc0\n]"), true)
        XCTAssertEqual(k20.extras["yaml:libinput"], "libinput:\n  size: [0, 0]\n  capabilities: [keyboard]")

        XCTAssertEqual(pad.node, "/dev/input/event5")
        XCTAssertEqual(pad.properties, [INPUT_PROP.POINTER, INPUT_PROP.BUTTONPAD])
        XCTAssertEqual(pad.absinfo[ABS.X], AbsInfo(value: 3000, minimum: 0, maximum: 4000, resolution: 40))
        XCTAssertEqual(pad.absinfo[ABS.MT_SLOT]?.value, 1, "the Value comment gives the starting slot")
        XCTAssertNil(pad.extras["yaml:udev"])
    }

    func testVersionMustBeOne() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let text = try TraceTestSupport.read(twoDevices).replacingFirst("version: 1", with: "version: 2")
        try TraceTestSupport.write(text, to: dir + "/v2.yml")
        let e = TraceTestSupport.tactileError { _ = try TraceFile.open(path: dir + "/v2.yml") }
        XCTAssertEqual(e?.kind, .badInput)
        XCTAssertEqual(e?.line, 2)
        XCTAssertTrue(e?.reason.contains("version 2") ?? false)
    }

    func testEmptyEventsAndIndentedFrames() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let text = """
        version: 1
        ndevices: 2
        devices:
          - node: /dev/input/event1
            evdev:
              name: "A"
              id: [3, 1, 2, 3]
              codes:
                0: [0] # EV_SYN
                2: [0, 1] # EV_REL
              properties: []
            events: []
          - node: /dev/input/event2
            evdev:
              name: 'B ''quoted'''
              id: [3, 1, 2, 4]
              codes: {}
              properties: []
            events:
              - evdev:
                  - [1, 5, 2, 0, -3]
                  - [1, 5, 0, 0, 0]
            future: {a: 1}

        """
        try TraceTestSupport.write(text, to: dir + "/indented.yml")
        let (devices, events) = try TraceTestSupport.readAll(path: dir + "/indented.yml")
        XCTAssertEqual(devices.map(\.name), ["A", "B 'quoted'"])
        XCTAssertEqual(devices[0].codes[EV.REL], [REL.X, REL.Y])
        XCTAssertEqual(events.map(\.device), [1, 1])
        XCTAssertEqual(events[0].event, InputEvent(time: 1_000_005, type: EV.REL, code: REL.X, value: -3))
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}

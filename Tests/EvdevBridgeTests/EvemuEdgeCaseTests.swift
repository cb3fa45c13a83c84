import XCTest
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// Hand-written evemu files for the corners real recordings do not all show.
final class EvemuEdgeCaseTests: XCTestCase {
    let fixtures = TraceTestSupport.fixtures

    func testCommentsAnywhereTrailingCommentsAndPaddedValues() throws {
        let (devices, events) = try TraceTestSupport.readAll(path: fixtures + "/comments-everywhere.evemu")
        let d = devices[0]
        XCTAssertEqual(d.name, "Pen #2 (test)", "N: keeps #")
        XCTAssertEqual(d.id, InputID(bustype: 3, vendor: 0x56a, product: 0xe6, version: 0x139))
        XCTAssertEqual(d.properties, [INPUT_PROP.DIRECT])
        XCTAssertEqual(d.codes[EV.KEY], [BTN.TOOL_PEN, BTN.TOOL_RUBBER, BTN.TOUCH, BTN.STYLUS, BTN.STYLUS2],
                       "B: lines of one type accumulate")
        XCTAssertEqual(d.absinfo[ABS.X], AbsInfo(minimum: 0, maximum: 1000, fuzz: 4, resolution: 10))
        XCTAssertEqual(d.absinfo[ABS.Y], AbsInfo(minimum: -500, maximum: 500))
        XCTAssertEqual(d.leds, [0: 1])
        XCTAssertEqual(d.switches, [5: 1])
        XCTAssertEqual(events.map(\.event.value), [500, -1, 1, 0, -500, 7, 0, 0])
        XCTAssertEqual(events[4].event.time, 10_000)
        XCTAssertEqual(events.map(\.device), Array(repeating: 0, count: 8))
    }

    func testEventsOnlyFileWithSeparateDescription() throws {
        let (bare, events) = try TraceTestSupport.readAll(path: fixtures + "/events-only.events")
        XCTAssertEqual(bare, [.unknown()])
        XCTAssertEqual(events.count, 4)
        XCTAssertEqual(events[2].event.time, 1_357_751_031_730_663)

        XCTAssertEqual(try TraceFile.pairedDescriptionPath(for: fixtures + "/events-only.events"), fixtures + "/events-only.desc")
        let (devices, same) = try TraceTestSupport.readAll(path: fixtures + "/events-only.events",
                                                           descriptionPath: fixtures + "/events-only.desc")
        XCTAssertEqual(devices[0].name, "Test Touchscreen")
        XCTAssertEqual(devices[0].absinfo[ABS.Y], AbsInfo(minimum: 0, maximum: 1200))
        XCTAssertEqual(same, events)
    }

    func testHidRecorderFilesAreRefused() throws {
        let withR = TraceTestSupport.tactileError { _ = try TraceFile.open(path: self.fixtures + "/hid-recorder.hid") }
        XCTAssertEqual(withR?.kind, .badInput)
        XCTAssertEqual(withR?.line, 3)
        XCTAssertEqual(withR?.file, fixtures + "/hid-recorder.hid")
        XCTAssertTrue(withR?.reason.contains("hid-recorder") ?? false)

        let noR = TraceTestSupport.tactileError {
            var r = try TraceFile.open(path: self.fixtures + "/hid-recorder-no-r.hid")
            _ = try r.next()
        }
        XCTAssertEqual(noR?.kind, .badInput)
        XCTAssertEqual(noR?.line, 3)
        XCTAssertTrue(noR?.reason.contains("hid-recorder") ?? false)
    }

    func testMissingFileIsMissingInput() {
        let e = TraceTestSupport.tactileError { _ = try TraceFile.open(path: "/nonexistent/trace.evemu") }
        XCTAssertEqual(e?.kind, .missingInput)
        XCTAssertEqual(e?.kind, .missingInput)
        let d = TraceTestSupport.tactileError {
            _ = try TraceFile.open(path: self.fixtures + "/events-only.events", descriptionPath: "/nonexistent.desc")
        }
        XCTAssertEqual(d?.kind, .missingInput)
    }

    func testContentDecidesTheFormatNotTheExtension() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceTestSupport.write(try TraceTestSupport.read(fixtures + "/two-devices.yml"), to: dir + "/looks-like.evemu")
        try TraceTestSupport.write(try TraceTestSupport.read(fixtures + "/events-only.events"), to: dir + "/looks-like.yml")
        XCTAssertEqual(try TraceFile.detectFormat(path: dir + "/looks-like.evemu"), .libinput)
        XCTAssertEqual(try TraceFile.detectFormat(path: dir + "/looks-like.yml"), .evemu)
        XCTAssertEqual(try TraceFile.open(path: dir + "/looks-like.evemu").devices.count, 2)
    }

    func testEqualTimestampsAreFine() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceTestSupport.write("E: 1.000000 0000 0000 0\nE: 1.000000 0000 0000 0\n", to: dir + "/eq.evemu")
        XCTAssertEqual(try TraceTestSupport.readAll(path: dir + "/eq.evemu").events.count, 2)
    }
}

import XCTest
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// Every recording in Traces/real parses, with concrete facts per file.
final class RealTraceTests: XCTestCase {
    func testEveryRealFileParsesWithAllItsEvents() throws {
        let files = try TraceTestSupport.realTraceFiles()
        XCTAssertGreaterThanOrEqual(files.count, 21)
        for path in files {
            var reader = try TraceTestSupport.openReal(path)
            XCTAssertEqual(reader.format, .evemu, path)
            XCTAssertEqual(reader.devices.count, 1, path)
            let events = try TraceTestSupport.readAll(&reader)
            XCTAssertEqual(events.count, try TraceTestSupport.eventLineCount(path), path)
            if path.hasSuffix(".events") || path.hasSuffix(".evemu") {
                XCTAssertNotEqual(reader.devices[0].name, DeviceDescription.unknown().name, "\(path) has a description")
                XCTAssertFalse(events.isEmpty, path)
            }
        }
    }

    func testAtmelTwoFingers() throws {
        let (devices, events) = try TraceTestSupport.readAll(
            path: TraceTestSupport.real("touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events"))
        let d = devices[0]
        XCTAssertEqual(d.name, "Atmel maXTouch Touchscreen")
        XCTAssertEqual(d.id, InputID(bustype: InputID.BUS_I2C, vendor: 0, product: 0, version: 0))
        XCTAssertEqual(d.absinfo[ABS.MT_SLOT]?.maximum, 9)
        XCTAssertEqual(d.slotCount, 10)
        XCTAssertEqual(d.absinfo[ABS.X]?.value, 382, "# Value comment gives the current value")
        XCTAssertEqual(d.properties, [INPUT_PROP.DIRECT])
        XCTAssertTrue(d.hasKey(BTN.TOUCH))
        XCTAssertEqual(d.extras[DescriptionExtras.kernel], "4.14.0-rc3-ge-generic-1-gba835e322c51-dirty")
        XCTAssertEqual(events.count, 64)
        XCTAssertEqual(events.first?.event, InputEvent(time: 1, type: EV.ABS, code: ABS.MT_TRACKING_ID, value: 7))
    }

    func testEP0430M09InitialSlotComesFromTheValueComment() throws {
        let (devices, _) = try TraceTestSupport.readAll(
            path: TraceTestSupport.real("touchscreens/EP0430M09.2-finger-scroll-down.events"))
        XCTAssertEqual(devices[0].absinfo[ABS.MT_SLOT]?.value, 3)
        XCTAssertEqual(devices[0].absinfo[ABS.MT_SLOT]?.maximum, 4)
    }

    func testNTrigOldDescriptionAndAbsoluteTimes() throws {
        let desc = TraceTestSupport.real("touchscreens/N-Trig MultiTouch.desc")
        let eventsPath = TraceTestSupport.real("touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events")
        XCTAssertEqual(try TraceFile.pairedDescriptionPath(for: eventsPath), desc)
        let d = try EvemuReader.readDescription(path: desc)
        XCTAssertEqual(d.name, "N-Trig MultiTouch")
        XCTAssertEqual(d.id, InputID(bustype: 3, vendor: 0x1b96, product: 1, version: 0))
        XCTAssertEqual(d.absinfo[ABS.X], AbsInfo(minimum: 0, maximum: 9600), "5-field A: line, resolution 0")
        XCTAssertEqual(d.absinfo[ABS.MT_ORIENTATION], AbsInfo(minimum: 0, maximum: 1))
        XCTAssertEqual(d.codes[EV.SYN], [EV.SYN, EV.KEY, EV.ABS, EV.MSC], "old evemu wrote the type bitmask as B: 00")
        XCTAssertEqual(d.codes[EV.KEY], [BTN.TOUCH, BTN.TOOL_DOUBLETAP])

        let (devices, events) = try TraceTestSupport.readAll(path: eventsPath, descriptionPath: desc)
        XCTAssertEqual(devices[0], d)
        XCTAssertEqual(events.first?.event.time, 1_357_751_031_716_015, "absolute epoch time kept exactly")
        XCTAssertEqual(events.first?.event.description.hasPrefix("1357751031.716015"), true)
        XCTAssertTrue(events.contains { $0.event.type == EV.SYN && $0.event.code == SYN.MT_REPORT }, "protocol A")
        XCTAssertEqual(events.count, 2203)

        // Without the description the events still read, against an unknown device.
        let (bare, sameEvents) = try TraceTestSupport.readAll(path: eventsPath)
        XCTAssertEqual(bare, [DeviceDescription.unknown()])
        XCTAssertEqual(sameEvents, events)
    }

    func testK400AutorepeatAndTrailingComments() throws {
        let (devices, events) = try TraceTestSupport.readAll(path: TraceTestSupport.real("keyboards/Logitech K400 Plus.events"))
        XCTAssertEqual(devices[0].name, "Logitech K400 Plus")
        XCTAssertEqual(devices[0].id, InputID(bustype: 3, vendor: 0x46d, product: 0x404d, version: 0x111))
        XCTAssertEqual(devices[0].absinfo[0x20], AbsInfo(minimum: 1, maximum: 652))
        XCTAssertEqual(devices[0].codes[EV.REP], [0], "B: 14 01")
        let repeats = events.filter { $0.event.isSynReport && $0.event.value == 1 }
        XCTAssertEqual(repeats.count, 3)
        XCTAssertTrue(events.contains { $0.event.type == EV.KEY && $0.event.value == 2 })
        XCTAssertEqual(events[0].event, InputEvent(time: 1, type: EV.MSC, code: MSC.SCAN, value: 458_792))
        XCTAssertEqual(events[1].event, InputEvent(time: 1, type: EV.KEY, code: KEY.ENTER, value: 0),
                       "the recording starts with the release of Enter")
    }

    func testSaitekNegativeValuesAndOldDescription() throws {
        let path = TraceTestSupport.real("mice/Saitek Cyborg R.A.T.5 Mouse.events")
        let (devices, events) = try TraceTestSupport.readAll(path: path, descriptionPath: TraceFile.pairedDescriptionPath(for: path))
        XCTAssertEqual(devices[0].name, "Saitek Cyborg R.A.T.5 Mouse")
        XCTAssertTrue(devices[0].hasRel(REL.X))
        XCTAssertEqual(events[0].event, InputEvent(time: 1_331_553_248_067_422, type: EV.REL, code: REL.Y, value: -1))
    }

    func testDellCanvasPenHeaderFacts() throws {
        let (devices, _) = try TraceTestSupport.readAll(path: TraceTestSupport.real("tablets/dell_canvas_pen.evemu"))
        let d = devices[0]
        XCTAssertEqual(d.name, "Wacom ISD-V4 Pen")
        XCTAssertEqual(d.absinfo[ABS.TILT_X], AbsInfo(minimum: -9000, maximum: 9000, resolution: 5730))
        XCTAssertEqual(d.extras[DescriptionExtras.dmi]?.hasPrefix("dmi:bvnDellInc."), true)
        XCTAssertEqual(d.properties, [INPUT_PROP.DIRECT])
    }

    func testSurfaceTypeCoverFakeMT() throws {
        let (devices, _) = try TraceTestSupport.readAll(path: TraceTestSupport.real("misc/Microsoft Surface Type Cover.events"))
        XCTAssertEqual(devices[0].absinfo[ABS.MT_SLOT], AbsInfo(minimum: -127, maximum: 127))
        XCTAssertNil(devices[0].slotCount, "ABS_RESERVED: not MT")
    }
}

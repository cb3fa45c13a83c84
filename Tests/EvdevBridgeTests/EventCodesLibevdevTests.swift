// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import XCTest
import CLibevdev
import InputModel

/// Every name of `EventCodes` against libevdev's own tables, both ways, for every code.
final class EventCodesLibevdevTests: XCTestCase {
    /// Codes named by kernel headers newer than the libevdev on this machine (1.13 knows
    /// Linux 6.1). A newer libevdev that knows them must agree with our name.
    let newerThanLibevdev: Set<String> = ["KEY_LINK_PHONE", "KEY_REFRESH_RATE_TOGGLE", "ABS_PROFILE"]

    /// libevdev names EV_FF codes 0 and 1 after FF_STATUS_* but its name lookup
    /// (`libevdev_event_code_from_name`) does not resolve those names.
    let libevdevCannotResolve: Set<String> = ["FF_STATUS_STOPPED", "FF_STATUS_MAX"]

    func testEveryCodeNameMatchesLibevdev() {
        var checked = 0
        for type in UInt16(0)...EV.MAX {
            let max = libevdev_event_type_get_max(UInt32(type))
            guard max >= 0 else {
                XCTAssertNil(EventCodes.maxCode(type: type).flatMap { _ in EventCodes.codeName(type: type, code: 0) },
                             "type \(type) has names but libevdev knows no codes")
                continue
            }
            for code in 0...UInt16(max) {
                let theirs = libevdev_event_code_get_name(UInt32(type), UInt32(code)).map { String(cString: $0) }
                let ours = EventCodes.codeName(type: type, code: code)
                if theirs == nil, let ours, newerThanLibevdev.contains(ours) { continue }
                XCTAssertEqual(ours, theirs, "type \(type) code \(code)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    func testEveryNameResolvesLikeLibevdev() {
        for type in EventCodes.allTypes {
            guard let typeName = EventCodes.typeName(type) else { continue }
            XCTAssertEqual(libevdev_event_type_from_name(typeName), Int32(type), typeName)
            XCTAssertEqual(EventCodes.type(named: typeName), type)
            guard let max = EventCodes.maxCode(type: type) else { continue }
            for code in 0...max {
                guard let name = EventCodes.codeName(type: type, code: code) else { continue }
                if newerThanLibevdev.contains(name) { continue }
                let resolved = libevdev_event_code_from_name(UInt32(type), name)
                if resolved == -1 && libevdevCannotResolve.contains(name) { continue }
                XCTAssertEqual(resolved, Int32(code), name)
                XCTAssertEqual(EventCodes.code(named: name, type: type), code, name)
                XCTAssertEqual(EventCodes.code(named: name)?.code, code, name)
            }
        }
    }

    func testTypeNamesMatchLibevdev() {
        for type in UInt16(0)...EV.MAX {
            let theirs = libevdev_event_type_get_name(UInt32(type)).map { String(cString: $0) }
            XCTAssertEqual(EventCodes.typeName(type), theirs, "type \(type)")
        }
    }

    func testPropertyNamesMatchLibevdev() {
        for prop in UInt16(0)..<32 {
            let theirs = libevdev_property_get_name(UInt32(prop)).map { String(cString: $0) }
            XCTAssertEqual(EventCodes.propertyName(prop), theirs, "property \(prop)")
            if let theirs {
                XCTAssertEqual(libevdev_property_from_name(theirs), Int32(prop))
                XCTAssertEqual(EventCodes.property(named: theirs), prop)
            }
        }
    }

    func testAliasesResolveToTheirCode() {
        XCTAssertEqual(EventCodes.code(named: "BTN_MISC", type: EV.KEY), BTN._0)
        XCTAssertEqual(EventCodes.code(named: "BTN_MOUSE", type: EV.KEY), BTN.LEFT)
        XCTAssertEqual(EventCodes.codeName(type: EV.KEY, code: BTN.LEFT), "BTN_LEFT")
        XCTAssertEqual(EventCodes.codeName(type: EV.KEY, code: BTN._0), "BTN_0")
        XCTAssertEqual(EventCodes.mtToolName(MT_TOOL.PALM), "MT_TOOL_PALM")
    }
}
#endif

import XCTest
import InputModel
@testable import EvdevBridge
@testable import TraceFormats

/// Events-only evemu recordings find their `NAME.desc` sibling (evemu-devices naming).
final class DescriptionPairingTests: XCTestCase {
    let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Traces/real").path

    func testEventsOnlyFilePairsWithItsDescription() throws {
        let (reader, paired) = try TraceFile.openPairing(path: real + "/mice/Saitek Cyborg R.A.T.5 Mouse.events")
        XCTAssertEqual(paired, real + "/mice/Saitek Cyborg R.A.T.5 Mouse.desc")
        XCTAssertEqual(reader.devices.first?.name, "Saitek Cyborg R.A.T.5 Mouse")
        XCTAssertTrue(reader.devices.first?.hasRel(REL.X) ?? false)
    }

    func testLongestNamePrefixWinsAndDescribedFilesAreLeftAlone() throws {
        let (wacom, paired) = try TraceFile.openPairing(path: real + "/tablets/Wacom Intuos4 6x9.stylus-tap.events")
        XCTAssertEqual(paired, real + "/tablets/Wacom Intuos4 6x9.desc")
        XCTAssertEqual(wacom.devices.first?.name, "Wacom Intuos4 6x9")
        let (atmel, none) = try TraceFile.openPairing(path: real + "/touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events")
        XCTAssertNil(none, "the recording carries its own description")
        XCTAssertEqual(atmel.devices.first?.name, "Atmel maXTouch Touchscreen")
        let (_, explicit) = try TraceFile.openPairing(path: real + "/mice/Saitek Cyborg R.A.T.5 Mouse.events",
                                                      descriptionPath: real + "/mice/Saitek Cyborg R.A.T.5 Mouse.desc")
        XCTAssertNil(explicit, "an explicit --description is used as given")
    }
}

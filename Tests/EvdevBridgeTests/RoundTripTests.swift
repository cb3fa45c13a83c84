import XCTest
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// evemu → libinput record → evemu keeps every event and the whole description.
final class RoundTripTests: XCTestCase {
    func testEveryRealRecordingSurvivesEvemuLibinputEvemu() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        for (n, path) in try TraceTestSupport.realTraceFiles().enumerated() {
            var original = try TraceTestSupport.openReal(path)
            let description = try (original as? EvemuReader)?.describedInFile == false
                ? TraceFile.pairedDescriptionPath(for: path) : nil
            let events = try TraceTestSupport.readAll(&original)
            let yml = "\(dir)/\(n).yml", back = "\(dir)/\(n).evemu"

            let first = try TraceConverter.convert(inputPath: path, descriptionPath: description, outputPath: yml)
            XCTAssertEqual(first.to, .libinput)
            XCTAssertEqual(first.events, events.count, path)
            let viaLibinput = try TraceTestSupport.readAll(path: yml)
            XCTAssertEqual(viaLibinput.devices, original.devices, path)
            XCTAssertEqual(viaLibinput.events, events, path)

            let second = try TraceConverter.convert(inputPath: yml, outputPath: back)
            XCTAssertEqual(second.to, .evemu)
            let roundTrip = try TraceTestSupport.readAll(path: back)
            XCTAssertEqual(roundTrip.devices, original.devices, path)
            XCTAssertEqual(roundTrip.events, events, path)
            let d = roundTrip.devices[0], o = original.devices[0]
            XCTAssertEqual(d.name, o.name)
            XCTAssertEqual(d.id, o.id)
            XCTAssertEqual(d.properties, o.properties)
            XCTAssertEqual(d.codes, o.codes)
            XCTAssertEqual(d.absinfo, o.absinfo, "absinfo incl. resolution and current value")
            XCTAssertEqual(d.leds, o.leds)
            XCTAssertEqual(d.switches, o.switches)
        }
    }

    /// A current evemu recording written back is byte for byte what evemu wrote, but for the
    /// `# Written by tactile` comment as the second line (how a later write knows it may replace it).
    func testEvemuOutputMatchesEvemuByteForByte() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let source = TraceTestSupport.real("tablets/dell_canvas_pen.evemu")
        let original = try TraceTestSupport.read(source)
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(OutputClaim.traceMarker, at: 1)
        let expected = lines.joined(separator: "\n")
        try TraceConverter.convert(inputPath: source, outputPath: dir + "/a.yml")
        try TraceConverter.convert(inputPath: dir + "/a.yml", outputPath: dir + "/b.evemu")
        XCTAssertEqual(try TraceTestSupport.read(dir + "/b.evemu"), expected)
        try TraceConverter.convert(inputPath: source, outputPath: dir + "/c.evemu", to: .evemu)
        XCTAssertEqual(try TraceTestSupport.read(dir + "/c.evemu"), expected)
    }

    func testLibinputRecordRoundTripIsStable() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        try TraceConverter.convert(inputPath: TraceTestSupport.fixtures + "/two-devices.yml", outputPath: dir + "/a.yml", to: .libinput)
        try TraceConverter.convert(inputPath: dir + "/a.yml", outputPath: dir + "/b.yml", to: .libinput)
        XCTAssertEqual(try TraceTestSupport.read(dir + "/a.yml"), try TraceTestSupport.read(dir + "/b.yml"))
        let a = try TraceTestSupport.readAll(path: dir + "/a.yml")
        let original = try TraceTestSupport.readAll(path: TraceTestSupport.fixtures + "/two-devices.yml")
        XCTAssertEqual(a.devices, original.devices, "udev, quirks, hid and libinput sections kept verbatim")
        XCTAssertEqual(a.events, original.events)
    }
}

import XCTest
import Foundation
import TraceFormats
@testable import Harness

/// What makes an existing file one Tactile wrote, and so one an output may replace (README,
/// "Additions to the interfaces": "An output path replaces only what Tactile wrote there"): each
/// test holds the file Tactile writes beside the nearest
/// file a user could have, which must stay refused — the case that loses data if the check is
/// loosened.
final class OutputOwnershipTests: XCTestCase {
    func testAConformanceJSONReportIsKnownByItsGenerator() {
        XCTAssertTrue(ConformanceReport.isJSONReport("{\"generator\":\"tactile conformance\",\"failed\":false}"))
        XCTAssertFalse(ConformanceReport.isJSONReport("{\"generator\":\"swiftlint\",\"failed\":false}"))
        XCTAssertFalse(ConformanceReport.isJSONReport("{\"mine\": true}\n"))
        XCTAssertFalse(ConformanceReport.isJSONReport(" {\"generator\":\"tactile conformance\"}"), "not at the first byte")
        // A report from before the generator field: its scenes, environments and failed, in order.
        XCTAssertTrue(ConformanceReport.isJSONReport("{\"scenes\":[\"Mail\",\"Say \\\"hi\\\"\"],\"environments\":110,\"failed\":true,\"results\":[]}"))
        XCTAssertTrue(ConformanceReport.isJSONReport("{\"scenes\":[],\"environments\":0,\"failed\":false,\"results\":[]}"))
        XCTAssertFalse(ConformanceReport.isJSONReport("{\"scenes\":[\"Mail\"],\"mine\":1}"), "a user's JSON that begins with scenes")
        XCTAssertFalse(ConformanceReport.isJSONReport("{\"scenes\":[{\"name\":\"Mail\"}],\"environments\":1,\"failed\":true,"), "scenes that are not names")
        XCTAssertFalse(ConformanceReport.isJSONReport("{\"scenes\":[\"Mail\"],\"environments\":\"all\",\"failed\":true,"))
    }

    func testAJUnitReportIsKnownByItsSuitesName() {
        XCTAssertTrue(ConformanceReport.isJUnitReport("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"tactile conformance\" tests=\"3\">"))
        XCTAssertFalse(ConformanceReport.isJUnitReport("<?xml version=\"1.0\"?><testsuites name=\"my own\"/>"))
        XCTAssertFalse(ConformanceReport.isJUnitReport("<testsuites name=\"tactile conformance\">"), "no XML declaration")
    }

    func testABaselineIsKnownByItsFirstLine() {
        XCTAssertTrue(BaselineFile.isBaseline(Baseline.marker + "\nfailures:\n"))
        XCTAssertFalse(BaselineFile.isBaseline("# Known conformance failures\nfailures:\n"), "a team's own list")
        XCTAssertFalse(BaselineFile.isBaseline("failures:\n" + Baseline.marker), "the marker not first")
    }

    /// A trace Tactile wrote has its marker as the second line; a user's own evemu-record or
    /// libinput record output has none (or has it elsewhere).
    func testATraceIsKnownByTheMarkerOnItsSecondLine() {
        XCTAssertTrue(OutputClaim.isTrace("# EVEMU 1.3\n\(OutputClaim.traceMarker)\nN: Touch\n"))
        XCTAssertTrue(OutputClaim.isTrace("# libinput record\n\(OutputClaim.traceMarker)\nversion: 1\n"))
        XCTAssertFalse(OutputClaim.isTrace("# EVEMU 1.3\n# Kernel: 6.1.0\nN: Touch\n"), "evemu-record's own")
        XCTAssertFalse(OutputClaim.isTrace("# EVEMU 1.3\n# Kernel: 6.1.0\n\(OutputClaim.traceMarker)\n"), "the marker on the third line")
        XCTAssertFalse(OutputClaim.isTrace("\(OutputClaim.traceMarker)\n# EVEMU 1.3\n"), "no trace header first")
        XCTAssertFalse(OutputClaim.isTrace("# libinput record\nversion: 1\n"))
    }

    /// `tactile import -o` replaces only a scene it wrote (its first line).
    func testAnImportedSceneIsKnownByItsFirstLine() throws {
        let dir = try TactileProcess.scratchDirectory("ownership")
        defer { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        let ours = dir + "/ours.yml", mine = dir + "/mine.yml", empty = dir + "/empty.yml"
        try "\(SceneImport.marker) from a.txt\nscene: A\n".write(toFile: ours, atomically: false, encoding: .utf8)
        try "# Scene written by hand\nscene: A\n".write(toFile: mine, atomically: false, encoding: .utf8)
        try "".write(toFile: empty, atomically: false, encoding: .utf8)
        let isOurs: (String) -> Bool = { $0.hasPrefix(SceneImport.marker) }
        XCTAssertNoThrow(try OutputClaim.file(ours, option: "-o", what: "a scene tactile import wrote", isOurs: isOurs))
        XCTAssertNoThrow(try OutputClaim.file(empty, option: "-o", what: "a scene tactile import wrote", isOurs: isOurs), "an empty file holds nothing")
        XCTAssertNoThrow(try OutputClaim.file(dir + "/absent.yml", option: "-o", what: "a scene tactile import wrote", isOurs: isOurs))
        XCTAssertThrowsError(try OutputClaim.file(mine, option: "-o", what: "a scene tactile import wrote", isOurs: isOurs)) { e in
            XCTAssertTrue("\(e)".contains("-o \(mine) exists and is not a scene tactile import wrote"), "\(e)")
        }
        XCTAssertEqual(try String(contentsOfFile: mine, encoding: .utf8), "# Scene written by hand\nscene: A\n")
    }
}

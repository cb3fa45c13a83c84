import Foundation
import XCTest
import TextOutput
@testable import Harness

/// docs/conformance.md § The outputs, `--html DIR`: a failure is drawn on its scene in its
/// environment, the failing element filled red and ringed, the elements covering it outlined,
/// the synthesized input drawn on it, the timeline beside it; then every rule with its
/// guidelines, how it is checked and the scene that breaks it. Written by `tactile conformance`
/// as a user runs it; the expected frames are the scene's own (a full-screen window's points are
/// the screen's, and the drawing's viewBox is in points).
final class ReportHTMLDrawingTests: XCTestCase {
    func testAFailureIsDrawnWithWhatCoversItItsInputAndItsTimeline() throws {
        let dir = try TactileProcess.scratchDirectory("html-drawing")
        addTeardownBlock { XCTAssertNoThrow(try FileManager.default.removeItem(atPath: dir)) }
        // `send` is 60 × 60 pt, its top 40 pt under `cover`, which is drawn over it: 60 × 20 pt
        // take its taps (layout.hit-target), and `cover` is what covers it.
        try """
        scene: drawn
        elements:
          - {id: send, role: button, frame: [300, 300, 60, 60], defaultAction: send}
          - {id: cover, role: button, frame: [300, 300, 60, 40], z: 1, defaultAction: other}
        """.write(toFile: dir + "/drawn.yml", atomically: true, encoding: .utf8)
        var r = try TactileProcess.run(["conformance", "drawn.yml", "--device", "ipad-pro-12.9", "--html", "html"], in: dir, timeout: 120)
        XCTAssertEqual(r.status, 1, r.stderr)
        var page = try String(contentsOfFile: dir + "/html/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<rect x=\"300\" y=\"300\" width=\"60\" height=\"60\" class=\"hit\">"), "the failing element, filled")
        XCTAssertTrue(page.contains("<rect x=\"300\" y=\"300\" width=\"60\" height=\"40\" class=\"rel\"><title>cover (button) covers it</title>"),
                      "what covers it, outlined over everything")
        XCTAssertTrue(page.contains("<circle cx=\"330\" cy=\"330\" r=\""), "the ring around the failing element's centre")
        XCTAssertTrue(page.contains(">send</text>"), "the failing element labelled")

        // A failure with input: its path starts where the JSON's evidence starts, and its
        // timeline is beside the drawing.
        let violation = TactileProcess.root + "/Scenes/violations/pencil.pressure-tilt.yml"
        r = try TactileProcess.run(["conformance", violation, "--device", "ipad-pro-11", "--html", "html2", "--json", "r.json"], in: dir, timeout: 120)
        XCTAssertEqual(r.status, 1, r.stderr)
        page = try String(contentsOfFile: dir + "/html2/index.html", encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r.json"))) as? [String: Any]
        let failing = try XCTUnwrap((json?["results"] as? [[String: Any]])?.first { $0["rule"] as? String == "pencil.pressure-tilt" && $0["verdict"] as? String == "fail" })
        let failure = try XCTUnwrap((failing["failures"] as? [[String: Any]])?.first)
        // Each path is a list of [x, y] points.
        let paths = try XCTUnwrap((failure["input"] as? [String: Any])?["paths"] as? [[[Double]]])
        let start = try XCTUnwrap(paths.first?.first)
        let (x, y) = (start[0], start[1])
        XCTAssertTrue(page.contains("<polyline points=\"\(JSONLine.number(x, decimals: 1)),\(JSONLine.number(y, decimals: 1)) "), "the input's path from its first point")
        XCTAssertTrue(page.contains("<details><summary>timeline ("), "the timeline")
        XCTAssertTrue(page.range(of: "<pre>[^<]*→", options: .regularExpression) != nil, "the timeline's outcomes")

        // Every rule, with the scene that breaks it.
        for rule in ConformanceRule.all {
            let anchor = rule.id.replacingOccurrences(of: ".", with: "-")
            XCTAssertTrue(page.contains("<dt id=\"rule-\(anchor)\">\(rule.id) "), rule.id)
            XCTAssertTrue(page.contains("<details id=\"example-\(anchor)\">"), "\(rule.id): its violation example")
        }
    }
}

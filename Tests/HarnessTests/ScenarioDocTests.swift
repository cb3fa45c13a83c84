import Foundation
import XCTest
@testable import Harness
import InputModel

/// docs/scenarios.md stays in step with the parser: every step it accepts has a row, and every
/// argument the step takes is named in that row.
final class ScenarioDocTests: XCTestCase {
    func testEveryStepAndItsArgumentsAreDocumented() throws {
        let doc = try String(contentsOfFile: TactileProcess.root + "/docs/scenarios.md", encoding: .utf8)
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for name in ScenarioParser.stepNames {
            let row = rows.first { r in
                let cells = r.split(separator: "|", omittingEmptySubsequences: false)
                return cells.count > 2 && cells[1].contains("`\(name)`")
            }
            guard let row else { XCTFail("docs/scenarios.md has no row for `\(name)`"); continue }
            let arguments = String(row.split(separator: "|", omittingEmptySubsequences: false)[2])
            for key in ScenarioParser.Args.known(name) {
                XCTAssertTrue(arguments.contains("`\(key)`"), "`\(name)`: argument `\(key)` is not documented")
            }
        }
        // And the parser knows every step the document lists.
        for row in rows where doc.range(of: "## Fingers")!.lowerBound < doc.range(of: String(row))!.lowerBound {
            let first = row.split(separator: "|", omittingEmptySubsequences: false)[1]
            let names = first.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            for n in names { XCTAssertTrue(ScenarioParser.stepNames.contains(n), "docs/scenarios.md lists `\(n)`, which the parser does not take") }
        }
    }

    /// A script's `clickDrag` may rest on its target (`dwell`): the button is released that much
    /// later, and a still mouse sends nothing meanwhile.
    func testAClickDragRestsOnItsTarget() throws {
        let yaml = "steps:\n  - clickDrag: {from: [100, 100], to: [400, 100], duration: 0.5, dwell: 1.5}\n"
        let scenario = try ScenarioParser(file: "t.yml").parse(yaml)
        guard case let .clickDrag(_, _, _, _, dwell) = scenario.steps[0].action else { return XCTFail("\(scenario.steps)") }
        XCTAssertEqual(dwell, 1.5)
        func releaseAndLastMotion(_ yaml: String) throws -> (release: Int64, motion: Int64) {
            let trace = try Synthesizer(primary: .mouse, screen: .default).synthesize(try ScenarioParser(file: "t.yml").parse(yaml), file: "t.yml")
            let events = trace.events.map(\.event)
            let release = try XCTUnwrap(events.last { $0.type == EV.KEY && $0.code == BTN.LEFT && $0.value == 0 }).time
            let motion = try XCTUnwrap(events.last { $0.type == EV.REL && ($0.code == REL.X || $0.code == REL.Y) }).time
            return (release, motion)
        }
        let resting = try releaseAndLastMotion(yaml)
        let plain = try releaseAndLastMotion("steps:\n  - clickDrag: {from: [100, 100], to: [400, 100], duration: 0.5}\n")
        XCTAssertEqual(Double(resting.release - plain.release) / 1e6, 1.5, accuracy: 0.01)
        XCTAssertLessThan(resting.motion, resting.release - 1_400_000, "nothing moves while it rests")
        XCTAssertThrowsError(try ScenarioParser(file: "t.yml").parse("steps:\n  - clickDrag: {from: [1, 1], to: [2, 2], dwell: -1}\n"))
    }

    /// A touchscreen pinch that turns: two fingers 100 pt apart around (500, 500) turning 90°
    /// clockwise end one above the other, at (500, 450) and (500, 550) (y grows down).
    func testAPinchTurnsItsFingers() throws {
        let yaml = "steps:\n  - pinch: {at: [500, 500], from: 100, to: 100, rotate: 90, duration: 0.4}\n"
        let trace = try Synthesizer(primary: .touchscreen, screen: .default).synthesize(try ScenarioParser(file: "t.yml").parse(yaml), file: "t.yml")
        var source = trace.source
        var last: [Int: (Double, Double)] = [:]
        try NormalizationPipeline.run(&source, factory: StandardNormalizers.make) { e in
            if case let .touch(t) = e.payload, t.phase != .ended { last[t.id] = (t.x, t.y) }
        }
        let ends = last.values.sorted { $0.1 < $1.1 }
        XCTAssertEqual(ends.count, 2)
        XCTAssertEqual(ends[0].0, 500, accuracy: 1)
        XCTAssertEqual(ends[0].1, 450, accuracy: 1)
        XCTAssertEqual(ends[1].0, 500, accuracy: 1)
        XCTAssertEqual(ends[1].1, 550, accuracy: 1)
    }

    /// `pencilHover` takes its height in millimetres over the glass: 6 mm of Apple Pencil's 12 mm
    /// hover range is half of the pen's ABS_DISTANCE range; 12 mm is the edge, 12.5 mm beyond it,
    /// and `height` with `mm` says two things.
    func testAPencilHoverHeightInMillimetres() throws {
        func height(_ args: String) throws -> Double {
            let s = try ScenarioParser(file: "t.yml").parse("steps:\n  - pencilHover: {at: [10, 10], \(args)}\n")
            guard case let .pencilHover(_, h, _) = s.steps[0].action else { throw TactileError(.badInput, file: "t.yml", "no hover") }
            return h
        }
        XCTAssertEqual(try height("mm: 6"), 0.5, accuracy: 1e-12)
        XCTAssertEqual(try height("mm: 12"), 1, accuracy: 1e-12)
        XCTAssertEqual(try height("height: 0.25"), 0.25, accuracy: 1e-12)
        XCTAssertThrowsError(try height("mm: 12.5")) { XCTAssertTrue("\($0)".contains("t.yml:2: `mm` must be 0…12"), "\($0)") }
        XCTAssertThrowsError(try height("mm: 3, height: 0.5")) { XCTAssertTrue("\($0)".contains("takes `height` or `mm`, not both"), "\($0)") }
        XCTAssertThrowsError(try height("height: 1.5")) { XCTAssertTrue("\($0)".contains("`height` must be 0…1"), "\($0)") }
    }

    /// A script names the window its scene is laid out in (`environment:`); words the
    /// environment parser does not know are refused at their line.
    func testAScriptNamesItsEnvironment() throws {
        let s = try ScenarioParser(file: "t.yml").parse("environment: ipad-pro-11 portrait half\nsteps:\n  - wait: 1\n")
        XCTAssertEqual(s.environment, "ipad-pro-11 portrait half")
        XCTAssertThrowsError(try ScenarioParser(file: "t.yml").parse("steps:\n  - wait: 1\nenvironment: ipad-pro-99\n")) { error in
            XCTAssertTrue("\(error)".contains("t.yml:3: environment:"), "\(error)")
        }
    }
}

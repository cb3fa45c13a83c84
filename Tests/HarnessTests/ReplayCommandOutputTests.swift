import Foundation
import XCTest

/// What `tactile replay` prints, as a terminal shows it: its outcomes on standard output, each
/// trace under a `# path` header when there are several (text), a verdict line per trace with
/// `--expect`, and with `--trace-transitions` the recognizers' steps on standard error, each
/// before the outcome it led to and those after the last outcome at the end.
final class ReplayCommandOutputTests: XCTestCase {
    /// Lines of standard output and error together, in the order a terminal shows them.
    func merged(_ args: [String]) throws -> (status: Int32, lines: [String]) {
        let r = try TactileProcess.run(args, shellPrefix: "exec 2>&1; ")
        return (r.status, String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    let hold = "tactile: transition: 0.5 TouchGesture holdDue: direct press, pointer idle → direct held, pointer idle"

    /// The time a line is about: an outcome's first field, a transition's after `transition: `.
    func time(_ line: String) -> Double? {
        let text = line.hasPrefix("tactile: transition: ") ? line.dropFirst("tactile: transition: ".count) : Substring(line)
        return text.split(separator: " ").first.flatMap { Double($0) }
    }

    /// Steps and outcomes in event time order: the steps that led to an outcome before it, the
    /// later ones (the touch's end at 0.808 s, which let the machine settle the long press at
    /// 0.5 s) after it.
    func testATransitionComesBeforeTheOutcomeItLedTo() throws {
        let r = try merged(["replay", "Traces/synth/long-press-flag.yml", "--scene", "Traces/scenes/mail.yml", "--trace-transitions"])
        XCTAssertEqual(r.status, 0)
        let step = try XCTUnwrap(r.lines.firstIndex(of: hold), "\(r.lines)")
        let press = try XCTUnwrap(r.lines.firstIndex(of: "0.5 longPress flag input=touch"), "\(r.lines)")
        XCTAssertLessThan(step, press)
        XCTAssertTrue(r.lines[(press + 1)...].contains { $0.hasPrefix("tactile: transition: 0.808333 TouchGesture ended") }, "\(r.lines)")
        for trace in ["Traces/synth/long-press-flag.yml", "Traces/synth/context-menu-right-click.yml", "Traces/synth/drag-to-archive.yml"] {
            let lines = try merged(["replay", trace, "--scene", "Traces/scenes/mail.yml", "--trace-transitions"]).lines
            let times = lines.compactMap(time)
            XCTAssertEqual(times.count, lines.count, "every line has a time: \(lines)")
            XCTAssertEqual(times, times.sorted(), "\(trace): in time order: \(lines)")
        }
    }

    /// The steps after the last outcome (the touch's end after a context menu) come last.
    func testTheStepsAfterTheLastOutcomeComeLast() throws {
        let r = try merged(["replay", "Traces/synth/context-menu-right-click.yml", "--scene", "Traces/scenes/mail.yml", "--trace-transitions"])
        XCTAssertEqual(r.status, 0)
        let menu = try XCTUnwrap(r.lines.firstIndex(of: "0.744 contextMenu more trigger=secondaryClick"), "\(r.lines)")
        XCTAssertTrue(r.lines.contains("tactile: transition: 0.814 TouchGesture released: direct idle, pointer consumed → direct idle, pointer idle"))
        XCTAssertGreaterThan(r.lines.count, menu + 1)
        XCTAssertTrue(r.lines[(menu + 1)...].allSatisfy { $0.hasPrefix("tactile: transition: 0.814 ") }, "\(r.lines[(menu + 1)...])")
    }

    /// With `--expect`, the steps come before the trace's verdict line.
    func testWithExpectationsTheStepsComeBeforeTheVerdict() throws {
        let r = try merged(["replay", "--expect", "Traces/expect/long-press-flag.expect.yml", "--trace-transitions"])
        XCTAssertEqual(r.status, 0, "\(r.lines)")
        let step = try XCTUnwrap(r.lines.firstIndex(of: hold), "\(r.lines)")
        let verdict = try XCTUnwrap(r.lines.firstIndex { $0.hasPrefix("ok ") }, "\(r.lines)")
        XCTAssertLessThan(step, verdict)
    }

    /// A trace that does not meet the file's expectations: `FAIL trace (expectations file)`, the
    /// difference, and 1.
    func testAMismatchIsAFailLineNamingTheTraceAndTheFile() throws {
        let dir = try scratchFolder("replay-fail")
        let file = dir + "/hold-send.expect.yml"
        try "trace: \(TactileProcess.root)/Traces/synth/tap-send.yml\nscene: \(TactileProcess.root)/Traces/scenes/mail.yml\noutcomes:\n  - {outcome: longPress, element: send}\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let r = try TactileProcess.run(["replay", "--expect", file])
        XCTAssertEqual(r.status, 1, r.stderr)
        let lines = String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "FAIL \(TactileProcess.root)/Traces/synth/tap-send.yml (expectations \(file))")
        XCTAssertEqual(r.stderr, "tactile: 1 of 1 trace(s) did not meet the expectations\n")
    }

    /// Several traces in text: each under a `# path` line; in JSON lines, none (every line an object).
    func testSeveralTracesEachUnderItsPath() throws {
        let args = ["replay", "Traces/synth/tap-send.yml", "Traces/synth/long-press-flag.yml", "--scene", "Traces/scenes/mail.yml"]
        let text = try TactileProcess.run(args)
        XCTAssertEqual(String(decoding: text.stdout, as: UTF8.self),
                       "# Traces/synth/tap-send.yml\n0.091667 tap send count=1 input=touch\n# Traces/synth/long-press-flag.yml\n0.5 longPress flag input=touch\n")
        let jsonl = try TactileProcess.run(args + ["--format", "jsonl"])
        let lines = String(decoding: jsonl.stdout, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("{") }, "\(lines)")
        // One trace: no header.
        let one = try TactileProcess.run(["replay", "Traces/synth/tap-send.yml", "--scene", "Traces/scenes/mail.yml"])
        XCTAssertEqual(String(decoding: one.stdout, as: UTF8.self), "0.091667 tap send count=1 input=touch\n")
    }

    /// No trace and no expectation file naming one: 64.
    func testNoTraceIsAUsageError() throws {
        let r = try TactileProcess.run(["replay"])
        XCTAssertEqual(r.status, 64)
        XCTAssertEqual(r.stderr, "tactile: give a TRACE, or an expectation file with `trace:`\n")
    }
}

import XCTest
import EvdevBridge
import InputModel
@testable import Harness

/// The Traces/ corpus: every expectation file holds for its trace, every outcome kind of
/// the interface (docs/interfaces.md, "Outcomes") is asserted somewhere, and the synthesized traces are what Traces/regenerate
/// would write now.
final class CorpusTests: XCTestCase {
    func expectationFiles() throws -> [String] { try Corpus.files("expect", suffix: ".expect.yml") }

    func testCorpusHasAtLeastThirtyTracesWithExpectations() throws {
        let files = try expectationFiles()
        XCTAssertGreaterThanOrEqual(files.count, 30)
        let traces = Set(try files.map { try XCTUnwrap(ExpectationFile.load(path: $0).trace, $0) })
        XCTAssertGreaterThanOrEqual(traces.count, 30, "distinct traces")
        XCTAssertTrue(traces.contains { $0.contains("/real/") }, "real recordings are in the corpus")
    }

    func testEveryTraceMeetsItsExpectations() throws {
        for path in try expectationFiles() {
            let name = (path as NSString).lastPathComponent
            let file = try ExpectationFile.load(path: path)
            let outcomes = try Replay.outcomes(for: file)
            if let mismatch = file.expectations.check(outcomes) {
                XCTFail("\(name) (trace \(file.trace ?? "?")):\n\(mismatch)")
            }
        }
    }

    /// Every outcome kind of the JSONL interface (the interface's list and the README's additions:
    /// dropTargetEntered, dropTargetExited, undo, redo, activate, contextMenuDismissed): each must be expected (at least once)
    /// by some file, so a machine that never emits one fails.
    static let interfaceOutcomes: [OutcomeKind] = [
        .tap, .longPress, .contextMenu, .contextMenuDismissed, .hoverBegan, .hoverEnded, .pointerSnapped, .pan, .scroll, .pinch,
        .dragLift, .dragItemAdded, .springLoad, .drop, .dropForbidden, .dragCancelled, .autoscroll,
        .dropTargetEntered, .dropTargetExited, .undo, .redo,
        .shortcut, .shortcutOverlay, .systemShortcut, .systemGesture, .focus, .activate, .stroke, .pencilAction,
        .hardwareKeyboard, .selection,
    ]

    /// The list above is every kind the machine has: a new kind needs a corpus expectation too.
    func testTheInterfaceListIsEveryOutcomeKind() {
        XCTAssertEqual(Set(Self.interfaceOutcomes.map(\.rawValue)), Set(OutcomeKind.allCases.map(\.rawValue)))
    }

    func testEveryInterfaceOutcomeIsCovered() throws {
        var covered = Set<OutcomeKind>()
        for path in try expectationFiles() {
            let file = try ExpectationFile.load(path: path)
            covered.formUnion(file.expectations.outcomes.filter { $0.times.minimum >= 1 }.map(\.kind))
        }
        let missing = Self.interfaceOutcomes.filter { !covered.contains($0) }
        XCTAssertEqual(missing, [], "outcome kinds no expectation file asserts")
    }

    /// Traces/synth is written by `tactile synth` (Traces/regenerate), so beside the comparison
    /// with what synthesis makes today, a trace must hold facts worked out by hand: tap-send
    /// touches Send's centre (130, 42 pt: its frame [100, 20, 60, 44] in Traces/scenes/mail.yml)
    /// on the 1366 × 1024 pt screen its 26 290 × 19 720 axes span — x 130 / 1366 × 26 290 = 2502,
    /// y 42 / 1024 × 19 720 = 808.8, so 809 — and lifts within UIKit's 0.75 s tap limit, releasing
    /// its tracking id; the file says Tactile wrote it.
    func testASynthesizedTapHoldsWhatItsScenarioSays() throws {
        let path = Corpus.path("synth/tap-send.yml")
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("# libinput record\n# Written by tactile\n"))
        let events = try readAllEvents(path).events.map(\.event)
        func value(_ type: UInt16, _ code: UInt16) -> [Int32] { events.filter { $0.type == type && $0.code == code }.map(\.value) }
        XCTAssertEqual(value(EV.ABS, ABS.MT_POSITION_X).first, 2502)
        XCTAssertEqual(value(EV.ABS, ABS.MT_POSITION_Y).first, 809)
        XCTAssertEqual(value(EV.KEY, BTN.TOUCH), [1, 0])
        XCTAssertEqual(value(EV.ABS, ABS.MT_TRACKING_ID).last, -1)
        let down = try XCTUnwrap(events.first { $0.type == EV.KEY && $0.code == BTN.TOUCH && $0.value == 1 })
        let up = try XCTUnwrap(events.first { $0.type == EV.KEY && $0.code == BTN.TOUCH && $0.value == 0 })
        XCTAssertLessThan(up.time - down.time, 750_000)
        XCTAssertGreaterThan(up.time, down.time)
    }

    /// Each scenario has its committed trace and an expectation file replaying it, and the trace is
    /// exactly what `tactile synth` makes of the scenario today (same devices, same events).
    func testSynthesizedTracesMatchTheirScenarios() throws {
        let scenarios = try Corpus.files("scenarios", suffix: ".yml")
        XCTAssertGreaterThanOrEqual(scenarios.count, 25)
        let expected = Set(try expectationFiles().compactMap { try ExpectationFile.load(path: $0).trace }
            .map { ($0 as NSString).standardizingPath })
        for script in scenarios {
            let name = ((script as NSString).lastPathComponent as NSString).deletingPathExtension
            let committed = Corpus.path("synth/\(name).yml")
            XCTAssertTrue(expected.contains((committed as NSString).standardizingPath), "\(name): no expectation file replays it")
            let fresh = try ScriptSynthesis.synthesize(script: script)
            let (devices, events) = try readAllEvents(committed)
            XCTAssertEqual(devices.map(\.name), fresh.devices.map(\.name), "\(name): devices; run Traces/regenerate")
            XCTAssertEqual(devices, fresh.devices, "\(name): device descriptions; run Traces/regenerate")
            guard events != fresh.events else { continue }
            let i = zip(events, fresh.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(events.count, fresh.events.count)
            XCTFail("\(name): synth/\(name).yml differs from what Traces/regenerate makes now (\(events.count) vs "
                    + "\(fresh.events.count) events, first difference at event \(i): "
                    + "\(i < events.count ? "\(events[i])" : "end") vs \(i < fresh.events.count ? "\(fresh.events[i])" : "end"))")
        }
    }
}

import XCTest
import TextOutput
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

    /// The fields a table of docs/interfaces.md § `heading` gives each of its kinds (the first
    /// cell's names in backticks, the header row's `header` left out): the second cell's names in
    /// backticks that are lower-case words (`menu: edit` is `menu`; `presence:`, a trace's key, is
    /// none).
    static func interfaceFields(_ heading: String, header: String) throws -> [String: Set<String>] {
        let doc = try String(contentsOfFile: TactileProcess.root + "/docs/interfaces.md", encoding: .utf8)
        let section = try XCTUnwrap(doc.components(separatedBy: "\n## \(heading)\n").last?.components(separatedBy: "\n## ").first)
        let ticked = DocTables.ticked(_:) as (Substring) -> [String]
        var documented: [String: Set<String>] = [:]
        // The section's first table: the one headed `header` (a later one, such as the text
        // format's, is not a list of fields).
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("| `\(header)`") }, "no table headed `\(header)`")
        let table = lines[start...].prefix { $0.hasPrefix("|") }
        for line in table where line.hasPrefix("| `") && !line.hasPrefix("| `\(header)`") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            guard cells.count == 2 else { continue }
            let fields = ticked(cells[cells.startIndex + 1]).map { $0.components(separatedBy: ": ")[0] }
                .filter { $0.first?.isLowercase == true && $0.allSatisfy { $0.isLetter } }
            for kind in ticked(cells[cells.startIndex]) { documented[kind] = Set(fields) }
        }
        return documented
    }

    /// Every field docs/interfaces.md § Outcomes gives an outcome kind is written by some trace of
    /// the corpus, and no other: a field renamed, dropped or written under a sibling's name
    /// fails here. The fields are the table's names in backticks (`menu: edit` is `menu`).
    func testEveryOutcomeFieldOfTheInterfaceIsWrittenAndNoOther() throws {
        let documented = try Self.interfaceFields("Outcomes", header: "outcome")
        XCTAssertEqual(Set(documented.keys), Set(OutcomeKind.allCases.map(\.rawValue)), "a row for every kind")
        var written: [String: Set<String>] = [:]
        for path in try expectationFiles() {
            for o in try Replay.outcomes(for: try ExpectationFile.load(path: path)) {
                written[o.kind.rawValue, default: []].formUnion(o.fields.map(\.key))
            }
        }
        for kind in documented.keys.sorted() {
            let w = written[kind] ?? [], d = documented[kind] ?? []
            XCTAssertEqual(w.subtracting(d).sorted(), [], "\(kind): written, not in docs/interfaces.md")
            XCTAssertEqual(d.subtracting(w).sorted(), [], "\(kind): in docs/interfaces.md, written by no trace of the corpus")
        }
    }

    /// Every field docs/interfaces.md § The unified stream gives an event type is written by
    /// `tactile normalize --format jsonl` for some trace of the corpus, and no other. A trackpad's
    /// system gesture, which no recording of the corpus holds, is the tracker's own swipe.
    func testEveryUnifiedFieldOfTheInterfaceIsWrittenAndNoOther() throws {
        let documented = try Self.interfaceFields("The unified stream", header: "type")
        XCTAssertGreaterThan(documented.count, 8)
        var written: [String: Set<String>] = [:]
        func read(_ line: Substring) throws {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let type = try XCTUnwrap(object["type"] as? String)
            written[type, default: []].formUnion(Set(object.keys).subtracting(["t", "type", "device"]))
        }
        var seen = Set<String>()
        for path in try expectationFiles() {
            let file = try ExpectationFile.load(path: path)
            guard let trace = file.trace, seen.insert(trace).inserted else { continue }
            let r = try TactileProcess.run(["normalize", trace, "--format", "jsonl"] + (file.traceDescription.map { ["--description", $0] } ?? [])
                                           + (file.environment.settings.tapToClick ? ["--tap-to-click"] : []), timeout: 60)
            XCTAssertEqual(r.status, 0, "\(trace): \(r.stderr)")
            for line in String(decoding: r.stdout, as: UTF8.self).split(separator: "\n") { try read(line) }
        }
        var tracker = SystemGestureTracker(motion: .swipe, fingers: 3, time: 0)
        for payload in tracker.swipe(dx: 0, dy: -10, at: 0.05) { try read(Substring(UnifiedEvent(t: Timestamp(seconds: 0.05), payload).jsonLine)) }
        for type in documented.keys.sorted() {
            let w = written[type] ?? [], d = documented[type] ?? []
            XCTAssertEqual(w.subtracting(d).sorted(), [], "\(type): written, not in docs/interfaces.md")
            XCTAssertEqual(d.subtracting(w).sorted(), [], "\(type): in docs/interfaces.md, written for no trace")
        }
        XCTAssertEqual(Set(written.keys).subtracting(documented.keys).sorted(), [], "types written that docs/interfaces.md does not list")
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

import Foundation
import XCTest
@testable import Harness
import InputModel

/// Each typed payload writes the fields docs/interfaces.md ("Outcomes") lists for its outcome,
/// under its own outcome name, spelled as the interface spells them.
final class OutcomePayloadTests: XCTestCase {
    /// One payload of every outcome, with every optional field present.
    static let samples: [Outcome.Payload] = [
        .tap(count: 2, input: .pointer),
        .longPress(input: .touch),
        .contextMenu(trigger: .secondaryClick),
        .contextMenuDismissed(reason: .cancelKey),
        .hoverBegan(.init(effect: .lift, input: .pointer, shape: .iBeam)),
        .hoverEnded(.init(effect: .hover, input: .pencil, preview: true)),
        .pointerSnapped,
        .pan(dx: 1, dy: -2, phase: .changed),
        .scroll(dx: 0, dy: 3, phase: .momentum, scrollType: .continuous),
        .pinch(scale: 1.5, phase: .ended, input: .touch, rotation: 0),
        .dragLift(items: ["a"]),
        .dragItemAdded(items: ["a", "b"]),
        .springLoad(state: .activated, action: "open"),
        .drop(target: "album", operation: .move, items: ["a"]),
        .dropForbidden,
        .dragCancelled(items: ["a"]),
        .autoscroll(edge: .bottom),
        .dropTargetEntered(operation: .copy),
        .dropTargetExited,
        .undo(items: ["a"], operation: .move),
        .redo(items: ["a"], operation: .copy),
        .shortcut(keys: KeyCombo("cmd+shift+z")!, title: "Redo", action: "redo"),
        .shortcutOverlay(titles: ["Redo"]),
        .systemShortcut(keys: KeyCombo("cmd+space")!),
        .systemGesture(kind: .home),
        .focus(group: "list"),
        .activate(action: "send", input: .keyboard),
        .stroke(.init(phase: .moved, force: 0.5, altitude: 1, azimuth: 0, width: 2, input: .pencil, tool: .eraser)),
        .pencilAction(action: .switchEraser, trigger: .tap),
        .hardwareKeyboard(connected: true),
        .selection(items: ["a", "b"]),
    ]

    /// The outcome's name is the payload case's name, and every outcome has a sample.
    func testEveryPayloadCaseIsTheOutcomeOfItsName() {
        for p in Self.samples {
            let caseName = String(String(describing: p).prefix { $0 != "(" })
            XCTAssertEqual(p.kind.rawValue, caseName)
        }
        XCTAssertEqual(Set(Self.samples.map(\.kind)), Set(OutcomeKind.allCases))
    }

    /// Outcome name → the names in backticks of its row's fields cell in docs/interfaces.md.
    static func documentedFields() throws -> [String: Set<String>] {
        let doc = try String(contentsOfFile: TactileProcess.root + "/docs/interfaces.md", encoding: .utf8)
        let start = try XCTUnwrap(doc.range(of: "\n## Outcomes\n"), "docs/interfaces.md has an Outcomes section")
        var table: [String: Set<String>] = [:]
        for line in doc[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { String($0) }
            guard cells.count >= 4 else { continue }
            let fields = Set(Self.quoted(cells[2]))
            for name in Self.quoted(cells[1]) where name != "outcome" { table[name] = fields }  // not the header
        }
        return table
    }

    static func quoted(_ s: String) -> [String] {
        s.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    func testEveryFieldIsOneTheInterfaceLists() throws {
        let table = try Self.documentedFields()
        XCTAssertEqual(Set(table.keys), Set(OutcomeKind.allCases.map(\.rawValue)), "the interface's table names every outcome")
        for p in Self.samples {
            let listed = try XCTUnwrap(table[p.kind.rawValue], p.kind.rawValue)
            var keys: [String] = []
            p.forEachField { key, _ in keys.append(key) }
            XCTAssertEqual(Set(keys).count, keys.count, "\(p.kind): a field written twice")
            for k in keys { XCTAssertTrue(listed.contains(k), "\(p.kind) writes `\(k)`, which the interface does not list") }
        }
    }

    /// Lines as docs/interfaces.md spells them: optional fields present and absent.
    func testJSONLines() {
        func line(_ p: Outcome.Payload, _ element: String = "root") -> String { Outcome(t: 0.5, element: element, p).jsonLine }
        XCTAssertEqual(line(.hoverBegan(.init(effect: .lift, input: .pointer, shape: .iBeam)), "field"),
                       #"{"t":0.5,"outcome":"hoverBegan","element":"field","effect":"lift","input":"pointer","shape":"iBeam"}"#)
        XCTAssertEqual(line(.hoverEnded(.init(effect: .hover, input: .pencil, preview: false)), "canvas"),
                       #"{"t":0.5,"outcome":"hoverEnded","element":"canvas","effect":"hover","input":"pencil","preview":false}"#)
        XCTAssertEqual(line(.hoverBegan(.init(effect: .none, input: .pencil)), "label"),
                       #"{"t":0.5,"outcome":"hoverBegan","element":"label","effect":"none","input":"pencil"}"#)
        XCTAssertEqual(line(.springLoad(state: .activated, action: "open"), "folder"),
                       #"{"t":0.5,"outcome":"springLoad","element":"folder","state":"activated","action":"open"}"#)
        XCTAssertEqual(line(.springLoad(state: .possible, action: nil), "folder"),
                       #"{"t":0.5,"outcome":"springLoad","element":"folder","state":"possible"}"#)
        XCTAssertEqual(line(.shortcutOverlay(titles: ["Bold", "Redo"])),
                       #"{"t":0.5,"outcome":"shortcutOverlay","element":"root","shown":true,"titles":["Bold","Redo"]}"#)
        XCTAssertEqual(line(.shortcutOverlay(titles: nil)), #"{"t":0.5,"outcome":"shortcutOverlay","element":"root","shown":false}"#)
        XCTAssertEqual(line(.shortcut(keys: KeyCombo("shift+cmd+z")!, title: "Redo", action: nil), "doc"),
                       #"{"t":0.5,"outcome":"shortcut","element":"doc","keys":"cmd+shift+z","title":"Redo"}"#)
        XCTAssertEqual(line(.dragItemAdded(items: ["a", "b"]), "b"),
                       #"{"t":0.5,"outcome":"dragItemAdded","element":"b","items":["a","b"],"count":2}"#)
        XCTAssertEqual(line(.stroke(.init(phase: .began, force: 0.25, altitude: 1.5, azimuth: 0, width: 3, input: .pencil, tool: .eraser)), "canvas"),
                       #"{"t":0.5,"outcome":"stroke","element":"canvas","phase":"began","force":0.25,"altitude":1.5,"azimuth":0,"width":3,"input":"pencil","tool":"eraser"}"#)
        XCTAssertEqual(line(.stroke(.init(phase: .ended, force: 0, altitude: 1.5, azimuth: 0, width: 2, input: .touch)), "canvas"),
                       #"{"t":0.5,"outcome":"stroke","element":"canvas","phase":"ended","force":0,"altitude":1.5,"azimuth":0,"width":2,"input":"touch"}"#)
    }

    /// The text line names the same fields as the JSON line, and a field is read back by its name.
    func testTextLineAndFieldAccess() {
        let o = Outcome(t: 0.325, element: "album", .drop(target: "album", operation: .copy, items: ["a", "b"]))
        XCTAssertEqual(o.description, "0.325 drop album target=album operation=copy items=[a,b]")
        XCTAssertEqual(o.string("operation"), "copy")
        XCTAssertEqual(o.strings("items"), ["a", "b"])
        XCTAssertNil(o.string("items"), "a list is not a string")
        XCTAssertNil(o["count"])
    }
}

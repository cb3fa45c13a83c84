import Foundation
import XCTest
@testable import Harness

/// docs/interaction-machine.md stays in step with the code: each recognizer's state enums have
/// every case in the recognizer's section (its diagram), and the constants table lists every
/// constant with its default value, unit and source as `InteractionConstants.catalog` has them.
final class InteractionMachineDocTests: XCTestCase {
    static let root = TactileProcess.root

    /// The recognizers (files under Sources/Harness/Machine), the state enums each declares and the
    /// section that draws them.
    static let recognizers: [(file: String, enums: [String], section: String)] = [
        ("Recognizers/KeyboardRecognizer.swift", ["Overlay"], "Keyboard: shortcuts and focus"),
        ("Recognizers/KeyboardRecognizer.swift", ["ResponderLink"], "The responder chain"),
        ("Recognizers/KeyboardRecognizer.swift", ["Focus"], "Focus movement"),
        ("Recognizers/TouchRouter.swift", ["TouchRole"], "Touch routing"),
        ("Recognizers/TouchGestureRecognizer+State.swift", ["GestureState"], "Touches: press, hold, pan"),
        ("TouchFling.swift", ["State"], "Fling"),
        ("ContextMenuPresentation.swift", ["State"], "The context menu"),
        ("Recognizers/DragRecognizer.swift", ["State", "SpringLoadState"], "Drag session"),
        ("Recognizers/PointerRecognizer.swift", ["Target"], "Pointer: hover and snapping"),
        ("Recognizers/PencilRecognizer.swift", ["State"], "Pencil"),
        ("Recognizers/SystemGestureRecognizer.swift", ["EdgeSwipe", "MultiFinger", "ThreeFinger"], "System gestures"),
        // Not a recognizer: the one hit-test every recognizer asks, drawn beside them.
        ("../Scene/HitTestRegions.swift", ["Standing"], "Hit-testing"),
    ]

    static func doc() throws -> String {
        try String(contentsOfFile: root + "/docs/interaction-machine.md", encoding: .utf8)
    }

    /// The text of the section under the `## heading`, up to the next `## `.
    static func section(_ heading: String, of doc: String) -> String? {
        guard let start = doc.range(of: "\n## " + heading + "\n") else { return nil }
        let rest = doc[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The case names of `enum name` in Swift source: every `case a, b(…)` line directly inside
    /// its braces (not the `case` labels of switches in its members).
    static func cases(of name: String, in source: String) -> [String] {
        guard let start = source.range(of: "enum \(name)") else { return [] }
        var depth = 0
        var body = ""
        for ch in source[start.upperBound...] {
            if ch == "{" { depth += 1; continue }
            if ch == "}" { depth -= 1; if depth == 0 { break } else { continue } }
            if depth == 1 { body.append(ch) }
        }
        var names: [String] = []
        for line in body.split(separator: "\n") {
            let l = line.trimmingCharacters(in: .whitespaces)
            guard l.hasPrefix("case ") else { continue }
            var depthParen = 0
            var current = ""
            for ch in l.dropFirst(5) {
                if ch == "(" { depthParen += 1 } else if ch == ")" { depthParen -= 1 } else if depthParen == 0 {
                    if ch == "," { names.append(current); current = "" } else { current.append(ch) }
                }
            }
            names.append(current)
        }
        return names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func testEveryStateOfEveryRecognizerIsInItsDiagram() throws {
        let doc = try Self.doc()
        for r in Self.recognizers {
            let source = try String(contentsOfFile: Self.root + "/Sources/Harness/Machine/" + r.file, encoding: .utf8)
            let section = try XCTUnwrap(Self.section(r.section, of: doc), "docs/interaction-machine.md has no section \"\(r.section)\"")
            XCTAssertTrue(section.contains("stateDiagram"), "\(r.section) draws no state diagram")
            for e in r.enums {
                let names = Self.cases(of: e, in: source)
                XCTAssertFalse(names.isEmpty, "\(r.file) declares no cases of \(e)")
                for n in names {
                    XCTAssertTrue(section.contains(n), "\(r.section): state \(e).\(n) is not in the diagram")
                }
            }
        }
    }

    /// The transitions of a section's state diagrams (`a --> b: label`), as (from, to) pairs.
    static func transitions(in section: String) -> [(from: String, to: String)] {
        var out: [(String, String)] = []
        var inDiagram = false
        for line in section.split(separator: "\n") {
            let l = line.trimmingCharacters(in: .whitespaces)
            if l.hasPrefix("```mermaid") { inDiagram = true; continue }
            if l.hasPrefix("```") { inDiagram = false; continue }
            guard inDiagram, let arrow = l.range(of: " --> ") else { continue }
            let from = String(l[..<arrow.lowerBound])
            let rest = l[arrow.upperBound...]
            let to = String(rest.prefix { $0 != ":" && $0 != " " })
            out.append((from, to))
        }
        return out
    }

    /// Each diagram draws transitions between the states the code has: every end of an arrow is
    /// a case of the section's state enums (or `[*]`), and every case is the end of some arrow —
    /// a state reached and, unless final, left.
    func testEveryDiagramArrowJoinsStatesTheCodeHas() throws {
        let doc = try Self.doc()
        var sections: [String: [String]] = [:]
        for r in Self.recognizers { sections[r.section, default: []].append(r.file) }
        for r in Self.recognizers {
            let source = try String(contentsOfFile: Self.root + "/Sources/Harness/Machine/" + r.file, encoding: .utf8)
            let section = try XCTUnwrap(Self.section(r.section, of: doc))
            let arrows = Self.transitions(in: section)
            XCTAssertFalse(arrows.isEmpty, "\(r.section) draws no transition")
            // The section's states: its own enums', and those of any other file drawn in it.
            var states = Set(r.enums.flatMap { Self.cases(of: $0, in: source) })
            for other in Self.recognizers where other.section == r.section && other.file != r.file {
                let o = try String(contentsOfFile: Self.root + "/Sources/Harness/Machine/" + other.file, encoding: .utf8)
                states.formUnion(other.enums.flatMap { Self.cases(of: $0, in: o) })
            }
            for (from, to) in arrows {
                XCTAssertTrue(from == "[*]" || states.contains(from), "\(r.section): `\(from) --> \(to)` starts at no state of the code")
                XCTAssertTrue(to == "[*]" || states.contains(to), "\(r.section): `\(from) --> \(to)` ends at no state of the code")
            }
            for e in r.enums {
                for c in Self.cases(of: e, in: source) {
                    XCTAssertTrue(arrows.contains { $0.to == c }, "\(r.section): no arrow reaches \(e).\(c)")
                }
            }
        }
    }

    func testTheTransitionReaderReadsArrows() {
        let section = "x\n```mermaid\nstateDiagram-v2\n    [*] --> idle\n    idle --> shown: overlayDue / shortcutOverlay\n```\nidle --> no"
        let t = Self.transitions(in: section)
        XCTAssertEqual(t.map(\.from), ["[*]", "idle"])
        XCTAssertEqual(t.map(\.to), ["idle", "shown"])
    }

    func testTheCaseReaderFindsEveryCase() {
        let src = "enum S: Equatable {\n  /// a\n  case idle\n  case scheduled(at: Double), shown\n"
            + "  var x: Int? {\n    switch self {\n    case .idle: return nil\n    default: return 1\n    }\n  }\n}\n"
        XCTAssertEqual(Self.cases(of: "S", in: src), ["idle", "scheduled", "shown"])
    }

    /// The recognizers and interactions the machine models: the defaults table has rows for each.
    static let modelled = ["UIGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer",
                           "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UIScrollView", "UIContextMenuInteraction",
                           "UIDragInteraction", "UIDropProposal", "UISpringLoadedInteraction", "drag autoscroll",
                           "UIPointerInteraction", "UIPointerShape", "UIHoverGestureRecognizer", "UIPencilInteraction",
                           "Apple Pencil", "UIFocusSystem", "UIKeyCommand", "GCKeyboard", "UndoManager", "system gestures",
                           "UIViewController", "trackpad (libinput)"]

    /// docs/interaction-machine.md § Defaults: a row for every recognizer and interaction the
    /// machine models, each with a source and at least one test, every test named `Class.test`
    /// existing in that class.
    func testTheDefaultsTableNamesTestsThatExist() throws {
        let section = try XCTUnwrap(Self.section("Defaults", of: try Self.doc()))
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Recognizer") }
        XCTAssertGreaterThan(rows.count, 40)
        let sources = try DocTables.testSources()
        var covered = Set<String>()
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(cells.count, 6, String(row))
            guard cells.count == 6 else { continue }
            covered.insert(cells[0])
            XCTAssertFalse(cells[4].isEmpty, "no source: \(row)")
            let named = DocTables.ticked(cells[5])
            XCTAssertFalse(named.isEmpty, "no test: \(row)")
            for name in named {
                XCTAssertEqual(name.split(separator: ".").count, 2, name)
                XCTAssertTrue(DocTables.exists(name, in: sources), "\(name) does not exist")
            }
        }
        for m in Self.modelled { XCTAssertTrue(covered.contains(m), "no row for \(m)") }
    }

    func testTheConstantsTableListsEveryConstant() throws {
        let section = try XCTUnwrap(Self.section("Constants", of: try Self.doc()))
        for entry in InteractionConstants.default.catalog {
            let row = section.split(separator: "\n").first { $0.hasPrefix("| `\(entry.name)` |") }
            guard let row else { XCTFail("\(entry.name) is not in the constants table"); continue }
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(cells.count, 4, String(row))
            guard cells.count == 4 else { continue }
            XCTAssertEqual(Double(cells[1].split(separator: " ")[0]).map { abs($0 - entry.value) < 1e-3 }, true,
                           "\(entry.name): the table says \(cells[1]), the code \(entry.value)")
            XCTAssertEqual(cells[2], entry.unit, entry.name)
            XCTAssertEqual(cells[3], entry.source, entry.name)
        }
    }
}

import XCTest
@testable import Harness
import InputModel

/// The indexes added for speed (Benchmarks/run) answer exactly what the scans they replace did;
/// the behaviours they serve have their own expectations (KeyboardTests, SpatialIndexTests).
final class IndexedLookupTests: XCTestCase {
    /// `firstShortcut(for:)` (by-combo index) agrees with the first match of `availableShortcuts()`
    /// (the focused element's, then every laid-out element's in order, then the scene's), for every
    /// focus, including elements without a frame in the layout and shortcuts shared by several owners.
    func testShortcutIndexAgreesWithTheScan() {
        func sc(_ keys: String, _ title: String) -> KeyShortcut {
            KeyShortcut(keys: KeyCombo(keys)!, title: title, action: title)
        }
        let elements = [
            SceneElement(id: "a", role: .button, frame: ScreenRect(x: 0, y: 0, width: 50, height: 44),
                         shortcuts: [sc("cmd+k", "a-k"), sc("cmd+j", "a-j")]),
            SceneElement(id: "hidden", role: .button, frames: ["compact": ScreenRect(x: 0, y: 50, width: 50, height: 44)],
                         shortcuts: [sc("cmd+k", "hidden-k")]),
            SceneElement(id: "b", role: .button, frame: ScreenRect(x: 60, y: 0, width: 50, height: 44),
                         shortcuts: [sc("cmd+l", "b-l"), sc("cmd+k", "b-k"), sc("cmd+k", "b-k2")]),
            SceneElement(id: "c", role: .textField, frame: ScreenRect(x: 120, y: 0, width: 50, height: 44),
                         shortcuts: [sc("cmd+j", "c-j")]),
            SceneElement(id: "plain", role: .button, frame: ScreenRect(x: 180, y: 0, width: 50, height: 44)),
        ]
        let scene = Scene(name: "s", elements: elements, shortcuts: [sc("cmd+k", "scene-k"), sc("cmd+n", "scene-n")])
        var machine = InteractionMachine(scene: scene)
        let combos = ["cmd+k", "cmd+j", "cmd+l", "cmd+n", "cmd+q"].map { KeyCombo($0)! }
        for focus in [nil] + machine.layout.nodes.indices.map(Optional.some) {
            machine.keyboard.focus.current = focus.map { .focused(group: "g", item: $0) } ?? .unfocused
            for combo in combos {
                let scanned = machine.keyboard.availableShortcuts(machine.context.world).first { $0.shortcut.keys == combo }
                let indexed = machine.keyboard.firstShortcut(for: combo, machine.context.world)
                XCTAssertEqual(indexed?.owner, scanned?.owner, "focus \(String(describing: focus)), \(combo)")
                XCTAssertEqual(indexed?.shortcut, scanned?.shortcut, "focus \(String(describing: focus)), \(combo)")
            }
        }
    }

    /// A long list: the grid is sized by the frames on screen, so a point query on screen looks at
    /// a handful of rows, and hit-testing still finds the right one.
    func testGridSizedByOnScreenFrames() {
        var elements: [SceneElement] = []
        for i in 0..<20_000 {
            elements.append(SceneElement(id: "row\(i)", role: .listItem,
                                         frame: ScreenRect(x: 0, y: Double(i) * 44, width: 600, height: 40)))
        }
        let layout = ResolvedScene(scene: Scene(name: "list", elements: elements), environment: HarnessEnvironment())
        for i in 0..<20 {
            let p = ScreenPoint(x: 300, y: Double(i) * 44 + 20)
            XCTAssertEqual(layout.id(layout.hitTest(p)), "row\(i)")
            // Fewer than the rows on screen: they are in the grid's cells, not in the list every query scans.
            XCTAssertLessThan(layout.candidateCount(at: p), 24)
        }
        XCTAssertEqual(layout.id(layout.hitTest(ScreenPoint(x: 300, y: 42))), "root")
    }

    /// Multi-cell queries report every gridded element overlapping the cells once, in first-seen order.
    func testMultiCellQueriesReportEachElementOnce() {
        var frames: [ScreenRect?] = []
        var rng = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            frames.append(ScreenRect(x: rng.unit() * 1300, y: rng.unit() * 1000,
                               width: 1 + rng.unit() * 120, height: 1 + rng.unit() * 80))
        }
        frames.append(nil)
        frames.append(ScreenRect(x: 0, y: 0, width: 1366, height: 1024)) // large
        let grid = SpatialGrid(frames: frames, bounds: ScreenRect(x: 0, y: 0, width: 1366, height: 1024))
        for _ in 0..<200 {
            let q = ScreenRect(x: rng.unit() * 1300 - 50, y: rng.unit() * 1000 - 50,
                         width: rng.unit() * 300, height: rng.unit() * 300)
            var reported: [Int] = []
            grid.candidates(in: q) { reported.append($0) }
            XCTAssertEqual(reported.count, Set(reported).count, "duplicates for \(q)")
            for (i, f) in frames.enumerated() {
                guard let f, f.intersects(q) else { continue }
                XCTAssertTrue(reported.contains(i), "element \(i) \(f) missing for \(q)")
            }
        }
    }
}

import InputModel
import XCTest
@testable import Harness

/// `SpatialGrid` over bounds that are neither at the origin nor square: its size from the frames
/// on screen, its cells, and `candidates(in:)` against what its documentation promises: every
/// frame meeting a query on the bounds is reported; exactly those in `large` or listed in a cell
/// the query walks are, each once, `large` first; a query off the bounds walks no cell.
final class SpatialGridTests: XCTestCase {
    /// 1200 × 300 pt, from (200, 1000): cells are five times wider than tall.
    let bounds = ScreenRect(x: 200, y: 1000, width: 1200, height: 300)

    func frames(visible: Int) -> [ScreenRect?] {
        (0..<visible).map { ScreenRect(x: 200 + Double($0 % 40) * 30, y: 1000 + Double($0 / 40) * 20, width: 10, height: 10) }
    }

    /// The grid has ⌊√(n / 4)⌋ cells a side for n frames on screen (at least 1): 100 make 5,
    /// 99 make 4. Frames off the bounds, empty or missing are not counted.
    func testSidesFromTheFramesOnScreen() {
        let hidden: [ScreenRect?] = [nil, ScreenRect(x: 0, y: 0, width: 50, height: 50),
                                     ScreenRect(x: 300, y: 1100, width: 0, height: 20),
                                     ScreenRect(x: 300, y: 1100, width: 20, height: 0)]
        let hundred = SpatialGrid(frames: frames(visible: 100) + hidden, bounds: bounds)
        XCTAssertEqual([hundred.columns, hundred.rows], [5, 5])
        let ninetyNine = SpatialGrid(frames: frames(visible: 99) + hidden + hidden, bounds: bounds)
        XCTAssertEqual([ninetyNine.columns, ninetyNine.rows], [4, 4])
        XCTAssertEqual([SpatialGrid(frames: hidden, bounds: bounds).columns], [1])
    }

    /// A uniform grid over the bounds: 5 × 5 cells of 240 × 60 pt from (200, 1000).
    func testCellsAreCountedFromTheBoundsOrigin() {
        let grid = SpatialGrid(frames: frames(visible: 100), bounds: bounds)
        XCTAssertEqual(grid.cellWidth, 240)
        XCTAssertEqual(grid.cellHeight, 60)
        XCTAssertTrue(grid.cell(ScreenPoint(x: 200, y: 1000)) == (0, 0))
        XCTAssertTrue(grid.cell(ScreenPoint(x: 439.9, y: 1059.9)) == (0, 0))
        XCTAssertTrue(grid.cell(ScreenPoint(x: 440, y: 1060)) == (1, 1))
        XCTAssertTrue(grid.cell(ScreenPoint(x: 200 + 3 * 240 + 1, y: 1000 + 2 * 60 + 1)) == (3, 2))
        XCTAssertTrue(grid.cell(ScreenPoint(x: 1399, y: 1299)) == (4, 4))
        // A frame's cells run from its top-left corner's to its bottom-right's.
        XCTAssertEqual(grid.placement(of: ScreenRect(x: 450, y: 1010, width: 300, height: 100)),
                       .cells(CellRange(c0: 1, r0: 0, c1: 2, r1: 1)))
        // Not in the grid: no frame, an empty one along either axis, one off the bounds.
        XCTAssertEqual(grid.placement(of: nil), .absent)
        XCTAssertEqual(grid.placement(of: ScreenRect(x: 450, y: 1010, width: 300, height: 0)), .absent)
        XCTAssertEqual(grid.placement(of: ScreenRect(x: 450, y: 1010, width: 0, height: 100)), .absent)
        XCTAssertEqual(grid.placement(of: ScreenRect(x: 0, y: 1010, width: 200, height: 100)), .absent)
        XCTAssertEqual(grid.placement(of: ScreenRect(x: 0, y: 1010, width: 200.5, height: 100)), .cells(CellRange(c0: 0, r0: 0, c1: 0, r1: 1)))
    }

    /// What `candidates(in:)` reports, by its documentation: `large` in its order, then each
    /// element listed in a walked cell once.
    func expected(_ grid: SpatialGrid, _ frames: [ScreenRect?], _ q: ScreenRect) -> Set<Int> {
        var out = Set(grid.large.map(Int.init))
        guard let walked = grid.queryRange(q) else { return out }
        for (i, f) in frames.enumerated() {
            if case let .cells(r) = grid.placement(of: f), r.intersects(walked) { out.insert(i) }
        }
        return out
    }

    func assertCandidates(_ grid: SpatialGrid, _ frames: [ScreenRect?], _ q: ScreenRect,
                          file: StaticString = #filePath, line: UInt = #line) {
        var reported: [Int] = []
        grid.candidates(in: q) { reported.append($0) }
        XCTAssertEqual(reported.count, Set(reported).count, "reported twice for \(q)", file: file, line: line)
        XCTAssertEqual(Array(reported.prefix(grid.large.count)), grid.large.map(Int.init), "large first for \(q)", file: file, line: line)
        XCTAssertEqual(Set(reported), expected(grid, frames, q), "for \(q)", file: file, line: line)
        // Independent of the grid: a non-empty frame on the bounds that meets a query on the
        // bounds (a query off them reports only `large`, whatever frames reach out there).
        guard q.intersects(bounds) else { return }
        for (i, f) in frames.enumerated() {
            guard let f, f.width > 0, f.height > 0, f.intersects(bounds), f.intersects(q) else { continue }
            XCTAssertTrue(reported.contains(i), "element \(i) \(f) missing for \(q)", file: file, line: line)
        }
    }

    func randomFrames(_ rng: inout SplitMix64) -> [ScreenRect?] {
        (0..<600).map { i -> ScreenRect? in
            switch i % 10 {
            case 0: return nil
            case 1: return ScreenRect(x: 150 + rng.unit() * 1300, y: 950 + rng.unit() * 400, width: 0, height: 30)
            case 2: return ScreenRect(x: 150 + rng.unit() * 1300, y: 950 + rng.unit() * 400, width: 30, height: 0)
            case 3: return ScreenRect(x: 100 + rng.unit() * 200, y: 900 + rng.unit() * 200, width: 1100, height: 250)  // large
            default:
                return ScreenRect(x: 150 + rng.unit() * 1300, y: 950 + rng.unit() * 400,
                                  width: 1 + rng.unit() * 400, height: 1 + rng.unit() * 120)
            }
        }
    }

    /// Random frames (some empty, some off the bounds, some large) and queries: points,
    /// rectangles across cells, rectangles off the bounds.
    func testCandidatesKeepTheirPromises() {
        var rng = SplitMix64(seed: 23)
        let frames = randomFrames(&rng)
        let grid = SpatialGrid(frames: frames, bounds: bounds)
        XCTAssertGreaterThan(grid.large.count, 0)
        XCTAssertGreaterThan(grid.columns, 3)
        for _ in 0..<300 {
            let x = 100 + rng.unit() * 1400, y = 900 + rng.unit() * 500
            assertCandidates(grid, frames, ScreenRect(x: x, y: y, width: 0, height: 0))
            assertCandidates(grid, frames, ScreenRect(x: x, y: y, width: rng.unit() * 500, height: rng.unit() * 150))
        }
    }

    /// A query within 1 pt outside the bounds still walks the edge cells; one beyond walks none
    /// and reports only `large`. On all four sides.
    func testQueriesAtTheEdgesOfTheBounds() {
        let edges: [ScreenRect?] = [ScreenRect(x: 200, y: 1100, width: 40, height: 40),   // left
                                    ScreenRect(x: 1360, y: 1100, width: 40, height: 40),  // right
                                    ScreenRect(x: 700, y: 1000, width: 40, height: 40),   // top
                                    ScreenRect(x: 700, y: 1260, width: 40, height: 40),   // bottom
                                    ScreenRect(x: 200, y: 1000, width: 1200, height: 300)] // large
            + frames(visible: 330)
        let grid = SpatialGrid(frames: edges, bounds: bounds)
        XCTAssertEqual(grid.large, [4])
        func reported(_ q: ScreenRect) -> [Int] {
            var out: [Int] = []
            grid.candidates(in: q) { out.append($0) }
            return out
        }
        let near: [(ScreenRect, Int)] = [(ScreenRect(x: 199.5, y: 1110, width: 0, height: 0), 0),
                                         (ScreenRect(x: 200.5, y: 1110, width: 0, height: 0), 0),
                                         (ScreenRect(x: 1400.5, y: 1110, width: 0, height: 0), 1),
                                         (ScreenRect(x: 1399.5, y: 1110, width: 0, height: 0), 1),
                                         (ScreenRect(x: 710, y: 999.5, width: 0, height: 0), 2),
                                         (ScreenRect(x: 710, y: 1000.5, width: 0, height: 0), 2),
                                         (ScreenRect(x: 710, y: 1300.5, width: 0, height: 0), 3),
                                         (ScreenRect(x: 710, y: 1299.5, width: 0, height: 0), 3)]
        for (q, element) in near {
            XCTAssertTrue(reported(q).contains(element), "\(q) should walk the cell of \(element)")
            assertCandidates(grid, edges, q)
        }
        for q in [ScreenRect(x: 198, y: 1110, width: 0.5, height: 0), ScreenRect(x: 1402, y: 1110, width: 0, height: 0),
                  ScreenRect(x: 710, y: 997, width: 0, height: 1), ScreenRect(x: 710, y: 1302, width: 0, height: 0)] {
            XCTAssertEqual(reported(q), [4], "\(q) is off the bounds")
        }
    }
}

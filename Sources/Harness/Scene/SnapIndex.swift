import InputModel
/// Pointer snapping's own index: the snapping controls, each listed in the cells of a uniform grid
/// that its hit region (frame outset by a build padding) meets, so a snapping query looks at the
/// one cell under the pointer instead of every element whose frame meets the padded rectangle.
///
/// Why: with 100 000 elements on screen (4 × 3 pt each, `tactile-bench replay 100000 dense`) the
/// padded rectangle of `SpatialGrid.candidates(in:)` walked ≈ 10 cells and ≈ 100 listings a pointer
/// move, most of them elements that never snap (Benchmarks/notes.md, "Hot paths").
///
/// It answers exactly what the grid query did (`ResolvedScene.snapTargetScanningGrid`), for any
/// padding up to the build padding: the candidates it tests are a superset of the controls whose
/// padded frame contains the point, and each is kept only if the old query reported it too (its
/// `SpatialGrid` placement meets the padded rectangle's cells, or it is in the grid's `large`
/// list), so even a control the grid's rounding would have missed stays missed. The winner,
/// closest centre then topmost, does not depend on the order candidates are tested in: a
/// candidate's distance is never NaN (its padded frame contains the point, so its origin and the
/// point are finite) and draw orders are distinct within an app.
struct SnapIndex: Sendable {
    /// A snapping control with what the query reads, so that it reads nothing else.
    struct Entry: Sendable {
        var frame: ScreenRect
        var order: Int
        var node: Int32
        var app: Int32
        /// In `SpatialGrid.large`: the grid query reported it whatever the rectangle.
        var inGridLarge: Bool
        /// Its cells in the `SpatialGrid` (meaningless when `inGridLarge`).
        var gridCells: CellRange
    }

    /// pt. The padding the cells were built for: queries with a larger one cannot use the index.
    let padding: Double
    let bounds: ScreenRect
    let columns: Int
    let rows: Int
    let cellWidth: Double
    let cellHeight: Double
    private let entries: [Entry]
    private let cells: CellLists
    /// Entries whose hit region spans more than `largeCellLimit` cells: tested by every query.
    private let large: [Int32]
    let largeCellLimit = 64

    /// The slack, relative to the coordinates' magnitude, added to each hit region before listing
    /// it in cells. Why: a query pads the frame with its own padding in floating point, and the
    /// roundings (≤ 2⁻⁵³ of the magnitude each, a few per edge) must not put a point the query's
    /// test accepts outside the cells the index listed; 10⁻⁹ is ten million times that.
    static let roundingSlack = 1e-9

    /// - Parameters:
    ///   - nodes: the layout's pointer table (`ResolvedScene.pointerNodes`).
    ///   - grid: the layout's grid, whose query this index stands in for.
    ///   - padding: pt, the largest query padding the index serves.
    init(nodes: [ResolvedScene.PointerNode], grid: SpatialGrid, padding: Double) {
        var entries: [Entry] = []
        for (i, n) in nodes.enumerated() where n.snapsPointer {
            let gridCells: CellRange?
            switch grid.placement(of: n.frame) {
            // Never a grid candidate, so never a snap target: an empty frame (a node not laid
            // out has one, `ResolvedScene.PointerNode.frame`) or one off the screen.
            case .absent: continue
            case .large: gridCells = nil
            case let .cells(r): gridCells = r
            }
            entries.append(Entry(frame: n.frame, order: n.order, node: Int32(i), app: Int32(n.app),
                                 inGridLarge: gridCells == nil,
                                 gridCells: gridCells ?? CellRange(c0: 0, r0: 0, c1: 0, r1: 0)))
        }
        // Sized by the number of snapping controls the grid holds: a few entries a cell.
        let side = min(max(Int(Double(entries.count).squareRoot()), 1), 256)
        self.padding = padding
        bounds = grid.bounds
        columns = side
        rows = side
        cellWidth = max(bounds.width / Double(side), 1)
        cellHeight = max(bounds.height / Double(side), 1)
        var ranges: [(element: Int32, cells: CellRange)] = []
        var large: [Int32] = []
        for (j, e) in entries.enumerated() {
            let f = e.frame
            let slackX = Self.roundingSlack * (1 + abs(f.x) + abs(f.width) + abs(padding))
            let slackY = Self.roundingSlack * (1 + abs(f.y) + abs(f.height) + abs(padding))
            // Outset by subtracting from the padded edge: rounding is monotonic, so a point at or
            // right of `f.minX - p` for any p ≤ `padding` is at or right of this.
            let c0 = gridIndex((f.minX - padding - slackX - bounds.minX) / cellWidth, side)
            let r0 = gridIndex((f.minY - padding - slackY - bounds.minY) / cellHeight, side)
            let c1 = gridIndex((f.maxX + padding + slackX - bounds.minX) / cellWidth, side)
            let r1 = gridIndex((f.maxY + padding + slackY - bounds.minY) / cellHeight, side)
            let range = CellRange(c0: c0, r0: r0, c1: c1, r1: r1)
            if range.cellCount > largeCellLimit { large.append(Int32(j)) } else { ranges.append((Int32(j), range)) }
        }
        self.entries = entries
        self.large = large
        cells = CellLists(columns: side, rows: side, ranges: ranges)
    }

    /// The snapping control of `app` whose frame outset by `padding` contains `p`, the closest
    /// centre winning, then the topmost: `ResolvedScene.snapTargetScanningGrid`'s answer.
    /// Requires `padding <= self.padding`.
    @inline(__always)
    func nearest(to p: ScreenPoint, padding: Double, app: Int, grid: SpatialGrid) -> Int? {
        // The cells the grid query walked, for keeping only what it reported. (A negative padding
        // gives a reversed rectangle; where it spans two cells the grid query trapped, and this
        // keeps the candidates whose cells cover the reversed range instead.)
        let walked = grid.queryRange(ScreenRect(x: p.x - padding, y: p.y - padding, width: 2 * padding, height: 2 * padding))
        var best = -1
        var bestDistance = 0.0
        var bestOrder = 0
        entries.withUnsafeBufferPointer { entries in
            @inline(__always)
            func consider(_ j: Int32) {
                let e = entries[Int(j)]
                guard Int(e.app) == app, e.frame.insetBy(dx: -padding, dy: -padding).contains(p) else { return }
                if !e.inGridLarge {
                    guard let walked, e.gridCells.intersects(walked) else { return }
                }
                let d = e.frame.center.distance(to: p)
                if best < 0 || d < bestDistance || (d == bestDistance && e.order > bestOrder) {
                    best = Int(e.node); bestDistance = d; bestOrder = e.order
                }
            }
            for j in large { consider(j) }
            let k = cell(at: p)
            cells.start.withUnsafeBufferPointer { start in
                cells.items.withUnsafeBufferPointer { items in
                    for i in Int(start[k])..<Int(start[k + 1]) { consider(items[i]) }
                }
            }
        }
        return best < 0 ? nil : best
    }

    /// How many entries a query at `p` tests (for tests: the index's point is testing few).
    func candidateCount(at p: ScreenPoint) -> Int {
        let k = cell(at: p)
        return large.count + Int(cells.start[k + 1] - cells.start[k])
    }

    /// The row-major number of the cell holding `p` (clamped to the grid).
    @inline(__always)
    private func cell(at p: ScreenPoint) -> Int {
        gridIndex((p.y - bounds.minY) / cellHeight, rows) * columns + gridIndex((p.x - bounds.minX) / cellWidth, columns)
    }
}

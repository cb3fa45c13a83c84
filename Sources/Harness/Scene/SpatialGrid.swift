import InputModel
/// A uniform grid over element frames for hit-testing: each cell lists the elements overlapping
/// it, so a point query looks at one cell. Frames covering many cells go in a short list that
/// every query scans (windows, scroll views, containers).
struct SpatialGrid: Sendable {
    let bounds: ScreenRect
    let columns: Int
    let rows: Int
    let cellWidth: Double
    let cellHeight: Double
    private var cells: CellLists
    private(set) var large: [Int32] = []
    /// Top-left cell (column, row) of each gridded element's cell range, for deduplicating
    /// multi-cell queries without a `Set`.
    private var firstCell: [(Int32, Int32)]
    /// Elements spanning more cells than this go to `large`.
    let largeCellLimit = 64

    /// Where the grid keeps an element.
    enum Placement: Equatable {
        /// Not in the grid (no frame, empty, or off the bounds): never a candidate.
        case absent
        /// In `large`: a candidate of every query.
        case large
        /// Listed in these cells.
        case cells(CellRange)
    }

    init(frames: [ScreenRect?], bounds: ScreenRect) {
        // Sized by the frames on screen, not all of them. Why: a 100 000-element list with 300
        // rows on screen got a 158 × 158 grid of 8 × 6 pt cells, so every on-screen row spanned
        // over 64 cells and went to `large`, which every query scans (Benchmarks/notes.md, "Hot paths").
        let visible = frames.reduce(0) { n, f in
            guard let f, f.width > 0, f.height > 0, f.intersects(bounds) else { return n }
            return n + 1
        }
        let n = max(visible, 1)
        let side = min(max(Int((Double(n) / 4).squareRoot()), 1), 256)
        self.bounds = bounds
        columns = side
        rows = side
        cellWidth = max(bounds.width / Double(side), 1)
        cellHeight = max(bounds.height / Double(side), 1)
        cells = CellLists(columns: 0, rows: 0, ranges: [])
        firstCell = Array(repeating: (0, 0), count: frames.count)
        var ranges: [(element: Int32, cells: CellRange)] = []
        for (i, f) in frames.enumerated() {
            switch placement(of: f) {
            case .absent: continue
            case .large: large.append(Int32(i))
            case let .cells(r):
                firstCell[i] = (r.c0, r.r0)
                ranges.append((Int32(i), r))
            }
        }
        cells = CellLists(columns: columns, rows: rows, ranges: ranges)
    }

    /// Where an element with this frame is (or would be) kept. `init` places every element by it.
    func placement(of frame: ScreenRect?) -> Placement {
        guard let f = frame, f.width > 0, f.height > 0, f.intersects(bounds) else { return .absent }
        let (c0, r0) = cell(ScreenPoint(x: f.minX, y: f.minY))
        let (c1, r1) = cell(ScreenPoint(x: f.maxX, y: f.maxY))
        let range = CellRange(c0: c0, r0: r0, c1: c1, r1: r1)
        return range.cellCount > largeCellLimit ? .large : .cells(range)
    }

    @inline(__always)
    func cell(_ p: ScreenPoint) -> (Int, Int) {
        // Clamped before converting: a far-off point (or a non-finite one) must not trap in `Int(_:)`.
        (gridIndex((p.x - bounds.minX) / cellWidth, columns), gridIndex((p.y - bounds.minY) / cellHeight, rows))
    }

    /// The cells a `candidates(in:)` query walks; nil when it walks none (the rectangle is off
    /// the bounds) and reports only `large`.
    @inline(__always)
    func queryRange(_ rect: ScreenRect) -> CellRange? {
        guard rect.intersects(bounds.insetBy(dx: -1, dy: -1)) else { return nil }
        let (c0, r0) = cell(ScreenPoint(x: rect.minX, y: rect.minY))
        let (c1, r1) = cell(ScreenPoint(x: rect.maxX, y: rect.maxY))
        return CellRange(c0: c0, r0: r0, c1: c1, r1: r1)
    }

    /// Indices of elements whose frames may overlap `rect` (a superset; callers test frames):
    /// `large`, then the elements of the cells of `queryRange(rect)`. An element is reported when
    /// it is in `large` or its placement's cells meet the query's.
    func candidates(in rect: ScreenRect, _ body: (Int) -> Void) {
        for i in large { body(Int(i)) }
        guard let q = queryRange(rect) else { return }
        let (c0, r0, c1, r1) = (Int(q.c0), Int(q.r0), Int(q.c1), Int(q.r1))
        if c0 == c1 && r0 == r1 {
            let k = r0 * columns + c0
            for j in Int(cells.start[k])..<Int(cells.start[k + 1]) { body(Int(cells.items[j])) }
            return
        }
        // An element is reported at the first cell (row-major) where its own cell range meets the
        // query's: the top-left of the intersection. Same elements in the same order as a `Set` of
        // those seen, without allocating one per query. Why: pointer snapping queries a padded
        // rectangle on every move, and with 100 000 elements on screen the per-query `Set` made
        // replay 5× slower than at 1 000 (Benchmarks/run, dense layout).
        cells.start.withUnsafeBufferPointer { start in
            cells.items.withUnsafeBufferPointer { items in
                firstCell.withUnsafeBufferPointer { firstCell in
                    for r in r0...r1 {
                        for c in c0...c1 {
                            let k = r * columns + c
                            for j in Int(start[k])..<Int(start[k + 1]) {
                                let i = items[j]
                                let (ec, er) = firstCell[Int(i)]
                                if Int(max(er, Int32(r0))) == r && Int(max(ec, Int32(c0))) == c { body(Int(i)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

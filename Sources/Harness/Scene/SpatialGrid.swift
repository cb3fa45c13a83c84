/// A uniform grid over element frames for hit-testing: each cell lists the elements overlapping
/// it, so a point query looks at one cell. Frames covering many cells go in a short list that
/// every query scans (windows, scroll views, containers).
struct SpatialGrid: Sendable {
    let bounds: Rect
    let columns: Int
    let rows: Int
    let cellWidth: Double
    let cellHeight: Double
    private(set) var cells: [[Int32]]
    private(set) var large: [Int32] = []
    /// Top-left cell (column, row) of each gridded element's cell range, for deduplicating
    /// multi-cell queries without a `Set`.
    private var firstCell: [(Int32, Int32)]
    /// Elements spanning more cells than this go to `large`.
    let largeCellLimit = 64

    init(frames: [Rect?], bounds: Rect) {
        // Sized by the frames on screen, not all of them. Why: a 100 000-element list with 300
        // rows on screen got a 158 × 158 grid of 8 × 6 pt cells, so every on-screen row spanned
        // over 64 cells and went to `large`, which every query scans (callgrind: 67 k instructions
        // a pointer move, Benchmarks/run's replay at 100 000 elements).
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
        cells = Array(repeating: [], count: side * side)
        firstCell = Array(repeating: (0, 0), count: frames.count)
        for (i, f) in frames.enumerated() {
            guard let f, f.width > 0, f.height > 0, f.intersects(bounds) else { continue }
            let (c0, r0) = cell(Point(x: f.minX, y: f.minY))
            let (c1, r1) = cell(Point(x: f.maxX, y: f.maxY))
            if (c1 - c0 + 1) * (r1 - r0 + 1) > largeCellLimit {
                large.append(Int32(i))
                continue
            }
            firstCell[i] = (Int32(c0), Int32(r0))
            for r in r0...r1 { for c in c0...c1 { cells[r * columns + c].append(Int32(i)) } }
        }
    }

    func cell(_ p: Point) -> (Int, Int) {
        // Clamped before converting: a far-off point (or a non-finite one) must not trap in `Int(_:)`.
        func index(_ v: Double, _ count: Int) -> Int {
            guard v.isFinite else { return v > 0 ? count - 1 : 0 }
            return Int(min(max(v.rounded(.down), 0), Double(count - 1)))
        }
        return (index((p.x - bounds.minX) / cellWidth, columns), index((p.y - bounds.minY) / cellHeight, rows))
    }

    /// Indices of elements whose frames may overlap `rect` (a superset; callers test frames).
    func candidates(in rect: Rect, _ body: (Int) -> Void) {
        for i in large { body(Int(i)) }
        guard rect.intersects(bounds.insetBy(dx: -1, dy: -1)) else { return }
        let (c0, r0) = cell(Point(x: rect.minX, y: rect.minY))
        let (c1, r1) = cell(Point(x: rect.maxX, y: rect.maxY))
        if c0 == c1 && r0 == r1 {
            for i in cells[r0 * columns + c0] { body(Int(i)) }
            return
        }
        // An element is reported at the first cell (row-major) where its own cell range meets the
        // query's: the top-left of the intersection. Same elements in the same order as a `Set` of
        // those seen, without allocating one per query. Why: pointer snapping queries a padded
        // rectangle on every move, and with 100 000 elements on screen the per-query `Set` made
        // replay 5× slower than at 1 000 (Benchmarks/run, dense layout).
        for r in r0...r1 {
            for c in c0...c1 {
                for i in cells[r * columns + c] {
                    let (ec, er) = firstCell[Int(i)]
                    if Int(max(er, Int32(r0))) == r && Int(max(ec, Int32(c0))) == c { body(Int(i)) }
                }
            }
        }
    }
}

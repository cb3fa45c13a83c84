/// A uniform grid over element frames for hit-testing: each cell lists the elements overlapping
/// it, so a point query looks at one cell. Frames covering many cells go in a short list that
/// every query scans (windows, scroll views, containers).
struct SpatialGrid: Sendable {
    let bounds: Rect
    let columns: Int
    let rows: Int
    let cellWidth: Double
    let cellHeight: Double
    /// The elements of cell k are `items[cellStart[k] ..< cellStart[k + 1]]`, in element order: one
    /// flat array rather than an array per cell, so a query walking many cells retains and releases
    /// no inner array per cell (≈ 10 % of replay at 100 000 elements all on screen, callgrind).
    private var cellStart: [Int32]
    private var items: [Int32]
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
        cellStart = []
        items = []
        firstCell = Array(repeating: (0, 0), count: frames.count)
        // Two passes: count each cell's elements, then place them (in element order) at offsets.
        var ranges: [(i: Int32, c0: Int, r0: Int, c1: Int, r1: Int)] = []
        var counts = Array(repeating: Int32(0), count: side * side)
        for (i, f) in frames.enumerated() {
            guard let f, f.width > 0, f.height > 0, f.intersects(bounds) else { continue }
            let (c0, r0) = cell(Point(x: f.minX, y: f.minY))
            let (c1, r1) = cell(Point(x: f.maxX, y: f.maxY))
            if (c1 - c0 + 1) * (r1 - r0 + 1) > largeCellLimit {
                large.append(Int32(i))
                continue
            }
            firstCell[i] = (Int32(c0), Int32(r0))
            ranges.append((Int32(i), c0, r0, c1, r1))
            for r in r0...r1 { for c in c0...c1 { counts[r * columns + c] += 1 } }
        }
        var start = Array(repeating: Int32(0), count: side * side + 1)
        for k in 0..<(side * side) { start[k + 1] = start[k] + counts[k] }
        var fill = start
        var placed = Array(repeating: Int32(0), count: Int(start[side * side]))
        for e in ranges {
            for r in e.r0...e.r1 {
                for c in e.c0...e.c1 {
                    let k = r * columns + c
                    placed[Int(fill[k])] = e.i
                    fill[k] += 1
                }
            }
        }
        cellStart = start
        items = placed
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
            let k = r0 * columns + c0
            for j in Int(cellStart[k])..<Int(cellStart[k + 1]) { body(Int(items[j])) }
            return
        }
        // An element is reported at the first cell (row-major) where its own cell range meets the
        // query's: the top-left of the intersection. Same elements in the same order as a `Set` of
        // those seen, without allocating one per query. Why: pointer snapping queries a padded
        // rectangle on every move, and with 100 000 elements on screen the per-query `Set` made
        // replay 5× slower than at 1 000 (Benchmarks/run, dense layout).
        cellStart.withUnsafeBufferPointer { start in
            items.withUnsafeBufferPointer { items in
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

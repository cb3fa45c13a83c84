/// A rectangle of grid cells, inclusive at both ends (columns `c0...c1`, rows `r0...r1`).
struct CellRange: Sendable, Equatable {
    var c0: Int32
    var r0: Int32
    var c1: Int32
    var r1: Int32

    init(c0: Int, r0: Int, c1: Int, r1: Int) {
        self.c0 = Int32(c0); self.r0 = Int32(r0); self.c1 = Int32(c1); self.r1 = Int32(r1)
    }

    var cellCount: Int { (Int(c1) - Int(c0) + 1) * (Int(r1) - Int(r0) + 1) }

    @inline(__always)
    func intersects(_ o: CellRange) -> Bool {
        c0 <= o.c1 && o.c0 <= c1 && r0 <= o.r1 && o.r0 <= r1
    }
}

/// The element lists of a grid's cells in one flat array: the elements of cell k are
/// `items[start[k] ..< start[k + 1]]`, in the order the ranges were given.
///
/// Why one array rather than an array per cell: a query walking many cells would retain and
/// release an inner array per cell (Benchmarks/notes.md, "Hot paths").
struct CellLists: Sendable {
    private(set) var start: [Int32]
    private(set) var items: [Int32]

    /// `ranges` gives each element (an index the caller chooses) and the cells it is listed in;
    /// cells are numbered row-major, `columns` to a row.
    init(columns: Int, rows: Int, ranges: [(element: Int32, cells: CellRange)]) {
        // Two passes: count each cell's elements, then place them at offsets, in `ranges` order.
        let cellCount = columns * rows
        var counts = Array(repeating: Int32(0), count: cellCount)
        for e in ranges {
            for r in Int(e.cells.r0)...Int(e.cells.r1) {
                for c in Int(e.cells.c0)...Int(e.cells.c1) { counts[r * columns + c] += 1 }
            }
        }
        var start = Array(repeating: Int32(0), count: cellCount + 1)
        for k in 0..<cellCount { start[k + 1] = start[k] + counts[k] }
        var fill = start
        var placed = Array(repeating: Int32(0), count: Int(start[cellCount]))
        for e in ranges {
            for r in Int(e.cells.r0)...Int(e.cells.r1) {
                for c in Int(e.cells.c0)...Int(e.cells.c1) {
                    let k = r * columns + c
                    placed[Int(fill[k])] = e.element
                    fill[k] += 1
                }
            }
        }
        self.start = start
        items = placed
    }
}

/// The cell of a coordinate along one axis of a uniform grid: `offset / cellSize` rounded down
/// and clamped to `0 ..< count`; non-finite values go to the edge cells (NaN to the first).
///
/// Hand-written rather than `Int(min(max(v.rounded(.down), 0), Double(count - 1)))`, which it
/// equals for every `v`: that goes through a non-inlined helper and a libm `floor` call, four
/// to six axes a pointer move (Benchmarks/notes.md, "Hot paths"). For `0 <= v < count - 1`, truncation is rounding down.
@inline(__always)
func gridIndex(_ v: Double, _ count: Int) -> Int {
    guard v >= 0 else { return 0 }  // negative, -∞ and NaN
    return v < Double(count - 1) ? Int(v) : count - 1
}

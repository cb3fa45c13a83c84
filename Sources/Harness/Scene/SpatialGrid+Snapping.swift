import InputModel
extension SpatialGrid {
    /// Pointer snapping by the grid: of the elements `candidates(in:)` reports for the rectangle
    /// `p` ± `padding`, the snapping control of `app` whose frame outset by `padding` contains `p`,
    /// the closest centre winning, then the topmost (the larger draw order).
    ///
    /// What `ResolvedScene.snapTarget` answers; it asks `SnapIndex` instead for paddings up to
    /// the index's. A method of the grid, not of `ResolvedScene`: calling a method of the layout
    /// from the machine's mutating handlers lends it a copy of the whole `ResolvedScene` (392
    /// bytes), on every pointer move whichever path the move then takes (Benchmarks/notes.md, "Hot paths").
    func snapTarget(_ p: ScreenPoint, padding: Double, app: Int, nodes: [ResolvedScene.PointerNode]) -> Int? {
        var best: (i: Int, d: Double, order: Int)?
        nodes.withUnsafeBufferPointer { hot in
            candidates(in: ScreenRect(x: p.x - padding, y: p.y - padding, width: 2 * padding, height: 2 * padding)) { i in
                let n = hot[i]
                // A node not laid out is never a candidate: the grid holds no empty frame.
                guard n.app == app, n.snapsPointer,
                      n.frame.insetBy(dx: -padding, dy: -padding).contains(p) else { return }
                let d = n.frame.center.distance(to: p)
                if best == nil || d < best!.d || (d == best!.d && n.order > best!.order) { best = (i, d, n.order) }
            }
        }
        return best?.i
    }
}

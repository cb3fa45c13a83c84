import InputModel

/// The part of an element a tap can reach: its frame less what is drawn above it.
///
/// Like Android's Accessibility Test Framework and axe-core's target-size rule, a target's size
/// is judged on its unobscured area: a 44-pt button half covered by a sibling is a 22-pt target.
/// The covered region is the union of where UIKit's hit-test returns each node drawn above the
/// element (higher draw order, same app) that is not one of its descendants
/// (`ResolvedScene.hitFrame`: not hidden, transparent or passing touches, and within its
/// ancestors' bounds): a tap there hits that node, not the element. The element's edges and the coverers' edges cut the frame
/// into a grid of cells, each wholly covered or wholly free, and the search looks for a free
/// rectangle of whole cells at least the required size.
enum UnobscuredArea {
    /// pt: an overlap this thin or thinner is rounding (a frame snapped to the 0.5-pt pixel of a
    /// 2× screen), not an element covering another.
    static let overlapTolerance = 0.5

    /// Nodes drawn above `i` that overlap it and would take a tap there.
    static func coverers(of i: Int, in layout: ResolvedScene) -> [Int] {
        let n = layout.nodes[i]
        guard let f = n.frame else { return [] }
        var out: [Int] = []
        // Through the hit-test grid: the nodes it can report at a point of the frame, and only those
        // (a scene of thousands of elements would otherwise test every pair).
        layout.grid.candidates(in: f) { j in
            let m = layout.nodes[j]
            guard j != i, m.app == n.app, m.order > n.order, let g = layout.hitFrame(j), g.width > 0, g.height > 0, g.intersects(f),
                  !isPresentationWrapper(m.element), !layout.isDescendant(j, of: i) else { return }
            out.append(j)
        }
        return out.sorted()
    }

    /// UIKit's views that wrap a presentation across the window in a UIKit dump: the transition
    /// view holding what is presented and the dimming view tinting what stays in sight. A dump
    /// taken with a sheet up shows them over the whole app; what they are drawn over is behind
    /// the sheet, not covered by a control, and the sheet's own views still cover what they hide.
    static func isPresentationWrapper(_ e: SceneElement) -> Bool {
        guard let c = e.className else { return false }
        return c == "UITransitionView" || c.hasSuffix("DimmingView")
    }

    /// The largest free rectangle (by its smaller side, then area) within `frame` outside
    /// `covered`, and whether some free rectangle is at least `minimum` × `minimum`.
    static func measure(frame: ScreenRect, covered: [ScreenRect], minimum: Double) -> (largest: ScreenSize, meets: Bool) {
        // Overlaps thinner than `overlapTolerance` are frames rounded to the pixel, not cover.
        let clipped = covered.compactMap { $0.intersection(frame) }.filter { $0.width > overlapTolerance && $0.height > overlapTolerance }
        if clipped.isEmpty { return (ScreenSize(width: frame.width, height: frame.height), frame.width >= minimum && frame.height >= minimum) }
        let xs = Array(Set([frame.x, frame.maxX] + clipped.flatMap { [$0.x, $0.maxX] })).sorted()
        let ys = Array(Set([frame.y, frame.maxY] + clipped.flatMap { [$0.y, $0.maxY] })).sorted()
        let nx = xs.count - 1, ny = ys.count - 1
        // free[r][c]: the cell between xs[c]…xs[c+1] and ys[r]…ys[r+1] is not covered.
        var free = Array(repeating: Array(repeating: true, count: nx), count: ny)
        for r in 0..<ny {
            for c in 0..<nx {
                let cx = (xs[c] + xs[c + 1]) / 2, cy = (ys[r] + ys[r + 1]) / 2
                if clipped.contains(where: { cx > $0.x && cx < $0.maxX && cy > $0.y && cy < $0.maxY }) { free[r][c] = false }
            }
        }
        var best = ScreenSize(width: 0, height: 0)
        var meets = false
        func better(_ s: ScreenSize) -> Bool {
            let a = min(s.width, s.height), b = min(best.width, best.height)
            return a > b + 1e-9 || (abs(a - b) <= 1e-9 && s.width * s.height > best.width * best.height)
        }
        // Every column span [c0, c1]: the rows where the whole span is free, in runs.
        for c0 in 0..<nx {
            var spanFree = Array(repeating: true, count: ny)
            for c1 in c0..<nx {
                let width = xs[c1 + 1] - xs[c0]
                var runStart: Int?
                for r in 0...ny {
                    if r < ny { spanFree[r] = spanFree[r] && free[r][c1] }
                    if r < ny && spanFree[r] {
                        if runStart == nil { runStart = r }
                    } else if let s = runStart {
                        let size = ScreenSize(width: width, height: ys[r] - ys[s])
                        if size.width >= minimum - 1e-9 && size.height >= minimum - 1e-9 { meets = true }
                        if better(size) { best = size }
                        runStart = nil
                    }
                }
            }
        }
        return (best, meets)
    }
}

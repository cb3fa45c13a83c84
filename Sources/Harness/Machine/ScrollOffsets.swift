import InputModel

/// How far the keyboard has moved each scroll view's content since the scene was laid out: the
/// focus system keeping the item it focuses on screen ("The focus engine scrolls the container to
/// keep items onscreen as they become focused", `UIFocusItemScrollableContainer`) and the keys a
/// scroll view takes (`UIScrollView.allowsKeyboardScrolling`). A scene is laid out with every
/// scroll view at content offset zero; a node is on screen where its laid-out frame is, moved by
/// the content of every scroll view around it. Movements follow the pan's convention: positive dy
/// moves the content down (shows what is above). docs/interaction-machine.md, "Focus movement".
struct ScrollOffsets: Sendable {
    /// Scroll view (node index) → how far its content has moved.
    private var moved: [Int: ScreenPoint] = [:]

    /// Node `i`'s frame where it is now: moved with the content of every scroll view around it.
    func frame(of i: Int, _ layout: ResolvedScene) -> ScreenRect? {
        guard var f = layout.nodes[i].frame else { return nil }
        var cur = layout.nodes[i].parent
        while let c = cur {
            if let m = moved[c] { f = f.offsetBy(m) }
            cur = layout.nodes[c].parent
        }
        return f
    }

    /// How far scroll view `v`'s content can move from where it was laid out, along each axis:
    /// up (or left) by as much as it is taller (wider) than the frame, and not down (right) past
    /// its start. Nil along an axis where the content's size is undeclared: no end is known.
    private static func range(_ v: Int, _ layout: ResolvedScene) -> (x: ClosedRange<Double>?, y: ClosedRange<Double>?) {
        guard let content = layout.nodes[v].element.contentSize, let f = layout.nodes[v].frame else { return (nil, nil) }
        return (min(0, f.width - content.width)...0, min(0, f.height - content.height)...0)
    }

    /// Moves `v`'s content by `by`, not past the ends of its content; returns the movement made.
    mutating func scroll(_ v: Int, by d: ScreenPoint, _ layout: ResolvedScene) -> ScreenPoint {
        let was = moved[v] ?? .zero
        let r = Self.range(v, layout)
        func clamp(_ x: Double, _ range: ClosedRange<Double>?) -> Double { range.map { min(max(x, $0.lowerBound), $0.upperBound) } ?? x }
        let now = ScreenPoint(x: clamp(was.x + d.x, r.x), y: clamp(was.y + d.y, r.y))
        moved[v] = now
        return now - was
    }

    /// Where scroll view `v`'s content can go from here by Home (toward its start) or End (toward
    /// its end) along the vertical axis; nil where its height is undeclared.
    func toExtent(_ v: Int, end: Bool, _ layout: ResolvedScene) -> ScreenPoint? {
        guard let r = Self.range(v, layout).y else { return nil }
        let was = moved[v]?.y ?? 0
        return ScreenPoint(x: 0, y: (end ? r.lowerBound : r.upperBound) - was)
    }

    /// The movement that brings `item` wholly within `visible` along one axis (its start when it
    /// is the larger): nothing when it is already within, edges included.
    static func reveal(_ itemMin: Double, _ itemMax: Double, in visMin: Double, _ visMax: Double) -> Double {
        if itemMin < visMin { return visMin - itemMin }
        if itemMax > visMax { return max(visMax - itemMax, visMin - itemMin) }
        return 0
    }

    /// Scrolls that keep node `item` on screen: its nearest scroll view around it that scrolls
    /// horizontally, and the one that scrolls vertically, each moved by as little as brings the
    /// item within its frame. Returns each view moved and by how much.
    mutating func reveal(_ item: Int, _ layout: ResolvedScene) -> [(view: Int, by: ScreenPoint)] {
        let around = layout.scrollViews(around: layout.nodes[item].parent, scrollViewsOnly: true)
        var out: [(view: Int, by: ScreenPoint)] = []
        for (view, horizontal) in [(around.horizontal, true), (around.vertical, false)] {
            guard let view, let f = frame(of: item, layout), let vis = frame(of: view, layout) else { continue }
            let d = horizontal ? ScreenPoint(x: Self.reveal(f.minX, f.maxX, in: vis.minX, vis.maxX), y: 0)
                               : ScreenPoint(x: 0, y: Self.reveal(f.minY, f.maxY, in: vis.minY, vis.maxY))
            // Nothing to reveal, or nothing the content's ends let it move: no scroll.
            let made = scroll(view, by: d, layout)
            guard made != .zero else { continue }
            if let k = out.firstIndex(where: { $0.view == view }) { out[k].by = out[k].by + made } else { out.append((view, made)) }
        }
        return out
    }
}

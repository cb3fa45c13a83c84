import InputModel

/// The selection the app shows: what a tap, a Shift- or Command-click, or Shift and an arrow
/// selected, in order. Two anchors, one for each way of extending: a click extends from the
/// element last clicked (UIKit's pointer selection), a Shift-arrow run from where the run began
/// (the focus system's); focus moving without Shift ends the run, a click does not.
struct Selection: Sendable {
    var items: [String] = []
    /// Element id a Shift-click extends from.
    var clickAnchor: String?
    /// Element id a Shift-arrow run extends from, while the run lasts.
    var keyboardAnchor: String?

    /// The scene was laid out again: a Shift-arrow run ends (focus is forgotten with it).
    mutating func layoutChanged() { keyboardAnchor = nil }

    /// A tap on a selectable element selects it alone, and a Shift-click extends from it.
    mutating func select(_ e: Int, _ layout: ResolvedScene) {
        items = [layout.id(e)]
        clickAnchor = layout.id(e)
    }

    /// Shift-click extends from the click anchor over the selectable siblings between; Command-
    /// click (`toggle`) adds or removes the element and anchors there. The `selection` outcome.
    mutating func extend(to e: Int, toggle: Bool, at t: Timestamp, _ world: MachineWorld) -> Outcome {
        let layout = world.layout
        let id = layout.id(e)
        if toggle {
            if let i = items.firstIndex(of: id) { items.remove(at: i) } else { items.append(id) }
            clickAnchor = id
        } else {
            let anchor = clickAnchor.flatMap { layout.nodeIndex($0) } ?? e
            items = Self.selectableRange(from: anchor, to: e, layout)
        }
        return world.outcome(t, e, .selection(items: items))
    }

    /// Selectable siblings (same parent) from `a` to `b` inclusive, in declaration order; `b`
    /// alone when `a` is none of them.
    static func selectableRange(from a: Int, to b: Int, _ layout: ResolvedScene) -> [String] {
        let parent = layout.nodes[b].parent
        let siblings = layout.nodes.indices.filter {
            layout.nodes[$0].parent == parent && layout.nodes[$0].app == layout.nodes[b].app
                && layout.nodes[$0].frame != nil && layout.nodes[$0].element.isSelectable
        }
        guard let ia = siblings.firstIndex(of: a), let ib = siblings.firstIndex(of: b) else { return [layout.id(b)] }
        return siblings[min(ia, ib)...max(ia, ib)].map { layout.id($0) }
    }
}

import InputModel

/// Where UIKit's hit-test can return each node: `UIView.hitTest(_:with:)` asks a view, then its
/// subviews from the top, and returns the deepest that contains the point. Two of its rules are
/// about the view's ancestors, so here they are settled once per layout, parents before children:
///
/// - "This method ignores view objects that are hidden, that have disabled user interactions, or
///   have an alpha level less than 0.01." An ignored view's subviews are never asked: the subtree
///   is ignored with it (`isHidden`: "Hiding a view with subviews has the effect of hiding those
///   subviews and any view descendants they might have").
/// - "Points that lie outside the receiver's bounds are never reported as hits, even if they
///   actually lie within one of the receiver's subviews. This can occur if the current view's
///   clipsToBounds property is set to false and the affected subview extends beyond the view's
///   bounds." A node is hit only inside its frame and every ancestor's. (A point outside the
///   app's window is no node's: `ResolvedScene.app(at:)`.) That holds where a scene's nesting is
///   the view hierarchy: written by hand, or imported from UIKit's `recursiveDescription`. An
///   accessibility tree (XCUITest, Appium) nests elements in accessibility containers, which are
///   no views: they neither bound their elements' frames nor pass their `passesTouches` on (the
///   importer marks a bare container so, and the controls in it still take touches), so there
///   each element is judged alone and only the window bounds it.
///
/// An ancestor with no frame in this layout is absent from it and bounds nothing. A disabled
/// control (`enabled: false`) is still returned: `hitTest` does not look at `isEnabled`. Each
/// node's `Standing` (docs/interaction-machine.md › Hit-testing); at a point, the hit is the
/// topmost `candidate` whose region holds it (`ResolvedScene.topmost`).
struct HitTestRegions: Sendable {
    /// Below this alpha the hit-test ignores a view (`UIView.hitTest(_:with:)`: "an alpha level
    /// less than 0.01").
    static let minimumAlpha = 0.01

    /// What the hit-test makes of a node in this layout.
    enum Standing: Sendable, Equatable {
        /// No frame in this layout.
        case absent
        /// Hidden, alpha under `minimumAlpha` or `passesTouches`: itself, or an ancestor in a view
        /// hierarchy.
        case ignored
        /// Its frame lies wholly outside an ancestor's (in a view hierarchy).
        case outside
        /// Hit at the points of this part of its frame, where nothing drawn above it is.
        case candidate(ScreenRect)
    }

    let standings: [Standing]
    /// Per node: shown to the focus system (`UIView.canBecomeFocused`: not hidden, alpha not 0,
    /// user interaction on), itself and, in a view hierarchy, every ancestor. The same inheritance
    /// as `ignored` below, with the focus system's alpha bound (0) in place of the hit-test's.
    let shownForFocus: [Bool]

    /// Per node: the part of its frame a point must fall in to hit it; nil when the hit-test
    /// never returns it.
    func frame(_ i: Int) -> ScreenRect? {
        if case .candidate(let r) = standings[i] { return r }
        return nil
    }

    /// - Parameter nestedViews: the nesting is the view hierarchy (`DumpFormat.nestsViews`), so
    ///   an ignored ancestor ignores its subtree and ancestors' frames bound their descendants' hits.
    init(nodes: [ResolvedScene.Node], nestedViews: Bool) {
        var standings = [Standing](repeating: .absent, count: nodes.count)
        // Per node: whether it is ignored with its subtree, and the region its subviews are hit
        // within (`.unbounded` below the roots and under absent ancestors).
        var ignored = [Bool](repeating: false, count: nodes.count)
        var shown = [Bool](repeating: true, count: nodes.count)
        var limits = [Limit](repeating: .unbounded, count: nodes.count)
        for i in nodes.indices {
            let n = nodes[i]
            let e = n.element
            let parent = n.parent
            let ignoredAbove = nestedViews && (parent.map { ignored[$0] } ?? false)
            ignored[i] = ignoredAbove || e.hidden || e.alpha < Self.minimumAlpha || e.passesTouches
            let shownAbove = !nestedViews || (parent.map { shown[$0] } ?? true)
            shown[i] = shownAbove && !e.hidden && e.alpha > 0 && !e.passesTouches
            let inherited = nestedViews ? parent.map { limits[$0] } ?? .unbounded : .unbounded
            guard let f = n.frame else { limits[i] = inherited; continue }
            let region: ScreenRect?
            switch inherited {
            case .unbounded: region = f
            case .within(let r): region = f.intersection(r)
            case .nowhere: region = nil
            }
            limits[i] = region.map { .within($0) } ?? .nowhere
            standings[i] = ignored[i] ? .ignored : region.map { .candidate($0) } ?? .outside
        }
        self.standings = standings
        shownForFocus = shown
    }

    /// Where a node's subviews can be hit.
    private enum Limit { case unbounded, within(ScreenRect), nowhere }
}

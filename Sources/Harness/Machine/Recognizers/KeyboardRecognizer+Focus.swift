import InputModel

/// Focus movement: Tab and Shift-Tab between focus groups, the arrows within one (Shift extends
/// the selection), Return activates (`UIFocusSystem`, HIG › Keyboards).
extension KeyboardRecognizer {
    /// Focus groups in reading order (top to bottom, then left to right, by each group's bounds)
    /// with their focusable members in reading order.
    static func focusGroups(_ layout: ResolvedScene) -> [FocusGroup] {
        // Each member's frame is read once, beside its index: comparators and closures that read
        // `layout.nodes[i]` copy the node (its element's strings and arrays) on every comparison,
        // and each group's closure the layout (Benchmarks/notes.md, "Hot paths").
        struct Member { var index: Int; var frame: ScreenRect }
        var members: [String: [Member]] = [:]
        for i in layout.focusNodes {
            let n = layout.nodes[i]
            guard let f = n.element.effectiveFocus, f.priority >= 0, let frame = n.frame, n.app == 0 else { continue }
            members[f.group, default: []].append(Member(index: i, frame: frame))
        }
        func key(_ r: ScreenRect) -> (Double, Double) { (r.minY, r.minX) }
        let groups = members.map { name, items -> (name: String, items: [Int], bounds: ScreenRect) in
            let sorted = items.sorted { key($0.frame) < key($1.frame) || (key($0.frame) == key($1.frame) && $0.index < $1.index) }
            let bounds = sorted.dropFirst().reduce(sorted[0].frame) { $0.union($1.frame) }
            return (name, sorted.map(\.index), bounds)
        }
        return groups.sorted { key($0.bounds) < key($1.bounds) || (key($0.bounds) == key($1.bounds) && $0.name < $1.name) }
            .map { FocusGroup(name: $0.name, items: $0.items) }
    }

    /// The layout's focus groups, worked out on the first Tab or arrow and kept until the scene
    /// is laid out again (`Input.layoutChanged`). Why: sorting every focusable element on each key would
    /// be most of a replay's time (Benchmarks/notes.md, "Hot paths").
    mutating func focusGroups(_ layout: ResolvedScene) -> FocusGroups {
        if let groups = focusGroupCache { return groups }
        let groups = FocusGroups(Self.focusGroups(layout))
        focusGroupCache = groups
        return groups
    }

    mutating func moveFocusGroup(backward: Bool, at t: Timestamp, _ world: MachineWorld, _ out: inout [Outcome]) {
        let found = focusGroups(world.layout)
        let groups = found.list
        guard !groups.isEmpty else { return }
        var index: Int
        if let g = focus.group, let cur = found.index(of: g) {
            index = (cur + (backward ? groups.count - 1 : 1)) % groups.count
        } else {
            index = backward ? groups.count - 1 : 0
        }
        if let g = focus.group, let item = focus.item { focus.remembered[g] = item }
        let group = groups[index]
        // UIFocusGroupPriority: the remembered item counts as previouslyFocused (1000).
        let remembered = focus.remembered[group.name]
        func priority(_ i: Int) -> Int {
            let own = world.layout.nodes[i].element.effectiveFocus?.priority ?? 0
            return i == remembered ? max(own, 1000) : own
        }
        var best = group.items[0]
        for i in group.items where priority(i) > priority(best) { best = i }
        setFocus(best, group: group.name, at: t, world, &out)
    }

    /// Focus moves to `item`; the scroll views around it scroll to keep it on screen
    /// (`UIFocusItemScrollableContainer`: "The focus engine scrolls the container to keep items
    /// onscreen as they become focused").
    mutating func setFocus(_ item: Int, group: String, at t: Timestamp, _ world: MachineWorld, _ out: inout [Outcome]) {
        focus.current = .focused(group: group, item: item)
        out.append(world.outcome(t, item, .focus(group: group)))
        for (view, by) in scrolled.reveal(item, world.layout) {
            out.append(world.outcome(t, view, .scroll(dx: by.x, dy: by.y, phase: .changed, scrollType: .discrete)))
        }
    }

    /// The scroll view the keys scroll (`UIScrollView.allowsKeyboardScrolling`: "The scroll view
    /// needs to have focus or be first responder to receive these key events"): the focused
    /// element or, as the keys go up the responder chain, its nearest ancestor that is a scroll
    /// view allowing keyboard scrolling and scrolls along the key's axis. None with nothing
    /// focused, and none while a text input has focus: the keys edit its text.
    func keyScrollView(vertical: Bool, _ world: MachineWorld) -> Int? {
        let layout = world.layout
        guard let f = focus.item, layout.nodes[f].element.role != .textField, layout.nodes[f].element.role != .textView else { return nil }
        for link in responderChain(world) {
            switch link {
            case let .firstResponder(i), let .nextResponder(i):
                if Self.keyScrolls(i, vertical: vertical, layout) { return i }
            case .laidOut, .application:
                break
            }
        }
        return nil
    }

    private static func keyScrolls(_ i: Int, vertical: Bool, _ layout: ResolvedScene) -> Bool {
        let e = layout.nodes[i].element
        guard e.role.isScrollView, e.allowsKeyboardScrolling else { return false }
        let axes = layout.scrollAxes(i)
        return vertical ? axes.vertical : axes.horizontal
    }

    /// An arrow that moved no focus, Page Up, Page Down, Home or End scrolls `keyScrollView`: an
    /// arrow by `keyboardScrollLine`, a page by `keyboardScrollPage` of the view's height, Home
    /// and End to the content's start and end, never past them (nothing where the content's
    /// height is undeclared).
    mutating func scrollByKey(_ usage: Int, at t: Timestamp, _ world: MachineWorld, _ out: inout [Outcome]) {
        let c = world.constants
        let vertical = usage != HIDUsage.leftArrow && usage != HIDUsage.rightArrow
        guard let view = keyScrollView(vertical: vertical, world), let frame = world.layout.nodes[view].frame else { return }
        let page = c.keyboardScrollPage * frame.height
        let step: ScreenPoint?
        switch usage {
        case HIDUsage.downArrow: step = ScreenPoint(x: 0, y: -c.keyboardScrollLine)
        case HIDUsage.upArrow: step = ScreenPoint(x: 0, y: c.keyboardScrollLine)
        case HIDUsage.rightArrow: step = ScreenPoint(x: -c.keyboardScrollLine, y: 0)
        case HIDUsage.leftArrow: step = ScreenPoint(x: c.keyboardScrollLine, y: 0)
        case HIDUsage.pageDown: step = ScreenPoint(x: 0, y: -page)
        case HIDUsage.pageUp: step = ScreenPoint(x: 0, y: page)
        case HIDUsage.end: step = scrolled.toExtent(view, end: true, world.layout)
        default: step = scrolled.toExtent(view, end: false, world.layout)
        }
        guard let step else { return }
        let made = scrolled.scroll(view, by: step, world.layout)
        guard made != .zero else { return }
        out.append(world.outcome(t, view, .scroll(dx: made.x, dy: made.y, phase: .changed, scrollType: .discrete)))
    }

    /// Arrows move to the nearest member of the group in that direction (45° cone). Returns
    /// whether focus moved.
    @discardableResult
    mutating func moveFocusInGroup(_ usage: Int, extend: Bool, at t: Timestamp, _ world: MachineWorld,
                                   _ selection: inout Selection, _ out: inout [Outcome]) -> Bool {
        let layout = world.layout
        let groups = focusGroups(layout)
        guard let g = focus.group, let cur = focus.item, let at = groups.index(of: g),
              let from = layout.nodes[cur].frame?.center else { return false }
        let group = groups.list[at]
        let dir: ScreenPoint
        switch usage {
        case HIDUsage.rightArrow: dir = ScreenPoint(x: 1, y: 0)
        case HIDUsage.leftArrow: dir = ScreenPoint(x: -1, y: 0)
        case HIDUsage.downArrow: dir = ScreenPoint(x: 0, y: 1)
        default: dir = ScreenPoint(x: 0, y: -1)
        }
        var best: (Int, Double)?
        for i in group.items where i != cur {
            guard let c = layout.nodes[i].frame?.center else { continue }
            let v = c - from
            let along = v.x * dir.x + v.y * dir.y
            let across = abs(v.x * dir.y - v.y * dir.x)
            guard along > 0, across <= along else { continue }
            let score = along + 2 * across
            if best == nil || score < best!.1 { best = (i, score) }
        }
        guard let next = best?.0 else { return false }
        let anchor = selection.keyboardAnchor.flatMap { layout.nodeIndex($0) } ?? cur
        setFocus(next, group: g, at: t, world, &out)
        if extend {
            selection.keyboardAnchor = layout.id(anchor)
            let order = group.items
            if let a = order.firstIndex(of: anchor), let b = order.firstIndex(of: next) {
                selection.items = order[min(a, b)...max(a, b)].map { layout.id($0) }
                out.append(world.outcome(t, next, .selection(items: selection.items)))
            }
        } else {
            selection.keyboardAnchor = nil
        }
        return true
    }

    /// Return: the focused item's action; when it has none (or nothing has focus), the window's
    /// default button's. Nothing happens when neither has an action. A focused text view takes
    /// Return as a new line.
    func activate(at t: Timestamp, _ world: MachineWorld, _ out: inout [Outcome]) {
        let layout = world.layout
        if let f = focus.item {
            let e = layout.nodes[f].element
            if e.role == .textView { return }
            if let action = e.returnAction {
                out.append(world.outcome(t, f, .activate(action: action, input: .keyboard)))
                return
            }
        }
        let defaultButton = layout.nodes.indices.first {
            layout.nodes[$0].element.isDefault && layout.nodes[$0].frame != nil && layout.nodes[$0].app == 0
        }
        guard let target = defaultButton, let action = layout.nodes[target].element.returnAction else { return }
        out.append(world.outcome(t, target, .activate(action: action, input: .keyboard)))
    }
}

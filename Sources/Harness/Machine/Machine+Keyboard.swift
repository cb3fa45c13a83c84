import InputModel

/// Hardware keyboard: shortcuts, the Command-hold overlay, system-reserved combinations,
/// focus navigation, Return, hardware keyboard detection.
extension InteractionMachine {
    mutating func handleKey(_ key: Key, at t: Double) {
        let flag = HIDUsage.modifierFlag(key.usage)
        switch key.phase {
        case .down, .repeat:
            keyboard.modifiers = key.modifiers.union(flag.map { [$0] } ?? [])
            if key.usage == HIDUsage.globe { keyboard.globeDown = true }
            if HIDUsage.isModifier(key.usage) {
                if key.phase == .down, flag == .command, keyboard.pressed.isEmpty, keyboard.overlay == .idle {
                    keyboard.overlay = .scheduled(at: t + constants.shortcutOverlayDelay)
                }
                return
            }
            if case .scheduled = keyboard.overlay { keyboard.overlay = .idle }
            keyboard.pressed.insert(key.usage)
            keyPressed(key.usage, isRepeat: key.phase == .repeat, at: t)
        case .up:
            var mods = key.modifiers
            if let flag { mods.remove(flag) }
            keyboard.modifiers = mods
            if key.usage == HIDUsage.globe { keyboard.globeDown = false }
            keyboard.pressed.remove(key.usage)
            if flag == .command, !mods.contains(.command) {
                if keyboard.overlay == .shown { emit(t, .shortcutOverlay, nil, [.init("shown", .bool(false))]) }
                keyboard.overlay = .idle
            }
        }
    }

    mutating func fireOverlay(at t: Double) {
        keyboard.overlay = .shown
        let listed = availableShortcuts().filter { !$0.shortcut.title.isEmpty }
        emit(t, .shortcutOverlay, nil, [.init("shown", .bool(true)),
                                        .init("titles", .strings(listed.map(\.shortcut.title)))])
    }

    /// Shortcuts in effect: the focused element's, then every laid-out element's, then the scene's.
    func availableShortcuts() -> [(owner: Int?, shortcut: KeyShortcut)] {
        var result: [(Int?, KeyShortcut)] = []
        if let f = focus.item { result += layout.nodes[f].element.shortcuts.map { (f, $0) } }
        for i in layout.shortcutNodes where i != focus.item {
            result += layout.nodes[i].element.shortcuts.map { (i, $0) }
        }
        result += scene.shortcuts.map { (nil, $0) }
        return result
    }

    /// `availableShortcuts().first { $0.shortcut.keys == combo }` without building the list:
    /// the focused element's, else the first laid-out node's with that combo, else the scene's.
    func firstShortcut(for combo: KeyCombo) -> (owner: Int?, shortcut: KeyShortcut)? {
        if let f = focus.item, let sc = layout.nodes[f].element.shortcuts.first(where: { $0.keys == combo }) {
            return (f, sc)
        }
        if let owner = layout.shortcutOwners[combo]?.first(where: { $0 != focus.item }),
           let sc = layout.nodes[owner].element.shortcuts.first(where: { $0.keys == combo }) {
            return (owner, sc)
        }
        return scene.shortcuts.first(where: { $0.keys == combo }).map { (nil, $0) }
    }

    mutating func keyPressed(_ usage: Int, isRepeat: Bool, at t: Double) {
        let combo = KeyCombo(usage: usage, modifiers: keyboard.modifiers, globe: keyboard.globeDown)
        if systemShortcuts.isReserved(combo) {
            if !isRepeat { emit(t, .systemShortcut, nil, [.init("keys", .string(combo.description))]) }
            return
        }
        if let (owner, sc) = firstShortcut(for: combo), !systemFocusKeyWins(combo, shortcut: sc) {
            if isRepeat && !sc.repeatable { return }
            var fields: [Outcome.Field] = [.init("keys", .string(combo.description)), .init("title", .string(sc.title))]
            if !sc.action.isEmpty { fields.append(.init("action", .string(sc.action))) }
            emit(t, .shortcut, owner, fields)
            if combo == KeyCombo(usage: HIDUsage.a + 25, modifiers: .command) { _ = undoLastDrop(at: t) }
            return
        }
        if !isRepeat, combo == KeyCombo(usage: HIDUsage.a + 25, modifiers: .command), undoLastDrop(at: t) { return }
        let mods = combo.modifiers
        switch usage {
        case HIDUsage.tab where mods.isSubset(of: .shift) && !combo.globe:
            moveFocusGroup(backward: mods.contains(.shift), at: t)
        case HIDUsage.rightArrow, HIDUsage.leftArrow, HIDUsage.downArrow, HIDUsage.upArrow:
            if mods.isSubset(of: .shift) && !combo.globe { moveFocusInGroup(usage, extend: mods.contains(.shift), at: t) }
        case HIDUsage.returnOrEnter where mods.isEmpty && !isRepeat:
            activate(at: t)
        default:
            break
        }
    }

    mutating func handleDevice(_ d: DeviceChange, at t: Double) {
        if d.hardwareKeyboard != keyboard.hardware {
            keyboard.hardware = d.hardwareKeyboard
            emit(t, .hardwareKeyboard, nil, [.init("connected", .bool(d.hardwareKeyboard))])
        }
    }

    // MARK: Focus

    /// Focus groups in reading order (top to bottom, then left to right, by each group's bounds)
    /// with their focusable members in reading order.
    func focusGroups() -> [(name: String, items: [Int])] {
        var members: [String: [Int]] = [:]
        for i in layout.focusNodes {
            let n = layout.nodes[i]
            guard let f = n.element.effectiveFocus, f.priority >= 0, n.frame != nil, n.app == 0 else { continue }
            members[f.group, default: []].append(i)
        }
        func key(_ r: Rect) -> (Double, Double) { (r.minY, r.minX) }
        let groups = members.map { name, items -> (String, [Int], Rect) in
            let sorted = items.sorted { key(layout.nodes[$0].frame!) < key(layout.nodes[$1].frame!) || (key(layout.nodes[$0].frame!) == key(layout.nodes[$1].frame!) && $0 < $1) }
            let bounds = sorted.dropFirst().reduce(layout.nodes[sorted[0]].frame!) { $0.union(layout.nodes[$1].frame!) }
            return (name, sorted, bounds)
        }
        return groups.sorted { key($0.2) < key($1.2) || (key($0.2) == key($1.2) && $0.0 < $1.0) }.map { ($0.0, $0.1) }
    }

    mutating func moveFocusGroup(backward: Bool, at t: Double) {
        let groups = focusGroups()
        guard !groups.isEmpty else { return }
        var index: Int
        if let g = focus.group, let cur = groups.firstIndex(where: { $0.name == g }) {
            index = (cur + (backward ? groups.count - 1 : 1)) % groups.count
        } else {
            index = backward ? groups.count - 1 : 0
        }
        if let g = focus.group, let item = focus.item { focus.remembered[g] = item }
        let group = groups[index]
        // UIFocusGroupPriority: the remembered item counts as previouslyFocused (1000).
        let remembered = focus.remembered[group.name]
        func priority(_ i: Int) -> Int {
            let own = layout.nodes[i].element.effectiveFocus?.priority ?? 0
            return i == remembered ? max(own, 1000) : own
        }
        var best = group.items[0]
        for i in group.items where priority(i) > priority(best) { best = i }
        setFocus(best, group: group.name, at: t)
    }

    mutating func setFocus(_ item: Int, group: String, at t: Double) {
        focus.group = group
        focus.item = item
        emit(t, .focus, item, [.init("group", .string(group))])
    }

    /// Arrows move to the nearest member of the group in that direction (45° cone).
    mutating func moveFocusInGroup(_ usage: Int, extend: Bool, at t: Double) {
        guard let g = focus.group, let cur = focus.item, let group = focusGroups().first(where: { $0.name == g }),
              let from = layout.nodes[cur].frame?.center else { return }
        let dir: Point
        switch usage {
        case HIDUsage.rightArrow: dir = Point(x: 1, y: 0)
        case HIDUsage.leftArrow: dir = Point(x: -1, y: 0)
        case HIDUsage.downArrow: dir = Point(x: 0, y: 1)
        default: dir = Point(x: 0, y: -1)
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
        guard let next = best?.0 else { return }
        let anchor = focus.selectionAnchor ?? cur
        setFocus(next, group: g, at: t)
        if extend {
            focus.selectionAnchor = anchor
            let order = group.items
            if let a = order.firstIndex(of: anchor), let b = order.firstIndex(of: next) {
                selectionItems = order[min(a, b)...max(a, b)].map { layout.id($0) }
                emit(t, .selection, next, [.init("items", .strings(selectionItems))])
            }
        } else {
            focus.selectionAnchor = nil
        }
    }

    /// Return: the focused item's action; when it has none (or nothing has focus), the window's
    /// default button's. Nothing happens when neither has an action. A focused text view takes
    /// Return as a new line.
    mutating func activate(at t: Double) {
        if let f = focus.item {
            let e = layout.nodes[f].element
            if e.role == .textView { return }
            if let action = e.returnAction {
                emit(t, .activate, f, [.init("action", .string(action)), .init("input", .string("keyboard"))])
                return
            }
        }
        let defaultButton = layout.nodes.indices.first {
            layout.nodes[$0].element.isDefault && layout.nodes[$0].frame != nil && layout.nodes[$0].app == 0
        }
        guard let target = defaultButton, let action = layout.nodes[target].element.returnAction else { return }
        emit(t, .activate, target, [.init("action", .string(action)), .init("input", .string("keyboard"))])
    }

    /// Tab, Shift-Tab and the arrows move focus when something is focusable: an app's key command
    /// on them yields to that unless it declares `wantsPriorityOverSystemBehavior`
    /// (`UIKeyCommand`, false by default).
    func systemFocusKeyWins(_ combo: KeyCombo, shortcut: KeyShortcut) -> Bool {
        guard !shortcut.wantsPriorityOverSystemBehavior, !combo.globe, combo.modifiers.isSubset(of: .shift) else { return false }
        switch combo.usage {
        case HIDUsage.tab:
            return !layout.focusNodes.isEmpty
        case HIDUsage.rightArrow, HIDUsage.leftArrow, HIDUsage.downArrow, HIDUsage.upArrow:
            return focus.item != nil
        default:
            return false
        }
    }
}

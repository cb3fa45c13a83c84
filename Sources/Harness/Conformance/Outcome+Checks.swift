import InputModel

/// The payload values the checks read, typed: each is nil on an outcome of another kind.
extension Outcome {
    var drop: (target: String, operation: DropOperation, items: [String])? {
        if case let .drop(target, operation, items) = payload { return (target, operation, items) }
        return nil
    }

    var itemsAdded: [String]? {
        if case let .dragItemAdded(items) = payload { return items }
        return nil
    }

    var springLoadState: SpringLoadState? {
        if case let .springLoad(state, _) = payload { return state }
        return nil
    }

    var shortcut: (keys: KeyCombo, title: String)? {
        if case let .shortcut(keys, title, _) = payload { return (keys, title) }
        return nil
    }

    var focusGroup: String? {
        if case let .focus(group) = payload { return group }
        return nil
    }

    var keyboardConnected: Bool? {
        if case let .hardwareKeyboard(connected) = payload { return connected }
        return nil
    }

    var stroke: Stroke? {
        if case let .stroke(s) = payload { return s }
        return nil
    }

    var pencilAction: PencilPreferredAction? {
        if case let .pencilAction(action, _) = payload { return action }
        return nil
    }

    /// A hover's details, on `hoverBegan` and `hoverEnded`.
    var hover: Hover? {
        switch payload {
        case let .hoverBegan(h), let .hoverEnded(h): return h
        default: return nil
        }
    }

    var contextMenuTrigger: ContextMenuTrigger? {
        if case let .contextMenu(trigger, _) = payload { return trigger }
        return nil
    }

    var scroll: (phase: ScrollPhase, scrollType: ScrollType)? {
        if case let .scroll(_, _, phase, scrollType) = payload { return (phase, scrollType) }
        return nil
    }

    var selectedItems: [String]? {
        if case let .selection(items) = payload { return items }
        return nil
    }
}

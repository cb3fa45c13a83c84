import InputModel

/// The context menu on screen (`UIContextMenuInteraction`): shown when a hold or a secondary
/// click opens it (`TouchGestureRecognizer`), until something dismisses it
/// (`UIContextMenuInteraction.dismissMenu()`). docs/interaction-machine.md, "The context menu".
///
/// ```
/// hidden ──hold or secondary click / contextMenu──► shown(element)
/// shown ──Escape or Command-period / contextMenuDismissed reason=cancelKey──► hidden
/// shown ──a touch or click begins (the menu takes it) / reason=touch──► hidden
/// shown ──the held item lifts into a drag / reason=drag──► hidden
/// shown ──the system takes the touches / reason=system──► hidden
/// shown ──the scene is laid out again / reason=relayout──► hidden
/// ```
///
/// While the menu is shown, "UIKit manages all menu-related interactions" (UIContextMenuInteraction,
/// Apple's documentation): a touch or click that begins then is the menu's, and the app's views
/// get nothing of it. The scene declares no menu geometry, so a touch on one of the menu's items
/// (choosing it) and one outside it (dismissing it) are the same `touch`: either way the menu goes.
struct ContextMenuPresentation: Recognizer, Sendable, Equatable {
    enum State: Sendable, Equatable {
        case hidden
        /// Shown for the element (layout node) that has the menu.
        case shown(element: Int)
    }

    enum Input {
        /// A hold or a secondary click opened `element`'s menu (`TouchGestureRecognizer`'s
        /// `showMenu` request; its `contextMenu` outcome is the gesture's).
        case show(element: Int)
        /// Something that dismisses a shown menu happened; nothing when none is shown.
        case dismiss(ContextMenuDismissal)
    }

    private(set) var state: State = .hidden

    var isShown: Bool { state != .hidden }
    var traceState: String { isShown ? "shown" : "hidden" }

    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Never? {
        switch input {
        case let .show(element):
            state = .shown(element: element)
        case let .dismiss(reason):
            guard case let .shown(element) = state else { return nil }
            state = .hidden
            context.outcomes.append(context.world.outcome(t, element, .contextMenuDismissed(reason: reason)))
        }
        return nil
    }
}

/// Why a context menu went away (`contextMenuDismissed`'s `reason`).
public enum ContextMenuDismissal: String, Hashable, Sendable, CaseIterable {
    /// Escape or Command-period on a hardware keyboard: the cancel keys (HIG › Keyboards).
    case cancelKey
    /// A touch or click began while it was shown: outside it, or on one of its items.
    case touch
    /// The held item was dragged: the menu gives way to the drag session.
    case drag
    /// The system took the touches (a system gesture).
    case system
    /// The scene was laid out again (another environment).
    case relayout
}

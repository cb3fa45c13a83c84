/// The on-screen pointer shared by mice and touchpads: position, hover and button touches.
///
/// - The pointer starts at the screen centre and is clamped to the screen.
/// - With no button down, motion is a `hover` (source pointer): `began` on the
///   first motion, `changed` after that.
/// - A button press makes an `indirectPointer` touch (`began` with `buttons`),
///   motion while pressed moves it, and the last release ends it. Hover is
///   suspended meanwhile, as UIKit does: hover `ended` → touch → hover `began`
///   again at the release point.
/// - A change of the held buttons while pressed (a second button joins) is a
///   `stationary` touch carrying the new `buttons`.
public struct PointerModel: Sendable {
    public enum HoverState: Hashable, Sendable {
        /// No motion yet (or hover suspended by a touch that has not begun hovering again).
        case idle
        case hovering
    }

    public enum ButtonState: Hashable, Sendable {
        case released
        /// An indirectPointer touch is active with these buttons.
        case pressed(touchID: Int, buttons: PointerButtons)
    }

    public let screen: ScreenModel
    public private(set) var x: Double
    public private(set) var y: Double
    public private(set) var hover: HoverState = .idle
    public private(set) var button: ButtonState = .released
    public var ids: TouchIDAllocator

    public init(screen: ScreenModel = .default, ids: TouchIDAllocator = TouchIDAllocator()) {
        self.screen = screen
        self.ids = ids
        x = screen.width / 2
        y = screen.height / 2
    }

    public var buttons: PointerButtons {
        if case .pressed(_, let b) = button { return b }
        return []
    }

    /// Moves by (dx, dy) points; appends the hover or touch event, none when clamped in place.
    public mutating func move(dx: Double, dy: Double, into out: inout [UnifiedEvent.Payload]) {
        let nx = min(screen.width, max(0, x + dx))
        let ny = min(screen.height, max(0, y + dy))
        let moved = nx != x || ny != y
        x = nx
        y = ny
        switch button {
        case .pressed(let id, let b):
            if moved { out.append(touch(.moved, id, b)) }
        case .released:
            if hover == .idle {
                hover = .hovering
                out.append(.hover(Hover(phase: .began, source: .pointer, x: x, y: y)))
            } else if moved {
                out.append(.hover(Hover(phase: .changed, source: .pointer, x: x, y: y)))
            }
        }
    }

    /// Sets the held buttons; returns the touch (and hover) transitions.
    public mutating func setButtons(_ new: PointerButtons) -> [UnifiedEvent.Payload] {
        var out: [UnifiedEvent.Payload] = []
        switch button {
        case .released:
            guard !new.isEmpty else { return [] }
            if hover == .hovering {
                out.append(.hover(Hover(phase: .ended, source: .pointer, x: x, y: y)))
                hover = .idle
            }
            let id = ids.allocate()
            button = .pressed(touchID: id, buttons: new)
            out.append(touch(.began, id, new))
        case .pressed(let id, let old):
            if new.isEmpty {
                out.append(touch(.ended, id, old))
                button = .released
                hover = .hovering
                out.append(.hover(Hover(phase: .began, source: .pointer, x: x, y: y)))
            } else if new != old {
                button = .pressed(touchID: id, buttons: new)
                out.append(touch(.stationary, id, new))
            }
        }
        return out
    }

    /// A click: press and release at once (tap-to-click).
    public mutating func click(_ buttons: PointerButtons) -> [UnifiedEvent.Payload] {
        guard buttons.isEmpty == false, case .released = button else { return [] }
        return setButtons(buttons) + setButtons([])
    }

    /// Cancels an active button touch (resync); hover begins again with the next motion.
    public mutating func cancelTouch() -> [UnifiedEvent.Payload] {
        guard case .pressed(let id, let b) = button else { return [] }
        button = .released
        return [touch(.cancelled, id, b)]
    }

    /// The pointer goes away at its place (a tablet puck leaves range): an active touch ends, hover ends.
    public mutating func leave() -> [UnifiedEvent.Payload] {
        var out: [UnifiedEvent.Payload] = []
        if case .pressed(let id, let b) = button {
            out.append(touch(.ended, id, b))
            button = .released
        }
        if hover == .hovering {
            out.append(.hover(Hover(phase: .ended, source: .pointer, x: x, y: y)))
            hover = .idle
        }
        return out
    }

    /// The device goes away or the stream ends: an active touch is cancelled, hover ends.
    public mutating func finish() -> [UnifiedEvent.Payload] {
        var out = cancelTouch()
        if hover == .hovering {
            out.append(.hover(Hover(phase: .ended, source: .pointer, x: x, y: y)))
            hover = .idle
        }
        return out
    }

    private func touch(_ phase: TouchPhase, _ id: Int, _ buttons: PointerButtons) -> UnifiedEvent.Payload {
        .touch(Touch(phase: phase, id: id, touchType: .indirectPointer, x: x, y: y, buttons: buttons))
    }
}

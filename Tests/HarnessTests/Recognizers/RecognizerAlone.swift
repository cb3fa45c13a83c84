@testable import Harness
import InputModel

/// A recognizer applied alone, as the machine applies it (`Recognizer.apply` in a
/// `RecognizerContext`), in a context the test sets up: the world, the keys held, the touches
/// tracked and the selection.
extension Recognizer {
    /// The outcomes `input` appended and the request it returned; `selection` is left as the
    /// recognizer changed it.
    @discardableResult
    mutating func applied(_ input: Input, at t: Timestamp, _ world: MachineWorld, keys: HeldKeys = .none,
                          touches: LiveTouches = LiveTouches(), selection: inout Selection) -> (outcomes: [Outcome], request: Request?) {
        var context = RecognizerContext(world: world, keys: keys)
        context.touches = touches
        context.selection = selection
        let request = apply(input, at: t, &context)
        selection = context.selection
        return (context.outcomes, request)
    }

    /// The outcomes and the request, with `selection` selected.
    @discardableResult
    mutating func applied(_ input: Input, at t: Timestamp, _ world: MachineWorld, keys: HeldKeys = .none,
                          touches: LiveTouches = LiveTouches(), selection: [String] = []) -> (outcomes: [Outcome], request: Request?) {
        var selected = Selection(items: selection)
        return applied(input, at: t, world, keys: keys, touches: touches, selection: &selected)
    }

    /// The outcomes `input` appended.
    @discardableResult
    mutating func apply(_ input: Input, at t: Timestamp, _ world: MachineWorld, keys: HeldKeys = .none,
                        touches: LiveTouches = LiveTouches(), selection: [String] = []) -> [Outcome] {
        applied(input, at: t, world, keys: keys, touches: touches, selection: selection).outcomes
    }

    /// The outcomes `input` appended; `selection` is left as the recognizer changed it.
    @discardableResult
    mutating func apply(_ input: Input, at t: Timestamp, _ world: MachineWorld, _ selection: inout Selection,
                        keys: HeldKeys = .none) -> [Outcome] {
        applied(input, at: t, world, keys: keys, selection: &selection).outcomes
    }
}

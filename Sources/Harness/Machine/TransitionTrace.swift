import InputModel

/// The recognizers' transitions, in order, while a machine traces them
/// (`InteractionMachine.tracesTransitions`): each input a recognizer was told, its state before
/// and after, and the inputs its state did not expect, which it dropped. libinput logs its tap
/// state machine the same way (`tap_event_to_str`, `log_tap_bug`), so an input a diagram does not
/// draw is seen rather than silently ignored.
public struct TransitionTrace: Sendable, Equatable {
    /// Whether steps are recorded; off, nothing is (and a step costs one test of this flag).
    public var isRecording = false
    public var records: [TransitionRecord] = []
    public init(isRecording: Bool = false) { self.isRecording = isRecording }
}

/// One recognizer's step.
public struct TransitionRecord: Sendable, Equatable, CustomStringConvertible {
    /// Event time of the input.
    public var t: Timestamp
    /// The recognizer, by its type's name without "Recognizer" ("TouchGesture", "Drag",
    /// "TouchRouter").
    public var recognizer: String
    /// The input's case name ("began", "holdDue").
    public var input: String
    /// The state before, as the recognizer's diagram in docs/interaction-machine.md names it.
    public var from: String
    /// The state after.
    public var to: String
    /// The state has no transition for the input: it was dropped.
    public var unexpected: Bool

    /// "0.5 TouchGesture holdDue: direct press, pointer idle → direct held, pointer idle", or
    /// "1.2 Drag drop: unexpected in idle (dropped)".
    public var description: String {
        unexpected ? "\(t) \(recognizer) \(input): unexpected in \(from) (dropped)"
            : "\(t) \(recognizer) \(input): \(from) → \(to)"
    }
}

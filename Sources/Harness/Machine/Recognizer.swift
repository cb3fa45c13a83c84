import InputModel

/// One concern of the interaction machine: a value-type state, the inputs it is told, and one
/// transition. The coordinator (`InteractionMachine`) routes each input to the recognizer that
/// owns its concern and arbitrates what the recognizers ask of each other (`Request`); no
/// recognizer calls another. docs/interaction-machine.md draws each one's states.
protocol Recognizer {
    associatedtype Input
    /// What the recognizer asks of the machine: another concern's turn (`Never` when it asks nothing).
    associatedtype Request = Never

    /// Applies `input` at `t`: changes the recognizer's state, appends the outcomes it
    /// recognizes to `context.outcomes`, and returns what the machine must do next.
    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Request?

    /// The recognizer's state in a word or two, for the transition trace (`TransitionTrace`).
    var traceState: String { get }

    /// The state `input` meets, for the trace: `traceState` unless the recognizer keeps one per
    /// touch (`TouchRouter`).
    func traceState(for input: Input, _ context: RecognizerContext) -> String
}

/// What a recognizer reads and writes besides its own state, the same for every recognizer: the
/// world it acts in, the keys held, the touches on the glass, the selection, and where its
/// outcomes go. The machine owns one and lends it to each `apply`.
struct RecognizerContext: Sendable {
    /// The scene laid out in its environment, the constants, the reserved shortcuts (never
    /// changed while an event is applied).
    var world: MachineWorld
    /// What the keyboard holds: `KeyboardRecognizer` keeps it, the others read it.
    var keys: HeldKeys
    /// The touches the machine tracks and their roles.
    var touches = LiveTouches()
    /// What the app shows selected: a tap, Shift- or Command-click and Shift-arrows change it.
    var selection = Selection()
    /// The outcomes of the event being applied, in order.
    var outcomes: [Outcome] = []
    /// Each recognizer's transitions, while they are traced (`isRecording`).
    var trace = TransitionTrace()

    init(world: MachineWorld, keys: HeldKeys) {
        self.world = world
        self.keys = keys
    }
}

/// What a recognizer reads of the keyboard: the modifiers held (Option copies a drop, Shift- and
/// Command-click select, Control-click is a secondary click) and whether a hardware keyboard is
/// connected (what the app hides for it takes no touches, `MachineWorld.hitTest`).
struct HeldKeys: Sendable {
    var modifiers: KeyModifiers
    var hardwareKeyboard: Bool

    /// No modifiers, no hardware keyboard.
    static let none = HeldKeys(modifiers: [], hardwareKeyboard: false)
}

extension Recognizer {
    func traceState(for input: Input, _ context: RecognizerContext) -> String { traceState }

    /// The recognizer's name in a trace: its type's name without "Recognizer".
    static var traceName: String {
        let name = String(describing: Self.self)
        return name.hasSuffix("Recognizer") ? String(name.dropLast("Recognizer".count)) : name
    }

    /// `input`'s case name, for a trace.
    static func traceName(of input: Input) -> String {
        Mirror(reflecting: input).children.first?.label ?? String(describing: input)
    }

    /// Records, while the context traces, that this recognizer was told `input` in a state
    /// its diagram has no transition for: the input is dropped, and the trace says so
    /// (libinput's `log_tap_bug`).
    func unexpected(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) {
        guard context.trace.isRecording else { return }
        let state = traceState(for: input, context)
        context.trace.records.append(TransitionRecord(t: t, recognizer: Self.traceName, input: Self.traceName(of: input),
                                                      from: state, to: state, unexpected: true))
    }
}

extension Recognizer {
    /// `apply`, as the machine calls it: while the context traces, the transition is recorded.
    @inline(__always) @discardableResult
    mutating func step(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        guard context.trace.isRecording else { return apply(input, at: t, &context) }
        return tracedStep(input, at: t, &context)
    }

    /// `apply`, with the state before and after recorded (unless `apply` recorded the input as
    /// unexpected itself).
    @inline(never)
    private mutating func tracedStep(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        let from = traceState(for: input, context)
        let recorded = context.trace.records.count
        let request = apply(input, at: t, &context)
        if context.trace.records.count == recorded {
            let to = traceState(for: input, context)
            context.trace.records.append(TransitionRecord(t: t, recognizer: Self.traceName, input: Self.traceName(of: input),
                                                           from: from, to: to, unexpected: false))
        }
        return request
    }
}

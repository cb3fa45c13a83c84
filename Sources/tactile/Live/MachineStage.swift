import EvdevBridge
import Harness
import InputModel
import TextOutput

/// `capture --live --scene S`: the interaction machine after the normalizers. Outcomes print
/// as `tactile replay` prints them (jsonl: one object with `outcome`; text: `outcome …` lines,
/// told apart from the unified stream's `[device]` lines).
struct MachineStage: UnifiedStage {
    /// The machine, fed as `Replay` feeds it.
    var fold: MachineFold
    let format: LiveFormat

    init(machine: InteractionMachine, format: LiveFormat) {
        fold = MachineFold(machine: machine)
        self.format = format
    }

    mutating func apply(_ event: UnifiedEvent) -> [LiveLine] {
        fold.put(event)
        return lines(fold.take())
    }
    mutating func advance(to t: Timestamp) -> [LiveLine] {
        fold.advance(to: t)
        return lines(fold.take())
    }
    mutating func nextTimerDue() -> Timestamp? { fold.nextTimerDue() }

    private func lines(_ outcomes: [Outcome]) -> [LiveLine] {
        outcomes.map { LiveLine(t: $0.t, text: format == .jsonl ? $0.jsonLine : Self.textLine($0)) }
    }

    /// `0.512300    outcome tap root count=1 input=touch`: the unified text line's time column.
    static func textLine(_ o: Outcome) -> String {
        UnifiedEvent.timeColumn(o.t) + " outcome " + o.summary
    }
}

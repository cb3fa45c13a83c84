import ArgumentParser
import TraceFormats
import Harness
import InputModel

/// `tactile replay TRACE... [--scene S] [--environment E] [--expect FILE] [--format text|jsonl]`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay traces through the normalizers and the interaction machine and print the outcomes.",
        discussion: """
        With --expect, each trace's outcomes are checked against the expectation file (YAML, see \
        docs/replay.md): `ok TRACE` on a match, else the difference with the first divergence marked, \
        and exit status 1. The file's `trace`, `scene`, `environment` and `settings` apply unless given \
        here. Environments are words: a model (ipad-pro-12.9, ipad-mini, …), portrait or landscape, \
        and a multitasking state (fullScreen, twoThirds, half, oneThird, slideOver).
        """
    )

    @Argument(help: ArgumentHelp("Trace files (evemu or libinput record), read by content; default: the expectation file's `trace`.", valueName: "trace"))
    var traces: [String] = []

    @Option(help: ArgumentHelp("The scene (YAML or JSON); without one every outcome's element is `root`.", valueName: "scene"))
    var scene: String?

    @Option(help: ArgumentHelp("Device model, orientation and multitasking, e.g. \"ipad-pro-11 portrait half\".", valueName: "env"))
    var environment: String?

    @Option(help: ArgumentHelp("An expectation file the outcomes must meet.", valueName: "file"))
    var expect: String?

    @Option(help: ArgumentHelp("Device description for old evemu recordings whose description is a separate .desc file.", valueName: "file"))
    var description: String?

    @Option(help: ArgumentHelp("text or jsonl", valueName: "text|jsonl"))
    var format: OutputFormat = .text

    @Flag(inversion: .prefixedNo, help: "Trackpad tap to click (default: the expectation file's, else off, as on iPadOS).")
    var tapToClick: Bool?

    @Flag(help: "Print each recognizer's transitions to standard error as the machine makes them, and the inputs a state did not expect.")
    var traceTransitions = false

    func run() throws {
        try runReportingErrors {
            let file = try expect.map(ExpectationFile.load(path:))
            var paths = traces
            if paths.isEmpty, let t = file?.trace { paths = [t] }
            guard !paths.isEmpty else {
                throw TactileError(.usage, "give a TRACE, or an expectation file with `trace:`")
            }
            var env = try environment.map { try EnvironmentSpec.parse($0, base: file?.environment ?? HarnessEnvironment()) }
                ?? file?.environment ?? HarnessEnvironment()
            if let tapToClick { env.settings.tapToClick = tapToClick }
            let sceneValue = try scene.map(SceneLoader.load(contentsOf:)) ?? file?.scene
            if let sceneValue, let note = SceneImport.layoutNote(sceneValue, in: env) { printError("note: " + note) }
            let descriptionPath = description ?? (traces.isEmpty ? file?.traceDescription : nil)

            var out = StandardOutput()
            var failures = 0
            for path in paths {
                let reader = try openTrace(path, description: descriptionPath)
                var replay = Replay(trace: reader, scene: sceneValue, environment: env)
                replay.tracesTransitions = traceTransitions
                var pending: [TransitionRecord] = []
                if let file {
                    let outcomes = try replay.collect()
                    printTransitions(&replay, &out, &pending)
                    if let mismatch = file.expectations.check(outcomes) {
                        failures += 1
                        out.line("FAIL \(path) (expectations \(file.path))")
                        out.line(mismatch.description)
                    } else {
                        out.line("ok \(path) (\(outcomes.count) outcomes)")
                    }
                    continue
                }
                if paths.count > 1, format == .text { out.line("# \(path)") }
                while let outcome = try replay.next() {
                    // The steps up to the outcome's time led to it; later ones (the input that
                    // let the machine settle it) come after it.
                    printTransitions(&replay, &out, &pending, through: outcome.t)
                    out.line(format == .jsonl ? outcome.jsonLine : outcome.description)
                }
                printTransitions(&replay, &out, &pending)
            }
            try out.finish()
            if failures > 0 {
                throw TactileError(.failed, "\(failures) of \(paths.count) trace(s) did not meet the expectations")
            }
        }
    }

    /// The transitions recorded so far up to time `limit` (all of them without one), to standard
    /// error, after the outcomes printed before them; later ones wait in `pending`. The machine
    /// records them in event time order, so those up to a time are a prefix.
    private func printTransitions(_ replay: inout Replay, _ out: inout StandardOutput, _ pending: inout [TransitionRecord],
                                  through limit: Timestamp? = nil) {
        guard traceTransitions else { return }
        pending += replay.takeTransitions()
        let due = limit.map { t in pending.prefix { $0.t <= t }.count } ?? pending.count
        // Flushed even with nothing due: what standard error says next (a later trace's note)
        // comes after the outcomes printed so far.
        out.flush()
        for r in pending[..<due] { printError("transition: " + r.description) }
        pending.removeFirst(due)
    }
}

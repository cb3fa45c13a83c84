import ArgumentParser
import EvdevBridge
import InputModel

/// `tactile compare-capture PLAYED CAPTURED`: a test helper (hidden) for the real-kernel
/// tests. Exit 0 when the capture shows what playing PLAYED must produce, 1 with the
/// differences otherwise.
struct CompareCaptureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare-capture",
        abstract: "Check a capture against the trace that was played (test helper).",
        shouldDisplay: false)

    @Argument(help: "The trace that was played.") var played: String
    @Argument(help: "The capture of the played device.") var captured: String
    @Option(help: "Description of PLAYED when it is a separate file.") var description: String?
    @Flag(help: "Compare the two streams as they are (two captures of one device); no kernel model; key autorepeat after the last frame both hold is not a difference (it depends on when each reader stopped).") var raw = false
    @Flag(help: "Compare only the final device state, reading the capture as a client would (skipping dropped frames).") var state = false
    @Flag(name: .customLong("expect-resync"), help: "With --state: the capture must hold a SYN_DROPPED resync.") var expectResync = false
    @Flag(help: "The capture may have stopped early (a prefix of the expected frames).") var prefix = false
    @Flag(help: "The device was removed at the end (keys still down are released; with --state the state before the removal is checked).") var removed = false
    @Flag(name: .customLong("keep-fuzz"), help: "The device was played with --keep-fuzz.") var keepFuzz = false
    @Option(name: .customLong("tolerance-ms"), help: "Largest allowed timing difference between frames.") var toleranceMs: Double = 50
    @Option(help: "The speed it was played at.") var speed: Double = 1
    @Option(name: .customLong("also-played"), help: "Traces played together with PLAYED (`tactile play PLAYED ALSO...`).") var alsoPlayed: [String] = []
    @Flag(name: .customLong("all-devices"), help: "Compare every device (played device i with captured device i), timed on one clock.") var allDevices = false

    func run() throws {
        try runReportingErrors {
            let p = LiveTraceContents.merging([try LiveTrace.read(path: played, descriptionPath: description)]
                + (try alsoPlayed.map { try LiveTrace.read(path: $0, descriptionPath: nil) }))
            let c = try LiveTrace.read(path: captured, descriptionPath: nil)
            if allDevices { return try compareAllDevices(p, c) }
            let playedEvents = p.events.filter { $0.device == 0 }.map(\.event)
            let capturedEvents = c.events.filter { $0.device == 0 }.map(\.event)
            let device = PlaybackDescription.make(p.devices[0], keepFuzz: keepFuzz)
            // The captured device is the one created from PLAYED; not compared for two captures
            // of one device (--raw).
            let described = raw ? nil : CaptureComparison.descriptionDifferences(created: device, captured: c.devices[0])
            if state {
                var model = KernelInputModel(description: device)
                for e in playedEvents { _ = model.inject(e) }
                let (got, resyncs) = CaptureComparison.finalState(
                    of: removed ? CaptureComparison.strippingRemovalFrame(capturedEvents) : capturedEvents,
                    device: c.devices[0])
                var diffs = CaptureComparison.stateDifferences(expected: model.state, actual: got)
                if expectResync && resyncs == 0 { diffs.append("no SYN_DROPPED resync in the capture") }
                print("state: \(diffs.isEmpty ? "same" : "differs"); resyncs: \(resyncs); captured events: \(capturedEvents.count)")
                diffs.forEach { print("  " + $0) }
                printDescription(described)
                if !diffs.isEmpty || described?.isEmpty == false { throw ExitCode.checksFailed }
                return
            }
            let expected = raw ? playedEvents
                : CaptureComparison.expected(played: playedEvents, device: device, removedAtEnd: removed)
            var options = CaptureComparison.Options()
            options.timeTolerance = Int64(toleranceMs * 1000)
            options.speed = raw ? 1 : speed
            options.trailingAutorepeat = raw
            options.prefix = prefix
            let r = CaptureComparison.compare(expected: expected, actual: capturedEvents, options: options)
            print("frames: expected \(r.expectedFrames), captured \(r.actualFrames), matched \(r.matchedFrames); max timing deviation \(r.maxTimeDeviation) µs")
            r.differences.forEach { print($0) }
            printDescription(described)
            if !r.ok || described?.isEmpty == false { throw ExitCode.checksFailed }
        }
    }

    /// `description: same`, or `description: differs` and each difference; nothing when the
    /// description was not compared.
    private func printDescription(_ differences: [String]?) {
        guard let differences else { return }
        print("description: \(differences.isEmpty ? "same" : "differs")")
        differences.forEach { print("  " + $0) }
    }

    /// Every device against its played counterpart, frame times measured from the first
    /// frame of any device on each side (one CLOCK_MONOTONIC time base), plus how the
    /// devices' frames interleave in the capture.
    private func compareAllDevices(_ p: LiveTraceContents, _ c: LiveTraceContents) throws {
        guard p.devices.count == c.devices.count else {
            print("devices: played \(p.devices.count), captured \(c.devices.count)")
            throw ExitCode.checksFailed
        }
        let created = p.devices.map { PlaybackDescription.make($0, keepFuzz: keepFuzz) }
        let expected = created.indices.map { i in
            CaptureComparison.expected(played: p.events.filter { $0.device == i }.map(\.event),
                                       device: created[i], removedAtEnd: removed)
        }
        let actual = c.devices.indices.map { i in c.events.filter { $0.device == i }.map(\.event) }
        var options = CaptureComparison.Options()
        options.timeTolerance = Int64(toleranceMs * 1000)
        options.speed = speed
        options.prefix = prefix
        options.expectedOrigin = expected.compactMap { CaptureComparison.frames($0).first?.time }.min()
        options.actualOrigin = actual.compactMap { CaptureComparison.frames($0).first?.time }.min()
        var ok = true
        for i in expected.indices {
            let r = CaptureComparison.compare(expected: expected[i], actual: actual[i], options: options)
            print("device \(i) (\(c.devices[i].name)): frames: expected \(r.expectedFrames), captured \(r.actualFrames), matched \(r.matchedFrames); max timing deviation \(r.maxTimeDeviation) µs")
            r.differences.forEach { print("  " + $0) }
            let described = CaptureComparison.descriptionDifferences(created: created[i], captured: c.devices[i])
            described.forEach { print("  description: " + $0) }
            ok = ok && r.ok && described.isEmpty
        }
        print("device switches: played \(CaptureComparison.deviceSwitches(p.events)), captured \(CaptureComparison.deviceSwitches(c.events))")
        if !ok { throw ExitCode.checksFailed }
    }
}

import Foundation
import Testing
import TactileTesting

/// `assertOutcomes` and replay through `import TactileTesting` alone, on the trace corpus.
@Suite struct OutcomeAssertionTests {
    @Test func aSynthesizedTraceReplaysAsItIs() throws {
        // Traces/scenarios/tap-send.yml: one finger taps Send; UIKit's tap ends at touch-up.
        let scene = try SceneLoader.load(contentsOf: Fixtures.path("Traces/scenes/mail.yml"))
        let trace = try ScriptSynthesis.synthesize(script: Fixtures.path("Traces/scenarios/tap-send.yml"))
        let outcomes = try Replay.outcomes(trace: trace, scene: scene)
        assertOutcomes(outcomes, match: [OutcomePattern(.tap, element: "send", ["count": .int(1)])],
                       absent: [.longPress, .contextMenu, .dragLift])
    }

    @Test func anExpectationFileReplaysItsTraceOverItsScene() throws {
        assertOutcomes(of: try ExpectationFile.load(path: Fixtures.path("Traces/expect/drag-to-archive.expect.yml")))
    }

    /// An expectation file's `environment:` is the one its trace replays in (docs/replay.md,
    /// "Expectation files"): the pointer that leaves a Slide Over window ends Compose's hover at
    /// the window's edge, where a full-screen window would go on under it.
    @Test func anExpectationFileReplaysInItsOwnEnvironment() throws {
        let file = try ExpectationFile.load(path: Fixtures.path("Traces/expect/pointer-leaves-slide-over.expect.yml"))
        #expect(file.environment.multitasking == .slideOver)
        assertOutcomes(of: file)
        let trace = try TraceFile.open(path: Fixtures.path("Traces/synth/pointer-leaves-slide-over.yml"))
        let fullScreen = try Replay.outcomes(trace: trace, scene: file.scene)
        #expect(!fullScreen.contains { $0.kind == .hoverEnded && $0.element == "compose" },
                "full screen, the pointer stays over the app: Compose's hover would not end at the Slide Over window's edge")
    }

    @Test func aMismatchIsTheReadableDiffAtTheCallersLine() throws {
        let trace = try TraceFile.open(path: Fixtures.path("Traces/synth/tap-send.yml"))
        let outcomes = try Replay.outcomes(trace: trace, scene: try SceneLoader.load(contentsOf: Fixtures.path("Traces/scenes/mail.yml")))
        let recorded = RecordedIssues()
        let line = #line + 2
        withKnownIssue {
            assertOutcomes(outcomes, match: [OutcomePattern(.longPress, element: "send")], "holding Send")
        } matching: { recorded.append($0); return true }
        #expect(recorded.all.count == 1)
        let text = try #require(recorded.texts.first)
        #expect(text.hasPrefix("holding Send\n"))
        // The diff says where it diverged, and what the replay gave: one outcome, the tap, and no long press.
        #expect(text.contains("first divergence: expected #1 `longPress element=send`, got nothing"))
        #expect(text.contains("1 outcomes in all"))
        #expect(recorded.all.first?.sourceLocation?.line == line)
    }

    @Test func anExpectationFileWithoutATraceFails() throws {
        let file = try ExpectationFile.parse("outcomes:\n  - {outcome: tap}\n", file: "no-trace.expect.yml")
        let recorded = RecordedIssues()
        withKnownIssue {
            assertOutcomes(of: file)
        } matching: { recorded.append($0); return true }
        #expect(recorded.texts == ["no-trace.expect.yml: no trace: an expectation file asserted in a test names the trace it replays"])
    }

    @Test func anEventsOnlyTraceTakesItsSiblingDescriptionAsTheCommandDoes() throws {
        // Traces/expect/real-edge-scroll.expect.yml without its `description:` line: the trace is
        // an events-only evemu file beside "SynPS2 Synaptics TouchPad.hp8470p.desc", which
        // `tactile replay --expect` pairs with it (evemu-devices naming, NAME.WHAT.events).
        let text = try Fixtures.text("Traces/expect/real-edge-scroll.expect.yml")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("description:") }
            .joined(separator: "\n")
        let file = try ExpectationFile.parse(text, file: Fixtures.path("Traces/expect/edge-scroll-paired.expect.yml"))
        #expect(file.traceDescription == nil)
        assertOutcomes(of: file)
    }
}

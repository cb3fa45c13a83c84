import Foundation
@testable import Harness
import InputModel
import PropertyBased
import Testing

/// Synthesis and normalization agree, and replay is a pure fold.
@Suite struct SynthesisProperties {
    /// The default screen, 12.9-inch iPad Pro in landscape: 1366 × 1024 pt.
    static let screen = ScreenModel.default

    /// A `drag` step (docs/scenarios.md's table of steps: "down at `from`, still for `hold`, moved
    /// to `to`, still for `dwell`, up"), synthesized for the touchscreen and normalized, gives back its own
    /// points and timing: one touch that begins at `from`, ends at `to` (within the
    /// touchscreen's resolution: 26 290 units over 1366 pt, about 0.05 pt), and lasts hold +
    /// duration + dwell, as a real touchscreen reports it: each moment at its next 120 Hz report
    /// (the move's start and its end), and the lift one report after the finger was last seen
    /// (a multitouch frame with its tracking id -1) — so at most three reports longer, never
    /// shorter.
    @Test func aSynthesizedDragNormalizesToItsOwnPointsAndTiming() async throws {
        let point = Gen.int(in: 0...13660).map { Double($0) / 10 }.array(of: 4)
        let times = Gen.int(in: 0...150).map { Double($0) / 100 }.array(of: 3)
        await propertyCheck(count: 80, input: point, times) { p, t in await recordingErrors {
            let from = (x: p[0], y: p[1] * 1024 / 1366), to = (x: p[2], y: p[3] * 1024 / 1366)
            let (hold, duration, dwell) = (t[0], t[1] + 0.05, t[2])
            let step = ScenarioStep(.drag(from: .point(x: from.x, y: from.y), to: .point(x: to.x, y: to.y),
                                          hold: TimeSpan(seconds: hold), duration: TimeSpan(seconds: duration), dwell: TimeSpan(seconds: dwell)))
            let trace = try Synthesizer(primary: .touchscreen, screen: Self.screen).synthesize(Scenario(steps: [step]))
            var source = trace.source
            var touches: [(t: Double, phase: TouchPhase, x: Double, y: Double, id: Int)] = []
            try NormalizationPipeline.run(&source, screen: Self.screen, factory: StandardNormalizers.make) { e in
                if case let .touch(touch) = e.payload { touches.append((e.t.seconds, touch.phase, touch.x, touch.y, touch.id)) }
            }
            let began = try #require(touches.first { $0.phase == .began })
            let ended = try #require(touches.last { $0.phase == .ended })
            #expect(Set(touches.map(\.id)).count == 1, "one touch")
            #expect(abs(began.x - from.x) <= 0.1 && abs(began.y - from.y) <= 0.1, "began at \(began.x), \(began.y), not \(from)")
            #expect(abs(ended.x - to.x) <= 0.1 && abs(ended.y - to.y) <= 0.1, "ended at \(ended.x), \(ended.y), not \(to)")
            let lasted = ended.t - began.t, want = hold + duration + dwell
            #expect(lasted >= want - 1e-6 && lasted <= want + 3.0 / 120 + 1e-6, "lasted \(lasted) s, not \(want) s")
        } }
    }

    /// Replay is deterministic: the same stream through the machine twice gives the same
    /// outcomes, whatever the stream (docs/interfaces.md, "The pipeline": "a replay gives the same
    /// output every time").
    @Test func replayIsDeterministic() async throws {
        let scene = try SceneLoader.load(try String(contentsOfFile: Self.root + "/Traces/scenes/mail.yml", encoding: .utf8), file: "mail.yml")
        let strokes = Gen.int(in: 0...1_000_000).array(of: 1...40)
        await propertyCheck(count: 40, input: strokes) { numbers in await recordingErrors {
            var steps: [ScenarioStep] = []
            var n = numbers.makeIterator()
            while let k = n.next() {
                let a = ScenarioTarget.point(x: Double(k % 1366), y: Double((k / 1366) % 1024))
                let b = ScenarioTarget.point(x: Double((k / 7) % 1366), y: Double((k / 11) % 1024))
                switch k % 4 {
                case 0: steps.append(ScenarioStep(.tap(a, count: 1 + k % 2, fingers: 1 + k % 2)))
                case 1: steps.append(ScenarioStep(.drag(from: a, to: b, hold: TimeSpan(seconds: Double(k % 90) / 100), duration: 0.3, dwell: 0.1)))
                case 2: steps.append(ScenarioStep(.swipe(from: a, to: b, duration: 0.2, fingers: 1 + k % 4)))
                default: steps.append(ScenarioStep(.pinch(at: a, fromSpan: 100, toSpan: Double(50 + k % 300), duration: 0.3, rotate: Double(k % 90))))
                }
            }
            let trace = try Synthesizer(primary: .touchscreen, screen: Self.screen).synthesize(Scenario(steps: steps))
            let first = try Replay.outcomes(trace: trace, scene: scene)
            let second = try Replay.outcomes(trace: trace, scene: scene)
            #expect(first.map(\.jsonLine) == second.map(\.jsonLine))
        } }
    }

    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
}

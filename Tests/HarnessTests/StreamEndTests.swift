import XCTest
import EvdevBridge
import InputModel
@testable import Harness

/// A replay's timers do not stop with the trace: at its end, time goes on without input until
/// nothing is pending (docs/replay.md, "The end of a trace"). Each trace here is a corpus trace
/// cut short, as a recording stopped early is.
final class StreamEndTests: XCTestCase {
    let mail = Corpus.path("scenes/mail.yml")

    /// The trace's raw events up to `seconds` after its first.
    func cut(_ trace: String, after seconds: Double) throws -> ArrayEventSource {
        let (devices, events) = try readAllEvents(Corpus.path(trace))
        let origin = try XCTUnwrap(events.first).event.time
        let limit = origin + Int64(seconds * 1_000_000)
        return ArrayEventSource(devices: devices, events: events.filter { $0.event.time <= limit })
    }

    func replay(_ source: ArrayEventSource) throws -> [Outcome] {
        try Replay.outcomes(trace: source, scene: try SceneLoader.load(contentsOf: mail))
    }

    /// A finger that is still down when the recording stops, 0.1 s after it touched a row with
    /// a context menu, still holds it: the menu opens at 0.325 s
    /// (`_UILongPressClickInteractionDriver`, docs/sources.md), then the touch is cancelled.
    func testAHoldTheTraceCutsShortStillOpensTheMenu() throws {
        let o = try replay(try cut("synth/context-menu-hold.yml", after: 0.1))
        let menu = try XCTUnwrap(o.first { $0.kind == .contextMenu }, "\(o)")
        XCTAssertEqual(menu.element, "row3")
        XCTAssertEqual(menu.t.seconds, 0.325, accuracy: 0.001)
        XCTAssertEqual(menu.string("trigger"), "longPress")
    }

    /// A drag that rests on the spring-loaded Archive folder when the recording stops goes on
    /// loading it: `possible` 0.117 s after arriving, `activating` 0.8 s later and `activated`
    /// 0.4 s after that (UISpringLoadedInteraction's timings, docs/interaction-machine.md), and
    /// only then is the drag cancelled, as the touch is.
    func testASpringLoadTheTraceCutsShortStillActivates() throws {
        let o = try replay(try cut("synth/spring-load-archive.yml", after: 1.0))
        let states = o.filter { $0.kind == .springLoad }.compactMap { $0.string("state") }
        XCTAssertEqual(states, ["possible", "activating", "activated"], "\(o)")
        let activated = try XCTUnwrap(o.first { $0.kind == .springLoad && $0.string("state") == "activated" })
        XCTAssertEqual(activated.t.seconds, 0.908333 + 0.8 + 0.4, accuracy: 0.001)
        let cancelled = try XCTUnwrap(o.last)
        XCTAssertEqual(cancelled.kind, .dragCancelled)
        XCTAssertGreaterThanOrEqual(cancelled.t, activated.t)
        XCTAssertFalse(o.contains { $0.kind == .drop })
    }

    /// A trackpad fling whose recording ends as the fingers lift still coasts: momentum scroll
    /// events follow the last raw event and end with a zero momentum event.
    func testMomentumAfterTheLastEventStillCoasts() throws {
        let (_, events) = try readAllEvents(Corpus.path("synth/scroll-trackpad.yml"))
        let origin = try XCTUnwrap(events.first).event.time
        // The frame where the last finger lifts (BTN_TOUCH 0).
        let lift = try XCTUnwrap(events.last { $0.event.type == 1 && $0.event.code == 0x14a && $0.event.value == 0 })
        let source = try cut("synth/scroll-trackpad.yml", after: Double(lift.event.time - origin) / 1_000_000)
        let o = try replay(source)
        let last = Timestamp(microseconds: lift.event.time - origin)
        let momentum = o.filter { $0.kind == .scroll && $0.string("phase") == "momentum" }
        XCTAssertGreaterThan(momentum.count, 10, "\(o.suffix(5))")
        XCTAssertTrue(momentum.allSatisfy { $0.t > last })
        XCTAssertEqual(momentum.last?.double("dy"), 0, "the coasting ends with a zero momentum event")
        // The normalized stream says the same.
        var stream = source
        var unified: [UnifiedEvent] = []
        try NormalizationPipeline.run(&stream, factory: StandardNormalizers.make) { unified.append($0) }
        let coasting = unified.filter { if case let .scroll(s) = $0.payload { return s.phase == .momentum } else { return false } }
        XCTAssertEqual(coasting.count, momentum.count)
    }

    /// The same cut trace gives the same outcomes twice: the settling is a pure fold.
    func testSettlingIsDeterministic() throws {
        XCTAssertEqual(try replay(try cut("synth/spring-load-archive.yml", after: 1.0)),
                       try replay(try cut("synth/spring-load-archive.yml", after: 1.0)))
    }
}

import XCTest
import InputModel
@testable import Harness

/// The conformance run's probe-input cache must be invisible: a hit gives exactly what
/// synthesizing again gives, and a layout that moves an element the steps name is a miss.
final class ProbeTraceCacheTests: XCTestCase {
    /// Rule results with one cache shared across environments equal those without any cache,
    /// and the cache was really used (hits), on both sample scenes.
    func testCachedRulesEqualUncachedAcrossEnvironments() throws {
        // One model: both orientations, every multitasking state (the sharing happens per screen).
        let environments = ConformanceTests.environments.filter { $0.screen.model == .iPadMini }
        for name in ["mail.yml", "scaled-iphone.yml"] {
            let scene = try ConformanceTests.load(name)
            let cache = ProbeTraceCache()
            for env in environments {
                let cached = ConformanceEngine.check(scene, in: env, cache: cache)
                let fresh = ConformanceEngine.check(scene, in: env, cache: nil)
                XCTAssertEqual(cached, fresh, "\(name) in \(env.description)")
            }
            XCTAssertGreaterThan(cache.hits, 0, "\(name): environments share probe input")
            XCTAssertGreaterThan(cache.misses, 0)
        }
    }

    /// Probe runs through the cache: the trace, unified stream and outcomes equal an uncached
    /// run's, for a hit in the same environment and for other environments.
    func testCachedProbeTracesEqualUncached() throws {
        let scene = try ConformanceTests.load("mail.yml")
        let cache = ProbeTraceCache()
        let envs = [HarnessEnvironment(.iPadPro12_9, .landscape), HarnessEnvironment(.iPadPro12_9, .landscape, .half),
                    HarnessEnvironment(.iPadMini, .portrait), HarnessEnvironment(.iPadPro12_9, .landscape)]
        for env in envs {
            var cachedProbe = Probe(scene: scene, environment: env, cache: cache)
            var plainProbe = Probe(scene: scene, environment: env)
            guard let id = plainProbe.nodes.first(where: { $0.element.isInteractive })?.element.id else {
                return XCTFail("no interactive element in \(env.description)")
            }
            let probes: [([ScenarioStep], DeviceProfile)] = [
                ([.s(.pointerMove(to: .element(id), duration: 0.25)), .s(.wait(0.1))], .mouse),
                ([.s(.click(at: .element(id), button: .primary, modifiers: [], count: 1))], .trackpad),
                ([.s(.tap(.element(id), count: 1, fingers: 1))], .touchscreen),
                ([.s(.key("cmd+z"))], .keyboard),
                ([.s(.tap(.element("no-such-element"), count: 1, fingers: 1))], .touchscreen),
            ]
            for (steps, profile) in probes {
                let a = Result { try cachedProbe.run(steps, profile: profile) }
                let b = Result { try plainProbe.run(steps, profile: profile) }
                // A probe that cannot be synthesized fails the same way, with the same reason, cached or not.
                guard case let .success(a) = a, case let .success(b) = b else {
                    XCTAssertEqual(String(describing: a), String(describing: b), "\(env.description) \(profile.id)")
                    continue
                }
                XCTAssertEqual(a.trace.events, b.trace.events, "\(env.description) \(profile.id): raw events")
                XCTAssertEqual(a.trace.devices, b.trace.devices)
                XCTAssertEqual(a.unified, b.unified, "\(env.description) \(profile.id): unified stream")
                XCTAssertEqual(a.outcomes, b.outcomes, "\(env.description) \(profile.id): outcomes")
            }
        }
        // The repeated environment and the keyboard probe are hits.
        XCTAssertGreaterThanOrEqual(cache.hits, 5 + 2)
    }

    /// An entry is reused only when every element the synthesizer looked up is where it was.
    func testMovedElementIsAMiss() throws {
        let cache = ProbeTraceCache()
        let key = ProbeTraceCache.Key(steps: [.s(.tap(.element("a"), count: 1, fingers: 1))], profile: .touchscreen,
                                      screen: .default, settings: NormalizerSettings())
        var made = 0
        /// The resolved x the synthesis saw, carried in the input's one event.
        func resolved(_ input: ProbeTraceCache.Input) -> Double? {
            if case let .scroll(s)? = input.unified.first?.payload { return s.dx }
            return nil
        }
        func input(_ at: Double) throws -> ProbeTraceCache.Input {
            try cache.input(for: key, resolve: { $0 == "a" ? (at, 100) : nil }) { resolve in
                made += 1
                let p = resolve("a")!
                return ProbeTraceCache.Input(trace: SynthesizedTrace(devices: [], profiles: [], events: []),
                                             unified: [UnifiedEvent(t: .zero, .scroll(Scroll(scrollType: .discrete, phase: .began, dx: p.x, dy: 0, x: 0, y: 0)))])
            }
        }
        XCTAssertEqual(try resolved(input(10)), 10)
        XCTAssertEqual(try resolved(input(10)), 10)
        XCTAssertEqual(made, 1, "same layout: a hit")
        XCTAssertEqual(try resolved(input(20)), 20, "moved: synthesized again, not the stale entry")
        XCTAssertEqual(made, 2)
        XCTAssertEqual(try resolved(input(-0.0))?.sign, .minus)
        XCTAssertEqual(try resolved(input(0.0))?.sign, .plus, "0 and -0 are different answers")
        XCTAssertEqual(made, 4)
        XCTAssertEqual(try resolved(input(20)), 20)
        XCTAssertEqual(made, 4, "both layouts stay cached")
    }
}

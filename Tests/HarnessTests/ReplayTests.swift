import XCTest
import EvdevBridge
import InputModel
@testable import Harness
import TactileTesting

/// Replay: lazy, deterministic, independent of absolute time; the screen follows the environment.
final class ReplayTests: XCTestCase {
    let fastTaps = Corpus.path("real/touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events")
    let page = Corpus.path("scenes/page.yml")
    let mail = Corpus.path("scenes/mail.yml")

    /// Counts the raw events pulled from the wrapped source.
    struct CountingSource: RawEventSource {
        var inner: ArrayEventSource
        var pulled = 0
        var devices: [DeviceDescription] { inner.devices }
        mutating func next() throws -> DeviceEvent? {
            pulled += 1
            return try inner.next()
        }
    }

    /// A source whose pull count the test can read while the replay owns the source.
    final class Counter: @unchecked Sendable { var pulled = 0 }
    struct SharedCountingSource: RawEventSource {
        var inner: ArrayEventSource
        let counter: Counter
        var devices: [DeviceDescription] { inner.devices }
        mutating func next() throws -> DeviceEvent? {
            counter.pulled += 1
            return try inner.next()
        }
    }

    func testOutcomesArePulledLazily() throws {
        let (devices, events) = try readAllEvents(fastTaps)
        let counter = Counter()
        var replay = Replay(trace: SharedCountingSource(inner: ArrayEventSource(devices: devices, events: events), counter: counter),
                            scene: try SceneLoader.load(contentsOf: page))
        let first = try XCTUnwrap(try replay.next())
        XCTAssertEqual(first.kind, .tap)
        XCTAssertLessThan(counter.pulled, events.count / 4, "the first tap needs only the first touch's events")
        var rest: [Outcome] = []
        while let o = try replay.next() { rest.append(o) }
        XCTAssertEqual(rest.count, 8)
        XCTAssertEqual(counter.pulled, events.count + 1, "every event, then the end")
        XCTAssertNil(try replay.next(), "stays at the end")
    }

    /// An array source is read in place, any other through a box holding it as its own type:
    /// the same events give the same outcomes either way.
    func testAnArraySourceAndAnyOtherGiveTheSameOutcomes() throws {
        let (devices, events) = try readAllEvents(fastTaps)
        let scene = try SceneLoader.load(contentsOf: page)
        let inPlace = try Replay.outcomes(trace: ArrayEventSource(devices: devices, events: events), scene: scene)
        let boxed = try Replay.outcomes(trace: CountingSource(inner: ArrayEventSource(devices: devices, events: events)), scene: scene)
        XCTAssertEqual(inPlace.filter { $0.kind == .tap }.count, 9)
        XCTAssertEqual(inPlace.map(\.jsonLine), boxed.map(\.jsonLine))
    }

    /// A replay is a value: a copy taken part way reads on from there, whatever the source.
    func testACopiedReplayReadsOnFromWhereItWasCopied() throws {
        let (devices, events) = try readAllEvents(fastTaps)
        let scene = try SceneLoader.load(contentsOf: page)
        var replay = Replay(trace: CountingSource(inner: ArrayEventSource(devices: devices, events: events)), scene: scene)
        _ = try replay.next()
        var copy = replay
        let rest = try replay.collect()
        XCTAssertEqual(rest.count, 8)
        XCTAssertEqual(try copy.collect().map(\.jsonLine), rest.map(\.jsonLine))
    }

    func testSameTraceTwiceGivesIdenticalLogs() throws {
        let mail = try SceneLoader.load(contentsOf: mail), sketch = try SceneLoader.load(contentsOf: Corpus.path("scenes/sketch.yml"))
        for trace in ["synth/drag-add-item.yml", "synth/spring-load-archive.yml", "synth/pencil-stroke.yml",
                      "real/touchpads/SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-vertical.events"] {
            let description = trace.contains("Synaptics") ? Corpus.path("real/touchpads/SynPS2 Synaptics TouchPad.hp8470p.desc") : nil
            let scene = trace.contains("pencil") ? sketch : mail
            let a = try Replay.outcomes(path: Corpus.path(trace), description: description, scene: scene)
            let b = try Replay.outcomes(path: Corpus.path(trace), description: description, scene: scene)
            XCTAssertFalse(a.isEmpty, trace)
            XCTAssertEqual(a.map(\.jsonLine), b.map(\.jsonLine), trace)
        }
    }

    /// All timestamps +12.345678 s: the replay's times are from the trace start, so the outcomes are
    /// identical, and in absolute time (origin + t) exactly 12.345678 s later.
    func testShiftedTimestampsGiveTheSameOutcomesShifted() throws {
        let shift: Int64 = 12_345_678  // µs
        let scene = try SceneLoader.load(contentsOf: mail)
        for trace in ["synth/spring-load-archive.yml", "synth/shortcut-overlay.yml", "synth/autoscroll.yml"] {
            let (devices, events) = try readAllEvents(Corpus.path(trace))
            let shifted = events.map { e -> DeviceEvent in
                var e = e
                e.event.time += shift
                return e
            }
            var original = Replay(trace: ArrayEventSource(devices: devices, events: events), scene: scene)
            var moved = Replay(trace: ArrayEventSource(devices: devices, events: shifted), scene: scene)
            let a = try original.collect(), b = try moved.collect()
            XCTAssertFalse(a.isEmpty, trace)
            XCTAssertEqual(a, b, trace)
            let originA = try XCTUnwrap(original.origin), originB = try XCTUnwrap(moved.origin)
            XCTAssertEqual(originB - originA, shift)
            for (x, y) in zip(a, b) {
                let absoluteA = originA + x.t.microseconds, absoluteB = originB + y.t.microseconds
                XCTAssertEqual(absoluteB - absoluteA, 12_345_678, trace)
            }
        }
    }

    func testWithoutASceneEverythingIsRoot() throws {
        let outcomes = try Replay.outcomes(path: fastTaps)
        XCTAssertEqual(outcomes.count, 9)
        XCTAssertEqual(Set(outcomes.map(\.element)), ["root"])
        XCTAssertEqual(outcomes.map { $0.int("count") ?? 0 }, [1, 2, 3, 1, 2, 3, 4, 5, 6])
    }

    /// The screen the normalizers map onto follows the environment: a 20 pt button placed where the
    /// recorded tap lands on an iPad mini in portrait is hit there, and missed on the default
    /// 12.9" landscape screen, where the same tap lands elsewhere.
    func testScreenFollowsTheEnvironment() throws {
        let tap = Corpus.path("real/tablets/Wacom ISDv4 E6 Finger.single-tap-center.events")
        let desc = Corpus.path("real/tablets/Wacom ISDv4 E6 Finger.desc")
        let mini = HarnessEnvironment(.iPadMini, .portrait)
        var reader = try TraceFile.open(path: tap, descriptionPath: desc)
        var landing: (x: Double, y: Double)?
        try NormalizationPipeline.run(&reader, screen: mini.screen, factory: StandardNormalizers.make) { e in
            if landing == nil, case let .touch(t) = e.payload { landing = (t.x, t.y) }
        }
        let p = try XCTUnwrap(landing)
        XCTAssertLessThan(p.x, mini.screen.width)
        let scene = Scene(name: "mini", elements: [
            SceneElement(id: "middle", role: .button, frame: ScreenRect(x: p.x - 10, y: p.y - 10, width: 20, height: 20)),
        ])
        let onMini = try Replay.outcomes(path: tap, description: desc, scene: scene, environment: mini)
        XCTAssertEqual(onMini.map(\.element), ["middle"])
        // On the default 12.9" landscape screen the centre is at (683, 512): the button is missed.
        let onPro = try Replay.outcomes(path: tap, description: desc, scene: scene)
        XCTAssertEqual(onPro.map(\.element), ["root"])
    }

    /// User settings reach the normalizers: the Cypress two-finger tap is a secondary click only
    /// with Tap to Click.
    func testSettingsReachTheNormalizers() throws {
        let trace = Corpus.path("real/touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events")
        let scene = try SceneLoader.load(contentsOf: page)
        var on = UserSettings(); on.tapToClick = true
        var off = UserSettings(); off.tapToClick = false
        let withTap = try Replay.outcomes(path: trace, scene: scene, settings: on)
        assertOutcomes(withTap, match: [OutcomePattern(.contextMenu, element: "page", ["trigger": .string("secondaryClick")])])
        let without = try Replay.outcomes(path: trace, scene: scene, settings: off)
        XCTAssertFalse(without.contains { $0.kind == .contextMenu })
    }

    func testBadTraceErrorsNameFileAndLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-replay-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try String(contentsOfFile: Corpus.path("synth/tap-send.yml"), encoding: .utf8)
        var lines = good.components(separatedBy: "\n")
        let at = try XCTUnwrap(lines.lastIndex { $0.contains("- evdev:") })
        lines[at + 1] = "    - [  0, 141667,   3,  57, not-a-number] # broken"
        let bad = dir.appendingPathComponent("bad.yml").path
        try lines.joined(separator: "\n").write(toFile: bad, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try Replay.outcomes(path: bad)) { error in
            let e = error as? TactileError
            XCTAssertEqual(e?.kind, .badInput)
            XCTAssertEqual(e?.file, bad)
            XCTAssertNotNil(e?.line)
        }
    }
}

import XCTest
import InputModel
import EvdevBridge
@testable import Harness

/// The recognizers' transition trace (docs/replay.md, "Command line"): each step recorded with
/// the state before and after as docs/interaction-machine.md names it, the inputs a state does
/// not expect recorded as dropped, and nothing recorded unless asked.
final class TransitionTraceTests: XCTestCase {
    let button = SceneElement(id: "ok", role: .button, frame: ScreenRect(x: 100, y: 100, width: 120, height: 60))

    func touch(_ phase: TouchPhase, x: Double = 160, y: Double = 130) -> UnifiedEvent.Payload {
        .touch(Touch(phase: phase, id: 1, touchType: .direct, x: x, y: y))
    }

    /// A tap: the press slot goes idle → press as the finger lands and press → idle as it lifts
    /// (the diagram's `idle --> press: a touch begins` and `press --> idle: lifted / tap`).
    func testATapIsTracedAsItsDiagramDrawsIt() {
        var m = InteractionMachine(scene: Scene(name: "t", elements: [button]))
        m.tracesTransitions = true
        _ = m.apply(UnifiedEvent(t: 0, device: 0, touch(.began)))
        _ = m.apply(UnifiedEvent(t: 0.1, device: 0, touch(.ended)))
        let steps = m.takeTransitions().filter { $0.recognizer == "TouchGesture" && $0.from != $0.to }
        XCTAssertEqual(steps.map(\.input), ["began", "ended"])
        XCTAssertEqual(steps.map(\.from), ["direct idle, pointer idle", "direct press, pointer idle"])
        XCTAssertEqual(steps.map(\.to), ["direct press, pointer idle", "direct idle, pointer idle"])
        XCTAssertEqual(steps.map(\.t), [Timestamp(seconds: 0), Timestamp(seconds: 0.1)])
        XCTAssertEqual(m.takeTransitions(), [], "taken once")
    }

    func testAnUntracedMachineRecordsNothing() {
        var m = InteractionMachine(scene: Scene(name: "t", elements: [button]))
        _ = m.apply(UnifiedEvent(t: 0, device: 0, touch(.began)))
        XCTAssertFalse(m.tracesTransitions)
        XCTAssertEqual(m.takeTransitions(), [])
        m.tracesTransitions = true
        _ = m.apply(UnifiedEvent(t: 0.1, device: 0, touch(.ended)))
        XCTAssertFalse(m.takeTransitions().isEmpty, "traced from when it was turned on")
        m.tracesTransitions = false
        _ = m.apply(UnifiedEvent(t: 0.2, device: 0, touch(.began)))
        XCTAssertEqual(m.takeTransitions(), [])
    }

    /// Inputs the machine never sends a recognizer in that state — a drop with no drag, the
    /// overlay's timer with none scheduled, a held edge touch's release with none held — are
    /// recorded as dropped, with the state that did not expect them, and change nothing.
    func testAnInputItsStateDoesNotExpectIsRecordedAsDropped() {
        let world = MachineWorld.laidOut(Scene(name: "t", elements: [button]))
        var context = RecognizerContext(world: world, keys: .none)
        context.trace = TransitionTrace(isRecording: true)
        var drag = DragRecognizer()
        drag.step(.drop(.direct, touchId: 1), at: 1, &context)
        drag.step(.cancel(.direct, touchId: 1), at: 1, &context)
        var keyboard = KeyboardRecognizer(hardware: true)
        keyboard.step(.overlayDue, at: 2, &context)
        var system = SystemGestureRecognizer()
        XCTAssertNil(system.step(.releaseDue, at: 3, &context))
        XCTAssertEqual(context.outcomes, [])
        XCTAssertEqual(context.trace.records.map(\.description), [
            "1 Drag drop: unexpected in idle (dropped)",
            "1 Drag cancel: unexpected in idle (dropped)",
            "2 Keyboard overlayDue: unexpected in idle (dropped)",
            "3 SystemGesture releaseDue: unexpected in edge none, multi-finger none, three-finger none (dropped)",
        ])
        // The same inputs in the states that expect them are ordinary steps.
        context.trace = TransitionTrace(isRecording: true)
        keyboard.step(.key(Key(phase: .down, usage: HIDUsage.leftGUI, modifiers: .command)), at: 4, &context)
        keyboard.step(.overlayDue, at: 5, &context)
        XCTAssertEqual(context.trace.records.map(\.description), [
            "4 Keyboard key: idle → scheduled",
            "5 Keyboard overlayDue: scheduled → shown",
        ])
    }

    /// The system holds only a touch that is its slot's gesture: asked to hold one the router
    /// does not track, it records the input as dropped in `[*]` and tracks nothing.
    func testASystemHoldOfAnUntrackedTouchIsRecordedAsDropped() {
        let world = MachineWorld.laidOut(Scene(name: "t", elements: [button]))
        var context = RecognizerContext(world: world, keys: .none)
        context.trace = TransitionTrace(isRecording: true)
        var router = TouchRouter()
        XCTAssertNil(router.step(.systemHolds(id: 7, hit: nil), at: 6, &context))
        XCTAssertNil(context.touches.role(of: 7))
        XCTAssertEqual(context.trace.records.map(\.description), ["6 TouchRouter systemHolds: unexpected in [*] (dropped)"])
    }

    /// Only a touch beside a drag lifts a second session: told that a touch it tracks as its
    /// slot's gesture did, or one it does not track, the router records the input as dropped
    /// and leaves the role as it was.
    func testASecondSessionLiftedByATouchNotBesideTheDragIsRecordedAsDropped() {
        let world = MachineWorld.laidOut(Scene(name: "t", elements: [button]))
        var context = RecognizerContext(world: world, keys: .none)
        var router = TouchRouter()
        _ = router.step(.began(Touch(phase: .began, id: 3, touchType: .direct, x: 5, y: 5), ScreenPoint(x: 5, y: 5), hit: nil, TouchRouter.Facts()),
                        at: 1, &context)
        let before = context.touches.role(of: 3)
        context.trace = TransitionTrace(isRecording: true)
        XCTAssertNil(router.step(.besideDragLifted(id: 3), at: 2, &context))
        XCTAssertNil(router.step(.besideDragLifted(id: 8), at: 3, &context))
        XCTAssertEqual(context.touches.role(of: 3), before)
        XCTAssertEqual(context.trace.records.map(\.description).filter { $0.contains("besideDragLifted") }, [
            "2 TouchRouter besideDragLifted: unexpected in gesture (dropped)",
            "3 TouchRouter besideDragLifted: unexpected in [*] (dropped)",
        ])
    }

    /// A touch that ends without having begun (a trace cut before its start) reaches the
    /// router, which records it as dropped in its diagram's start state (`[*]`: no touch
    /// tracked); nothing else hears of it.
    func testAnEndWithNoBeginningIsRecordedAsDropped() {
        var m = InteractionMachine(scene: Scene(name: "t", elements: [button]))
        m.tracesTransitions = true
        XCTAssertEqual(m.apply(UnifiedEvent(t: 1, device: 0, touch(.ended))), [])
        XCTAssertEqual(m.takeTransitions().map(\.description), ["1 TouchRouter ended: unexpected in [*] (dropped)"])
        // Untraced, the same input records nothing, and tracing turned on later finds nothing.
        var untraced = InteractionMachine(scene: Scene(name: "t", elements: [button]))
        _ = untraced.apply(UnifiedEvent(t: 1, device: 0, touch(.ended)))
        untraced.tracesTransitions = true
        XCTAssertEqual(untraced.takeTransitions(), [])
    }

    /// The diagram section of each recognizer the trace names.
    static let sections = [
        "Keyboard": "Keyboard: shortcuts and focus",
        "TouchGesture": "Touches: press, hold, pan",
        "ContextMenuPresentation": "The context menu",
        "Drag": "Drag session",
        "Pointer": "Pointer: hover and snapping",
        "Pencil": "Pencil",
        "SystemGesture": "System gestures",
        "TouchFling": "Fling",
        "TouchRouter": "Touch routing",
    ]

    /// The state of each track in a traced state: "direct press, pointer idle" → ["press", "idle"].
    static func tracks(_ state: String) -> [String] {
        state.components(separatedBy: ", ").map { String($0.split(separator: " ").last ?? "") }
    }

    /// Every change of state the corpus's traces make is an arrow of its recognizer's diagram:
    /// the diagrams draw what the code does, not only the names it has.
    func testEveryTransitionTheCorpusMakesIsAnArrowOfItsDiagram() throws {
        let doc = try InteractionMachineDocTests.doc()
        var arrows: [String: Set<String>] = [:]
        for (recognizer, heading) in Self.sections {
            let section = try XCTUnwrap(InteractionMachineDocTests.section(heading, of: doc), heading)
            arrows[recognizer] = Set(InteractionMachineDocTests.transitions(in: section).map { "\($0.from) --> \($0.to)" })
        }
        var seen: [String: Set<String>] = [:]
        for path in try Corpus.files("expect", suffix: ".expect.yml") {
            let file = try ExpectationFile.load(path: path)
            let trace = try XCTUnwrap(file.trace, path)
            var replay = Replay(trace: try TraceFile.open(path: trace, descriptionPath: file.traceDescription),
                                scene: file.scene, environment: file.environment ?? HarnessEnvironment())
            replay.tracesTransitions = true
            _ = try replay.collect()
            for r in replay.takeTransitions() {
                XCTAssertFalse(r.unexpected, "\(path): \(r)")
                let drawn = try XCTUnwrap(arrows[r.recognizer], "\(r.recognizer) has no diagram section")
                for (from, to) in zip(Self.tracks(r.from), Self.tracks(r.to)) where from != to {
                    XCTAssertTrue(drawn.contains("\(from) --> \(to)"), "\(path): \(r) is no arrow of \(Self.sections[r.recognizer]!)")
                    seen[r.recognizer, default: []].insert("\(from) --> \(to)")
                }
            }
        }
        // The corpus moves every recognizer through some change of state.
        XCTAssertEqual(Set(seen.keys), Set(Self.sections.keys), "\(seen.keys.sorted())")
    }

    /// `tactile replay --trace-transitions` logs the steps to standard error, before the outcome
    /// they led to, and leaves standard output as it is without the flag.
    func testTheReplayCommandTracesToStandardError() throws {
        let args = ["replay", "Traces/synth/long-press-flag.yml", "--scene", "Traces/scenes/mail.yml"]
        let plain = try TactileProcess.run(args)
        let traced = try TactileProcess.run(args + ["--trace-transitions"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(traced.status, 0, traced.stderr)
        XCTAssertEqual(traced.stdout, plain.stdout)
        XCTAssertEqual(plain.stderr, "")
        let lines = traced.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("tactile: transition: ") }, traced.stderr)
        XCTAssertTrue(lines.contains("tactile: transition: 0.5 TouchGesture holdDue: direct press, pointer idle → direct held, pointer idle"),
                      traced.stderr)
        XCTAssertTrue(String(decoding: plain.stdout, as: UTF8.self).contains("longPress"))
    }
}

import XCTest
import EvdevBridge
import InputModel
@testable import Harness

/// Every real and synthesized trace, with a SYN_DROPPED injected before every hundredth frame of
/// each device (the frame is then discarded, as the kernel rule says): the normalized stream
/// leaves no touch, key, hover or transform stuck, and holds only finite numbers.
final class SynDroppedTests: XCTestCase {
    /// All events of a trace, with SYN_DROPPED before every `every`-th frame (from `offset`) of each device.
    static func withDrops(_ events: [DeviceEvent], every: Int, offset: Int) -> (events: [DeviceEvent], drops: Int) {
        var frameIndex: [Int: Int] = [:]
        var atFrameStart: [Int: Bool] = [:]
        var out: [DeviceEvent] = []
        var drops = 0
        out.reserveCapacity(events.count + events.count / every + 1)
        for e in events {
            let d = e.device
            if atFrameStart[d, default: true] {
                if (frameIndex[d, default: 0] + offset) % every == every - 1 {
                    out.append(DeviceEvent(device: d, event: InputEvent(time: e.event.time, type: EV.SYN, code: SYN.DROPPED, value: 0)))
                    drops += 1
                }
                atFrameStart[d] = false
            }
            out.append(e)
            if e.event.type == EV.SYN && e.event.code == SYN.REPORT {
                frameIndex[d, default: 0] += 1
                atFrameStart[d] = true
            }
        }
        return (out, drops)
    }

    static let scene = try! SceneLoader.load(contentsOf: TactileProcess.root + "/Traces/scenes/mail.yml")

    static func traces() throws -> [String] {
        let root = TactileProcess.root + "/Traces"
        var out: [String] = []
        for sub in ["real", "synth"] {
            let e = FileManager.default.enumerator(atPath: root + "/" + sub)!
            while let name = e.nextObject() as? String {
                if name.hasSuffix(".events") || name.hasSuffix(".evemu") || (sub == "synth" && name.hasSuffix(".yml")) {
                    out.append(root + "/" + sub + "/" + name)
                }
            }
        }
        return out.sorted()
    }

    func testNoStuckStateWithDroppedFrames() throws {
        let paths = try Self.traces()
        XCTAssertGreaterThan(paths.count, 30)
        var totalDrops = 0
        for path in paths {
            let (reader0, _) = try TraceFile.openPairing(path: path)
            var reader = reader0
            var events: [DeviceEvent] = []
            while let e = try reader.next() { events.append(e) }
            // Every hundredth frame (three phases), and every seventh as a harder case.
            for (every, offset) in [(100, 0), (100, 37), (100, 99), (7, 3)] {
                let (dropped, drops) = Self.withDrops(events, every: every, offset: offset)
                totalDrops += drops
                var pipeline = NormalizationPipeline(devices: reader.devices, presence: reader.presence, factory: StandardNormalizers.make)
                var check = StreamInvariants()
                var stream: [UnifiedEvent] = []
                for e in dropped { stream += pipeline.apply(e) }
                stream += pipeline.finish()
                for u in stream { check.apply(u) }
                let name = (path as NSString).lastPathComponent
                XCTAssertEqual(check.finalProblems, [], "\(name), every \(every) from \(offset) (\(drops) dropped frames)")
                // And through the interaction machine: at the end no touch is tracked and no drag is live.
                var replay = Replay(trace: ArrayEventSource(devices: reader.devices, events: dropped),
                                    scene: Self.scene)
                _ = try replay.collect()
                XCTAssertEqual(replay.machine.context.touches.count, 0, "\(name), offset \(offset): touches left in the machine")
                XCTAssertFalse(replay.machine.isDragging, "\(name), offset \(offset): a drag is still live")
            }
        }
        XCTAssertGreaterThan(totalDrops, 100, "the traces are long enough for drops to happen")
    }
}

final class StreamInvariantsTests: XCTestCase {
    func testFlagsWhatIsLeftDownAndNonFiniteValues() {
        var c = StreamInvariants()
        let touch = Touch(phase: .began, id: 4, touchType: .direct, x: 1, y: .nan)
        c.apply(UnifiedEvent(t: 0, device: 0, .touch(touch)))
        c.apply(UnifiedEvent(t: 0, device: 1, .key(Key(phase: .down, usage: 4, modifiers: []))))
        XCTAssertEqual(c.finalProblems.count, 3, "\(c.finalProblems)")
        var ended = touch
        ended.phase = .cancelled
        ended.y = 2
        c.apply(UnifiedEvent(t: 1, device: 0, .touch(ended)))
        c.apply(UnifiedEvent(t: 1, device: 1, .key(Key(phase: .up, usage: 4, modifiers: []))))
        XCTAssertEqual(c.finalProblems.count, 1, "only the NaN stays: \(c.finalProblems)")
    }
}

import XCTest
@testable import InputModel

/// `StreamInvariants` rule by rule: each slip it exists to catch, alone, gives exactly its
/// problem; what is left down at the end is listed in a fixed order (by id, then by device).
final class StreamInvariantRulesTests: XCTestCase {
    func problems(_ events: [UnifiedEvent]) -> [String] {
        var c = StreamInvariants()
        for e in events { c.apply(e) }
        return c.finalProblems
    }

    func touch(_ phase: TouchPhase, _ id: Int, _ edit: (inout Touch) -> Void = { _ in }) -> UnifiedEvent.Payload {
        var t = Touch(phase: phase, id: id, touchType: .direct, x: 1, y: 2)
        edit(&t)
        return .touch(t)
    }

    /// A touch or a hover with one value not finite, whichever: one problem each.
    func testEveryValueMustBeFinite() {
        let touchEdits: [(String, (inout Touch) -> Void)] = [
            ("x", { $0.x = .nan }), ("y", { $0.y = .infinity }), ("majorRadius", { $0.majorRadius = .nan }),
            ("force", { $0.force = -.infinity }), ("maximumPossibleForce", { $0.maximumPossibleForce = .nan }),
            ("altitude", { $0.altitude = .nan }), ("azimuth", { $0.azimuth = .infinity }), ("pressure", { $0.pressure = .nan }),
        ]
        for (name, edit) in touchEdits {
            let p = problems([UnifiedEvent(t: 0, touch(.began, 1, edit)), UnifiedEvent(t: 1, touch(.ended, 1))])
            XCTAssertEqual(p.count, 1, name)
            XCTAssertTrue(p.first?.hasPrefix("touch 1 at ") ?? false, "\(name): \(p)")
        }
        let hoverEdits: [(String, (inout Hover) -> Void)] = [
            ("x", { $0.x = .nan }), ("y", { $0.y = .nan }), ("zOffset", { $0.zOffset = .nan }),
            ("altitude", { $0.altitude = .infinity }), ("azimuth", { $0.azimuth = .nan }),
        ]
        for (name, edit) in hoverEdits {
            var h = Hover(phase: .began, source: .pencil, x: 1, y: 2, zOffset: 0.5, altitude: 1, azimuth: 0)
            edit(&h)
            let p = problems([UnifiedEvent(t: 0, .hover(h)),
                              UnifiedEvent(t: 1, .hover(Hover(phase: .ended, source: .pencil, x: 1, y: 2)))])
            XCTAssertEqual(p.count, 1, name)
            XCTAssertTrue(p.first?.hasPrefix("hover at ") ?? false, "\(name): \(p)")
        }
    }

    /// A touch's phases in order: one began, then moved or stationary, then one end.
    func testATouchBeginsOnceAndEndsOnce() {
        XCTAssertEqual(problems([UnifiedEvent(t: 0, touch(.began, 1)), UnifiedEvent(t: 1, touch(.began, 1)),
                                 UnifiedEvent(t: 2, touch(.ended, 1))]), ["touch 1 began twice (at \(1 as Timestamp))"])
        for phase in [TouchPhase.moved, .stationary, .ended, .cancelled] {
            XCTAssertEqual(problems([UnifiedEvent(t: 0, touch(phase, 5))]), ["touch 5 \(phase) without began (at \(Timestamp.zero))"])
        }
    }

    /// An event at a timer's sentinel time (never due) is a problem of its own.
    func testATimersSentinelIsNoEventTime() {
        for t in [Timestamp.distantFuture, .distantPast] {
            XCTAssertEqual(problems([UnifiedEvent(t: t, .resync)]), ["t is a timer's sentinel (\(t.microseconds) µs)"])
        }
        XCTAssertEqual(problems([UnifiedEvent(t: 1, .resync)]), [])
    }

    /// Eight touches left down are listed by id, whatever order they began in.
    func testTouchesLeftDownAreListedById() {
        let ids = [17, 4, 33, 8, 21, 2, 40, 11]
        let events = ids.map { UnifiedEvent(t: 0, device: 0, touch(.began, $0)) }
        XCTAssertEqual(problems(events), ids.sorted().map { "touch \($0) (device 0) never ended" })
    }

    /// Eight devices' transforms left running are listed by device, whatever order they began in.
    func testTransformsLeftRunningAreListedByDevice() {
        let devices = [5, 1, 7, 3, 0, 6, 2, 4]
        let events = devices.map { UnifiedEvent(t: 0, device: $0, .transform(Transform(phase: .began, scale: 1, rotation: 0, x: 0, y: 0))) }
        XCTAssertEqual(problems(events), devices.sorted().map { "transform (device \($0)) never ended" })
    }

    /// What is still down at the end: touches by id, keys, hovers and transforms by device.
    func testWhatIsLeftDownIsListedInOrder() {
        let events = [
            UnifiedEvent(t: 0, device: 0, touch(.began, 9)), UnifiedEvent(t: 0, device: 1, touch(.began, 3)),
            UnifiedEvent(t: 0, device: 2, .hover(Hover(phase: .began, source: .pencil, x: 0, y: 0))),
            UnifiedEvent(t: 0, device: 2, .hover(Hover(phase: .began, source: .pointer, x: 0, y: 0))),
            UnifiedEvent(t: 0, device: 2, .transform(Transform(phase: .began, scale: 1, rotation: 0, x: 0, y: 0))),
            UnifiedEvent(t: 0, device: 1, .transform(Transform(phase: .began, scale: 1, rotation: 0, x: 0, y: 0))),
            UnifiedEvent(t: 0, device: 3, .transform(Transform(phase: .began, scale: 1, rotation: 0, x: 0, y: 0))),
            UnifiedEvent(t: 1, device: 3, .transform(Transform(phase: .cancelled, scale: 1, rotation: 0, x: 0, y: 0))),
        ]
        XCTAssertEqual(problems(events), [
            "touch 3 (device 1) never ended", "touch 9 (device 0) never ended",
            "pointer hover (device 2) never ended", "pencil hover (device 2) never ended",
            "transform (device 1) never ended", "transform (device 2) never ended",
        ])
    }
}

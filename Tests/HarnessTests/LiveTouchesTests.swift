import XCTest
import InputModel
@testable import Harness

/// `LiveTouches` (a scanned array, a dictionary past `scanLimit`) holds what the
/// `[Int: TrackedTouch]` it replaced held, whatever the number of touches down.
final class LiveTouchesTests: XCTestCase {
    /// Random stores, removals, moves and role changes over up to 3 × `scanLimit` ids, checked
    /// against a dictionary after every step: lookups, the sorted ids, counts.
    func testAgreesWithADictionaryBeyondTheScanLimit() {
        let idRange = 3 * LiveTouches.scanLimit
        var rng = SplitMix64(seed: 6)
        var live = LiveTouches()
        var model: [Int: TrackedTouch] = [:]
        var maxDown = 0
        for step in 0..<20_000 {
            let id = Int(rng.next() % UInt64(idRange))
            // Phases of growth and shrinkage, so the array fills, overflows and empties again.
            let growing = (step / 2_000) % 2 == 0
            let r = rng.next() % 100
            let p = ScreenPoint(x: rng.unit() * 1000, y: rng.unit() * 1000)
            if r < (growing ? 50 : 20) {
                let role: TouchRole = [.gesture, .ignored, .stroke(id), .besideDrag(nil)][Int(rng.next() % 4)]
                let touch = TrackedTouch(id: id, type: rng.next() % 2 == 0 ? .direct : .pencil, start: p,
                                         startT: Timestamp(seconds: Double(step)), location: p, lastT: Timestamp(seconds: Double(step)), role: role)
                live[id] = touch
                model[id] = touch
            } else if r < (growing ? 65 : 75) {
                live[id] = nil
                model[id] = nil
            } else if r < 98 {
                let was = live.move(id, to: p, at: Timestamp(seconds: Double(step)))
                XCTAssertEqual(was?.from, model[id]?.location)
                XCTAssertEqual(was?.role, model[id]?.role)
                model[id]?.location = p
                model[id]?.lastT = Timestamp(seconds: Double(step))
            } else if r < 99 {
                live.setAllRoles(.ignored)
                for k in model.keys { model[k]?.role = .ignored }
            } else if !growing, rng.next() % 8 == 0 {
                live.removeAll()
                model = [:]
            }
            maxDown = max(maxDown, model.count)
            XCTAssertEqual(live.sortedIDs(), model.keys.sorted(), "step \(step)")
            XCTAssertEqual(live.sortedIDs(where: { $0.type == .pencil }),
                           model.values.filter { $0.type == .pencil }.map(\.id).sorted(), "step \(step)")
            XCTAssertEqual(live.count(where: { $0.role == .gesture }), model.values.filter { $0.role == .gesture }.count)
            XCTAssertEqual(live.contains(where: { $0.role == .gesture }), model.values.contains { $0.role == .gesture })
            let probe = Int(rng.next() % UInt64(idRange))
            XCTAssertEqual(live[probe].map(Self.describe), model[probe].map(Self.describe), "step \(step), id \(probe)")
            guard step % 500 == 0 else { continue }
            for k in 0..<idRange {
                XCTAssertEqual(live[k].map(Self.describe), model[k].map(Self.describe), "step \(step), id \(k)")
            }
        }
        XCTAssertGreaterThan(maxDown, 2 * LiveTouches.scanLimit, "the overflow was exercised")
    }

    /// Through the machine: forty fingers (more than `scanLimit`) on a canvas each draw a stroke
    /// that is found again when it moves and when it lifts, and once all have lifted the touch
    /// slot is free for a tap.
    func testFortyFingersAreTrackedAndAllLift() {
        let n = 40
        XCTAssertGreaterThan(n, LiveTouches.scanLimit)
        func at(_ i: Int, dx: Double = 0) -> (Double, Double) {
            (860 + Double(i % 8) * 55 + dx, 420 + Double(i / 8) * 90)
        }
        var events: [UnifiedEvent] = []
        for i in 0..<n { let (x, y) = at(i); events.append(S.down(Double(i) * 0.001, id: 100 + i, x, y)) }
        for i in 0..<n { let (x, y) = at(i, dx: 3); events.append(S.move(0.1 + Double(i) * 0.001, id: 100 + i, x, y)) }
        for i in (0..<n).reversed() { let (x, y) = at(i, dx: 3); events.append(S.up(0.2 + Double(n - i) * 0.001, id: 100 + i, x, y)) }
        events += S.tap(1.0, id: 500, 130, 62)
        let o = replay(events)
        let strokes = o.named(.stroke)
        XCTAssertEqual(strokes.filter { $0.string("phase") == "began" }.count, n, o.log)
        XCTAssertEqual(strokes.filter { $0.string("phase") == "moved" }.count, n, o.log)
        XCTAssertEqual(strokes.filter { $0.string("phase") == "ended" }.count, n, o.log)
        XCTAssertEqual(o.named(.systemGesture).count, 0, o.log)
        XCTAssertEqual(o.named(.tap).map(\.element), ["save"], o.log)
    }

    static func describe(_ t: TrackedTouch) -> String {
        "\(t.id) \(t.type) \(t.start) \(t.startT) \(t.location) \(t.lastT) \(t.role)"
    }
}

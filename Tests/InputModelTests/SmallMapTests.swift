import XCTest
@testable import InputModel

/// `SmallMap` (a scanned array, a dictionary past `scanLimit`) holds what a `Dictionary` holds,
/// whatever the order of stores and removals across the limit, and never scans more than the
/// limit; and `TouchIDRemapper` numbers a
/// stream's touches 1, 2, 3… in order of first appearance, keeping a live touch's number and
/// freeing it when the touch ends.
final class SmallMapTests: XCTestCase {
    func testRandomStoresAndRemovalsAcrossTheLimitMatchADictionary() {
        var rng = SystemRandomNumberGenerator()
        for limit in [1, 4, 8] {
            var map = SmallMap<Int, Int>(scanLimit: limit)
            var model: [Int: Int] = [:]
            var largest = 0
            for step in 0..<5_000 {
                let key = Int.random(in: 0..<(3 * limit + 2), using: &rng)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0, 1:
                    map[key] = step
                    model[key] = step
                case 2:
                    XCTAssertEqual(map.removeValue(forKey: key), model.removeValue(forKey: key))
                case 3:
                    XCTAssertEqual(map.modify(key) { $0 += 1; return $0 }, model[key].map { $0 + 1 })
                    if model[key] != nil { model[key]! += 1 }
                case 4:
                    map[key] = nil
                    model[key] = nil
                default:
                    map.updateEach { $0 += 7 }
                    for k in model.keys { model[k]! += 7 }
                }
                largest = max(largest, model.count)
                XCTAssertEqual(map.count, model.count)
                XCTAssertLessThanOrEqual(map.live.count, limit, "a lookup never scans more than the limit")
                for k in 0..<(3 * limit + 2) {
                    XCTAssertEqual(map[k], model[k], "limit \(limit), step \(step), key \(k)")
                    XCTAssertEqual(map.read(k) { $0 }, model[k])
                }
                var values: [Int] = []
                map.forEachValue { values.append($0) }
                XCTAssertEqual(values.sorted(), model.values.sorted())
                if let any = model.values.first {
                    XCTAssertTrue(map.containsValue { $0 == any })
                }
                XCTAssertFalse(map.containsValue { $0 < 0 })
            }
            XCTAssertGreaterThan(largest, 2 * limit, "the overflow was exercised")
            map.removeAll()
            XCTAssertEqual(map.count, 0)
        }
    }

    func testTouchIDsAreNumberedInOrderOfFirstAppearanceAndFreedAtTheEnd() {
        var ids = TouchIDRemapper()
        XCTAssertEqual(ids.global(device: 0, local: 5, phase: .began), 1)
        XCTAssertEqual(ids.global(device: 1, local: 5, phase: .began), 2, "another device's touch 5 is another touch")
        XCTAssertEqual(ids.global(device: 0, local: 5, phase: .moved), 1)
        XCTAssertEqual(ids.global(device: 0, local: 5, phase: .ended), 1)
        XCTAssertEqual(ids.global(device: 0, local: 5, phase: .began), 3, "a new touch with an old local id is a new touch")
        XCTAssertEqual(ids.global(device: 1, local: 5, phase: .cancelled), 2)
        XCTAssertEqual(ids.global(device: 1, local: 5, phase: .moved), 4)
        // Past the scan limit the ids still hold.
        var many = TouchIDRemapper()
        let n = 2 * TouchIDRemapper.scanLimit
        for i in 0..<n { XCTAssertEqual(many.global(device: 0, local: i, phase: .began), i + 1) }
        for i in 0..<n { XCTAssertEqual(many.global(device: 0, local: i, phase: .moved), i + 1) }
        for i in stride(from: n - 1, through: 0, by: -1) { XCTAssertEqual(many.global(device: 0, local: i, phase: .ended), i + 1) }
        XCTAssertEqual(many.global(device: 0, local: 0, phase: .began), n + 1)
    }
}

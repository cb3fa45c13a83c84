import XCTest
import EvdevBridge
import InputModel

/// `tactile play`'s options, where no device can be created: `--speed` and `--keep-fuzz`
/// (docs/promises.md).
final class PlaybackOptionsTests: XCTestCase {
    /// `--speed <x>`: "Speed factor: 2 plays twice as fast." Events 10 ms and 30 ms after the
    /// first are due 5 ms and 15 ms after it at 2, 20 ms and 60 ms at 0.5, and as recorded at 1.
    func testSpeedScalesEveryInterval() {
        let start: Int64 = 1_000_000, t0: Int64 = 5_000_000
        XCTAssertEqual([10_000, 30_000].map { PlaybackSchedule.due(t0 + $0, first: t0, start: start, speed: 2) }, [1_005_000, 1_015_000])
        XCTAssertEqual([10_000, 30_000].map { PlaybackSchedule.due(t0 + $0, first: t0, start: start, speed: 0.5) }, [1_020_000, 1_060_000])
        XCTAssertEqual([0, 10_000, 30_000].map { PlaybackSchedule.due(t0 + $0, first: t0, start: start, speed: 1) }, [1_000_000, 1_010_000, 1_030_000])
    }

    /// `--keep-fuzz`: "Create the devices with the recorded fuzz (the kernel then filters the
    /// recorded values again)"; without it every axis is created with fuzz 0, and nothing else
    /// of the axis changes.
    func testKeepFuzzKeepsTheRecordedFuzzAndOnlyThen() {
        var d = DeviceDescription(name: "pen")
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: 44704, fuzz: 4, flat: 0, resolution: 200)
        d.enable(type: EV.ABS, code: ABS.PRESSURE); d.absinfo[ABS.PRESSURE] = AbsInfo(minimum: 0, maximum: 2047, fuzz: 2)
        let kept = PlaybackDescription.make(d, keepFuzz: true), dropped = PlaybackDescription.make(d, keepFuzz: false)
        XCTAssertEqual(kept.absinfo[ABS.X]?.fuzz, 4)
        XCTAssertEqual(kept.absinfo[ABS.PRESSURE]?.fuzz, 2)
        XCTAssertEqual(dropped.absinfo[ABS.X]?.fuzz, 0)
        XCTAssertEqual(dropped.absinfo[ABS.PRESSURE]?.fuzz, 0)
        XCTAssertEqual(dropped.absinfo[ABS.X]?.maximum, 44704)
        XCTAssertEqual(dropped.absinfo[ABS.X]?.resolution, 200)
    }
}

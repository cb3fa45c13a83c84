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

    /// What uinput refuses (uinput_validate_absinfo in drivers/input/misc/uinput.c) is clamped so
    /// the device can be created: a maximum below the minimum is raised to it; ABS_MT_SLOT above 99
    /// becomes 0…99 (HID fake-MT devices report 127); a flat wider than maximum − minimum becomes
    /// 0. Each on both sides of its boundary; other axes and fields are left alone.
    func testWhatUinputRefusesIsClamped() {
        func axis(_ code: UInt16, _ a: AbsInfo) -> AbsInfo {
            var d = DeviceDescription(name: "d")
            d.enable(type: EV.ABS, code: code); d.absinfo[code] = a
            return PlaybackDescription.make(d, keepFuzz: true).absinfo[code]!
        }
        XCTAssertEqual(axis(ABS.X, AbsInfo(minimum: 10, maximum: 5, fuzz: 20)), AbsInfo(minimum: 10, maximum: 10, fuzz: 20))
        XCTAssertEqual(axis(ABS.X, AbsInfo(minimum: 10, maximum: 10)), AbsInfo(minimum: 10, maximum: 10))
        XCTAssertEqual(axis(ABS.MT_SLOT, AbsInfo(minimum: 0, maximum: 127)), AbsInfo(minimum: 0, maximum: 99))
        XCTAssertEqual(axis(ABS.MT_SLOT, AbsInfo(minimum: 0, maximum: 100)), AbsInfo(minimum: 0, maximum: 99))
        XCTAssertEqual(axis(ABS.MT_SLOT, AbsInfo(minimum: 0, maximum: 99)), AbsInfo(minimum: 0, maximum: 99))
        XCTAssertEqual(axis(ABS.MT_SLOT, AbsInfo(minimum: 120, maximum: 127)), AbsInfo(minimum: 0, maximum: 99))
        XCTAssertEqual(axis(ABS.MT_SLOT, AbsInfo(minimum: -5, maximum: 127)), AbsInfo(minimum: -5, maximum: 99))
        XCTAssertEqual(axis(ABS.MT_TRACKING_ID, AbsInfo(minimum: 0, maximum: 65535)), AbsInfo(minimum: 0, maximum: 65535))
        XCTAssertEqual(axis(ABS.X, AbsInfo(minimum: 0, maximum: 100, flat: 101)), AbsInfo(minimum: 0, maximum: 100, flat: 0))
        XCTAssertEqual(axis(ABS.X, AbsInfo(minimum: 0, maximum: 100, flat: 100)), AbsInfo(minimum: 0, maximum: 100, flat: 100))
        XCTAssertEqual(axis(ABS.X, AbsInfo(minimum: -50, maximum: 50, flat: 100, resolution: 7)),
                       AbsInfo(minimum: -50, maximum: 50, flat: 100, resolution: 7))
        XCTAssertEqual(axis(ABS.X, AbsInfo(minimum: -50, maximum: 50, flat: 101, resolution: 7)),
                       AbsInfo(minimum: -50, maximum: 50, flat: 0, resolution: 7))
        XCTAssertEqual(axis(ABS.X, AbsInfo(minimum: 40, maximum: 100, flat: 50, resolution: 200)),
                       AbsInfo(minimum: 40, maximum: 100, flat: 50, resolution: 200))
    }
}

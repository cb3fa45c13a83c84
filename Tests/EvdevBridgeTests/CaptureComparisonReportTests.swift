import XCTest
@testable import EvdevBridge
import InputModel

/// What the real-kernel tests' judge says and decides beyond a match: the frames it reads, each
/// difference's words and counts, the removal frame in a capture cut short, trailing autorepeat,
/// and each kind of state difference.
final class CaptureComparisonReportTests: XCTestCase {
    func ev(_ t: Int64, _ type: UInt16, _ code: UInt16, _ v: Int32) -> InputEvent { InputEvent(time: t, type: type, code: code, value: v) }
    func syn(_ t: Int64, _ v: Int32 = 0) -> InputEvent { ev(t, EV.SYN, SYN.REPORT, v) }

    /// Frames: the events before each SYN_REPORT with its value and time; a trailing partial
    /// frame is left out. A triple reads as the code's name and the value.
    func testFramesAndTriples() {
        let frames = CaptureComparison.frames([ev(1, EV.ABS, ABS.Y, 5), ev(1, EV.KEY, BTN.TOUCH, 1), syn(2, 1),
                                               syn(3), ev(4, EV.ABS, ABS.X, 9)])
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[0].events.map(\.description), ["ABS_Y 5", "BTN_TOUCH 1"])
        XCTAssertEqual(frames[0].events.map(\.code), [ABS.Y, BTN.TOUCH])
        XCTAssertEqual(frames[0].synValue, 1)
        XCTAssertEqual(frames[0].time, 2)
        XCTAssertEqual(frames[1].events, [])
        XCTAssertEqual(frames[1].time, 3)
    }

    /// Each difference, word for word: a frame that differs (both sides, `(empty)` for an empty
    /// one), a frame out of time (relative to each stream's first frame), extra and missing frames
    /// with their counts.
    func testEachDifferenceSaysWhatAndHowMany() {
        let expected = [ev(100, EV.ABS, ABS.X, 1), syn(100), ev(200, EV.ABS, ABS.X, 2), syn(200)]
        let differs = CaptureComparison.compare(expected: expected,
                                                actual: [ev(900, EV.ABS, ABS.X, 1), syn(900), syn(1000, 1)])
        XCTAssertEqual(differs.differences, [
            "frame 1 differs:\n  expected (t=200 µs, SYN_REPORT 0): ABS_X 2\n  captured (t=1000 µs, SYN_REPORT 1): (empty)",
        ])
        XCTAssertEqual(differs.matchedFrames, 1)

        let late = CaptureComparison.compare(expected: expected,
                                             actual: [ev(5_000, EV.ABS, ABS.X, 1), syn(5_000), ev(5_000 + 60_100, EV.ABS, ABS.X, 2), syn(5_000 + 60_100)])
        XCTAssertEqual(late.differences, ["frame 1: captured at +60100 µs, played at +100 µs (deviation 60000 µs > 50000 µs)"])
        XCTAssertEqual(late.maxTimeDeviation, 60_000)

        let five = (1...5).flatMap { [ev(Int64($0) * 100, EV.ABS, ABS.X, Int32($0)), syn(Int64($0) * 100)] }
        let extra = CaptureComparison.compare(expected: Array(five.prefix(4)), actual: five)
        XCTAssertEqual(extra.differences, ["3 extra captured frame(s), first:\n  captured (t=300 µs, SYN_REPORT 0): ABS_X 3"])
        XCTAssertEqual(extra.expectedFrames, 2)
        XCTAssertEqual(extra.actualFrames, 5)
        let missing = CaptureComparison.compare(expected: five, actual: Array(five.prefix(2)))
        XCTAssertEqual(missing.differences, ["4 frame(s) missing from the capture, first:\n  expected (t=200 µs, SYN_REPORT 0): ABS_X 2"])
    }

    /// A device removed while it played: the capture stops early and ends with the kernel's
    /// release of the keys still down. With `prefix` that last frame is not a difference when it
    /// is only key-ups with SYN_REPORT 1; anything else there still is.
    func testTheRemovalFrameOfACaptureCutShort() {
        let expected = [ev(0, EV.KEY, BTN.TOUCH, 1), syn(0), ev(10, EV.ABS, ABS.X, 4), syn(10),
                        ev(20, EV.ABS, ABS.X, 5), syn(20), ev(30, EV.KEY, BTN.TOUCH, 0), syn(30)]
        var options = CaptureComparison.Options()
        options.prefix = true
        let removal = [ev(0, EV.KEY, BTN.TOUCH, 1), syn(0), ev(10, EV.ABS, ABS.X, 4), syn(10), ev(15, EV.KEY, BTN.TOUCH, 0), syn(15, 1)]
        let r = CaptureComparison.compare(expected: expected, actual: removal, options: options)
        XCTAssertTrue(r.ok, r.differences.joined(separator: "\n"))
        XCTAssertEqual(r.matchedFrames, 2)
        XCTAssertEqual(r.actualFrames, 2, "the removal frame is not counted")
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: removal).ok, "without prefix it is")
        // The same last frame with SYN_REPORT 0, or with anything but key-ups, is a difference.
        var plain = removal; plain[plain.count - 1] = syn(15)
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: plain, options: options).ok)
        var moved = removal; moved[moved.count - 2] = ev(15, EV.ABS, ABS.X, 9)
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: moved, options: options).ok)
        // A first frame like a removal frame is not taken for one: only the last is.
        let early = [ev(0, EV.KEY, BTN.TOUCH, 0), syn(0, 1), ev(10, EV.ABS, ABS.X, 4), syn(10)]
        XCTAssertFalse(CaptureComparison.compare(expected: expected, actual: early, options: options).ok)
    }

    /// Trailing autorepeat frames: SYN_REPORT 1 after key repeats, MSC events of any code beside
    /// them allowed. A key's release with SYN_REPORT 1 is no repeat, whatever its code (KEY_3's
    /// code, 4, is MSC_SCAN's too).
    func testTrailingAutorepeatFrames() {
        let keys: [InputEvent] = [ev(1000, EV.KEY, 46, 1), syn(1000)]
        var options = CaptureComparison.Options()
        options.trailingAutorepeat = true
        let serial = keys + [ev(251_000, EV.MSC, MSC.SERIAL, 9), ev(251_000, EV.KEY, 46, 2), syn(251_000, 1)]
        XCTAssertTrue(CaptureComparison.compare(expected: keys, actual: serial, options: options).ok)
        let key3 = keys + [ev(251_000, EV.KEY, 4, 0), syn(251_000, 1)]
        XCTAssertFalse(CaptureComparison.compare(expected: keys, actual: key3, options: options).ok)
        let mscOnly = keys + [ev(251_000, EV.MSC, MSC.SCAN, 9), syn(251_000, 1)]
        XCTAssertFalse(CaptureComparison.compare(expected: keys, actual: mscOnly, options: options).ok, "no key in it")
    }

    /// The removal frame is stripped only when it is a whole frame of key-ups ending in
    /// SYN_REPORT 1 after another frame, or alone.
    func testStrippingTheRemovalFrame() {
        let ups = [ev(9, EV.KEY, BTN.TOUCH, 0), ev(9, EV.KEY, BTN.LEFT, 0), syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(ups), [], "the whole stream is the removal")
        let frame = [ev(0, EV.ABS, ABS.X, 1), syn(0)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(frame + ups), frame)
        let mixed = [ev(0, EV.ABS, ABS.X, 1), ev(9, EV.KEY, BTN.TOUCH, 0), syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(mixed), mixed, "an axis in the frame: not a removal")
        let lone = frame + [syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(lone), lone, "no key-up at all")
        let down = frame + [ev(9, EV.KEY, BTN.TOUCH, 1), syn(9, 1)]
        XCTAssertEqual(CaptureComparison.strippingRemovalFrame(down), down)
    }

    /// The expected stream of a removed device ends with its removal frame, stamped with the
    /// time of the last event played (not of the last one delivered).
    func testTheExpectedRemovalFrameIsAtTheLastPlayedEvent() {
        var d = DeviceDescription(name: "pad")
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: 100)
        let played = [ev(10, EV.KEY, BTN.TOUCH, 1), syn(10), ev(50, EV.ABS, ABS.X, 0), syn(50)] // ABS_X 0: no change
        let out = CaptureComparison.expected(played: played, device: d, removedAtEnd: true)
        XCTAssertEqual(out, [ev(10, EV.KEY, BTN.TOUCH, 1), syn(10), ev(50, EV.KEY, BTN.TOUCH, 0), syn(50, 1)])
    }

    /// Each kind of state difference in words, with both sides: keys down, an axis, a slot's
    /// contact, a slot's value, the switches; a slot listed on one side only counts too.
    func testStateDifferences() {
        var e = KernelInputModel.State(), a = KernelInputModel.State()
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: e, actual: a), [])
        e.keys = [BTN.TOUCH, BTN.LEFT]; a.keys = [BTN.LEFT]
        e.abs = [ABS.X: 5, ABS.Y: 7]; a.abs = [ABS.X: 5, ABS.PRESSURE: 3]
        e.switches = [0]; a.switches = [1]
        e.leds = [1]; a.leds = [1]
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: e, actual: a), [
            "keys down: expected [\"BTN_LEFT\", \"BTN_TOUCH\"], captured [\"BTN_LEFT\"]",
            "ABS_Y: expected 7, captured -",
            "ABS_PRESSURE: expected -, captured 3",
            "switches on: expected [0], captured [1]",
        ])
        // Slots: no tracking id listed is no contact; a contact on one side; values of a contact.
        var se = KernelInputModel.State(), sa = KernelInputModel.State()
        se.slots = [[ABS.MT_TRACKING_ID: -1], [:], [ABS.MT_TRACKING_ID: 4, ABS.MT_POSITION_X: 10, ABS.MT_POSITION_Y: 3],
                    [ABS.MT_TRACKING_ID: 8]]
        sa.slots = [[:], [ABS.MT_TRACKING_ID: 6], [ABS.MT_TRACKING_ID: 5, ABS.MT_POSITION_X: 11, ABS.MT_POSITION_Y: 3]]
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: se, actual: sa), [
            "slot 1: expected no contact, captured a contact (tracking id 6)",
            "slot 2 ABS_MT_POSITION_X: expected 10, captured 11",
            "slot 3: expected a contact, captured no contact",
        ])
        // Sorted lists and only what differs: six keys, six axes, four values of one slot, the
        // switches (while the keys, and the LEDs, are the same); a contact with tracking id 1.
        var many = KernelInputModel.State(), other = KernelInputModel.State()
        many.keys = [BTN.TOUCH, BTN.LEFT, BTN.RIGHT, BTN.MIDDLE, BTN.SIDE, BTN.EXTRA]; other.keys = [BTN.EXTRA, BTN.TOUCH, BTN.SIDE]
        for (i, code) in [ABS.X, ABS.Y, ABS.Z, ABS.RX, ABS.RY, ABS.PRESSURE].enumerated() { many.abs[code] = Int32(i); other.abs[code] = Int32(i) + 10 }
        let slotAxes: [UInt16] = [ABS.MT_TOUCH_MAJOR, 0x31, 0x32, 0x33, 0x34, ABS.MT_POSITION_X, ABS.MT_POSITION_Y, ABS.MT_PRESSURE, 0x3b]
        many.slots = [Dictionary(uniqueKeysWithValues: slotAxes.enumerated().map { ($1, Int32($0)) } + [(ABS.MT_TRACKING_ID, Int32(1))])]
        other.slots = [Dictionary(uniqueKeysWithValues: slotAxes.enumerated().map { ($1, Int32($0) + 20) } + [(ABS.MT_TRACKING_ID, Int32(1))])]
        many.switches = [3, 1, 0, 2]; other.switches = [2, 5, 4]
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: many, actual: other), [
            "keys down: expected [\"BTN_LEFT\", \"BTN_RIGHT\", \"BTN_MIDDLE\", \"BTN_SIDE\", \"BTN_EXTRA\", \"BTN_TOUCH\"], captured [\"BTN_SIDE\", \"BTN_EXTRA\", \"BTN_TOUCH\"]",
            "ABS_X: expected 0, captured 10", "ABS_Y: expected 1, captured 11", "ABS_Z: expected 2, captured 12",
            "ABS_RX: expected 3, captured 13", "ABS_RY: expected 4, captured 14", "ABS_PRESSURE: expected 5, captured 15",
            "slot 0 ABS_MT_TOUCH_MAJOR: expected 0, captured 20", "slot 0 ABS_MT_TOUCH_MINOR: expected 1, captured 21",
            "slot 0 ABS_MT_WIDTH_MAJOR: expected 2, captured 22", "slot 0 ABS_MT_WIDTH_MINOR: expected 3, captured 23",
            "slot 0 ABS_MT_ORIENTATION: expected 4, captured 24", "slot 0 ABS_MT_POSITION_X: expected 5, captured 25",
            "slot 0 ABS_MT_POSITION_Y: expected 6, captured 26", "slot 0 ABS_MT_PRESSURE: expected 7, captured 27",
            "slot 0 ABS_MT_DISTANCE: expected 8, captured 28",
            "switches on: expected [0, 1, 2, 3], captured [2, 4, 5]",
        ])
        var keysSame = KernelInputModel.State(), switchesOff = KernelInputModel.State()
        keysSame.keys = [BTN.LEFT]; switchesOff.keys = [BTN.LEFT]
        keysSame.switches = [1]; switchesOff.switches = []
        keysSame.leds = [1]; switchesOff.leds = [1]
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: keysSame, actual: switchesOff),
                       ["switches on: expected [1], captured []"])
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: switchesOff, actual: keysSame),
                       ["switches on: expected [], captured [1]"])
        XCTAssertEqual(CaptureComparison.stateDifferences(expected: sa, actual: se), [
            "slot 1: expected a contact, captured no contact",
            "slot 2 ABS_MT_POSITION_X: expected 11, captured 10",
            "slot 3: expected no contact, captured a contact (tracking id 8)",
        ])
    }

    /// The state a capture leaves, folded as a reader does: a resync frame's deltas applied.
    func testFinalStateOfACapture() {
        var d = DeviceDescription(name: "pad")
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        d.enable(type: EV.ABS, code: ABS.X); d.absinfo[ABS.X] = AbsInfo(minimum: 0, maximum: 100)
        d.enable(type: EV.SW, code: 0)
        let captured = [ev(0, EV.ABS, ABS.X, 10), ev(0, EV.KEY, BTN.TOUCH, 1), ev(0, EV.SW, 0, 1), syn(0),
                        ev(5, EV.ABS, ABS.X, 20), syn(5)]
        let (state, resyncs) = CaptureComparison.finalState(of: captured, device: d)
        XCTAssertEqual(resyncs, 0)
        XCTAssertEqual(state.abs[ABS.X], 20)
        XCTAssertEqual(state.keys, [BTN.TOUCH])
        XCTAssertEqual(state.switches, [0])
    }

    /// The captured device against the one created: every field of the description that the
    /// kernel keeps, each alone; an axis's value, EV_SYN's codes and, with slots, the tracking id's
    /// range (the kernel's `input_mt_init_slots` sets it) are not differences.
    func testTheCapturedDescriptionAgainstTheCreatedOne() {
        var created = DeviceDescription(name: "pad", id: InputID(bustype: 3, vendor: 0x56a, product: 0x27, version: 0x110),
                                        properties: [0, 1])
        created.enable(type: EV.KEY, code: BTN.TOUCH)
        created.enable(type: EV.KEY, code: BTN.LEFT)
        for code in [ABS.X, ABS.MT_SLOT, ABS.MT_TRACKING_ID] { created.enable(type: EV.ABS, code: code) }
        created.absinfo[ABS.X] = AbsInfo(value: 5, minimum: 0, maximum: 4000, fuzz: 0, flat: 0, resolution: 40)
        created.absinfo[ABS.MT_SLOT] = AbsInfo(minimum: 0, maximum: 4)
        created.absinfo[ABS.MT_TRACKING_ID] = AbsInfo(minimum: 0, maximum: 9)
        var same = created
        same.absinfo[ABS.X]!.value = 900
        same.absinfo[ABS.MT_TRACKING_ID] = AbsInfo(minimum: 0, maximum: 65535)
        same.enable(type: EV.SYN, code: SYN.DROPPED)
        XCTAssertEqual(CaptureComparison.descriptionDifferences(created: created, captured: same), [])

        func differences(_ change: (inout DeviceDescription) -> Void) -> [String] {
            var captured = same
            change(&captured)
            return CaptureComparison.descriptionDifferences(created: created, captured: captured)
        }
        XCTAssertEqual(differences { $0.name = "pad 2" }, ["name: created \"pad\", captured \"pad 2\""])
        XCTAssertEqual(differences { $0.id.bustype = 5 }, ["bustype: created 0x3, captured 0x5"])
        XCTAssertEqual(differences { $0.id.vendor = 0x56b }, ["vendor: created 0x56a, captured 0x56b"])
        XCTAssertEqual(differences { $0.id.product = 0x28 }, ["product: created 0x27, captured 0x28"])
        XCTAssertEqual(differences { $0.id.version = 0x111 }, ["version: created 0x110, captured 0x111"])
        XCTAssertEqual(differences { $0.properties = [0, 2] }, ["properties: created [0, 1], captured [0, 2]"])
        XCTAssertEqual(differences { $0.codes[EV.KEY] = [BTN.TOUCH, BTN.RIGHT] },
                       ["EV_KEY: created [\"BTN_LEFT\"] not captured, captured [\"BTN_RIGHT\"] not created"])
        XCTAssertEqual(differences { $0.enable(type: EV.REL, code: REL.X) }, ["EV_REL: created [] not captured, captured [\"REL_X\"] not created"])
        XCTAssertEqual(differences { $0.absinfo[ABS.X]!.minimum = -1 }, ["ABS_X minimum: created 0, captured -1"])
        XCTAssertEqual(differences { $0.absinfo[ABS.X]!.maximum = 4001 }, ["ABS_X maximum: created 4000, captured 4001"])
        XCTAssertEqual(differences { $0.absinfo[ABS.X]!.resolution = 41 }, ["ABS_X resolution: created 40, captured 41"])
        XCTAssertEqual(differences { $0.absinfo[ABS.X]!.fuzz = 8 }, ["ABS_X fuzz: created 0, captured 8"])
        XCTAssertEqual(differences { $0.absinfo[ABS.X]!.flat = 2 }, ["ABS_X flat: created 0, captured 2"])
        XCTAssertEqual(differences { $0.absinfo[ABS.MT_SLOT]!.maximum = 9 }, ["ABS_MT_SLOT maximum: created 4, captured 9"])
        XCTAssertEqual(differences { $0.absinfo[ABS.MT_TRACKING_ID]!.fuzz = 1 }, [], "the kernel's")
        XCTAssertEqual(differences { $0.codes[EV.ABS]!.remove(ABS.MT_TRACKING_ID) }, [], "the kernel's")
        XCTAssertEqual(differences { $0.absinfo[ABS.MT_SLOT]!.fuzz = 1 }, ["ABS_MT_SLOT fuzz: created 0, captured 1"])
        // Several differences at once come sorted: by type, by code, by axis; each field its own.
        var wide = created
        wide.absinfo[ABS.X]!.flat = 3
        var changed = same
        changed.absinfo[ABS.X]!.flat = 3
        changed.absinfo[ABS.X]!.fuzz = 3
        let keys: [UInt16] = [BTN.LEFT, BTN.RIGHT, BTN.MIDDLE, BTN.SIDE, BTN.EXTRA, BTN.FORWARD, BTN.BACK, BTN.TASK]
        for k in keys { wide.enable(type: EV.KEY, code: k) }
        // 3…5: REL_RX, REL_RY, REL_RZ
        for r: UInt16 in [REL.X, REL.Y, REL.Z, 3, 4, 5, REL.HWHEEL, REL.DIAL] { changed.enable(type: EV.REL, code: r) }
        for code: UInt16 in [ABS.Y, ABS.Z, ABS.RX, ABS.RY, ABS.RZ, 6] { // 6: ABS_THROTTLE
            wide.enable(type: EV.ABS, code: code); wide.absinfo[code] = AbsInfo(minimum: 0, maximum: 10)
            changed.enable(type: EV.ABS, code: code); changed.absinfo[code] = AbsInfo(minimum: 0, maximum: 11)
        }
        XCTAssertEqual(CaptureComparison.descriptionDifferences(created: wide, captured: changed), [
            "EV_KEY: created [\"BTN_RIGHT\", \"BTN_MIDDLE\", \"BTN_SIDE\", \"BTN_EXTRA\", \"BTN_FORWARD\", \"BTN_BACK\", \"BTN_TASK\"] not captured, captured [] not created",
            "EV_REL: created [] not captured, captured [\"REL_X\", \"REL_Y\", \"REL_Z\", \"REL_RX\", \"REL_RY\", \"REL_RZ\", \"REL_HWHEEL\", \"REL_DIAL\"] not created",
            "ABS_X fuzz: created 0, captured 3",
            "ABS_Y maximum: created 10, captured 11", "ABS_Z maximum: created 10, captured 11", "ABS_RX maximum: created 10, captured 11",
            "ABS_RY maximum: created 10, captured 11", "ABS_RZ maximum: created 10, captured 11", "ABS_THROTTLE maximum: created 10, captured 11",
        ])
        // What the kernel sets itself: ABS_MT_SLOT from 0 without fuzz or flat, the tracking id
        // (added where the description lacks it), both autorepeat codes.
        var recorded = created
        recorded.absinfo[ABS.MT_SLOT] = AbsInfo(minimum: -127, maximum: 4, fuzz: 1, flat: 1)
        recorded.codes[EV.ABS]!.remove(ABS.MT_TRACKING_ID)
        recorded.absinfo[ABS.MT_TRACKING_ID] = nil
        recorded.enable(type: EV.REP, code: 0)
        var kept = same
        kept.enable(type: EV.REP, code: 0); kept.enable(type: EV.REP, code: 1)
        XCTAssertEqual(CaptureComparison.descriptionDifferences(created: recorded, captured: kept), [])
        XCTAssertEqual(CaptureComparison.descriptionDifferences(created: created, captured: kept),
                       ["EV_REP: created [] not captured, captured [\"REP_DELAY\", \"REP_PERIOD\"] not created"])
        // Without slots the tracking id's range is the device's own.
        var protocolA = created
        protocolA.codes[EV.ABS]!.remove(ABS.MT_SLOT)
        protocolA.absinfo[ABS.MT_SLOT] = nil
        var wider = protocolA
        wider.absinfo[ABS.MT_TRACKING_ID]!.maximum = 65535
        XCTAssertEqual(CaptureComparison.descriptionDifferences(created: protocolA, captured: wider),
                       ["ABS_MT_TRACKING_ID maximum: created 9, captured 65535"])
    }
}

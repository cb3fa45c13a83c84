import XCTest
@testable import EvdevBridge
import InputModel

/// `KernelInputModel` against the Linux input core it mirrors (drivers/input/input.c, 6.1), each
/// expectation worked out by hand from the function named: `input_get_disposition` (what passes),
/// `input_handle_abs_event` and `input_defuzz_abs_event` (absolute axes and MT slots),
/// `input_handle_event` (the frame buffer and its cut with `input_value_sync`, a SYN_REPORT 1),
/// `input_estimate_events_per_packet` (the buffer's size; uinput raises it to 60 for MT devices
/// without slots) and `input_dev_release_keys` (the removal frame).
final class KernelInputModelTests: XCTestCase {
    typealias T = [Int32] // [type, code, value]

    static func ev(_ type: UInt16, _ code: UInt16, _ value: Int32, at t: Int64 = 0) -> InputEvent {
        InputEvent(time: t, type: type, code: code, value: value)
    }
    static let report = ev(EV.SYN, SYN.REPORT, 0)

    /// Injects `events` then a SYN_REPORT; what readers get, as [type, code, value].
    static func frame(_ m: inout KernelInputModel, _ events: [InputEvent]) -> [T] {
        var out: [InputEvent] = []
        for e in events + [report] { out += m.inject(e) }
        return out.map { [Int32($0.type), Int32($0.code), $0.value] }
    }

    static func axis(_ d: inout DeviceDescription, _ code: UInt16, max: Int32 = 1000, value: Int32 = 0, fuzz: Int32 = 0, min: Int32 = 0) {
        d.enable(type: EV.ABS, code: code)
        d.absinfo[code] = AbsInfo(value: value, minimum: min, maximum: max, fuzz: fuzz)
    }

    /// ABS_X, ABS_Y and BTN_TOUCH: a packet of 0 + 1 + 2 + 0 + 7 = 10 events.
    static var tablet: DeviceDescription {
        var d = DeviceDescription(name: "tablet")
        axis(&d, ABS.X); axis(&d, ABS.Y)
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        return d
    }

    /// Five slots (ABS_MT_SLOT maximum 4) with tracking id and position, and ABS_X/ABS_Y.
    static func slotted(slotValue: Int32 = 0, fuzz: Int32 = 0) -> DeviceDescription {
        var d = DeviceDescription(name: "slotted")
        axis(&d, ABS.X); axis(&d, ABS.Y)
        axis(&d, ABS.MT_SLOT, max: 4, value: slotValue)
        axis(&d, ABS.MT_TRACKING_ID, max: 65535)
        axis(&d, ABS.MT_POSITION_X, fuzz: fuzz); axis(&d, ABS.MT_POSITION_Y)
        d.enable(type: EV.KEY, code: BTN.TOUCH)
        return d
    }

    // MARK: input_defuzz_abs_event

    /// fuzz 8 around 100: inside ±fuzz/2 (96 < v < 104) the old value; inside ±fuzz
    /// (3·old + v)/4; inside ±2·fuzz (old + v)/2; beyond, the value. C division truncates toward
    /// zero, on both signs.
    func testDefuzzBandsOnBothSidesOfEachBoundary() {
        let cases: [(value: Int32, old: Int32, want: Int32)] = [
            (103, 100, 100), (97, 100, 100), (104, 100, 101), (96, 100, 99),
            (107, 100, 101), (93, 100, 98), (108, 100, 104), (92, 100, 96),
            (115, 100, 107), (85, 100, 92), (116, 100, 116), (84, 100, 84),
            (-107, -100, -101), (-93, -100, -98), (-115, -100, -107),
            (0, 3, 3), (3, 0, 0),
        ]
        for c in cases {
            XCTAssertEqual(KernelInputModel.defuzz(c.value, c.old, 8), c.want, "\(c.value) after \(c.old)")
        }
        XCTAssertEqual(KernelInputModel.defuzz(101, 100, 0), 101, "no fuzz: every value")
        XCTAssertEqual(KernelInputModel.defuzz(0, 100, 0), 0)
    }

    /// The fuzz is the axis's own, for a plain axis and for an MT axis in its slot.
    func testEachAxisIsDefuzzedWithItsOwnFuzz() {
        var d = Self.tablet
        Self.axis(&d, ABS.X, value: 100, fuzz: 8)
        Self.axis(&d, ABS.Y, value: 100, fuzz: 0)
        var m = KernelInputModel(description: d)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.X, 103), Self.ev(EV.ABS, ABS.Y, 103)]),
                       [[3, 1, 103], [0, 0, 0]], "ABS_X 103 is within its fuzz; ABS_Y has none")
        XCTAssertEqual(m.state.abs[ABS.X], 100)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.X, 108)]), [[3, 0, 104], [0, 0, 0]])
        XCTAssertEqual(m.state.abs[ABS.X], 104, "the defuzzed value is the new state")

        var s = KernelInputModel(description: Self.slotted(fuzz: 8))
        XCTAssertEqual(Self.frame(&s, [Self.ev(EV.ABS, ABS.MT_POSITION_X, 100)]), [[3, 0x35, 100], [0, 0, 0]])
        XCTAssertEqual(Self.frame(&s, [Self.ev(EV.ABS, ABS.MT_POSITION_X, 103)]), [], "within the MT axis's fuzz")
        XCTAssertEqual(Self.frame(&s, [Self.ev(EV.ABS, ABS.MT_POSITION_X, 104)]), [[3, 0x35, 101], [0, 0, 0]])
        XCTAssertEqual(s.state.slots[0][ABS.MT_POSITION_X], 101)
    }

    // MARK: the device as created

    /// An axis starts at the value of its description (uinput's absinfo): that value again is
    /// no change, and nothing is delivered.
    func testAxesStartAtTheirDescribedValue() {
        var d = Self.tablet
        Self.axis(&d, ABS.X, value: 500)
        var m = KernelInputModel(description: d)
        XCTAssertEqual(m.state.abs[ABS.X], 500)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.X, 500)]), [])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.X, 0)]), [[3, 0, 0], [0, 0, 0]])
    }

    /// `input_mt_init_slots`: ABS_MT_SLOT's maximum + 1 slots, each with tracking id −1; a slot
    /// beyond them is ignored (the events go on in the current slot).
    func testSlotsAreTheMaximumPlusOneAndStartWithoutContact() {
        var m = KernelInputModel(description: Self.slotted())
        XCTAssertEqual(m.state.slots.count, 5)
        XCTAssertTrue(m.state.slots.allSatisfy { $0[ABS.MT_TRACKING_ID] == -1 })
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_TRACKING_ID, -1)]), [], "no contact already")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_SLOT, 4), Self.ev(EV.ABS, ABS.MT_TRACKING_ID, 9)]),
                       [[3, 0x2f, 4], [3, 0x39, 9], [0, 0, 0]], "the last slot")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_SLOT, 5), Self.ev(EV.ABS, ABS.MT_TRACKING_ID, 10)]),
                       [[3, 0x39, 10], [0, 0, 0]], "slot 5 does not exist: slot 4 goes on")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_SLOT, -1), Self.ev(EV.ABS, ABS.MT_TRACKING_ID, 11)]),
                       [[3, 0x39, 11], [0, 0, 0]], "nor does slot −1")
        XCTAssertEqual(m.state.slots[4][ABS.MT_TRACKING_ID], 11)
        XCTAssertEqual(m.state.slots[0][ABS.MT_TRACKING_ID], -1)
    }

    /// After `tactile play`'s setup the current slot is the described one and has been reported:
    /// the first MT event there comes without ABS_MT_SLOT. Without the setup the core starts in
    /// slot 0 while absinfo says the described slot, so ABS_MT_SLOT 0 goes first.
    func testTheDescribedSlotIsCurrentAfterSetup() {
        var set = KernelInputModel(description: Self.slotted(slotValue: 2))
        XCTAssertEqual(set.state.slot, 2)
        XCTAssertEqual(Self.frame(&set, [Self.ev(EV.ABS, ABS.MT_TRACKING_ID, 7)]), [[3, 0x39, 7], [0, 0, 0]])
        XCTAssertEqual(set.state.slots[2][ABS.MT_TRACKING_ID], 7)

        var raw = KernelInputModel(description: Self.slotted(slotValue: 2), afterPlaySetup: false)
        XCTAssertEqual(raw.state.slot, 0)
        XCTAssertEqual(Self.frame(&raw, [Self.ev(EV.ABS, ABS.MT_TRACKING_ID, 7)]), [[3, 0x2f, 0], [3, 0x39, 7], [0, 0, 0]])
        XCTAssertEqual(raw.state.slots[0][ABS.MT_TRACKING_ID], 7)
    }

    /// Switches and LEDs on in the description are on after the setup (the same value again
    /// passes nothing); those listed off, or of codes the device lacks, are not.
    func testDescribedSwitchesAndLEDsAfterSetup() {
        var d = DeviceDescription(name: "lid")
        d.enable(type: EV.SW, code: 0) // SW_LID
        d.enable(type: EV.SW, code: 1) // SW_TABLET_MODE
        d.enable(type: EV.SW, code: 2) // SW_HEADPHONE_INSERT
        d.enable(type: EV.LED, code: 0) // LED_NUML
        d.enable(type: EV.LED, code: 1) // LED_CAPSL
        d.enable(type: EV.LED, code: 3) // LED_COMPOSE
        d.switches = [0: 1, 1: 1, 2: 0, 5: 1] // SW 5 (SW_KEYPAD_SLIDE) is not the device's
        d.leds = [1: 1, 3: 1, 0: 0, 2: 1]     // LED_SCROLLL (2) is not the device's
        var m = KernelInputModel(description: d)
        XCTAssertEqual(m.state.switches, [0, 1])
        XCTAssertEqual(m.state.leds, [1, 3])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.SW, 0, 1), Self.ev(EV.SW, 1, 1), Self.ev(EV.LED, 1, 1), Self.ev(EV.LED, 3, 1)]), [],
                       "already on")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.SW, 2, 1), Self.ev(EV.LED, 0, 1)]), [[5, 2, 1], [17, 0, 1], [0, 0, 0]])

        let raw = KernelInputModel(description: d, afterPlaySetup: false)
        XCTAssertEqual(raw.state.switches, [])
        XCTAssertEqual(raw.state.leds, [])
    }

    /// EV_REP: `tactile play` turns the kernel's autorepeat off (delay and period 0); a device
    /// left as created has the core's defaults, 250 ms and 33 ms. A value passes when it changes.
    func testAutorepeatSettingsPassWhenTheyChange() {
        var d = DeviceDescription(name: "keyboard")
        d.enable(type: EV.KEY, code: 30) // KEY_A
        d.enable(type: EV.REP, code: 0); d.enable(type: EV.REP, code: 1)
        var played = KernelInputModel(description: d)
        XCTAssertEqual(Self.frame(&played, [Self.ev(EV.REP, 0, 0), Self.ev(EV.REP, 1, 0)]), [])
        XCTAssertEqual(Self.frame(&played, [Self.ev(EV.REP, 0, 250), Self.ev(EV.REP, 1, 33)]), [[20, 0, 250], [20, 1, 33], [0, 0, 0]])
        var created = KernelInputModel(description: d, afterPlaySetup: false)
        XCTAssertEqual(Self.frame(&created, [Self.ev(EV.REP, 0, 250), Self.ev(EV.REP, 1, 33)]), [])
        XCTAssertEqual(Self.frame(&created, [Self.ev(EV.REP, 0, 500)]), [[20, 0, 500], [0, 0, 0]])
        XCTAssertEqual(Self.frame(&created, [Self.ev(EV.REP, 0, 500)]), [], "500 again")
        XCTAssertEqual(Self.frame(&created, [Self.ev(EV.REP, 0, -1), Self.ev(EV.REP, 2, 7)]), [],
                       "a negative value, and a code past REP_MAX (1)")
    }

    // MARK: input_get_disposition, type by type

    func testSynEvents() {
        var d = Self.tablet
        Self.axis(&d, ABS.MT_POSITION_X) // protocol A: no slots
        var m = KernelInputModel(description: d)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_POSITION_X, 5), Self.ev(EV.SYN, SYN.MT_REPORT, 0),
                                       Self.ev(EV.SYN, SYN.CONFIG, 0), Self.ev(EV.SYN, SYN.DROPPED, 0)]),
                       [[3, 0x35, 5], [0, 2, 0], [0, 1, 0], [0, 0, 0]], "SYN_MT_REPORT and SYN_CONFIG pass; SYN_DROPPED does not")
        XCTAssertEqual(Self.frame(&m, []), [], "a SYN_REPORT alone is not delivered")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.SYN, SYN.MT_REPORT, 0)]), [[0, 2, 0], [0, 0, 0]])
    }

    func testKeysPassOnAChangeAndRepeatsAlways() {
        var m = KernelInputModel(description: Self.tablet)
        let touch = BTN.TOUCH
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.KEY, touch, 0)]), [], "a release of a key not down")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.KEY, touch, 2)]), [[1, 330, 2], [0, 0, 0]], "a repeat bypasses the state")
        XCTAssertEqual(m.state.keys, [])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.KEY, touch, 1)]), [[1, 330, 1], [0, 0, 0]])
        XCTAssertEqual(m.state.keys, [touch])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.KEY, touch, 5)]), [], "any non-zero value is down: no change")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.KEY, touch, 2)]), [[1, 330, 2], [0, 0, 0]])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.KEY, touch, 0)]), [[1, 330, 0], [0, 0, 0]])
        XCTAssertEqual(m.state.keys, [])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.KEY, BTN.LEFT, 1), Self.ev(EV.KEY, BTN.LEFT, 2)]), [], "a key the device lacks")
        XCTAssertEqual(m.state.keys, [])
    }

    func testAbsoluteAxesTheDeviceLacksAreDropped() {
        var m = KernelInputModel(description: Self.tablet)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.PRESSURE, 5), Self.ev(EV.ABS, ABS.MT_SLOT, 1)]), [])
        XCTAssertNil(m.state.abs[ABS.PRESSURE])
    }

    func testRelativeAxesPassWhenNonZero() {
        var d = DeviceDescription(name: "mouse")
        d.enable(type: EV.REL, code: REL.X); d.enable(type: EV.REL, code: REL.Y)
        d.enable(type: EV.KEY, code: BTN.LEFT)
        var m = KernelInputModel(description: d)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.REL, REL.X, 3), Self.ev(EV.REL, REL.Y, 0), Self.ev(EV.REL, REL.X, 3),
                                       Self.ev(EV.REL, REL.Y, -2), Self.ev(EV.REL, REL.WHEEL, 1)]),
                       [[2, 0, 3], [2, 0, 3], [2, 1, -2], [0, 0, 0]], "zero, and a wheel the mouse lacks, do not pass; a repeat does")
    }

    /// EV_MSC and EV_SND pass whenever the device has the code (a sound's state is kept but not
    /// checked); EV_SW and EV_LED only when their state changes.
    func testMiscSoundSwitchAndLED() {
        var d = DeviceDescription(name: "misc")
        d.enable(type: EV.MSC, code: MSC.SCAN)
        d.enable(type: EV.SND, code: 1) // SND_BELL
        d.enable(type: EV.SW, code: 0)
        d.enable(type: EV.LED, code: 1)
        var m = KernelInputModel(description: d)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.MSC, MSC.SCAN, 7), Self.ev(EV.MSC, MSC.SCAN, 7), Self.ev(EV.MSC, MSC.SERIAL, 7)]),
                       [[4, 4, 7], [4, 4, 7], [0, 0, 0]])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.SND, 1, 1), Self.ev(EV.SND, 1, 1), Self.ev(EV.SND, 1, 0), Self.ev(EV.SND, 0, 1)]),
                       [[18, 1, 1], [18, 1, 1], [18, 1, 0], [0, 0, 0]], "SND_CLICK (0) is not the device's")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.SW, 0, 1), Self.ev(EV.SW, 0, 1), Self.ev(EV.SW, 1, 1)]),
                       [[5, 0, 1], [0, 0, 0]])
        XCTAssertEqual(m.state.switches, [0])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.SW, 0, 0), Self.ev(EV.SW, 0, 0)]), [[5, 0, 0], [0, 0, 0]])
        XCTAssertEqual(m.state.switches, [])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.LED, 1, 1), Self.ev(EV.LED, 1, 3), Self.ev(EV.LED, 0, 1)]),
                       [[17, 1, 1], [0, 0, 0]])
        XCTAssertEqual(m.state.leds, [1])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.LED, 1, 0), Self.ev(EV.LED, 1, 0)]), [[17, 1, 0], [0, 0, 0]])
        XCTAssertEqual(m.state.leds, [])
    }

    /// EV_FF passes with a value ≥ 0, EV_PWR always; a type the device does not have (EV_REP
    /// here, whose codes need no declaration) and a type the core does not know pass nothing.
    func testForceFeedbackPowerAndTypesTheDeviceLacks() {
        var d = DeviceDescription(name: "ff")
        d.enable(type: EV.FF, code: 0x50) // FF_RUMBLE
        d.enable(type: EV.PWR, code: 0)
        d.enable(type: EV.FF_STATUS, code: 0)
        var m = KernelInputModel(description: d)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.FF, 0x50, 1), Self.ev(EV.FF, 0x50, 0), Self.ev(EV.FF, 0x50, -1),
                                       Self.ev(EV.PWR, 0, 1), Self.ev(EV.PWR, 0, 1)]),
                       [[21, 0x50, 1], [21, 0x50, 0], [22, 0, 1], [22, 0, 1], [0, 0, 0]])
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.REP, 0, 250), Self.ev(EV.FF_STATUS, 0, 1), Self.ev(EV.KEY, 0, 1)]), [])
    }

    // MARK: input_handle_abs_event: MT slots

    /// ABS_MT_SLOT is held back and sent before the next MT value that passes in another slot
    /// than the last one sent; a value that does not pass sends no slot.
    func testSlotIsSentBeforeTheFirstPassingValueOfAnotherSlot() {
        var m = KernelInputModel(description: Self.slotted())
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_SLOT, 1), Self.ev(EV.ABS, ABS.MT_POSITION_X, 0)]), [],
                       "the value does not change: no slot either")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_POSITION_X, 10), Self.ev(EV.ABS, ABS.MT_POSITION_Y, 20),
                                       Self.ev(EV.ABS, ABS.MT_POSITION_X, 10)]),
                       [[3, 0x2f, 1], [3, 0x35, 10], [3, 0x36, 20], [0, 0, 0]], "one slot event, then the values; 10 again drops")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_POSITION_X, 11)]), [[3, 0x35, 11], [0, 0, 0]], "slot 1 was sent")
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_SLOT, 0), Self.ev(EV.ABS, ABS.MT_POSITION_X, 11),
                                       Self.ev(EV.ABS, ABS.MT_SLOT, 1), Self.ev(EV.ABS, ABS.MT_POSITION_X, 12)]),
                       [[3, 0x2f, 0], [3, 0x35, 11], [3, 0x2f, 1], [3, 0x35, 12], [0, 0, 0]], "each slot keeps its own values")
        XCTAssertEqual(m.state.slots[0][ABS.MT_POSITION_X], 11)
        XCTAssertEqual(m.state.slots[1][ABS.MT_POSITION_X], 12)
        // A plain axis in between sends no slot.
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.X, 3)]), [[3, 0, 3], [0, 0, 0]])
    }

    /// Without slots (protocol A) MT values bypass the filter: the same value passes again.
    func testProtocolAValuesAreNotFiltered() {
        var d = Self.tablet
        Self.axis(&d, ABS.MT_POSITION_X, fuzz: 8)
        var m = KernelInputModel(description: d)
        XCTAssertEqual(Self.frame(&m, [Self.ev(EV.ABS, ABS.MT_POSITION_X, 4), Self.ev(EV.SYN, SYN.MT_REPORT, 0),
                                       Self.ev(EV.ABS, ABS.MT_POSITION_X, 4), Self.ev(EV.SYN, SYN.MT_REPORT, 0)]),
                       [[3, 0x35, 4], [0, 2, 0], [3, 0x35, 4], [0, 2, 0], [0, 0, 0]])
    }

    // MARK: input_handle_event: the frame

    /// Every event of a delivered frame carries the time of the SYN_REPORT that flushed it.
    func testAFrameTakesItsReportsTime() {
        var m = KernelInputModel(description: Self.tablet)
        XCTAssertEqual(m.inject(Self.ev(EV.ABS, ABS.X, 1, at: 100)), [])
        XCTAssertEqual(m.inject(Self.ev(EV.KEY, BTN.TOUCH, 1, at: 200)), [])
        XCTAssertEqual(m.inject(Self.ev(EV.SYN, SYN.REPORT, 0, at: 900)),
                       [Self.ev(EV.ABS, ABS.X, 1, at: 900), Self.ev(EV.KEY, BTN.TOUCH, 1, at: 900), Self.ev(EV.SYN, SYN.REPORT, 0, at: 900)])
    }

    /// The packet sizes `input_estimate_events_per_packet` gives, worked out for each kind of
    /// device; a frame is cut (SYN_REPORT 1, at the event that filled it) when it holds that many.
    func testPacketSizeOfEachKindOfDevice() {
        // ABS_X, ABS_Y, BTN_TOUCH: 0 slots + 1, 2 axes, 7 for keys and MSC.
        XCTAssertEqual(KernelInputModel.packetSize(Self.tablet), 10)
        // Five slots: 5 + 1, ABS_X/Y 2, four MT axes (slot, tracking id, x, y) 5 each = 20, + 7.
        XCTAssertEqual(KernelInputModel.packetSize(Self.slotted()), 35)
        // A mouse: REL_X, REL_Y, REL_WHEEL: 0 + 1 + 3 + 7.
        var mouse = DeviceDescription(name: "mouse")
        for r in [REL.X, REL.Y, REL.WHEEL] { mouse.enable(type: EV.REL, code: r) }
        mouse.enable(type: EV.KEY, code: BTN.LEFT)
        XCTAssertEqual(KernelInputModel.packetSize(mouse), 11)
        // Protocol A with tracking ids 10…29: 20 slots + 1, three MT axes × 20, + 7 = 90 (over 60).
        var ids = Self.tablet
        Self.axis(&ids, ABS.MT_TRACKING_ID, max: 29, min: 10); Self.axis(&ids, ABS.MT_POSITION_X); Self.axis(&ids, ABS.MT_POSITION_Y)
        XCTAssertEqual(KernelInputModel.packetSize(ids), 1 + 20 + 2 + 60 + 7)
        // … with ids 5…104 the count is clamped to 32; with 3…3 raised to 2 (then 60 for uinput).
        Self.axis(&ids, ABS.MT_TRACKING_ID, max: 104, min: 5)
        XCTAssertEqual(KernelInputModel.packetSize(ids), 1 + 32 + 2 + 96 + 7)
        Self.axis(&ids, ABS.MT_TRACKING_ID, max: 3, min: 3)
        XCTAssertEqual(KernelInputModel.packetSize(ids), 60)
        // Protocol A without tracking id: 2 slots. With 40 plain axes and the 13 MT axes besides
        // the tracking id: 2 + 1 + 40 + 13 × 2 + 7 = 76; with no MT axis counted it would be 48.
        var wide = DeviceDescription(name: "wide")
        for code in UInt16(0)..<40 { Self.axis(&wide, code) }
        for code in ABS.MT_TOUCH_MAJOR...ABS.MT_TOOL_Y where code != ABS.MT_TRACKING_ID { Self.axis(&wide, code) }
        XCTAssertEqual(KernelInputModel.packetSize(wide), 76)
        // Protocol A without slots under 60 is raised to 60 (uinput's hint).
        var small = Self.tablet
        Self.axis(&small, ABS.MT_POSITION_X)
        XCTAssertEqual(KernelInputModel.packetSize(small), 60)
    }

    /// The cut, on both sides of the packet size: one event fewer waits for the SYN_REPORT.
    func testAFrameReachingThePacketSizeIsCutWithSynReportOne() {
        for (device, size) in [(Self.tablet, 10), (Self.slotted(), 35)] {
            let code = device.hasAbs(ABS.MT_SLOT) ? ABS.MT_POSITION_X : ABS.X
            var m = KernelInputModel(description: device)
            var delivered: [InputEvent] = []
            for v in 1...Int32(size - 1) { delivered += m.inject(Self.ev(EV.ABS, code, v, at: Int64(v))) }
            XCTAssertEqual(delivered, [], "\(device.name): \(size - 1) events wait")
            delivered += m.inject(Self.ev(EV.ABS, code, Int32(size), at: 1000))
            XCTAssertEqual(delivered.count, size + 1, device.name)
            XCTAssertEqual(delivered.last, Self.ev(EV.SYN, SYN.REPORT, 1, at: 1000), device.name)
            XCTAssertTrue(delivered.allSatisfy { $0.time == 1000 })
            XCTAssertEqual(m.inject(Self.ev(EV.SYN, SYN.REPORT, 0, at: 1001)), [], "nothing left for the frame's own report")
        }
        // Protocol A: the same value passes every time, up to 60.
        var small = Self.tablet
        Self.axis(&small, ABS.MT_POSITION_X)
        var m = KernelInputModel(description: small)
        var delivered: [InputEvent] = []
        for _ in 1...59 { delivered += m.inject(Self.ev(EV.ABS, ABS.MT_POSITION_X, 7)) }
        XCTAssertEqual(delivered, [])
        delivered += m.inject(Self.ev(EV.ABS, ABS.MT_POSITION_X, 7))
        XCTAssertEqual(delivered.count, 61)
        // A slot event counts: the frame fills one event sooner.
        var s = KernelInputModel(description: Self.slotted())
        delivered = s.inject(Self.ev(EV.ABS, ABS.MT_SLOT, 1))
        for v in 1...33 { delivered += s.inject(Self.ev(EV.ABS, ABS.MT_POSITION_X, Int32(v))) }
        XCTAssertEqual(delivered, [], "ABS_MT_SLOT 1 and 33 values wait")
        delivered += s.inject(Self.ev(EV.ABS, ABS.MT_POSITION_X, 34))
        XCTAssertEqual(delivered.count, 36, "ABS_MT_SLOT 1 and 34 values, then SYN_REPORT 1")
        XCTAssertEqual(delivered.first, Self.ev(EV.ABS, ABS.MT_SLOT, 1, at: 0))
    }

    // MARK: input_dev_release_keys

    /// Removal releases every key still down, in ascending code order, in a frame ending in
    /// SYN_REPORT 1 at the removal's time, with what was pending before it; with no key down
    /// nothing is delivered (what was pending is lost).
    func testRemovalReleasesTheKeysStillDownInCodeOrder() {
        var d = DeviceDescription(name: "keyboard")
        let keys: [UInt16] = [57, 42, 30, 2, 125, 16, 48, 100]
        for k in keys { d.enable(type: EV.KEY, code: k) }
        for code in UInt16(0)..<10 { Self.axis(&d, code) } // a packet of 1 + 10 + 7 = 18: no cut
        var m = KernelInputModel(description: d)
        _ = Self.frame(&m, keys.map { Self.ev(EV.KEY, $0, 1) })
        XCTAssertEqual(m.inject(Self.ev(EV.ABS, ABS.X, 9, at: 50)), [])
        let out = m.remove(at: 700)
        XCTAssertEqual(out, [Self.ev(EV.ABS, ABS.X, 9, at: 700)] + keys.sorted().map { Self.ev(EV.KEY, $0, 0, at: 700) }
                       + [Self.ev(EV.SYN, SYN.REPORT, 1, at: 700)])
        XCTAssertEqual(m.state.keys, [])

        var idle = KernelInputModel(description: d)
        XCTAssertEqual(idle.inject(Self.ev(EV.ABS, ABS.X, 9)), [])
        XCTAssertEqual(idle.remove(at: 700), [], "no key down")
        XCTAssertEqual(idle.inject(Self.ev(EV.SYN, SYN.REPORT, 0, at: 701)), [], "ABS_X 9 was lost with the device")
    }

    /// The releases go through the frame buffer like any event: nine keys on a device whose
    /// packet is 0 + 1 + 7 = 8 events are released in two frames, both SYN_REPORT 1.
    func testRemovalOfMoreKeysThanAPacketIsCut() {
        var d = DeviceDescription(name: "keys")
        let keys = Array(UInt16(2)...10) // KEY_1 … KEY_9
        for k in keys { d.enable(type: EV.KEY, code: k) }
        XCTAssertEqual(KernelInputModel.packetSize(d), 8)
        var m = KernelInputModel(description: d)
        _ = Self.frame(&m, keys.map { Self.ev(EV.KEY, $0, 1) })
        XCTAssertEqual(m.state.keys, Set(keys))
        let syn = Self.ev(EV.SYN, SYN.REPORT, 1, at: 5)
        XCTAssertEqual(m.remove(at: 5), keys.prefix(8).map { Self.ev(EV.KEY, $0, 0, at: 5) } + [syn]
                       + [Self.ev(EV.KEY, 10, 0, at: 5), syn])
    }
}

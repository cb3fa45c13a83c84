import XCTest
@testable import InputModel

/// The systemd `input_id` rules on hand-built capability sets (docs/sources.md, "Classification (udev)").
final class ClassificationTests: XCTestCase {
    func device(keys: [UInt16] = [], abs: [UInt16] = [], rel: [UInt16] = [], props: [UInt16] = [],
                sw: [UInt16] = [], bus: UInt16 = InputID.BUS_USB) -> DeviceDescription {
        var d = DeviceDescription(name: "test", id: InputID(bustype: bus))
        for k in keys { d.enable(type: EV.KEY, code: k) }
        for a in abs {
            d.enable(type: EV.ABS, code: a)
            d.absinfo[a] = AbsInfo(minimum: 0, maximum: 1000)
        }
        for r in rel { d.enable(type: EV.REL, code: r) }
        for s in sw { d.enable(type: EV.SW, code: s) }
        d.properties = Set(props)
        return d
    }

    func testTouchscreenByTouchButton() {
        let c = DeviceClassification(device(keys: [BTN.TOUCH], abs: [ABS.X, ABS.Y, ABS.MT_SLOT, ABS.MT_POSITION_X, ABS.MT_POSITION_Y]))
        XCTAssertEqual(c.tags, [.input, .touchscreen])
        XCTAssertEqual(c.role, .touchscreen)
    }

    func testTouchpadIsFingerWithoutDirect() {
        let c = DeviceClassification(device(keys: [BTN.LEFT, BTN.TOUCH, BTN.TOOL_FINGER, BTN.TOOL_DOUBLETAP],
                                            abs: [ABS.X, ABS.Y], props: [INPUT_PROP.POINTER, INPUT_PROP.BUTTONPAD]))
        XCTAssertEqual(c.tags, [.input, .touchpad])
        XCTAssertEqual(c.role, .pointer)
    }

    func testDirectFingerDeviceIsTouchscreenNotTouchpad() {
        let c = DeviceClassification(device(keys: [BTN.TOUCH, BTN.TOOL_FINGER], abs: [ABS.X, ABS.Y], props: [INPUT_PROP.DIRECT]))
        XCTAssertTrue(c.tags.contains(.touchscreen))
        XCTAssertFalse(c.tags.contains(.touchpad))
    }

    func testPenIsTablet() {
        let c = DeviceClassification(device(keys: [BTN.TOOL_PEN, BTN.TOUCH, BTN.STYLUS], abs: [ABS.X, ABS.Y, ABS.PRESSURE]))
        XCTAssertEqual(c.tags, [.input, .tablet])
        XCTAssertEqual(c.role, .pencil)
    }

    func testWacomPadIsTabletPad() {
        // BTN_0, BTN_1, BTN_STYLUS, ABS_X/Y 0…1, no pen: a pad (wacom_wac.c exposes this on purpose).
        let c = DeviceClassification(device(keys: [BTN._0, BTN._1, BTN.STYLUS], abs: [ABS.X, ABS.Y]))
        XCTAssertTrue(c.tags.contains(.tablet))
        XCTAssertTrue(c.tags.contains(.tabletPad))
        XCTAssertFalse(c.tags.contains(.touchscreen))
        XCTAssertFalse(c.tags.contains(.joystick))
    }

    func testMouse() {
        let c = DeviceClassification(device(keys: [BTN.LEFT, BTN.RIGHT, BTN.MIDDLE], rel: [REL.X, REL.Y, REL.WHEEL]))
        XCTAssertEqual(c.tags, [.input, .mouse])
        XCTAssertEqual(c.role, .pointer)
    }

    func testI2CMouseIsPointingStick() {
        let c = DeviceClassification(device(keys: [BTN.LEFT, BTN.RIGHT], rel: [REL.X, REL.Y], bus: InputID.BUS_I2C))
        XCTAssertEqual(c.tags, [.input, .pointingStick])
        // docs/interfaces.md: a pointing stick is a pointer.
        XCTAssertEqual(c.role, .pointer)
    }

    /// The iPad role of a pen tablet is the Pencil "direct or not", whatever else udev tags it:
    /// INPUT_PROP_POINTING_STICK sets ID_INPUT_POINTINGSTICK beside ID_INPUT_TABLET.
    func testAPenTabletIsAPencilWhateverElseItIsTagged() {
        let c = DeviceClassification(device(keys: [BTN.TOOL_PEN, BTN.TOUCH, BTN.STYLUS], abs: [ABS.X, ABS.Y, ABS.PRESSURE],
                                            props: [INPUT_PROP.POINTING_STICK]))
        XCTAssertEqual(c.tags, [.input, .tablet, .pointingStick])
        XCTAssertEqual(c.role, .pencil)
    }

    func testAbsoluteMouse() {
        // VMware's USB mouse: ABS_X/Y and BTN_LEFT.
        let c = DeviceClassification(device(keys: [BTN.LEFT, BTN.RIGHT], abs: [ABS.X, ABS.Y]))
        XCTAssertTrue(c.tags.contains(.mouse))
        XCTAssertFalse(c.tags.contains(.touchscreen))
    }

    func testAccelerometerStopsEverythingElse() {
        let c = DeviceClassification(device(abs: [ABS.X, ABS.Y, ABS.Z]))
        XCTAssertEqual(c.tags, [.input, .accelerometer])
        XCTAssertEqual(c.role, .none)
    }

    func testKeyboardNeedsCodes1Through31() {
        let full = device(keys: Array(1...120))
        XCTAssertEqual(DeviceClassification(full).tags, [.input, .key, .keyboard])
        XCTAssertEqual(DeviceClassification(full).role, .keyboard)
        XCTAssertTrue(DeviceClassification(full).isAlphanumericKeyboard)
        var missingS = Array(UInt16(1)...120)
        missingS.removeAll { $0 == 31 }
        XCTAssertEqual(DeviceClassification(device(keys: missingS)).tags, [.input, .key])
        // Keys 1…31 are enough: udev tests one bitmap word.
        XCTAssertTrue(DeviceClassification(device(keys: Array(1...31))).tags.contains(.keyboard))
    }

    func testMediaKeysOnlyIsKeyNotKeyboard() {
        let c = DeviceClassification(device(keys: [KEY.MUTE, 114, 115, KEY.PLAYPAUSE]))
        XCTAssertEqual(c.tags, [.input, .key])
        XCTAssertFalse(c.isAlphanumericKeyboard)
    }

    func testWheelOnlyIsKey() {
        let c = DeviceClassification(device(rel: [REL.WHEEL]))
        XCTAssertEqual(c.tags, [.input, .key])
    }

    func testFakeMTIgnoresMTAxes() {
        // Surface Type Cover style: vendor axes fill 0x2a…0x3f including ABS_MT_SLOT − 1.
        var abs: [UInt16] = Array(0x2a...0x3f)
        abs += [ABS.X, ABS.Y]
        let d = device(keys: Array(1...60) + [BTN.LEFT, BTN.RIGHT], abs: abs, rel: [REL.X, REL.Y, REL.WHEEL])
        let c = DeviceClassification(d)
        XCTAssertTrue(c.isFakeMT)
        XCTAssertNil(d.slotCount)
        XCTAssertFalse(c.tags.contains(.touchscreen))
        XCTAssertNotEqual(c.role, .touchscreen)
    }

    /// udev's MT test: a device whose only coordinates are MT axes is a touchscreen by them, as
    /// long as it does not claim ABS_MT_SLOT − 1 too (the fake-MT tell); ABS_MT_TOUCH_MAJOR, the
    /// axis after ABS_MT_SLOT, is a real touchscreen's.
    func testMTOnlyTouchscreenIsOneUnlessItClaimsTheAxisBeforeTheSlot() {
        let mt = [ABS.MT_SLOT, ABS.MT_TOUCH_MAJOR, ABS.MT_POSITION_X, ABS.MT_POSITION_Y, ABS.MT_TRACKING_ID]
        let real = DeviceClassification(device(keys: [BTN.TOUCH], abs: mt, props: [INPUT_PROP.DIRECT]))
        XCTAssertEqual(real.tags, [.input, .touchscreen])
        XCTAssertEqual(real.role, .touchscreen)
        let claimsAll = DeviceClassification(device(keys: [BTN.TOUCH], abs: mt + [ABS.MT_SLOT - 1], props: [INPUT_PROP.DIRECT]))
        XCTAssertFalse(claimsAll.tags.contains(.touchscreen))
    }

    func testJoystick() {
        let c = DeviceClassification(device(keys: [BTN.JOYSTICK, BTN.JOYSTICK + 1, BTN.JOYSTICK + 2], abs: [ABS.X, ABS.Y, ABS.RX]))
        XCTAssertTrue(c.tags.contains(.joystick))
        // An iPad has no joystick: no role (docs/interfaces.md, `describe`'s roles).
        XCTAssertEqual(c.role, .none)
    }

    /// udev counts joystick axes from ABS_RX up to, not including, ABS_PRESSURE, and a joystick
    /// needs two of axes and buttons: two such axes alone make one; one beside ABS_PRESSURE not.
    func testJoystickAxesAreCountedFromRXToBeforePressure() {
        XCTAssertTrue(DeviceClassification(device(abs: [ABS.X, ABS.Y, ABS.RX, ABS.RY])).tags.contains(.joystick))
        XCTAssertFalse(DeviceClassification(device(abs: [ABS.X, ABS.Y, ABS.RX, ABS.PRESSURE])).tags.contains(.joystick))
    }

    /// Without ABS_X and ABS_Y, joystick buttons and axes still make a joystick (a gamepad whose
    /// sticks are ABS_RX/RY only); MT axes with a pen make a tablet without ABS_X and ABS_Y too.
    func testJoysticksAndPensWithoutXAndY() {
        let pad = DeviceClassification(device(keys: [BTN.JOYSTICK, BTN.JOYSTICK + 1], abs: [ABS.RX, ABS.RY]))
        XCTAssertTrue(pad.tags.contains(.joystick))
        let pen = DeviceClassification(device(keys: [BTN.TOOL_PEN, BTN.STYLUS, BTN.TOUCH], abs: [ABS.MT_SLOT, ABS.MT_POSITION_X, ABS.MT_POSITION_Y]))
        XCTAssertEqual(pen.tags, [.input, .tablet])
        XCTAssertEqual(pen.role, .pencil)
    }

    /// input_id keeps a joystick of two or more buttons and axes together: one button and one
    /// axis are one; a pad's two buttons and a wheel without relative X and Y are a tablet pad.
    func testAJoystickOfOneButtonAndOneAxisAndAPadOfButtonsAndAWheel() {
        XCTAssertTrue(DeviceClassification(device(keys: [BTN.JOYSTICK], abs: [ABS.X, ABS.Y, ABS.RX])).tags.contains(.joystick))
        let pad = DeviceClassification(device(keys: [BTN._0, BTN._1], rel: [REL.WHEEL]))
        XCTAssertEqual(pad.tags, [.input, .tablet, .tabletPad])
        XCTAssertEqual(pad.role, .none)
    }

    /// input_id's joystick buttons: BTN_JOYSTICK up to, not including, BTN_DIGI, then
    /// BTN_TRIGGER_HAPPY1 through 40 and BTN_DPAD_UP through RIGHT, both ends counted. Each
    /// here is the one button beside one axis (ABS_RX) that makes two: a joystick.
    func testJoystickButtonsAreCountedToTheEndsInputIDCounts() {
        for button in [BTN.TRIGGER_HAPPY40, BTN.DPAD_RIGHT, BTN.JOYSTICK] {
            XCTAssertTrue(DeviceClassification(device(keys: [button], abs: [ABS.RX])).tags.contains(.joystick), "\(button)")
        }
        XCTAssertFalse(DeviceClassification(device(keys: [BTN.DIGI], abs: [ABS.RX])).tags.contains(.joystick), "BTN_DIGI is a pen's")
    }

    /// A touchpad whose only coordinates are MT axes is one by them (input_id's MT test).
    func testMTOnlyTouchpad() {
        let c = DeviceClassification(device(keys: [BTN.LEFT, BTN.TOUCH, BTN.TOOL_FINGER], abs: [ABS.MT_SLOT, ABS.MT_POSITION_X, ABS.MT_POSITION_Y]))
        XCTAssertEqual(c.tags, [.input, .touchpad])
    }

    func testJoystickUndetectedWithKeyboardKeys() {
        let c = DeviceClassification(device(keys: [BTN.JOYSTICK, BTN.JOYSTICK + 1, KEY.LEFTCTRL, KEY.CAPSLOCK, KEY.NUMLOCK, KEY.INSERT],
                                            abs: [ABS.X, ABS.Y]))
        XCTAssertFalse(c.tags.contains(.joystick))
    }

    func testSwitch() {
        XCTAssertTrue(DeviceClassification(device(sw: [0])).tags.contains(.switch))
    }
}

import XCTest
@testable import InputModel

/// Which normalizers a device gets (`StandardNormalizers.make`), by its udev tags.
final class StandardNormalizersTests: PointerTestCase {
    func made(_ d: DeviceDescription) -> [String] {
        StandardNormalizers.make(device: 0, description: d, screen: .default, settings: NormalizerSettings())
            .map { "\(type(of: $0))" }
    }

    /// A pointing stick (an I2C mouse: ID_INPUT_POINTINGSTICK, not ID_INPUT_MOUSE) is a mouse.
    func testAPointingStickGetsTheMouseNormalizer() {
        let stick = describe("Stick", rel: [REL.X, REL.Y], keys: [BTN.LEFT, BTN.RIGHT], bus: InputID.BUS_I2C)
        XCTAssertEqual(DeviceClassification(stick).tags, [.input, .pointingStick])
        XCTAssertEqual(made(stick), ["MouseNormalizer"])
    }

    /// A touchscreen whose vendor axes overflow into the MT range (ABS_MT_SLOT − 1 and
    /// ABS_MT_SLOT, the fake-MT tell) is still the touchscreen udev tags by its ABS_X/ABS_Y,
    /// BTN_TOUCH and INPUT_PROP_DIRECT: libinput drops the fake MT axes and reads it as a
    /// single-touch screen, and so does Tactile. Its touches come from ABS_X/ABS_Y (whose
    /// ranges here span the default screen's points one to one).
    func testAFakeMTTouchscreenIsASingleTouchScreen() {
        let range = AbsInfo(minimum: 0, maximum: 1366)
        var d = describe("Vendor Touch", keys: [BTN.TOUCH],
                         abs: [ABS.X: range, ABS.Y: AbsInfo(minimum: 0, maximum: 1024),
                               ABS.MT_SLOT - 1: AbsInfo(minimum: 0, maximum: 255), ABS.MT_SLOT: AbsInfo(minimum: 0, maximum: 255)],
                         properties: [INPUT_PROP.DIRECT])
        d.name = "Vendor Touch"
        let c = DeviceClassification(d)
        XCTAssertTrue(c.isFakeMT)
        XCTAssertTrue(c.tags.contains(.touchscreen))
        XCTAssertEqual(made(d), ["TouchscreenNormalizer"])
        guard var n = StandardNormalizers.make(device: 0, description: d, screen: .default, settings: NormalizerSettings()).first else {
            return XCTFail("no normalizer")
        }
        let out = run(&n, [frame(0, abs(ABS.X, 100), abs(ABS.Y, 200), key(BTN.TOUCH, 1), abs(ABS.MT_SLOT, 3)),
                           frame(0.01, key(BTN.TOUCH, 0))])
        XCTAssertEqual(touches(out).map(\.phase), [.began, .ended])
        XCTAssertEqual(touches(out).first.map { [$0.x, $0.y] }, [100, 200])
    }
}

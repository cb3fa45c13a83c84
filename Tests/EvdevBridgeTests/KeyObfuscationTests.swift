import XCTest
import EvdevBridge
import InputModel

/// A capture hides key codes as libinput record does (README › Capturing a device), on every system.
final class KeyObfuscationTests: XCTestCase {
    func testObfuscationFollowsLibinputRecord() {
        func ob(_ c: UInt16) -> UInt16 { LiveTrace.obfuscated(InputEvent(time: 0, type: EV.KEY, code: c, value: 1)).code }
        XCTAssertEqual(ob(2), 30)    // KEY_1
        XCTAssertEqual(ob(16), 30)   // KEY_Q
        XCTAssertEqual(ob(1), 1)     // KEY_ESC kept
        XCTAssertEqual(ob(15), 15)   // KEY_TAB kept
        XCTAssertEqual(ob(28), 28)   // KEY_ENTER kept
        XCTAssertEqual(ob(29), 29)   // KEY_LEFTCTRL kept
        XCTAssertEqual(ob(42), 30)   // KEY_LEFTSHIFT: inside KEY_ESC < code < KEY_CAPSLOCK
        XCTAssertEqual(ob(56), 30)   // KEY_LEFTALT, likewise
        XCTAssertEqual(ob(57), 30)   // KEY_SPACE, the range's last
        XCTAssertEqual(ob(58), 58)   // KEY_CAPSLOCK kept
        XCTAssertEqual(ob(97), 97)   // KEY_RIGHTCTRL kept
        XCTAssertEqual(ob(125), 125) // KEY_LEFTMETA (Command) kept
        XCTAssertEqual(ob(71), 30)   // KEY_KP7
        XCTAssertEqual(ob(83), 30)   // KEY_KPDOT
        XCTAssertEqual(ob(0x110), 0x110) // BTN_LEFT
        XCTAssertEqual(LiveTrace.obfuscated(InputEvent(time: 0, type: EV.MSC, code: MSC.SCAN, value: 0x70004)).value, 30)
    }
}

import XCTest
import Glibc
import EvdevBridge
import InputModel

/// The live binding's error paths on a machine without /dev/input or /dev/uinput.
final class LiveErrorTests: XCTestCase {
    func testMissingNodeIsMissingInput() {
        XCTAssertThrowsError(try EvdevDevice(path: "/dev/input/event-that-does-not-exist")) { e in
            XCTAssertEqual((e as? TactileError)?.exitCode, 66)
            XCTAssertEqual((e as? TactileError)?.reason, "no such device")
        }
    }

    func testCharacterDeviceThatIsNotEvdev() {
        XCTAssertThrowsError(try EvdevDevice(path: "/dev/null")) { e in
            XCTAssertEqual((e as? TactileError)?.exitCode, 65)
            XCTAssertEqual((e as? TactileError)?.reason, "not an evdev node")
        }
    }

    func testRegularFileIsNotEvdev() throws {
        let path = NSTemporaryDirectory() + "tactile-not-evdev-\(getpid())"
        FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        defer { unlink(path) }
        XCTAssertThrowsError(try EvdevDevice(path: path)) { e in
            XCTAssertEqual((e as? TactileError)?.exitCode, 65)
            XCTAssertTrue((e as? TactileError)?.reason.hasPrefix("not an evdev node") ?? false)
        }
    }

    /// We run as root here, so EACCES cannot be provoked: the mapping is tested directly.
    func testErrnoMapping() {
        XCTAssertEqual(EvdevErrors.open(errno: EACCES, path: "/dev/input/event3").exitCode, 77)
        XCTAssertTrue(EvdevErrors.open(errno: EACCES, path: "/dev/input/event3").reason.contains("`input` group"))
        XCTAssertEqual(EvdevErrors.open(errno: EPERM, path: "x").exitCode, 77)
        XCTAssertEqual(EvdevErrors.open(errno: ENOENT, path: "x").exitCode, 66)
        XCTAssertEqual(EvdevErrors.open(errno: ENODEV, path: "x").exitCode, 69)
        XCTAssertEqual(EvdevErrors.setFd(errno: ENOTTY, path: "x").exitCode, 65)
        XCTAssertEqual(EvdevErrors.setFd(errno: EINVAL, path: "x").exitCode, 65)
        XCTAssertEqual(EvdevErrors.uinput(errno: ENOENT).exitCode, 69)
        XCTAssertTrue(EvdevErrors.uinput(errno: ENOENT).reason.contains("modprobe uinput"))
        XCTAssertEqual(EvdevErrors.uinput(errno: EACCES).exitCode, 77)
    }

    func testNoUinputIsUnavailable() throws {
        try XCTSkipIf(access("/dev/uinput", F_OK) == 0, "this machine has /dev/uinput")
        XCTAssertThrowsError(try UInputDevice(DeviceDescription(name: "test"))) { e in
            XCTAssertEqual((e as? TactileError)?.exitCode, 69)
        }
    }

    func testNoInputDirectory() throws {
        XCTAssertThrowsError(try DeviceNodes.eventNodes(in: "/nonexistent-input-dir")) { e in
            XCTAssertEqual((e as? TactileError)?.exitCode, 69)
        }
    }

    func testDeviceArgumentResolution() {
        XCTAssertEqual(DeviceNodes.resolve("3"), "/dev/input/event3")
        XCTAssertEqual(DeviceNodes.resolve("event7"), "/dev/input/event7")
        XCTAssertEqual(DeviceNodes.resolve("/tmp/x"), "/tmp/x")
    }

    func testObfuscationFollowsLibinputRecord() {
        func ob(_ c: UInt16) -> UInt16 { LiveTrace.obfuscated(InputEvent(time: 0, type: EV.KEY, code: c, value: 1)).code }
        XCTAssertEqual(ob(2), 30)    // KEY_1
        XCTAssertEqual(ob(16), 30)   // KEY_Q
        XCTAssertEqual(ob(1), 1)     // KEY_ESC kept
        XCTAssertEqual(ob(15), 15)   // KEY_TAB kept
        XCTAssertEqual(ob(28), 28)   // KEY_ENTER kept
        XCTAssertEqual(ob(29), 29)   // KEY_LEFTCTRL kept
        XCTAssertEqual(ob(58), 58)   // KEY_CAPSLOCK kept
        XCTAssertEqual(ob(71), 30)   // KEY_KP7
        XCTAssertEqual(ob(83), 30)   // KEY_KPDOT
        XCTAssertEqual(ob(0x110), 0x110) // BTN_LEFT
        XCTAssertEqual(LiveTrace.obfuscated(InputEvent(time: 0, type: EV.MSC, code: MSC.SCAN, value: 0x70004)).value, 30)
    }
}

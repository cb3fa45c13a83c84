// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import XCTest
import Glibc
import EvdevBridge
import InputModel

/// The live binding's error paths on a machine without /dev/input or /dev/uinput.
final class LiveErrorTests: XCTestCase {
    func testMissingNodeIsMissingInput() {
        XCTAssertThrowsError(try EvdevDevice(path: "/dev/input/event-that-does-not-exist")) { e in
            XCTAssertEqual((e as? TactileError)?.kind, .missingInput)
            XCTAssertEqual((e as? TactileError)?.reason, "no such device")
        }
    }

    func testCharacterDeviceThatIsNotEvdev() {
        XCTAssertThrowsError(try EvdevDevice(path: "/dev/null")) { e in
            XCTAssertEqual((e as? TactileError)?.kind, .badInput)
            XCTAssertEqual((e as? TactileError)?.reason, "not an evdev node")
        }
    }

    func testRegularFileIsNotEvdev() throws {
        let path = NSTemporaryDirectory() + "tactile-not-evdev-\(getpid())"
        FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        defer { unlink(path) }
        XCTAssertThrowsError(try EvdevDevice(path: path)) { e in
            XCTAssertEqual((e as? TactileError)?.kind, .badInput)
            XCTAssertTrue((e as? TactileError)?.reason.hasPrefix("not an evdev node") ?? false)
        }
    }

    /// We run as root here, so EACCES cannot be provoked: the mapping is tested directly.
    func testErrnoMapping() {
        XCTAssertEqual(EvdevErrors.open(errno: EACCES, path: "/dev/input/event3").kind, .permission)
        XCTAssertTrue(EvdevErrors.open(errno: EACCES, path: "/dev/input/event3").reason.contains("`input` group"))
        XCTAssertEqual(EvdevErrors.open(errno: EPERM, path: "x").kind, .permission)
        XCTAssertEqual(EvdevErrors.open(errno: ENOENT, path: "x").kind, .missingInput)
        XCTAssertEqual(EvdevErrors.open(errno: ENODEV, path: "x").kind, .unavailable)
        XCTAssertEqual(EvdevErrors.setFd(errno: ENOTTY, path: "x").kind, .badInput)
        XCTAssertEqual(EvdevErrors.setFd(errno: EINVAL, path: "x").kind, .badInput)
        XCTAssertEqual(EvdevErrors.uinput(errno: ENOENT).kind, .unavailable)
        XCTAssertTrue(EvdevErrors.uinput(errno: ENOENT).reason.contains("modprobe uinput"))
        XCTAssertEqual(EvdevErrors.uinput(errno: EACCES).kind, .permission)
    }

    /// Without /dev/uinput (this machine, a container) creating a device is "unavailable"; where
    /// it exists, it works or is refused for permission, never anything else.
    func testNoUinputIsUnavailable() throws {
        if access("/dev/uinput", F_OK) != 0 {
            XCTAssertThrowsError(try UInputDevice(DeviceDescription(name: "test"))) { e in
                XCTAssertEqual((e as? TactileError)?.kind, .unavailable)
            }
        } else {
            do {
                let device = try UInputDevice(DeviceDescription(name: "tactile test"))
                device.destroy()
            } catch let e as TactileError {
                XCTAssertEqual(e.kind, .permission, "\(e)")
            }
        }
    }

    func testNoInputDirectory() throws {
        XCTAssertThrowsError(try DeviceNodes.eventNodes(in: "/nonexistent-input-dir")) { e in
            XCTAssertEqual((e as? TactileError)?.kind, .unavailable)
        }
    }

    func testDeviceArgumentResolution() {
        XCTAssertEqual(DeviceNodes.resolve("3"), "/dev/input/event3")
        XCTAssertEqual(DeviceNodes.resolve("event7"), "/dev/input/event7")
        XCTAssertEqual(DeviceNodes.resolve("/tmp/x"), "/tmp/x")
    }
}
#endif

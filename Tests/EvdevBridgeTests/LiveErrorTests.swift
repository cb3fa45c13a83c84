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

    /// A node refused (a regular file, a character device that is not evdev) leaves no
    /// descriptor open: every error path closes what it opened.
    func testARefusedNodeLeavesNothingOpen() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let file = dir + "/not-evdev"
        try TraceTestSupport.write("x", to: file)
        XCTAssertThrowsError(try EvdevDevice(path: file))
        XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: dir), [])
        let before = try TraceTestSupport.descriptorsOpen(under: "/dev/null").count
        for _ in 0..<3 { XCTAssertThrowsError(try EvdevDevice(path: "/dev/null")) }
        XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: "/dev/null").count, before)
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
                XCTAssertEqual((e as? TactileError)?.reason, "no uinput device — load the kernel module (`modprobe uinput`)")
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

    /// The event nodes of a folder in numeric order (event2 before event10); other names are
    /// not nodes; the folder is closed after.
    func testEventNodesInNumericOrder() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        for name in ["event10", "event2", "mouse0", "eventX", "event0", "js1"] { try TraceTestSupport.write("", to: dir + "/" + name) }
        XCTAssertEqual(try DeviceNodes.eventNodes(in: dir), ["event0", "event2", "event10"].map { dir + "/" + $0 })
        XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: dir), [])
    }

    /// Every errno each mapping names, and one it does not (EIO), with kind and words (README,
    /// "Command line": 65 not evdev, 66 missing, 69 unavailable, 77 permission).
    func testEveryErrnoOfEachMapping() {
        let permission = "permission denied — add the user to the `input` group (or run as root)"
        let cases: [(TactileError, TactileError.Kind, String)] = [
            (EvdevErrors.open(errno: ENOENT, path: "n"), .missingInput, "no such device"),
            (EvdevErrors.open(errno: EACCES, path: "n"), .permission, permission),
            (EvdevErrors.open(errno: EPERM, path: "n"), .permission, permission),
            (EvdevErrors.open(errno: ENODEV, path: "n"), .unavailable, "device is gone (unplugged)"),
            (EvdevErrors.open(errno: ENXIO, path: "n"), .unavailable, "device is gone (unplugged)"),
            (EvdevErrors.open(errno: EISDIR, path: "n"), .badInput, "not an evdev node (a directory)"),
            (EvdevErrors.open(errno: EIO, path: "n"), .unavailable, "cannot open: Input/output error"),
            (EvdevErrors.setFd(errno: ENOTTY, path: "n"), .badInput, "not an evdev node"),
            (EvdevErrors.setFd(errno: EINVAL, path: "n"), .badInput, "not an evdev node"),
            (EvdevErrors.setFd(errno: ENODEV, path: "n"), .unavailable, "device is gone (unplugged)"),
            (EvdevErrors.setFd(errno: EACCES, path: "n"), .permission, permission),
            (EvdevErrors.setFd(errno: EPERM, path: "n"), .permission, permission),
            (EvdevErrors.setFd(errno: EIO, path: "n"), .unavailable, "not usable as an evdev device: Input/output error"),
            (EvdevErrors.uinput(errno: EINVAL), .badInput, "the kernel refused the device description (uinput: invalid argument)"),
            (EvdevErrors.uinput(errno: ENXIO), .unavailable, "no uinput device — load the kernel module (`modprobe uinput`)"),
            (EvdevErrors.uinput(errno: EPERM), .permission,
             "permission denied — creating devices needs root or write access to /dev/uinput (e.g. a udev rule for the `input` group)"),
            (EvdevErrors.uinput(errno: EIO), .unavailable, "cannot create a uinput device: Input/output error"),
        ]
        for (error, kind, reason) in cases {
            XCTAssertEqual(error.kind, kind, reason)
            XCTAssertEqual(error.reason, reason)
        }
        XCTAssertEqual(EvdevErrors.open(errno: EIO, path: "/dev/input/event4").file, "/dev/input/event4")
        XCTAssertEqual(EvdevErrors.uinput(errno: EIO).file, "/dev/uinput")
        XCTAssertNil(EvdevErrors.uinput(errno: EINVAL).file, "the description, not the node, is at fault")
    }

    /// libevdev's names agree with `EventCodes`' for every code both name.
    func testEventCodeNamesAgreeWithLibevdev() {
        var compared = 0
        for type in EventCodes.allTypes {
            for code in UInt16(0)...0x2ff {
                guard let ours = EventCodes.codeName(type: type, code: code),
                      let theirs = EvdevBridge.libevdevCodeName(type: type, code: code) else { continue }
                XCTAssertEqual(ours, theirs, "type \(type) code \(code)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    func testDeviceArgumentResolution() {
        XCTAssertEqual(DeviceNodes.resolve("3"), "/dev/input/event3")
        XCTAssertEqual(DeviceNodes.resolve("event7"), "/dev/input/event7")
        XCTAssertEqual(DeviceNodes.resolve("/tmp/x"), "/tmp/x")
    }
}
#endif

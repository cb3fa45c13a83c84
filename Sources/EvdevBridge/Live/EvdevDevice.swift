// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import CLibevdev
import InputModel

/// An open evdev node read through libevdev.
///
/// Opened `O_RDONLY|O_NONBLOCK` (a capture polls several nodes); events are
/// stamped with CLOCK_MONOTONIC (`EVIOCSCLOCKID`) so devices share one time base.
public final class EvdevDevice {
    public let path: String
    public private(set) var fd: Int32
    let dev: OpaquePointer
    public private(set) var isGrabbed = false

    public init(path: String) throws {
        self.path = path
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { throw EvdevErrors.open(errno: errno, path: path) }
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) != S_IFCHR {
            Glibc.close(fd)
            throw TactileError(.badInput, file: path, "not an evdev node (not a character device)")
        }
        guard let dev = libevdev_new() else {
            Glibc.close(fd)
            throw TactileError(.unavailable, file: path, "libevdev_new failed")
        }
        let rc = libevdev_set_fd(dev, fd)
        if rc < 0 {
            libevdev_free(dev)
            Glibc.close(fd)
            throw EvdevErrors.setFd(errno: -rc, path: path)
        }
        self.fd = fd
        self.dev = dev
    }

    deinit { close() }

    /// Releases the grab (if any), frees libevdev and closes the node. Idempotent.
    public func close() {
        guard fd >= 0 else { return }
        if isGrabbed { _ = libevdev_grab(dev, LIBEVDEV_UNGRAB) }
        isGrabbed = false
        libevdev_free(dev)
        Glibc.close(fd)
        fd = -1
    }

    public var name: String { String(cString: libevdev_get_name(dev)) }

    /// Kernel timestamps on CLOCK_MONOTONIC (the default is CLOCK_REALTIME, which jumps).
    public func useMonotonicClock() throws {
        let rc = libevdev_set_clock_id(dev, CLOCK_MONOTONIC)
        if rc < 0 { throw TactileError(.unavailable, file: path, "EVIOCSCLOCKID failed: \(EvdevErrors.message(-rc))") }
    }

    /// `EVIOCGRAB`: no other reader (X, a compositor, a console) sees the events until released.
    public func grab() throws {
        let rc = libevdev_grab(dev, LIBEVDEV_GRAB)
        if rc < 0 {
            throw TactileError(.unavailable, file: path, "cannot grab (\(EvdevErrors.message(-rc))); another program holds it")
        }
        isGrabbed = true
    }

    public func ungrab() {
        if isGrabbed, fd >= 0 { _ = libevdev_grab(dev, LIBEVDEV_UNGRAB) }
        isGrabbed = false
    }
}
#endif

// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import InputModel

/// Turns the errno of opening or reading a device node into the error users see
/// (README, "Command line", exit codes: 66 missing, 69 unavailable, 77 permission, 65 not evdev).
public enum EvdevErrors {
    /// Errors of `open(2)` on an input node.
    public static func open(errno e: Int32, path: String) -> TactileError {
        switch e {
        case ENOENT:
            return TactileError(.missingInput, file: path, "no such device")
        case EACCES, EPERM:
            return TactileError(.permission, file: path,
                                "permission denied — add the user to the `input` group (or run as root)")
        case ENODEV, ENXIO:
            return TactileError(.unavailable, file: path, "device is gone (unplugged)")
        case EISDIR:
            return TactileError(.badInput, file: path, "not an evdev node (a directory)")
        default:
            return TactileError(.unavailable, file: path, "cannot open: \(message(e))")
        }
    }

    /// Errors of `libevdev_set_fd` (it runs EVIOCGBIT/EVIOCGNAME…; a non-evdev
    /// file fails with ENOTTY, a non-input character device with EINVAL or ENOTTY).
    public static func setFd(errno e: Int32, path: String) -> TactileError {
        switch e {
        case ENOTTY, EINVAL:
            return TactileError(.badInput, file: path, "not an evdev node")
        case ENODEV:
            return TactileError(.unavailable, file: path, "device is gone (unplugged)")
        case EACCES, EPERM:
            return TactileError(.permission, file: path,
                                "permission denied — add the user to the `input` group (or run as root)")
        default:
            return TactileError(.unavailable, file: path, "not usable as an evdev device: \(message(e))")
        }
    }

    /// Errors of creating a uinput device (`libevdev_uinput_create_from_device`).
    public static func uinput(errno e: Int32) -> TactileError {
        switch e {
        case ENOENT, ENODEV, ENXIO:
            return TactileError(.unavailable, file: "/dev/uinput",
                                "no uinput device — load the kernel module (`modprobe uinput`)")
        case EACCES, EPERM:
            return TactileError(.permission, file: "/dev/uinput",
                                "permission denied — creating devices needs root or write access to /dev/uinput (e.g. a udev rule for the `input` group)")
        case EINVAL:
            return TactileError(.badInput, "the kernel refused the device description (uinput: invalid argument)")
        default:
            return TactileError(.unavailable, file: "/dev/uinput", "cannot create a uinput device: \(message(e))")
        }
    }

    public static func message(_ e: Int32) -> String {
        guard let p = strerror(e) else { return "errno \(e)" }
        return String(cString: p)
    }
}
#endif

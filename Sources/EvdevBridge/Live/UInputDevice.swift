// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import CLibevdev
import InputModel

/// A kernel input device created through /dev/uinput from a `DeviceDescription`.
///
/// The device exists until `destroy()` (or the process exits: the kernel removes
/// it when the uinput descriptor closes).
public final class UInputDevice {
    public let description: DeviceDescription
    private var dev: OpaquePointer?
    private var uidev: OpaquePointer?
    /// The new /dev/input/eventN (found through sysfs), nil if sysfs is not mounted.
    public let node: String?
    public let sysPath: String?

    public init(_ d: DeviceDescription) throws {
        description = d
        guard let dev = libevdev_new() else { throw TactileError(.unavailable, "libevdev_new failed") }
        self.dev = dev
        Self.configure(dev, from: d)
        var ui: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(dev, Int32(LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue), &ui)
        if rc < 0 || ui == nil {
            // deinit does not run (`node` and `sysPath` are not set yet): the context is freed here.
            libevdev_free(dev)
            throw EvdevErrors.uinput(errno: -rc)
        }
        uidev = ui
        node = libevdev_uinput_get_devnode(ui).map { String(cString: $0) }
        sysPath = libevdev_uinput_get_syspath(ui).map { String(cString: $0) }
    }

    deinit { destroy() }

    /// Removes the device from the kernel. Idempotent.
    public func destroy() {
        if let uidev { libevdev_uinput_destroy(uidev) }
        if let dev { libevdev_free(dev) }
        uidev = nil
        dev = nil
    }

    public func write(_ type: UInt16, _ code: UInt16, _ value: Int32) throws {
        guard let uidev else { throw TactileError(.unavailable, "uinput device already destroyed") }
        let rc = libevdev_uinput_write_event(uidev, UInt32(type), UInt32(code), value)
        if rc < 0 {
            if rc == -ENODEV { throw TactileError(.unavailable, "uinput device is gone") }
            throw TactileError(.unavailable, "uinput write failed: \(EvdevErrors.message(-rc))")
        }
    }

    public func write(_ e: InputEvent) throws { try write(e.type, e.code, e.value) }

    /// Every type and code of the description, absinfo (with current values) and properties.
    static func configure(_ dev: OpaquePointer, from d: DeviceDescription) {
        libevdev_set_name(dev, String(d.name.prefix(79)))
        libevdev_set_id_bustype(dev, Int32(d.id.bustype))
        libevdev_set_id_vendor(dev, Int32(d.id.vendor))
        libevdev_set_id_product(dev, Int32(d.id.product))
        libevdev_set_id_version(dev, Int32(d.id.version))
        for p in d.properties.sorted() { libevdev_enable_property(dev, UInt32(p)) }
        for type in d.codes.keys.sorted() where type != EV.SYN {
            for code in (d.codes[type] ?? []).sorted() {
                switch type {
                case EV.ABS:
                    let a = d.absinfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
                    var info = input_absinfo(value: a.value, minimum: a.minimum, maximum: max(a.minimum, a.maximum),
                                             fuzz: a.fuzz, flat: a.flat, resolution: a.resolution)
                    libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &info)
                case EV.REP:
                    var v: Int32 = code == 0 ? 250 : 33 // REP_DELAY, REP_PERIOD
                    libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &v)
                default:
                    libevdev_enable_event_code(dev, UInt32(type), UInt32(code), nil)
                }
            }
        }
    }
}
#endif

import InputModel

/// The description `tactile play` creates a uinput device from, which is also what the kernel
/// model of a capture check uses (`tactile compare-capture`, on any system).
public enum PlaybackDescription {
    /// The description a device is created from: recorded fuzz dropped unless `keepFuzz`.
    ///
    /// uinput also refuses what real drivers may report (uinput_validate_absinfo):
    /// ABS_MT_SLOT above 99 (HID fake-MT devices report 127) and a flat wider than
    /// the range; both are clamped so the device can still be created.
    public static func make(_ d: DeviceDescription, keepFuzz: Bool) -> DeviceDescription {
        var d = d
        for k in d.absinfo.keys {
            if !keepFuzz { d.absinfo[k]!.fuzz = 0 }
            var a = d.absinfo[k]!
            if a.maximum < a.minimum { a.maximum = a.minimum }
            if k == ABS.MT_SLOT && a.maximum > 99 { a.maximum = 99; a.minimum = min(a.minimum, 0) }
            if Int64(a.flat) > Int64(a.maximum) - Int64(a.minimum) { a.flat = 0 }
            d.absinfo[k] = a
        }
        return d
    }
}

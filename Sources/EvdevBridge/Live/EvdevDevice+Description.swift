// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import CLibevdev
import InputModel

extension EvdevDevice {
    /// Everything the kernel says about the device: name, ids, properties, every
    /// code of every type, absinfo with the current values (ABS_MT_SLOT's value is
    /// the current slot), the buttons held (`buttonsDown`), the LED and switch states that are on,
    /// and udev's input properties (`UdevProperties`).
    public func readDescription() -> DeviceDescription {
        var d = DeviceDescription(name: name)
        d.id = InputID(bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(dev)),
                       vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(dev)),
                       product: UInt16(truncatingIfNeeded: libevdev_get_id_product(dev)),
                       version: UInt16(truncatingIfNeeded: libevdev_get_id_version(dev)))
        d.node = path
        for prop in UInt32(0)..<UInt32(INPUT_PROP_CNT) where libevdev_has_property(dev, prop) != 0 {
            d.properties.insert(UInt16(prop))
        }
        for type in UInt32(0)...UInt32(EV_MAX) where libevdev_has_event_type(dev, type) != 0 {
            let max = libevdev_event_type_get_max(type)
            guard max >= 0 else { continue }
            for code in UInt32(0)...UInt32(max) where libevdev_has_event_code(dev, type, code) != 0 {
                d.enable(type: UInt16(type), code: UInt16(code))
            }
        }
        for code in d.codes[EV.ABS] ?? [] {
            guard let a = libevdev_get_abs_info(dev, UInt32(code))?.pointee else { continue }
            var value = a.value
            if code == ABS.MT_SLOT, libevdev_get_num_slots(dev) > 0 { value = libevdev_get_current_slot(dev) }
            d.absinfo[code] = AbsInfo(value: value, minimum: a.minimum, maximum: a.maximum,
                                      fuzz: a.fuzz, flat: a.flat, resolution: a.resolution)
        }
        for code in d.codes[EV.KEY] ?? [] where DeviceDescription.isButton(code) {
            if libevdev_get_event_value(dev, UInt32(EV.KEY), UInt32(code)) != 0 { d.buttonsDown.insert(code) }
        }
        if let udev = UdevProperties.section(forNode: path) { d.extras["yaml:udev"] = udev }
        for code in d.codes[EV.LED] ?? [] {
            let v = libevdev_get_event_value(dev, UInt32(EV.LED), UInt32(code))
            if v != 0 { d.leds[code] = v }
        }
        for code in d.codes[EV.SW] ?? [] {
            let v = libevdev_get_event_value(dev, UInt32(EV.SW), UInt32(code))
            if v != 0 { d.switches[code] = v }
        }
        return d
    }
}
#endif

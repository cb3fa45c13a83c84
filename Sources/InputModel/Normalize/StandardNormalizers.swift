/// Chooses the normalizers for a device from its classification.
///
/// A device may need several: a keyboard with a built-in touchpad or mouse (Logitech K400)
/// gets both a keyboard and a pointer normalizer, each reading only its own events.
/// A pen tablet with a puck gets a pen and a puck normalizer.
/// Fake-MT devices (vendor axes overflowing into ABS_MT_*) never get a touch normalizer.
public enum StandardNormalizers {
    public static func make(device: Int, description d: DeviceDescription, screen: ScreenModel,
                            settings: NormalizerSettings) -> [any DeviceNormalizer] {
        let c = DeviceClassification(d)
        // A tablet pad gives nothing on an iPad (neither Pencil nor keys).
        if c.tags.contains(.tabletPad) { return [] }
        var out: [any DeviceNormalizer] = []
        if c.tags.contains(.tablet) && (d.hasKey(BTN.TOOL_PEN) || d.hasKey(BTN.STYLUS)) {
            out.append(PenNormalizer(description: d, screen: screen, settings: settings))
            // A tablet's puck (Wacom mouse or lens cursor) is the pointer.
            if TabletPuckNormalizer.applies(to: d) {
                out.append(TabletPuckNormalizer(description: d, settings: settings, screen: screen))
            }
        } else if c.tags.contains(.touchscreen) {
            // A fake-MT screen too: its MT axes are vendor axes, and it reads as single touch
            // (`TouchscreenNormalizer.TouchProtocol`), as libinput reads it.
            out.append(TouchscreenNormalizer(description: d, screen: screen, settings: settings))
        } else if c.tags.contains(.touchpad) {
            out.append(TouchpadNormalizer(description: d, settings: settings, screen: screen))
        } else if c.tags.contains(.mouse) || c.tags.contains(.pointingStick) {
            out.append(MouseNormalizer(description: d, settings: settings, screen: screen, dpi: MouseResolution.dpi(of: d)))
        }
        if c.tags.contains(.key) || c.tags.contains(.keyboard) {
            // Pen tablets and touch devices with a few buttons are not keyboards on an iPad.
            if c.isAlphanumericKeyboard || out.isEmpty {
                out.append(KeyboardNormalizer(description: d, settings: settings))
            }
        }
        return out
    }
}

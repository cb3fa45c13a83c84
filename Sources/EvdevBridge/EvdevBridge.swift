import InputModel
#if LIVE_EVDEV
import CLibevdev
#endif
// The trace formats and file outputs live in TraceFormats (Foundation only); `import EvdevBridge`
// keeps bringing them, as it did when they were part of this module.
@_exported import TraceFormats

/// libevdev and uinput access: live devices, capture and play (Linux with the Evdev trait).
public enum EvdevBridge {
    /// Whether this build reads live devices: Linux with the Evdev trait (Package.swift).
    #if LIVE_EVDEV
    public static let readsLiveDevices = true
    #else
    public static let readsLiveDevices = false
    #endif

    #if LIVE_EVDEV
    /// libevdev's name for an event code (used to cross-check `EventCodes`).
    public static func libevdevCodeName(type: UInt16, code: UInt16) -> String? {
        guard let p = libevdev_event_code_get_name(UInt32(type), UInt32(code)) else { return nil }
        return String(cString: p)
    }
    #endif
}

import InputModel
import CLibevdev
// The trace formats and file outputs live in TraceFormats (Foundation only); `import EvdevBridge`
// keeps bringing them, as it did when they were part of this module.
@_exported import TraceFormats

/// libevdev and uinput access: live devices, capture and play (Linux only).
public enum EvdevBridge {
    /// libevdev's name for an event code (used to cross-check `EventCodes`).
    public static func libevdevCodeName(type: UInt16, code: UInt16) -> String? {
        guard let p = libevdev_event_code_get_name(UInt32(type), UInt32(code)) else { return nil }
        return String(cString: p)
    }
}

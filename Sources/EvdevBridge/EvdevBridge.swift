import InputModel
import CLibevdev

/// libevdev and uinput access, and the trace formats.
public enum EvdevBridge {
    /// libevdev's name for an event code (used to cross-check `EventCodes`).
    public static func libevdevCodeName(type: UInt16, code: UInt16) -> String? {
        guard let p = libevdev_event_code_get_name(UInt32(type), UInt32(code)) else { return nil }
        return String(cString: p)
    }
}

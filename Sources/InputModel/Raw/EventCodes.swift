/// Names of evdev event types, codes, input properties and MT tool types, both ways.
///
/// Tables are generated from the kernel's `input-event-codes.h` (and the
/// `FF_*`/`MT_TOOL_*` parts of `linux/input.h`) by `scripts/gen-event-codes.py`;
/// canonical names follow libevdev, which the tests check for every code.
public enum EventCodes {
    /// `EV_ABS` for 3.
    public static func typeName(_ type: UInt16) -> String? { EventCodeTables.typeNames[type] }
    /// 3 for `EV_ABS`.
    public static func type(named name: String) -> UInt16? { EventCodeTables.typeValues[name] }
    /// `ABS_MT_SLOT` for (3, 0x2f); nil when the code has no name.
    public static func codeName(type: UInt16, code: UInt16) -> String? {
        EventCodeTables.codeNames[type]?[code]
    }
    /// The code for a name of the given type (aliases such as `BTN_LEFT`/`BTN_MOUSE` included).
    public static func code(named name: String, type: UInt16) -> UInt16? {
        EventCodeTables.codeValues[type]?[name]
    }
    /// Type and code from a name alone, using its prefix (`ABS_X` → (3, 0)).
    public static func code(named name: String) -> (type: UInt16, code: UInt16)? {
        for (type, table) in EventCodeTables.codeValues {
            if let code = table[name] { return (type, code) }
        }
        return nil
    }
    /// The highest code of a type (`ABS_MAX`, `KEY_MAX`, …); nil for unknown types.
    public static func maxCode(type: UInt16) -> UInt16? { EventCodeTables.maxCodes[type] }
    public static func propertyName(_ property: UInt16) -> String? { EventCodeTables.propertyNames[property] }
    public static func property(named name: String) -> UInt16? { EventCodeTables.propertyValues[name] }
    public static func mtToolName(_ tool: Int32) -> String? {
        guard tool >= 0, tool <= Int32(UInt16.max) else { return nil }
        return EventCodeTables.mtToolNames[UInt16(tool)]
    }
    /// A name for display that never fails: the canonical name, or the type's name (`EV_` and its
    /// number when it has none), a slash and the code in hex (`EV_ABS/0x3e`).
    public static func describe(type: UInt16, code: UInt16) -> String {
        if let name = codeName(type: type, code: code) { return name }
        return "\(typeName(type) ?? "EV_\(type)")/0x\(String(code, radix: 16))"
    }
    /// All event types with names, in order.
    public static var allTypes: [UInt16] { EventCodeTables.typeNames.keys.sorted() }
}

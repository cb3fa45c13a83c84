/// The usages scripts, shortcuts and key combinations name (`UIKeyboardHIDUsage`,
/// docs/sources.md, "Keyboard"), and the key names a chord is written with (`cmd+shift+z`).
extension HIDUsage {
    public static let a = 4, z = 29
    public static let digit1 = 30, digit0 = 39
    public static let period = 55
    public static let returnOrEnter = 40, escape = 41, deleteOrBackspace = 42, tab = 43, spacebar = 44
    public static let rightArrow = 79, leftArrow = 80, downArrow = 81, upArrow = 82
    public static let home = 74, pageUp = 75, end = 77, pageDown = 78

    public static func isModifier(_ usage: Int) -> Bool {
        (leftControl...rightGUI).contains(usage) || usage == globe
    }

    /// Every key name with its usage: the named keys, a usage's preferred spelling before its
    /// others (`return` before `enter`, `escape` before `esc`, `backspace` before `delete`), then
    /// letters, digits and `f1`…`f12`. The one order both tables below are read from.
    private static let spellings: [(name: String, usage: Int)] = {
        var list: [(name: String, usage: Int)] = [
            ("return", returnOrEnter), ("enter", returnOrEnter), ("escape", escape), ("esc", escape),
            ("backspace", deleteOrBackspace), ("delete", deleteOrBackspace), ("tab", tab), ("space", spacebar),
            ("-", 45), ("=", 46), ("[", 47), ("]", 48), ("\\", 49), (";", 51), ("'", 52), ("`", 53), (",", 54),
            (".", period), ("/", 56), ("capslock", 57),
            ("home", home), ("pageup", pageUp), ("forwarddelete", 76), ("end", end), ("pagedown", pageDown),
            ("right", rightArrow), ("left", leftArrow), ("down", downArrow), ("up", upArrow),
        ]
        for (i, c) in "abcdefghijklmnopqrstuvwxyz".enumerated() { list.append((String(c), a + i)) }
        for (i, c) in "1234567890".enumerated() { list.append((String(c), digit1 + i)) }
        for n in 1...12 { list.append(("f\(n)", 57 + n)) }
        return list
    }()

    /// Key name → usage: letters, digits, `f1`…`f12` and the named keys (several names for some).
    public static let named: [String: Int] = Dictionary(uniqueKeysWithValues: spellings.map { ($0.name, $0.usage) })

    /// Usage → its preferred key name: the first of its spellings.
    public static let names: [Int: String] = Dictionary(spellings.map { ($0.usage, $0.name) }, uniquingKeysWith: { first, _ in first })

    /// The usage for a key name (`z`, `3`, `return`, `left`, `f5`…).
    public static func usage(named name: String) -> Int? {
        if name == "globe" || name == "fn" { return globe }
        return named[name.lowercased()]
    }
    public static func name(of usage: Int) -> String {
        if usage == globe { return "globe" }
        return names[usage] ?? "usage\(usage)"
    }
}

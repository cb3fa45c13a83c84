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

    /// Key name → usage: letters, digits, `f1`…`f12` and the named keys (several names for some).
    public static let named: [String: Int] = {
        var m: [String: Int] = [
            "return": 40, "enter": 40, "escape": 41, "esc": 41, "backspace": 42, "delete": 42,
            "tab": 43, "space": 44, "-": 45, "=": 46, "[": 47, "]": 48, "\\": 49, ";": 51, "'": 52,
            "`": 53, ",": 54, ".": 55, "/": 56, "capslock": 57,
            "home": home, "pageup": pageUp, "forwarddelete": 76, "end": end, "pagedown": pageDown,
            "right": rightArrow, "left": leftArrow, "down": downArrow, "up": upArrow,
        ]
        for (i, c) in "abcdefghijklmnopqrstuvwxyz".enumerated() { m[String(c)] = 4 + i }
        for (i, c) in "1234567890".enumerated() { m[String(c)] = 30 + i }
        for n in 1...12 { m["f\(n)"] = 57 + n }
        return m
    }()

    /// Usage → its preferred key name.
    public static let names: [Int: String] = {
        var m: [Int: String] = [:]
        // Prefer the first spelling of each usage in a fixed order.
        let preferred = ["return", "escape", "backspace", "tab", "space", "capslock", "home", "pageup",
                         "forwarddelete", "end", "pagedown", "right", "left", "down", "up"]
        for n in preferred { if let u = named[n] { m[u] = n } }
        for (n, u) in named where m[u] == nil { m[u] = n }
        return m
    }()

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

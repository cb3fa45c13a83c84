/// The standard shortcuts of iPadOS design guidelines › Keyboard › Cmd+key shortcuts: each
/// standard action with the key combinations that perform it, and the words a title for that
/// action uses (so a shortcut on a standard combination can be told to mean what the table says).
struct StandardShortcut: Sendable {
    /// The action name a scene declares (`action: print`).
    var action: String
    /// The combinations that perform it; the first is the one the table gives.
    var keys: [KeyCombo]
    /// Lower-case words a title of this action contains ("New Message" → new).
    var titleWords: [String]

    var title: String { titleWords[0].capitalized }

    static let table: [StandardShortcut] = [
        .init(action: "new", keys: ["cmd+n"], titleWords: ["new", "create", "compose", "add"]),
        .init(action: "find", keys: ["cmd+f"], titleWords: ["find", "search"]),
        .init(action: "save", keys: ["cmd+s"], titleWords: ["save"]),
        .init(action: "undo", keys: ["cmd+z"], titleWords: ["undo"]),
        .init(action: "redo", keys: ["cmd+shift+z"], titleWords: ["redo"]),
        .init(action: "copy", keys: ["cmd+c"], titleWords: ["copy"]),
        .init(action: "paste", keys: ["cmd+v"], titleWords: ["paste"]),
        .init(action: "cut", keys: ["cmd+x"], titleWords: ["cut"]),
        .init(action: "selectAll", keys: ["cmd+a"], titleWords: ["select all", "select"]),
        .init(action: "print", keys: ["cmd+p"], titleWords: ["print"]),
        .init(action: "close", keys: ["cmd+w"], titleWords: ["close"]),
        .init(action: "settings", keys: ["cmd+,"], titleWords: ["settings", "preferences", "options"]),
        // The table's last row: Delete deletes the selected item. ⌘⌫ is the common alternative
        // (Mail, Files), so either counts as the delete shortcut.
        .init(action: "delete", keys: ["delete", "cmd+delete"], titleWords: ["delete", "remove", "trash"]),
    ]

    static let byAction: [String: StandardShortcut] = Dictionary(uniqueKeysWithValues: table.map { ($0.action, $0) })

    /// The standard action a combination belongs to (only the combinations the table gives; ⌘⌫ is
    /// an alternative for delete, not reserved for it).
    static func action(for combo: KeyCombo) -> StandardShortcut? {
        table.first { $0.keys.first == combo }
    }

    /// The shortcut performs this standard action: its declared action is this one or names it
    /// (`newMessage`), or its title says it ("New Message", "Search Mail").
    func isPerformed(by shortcut: KeyShortcut) -> Bool {
        let declared = shortcut.action.lowercased(), title = shortcut.title.lowercased()
        if declared == action.lowercased() { return true }
        return titleWords.contains { title.contains($0) || declared.contains($0.replacingOccurrences(of: " ", with: "")) }
    }
}

extension StandardShortcut {
    init(action: String, keys: [String], titleWords: [String]) {
        self.init(action: action, keys: keys.map { KeyCombo($0)! }, titleWords: titleWords)
    }
}

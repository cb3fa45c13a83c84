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

    /// Standard only where the app styles text (HIG › Keyboards: ⌘B, ⌘I and ⌘U are bold, italic
    /// and underline in text the user styles; elsewhere ⌘I may be Get Info, as in Files).
    var textStyling = false

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
        // Text styling (HIG › Keyboards, standard keyboard shortcuts; UIKit's
        // UIResponderStandardEditActions toggleBoldface, toggleItalics, toggleUnderline).
        .init(action: "bold", keys: ["cmd+b"], titleWords: ["bold", "boldface"], textStyling: true),
        .init(action: "italic", keys: ["cmd+i"], titleWords: ["italic"], textStyling: true),
        .init(action: "underline", keys: ["cmd+u"], titleWords: ["underline"], textStyling: true),
    ]

    static let byAction: [String: StandardShortcut] = Dictionary(uniqueKeysWithValues: table.map { ($0.action, $0) })

    /// The standard edit actions a responder implements (`UIResponderStandardEditActions`: cut,
    /// copy, paste, delete, select all, and the text styles): the main menu's Edit and Format
    /// commands send them up the responder chain to the first responder that can perform them.
    /// In the Edit menu's order (cut, copy, paste, delete, select all), then the Format menu's.
    static let editActions: [StandardShortcut] = ["cut", "copy", "paste", "delete", "selectAll", "bold", "italic", "underline"].map { byAction[$0]! }

    /// The standard edit action `combo` sends: one of the combinations `editActions` give.
    static func editAction(for combo: KeyCombo) -> StandardShortcut? { editActions.first { $0.keys.contains(combo) } }

    /// UIKit's names of the table's actions where they differ from the table's
    /// (`UIResponderStandardEditActions`; `printContent:` is UIResponder's print). The others —
    /// `copy:`, `cut:`, `paste:`, `selectAll:`, `delete:`, `find:` — are the table's own names
    /// with a colon.
    static let uikitActionNames: [String: String] = [
        "toggleBoldface": "bold", "toggleItalics": "italic", "toggleUnderline": "underline", "printContent": "print",
    ]

    /// The standard action a declared action name is: the table's short name, or UIKit's
    /// selector name with or without its colon (`toggleItalics:` is italic).
    static func named(_ declared: String) -> StandardShortcut? {
        let bare = declared.hasSuffix(":") ? String(declared.dropLast()) : declared
        return byAction[uikitActionNames[bare] ?? bare]
    }

    /// The standard action a combination belongs to (only the combinations the table gives; ⌘⌫ is
    /// an alternative for delete, not reserved for it); the text-styling ones only where the app
    /// styles text.
    static func action(for combo: KeyCombo, textStyling: Bool) -> StandardShortcut? {
        table.first { $0.keys.first == combo && (textStyling || !$0.textStyling) }
    }

    /// The shortcut performs this standard action: its declared action is this one or names it
    /// (`newMessage`), or its title says it ("New Message", "Search Mail").
    func isPerformed(by shortcut: KeyShortcut) -> Bool { isNamed(action: shortcut.action, title: shortcut.title) }

    /// An action name or a title that says this action (`delete`, `deleteMessage`, "Delete Message").
    /// Every name `named(_:)` takes for this action holds one of its words (`toggleBoldface:`
    /// holds "bold"), so the words decide for those too.
    func isNamed(action declaredAction: String, title: String = "") -> Bool {
        let declared = declaredAction.lowercased(), title = title.lowercased()
        return titleWords.contains { title.contains($0) || declared.contains($0.replacingOccurrences(of: " ", with: "")) }
    }
}

extension StandardShortcut {
    init(action: String, keys: [String], titleWords: [String], textStyling: Bool = false) {
        self.init(action: action, keys: keys.map { KeyCombo($0)! }, titleWords: titleWords, textStyling: textStyling)
    }
}

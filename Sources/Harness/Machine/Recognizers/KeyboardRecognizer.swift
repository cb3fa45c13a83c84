import InputModel

/// The hardware keyboard: modifiers held, shortcuts (the app's, the system's reserved ones), the
/// Command-hold shortcut overlay, focus movement (Tab, the arrows), Return, and whether a
/// hardware keyboard is connected. docs/interaction-machine.md, "Keyboard: shortcuts and focus".
struct KeyboardRecognizer: Recognizer, Sendable {
    /// What the keyboard is told.
    enum Input {
        case key(Key)
        /// A device of the stream (its index) connected or disconnected.
        case device(DeviceChange, device: Int)
        /// The overlay's timer came due (`overlayDue`).
        case overlayDue
        /// A touch began: it cancels a scheduled overlay.
        case touchBegan
        /// The scene was laid out again: focus is forgotten.
        case layoutChanged
    }

    /// What the keyboard asks of the machine.
    enum Request: Equatable {
        /// Command-Z undoes the last drop the scene registered, Shift-Command-Z redoes the last
        /// undone (`DragRecognizer.Input.edit`).
        case edit(EditCommand)
    }

    /// The Command-hold shortcut overlay.
    enum Overlay: Sendable, Equatable {
        case idle
        /// Command went down alone; the overlay shows at `at` unless something intervenes.
        case scheduled(at: Timestamp)
        case shown
    }

    var modifiers: KeyModifiers = []
    var globeDown = false
    /// Non-modifier keys down (HID usages).
    var pressed: Set<Int> = []
    var overlay: Overlay = .idle
    /// A hardware keyboard attached outside the stream (the environment's
    /// `hardwareKeyboardAttached`: a Smart Keyboard Folio, a keyboard paired before the trace).
    let attachedOutsideStream: Bool
    /// The stream's devices that are hardware keyboards and connected now (device indices). Each
    /// device speaks for itself: a touchscreen connecting says nothing about the keyboards.
    var keyboardDevices: [Int] = []
    /// A hardware keyboard is connected: one outside the stream, or one of its devices
    /// (`GCKeyboard.coalesced` is non-nil while any keyboard is connected).
    var hardware: Bool { attachedOutsideStream || !keyboardDevices.isEmpty }
    var focus = FocusState()
    /// How far focus movement and the keys have scrolled each scroll view since the layout.
    var scrolled = ScrollOffsets()
    /// `focusGroups(_:)`'s answer for the current layout.
    var focusGroupCache: FocusGroups?

    init(hardware: Bool) { attachedOutsideStream = hardware }

    /// What the other recognizers read of the keyboard.
    var held: HeldKeys { HeldKeys(modifiers: modifiers, hardwareKeyboard: hardware) }
    var traceState: String {
        switch overlay {
        case .idle: return "idle"
        case .scheduled: return "scheduled"
        case .shown: return "shown"
        }
    }

    /// When the overlay shows, while it is scheduled.
    var overlayDue: Timestamp? {
        if case let .scheduled(at) = overlay { return at }
        return nil
    }

    /// Where keyboard focus is (`UIFocusSystem.focusedItem`). docs/interaction-machine.md,
    /// "Focus movement".
    enum Focus: Sendable, Equatable {
        /// No item has focus: the scene was just laid out, or focus never entered it.
        case unfocused
        /// `item` (a node index) has focus, in the focus group named `group`.
        case focused(group: String, item: Int)
    }

    /// The focused element and its group (`UIFocusSystem`), and what each group remembers.
    struct FocusState: Sendable {
        var current: Focus = .unfocused
        /// The item last focused in each group (UIFocusGroupPriority's `previouslyFocused`).
        var remembered: [String: Int] = [:]

        var group: String? {
            if case let .focused(group, _) = current { return group }
            return nil
        }
        var item: Int? {
            if case let .focused(_, item) = current { return item }
            return nil
        }
    }

    /// Applies `input` at `t`; `context.selection` is what Shift and the arrows extend. The keys
    /// held afterwards are left in `context.keys` for the other recognizers.
    mutating func apply(_ input: Input, at t: Timestamp, _ context: inout RecognizerContext) -> Request? {
        defer { context.keys = held }
        let world = context.world
        switch input {
        case let .key(key):
            return handleKey(key, at: t, world, &context.selection, &context.outcomes)
        case let .device(d, device):
            let before = hardware
            let isKeyboard = d.phase == .connected && d.hardwareKeyboard
            if isKeyboard, !keyboardDevices.contains(device) { keyboardDevices.append(device) }
            if !isKeyboard { keyboardDevices.removeAll { $0 == device } }
            if hardware != before {
                context.outcomes.append(world.outcome(t, nil, .hardwareKeyboard(connected: hardware)))
            }
        case .overlayDue:
            guard case .scheduled = overlay else {
                unexpected(input, at: t, &context)
                return nil
            }
            overlay = .shown
            let listed = availableShortcuts(world).filter { !$0.shortcut.title.isEmpty }
            context.outcomes.append(world.outcome(t, nil, .shortcutOverlay(titles: listed.map(\.shortcut.title))))
        case .touchBegan:
            if case .scheduled = overlay { overlay = .idle }
        case .layoutChanged:
            focus = FocusState()
            scrolled = ScrollOffsets()
            focusGroupCache = nil
        }
        return nil
    }

    /// A focus group's name and its members (node indices) in reading order.
    struct FocusGroup: Sendable, Equatable {
        var name: String
        var items: [Int]
    }

    /// A layout's focus groups in reading order, and each group's place in it by name. Why the
    /// index: Tab and the arrows find the focused group by name, and a scan of the list compares
    /// every group's name on each key, which a scene of thousands of text fields (each a group
    /// of its own) makes the cost of every key (Benchmarks/notes.md, "Hot paths").
    struct FocusGroups: Sendable {
        let list: [FocusGroup]
        private let position: [String: Int]

        init(_ list: [FocusGroup]) {
            self.list = list
            position = Dictionary(list.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        /// Where the group named `name` is in `list`.
        func index(of name: String) -> Int? { position[name] }
    }

    private mutating func handleKey(_ key: Key, at t: Timestamp, _ world: MachineWorld, _ selection: inout Selection,
                                    _ out: inout [Outcome]) -> Request? {
        let flag = HIDUsage.modifier(for: key.usage)
        switch key.phase {
        case .down, .repeat:
            modifiers = key.modifiers.union(flag.map { [$0] } ?? [])
            if key.usage == HIDUsage.globe { globeDown = true }
            if HIDUsage.isModifier(key.usage) {
                if key.phase == .down, flag == .command, pressed.isEmpty, overlay == .idle {
                    overlay = .scheduled(at: t + world.constants.shortcutOverlayDelay)
                }
                return nil
            }
            if case .scheduled = overlay { overlay = .idle }
            pressed.insert(key.usage)
            if overlay == .shown, key.phase == .down, Self.isCancel(usage: key.usage, modifiers: modifiers) {
                // Escape or Command-period dismisses the overlay, and does nothing else.
                overlay = .idle
                out.append(world.outcome(t, nil, .shortcutOverlay(titles: nil)))
                return nil
            }
            return keyPressed(key.usage, isRepeat: key.phase == .repeat, at: t, world, &selection, &out)
        case .up:
            var mods = key.modifiers
            if let flag { mods.remove(flag) }
            modifiers = mods
            if key.usage == HIDUsage.globe { globeDown = false }
            pressed.remove(key.usage)
            if flag == .command, !mods.contains(.command) {
                if overlay == .shown { out.append(world.outcome(t, nil, .shortcutOverlay(titles: nil))) }
                overlay = .idle
            }
            return nil
        }
    }

    /// Escape (with or without Command, which the overlay has held) or Command-period: the keys
    /// that cancel (UIKeyCommand.inputEscape; Command-period is the system's Cancel).
    static func isCancel(usage: Int, modifiers: KeyModifiers) -> Bool {
        (usage == HIDUsage.escape && modifiers.isSubset(of: .command)) || (usage == HIDUsage.period && modifiers == .command)
    }

    /// Command-Z.
    private static let undoCombo = KeyCombo(usage: HIDUsage.a + 25, modifiers: .command)
    /// Shift-Command-Z.
    private static let redoCombo = KeyCombo(usage: HIDUsage.a + 25, modifiers: [.command, .shift])

    /// What the standard undo and redo commands ask of the machine, for `combo`.
    private static func edit(_ combo: KeyCombo) -> Request? {
        combo == undoCombo ? .edit(.undo) : combo == redoCombo ? .edit(.redo) : nil
    }

    /// A non-modifier key went down or repeated: the system's reserved combination, else the
    /// first shortcut declared for it, else undo, else focus movement and Return.
    private mutating func keyPressed(_ usage: Int, isRepeat: Bool, at t: Timestamp, _ world: MachineWorld,
                                     _ selection: inout Selection, _ out: inout [Outcome]) -> Request? {
        let combo = KeyCombo(usage: usage, modifiers: modifiers, globe: globeDown)
        if world.systemShortcuts.isReserved(combo) {
            if !isRepeat { out.append(world.outcome(t, nil, .systemShortcut(keys: combo))) }
            return nil
        }
        if let (owner, sc) = firstShortcut(for: combo, world), !systemFocusKeyWins(combo, shortcut: sc, world) {
            if isRepeat && !sc.repeatable { return nil }
            out.append(world.outcome(t, owner, .shortcut(keys: combo, title: sc.title, action: sc.action.isEmpty ? nil : sc.action)))
            return Self.edit(combo)
        }
        if let (owner, std) = standardEditAction(for: combo, world) {
            if !isRepeat { out.append(world.outcome(t, owner, .shortcut(keys: combo, title: std.title, action: std.action))) }
            return nil
        }
        // Command-Z and Shift-Command-Z are neither focus keys nor Return: undo and redo are all
        // they can do here.
        if !isRepeat, let edit = Self.edit(combo) { return edit }
        let mods = combo.modifiers
        switch usage {
        case HIDUsage.tab where mods.isSubset(of: .shift) && !combo.globe:
            moveFocusGroup(backward: mods.contains(.shift), at: t, world, &out)
        case HIDUsage.rightArrow, HIDUsage.leftArrow, HIDUsage.downArrow, HIDUsage.upArrow:
            if mods.isSubset(of: .shift) && !combo.globe {
                let moved = moveFocusInGroup(usage, extend: mods.contains(.shift), at: t, world, &selection, &out)
                if !moved, mods.isEmpty { scrollByKey(usage, at: t, world, &out) }
            }
        case HIDUsage.pageUp, HIDUsage.pageDown, HIDUsage.home, HIDUsage.end:
            if mods.isEmpty && !combo.globe { scrollByKey(usage, at: t, world, &out) }
        case HIDUsage.returnOrEnter where mods.isEmpty && !isRepeat:
            activate(at: t, world, &out)
        default:
            break
        }
        return nil
    }

    /// A link of the responder chain (`UIResponder.next`). docs/interaction-machine.md, "The
    /// responder chain".
    enum ResponderLink: Sendable, Equatable {
        /// The focused element (node index): the first responder.
        case firstResponder(Int)
        /// An ancestor of the first responder (its superview, and so on up to the window).
        case nextResponder(Int)
        /// With nothing focused there is no first responder, and Apple's documentation does not
        /// say where the chain starts: every laid-out element's commands are in effect, in layout
        /// order (standing for the view controllers that declare them).
        case laidOut
        /// The app: the scene's own commands end the chain.
        case application
    }

    /// The responder chain of key commands (UIResponder › keyCommands: "UIKit walks the responder
    /// chain … It calls that method on the first object it finds"): with an element focused, the
    /// element, then its ancestors nearest first, then the app. An element beside the chain is
    /// not in it.
    func responderChain(_ world: MachineWorld) -> [ResponderLink] {
        guard let f = focus.item else { return [.laidOut, .application] }
        var chain: [ResponderLink] = [.firstResponder(f)]
        var cur = world.layout.nodes[f].parent
        while let c = cur { chain.append(.nextResponder(c)); cur = world.layout.nodes[c].parent }
        chain.append(.application)
        return chain
    }

    /// Shortcuts in effect, in the order a key combination finds them (`responderChain`), each
    /// combination once: the nearest responder's shadows the others'. Nil owner: the app.
    func availableShortcuts(_ world: MachineWorld) -> [(owner: Int?, shortcut: KeyShortcut)] {
        let layout = world.layout
        var result: [(Int?, KeyShortcut)] = []
        for link in responderChain(world) {
            switch link {
            case let .firstResponder(i), let .nextResponder(i):
                result += layout.nodes[i].element.shortcuts.map { (i, $0) }
            case .laidOut:
                for i in layout.shortcutNodes { result += layout.nodes[i].element.shortcuts.map { (i, $0) } }
            case .application:
                result += world.scene.shortcuts.map { (nil, $0) }
            }
        }
        // The main menu's standard edit commands some responder in the chain can perform now.
        for std in StandardShortcut.editActions {
            guard let combo = std.keys.first, let (owner, _) = standardEditAction(for: combo, world) else { continue }
            result.append((owner, KeyShortcut(keys: combo, title: std.title, category: "Edit", action: std.action)))
        }
        var seen = Set<KeyCombo>()
        return result.filter { seen.insert($0.1.keys).inserted }
    }

    /// The standard edit action `combo` sends (`StandardShortcut.editAction(for:)`) and the first
    /// responder up the chain that can perform it (UIResponder.canPerformAction: "returns true if
    /// the responder class implements the requested action and calls the next responder if it
    /// does not"): an element that declares it (`editActions`), a text input for cut, copy, paste
    /// and select all, and for the text styles one whose text the user styles. The Delete key in
    /// a text input deletes text, and is no action. With nothing focused, the first laid-out
    /// element that declares it (`ResponderLink.laidOut`).
    func standardEditAction(for combo: KeyCombo, _ world: MachineWorld) -> (owner: Int, action: StandardShortcut)? {
        guard let std = StandardShortcut.editAction(for: combo) else { return nil }
        let layout = world.layout
        if let f = focus.item, layout.nodes[f].element.role.isTextInput, std.action == "delete" { return nil }
        func canPerform(_ i: Int) -> Bool {
            let e = layout.nodes[i].element
            if e.editActions.contains(std.action) { return true }
            guard e.role.isTextInput else { return false }
            return std.textStyling ? e.allowsEditingTextAttributes : std.action != "delete"
        }
        for link in responderChain(world) {
            switch link {
            case let .firstResponder(i), let .nextResponder(i):
                if canPerform(i) { return (i, std) }
            case .laidOut:
                if let i = layout.nodes.indices.first(where: {
                    layout.nodes[$0].frame != nil && layout.nodes[$0].app == 0 && layout.nodes[$0].element.editActions.contains(std.action)
                }) { return (i, std) }
            case .application:
                break
            }
        }
        return nil
    }

    /// `availableShortcuts().first { $0.shortcut.keys == combo }` without building the list: the
    /// laid-out elements' link reads the layout's index by combination.
    func firstShortcut(for combo: KeyCombo, _ world: MachineWorld) -> (owner: Int?, shortcut: KeyShortcut)? {
        let layout = world.layout
        for link in responderChain(world) {
            switch link {
            case let .firstResponder(i), let .nextResponder(i):
                if let sc = layout.nodes[i].element.shortcuts.first(where: { $0.keys == combo }) { return (i, sc) }
            case .laidOut:
                if let owner = layout.shortcutOwners[combo]?.first,
                   let sc = layout.nodes[owner].element.shortcuts.first(where: { $0.keys == combo }) {
                    return (owner, sc)
                }
            case .application:
                if let sc = world.scene.shortcuts.first(where: { $0.keys == combo }) { return (nil, sc) }
            }
        }
        return nil
    }

    /// Tab, Shift-Tab and the arrows move focus when something is focusable: an app's key command
    /// on them yields to that unless it declares `wantsPriorityOverSystemBehavior`
    /// (`UIKeyCommand`, false by default).
    func systemFocusKeyWins(_ combo: KeyCombo, shortcut: KeyShortcut, _ world: MachineWorld) -> Bool {
        guard !shortcut.wantsPriorityOverSystemBehavior, !combo.globe, combo.modifiers.isSubset(of: .shift) else { return false }
        switch combo.usage {
        case HIDUsage.tab:
            return !world.layout.focusNodes.isEmpty
        case HIDUsage.rightArrow, HIDUsage.leftArrow, HIDUsage.downArrow, HIDUsage.upArrow:
            return focus.item != nil
        default:
            return false
        }
    }
}

import TextOutput
import InputModel

/// What the scene knows of an element's capabilities (docs/import.md, "What a dump decides, rule by rule").
///
/// A hand-written scene is a declaration: what it leaves out, the app does not have. An imported
/// scene holds what its dumps show, and some things no dump shows; there a capability left out is
/// unknown unless the overlay or the importer declared it absent (`without`), and a rule that
/// would fail on its absence needs review, saying how to declare it.
extension Probe {
    /// The scene cannot say whether `e` has `a`: imported, not shown, not declared absent.
    func isUnknown(_ a: DeclaredAbsence, _ e: SceneElement) -> Bool {
        !scene.imported.isEmpty && e.className != nil && !e.has(a) && !e.without.contains(a)
    }

    /// Whether a drop on `target` can be undone is unknown: an imported scene whose overlay did not
    /// say (`undo`), and a target that does not say either.
    func undoUnknown(_ target: SceneElement) -> Bool {
        !scene.imported.isEmpty && !scene.undo && !scene.without.contains(.undo) && target.undo == nil
    }

    /// The app's key commands are unknown: an imported scene that lists none and does not say it
    /// has none.
    var shortcutsUnknown: Bool {
        !scene.imported.isEmpty && scene.shortcuts.isEmpty && !scene.without.contains(.shortcuts)
            && scene.apps[0].elements.allSatisfy { $0.shortcuts.isEmpty }
    }

    /// Why the dump laying the scene out here (or any dump) does not show `a`.
    func whyUnknown(_ a: DeclaredAbsence) -> String {
        let uikit = dumpSource?.format == .uikit
        let tree = "an accessibility tree (XCUITest, Appium)"
        switch a {
        case .contextMenu:
            return uikit ? "a UIKit dump shows a UIContextMenuInteraction on the view itself, not a menu its table or collection view's delegate gives"
                : "\(tree) does not show context menus"
        case .draggable:
            return uikit ? "a UIKit dump shows a UIDragInteraction on the view itself, not its table or collection view's drag delegate"
                : "\(tree) does not show drag and drop"
        case .dropDestination:
            return uikit ? "a UIKit dump does not show a table or collection view's drop delegate" : "\(tree) does not show drag and drop"
        case .springLoaded:
            return uikit ? "a UIKit dump does not show spring loading given through a delegate" : "\(tree) does not show spring loading"
        case .focus:
            return uikit ? "a UIKit dump does not show keyboard focus (allowsFocus has a platform-dependent default)"
                : "\(tree) does not show focus groups"
        case .defaultAction:
            return "a dump does not show what a tap on it does"
        case .hoverEffect:
            return "its UIKit line does not list the view's interactions, so whether it has a UIPointerInteraction is unknown"
        case .shortcuts:
            return "a dump does not show the app's key commands"
        case .undo:
            return "a dump does not show whether the app registers drops with its undo manager"
        }
    }

    /// The overlay entry that decides `a` for element `id`.
    func howToDeclare(_ a: DeclaredAbsence, _ id: String) -> String {
        let example: String
        switch a {
        case .contextMenu: example = "{contextMenu: [Open, Delete]}"
        case .draggable: example = "{draggable: {types: [public.text]}}"
        case .dropDestination: example = "{dropDestination: {accepts: [public.text]}}"
        case .springLoaded: example = "{springLoaded: open}"
        case .focus: example = "{focus: {group: list}}"
        case .defaultAction: example = "{defaultAction: open}"
        case .hoverEffect: example = "{hoverEffect: highlight}"
        case .shortcuts:
            return "list the app's key commands in the overlay (shortcuts: [{keys: cmd+n, title: New, action: new}]), or declare it has none (without: [shortcuts])"
        case .undo:
            return "say in the overlay whether the app registers drops with its undo manager: undo: true, or undo: false"
        }
        let key = Probe.yamlKey(id)
        return "declare it in the overlay: elements: {\(key): \(example)}, or {\(key): {without: [\(a.rawValue)]}} if it has none"
    }

    /// An element id as a YAML key: plain where YAML reads it back as itself, else double-quoted.
    static func yamlKey(_ id: String) -> String {
        YAMLScalar.plainOrQuoted(id)
    }

    /// A finding that needs review: `e` lacks `a` and the scene cannot say whether the app does.
    func unknownFinding(_ a: DeclaredAbsence, _ e: SceneElement, _ what: String, required: Measure) -> Failure {
        Failure(element: e.id, message: "\(what): \(whyUnknown(a))", method: .declared,
                measured: .text("unknown"), required: required, decide: howToDeclare(a, e.id))
    }
}

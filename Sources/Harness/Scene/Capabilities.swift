/// `UIDragInteraction` on an element.
public struct Draggable: Hashable, Sendable {
    /// Uniform type identifiers of the item the element provides (e.g. `public.image`).
    public var types: [String]
    /// Other draggable items can join the session by tapping them (`itemsForAddingTo`), and
    /// a selection lifts together.
    public var multiSelect: Bool
    /// The input that lifts it: a finger (or Apple Pencil) on the screen, the pointer's
    /// click-and-drag, or both (UIKit's drag interaction takes both; a drag built on a gesture
    /// recognizer with `allowedTouchTypes` may take one).
    public var input: DragInput
    public init(types: [String], multiSelect: Bool = true, input: DragInput = .both) {
        self.types = types
        self.multiSelect = multiSelect
        self.input = input
    }

    /// Whether input of this kind lifts it (Pencil is a direct touch).
    func accepts(_ kind: InputKind) -> Bool {
        switch input {
        case .both: return true
        case .touch: return kind == .touch || kind == .pencil
        case .pointer: return kind == .pointer
        }
    }
}

/// What input lifts a draggable element.
public enum DragInput: String, Hashable, Sendable, CaseIterable {
    case touch, pointer, both
}

/// How a destination wants the drop performed within the app.
public enum DropPolicy: String, CaseIterable, Sendable, Codable {
    /// Move within the same container, copy otherwise (the HIG default).
    case automatic, move, copy
}

/// `UIDropInteraction` on an element.
public struct DropDestination: Hashable, Sendable {
    /// Accepted types; `*` accepts everything.
    public var accepts: [String]
    public var policy: DropPolicy
    /// Holding Option during the drop forces a copy (HIG › Keyboards, modifier keys during a drag).
    public var optionCopies: Bool
    public init(accepts: [String], policy: DropPolicy = .automatic, optionCopies: Bool = false) {
        self.accepts = accepts
        self.policy = policy
        self.optionCopies = optionCopies
    }
    public func accepts(types: [String]) -> Bool {
        accepts.contains("*") || types.contains { accepts.contains($0) }
    }
}

/// `UISpringLoadedInteraction`: what opens when a drag dwells on the element.
public struct SpringLoad: Hashable, Sendable {
    public var action: String
    public init(action: String) { self.action = action }
}

/// A `UIKeyCommand`.
public struct KeyShortcut: Hashable, Sendable {
    public var keys: KeyCombo
    public var title: String
    /// Menu the overlay lists it under (File, Edit, View…).
    public var category: String
    public var action: String
    /// Fires again on key repeat (`UIMenuLeaf.repeatBehavior`).
    public var repeatable: Bool
    /// `UIKeyCommand.wantsPriorityOverSystemBehavior`: on Tab or an arrow key, the command wins
    /// over the system's focus movement (false by default: focus moves, the command does not fire).
    public var wantsPriorityOverSystemBehavior: Bool
    public init(keys: KeyCombo, title: String, category: String = "", action: String = "", repeatable: Bool = false,
                wantsPriorityOverSystemBehavior: Bool = false) {
        self.keys = keys
        self.title = title
        self.category = category
        self.action = action
        self.repeatable = repeatable
        self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
    }
}

/// Membership in a focus group (`focusGroupIdentifier`, `focusGroupPriority`).
public struct FocusSpec: Hashable, Sendable {
    public var group: String
    /// `UIFocusGroupPriority`: ignored 0, previouslyFocused 1000, prioritized 2000; < 0 not focusable.
    public var priority: Int
    public init(group: String, priority: Int = 0) {
        self.group = group
        self.priority = priority
    }
}

/// What a drawing surface does with Apple Pencil.
public struct CanvasCapabilities: Hashable, Sendable {
    public var usesForce: Bool
    public var usesTilt: Bool
    public var hoverPreview: Bool
    /// Handles the barrel double-tap / squeeze (`UIPencilInteraction`).
    public var handlesDoubleTap: Bool
    /// Nominal stroke width in points at average force, perpendicular pencil.
    public var strokeWidth: Double
    /// The stroke's response to force and tilt and the hover preview are declared (a hand-written
    /// scene, an overlay, or PencilKit's `PKCanvasView`, which has them). False for a canvas an
    /// import made of a view with a `UIPencilInteraction`: the dump shows the Pencil is handled,
    /// not how it draws, so the rules on force, tilt and hover need review there.
    public var declared: Bool
    /// Whether a finger draws (PencilKit's `PKCanvasView.drawingPolicy`).
    public var drawingPolicy: DrawingPolicy
    /// PencilKit's tool picker (`PKToolPicker`) is shown for the canvas; under the `default`
    /// policy a finger draws only then. A scene's canvas shows it unless it says
    /// `toolPicker: false`.
    public var toolPicker: Bool
    public init(usesForce: Bool = true, usesTilt: Bool = true, hoverPreview: Bool = true,
                handlesDoubleTap: Bool = true, strokeWidth: Double = 2, declared: Bool = true,
                drawingPolicy: DrawingPolicy = .default, toolPicker: Bool = true) {
        self.usesForce = usesForce
        self.usesTilt = usesTilt
        self.hoverPreview = hoverPreview
        self.handlesDoubleTap = handlesDoubleTap
        self.strokeWidth = strokeWidth
        self.declared = declared
        self.drawingPolicy = drawingPolicy
        self.toolPicker = toolPicker
    }

    /// A finger on the canvas draws, under the user's settings (PKCanvasViewDrawingPolicy.default:
    /// "if the tool picker is visible, respect the pencil interaction setting of the
    /// prefersPencilOnlyDrawing property; otherwise only accept input from Apple Pencil").
    func fingerDraws(_ settings: UserSettings) -> Bool {
        switch drawingPolicy {
        case .default: return toolPicker && !settings.onlyDrawWithApplePencil
        case .anyInput: return true
        case .pencilOnly: return false
        }
    }
}

/// Who draws on a canvas (PencilKit's `PKCanvasViewDrawingPolicy`); Apple Pencil always does.
public enum DrawingPolicy: String, Hashable, Sendable, CaseIterable {
    /// With the tool picker shown, a finger draws unless the user turned on "Only Draw with Apple
    /// Pencil" (Settings › Apple Pencil; `UIPencilInteraction.prefersPencilOnlyDrawing`); without
    /// it, only Apple Pencil draws.
    case `default`
    /// A finger always draws.
    case anyInput
    /// Only Apple Pencil draws; a finger scrolls or selects.
    case pencilOnly
}

/// What a scene can declare an element (or the app) does not have, with `without: […]`.
///
/// A hand-written scene declares what an element does: a key it leaves out is absent. An imported
/// scene shows what its dumps show, and no dump shows some things — a context menu a table view's
/// delegate gives, a drag delegate, keyboard focus, an app's key commands — so there a key left out
/// is unknown, and a rule that would fail on its absence needs review instead. `without` turns
/// unknown into absent: the overlay says the element has no context menu, or the importer does
/// where a dump shows the view's interactions and the one in question is not among them.
public enum DeclaredAbsence: String, CaseIterable, Hashable, Sendable, Codable {
    /// No context menu (`contextMenu`).
    case contextMenu
    /// Not draggable (`draggable`).
    case draggable
    /// Takes no drops (`dropDestination`).
    case dropDestination
    /// Not spring-loaded (`springLoaded`).
    case springLoaded
    /// Not focusable with the keyboard (`focus`).
    case focus
    /// A tap does nothing (`defaultAction`).
    case defaultAction
    /// No pointer effect of its own beyond its role's (`hoverEffect`).
    case hoverEffect
    /// Scene level: the app has no key commands beyond those the scene lists (`shortcuts`).
    case shortcuts
    /// Scene level: the app does not register drops with its undo manager (`undo: false`).
    case undo

    /// What an element may declare absent (`shortcuts` and `undo` are the scene's).
    public static let elementCases: [DeclaredAbsence] = allCases.filter { !sceneCases.contains($0) }
    /// What a scene may declare absent.
    public static let sceneCases: [DeclaredAbsence] = [.shortcuts, .undo]
}

/// One segment of a segmented control: its title, and its width when the app sets one
/// (`UISegmentedControl.setWidth(_:forSegmentAt:)`); segments without a width share what the
/// others leave equally, as UIKit apportions them by default.
public struct Segment: Hashable, Sendable {
    public var title: String
    public var width: Double?
    public init(title: String, width: Double? = nil) {
        self.title = title
        self.width = width
    }

    /// Each segment's frame within the control's frame, left to right.
    public static func frames(_ segments: [Segment], in f: ScreenRect) -> [ScreenRect] {
        let fixed = segments.compactMap(\.width).reduce(0, +)
        let free = segments.filter { $0.width == nil }.count
        let share = free > 0 ? max(0, f.width - fixed) / Double(free) : 0
        var x = f.x
        return segments.map { s in
            let w = s.width ?? share
            defer { x += w }
            return ScreenRect(x: x, y: f.y, width: w, height: f.height)
        }
    }
}

import InputModel

extension Outcome {
    /// What an outcome says, one case per `OutcomeKind`, with its fields typed. Field meanings:
    /// docs/interfaces.md, "Outcomes".
    public enum Payload: Hashable, Sendable {
        case tap(count: Int, input: InputKind)
        case longPress(input: InputKind)
        /// `menu`: `.app` for the element's own (`UIContextMenuInteraction`), `.edit` for a text
        /// input's edit menu, which a secondary click shows as a context menu
        /// (`UIEditMenuInteraction`); drawn by the system either way.
        case contextMenu(trigger: ContextMenuTrigger, menu: ContextMenuKind = .app)
        /// The shown context menu went away (the outcome's element is the menu's).
        case contextMenuDismissed(reason: ContextMenuDismissal)
        case hoverBegan(Hover)
        case hoverEnded(Hover)
        /// The pointer attached to the element (its `hoverEffect` is `lift` or `highlight`).
        case pointerSnapped
        /// Translation from where the pan began, past its hysteresis, in points.
        case pan(dx: Double, dy: Double, phase: GesturePhase)
        case scroll(dx: Double, dy: Double, phase: ScrollPhase, scrollType: ScrollType)
        /// Two fingers' transform: UIPinchGestureRecognizer's `scale` and
        /// UIRotationGestureRecognizer's `rotation` (radians, clockwise), on the touchscreen or
        /// the trackpad. A `cancelled` touch pinch reports neither (scale 1, rotation 0).
        case pinch(scale: Double, phase: GesturePhase, input: InputKind, rotation: Double)
        case dragLift(items: [String])
        case dragItemAdded(items: [String])
        /// `action` is the element's spring-loaded action, written when `activated`.
        case springLoad(state: SpringLoadState, action: String?)
        /// `target` is the drop destination's id (the outcome's element).
        case drop(target: String, operation: DropOperation, items: [String])
        case dropForbidden
        case dragCancelled(items: [String])
        case autoscroll(edge: AutoscrollEdge)
        case dropTargetEntered(operation: DropOperation)
        case dropTargetExited
        case undo(items: [String], operation: DropOperation)
        case redo(items: [String], operation: DropOperation)
        /// `action` is the command's action, written when the command names one.
        case shortcut(keys: KeyCombo, title: String, action: String?)
        /// The overlay's titles when it is shown; nil when it is dismissed.
        case shortcutOverlay(titles: [String]?)
        case systemShortcut(keys: KeyCombo)
        case systemGesture(kind: SystemGestureKind)
        case focus(group: String)
        case activate(action: String, input: InputKind)
        case stroke(Stroke)
        case pencilAction(action: PencilPreferredAction, trigger: PencilAction)
        case hardwareKeyboard(connected: Bool)
        case selection(items: [String])

        public var kind: OutcomeKind {
            switch self {
            case .tap: return .tap
            case .longPress: return .longPress
            case .contextMenu: return .contextMenu
            case .contextMenuDismissed: return .contextMenuDismissed
            case .hoverBegan: return .hoverBegan
            case .hoverEnded: return .hoverEnded
            case .pointerSnapped: return .pointerSnapped
            case .pan: return .pan
            case .scroll: return .scroll
            case .pinch: return .pinch
            case .dragLift: return .dragLift
            case .dragItemAdded: return .dragItemAdded
            case .springLoad: return .springLoad
            case .drop: return .drop
            case .dropForbidden: return .dropForbidden
            case .dragCancelled: return .dragCancelled
            case .autoscroll: return .autoscroll
            case .dropTargetEntered: return .dropTargetEntered
            case .dropTargetExited: return .dropTargetExited
            case .undo: return .undo
            case .redo: return .redo
            case .shortcut: return .shortcut
            case .shortcutOverlay: return .shortcutOverlay
            case .systemShortcut: return .systemShortcut
            case .systemGesture: return .systemGesture
            case .focus: return .focus
            case .activate: return .activate
            case .stroke: return .stroke
            case .pencilAction: return .pencilAction
            case .hardwareKeyboard: return .hardwareKeyboard
            case .selection: return .selection
            }
        }

        /// The fields as the stream writes them, in the interface's order: the one encoder of
        /// payloads, read by the JSONL and text lines and by expectations. A visitor rather than
        /// an array, so that writing an outcome allocates nothing for its fields.
        @inline(__always)
        public func forEachField(_ body: (String, OutcomeValue) -> Void) {
            switch self {
            case let .tap(count, input):
                body("count", .int(count)); body("input", .string(input.rawValue))
            case let .longPress(input):
                body("input", .string(input.rawValue))
            case let .contextMenu(trigger, menu):
                body("trigger", .string(trigger.rawValue))
                if menu == .edit { body("menu", .string(menu.rawValue)) }
            case let .contextMenuDismissed(reason):
                body("reason", .string(reason.rawValue))
            case let .hoverBegan(h), let .hoverEnded(h):
                body("effect", .string(h.effect.rawValue)); body("input", .string(h.input.rawValue))
                if let shape = h.shape { body("shape", .string(shape.rawValue)) }
                if let preview = h.preview { body("preview", .bool(preview)) }
                if let z = h.zOffset { body("zOffset", .double(z)) }
            case .pointerSnapped, .dropForbidden, .dropTargetExited:
                break
            case let .pan(dx, dy, phase):
                body("dx", .double(dx)); body("dy", .double(dy)); body("phase", .string(phase.rawValue))
            case let .scroll(dx, dy, phase, scrollType):
                body("dx", .double(dx)); body("dy", .double(dy)); body("phase", .string(phase.rawValue))
                body("scrollType", .string(scrollType.rawValue))
            case let .pinch(scale, phase, input, rotation):
                body("scale", .double(scale)); body("phase", .string(phase.rawValue)); body("input", .string(input.rawValue))
                body("rotation", .double(rotation))
            case let .dragLift(items), let .dragItemAdded(items):
                body("items", .strings(items)); body("count", .int(items.count))
            case let .springLoad(state, action):
                body("state", .string(state.rawValue))
                if let action { body("action", .string(action)) }
            case let .drop(target, operation, items):
                body("target", .string(target)); body("operation", .string(operation.rawValue)); body("items", .strings(items))
            case let .dragCancelled(items), let .selection(items):
                body("items", .strings(items))
            case let .autoscroll(edge):
                body("edge", .string(edge.rawValue))
            case let .dropTargetEntered(operation):
                body("operation", .string(operation.rawValue))
            case let .undo(items, operation), let .redo(items, operation):
                body("items", .strings(items)); body("operation", .string(operation.rawValue))
            case let .shortcut(keys, title, action):
                body("keys", .string(keys.description)); body("title", .string(title))
                if let action { body("action", .string(action)) }
            case let .shortcutOverlay(titles):
                body("shown", .bool(titles != nil))
                if let titles { body("titles", .strings(titles)) }
            case let .systemShortcut(keys):
                body("keys", .string(keys.description))
            case let .systemGesture(kind):
                body("kind", .string(kind.rawValue))
            case let .focus(group):
                body("group", .string(group))
            case let .activate(action, input):
                body("action", .string(action)); body("input", .string(input.rawValue))
            case let .stroke(s):
                body("phase", .string(s.phase.rawValue)); body("force", .double(s.force))
                body("altitude", .double(s.altitude)); body("azimuth", .double(s.azimuth)); body("width", .double(s.width))
                body("input", .string(s.input.rawValue))
                if let tool = s.tool { body("tool", .string(tool.rawValue)) }
            case let .pencilAction(action, trigger):
                body("action", .string(action.rawValue)); body("trigger", .string(trigger.rawValue))
            case let .hardwareKeyboard(connected):
                body("connected", .bool(connected))
            }
        }
    }

    /// What entered or left hover: the element's `hoverEffect`, and the pointer's shape over it
    /// or, for a Pencil over a canvas, whether the canvas previews the stroke.
    public struct Hover: Hashable, Sendable {
        public var effect: HoverEffect
        public var input: InputKind
        public var shape: PointerShape?
        public var preview: Bool?
        /// A Pencil's height over the glass as it entered or left (`UIHoverGestureRecognizer.zOffset`:
        /// 0 touching … 1 at the edge of its hover range), when the stream gives one.
        public var zOffset: Double?
        public init(effect: HoverEffect, input: InputKind, shape: PointerShape? = nil, preview: Bool? = nil, zOffset: Double? = nil) {
            self.effect = effect
            self.input = input
            self.shape = shape
            self.preview = preview
            self.zOffset = zOffset
        }
    }

    /// One sample of a stroke on a canvas: angles in radians, width in points.
    public struct Stroke: Hashable, Sendable {
        public var phase: TouchPhase
        public var force: Double
        public var altitude: Double
        public var azimuth: Double
        public var width: Double
        public var input: InputKind
        public var tool: PencilTool?
        public init(phase: TouchPhase, force: Double, altitude: Double, azimuth: Double, width: Double,
                    input: InputKind, tool: PencilTool? = nil) {
            self.phase = phase
            self.force = force
            self.altitude = altitude
            self.azimuth = azimuth
            self.width = width
            self.input = input
            self.tool = tool
        }
    }
}

/// What opened a context menu: a held touch, or a secondary click (right button, Control-click,
/// two-finger click).
public enum ContextMenuTrigger: String, Hashable, Sendable {
    case longPress, secondaryClick
}

/// Whose menu a `contextMenu` outcome shows: the element's own, or a text input's edit menu.
public enum ContextMenuKind: String, Hashable, Sendable {
    case app, edit
}

/// `UIDropOperation` as a drop resolves it (`.cancel` and `.forbidden` are outcomes of their own).
public enum DropOperation: String, Hashable, Sendable {
    case copy, move
}

/// The edge of a scroll view a drag autoscrolls towards. Declaration order breaks ties.
public enum AutoscrollEdge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right
}

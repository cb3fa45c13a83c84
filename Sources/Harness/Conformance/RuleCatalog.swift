/// The rules of the interaction conformance report (conformance-rules.md), each traced to
/// the guideline it comes from (the seed documents in shared/seeds) and to how it is checked.
public struct ConformanceRule: Hashable, Sendable {
    public enum Check: String, Hashable, Sendable {
        /// Reads the scene.
        case `static`
        /// Synthesizes device input, runs normalizer and machine, inspects outcomes.
        case dynamic
        case both = "static + dynamic"
    }

    public enum Area: String, Hashable, Sendable, CaseIterable {
        case layout = "Layout and multitasking"
        case pointer = "Pointer and trackpad"
        case keyboard = "Keyboard"
        case pencil = "Apple Pencil"
        case drag = "Drag and drop"
    }

    public var id: String
    public var area: Area
    public var rule: String
    /// Where the guideline says it: seed file and section.
    public var source: String
    public var check: Check
}

extension ConformanceRule {
    public static let all: [ConformanceRule] = [
        .init(id: "layout.size-classes", area: .layout,
              rule: "The scene has a layout for the horizontal size class of every environment (regular from 678 pt).",
              source: "000 §1.1, §2.1–2.3; 003 size-class tables; 001", check: .static),
        .init(id: "layout.hit-target", area: .layout,
              rule: "Every interactive element is at least 44 × 44 pt in every layout.",
              source: "003 (44 × 44 pt minimum hit target)", check: .static),
        .init(id: "layout.no-clipping", area: .layout,
              rule: "No element lies outside the window's safe area unless inside a scroll view.",
              source: "000 checklist, anti-pattern \"dense content without scrolling\"; 003", check: .static),
        .init(id: "layout.no-bottom-tabs-regular", area: .layout,
              rule: "Regular-width layouts do not use a bottom tab bar.",
              source: "000 anti-patterns, §3.2", check: .static),
        .init(id: "layout.bottom-edge", area: .layout,
              rule: "No interactive control sits in the bottom system-gesture zone or the far corners.",
              source: "003 \"design full-screen experiences\"", check: .static),
        .init(id: "pointer.hover-effect", area: .pointer,
              rule: "Hovering any interactive element yields hoverBegan with an effect other than none, and hoverEnded on exit.",
              source: "000 §4.1, anti-pattern \"ignore pointer hover states\"", check: .dynamic),
        .init(id: "pointer.magnetism", area: .pointer,
              rule: "A pointer entering a button's hit region snaps to it (pointerSnapped).",
              source: "000 §4.2", check: .dynamic),
        .init(id: "pointer.secondary-click", area: .pointer,
              rule: "Every element with a context menu opens it on secondary click without a hold.",
              source: "000 §4.3", check: .dynamic),
        .init(id: "pointer.scroll", area: .pointer,
              rule: "Scroll views scroll with two-finger trackpad scrolling and mouse wheels.",
              source: "000 §4.4", check: .dynamic),
        .init(id: "pointer.cursor", area: .pointer,
              rule: "Text gives an I-beam, links a pointing hand, draggable items a grab shape.",
              source: "000 §4.5", check: .both),
        .init(id: "pointer.drag", area: .pointer,
              rule: "Click-and-drag moves draggable items; Shift-click and Cmd-click extend the selection.",
              source: "000 §4.6", check: .dynamic),
        .init(id: "keyboard.standard-shortcuts", area: .keyboard,
              rule: "Each standard action the scene declares has its standard shortcut.",
              source: "000 §5.1", check: .both),
        .init(id: "keyboard.discoverable", area: .keyboard,
              rule: "Holding Command 0.9 s shows the overlay listing every shortcut with a unique, descriptive title.",
              source: "000 §5.2; 004", check: .both),
        .init(id: "keyboard.no-system-conflicts", area: .keyboard,
              rule: "No app shortcut claims a system-reserved combination; pressing one is consumed by the system.",
              source: "000 §5.4, anti-pattern; 004", check: .both),
        .init(id: "keyboard.tab-navigation", area: .keyboard,
              rule: "Tab and Shift-Tab move focus between focus groups in reading order.",
              source: "000 §5.3; 004", check: .dynamic),
        .init(id: "keyboard.arrow-navigation", area: .keyboard,
              rule: "Arrow keys move focus within lists and grids; a held arrow repeats.",
              source: "000 §5.6; 004", check: .dynamic),
        .init(id: "keyboard.return-activates", area: .keyboard,
              rule: "Return activates the focused item or the default action.",
              source: "000 checklist", check: .dynamic),
        .init(id: "keyboard.hardware-detected", area: .keyboard,
              rule: "Connecting a hardware keyboard yields hardwareKeyboard.",
              source: "000 §5.5", check: .dynamic),
        .init(id: "keyboard.drag-modifiers", area: .keyboard,
              rule: "Modifier keys held during a drag change its behaviour where the scene declares it.",
              source: "004", check: .dynamic),
        .init(id: "pencil.pressure-tilt", area: .pencil,
              rule: "Drawing canvases vary stroke width with force and tilt.",
              source: "000 §6.3", check: .dynamic),
        .init(id: "pencil.double-tap", area: .pencil,
              rule: "Canvases handle the barrel double-tap with the user's preferred action.",
              source: "000 §6.2", check: .dynamic),
        .init(id: "pencil.hover", area: .pencil,
              rule: "Canvases show a hover preview while the pencil is in hover range.",
              source: "000 §6.4", check: .dynamic),
        .init(id: "pencil.scribble", area: .pencil,
              rule: "Text fields keep Scribble enabled.",
              source: "000 §6.1", check: .static),
        .init(id: "pencil.palm-rejection", area: .pencil,
              rule: "Finger and palm contacts on a canvas while the pencil draws produce no strokes.",
              source: "iPad behaviour; 000 §6", check: .dynamic),
        .init(id: "drag.source", area: .drag,
              rule: "Selectable content is draggable: touch-and-hold lifts it.",
              source: "000 §7.1; 002", check: .dynamic),
        .init(id: "drag.destination", area: .drag,
              rule: "Editable content accepts drops of the types it can take.",
              source: "000 §7.1; 002", check: .dynamic),
        .init(id: "drag.multi-item", area: .drag,
              rule: "Tapping more draggable items with another finger during a drag adds them.",
              source: "000 §7.2; 002", check: .dynamic),
        .init(id: "drag.spring-loading", area: .drag,
              rule: "Navigation containers spring open after a still dwell, and also respond to a tap.",
              source: "000 §7.3; 002 \"never the only way\"", check: .dynamic),
        .init(id: "drag.feedback", area: .drag,
              rule: "A drag shows lift, destination highlight over a valid target, drop, and cancel back to the origin.",
              source: "000 §7.4; 002", check: .dynamic),
        .init(id: "drag.move-or-copy", area: .drag,
              rule: "Same container moves; another app always copies.",
              source: "002", check: .dynamic),
        .init(id: "drag.undo", area: .drag,
              rule: "A drop can be undone with Cmd-Z.",
              source: "002", check: .dynamic),
        .init(id: "drag.autoscroll", area: .drag,
              rule: "Dragging into a scroll view's edge zone scrolls it.",
              source: "002", check: .dynamic),
        .init(id: "drag.forbidden", area: .drag,
              rule: "Dropping where the type is not accepted is refused and the items return.",
              source: "002", check: .dynamic),
    ]

    public static func named(_ id: String) -> ConformanceRule? { all.first { $0.id == id } }
}

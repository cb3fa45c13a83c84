extension PenNormalizer {
    /// The evdev tool in proximity (`BTN_TOOL_*`, libinput-state-machines.md §3.1).
    public enum Tool: String, Hashable, Sendable, CaseIterable {
        case pen, eraser, brush, pencil, airbrush, mouse, lens

        public var key: UInt16 {
            switch self {
            case .pen: return BTN.TOOL_PEN
            case .eraser: return BTN.TOOL_RUBBER
            case .brush: return BTN.TOOL_BRUSH
            case .pencil: return BTN.TOOL_PENCIL
            case .airbrush: return BTN.TOOL_AIRBRUSH
            case .mouse: return BTN.TOOL_MOUSE
            case .lens: return BTN.TOOL_LENS
            }
        }

        public init?(key: UInt16) {
            guard let tool = Tool.allCases.first(where: { $0.key == key }) else { return nil }
            self = tool
        }

        /// Stylus tools drive Pencil events; mouse and lens (Wacom puck) do not.
        public var isStylus: Bool { self != .mouse && self != .lens }

        /// The UIKit-side tool: BTN_TOOL_RUBBER is the eraser, every other stylus a pen.
        public var pencilTool: PencilTool { self == .eraser ? .eraser : .pen }

        /// The tool when several keys are down at once: the eraser wins (Chromium
        /// `ActiveStylusDrallionRubberSequence`: RUBBER + PEN in one frame is an eraser).
        public static func current(_ down: Set<Tool>) -> Tool? {
            if down.contains(.eraser) { return .eraser }
            return Tool.allCases.first { $0.isStylus && down.contains($0) }
        }
    }
}

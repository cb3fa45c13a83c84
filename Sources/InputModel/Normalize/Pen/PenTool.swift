extension PenNormalizer {
    /// The evdev tool in proximity (`BTN_TOOL_*`, docs/sources.md, "libinput").
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
            switch key {
            case BTN.TOOL_PEN: self = .pen
            case BTN.TOOL_RUBBER: self = .eraser
            case BTN.TOOL_BRUSH: self = .brush
            case BTN.TOOL_PENCIL: self = .pencil
            case BTN.TOOL_AIRBRUSH: self = .airbrush
            case BTN.TOOL_MOUSE: self = .mouse
            case BTN.TOOL_LENS: self = .lens
            default: return nil
            }
        }

        /// The tool's bit in a bit set of tools (`PenNormalizer`'s tools down).
        var bit: UInt8 {
            switch self {
            case .pen: return 1
            case .eraser: return 2
            case .brush: return 4
            case .pencil: return 8
            case .airbrush: return 16
            case .mouse: return 32
            case .lens: return 64
            }
        }

        /// Stylus tools drive Pencil events; mouse and lens (Wacom puck) do not.
        public var isStylus: Bool { self != .mouse && self != .lens }

        /// The UIKit-side tool: BTN_TOOL_RUBBER is the eraser, every other stylus a pen.
        public var pencilTool: PencilTool { self == .eraser ? .eraser : .pen }

        /// The tool when several keys are down at once (`mask`: bits `bit`): the eraser wins
        /// (Chromium `ActiveStylusDrallionRubberSequence`: RUBBER + PEN in one frame is an
        /// eraser), then the first stylus in declaration order.
        static func current(_ mask: UInt8) -> Tool? {
            if mask & Tool.eraser.bit != 0 { return .eraser }
            return allCases.first { $0.isStylus && mask & $0.bit != 0 }
        }
    }
}

import InputModel

extension TouchType {
    /// The slot whose gesture a touch of this type joins.
    var gestureSlot: GestureSlot { self == .indirectPointer ? .pointer : .direct }

    /// The input a gesture by a touch of this type reports.
    var inputKind: InputKind {
        switch self {
        case .direct: return .touch
        case .pencil: return .pencil
        case .indirectPointer: return .pointer
        }
    }
}

/// Touches are recognized in two independent slots: fingers and Pencil on the touchscreen, and
/// the pointer (mouse or trackpad clicks, `indirectPointer` touches).
enum GestureSlot: Int, Sendable, CaseIterable {
    case direct, pointer
}

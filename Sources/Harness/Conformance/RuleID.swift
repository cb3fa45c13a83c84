/// The rules' ids: each written once, here, and named by its case everywhere else, so the
/// catalog and the checks cannot drift apart (a case without a catalog entry or a check does
/// not compile).
public enum RuleID: String, CaseIterable, Hashable, Sendable {
    case layoutSizeClasses = "layout.size-classes"
    case layoutRegularWidthColumns = "layout.regular-width-columns"
    case layoutHitTarget = "layout.hit-target"
    case layoutNoClipping = "layout.no-clipping"
    case layoutNoBottomTabsRegular = "layout.no-bottom-tabs-regular"
    case layoutBottomEdge = "layout.bottom-edge"
    case layoutInsetButtons = "layout.inset-buttons"
    case navigationSidebarRegular = "navigation.sidebar-regular"
    case navigationCompactWidth = "navigation.compact-width"
    case navigationToolbarTop = "navigation.toolbar-top"
    case pointerHoverEffect = "pointer.hover-effect"
    case pointerMagnetism = "pointer.magnetism"
    case pointerSecondaryClick = "pointer.secondary-click"
    case pointerScroll = "pointer.scroll"
    case pointerCursor = "pointer.cursor"
    case pointerDrag = "pointer.drag"
    case keyboardStandardShortcuts = "keyboard.standard-shortcuts"
    case keyboardDiscoverable = "keyboard.discoverable"
    case keyboardNoSystemConflicts = "keyboard.no-system-conflicts"
    case keyboardTabNavigation = "keyboard.tab-navigation"
    case keyboardArrowNavigation = "keyboard.arrow-navigation"
    case keyboardReturnActivates = "keyboard.return-activates"
    case keyboardHardwareDetected = "keyboard.hardware-detected"
    case pencilPressureTilt = "pencil.pressure-tilt"
    case pencilDoubleTap = "pencil.double-tap"
    case pencilHover = "pencil.hover"
    case pencilScribble = "pencil.scribble"
    case dragSource = "drag.source"
    case dragDestination = "drag.destination"
    case dragMultiItem = "drag.multi-item"
    case dragSpringLoading = "drag.spring-loading"
    case dragFeedback = "drag.feedback"
    case dragMoveOrCopy = "drag.move-or-copy"
    case dragUndo = "drag.undo"
    case dragAutoscroll = "drag.autoscroll"

    /// The rule reads the app's window: its size class, its edges or its safe area. A dump whose
    /// window cannot be told, or an iPhone layout of an app that iPadOS lays out for iPad, cannot
    /// decide it (docs/import.md, "What a dump decides, rule by rule").
    public var readsWindow: Bool {
        switch self {
        case .layoutRegularWidthColumns, .layoutNoClipping, .layoutNoBottomTabsRegular, .layoutBottomEdge, .layoutInsetButtons,
             .navigationSidebarRegular, .navigationCompactWidth, .navigationToolbarTop:
            return true
        default:
            return false
        }
    }
}

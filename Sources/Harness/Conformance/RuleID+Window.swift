extension RuleID {
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

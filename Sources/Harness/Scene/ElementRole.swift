/// What an element is, in UIKit terms. Drives default pointer effects and which recognizers apply.
public enum ElementRole: String, CaseIterable, Sendable, Codable {
    case button, barButton, tab, segmentedControl, listItem, gridItem
    case textField, textView, link, folder, sidebarItem
    case scrollView, canvas, toolbar, tabBar, sidebar, navigationBar
    case label, image, container, slider, toggle, menu, resizeHandle
    /// A bar of keys shown with the on-screen keyboard (an input accessory view or the shortcuts
    /// bar): a hardware keyboard makes it redundant (keyboard.hardware-detected).
    case shortcutBar
    /// A map (MKMapView): not a UIScrollView, but its content moves under a pan, the wheel and
    /// the trackpad along both axes without end, and its pinch zooms it.
    case map

    /// Elements a person acts on directly (hover, focus, hit-target rules apply).
    public var isInteractive: Bool {
        switch self {
        case .button, .barButton, .tab, .segmentedControl, .listItem, .gridItem, .textField, .textView,
             .link, .folder, .sidebarItem, .slider, .toggle, .menu, .resizeHandle:
            return true
        case .scrollView, .canvas, .toolbar, .tabBar, .sidebar, .navigationBar, .label, .image, .container, .shortcutBar, .map:
            return false
        }
    }

    /// A text field or a text view: it takes typing, and the keys that edit text.
    public var isTextInput: Bool { self == .textField || self == .textView }

    /// Kinds of `UIScrollView`: a scroll view (a list, a grid), a text view (`class UITextView :
    /// UIScrollView`) and a canvas (`class PKCanvasView : UIScrollView`). Each scrolls under a
    /// finger's pan, the wheel and the trackpad along an axis its content overflows
    /// (`ResolvedScene.scrollViews(around:)`).
    public var isScrollView: Bool {
        switch self {
        case .scrollView, .textView, .canvas: return true
        default: return false
        }
    }

    /// Views whose content a pan, the wheel and the trackpad move, and a pinch takes: every kind
    /// of UIScrollView (`isScrollView`) and a map. Only a UIScrollView scrolls under the keyboard
    /// (`allowsKeyboardScrolling`) and to reveal focus (`UIFocusItemScrollableContainer`).
    public var scrollsContent: Bool { isScrollView || self == .map }

    /// Controls the pointer attaches to (magnetism): UIButton, bar buttons, tabs, segmented controls
    /// (docs/sources.md, "Pointer effects and magnetism").
    public var snapsPointer: Bool {
        switch self {
        case .button, .barButton, .tab, .segmentedControl: return true
        default: return false
        }
    }

    /// Rows and cells that take part in Shift/Cmd-click and Shift-arrow selection.
    public var isSelectable: Bool {
        switch self {
        case .listItem, .gridItem, .folder, .sidebarItem: return true
        default: return false
        }
    }

    /// The system's default pointer effect (HIG 2020, docs/sources.md, "Pointer effects and magnetism"): highlight for bar
    /// buttons, tab bars, segmented controls; hover for other interactive content; none otherwise.
    public var defaultHoverEffect: HoverEffect {
        switch self {
        case .button, .barButton, .tab, .segmentedControl, .menu: return .highlight
        case _ where isInteractive: return .hover
        default: return .none
        }
    }

    /// The shape the pointer takes (iPadOS design guidelines › Pointer & Trackpad › Cursor for content areas).
    public var defaultPointerShape: PointerShape {
        switch self {
        case .textField, .textView: return .iBeam
        case .link: return .link
        case .resizeHandle: return .resize
        default: return .automatic
        }
    }
}

/// `UIPointerEffect` kinds as spelled in outcomes.
public enum HoverEffect: String, CaseIterable, Sendable, Codable {
    case highlight, lift, hover, none
}

/// Pointer shapes (`UIPointerShape` and the cursor kinds of the HIG). `automatic` is the system's
/// circle; `grab`, `resize…`, `crosshair` are custom shapes an app's pointer style draws
/// (`UIPointerShape.path`): UIKit has none of them built in.
public enum PointerShape: String, CaseIterable, Sendable, Codable {
    case automatic, iBeam, link, grab, resize, resizeHorizontal, resizeVertical, crosshair, hidden
}

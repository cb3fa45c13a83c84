/// The element role for a dump's class or element type (docs/import.md, "Roles").
///
/// UIKit classes, XCUITest element types (also Appium's, without `XCUIElementType`) and
/// accessibility traits map to roles; an app's own UIKit subclass is known by its name's ending
/// (`MyApp.SendButton` is a button, `InboxCell` a cell), as Apple's naming guidelines have it,
/// or by the `baseClass` a dump gives it (`baseClass = UITableViewCell`; `UIControl` is a button).
/// Buttons in a navigation bar or toolbar are bar buttons, in a tab bar tabs; a cell in a
/// collection view is a grid item unless it spans the collection view's width (a list layout).
/// Anything else is a container and keeps its class name in the scene.
enum ImportRoles {
    /// The cell kinds, settled by where the cell is.
    enum Kind: Equatable {
        case role(ElementRole)
        case cell
        case collectionView
        case button
    }

    /// Exact class names and element types.
    static let exact: [String: Kind] = [
        // UIKit
        "UIButton": .button, "UINavigationButton": .role(.barButton), "_UIButtonBarButton": .role(.barButton),
        "_UIModernBarButton": .role(.barButton), "UIToolbarButton": .role(.barButton), "UITabBarButton": .role(.tab),
        "UITableViewCell": .cell, "UICollectionViewListCell": .role(.listItem), "UICollectionViewCell": .cell,
        "UITableView": .role(.scrollView), "UICollectionView": .collectionView, "UIScrollView": .role(.scrollView),
        "WKScrollView": .role(.scrollView), "UITextField": .role(.textField), "UISearchTextField": .role(.textField),
        "UISearchBarTextField": .role(.textField), "UITextView": .role(.textView), "UISwitch": .role(.toggle),
        "UISlider": .role(.slider), "UISegmentedControl": .role(.segmentedControl), "UINavigationBar": .role(.navigationBar),
        "UIToolbar": .role(.toolbar), "UITabBar": .role(.tabBar), "UILabel": .role(.label), "UIImageView": .role(.image),
        "UIStepper": .button, "UIDatePicker": .button, "UIColorWell": .button, "UIControl": .button,
        "UIPageControl": .button, "MKMapView": .role(.map),
        // XCUITest / Appium element types
        "Button": .button, "ToolbarButton": .role(.barButton), "Cell": .cell, "Table": .role(.scrollView),
        "CollectionView": .collectionView, "ScrollView": .role(.scrollView), "WebView": .role(.scrollView),
        "TextField": .role(.textField), "SecureTextField": .role(.textField), "SearchField": .role(.textField),
        "TextView": .role(.textView), "Switch": .role(.toggle), "Toggle": .role(.toggle), "Slider": .role(.slider),
        "Link": .role(.link), "SegmentedControl": .role(.segmentedControl), "NavigationBar": .role(.navigationBar),
        "Toolbar": .role(.toolbar), "TabBar": .role(.tabBar), "Tab": .role(.tab), "StaticText": .role(.label),
        "Image": .role(.image), "Icon": .role(.image), "MenuItem": .role(.menu), "MenuButton": .button,
        "PopUpButton": .button, "Stepper": .button, "DatePicker": .button, "PickerWheel": .role(.slider),
        "ColorWell": .button, "Map": .role(.map),
    ]

    /// Endings of an app's own UIKit class names (after its module prefix), longest first.
    static let suffixes: [(String, Kind)] = [
        ("SegmentedControl", .role(.segmentedControl)), ("NavigationBar", .role(.navigationBar)),
        ("CollectionView", .collectionView), ("TableView", .role(.scrollView)), ("ScrollView", .role(.scrollView)),
        ("TextField", .role(.textField)), ("TextView", .role(.textView)), ("ImageView", .role(.image)),
        ("Toolbar", .role(.toolbar)), ("TabBar", .role(.tabBar)), ("Button", .button), ("Switch", .role(.toggle)),
        ("Slider", .role(.slider)), ("Label", .role(.label)), ("Cell", .cell),
    ]

    /// Accessibility traits (Appium `traits`, XCUITest) that say what an `Other` is.
    static let traitRoles: [(String, Kind)] = [
        ("Button", .button), ("Link", .role(.link)), ("SearchField", .role(.textField)), ("Adjustable", .role(.slider)),
        ("Image", .role(.image)), ("StaticText", .role(.label)), ("Header", .role(.label)), ("TabBar", .role(.tabBar)),
        ("KeyboardKey", .button),
    ]

    /// The kind for `className` (its exact name, else the `baseClass` the dump gives, else how the
    /// name ends, else its traits); nil when nothing says (a container).
    static func kind(className: String, baseClass: String? = nil, traits: [String]) -> Kind? {
        if let k = exact[className] { return k }
        let bare = bareName(className)
        if let k = exact[bare] { return k }
        if let base = baseClass, let k = kind(className: base, traits: []) { return k }
        if !bare.hasPrefix("_") {
            for (suffix, k) in suffixes where bare.hasSuffix(suffix) { return k }
        }
        for (trait, k) in traitRoles where traits.contains(trait) { return k }
        return nil
    }

    /// `Acme.RibbonView` for a Swift class name printed mangled, `_TtC4Acme10RibbonView` (as
    /// the Objective-C runtime names a Swift class without `@objc(Name)`; a nested class,
    /// `_TtCC4Acme5Outer5Inner`, is `Acme.Outer.Inner`); nil for any other name, generic ones
    /// (`_TtGC…`) included.
    static func demangled(_ name: String) -> String? {
        guard name.hasPrefix("_TtC") else { return nil }
        var rest = Substring(name.dropFirst(3))
        var nesting = 0
        while rest.first == "C" { nesting += 1; rest = rest.dropFirst() }
        var parts: [String] = []
        while !rest.isEmpty {
            let digits = rest.prefix(while: \.isASCIIDigitCharacter)
            guard let n = Int(digits), n > 0, rest.count >= digits.count + n else { return nil }
            rest = rest.dropFirst(digits.count)
            parts.append(String(rest.prefix(n)))
            rest = rest.dropFirst(n)
        }
        // The module and one name per `C`.
        return parts.count == nesting + 1 ? parts.joined(separator: ".") : nil
    }

    /// A class name without its module (`Acme.SendButton` → `SendButton`), a mangled Swift name
    /// read first (`_TtC4Acme10SendButton` → `SendButton`).
    static func bareName(_ className: String) -> String {
        let name = demangled(className) ?? className
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// A window's class: UIKit's `UIWindow`, a class the dump says derives from it, or one whose
    /// name (after its module prefix) ends in `Window`, as Apple's naming has it
    /// (`UITextEffectsWindow`, `MyApp.MainWindow`).
    static func isWindowClass(_ className: String, baseClass: String?) -> Bool {
        bareName(className).hasSuffix("Window") || baseClass.map { isWindowClass($0, baseClass: nil) } ?? false
    }
}

extension Character {
    /// 0–9 (not other scripts' digits: a mangled name's lengths are ASCII).
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}

/// The formats `tactile import` reads: descriptions of a running app's view hierarchy. In the
/// scene layer because an imported scene says which format each of its dumps was
/// (`SceneSource.format`).
public enum DumpFormat: String, CaseIterable, Hashable, Sendable {
    /// UIKit `recursiveDescription` (`po view.recursiveDescription`, snapshot-test text dumps).
    case uikit
    /// XCUITest `XCUIApplication().debugDescription` (also Appium `mobile: source`, format
    /// `description`).
    case xcuitest
    /// Appium / WebDriverAgent XML page source.
    case appium

    /// The dump's nesting is the view hierarchy (a view inside its superview), not an
    /// accessibility tree, whose containers group elements without bounding their frames.
    public var nestsViews: Bool { self == .uikit }
}

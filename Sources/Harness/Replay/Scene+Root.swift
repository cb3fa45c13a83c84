/// The scene a replay uses when none is given.
extension Scene {
    /// No elements: the window itself is the only thing to hit, so every outcome names `root`
    /// (the window filling the screen area of the app under test).
    public static let root = Scene(name: "root", elements: [])
}

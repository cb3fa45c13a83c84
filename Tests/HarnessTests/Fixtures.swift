import Harness

/// Scenes built in Swift for the machine tests (iPad Pro 12.9" landscape full screen: 1366 × 1024).
enum Fixtures {
    static let image = Draggable(types: ["public.image"])

    /// A photo grid (scroll view) with draggable photos, a spring-loaded album, a text field that
    /// takes only text, a canvas, and toolbar buttons.
    static let photos = Scene(name: "photos", undo: true, elements: [
        SceneElement(id: "window", role: .container, frame: ScreenRect(x: 0, y: 0, width: 1366, height: 1024)),
        SceneElement(id: "title", role: .label, frame: ScreenRect(x: 300, y: 40, width: 200, height: 44), parent: "window"),
        SceneElement(id: "save", role: .barButton, frame: ScreenRect(x: 100, y: 40, width: 60, height: 44), parent: "window",
                     focus: FocusSpec(group: "toolbar"), defaultAction: "save"),
        SceneElement(id: "plain", role: .button, frame: ScreenRect(x: 1000, y: 40, width: 60, height: 44), parent: "window",
                     focus: FocusSpec(group: "toolbar", priority: 2000), defaultAction: "plainAction"),
        SceneElement(id: "more", role: .button, frame: ScreenRect(x: 1200, y: 40, width: 60, height: 44), parent: "window",
                     contextMenu: ["Rename", "Delete"], focus: FocusSpec(group: "toolbar")),
        SceneElement(id: "grid", role: .scrollView, frame: ScreenRect(x: 0, y: 100, width: 800, height: 900), parent: "window",
                     dropDestination: DropDestination(accepts: ["public.image"]), contentSize: ScreenSize(width: 800, height: 3000)),
        SceneElement(id: "photo1", role: .gridItem, frame: ScreenRect(x: 20, y: 120, width: 150, height: 150), parent: "grid",
                     draggable: image, focus: FocusSpec(group: "grid")),
        SceneElement(id: "photo2", role: .gridItem, frame: ScreenRect(x: 200, y: 120, width: 150, height: 150), parent: "grid",
                     draggable: image, focus: FocusSpec(group: "grid")),
        SceneElement(id: "photo3", role: .gridItem, frame: ScreenRect(x: 380, y: 120, width: 150, height: 150), parent: "grid",
                     contextMenu: ["Share", "Delete"], draggable: image, focus: FocusSpec(group: "grid")),
        SceneElement(id: "photo4", role: .gridItem, frame: ScreenRect(x: 20, y: 300, width: 150, height: 150), parent: "grid",
                     draggable: image, focus: FocusSpec(group: "grid")),
        SceneElement(id: "sidebar", role: .sidebar, frame: ScreenRect(x: 820, y: 100, width: 300, height: 280), parent: "window"),
        SceneElement(id: "album", role: .folder, frame: ScreenRect(x: 840, y: 120, width: 260, height: 60), parent: "sidebar",
                     dropDestination: DropDestination(accepts: ["public.image"]), springLoaded: SpringLoad(action: "openAlbum")),
        SceneElement(id: "notes", role: .textField, frame: ScreenRect(x: 840, y: 300, width: 260, height: 44), parent: "sidebar",
                     dropDestination: DropDestination(accepts: ["public.text"])),
        SceneElement(id: "sketch", role: .canvas, frame: ScreenRect(x: 840, y: 400, width: 500, height: 500), parent: "window",
                     canvas: CanvasCapabilities()),
    ], shortcuts: [
        KeyShortcut(keys: KeyCombo("cmd+shift+z")!, title: "Redo", category: "Edit", action: "redo"),
        KeyShortcut(keys: KeyCombo("cmd+n")!, title: "New Album", category: "File", action: "new"),
        KeyShortcut(keys: KeyCombo("cmd+tab")!, title: "Next Tab (conflicts)", category: "View", action: "nextTab"),
        KeyShortcut(keys: KeyCombo("cmd+down")!, title: "Next Photo", category: "View", action: "next", repeatable: true),
    ])

    /// Two apps side by side: Photos (left) and Files (right), for cross-app drags.
    static let split = Scene(name: "split", apps: [
        SceneApp(id: "photos", elements: [
            SceneElement(id: "list", role: .scrollView, frame: ScreenRect(x: 0, y: 0, width: 600, height: 1024),
                         dropDestination: DropDestination(accepts: ["public.image"], policy: .move)),
            SceneElement(id: "pic", role: .gridItem, frame: ScreenRect(x: 20, y: 100, width: 150, height: 150), parent: "list",
                         draggable: image),
        ]),
        SceneApp(id: "files", elements: [
            SceneElement(id: "folder", role: .scrollView, frame: ScreenRect(x: 0, y: 0, width: 600, height: 1024),
                         dropDestination: DropDestination(accepts: ["*"], policy: .move)),
        ]),
    ])
}

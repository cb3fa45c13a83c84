import XCTest
import Harness
import InputModel

final class SceneLoadingTests: XCTestCase {
    static let yaml = """
    scene: notes
    undo: true
    environments: [studio]
    shortcuts:
      - {keys: cmd+n, title: New Note, category: File, action: new}
    apps:
      - id: notes
        elements:
          - id: list
            role: scrollView
            frame: [0, 0, 400, 1024]
            frames:
              compact: {x: 0, y: 0, width: 375, height: 1024}
              studio: [0, 0, 300, 800]
            contentSize: [400, 3000]
            dropDestination: {accepts: [public.text], policy: move}
            children:
              - id: row1
                role: listItem
                frame: [0, 0, 400, 60]
                draggable: {types: [public.text], multiSelect: false}
                contextMenu: [Pin, Delete]
                focus: {group: list, priority: 2000}
                hoverEffect: lift
                pointerShape: grab
              - id: folder
                role: folder
                frame: [0, 60, 400, 60]
                springLoaded: openFolder
          - id: canvas
            role: canvas
            frame: [400, 0, 966, 1024]
            canvas: {usesForce: true, usesTilt: false, hoverPreview: true, handlesDoubleTap: true, strokeWidth: 3}
            shortcuts:
              - {keys: cmd+shift+z, title: Redo, category: Edit, action: redo, repeatable: true}
      - id: files
        elements:
          - {id: drop, role: scrollView, frame: [0, 0, 600, 1024], dropDestination: {accepts: ["*"]}, undo: false}
    """

    static let json = """
    {
      "scene": "notes",
      "undo": true,
      "environments": ["studio"],
      "shortcuts": [{"keys": "cmd+n", "title": "New Note", "category": "File", "action": "new"}],
      "apps": [
        {"id": "notes", "elements": [
          {"id": "list", "role": "scrollView", "frame": [0, 0, 400, 1024],
           "frames": {"compact": {"x": 0, "y": 0, "width": 375, "height": 1024}, "studio": [0, 0, 300, 800]},
           "contentSize": [400, 3000],
           "dropDestination": {"accepts": ["public.text"], "policy": "move"},
           "children": [
             {"id": "row1", "role": "listItem", "frame": [0, 0, 400, 60],
              "draggable": {"types": ["public.text"], "multiSelect": false}, "contextMenu": ["Pin", "Delete"],
              "focus": {"group": "list", "priority": 2000}, "hoverEffect": "lift", "pointerShape": "grab"},
             {"id": "folder", "role": "folder", "frame": [0, 60, 400, 60], "springLoaded": "openFolder"}
           ]},
          {"id": "canvas", "role": "canvas", "frame": [400, 0, 966, 1024],
           "canvas": {"usesForce": true, "usesTilt": false, "hoverPreview": true, "handlesDoubleTap": true, "strokeWidth": 3},
           "shortcuts": [{"keys": "cmd+shift+z", "title": "Redo", "category": "Edit", "action": "redo", "repeatable": true}]}
        ]},
        {"id": "files", "elements": [
          {"id": "drop", "role": "scrollView", "frame": [0, 0, 600, 1024], "dropDestination": {"accepts": ["*"]}, "undo": false}
        ]}
      ]
    }
    """

    func check(_ s: Scene) {
        XCTAssertEqual(s.name, "notes")
        XCTAssertTrue(s.undo)
        XCTAssertEqual(s.apps.map(\.id), ["notes", "files"])
        XCTAssertEqual(s.apps[0].elements.map(\.id), ["list", "row1", "folder", "canvas"])
        let list = s.element("list")!
        XCTAssertEqual(list.frames["compact"], ScreenRect(x: 0, y: 0, width: 375, height: 1024))
        XCTAssertEqual(list.frames["studio"], ScreenRect(x: 0, y: 0, width: 300, height: 800))
        XCTAssertEqual(list.contentSize, ScreenSize(width: 400, height: 3000))
        XCTAssertEqual(list.dropDestination?.policy, .move)
        let row = s.element("row1")!
        XCTAssertEqual(row.parent, "list")
        XCTAssertEqual(row.draggable, Draggable(types: ["public.text"], multiSelect: false))
        XCTAssertEqual(row.contextMenu, ["Pin", "Delete"])
        XCTAssertEqual(row.focus, FocusSpec(group: "list", priority: 2000))
        XCTAssertEqual(row.hoverEffect, .lift)
        XCTAssertEqual(row.pointerShape, .grab)
        XCTAssertEqual(s.element("folder")?.springLoaded?.action, "openFolder")
        XCTAssertEqual(s.element("canvas")?.canvas, CanvasCapabilities(usesForce: true, usesTilt: false, strokeWidth: 3))
        XCTAssertEqual(s.element("canvas")?.shortcuts.first?.keys.description, "cmd+shift+z")
        XCTAssertEqual(s.element("canvas")?.shortcuts.first?.repeatable, true)
        XCTAssertEqual(s.element("drop")?.undo, false)
        XCTAssertEqual(s.shortcuts.first?.title, "New Note")
    }

    func testYAMLSample() throws { check(try SceneLoader.load(Self.yaml, file: "notes.yaml")) }
    func testJSONSample() throws {
        let j = try SceneLoader.load(Self.json, file: "notes.json")
        check(j)
        XCTAssertEqual(j, try SceneLoader.load(Self.yaml))
    }

    func testSingleAppShortForm() throws {
        let s = try SceneLoader.load("scene: tiny\nelements:\n  - {id: b, role: button, frame: [0, 0, 44, 44]}\n")
        XCTAssertEqual(s.apps.count, 1)
        XCTAssertEqual(s.element("b")?.role, .button)
    }

    func testLoadsFromFile() throws {
        let path = NSTemporaryDirectory() + "tactile-scene-\(getpid()).yaml"
        try Self.yaml.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        check(try SceneLoader.load(contentsOf: path))
        XCTAssertThrowsError(try SceneLoader.load(contentsOf: path + ".missing")) { e in
            XCTAssertEqual((e as? TactileError)?.kind, .missingInput)
        }
    }

    /// Loads, expecting a bad-input error at `line` whose reason mentions `mentions`.
    func expectError(_ text: String, line: Int?, _ mentions: String, file: StaticString = #filePath, at: UInt = #line) {
        XCTAssertThrowsError(try SceneLoader.load(text, file: "bad.scene"), file: file, line: at) { e in
            guard let err = e as? TactileError else { return XCTFail("not a TactileError: \(e)", file: file, line: at) }
            XCTAssertEqual(err.kind, .badInput, file: file, line: at)
            XCTAssertEqual(err.kind, .badInput, file: file, line: at)
            XCTAssertEqual(err.file, "bad.scene", file: file, line: at)
            XCTAssertEqual(err.line, line, "\(err)", file: file, line: at)
            XCTAssertTrue(err.reason.contains(mentions), "\(err)", file: file, line: at)
        }
    }

    func testUnknownKeysNameTheirLine() {
        expectError("scene: x\nelements:\n  - id: a\n    role: button\n    colour: red\n", line: 5, "unknown key 'colour'")
        expectError("scene: x\nbogus: 1\n", line: 2, "unknown key 'bogus'")
        let json = """
        {
          "scene": "x",
          "elements": [
            {"id": "a", "role": "button",
             "frame": [0, 0, 44, 44], "colour": "red"}
          ]
        }
        """
        expectError(json, line: 5, "unknown key 'colour'")
    }

    /// The keys the conformance rules read: a key command's priority over focus movement, an
    /// on-screen keyboard bar the app hides with a hardware keyboard; bad values name their line.
    func testKeyboardKeys() throws {
        let scene = try SceneLoader.load("""
        scene: k
        shortcuts:
          - {keys: down, title: Next Message, category: Message, wantsPriorityOverSystemBehavior: true}
          - {keys: up, title: Previous Message, category: Message}
        elements:
          - {id: bar, role: shortcutBar, frame: [0, 600, 800, 44], hiddenWithHardwareKeyboard: true}
          - {id: page, role: textView, frame: [0, 80, 800, 500]}
        """)
        XCTAssertEqual(scene.shortcuts.map(\.wantsPriorityOverSystemBehavior), [true, false])
        XCTAssertEqual(scene.apps[0].elements.map(\.role), [.shortcutBar, .textView])
        XCTAssertEqual(scene.apps[0].elements.map(\.hiddenWithHardwareKeyboard), [true, nil])
        XCTAssertFalse(scene.apps[0].elements[0].isInteractive)
        expectError("shortcuts:\n  - {keys: down, title: X,\n     wantsPriorityOverSystemBehavior: often}\n", line: 3, "often")
        expectError("elements:\n  - id: bar\n    role: shortcutBar\n    hiddenWithHardwareKeyboard: 2\n", line: 4, "hiddenWithHardwareKeyboard")
    }

    func testBadValuesNameTheirLine() {
        expectError("elements:\n  - id: a\n    role: blorp\n", line: 3, "unknown value 'blorp'")
        expectError("elements:\n  - id: a\n    role: button\n    frame: [0, 0, 44]\n", line: 4, "[x, y, width, height]")
        expectError("elements:\n  - id: a\n    role: button\n    frame: [0, zero, 44, 44]\n", line: 4, "expected a number")
        expectError("elements:\n  - id: a\n    role: button\n    hoverEffect: glow\n", line: 4, "glow")
        expectError("elements:\n  - id: a\n    role: button\n    shortcuts:\n      - {keys: cmd+hyper+z, title: X}\n", line: 5, "cmd+hyper+z")
        expectError("{\"elements\": [{\"id\": \"a\", \"role\": \"button\",\n \"z\": \"3\"}]}", line: 2, "integer")
        expectError("elements:\n  - role: button\n", line: 2, "missing 'id'")
    }

    func testDuplicateIdsAndNegativeSizes() {
        expectError("elements:\n  - {id: a, role: button}\n  - {id: b, role: button}\n  - {id: a, role: label}\n", line: 4, "duplicate element id 'a'")
        expectError("elements:\n  - id: a\n    role: button\n    frame: [0, 0, -5, 44]\n", line: 4, "negative size")
        expectError("elements:\n  - id: a\n    role: scrollView\n    contentSize: {width: 10, height: -1}\n", line: 4, "negative size")
        expectError("elements:\n  - id: a\n    role: button\n    frame: [0, 0, 44, -5]\n", line: 4, "negative size")
        expectError("elements:\n  - id: a\n    role: scrollView\n    contentSize: {width: -1, height: 10}\n", line: 4, "negative size")
        for far in ["[-1000000001, 0, 44, 44]", "[0, 1000000001, 44, 44]", "[0, 0, 1000000001, 44]", "[0, 0, 44, 1000000001]"] {
            expectError("elements:\n  - id: a\n    role: button\n    frame: \(far)\n", line: 4, "frame: beyond ±1000000000 pt")
        }
        XCTAssertNoThrow(try SceneLoader.load("elements:\n  - id: a\n    role: button\n    frame: [-1000000000, 1000000000, 1000000000, 1000000000]\n"))
        expectError("elements:\n  - id: a\n    role: scrollView\n    contentSize: {width: 1000000001, height: 10}\n", line: 4, "contentSize: beyond 1000000000 pt")
        expectError("elements:\n  - id: a\n    role: scrollView\n    contentSize: [10, 1000000001]\n", line: 4, "contentSize: beyond 1000000000 pt")
        XCTAssertNoThrow(try SceneLoader.load("elements:\n  - id: a\n    role: scrollView\n    contentSize: [1000000000, 1000000000]\n"))
        expectError("elements:\n  - id: a\n    role: button\n    frames: {wide: [0, 0, 1, 1]}\n", line: 4, "unknown layout 'wide'")
        expectError("elements:\n  - {id: a, role: button}\n  - {id: b, role: button,\n     parent: zz}\n", line: 4, "unknown parent 'zz'")
        expectError("elements:\n  - {id: root, role: button}\n", line: 2, "reserved")
    }

    /// A key given twice in one mapping is refused at its second line (YAML 1.2 §3.2.1.1: the
    /// keys of a mapping are unique).
    func testADuplicateKeyNamesItsLine() {
        expectError("elements:\n  - id: a\n    role: button\n    role: label\n", line: 4, "element: duplicate key 'role'")
    }

    /// A frame as a mapping: `{x, y, width, height}`, x and y 0 when left out.
    func testAFrameAsAMapping() throws {
        let s = try SceneLoader.load("scene: s\nelements:\n  - {id: a, role: button, frame: {x: 3, y: 7, width: 44, height: 50}}\n  - {id: b, role: button, frame: {width: 10, height: 20}}\n")
        XCTAssertEqual(s.apps[0].elements.map { $0.frames["default"] }, [ScreenRect(x: 3, y: 7, width: 44, height: 50), ScreenRect(x: 0, y: 0, width: 10, height: 20)])
    }

    func testSyntaxErrorsNameTheirLine() {
        expectError("scene: x\nelements:\n  - id: a\n    role: [button\n", line: 5, "syntax error")
        expectError("{\n  \"scene\": \"x\",\n  \"elements\": [\n    {\"id\": \"a\" \"role\": \"button\"}\n  ]\n}", line: 4, "syntax error")
    }

    func testSwiftBuiltScenesAreValidated() {
        let dup = Scene(name: "d", elements: [SceneElement(id: "a", role: .button), SceneElement(id: "a", role: .label)])
        XCTAssertThrowsError(try dup.validate()) { XCTAssertTrue(($0 as! TactileError).reason.contains("duplicate")) }
        let neg = Scene(name: "n", elements: [SceneElement(id: "a", role: .button, frame: ScreenRect(x: 0, y: 0, width: -1, height: 5))])
        XCTAssertThrowsError(try neg.validate())
        let cycle = Scene(name: "c", elements: [SceneElement(id: "a", role: .container, parent: "b"),
                                                SceneElement(id: "b", role: .container, parent: "a")])
        XCTAssertThrowsError(try cycle.validate()) { XCTAssertTrue(($0 as! TactileError).reason.contains("cycle")) }
        XCTAssertNoThrow(try Fixtures.photos.validate())
        XCTAssertNoThrow(try Fixtures.split.validate())
    }
}

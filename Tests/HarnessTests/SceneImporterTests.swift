import XCTest
import InputModel
@testable import Harness

/// What the importer decides of each dump (docs/import.md): the window a root that is no window
/// is declared in, which roots are known windows, two dumps of one window, what the status bar
/// tells, what a dump shows an element can do, and a tree built by hand (`DumpTree.check`).
final class SceneImporterTests: XCTestCase {
    /// A UIKit root view (no window) framed `frame`, holding one button.
    static func rootView(_ frame: String) -> String {
        "<UIView: 0x1; frame = (\(frame)); layer = <CALayer: 0x2>>\n   | <UIButton: 0x3; frame = (20 20; 60 44); accessibilityLabel = 'Go'; layer = <CALayer: 0x4>>\n"
    }

    /// A UIKit window of 1180 × 820 pt holding one view described by `body` (its frame first).
    static func windowHolding(_ body: String) -> String {
        "<UIWindow: 0x1; frame = (0 0; 1180 820); layer = <CALayer: 0x2>>\n   | <\(body); layer = <CALayer: 0x4>>\n"
    }

    // MARK: Windows

    /// The declared window holds the root within 2 pt (`ScenePlacement.windowTolerance`) on each of
    /// its four sides, and a root that reaches past one is refused naming its place and size.
    func testTheDeclaredWindowHoldsTheRootOnEverySide() throws {
        let window = "window: [375, 667]\n"
        for frame in ["0 0; 375 600", "-2 -2; 375 600", "2 0; 375 600", "0 69; 375 600", "0 0; 377 669"] {
            XCTAssertNoThrow(try SceneImport.scene(dump: Self.rootView(frame), overlay: window), frame)
        }
        let placed = try SceneImport.scene(dump: Self.rootView("0 67; 375 600"), overlay: window)
        XCTAssertEqual(placed.element("Go")?.frames["compact-375x667"], ScreenRect(x: 20, y: 87, width: 60, height: 44))
        let refused: [(String, String)] = [
            ("-3 0; 375 600", "-3, 0, 375 × 600 pt"), ("0 -3; 375 600", "0, -3, 375 × 600 pt"),
            ("3 0; 375 600", "3, 0, 375 × 600 pt"), ("100 0; 300 600", "100, 0, 300 × 600 pt"),
            ("0 0; 378 600", "0, 0, 378 × 600 pt"), ("0 70; 375 600", "0, 70, 375 × 600 pt"),
            ("0 0; 375 670", "0, 0, 375 × 670 pt"),
        ]
        for (frame, place) in refused {
            XCTAssertThrowsError(try SceneImport.scene(dump: Self.rootView(frame), overlay: window), frame) { error in
                XCTAssertEqual((error as? TactileError)?.kind, .badInput)
                XCTAssertEqual("\(error)", "overlay:1: window: a 375 × 667 pt window cannot hold the root of dump (line 1: UIView at \(place))")
            }
        }
    }

    /// A root of a known window's size is that window only at the window's origin, within 2 pt
    /// on each axis.
    func testAKnownWindowsRootSitsAtItsOriginOnBothAxes() throws {
        func unknown(_ frame: String) throws -> String? { try SceneImport.scene(dump: Self.rootView(frame)).imported[0].unknownWindow }
        XCTAssertNil(try unknown("0 0; 768 1024"))
        XCTAssertNil(try unknown("-2 2; 768 1024"))
        XCTAssertEqual(try unknown("3 0; 768 1024"), "UIView")
        XCTAssertEqual(try unknown("-3 0; 768 1024"), "UIView")
        XCTAssertEqual(try unknown("0 3; 768 1024"), "UIView")
        XCTAssertEqual(try unknown("0 -3; 768 1024"), "UIView")
    }

    /// Two dumps of one window (its size to the point) are a usage error naming both dumps and
    /// both sizes as the dumps give them; `--every-window` takes one dump (exit 64 both).
    func testOneWindowTwiceAndEveryWindowWithTwoDumpsAreUsageErrors() throws {
        func input(_ name: String, _ w: Double, _ h: Double) throws -> SceneImporter.Input {
            let text = "<UIWindow: 0x1; frame = (0 0; \(w) \(h)); layer = <CALayer: 0x2>>\n"
            return SceneImporter.Input(tree: try DumpReader.read(text, file: name), file: name)
        }
        let a = try input("a.txt", 1180, 820), b = try input("b.txt", 1180.4, 819.6), c = try input("c.txt", 834, 1194)
        XCTAssertThrowsError(try SceneImporter().scene(name: "s", from: [a, c, b])) { error in
            let e = error as? TactileError
            XCTAssertEqual(e?.kind, .usage)
            XCTAssertTrue(e?.reason.hasPrefix("b.txt and a.txt are both regular-1180x820 windows (1180.4 × 819.6 and 1180 × 820 pt): a scene keeps one layout per window size") == true, "\(error)")
        }
        XCTAssertThrowsError(try SceneImporter().scene(name: "s", from: [a, c], everyWindow: true)) { error in
            let e = error as? TactileError
            XCTAssertEqual(e?.kind, .usage)
            XCTAssertEqual(e?.reason, "--every-window takes one dump: its layout stands for every window")
        }
    }

    /// The system's status bar tells the safe area by its height; one of no height (hidden)
    /// tells nothing, whatever its width.
    func testTheStatusBarTellsItsHeight() throws {
        func statusBar(width: Int, height: Int) throws -> Double? {
            let text = """
            <hierarchy>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" x="0" y="0" width="375" height="812">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="375" height="812">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="close" x="16" y="46" width="44" height="44"/>
                </XCUIElementTypeWindow>
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="375" height="812">
                  <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="\(width)" height="\(height)"/>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </hierarchy>
            """
            return try SceneImport.scene(dump: text, dumpName: "notes.xml").imported[0].statusBar
        }
        XCTAssertEqual(try statusBar(width: 375, height: 44), 44)
        XCTAssertNil(try statusBar(width: 375, height: 0))
    }

    // MARK: What a dump shows an element can do

    /// Each interaction named on an app's view gives it one capability and no other (docs/import.md
    /// › What a dump shows an element can do).
    func testEachInteractionGivesItsOwnCapability() throws {
        func card(_ interaction: String) throws -> SceneElement {
            let scene = try SceneImport.scene(dump: Self.windowHolding("Acme.Card: 0x3; frame = (10 10; 200 200); accessibilityIdentifier = 'card'; interactions = (<\(interaction): 0x9>)"))
            return try XCTUnwrap(scene.element("card"))
        }
        struct Shown: Equatable {
            var contextMenu: [String]?, dragTypes: [String]?, accepts: [String]?, springLoaded: Bool, hover: HoverEffect?, canvasDeclared: Bool?, role: ElementRole
        }
        func shown(_ e: SceneElement) -> Shown {
            Shown(contextMenu: e.contextMenu, dragTypes: e.draggable?.types, accepts: e.dropDestination?.accepts, springLoaded: e.springLoaded != nil,
                  hover: e.hoverEffect, canvasDeclared: e.canvas?.declared, role: e.role)
        }
        let none = Shown(contextMenu: nil, dragTypes: nil, accepts: nil, springLoaded: false, hover: nil, canvasDeclared: nil, role: .container)
        var menu = none; menu.contextMenu = []
        var drag = none; drag.dragTypes = ["public.data"]
        var drop = none; drop.accepts = ["*"]
        var spring = none; spring.springLoaded = true
        var pointer = none; pointer.hover = .hover
        var pencil = none; pencil.canvasDeclared = false; pencil.role = .canvas
        let expected: [(String, Shown)] = [
            ("UIContextMenuInteraction", menu), ("UIDragInteraction", drag), ("UIDropInteraction", drop),
            ("UISpringLoadedInteraction", spring), ("UIPointerInteraction", pointer), ("UIHoverGestureRecognizer", pointer),
            ("UIPencilInteraction", pencil), ("UIScribbleInteraction", none),
        ]
        for (interaction, want) in expected {
            XCTAssertEqual(shown(try card(interaction)), want, interaction)
        }
    }

    /// PencilKit's canvas, by its class, a module-qualified name or the base class an app's
    /// subclass prints, draws with force and tilt (`declared: true`); a class that only ends
    /// alike is the app's own view.
    func testPencilKitsCanvasIsKnownByClassModuleOrBase() throws {
        func canvas(_ head: String) throws -> CanvasCapabilities? {
            try SceneImport.scene(dump: Self.windowHolding("\(head); frame = (0 0; 800 600); accessibilityIdentifier = 'sketch'")).element("sketch")?.canvas
        }
        XCTAssertEqual(try canvas("PKCanvasView: 0x3")?.declared, true)
        XCTAssertEqual(try canvas("PencilKit.PKCanvasView: 0x3")?.declared, true)
        XCTAssertEqual(try canvas("Acme.Sketch: 0x3; baseClass = PKCanvasView")?.declared, true)
        XCTAssertNil(try canvas("Acme.MyPKCanvasView: 0x3"))
        XCTAssertNil(try canvas("Acme.Sketch: 0x3; baseClass = UIView"))
    }

    /// A text input takes dropped text unless it says otherwise; Scribble is on with a Scribble
    /// interaction, off where the line lists interactions without one, unknown where it lists
    /// none, and never a property of what is no text input.
    func testTextInputsTakeTextAndTellScribble() throws {
        func field(_ head: String, _ interactions: String?) throws -> SceneElement {
            let listed = interactions.map { "; interactions = (\($0))" } ?? ""
            let scene = try SceneImport.scene(dump: Self.windowHolding("\(head): 0x3; frame = (10 10; 300 44); accessibilityIdentifier = 'f'\(listed)"))
            return try XCTUnwrap(scene.element("f"))
        }
        XCTAssertEqual(try field("UITextField", nil).dropDestination?.accepts, ["public.text"])
        XCTAssertNil(try field("UITextField", nil).scribble)
        XCTAssertEqual(try field("UITextField", "<UIScribbleInteraction: 0x9>").scribble, true)
        XCTAssertEqual(try field("UITextView", "<UIIndirectScribbleInteraction: 0x9>").scribble, true)
        let springOnly = try field("UITextField", "<UISpringLoadedInteraction: 0x9>")
        XCTAssertEqual(springOnly.scribble, false)
        XCTAssertNotNil(springOnly.springLoaded)
        XCTAssertEqual(try field("UITextView", "<UIDropInteraction: 0x9>").dropDestination?.accepts, ["*"])
        XCTAssertNil(try field("Acme.Card", "<UIScribbleInteraction: 0x9>").scribble)
        XCTAssertNil(try field("Acme.Card", nil).dropDestination)
    }

    // MARK: An accessibility tree

    /// In an accessibility tree (no drawing order) bare containers pass a tap through; a scroll
    /// view and a canvas take what lands on them (docs/import.md › What a dump decides, rule by
    /// rule). A tree built by hand may say a view draws with the Pencil.
    func testACanvasAndAScrollViewInAnAccessibilityTreeTakeWhatLandsOnThem() throws {
        var window = DumpElement(className: "Window", frame: ScreenRect(x: 0, y: 0, width: 1180, height: 820), line: 1, parent: nil)
        window.identifier = "main"
        var canvas = DumpElement(className: "Other", frame: ScreenRect(x: 0, y: 0, width: 600, height: 820), line: 2, parent: 0)
        canvas.identifier = "sketch"
        canvas.capabilities = [.pencil]
        var plain = DumpElement(className: "Other", frame: ScreenRect(x: 600, y: 0, width: 580, height: 400), line: 3, parent: 0)
        plain.identifier = "panel"
        var scroll = DumpElement(className: "ScrollView", frame: ScreenRect(x: 600, y: 400, width: 580, height: 420), line: 4, parent: 0)
        scroll.identifier = "list"
        let tree = DumpTree(format: .xcuitest, elements: [window, canvas, plain, scroll], window: ScreenSize(width: 1180, height: 820))
        let scene = try SceneImporter().scene(name: "s", from: [SceneImporter.Input(tree: tree, file: "t.txt")])
        XCTAssertEqual(scene.element("sketch")?.role, .canvas)
        XCTAssertEqual(scene.element("sketch")?.passesTouches, false)
        XCTAssertEqual(scene.element("list")?.role, .scrollView)
        XCTAssertEqual(scene.element("list")?.passesTouches, false)
        XCTAssertEqual(scene.element("panel")?.passesTouches, true)
        XCTAssertEqual(scene.element("main")?.passesTouches, false, "the window takes what nothing else does")
    }

    /// A scroll view whose content size the dump does not print spans what its descendants span,
    /// grandchildren included; an accessibility tree's off-screen cells count, a hidden UIKit
    /// view and an element of no width or no height do not.
    func testAContentSizeNotPrintedIsWhatTheDescendantsSpan() throws {
        let uikit = """
        <UIWindow: 0x1; frame = (0 0; 1180 820); layer = <CALayer: 0x2>>
           | <Acme.Pager: 0x3; frame = (0 0; 400 400); baseClass = UIScrollView; accessibilityIdentifier = 'pager'; layer = <CALayer: 0x4>>
           |    | <UIView: 0x5; frame = (0 0; 400 400); layer = <CALayer: 0x6>>
           |    |    | <UIView: 0x7; frame = (0 500; 400 100); layer = <CALayer: 0x8>>
           |    | <UIView: 0x9; frame = (0 800; 400 100); hidden = YES; layer = <CALayer: 0xa>>
           |    | <UIView: 0xb; frame = (0 900; 0 100); layer = <CALayer: 0xc>>
           |    | <UIView: 0xd; frame = (0 1000; 400 0); layer = <CALayer: 0xe>>
        """
        let pager = try XCTUnwrap(try SceneImport.scene(dump: uikit).element("pager"))
        XCTAssertEqual(pager.role, .scrollView)
        XCTAssertEqual(pager.contentSize, ScreenSize(width: 400, height: 600))
        let appium = """
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" x="0" y="0" width="1180" height="820" visible="true">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="1180" height="820" visible="true">
              <XCUIElementTypeTable type="XCUIElementTypeTable" name="list" x="0" y="0" width="400" height="400" visible="true">
                <XCUIElementTypeCell type="XCUIElementTypeCell" name="a" x="0" y="0" width="400" height="100" visible="true"/>
                <XCUIElementTypeCell type="XCUIElementTypeCell" name="z" x="0" y="1100" width="400" height="100" visible="false"/>
              </XCUIElementTypeTable>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """
        XCTAssertEqual(try SceneImport.scene(dump: appium, dumpName: "notes.xml").element("list")?.contentSize, ScreenSize(width: 400, height: 1200))
    }

    /// A tree built by hand is checked as a read one is: no element, a window of no size, a
    /// parent after its child, a frame or a content size out of range each refused naming the
    /// file and the element's line.
    func testATreeBuiltByHandIsCheckedAsAReadOne() throws {
        let window = DumpElement(className: "Window", frame: ScreenRect(x: 0, y: 0, width: 1180, height: 820), line: 1, parent: nil)
        func refusal(_ elements: [DumpElement], window size: ScreenSize = ScreenSize(width: 1180, height: 820)) -> String {
            let tree = DumpTree(format: .xcuitest, elements: elements, window: size)
            do {
                _ = try SceneImporter().scene(name: "s", from: [SceneImporter.Input(tree: tree, file: "t.txt")])
                return "accepted"
            } catch {
                XCTAssertEqual((error as? TactileError)?.kind, .badInput)
                return "\(error)"
            }
        }
        XCTAssertEqual(refusal([]), "t.txt: the dump holds no elements")
        XCTAssertEqual(refusal([window], window: ScreenSize(width: 0, height: 820)), "t.txt:1: the window has no size (0.0 × 820.0)")
        XCTAssertEqual(refusal([window], window: ScreenSize(width: 1180, height: 2e9)), "t.txt:1: the window (1180.0 × 2000000000.0) lies beyond 1000000000 pt")
        XCTAssertEqual(refusal([window], window: ScreenSize(width: 2e9, height: 820)), "t.txt:1: the window (2000000000.0 × 820.0) lies beyond 1000000000 pt")
        var orphan = DumpElement(className: "Button", frame: ScreenRect(x: 0, y: 0, width: 44, height: 44), line: 2, parent: 1)
        XCTAssertEqual(refusal([window, orphan]), "t.txt:2: Button: its parent (element 1) is not an element before it")
        orphan.parent = 0
        XCTAssertEqual(refusal([window, orphan]), "accepted")
        var wide = orphan
        wide.frame = ScreenRect(x: 0, y: 0, width: 2e9, height: 44)
        XCTAssertEqual(refusal([window, wide]), "t.txt:2: Button: its frame in the window, [0.0, 0.0, 2000000000.0, 44.0], lies beyond ±1000000000 pt or has a negative size")
        var tall = orphan
        tall.frame = ScreenRect(x: 0, y: 0, width: 44, height: -2e9)
        XCTAssertEqual(refusal([window, tall]), "t.txt:2: Button: its frame in the window, [0.0, 0.0, 44.0, -2000000000.0], lies beyond ±1000000000 pt or has a negative size")
        tall.frame = ScreenRect(x: 0, y: 0, width: 44, height: 2e9)
        XCTAssertTrue(refusal([window, tall]).hasPrefix("t.txt:2: Button: its frame in the window,"))
        var negative = orphan
        negative.frame = ScreenRect(x: 0, y: 0, width: 44, height: -1)
        XCTAssertTrue(refusal([window, negative]).hasPrefix("t.txt:2: Button: its frame in the window,"))
        negative.frame = ScreenRect(x: 0, y: 0, width: -1, height: 44)
        XCTAssertTrue(refusal([window, negative]).hasPrefix("t.txt:2: Button: its frame in the window,"))
        var content = orphan
        content.contentSize = ScreenSize(width: -1, height: 10)
        XCTAssertEqual(refusal([window, content]), "t.txt:2: Button: contentSize {-1.0, 10.0} beyond 0 to 1000000000 pt")
        content.contentSize = ScreenSize(width: 10, height: -1)
        XCTAssertEqual(refusal([window, content]), "t.txt:2: Button: contentSize {10.0, -1.0} beyond 0 to 1000000000 pt")
    }
}

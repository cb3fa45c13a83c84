import XCTest
import InputModel
@testable import Harness

/// Roles an element takes from where it stands, as docs/import.md › Roles gives them: what is
/// kept (shown, with a frame of some area), a bar's buttons at any depth inside it, a collection
/// view's cells at any depth up to a nearer scroll view, and a view with a Pencil interaction.
final class ImportContextRolesTests: XCTestCase {
    private func roles(_ dump: String) throws -> [String: ElementRole] {
        let elements = SceneImporter().elements(of: try DumpReader.read(dump, file: "d.txt"), layout: "default")
        return Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0.role) })
    }

    /// A frame of no width or no height has no area: the element is left out.
    func testAnElementWithoutWidthOrHeightIsLeftOut() throws {
        let r = try roles("""
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UIButton: 0x3; frame = (10 10; 0 44); accessibilityIdentifier = 'no-width'; layer = <CALayer: 0x4>>
           | <UIButton: 0x5; frame = (10 60; 44 0); accessibilityIdentifier = 'no-height'; layer = <CALayer: 0x6>>
           | <UIButton: 0x7; frame = (10 110; 1 1); accessibilityIdentifier = 'one-point'; layer = <CALayer: 0x8>>
        """)
        XCTAssertNil(r["no-width"])
        XCTAssertNil(r["no-height"])
        XCTAssertEqual(r["one-point"], .button)
    }

    /// UIKit lays a bar's buttons out inside its own views (`_UIButtonBarStackView`, a tab bar's
    /// content view): a button anywhere inside a navigation bar or a toolbar is a bar button,
    /// inside a tab bar a tab.
    func testAButtonAnywhereInsideABarTakesTheBarsRole() throws {
        let r = try roles("""
        <UIWindow: 0x1; frame = (0 0; 820 1180); layer = <UIWindowLayer: 0x2>>
           | <UINavigationBar: 0x3; frame = (0 24; 820 50); layer = <CALayer: 0x4>>
           |    | <_UIButtonBarStackView: 0x5; frame = (700 0; 120 50); layer = <CALayer: 0x6>>
           |    |    | <UIButton: 0x7; frame = (60 3; 44 44); accessibilityIdentifier = 'compose'; layer = <CALayer: 0x8>>
           | <UITabBar: 0x9; frame = (0 1130; 820 50); layer = <CALayer: 0xa>>
           |    | <UIView: 0xb; frame = (0 0; 820 50); layer = <CALayer: 0xc>>
           |    |    | <UIButton: 0xd; frame = (100 3; 120 44); accessibilityIdentifier = 'recents'; layer = <CALayer: 0xe>>
           | <UIView: 0xf; frame = (0 200; 820 100); layer = <CALayer: 0x10>>
           |    | <UIButton: 0x11; frame = (300 10; 200 44); accessibilityIdentifier = 'send'; layer = <CALayer: 0x12>>
        """)
        XCTAssertEqual(r["compose"], .barButton)
        XCTAssertEqual(r["recents"], .tab)
        XCTAssertEqual(r["send"], .button)
    }

    /// Cells inside a view inside a collection view are its cells (side by side: a grid); cells
    /// inside a scroll view inside it are that scroll view's, which is no collection view: rows.
    func testCellsBelongToTheirNearestScrollContainer() throws {
        let r = try roles("""
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UICollectionView: 0x3; frame = (0 0; 834 500); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {834, 500}>
           |    | <UIView: 0x5; frame = (0 0; 834 200); layer = <CALayer: 0x6>>
           |    |    | <UICollectionViewCell: 0x7; frame = (0 0; 200 200); accessibilityIdentifier = 'tile-a'; layer = <CALayer: 0x8>>
           |    |    | <UICollectionViewCell: 0x9; frame = (210 0; 200 200); accessibilityIdentifier = 'tile-b'; layer = <CALayer: 0xa>>
           | <UICollectionView: 0xb; frame = (0 520; 834 500); layer = <CALayer: 0xc>; contentOffset: {0, 0}; contentSize: {834, 500}>
           |    | <UIScrollView: 0xd; frame = (0 0; 834 200); layer = <CALayer: 0xe>; contentOffset: {0, 0}; contentSize: {834, 200}>
           |    |    | <UICollectionViewCell: 0xf; frame = (0 0; 200 200); accessibilityIdentifier = 'row-a'; layer = <CALayer: 0x10>>
           |    |    | <UICollectionViewCell: 0x11; frame = (210 0; 200 200); accessibilityIdentifier = 'row-b'; layer = <CALayer: 0x12>>
        """)
        XCTAssertEqual(r["tile-a"], .gridItem)
        XCTAssertEqual(r["tile-b"], .gridItem)
        XCTAssertEqual(r["row-a"], .listItem)
        XCTAssertEqual(r["row-b"], .listItem)
    }

    /// A view with a `UIPencilInteraction` is a canvas; the same view without one a container.
    func testAPencilInteractionMakesACanvas() throws {
        let r = try roles("""
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <Acme.SketchView: 0x3; frame = (0 100; 834 500); accessibilityIdentifier = 'sketch'; interactions = (<UIPencilInteraction: 0x4>); layer = <CALayer: 0x5>>
           | <Acme.SketchView: 0x6; frame = (0 620; 834 500); accessibilityIdentifier = 'plain'; layer = <CALayer: 0x7>>
        """)
        XCTAssertEqual(r["sketch"], .canvas)
        XCTAssertEqual(r["plain"], .container)
    }

    /// "Side by side": two cells on one row that do not overlap, to half a point. Cells that
    /// overlap more (a stack of cards), or a cell of no width or no height beside another, make
    /// no grid. Either cell may come first in the dump.
    func testOnlyCellsApartOnOneRowMakeAGrid() throws {
        func collection(_ a: String, _ b: String) -> String {
            """
            <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
               | <UICollectionView: 0x3; frame = (0 0; 834 600); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {834, 600}>
               |    | <UICollectionViewCell: 0x5; frame = (\(a)); accessibilityIdentifier = 'a'; layer = <CALayer: 0x6>>
               |    | <UICollectionViewCell: 0x7; frame = (\(b)); accessibilityIdentifier = 'b'; layer = <CALayer: 0x8>>
            """
        }
        func role(_ a: String, _ b: String) throws -> ElementRole? { try roles(collection(a, b))["a"] }
        for (left, right, grid) in [("0 100; 400 300", "420 100; 400 300", true),
                                    ("0 100; 400 300", "400 100; 400 300", true),
                                    ("0 100; 400 300", "399.6 100; 400 300", true),
                                    ("0 100; 400 300", "399.4 100; 400 300", false),
                                    ("0 100; 400 300", "200 100; 400 300", false)] {
            let want: ElementRole = grid ? .gridItem : .listItem
            XCTAssertEqual(try role(left, right), want, "\(left) then \(right)")
            XCTAssertEqual(try role(right, left), want, "\(right) then \(left)")
        }
        XCTAssertEqual(try role("0 100; 834 44", "0 100; 0 44"), .listItem, "beside a cell of no width")
        XCTAssertEqual(try role("0 100; 400 300", "420 100; 400 0"), .listItem, "beside a cell of no height")
    }

    private func ids(_ body: String) throws -> [String] {
        let dump = "<UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>\n" + body
        return SceneImporter().elements(of: try DumpReader.read(dump, file: "d.txt"), layout: "default").map(\.id)
    }

    /// A control with neither identifier nor label is named by its first label (a cell's title,
    /// not its detail text); the labels keep their own names after it.
    func testAControlIsNamedByItsFirstLabel() throws {
        XCTAssertEqual(try ids("""
           | <UITableViewCell: 0x3; frame = (0 0; 834 44); layer = <CALayer: 0x4>>
           |    | <UILabel: 0x5; frame = (20 0; 300 44); text = 'Wi-Fi'; layer = <CALayer: 0x6>>
           |    | <UILabel: 0x7; frame = (600 0; 200 44); text = 'Home'; layer = <CALayer: 0x8>>
        """), ["UIWindow[1]", "Wi-Fi", "Wi-Fi#2", "Home"])
    }

    /// What is left out claims no name: a hidden view with the same identifier, or of the same
    /// type, takes neither the identifier nor a place in the type's count.
    func testWhatIsLeftOutClaimsNoName() throws {
        XCTAssertEqual(try ids("""
           | <UIButton: 0x3; frame = (0 0; 44 44); hidden = YES; accessibilityIdentifier = 'save'; layer = <CALayer: 0x4>>
           | <UIButton: 0x5; frame = (50 0; 44 44); accessibilityIdentifier = 'save'; layer = <CALayer: 0x6>>
           | <UIView: 0x7; frame = (0 50; 44 44); hidden = YES; layer = <CALayer: 0x8>>
           | <UIView: 0x9; frame = (0 100; 44 44); layer = <CALayer: 0xa>>
        """), ["UIWindow[1]", "save", "UIView[1]"])
    }

    /// A label's text box: the printed text wrapped at the frame's width, 8 pt a character on
    /// average, 20.29 pt a line (docs/import.md › `layout.no-clipping`). "Hello world" (11
    /// characters) in 80 pt (10 a line) takes two lines, 40.58 pt, in a frame 300 tall.
    func testALabelsTextBoxWrapsAtItsFrameWidth() throws {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UILabel: 0x3; frame = (0 0; 80 300); text = 'Hello world'; layer = <CALayer: 0x4>>
           | <UILabel: 0x5; frame = (100 0; 90 300); text = 'Hello world'; layer = <CALayer: 0x6>>
        """
        let labels = SceneImporter().elements(of: try DumpReader.read(dump, file: "d.txt"), layout: "default").filter { $0.role == .label }
        XCTAssertEqual(labels.map(\.textHeight), [40.58, 20.29])
    }

    /// The content size a UIKit dump prints is the scroll view's, in both directions.
    func testAPrintedContentSizeIsTakenInBothDirections() throws {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 834 1194); layer = <UIWindowLayer: 0x2>>
           | <UIScrollView: 0x3; frame = (0 0; 834 200); accessibilityIdentifier = 'wide'; layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {2000, 200}>
           | <UIScrollView: 0x5; frame = (0 300; 834 200); accessibilityIdentifier = 'tall'; layer = <CALayer: 0x6>; contentOffset: {0, 0}; contentSize: {834, 900}>
        """
        let sizes = Dictionary(uniqueKeysWithValues: SceneImporter().elements(of: try DumpReader.read(dump, file: "d.txt"), layout: "default").map { ($0.id, $0.contentSize) })
        XCTAssertEqual(sizes["wide"], ScreenSize(width: 2000, height: 200))
        XCTAssertEqual(sizes["tall"], ScreenSize(width: 834, height: 900))
    }
}

import XCTest
import Foundation
import InputModel
@testable import Harness

/// Dumps too deep, too wide or too large for a scene, and values past what the parsers read:
/// read, or refused with 65 naming the dump and the line, never "an importer defect" (73).
final class HostileImportTests: XCTestCase {
    static func appium(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Hostile" x="0" y="0" width="834" height="1194">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="834" height="1194">
        \(body)</XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        </AppiumAUT>
        """
    }

    static func deep(_ n: Int) -> String {
        appium(String(repeating: "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" x=\"0\" y=\"0\" width=\"834\" height=\"1194\">\n", count: n)
               + "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"go\" x=\"10\" y=\"10\" width=\"44\" height=\"44\"/>\n"
               + String(repeating: "</XCUIElementTypeOther>\n", count: n))
    }

    static func wide(_ n: Int) -> String {
        appium((0..<n).map { "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"b\($0)\" x=\"\($0 * 50 % 800)\" y=\"\($0 / 16 * 50)\" width=\"44\" height=\"44\"/>\n" }.joined())
    }

    func refusal(_ dump: String) -> TactileError? {
        do { _ = try SceneImport.yaml(try SceneImport.scene(dump: dump, dumpName: "d.xml"), dumps: ["d.xml"], overlay: nil); return nil }
        catch { return error as? TactileError }
    }

    /// 10 000 deep (each element's parent the one before) imports and reads back; 50 000 deep
    /// would make a scene larger than a scene file may be, and is refused at the element where
    /// it grows past that, with 65: not after minutes, not as an importer defect.
    func testDeepDumpsAreReadOrRefusedAtTheirLine() throws {
        let scene = try SceneImport.scene(dump: Self.deep(10_000), dumpName: "d.xml")
        XCTAssertEqual(scene.allElements.count, 10_002)
        let text = try SceneImport.yaml(scene, dumps: ["d.xml"], overlay: nil)
        XCTAssertEqual(try SceneLoader.load(text, file: "s.yml"), scene)
        let e = try XCTUnwrap(refusal(Self.deep(50_000)))
        XCTAssertEqual(e.kind, .badInput)
        XCTAssertEqual(e.file, "d.xml")
        XCTAssertNotNil(e.line)
        // The elements may take the loader's limit less 20 000 nodes for the rest of the scene.
        XCTAssertTrue(e.reason.contains("the scene would hold more than 480000 YAML nodes, more than a scene file may (500000 in all)"), e.reason)
    }

    /// 20 000 sibling buttons import and read back; 50 000 are refused at their line.
    func testWideDumpsAreReadOrRefusedAtTheirLine() throws {
        let scene = try SceneImport.scene(dump: Self.wide(20_000), dumpName: "d.xml")
        XCTAssertEqual(try SceneLoader.load(try SceneImport.yaml(scene, dumps: ["d.xml"], overlay: nil), file: "s.yml").allElements.count, 20_001, "the window and its buttons")
        let e = try XCTUnwrap(refusal(Self.wide(50_000)))
        XCTAssertEqual(e.kind, .badInput)
        XCTAssertEqual(e.file, "d.xml")
        // The line of the element where the scene grows past the limit: one of the buttons.
        let line = try XCTUnwrap(e.line)
        XCTAssertTrue(Self.wide(50_000).split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains("XCUIElementTypeButton"))
    }

    /// A content size or a frame placed in the window past ±10⁹ pt is refused at its line, as the
    /// scene loader would refuse the scene.
    func testValuesPastTheScenesRangeAreRefusedAtTheirLine() throws {
        let content = "<UIWindow: 0x1; frame = (0 0; 834 1194)>\n   | <UIScrollView: 0x2; frame = (0 0; 834 1194); contentOffset: {0, 0}; contentSize: {834, 1e308}>\n"
        let e = refusal(content)
        XCTAssertEqual(e?.line, 2)
        XCTAssertTrue(e?.reason.contains("contentSize {834.0, 1e+308} beyond 0 to 1000000000 pt") == true, "\(String(describing: e))")
        // Each frame in range, their sum past it: the third view's window origin is 1.5 × 10⁹.
        let sum = "<UIWindow: 0x1; frame = (0 0; 834 1194)>\n   | <UIView: 0x2; frame = (900000000 0; 10 10)>\n   |    | <UIView: 0x3; frame = (600000000 0; 10 10)>\n"
        let f = refusal(sum)
        XCTAssertEqual(f?.line, 3)
        XCTAssertTrue(f?.reason.contains("UIView: its frame in the window") == true, "\(String(describing: f))")
        XCTAssertNil(refusal("<UIWindow: 0x1; frame = (0 0; 834 1194)>\n   | <UIView: 0x2; frame = (500000000 0; 10 10)>\n   |    | <UIView: 0x3; frame = (500000000 0; 10 10)>\n"), "exactly 10⁹")
        // The same down the window.
        let down = "<UIWindow: 0x1; frame = (0 0; 834 1194)>\n   | <UIView: 0x2; frame = (0 900000000; 10 10)>\n   |    | <UIView: 0x3; frame = (0 600000000; 10 10)>\n"
        XCTAssertEqual(refusal(down)?.line, 3)
        // A content size's width as its height; a negative one says nothing and is not read.
        let wide = refusal("<UIWindow: 0x1; frame = (0 0; 834 1194)>\n   | <UIScrollView: 0x2; frame = (0 0; 834 1194); contentOffset: {0, 0}; contentSize: {2e9, 1194}>\n")
        XCTAssertEqual(wide?.line, 2)
        XCTAssertTrue(wide?.reason.contains("contentSize {2000000000.0, 1194.0} beyond 0 to 1000000000 pt") == true, "\(String(describing: wide))")
        for size in ["{-5, 1194}", "{834, -5}"] {
            let tree = try DumpReader.read("<UIWindow: 0x1; frame = (0 0; 834 1194)>\n   | <UIScrollView: 0x2; frame = (0 0; 834 1194); contentOffset: {0, 0}; contentSize: \(size)>\n", file: "d.txt")
            XCTAssertEqual(tree.elements.map(\.contentSize), [nil, nil], size)
        }
    }

    /// A label of 12 MB on line 7 of well-formed XML: refused at line 7 for its length, not as
    /// "not well-formed" at another line (libxml2 stops at 10 000 000 bytes).
    func testAnOverlongAttributeIsNamedAtItsLine() throws {
        let long = String(repeating: "a", count: 12_000_000)
        let dump = Self.appium("<XCUIElementTypeOther type=\"XCUIElementTypeOther\" x=\"0\" y=\"0\" width=\"10\" height=\"10\">\n<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\"\n label=\"\(long)\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>\n</XCUIElementTypeOther>\n")
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[6].hasPrefix(" label=\"aaa"))
        let e = refusal(dump)
        XCTAssertEqual(e?.line, 7)
        XCTAssertTrue(e?.reason.contains("an attribute value longer than 10000000 bytes") == true, "\(String(describing: e))")
        let fits = Self.appium("<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" label=\"\(String(long.prefix(1_000_000)))\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>\n")
        XCTAssertNil(refusal(fits))
    }

    /// A parent cycle is refused naming an element on it; a chain 50 000 deep is checked once
    /// an element, not walked from each.
    func testParentCyclesAreFoundInOneWalk() throws {
        var a = SceneElement(id: "a", role: .container, frames: ["default": ScreenRect(x: 0, y: 0, width: 1, height: 1)])
        var b = a
        b.id = "b"
        a.parent = "b"
        b.parent = "a"
        XCTAssertThrowsError(try Scene(name: "s", elements: [a, b]).validate()) { e in XCTAssertTrue("\(e)".contains("parent cycle"), "\(e)") }
        var chain: [SceneElement] = []
        for i in 0..<50_000 {
            var e = SceneElement(id: "e\(i)", role: .container, frames: ["default": ScreenRect(x: 0, y: 0, width: 1, height: 1)])
            e.parent = i == 0 ? nil : "e\(i - 1)"
            chain.append(e)
        }
        XCTAssertNoThrow(try Scene(name: "s", elements: chain).validate())
        chain[0].parent = "e49999"
        XCTAssertThrowsError(try Scene(name: "s", elements: chain).validate())
    }
}

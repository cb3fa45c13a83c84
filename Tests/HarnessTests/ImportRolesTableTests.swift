import Foundation
import XCTest
import InputModel
@testable import Harness

/// docs/import.md § Roles, row by row: every class and element type the table names, in a dump
/// of each format that prints it (a UIKit class in a `recursiveDescription`, an element type in
/// an XCUITest `debugDescription` and in an Appium page source, a trait on an Appium `Other`),
/// imports with the role the table gives it, standing alone in a window. The roles a container
/// gives (a button in a bar, cells side by side) are `ImportTests`'.
final class ImportRolesTableTests: XCTestCase {
    struct Row {
        var names: [String]
        var traits: [String]
        var role: String
    }

    /// The table, read from the doc: the names in backticks before the role's cell, the traits
    /// an `Other` may carry ("an `Other` with the `A` or `B` trait"), and the role (the first in
    /// backticks of the second cell).
    static func table() throws -> [Row] {
        let doc = try String(contentsOfFile: TactileProcess.root + "/docs/import.md", encoding: .utf8)
        let section = try XCTUnwrap(doc.components(separatedBy: "\n## Roles\n").last?.components(separatedBy: "\n## ").first)
        var rows: [Row] = []
        for line in section.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| dump class") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let ticked = DocTables.ticked(_:) as (String) -> [String]
            var names: [String] = [], traits: [String] = []
            // "an `Other` with the `A` or `B` trait": A and B are traits.
            let first = cells[0]
            var rest = first
            while let r = rest.range(of: "an `Other` with the ") {
                let phrase = rest[r.upperBound...].prefix { $0 != "," && $0 != "|" }
                traits += ticked(String(phrase))
                rest = rest.replacingCharacters(in: r.lowerBound..<phrase.endIndex, with: "")
            }
            for name in ticked(rest) { names += name.split(separator: "/").map(String.init) }
            let role = try XCTUnwrap(ticked(cells[1]).first, String(line))
            rows.append(Row(names: names, traits: traits, role: role))
        }
        return rows
    }

    static func isUIKitClass(_ name: String) -> Bool {
        ["UI", "_UI", "MK", "WK"].contains { name.hasPrefix($0) }
    }

    static func uikit(_ name: String) -> String {
        """
        <UIWindow: 0x1; frame = (0 0; 1024 768); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (0 0; 1024 768); layer = <CALayer: 0x4>>
           |    | <\(name): 0x5; frame = (100 100; 200 60); layer = <CALayer: 0x6>>
        """
    }

    static func xcuitest(_ type: String) -> String {
        """
        Attributes: Application, 0x1, pid: 1, label: 'Probe'
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Probe'
            Window (Main), 0x2, {{0.0, 0.0}, {1024.0, 768.0}}
              Other, 0x3, {{0.0, 0.0}, {1024.0, 768.0}}
                \(type), 0x4, {{100.0, 100.0}, {200.0, 60.0}}, identifier: 'probe'
        """
    }

    static func appium(_ type: String, traits: String? = nil) -> String {
        let t = traits.map { " traits=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Probe" label="Probe" enabled="true" visible="true" x="0" y="0" width="1024" height="768">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="1024" height="768">
              <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="1024" height="768">
                <XCUIElementType\(type) type="XCUIElementType\(type)" name="probe"\(t) enabled="true" visible="true" x="100" y="100" width="200" height="60"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """
    }

    func testEveryRowOfTheTable() throws {
        let rows = try Self.table()
        XCTAssertGreaterThan(rows.count, 18)
        var checked = 0, wrong: [String] = []
        func check(_ what: String, _ dump: String, find: (Scene) -> SceneElement?, role: String) {
            checked += 1
            do {
                let scene = try SceneImport.scene(dump: dump)
                let got = find(scene)?.role.rawValue ?? "nothing"
                if got != role { wrong.append("\(what): \(got), the table says \(role)") }
            } catch {
                wrong.append("\(what): \(error)")
            }
        }
        for row in rows {
            for name in row.names where !["Window", "an app's own view"].contains(name) {
                if Self.isUIKitClass(name) {
                    check("UIKit \(name)", Self.uikit(name), find: { $0.allElements.first { $0.className == name } }, role: row.role)
                } else {
                    check("XCUITest \(name)", Self.xcuitest(name), find: { $0.element("probe") }, role: row.role)
                    check("Appium \(name)", Self.appium(name), find: { $0.element("probe") }, role: row.role)
                }
            }
            for trait in row.traits {
                check("Appium Other with trait \(trait)", Self.appium("Other", traits: trait), find: { $0.element("probe") }, role: row.role)
            }
        }
        XCTAssertEqual(wrong, [])
        XCTAssertGreaterThan(checked, 70)
        print("import roles table: \(checked - wrong.count) of \(checked) names and traits import as the table says")
    }

    /// docs/import.md › Roles: an app's own class is known by how its name ends, after its
    /// module, `…Button` a button, `…Cell` a cell, and the other endings as the UIKit class of
    /// that name; a mangled Swift name is read first; a private `_…` name is matched exactly only.
    func testAnAppsOwnClassIsKnownByHowItsNameEnds() throws {
        let rows = try Self.table()
        func tableRole(_ name: String) throws -> String { try XCTUnwrap(rows.first { $0.names.contains(name) }, name).role }
        let endings = ["Button", "TableView", "CollectionView", "ScrollView", "TextField", "TextView", "Label", "ImageView",
                       "Switch", "Slider", "SegmentedControl", "NavigationBar", "Toolbar", "TabBar"]
        func role(_ className: String) throws -> String? {
            try SceneImport.scene(dump: Self.uikit(className)).allElements.first { $0.className == className }?.role.rawValue
        }
        var checked = 0
        for ending in endings {
            XCTAssertEqual(try role("Acme.My\(ending)"), try tableRole("UI\(ending)"), ending)
            checked += 1
        }
        XCTAssertEqual(try role("Acme.PhotoCell"), try tableRole("UITableViewCell"))
        XCTAssertEqual(try role("_TtC4Acme12FollowButton"), "button")
        XCTAssertEqual(try role("_UIPrivateButton"), "container")
        XCTAssertEqual(try role("Acme.ButtonRow"), "container", "the ending, not a word inside")
        XCTAssertEqual(checked, endings.count)
        // Only `_TtC…` is a mangled class name; other names that would read as one are not.
        XCTAssertEqual(ImportRoles.demangled("_TtCC4Acme5Outer5Inner"), "Acme.Outer.Inner")
        XCTAssertNil(ImportRoles.demangled("_UI4Acme"))
        XCTAssertNil(ImportRoles.demangled("UIB4Acme"))
    }
}

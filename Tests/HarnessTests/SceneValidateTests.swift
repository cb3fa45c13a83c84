import InputModel
import XCTest
@testable import Harness

/// `Scene.validate`, the check of a scene built in Swift (the loader says the same with line
/// numbers): each reason on an element that breaks it in one value only, and the value just
/// inside each bound accepted.
final class SceneValidateTests: XCTestCase {
    let ok = ScreenRect(x: 0, y: 0, width: 44, height: 44)

    func reason(_ elements: [SceneElement], environments: [String] = [], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            try Scene(name: "s", environments: environments, apps: [SceneApp(id: "app", elements: elements)]).validate(file: "built.swift")
            return nil
        } catch let e as TactileError {
            XCTAssertEqual(e.kind, .badInput, file: file, line: line)
            XCTAssertEqual(e.file, "built.swift", file: file, line: line)
            return e.reason
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    func element(_ frame: ScreenRect, layout: String = "default") -> SceneElement {
        SceneElement(id: "a", role: .button, frames: [layout: frame])
    }

    func testFrames() {
        XCTAssertNil(reason([element(ok)]))
        XCTAssertEqual(reason([element(ok, layout: "wide")]), "element 'a': unknown layout 'wide'")
        XCTAssertNil(reason([element(ok, layout: "wide")], environments: ["wide"]))
        XCTAssertEqual(reason([element(ScreenRect(x: 0, y: 0, width: -1, height: 44))]), "element 'a': negative size in layout 'default'")
        XCTAssertEqual(reason([element(ScreenRect(x: 0, y: 0, width: 44, height: -1))]), "element 'a': negative size in layout 'default'")
        XCTAssertNil(reason([element(ScreenRect(x: 0, y: 0, width: 0, height: 0))]))
        for bad in [ScreenRect(x: .nan, y: 0, width: 44, height: 44), ScreenRect(x: 0, y: .infinity, width: 44, height: 44),
                    ScreenRect(x: 0, y: 0, width: .infinity, height: 44), ScreenRect(x: 0, y: 0, width: 44, height: .infinity)] {
            XCTAssertEqual(reason([element(bad)]), "element 'a': non-finite frame", "\(bad)")
        }
        for far in [ScreenRect(x: -1_000_000_001, y: 0, width: 44, height: 44), ScreenRect(x: 0, y: 1_000_000_001, width: 44, height: 44),
                    ScreenRect(x: 0, y: 0, width: 1_000_000_001, height: 44), ScreenRect(x: 0, y: 0, width: 44, height: 1_000_000_001)] {
            XCTAssertEqual(reason([element(far)]), "element 'a': frame beyond ±1000000000 pt", "\(far)")
        }
        XCTAssertNil(reason([element(ScreenRect(x: -1_000_000_000, y: 1_000_000_000, width: 1_000_000_000, height: 1_000_000_000))]))
    }

    func testRelativeFrames() {
        var e = SceneElement(id: "a", role: .button)
        e.relativeFrames["default"] = RelativeFrame(left: .points(0), width: .points(10), top: .points(0), height: .points(10))
        XCTAssertNil(reason([e]))
        var unknown = e
        unknown.relativeFrames = ["wide": e.relativeFrames["default"]!]
        XCTAssertEqual(reason([unknown]), "element 'a': unknown layout 'wide'")
        var both = e
        both.frames["default"] = ok
        XCTAssertEqual(reason([both]), "element 'a': layout 'default' has both an absolute and a relative frame")
        var short = e
        short.relativeFrames["default"]?.height = nil
        XCTAssertEqual(reason([short]), "element 'a': the relative frame of layout 'default' needs two lengths per axis")
    }

    func testIdsParentsAndContent() {
        XCTAssertEqual(reason([SceneElement(id: "root", role: .button)]), "element id 'root' is reserved or empty")
        XCTAssertEqual(reason([SceneElement(id: "", role: .button)]), "element id '' is reserved or empty")
        XCTAssertEqual(reason([SceneElement(id: "b", role: .button, parent: "zz")]), "element 'b': unknown parent 'zz' in app 'app'")
        XCTAssertNil(reason([SceneElement(id: "p", role: .container), SceneElement(id: "b", role: .button, parent: "p")]))
        var menu = SceneElement(id: "m", role: .button, contextMenu: ["Copy"])
        menu.without = [.contextMenu]
        XCTAssertEqual(reason([menu]), "element 'm': 'contextMenu' is given and also listed under 'without'")
        // Every contradiction is named, in the order docs/conformance.md lists `without`'s names.
        var three = SceneElement(id: "t", role: .button, contextMenu: ["Copy"], defaultAction: "open")
        three.hoverEffect = .lift
        three.without = [.hoverEffect, .defaultAction, .contextMenu, .focus]
        XCTAssertEqual(reason([three]), "element 't': 'contextMenu', 'defaultAction', 'hoverEffect' are given and also listed under 'without'")
        XCTAssertEqual(reason([SceneElement(id: "s", role: .scrollView, contentSize: ScreenSize(width: -1, height: 10))]), "element 's': negative content size")
        XCTAssertEqual(reason([SceneElement(id: "s", role: .scrollView, contentSize: ScreenSize(width: 10, height: -1))]), "element 's': negative content size")
        XCTAssertEqual(reason([SceneElement(id: "s", role: .scrollView, contentSize: ScreenSize(width: 1_000_000_001, height: 10))]), "element 's': content size beyond 1000000000 pt")
        XCTAssertEqual(reason([SceneElement(id: "s", role: .scrollView, contentSize: ScreenSize(width: 10, height: 1_000_000_001))]), "element 's': content size beyond 1000000000 pt")
        XCTAssertNil(reason([SceneElement(id: "s", role: .scrollView, contentSize: ScreenSize(width: 1_000_000_000, height: 0))]))
    }

    /// A parent cycle is named by its element first in id order, whatever order the scene
    /// lists them in (same scene, same message): 26 elements in one cycle, behind other
    /// elements with parents, in twenty orders.
    func testAParentCycleIsNamedByItsFirstId() {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        for k in 0..<20 {
            var cycle = letters.indices.map { i in SceneElement(id: letters[i], role: .container, parent: letters[(i + 1) % letters.count]) }
            cycle = Array(cycle[(k % letters.count)...] + cycle[..<(k % letters.count)])
            let others = [SceneElement(id: "zz", role: .container)] + (0..<k).map { SceneElement(id: "z\($0)", role: .button, parent: "zz") }
            XCTAssertEqual(reason(k % 2 == 0 ? others + cycle : cycle.reversed() + others), "element 'a': parent cycle", "order \(k)")
        }
    }

    /// An id used by two apps is one id too many: ids are the scene's, not an app's.
    func testIdsAreUniqueAcrossApps() {
        let s = Scene(name: "s", apps: [SceneApp(id: "app", elements: [SceneElement(id: "a", role: .button)]),
                                         SceneApp(id: "other", elements: [SceneElement(id: "a", role: .button)])])
        XCTAssertThrowsError(try s.validate()) { XCTAssertEqual(($0 as? TactileError)?.reason, "duplicate element id 'a'") }
    }
}

/// `SceneElement`'s initializer: each optional flag it takes lands in its own field, each on
/// its own and set opposite to the others, so one copied into another shows.
final class SceneElementInitTests: XCTestCase {
    func testTheTriStateFlags() {
        let e = SceneElement(id: "t", role: .textField, scribble: false, undo: true, selectable: nil)
        XCTAssertEqual([e.scribble, e.undo, e.selectable], [false, true, nil])
        let f = SceneElement(id: "t", role: .textField, scribble: true, undo: nil, selectable: false)
        XCTAssertEqual([f.scribble, f.undo, f.selectable], [true, nil, false])
        let g = SceneElement(id: "t", role: .textField)
        XCTAssertEqual([g.scribble, g.undo, g.selectable], [nil, nil, nil])
    }
}

import InputModel
import XCTest
@testable import Harness

/// `ResolvedScene.hitTest`: the topmost element at a point (`UIView.hitTest(_:with:)` asks
/// subviews from the top), whatever order the spatial grid offers its candidates in: a frame
/// spanning many cells is offered before the small ones, and must still lose to one drawn above
/// it and win over one drawn below. A point in two apps' windows is the topmost window's.
final class TopmostHitTests: XCTestCase {
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> ScreenRect { ScreenRect(x: x, y: y, width: w, height: h) }

    /// 400 small labels make a grid of many cells, so a full-window overlay spans more than the
    /// grid's cell limit and is kept apart, offered to every query first.
    func scene(overlayAbove: Bool, overlayPasses: Bool = false) -> ResolvedScene {
        var labels = (0..<400).map { i in
            SceneElement(id: "l\(i)", role: .label, frame: rect(Double(i % 20) * 30, Double(i / 20) * 30, 10, 10))
        }
        var overlay = SceneElement(id: "overlay", role: .container, frame: rect(0, 0, 1366, 1024))
        overlay.passesTouches = overlayPasses
        let button = SceneElement(id: "button", role: .button, frame: rect(700, 700, 44, 44))
        labels += overlayAbove ? [button, overlay] : [overlay, button]
        return ResolvedScene(scene: Scene(name: "stack", elements: labels), environment: HarnessEnvironment(.iPadPro12_9, .landscape))
    }

    func testTheTopmostOfALargeFrameAndASmallOne() throws {
        let p = ScreenPoint(x: 722, y: 722)
        let above = scene(overlayAbove: true)
        let o = try XCTUnwrap(above.nodeIndex("overlay"))
        XCTAssertEqual(above.grid.placement(of: above.nodes[o].frame), .large, "the overlay is offered first")
        XCTAssertEqual(above.id(above.hitTest(p)), "overlay")
        let below = scene(overlayAbove: false)
        XCTAssertEqual(below.id(below.hitTest(p)), "button")
        let passing = scene(overlayAbove: true, overlayPasses: true)
        XCTAssertEqual(passing.id(passing.hitTest(p)), "button")
        // Beside the button, the overlay either way.
        XCTAssertEqual(below.id(below.hitTest(ScreenPoint(x: 1200, y: 900))), "overlay")
    }

    /// A Swift-built scene that repeats an id (which `validate` refuses, but `ResolvedScene` is
    /// built from unvalidated scenes too) still places each element once: the child of the
    /// repeated id is one node, not one per parent of that name.
    func testARepeatedIdPlacesEachElementOnce() {
        let scene = Scene(name: "twice", elements: [
            SceneElement(id: "a", role: .container, frame: rect(0, 0, 100, 100)),
            SceneElement(id: "a", role: .container, frame: rect(200, 0, 100, 100)),
            SceneElement(id: "c", role: .button, frame: rect(10, 10, 44, 44), parent: "a"),
        ])
        let r = ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        XCTAssertEqual(r.nodes.map(\.element.id), ["a", "c", "a"])
    }

    /// Elements in a parent cycle (possible only in an unvalidated Swift-built scene) are still
    /// laid out, once each, as roots after the rest: every id resolves to a node.
    func testAParentCycleIsLaidOutOnceAsRoots() throws {
        let scene = Scene(name: "cycle", elements: [
            SceneElement(id: "a", role: .container, frame: rect(0, 0, 100, 100), parent: "b"),
            SceneElement(id: "x", role: .button, frame: rect(200, 0, 44, 44)),
            SceneElement(id: "b", role: .container, frame: rect(10, 10, 50, 50), parent: "a"),
        ])
        let r = ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        XCTAssertEqual(r.nodes.map(\.element.id), ["x", "a", "b"])
        XCTAssertEqual(try XCTUnwrap(r.node("b")).frame, rect(10, 10, 50, 50))
    }

    /// Slide Over: the app under test floats above the other app's full-screen window; split
    /// view: the two windows and the gap between them, which is no app's.
    func testTheAppWhoseWindowIsOnTop() {
        let scene = Scene(name: "two", apps: [
            SceneApp(id: "app", elements: [SceneElement(id: "mine", role: .container, frame: rect(0, 0, 2000, 2000))]),
            SceneApp(id: "other", elements: [SceneElement(id: "theirs", role: .container, frame: rect(0, 0, 2000, 2000))]),
        ])
        let slide = ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape, .slideOver))
        XCTAssertEqual(slide.app(at: ScreenPoint(x: 1100, y: 500)), 0)
        XCTAssertEqual(slide.app(at: ScreenPoint(x: 500, y: 500)), 1)
        XCTAssertEqual(slide.id(slide.hitTest(ScreenPoint(x: 1100, y: 500))), "mine")
        XCTAssertEqual(slide.id(slide.hitTest(ScreenPoint(x: 500, y: 500))), "theirs")
        let half = ResolvedScene(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape, .half))
        XCTAssertEqual(half.app(at: ScreenPoint(x: 600, y: 500)), 0)
        XCTAssertNil(half.app(at: ScreenPoint(x: 683, y: 500)))
        XCTAssertEqual(half.app(at: ScreenPoint(x: 700, y: 500)), 1)
        XCTAssertEqual(half.id(half.hitTest(ScreenPoint(x: 700, y: 500))), "theirs")
        XCTAssertNil(half.hitTest(ScreenPoint(x: 683, y: 500)))
    }
}

/// `ResolvedScene.candidateCount`: the frames a point query tests are those kept in the grid
/// cell under the point (`SpatialGrid`: 40 frames on screen make a 3 × 3 grid of the window).
final class CandidateCountTests: XCTestCase {
    func testThePointsCellOnly() {
        // 36 small frames in the top-right cell, 4 in the bottom-left one.
        let topRight = (0..<36).map { i in
            SceneElement(id: "tr\(i)", role: .button, frame: ScreenRect(x: 920 + Double(i % 6) * 70, y: 10 + Double(i / 6) * 50, width: 40, height: 40))
        }
        let bottomLeft = (0..<4).map { i in
            SceneElement(id: "bl\(i)", role: .button, frame: ScreenRect(x: 10 + Double(i) * 100, y: 700, width: 40, height: 40))
        }
        let r = ResolvedScene(scene: Scene(name: "cells", elements: topRight + bottomLeft), environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        XCTAssertEqual([r.grid.columns, r.grid.rows], [3, 3])
        XCTAssertEqual(r.candidateCount(at: ScreenPoint(x: 1000, y: 100)), 36)
        XCTAssertEqual(r.candidateCount(at: ScreenPoint(x: 100, y: 1000)), 4)
        XCTAssertEqual(r.candidateCount(at: ScreenPoint(x: 100, y: 100)), 0)
        XCTAssertEqual(r.candidateCount(at: ScreenPoint(x: 1000, y: 1000)), 0)
    }
}

/// Whether a scroll view scrolls (`ResolvedScene.scrolls`): along either axis its content is
/// larger than its frame (`UIScrollView`: "the content size … larger than the frame"), while
/// scrolling is enabled; and which axis a movement pans (`ScrollTargets.along`: the larger
/// component, vertical at a tie).
final class ScrollsTests: XCTestCase {
    func testEitherAxisScrolls() throws {
        func view(_ id: String, _ content: ScreenSize, enabled: Bool = true) -> SceneElement {
            var e = SceneElement(id: id, role: .scrollView, frame: ScreenRect(x: 0, y: 0, width: 100, height: 100), contentSize: content)
            e.scrollEnabled = enabled
            return e
        }
        let r = ResolvedScene(scene: Scene(name: "scrolls", elements: [
            view("across", ScreenSize(width: 300, height: 100)),
            view("down", ScreenSize(width: 100, height: 300)),
            view("fits", ScreenSize(width: 100, height: 100)),
            view("off", ScreenSize(width: 300, height: 300), enabled: false),
        ]), environment: HarnessEnvironment())
        XCTAssertEqual(try ["across", "down", "fits", "off"].map { r.scrolls(try XCTUnwrap(r.nodeIndex($0))) }, [true, true, false, false])
    }

    func testAlongTheLargerComponent() {
        let t = ScrollTargets(horizontal: 1, vertical: 2)
        XCTAssertEqual([t.horizontal, t.vertical], [1, 2])
        XCTAssertEqual(t.along(ScreenPoint(x: 5, y: -4)), 1)
        XCTAssertEqual(t.along(ScreenPoint(x: -4, y: 5)), 2)
        XCTAssertEqual(t.along(ScreenPoint(x: 5, y: -5)), 2)
        XCTAssertEqual(ScrollTargets(vertical: 3).along(ScreenPoint(x: 9, y: 0)), nil)
    }
}

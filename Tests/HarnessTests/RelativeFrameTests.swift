import XCTest
import Foundation
import InputModel
@testable import Harness

/// Relative frames: insets and fractions of the parent's or the window's frame, resolved per
/// environment, so a hand-written layout stretches with the window. Expected frames are worked
/// out by hand from the windows (iPad mini: 744 × 1133 pt portrait; Slide Over 320 pt at the
/// screen's right edge).
final class RelativeFrameTests: XCTestCase {
    static let portrait = HarnessEnvironment(.iPadMini, .portrait)
    static let landscape = HarnessEnvironment(.iPadMini, .landscape)
    static let slideOver = HarnessEnvironment(.iPadMini, .portrait, .slideOver)

    static let scene = """
        scene: Stretching
        elements:
          - id: sidebar
            role: sidebar
            frame: {left: 0, top: 0, bottom: 0, width: 30%}
          - id: bar
            role: toolbar
            frame: {left: 16, right: 16, top: 80, height: 44}
          - id: panel
            role: container
            frame: [100, 200, 400, 300]
            children:
              - {id: ok, role: button, frame: {left: 10, right: 10, bottom: 10, height: 50}, defaultAction: ok}
              - {id: badge, role: label, frame: {right: 0, width: 25%, top: 0, height: 12.5%, in: window}}
        """

    func frame(_ id: String, in env: HarnessEnvironment, _ yaml: String = RelativeFrameTests.scene) throws -> ScreenRect? {
        ResolvedScene(scene: try SceneLoader.load(yaml), environment: env).node(id)?.frame
    }

    func testFractionsAndInsetsFollowTheWindow() throws {
        // 30 % of 744 and of 1133; full height.
        XCTAssertEqual(try frame("sidebar", in: Self.portrait), ScreenRect(x: 0, y: 0, width: 223.2, height: 1133))
        XCTAssertEqual(try frame("sidebar", in: Self.landscape), ScreenRect(x: 0, y: 0, width: 339.9, height: 744))
        // 16 pt in from both sides: 744 − 32 and 1133 − 32 wide.
        XCTAssertEqual(try frame("bar", in: Self.portrait), ScreenRect(x: 16, y: 80, width: 712, height: 44))
        XCTAssertEqual(try frame("bar", in: Self.landscape), ScreenRect(x: 16, y: 80, width: 1101, height: 44))
        // Slide Over's window starts at x 424 (744 − 320).
        XCTAssertEqual(try frame("bar", in: Self.slideOver), ScreenRect(x: 440, y: 80, width: 288, height: 44))
    }

    func testAChildIsLaidOutInItsParentUnlessItSaysWindow() throws {
        // In the panel [100, 200, 400, 300]: 10 pt in, 10 pt above its bottom (500).
        XCTAssertEqual(try frame("ok", in: Self.portrait), ScreenRect(x: 110, y: 440, width: 380, height: 50))
        // `in: window`: the window's right quarter and top eighth, whatever the parent.
        XCTAssertEqual(try frame("badge", in: Self.portrait), ScreenRect(x: 558, y: 0, width: 186, height: 141.625))
        // A parent that is not laid out here takes its relative children with it.
        let compactOnly = Self.scene.replacingOccurrences(of: "frame: [100, 200, 400, 300]", with: "frames: {compact: [100, 200, 400, 300]}")
        XCTAssertNil(try frame("ok", in: Self.portrait, compactOnly))
        // In Slide Over the panel's window coordinates start at the window's x, 424: 424 + 110.
        XCTAssertEqual(try frame("ok", in: Self.slideOver, compactOnly), ScreenRect(x: 534, y: 440, width: 380, height: 50))
    }

    /// Both sides of "two lengths per axis", a per cent out of range, x beside a relative length,
    /// and pin: bottom on a relative frame: each refused with its line.
    func testMalformedRelativeFramesAreRefusedWithTheirLine() throws {
        func error(_ frame: String, pin: Bool = false) -> String {
            let yaml = "scene: S\nelements:\n  - id: a\n    role: label\n" + (pin ? "    pin: bottom\n" : "") + "    frame: \(frame)\n"
            do {
                _ = try SceneLoader.load(yaml, file: "s.yml")
                return "loaded"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error("{left: 0, top: 0, height: 10}"), "s.yml:5: element 'a'.frame: give two of left, width, right (given: left)")
        XCTAssertEqual(error("{left: 0, width: 10, right: 0, top: 0, height: 10}"), "s.yml:5: element 'a'.frame: give two of left, width, right (given: left and width and right)")
        XCTAssertEqual(error("{left: 0, width: 10, top: 0}"), "s.yml:5: element 'a'.frame: give two of top, height, bottom (given: top)")
        XCTAssertEqual(error("{left: 0, width: 101%, top: 0, height: 10}"), "s.yml:5: element 'a'.frame.width: expected a number of points or a per cent from 0% to 100%")
        XCTAssertEqual(error("{left: 0, width: 100%, top: 0, height: 10}"), "loaded")
        XCTAssertEqual(error("{x: 0, width: 50%, top: 0, height: 10}"), "s.yml:5: element 'a'.frame: 'x' is an absolute window coordinate; a relative frame gives left instead")
        XCTAssertEqual(error("{left: 0, width: -1, top: 0, height: 10}"), "s.yml:5: element 'a'.frame.width: negative size")
        // Lengths in points within ±1 000 000 000 (`Scene.maximumCoordinate`), as absolute frames.
        XCTAssertEqual(error("{left: -1000000001, width: 10, top: 0, height: 10}"), "s.yml:5: element 'a'.frame.left: beyond ±1000000000 pt")
        XCTAssertEqual(error("{left: 0, width: 10, top: 0, height: 1000000001}"), "s.yml:5: element 'a'.frame.height: beyond ±1000000000 pt")
        XCTAssertEqual(error("{left: -1000000000, width: 10, top: 0, height: 1000000000}"), "loaded")
        XCTAssertEqual(error("{left: 0, width: 50%, bottom: 0, height: 10}", pin: true),
                       "s.yml:6: element 'a': 'pin: bottom' measures an absolute frame from the window's bottom; a relative frame gives 'bottom' instead")
        // The absolute mapping form still reads as window coordinates.
        XCTAssertEqual(error("{x: 5, y: 6, width: 10, height: 10}"), "loaded")
    }

    /// Each pair of an axis's lengths within a reference away from the window's corner, a
    /// fraction of an inset taken of the reference's extent (not of where it starts); an axis
    /// given one length only (`isValid` false, refused by the loader) lies at the reference's
    /// start with no size; all three given, the start and the size hold.
    func testEachPairOfLengthsInAnOffsetReference() {
        let ref = ScreenRect(x: 100, y: 40, width: 200, height: 80)
        let endAndStart = RelativeFrame(left: .points(10), right: .fraction(0.25), top: .fraction(0.5), bottom: .points(5))
        XCTAssertEqual(endAndStart.resolve(in: ref), ScreenRect(x: 110, y: 80, width: 140, height: 35))
        XCTAssertTrue(endAndStart.isValid)
        let sizeAndEnd = RelativeFrame(width: .fraction(0.5), right: .points(20), height: .points(30), bottom: .fraction(0.25))
        XCTAssertEqual(sizeAndEnd.resolve(in: ref), ScreenRect(x: 180, y: 70, width: 100, height: 30))
        let startAndSize = RelativeFrame(left: .fraction(0.1), width: .points(50), top: .points(4), height: .fraction(1))
        XCTAssertEqual(startAndSize.resolve(in: ref), ScreenRect(x: 120, y: 44, width: 50, height: 80))
        // Insets wider than the reference leave no size.
        XCTAssertEqual(RelativeFrame(left: .points(150), right: .points(150), top: .points(0), height: .points(10)).resolve(in: ref),
                       ScreenRect(x: 250, y: 40, width: 0, height: 10))
        let one = RelativeFrame(left: .points(10), top: .points(4), height: .points(10))
        XCTAssertFalse(one.isValid)
        XCTAssertEqual(one.resolve(in: ref), ScreenRect(x: 100, y: 44, width: 0, height: 10))
        let three = RelativeFrame(left: .points(10), width: .points(20), right: .points(0), top: .points(4), height: .points(10))
        XCTAssertFalse(three.isValid)
        XCTAssertEqual(three.resolve(in: ref), ScreenRect(x: 110, y: 44, width: 20, height: 10))
        XCTAssertFalse(RelativeFrame(left: .points(10), width: .points(20), top: .points(4)).isValid)
        XCTAssertFalse(RelativeFrame(left: .points(10), width: .points(20), top: .points(4), height: .points(1), bottom: .points(2)).isValid)
    }

    func testARelativeSceneWritesAndReadsBack() throws {
        let scene = try SceneLoader.load(Self.scene)
        let again = try SceneLoader.load(SceneWriter.yaml(scene))
        XCTAssertEqual(again.apps[0].elements.map(\.relativeFrames), scene.apps[0].elements.map(\.relativeFrames))
        XCTAssertEqual(again.apps[0].elements.map(\.frames), scene.apps[0].elements.map(\.frames))
    }
}

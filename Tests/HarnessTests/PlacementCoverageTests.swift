import XCTest
@testable import Harness

/// Every imported dump is judged somewhere: a window of an environment of the matrix is judged
/// there, one within 2 pt of it too, a window of no model's size in the full-screen environments
/// of its orientation (a square one in both), an iPhone's window full screen (compatibility mode),
/// and a root that is no window in every full-screen environment (docs/import.md, "Windows,
/// layouts and what the report judges"). So `ScenePlacement.environments(showing:)` is never empty
/// for one dump, whatever its window: a report of no environment would pass unjudged.
final class PlacementCoverageTests: XCTestCase {
    /// An XCUITest dump whose window is `width` × `height` pt.
    func window(_ width: Double, _ height: Double) -> String {
        """
        Attributes: Application, 0x1, pid: 1, label: 'Any'
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Any'
            Window (Main), 0x2, {{0.0, 0.0}, {\(width), \(height)}}
              Button, 0x4, {{10.0, 20.0}, {44.0, 44.0}}, identifier: 'go', label: 'Go'
        """
    }

    /// A `recursiveDescription` whose root is a view, not a window, of `width` × `height` pt.
    func rootView(_ width: Double, _ height: Double) -> String {
        "<UIView: 0x1; frame = (0 0; \(width) \(height)); layer = <CALayer: 0x2>>\n   | <UIButton: 0x3; frame = (20 20; 60 44); layer = <CALayer: 0x4>>\n"
    }

    func shown(_ dump: String, _ why: String) throws -> [HarnessEnvironment] {
        let scene = try SceneImport.scene(dump: dump, dumpName: why)
        return ScenePlacement.environments(showing: scene)
    }

    func testEveryWindowOfTheMatrixAndItsNeighboursIsJudged() throws {
        var sizes = Set<[Double]>()
        for e in HarnessEnvironment.matrix {
            let w = e.windowFrame
            // Either side of the 2-pt tolerance in width (where the size-class threshold lies),
            // inside it in height.
            for d in [-3.0, -1, 0, 1, 3] { sizes.insert([w.width + d, w.height]) }
            for d in [-1.0, 1] { sizes.insert([w.width, w.height + d]) }
        }
        for s in sizes.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            // (A root view within 2 pt of a window is read as that window; roots of other sizes are
            // in testWindowsOfNoModelAreJudged.)
            XCTAssertFalse(try shown(window(s[0], s[1]), "window \(s)").isEmpty, "a \(s[0]) × \(s[1]) pt window is judged nowhere")
        }
    }

    func testWindowsOfNoModelAreJudged() throws {
        // iPhones' screens (SE, 15, 15 Pro Max), squares, a sliver and one larger than any iPad.
        var sizes: [[Double]] = [[375, 667], [667, 375], [393, 852], [430, 932], [800, 800], [1, 1], [2000, 20], [20, 2000], [3000, 2000]]
        var rng = SplitMix64(seed: 54)
        for _ in 0..<50 { sizes.append([Double(Int.random(in: 1...2000, using: &rng)), Double(Int.random(in: 1...2000, using: &rng))]) }
        for s in sizes {
            XCTAssertFalse(try shown(window(s[0], s[1]), "window \(s)").isEmpty, "a \(s[0]) × \(s[1]) pt window is judged nowhere")
            XCTAssertFalse(try shown(rootView(s[0], s[1]), "root \(s)").isEmpty, "a \(s[0]) × \(s[1]) pt root is judged nowhere")
        }
    }

    /// 677 × 1024 pt is within 2 pt of the 678 × 1024 pt split of a 12.9-inch iPad Pro in
    /// landscape, but compact where that split is regular (the 678-pt threshold): it is not that
    /// window, so it is judged in its own window, compact, full screen in portrait.
    func testAWindowAcrossTheSizeClassThresholdIsJudgedInItsOwnWindow() throws {
        let environments = try shown(window(677, 1024), "677x1024.txt")
        XCTAssertFalse(environments.isEmpty)
        XCTAssertTrue(environments.allSatisfy { $0.multitasking == .fullScreen && $0.screen.orientation == .portrait }, "\(environments)")
        let scene = try SceneImport.scene(dump: window(677, 1024), dumpName: "677x1024.txt")
        guard case let .shown(env, note, _) = ScenePlacement(scene, in: try XCTUnwrap(environments.first)) else { return XCTFail("not shown") }
        XCTAssertEqual(env.appWindow, ScreenSize(width: 677, height: 1024))
        XCTAssertEqual(env.horizontalSizeClass, .compact)
        XCTAssertTrue(note?.hasPrefix("no model of the matrix has 677x1024.txt's 677 × 1024 pt window: judged in that window (compact width)") == true, note ?? "")
        // 679 × 1024 pt is that split's window, within 2 pt and regular like it.
        XCTAssertTrue(try shown(window(679, 1024), "679x1024.txt").contains { $0.multitasking != .fullScreen })
    }
}

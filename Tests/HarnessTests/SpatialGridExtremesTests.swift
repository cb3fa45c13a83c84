import InputModel
import XCTest
@testable import Harness

/// Found by fuzzing (Tests/Fuzz, `scene` target): a frame 3 × 10⁵⁷ pt wide trapped converting its
/// grid cell to `Int`. The loader now refuses frames beyond `Scene.maximumCoordinate`; the grid
/// itself clamps any point, however far or non-finite.
final class SpatialGridExtremesTests: XCTestCase {
    let bounds = ScreenRect(x: 0, y: 0, width: 1366, height: 1024)

    func testFarAndNonFinitePointsClampToTheEdgeCells() {
        let frames: [ScreenRect?] = (0..<40).map { ScreenRect(x: Double($0 % 8) * 150, y: Double($0 / 8) * 180, width: 100, height: 100) }
        let grid = SpatialGrid(frames: frames, bounds: bounds)
        let last = (grid.columns - 1, grid.rows - 1)
        XCTAssertGreaterThan(grid.columns, 1)
        XCTAssertTrue(grid.cell(ScreenPoint(x: 3e57, y: 1e300)) == last)
        XCTAssertTrue(grid.cell(ScreenPoint(x: -3e57, y: -1e300)) == (0, 0))
        XCTAssertTrue(grid.cell(ScreenPoint(x: .infinity, y: -.infinity)) == (grid.columns - 1, 0))
        XCTAssertTrue(grid.cell(ScreenPoint(x: .nan, y: .nan)) == (0, 0))
    }

    func testAHugeFrameIsAlwaysACandidate() {
        var frames: [ScreenRect?] = [ScreenRect(x: 0, y: 120, width: 3e57, height: 48)]
        frames += (0..<20).map { ScreenRect(x: Double($0) * 60, y: 300, width: 50, height: 50) }
        let grid = SpatialGrid(frames: frames, bounds: bounds)
        var seen: [Int] = []
        grid.candidates(in: ScreenRect(x: 1000, y: 130, width: 4, height: 4)) { seen.append($0) }
        XCTAssertTrue(seen.contains(0))
    }

    func testTheLoaderRefusesFramesBeyondTheBound() {
        let text = """
            scene: far
            elements:
              - {id: a, role: button, frame: [0, 0, 44, 44]}
              - {id: b, role: button, frame: [0, 0, 3e12, 44]}
            """
        XCTAssertThrowsError(try SceneLoader.load(text, file: "far.yml")) { error in
            XCTAssertTrue("\(error)".contains("far.yml:4"), "\(error)")
            XCTAssertTrue("\(error)".contains("beyond"), "\(error)")
        }
        XCTAssertNoThrow(try SceneLoader.load("scene: near\nelements:\n  - {id: a, role: button, frame: [0, 4400000, 44, 44]}\n", file: "near.yml"))
    }
}

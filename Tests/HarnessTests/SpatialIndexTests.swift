import XCTest
import Harness
import InputModel

final class SpatialIndexTests: XCTestCase {
    /// 100 000 elements in a 400 × 250 grid of 3.4 × 4 pt cells with a few large containers.
    func testHundredThousandElementsStayFastAndCorrect() {
        var elements = [SceneElement(id: "bg", role: .container, frame: Rect(x: 0, y: 0, width: 1366, height: 1024))]
        for r in 0..<250 {
            for c in 0..<400 {
                elements.append(SceneElement(id: "e\(r)_\(c)", role: .button,
                                             frame: Rect(x: Double(c) * 3.4, y: Double(r) * 4, width: 3, height: 3.5),
                                             parent: "bg"))
            }
        }
        let scene = Scene(name: "big", elements: elements)
        let start = Date()
        let layout = ResolvedScene(scene: scene, environment: HarnessEnvironment())
        let built = Date().timeIntervalSince(start)
        var maxCandidates = 0
        var rng = SystemRandomNumberGenerator()
        let queryStart = Date()
        for _ in 0..<20_000 {
            let p = Point(x: Double.random(in: 0..<1360, using: &rng), y: Double.random(in: 0..<1000, using: &rng))
            maxCandidates = max(maxCandidates, layout.candidateCount(at: p))
            let hit = layout.hitTest(p)
            let c = Int(p.x / 3.4), r = Int(p.y / 4)
            let inCell = c < 400 && r < 250 && p.x - Double(c) * 3.4 < 3 && p.y - Double(r) * 4 < 3.5
            XCTAssertEqual(layout.id(hit), inCell ? "e\(r)_\(c)" : "bg")
        }
        let queried = Date().timeIntervalSince(queryStart)
        // A point query examines one grid cell, not the scene.
        XCTAssertLessThan(maxCandidates, 40)
        XCTAssertLessThan(built, 20, "index build took \(built) s")
        XCTAssertLessThan(queried, 10, "20 000 hit tests took \(queried) s")
    }
}

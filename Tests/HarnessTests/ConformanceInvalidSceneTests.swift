import XCTest
import InputModel
@testable import Harness

/// A scene built in Swift has not been through the loader: the engine checks it as the loader
/// would (`Scene.validate`) and, when it is not valid, gives every rule an `error` result that
/// names the reason, in every environment, never a verdict on elements it cannot place.
final class ConformanceInvalidSceneTests: XCTestCase {
    let environment = HarnessEnvironment(.iPadPro12_9, .landscape)

    func testAnIdGivenTwiceIsAnErrorForEveryRule() throws {
        let twice = Scene(name: "twice", elements: [
            SceneElement(id: "b", role: .button, frame: ScreenRect(x: 0, y: 0, width: 20, height: 20)),
            SceneElement(id: "b", role: .button, frame: ScreenRect(x: 100, y: 100, width: 44, height: 44)),
        ])
        let results = ConformanceEngine.check(twice, in: environment)
        XCTAssertEqual(results.count, ConformanceRule.all.count)
        for r in results {
            XCTAssertEqual(r.verdict, .error, r.rule)
            XCTAssertTrue(r.note.hasPrefix("the scene is not valid: scene 'twice': duplicate element id 'b'"), r.note)
        }
        let engine = ConformanceEngine(environments: [environment, HarnessEnvironment(.iPadMini, .portrait, .half)])
        let report = engine.run([twice, Fixtures.photos])
        let mine = report.results.filter { $0.scene == "twice" }
        XCTAssertEqual(mine.count, 2 * ConformanceRule.all.count)
        XCTAssertTrue(mine.allSatisfy { $0.verdict == .error })
        XCTAssertEqual(Set(mine.map(\.environment)), Set(engine.environments))
        // The valid scene beside it is judged as ever.
        XCTAssertFalse(report.results.contains { $0.scene == Fixtures.photos.name && $0.verdict == .error })
    }

    func testAParentCycleIsAnError() {
        let cycle = Scene(name: "cycle", elements: [SceneElement(id: "a", role: .container, parent: "b"),
                                                    SceneElement(id: "b", role: .container, parent: "a")])
        let results = ConformanceEngine.check(cycle, in: environment)
        XCTAssertTrue(results.allSatisfy { $0.verdict == .error && $0.note.contains("cycle") })
    }

    func testAValidSceneIsJudged() {
        let one = Scene(name: "one", elements: [SceneElement(id: "b", role: .button, frame: ScreenRect(x: 100, y: 100, width: 44, height: 44))])
        XCTAssertFalse(ConformanceEngine.check(one, in: environment).contains { $0.verdict == .error })
    }
}

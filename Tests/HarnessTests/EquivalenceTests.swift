import XCTest
import InputModel
@testable import Harness

/// Environments whose results the conformance run computes once: those that differ in the model
/// only, between models of one screen size (the 12.9-inch iPad Pro and the 13-inch iPad Air are
/// both 1024 × 1366 pt). Anything else of the environment tells them apart, a field added later too.
final class EquivalenceTests: XCTestCase {
    typealias Key = ConformanceEngine.Equivalence

    func testModelsOfOneScreenSizeShareAndNothingElseDoes() {
        let pro = HarnessEnvironment(.iPadPro12_9, .portrait), air = HarnessEnvironment(.iPadAir13, .portrait)
        XCTAssertEqual(pro.screen.width, air.screen.width)
        XCTAssertEqual(pro.screen.height, air.screen.height)
        XCTAssertEqual(Key(scene: 0, pro), Key(scene: 0, air))
        XCTAssertNotEqual(Key(scene: 0, pro), Key(scene: 1, air), "another scene")
        XCTAssertNotEqual(Key(scene: 0, pro), Key(scene: 0, HarnessEnvironment(.iPadPro11, .portrait)), "another size")
        XCTAssertNotEqual(Key(scene: 0, pro), Key(scene: 0, HarnessEnvironment(.iPadAir13, .landscape)), "another orientation")
        XCTAssertNotEqual(Key(scene: 0, pro), Key(scene: 0, HarnessEnvironment(.iPadAir13, .portrait, .half)), "another window")
        var keyboard = air
        keyboard.settings.hardwareKeyboardAttached = true
        XCTAssertNotEqual(Key(scene: 0, pro), Key(scene: 0, keyboard), "other settings")
        var iPhone = air
        iPhone.appWindow = ScreenSize(width: 390, height: 844)
        XCTAssertNotEqual(Key(scene: 0, pro), Key(scene: 0, iPhone), "the app's own window")
        var named = air
        named.name = "wide"
        XCTAssertNotEqual(Key(scene: 0, pro), Key(scene: 0, named), "a layout name")
    }
}

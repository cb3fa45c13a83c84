import XCTest
import TactileTesting

final class ComposeReplayXCTests: XCTestCase {
    /// A recorded (or synthesized) trace with its expectation file, shipped as a resource.
    func testTappingSendIsOneTap() throws {
        let file = try ExpectationFile.load(path: Bundle.module.path(forResource: "Fixtures/tap-send.expect", ofType: "yml")!)
        assertOutcomes(of: file)          // replays file.trace over file.scene in file.environment
    }

    /// A scene written in Swift, and input synthesized for it: no file at all.
    func testHoldingSendIsALongPress() throws {
        let scene = Scene(name: "compose", elements: [
            SceneElement(id: "cancel", role: .button, frame: ScreenRect(x: 16, y: 27, width: 80, height: 44)),
            SceneElement(id: "send", role: .button, frame: ScreenRect(x: 738, y: 27, width: 80, height: 44)),
        ])
        let ipad = HarnessEnvironment(.iPadPro11, .portrait)
        let finger = Synthesizer(primary: DeviceProfile.named("touchscreen")!, screen: ipad.screen,
                                 resolve: ScriptSynthesis.resolver(scene: scene, environment: ipad))
        let trace = try finger.synthesize(Scenario(steps: [ScenarioStep(.touchAndHold(.element("send"), duration: 0.8))]))
        let outcomes = try Replay.outcomes(trace: trace, scene: scene, environment: ipad)
        assertOutcomes(outcomes, match: [OutcomePattern(.longPress, element: "send")], absent: [.tap])
    }
}

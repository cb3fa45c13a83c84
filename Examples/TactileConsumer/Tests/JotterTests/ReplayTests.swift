import Foundation
import Testing
import TactileTesting

@Suite struct ComposeReplayTests {
    @Test func tappingSendIsOneTap() throws {
        let file = try ExpectationFile.load(path: Bundle.module.path(forResource: "Fixtures/tap-send.expect", ofType: "yml")!)
        assertOutcomes(of: file)
    }

    @Test func holdingSendIsALongPress() throws {
        let scene = Scene(name: "compose", elements: [
            SceneElement(id: "send", role: .button, frame: ScreenRect(x: 738, y: 27, width: 80, height: 44)),
        ])
        let ipad = HarnessEnvironment(.iPadPro11, .portrait)
        let finger = Synthesizer(primary: DeviceProfile.named("touchscreen")!, screen: ipad.screen,
                                 resolve: ScriptSynthesis.resolver(scene: scene, environment: ipad))
        let trace = try finger.synthesize(Scenario(steps: [ScenarioStep(.touchAndHold(.element("send"), duration: 0.8))]))
        // UIKit's long press begins once the finger has been held 0.5 s (minimumPressDuration).
        assertOutcomes(try Replay.outcomes(trace: trace, scene: scene, environment: ipad),
                       match: [OutcomePattern(.longPress, element: "send")], absent: [.tap])
    }
}

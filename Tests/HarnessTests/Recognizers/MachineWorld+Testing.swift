@testable import Harness

extension MachineWorld {
    /// `scene` laid out in `environment`, with the default constants and reserved shortcuts: the
    /// world a recognizer test lends its recognizer.
    static func laidOut(_ scene: Scene, in environment: HarnessEnvironment = HarnessEnvironment()) -> MachineWorld {
        MachineWorld(scene: scene, environment: environment, constants: .default, systemShortcuts: .default,
                     layout: ResolvedScene(scene: scene, environment: environment))
    }
}

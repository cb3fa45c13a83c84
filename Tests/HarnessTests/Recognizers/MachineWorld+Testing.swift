@testable import Harness

extension MachineWorld {
    /// `scene` laid out in `environment`, with `constants` (the defaults unless given) and the
    /// reserved shortcuts: the world a recognizer test lends its recognizer.
    static func laidOut(_ scene: Scene, in environment: HarnessEnvironment = HarnessEnvironment(),
                        constants: InteractionConstants = .default) -> MachineWorld {
        MachineWorld(scene: scene, environment: environment, constants: constants, systemShortcuts: .default,
                     layout: ResolvedScene(scene: scene, environment: environment))
    }
}

import XCTest
@testable import Harness
import InputModel

/// `MachineWorld` keeps its fields in one shared immutable object: a machine and its copies
/// must still behave as values — a change to one (constants, reserved shortcuts, environment)
/// is never seen by another, and reads give what was set.
final class MachineWorldTests: XCTestCase {
    let scene = Scene(name: "s", elements: [SceneElement(id: "b", role: .button, frame: ScreenRect(x: 10, y: 10, width: 44, height: 44))])

    func testAChangedConstantStaysWithItsMachine() {
        var a = InteractionMachine(scene: scene)
        let b = a
        a.constants.longPressDuration = 0.8
        XCTAssertEqual(a.constants.longPressDuration, 0.8)
        XCTAssertEqual(b.constants.longPressDuration, 0.5, "the copy keeps UIKit's 0.5 s")
        XCTAssertEqual(a.context.world.constants.longPressDuration, 0.8, "the recognizers read the machine's constants")
        XCTAssertEqual(a.layout.node("b")?.frame, b.layout.node("b")?.frame, "the layout is kept")
    }

    func testChangedReservedShortcutsStayWithTheirMachine() {
        var a = InteractionMachine(scene: scene)
        let b = a
        a.systemShortcuts = SystemShortcuts(reserved: [], allGlobeCombos: false)
        XCTAssertEqual(a.systemShortcuts.reserved, [])
        XCTAssertFalse(a.systemShortcuts.allGlobeCombos)
        XCTAssertEqual(b.systemShortcuts, .default)
        XCTAssertEqual(a.constants.longPressDuration, 0.5, "the other fields are kept")
    }

    /// A new environment lays the scene out again, for that machine only: the 12.9-inch iPad Pro
    /// is 1366 × 1024 pt in landscape, 1024 × 1366 pt in portrait.
    func testANewEnvironmentRelaysOutThatMachineOnly() {
        var a = InteractionMachine(scene: scene, environment: HarnessEnvironment(.iPadPro12_9, .landscape))
        let b = a
        _ = a.setEnvironment(HarnessEnvironment(.iPadPro12_9, .portrait))
        XCTAssertEqual(a.environment.screen.orientation, .portrait)
        XCTAssertEqual(a.layout.environment.screen.orientation, .portrait)
        XCTAssertEqual(a.layout.windows.first?.width, 1024)
        XCTAssertEqual(b.environment.screen.orientation, .landscape)
        XCTAssertEqual(b.layout.windows.first?.width, 1366)
    }
}

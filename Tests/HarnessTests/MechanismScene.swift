import XCTest
import Harness

/// The scenes of the mechanism cases (HitTestMechanismTests, FocusEligibilityTests,
/// ResponderChainTests): `children` (a YAML list, one element a line or nested) under a `window`
/// container that fills the default environment's window (iPad Pro 12.9" landscape, 1366 × 1024
/// pt), after the scene's own `header` lines.
enum MechanismScene {
    static func yaml(_ name: String, header: String = "", children: String) -> String {
        """
        scene: \(name)
        \(header.isEmpty ? "" : header + "\n")elements:
          - id: window
            role: container
            frame: [0, 0, 1366, 1024]
            children:
        \(children.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        """
    }

    /// The case's scene, or nil with the loader's error recorded as the case's failure.
    static func load(_ yaml: String, case name: String, file: StaticString = #filePath, line: UInt = #line) -> Scene? {
        do { return try SceneLoader.load(yaml, file: name) } catch {
            XCTFail("\(name): \(error)", file: file, line: line)
            return nil
        }
    }
}

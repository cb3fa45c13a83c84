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

    /// A boolean scene key that is true unless a scene says false: read on an element of `role`
    /// (false) and on one without it (true), written back only when false and read back the same,
    /// and a value that is no boolean refused with its line.
    static func checkBooleanKey(_ key: String, role: String, read: (SceneElement) -> Bool,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = try SceneLoader.load(yaml("k", children: """
            - {id: off, role: \(role), frame: [0, 0, 100, 100], \(key): false}
            - {id: on, role: \(role), frame: [0, 200, 100, 100]}
            """), file: "k.yml")
        let elements = Dictionary(uniqueKeysWithValues: scene.apps[0].elements.map { ($0.id, $0) })
        XCTAssertEqual(elements["off"].map(read), false, file: file, line: line)
        XCTAssertEqual(elements["on"].map(read), true, file: file, line: line)
        let written = try SceneWriter.yaml(scene)
        XCTAssertEqual(written.components(separatedBy: key).count, 2, written, file: file, line: line)
        XCTAssertEqual(try SceneLoader.load(written, file: "again.yml").apps[0].elements, scene.apps[0].elements, file: file, line: line)
        XCTAssertThrowsError(try SceneLoader.load(yaml("k", children: "- {id: x, role: \(role), frame: [0, 0, 1, 1], \(key): maybe}"), file: "bad.yml"),
                             file: file, line: line) { e in
            XCTAssertTrue("\(e)".contains("bad.yml:7"), "\(e)", file: file, line: line)
        }
    }
}

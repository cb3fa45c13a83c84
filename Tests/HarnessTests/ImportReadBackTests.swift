import XCTest
import InputModel
@testable import Harness

/// The written scene is read back through the scene loader before it is written
/// (docs/import.md): a scene that does not come back, or does not come back as it was, is an
/// importer defect, exit 73 (`cantCreate`), named by the scene that was imported. No dump makes
/// one (`SceneRoundTripProperties`), so these tests give a reader that misreads, as a defect in
/// the writer or the loader would.
final class ImportReadBackTests: XCTestCase {
    private func imported() throws -> Scene {
        try SceneImport.scene(dump: HostileImportTests.wide(3), dumpName: "d.xml", name: "Notes")
    }

    func testASceneReadBackAsWrittenIsWritten() throws {
        let scene = try imported()
        var read: String?
        let text = try SceneImport.yaml(scene, dumps: ["d.xml"], overlay: nil) { text in
            read = text
            return try SceneImport.readBackThroughLoader(text)
        }
        XCTAssertEqual(read, text, "the text written is the text read back")
    }

    func testASceneReadBackOtherThanWrittenIsAnImporterDefect() throws {
        let scene = try imported()
        XCTAssertThrowsError(try SceneImport.yaml(scene, dumps: ["d.xml"], overlay: nil) { text in
            var back = try SceneImport.readBackThroughLoader(text)
            back.name = "Misread"
            return back
        }) { e in
            XCTAssertEqual(e as? TactileError, TactileError(.cantCreate, "the imported scene does not read back as written (an importer defect): Notes"))
        }
    }

    func testASceneThatDoesNotReadBackIsAnImporterDefect() throws {
        let scene = try imported()
        XCTAssertThrowsError(try SceneImport.yaml(scene, dumps: ["d.xml"], overlay: nil) { _ in
            throw TactileError.badInput("<imported scene>", line: 3, "unreadable")
        }) { e in
            XCTAssertEqual(e as? TactileError, TactileError(.cantCreate, "the imported scene does not read back (an importer defect): <imported scene>:3: unreadable"))
        }
    }
}

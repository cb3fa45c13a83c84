import Foundation
import XCTest

/// `tactile conformance` with no SCENE runs the bundled scenes: the `.yml`, `.yaml` and `.json`
/// files of `Scenes/` in the working directory (else of the repository the binary was built in),
/// in the order of their names; no such folder anywhere is 66 with the reason (README › Command
/// line; docs/conformance.md).
final class BundledScenesTests: XCTestCase {
    func scene(_ name: String) -> String {
        "scene: \(name)\nelements:\n  - {id: content, role: scrollView, frame: [0, 0, 1366, 1024], contentSize: [5000, 5000]}\n"
    }

    func testTheScenesFolderOfTheWorkingDirectoryInNameOrder() throws {
        let dir = try scratchFolder("bundled")
        let scenes = dir + "/Scenes"
        try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
        // Written out of order, and beside files that are no scenes.
        try scene("delta").write(toFile: scenes + "/d.yml", atomically: true, encoding: .utf8)
        try "{\"scene\": \"charlie\", \"elements\": [{\"id\": \"content\", \"role\": \"scrollView\", \"frame\": [0, 0, 1366, 1024], \"contentSize\": [5000, 5000]}]}"
            .write(toFile: scenes + "/c.json", atomically: true, encoding: .utf8)
        try scene("alpha").write(toFile: scenes + "/a.yaml", atomically: true, encoding: .utf8)
        try scene("bravo").write(toFile: scenes + "/b.yml", atomically: true, encoding: .utf8)
        try "not a scene\n".write(toFile: scenes + "/notes.txt", atomically: true, encoding: .utf8)
        try "not a scene either: [\n".write(toFile: scenes + "/e.yml.orig", atomically: true, encoding: .utf8)
        let r = try TactileProcess.run(["conformance", "--device", "ipad-pro-11"], in: dir, timeout: 120)
        // A scroll view filling a 1366-pt-wide window clips in the 11-inch iPad's: each scene fails (1).
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertFalse(r.stderr.contains("notes.txt") || r.stderr.contains("e.yml.orig"), r.stderr)
        let text = String(decoding: r.stdout, as: UTF8.self)
        let at = ["alpha", "bravo", "charlie", "delta"].map { text.range(of: "\n\($0) — ")?.lowerBound }
        XCTAssertFalse(at.contains(nil), text)
        XCTAssertEqual(at.compactMap { $0 }, at.compactMap { $0 }.sorted(), "in the order of the files' names: \(text)")
    }

    /// `--html` shows each rule's violation example from the `violations/` folder beside the
    /// bundled scenes: a rule with a file there gets it in full (escaped), a rule without one
    /// none. An example that cannot be read stops the run before anything is printed or written
    /// (65, naming the file).
    func testTheViolationExamplesBesideTheBundledScenes() throws {
        let dir = try scratchFolder("bundled-examples")
        let violations = dir + "/Scenes/violations"
        try FileManager.default.createDirectory(atPath: violations, withIntermediateDirectories: true)
        try scene("alpha").write(toFile: dir + "/Scenes/a.yml", atomically: true, encoding: .utf8)
        try "# breaks <layout.hit-target> & nothing else\n".write(toFile: violations + "/layout.hit-target.yml", atomically: true, encoding: .utf8)
        let r = try TactileProcess.run(["conformance", "--device", "ipad-pro-11", "--html", "report"], in: dir, timeout: 120)
        XCTAssertEqual(r.status, 1, r.stderr)
        let page = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<details id=\"example-layout-hit-target\"><summary>Scenes/violations/layout.hit-target.yml</summary>"
                                    + "<pre># breaks &lt;layout.hit-target&gt; &amp; nothing else\n</pre></details>"), page)
        XCTAssertEqual(page.components(separatedBy: "<details id=\"example-").count - 1, 1, "one rule has an example")

        // The example a folder: it cannot be read.
        try FileManager.default.removeItem(atPath: dir + "/report")
        try FileManager.default.removeItem(atPath: violations + "/layout.hit-target.yml")
        try FileManager.default.createDirectory(atPath: violations + "/layout.hit-target.yml", withIntermediateDirectories: false)
        let broken = try TactileProcess.run(["conformance", "--device", "ipad-pro-11", "--html", "report"], in: dir, timeout: 120)
        XCTAssertEqual(broken.status, 65, broken.stderr)
        XCTAssertTrue(broken.stderr.hasPrefix("tactile: \(violations)/layout.hit-target.yml: cannot read the violation example: "), broken.stderr)
        XCTAssertTrue(broken.stdout.isEmpty, String(decoding: broken.stdout, as: UTF8.self))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/report"), "no report is written")
    }

    /// A Scenes/ folder that cannot be listed is said (77, naming it), not passed over for the
    /// repository's. Root lists any folder: run as root (a container), the command goes through
    /// `unshare -U`, where it is nobody.
    func testAScenesFolderThatCannotBeListedIsSaid() throws {
        let dir = try scratchFolder("unlistable")
        let scenes = dir + "/Scenes"
        try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
        try scene("alpha").write(toFile: scenes + "/a.yml", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: scenes)
        addTeardownBlock { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scenes) }
        let r = try TactileProcess.run(["conformance", "--device", "ipad-pro-11"], in: dir, launcher: getuid() == 0 ? "unshare -U " : "")
        XCTAssertEqual(r.status, 77, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("tactile: \(scenes): cannot list the bundled scenes: "), r.stderr)
        XCTAssertEqual(r.stdout, Data())
    }

    /// A binary outside any repository, run where there is no Scenes/ folder: 66, and why.
    func testNoScenesAnywhereIsMissingInput() throws {
        let dir = try scratchFolder("no-scenes")
        // The binary's folder and the four above it are searched (enough for .build/debug and
        // .build/<triple>/debug of a package); a Scenes/ folder one further up is not.
        let bin = dir + "/a/b/c/d/e/f"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/a/Scenes", withIntermediateDirectories: true)
        try scene("far").write(toFile: dir + "/a/Scenes/far.yml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: try TactileProcess.binary(), toPath: bin + "/tactile")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin + "/tactile")
        p.arguments = ["conformance"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 66, said)
        XCTAssertEqual(said, "tactile: no scenes given and no bundled Scenes/ directory found\n")
    }
}

import XCTest
import TraceFormats
import InputModel

/// What stands in a folder Tactile would replace is read with readdir: every name, including those
/// Foundation's listing leaves out on Linux (`._`), and never `.` or `..`.
final class DirectoryListingTests: XCTestCase {
    func testEveryNameIsListed() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let names = ["._", "._index.html", ".DS_Store", ".x", "..x", "...", "a b", "ü"]
        for n in names { XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/" + n, contents: Data("m".utf8)), n) }
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        XCTAssertEqual(try DirectoryListing.names(in: dir), (names + ["sub"]).sorted())
    }

    func testAFolderThatCannotBeListedIsAnError() {
        XCTAssertThrowsError(try DirectoryListing.names(in: "/nonexistent-tactile-folder")) { e in
            XCTAssertEqual((e as? TactileError)?.kind, .cantCreate)
            XCTAssertEqual((e as? TactileError)?.file, "/nonexistent-tactile-folder")
        }
    }

    /// Each listing closes its folder (`closedir`): a thousand listings leave no descriptor open.
    func testAListingClosesTheFolder() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        for _ in 0..<1000 { _ = try DirectoryListing.names(in: dir) }
        XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: dir), [])
    }
}

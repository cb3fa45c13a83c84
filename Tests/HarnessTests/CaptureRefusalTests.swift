#if LIVE_EVDEV
import Foundation
import XCTest

/// `tactile capture` refuses what it can before it opens or grabs a device: a scene that cannot
/// be read, an output shared by two options, an output that holds a file Tactile did not write.
/// On a machine without /dev/input (this one, a container) the run then stops at the devices
/// (69), so each refusal here is one that came first, and nothing is written.
final class CaptureRefusalTests: XCTestCase {
    func run(_ args: [String]) throws -> (TactileProcess.Result, [String]) {
        let dir = try scratchFolder("capture-refusal")
        try "my notes\n".write(toFile: dir + "/mine.yml", atomically: true, encoding: .utf8)
        let r = try TactileProcess.run(args, in: dir)
        XCTAssertEqual(try String(contentsOfFile: dir + "/mine.yml", encoding: .utf8), "my notes\n")
        return (r, try FileManager.default.contentsOfDirectory(atPath: dir))
    }

    func testRefusalsComeBeforeTheDevices() throws {
        let (shared, left1) = try run(["capture", "--all", "-o", "t.yml", "--live", "--latency", "t.yml"])
        XCTAssertEqual(shared.status, 64)
        XCTAssertEqual(shared.stderr, "tactile: -o t.yml and --latency t.yml are one path: the second output would replace the first; give each its own\n")
        XCTAssertEqual(left1, ["mine.yml"])
        let (foreign, left2) = try run(["capture", "--all", "-o", "mine.yml"])
        XCTAssertEqual(foreign.status, 64)
        XCTAssertEqual(foreign.stderr, "tactile: -o mine.yml exists and is not a trace Tactile wrote: refusing to replace it (remove it yourself or give another path)\n")
        XCTAssertEqual(left2, ["mine.yml"])
        let (scene, left3) = try run(["capture", "--all", "-o", "new.yml", "--live", "--scene", "nosuch.yml"])
        XCTAssertEqual(scene.status, 66)
        XCTAssertEqual(scene.stderr, "tactile: nosuch.yml: no such scene\n")
        XCTAssertEqual(left3, ["mine.yml"])
    }
}
#endif

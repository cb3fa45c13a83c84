import Foundation
import XCTest

/// `convert` and `synth` onto a file system that fills up mid-write leave nothing behind (not the
/// output, not its temporary name) and say which file and why, with exit 73. The full disk is
/// played by RLIMIT_FSIZE (`ulimit -f`, SIGXFSZ ignored): writes past it come back short, then
/// fail, as on a full disk (the real-kernel test does the same on a full tmpfs: Tests/Kernel).
final class FullDiskOutputTests: XCTestCase {
    /// Runs `tactile args…` with a 64 KiB file size limit; returns status and standard error.
    func runLimited(_ args: [String]) throws -> (status: Int32, stderr: String) {
        // An ignored signal stays ignored across exec: the write fails with EFBIG instead of killing.
        let r = try TactileProcess.run(args, shellPrefix: "trap '' XFSZ; ulimit -f 128 && ")
        return (r.status, r.stderr)
    }

    func testConvertOntoAFullDiskLeavesNothing() throws {
        let dir = try TactileProcess.scratchDirectory("full-convert")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = try SignalFaultTests.bigTrace(in: dir)
        let outDir = dir + "/out"
        try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        let r = try runLimited(["convert", input, outDir + "/big.yml"])
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(outDir)/big.yml: write failed: File too large"), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outDir), [])
    }

    func testSynthOntoAFullDiskLeavesNothing() throws {
        let dir = try TactileProcess.scratchDirectory("full-synth")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = dir + "/long.yml"
        try "name: long\nprofile: touchscreen\nsteps:\n  - swipe: {from: [100, 100], to: [900, 700], duration: 60}\n"
            .write(toFile: script, atomically: false, encoding: .utf8)
        let outDir = dir + "/out"
        try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        let r = try runLimited(["synth", script, "-o", outDir + "/t.yml"])
        XCTAssertEqual(r.status, 73, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(outDir)/t.yml: write failed: File too large"), r.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outDir), [])
    }
}

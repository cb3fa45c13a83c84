#if os(Linux)
import Foundation
import XCTest

/// A command whose standard output cannot be written (here /dev/full, character device 1:7 of the
/// kernel's admin-guide/devices.txt, whose every write fails with ENOSPC) exits 73
/// naming standard output and the reason, instead of 0 with its output lost. macOS has no such
/// device; StandardOutputTests checks the writer itself everywhere.
final class StandardOutputFailureTests: XCTestCase {
    func testEachCommandSaysItsOutputWasLost() throws {
        let said = "tactile: standard output: cannot write: \(String(cString: strerror(ENOSPC)))\n"
        for args in [
            ["normalize", "Traces/synth/pan-inbox.yml"],
            ["replay", "Traces/synth/pan-inbox.yml", "--scene", "Traces/scenes/mail.yml"],
            ["describe", "Traces/synth/pan-inbox.yml"],
            ["import", "Examples/check-your-app/jotter-portrait.txt"],
            ["conformance", "Traces/scenes/scroll.yml", "--device", "ipad-pro-11"],
        ] {
            let r = try TactileProcess.run(args, shellPrefix: "exec >/dev/full; ")
            XCTAssertEqual(r.status, 73, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasSuffix(said), "\(args): \(r.stderr)")
        }
    }
}
#endif

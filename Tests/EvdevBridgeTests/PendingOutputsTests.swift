import XCTest
@testable import EvdevBridge
@testable import TraceFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary output's name is registered for removal on a fatal signal before it exists, so a
/// signal at any moment leaves nothing behind (a name registered after `mkstemp` returned was left
/// by a signal in between).
final class PendingOutputsTests: XCTestCase {
    func testTheNameIsRegisteredBeforeItIsMadeAndUnregisteredWhenMakingFails() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        var seenRegistered: [Bool] = []
        var tried: [String] = []
        // The first name "exists": another is tried; the second is made.
        let made = PendingOutputs.create(prefix: dir + "/.out.tactile-") { name in
            seenRegistered.append(PendingOutputs.registered.contains(name))
            tried.append(name)
            if tried.count == 1 { errno = EEXIST; return -1 }
            return open(name, O_RDWR | O_CREAT | O_EXCL, 0o600)
        }
        XCTAssertEqual(seenRegistered, [true, true], "registered while being made")
        XCTAssertEqual(tried.count, 2)
        XCTAssertNotEqual(tried[0], tried[1])
        XCTAssertFalse(PendingOutputs.registered.contains(tried[0]), "the failed name is unregistered")
        XCTAssertGreaterThanOrEqual(made.result, 0)
        XCTAssertEqual(made.path, tried[1])
        XCTAssertTrue(made.path.hasPrefix(dir + "/.out.tactile-"))
        XCTAssertEqual(made.path.count, (dir + "/.out.tactile-").count + 12)
        XCTAssertTrue(PendingOutputs.registered.contains(made.path))
        close(made.result)
        unlink(made.path)
        PendingOutputs.unregister(made.token)
        XCTAssertFalse(PendingOutputs.registered.contains(made.path))
    }

    func testAnotherFailureIsReportedWithItsErrno() throws {
        var calls = 0
        let made = PendingOutputs.create(prefix: "/nonexistent-folder/.x.tactile-") { name in
            calls += 1
            return open(name, O_RDWR | O_CREAT | O_EXCL, 0o600)
        }
        XCTAssertEqual(made.result, -1)
        XCTAssertEqual(made.error, ENOENT)
        XCTAssertEqual(calls, 1, "only a name that exists is tried again")
        XCTAssertFalse(PendingOutputs.registered.contains { $0.hasPrefix("/nonexistent-folder/") })
    }

    /// Names that exist already are tried again with other letters, a hundred names in all.
    func testAHundredNamesAreTried() {
        var calls = 0
        let made = PendingOutputs.create(prefix: "/nonexistent-folder/.x.tactile-") { _ in
            calls += 1
            errno = EEXIST
            return -1
        }
        XCTAssertEqual(calls, 100)
        XCTAssertEqual(made.result, -1)
        XCTAssertEqual(made.error, EEXIST)
    }
}

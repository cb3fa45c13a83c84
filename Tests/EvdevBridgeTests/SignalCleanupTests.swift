#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import InputModel
@testable import TraceFormats

/// A fatal signal removes every temporary output registered (`PendingOutputs`): files first,
/// then the folders they were in, and the process still dies of that signal. The body runs in a
/// child process (an exit test) that makes a report's temporary folder with a file in it and a
/// temporary file beside, then raises the signal; the parent finds nothing left.
@Suite struct SignalCleanupTests {
    static let dir = "/tmp/tactile-signal-cleanup"

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGPIPE])
    func aSignalRemovesEveryTemporaryOutput(_ signal: Int32) async throws {
        let dir = Self.dir + "-\(signal)"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        switch signal {
        case SIGTERM: await #expect(processExitsWith: .signal(SIGTERM)) { try SignalCleanupTests.makeOutputsAndRaise(SIGTERM) }
        case SIGINT: await #expect(processExitsWith: .signal(SIGINT)) { try SignalCleanupTests.makeOutputsAndRaise(SIGINT) }
        case SIGHUP: await #expect(processExitsWith: .signal(SIGHUP)) { try SignalCleanupTests.makeOutputsAndRaise(SIGHUP) }
        default: await #expect(processExitsWith: .signal(SIGPIPE)) { try SignalCleanupTests.makeOutputsAndRaise(SIGPIPE) }
        }
        #expect(try DirectoryListing.names(in: dir) == [])
    }

    static func makeOutputsAndRaise(_ signal: Int32) throws {
        let dir = Self.dir + "-\(signal)"
        PendingOutputs.installSignalHandlers()
        let (folder, _) = try AtomicOutput.temporaryDirectory(beside: dir + "/report/")
        let page = folder + "/index.html"
        _ = PendingOutputs.register(page)
        let fd = open(page, O_WRONLY | O_CREAT, 0o644)
        close(fd)
        let file = try AtomicOutputFile(path: dir + "/r.json", privateFile: false)
        try file.append("{")
        try file.flush()
        // The test runner's threads may hold these signals blocked; a command's main thread does not.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
    }
}

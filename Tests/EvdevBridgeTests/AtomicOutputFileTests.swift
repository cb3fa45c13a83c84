import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel
@testable import TraceFormats

/// The one writer of every output (its type's documentation is the source): bytes go to a
/// temporary file beside the target, registered for removal on a fatal signal, buffered until
/// 64 KiB gather or a flush; a commit renames it into place with the output's mode, a discard
/// removes it; a published file is in place early and a later discard removes only it.
final class AtomicOutputFileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try TraceTestSupport.temporaryDirectory(self)
    }

    private func size(_ path: String) -> Int { TraceTestSupport.size(path) }
    private func mode(_ path: String) -> mode_t { TraceTestSupport.mode(path) }

    /// Fills every free slot of `PendingOutputs`, so a token that is unregistered twice would
    /// free a slot that now holds one of these; the body runs, then they are unregistered.
    private func withEverySlotTaken(_ body: () throws -> Void) rethrows -> [String] {
        var tokens: [Int] = []
        var names: [String] = []
        while let token = PendingOutputs.register("\(dir)/.filler-\(tokens.count)") {
            tokens.append(token)
            names.append("\(dir)/.filler-\(tokens.count - 1)")
        }
        defer { tokens.forEach { PendingOutputs.unregister($0) } }
        try body()
        return names.filter { !PendingOutputs.registered.contains($0) }
    }

    func testWritesReachTheFileWhenTheBufferIsFullOrOnAFlush() throws {
        let limit = 64 * 1024
        let f = try AtomicOutputFile(path: dir + "/out", privateFile: false)
        try f.append("abc")
        XCTAssertEqual(size(f.temporaryPath), 0, "a few bytes wait in the buffer")
        try f.append(String(repeating: "x", count: limit - 4))
        XCTAssertEqual(size(f.temporaryPath), 0, "one byte short of 64 KiB")
        try f.append("y")
        XCTAssertEqual(size(f.temporaryPath), limit, "64 KiB gathered: written out")
        try f.append(bytes: ArraySlice(Array("0123456789".utf8)))
        XCTAssertEqual(size(f.temporaryPath), limit)
        try f.append(bytes: ArraySlice([UInt8](repeating: 0x41, count: limit - 10)))
        XCTAssertEqual(size(f.temporaryPath), 2 * limit, "the same through the bytes entry")
        try f.append("z")
        try f.flush()
        XCTAssertEqual(size(f.temporaryPath), 2 * limit + 1, "a flush writes what waits")
        XCTAssertFalse(FileSystem.exists(dir + "/out"), "nothing at the target before the commit")
        try f.commit()
        XCTAssertEqual(size(dir + "/out"), 2 * limit + 1)
        XCTAssertFalse(FileSystem.exists(f.temporaryPath))
    }

    /// Another file's lines are joined in order after what was appended before, a buffer at a time.
    func testAnotherFilesContentIsAppendedInOrderAndWrittenAsTheBufferFills() throws {
        let line = String(repeating: "w", count: 99)
        try TraceTestSupport.write(String(repeating: line + "\n", count: 1000), to: dir + "/part")
        let f = try AtomicOutputFile(path: dir + "/joined", privateFile: false)
        try f.append("head\n")
        try f.append(contentsOf: dir + "/part")
        XCTAssertGreaterThanOrEqual(size(f.temporaryPath), 64 * 1024, "100 000 bytes do not all wait in the buffer")
        try f.append("tail\n")
        try f.commit()
        XCTAssertEqual(try TraceTestSupport.read(dir + "/joined"), "head\n" + String(repeating: line + "\n", count: 1000) + "tail\n")
    }

    /// Bytes of another output are read from its descriptor, its own unflushed bytes included.
    func testAnotherOutputsBytesAreAppendedFromTheOffsetIncludingWhatItStillBuffers() throws {
        let source = try AtomicOutputFile(path: dir + "/source", privateFile: false)
        try source.append("HEADER\nbody 1\n")
        try source.flush()
        try source.append("body 2\n")
        let f = try AtomicOutputFile(path: dir + "/target", privateFile: false)
        try f.append("mine\n")
        try f.append(bytesOf: source, from: "HEADER\n".utf8.count)
        try f.commit()
        source.discard()
        XCTAssertEqual(try TraceTestSupport.read(dir + "/target"), "mine\nbody 1\nbody 2\n")
    }

    func testTheTemporaryNameIsRegisteredUntilItIsRenamedOrRemoved() throws {
        let committed = try AtomicOutputFile(path: dir + "/a", privateFile: false)
        XCTAssertTrue(PendingOutputs.registered.contains(committed.temporaryPath))
        XCTAssertTrue(committed.temporaryPath.hasPrefix(dir + "/.a.tactile-"))
        try committed.commit()
        XCTAssertFalse(PendingOutputs.registered.contains(committed.temporaryPath))

        let discarded = try AtomicOutputFile(path: dir + "/b", privateFile: false)
        try discarded.append("gone")
        discarded.discard()
        XCTAssertFalse(PendingOutputs.registered.contains(discarded.temporaryPath))
        XCTAssertFalse(FileSystem.exists(discarded.temporaryPath))
        XCTAssertFalse(FileSystem.exists(dir + "/b"))

        let published = try AtomicOutputFile(path: dir + "/c", privateFile: false)
        try published.append("header\n")
        try published.publish()
        XCTAssertFalse(PendingOutputs.registered.contains(published.temporaryPath))
        XCTAssertEqual(try TraceTestSupport.read(dir + "/c"), "header\n", "published: in place, flushed")
        try published.commit()
    }

    /// A published output's name was freed when it was renamed into place: discarding it later
    /// must not free the slot again, which another temporary name may hold by then.
    func testADiscardAfterPublishingLeavesOtherRegistrationsAlone() throws {
        let f = try AtomicOutputFile(path: dir + "/published", privateFile: false)
        try f.publish()
        let lost = try withEverySlotTaken { f.discard() }
        XCTAssertEqual(lost, [])
        XCTAssertFalse(FileSystem.exists(dir + "/published"), "a published file is removed from its name")
    }

    /// When the rename fails (the target is a folder), the temporary file goes, its name is
    /// unregistered once, and the folder is untouched.
    func testACommitThatCannotRenameRemovesTheTemporaryFileAndSaysWhy() throws {
        XCTAssertEqual(mkdir(dir + "/folder", 0o755), 0)
        try TraceTestSupport.write("user's\n", to: dir + "/folder/inside")
        defer { unlink(dir + "/folder/inside"); rmdir(dir + "/folder") }
        var f: AtomicOutputFile? = try AtomicOutputFile(path: dir + "/folder", privateFile: false)
        let temporary = f!.temporaryPath
        try f!.append("report")
        let error = TraceTestSupport.tactileError { try f!.commit() }
        XCTAssertEqual(error?.kind, .cantCreate)
        XCTAssertEqual(error?.file, dir + "/folder")
        XCTAssertTrue(error?.reason.hasPrefix("cannot move the output into place: ") ?? false, "\(String(describing: error))")
        XCTAssertFalse(FileSystem.exists(temporary))
        XCTAssertFalse(PendingOutputs.registered.contains(temporary))
        let lost = withEverySlotTaken { f = nil }
        XCTAssertEqual(lost, [], "the end of a failed commit unregisters nothing more")
        XCTAssertEqual(try TraceTestSupport.read(dir + "/folder/inside"), "user's\n")
    }

    func testAPublishedFileHasTheOutputsMode() throws {
        let saved = umask(0o027)
        defer { umask(saved) }
        let shared = try AtomicOutputFile(path: dir + "/shared", privateFile: false)
        try shared.publish()
        XCTAssertEqual(mode(dir + "/shared"), 0o640, "0666 less the umask 027")
        try shared.commit()
        let own = try AtomicOutputFile(path: dir + "/own", privateFile: true)
        try own.publish()
        XCTAssertEqual(mode(dir + "/own"), 0o600)
        try own.commit()
        let committed = try AtomicOutputFile(path: dir + "/committed", privateFile: false)
        try committed.commit()
        XCTAssertEqual(mode(dir + "/committed"), 0o640)
    }

    func testReadingTheUmaskLeavesItAsItWas() {
        let saved = umask(0o027)
        defer { umask(saved) }
        XCTAssertEqual(FileSystem.currentUmask(), 0o027)
        XCTAssertEqual(FileSystem.currentUmask(), 0o027)
        XCTAssertEqual(umask(0o027), 0o027)
    }

    /// Once committed or discarded, a file is done: a discard after a commit keeps the file,
    /// and a file Tactile published, discarded, then the user wrote again is not removed when
    /// the writer goes.
    func testAFinishedFileIsNotTouchedAgain() throws {
        let f = try AtomicOutputFile(path: dir + "/kept", privateFile: false)
        try f.append("header\n")
        try f.publish()
        try f.append("frame\n")
        try f.commit()
        f.discard()
        XCTAssertEqual(try TraceTestSupport.read(dir + "/kept"), "header\nframe\n", "a discard after the commit")

        var g: AtomicOutputFile? = try AtomicOutputFile(path: dir + "/again", privateFile: false)
        try g!.publish()
        g!.discard()
        try TraceTestSupport.write("the user's own\n", to: dir + "/again")
        g!.discard()
        g = nil
        XCTAssertEqual(try TraceTestSupport.read(dir + "/again"), "the user's own\n")
    }

    /// A finished file's descriptor is closed and forgotten: later bytes are refused instead of
    /// reaching whatever file reuses the number.
    func testAFinishedFileRefusesBytesInsteadOfWritingToAnotherFile() throws {
        for finish in ["commit", "published commit", "discard"] {
            let f = try AtomicOutputFile(path: dir + "/first", privateFile: false)
            if finish == "published commit" { try f.publish() }
            if finish == "discard" { f.discard() } else { try f.commit() }
            let other = try AtomicOutputFile(path: dir + "/second", privateFile: false)
            try f.append("stray")
            XCTAssertThrowsError(try f.flush(), finish)
            XCTAssertEqual(size(other.temporaryPath), 0, finish)
            other.discard()
            unlink(dir + "/first")
        }
    }

    /// Every way of ending closes the file's descriptor once: none is left open, and going away
    /// after a commit closes no descriptor again. (`open(2)` takes the lowest free number: the
    /// sentinel opened after a commit has the number the commit freed, which a second close of
    /// the file's descriptor would close.)
    func testEveryWayOfEndingClosesTheDescriptor() throws {
        for i in 0..<20 {
            var once: AtomicOutputFile? = try AtomicOutputFile(path: "\(dir)/o\(i)", privateFile: false)
            try once!.commit()
            let sentinel = open(dir + "/sentinel", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
            once = nil
            XCTAssertNotEqual(fcntl(sentinel, F_GETFD), -1, "closed again when the committed file went away")
            close(sentinel)
            let committed = try AtomicOutputFile(path: "\(dir)/c\(i)", privateFile: false)
            try committed.commit()
            let discarded = try AtomicOutputFile(path: "\(dir)/d\(i)", privateFile: false)
            discarded.discard()
            let published = try AtomicOutputFile(path: "\(dir)/p\(i)", privateFile: false)
            try published.publish()
            try published.commit()
            var dropped: AtomicOutputFile? = try AtomicOutputFile(path: "\(dir)/k\(i)", privateFile: false)
            try dropped!.publish()
            dropped = nil
        }
        XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: dir), [])
    }

    func testTheTemporaryNameIsBesideTheTarget() throws {
        XCTAssertEqual(FileSystem.temporaryPrefix(beside: "out.evemu"), "./.out.evemu.tactile-")
        XCTAssertEqual(FileSystem.temporaryPrefix(beside: "/out"), "/.out.tactile-", "one slash: `//` may name something else (POSIX)")
        XCTAssertEqual(FileSystem.temporaryPrefix(beside: "a/b/out"), "a/b/.out.tactile-")
        XCTAssertNil(FileSystem.temporaryPrefix(beside: "a/b/"), "a folder's name is no file name")
        let error = TraceTestSupport.tactileError { _ = try AtomicOutputFile(path: self.dir + "/", privateFile: false) }
        XCTAssertEqual(error?.kind, .cantCreate)
        XCTAssertEqual(error?.reason, "not a file name")
    }

    func testAFileThatCannotBeCreatedIsReportedWithTheReason() throws {
        let error = TraceTestSupport.tactileError {
            _ = try AtomicOutputFile(path: self.dir + "/missing/out", privateFile: false)
        }
        XCTAssertEqual(error?.kind, .cantCreate)
        XCTAssertEqual(error?.file, dir + "/missing/out")
        XCTAssertEqual(error?.reason, "cannot create the output file: \(String(cString: strerror(ENOENT)))")
    }

    /// A flush that the file system refuses part of leaves the file, and the place the next
    /// write goes, where the previous flush ended: the refused bytes stay buffered, and once
    /// there is room again they and what follows are written right after it, with no hole.
    func testAfterARefusedFlushTheNextBytesFollowTheLastWholeFlush() throws {
        let f = try AtomicOutputFile(path: dir + "/grow", privateFile: false)
        let error = try TraceTestSupport.withFileSizeLimit(16) { () throws -> TactileError? in
            try f.append("0123456789")
            try f.flush()
            return TraceTestSupport.tactileError {
                try f.append("abcdefghijklmnop")
                try f.flush()
            }
        }
        XCTAssertEqual(error?.reason, "write failed: \(String(cString: strerror(EFBIG)))")
        XCTAssertEqual(size(f.temporaryPath), 10, "the refused flush's bytes cut off")
        try f.append("tail")
        try f.commit()
        XCTAssertEqual(try TraceTestSupport.read(dir + "/grow"), "0123456789abcdefghijklmnoptail\n")
    }

    /// A whole output that cannot be written (here EFBIG past RLIMIT_FSIZE, as ENOSPC on a full
    /// disk) says so, leaves no temporary file and keeps what stood at the target.
    func testAWholeOutputThatCannotBeWrittenKeepsWhatWasThere() throws {
        try TraceTestSupport.write("before\n", to: dir + "/report.json")
        let error = TraceTestSupport.withFileSizeLimit(16) {
            TraceTestSupport.tactileError { try AtomicOutput.write(String(repeating: "x", count: 100), to: self.dir + "/report.json") }
        }
        XCTAssertEqual(error?.kind, .cantCreate)
        XCTAssertEqual(error?.file, dir + "/report.json")
        XCTAssertEqual(error?.reason, "write failed: \(String(cString: strerror(EFBIG)))", "nothing was kept, so nothing is said kept")
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["report.json"])
        XCTAssertEqual(try TraceTestSupport.read(dir + "/report.json"), "before\n")
    }

    /// As root (CI's containers) EACCES cannot be provoked, so the mapping is checked directly.
    func testARefusedCreationIsAPermissionProblem() {
        XCTAssertEqual(FileSystem.outputFailureKind(errno: EACCES), .permission)
        XCTAssertEqual(FileSystem.outputFailureKind(errno: EPERM), .permission)
        XCTAssertEqual(FileSystem.outputFailureKind(errno: ENOENT), .cantCreate)
        XCTAssertEqual(FileSystem.outputFailureKind(errno: ENOSPC), .cantCreate)
    }

    /// Publishing over a folder fails by name; reading back an output already discarded fails
    /// naming that output.
    func testFailuresToPublishAndToReadBackNameTheirFile() throws {
        XCTAssertEqual(mkdir(dir + "/folder", 0o755), 0)
        try TraceTestSupport.write("kept\n", to: dir + "/folder/inside")
        defer { unlink(dir + "/folder/inside"); rmdir(dir + "/folder") }
        let f = try AtomicOutputFile(path: dir + "/folder", privateFile: false)
        let publishing = TraceTestSupport.tactileError { try f.publish() }
        XCTAssertEqual(publishing?.file, dir + "/folder")
        XCTAssertTrue(publishing?.reason.hasPrefix("cannot move the output into place: ") ?? false, "\(String(describing: publishing))")
        f.discard()

        let gone = try AtomicOutputFile(path: dir + "/gone", privateFile: false)
        gone.discard()
        let target = try AtomicOutputFile(path: dir + "/target", privateFile: false)
        let reading = TraceTestSupport.tactileError { try target.append(bytesOf: gone, from: 0) }
        XCTAssertEqual(reading?.file, dir + "/gone")
        XCTAssertEqual(reading?.reason, "read back failed: \(String(cString: strerror(EBADF)))")
        target.discard()
    }

    /// Another output's bytes are written out as they are read, a buffer at a time, not gathered.
    func testAnotherOutputsBytesAreWrittenAsTheyAreRead() throws {
        let source = try AtomicOutputFile(path: dir + "/source", privateFile: false)
        try source.append(String(repeating: "s", count: 3 * 64 * 1024 + 5))
        let f = try AtomicOutputFile(path: dir + "/target", privateFile: false)
        try f.append(bytesOf: source, from: 5)
        XCTAssertEqual(size(f.temporaryPath), 3 * 64 * 1024, "on disk already, before any flush or commit")
        source.discard()
        f.discard()
    }

    /// `write(2)` may take fewer bytes than it is given (a short write) or be interrupted
    /// (EINTR): the rest goes again from where it stopped; another error stops it, saying how
    /// much went.
    func testShortAndInterruptedWritesAreTakenUpAgain() {
        let bytes = Array("0123456789abcdefghij".utf8)
        var got: [UInt8] = []
        var calls = 0
        let whole = bytes.withUnsafeBytes { buffer in
            FileSystem.writeAll(buffer) { p, n in
                calls += 1
                if calls == 2 { errno = EINTR; return -1 }
                let k = min(n, 3)
                got += UnsafeRawBufferPointer(start: p, count: k)
                return k
            }
        }
        XCTAssertEqual(got, bytes)
        XCTAssertEqual(whole.written, 20)
        XCTAssertNil(whole.error)
        XCTAssertEqual(calls, 8, "seven writes of three bytes or fewer, one interrupted")

        var taken = 0
        let failed = bytes.withUnsafeBytes { buffer in
            FileSystem.writeAll(buffer) { _, n in
                if taken >= 5 { errno = ENOSPC; return -1 }
                taken += min(n, 5)
                return min(n, 5)
            }
        }
        XCTAssertEqual(failed.written, 5)
        XCTAssertEqual(failed.error, ENOSPC)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import InputModel

/// Report folders appear whole or not at all; their files, like every single-file output, go
/// through `AtomicOutput.write`, the one atomic file writer.
public enum ReportFolder {
    /// A report folder of files, replaced as a whole: written under a temporary name with the
    /// `.tactile-report` marker listing its files, then swapped with the previous report in one
    /// `renameat2(RENAME_EXCHANGE)` (two renames where the file system cannot exchange), and the
    /// previous report's listed files removed. Only an absent or empty folder, or a previous report
    /// holding nothing else, is replaced (`OutputClaim.reportDirectory`, checked again here).
    /// What macOS wrote into the previous folder (`OutputClaim.isSystemMetadata`: Finder's
    /// `.DS_Store`, …) is copied into the new one before the swap, so the user keeps it.
    public static func write(_ dir: String, option: String, files: [String: String]) throws {
        try write(dir, option: option, files: files, exchanging: exchange)
    }

    /// `exchanging`: the one-step swap, false where it cannot be made (a test turns it off to
    /// take the two-rename path that file systems without it take).
    static func write(_ dir: String, option: String, files: [String: String],
                      exchanging: (String, String) -> Bool) throws {
        try OutputClaim.reportDirectory(dir, option: option)
        // Registered: the directory (before it exists), then each file (a signal removes the
        // files, then the directory).
        let (tmp, token) = try AtomicOutput.temporaryDirectory(beside: dir)
        var tokens = [token]
        defer { tokens.forEach(PendingOutputs.unregister) }
        var all = files
        all[OutputClaim.reportMarker] = ([OutputClaim.markerHeader] + files.keys.sorted()).joined(separator: "\n") + "\n"
        do {
            for (name, text) in all.sorted(by: { $0.key < $1.key }) {
                tokens.append(PendingOutputs.register(tmp + "/" + name))
                try AtomicOutput.write(text, to: tmp + "/" + name)
            }
        } catch {
            removeReport(tmp, files: Set(all.keys))
            if let e = error as? TactileError { throw TactileError(e.kind, file: dir, e.reason) }
            throw TactileError(.cantCreate, file: dir, "cannot write the report: \(error.localizedDescription)")
        }
        var metadata: [String] = []
        do { metadata = try systemMetadata(in: dir) } catch {
            removeReport(tmp, files: Set(all.keys))
            throw error
        }
        let written = Set(all.keys).union(metadata)
        do {
            for name in metadata {
                tokens.append(PendingOutputs.register(tmp + "/" + name))
                try FileManager.default.copyItem(atPath: dir + "/" + name, toPath: tmp + "/" + name)
            }
        } catch {
            removeReport(tmp, files: written)
            throw TactileError(.cantCreate, file: dir, "cannot keep what macOS wrote into the report folder: \(error.localizedDescription)")
        }
        var st = stat()
        if lstat(dir, &st) != 0 {
            // Nothing there: the new report moves in whole.
            guard rename(tmp, dir) == 0 else {
                let reason = String(cString: strerror(errno))
                removeReport(tmp, files: written)
                throw TactileError(.cantCreate, file: dir, "cannot move the report into place: \(reason)")
            }
            return
        }
        // The folder is empty or a previous report: exchange them, then clear the old one out of the way.
        let previous = ((try OutputClaim.reportFiles(in: dir)) ?? ["index.html"]).union(metadata)
        if !exchanging(tmp, dir) {
            // Empty: the rename replaces it. Not left registered: once the previous report is in it, a
            // signal must not remove it.
            let (aside, asideToken) = try AtomicOutput.temporaryDirectory(beside: dir)
            PendingOutputs.unregister(asideToken)
            guard rename(dir, aside) == 0 else {
                let reason = String(cString: strerror(errno))
                removeReport(tmp, files: written)
                throw TactileError(.cantCreate, file: dir, "cannot move the previous report aside: \(reason)")
            }
            guard rename(tmp, dir) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(aside, dir)
                removeReport(tmp, files: written)
                throw TactileError(.cantCreate, file: dir, "cannot move the report into place: \(reason)")
            }
            // Once renamed, the temporary names no longer exist: a signal leaves the report alone.
            removeReport(aside, files: previous.union([OutputClaim.reportMarker]))
            return
        }
        removeReport(tmp, files: previous.union([OutputClaim.reportMarker]))
    }

    /// The macOS metadata files (`OutputClaim.isSystemMetadata`) in the folder at `dir`; none when
    /// no folder is there.
    static func systemMetadata(in dir: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        return try DirectoryListing.names(in: dir).filter(OutputClaim.isSystemMetadata)
    }

    /// Removes the listed files of a report folder, then the folder if that left it empty
    /// (anything else in it stays, with the folder).
    static func removeReport(_ dir: String, files: Set<String>) {
        for name in files where !name.contains("/") { unlink(dir + "/" + name) }
        if rmdir(dir) != 0, errno != ENOENT {
            FileHandle.standardError.write(Data("warning: \(dir) kept: it holds files Tactile did not write\n".utf8))
        }
    }

    /// `renameat2(RENAME_EXCHANGE)`: both names swap in one step. False where the C library or
    /// the file system cannot (then the caller renames twice). Looked up at run time: Swift's
    /// Glibc module does not declare it (it is behind `_GNU_SOURCE`).
    static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1 // RENAME_EXCHANGE, <linux/fs.h>
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #else
        return false
        #endif
    }
}

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
        try write(dir, option: option, files: files, steps: .system)
    }

    /// The file-system steps a report write takes beside writing its files: making a temporary
    /// folder beside the target (registered, `AtomicOutput.temporaryDirectory`), the one-step
    /// swap (false where it cannot be made: the two-rename path that file systems without it
    /// take), `rename(2)` (0, or -1 with `errno` set) and the copy of what macOS wrote. A test
    /// replaces one to take a path no local file system takes on demand, a step that fails.
    struct Steps {
        var makeFolder: (String) throws -> (path: String, token: Int?)
        var exchange: (String, String) -> Bool
        var rename: (String, String) -> Int32
        var copy: (String, String) throws -> Void

        static var system: Steps {
            Steps(makeFolder: { try AtomicOutput.temporaryDirectory(beside: $0) },
                  exchange: ReportFolder.exchange,
                  rename: { systemRename($0, $1) },
                  copy: { try FileManager.default.copyItem(atPath: $0, toPath: $1) })
        }
    }

    static func write(_ dir: String, option: String, files: [String: String], steps: Steps) throws {
        try OutputClaim.reportDirectory(dir, option: option)
        // Read before anything is made: what the previous report's marker lists (a lone
        // `index.html` from before markers existed lists nothing), and what macOS wrote there.
        let listed = try OutputClaim.reportFiles(in: dir) ?? ["index.html"]
        let metadata = try systemMetadata(in: dir)
        // Registered: the directory (before it exists), then each file (a signal removes the
        // files, then the directory).
        let (tmp, token) = try steps.makeFolder(dir)
        var tokens = [token]
        defer { tokens.forEach(PendingOutputs.unregister) }
        var all = files
        all[OutputClaim.reportMarker] = ([OutputClaim.markerHeader] + files.keys.sorted()).joined(separator: "\n") + "\n"
        do throws(TactileError) {
            for (name, text) in all.sorted(by: { $0.key < $1.key }) {
                tokens.append(PendingOutputs.register(tmp + "/" + name))
                try AtomicOutput.write(text, to: tmp + "/" + name)
            }
        } catch {
            removeReport(tmp, files: Set(all.keys))
            throw TactileError(error.kind, file: dir, error.reason) // the report's name, not its temporary file's
        }
        let written = Set(all.keys).union(metadata)
        do {
            for name in metadata {
                tokens.append(PendingOutputs.register(tmp + "/" + name))
                try steps.copy(dir + "/" + name, tmp + "/" + name)
            }
        } catch {
            removeReport(tmp, files: written)
            throw TactileError(.cantCreate, file: dir, "cannot keep what macOS wrote into the report folder: \(error.localizedDescription)")
        }
        var st = stat()
        if lstat(dir, &st) != 0 {
            // Nothing there: the new report moves in whole.
            guard steps.rename(tmp, dir) == 0 else {
                let reason = String(cString: strerror(errno))
                removeReport(tmp, files: written)
                throw TactileError(.cantCreate, file: dir, "cannot move the report into place: \(reason)")
            }
            return
        }
        // The folder is empty or a previous report: exchange them, then clear the old one out of the way.
        let previous = listed.union(metadata).union([OutputClaim.reportMarker])
        if steps.exchange(tmp, dir) {
            removeReport(tmp, files: previous)
            return
        }
        // No swap: the previous report moves aside onto an empty folder of its own (a rename
        // replaces an empty folder), then the new one into place.
        let aside: (path: String, token: Int?)
        do { aside = try steps.makeFolder(dir) } catch {
            removeReport(tmp, files: written)
            throw error
        }
        guard steps.rename(dir, aside.path) == 0 else {
            let reason = String(cString: strerror(errno))
            removeReport(aside.path, files: [])
            PendingOutputs.unregister(aside.token)
            removeReport(tmp, files: written)
            throw TactileError(.cantCreate, file: dir, "cannot move the previous report aside: \(reason)")
        }
        // Not left registered once the previous report is in it: a signal must not remove it.
        PendingOutputs.unregister(aside.token)
        guard steps.rename(tmp, dir) == 0 else {
            let reason = String(cString: strerror(errno))
            removeReport(tmp, files: written)
            guard steps.rename(aside.path, dir) == 0 else {
                let back = String(cString: strerror(errno))
                throw TactileError(.cantCreate, file: dir, "cannot move the report into place: \(reason); nor the previous report back (\(back)): it is kept whole in \(aside.path)")
            }
            throw TactileError(.cantCreate, file: dir, "cannot move the report into place: \(reason)")
        }
        // Once renamed, the temporary names no longer exist: a signal leaves the report alone.
        removeReport(aside.path, files: previous)
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

/// `rename(2)` of the C library, named apart from `ReportFolder.Steps.rename`.
private func systemRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}

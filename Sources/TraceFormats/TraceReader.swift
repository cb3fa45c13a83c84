#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputModel

/// The text trace formats Tactile reads and writes.
public enum TraceFormat: String, Sendable, CaseIterable {
    /// evemu-record / evemu-describe, file format 1.0–1.3, one device per file.
    case evemu
    /// `libinput record` YAML, version 1, one or more devices.
    case libinput

    /// The format `convert` writes when none is asked for.
    public var other: TraceFormat { self == .evemu ? .libinput : .evemu }
}

/// A streaming reader of a recorded trace.
///
/// `devices` is known once the reader is open; `next()` returns the events one
/// at a time, merged across devices by time (stable: file order within a
/// device, lower device index first on equal times), and nil at the end.
/// Times are exactly those of the file (µs); the normalizer rebases them.
public protocol TraceReader: RawEventSource {
    var devices: [DeviceDescription] { get }
    var format: TraceFormat { get }
    /// The file being read.
    var path: String { get }
    mutating func next() throws -> DeviceEvent?
}

/// Opens trace files by content, not by extension.
public enum TraceFile {
    /// How many leading bytes are looked at to tell the formats apart.
    static let sniffLines = 200

    /// Opens `path` as evemu or libinput record, decided by its content.
    ///
    /// - Parameter descriptionPath: an evemu device description (`.desc`) for an
    ///   events-only evemu file; it takes precedence over one inside the file.
    ///   Refused (`.usage`) for libinput record files, which always describe their devices.
    public static func open(path: String, descriptionPath: String? = nil) throws -> any TraceReader {
        switch try detectFormat(path: path) {
        case .evemu:
            return try EvemuReader(path: path, descriptionPath: descriptionPath)
        case .libinput:
            if descriptionPath != nil {
                throw TactileError(.usage, file: path, "--description applies to evemu files only; a libinput record file describes its devices itself")
            }
            return try LibinputRecordReader(path: path)
        }
    }

    /// Reads the first lines: a libinput record file has top-level YAML keys
    /// (`version:`, `ndevices:`, `devices:`, `libinput:`, `system:`) or the
    /// `# libinput record` banner; an evemu (or hid-recorder) file has
    /// two-letter prefixes (`N:`, `I:`, `E:`, `R:` …) or only comments.
    public static func detectFormat(path: String) throws -> TraceFormat {
        try requireRegularFile(path)
        let reader = try LineReader(path: path)
        var sawEvemuComment = false
        while reader.lineNumber < sniffLines, let line = try reader.nextLine() {
            var c = ByteCursor(line)
            c.skipBlanks()
            guard let first = c.peek else { continue }
            let rest = UnsafeBufferPointer(rebasing: line[c.index...])
            if first == ByteCursor.hash {
                let text = ByteCursor.string(rest)
                if text.hasPrefix("# libinput record") { return .libinput }
                if text.hasPrefix("# EVEMU") { return .evemu }
                sawEvemuComment = true
                continue
            }
            if rest.count >= 2, rest[1] == UInt8(ascii: ":"),
               (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(rest[0]) {
                return .evemu
            }
            let text = ByteCursor.string(rest)
            for key in ["version:", "ndevices:", "devices:", "libinput:", "system:"] where text.hasPrefix(key) {
                return .libinput
            }
            throw TactileError.badInput(path, line: reader.lineNumber,
                                        "not an evemu or libinput record trace (unexpected \"\(text.prefix(40))\")")
        }
        if sawEvemuComment { return .evemu } // comments only: an evemu file without events
        throw TactileError.badInput(path, line: nil, "empty file: not an evemu or libinput record trace")
    }

    /// A trace is read more than once (its format is told from its start, a libinput record
    /// file's devices each from their own offset): a pipe or a device, read once, would lose
    /// what the first look took. A folder is left to the reader, which names it.
    static func requireRegularFile(_ path: String) throws {
        var st = stat()
        guard stat(path, &st) == 0 else { return } // the reader says why it cannot open it
        let type = st.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFDIR else {
            throw TactileError.badInput(path, line: nil, "not a regular file (a pipe or a device): a trace is read more than once; save it to a file first")
        }
    }

    /// The `.desc` next to an events-only evemu recording, paired by device name
    /// as in the evemu-devices collection: `NAME.desc` for `NAME.WHAT.events`.
    /// The longest matching NAME wins; nil when there is none.
    /// A folder that cannot be listed is an error, not "no description".
    public static func pairedDescriptionPath(for eventsPath: String) throws -> String? {
        let slash = eventsPath.lastIndex(of: "/")
        let directory = slash.map { String(eventsPath[..<$0]) } ?? "."
        let file = slash.map { String(eventsPath[eventsPath.index(after: $0)...]) } ?? eventsPath
        let names = try DirectoryListing.names(in: directory)
        let candidates = names.filter { $0.hasSuffix(".desc") }
            .map { String($0.dropLast(".desc".count)) }
            .filter { file.hasPrefix($0 + ".") && file != $0 + ".desc" }
        guard let best = candidates.max(by: { $0.count < $1.count }) else { return nil }
        return slash == nil ? best + ".desc" : directory + "/" + best + ".desc"
    }
}

extension TraceFile {
    /// Opens a trace; an evemu events-only file with no `descriptionPath` is paired with its
    /// sibling `NAME.desc` (evemu-devices naming: `NAME.WHAT.events` beside `NAME.desc`) when there
    /// is one. Returns the reader and the description file it used, if paired.
    ///
    /// An events-only file with neither is refused (bad input): without the device's axes,
    /// buttons and properties nothing can say what its events mean, and reading them as an unknown
    /// device gave an empty result with exit 0.
    public static func openPairing(path: String, descriptionPath: String? = nil) throws -> (reader: any TraceReader, paired: String?) {
        let reader = try open(path: path, descriptionPath: descriptionPath)
        guard descriptionPath == nil, let evemu = reader as? EvemuReader, !evemu.describedInFile else { return (reader, nil) }
        guard let desc = try pairedDescriptionPath(for: path) else {
            throw TactileError.badInput(path, line: nil, "no device description in \(path) (no N:, I:, B: or A: lines, and no NAME.desc beside it); pass --description FILE, the device's evemu-describe output")
        }
        return (try open(path: path, descriptionPath: desc), desc)
    }
}

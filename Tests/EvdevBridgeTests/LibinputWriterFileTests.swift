import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import TraceFormats
import InputModel

/// How the libinput record writer's files come and go (its type's documentation is the source):
/// a conversion's file appears whole on `finish()`; a progressive capture streams device 0 into
/// `OUT` and device i into `OUT.i`, each claimed first; a writer that cannot start leaves nothing.
final class LibinputWriterFileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try TraceTestSupport.temporaryDirectory(self)
    }

    private let mouse = DeviceDescription(name: "Mouse", codes: [EV.REL: [REL.X, REL.Y], EV.KEY: [BTN.LEFT]])

    private func mode(_ path: String) -> mode_t {
        var s = stat()
        XCTAssertEqual(stat(path, &s), 0, path)
        return s.st_mode & 0o777
    }

    func testTheWriterSaysItsFormatAndNeedsADevice() throws {
        let w = try LibinputRecordWriter(path: dir + "/m.yml", devices: [mouse])
        XCTAssertEqual(w.format, .libinput)
        XCTAssertEqual(w.outputPaths, [dir + "/m.yml"])
        w.cancel()
        let none = TraceTestSupport.tactileError { _ = try LibinputRecordWriter(path: self.dir + "/n.yml", devices: []) }
        XCTAssertEqual(none?.kind, .usage)
        XCTAssertEqual(none?.reason, "no device to write")
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }

    /// A file Tactile did not write is kept: at `OUT` always, at `OUT.1` when a progressive
    /// capture of two devices would stream there. A conversion writes no `OUT.1`, so one there
    /// is no concern of it.
    func testOthersFilesAreKept() throws {
        try TraceTestSupport.write("my notes\n", to: dir + "/out.yml")
        let atOut = TraceTestSupport.tactileError { _ = try LibinputRecordWriter(path: self.dir + "/out.yml", devices: [self.mouse]) }
        XCTAssertEqual(atOut?.kind, .usage)
        XCTAssertTrue(atOut?.reason.hasPrefix("output \(dir)/out.yml exists and is not a trace Tactile wrote") ?? false, "\(String(describing: atOut))")

        try TraceTestSupport.write("my notes\n", to: dir + "/cap.yml.1")
        let atSection = TraceTestSupport.tactileError {
            _ = try LibinputRecordWriter(path: self.dir + "/cap.yml", devices: [self.mouse, self.mouse],
                                         options: TraceWriterOptions(progressive: true))
        }
        XCTAssertEqual(atSection?.kind, .usage)
        XCTAssertTrue(atSection?.reason.hasPrefix("output \(dir)/cap.yml.1 exists") ?? false, "\(String(describing: atSection))")
        XCTAssertFalse(FileSystem.exists(dir + "/cap.yml"), "refused before anything is written")

        let conversion = try LibinputRecordWriter(path: dir + "/cap.yml", devices: [mouse, mouse],
                                                  options: TraceWriterOptions(privateFile: true))
        try conversion.finish()
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["cap.yml", "cap.yml.1", "out.yml"])
        XCTAssertEqual(try TraceTestSupport.read(dir + "/cap.yml.1"), "my notes\n")
        XCTAssertEqual(try TraceTestSupport.read(dir + "/out.yml"), "my notes\n")
    }

    /// While a progressive capture runs, each device's file has the output's mode: 0666 less the
    /// umask, or 0600 for a private one.
    func testEachStreamedFileHasTheOutputsMode() throws {
        let saved = umask(0o022)
        defer { umask(saved) }
        for (isPrivate, expected) in [(false, mode_t(0o644)), (true, mode_t(0o600))] {
            let out = dir + (isPrivate ? "/private.yml" : "/shared.yml")
            let w = try LibinputRecordWriter(path: out, devices: [mouse, mouse],
                                             options: TraceWriterOptions(privateFile: isPrivate, progressive: true))
            XCTAssertEqual(mode(out), expected, out)
            XCTAssertEqual(mode(out + ".1"), expected, out + ".1")
            w.cancel()
        }
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }

    /// A progressive writer whose second file cannot take its header (EFBIG past RLIMIT_FSIZE,
    /// as ENOSPC on a full disk) removes the first, already in place.
    func testAProgressiveWriterThatCannotStartLeavesNothing() throws {
        var wide = mouse
        for code in UInt16(0x28)...UInt16(0x3e) {
            wide.codes[EV.ABS, default: []].insert(code)
            wide.absinfo[code] = AbsInfo(minimum: 0, maximum: 1)
        }
        let small = (LibinputRecordWriter.fileHeader([mouse]) + LibinputRecordWriter.deviceHeader(mouse, presence: .always)).utf8.count
        let large = (LibinputRecordWriter.fileHeader([wide]) + LibinputRecordWriter.deviceHeader(wide, presence: .always)).utf8.count
        XCTAssertGreaterThan(large, small + 100)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        defer { signal(SIGXFSZ, previousHandler) }
        #if canImport(Glibc)
        let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
        let fileSize = RLIMIT_FSIZE
        #endif
        var unlimited = rlimit()
        XCTAssertEqual(getrlimit(fileSize, &unlimited), 0)
        var limited = unlimited
        limited.rlim_cur = rlim_t(small + 50)
        let error: TactileError? = {
            setrlimit(fileSize, &limited)
            defer { setrlimit(fileSize, &unlimited) }
            return TraceTestSupport.tactileError {
                _ = try LibinputRecordWriter(path: self.dir + "/out.yml", devices: [self.mouse, wide],
                                             options: TraceWriterOptions(progressive: true))
            }
        }()
        XCTAssertEqual(error?.file, dir + "/out.yml.1")
        XCTAssertTrue(error?.reason.hasPrefix("write failed: ") ?? false, "\(String(describing: error))")
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }

    /// Each frame (the events up to a SYN_REPORT) is its own `- evdev:` item, as libinput
    /// record writes them.
    func testEachFrameIsItsOwnItem() throws {
        let w = try LibinputRecordWriter(path: dir + "/f.yml", devices: [mouse])
        for (t, dx) in [(Int64(0), Int32(1)), (10_000, 2)] {
            try w.write(DeviceEvent(device: 0, event: InputEvent(time: t, type: EV.REL, code: REL.X, value: dx)))
            try w.write(DeviceEvent(device: 0, event: InputEvent(time: t, type: EV.SYN, code: SYN.REPORT, value: 0)))
        }
        try w.finish()
        let text = try TraceTestSupport.read(dir + "/f.yml")
        let events = text.components(separatedBy: "  events:\n")[1]
        XCTAssertEqual(events.split(separator: "\n").map { $0.prefix(11) }, [
            "  - evdev:", "    - [  0,", "    - [  0,", "  - evdev:", "    - [  0,", "    - [  0,",
        ])
    }
}

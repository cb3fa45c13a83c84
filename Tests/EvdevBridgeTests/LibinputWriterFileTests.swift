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

    private func mode(_ path: String) -> mode_t { TraceTestSupport.mode(path) }
    private func size(_ path: String) -> Int { TraceTestSupport.size(path) }

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
        let error = TraceTestSupport.withFileSizeLimit(small + 50) {
            TraceTestSupport.tactileError {
                _ = try LibinputRecordWriter(path: self.dir + "/out.yml", devices: [self.mouse, wide],
                                             options: TraceWriterOptions(progressive: true))
            }
        }
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

    private func frames(_ w: LibinputRecordWriter, devices: Int, count: Int, from start: Int64 = 0) throws {
        for k in 0..<count {
            for d in 0..<devices {
                let t = start + Int64(k) * 10_000
                try w.write(DeviceEvent(device: d, event: InputEvent(time: t, type: EV.REL, code: REL.X, value: Int32(k + 1))))
                try w.write(DeviceEvent(device: d, event: InputEvent(time: t, type: EV.SYN, code: SYN.REPORT, value: 0)))
            }
        }
    }

    /// A capture that cannot join its devices into one file at the end keeps what it streamed:
    /// `OUT` with device 0 and `OUT.1` with device 1, its departure (`presence:`) included.
    func testACaptureThatCannotJoinKeepsItsStreamedFiles() throws {
        let out = dir + "/cap.yml"
        let w = try LibinputRecordWriter(path: out, devices: [mouse, mouse], options: TraceWriterOptions(progressive: true))
        try frames(w, devices: 2, count: 20)
        try frames(w, devices: 1, count: 40, from: 300_000) // device 0's file the larger: the join fails while copying it
        w.deviceRemoved(1, atTime: 200_000)
        let presence = LibinputRecordWriter.presenceBlock(DevicePresence(disconnected: 200_000)).utf8.count
        XCTAssertLessThan(size(out + ".1") + presence + 10, size(out))
        let error = TraceTestSupport.withFileSizeLimit(size(out + ".1") + presence + 10) {
            TraceTestSupport.tactileError { try w.finish() }
        }
        XCTAssertTrue(error?.reason.hasPrefix("write failed: ") ?? false, "\(String(describing: error))")
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["cap.yml", "cap.yml.1"])
        let first = try LibinputRecordReader(path: out)
        XCTAssertEqual(first.presence, [.always])
        let second = try TraceTestSupport.readAll(path: out + ".1")
        XCTAssertEqual(second.events.count, 40)
        XCTAssertEqual(try TraceTestSupport.readAll(path: out).events.count, 120)
        XCTAssertEqual(try LibinputRecordReader(path: out + ".1").presence, [DevicePresence(disconnected: 200_000)])
    }

    /// A conversion that cannot write its file at the end leaves nothing behind, at once.
    func testAConversionThatCannotFinishLeavesNothing() throws {
        let w = try LibinputRecordWriter(path: dir + "/c.yml", devices: [mouse, mouse])
        try frames(w, devices: 2, count: 20)
        let sectionSize = try DirectoryListing.names(in: dir).map { size(dir + "/" + $0) }.max() ?? 0
        let error = TraceTestSupport.withFileSizeLimit(sectionSize + 10) { TraceTestSupport.tactileError { try w.finish() } }
        XCTAssertEqual(error?.file, dir + "/c.yml")
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }

    /// A device's departure that cannot be written ends a conversion with nothing left; a
    /// capture keeps what it streamed.
    func testADepartureThatCannotBeWrittenEndsTheWriter() throws {
        for progressive in [false, true] {
            let out = dir + (progressive ? "/cap.yml" : "/conv.yml")
            let w = try LibinputRecordWriter(path: out, devices: [mouse, mouse], options: TraceWriterOptions(progressive: progressive))
            try frames(w, devices: 2, count: 20)
            w.deviceRemoved(1, atTime: 200_000)
            let written = try DirectoryListing.names(in: dir).map { size(dir + "/" + $0) }.max() ?? 0
            let error = TraceTestSupport.withFileSizeLimit(written + 10) { TraceTestSupport.tactileError { try w.finish() } }
            XCTAssertTrue(error?.reason.hasPrefix("write failed: ") ?? false, "\(String(describing: error))")
            XCTAssertEqual(try DirectoryListing.names(in: dir).filter { $0.hasPrefix(progressive ? "cap" : "conv") || $0.hasPrefix(".") },
                           progressive ? ["cap.yml", "cap.yml.1"] : [], "progressive: \(progressive)")
        }
    }

    /// A one-device capture buffered between frames (`flushEveryFrame` off) still ends whole:
    /// `finish()` writes out what waits.
    func testABufferedCaptureEndsWhole() throws {
        let out = dir + "/one.yml"
        let w = try LibinputRecordWriter(path: out, devices: [mouse], options: TraceWriterOptions(flushEveryFrame: false, progressive: true))
        try frames(w, devices: 1, count: 3)
        try w.finish()
        XCTAssertEqual(try TraceTestSupport.readAll(path: out).events.count, 6)
    }

    /// Every way of finishing closes every file the writer opened, while the writer is still held.
    func testFinishingClosesEveryFile() throws {
        for (count, progressive) in [(1, false), (2, false), (1, true), (2, true)] {
            let w = try LibinputRecordWriter(path: "\(dir)/f\(count)\(progressive).yml", devices: Array(repeating: mouse, count: count),
                                             options: TraceWriterOptions(progressive: progressive))
            try frames(w, devices: count, count: 2)
            try w.finish()
            XCTAssertEqual(try TraceTestSupport.descriptorsOpen(under: dir), [], "\(count) devices, progressive \(progressive)")
            withExtendedLifetime(w) {}
        }
    }

    /// `finish()` a second time, or after `cancel()`, does nothing; a departure is recorded only
    /// for a described device whose presence was not declared.
    func testFinishingAgainAndDepartures() throws {
        let w = try LibinputRecordWriter(path: dir + "/twice.yml", devices: [mouse, mouse],
                                         presence: [.always, DevicePresence(connected: 1_000)])
        w.deviceRemoved(2, atTime: 5_000)
        w.deviceRemoved(1, atTime: 5_000)
        w.deviceRemoved(0, atTime: 7_000)
        try w.finish()
        try w.finish()
        let back = try LibinputRecordReader(path: dir + "/twice.yml")
        XCTAssertEqual(back.presence, [DevicePresence(disconnected: 7_000), DevicePresence(connected: 1_000)])

        let c = try LibinputRecordWriter(path: dir + "/cancelled.yml", devices: [mouse])
        c.cancel()
        try c.finish()
        XCTAssertFalse(FileSystem.exists(dir + "/cancelled.yml"))
    }
}

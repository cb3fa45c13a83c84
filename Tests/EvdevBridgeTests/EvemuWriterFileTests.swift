import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import TraceFormats
import InputModel

/// How the evemu writer's files come and go (its type's documentation is the source): all
/// appear on `finish()`, or with `progressive` each from its header on, flushed at each frame
/// only with `flushEveryFrame`; a writer that fails or is cancelled leaves no temporary file.
final class EvemuWriterFileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try TraceTestSupport.temporaryDirectory(self)
    }

    private func size(_ path: String) -> Int { TraceTestSupport.size(path) }

    private let touch = DeviceDescription(name: "Touch", codes: [EV.ABS: [ABS.X, ABS.Y], EV.KEY: [BTN.TOUCH]],
                                          absinfo: [ABS.X: AbsInfo(minimum: 0, maximum: 4095), ABS.Y: AbsInfo(minimum: 0, maximum: 4095)])

    private func frame(_ writer: EvemuWriter, at time: Int64) throws {
        try writer.write(DeviceEvent(device: 0, event: InputEvent(time: time, type: EV.ABS, code: ABS.X, value: 100)))
        try writer.write(DeviceEvent(device: 0, event: InputEvent(time: time, type: EV.SYN, code: SYN.REPORT, value: 0)))
    }

    func testTheWriterSaysItsFormat() throws {
        let w = try EvemuWriter(path: dir + "/f.evemu", devices: [touch])
        XCTAssertEqual(w.format, .evemu)
        w.cancel()
    }

    /// A capture's key rows the writer obfuscated say so, as libinput record's do (README ›
    /// Capturing a device).
    func testAnObfuscatedRowIsMarked() throws {
        let keyboard = DeviceDescription(name: "Keys", codes: [EV.KEY: [KEY.A, KEY.D, KEY.LEFTCTRL]])
        let w = try EvemuWriter(path: dir + "/k.evemu", devices: [keyboard], options: TraceWriterOptions(obfuscateKeys: true))
        try w.write(DeviceEvent(device: 0, event: InputEvent(time: 0, type: EV.KEY, code: KEY.D, value: 1)))
        try w.write(DeviceEvent(device: 0, event: InputEvent(time: 0, type: EV.KEY, code: KEY.LEFTCTRL, value: 1)))
        try w.finish()
        let rows = try TraceTestSupport.read(dir + "/k.evemu").split(separator: "\n").filter { $0.hasPrefix("E:") }
        XCTAssertEqual(rows, [
            "E: 0.000000 0001 001e 0001\t# EV_KEY / KEY_A                1 (obfuscated)",
            "E: 0.000000 0001 001d 0001\t# EV_KEY / KEY_LEFTCTRL         1",
        ])
    }

    /// A type evemu-record has no `B:` line for (libevdev's maximum for it is -1, as for EV_PWR)
    /// still gets one when the description has codes of it, so the round trip loses nothing.
    func testCodesOfATypeBeyondEvemusListAreKept() throws {
        let d = DeviceDescription(name: "Power", codes: [EV.KEY: [116], EV.PWR: [0, 9]])
        let header = EvemuWriter.header(for: d).split(separator: "\n").map(String.init)
        XCTAssertEqual(header.filter { $0.hasPrefix("B: 16") }, ["B: 16 01 02 00 00 00 00 00 00"])
        let w = try EvemuWriter(path: dir + "/p.evemu", devices: [d])
        try w.finish()
        XCTAssertEqual(try TraceTestSupport.readAll(path: dir + "/p.evemu").devices.first?.codes[EV.PWR], [0, 9])
    }

    func testAProgressiveFileGrowsAtEachFrameOnlyWhenFlushedEveryFrame() throws {
        let buffered = try EvemuWriter(path: dir + "/buffered.evemu", devices: [touch],
                                       options: TraceWriterOptions(flushEveryFrame: false, progressive: true))
        let header = size(dir + "/buffered.evemu")
        XCTAssertEqual(header, EvemuWriter.header(for: touch).utf8.count, "the header is in place before any event")
        try frame(buffered, at: 1000)
        XCTAssertEqual(size(dir + "/buffered.evemu"), header, "a frame waits in the buffer")
        try buffered.finish()
        XCTAssertGreaterThan(size(dir + "/buffered.evemu"), header)

        let flushed = try EvemuWriter(path: dir + "/flushed.evemu", devices: [touch],
                                      options: TraceWriterOptions(flushEveryFrame: true, progressive: true))
        try flushed.write(DeviceEvent(device: 0, event: InputEvent(time: 1000, type: EV.ABS, code: ABS.X, value: 100)))
        XCTAssertEqual(size(dir + "/flushed.evemu"), header, "half a frame is not written out")
        try flushed.write(DeviceEvent(device: 0, event: InputEvent(time: 1000, type: EV.SYN, code: SYN.REPORT, value: 0)))
        XCTAssertEqual(size(dir + "/flushed.evemu"),
                       header + "E: 0.001000 0003 0000 0100\t# EV_ABS / ABS_X                100\n".utf8.count
                           + "E: 0.001000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +1ms\n".utf8.count)
        try flushed.finish()
    }

    func testACancelledWriterFinishesAsNothing() throws {
        let w = try EvemuWriter(path: dir + "/c.evemu", devices: [touch, touch])
        try frame(w, at: 0)
        w.cancel()
        try w.finish()
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }

    /// When one device's file cannot be put in place at the end (here a folder made there during
    /// the recording), the error names it and the files not yet in place are removed at once.
    func testAFinishThatFailsRemovesTheFilesNotYetInPlace() throws {
        let w = try EvemuWriter(path: dir + "/out", devices: [touch, touch, touch])
        XCTAssertEqual(mkdir(dir + "/out.1", 0o755), 0)
        try TraceTestSupport.write("kept\n", to: dir + "/out.1/inside")
        defer { unlink(dir + "/out.1/inside"); rmdir(dir + "/out.1") }
        let error = TraceTestSupport.tactileError { try w.finish() }
        XCTAssertEqual(error?.file, dir + "/out.1")
        XCTAssertEqual(try DirectoryListing.names(in: dir).filter { $0.hasPrefix(".") }, [], "no temporary file is left")
        XCTAssertFalse(FileSystem.exists(dir + "/out.2"))
        XCTAssertEqual(try TraceTestSupport.read(dir + "/out.1/inside"), "kept\n")
    }

    /// A progressive writer whose second header cannot be written (EFBIG past RLIMIT_FSIZE, as
    /// ENOSPC on a full disk) removes the first file it had already put in place.
    func testAProgressiveWriterThatCannotStartLeavesNothing() throws {
        var wide = touch
        for code in UInt16(0x28)...UInt16(0x3e) { // ABS_MISC … : a longer header
            wide.codes[EV.ABS, default: []].insert(code)
            wide.absinfo[code] = AbsInfo(minimum: 0, maximum: 1)
        }
        let small = EvemuWriter.header(for: touch).utf8.count
        let large = EvemuWriter.header(for: wide).utf8.count
        XCTAssertGreaterThan(large, small + 100)
        let error = TraceTestSupport.withFileSizeLimit(small + 50) {
            TraceTestSupport.tactileError {
                _ = try EvemuWriter(path: self.dir + "/out", devices: [self.touch, wide], options: TraceWriterOptions(progressive: true))
            }
        }
        XCTAssertEqual(error?.file, dir + "/out.1")
        XCTAssertTrue(error?.reason.hasPrefix("write failed: ") ?? false, "\(String(describing: error))")
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }
}

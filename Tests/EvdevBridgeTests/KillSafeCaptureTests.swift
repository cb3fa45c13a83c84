import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// A capture's trace file is valid at every frame boundary: what a SIGKILL leaves.
///
/// The sink hands each frame to the kernel with one write(2) at its SYN_REPORT, so the bytes
/// on disk after a frame are exactly what a process killed right then leaves behind (page
/// cache included). The tests read the files while the sink is still open and after it is
/// dropped unfinished, the way a killed process drops it.
final class KillSafeCaptureTests: XCTestCase {
    /// A touchscreen and a keyboard with a few frames each, interleaved on one time base.
    static func twoDevices() throws -> (devices: [DeviceDescription], events: [DeviceEvent]) {
        let touch = try TraceTestSupport.readAll(path: TraceTestSupport.real("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events"))
        let keys = try TraceTestSupport.readAll(path: TraceTestSupport.real("keyboards/Logitech K400 Plus.events"))
        func firstFrames(_ events: [DeviceEvent], _ n: Int, device: Int, offset: Int64) -> [DeviceEvent] {
            let t0 = events[0].event.time
            var out: [DeviceEvent] = []
            var frames = 0
            for e in events where frames < n {
                var x = e.event
                x.time = x.time - t0 + offset
                out.append(DeviceEvent(device: device, event: x))
                if x.isSynReport { frames += 1 }
            }
            return out
        }
        let merged = (firstFrames(touch.events, 12, device: 0, offset: 1_000)
            + firstFrames(keys.events, 12, device: 1, offset: 1_500))
            .enumerated().sorted { ($0.element.event.time, $0.offset) < ($1.element.event.time, $1.offset) }.map(\.element)
        return ([touch.devices[0], keys.devices[0]], merged)
    }

    /// Every event up to and including the `frames`-th SYN_REPORT, plus the next frame's first event (unfinished).
    static func prefix(_ events: [DeviceEvent], frames: Int) -> (flushed: [DeviceEvent], written: [DeviceEvent]) {
        var n = 0
        for (i, e) in events.enumerated() where e.event.isSynReport {
            n += 1
            if n == frames { return (Array(events[...i]), Array(events[...min(i + 1, events.count - 1)])) }
        }
        return (events, events)
    }

    func events(_ path: String) throws -> [DeviceEvent] { try TraceTestSupport.readAll(path: path).events }

    func testKilledCaptureLeavesEveryFlushedFrame() throws {
        let (devices, all) = try Self.twoDevices()
        for format in CaptureFormat.allCases {
            for count in [1, 2] {
                let dir = try TraceTestSupport.temporaryDirectory(self)
                let out = dir + "/cap"
                let source = all.filter { $0.device < count }
                let (flushed, written) = Self.prefix(source, frames: 9)
                do {
                    let sink = try LiveTrace.makeSink(format: format, path: out, devices: Array(devices.prefix(count)),
                                                      start: 0, obfuscate: false, privateMode: false)
                    XCTAssertEqual(try events(out), [], "\(format) \(count): readable before the first frame")
                    for e in written { try sink.write(device: e.device, event: e.event) }
                    try check(out, count: count, expected: flushed, "\(format) \(count) while open")
                } // dropped without finish, as a killed process
                try check(out, count: count, expected: flushed, "\(format) \(count) after the drop")
                let names = try DirectoryListing.names(in: dir).sorted()
                XCTAssertEqual(names, count == 1 ? ["cap"] : ["cap", "cap.1"], "\(format)")
            }
        }
    }

    /// Device 0 in `out`, device i in `out.i`, each a one-device trace with its frames.
    func check(_ out: String, count: Int, expected: [DeviceEvent], _ what: String) throws {
        for i in 0..<count {
            let got = try events(i == 0 ? out : "\(out).\(i)")
            XCTAssertEqual(got.map(\.event), expected.filter { $0.device == i }.map(\.event), "\(what): device \(i)")
            XCTAssertTrue(got.allSatisfy { $0.device == 0 }, what)
        }
    }

    func testCleanStopJoinsTheDevicesIntoOneFile() throws {
        let (devices, all) = try Self.twoDevices()
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let sink = try LiveTrace.makeSink(format: .libinput, path: dir + "/cap.yml", devices: devices,
                                          start: 0, obfuscate: false, privateMode: true)
        XCTAssertEqual(sink.progressivePaths, [dir + "/cap.yml", dir + "/cap.yml.1"])
        for e in all { try sink.write(device: e.device, event: e.event) }
        try sink.finish()
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["cap.yml"])
        let joined = try TraceTestSupport.readAll(path: dir + "/cap.yml")
        XCTAssertEqual(joined.devices.map(\.name), devices.map(\.name))
        // One time base: the reader's merge by time gives back the interleaved capture.
        XCTAssertEqual(joined.events, all)
        let text = try TraceTestSupport.read(dir + "/cap.yml")
        XCTAssertTrue(text.contains("\nndevices: 2\n"))
        var st = stat()
        XCTAssertEqual(stat(dir + "/cap.yml", &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o600)
    }

    func testPrivateCaptureNeverExistsWithAWiderMode() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let (devices, _) = try Self.twoDevices()
        for format in CaptureFormat.allCases {
            let out = dir + "/p.\(format.rawValue)"
            let sink = try LiveTrace.makeSink(format: format, path: out, devices: devices, start: 0, obfuscate: true, privateMode: true)
            for path in sink.progressivePaths {
                var st = stat()
                XCTAssertEqual(stat(path, &st), 0, path)
                XCTAssertEqual(st.st_mode & 0o777, 0o600, path)
            }
            sink.cancel()
            for path in sink.progressivePaths { XCTAssertFalse(FileSystem.exists(path), path) }
        }
        XCTAssertEqual(try DirectoryListing.names(in: dir), [])
    }

    func testConversionStillAppearsOnlyWhole() throws {
        let dir = try TraceTestSupport.temporaryDirectory(self)
        let d = DeviceDescription(name: "X")
        let w = try LibinputRecordWriter(path: dir + "/c.yml", devices: [d, d])
        try w.write(DeviceEvent(device: 0, event: InputEvent(time: 0, type: 0, code: 0, value: 0)))
        XCTAssertFalse(FileSystem.exists(dir + "/c.yml"))
        try w.finish()
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["c.yml"])
    }
}

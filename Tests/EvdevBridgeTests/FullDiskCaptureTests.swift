import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import EvdevBridge
@testable import TraceFormats
import InputModel

/// A capture whose file system fills up mid-frame (ENOSPC on a full disk; here EFBIG past
/// RLIMIT_FSIZE, which the kernel applies the same way: a short write, then an error) keeps a
/// valid trace: the failing frame's bytes that did land are cut off again, and the error names
/// the file and the reason (regression: the file ended in half a line, unreadable).
final class FullDiskCaptureTests: XCTestCase {
    func testFullFileSystemLeavesTheTraceUpToTheLastWholeFrame() throws {
        let (devices, all) = try KillSafeCaptureTests.twoDevices()
        let touch = all.filter { $0.device == 0 }
        for format in CaptureFormat.allCases {
            let dir = try TraceTestSupport.temporaryDirectory(self)
            let out = dir + "/cap"
            // The whole capture's size, unlimited, to put the limit in the middle of its frames.
            let whole = try LiveTrace.makeSink(format: format, path: dir + "/whole", devices: [devices[0]],
                                               start: 0, obfuscate: false, privateMode: false)
            for e in touch { try whole.write(device: 0, event: e.event) }
            try whole.finish()
            let wholeSize = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: dir + "/whole")[.size] as? Int)
            try FileManager.default.removeItem(atPath: dir + "/whole")
            var thrown: TactileError?
            var written = 0
            do {
                let sink = try LiveTrace.makeSink(format: format, path: out, devices: [devices[0]],
                                                  start: 0, obfuscate: false, privateMode: false)
                var st = stat()
                XCTAssertEqual(stat(out, &st), 0)
                // The header, about half the frames, then a frame cut short.
                try TraceTestSupport.withFileSizeLimit(Int(st.st_size) + (wholeSize - Int(st.st_size)) / 2 + 7) {
                    do {
                        for e in touch {
                            try sink.write(device: 0, event: e.event)
                            written += 1
                        }
                    } catch let e as TactileError { thrown = e }
                }
            } // dropped unfinished, as capture does when it stops on the error
            let error = try XCTUnwrap(thrown, "\(format): the limit was never reached")
            XCTAssertEqual(error.kind, .cantCreate)
            XCTAssertEqual(error.file, out)
            XCTAssertTrue(error.reason.contains("write failed: File too large"), error.reason)
            let got = try TraceTestSupport.readAll(path: out).events
            XCTAssertFalse(got.isEmpty, "\(format): no frame kept")
            XCTAssertTrue(got.last!.event.isSynReport, "\(format): ends mid-frame")
            XCTAssertLessThan(got.count, written + 1)
            XCTAssertEqual(got.map(\.event), touch.prefix(got.count).map(\.event), "\(format)")
            XCTAssertEqual(try DirectoryListing.names(in: dir), ["cap"], "\(format): temporary files left")
        }
    }
}

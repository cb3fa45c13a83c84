import XCTest
@testable import TraceFormats
import InputModel

/// Conversion refuses what it cannot do faithfully: writing over one of its inputs (any of the
/// files a multi-device evemu output takes), evemu for devices that come and go, an event for a
/// device the trace does not describe.
final class TraceConverterTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try TraceTestSupport.temporaryDirectory(self)
    }

    /// Two devices written as evemu take `OUT` and `OUT.1`: an input at `OUT.1` is refused too,
    /// named; with the input at both places the first is named.
    func testNoOutputFileMayBeAnInput() throws {
        let text = try TraceTestSupport.read(TraceTestSupport.fixtures + "/two-devices.yml")
        try TraceTestSupport.write(text, to: dir + "/out.1")
        let second = TraceTestSupport.tactileError {
            try TraceConverter.convert(inputPath: self.dir + "/out.1", outputPath: self.dir + "/out", to: .evemu)
        }
        XCTAssertEqual(second?.kind, .usage)
        XCTAssertEqual(second?.file, dir + "/out.1")
        XCTAssertEqual(second?.reason, "the output would overwrite an input")
        XCTAssertEqual(try TraceTestSupport.read(dir + "/out.1"), text)

        XCTAssertEqual(link(dir + "/out.1", dir + "/out"), 0) // the same file under both names
        let both = TraceTestSupport.tactileError {
            try TraceConverter.convert(inputPath: self.dir + "/out.1", outputPath: self.dir + "/out", to: .evemu)
        }
        XCTAssertEqual(both?.file, dir + "/out")
    }

    private func presenceTrace(_ presences: [String]) -> String {
        var s = "version: 1\nndevices: \(presences.count)\ndevices:\n"
        for (i, p) in presences.enumerated() {
            s += "- node: /dev/input/event\(i)\n  evdev:\n    name: \"D\(i)\"\n    id: [3, 1, 2, 3]\n    codes:\n      0: [0] # EV_SYN\n    properties: []\n"
            if !p.isEmpty { s += "  presence:\n    \(p)\n" }
            s += "  events: []\n"
        }
        return s
    }

    /// evemu cannot say when a device came or went: the first device that does is named.
    func testDevicesThatComeAndGoAreRefusedForEvemu() throws {
        try TraceTestSupport.write(presenceTrace(["", "connected: [1, 0]", "disconnected: [2, 0]"]), to: dir + "/p.yml")
        let e = TraceTestSupport.tactileError { try TraceConverter.convert(inputPath: self.dir + "/p.yml", outputPath: self.dir + "/p.evemu") }
        XCTAssertEqual(e?.kind, .usage)
        XCTAssertEqual(e?.reason, "device 1 (D1) connects or disconnects during the trace, which evemu cannot say; write libinput record (.yml) instead")
        XCTAssertEqual(try DirectoryListing.names(in: dir), ["p.yml"])
    }

    func testAnEventForADeviceNotDescribedIsRefused() throws {
        let mouse = DeviceDescription(name: "Mouse", codes: [EV.REL: [REL.X]])
        for format in [TraceFormat.evemu, .libinput] {
            let w = try TraceWriters.make(format, path: dir + "/w.\(format)", devices: [mouse, mouse])
            let e = TraceTestSupport.tactileError {
                try w.write(DeviceEvent(device: 2, event: InputEvent(time: 0, type: EV.REL, code: REL.X, value: 1)))
            }
            XCTAssertEqual(e?.kind, .badInput, "\(format)")
            XCTAssertEqual(e?.reason, "event for device 2, but only 2 described", "\(format)")
            w.cancel()
        }
    }
}

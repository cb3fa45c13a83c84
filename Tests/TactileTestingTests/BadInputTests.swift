import Foundation
import Testing
import TactileTesting

/// Bad input through the API is a thrown `TactileError` saying what was wrong, never a crash and
/// never a pass.
@Suite struct BadInputTests {
    @Test func aTextThatIsNoDump() throws {
        let error = try #require(throws: TactileError.self) {
            try conformance(dump: "Hello, world\nnot a view hierarchy\n", dumpName: "inbox")
        }
        #expect(error.kind == .badInput)
        #expect(error.file == "inbox")
        #expect(error.reason.hasPrefix("not a view dump"))
    }

    @Test func anEmptyDump() throws {
        let error = try #require(throws: TactileError.self) { try conformance(dump: "") }
        #expect(error.file == "dump")
    }

    @Test func bytesThatAreNoPNG() throws {
        let notPNG = Data("GIF89a, not a PNG at all, and long enough to hold a header".utf8)
        let error = try #require(throws: TactileError.self) {
            try conformance(dump: try Fixtures.jotterPortrait, screenshot: notPNG)
        }
        #expect(error.kind == .badInput)
        #expect(error.file == "dump.png")
        #expect(error.reason.hasPrefix("not a PNG"))
    }

    @Test func aPNGOfAnotherWindowsAspect() throws {
        // A whole PNG of 1000 × 1000 px (signature, IHDR, an empty zlib stream's IDAT, IEND, each
        // chunk with its CRC-32, as Python's zlib writes them): a square, not the 834 × 1194 pt window.
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x03, 0xE8,
            0x00, 0x00, 0x03, 0xE8, 0x08, 0x06, 0x00, 0x00, 0x00, 0x4D, 0xA3, 0xD4, 0xE4, 0x00, 0x00, 0x00, 0x08, 0x49, 0x44, 0x41,
            0x54, 0x78, 0xDA, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01, 0x6F, 0xDD, 0xC9, 0x91, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
            0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        let error = try #require(throws: TactileError.self) {
            try conformance(dump: try Fixtures.jotterPortrait, screenshot: Data(png))
        }
        #expect(error.reason.contains("1000 × 1000 px screenshot does not have the aspect"))
    }

    @Test func anOverlayNamingAnElementTheDumpLacks() throws {
        let error = try #require(throws: TactileError.self) {
            try conformance(dump: try Fixtures.jotterPortrait, overlay: "elements:\n  archive-button: {contextMenu: [Archive]}\n",
                            overlayName: "jotter.overlay.yml")
        }
        #expect(error.file == "jotter.overlay.yml")
        #expect(error.line == 2)
        #expect(error.reason.contains("archive-button"))
    }

    @Test func aMalformedOverlay() throws {
        let error = try #require(throws: TactileError.self) {
            try conformance(dump: try Fixtures.jotterPortrait, overlay: "elements: [unclosed\n")
        }
        #expect(error.kind == .badInput)
        #expect(error.file == "overlay")
    }

    @Test func noEnvironmentToJudgeIn() throws {
        let error = try #require(throws: TactileError.self) { try conformance(dump: try Fixtures.jotterPortrait, in: []) }
        #expect(error.kind == .usage)
        #expect(error.reason.hasPrefix("no environment to judge dump in"))
    }

    @Test func anAssertionRethrowsBadInput() throws {
        #expect(throws: TactileError.self) { try assertConformance(dump: "nothing to see") }
    }
}

import XCTest
import Foundation
import InputModel
@testable import Harness

/// PNGs written here byte by byte, as the PNG specification (W3C, second edition) lays them out:
/// chunks of a big-endian length, a type, the data and the CRC-32 of type and data (computed here
/// bit by bit, annex D's definition, not with the table the code under test uses).
enum TestPNG {
    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~c
    }

    static func chunk(_ type: String, _ data: [UInt8] = [], crc fix: UInt32? = nil) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(fix ?? crc(body))
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func ihdr(_ w: UInt32, _ h: UInt32, colour: UInt8 = 6, depth: UInt8 = 8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", be(w) + be(h) + [depth, colour, 0, 0, interlace])
    }

    /// A whole PNG of `w` × `h` pixels: IHDR, one IDAT (a stored zlib stream's bytes), IEND.
    static func make(_ w: UInt32, _ h: UInt32, colour: UInt8 = 6, depth: UInt8 = 8) -> [UInt8] {
        signature + ihdr(w, h, colour: colour, depth: depth) + (colour == 3 ? chunk("PLTE", [0, 0, 0]) : [])
            + chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND")
    }
}

final class PNGFileTests: XCTestCase {
    func refusal(_ bytes: [UInt8]) -> String? {
        do { _ = try PNGFile.check(bytes, path: "s.png"); return nil } catch { return "\(error)" }
    }

    /// The standard check value of CRC-32 (ISO 3309): "123456789" gives 0xCBF43926.
    func testCRC32IsTheStandardOne() {
        XCTAssertEqual(CRC32.of(ArraySlice(Array("123456789".utf8))), 0xCBF4_3926)
        XCTAssertEqual(CRC32.of(ArraySlice(Array("IEND".utf8))), 0xAE42_6082, "IEND's CRC, as every PNG ends")
    }

    /// A real screenshot and a minimal PNG are read through IEND, their size from IHDR.
    func testAPNGIsReadThroughIEND() throws {
        let path = TactileProcess.root + "/Examples/check-your-app/jotter-portrait.png"
        let png = try PNGFile.read(path: path)
        XCTAssertEqual(png.pixels, ScreenSize(width: 1668, height: 2388))
        XCTAssertEqual(png.bytes.count, try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        XCTAssertEqual(try PNGFile.check(TestPNG.make(3, 2), path: "s.png").pixels, ScreenSize(width: 3, height: 2))
    }

    /// What a decoder refuses is refused, saying what and where; one byte changed is enough.
    func testWhatADecoderRefusesIsRefused() {
        let good = TestPNG.make(4, 4)
        XCTAssertNil(refusal(good))
        let idat = good.count - 12 - 23     // the IDAT chunk: 12 bytes of frame and 11 of data, before IEND's 12
        let cases: [([UInt8], String)] = [
            (Array(good.prefix(idat + 10)), "it ends at byte \(idat + 10), inside its IDAT chunk"),
            (Array(good.prefix(good.count - 12)), "it ends at byte \(good.count - 12) without an IEND chunk"),
            (TestPNG.signature + TestPNG.chunk("IHDR", TestPNG.be(4) + TestPNG.be(4) + [8, 6, 0, 0, 0], crc: 0x1234_5678) + Array(good[33...]),
             "the CRC of its IHDR chunk at byte 8 is 0x12345678"),
            (TestPNG.signature + TestPNG.ihdr(4, 4, colour: 9, depth: 3) + Array(good[33...]), "colour type 9 at bit depth 3"),
            (TestPNG.signature + TestPNG.ihdr(0, 4) + Array(good[33...]), "0 × 4 pixels"),
            (TestPNG.signature + TestPNG.ihdr(4, 4, interlace: 2) + Array(good[33...]), "interlace 2"),
            (TestPNG.signature + TestPNG.chunk("tEXt", Array("a".utf8)) + Array(good[8...]), "its first chunk is tEXt, not a 13-byte IHDR"),
            (TestPNG.signature + TestPNG.ihdr(4, 4) + TestPNG.chunk("IEND"), "no image data (IDAT) before IEND"),
            (TestPNG.signature + TestPNG.ihdr(4, 4) + TestPNG.chunk("IDAT", [1]) + TestPNG.chunk("tEXt", [2]) + TestPNG.chunk("IDAT", [3]) + TestPNG.chunk("IEND"),
             "its IDAT chunks are not one after another"),
            (TestPNG.signature + TestPNG.ihdr(4, 4, colour: 3) + TestPNG.chunk("IDAT", [1]) + TestPNG.chunk("IEND"), "an indexed image with no PLTE"),
            (TestPNG.signature + TestPNG.ihdr(4, 4) + TestPNG.ihdr(4, 4) + Array(good[33...]), "a second IHDR at byte 33"),
            (Array(good.dropLast(12)) + TestPNG.chunk("IEND", [0]), "its IEND holds 1 bytes"),
            (TestPNG.signature + TestPNG.ihdr(4, 4) + TestPNG.be(0x8000_0000) + Array("IDAT".utf8), "claims 2147483648 bytes"),
            (TestPNG.signature + TestPNG.ihdr(4, 4) + TestPNG.chunk("ID4T", [1]), "has no type of four letters"),
            (Array("GIF89a, not a png at all".utf8), "its first bytes are not the PNG signature"),
            // Each of IHDR's three method bytes is named with its value (PNG § 11.2.2: compression
            // and filter method 0, interlace 0 or 1).
            (TestPNG.signature + TestPNG.chunk("IHDR", TestPNG.be(4) + TestPNG.be(4) + [8, 6, 1, 0, 0]) + Array(good[33...]),
             "compression 1, filter 0, interlace 0"),
            (TestPNG.signature + TestPNG.chunk("IHDR", TestPNG.be(4) + TestPNG.be(4) + [8, 6, 0, 2, 1]) + Array(good[33...]),
             "compression 0, filter 2, interlace 1"),
            // PLTE comes before the first IDAT (PNG § 5.6): 8 + 25 + 15 + 13 bytes before the second.
            (TestPNG.signature + TestPNG.ihdr(4, 4, colour: 3) + TestPNG.chunk("PLTE", [0, 0, 0]) + TestPNG.chunk("IDAT", [1])
                + TestPNG.chunk("PLTE", [0, 0, 0]) + TestPNG.chunk("IEND"), "its PLTE at byte 61 comes after the image data"),
        ]
        for (bytes, reason) in cases {
            let message = refusal(bytes)
            XCTAssertTrue(message?.hasPrefix("s.png: not a PNG: ") == true && message?.contains(reason) == true, "\(reason): \(message ?? "accepted")")
        }
    }

    /// Every colour type and bit depth of the specification's table 11.1, and none other.
    func testColourTypesAndBitDepthsAreTheSpecifications() {
        let allowed: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        for colour: UInt8 in 0...7 {
            for depth: UInt8 in [1, 2, 3, 4, 8, 16, 32] {
                let ok = allowed[colour]?.contains(depth) ?? false
                XCTAssertEqual(refusal(TestPNG.make(2, 2, colour: colour, depth: depth)) == nil, ok, "colour \(colour) depth \(depth)")
            }
        }
    }

    /// A valid PNG followed by a gibibyte of zeros (a sparse file): read through IEND only. A
    /// chunk claiming more than 64 MiB is refused before it is read.
    func testOnlyWhatIsCheckedIsRead() throws {
        let dir = try TactileProcess.scratchDirectory("png")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        let good = TestPNG.make(4, 4)
        let padded = dir + "/padded.png"
        FileManager.default.createFile(atPath: padded, contents: Data(good))
        let h = try XCTUnwrap(FileHandle(forWritingAtPath: padded))
        try h.truncate(atOffset: UInt64(1 << 30))
        try h.close()
        XCTAssertEqual(try PNGFile.read(path: padded).bytes, good)
        let huge = dir + "/huge.png"
        FileManager.default.createFile(atPath: huge, contents: Data(TestPNG.signature + TestPNG.ihdr(4, 4) + TestPNG.be(100 << 20) + Array("IDAT".utf8)))
        XCTAssertThrowsError(try PNGFile.read(path: huge)) { e in
            XCTAssertTrue("\(e)".contains("huge.png: larger than 64 MiB before its IEND chunk"), "\(e)")
        }
        XCTAssertThrowsError(try PNGFile.read(path: dir + "/none.png")) { e in XCTAssertEqual((e as? TactileError)?.kind, .missingInput) }
    }

    /// A screenshot that is not there is "no such screenshot"; one that cannot be opened or read
    /// (a socket, a folder) "cannot read the screenshot": both the missing-input kind (66).
    func testAMissingOrUnreadableScreenshotIsMissingInput() throws {
        let dir = try scratchFolder("png-s")
        func refusal(_ path: String) -> TactileError? {
            do { _ = try PNGFile.read(path: path); return nil } catch { return error as? TactileError }
        }
        let missing = refusal(dir + "/none.png")
        XCTAssertEqual(missing?.kind, .missingInput)
        XCTAssertEqual(missing?.reason, "no such screenshot")
        let folder = refusal(dir)
        XCTAssertEqual(folder?.kind, .missingInput)
        XCTAssertEqual(folder?.reason, "cannot read the screenshot")
        // open(2) refuses a socket, though the path exists.
        let socketPath = dir + "/s.png"
        bindSocket(at: socketPath)
        let socketFile = refusal(socketPath)
        XCTAssertEqual(socketFile?.kind, .missingInput)
        XCTAssertEqual(socketFile?.reason, "cannot read the screenshot")
    }

    /// Each read closes the file: a hundred reads leave the process's descriptors as they were
    /// (counted in /dev/fd; a few of the runner's may come and go).
    func testAReadLeavesNoDescriptorOpen() throws {
        let dir = try scratchFolder("png-descriptors")
        let path = dir + "/s.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(TestPNG.make(3, 2))))
        try assertReadsLeaveNoDescriptorOpen { XCTAssertEqual(try PNGFile.read(path: path).pixels, ScreenSize(width: 3, height: 2)) }
    }
}

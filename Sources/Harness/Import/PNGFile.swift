import Foundation
import InputModel

/// A PNG checked as a decoder reads it before anything embeds it (PNG specification, W3C, second
/// edition, sections 5 and 11): the signature; chunks of at most 2³¹ − 1 bytes, each with a type of
/// four ASCII letters and the CRC-32 of its type and data; IHDR first, with a size of 1 to 2³¹ − 1
/// pixels a side, a colour type and bit depth the specification allows, compression and filter
/// method 0 and interlace 0 or 1; PLTE before the image data of an indexed image; the IDAT chunks
/// one after another; IEND last. What follows IEND is no part of the image and is not read.
///
/// Hand-written: Foundation has no PNG decoder on Linux, and a decoder library (libpng, or zlib
/// for the CRC) would put a system library in the closure of `TactileTesting`, which must build on
/// iOS without one. It checks the structure a decoder needs, not the compressed pixels.
public struct PNGFile: Hashable, Sendable {
    /// The PNG's bytes, from the signature to the end of IEND.
    public var bytes: [UInt8]
    /// Width and height in pixels.
    public var pixels: ScreenSize

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Largest chunk length the specification allows (2³¹ − 1).
    static let maximumChunkLength = 0x7FFF_FFFF
    /// Most bytes read for one screenshot, up to the end of IEND: a 13-inch iPad's 2064 × 2752 px
    /// screen at 4 bytes a pixel, uncompressed, is 22.7 MB; a PNG is smaller.
    public static let maximumBytes = 64 << 20

    /// Colour types and the bit depths each allows (PNG specification, table 11.1).
    static let bitDepths: [UInt8: Set<UInt8>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    /// Checks `bytes` (named `path` in errors): the PNG through IEND, or `TactileError(.badInput)`
    /// saying what is wrong and at which byte.
    public static func check(_ bytes: [UInt8], path: String) throws -> PNGFile {
        func fail(_ reason: String) -> TactileError { TactileError.badInput(path, line: nil, "not a PNG: " + reason) }
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw fail("its first bytes are not the PNG signature")
        }
        func be32(_ i: Int) -> UInt32 { bytes[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        var at = 8
        var pixels: ScreenSize?
        var colourType: UInt8 = 0
        var sawPalette = false, sawData = false, dataEnded = false
        while true {
            guard at + 8 <= bytes.count else {
                throw fail(at == bytes.count ? "it ends at byte \(at) without an IEND chunk" : "it ends at byte \(bytes.count), inside a chunk's length and type")
            }
            let length = Int(be32(at))
            guard length <= maximumChunkLength else { throw fail("the chunk at byte \(at) claims \(length) bytes, more than 2³¹ − 1") }
            let typeBytes = Array(bytes[at + 4..<at + 8])
            guard typeBytes.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }) else {
                throw fail("the chunk at byte \(at) has no type of four letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let dataStart = at + 8, end = dataStart + length + 4
            guard end <= bytes.count else { throw fail("it ends at byte \(bytes.count), inside its \(type) chunk (\(length) bytes from byte \(dataStart))") }
            let stored = be32(dataStart + length)
            let computed = CRC32.of(bytes[at + 4..<dataStart + length])
            guard stored == computed else {
                throw fail("the CRC of its \(type) chunk at byte \(at) is \(hex(stored)), where its bytes give \(hex(computed))")
            }
            if pixels == nil {
                guard type == "IHDR", length == 13 else { throw fail("its first chunk is \(type), not a 13-byte IHDR") }
                let w = be32(dataStart), h = be32(dataStart + 4)
                let depth = bytes[dataStart + 8], colour = bytes[dataStart + 9]
                guard w > 0, h > 0, w <= UInt32(maximumChunkLength), h <= UInt32(maximumChunkLength) else {
                    throw fail("its IHDR gives \(w) × \(h) pixels (1 to 2³¹ − 1 a side)")
                }
                guard let depths = bitDepths[colour], depths.contains(depth) else {
                    throw fail("its IHDR gives colour type \(colour) at bit depth \(depth), which the specification does not allow")
                }
                guard bytes[dataStart + 10] == 0, bytes[dataStart + 11] == 0, bytes[dataStart + 12] <= 1 else {
                    throw fail("its IHDR gives compression \(bytes[dataStart + 10]), filter \(bytes[dataStart + 11]), interlace \(bytes[dataStart + 12]) (0, 0, and 0 or 1)")
                }
                pixels = ScreenSize(width: Double(w), height: Double(h))
                colourType = colour
            } else {
                switch type {
                case "IHDR": throw fail("a second IHDR at byte \(at)")
                case "PLTE":
                    guard !sawData else { throw fail("its PLTE at byte \(at) comes after the image data") }
                    sawPalette = true
                case "IDAT":
                    guard !dataEnded else { throw fail("its IDAT chunks are not one after another (another at byte \(at))") }
                    if colourType == 3 && !sawPalette { throw fail("an indexed image with no PLTE before its image data") }
                    sawData = true
                case "IEND":
                    guard sawData else { throw fail("it has no image data (IDAT) before IEND") }
                    guard length == 0 else { throw fail("its IEND holds \(length) bytes") }
                    return PNGFile(bytes: Array(bytes[0..<end]), pixels: pixels!)
                default:
                    if sawData { dataEnded = true }
                }
            }
            at = end
        }
    }

    /// Reads the PNG at `path` chunk by chunk, up to the end of IEND and at most `maximumBytes`
    /// (66 when it is missing or cannot be read, 65 when it is no PNG or larger): what follows
    /// IEND is never read.
    public static func read(path: String) throws -> PNGFile {
        guard FileManager.default.fileExists(atPath: path) else { throw TactileError(.missingInput, file: path, "no such screenshot") }
        // The handle owns its descriptor and closes it when it goes at the end of the read.
        guard let handle = FileHandle(forReadingAtPath: path) else { throw TactileError(.missingInput, file: path, "cannot read the screenshot") }
        var bytes: [UInt8] = []
        func take(_ n: Int) throws -> Bool {
            guard bytes.count + n <= maximumBytes else {
                throw TactileError.badInput(path, line: nil, "larger than \(maximumBytes >> 20) MiB before its IEND chunk: not a screenshot")
            }
            var need = n
            while need > 0 {
                let chunk: Data
                do { chunk = try handle.read(upToCount: min(need, 1 << 20)) ?? Data() } catch {
                    throw TactileError(.missingInput, file: path, "cannot read the screenshot")
                }
                if chunk.isEmpty { return false }
                bytes.append(contentsOf: chunk)
                need -= chunk.count
            }
            return true
        }
        // The signature, then each chunk's length and type, its data and CRC, until IEND or the end.
        guard try take(8) else { return try check(bytes, path: path) }
        while try take(8) {
            let n = bytes.count
            let length = Int(bytes[n - 8..<n - 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let isEnd = Array(bytes[n - 4..<n]) == Array("IEND".utf8)
            guard length <= maximumChunkLength, try take(length + 4), !isEnd else { break }
        }
        return try check(bytes, path: path)
    }

    static func hex(_ v: UInt32) -> String { "0x" + String(v, radix: 16, uppercase: true) }
}

/// CRC-32 as PNG, zlib and Ethernet compute it (ISO 3309, the reflected polynomial 0xEDB88320;
/// PNG specification, annex D), a byte at a time from a 256-entry table.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { t in
            for b in bytes { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        }
        return c ^ 0xFFFF_FFFF
    }
}

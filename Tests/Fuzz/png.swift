import InputModel
import Harness

/// Bytes as a screenshot (`PNGFile.check`): refused with `TactileError`, or accepted as a PNG
/// whose bytes are a prefix of the input ending in an IEND chunk, of at least one pixel a side.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: size))
    Fuzz.expectTactileError {
        let png = try PNGFile.check(bytes, path: "fuzz.png")
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        guard png.bytes.count <= bytes.count, Array(bytes.prefix(png.bytes.count)) == png.bytes,
              Array(png.bytes.suffix(12)) == iend, png.pixels.width >= 1, png.pixels.height >= 1 else {
            fatalError("an accepted PNG that is no prefix of its input ending in IEND: \(png.bytes.count) of \(bytes.count) bytes, \(png.pixels)")
        }
    }
    return 0
}

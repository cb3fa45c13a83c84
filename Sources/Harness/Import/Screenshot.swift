import Foundation
import InputModel

/// A screenshot taken beside a dump (XCUITest's `XCUIScreen.main.screenshot().pngRepresentation`,
/// Appium's screenshot): a PNG of the dump's window, which the HTML report draws a failing element
/// over, scaled from pixels to the window's points (docs/import.md, "Screenshots").
public struct Screenshot: Hashable, Sendable {
    /// The PNG's path as given (or found beside the dump).
    public var path: String
    /// Its size in pixels.
    public var pixels: Size

    /// How far a screenshot's aspect ratio may be from the window's (a pixel's rounding at 2× or 3×
    /// on either side).
    public static let aspectTolerance = 0.01

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height a PNG's header gives (the IHDR chunk, which the PNG specification
    /// puts first: bytes 16–23, big-endian); nil when the bytes are not a PNG.
    public static func size(ofPNG bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be(_ i: Int) -> UInt32 { bytes[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let w = be(16), h = be(20)
        guard w > 0, h > 0 else { return nil }
        return Size(width: Double(w), height: Double(h))
    }

    /// Reads and checks `path` against the window it shows: a PNG whose aspect ratio is the
    /// window's (exit 65 naming the file otherwise; 66 when it is missing).
    public static func read(path: String, window: Size, dump: String) throws -> Screenshot {
        try check(try bytes(path), path: path, window: window, dump: dump)
    }

    /// Checks a screenshot's bytes (read from `path`) against the window it shows.
    public static func check(_ bytes: [UInt8], path: String, window: Size, dump: String) throws -> Screenshot {
        guard let px = size(ofPNG: bytes) else {
            throw TactileError.badInput(path, line: nil, "not a PNG (its first bytes are not the PNG signature and IHDR header)")
        }
        let ratio = (px.width / px.height) / (window.width / window.height)
        guard abs(ratio - 1) <= aspectTolerance else {
            throw TactileError.badInput(path, line: nil, "a \(Int(px.width)) × \(Int(px.height)) px screenshot does not have the aspect of \(dump)'s \(fmt(window.width)) × \(fmt(window.height)) pt window")
        }
        return Screenshot(path: path, pixels: px)
    }

    /// The file's bytes (66 when it is missing).
    public static func bytes(_ path: String) throws -> [UInt8] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw TactileError(.missingInput, file: path, "no such screenshot")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TactileError(.badInput, file: path, "cannot read the screenshot")
        }
        return [UInt8](data)
    }

    /// `NAME.png` beside `NAME.txt` (or `.xml`), when there is one.
    public static func beside(dump: String) -> String? {
        let base = (dump as NSString).deletingPathExtension
        for ext in ["png", "PNG"] where FileManager.default.fileExists(atPath: base + "." + ext) { return base + "." + ext }
        return nil
    }
}

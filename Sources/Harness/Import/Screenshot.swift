import Foundation
import InputModel

/// A screenshot taken beside a dump (XCUITest's `XCUIScreen.main.screenshot().pngRepresentation`,
/// Appium's screenshot): a PNG of the dump's window, which the HTML report draws a failing element
/// over, scaled from pixels to the window's points (docs/import.md, "Screenshots").
public struct Screenshot: Hashable, Sendable {
    /// The PNG's path as given (or found beside the dump).
    public var path: String
    /// Its size in pixels.
    public var pixels: ScreenSize
    /// The PNG's bytes through its IEND chunk, checked (`PNGFile`): what the HTML report embeds.
    public var bytes: [UInt8]

    /// How far a screenshot's aspect ratio may be from the window's (a pixel's rounding at 2× or 3×
    /// on either side).
    public static let aspectTolerance = 0.01

    /// Reads and checks `path` against the window it shows: a PNG (`PNGFile`) whose aspect ratio
    /// is the window's (exit 65 naming the file otherwise; 66 when it is missing).
    public static func read(path: String, window: ScreenSize, dump: String) throws -> Screenshot {
        try fitting(try PNGFile.read(path: path), path: path, window: window, dump: dump)
    }

    /// Checks a screenshot's bytes (named `path`) against the window it shows.
    public static func check(_ bytes: [UInt8], path: String, window: ScreenSize, dump: String) throws -> Screenshot {
        try fitting(try PNGFile.check(bytes, path: path), path: path, window: window, dump: dump)
    }

    static func fitting(_ png: PNGFile, path: String, window: ScreenSize, dump: String) throws -> Screenshot {
        let px = png.pixels
        let ratio = (px.width / px.height) / (window.width / window.height)
        guard abs(ratio - 1) <= aspectTolerance else {
            throw TactileError.badInput(path, line: nil, "a \(Int(px.width)) × \(Int(px.height)) px screenshot does not have the aspect of \(dump)'s \(fmt(window.width)) × \(fmt(window.height)) pt window")
        }
        return Screenshot(path: path, pixels: px, bytes: png.bytes)
    }

    /// `NAME.png` beside `NAME.txt` (or `.xml`), when there is one.
    public static func beside(dump: String) -> String? {
        let base = (dump as NSString).deletingPathExtension
        for ext in ["png", "PNG"] where FileManager.default.fileExists(atPath: base + "." + ext) { return base + "." + ext }
        return nil
    }
}

import Foundation

/// How these tests find their files. A test's working directory is not the package's folder in
/// Xcode, so neither path is relative to it:
/// - `fixtures`: files this test target ships as SwiftPM resources (`resources: [.copy("Fixtures")]`
///   in Package.swift), read through `Bundle.module`: the way for files the tests own.
/// - `beside(_:)`: a path relative to this source file (`#filePath`): the way for files elsewhere
///   in the repository, here the dumps of Examples/check-your-app.
enum Files {
    static var fixtures: String {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path
    }

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    static func beside(_ relative: String, file: String = #filePath) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(relative).standardized.path
    }

    /// Examples/check-your-app: Jotter's dumps, overlay and screenshot.
    static func jotter(_ name: String) throws -> String {
        try String(contentsOfFile: beside("../../../check-your-app/" + name), encoding: .utf8)
    }

    static func jotterData(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: beside("../../../check-your-app/" + name)))
    }
}

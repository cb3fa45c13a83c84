import Foundation
import TactileTesting

/// The repository's files, found from this file's path (a test's working directory is not the
/// package's folder in Xcode).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(relative)))
    }

    /// Jotter on an 11-inch iPad Pro in portrait (XCUITest `debugDescription`), its overlay and screenshot.
    static var jotterPortrait: String { get throws { try text("Examples/check-your-app/jotter-portrait.txt") } }
    static var jotterOverlay: String { get throws { try text("Examples/check-your-app/jotter.overlay.yml") } }
    static var jotterScreenshot: Data { get throws { try data("Examples/check-your-app/jotter-portrait.png") } }

    /// The note editor's text view in Jotter's portrait dump.
    static let noteBody = "          TextView, 0x600003b124c0, {{557.0, 84.0}, {261.0, 1070.0}}, identifier: 'note-body', value: 'Q3 goals…'\n"
    /// The text view 70 pt shorter, and a 30 × 30 pt Format button below it, in the app's own
    /// content (not a bar's item, which UIKit sizes).
    static let noteBodyAndSmallButton = """
              TextView, 0x600003b124c0, {{557.0, 84.0}, {261.0, 1000.0}}, identifier: 'note-body', value: 'Q3 goals…'
              Button, 0x600003b125a0, {{557.0, 1100.0}, {30.0, 30.0}}, identifier: 'format', label: 'Format'

    """

    /// Jotter's portrait dump with a 30 × 30 pt button: below the HIG's 44 × 44 pt.
    static var jotterWithSmallButton: String {
        get throws {
            let dump = try jotterPortrait
            precondition(dump.contains(noteBody), "the fixture's text view line changed")
            return dump.replacingOccurrences(of: noteBody, with: noteBodyAndSmallButton)
        }
    }

    /// A hand-made XCUITest dump: app `label`, a `width` × `height` pt window, and one button `go`
    /// of `button` × `button` pt at (100, 200).
    static func oneButtonDump(_ label: String, width: Double, height: Double, button: Double) -> String {
        func pt(_ v: Double) -> String { String(format: "%.1f", v) }
        return """
        Attributes: Application, 0x1, pid: 1, label: '\(label)'
        Element subtree:
         →Application, 0x1, pid: 1, label: '\(label)'
            Window (Main), 0x2, {{0.0, 0.0}, {\(pt(width)), \(pt(height))}}
              Other, 0x3, {{0.0, 0.0}, {\(pt(width)), \(pt(height))}}
                Button, 0x4, {{100.0, 200.0}, {\(pt(button)), \(pt(button))}}, identifier: 'go', label: 'Go'
        """
    }
}

import Foundation

/// Jotter's overlay: what its dumps cannot show (Examples/check-your-app/jotter.overlay.yml).
enum Jotter {
    static func overlay() throws -> String { try Files.jotter("jotter.overlay.yml") }
}

extension Jotter {
    /// The portrait dump with the note editor 70 pt shorter and a 30 × 30 pt Format button below
    /// it: in the app's own content, where the HIG's 44 × 44 pt applies.
    static func withSmallButton() throws -> String {
        let editor = "{{557.0, 84.0}, {261.0, 1070.0}}, identifier: 'note-body', value: 'Q3 goals…'\n"
        let dump = try Files.jotter("jotter-portrait.txt")
        precondition(dump.contains(editor), "jotter-portrait.txt changed: the note editor's line is not there")
        return dump.replacingOccurrences(of: editor, with: "{{557.0, 84.0}, {261.0, 1000.0}}, identifier: 'note-body', value: 'Q3 goals…'\n"
            + "          Button, 0x1, {{557.0, 1100.0}, {30.0, 30.0}}, identifier: 'format', label: 'Format'\n")
    }
}

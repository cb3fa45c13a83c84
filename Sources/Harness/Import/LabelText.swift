/// How tall the text a `UILabel` draws is, from what a UIKit dump prints of it: its text and its
/// frame's width. A label draws its text vertically centred in its frame, so a label laid out
/// taller than its text (a one-line title in a full-height frame) has empty space above and
/// below: `layout.no-clipping` judges the text's box, not the frame (docs/import.md, "What a dump decides, rule by rule").
///
/// The dump does not print the font: the estimate takes UILabel's default, the system font at
/// `UIFont.labelFontSize` (17 pt), and wraps each printed line at the frame's width.
enum LabelText {
    /// pt: the line height of the 17-pt system font (ascender − descender + leading), UILabel's
    /// default font's `lineHeight`.
    static let lineHeight = 20.29
    /// pt: an average glyph advance of the 17-pt system font in mixed-case text, for wrapping.
    static let averageAdvance = 8.0

    /// The height of `text` set in a label `width` points wide.
    static func height(of text: String, width: Double) -> Double {
        let perLine = max(1, Int(width / averageAdvance))
        var lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += max(1, (line.count + perLine - 1) / perLine)
        }
        return Double(lines) * lineHeight
    }
}

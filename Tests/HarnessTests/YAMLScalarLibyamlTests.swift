import XCTest
import Yams
import TextOutput

/// The scalars Tactile writes by hand read back as their strings in libyaml too (through Yams),
/// a YAML reader Tactile did not write: the quoted style for every character below U+0100, the
/// separators, the byte-order mark and a character past the BMP, and the plain style where
/// `YAMLScalar.isPlainSafe` allows it.
final class YAMLScalarLibyamlTests: XCTestCase {
    func testQuotedScalarsReadBackInLibyaml() throws {
        for code in Array(0..<0x100) + [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0x1F600] {
            let s = "a" + String(Character(Unicode.Scalar(UInt32(code))!)) + "b"
            let loaded = try Yams.load(yaml: "k: " + YAMLScalar.quoted(s) + "\n") as? [String: String]
            XCTAssertEqual(loaded?["k"], s, String(code, radix: 16))
        }
    }

    func testPlainScalarsReadBackInLibyaml() throws {
        for s in ["row-1", "folder/all.v2", "Yes", "no", "1x", "a b", "a:b", "_x", "null", "é-1", "x#y"] {
            let written = YAMLScalar.plainOrQuoted(s)
            let loaded = try Yams.load(yaml: "k: " + written + "\n") as? [String: String]
            XCTAssertEqual(loaded?["k"], s, written)
        }
    }
}

import Foundation
import XCTest

/// On Apple platforms Foundation brings in MacTypes.h (CarbonCore), whose C types become
/// top-level Swift names. A top-level type of ours with one of those names is ambiguous in every
/// file that imports Foundation and our module (`'Point' is ambiguous for type lookup`), an error
/// only a Mac's build would show. So no module of ours, and no test or example, declares one at
/// the top level; the geometry is `ScreenPoint`, `ScreenSize` and `ScreenRect`.
final class DarwinNameTests: XCTestCase {
    /// MacTypes.h's type names (macOS SDK, CoreServices › CarbonCore › MacTypes.h).
    static let macTypes: Set<String> = [
        "Point", "PointPtr", "Rect", "RectPtr", "Size", "Style", "StyleField", "StyleParameter",
        "Handle", "Ptr", "ProcPtr", "ProcHandle", "Fixed", "FixedPtr", "Fract", "UnsignedFixed",
        "ShortFixed", "FixedPoint", "FixedRect", "Boolean", "Byte", "SignedByte", "OSErr", "OSStatus",
        "OSType", "ResType", "FourCharCode", "ItemCount", "ByteCount", "ByteOffset", "OptionBits",
        "TimeValue", "TimeScale", "TimeBase", "TimeRecord", "CompTimeValue", "NumVersion", "VersRec",
        "ScriptCode", "LangCode", "RegionCode", "UniChar", "UniCharCount", "Str255", "Str63", "Str32",
        "Str31", "Str27", "Str15", "StringPtr", "LogicalAddress", "AbsoluteTime", "PBVersion",
    ]

    func testNoTopLevelTypeTakesADarwinName() throws {
        let declaration = try NSRegularExpression(
            pattern: #"(?m)^(?:@\w+ )*(?:public |internal |package |final |indirect )*(?:struct|enum|class|actor|protocol|typealias) ([A-Z]\w*)"#)
        var clashes: [String] = []
        var declared = 0
        for folder in ["Sources", "Tests", "Examples", "Benchmarks"] {
            let root = TactileProcess.root + "/" + folder
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") && !$0.contains(".build") } ?? []
            for file in files {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                let ns = text as NSString
                for m in declaration.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                    declared += 1
                    let name = ns.substring(with: m.range(at: 1))
                    if Self.macTypes.contains(name) { clashes.append("\(folder)/\(file): \(name)") }
                }
            }
        }
        XCTAssertGreaterThan(declared, 200, "the scan found the declarations")
        XCTAssertEqual(clashes, [])
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InputModel
import Harness

/// Arbitrary text as an element id and a reason (the bytes before and after the first 0xFF,
/// decoded as UTF-8 with replacement) through the JUnit writer, then Foundation's XML parser: the
/// report parses, and the failure's message reads back as the id and reason with every character
/// XML 1.0 forbids spelled `\u{…}`. The HTML page of the same report holds no such character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReports(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let cut = bytes.firstIndex(of: 0xFF) ?? bytes.count
    let id = String(decoding: bytes[..<cut], as: UTF8.self)
    let reason = String(decoding: bytes[min(cut + 1, bytes.count)...], as: UTF8.self)
    let env = HarnessEnvironment(.iPadMini, .portrait)
    var waived = Failure(element: id, message: reason, method: .static)
    waived.waived = reason
    let results = [
        RuleResult(rule: .layoutHitTarget, scene: id, environment: env, verdict: .fail,
                   failures: [Failure(element: id, message: reason, method: .static)], note: reason),
        RuleResult(rule: .layoutNoClipping, scene: id, environment: env, verdict: .waived, failures: [waived], note: reason),
    ]
    let report = ConformanceReport(scenes: [id], environments: [env], results: results)
    final class Messages: NSObject, XMLParserDelegate {
        var failures: [String] = []
        func parser(_ p: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "failure", let m = attributes["message"] { failures.append(m) }
        }
    }
    let messages = Messages()
    let parser = XMLParser(data: Data(report.junit.utf8))
    parser.delegate = messages
    guard parser.parse() else { fatalError("the JUnit report does not parse: \(String(describing: parser.parserError)) at line \(parser.lineNumber)") }
    // XML 1.0's Char, spelled out independently of the writer; attribute values come back with
    // each white space character as a space (attribute-value normalization).
    func expected(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            let ok = u == "\t" || u == "\n" || u == "\r" || (0x20...0xD7FF).contains(u.value) || (0xE000...0xFFFD).contains(u.value) || u.value >= 0x10000
            out += ok ? String(u) : "\\u{\(String(u.value, radix: 16, uppercase: true))}"
        }
        return out
    }
    // Line ends as XML reads them (CR LF and a lone CR become LF), then each white space
    // character a space: scalar by scalar, not by grapheme (CR LF and a combining mark after it).
    func spaced(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        var previousCR = false
        for u in s.unicodeScalars {
            defer { previousCR = u == "\r" }
            if u == "\n" && previousCR { continue }
            out.append(u == "\t" || u == "\n" || u == "\r" ? " " : u)
        }
        return String(out)
    }
    let want = spaced(expected(id) + ": " + expected(reason))
    guard messages.failures.map(spaced) == [want] else { fatalError("the failure reads back as \(messages.failures), not [\(want)]") }
    let page = ConformanceHTML(report: report, scenes: []).page
    for u in page.unicodeScalars where !(u == "\t" || u == "\n" || u == "\r" || (0x20...0xD7FF).contains(u.value) || (0xE000...0xFFFD).contains(u.value) || u.value >= 0x10000) {
        fatalError("the HTML page holds U+\(String(u.value, radix: 16))")
    }
    return 0
}

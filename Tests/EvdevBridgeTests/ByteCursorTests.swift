import XCTest
@testable import TraceFormats

/// The readers' byte cursor: a number's digit count is that number's alone, whatever the
/// counter held before (the evemu reader tells `0.5` from `0.500000` by it).
final class ByteCursorTests: XCTestCase {
    func testTheDigitCountIsTheNumbersOwn() {
        let bytes = Array("123 45".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var c = ByteCursor(buffer)
            var digits = 0
            XCTAssertEqual(c.unsignedDecimal(digits: &digits), 123)
            XCTAssertEqual(digits, 3)
            c.skipBlanks()
            XCTAssertEqual(c.unsignedDecimal(digits: &digits), 45)
            XCTAssertEqual(digits, 2, "the second number's digits, not 3 + 2")
            var none = 7
            XCTAssertNil(c.unsignedDecimal(digits: &none), "at the end: no number")
            XCTAssertEqual(none, 0)
        }
    }
}

import XCTest
@testable import TraceFormats

/// Numbers read a word at a time: every byte value at every place is a digit exactly when the
/// ASCII table says so (`0`…`9`; for hex also `a`…`f` and `A`…`F`), so the neighbours of each
/// range (`/` and `:`, `@` and `G`, `` ` `` and `g`), the control bytes that a case fold would
/// turn into digits (0x10…0x19) and the bytes past 0x7F are refused wherever they stand.
final class DigitWordsTests: XCTestCase {
    func decimal(_ s: String) -> UInt32? {
        let bytes = Array(s.utf8)
        precondition(bytes.count == 8)
        return bytes.withUnsafeBufferPointer { DigitWords.decimal8(DigitWords.load8($0.baseAddress!)) }
    }

    func hex(_ bytes: [UInt8]) -> UInt16? {
        precondition(bytes.count == 4)
        return bytes.withUnsafeBufferPointer { DigitWords.hex4(DigitWords.load4($0.baseAddress!)) }
    }

    func testEightDigitsReadAsTheirDecimalValue() {
        XCTAssertEqual(decimal("00000000"), 0)
        XCTAssertEqual(decimal("12345678"), 12_345_678)
        XCTAssertEqual(decimal("99999999"), 99_999_999)
        XCTAssertEqual(decimal("00716015"), 716_015)
        XCTAssertEqual(decimal("10000000"), 10_000_000, "the first character is the most significant")
    }

    func testSixDigitsReadWithTheTwoBytesAfterThemIgnored() {
        let bytes = Array("716015 0".utf8) // the microseconds, then the blank and the type's first digit
        XCTAssertEqual(bytes.withUnsafeBufferPointer { DigitWords.decimal6($0.baseAddress!) }, 716_015)
        let short = Array("71601. 0".utf8)
        XCTAssertNil(short.withUnsafeBufferPointer { DigitWords.decimal6($0.baseAddress!) })
    }

    func testEveryByteAtEveryPlaceIsADecimalDigitExactlyWhenASCIISaysSo() {
        for place in 0..<8 {
            for b in 0...255 {
                var bytes = Array("31415926".utf8)
                bytes[place] = UInt8(b)
                let value = bytes.withUnsafeBufferPointer { DigitWords.decimal8(DigitWords.load8($0.baseAddress!)) }
                if (0x30...0x39).contains(b) {
                    XCTAssertEqual(value.map(Int.init), Int(String(decoding: bytes, as: UTF8.self)), "byte \(b) at \(place)")
                } else {
                    XCTAssertNil(value, "byte \(b) at \(place)")
                }
            }
        }
    }

    func testFourHexDigitsReadInEitherCase() {
        XCTAssertEqual(hex(Array("0000".utf8)), 0)
        XCTAssertEqual(hex(Array("014A".utf8)), 0x014a)
        XCTAssertEqual(hex(Array("014a".utf8)), 0x014a)
        XCTAssertEqual(hex(Array("ffff".utf8)), 0xffff)
        XCTAssertEqual(hex(Array("FfFf".utf8)), 0xffff)
        XCTAssertEqual(hex(Array("9a0F".utf8)), 0x9a0f)
        XCTAssertEqual(hex(Array("1000".utf8)), 0x1000, "the first character is the most significant")
    }

    func testEveryByteAtEveryPlaceIsAHexDigitExactlyWhenASCIISaysSo() {
        let hexDigits = Set(Array("0123456789abcdefABCDEF".utf8).map(Int.init))
        for place in 0..<4 {
            for b in 0...255 {
                var bytes = Array("0a5F".utf8)
                bytes[place] = UInt8(b)
                let value = hex(bytes)
                if hexDigits.contains(b) {
                    XCTAssertEqual(value.map(Int.init), Int(String(decoding: bytes, as: UTF8.self), radix: 16), "byte \(b) at \(place)")
                } else {
                    XCTAssertNil(value, "byte \(b) at \(place)")
                }
            }
        }
    }

    /// Two neighbouring bytes changed at once: a byte from 0x80 up carries into the next lane's
    /// sums, and still no pair of them reads as digits unless both are.
    func testEveryPairOfNeighbouringBytesIsReadExactlyWhenBothAreHexDigits() {
        let hexDigits = Set(Array("0123456789abcdefABCDEF".utf8))
        for place in 0..<3 {
            for a in 0...255 {
                for b in 0...255 {
                    var bytes = Array("0a5F".utf8)
                    bytes[place] = UInt8(a)
                    bytes[place + 1] = UInt8(b)
                    let expected = hexDigits.contains(UInt8(a)) && hexDigits.contains(UInt8(b))
                    if (hex(bytes) != nil) != expected { XCTFail("bytes \(a), \(b) at \(place)") }
                }
            }
        }
    }
}

import XCTest
import InputModel
@testable import TextOutput

/// Stream times are whole microseconds (the kernel's `input_event` resolution), printed as
/// seconds with up to six decimals and trailing zeros trimmed (docs/interfaces.md).
final class TimestampTests: XCTestCase {
    func testSecondsRoundToTheNearestMicrosecond() {
        XCTAssertEqual(Timestamp(seconds: 0.325).microseconds, 325_000)
        XCTAssertEqual(Timestamp(seconds: 0.0000014).microseconds, 1)
        XCTAssertEqual(Timestamp(seconds: 0.0000016).microseconds, 2)
        XCTAssertEqual(Timestamp(seconds: -0.5).microseconds, -500_000)
        XCTAssertEqual(TimeSpan(seconds: 4.0 / 60).microseconds, 66_667, "4/60 s = 66 666.67 µs")
        let literal: Timestamp = 0.18
        XCTAssertEqual(literal.microseconds, 180_000)
        let whole: TimeSpan = 2
        XCTAssertEqual(whole.microseconds, 2_000_000)
    }

    func testPrinting() {
        for (us, text) in [(0, "0"), (1, "0.000001"), (325_000, "0.325"), (1_000_000, "1"), (12_000_001, "12.000001"),
                           (-1, "-0.000001"), (-1_500_000, "-1.5"), (999_999, "0.999999")] as [(Int64, String)] {
            XCTAssertEqual(Timestamp(microseconds: us).description, text)
            var j = JSONLine()
            j.add("t", Timestamp(microseconds: us))
            XCTAssertEqual(j.string, #"{"t":"# + text + "}")
            // What the Double path printed for the same time.
            XCTAssertEqual(JSONLine.number(Double(us) / 1_000_000, decimals: 6), text)
        }
    }

    func testArithmeticSaturatesAtTheSentinels() {
        XCTAssertEqual(Timestamp.distantFuture + TimeSpan(seconds: 1), .distantFuture)
        XCTAssertEqual(Timestamp.distantPast - TimeSpan(seconds: 1), .distantPast)
        XCTAssertEqual((Timestamp.distantFuture - Timestamp.distantPast).microseconds, .max)
        let t: Timestamp = 1
        XCTAssertEqual(t + 0.5, Timestamp(microseconds: 1_500_000))
        XCTAssertEqual(t - Timestamp(seconds: 0.25), TimeSpan(microseconds: 750_000))
        XCTAssertEqual(3 * TimeSpan(microseconds: 7), TimeSpan(microseconds: 21))
        XCTAssertLessThan(Timestamp(microseconds: 1), Timestamp(microseconds: 2))
    }
}

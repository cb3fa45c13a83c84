import XCTest
import Harness
import InputModel

/// XCTest glue for outcome expectations (the library itself does not import XCTest):
/// `Expectations.check` returns nil or an `OutcomeMismatch`, and this turns the mismatch into a
/// test failure at the caller's line. Copy this file into your own test target (docs/replay.md).
func assertOutcomes(_ actual: [Outcome], _ expected: Expectations, _ message: @autoclosure () -> String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let mismatch = expected.check(actual) else { return }
    let prefix = message()
    XCTFail((prefix.isEmpty ? "" : prefix + "\n") + mismatch.description, file: file, line: line)
}

/// Patterns in strict order (outcomes of kinds not named are not compared).
func assertOutcomes(_ actual: [Outcome], _ patterns: [OutcomePattern], order: OutcomeOrder = .strict,
                    tolerance: TimeSpan = Expectations.defaultTolerance, absent: [OutcomeKind] = [],
                    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    assertOutcomes(actual, Expectations(patterns, order: order, tolerance: tolerance, absent: absent.map { OutcomePattern($0) }),
                   message(), file: file, line: line)
}

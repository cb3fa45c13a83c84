/// Fails the running test (XCTest or Swift Testing) unless `outcomes` match `expectations`; the
/// failure, at the caller's line, is the readable diff of `Expectations.check`: what was expected,
/// what came instead, and the outcomes around it.
///
/// ```swift
/// let outcomes = try Replay.outcomes(trace: trace, scene: scene)
/// assertOutcomes(outcomes, match: Expectations([OutcomePattern(.tap, element: "send")]))
/// ```
public func assertOutcomes(_ outcomes: [Outcome], match expectations: Expectations, _ message: @autoclosure () -> String = "",
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    guard let mismatch = expectations.check(outcomes) else { return }
    let prefix = message()
    TestIssue.record((prefix.isEmpty ? "" : prefix + "\n") + mismatch.description,
                     at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The patterns in `order` (outcomes of kinds no pattern names are not compared), and none of the
/// `absent` kinds: `assertOutcomes(_:match:)` with those expectations.
public func assertOutcomes(_ outcomes: [Outcome], match patterns: [OutcomePattern], order: OutcomeOrder = .strict,
                           tolerance: TimeSpan = Expectations.defaultTolerance, absent: [OutcomeKind] = [],
                           _ message: @autoclosure () -> String = "",
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    assertOutcomes(outcomes, match: Expectations(patterns, order: order, tolerance: tolerance, absent: absent.map { OutcomePattern($0) }),
                   message(), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Replays an expectation file's trace over its scene in its environment and asserts its
/// expectations (`tactile replay --expect` in a test). Its paths are relative to the file, so a
/// test finds it beside itself: `ExpectationFile.load(path: testFolder + "/tap.expect.yml")`. As
/// the command does, an events-only evemu trace with no `description:` takes its sibling
/// `NAME.desc` (`TraceFile.openPairing`). A file with no trace, or a trace that cannot be read,
/// fails the test with the reason.
public func assertOutcomes(of file: ExpectationFile, _ message: @autoclosure () -> String = "",
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        guard let tracePath = file.trace else {
            TestIssue.record("\(file.path): no trace: an expectation file asserted in a test names the trace it replays", at: site)
            return
        }
        let trace = try TraceFile.openPairing(path: tracePath, descriptionPath: file.traceDescription).reader
        let outcomes = try Replay.outcomes(trace: trace, scene: file.scene, environment: file.environment)
        assertOutcomes(outcomes, match: file.expectations, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        TestIssue.record(error is TactileError ? "\(error)" : "\(file.path): \(error)", at: site)
    }
}

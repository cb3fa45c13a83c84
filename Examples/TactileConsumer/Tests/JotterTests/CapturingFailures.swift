import XCTest

/// XCTest's way to check that an assertion fails: a test case whose failures, while
/// `capturingFailures` runs, are collected instead of failing the test (`record(_:)` on Apple
/// platforms, `recordFailure` in swift-corelibs-xctest on Linux).
class CapturingTestCase: XCTestCase {
    struct Failure { var description: String; var line: Int }
    private var captured: [Failure]?

    func capturingFailures(_ body: () throws -> Void) rethrows -> [Failure] {
        captured = []
        defer { captured = nil }
        try body()
        return captured ?? []
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard captured != nil else { return super.record(issue) }
        captured!.append(Failure(description: issue.compactDescription, line: issue.sourceCodeContext.location?.lineNumber ?? -1))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured != nil else { return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
        captured!.append(Failure(description: description, line: lineNumber))
    }
    #endif
}

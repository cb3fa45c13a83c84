import Foundation
import Testing
import XCTest

/// Issues a Swift Testing `withKnownIssue` block recorded, collected from its `matching` closure.
final class RecordedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []

    func append(_ issue: Issue) {
        lock.lock(); defer { lock.unlock() }
        issues.append(issue)
    }

    var all: [Issue] {
        lock.lock(); defer { lock.unlock() }
        return issues
    }

    /// Each issue's comments in one text.
    var texts: [String] { all.map { $0.comments.map(\.rawValue).joined(separator: "\n") } }
}

/// An XCTest case that can catch the failures recorded while `capturing` runs, instead of failing:
/// XCTest's own way to check an assertion's failure (`record(_:)` on Apple platforms,
/// `recordFailure` in swift-corelibs-xctest).
class CapturingTestCase: XCTestCase {
    struct Failure { var description: String; var file: String; var line: Int }
    private var captured: [Failure]?

    /// The failures `body` records; they do not fail the test.
    func capturing(_ body: () throws -> Void) rethrows -> [Failure] {
        captured = []
        defer { captured = nil }
        try body()
        return captured ?? []
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard captured != nil else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured!.append(Failure(description: issue.compactDescription, file: location?.fileURL.path ?? "",
                                 line: location?.lineNumber ?? -1))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured != nil else { return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
        captured!.append(Failure(description: description, file: filePath, line: lineNumber))
    }
    #endif
}

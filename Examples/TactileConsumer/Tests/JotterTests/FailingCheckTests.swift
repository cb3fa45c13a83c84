import Foundation
import Testing
import TactileTesting

/// A check that fails on purpose, asserted as a known issue: a 30 × 30 pt button where the HIG
/// asks 44 × 44 pt is one failure naming the rule, the element and the line of the call.
@Suite struct FailingCheckTests {
    @Test func aSmallButtonFailsTheHitTarget() throws {
        let dump = try Jotter.withSmallButton()
        let overlay = try Jotter.overlay()
        let issues = IssueList()
        let line = #line + 2
        try withKnownIssue {
            try assertConformance(dump: dump, overlay: overlay)
        } matching: { issue in
            issues.append(issue)
            return true
        }
        #expect(issues.all.count == 1)
        let text = issues.all.first?.comments.map(\.rawValue).joined() ?? ""
        #expect(text.contains("layout.hit-target [format] 30 × 30 pt, needs 44 × 44"))
        #expect(issues.all.first?.sourceLocation?.line == line)
    }

    @Test func anUnreadableDumpThrows() {
        #expect(throws: TactileError.self) { try conformance(dump: "not a dump") }
    }
}

final class IssueList: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []
    func append(_ issue: Issue) { lock.lock(); issues.append(issue); lock.unlock() }
    var all: [Issue] { lock.lock(); defer { lock.unlock() }; return issues }
}

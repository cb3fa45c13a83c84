#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Records a test failure in whichever framework runs the test: a Swift Testing issue when a
/// `@Test` is running (`Test.current`), else an XCTest failure, at the caller's file and line.
///
/// The two frameworks are linked directly, as swift-snapshot-testing (1.19) records its
/// failures, rather than through Point-Free's IssueReporting: that finds the frameworks at run
/// time, and on Linux only when the test target also links its dynamic IssueReportingTestSupport
/// library; without it a failure is printed and the test passes. A check that cannot fail its test
/// is worse than none, so every Tactile assertion records through here.
enum TestIssue {
    static func record(_ message: String, at site: CallSite) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                                                        line: Int(site.line), column: Int(site.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: site.filePath, line: site.line)
        #else
        fatalError("\(site): \(message)")
        #endif
    }
}

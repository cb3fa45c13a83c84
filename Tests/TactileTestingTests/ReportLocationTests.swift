import Foundation
import Testing
@testable import TactileTesting

/// Where a failing conformance check's HTML report goes (README › Testing in Xcode and on Linux).
struct ReportLocationTests {
    let xcode = ["__XCODE_BUILT_PRODUCTS_DIR_PATHS": "/Users/me/Library/Developer/Xcode/DerivedData/App/Build/Products/Debug"]

    /// Attached only where a result bundle keeps it: Xcode or xcodebuild (their variable), an
    /// XCTest test, on the main thread. `swift test` on a Mac sets no such variable: written.
    @Test func attachedOnlyWhereAResultBundleExists() {
        #expect(ReportLocation.attaches(environment: xcode, swiftTesting: false, mainThread: true))
        #expect(!ReportLocation.attaches(environment: [:], swiftTesting: false, mainThread: true))
        #expect(!ReportLocation.attaches(environment: ["XCODE_VERSION_ACTUAL": "1630"], swiftTesting: false, mainThread: true))
        #expect(!ReportLocation.attaches(environment: xcode, swiftTesting: true, mainThread: true))
        #expect(!ReportLocation.attaches(environment: xcode, swiftTesting: false, mainThread: false))
    }

    /// Two scenes whose names differ only by case, from one line, get two folders: on a Mac's
    /// file system `Mail` and `mail` are one folder, and the second report would replace the first.
    @Test func namesThatDifferOnlyByCaseGetTheirOwnFolders() {
        let site = CallSite(fileID: "JotterTests/CaseTests.swift", filePath: "/x/CaseTests.swift", line: 7, column: 1)
        let first = ReportLocation.folderName(scene: "Mail", at: site)
        let second = ReportLocation.folderName(scene: "mail", at: site)
        #expect(first == "CaseTests.swift-7-Mail")
        #expect(second == "CaseTests.swift-7-mail-2")
        #expect(ReportLocation.folderName(scene: "Inbox", at: site) == "CaseTests.swift-7-Inbox")
    }

    /// README › Testing: reports go to `$TACTILE_REPORTS`, and when it is unset or set to
    /// nothing (an empty value in a CI configuration), to `tactile-reports` in the temporary
    /// directory.
    @Test func theFolderIsTheVariablesUnlessUnsetOrEmpty() {
        let fallback = (NSTemporaryDirectory() as NSString).appendingPathComponent("tactile-reports")
        #expect(ReportLocation.directory(environment: ["TACTILE_REPORTS": "/ci/reports"]) == "/ci/reports")
        #expect(ReportLocation.directory(environment: ["TACTILE_REPORTS": ""]) == fallback)
        #expect(ReportLocation.directory(environment: [:]) == fallback)
        #expect(fallback.hasSuffix("/tactile-reports"))
    }
}

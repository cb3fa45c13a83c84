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

    /// The first report of a machine makes the reports folder, with its parents: nothing has made
    /// `$TACTILE_REPORTS` before.
    @Test func theReportsFolderIsMadeWithItsParents() throws {
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("tactile-location-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let reports = base + "/ci/reports"
        let site = CallSite(fileID: "JotterTests/FirstTests.swift", filePath: "/x/FirstTests.swift", line: 3, column: 1)
        let said = ReportLocation.keep(html: "<p>report</p>", scene: "Mail", at: site, under: reports)
        #expect(said == "HTML report: \(reports)/FirstTests.swift-3-Mail/index.html")
        #expect(try String(contentsOfFile: reports + "/FirstTests.swift-3-Mail/index.html", encoding: .utf8) == "<p>report</p>")
    }

    /// A reports folder that cannot be made (a file is in its place) is said in the failure's
    /// text, with the reason; the failure itself is still recorded.
    @Test func aReportThatCannotBeWrittenSaysWhy() throws {
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("tactile-location-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: base + "/reports"))
        let site = CallSite(fileID: "JotterTests/BlockedTests.swift", filePath: "/x/BlockedTests.swift", line: 5, column: 1)
        let said = ReportLocation.keep(html: "<p>report</p>", scene: "Mail", at: site, under: base + "/reports")
        #expect(said.hasPrefix("HTML report not written: "), "\(said)")
        #expect(try String(contentsOfFile: base + "/reports", encoding: .utf8) == "not a folder")
    }
}

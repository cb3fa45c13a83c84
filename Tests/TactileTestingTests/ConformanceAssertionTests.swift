import Foundation
import Testing
import TactileTesting

/// `assertConformance` and `conformance(dump:…)` under Swift Testing, on Jotter's dumps
/// (Examples/check-your-app): with its overlay the portrait dump passes every rule, and a
/// 30 × 30 pt button added to it fails the HIG's 44 × 44 pt hit target.
@Suite struct ConformanceAssertionTests {
    @Test func aPassingScreenRecordsNothing() throws {
        // Recorded here, an issue would fail this test.
        try assertConformance(dump: try Fixtures.jotterPortrait, overlay: try Fixtures.jotterOverlay,
                              screenshot: try Fixtures.jotterScreenshot)
    }

    @Test func aFailureIsOneIssueNamingRuleElementMeasureEnvironmentGuidelineAndTheCallersLine() throws {
        let dump = try Fixtures.jotterWithSmallButton
        let overlay = try Fixtures.jotterOverlay
        let recorded = RecordedIssues()
        let line = #line + 2
        try withKnownIssue {
            try assertConformance(dump: dump, overlay: overlay)
        } matching: { issue in
            recorded.append(issue)
            return true
        }
        #expect(recorded.all.count == 1)
        let text = try #require(recorded.texts.first)
        #expect(text.hasPrefix("layout.hit-target [format] 30 × 30 pt, needs 44 × 44"))
        #expect(text.contains("measured 30 × 30, required 44 × 44"))
        #expect(text.contains("in ipad-pro-11 portrait fullScreen"))
        #expect(text.contains("HIG › Adaptivity and layout"))
        #expect(text.contains("HTML report: "))
        let location = try #require(recorded.all.first?.sourceLocation)
        #expect(location.line == line)
        #expect(location.fileName == "ConformanceAssertionTests.swift")
    }

    @Test func theReportOfAFailureIsWrittenWhereTheFailureSays() throws {
        let dump = try Fixtures.jotterWithSmallButton
        let recorded = RecordedIssues()
        let overlay = try Fixtures.jotterOverlay
        let shot = try Fixtures.jotterScreenshot
        try withKnownIssue {
            try assertConformance(dump: dump, overlay: overlay, screenshot: shot)
        } matching: { recorded.append($0); return true }
        let text = try #require(recorded.texts.first)
        let path = try #require(text.split(separator: "\n").first { $0.hasPrefix("HTML report: ") }).dropFirst("HTML report: ".count)
        let page = try String(contentsOfFile: String(path), encoding: .utf8)
        #expect(page.contains("<title>Tactile interaction conformance</title>"))
        #expect(page.contains("layout.hit-target"))
        // The screenshot is drawn under the failure, inline.
        #expect(page.contains("data:image/png;base64,"))
    }

    @Test func needsReviewIsNoFailureUnlessStrictAndThenSaysWhatWouldDecideIt() throws {
        let dump = try Fixtures.jotterPortrait
        // No overlay: the dump cannot show context menus, drag and drop or focus groups.
        try assertConformance(dump: dump)
        let recorded = RecordedIssues()
        try withKnownIssue {
            try assertConformance(dump: dump, strict: true)
        } matching: { recorded.append($0); return true }
        let menu = try #require(recorded.texts.first { $0.contains("pointer.secondary-click [note-1]") })
        #expect(menu.hasPrefix("needs review (strict): "))
        #expect(menu.contains("to decide: declare it in the overlay: elements: {note-1: {contextMenu:"))
    }

    @Test func theDefaultEnvironmentsAreTheWindowTheDumpShows() throws {
        // 834 × 1194 pt is the 11-inch iPad Pro's screen in portrait (Apple's tech specs); no
        // other model of the matrix has it, and only full screen fills it.
        let report = try conformance(dump: try Fixtures.jotterPortrait, overlay: try Fixtures.jotterOverlay)
        #expect(report.environments == [HarnessEnvironment(.iPadPro11, .portrait, .fullScreen)])
        #expect(!report.failed)
    }

    @Test func anEnvironmentTheDumpDoesNotShowFailsAsNotJudged() throws {
        let dump = try Fixtures.jotterPortrait
        let overlay = try Fixtures.jotterOverlay
        let recorded = RecordedIssues()
        try withKnownIssue {
            try assertConformance(dump: dump, overlay: overlay, in: [HarnessEnvironment(.iPadPro11, .portrait),
                                                                     HarnessEnvironment(.iPadPro11, .landscape)])
        } matching: { recorded.append($0); return true }
        #expect(recorded.texts.count == 1)
        #expect(recorded.texts.first?.hasPrefix("Jotter not judged in ipad-pro-11 landscape fullScreen: no imported dump shows a 1194 × 834 pt window") == true)
    }

    @Test func aBaselineKeepsKnownFailuresFromFailing() throws {
        let dump = try Fixtures.jotterWithSmallButton
        let overlay = try Fixtures.jotterOverlay
        let known = try conformance(dump: dump, overlay: overlay).baselineEntries
        #expect(known.entries.map(\.element) == ["format"])
        try assertConformance(dump: dump, overlay: overlay, baseline: known)
    }

    @Test func settingsMoveTheThreshold() throws {
        // A 30-pt minimum (the settings file's minimumHitTarget) lets the 30 × 30 pt button pass.
        let settings = try ConformanceSettings.load("conformance:\n  minimumHitTarget: 30\n", file: ".tactile.yml")
        try assertConformance(dump: try Fixtures.jotterWithSmallButton, overlay: try Fixtures.jotterOverlay, settings: settings)
    }

    @Test func everyWindowTakesTheDumpAsTheLayoutOfEveryWindow() throws {
        // 1024 × 1366 pt: the 12.9-inch iPad Pros' and the 13-inch iPad Air's screen in portrait
        // (Apple's tech specs), full screen.
        let dump = Fixtures.oneButtonDump("Wide", width: 1024, height: 1366, button: 44)
        let shown = try conformance(dump: dump)
        #expect(Set(shown.environments) == [HarnessEnvironment(.iPadPro12_9, .portrait), HarnessEnvironment(.iPadAir13, .portrait),
                                            HarnessEnvironment(.iPadPro12_9Gen2, .portrait)])
        let every = try conformance(dump: dump, everyWindow: true)
        #expect(every.environments == HarnessEnvironment.matrix)
        #expect(every.unseenEnvironments(scene: "Wide").isEmpty)
    }

    /// A passing screen leaves no report behind: the folder its failure would have named is not made.
    @Test func aPassingScreenWritesNoReport() throws {
        let folder = (ReportLocation.directory as NSString).appendingPathComponent("PassingChecks.swift-4343-Jotter")
        if FileManager.default.fileExists(atPath: folder) { try FileManager.default.removeItem(atPath: folder) }
        try assertConformance(dump: try Fixtures.jotterPortrait, overlay: try Fixtures.jotterOverlay,
                              fileID: "Checks/PassingChecks.swift", filePath: "/work/Checks/PassingChecks.swift", line: 4343, column: 5)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// Each argument of the assertion reaches the check under its own name: errors name the dump
    /// and the overlay by the names given, and the overlay is read.
    @Test func theDumpAndOverlayReachTheCheckWithTheirNames() throws {
        let noDump = try #require(throws: TactileError.self) { try assertConformance(dump: "nothing to see", dumpName: "inbox.txt") }
        #expect(noDump.file == "inbox.txt")
        let badOverlay = try #require(throws: TactileError.self) {
            try assertConformance(dump: try Fixtures.jotterPortrait, overlay: "elements: [unclosed\n", name: "Jotter",
                                  overlayName: "jotter.overlay.yml")
        }
        #expect(badOverlay.file == "jotter.overlay.yml")
    }

    /// `strict` and `everyWindow` are two things: strict judges the windows the dump shows and
    /// fails on what needs review; every window judges the whole matrix and does not.
    @Test func strictAndEveryWindowAreApart() throws {
        let dump = try Fixtures.jotterPortrait
        let strict = try conformance(dump: dump, strict: true)
        #expect(strict.strict)
        #expect(strict.environments == [HarnessEnvironment(.iPadPro11, .portrait, .fullScreen)])
        let every = try conformance(dump: dump, everyWindow: true)
        #expect(!every.strict)
        #expect(every.environments == HarnessEnvironment.matrix)
        // With its overlay, Jotter's portrait dump has nothing that needs review: strict passes.
        try assertConformance(dump: dump, overlay: try Fixtures.jotterOverlay, strict: true)
    }
}

import Testing
import TactileTesting

/// Swift Testing does not drive apps (Apple keeps UI automation in XCTest: "Migrating a test from
/// XCTest"), so here the check runs on what a UI test saved: each window's dump and screenshot.
@Suite struct JotterConformanceTests {
    @Test(arguments: ["jotter-portrait", "jotter-landscape"])
    func windowConforms(_ recording: String) throws {
        try assertConformance(dump: try Files.jotter(recording + ".txt"), overlay: try Jotter.overlay(),
                              screenshot: try Files.jotterData(recording + ".png"), dumpName: recording)
    }
}

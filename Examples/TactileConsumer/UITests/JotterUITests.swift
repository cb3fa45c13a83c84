// A UI test: XCUITest drives the app in the Simulator, and each screen's accessibility tree and
// pixels go straight into the conformance check. SwiftPM has no UI test targets: in an Xcode
// project this file belongs to the UI Testing Bundle. Here it is compiled as a library (on Linux
// against XCUITestStandIns.swift), so the README's UI test cannot drift from the API.
#if os(iOS) || !canImport(ObjectiveC)
#if os(iOS)
import UIKit
#endif
import XCTest
import TactileTesting

@MainActor
final class JotterUITests: XCTestCase {
    func testEveryScreenConforms() throws {
        let overlay = try String(contentsOfFile: beside("../../check-your-app/jotter.overlay.yml"), encoding: .utf8)
        let app = XCUIApplication()
        app.launch()
        for orientation in [UIDeviceOrientation.portrait, .landscapeLeft] {
            XCUIDevice.shared.orientation = orientation
            for folder in ["All Notes", "Work", "Home"] {
                app.buttons[folder].tap()
                try assertConformance(dump: app.debugDescription, overlay: overlay,
                                      screenshot: XCUIScreen.main.screenshot().pngRepresentation)
            }
        }
    }

    /// For `tactile import` (README, "Check your own app"): each window's dump and screenshot,
    /// kept with the test's results.
    func testDumpScreens() {
        let app = XCUIApplication()
        app.launch()
        for (name, orientation) in [("jotter-portrait", UIDeviceOrientation.portrait), ("jotter-landscape", .landscapeLeft)] {
            XCUIDevice.shared.orientation = orientation
            let dump = XCTAttachment(string: app.debugDescription)   // the XCUITest format
            dump.name = name
            dump.lifetime = .keepAlways
            add(dump)
            let shot = XCTAttachment(data: XCUIScreen.main.screenshot().pngRepresentation, uniformTypeIdentifier: "public.png")
            shot.name = name + ".png"                                // beside the dump, same base name
            shot.lifetime = .keepAlways
            add(shot)
        }
    }
}

/// A path relative to this source file: the Simulator reads the Mac's files.
func beside(_ relative: String, file: String = #filePath) -> String {
    URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(relative).standardized.path
}
#endif

import Foundation

/// Checks the screen a dump shows against the iPad interaction guidelines, as
/// `tactile import` then `tactile conformance` do, in memory: nothing is read from or written to
/// disk. For a UI test, with the running app's own dump and pixels:
///
/// ```swift
/// let report = try conformance(dump: app.debugDescription, overlay: overlay,
///                              screenshot: XCUIScreen.main.screenshot().pngRepresentation)
/// ```
///
/// - Parameters:
///   - dump: an XCUITest `debugDescription`, UIKit's `recursiveDescription` or an Appium page
///     source (the format is told from the content).
///   - overlay: the overlay's YAML text: what no dump shows (context menus, drag and drop, focus
///     groups, shortcuts, undo, waivers; docs/import.md, "The overlay").
///   - screenshot: a PNG of the dump's window, drawn under the failures in the HTML report.
///   - environments: where to judge the screen; by default the environments whose window the dump
///     shows (`ScenePlacement.environments(showing:)`). One the dump does not show is not
///     judged (the report says so: its layout there is unknown).
///   - settings: thresholds and rules turned off (`.tactile.yml`: `ConformanceSettings.load`).
///   - baseline: known failures (`BaselineFile.load`): they do not fail the report.
///   - strict: findings that need review (what the dump cannot decide) fail the report too.
///   - name: the scene's name; by default the application's label in the dump, else `dumpName`.
///   - everyWindow: take the dump as the layout of every window (`tactile import --every-window`):
///     a layout that never adapts, judged in every environment. An iPhone app needs no such
///     option: its window says so, and the overlay's `deviceFamily` says whether it is
///     iPhone-only; the overlay's `window` places a dump whose root is no window.
///   - dumpName: what errors and the report call the dump (`dump:12: …`); the screenshot is
///     `dumpName` + `.png`.
///   - overlayName: what errors call the overlay (`overlay:3: …`).
/// - Throws: `TactileError` naming what was wrong: a text that is no dump or a malformed one, a
///   malformed overlay or one naming an element the dump lacks, a screenshot that is not a PNG or
///   not of the window's aspect, an empty list of environments.
public func conformance(dump: String, overlay: String? = nil, screenshot: Data? = nil,
                        in environments: [HarnessEnvironment]? = nil, settings: ConformanceSettings = .default,
                        baseline: Baseline? = nil, strict: Bool = false, name: String? = nil, everyWindow: Bool = false,
                        dumpName: String = "dump", overlayName: String = "overlay") throws -> ConformanceReport {
    try AppConformance(dump: dump, overlay: overlay, screenshot: screenshot, environments: environments, settings: settings,
                       baseline: baseline, strict: strict, name: name, everyWindow: everyWindow,
                       dumpName: dumpName, overlayName: overlayName).report
}

/// One conformance check of a dump: the scene imported from it, the report, and what the HTML
/// report draws the failures over.
struct AppConformance {
    var scene: Scene
    var report: ConformanceReport
    /// The screenshot's name in the scene → its bytes.
    var screenshots: [String: [UInt8]]
    /// The environments asked for (all those judged, when none was named).
    var environments: [HarnessEnvironment]

    init(dump: String, overlay: String?, screenshot: Data?, environments asked: [HarnessEnvironment]?,
         settings: ConformanceSettings, baseline: Baseline?, strict: Bool, name: String?, everyWindow: Bool,
         dumpName: String, overlayName: String) throws {
        let png = screenshot.map { [UInt8]($0) }
        scene = try SceneImport.scene(dump: dump, dumpName: dumpName, overlay: overlay, overlayName: overlayName,
                                     screenshot: png, name: name, everyWindow: everyWindow)
        screenshots = [:]
        for source in scene.imported {
            // The PNG through its IEND chunk: what follows is no part of the image. Its aspect
            // against the window was checked by the import above.
            if let shot = source.screenshot, let png {
                screenshots[shot] = try PNGFile.check(png, path: shot).bytes
            }
        }
        if let asked {
            guard !asked.isEmpty else { throw TactileError(.usage, "no environment to judge \(dumpName) in: name at least one, or none for those its window shows") }
            environments = asked
        } else {
            // Never empty: ScenePlacement judges one dump of any window somewhere (full screen in its
            // own window when no environment has it; PlacementCoverageTests).
            environments = ScenePlacement.environments(showing: scene)
        }
        var engine = ConformanceEngine(environments: environments)
        engine.settings = settings
        report = engine.run([scene])
        report.strict = strict
        if let baseline { report.apply(baseline: baseline, file: "baseline") }
    }

    /// The self-contained HTML report (`tactile conformance --html`) of this check.
    var html: String {
        ConformanceHTML(report: report, scenes: [scene], screenshots: screenshots).page
    }
}

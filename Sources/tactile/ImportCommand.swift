import ArgumentParser
import TraceFormats
import Harness
import InputModel

/// `tactile import DUMP... [--overlay CAPS.yml] [--info-plist PLIST] [-o SCENE.yml]`: a scene from dumps of a running app.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Build a scene from UIKit, XCUITest or Appium dumps of a running app.",
        discussion: """
        Each DUMP is a UIKit recursiveDescription, an XCUITest debugDescription (or Appium's \
        `mobile: source` in description format) or an Appium XML page source; the format is told \
        from the content. Frames go under the layout of the dump's window (its size class and \
        size, e.g. regular-834x1194); dumps of different windows merge into one scene by \
        element id, and the report judges only windows a dump shows. A dump whose root is no \
        window is judged for what needs no window until the overlay's window: places it; an \
        iPhone window's app is iPhone-only or universal as --info-plist (or the overlay's \
        deviceFamily:) says. The overlay adds \
        what a dump cannot show (context menus, drag and drop, hover effects, focus, shortcuts, \
        undo) by element id. The scene goes to standard output, or to -o, which appears whole \
        and replaces only a scene tactile import wrote. See docs/import.md.
        """
    )

    @Argument(help: ArgumentHelp("View dumps of one app (UIKit, XCUITest or Appium).", valueName: "dump"))
    var dumps: [String]

    @Option(help: ArgumentHelp("A YAML of what the dumps cannot show, by element id.", valueName: "file"))
    var overlay: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The scene file to write (default: standard output).", valueName: "scene"))
    var output: String?

    @Option(help: ArgumentHelp("The scene's name (default: the app's label in the dump, else the first dump's file name).", valueName: "name"))
    var name: String?

    @Flag(help: "The one dump's layout is the app's in every window (a layout that never adapts).")
    var everyWindow = false

    @Option(name: .customLong("info-plist"), help: ArgumentHelp("The app's Info.plist: its UIDeviceFamily says whether an iPhone dump shows an iPhone-only app or a universal one.", valueName: "plist"))
    var infoPlist: String?

    @Option(help: ArgumentHelp("DUMP=PNG: a screenshot of the dump's window (default: the PNG of the dump's base name beside it, when there is one).", valueName: "dump=png"))
    var screenshot: [String] = []

    func run() throws {
        try runReportingErrors {
            try OutputGuard.refuseOverwriting(output, option: "-o", inputs: dumps + [overlay, infoPlist] + screenshot.map { String($0.drop(while: { $0 != "=" }).dropFirst()) })
            try OutputClaim.file(output, option: "-o", what: "an imported scene", isOurs: { $0.hasPrefix(SceneImport.marker) })
            var shots: [String: String] = [:]
            for s in screenshot {
                guard let eq = s.firstIndex(of: "="), eq != s.startIndex, s.index(after: eq) != s.endIndex else {
                    throw TactileError(.usage, "--screenshot \(s): give DUMP=PNG")
                }
                shots[String(s[..<eq])] = String(s[s.index(after: eq)...])
            }
            var scene = try SceneImport.scene(dumps: dumps, overlay: overlay, name: name, everyWindow: everyWindow, screenshots: shots, infoPlist: infoPlist)
            // Screenshots are found from the scene file, wherever the report runs.
            if let output { scene = SceneImport.placingScreenshots(scene, besideSceneFile: output) }
            let text = try SceneImport.yaml(scene, dumps: dumps, overlay: overlay)
            if let output {
                try AtomicOutput.write(text, to: output)
            } else {
                var out = StandardOutput()
                out.line(String(text.dropLast(text.hasSuffix("\n") ? 1 : 0)))
                try out.finish()
            }
        }
    }
}
